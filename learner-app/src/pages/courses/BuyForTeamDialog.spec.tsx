/**
 * @jest-environment @academy/ui/jest-environment
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notification } from 'antd';
import { academyApi, type CourseDetailDto, type SeatQuoteDto, type TeamSummaryDto } from '@academy/api';
import { renderScreen, stubFetch, type StubbedRequest } from '@academy/ui/testing';

const left: string[] = [];
jest.unstable_mockModule('../../lib/redirect', () => ({ leaveFor: (url: string) => void left.push(url) }));
const { default: CourseDetailPage } = await import('./CourseDetailPage');

const COURSE_ID = 5;
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

function course(overrides: Partial<CourseDetailDto> = {}): CourseDetailDto {
  return {
    id: COURSE_ID,
    title: 'Structured Interviews',
    slug: 'structured-interviews',
    description: 'Interview the same way every time.',
    accessLevel: 'all',
    isPaid: true,
    price: 4900,
    paymentType: 'one_time',
    thumbnailUrl: null,
    heroImageUrl: null,
    estimatedDuration: 120,
    createdAt: '2026-01-01T00:00:00.000Z',
    certificateCode: null,
    isEnrolled: false,
    lessonCount: 0,
    ratingCount: 0,
    ratingAverage: null,
    lessons: [],
    modules: [],
    instructors: [],
    progress: { completed: 0, total: 0 },
    ...overrides,
  };
}

const TIERS = [
  { minSeats: 5, discountPercent: 10 },
  { minSeats: 20, discountPercent: 20 },
];

/** The quote the server would give: the course's price less the tier the seats reach. */
function quoteFor(request: StubbedRequest, paymentType: SeatQuoteDto['paymentType'] = 'one_time') {
  const seats = Number(new URL(request.path, 'https://academy.test').searchParams.get('seats'));
  const discountPercent = [...TIERS].reverse().find((tier) => seats >= tier.minSeats)?.discountPercent ?? 0;
  const unitAmount = Math.round((4900 * (100 - discountPercent)) / 100);
  const body: SeatQuoteDto = {
    courseId: COURSE_ID,
    seats,
    unitAmount,
    discountPercent,
    totalAmount: unitAmount * seats,
    currency: 'usd',
    paymentType,
    tiers: TIERS,
  };
  return { body };
}

async function openCourse(detail: CourseDetailDto = course(), signedIn = true) {
  const api = stubFetch({
    'GET /api/user': signedIn ? { body: user } : { status: 401, body: { statusCode: 401, message: 'Unauthorized' } },
    [`GET /api/courses/${COURSE_ID}`]: { body: detail },
    [`GET /api/courses/public/${COURSE_ID}`]: { body: detail },
    [`GET /api/courses/${COURSE_ID}/seat-quote`]: (request) => quoteFor(request, detail.paymentType),
  });
  const { store } = renderScreen(<CourseDetailPage />, { url: `/courses/${COURSE_ID}`, path: '/courses/:id' });
  await act(async () => {
    await store.dispatch(academyApi.endpoints.currentUser.initiate());
  });
  await screen.findByRole('heading', { level: 1, name: 'Structured Interviews' });
  return api;
}

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Buy for my team' }));
  return screen.findByRole('dialog', { name: 'Buy for my team' });
}

afterEach(() => {
  left.length = 0;
  act(() => notification.destroy());
});

describe("'Buy for my team' on a paid course", () => {
  it('quotes the seats with the volume discount they reach and lists the discounts', async () => {
    const api = await openCourse();
    const dialog = await openDialog();
    expect((within(dialog).getByLabelText('Team name') as HTMLInputElement).value).toBe("Ada's team");
    await waitFor(() => expect(within(dialog).getByText('Total for 5 seats')).toBeTruthy());
    expect(within(dialog).getByText('$44.10')).toBeTruthy();
    expect(within(dialog).getByText('10% off')).toBeTruthy();
    expect(within(dialog).getByText('$220.50')).toBeTruthy();
    expect(within(dialog).getByText('5+ seats: 10% off')).toBeTruthy();
    expect(within(dialog).getByText('20+ seats: 20% off')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Number of seats'), { target: { value: '3' } });
    await waitFor(() => expect(within(dialog).getByText('Total for 3 seats')).toBeTruthy());
    expect(within(dialog).getByText('$147.00')).toBeTruthy();
    expect(within(dialog).getByText('None')).toBeTruthy();
    expect(api.requestsTo(`GET /api/courses/${COURSE_ID}/seat-quote`).map((request) => request.path)).toEqual([
      `/api/courses/${COURSE_ID}/seat-quote?seats=5`,
      `/api/courses/${COURSE_ID}/seat-quote?seats=3`,
    ]);
  });

  it('refuses a seat count outside 1 to 500 and an empty team name before calling the server', async () => {
    const api = await openCourse();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Number of seats'), { target: { value: '501' } });
    fireEvent.change(within(dialog).getByLabelText('Team name'), { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to checkout' }));
    expect(await within(dialog).findByText('Choose between 1 and 500 seats')).toBeTruthy();
    expect(within(dialog).getByText('Please give your team a name')).toBeTruthy();
    expect(api.requestsTo('POST /api/teams/checkout-session')).toHaveLength(0);
  });

  it("opens Stripe's hosted checkout for all the seats in one payment", async () => {
    const api = await openCourse();
    api.answer('POST /api/teams/checkout-session', { status: 201, body: { checkoutUrl: 'https://checkout.stripe.test/c/pay/cs_team' } });
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Number of seats'), { target: { value: '3' } });
    fireEvent.change(within(dialog).getByLabelText('Team name'), { target: { value: ' Northwind sourcing ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to checkout' }));
    await waitFor(() => expect(left).toEqual(['https://checkout.stripe.test/c/pay/cs_team']));
    expect(api.requestsTo('POST /api/teams/checkout-session')[0].body).toEqual({
      courseId: COURSE_ID,
      seats: 3,
      teamName: 'Northwind sourcing',
    });
  });

  it("offers to add the seats to the team's subscription when it already pays monthly", async () => {
    const api = await openCourse(course({ paymentType: 'subscription' }));
    const team: TeamSummaryDto = {
      id: 7,
      name: 'Talent Partners',
      course: { id: COURSE_ID, title: 'Structured Interviews', paymentType: 'subscription' },
      path: null,
      seats: 5,
      seatsUsed: 5,
      unassigned: 0,
      endedAt: null,
      createdAt: '2026-11-20T09:30:00.000Z',
    };
    api.answer('POST /api/teams/checkout-session', {
      status: 409,
      body: { statusCode: 409, code: 'TEAM_HAS_SUBSCRIPTION', message: "Add seats to your team's subscription instead" },
    });
    api.answer('GET /api/teams', { body: [team] });
    api.answer('POST /api/teams/7/subscription-seats', { body: team });
    const dialog = await openDialog();
    await waitFor(() => expect(within(dialog).getByText('$220.50 per month')).toBeTruthy());
    fireEvent.change(within(dialog).getByLabelText('Number of seats'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to checkout' }));
    const add = await within(dialog).findByRole('button', { name: 'Add 2 seats to Talent Partners' });
    fireEvent.click(add);
    await waitFor(() =>
      expect(api.requestsTo('POST /api/teams/7/subscription-seats').map((request) => request.body)).toEqual([{ seats: 2 }]),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/teams/7'));
    expect(left).toEqual([]);
  });

  it('sends a visitor to sign in, coming back with the dialog', async () => {
    await openCourse(course(), false);
    const link = screen.getByRole('link', { name: 'Buy for my team' });
    expect(link.getAttribute('href')).toBe(`/auth?returnTo=${encodeURIComponent(`/courses/${COURSE_ID}?buy=team`)}`);
  });

  it('opens the dialog at once when a visitor comes back signed in', async () => {
    stubFetch({
      'GET /api/user': { body: user },
      [`GET /api/courses/${COURSE_ID}`]: { body: course() },
      [`GET /api/courses/${COURSE_ID}/seat-quote`]: (request) => quoteFor(request),
    });
    const { store } = renderScreen(<CourseDetailPage />, { url: `/courses/${COURSE_ID}?buy=team`, path: '/courses/:id' });
    await act(async () => {
      await store.dispatch(academyApi.endpoints.currentUser.initiate());
    });
    expect(await screen.findByRole('dialog', { name: 'Buy for my team' })).toBeTruthy();
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('is not offered on a free course', async () => {
    await openCourse(course({ isPaid: false, price: 0 }));
    expect(screen.queryByRole('button', { name: 'Buy for my team' })).toBeNull();
  });
});
