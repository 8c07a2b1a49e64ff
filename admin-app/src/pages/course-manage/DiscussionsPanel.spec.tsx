/**
 * @jest-environment @academy/ui/jest-environment
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Modal, notification } from 'antd';
import type { PostDto, ThreadDetailDto, ThreadSummaryDto } from '@academy/api';
import type { StudentDto, SuspensionDto } from '@academy/api/admin';
import { renderScreen, stubFetch, type StubbedRequest } from '@academy/ui/testing';
import { DiscussionsPanel } from './DiscussionsPanel';

const THREADS = 'GET /api/courses/12/discussions';
const SUSPENSIONS = 'GET /api/admin/courses/12/discussion-suspensions';

function thread(overrides: Partial<ThreadSummaryDto> = {}): ThreadSummaryDto {
  return {
    id: 31,
    courseId: 12,
    title: 'How do you score a phone screen?',
    kind: 'question',
    authorName: 'Jordan R.',
    createdAt: '2026-11-20T10:00:00.000Z',
    lastActivityAt: '2026-11-21T10:00:00.000Z',
    excerpt: 'I never know what to write down',
    isAnswered: true,
    isHidden: false,
    isLocked: false,
    isOwn: false,
    lessonId: null,
    lessonTitle: null,
    replyCount: 2,
    ...overrides,
  };
}

function post(overrides: Partial<PostDto> = {}): PostDto {
  return {
    id: 70,
    parentId: null,
    authorName: 'Jordan R.',
    authorIsStaff: false,
    bodyHtml: '<p>I never know what to write down</p>',
    createdAt: '2026-11-20T10:00:00.000Z',
    editedAt: null,
    deletedNotice: null,
    hidden: null,
    isAnswer: false,
    isOwn: false,
    upvoteCount: 0,
    upvoted: false,
    ...overrides,
  };
}

function detail(posts: PostDto[], overrides: Partial<ThreadSummaryDto> = {}): ThreadDetailDto {
  const { isOwn, replyCount, lastActivityAt, ...info } = thread(overrides);
  return {
    canModerate: true,
    canReply: true,
    page: 1,
    pageSize: 50,
    total: posts.length,
    posts,
    thread: { ...info, isOwn, replyCount, lastActivityAt, courseTitle: 'Sourcing Masterclass', answeredPostId: null },
  };
}

function suspension(overrides: Partial<SuspensionDto> = {}): SuspensionDto {
  return {
    userId: 8,
    name: 'Jordan Rivera',
    email: 'jordan.rivera@example.com',
    reason: 'Spam in three threads',
    active: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    until: null,
    ...overrides,
  };
}

const student: StudentDto = {
  id: 9,
  firstName: 'Casey',
  lastName: 'Learner',
  email: 'casey@example.com',
  role: 'jobseeker',
  enrolledAt: '2026-11-01T10:00:00.000Z',
  grantedAccess: false,
  progress: 10,
  certificate: null,
};

function open(routes: Parameters<typeof stubFetch>[0] = {}) {
  const api = stubFetch({
    [THREADS]: { body: { items: [thread()], total: 1, page: 1, pageSize: 20, canPost: true } },
    [SUSPENSIONS]: { body: [] },
    'GET /api/admin/courses/12/students': { body: { items: [student], total: 1, page: 1, pageSize: 20 } },
    ...routes,
  });
  renderScreen(<DiscussionsPanel courseId={12} />, { url: '/admin/courses/12/manage?tab=discussions' });
  return api;
}

afterEach(() => {
  act(() => {
    notification.destroy();
    Modal.destroyAll();
  });
});

describe("A course's Discussions tab", () => {
  it('lists the threads with their markers and a link to the learner page, and searches with q', async () => {
    const api = open();
    expect(await screen.findByText('How do you score a phone screen?')).toBeTruthy();
    expect(screen.getByText('Question')).toBeTruthy();
    expect(screen.getByText('Answered')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in the course: How do you score a phone screen?' }).getAttribute('href')).toBe(
      '/courses/12/discussions/31',
    );

    const search = screen.getByRole('searchbox', { name: 'Search the course’s discussions' });
    fireEvent.change(search, { target: { value: 'phone screen' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(api.requests.some((request) => request.path.includes('q=phone+screen'))).toBe(true));
  });

  it('locks a thread and unlocks a locked one', async () => {
    const api = open({
      [THREADS]: {
        body: {
          items: [thread(), thread({ id: 32, title: 'Closed topic', isLocked: true })],
          total: 2,
          page: 1,
          pageSize: 20,
          canPost: true,
        },
      },
      'POST /api/admin/discussions/threads/31/lock': { body: detail([post()], { isLocked: true }) },
      'POST /api/admin/discussions/threads/32/unlock': { body: detail([post()], { id: 32 }) },
    });
    expect(await screen.findByText('Locked')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lock How do you score a phone screen?' }));
    await waitFor(() => expect(api.requestsTo('POST /api/admin/discussions/threads/31/lock')).toHaveLength(1));
    expect(await screen.findByText('Thread locked')).toBeTruthy();
    // The list is asked again, to show the thread locked.
    await waitFor(() => expect(api.requestsTo(THREADS)).toHaveLength(2));

    fireEvent.click(screen.getByRole('button', { name: 'Unlock Closed topic' }));
    await waitFor(() => expect(api.requestsTo('POST /api/admin/discussions/threads/32/unlock')).toHaveLength(1));
  });

  it("opens a thread's posts, hidden ones with their reason, to hide and unhide", async () => {
    const hides: StubbedRequest[] = [];
    const api = open({
      'GET /api/discussions/threads/31': {
        body: detail([
          post(),
          post({
            id: 71,
            parentId: 70,
            authorName: 'Sam S.',
            bodyHtml: '<p>Buy followers here</p>',
            hidden: { hiddenAt: '2026-11-21T10:00:00.000Z', reason: 'Spam' },
          }),
          post({ id: 72, parentId: 70, authorName: 'Alex K.', bodyHtml: '<p>Score against the brief</p>' }),
        ]),
      },
      'POST /api/admin/discussions/posts/71/unhide': { body: post({ id: 71 }) },
      'POST /api/admin/discussions/posts/72/hide': (request) => {
        hides.push(request);
        return { body: post({ id: 72 }) };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Posts of How do you score a phone screen?' }));
    const dialog = await screen.findByRole('dialog', { name: 'How do you score a phone screen?' });
    expect(await within(dialog).findByText('Buy followers here')).toBeTruthy();
    expect(within(dialog).getByText(/Hidden Nov 21, 2026: Spam/)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Unhide Sam S.’s reply' }));
    await waitFor(() => expect(api.requestsTo('POST /api/admin/discussions/posts/71/unhide')).toHaveLength(1));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide Alex K.’s reply' }));
    // The reason's dialog opens over the thread's (in jsdom both dialogs carry the same generated title id).
    fireEvent.change(await screen.findByLabelText('Reason'), { target: { value: 'Off topic' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hide post' }));
    await waitFor(() => expect(hides).toHaveLength(1));
    expect(hides[0].body).toEqual({ reason: 'Off topic' });
  });

  it('suspends a learner of the course with a reason and an end day', async () => {
    const suspensions: StubbedRequest[] = [];
    open({
      'PUT /api/admin/courses/12/discussion-suspensions/9': (request) => {
        suspensions.push(request);
        return { body: [suspension({ userId: 9, name: 'Casey Learner', email: 'casey@example.com' })] };
      },
    });
    expect(await screen.findByText('Nobody is suspended from posting in this course.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Suspend a learner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend a learner' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('Please choose a learner')).toBeTruthy();
    expect(within(dialog).getByText('Please give a reason for the suspension')).toBeTruthy();

    fireEvent.mouseDown(within(dialog).getByLabelText('Learner'));
    fireEvent.click(await screen.findByTitle('Casey Learner (casey@example.com)'));
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Abusive replies' } });
    fireEvent.change(within(dialog).getByLabelText('Until (optional)'), { target: { value: '2099-01-31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(suspensions).toHaveLength(1));
    const body = suspensions[0].body as { reason: string; until: string };
    expect(body.reason).toBe('Abusive replies');
    expect(new Date(body.until).getTime()).toBe(new Date('2099-01-31T23:59:59.999').getTime());
    expect(await screen.findByText('Learner suspended')).toBeTruthy();
  });

  it('lifts a suspension', async () => {
    const api = open({
      [SUSPENSIONS]: {
        body: [
          suspension(),
          suspension({ userId: 5, name: 'Former Case', reason: 'Off-topic links', active: false, until: '2026-11-22T10:00:00.000Z' }),
        ],
      },
      'DELETE /api/admin/courses/12/discussion-suspensions/8': { body: [] },
    });
    expect(await screen.findByText('Reason: Spam in three threads')).toBeTruthy();
    expect(screen.getByText('Ended')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lift the suspension of Former Case' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Lift the suspension of Jordan Rivera' }));
    await waitFor(() => expect(api.requestsTo('DELETE /api/admin/courses/12/discussion-suspensions/8')).toHaveLength(1));
    expect(await screen.findByText('Suspension lifted')).toBeTruthy();
  });
});
