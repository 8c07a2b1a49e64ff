import { describe, expect, it } from '@jest/globals';
import { checkoutState, isServiceUnavailable, whatYouGet, type CheckoutCourse } from './checkout';

const course: CheckoutCourse = {
  id: 7,
  title: 'Sourcing',
  description: '',
  thumbnailUrl: null,
  accessLevel: 'all',
  estimatedDuration: 95,
  isPaid: true,
  price: 4900,
  paymentType: 'one_time',
  isEnrolled: false,
  lessonCount: 12,
};

describe('checkout screens', () => {
  it('shows Course not found for a bad id or a 404', () => {
    expect(checkoutState(null, undefined, undefined)).toBe('not-found');
    expect(checkoutState(7, undefined, { status: 404 })).toBe('not-found');
  });

  it('shows an error for other failures', () => {
    expect(checkoutState(7, undefined, { status: 500 })).toBe('error');
  });

  it('Already Enrolled wins over Free Course; a paid course not owned is paid for', () => {
    expect(checkoutState(7, { ...course, isEnrolled: true, isPaid: false }, undefined)).toBe('enrolled');
    expect(checkoutState(7, { ...course, isPaid: false }, undefined)).toBe('free');
    expect(checkoutState(7, { ...course, price: 0 }, undefined)).toBe('free');
    expect(checkoutState(7, course, undefined)).toBe('pay');
  });

  it('recognises the server saying payments are not configured', () => {
    expect(isServiceUnavailable({ status: 503, message: 'Payments are not configured' })).toBe(true);
    expect(isServiceUnavailable({ status: 502 })).toBe(false);
    expect(isServiceUnavailable(new Error('offline'))).toBe(false);
  });

  it("lists what you'll get, with the subscription's terms", () => {
    expect(whatYouGet(course)).toEqual([
      '12 lessons (2 hours of content)',
      'Lifetime access',
      'Certificate of completion',
      'Downloadable resources',
    ]);
    expect(whatYouGet({ lessonCount: 1, estimatedDuration: null, paymentType: 'subscription' })[0]).toBe('1 lesson');
    expect(whatYouGet({ lessonCount: 1, estimatedDuration: null, paymentType: 'subscription' })[1]).toBe(
      'Access for as long as you subscribe; cancel any time',
    );
  });
});
