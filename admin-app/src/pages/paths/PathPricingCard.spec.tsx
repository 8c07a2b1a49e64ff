/**
 * @jest-environment @academy/ui/jest-environment
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { notification } from 'antd';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import { PathPricingCard, pricingProblem } from './PathPricingCard';

const PRICING = 'GET /api/admin/paths/4/pricing';
const SAVE = 'PUT /api/admin/paths/4/pricing';
const TIERS = 'GET /api/admin/paths/4/seat-tiers';
const SAVE_TIERS = 'PUT /api/admin/paths/4/seat-tiers';

async function openCard(pricing = { isPaid: false, price: 0, paymentType: 'one_time' }) {
  const api = stubFetch({ [PRICING]: { body: pricing }, [TIERS]: { body: [] } });
  renderScreen(<PathPricingCard pathId={4} />, { url: '/admin/paths/4' });
  await screen.findByRole('heading', { level: 2, name: 'Pricing' });
  await screen.findByRole('button', { name: 'Save pricing' });
  return api;
}

afterEach(() => {
  act(() => notification.destroy());
});

describe("the path editor's pricing", () => {
  it('sells the path for a price in cents, once or monthly', async () => {
    const api = await openCard();
    api.answer(SAVE, { body: { isPaid: true, price: 19_900, paymentType: 'one_time' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Sell this path' }));
    fireEvent.change(await screen.findByLabelText('Price (USD)'), { target: { value: '199' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save pricing' }));
    await waitFor(() =>
      expect(api.requestsTo(SAVE).map((request) => request.body)).toEqual([{ isPaid: true, price: 19_900, paymentType: 'one_time' }]),
    );
    expect(await screen.findByText('Path pricing saved')).toBeTruthy();
  });

  it('refuses a paid path without a price, or under the card minimum, before calling the server', async () => {
    expect(pricingProblem({ isPaid: true, price: null, paymentType: 'one_time' })).toBe('Please enter a price for a paid path.');
    expect(pricingProblem({ isPaid: true, price: 0.49, paymentType: 'one_time' })).toBe(
      'A paid path costs at least $0.50, the card payment minimum.',
    );
    expect(pricingProblem({ isPaid: false, price: null, paymentType: 'one_time' })).toBeNull();
    const api = await openCard();
    fireEvent.click(screen.getByRole('switch', { name: 'Sell this path' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save pricing' }));
    expect(await screen.findByText('Please enter a price for a paid path.')).toBeTruthy();
    expect(api.requestsTo(SAVE)).toHaveLength(0);
  });

  it("edits the path's team seat discounts with a course's rules", async () => {
    const api = await openCard({ isPaid: true, price: 19_900, paymentType: 'subscription' });
    expect(await screen.findByText('Price per seat before discounts: $199.00')).toBeTruthy();
    expect(screen.getByText('No discounts: every seat costs $199.00.')).toBeTruthy();
    api.answer(SAVE_TIERS, ({ body }) => ({ body: (body as { tiers: unknown[] }).tiers }));
    fireEvent.click(screen.getByRole('button', { name: 'Add discount' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save discounts' }));
    await waitFor(() =>
      expect(api.requestsTo(SAVE_TIERS).map((request) => request.body)).toEqual([{ tiers: [{ minSeats: 5, discountPercent: 10 }] }]),
    );
  });
});
