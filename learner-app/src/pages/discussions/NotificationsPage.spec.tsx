/**
 * @jest-environment @academy/ui/jest-environment
 */
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { NotificationDto, NotificationPageDto } from '@academy/api';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import NotificationsPage from './NotificationsPage';

const notification = (id: number, fields: Partial<NotificationDto> = {}): NotificationDto => ({
  id,
  actorName: 'Ada A.',
  courseId: 4,
  courseTitle: 'Structured Hiring',
  createdAt: '2026-11-20T09:30:00.000Z',
  excerpt: 'Use a rubric.',
  kind: 'reply',
  lessonId: 8,
  postId: 102,
  readAt: null,
  threadId: 19,
  threadTitle: 'How do you score a phone screen?',
  ...fields,
});

const page = (items: NotificationDto[], fields: Partial<NotificationPageDto> = {}): NotificationPageDto => ({
  items,
  page: 1,
  pageSize: 20,
  total: items.length,
  unread: items.filter((item) => item.readAt === null).length,
  ...fields,
});

const FIRST = 'GET /api/notifications?page=1&pageSize=20';

describe('Notifications', () => {
  it('lists replies and answers, unread ones marked, each linking to its thread', async () => {
    stubFetch({
      [FIRST]: {
        body: page([notification(2, { kind: 'answer' }), notification(1, { readAt: '2026-11-20T10:00:00.000Z' })]),
      },
    });
    renderScreen(<NotificationsPage />, { url: '/notifications' });
    const answer = await screen.findByRole('link', { name: /marked an answer to your question/ });
    expect(answer.getAttribute('href')).toBe('/courses/4/discussions/19');
    expect(answer.className).toContain('dc-notification--unread');
    expect(answer.textContent).toContain('Unread: ');
    const reply = screen.getByRole('link', { name: /Ada A\. replied in “How do you score a phone screen\?”/ });
    expect(reply.className).not.toContain('dc-notification--unread');
    expect(screen.getByText('1 unread')).toBeTruthy();
    expect(document.title).toBe('Notifications · Recruiting Academy');
  });

  it('marks one read when it is opened', async () => {
    const api = stubFetch({ [FIRST]: { body: page([notification(2)]) }, 'POST /api/notifications/2/read': { body: { unread: 0 } } });
    renderScreen(<NotificationsPage />, { url: '/notifications' });
    fireEvent.click(await screen.findByRole('link', { name: /replied in/ }));
    await waitFor(() => expect(api.requestsTo('POST /api/notifications/2/read')).toHaveLength(1));
  });

  it('marks all read with "Mark all as read"', async () => {
    let unread = true;
    const api = stubFetch({
      [FIRST]: () => ({ body: page([notification(2, { readAt: unread ? null : '2026-11-20T10:00:00.000Z' })]) }),
      'POST /api/notifications/read-all': () => {
        unread = false;
        return { body: { unread: 0 } };
      },
    });
    renderScreen(<NotificationsPage />, { url: '/notifications' });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(api.requestsTo('POST /api/notifications/read-all')).toHaveLength(1));
    expect(await screen.findByText('All caught up.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('pages through older notifications', async () => {
    const api = stubFetch({
      [FIRST]: { body: page([notification(2)], { total: 25 }) },
      'GET /api/notifications?page=2&pageSize=20': { body: page([notification(1, { threadTitle: 'Older one' })], { page: 2, total: 25 }) },
    });
    renderScreen(<NotificationsPage />, { url: '/notifications' });
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: /Older one/ })).toBeTruthy();
    expect(api.requestsTo('GET /api/notifications')).toHaveLength(2);
  });

  it('says when there is nothing yet', async () => {
    stubFetch({ [FIRST]: { body: page([]) } });
    renderScreen(<NotificationsPage />, { url: '/notifications' });
    expect(await screen.findByRole('heading', { level: 2, name: 'No notifications yet' })).toBeTruthy();
  });

  it("shows 'Try again' when the list fails", async () => {
    stubFetch({ [FIRST]: { status: 500, body: { statusCode: 500, message: 'Internal server error' } } });
    renderScreen(<NotificationsPage />, { url: '/notifications' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Error loading your notifications' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
