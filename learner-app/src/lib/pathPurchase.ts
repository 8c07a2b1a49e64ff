/** Rules of selling a learning path as one product, as the path page and its checkout show them (docs/product-rules.md#learning-path-purchases). */
import { errorStatus, type PathPurchaseDto } from '@academy/api';
import { formatPrice } from '@academy/ui';
import { roundedHours } from './format';

/** The checkout of a path, the course checkout pointed at it. */
export function pathCheckoutPath(slug: string): string {
  return `/checkout/paths/${encodeURIComponent(slug)}`;
}

const courses = (count: number) => `${count} ${count === 1 ? 'course' : 'courses'}`;

/** "$199.00" for a path bought once, "$29.00/month" for a monthly one. */
export function pathPrice(purchase: Pick<PathPurchaseDto, 'price' | 'paymentType'>): string {
  return `${formatPrice(purchase.price)}${purchase.paymentType === 'subscription' ? '/month' : ''}`;
}

export type PathOffer =
  /** The path is not sold as one product: its courses are enrolled in one by one. */
  | { kind: 'not-sold' }
  /** The learner has the path, or already every course of it: what the page says instead of a price. */
  | { kind: 'owned'; message: string }
  | {
      kind: 'buy';
      /** "Buy this path" or "Subscribe for $29.00/month". */
      action: string;
      price: string;
      /** What the payment gives. */
      promise: string;
      /** The courses the learner already has, and that the price stays the path's. */
      ownedNote: string | null;
    };

/** What the path page's purchase panel offers the viewer. */
export function pathOffer(purchase: PathPurchaseDto): PathOffer {
  if (purchase.access === 'bought') return { kind: 'owned', message: 'You have this path: every course in it is yours.' };
  if (purchase.access === 'subscribed') return { kind: 'owned', message: 'Your subscription gives you every course in this path.' };
  if (purchase.access === 'team') return { kind: 'owned', message: 'Your team seat gives you every course in this path.' };
  if (!purchase.isPaid || purchase.price <= 0) return { kind: 'not-sold' };
  if (purchase.courseCount > 0 && purchase.coursesOwned >= purchase.courseCount)
    return { kind: 'owned', message: 'You already have every course in this path.' };
  const monthly = purchase.paymentType === 'subscription';
  const all = purchase.courseCount === 1 ? 'The course' : `All ${courses(purchase.courseCount)}`;
  return {
    kind: 'buy',
    action: monthly ? `Subscribe for ${pathPrice(purchase)}` : 'Buy this path',
    price: pathPrice(purchase),
    promise: monthly
      ? `${all} of this path, for as long as you subscribe; cancel any time.`
      : `${all} of this path in one payment, with lifetime access.`,
    ownedNote:
      purchase.coursesOwned > 0
        ? `You already have ${purchase.coursesOwned} of these ${courses(purchase.courseCount)}. The price is the path's price, whatever you already have.`
        : null,
  };
}

export type PathCheckoutState = 'not-found' | 'error' | 'owned' | 'not-sold' | 'pay';

/** Which checkout screen a path gets: as a course's, with "owned" for a path the learner has (or every course of it). */
export function pathCheckoutState(path: unknown, purchase: PathPurchaseDto | undefined, error: unknown): PathCheckoutState {
  if (errorStatus(error) === 404) return 'not-found';
  if (error || !path || !purchase) return 'error';
  const offer = pathOffer(purchase);
  return offer.kind === 'buy' ? 'pay' : offer.kind;
}

/** The path checkout's 'What you'll get' list. */
export function pathWhatYouGet(purchase: Pick<PathPurchaseDto, 'courseCount' | 'paymentType'>, minutes: number): string[] {
  return [
    `${courses(purchase.courseCount)}${minutes > 0 ? ` (${roundedHours(minutes)} of content)` : ''}`,
    purchase.paymentType === 'subscription' ? 'Access for as long as you subscribe; cancel any time' : 'Lifetime access',
    'A certificate of completion for each course',
    'Downloadable resources',
  ];
}
