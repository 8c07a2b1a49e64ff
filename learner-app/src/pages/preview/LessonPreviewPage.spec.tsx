/**
 * @jest-environment @academy/ui/jest-environment
 */
import { describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { academyApi, type CourseDetailDto, type LessonDto } from '@academy/api';
import { renderScreen, stubFetch, type StubbedRoute } from '@academy/ui/testing';
import LessonPreviewPage from './LessonPreviewPage';

const course: CourseDetailDto = {
  id: 7,
  title: 'Sourcing Fundamentals',
  description: 'Find anyone.',
  slug: 'sourcing-fundamentals',
  accessLevel: 'all',
  isPaid: true,
  price: 4900,
  paymentType: 'one_time',
  estimatedDuration: 90,
  lessonCount: 3,
  createdAt: '2026-11-01T10:00:00.000Z',
  thumbnailUrl: null,
  heroImageUrl: null,
  isEnrolled: false,
  certificateCode: null,
  progress: { completed: 0, total: 3 },
  modules: [],
  lessons: [],
  instructors: [],
  ratingAverage: null,
  ratingCount: 0,
};

const lesson: LessonDto = {
  id: 21,
  courseId: 7,
  courseTitle: course.title,
  moduleId: 1,
  title: 'What a talent map is',
  description: '<p>Start here.</p>',
  type: 'text',
  videoProvider: null,
  videoId: null,
  content: '<h2>Maps</h2><p>A talent map lists the people you want.</p>',
  contentUrl: null,
  duration: 8,
  order: 0,
  position: 1,
  lessonCount: 3,
  isCompleted: false,
  hasQuiz: false,
  canAccessContent: true,
  isPreview: true,
  unlocksAt: null,
};

const UNAUTHORIZED = { status: 401, body: { statusCode: 401, message: 'Unauthorized' } };

async function openAsVisitor(lessonAnswer: StubbedRoute, lessonId = 21) {
  const api = stubFetch({
    'GET /api/user': UNAUTHORIZED,
    'GET /api/courses/public/7': { body: course },
    [`GET /api/lessons/${lessonId}/preview`]: lessonAnswer,
  });
  const { store } = renderScreen(<LessonPreviewPage />, { url: `/courses/7/preview/${lessonId}`, path: '/courses/:id/preview/:lessonId' });
  await act(async () => {
    await store.dispatch(academyApi.endpoints.currentUser.initiate());
  });
  return api;
}

describe('LessonPreviewPage', () => {
  it("shows a visitor the preview's content with the course's price and buy button beside it", async () => {
    await openAsVisitor({ body: lesson });
    expect(await screen.findByRole('heading', { level: 1, name: 'What a talent map is' })).toBeTruthy();
    expect(screen.getByText('Free preview')).toBeTruthy();
    expect(screen.getByText('A talent map lists the people you want.')).toBeTruthy();
    const panel = screen.getByRole('complementary', { name: 'Enrolment' });
    expect(within(panel).getByText('$49.00')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Purchase' }).getAttribute('href')).toBe('/checkout/7');
    expect(screen.getByRole('link', { name: /Back to course/ }).getAttribute('href')).toBe('/courses/7');
  });

  it('says a lesson that is not a preview is for enrolled learners, with a way to the course', async () => {
    await openAsVisitor(
      { status: 403, body: { statusCode: 403, code: 'PREVIEW_NOT_AVAILABLE', message: 'This lesson is not a free preview.' } },
      22,
    );
    expect(await screen.findByRole('heading', { name: 'This lesson is not a free preview' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Course' }).getAttribute('href')).toBe('/courses/7');
    expect(screen.queryByRole('complementary', { name: 'Enrolment' })).toBeNull();
  });

  it('is not found for a lesson of another course', async () => {
    await openAsVisitor({ body: { ...lesson, courseId: 8 } });
    expect(await screen.findByRole('heading', { name: 'Lesson not found' })).toBeTruthy();
  });
});
