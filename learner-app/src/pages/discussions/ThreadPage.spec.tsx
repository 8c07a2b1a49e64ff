/**
 * @jest-environment @academy/ui/jest-environment
 */
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PostDto, ThreadDetailDto } from '@academy/api';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import ThreadPage from './ThreadPage';

const URL = '/courses/4/discussions/19';
const API = '/api/discussions/threads/19?page=1&pageSize=50';

const post = (id: number, fields: Partial<PostDto> = {}): PostDto => ({
  id,
  authorIsStaff: false,
  authorName: 'Sam T.',
  bodyHtml: `<p>Post ${id}</p>`,
  createdAt: '2026-11-20T09:30:00.000Z',
  deletedNotice: null,
  editedAt: null,
  hidden: null,
  isAnswer: false,
  isOwn: false,
  parentId: 100,
  upvoteCount: 0,
  upvoted: false,
  ...fields,
});

function detail(fields: Partial<ThreadDetailDto> = {}, thread: Partial<ThreadDetailDto['thread']> = {}): ThreadDetailDto {
  return {
    canModerate: false,
    canReply: true,
    page: 1,
    pageSize: 50,
    total: 4,
    thread: {
      id: 19,
      answeredPostId: 102,
      authorName: 'Robin R.',
      courseId: 4,
      courseTitle: 'Structured Hiring',
      createdAt: '2026-11-20T09:00:00.000Z',
      excerpt: 'How do you score',
      isAnswered: true,
      isHidden: false,
      isLocked: false,
      isOwn: true,
      kind: 'question',
      lastActivityAt: '2026-11-20T10:00:00.000Z',
      lessonId: 8,
      lessonTitle: 'Phone screens',
      replyCount: 3,
      title: 'How do you score a phone screen?',
      ...thread,
    },
    posts: [
      post(100, { parentId: null, isOwn: true, authorName: 'Robin R.', bodyHtml: '<p>My <strong>question</strong></p>' }),
      post(101, { upvoteCount: 2 }),
      post(102, { isAnswer: true, authorIsStaff: true, authorName: 'Ada A.', bodyHtml: '<p>Use a rubric.</p>' }),
      post(103, { parentId: 101, isOwn: true, authorName: 'Robin R.', bodyHtml: null, deletedNotice: 'This post was deleted.' }),
    ],
    ...fields,
  };
}

describe('The thread page', () => {
  it('shows the question, its replies one level deep, the accepted answer highlighted and a deleted post as deleted', async () => {
    stubFetch({ [`GET ${API}`]: { body: detail() } });
    renderScreen(<ThreadPage />, { url: URL, path: '/courses/:id/discussions/:threadId' });
    expect(await screen.findByRole('heading', { level: 1, name: 'How do you score a phone screen?' })).toBeTruthy();
    expect(screen.getAllByText('Answered').length).toBeGreaterThan(0);
    const answer = screen.getByRole('article', { name: 'Reply by Ada A., accepted answer' });
    expect(answer.className).toContain('dc-post--answer');
    expect(within(answer).getByText('Accepted answer')).toBeTruthy();
    expect(within(answer).getByText('Use a rubric.')).toBeTruthy();
    const nested = screen.getByRole('list', { name: 'Replies to Sam T.' });
    expect(within(nested).getByText('This post was deleted.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Phone screens' }).getAttribute('href')).toBe('/lessons/8');
    expect(document.title).toBe('How do you score a phone screen? · Recruiting Academy');
  });

  it('offers Edit and Delete on own posts, Upvote and Report on the others, and toggles an upvote', async () => {
    const api = stubFetch({
      [`GET ${API}`]: { body: detail() },
      'PUT /api/discussions/posts/101/upvote': { body: { upvoteCount: 3, upvoted: true } },
      'DELETE /api/discussions/posts/100': { status: 204 },
    });
    renderScreen(<ThreadPage />, { url: URL, path: '/courses/:id/discussions/:threadId' });
    const own = await screen.findByRole('article', { name: 'Question by Robin R.' });
    expect(within(own).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(own).queryByRole('button', { name: /Upvote/ })).toBeNull();
    expect(within(own).queryByRole('button', { name: 'Report' })).toBeNull();
    const other = screen.getByRole('article', { name: 'Reply by Sam T.' });
    expect(within(other).queryByRole('button', { name: 'Edit' })).toBeNull();
    fireEvent.click(within(other).getByRole('button', { name: 'Upvote, 2 upvotes' }));
    await waitFor(() => expect(api.requestsTo('PUT /api/discussions/posts/101/upvote')).toHaveLength(1));
    // The thread is asked again for the new count.
    await waitFor(() => expect(api.requestsTo('GET /api/discussions/threads/19').length).toBeGreaterThan(1));
    fireEvent.click(within(own).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(own).getByRole('button', { name: 'Delete post' }));
    await waitFor(() => expect(api.requestsTo('DELETE /api/discussions/posts/100')).toHaveLength(1));
    // No admin buttons for a learner.
    expect(screen.queryByRole('button', { name: 'Mark as answer' })).toBeNull();
  });

  it('reports a post with a reason', async () => {
    const api = stubFetch({ [`GET ${API}`]: { body: detail() }, 'POST /api/discussions/posts/101/report': { status: 204 } });
    renderScreen(<ThreadPage />, { url: URL, path: '/courses/:id/discussions/:threadId' });
    const other = await screen.findByRole('article', { name: 'Reply by Sam T.' });
    fireEvent.click(within(other).getByRole('button', { name: 'Report' }));
    fireEvent.change(within(other).getByLabelText('Why should an admin look at this post?'), { target: { value: 'Spam' } });
    fireEvent.click(within(other).getByRole('button', { name: 'Send report' }));
    expect(await within(other).findByText('Reported. An admin will look at it.')).toBeTruthy();
    expect(api.requestsTo('POST /api/discussions/posts/101/report')[0].body).toEqual({ reason: 'Spam' });
  });

  it("gives an admin 'Mark as answer' and 'Unmark' on replies", async () => {
    const api = stubFetch({
      [`GET ${API}`]: { body: detail({ canModerate: true }) },
      'PUT /api/discussions/threads/19/answer': { body: detail({ canModerate: true }) },
      'DELETE /api/discussions/threads/19/answer': { body: detail({ canModerate: true }) },
    });
    renderScreen(<ThreadPage />, { url: URL, path: '/courses/:id/discussions/:threadId' });
    const reply = await screen.findByRole('article', { name: 'Reply by Sam T.' });
    fireEvent.click(within(reply).getByRole('button', { name: 'Mark as answer' }));
    await waitFor(() => expect(api.requestsTo('PUT /api/discussions/threads/19/answer')[0]?.body).toEqual({ postId: 101 }));
    const answer = screen.getByRole('article', { name: 'Reply by Ada A., accepted answer' });
    fireEvent.click(within(answer).getByRole('button', { name: 'Unmark' }));
    await waitFor(() => expect(api.requestsTo('DELETE /api/discussions/threads/19/answer')).toHaveLength(1));
    // Not on the question itself.
    expect(
      within(screen.getByRole('article', { name: 'Question by Robin R.' })).queryByRole('button', { name: 'Mark as answer' }),
    ).toBeNull();
  });

  it('says a locked thread is locked and has no reply form', async () => {
    stubFetch({ [`GET ${API}`]: { body: detail({ canReply: false }, { isLocked: true }) } });
    renderScreen(<ThreadPage />, { url: URL, path: '/courses/:id/discussions/:threadId' });
    expect(await screen.findByText('This discussion is locked: no new replies.')).toBeTruthy();
    expect(screen.getAllByText('Locked').length).toBeGreaterThan(0);
    expect(screen.queryByRole('form', { name: 'Your reply' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
  });

  it('tells a learner who is not enrolled to enroll', async () => {
    stubFetch({
      [`GET ${API}`]: {
        status: 403,
        body: { statusCode: 403, code: 'DISCUSSION_NOT_ENROLLED', message: 'Enroll in the course to take part in its discussions.' },
      },
    });
    renderScreen(<ThreadPage />, { url: URL, path: '/courses/:id/discussions/:threadId' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Enroll to join the discussions' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Course' }).getAttribute('href')).toBe('/courses/4');
  });

  it("shows 'Try again' when the thread fails to load", async () => {
    let calls = 0;
    stubFetch({
      [`GET ${API}`]: () =>
        ++calls === 1 ? { status: 500, body: { statusCode: 500, message: 'Internal server error' } } : { body: detail() },
    });
    renderScreen(<ThreadPage />, { url: URL, path: '/courses/:id/discussions/:threadId' });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'How do you score a phone screen?' })).toBeTruthy();
  });
});
