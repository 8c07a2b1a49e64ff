import { describe, expect, it } from '@jest/globals';
import type { PathPurchaseDto } from '@academy/api';
import { pathCheckoutPath, pathCheckoutState, pathOffer, pathWhatYouGet } from './pathPurchase';

const sold: PathPurchaseDto = {
  pathId: 4,
  isPaid: true,
  price: 19_900,
  paymentType: 'one_time',
  courseCount: 4,
  coursesOwned: 0,
  access: null,
};

describe('selling a learning path', () => {
  it('offers a one-time path for its price, and a monthly one as a subscription', () => {
    expect(pathOffer(sold)).toEqual({
      kind: 'buy',
      action: 'Buy this path',
      price: '$199.00',
      promise: 'All 4 courses of this path in one payment, with lifetime access.',
      ownedNote: null,
    });
    expect(pathOffer({ ...sold, price: 2900, paymentType: 'subscription', courseCount: 1 })).toMatchObject({
      action: 'Subscribe for $29.00/month',
      price: '$29.00/month',
      promise: 'The course of this path, for as long as you subscribe; cancel any time.',
    });
  });

  it('says which courses the learner already has, and that the price stays the path price', () => {
    expect(pathOffer({ ...sold, coursesOwned: 1 })).toMatchObject({
      kind: 'buy',
      ownedNote: "You already have 1 of these 4 courses. The price is the path's price, whatever you already have.",
    });
    expect(pathOffer({ ...sold, coursesOwned: 4 })).toEqual({ kind: 'owned', message: 'You already have every course in this path.' });
  });

  it('says how the learner has the path once they have it, and offers nothing for a path not sold', () => {
    expect(pathOffer({ ...sold, access: 'bought' })).toEqual({
      kind: 'owned',
      message: 'You have this path: every course in it is yours.',
    });
    expect(pathOffer({ ...sold, access: 'subscribed' })).toMatchObject({
      message: 'Your subscription gives you every course in this path.',
    });
    expect(pathOffer({ ...sold, access: 'team', isPaid: false })).toMatchObject({
      message: 'Your team seat gives you every course in this path.',
    });
    expect(pathOffer({ ...sold, isPaid: false, price: 0 })).toEqual({ kind: 'not-sold' });
  });

  it('picks the checkout screen, and lists what the checkout gives', () => {
    expect(pathCheckoutState(undefined, undefined, { status: 404 })).toBe('not-found');
    expect(pathCheckoutState(undefined, undefined, { status: 500 })).toBe('error');
    expect(pathCheckoutState({}, sold, undefined)).toBe('pay');
    expect(pathCheckoutState({}, { ...sold, access: 'bought' }, undefined)).toBe('owned');
    expect(pathCheckoutState({}, { ...sold, isPaid: false }, undefined)).toBe('not-sold');
    expect(pathWhatYouGet(sold, 540)).toEqual([
      '4 courses (9 hours of content)',
      'Lifetime access',
      'A certificate of completion for each course',
      'Downloadable resources',
    ]);
    expect(pathWhatYouGet({ courseCount: 1, paymentType: 'subscription' }, 0)[0]).toBe('1 course');
    expect(pathCheckoutPath('certified-recruiter')).toBe('/checkout/paths/certified-recruiter');
  });
});
