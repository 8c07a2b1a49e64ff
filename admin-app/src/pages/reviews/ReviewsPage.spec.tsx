/**
 * @jest-environment @academy/ui/jest-environment
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Modal, notification } from 'antd';
import type { AdminReviewDto } from '@academy/api/admin';
import { renderScreen, stubFetch, type StubbedRequest } from '@academy/ui/testing';
import { ReviewsPage } from './ReviewsPage';

const REVIEWS = 'GET /api/admin/reviews';

function review(overrides: Partial<AdminReviewDto> = {}): AdminReviewDto {
  return {
    id: 41,
    courseId: 12,
    courseTitle: 'Sourcing Masterclass',
    userId: 7,
    authorName: 'Jordan Rivera',
    authorEmail: 'jordan.rivera@example.com',
    rating: 2,
    body: 'Call me on 555 0100',
    helpfulCount: 1,
    createdAt: '2026-11-20T10:00:00.000Z',
    editedAt: null,
    hiddenAt: null,
    hiddenReason: null,
    ...overrides,
  };
}

function open(items: AdminReviewDto[], routes: Parameters<typeof stubFetch>[0] = {}) {
  const api = stubFetch({
    [REVIEWS]: { body: { items, total: items.length, page: 1, pageSize: 10 } },
    'GET /api/courses': { body: [] },
    'GET /api/admin/settings': { body: { reviewMinProgress: 30 } },
    ...routes,
  });
  renderScreen(<ReviewsPage />, { url: '/admin/reviews' });
  return api;
}

afterEach(() => {
  act(() => {
    notification.destroy();
    Modal.destroyAll();
  });
});

describe('Reviews page', () => {
  it('lists every review with its course, author, status and text, and filters hidden ones on the server', async () => {
    const api = open([review(), review({ id: 42, hiddenAt: '2026-11-21T10:00:00.000Z', hiddenReason: 'Spam', rating: 1 })]);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    const list = screen.getByRole('list');
    expect(within(list).getAllByText('Sourcing Masterclass')).toHaveLength(2);
    expect(within(list).getByText(/Hidden Nov 21, 2026: Spam/)).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Hide Jordan Rivera’s review of Sourcing Masterclass' })).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Unhide Jordan Rivera’s review of Sourcing Masterclass' })).toBeTruthy();

    fireEvent.mouseDown(screen.getByLabelText('Status'));
    fireEvent.click(await screen.findByTitle('Hidden'));
    await waitFor(() => expect(api.requests.some((request) => request.path.includes('hidden=true'))).toBe(true));
  });

  it('hides a review only with a reason, and unhides one', async () => {
    const hides: StubbedRequest[] = [];
    const api = open([review(), review({ id: 42, hiddenAt: '2026-11-21T10:00:00.000Z', hiddenReason: 'Spam' })], {
      'POST /api/admin/reviews/41/hide': (request) => {
        hides.push(request);
        return { body: review({ hiddenAt: '2026-11-22T10:00:00.000Z', hiddenReason: 'Shares a phone number' }) };
      },
      'POST /api/admin/reviews/42/unhide': { body: review({ id: 42 }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Hide Jordan Rivera’s review of Sourcing Masterclass' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide review' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(await within(dialog).findByText('Please give a reason for hiding this review')).toBeTruthy();
    expect(hides).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Shares a phone number' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    await waitFor(() => expect(hides).toHaveLength(1));
    expect(hides[0].body).toEqual({ reason: 'Shares a phone number' });

    fireEvent.click(screen.getByRole('button', { name: 'Unhide Jordan Rivera’s review of Sourcing Masterclass' }));
    await waitFor(() => expect(api.requestsTo('POST /api/admin/reviews/42/unhide')).toHaveLength(1));
  });

  it('changes the share of a course to complete before reviewing, 0 to 100', async () => {
    const saves: StubbedRequest[] = [];
    open([], {
      'PATCH /api/admin/settings': (request) => {
        saves.push(request);
        return { body: request.body };
      },
    });
    const input = await screen.findByLabelText('Share of the course to complete (%)');
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('30'));
    fireEvent.change(input, { target: { value: '' } });
    expect(await screen.findByText('Enter a whole percent from 0 to 100.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);

    fireEvent.change(input, { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0].body).toEqual({ reviewMinProgress: 45 });
  });
});
