/**
 * @jest-environment @academy/ui/jest-environment
 */
import { describe, expect, it } from '@jest/globals';
import { api } from '@academy/api';
import { adminApi } from '@academy/api/admin';
import { createAcademyStore, type AcademyStore } from './store.js';
import { stubFetch, type FetchStub, type StubbedRoute } from './testing/index.js';

/**
 * Which cached queries a mutation refetches, on a real store with the real api slice: a signed-in
 * learner who is also an admin has the screens of both apps in the cache (each query subscribed, as
 * while its screen is open), then one mutation succeeds.
 */

const outline = (id: number, moduleId: number, type = 'text') => ({
  id,
  moduleId,
  title: `Lesson ${id}`,
  type,
  duration: 5,
  order: id,
  isCompleted: false,
  isPreview: false,
});
const modules = {
  1: [
    { id: 10, title: 'Foundations', description: null, order: 0, unlockAfterDays: null, lessons: [outline(5, 10), outline(6, 10, 'quiz')] },
  ],
  2: [{ id: 20, title: 'Sourcing', description: null, order: 0, unlockAfterDays: null, lessons: [outline(7, 20)] }],
  3: [{ id: 30, title: 'Offers', description: null, order: 0, unlockAfterDays: null, lessons: [outline(8, 30)] }],
} as const;
const learnView = (id: 1 | 2) => ({
  id,
  title: `Course ${id}`,
  description: '',
  modules: modules[id],
  totalProgress: { completed: 0, total: 2 },
  resumeLessonId: null,
  lockedModules: [],
});
const listItem = (id: number, isEnrolled: boolean) => ({ id, title: `Course ${id}`, isEnrolled, progress: 0, certificateCode: null });
const courseDetail = (id: 1 | 3, isEnrolled: boolean) => ({
  ...listItem(id, isEnrolled),
  modules: modules[id],
  lessons: modules[id].flatMap((module) => module.lessons),
  instructors: [{ id: 70, name: 'Ada' }],
  progress: { completed: 0, total: 1 },
});
const lesson = (id: number, courseId: number, moduleId: number) => ({
  id,
  courseId,
  moduleId,
  title: `Lesson ${id}`,
  type: 'text',
  duration: 5,
  canAccessContent: true,
  isCompleted: false,
  unlocksAt: null,
});
const pathStep = (id: number, courseId: number, lessonId: number | null = null) => ({
  id,
  courseId,
  lessonId,
  kind: lessonId === null ? 'course' : 'sourcing',
  courseTitle: `Course ${courseId}`,
});

/** Every query in the cache: its `GET` route, and how a screen asks for it. */
const CACHED = {
  'GET /api/user': (store) => store.dispatch(api.endpoints.currentUser.initiate()).unwrap(),
  'GET /api/courses/1/learn': (store) => store.dispatch(api.endpoints.getLearnView.initiate({ id: 1 })).unwrap(),
  'GET /api/courses/2/learn': (store) => store.dispatch(api.endpoints.getLearnView.initiate({ id: 2 })).unwrap(),
  'GET /api/lessons/5': (store) => store.dispatch(api.endpoints.getLesson.initiate({ id: 5 })).unwrap(),
  'GET /api/lessons/6/quiz': (store) => store.dispatch(api.endpoints.getLessonQuiz.initiate({ id: 6 })).unwrap(),
  'GET /api/courses': (store) => store.dispatch(api.endpoints.listCourses.initiate()).unwrap(),
  'GET /api/courses/1': (store) => store.dispatch(api.endpoints.getCourse.initiate({ id: 1 })).unwrap(),
  'GET /api/courses/3': (store) => store.dispatch(api.endpoints.getCourse.initiate({ id: 3 })).unwrap(),
  'GET /api/courses/3/reviews': (store) =>
    store.dispatch(api.endpoints.listReviews.initiate({ id: 3, page: 1, pageSize: 5, sort: 'newest' })).unwrap(),
  'GET /api/courses/3/reviews/mine': (store) => store.dispatch(api.endpoints.getMyReview.initiate({ id: 3 })).unwrap(),
  'GET /api/user/dashboard': (store) => store.dispatch(api.endpoints.getDashboard.initiate()).unwrap(),
  'GET /api/certificates': (store) => store.dispatch(api.endpoints.listMyCertificates.initiate()).unwrap(),
  'GET /api/account/credits': (store) => store.dispatch(api.endpoints.getMyCredits.initiate()).unwrap(),
  'GET /api/paths': (store) => store.dispatch(api.endpoints.listPaths.initiate()).unwrap(),
  'GET /api/paths/hiring': (store) => store.dispatch(api.endpoints.getPath.initiate({ slug: 'hiring' })).unwrap(),
  'GET /api/admin/courses/search': (store) => store.dispatch(adminApi.endpoints.searchCourses.initiate({ page: 1, pageSize: 1 })).unwrap(),
  'GET /api/admin/courses/1/students': (store) =>
    store.dispatch(adminApi.endpoints.listCourseStudentPage.initiate({ id: 1, page: 1, pageSize: 1 })).unwrap(),
  'GET /api/admin/paths': (store) => store.dispatch(adminApi.endpoints.listAdminPaths.initiate()).unwrap(),
  'GET /api/admin/paths/40': (store) => store.dispatch(adminApi.endpoints.getAdminPath.initiate({ id: 40 })).unwrap(),
  'GET /api/admin/reviews': (store) => store.dispatch(adminApi.endpoints.listAdminReviews.initiate({ page: 1, pageSize: 20 })).unwrap(),
} satisfies Record<string, (store: AcademyStore) => Promise<unknown>>;

type CachedRoute = keyof typeof CACHED;

const ANSWERS: Record<string, StubbedRoute> = {
  'GET /api/user': { body: { id: 1, email: 'lee@example.com', firstName: 'Lee', lastName: 'Morgan', role: 'admin', emailVerified: true } },
  'GET /api/courses/1/learn': { body: learnView(1) },
  'GET /api/courses/2/learn': { body: learnView(2) },
  'GET /api/lessons/5': { body: lesson(5, 1, 10) },
  'GET /api/lessons/6/quiz': { body: { id: 60, lessonId: 6, title: 'Check', attempts: [], inProgress: null, lastResult: null } },
  'GET /api/courses': { body: [listItem(1, true), listItem(2, true), listItem(3, false)] },
  'GET /api/courses/1': { body: courseDetail(1, true) },
  'GET /api/courses/3': { body: courseDetail(3, false) },
  'GET /api/courses/3/reviews': { body: { items: [{ id: 300, courseId: 3, rating: 5 }], total: 1, page: 1, pageSize: 5 } },
  'GET /api/courses/3/reviews/mine': { body: { canReview: false, progress: 0, requiredProgress: 0, reason: 'Enrol first', review: null } },
  'GET /api/user/dashboard': {
    body: { myCourses: [{ ...listItem(1, true), resumeLesson: { id: 5, title: 'Lesson 5' } }], recentProgress: [], stats: {} },
  },
  'GET /api/certificates': { body: [] },
  'GET /api/account/credits': { body: {} },
  'GET /api/paths': { body: [{ id: 40, slug: 'hiring', title: 'Hiring' }] },
  'GET /api/paths/hiring': { body: { id: 40, slug: 'hiring', steps: [pathStep(1, 1), pathStep(2, 2, 7)] } },
  'GET /api/admin/courses/search': { body: { items: [listItem(1, true), listItem(2, true), listItem(3, false)], total: 3 } },
  'GET /api/admin/courses/1/students': { body: { items: [], total: 0 } },
  'GET /api/admin/paths': { body: [{ id: 40, slug: 'hiring', title: 'Hiring' }] },
  'GET /api/admin/paths/40': { body: { id: 40, slug: 'hiring', steps: [pathStep(1, 1), pathStep(2, 2, 7)] } },
  'GET /api/admin/reviews': { body: { items: [{ id: 300, courseId: 3 }], total: 1 } },
  // The mutations' answers.
  'POST /api/lessons/5/complete': { body: { lessonId: 5, isCompleted: true, progress: { completed: 1, total: 2 } } },
  'PUT /api/lessons/5/last-viewed': { status: 204 },
  'POST /api/courses/3/enroll': { body: { courseId: 3, isEnrolled: true, enrolledAt: '2026-01-05T10:00:00.000Z' } },
  'POST /api/quizzes/60/submit': { body: { attemptId: 600, passed: true, lessonCompleted: true, score: 100, feedback: [] } },
  'PATCH /api/courses/1': { body: courseDetail(1, true) },
  'PATCH /api/lessons/5': { body: lesson(5, 1, 10) },
  'POST /api/courses/3/reviews': { status: 201, body: { id: 301, rating: 4, body: 'Useful', helpfulCount: 0, isHidden: false } },
  'PATCH /api/modules/10': { body: { id: 10, title: 'Basics', description: null, order: 1, unlockAfterDays: 7, lessons: [] } },
  'PUT /api/admin/paths/40/steps': { body: { id: 40, slug: 'hiring', steps: [pathStep(1, 1)] } },
};

/** A fresh store with every query of CACHED answered and subscribed. */
async function cachedScreens(): Promise<{ store: AcademyStore; http: FetchStub }> {
  const http = stubFetch(ANSWERS);
  const store = createAcademyStore();
  await Promise.all(Object.values(CACHED).map((ask) => ask(store)));
  return { store, http };
}

/** The cached queries asked again after the mutation `run` succeeded, once every refetch has ended. */
async function refetchedBy(run: (store: AcademyStore, http: FetchStub) => Promise<unknown>): Promise<string[]> {
  const { store, http } = await cachedScreens();
  const before = http.requests.length;
  await run(store, http);
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
  const asked = http.requests.slice(before).filter((request) => request.method === 'GET');
  return asked.map((request) => `GET ${request.path.split('?')[0]}`).sort();
}

const only = (...routes: CachedRoute[]) => [...routes].sort();

describe('cache tags: what a mutation refetches', () => {
  it('starts with every query answered once', async () => {
    const { http } = await cachedScreens();
    expect(http.requests.map((request) => `GET ${request.path.split('?')[0]}`).sort()).toEqual(
      only(...(Object.keys(CACHED) as CachedRoute[])),
    );
  });

  it("completeLesson refetches the lesson, its course's learning page and progress, the views adding them up; not another course", async () => {
    const refetched = await refetchedBy((store) => store.dispatch(api.endpoints.completeLesson.initiate({ id: 5 })).unwrap());
    expect(refetched).toEqual(
      only(
        'GET /api/courses/1/learn',
        'GET /api/lessons/5',
        'GET /api/courses/1',
        'GET /api/courses',
        'GET /api/user/dashboard',
        'GET /api/certificates',
        'GET /api/account/credits',
        'GET /api/paths',
        'GET /api/paths/hiring',
        'GET /api/admin/courses/1/students',
      ),
    );
    expect(refetched).not.toContain('GET /api/courses/2/learn');
  });

  it('completeLesson of a lesson no cached answer shows refetches every enrolment rather than miss its course', async () => {
    const refetched = await refetchedBy(async (store, http) => {
      http.answer('POST /api/lessons/99/complete', { body: { lessonId: 99, isCompleted: true, progress: { completed: 1, total: 4 } } });
      await store.dispatch(api.endpoints.completeLesson.initiate({ id: 99 })).unwrap();
    });
    expect(refetched).toEqual(
      expect.arrayContaining([
        'GET /api/courses/1/learn',
        'GET /api/courses/2/learn',
        'GET /api/courses/3',
        'GET /api/courses/3/reviews/mine',
      ]),
    );
    expect(refetched).not.toContain('GET /api/lessons/5');
  });

  it('enrollInCourse refetches the course, its review eligibility and the lists of enrolments; no learning page', async () => {
    const refetched = await refetchedBy((store) => store.dispatch(api.endpoints.enrollInCourse.initiate({ id: 3 })).unwrap());
    expect(refetched).toEqual(
      only(
        'GET /api/courses/3',
        'GET /api/courses/3/reviews/mine',
        'GET /api/courses',
        'GET /api/user/dashboard',
        'GET /api/paths',
        'GET /api/admin/courses/search',
      ),
    );
  });

  it('a passed submitQuiz refetches the quiz and completes its lesson, found through the cached quiz and outline', async () => {
    const refetched = await refetchedBy((store) =>
      store.dispatch(api.endpoints.submitQuiz.initiate({ id: 60, submitQuizDto: { answers: {} } })).unwrap(),
    );
    expect(refetched).toEqual(
      only(
        'GET /api/lessons/6/quiz',
        'GET /api/courses/1/learn',
        'GET /api/courses/1',
        'GET /api/courses',
        'GET /api/user/dashboard',
        'GET /api/certificates',
        'GET /api/account/credits',
        'GET /api/paths',
        'GET /api/paths/hiring',
        'GET /api/admin/courses/1/students',
      ),
    );
  });

  it('a submitQuiz that did not complete the lesson refetches the quiz alone', async () => {
    const refetched = await refetchedBy(async (store, http) => {
      http.answer('POST /api/quizzes/60/submit', {
        body: { attemptId: 602, passed: false, lessonCompleted: false, score: 20, feedback: [] },
      });
      await store.dispatch(api.endpoints.submitQuiz.initiate({ id: 60, submitQuizDto: { answers: {} } })).unwrap();
    });
    expect(refetched).toEqual(only('GET /api/lessons/6/quiz'));
  });

  it("an admin's updateCourse refetches that course wherever it shows, and the course lists", async () => {
    const refetched = await refetchedBy((store) =>
      store.dispatch(api.endpoints.updateCourse.initiate({ id: 1, updateCourseDto: { title: 'Course One' } })).unwrap(),
    );
    expect(refetched).toEqual(
      only(
        'GET /api/courses/1/learn',
        'GET /api/courses/1',
        'GET /api/lessons/5',
        'GET /api/courses',
        'GET /api/user/dashboard',
        'GET /api/paths',
        'GET /api/paths/hiring',
        'GET /api/admin/courses/search',
        'GET /api/admin/paths/40',
      ),
    );
  });

  it("an admin's updateLesson refetches the lesson and its outlines; a duration also the hours and minutes adding it up", async () => {
    const title = await refetchedBy((store) =>
      store.dispatch(api.endpoints.updateLesson.initiate({ id: 5, updateLessonDto: { title: 'Lesson five' } })).unwrap(),
    );
    expect(title).toEqual(only('GET /api/courses/1/learn', 'GET /api/lessons/5', 'GET /api/courses/1', 'GET /api/user/dashboard'));
    const duration = await refetchedBy((store) =>
      store.dispatch(api.endpoints.updateLesson.initiate({ id: 5, updateLessonDto: { title: 'Lesson five', duration: 12 } })).unwrap(),
    );
    expect(duration).toEqual(
      only(
        'GET /api/courses/1/learn',
        'GET /api/lessons/5',
        'GET /api/courses/1',
        'GET /api/user/dashboard',
        'GET /api/paths',
        'GET /api/paths/hiring',
      ),
    );
  });

  it("an admin's drip (updateModule) refetches the outlines showing the module, the learner's and the admin's, and its lessons; nothing else", async () => {
    const refetched = await refetchedBy((store) =>
      store.dispatch(api.endpoints.updateModule.initiate({ moduleId: 10, updateModuleDto: { unlockAfterDays: 7 } })).unwrap(),
    );
    expect(refetched).toEqual(only('GET /api/courses/1/learn', 'GET /api/courses/1', 'GET /api/lessons/5'));
  });

  it("createReview refetches the course's reviews and rating and the admin's review table", async () => {
    const refetched = await refetchedBy((store) =>
      store.dispatch(api.endpoints.createReview.initiate({ id: 3, reviewInputDto: { rating: 4, body: 'Useful' } })).unwrap(),
    );
    expect(refetched).toEqual(
      only(
        'GET /api/courses/3',
        'GET /api/courses/3/reviews',
        'GET /api/courses/3/reviews/mine',
        'GET /api/courses',
        'GET /api/admin/courses/search',
        'GET /api/admin/reviews',
      ),
    );
  });

  it('setPathSteps refetches that path and the path lists, not the courses', async () => {
    const refetched = await refetchedBy((store) =>
      store.dispatch(adminApi.endpoints.setPathSteps.initiate({ id: 40, pathStepsInputDto: { steps: [] } })).unwrap(),
    );
    expect(refetched).toEqual(only('GET /api/paths', 'GET /api/paths/hiring', 'GET /api/admin/paths', 'GET /api/admin/paths/40'));
  });

  it('recordLessonView, declared a no-op, refetches nothing', async () => {
    const refetched = await refetchedBy((store) => store.dispatch(api.endpoints.recordLessonView.initiate({ id: 5 })).unwrap());
    expect(refetched).toEqual([]);
  });
});
