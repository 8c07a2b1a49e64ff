/**
 * @jest-environment @academy/ui/jest-environment
 */
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ThreadPageDto, ThreadSummaryDto } from '@academy/api';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import { LessonQuestions } from './LessonQuestions';

const thread = (id: number, fields: Partial<ThreadSummaryDto> = {}): ThreadSummaryDto => ({
  id,
  authorName: 'Robin R.',
  courseId: 4,
  createdAt: '2026-11-20T09:00:00.000Z',
  excerpt: 'How do you score',
  isAnswered: false,
  isHidden: false,
  isLocked: false,
  isOwn: false,
  kind: 'question',
  lastActivityAt: '2026-11-20T10:00:00.000Z',
  lessonId: 8,
  lessonTitle: 'Phone screens',
  replyCount: 1,
  title: `Question ${id}`,
  ...fields,
});

const page = (items: ThreadSummaryDto[], fields: Partial<ThreadPageDto> = {}): ThreadPageDto => ({
  canPost: true,
  items,
  page: 1,
  pageSize: 20,
  total: items.length,
  ...fields,
});

const FIRST = 'GET /api/lessons/8/discussions?page=1&pageSize=20';

describe("A lesson's questions", () => {
  it('lists the questions with author, replies and the Answered badge, each linking to its thread page', async () => {
    stubFetch({ [FIRST]: { body: page([thread(19, { isAnswered: true, replyCount: 3 }), thread(20)]) } });
    renderScreen(<LessonQuestions lessonId={8} courseId={4} />, { url: '/lessons/8' });
    const link = await screen.findByRole('link', { name: 'Question 19' });
    expect(link.getAttribute('href')).toBe('/courses/4/discussions/19');
    const item = link.closest('li')!;
    expect(within(item).getByText('Answered')).toBeTruthy();
    expect(within(item).getByText('3 replies')).toBeTruthy();
    expect(within(item).getByText('Asked by Robin R.')).toBeTruthy();
    expect(within(screen.getByRole('link', { name: 'Question 20' }).closest('li')!).queryByText('Answered')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('2 questions');
  });

  it('searches the questions and announces what matched', async () => {
    const api = stubFetch({
      [FIRST]: { body: page([thread(19), thread(20)]) },
      'GET /api/lessons/8/discussions?page=1&pageSize=20&q=rubric': { body: page([]) },
    });
    renderScreen(<LessonQuestions lessonId={8} courseId={4} />, { url: '/lessons/8' });
    await screen.findByRole('link', { name: 'Question 19' });
    fireEvent.change(screen.getByLabelText("Search this lesson's questions"), { target: { value: 'rubric' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No questions match “rubric”.'));
    expect(api.requestsTo('GET /api/lessons/8/discussions')).toHaveLength(2);
  });

  it("opens 'Ask a question' with a title and the post editor, and asks for a title first", async () => {
    const api = stubFetch({ [FIRST]: { body: page([]) } });
    renderScreen(<LessonQuestions lessonId={8} courseId={4} />, { url: '/lessons/8' });
    expect(await screen.findByText('No questions yet. Ask the first one.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
    const form = screen.getByRole('form', { name: 'Ask a question' });
    expect(await within(form).findByRole('toolbar', { name: 'Formatting' })).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Post question' }));
    expect(within(form).getByText('Please give it a title.')).toBeTruthy();
    expect(within(form).getByText('Please write your post.')).toBeTruthy();
    expect(api.requestsTo('POST /api/lessons/8/discussions')).toHaveLength(0);
  });

  it('is not there for a viewer who is not a member of the course', async () => {
    const api = stubFetch({
      [FIRST]: {
        status: 403,
        body: { statusCode: 403, code: 'DISCUSSION_NOT_ENROLLED', message: 'Enroll in the course to take part in its discussions.' },
      },
    });
    const { container } = renderScreen(<LessonQuestions lessonId={8} courseId={4} />, { url: '/lessons/8' });
    await waitFor(() => expect(api.requestsTo('GET /api/lessons/8/discussions')).toHaveLength(1));
    await waitFor(() => expect(container.querySelector('section')).toBeNull());
  });

  it('has no Ask button for a learner who may not post', async () => {
    stubFetch({ [FIRST]: { body: page([thread(19)], { canPost: false }) } });
    renderScreen(<LessonQuestions lessonId={8} courseId={4} />, { url: '/lessons/8' });
    await screen.findByRole('link', { name: 'Question 19' });
    expect(screen.queryByRole('button', { name: 'Ask a question' })).toBeNull();
  });
});
