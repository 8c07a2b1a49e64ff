/** Seats one purchase may buy (and a quote may price). */
export const MAX_SEATS_PER_PURCHASE = 500;
/** Volume discount tiers a course may have. */
export const MAX_SEAT_TIERS = 10;

/** Buying at least `minSeats` seats at once takes `discountPercent` off each seat. */
export interface SeatTier {
  minSeats: number;
  discountPercent: number;
}

export interface SeatPrice {
  /** Integer cents per seat, after the discount (rounded to the nearest cent). */
  unitAmount: number;
  discountPercent: number;
  totalAmount: number;
}

/**
 * What `seats` seats cost at `price` cents each: the tier with the highest `minSeats` the purchase
 * reaches gives its discount, rounded per seat so that the total is always seats × unit price (what
 * Stripe charges for a quantity).
 */
export function seatPrice(price: number, tiers: readonly SeatTier[], seats: number): SeatPrice {
  const tier = [...tiers].sort((a, b) => b.minSeats - a.minSeats).find((candidate) => seats >= candidate.minSeats);
  const discountPercent = tier?.discountPercent ?? 0;
  const unitAmount = Math.round((price * (100 - discountPercent)) / 100);
  return { unitAmount, discountPercent, totalAmount: unitAmount * seats };
}

/**
 * Why a set of tiers cannot be saved, or null when it can: each `minSeats` at most once, and a bigger
 * purchase never gets a smaller discount. (Each tier's own ranges are the DTO's to check.)
 */
export function seatTiersProblem(tiers: readonly SeatTier[]): string | null {
  const sorted = [...tiers].sort((a, b) => a.minSeats - b.minSeats);
  for (let index = 1; index < sorted.length; index++) {
    const [previous, tier] = [sorted[index - 1], sorted[index]];
    if (tier.minSeats === previous.minSeats) return `Two discounts start at ${tier.minSeats} seats: give each number of seats one discount`;
    if (tier.discountPercent <= previous.discountPercent) {
      return `Discounts must grow with the number of seats: ${tier.minSeats}+ seats must get more than the ${previous.discountPercent}% of ${previous.minSeats}+ seats`;
    }
  }
  return null;
}
