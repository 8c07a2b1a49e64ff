/**
 * @jest-environment @academy/ui/jest-environment
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Modal, notification } from 'antd';
import type { PostReportDto } from '@academy/api/admin';
import { renderScreen, stubFetch, type StubbedRequest } from '@academy/ui/testing';
import { DiscussionReportsPage } from './DiscussionReportsPage';

const REPORTS = 'GET /api/admin/discussions/reports';

function report(overrides: Partial<PostReportDto> = {}): PostReportDto {
  return {
    id: 501,
    postId: 77,
    reason: 'Shares a phone number',
    createdAt: '2026-11-20T10:00:00.000Z',
    reporterId: 9,
    reporterName: 'Casey Reporter',
    reporterEmail: 'casey@example.com',
    bodyHtml: '<p>Call me on <strong>555 0100</strong> for the answers</p>',
    authorId: 8,
    authorName: 'Jordan Rivera',
    authorEmail: 'jordan.rivera@example.com',
    isDeleted: false,
    hidden: null,
    threadId: 31,
    threadTitle: 'How do you score a phone screen?',
    courseId: 12,
    courseTitle: 'Sourcing Masterclass',
    ...overrides,
  };
}

function open(items: PostReportDto[], routes: Parameters<typeof stubFetch>[0] = {}) {
  const api = stubFetch({
    [REPORTS]: { body: { items, total: items.length, page: 1, pageSize: 50 } },
    ...routes,
  });
  renderScreen(<DiscussionReportsPage />, { url: '/admin/discussions' });
  return api;
}

afterEach(() => {
  act(() => {
    notification.destroy();
    Modal.destroyAll();
  });
});

describe('Discussions moderation page', () => {
  it("shows a reported post once, with its excerpt, author, thread, course and every reporter's reason", async () => {
    open([report(), report({ id: 502, reason: 'Spam', reporterName: 'Sam Second' })]);
    const table = await screen.findByRole('table', { name: 'Reported posts' });
    await waitFor(() => expect(within(table).getAllByText(/Call me on/)).toHaveLength(1));
    expect(within(table).getByText('Jordan Rivera')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'How do you score a phone screen?' }).getAttribute('href')).toBe(
      '/courses/12/discussions/31',
    );
    expect(within(table).getByRole('link', { name: 'Course: Sourcing Masterclass' })).toBeTruthy();
    expect(within(table).getByText('2 reports')).toBeTruthy();
    const reasons = within(table).getByRole('list', { name: 'Reasons given for Jordan Rivera’s post' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Shares a phone number'), expect.stringContaining('Spam')]);
  });

  it('says so when no report is open', async () => {
    open([]);
    expect(await screen.findByText('No open reports. Reported posts appear here.')).toBeTruthy();
  });

  it('hides a post only with a reason', async () => {
    const hides: StubbedRequest[] = [];
    open([report()], {
      'POST /api/admin/discussions/posts/77/hide': (request) => {
        hides.push(request);
        return { body: {} };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Hide Jordan Rivera’s post in How do you score a phone screen?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide post' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide post' }));
    expect(await within(dialog).findByText('Please give a reason for hiding this post')).toBeTruthy();
    expect(hides).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: '  Shares personal contact details ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide post' }));
    await waitFor(() => expect(hides).toHaveLength(1));
    expect(hides[0].body).toEqual({ reason: 'Shares personal contact details' });
    expect(await screen.findByText('Post hidden')).toBeTruthy();
  });

  it("dismisses a post's reports and asks for the queue again", async () => {
    const api = open([report()], { 'POST /api/admin/discussions/posts/77/dismiss-reports': { status: 204 } });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Dismiss reports on Jordan Rivera’s post in How do you score a phone screen?' }),
    );
    await waitFor(() => expect(api.requestsTo('POST /api/admin/discussions/posts/77/dismiss-reports')).toHaveLength(1));
    expect(await screen.findByText('Reports dismissed')).toBeTruthy();
    await waitFor(() => expect(api.requestsTo(REPORTS)).toHaveLength(2));
  });

  it("shows the API's message when an action fails", async () => {
    open([report()], {
      'POST /api/admin/discussions/posts/77/dismiss-reports': {
        status: 404,
        body: { statusCode: 404, code: 'POST_NOT_FOUND', message: 'Post not found', error: 'Not Found' },
      },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Dismiss reports on Jordan Rivera’s post in How do you score a phone screen?' }),
    );
    expect(await screen.findByText('Post not found')).toBeTruthy();
  });
});
