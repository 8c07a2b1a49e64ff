import { seatPrice, seatTiersProblem } from './seat-pricing.js';

describe('seat pricing', () => {
  const tiers = [
    { minSeats: 20, discountPercent: 20 },
    { minSeats: 5, discountPercent: 10 },
  ];

  it('takes the discount of the largest tier the purchase reaches, whatever the order of the tiers', () => {
    expect(seatPrice(4900, tiers, 1)).toEqual({ unitAmount: 4900, discountPercent: 0, totalAmount: 4900 });
    expect(seatPrice(4900, tiers, 4)).toEqual({ unitAmount: 4900, discountPercent: 0, totalAmount: 19_600 });
    expect(seatPrice(4900, tiers, 5)).toEqual({ unitAmount: 4410, discountPercent: 10, totalAmount: 22_050 });
    expect(seatPrice(4900, tiers, 20)).toEqual({ unitAmount: 3920, discountPercent: 20, totalAmount: 78_400 });
    expect(seatPrice(4900, [], 500)).toEqual({ unitAmount: 4900, discountPercent: 0, totalAmount: 2_450_000 });
  });

  it('rounds each seat to the nearest cent, so the total is always seats × unit price', () => {
    expect(seatPrice(1999, [{ minSeats: 3, discountPercent: 15 }], 3)).toEqual({
      unitAmount: 1699,
      discountPercent: 15,
      totalAmount: 5097,
    });
    expect(seatPrice(999, [{ minSeats: 2, discountPercent: 50 }], 7)).toEqual({ unitAmount: 500, discountPercent: 50, totalAmount: 3500 });
  });

  it('accepts tiers whose discount grows with the seats, and says what is wrong with others', () => {
    expect(seatTiersProblem([])).toBeNull();
    expect(seatTiersProblem(tiers)).toBeNull();
    expect(
      seatTiersProblem([
        { minSeats: 5, discountPercent: 10 },
        { minSeats: 5, discountPercent: 20 },
      ]),
    ).toBe('Two discounts start at 5 seats: give each number of seats one discount');
    expect(
      seatTiersProblem([
        { minSeats: 10, discountPercent: 5 },
        { minSeats: 5, discountPercent: 10 },
      ]),
    ).toBe('Discounts must grow with the number of seats: 10+ seats must get more than the 10% of 5+ seats');
  });
});
