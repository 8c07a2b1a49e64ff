/**
 * @jest-environment @academy/ui/jest-environment
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Modal, notification } from 'antd';
import type { CouponDto } from '@academy/api/admin';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import { CouponsTab } from './CouponsTab';

const LIST = 'GET /api/admin/coupons';

function coupon(overrides: Partial<CouponDto> = {}): CouponDto {
  return {
    id: 3,
    code: 'SPRING25',
    percentOff: 25,
    amountOff: null,
    allCourses: false,
    courses: [{ id: 12, title: 'Offer Negotiation' }],
    expiresAt: '2026-12-31T23:59:00.000Z',
    maxRedemptions: 5,
    timesRedeemed: 2,
    state: 'active',
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

afterEach(() => {
  act(() => {
    notification.destroy();
    Modal.destroyAll();
  });
});

describe('Coupons tab', () => {
  // A phone: the coupons are cards.
  const desktopMatchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      ...desktopMatchMedia(query),
      matches: query === '(max-width: 767px)',
    })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = desktopMatchMedia;
  });

  it('lists each coupon (on a phone, as a card) with discount, scope, redemptions, expiry and state', async () => {
    stubFetch({
      [LIST]: {
        body: [
          coupon(),
          coupon({
            id: 4,
            code: 'FLAT10',
            percentOff: null,
            amountOff: 1000,
            allCourses: true,
            courses: [],
            maxRedemptions: null,
            expiresAt: null,
            state: 'disabled',
          }),
        ],
      },
    });
    renderScreen(<CouponsTab />, { url: '/admin' });
    const spring = (await screen.findByText('SPRING25')).closest('li')!;
    expect(spring.textContent).toContain('25% off');
    expect(spring.textContent).toContain('Offer Negotiation');
    expect(spring.textContent).toContain('2 / 5');
    expect(spring.textContent).toContain('Active');
    expect(within(spring).getByRole('button', { name: 'Disable SPRING25' })).toBeTruthy();
    const flat = screen.getByText('FLAT10').closest('li')!;
    expect(flat.textContent).toContain('$10.00 off');
    expect(flat.textContent).toContain('All courses');
    expect(flat.textContent).toContain('2 / ∞');
    expect(flat.textContent).toContain('Never');
    expect(within(flat).queryByRole('button', { name: /Disable/ })).toBeNull();
  });

  it('creates an amount-off coupon for all courses, sending cents and the code in upper case', async () => {
    const api = stubFetch({ [LIST]: { body: [] }, 'POST /api/admin/coupons': { body: coupon({ code: 'FLAT10' }) } });
    renderScreen(<CouponsTab />, { url: '/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Create Coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Coupon' });
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'flat10' } });
    fireEvent.click(within(dialog).getByLabelText('Amount'));
    fireEvent.change(await within(dialog).findByLabelText('Amount off (USD)'), { target: { value: '10.5' } });
    fireEvent.change(within(dialog).getByLabelText('Redemption limit'), { target: { value: '100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.requestsTo('POST /api/admin/coupons')).toHaveLength(1));
    expect(api.requestsTo('POST /api/admin/coupons')[0].body).toEqual({
      code: 'FLAT10',
      allCourses: true,
      amountOff: 1050,
      maxRedemptions: 100,
    });
  });

  it('disables a coupon after confirming', async () => {
    const api = stubFetch({ [LIST]: { body: [coupon()] }, 'POST /api/admin/coupons/3/disable': { status: 204 } });
    renderScreen(<CouponsTab />, { url: '/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Disable SPRING25' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disable SPRING25?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(api.requestsTo('POST /api/admin/coupons/3/disable')).toHaveLength(1));
  });
});
