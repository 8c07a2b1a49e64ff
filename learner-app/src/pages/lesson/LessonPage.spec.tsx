/**
 * @jest-environment @academy/ui/jest-environment
 */
import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { academyApi, type CourseDetailDto, type LearnViewDto, type LessonDto, type LessonOutlineDto } from '@academy/api';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import LessonPage from './LessonPage';

const UNLOCKS_AT = '2027-03-08T12:00:00.000Z';

const outline = (id: number, moduleId: number, title: string, order: number): LessonOutlineDto => ({
  id,
  moduleId,
  title,
  type: 'text',
  duration: 5,
  order,
  isCompleted: false,
  isPreview: false,
});

const modules = [
  { id: 1, title: 'Foundations', description: null, order: 0, unlockAfterDays: null, lessons: [outline(11, 1, 'Why it works', 0)] },
  { id: 2, title: 'In practice', description: null, order: 1, unlockAfterDays: 7, lessons: [outline(13, 2, 'The checklist', 0)] },
  { id: 3, title: 'Wrap-up', description: null, order: 2, unlockAfterDays: 14, lessons: [outline(15, 3, 'Next steps', 0)] },
];

const course: CourseDetailDto = {
  id: 3,
  title: 'Structured Screening',
  description: 'Screen candidates consistently.',
  slug: 'structured-screening',
  accessLevel: 'all',
  isPaid: false,
  price: 0,
  paymentType: 'one_time',
  estimatedDuration: 15,
  lessonCount: 3,
  createdAt: '2026-11-01T10:00:00.000Z',
  thumbnailUrl: null,
  heroImageUrl: null,
  isEnrolled: true,
  certificateCode: null,
  progress: { completed: 0, total: 3 },
  modules,
  lessons: modules.flatMap((module) => module.lessons),
  instructors: [],
  ratingAverage: null,
  ratingCount: 0,
};

const learnView: LearnViewDto = {
  id: 3,
  title: course.title,
  description: course.description,
  modules,
  totalProgress: { completed: 0, total: 3 },
  resumeLessonId: 11,
  lockedModules: [
    { moduleId: 2, unlocksAt: UNLOCKS_AT },
    { moduleId: 3, unlocksAt: '2027-03-15T12:00:00.000Z' },
  ],
};

const lockedLesson: LessonDto = {
  id: 13,
  courseId: 3,
  courseTitle: course.title,
  moduleId: 2,
  title: 'The checklist',
  description: '<p>What to check.</p>',
  type: 'text',
  videoProvider: null,
  videoId: null,
  content: null,
  contentUrl: null,
  duration: 5,
  order: 0,
  position: 2,
  lessonCount: 3,
  isCompleted: false,
  hasQuiz: false,
  canAccessContent: false,
  isPreview: false,
  unlocksAt: UNLOCKS_AT,
};

async function openLesson() {
  const api = stubFetch({
    'GET /api/user': {
      body: { id: 1, email: 'lee@example.com', firstName: 'Lee', lastName: 'Morgan', role: 'jobseeker', emailVerified: true },
    },
    'GET /api/lessons/13': { body: lockedLesson },
    'GET /api/courses/3': { body: course },
    'GET /api/courses/3/learn': { body: learnView },
  });
  const { store } = renderScreen(<LessonPage />, { url: '/lessons/13', path: '/lessons/:id' });
  await act(async () => {
    await store.dispatch(academyApi.endpoints.currentUser.initiate());
  });
  return api;
}

describe('LessonPage', () => {
  it('shows a lesson of a locked drip module with its title and the day it opens, in place of its content and Mark Complete', async () => {
    const api = await openLesson();
    expect(await screen.findByRole('heading', { level: 1, name: 'The checklist' })).toBeTruthy();
    const panel = screen.getByRole('note');
    expect(panel.textContent).toContain('This module unlocks on March 8, 2027.');
    expect(screen.queryByRole('button', { name: 'Mark Complete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Complete and continue' })).toBeNull();
    expect(screen.queryByText('Enroll to access this lesson')).toBeNull();
    expect(screen.queryByText('What to check.')).toBeNull();
    // A locked lesson is not the one to resume.
    expect(api.requestsTo('PUT /api/lessons/13/last-viewed')).toHaveLength(0);
  });

  it("lists the other locked module's lessons in Course Progress without links, and leaves them out of previous and next", async () => {
    await openLesson();
    const progress = await screen.findByRole('complementary', { name: 'Course Progress' });
    await within(progress).findByText('Next steps');
    await screen.findByRole('link', { name: /Previous Lesson/ });
    // The locks come with the learning page's answer, which may arrive after the outline.
    await waitFor(() => expect(within(progress).getByText('Next steps').closest('a')).toBeNull());
    expect(within(progress).getByText('Next steps').closest('li')?.textContent).toContain('Locked');
    expect(
      within(progress)
        .getByRole('link', { name: /Why it works/ })
        .getAttribute('href'),
    ).toBe('/lessons/11');
    expect(screen.queryByRole('link', { name: /Next Lesson/ })).toBeNull();
  });
});
