/**
 * @jest-environment @academy/ui/jest-environment
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notification } from 'antd';
import type { CourseDetailDto } from '@academy/api';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import { SeatTiersCard } from './SeatTiersCard';

const TIERS = 'GET /api/courses/12/seat-tiers';
const SAVE = 'PUT /api/courses/12/seat-tiers';

const course = {
  id: 12,
  title: 'Sourcing Masterclass',
  isPaid: true,
  price: 4900,
  paymentType: 'one_time',
} as CourseDetailDto;

async function openCard(tiers = [{ minSeats: 5, discountPercent: 10 }]) {
  const api = stubFetch({ [TIERS]: { body: tiers } });
  renderScreen(<SeatTiersCard course={course} />, { url: '/admin/courses/12/manage' });
  await screen.findByRole('heading', { level: 2, name: 'Team seat discounts' });
  return api;
}

const minSeats = (index: number) => screen.getByLabelText(`Discount ${index}: minimum seats`) as HTMLInputElement;
const percent = (index: number) => screen.getByLabelText(`Discount ${index}: percent off`) as HTMLInputElement;

afterEach(() => {
  act(() => notification.destroy());
});

describe('Team seat discounts', () => {
  it("shows the course's discounts and saves a new one, fewest seats first", async () => {
    const api = await openCard();
    await waitFor(() => expect(minSeats(1).value).toBe('5'));
    expect(percent(1).value).toBe('10');
    api.answer(SAVE, ({ body }) => ({ body: (body as { tiers: unknown[] }).tiers }));

    fireEvent.click(screen.getByRole('button', { name: 'Add discount' }));
    fireEvent.change(minSeats(2), { target: { value: '20' } });
    fireEvent.change(percent(2), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save discounts' }));
    await waitFor(() =>
      expect(api.requestsTo(SAVE).map((request) => request.body)).toEqual([
        {
          tiers: [
            { minSeats: 5, discountPercent: 10 },
            { minSeats: 20, discountPercent: 20 },
          ],
        },
      ]),
    );
    expect(await screen.findByText('Team seat discounts saved')).toBeTruthy();
  });

  it('refuses discounts that do not grow with the number of seats, before calling the server', async () => {
    const api = await openCard();
    await waitFor(() => expect(minSeats(1).value).toBe('5'));
    fireEvent.click(screen.getByRole('button', { name: 'Add discount' }));
    fireEvent.change(minSeats(2), { target: { value: '20' } });
    fireEvent.change(percent(2), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save discounts' }));
    expect(
      await screen.findByText('Discounts must grow with the number of seats: 20+ seats must get more than the 10% of 5+ seats'),
    ).toBeTruthy();
    expect(api.requestsTo(SAVE)).toHaveLength(0);
  });

  it('removes every discount', async () => {
    const api = await openCard();
    api.answer(SAVE, { body: [] });
    await waitFor(() => expect(minSeats(1).value).toBe('5'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove discount 1' }));
    expect(screen.getByText('No discounts: every seat costs $49.00.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save discounts' }));
    await waitFor(() => expect(api.requestsTo(SAVE).map((request) => request.body)).toEqual([{ tiers: [] }]));
    const list = screen.queryByRole('list', { name: 'Discounts' });
    expect(list === null || within(list).queryAllByRole('listitem').length === 0).toBe(true);
  });
});
