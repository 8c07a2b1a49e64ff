/**
 * @jest-environment @academy/ui/jest-environment
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notification } from 'antd';
import { academyApi, type PathPurchaseDto, type PathSeatQuoteDto } from '@academy/api';
import { renderScreen, stubFetch } from '@academy/ui/testing';

const left: string[] = [];
jest.unstable_mockModule('../../lib/redirect', () => ({ leaveFor: (url: string) => void left.push(url) }));
const { PathPurchasePanel } = await import('./PathPurchasePanel');

const PATH = { id: 4, slug: 'certified-recruiter', title: 'Certified Recruiter: Practitioner' };
const PURCHASE = `GET /api/paths/${PATH.slug}/purchase`;
const user = {
  id: 1,
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'recruitpro',
  emailVerified: true,
  profileImageUrl: null,
  createdAt: '',
  lastActiveAt: null,
};

const sold: PathPurchaseDto = {
  pathId: PATH.id,
  isPaid: true,
  price: 19_900,
  paymentType: 'one_time',
  courseCount: 3,
  coursesOwned: 0,
  access: null,
};

async function openPanel(purchase: PathPurchaseDto, { signedIn = true, url = `/paths/${PATH.slug}` } = {}) {
  const api = stubFetch({
    'GET /api/user': signedIn ? { body: user } : { status: 401, body: { statusCode: 401, message: 'Unauthorized' } },
    [PURCHASE]: { body: purchase },
    [`POST /api/paths/${PATH.id}/payments/confirm`]: { body: { pathId: PATH.id, status: 'succeeded', hasAccess: true } },
  });
  const { store, container } = renderScreen(<PathPurchasePanel path={PATH} />, { url, path: '/paths/:slug' });
  await act(async () => {
    await store.dispatch(academyApi.endpoints.currentUser.initiate());
  });
  await waitFor(() => expect(api.requestsTo(PURCHASE)).toHaveLength(1));
  return { api, container };
}

afterEach(() => {
  left.length = 0;
  act(() => notification.destroy());
});

describe("the path page's purchase panel", () => {
  it('shows the price, what it gives and the way to the checkout, saying which courses the learner already has', async () => {
    await openPanel({ ...sold, coursesOwned: 1 });
    expect(await screen.findByText('$199.00')).toBeTruthy();
    expect(screen.getByText('All 3 courses of this path in one payment, with lifetime access.')).toBeTruthy();
    expect(
      screen.getByText("You already have 1 of these 3 courses. The price is the path's price, whatever you already have."),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buy this path' }).getAttribute('href')).toBe('/checkout/paths/certified-recruiter');
    expect(screen.getByRole('button', { name: 'Buy for my team' })).toBeTruthy();
  });

  it('offers a monthly path as a subscription', async () => {
    await openPanel({ ...sold, price: 2900, paymentType: 'subscription' });
    expect((await screen.findByRole('link', { name: 'Subscribe for $29.00/month' })).getAttribute('href')).toBe(
      '/checkout/paths/certified-recruiter',
    );
    expect(screen.getByText('All 3 courses of this path, for as long as you subscribe; cancel any time.')).toBeTruthy();
  });

  it('says the learner has the path once bought, and still lets them buy seats for a team', async () => {
    await openPanel({ ...sold, access: 'bought', coursesOwned: 3 });
    expect(await screen.findByText('You have this path: every course in it is yours.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Buy this path' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Buy for my team' })).toBeTruthy();
  });

  it('shows nothing for a path that is not sold', async () => {
    const { container } = await openPanel({ ...sold, isPaid: false, price: 0 });
    expect(container.querySelector('.pp-panel')).toBeNull();
  });

  it('sends a visitor to sign in before buying seats, coming back with the dialog open', async () => {
    await openPanel(sold, { signedIn: false });
    expect((await screen.findByRole('link', { name: 'Buy for my team' })).getAttribute('href')).toBe(
      `/auth?returnTo=${encodeURIComponent('/paths/certified-recruiter?buy=team')}`,
    );
  });

  it("quotes seats of the path with its discounts and opens Stripe's hosted checkout for them", async () => {
    const { api } = await openPanel(sold);
    api.answer(`GET /api/paths/${PATH.id}/seat-quote`, (request) => {
      const seats = Number(new URL(request.path, 'https://academy.test').searchParams.get('seats'));
      const discountPercent = seats >= 5 ? 10 : 0;
      const unitAmount = Math.round((19_900 * (100 - discountPercent)) / 100);
      const body: PathSeatQuoteDto = {
        pathId: PATH.id,
        seats,
        unitAmount,
        discountPercent,
        totalAmount: unitAmount * seats,
        currency: 'usd',
        paymentType: 'one_time',
        tiers: [{ minSeats: 5, discountPercent: 10 }],
      };
      return { body };
    });
    api.answer('POST /api/teams/path-checkout-session', { body: { checkoutUrl: 'https://checkout.stripe.test/c/pay/cs_path_team' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Buy for my team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy for my team' });
    expect(within(dialog).getByText('Each seat gives every course of the learning path.', { exact: false })).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByText('Total for 5 seats')).toBeTruthy());
    expect(within(dialog).getByText('$895.50')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to checkout' }));
    await waitFor(() => expect(left).toEqual(['https://checkout.stripe.test/c/pay/cs_path_team']));
    expect(api.requestsTo('POST /api/teams/path-checkout-session')[0].body).toEqual({ pathId: PATH.id, seats: 5, teamName: "Ada's team" });
  });

  it('back from the hosted checkout, confirms the payment with the server and says so', async () => {
    const { api } = await openPanel(sold, { url: `/paths/${PATH.slug}?payment=success` });
    expect(await screen.findByText('Every course of this path is now yours!')).toBeTruthy();
    expect(api.requestsTo(`POST /api/paths/${PATH.id}/payments/confirm`)).toHaveLength(1);
    expect(window.location.search).toBe('');
  });
});
