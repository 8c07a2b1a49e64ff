import { EntityManager } from '@mikro-orm/postgresql';
import { Lesson } from '../../src/modules/catalog/entities/lesson.entity.js';
import { LessonProgress } from '../../src/modules/learning/entities/lesson-progress.entity.js';
import { createUser, signedInAgent } from '../support/accounts.js';
import { createCourse, enroll } from '../support/catalog.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('catalogue, enrolment and progress', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  describe('visibility', () => {
    it('shows each role the access levels it may see, plus courses it was given specific access to', async () => {
      const granted = await createUser(testApp, 'jobseeker');
      const courses = {
        all: (await createCourse(testApp, { accessLevel: 'all' })).course,
        recruitpro: (await createCourse(testApp, { accessLevel: 'recruitpro' })).course,
        jobseeker: (await createCourse(testApp, { accessLevel: 'jobseeker' })).course,
        admin: (await createCourse(testApp, { accessLevel: 'admin' })).course,
        specific: (await createCourse(testApp, { accessLevel: 'recruitpro', specificUsers: [granted] })).course,
      };
      const ids = Object.values(courses).map((course) => course.id);
      const visibleTo = async (agent: { get: (path: string) => PromiseLike<{ body: { id: number }[] }> }) =>
        (await agent.get('/api/courses')).body
          .map((course) => course.id)
          .filter((id) => ids.includes(id))
          .sort((a, b) => a - b);

      const publicIds = (await testApp.http().get('/api/courses/public').expect(200)).body.map((course: { id: number }) => course.id);
      expect(ids.filter((id) => publicIds.includes(id))).toEqual([courses.all.id]);

      const jobseeker = (await signedInAgent(testApp, 'jobseeker')).agent;
      const recruitpro = (await signedInAgent(testApp, 'recruitpro')).agent;
      const admin = (await signedInAgent(testApp, 'admin')).agent;
      const grantedAgent = testApp.agent();
      await grantedAgent.post('/api/login').send({ email: granted.email, password: 'correct-horse-battery' }).expect(200);

      expect(await visibleTo(jobseeker)).toEqual([courses.all.id, courses.jobseeker.id]);
      expect(await visibleTo(recruitpro)).toEqual([courses.all.id, courses.recruitpro.id, courses.specific.id]);
      expect(await visibleTo(admin)).toEqual(ids);
      expect(await visibleTo(grantedAgent)).toEqual([courses.all.id, courses.jobseeker.id, courses.specific.id]);

      await jobseeker.get(`/api/courses/${courses.recruitpro.id}`).expect(404);
      await jobseeker.get(`/api/courses/${courses.admin.id}/modules`).expect(404);
      await testApp.http().get(`/api/courses/public/${courses.jobseeker.id}`).expect(404);
      await testApp.http().get(`/api/courses/public/${courses.all.id}`).expect(200);
      expect((await testApp.http().get('/api/courses').expect(401)).body).toEqual({
        statusCode: 401,
        code: 'UNAUTHENTICATED',
        message: 'Please sign in to continue',
        error: 'Unauthorized',
      });
      expect((await jobseeker.get('/api/courses/not-a-number').expect(404)).body).toMatchObject({ code: 'COURSE_NOT_FOUND' });
      const admins = await admin.get(`/api/courses/${courses.specific.id}`).expect(200);
      expect(admins.body.specificUserAccess).toEqual([granted.id]);
      const learners = await grantedAgent.get(`/api/courses/${courses.specific.id}`).expect(200);
      expect(learners.body.specificUserAccess).toBeUndefined();
    });

    it('gives non-enrolled users the outline but no lesson content', async () => {
      const { course, lessons } = await createCourse(testApp);
      const { agent, user } = await signedInAgent(testApp);
      const outline = await agent.get(`/api/lessons/${lessons[0].id}`).expect(200);
      expect(outline.body).toMatchObject({
        title: lessons[0].title,
        canAccessContent: false,
        videoId: null,
        videoProvider: null,
        content: null,
        contentUrl: null,
      });
      await agent.get(`/api/courses/${course.id}/learn`).expect(403);

      await enroll(testApp, user, course);
      const full = await agent.get(`/api/lessons/${lessons[0].id}`).expect(200);
      expect(full.body).toMatchObject({
        canAccessContent: true,
        videoProvider: 'youtube',
        videoId: lessons[0].videoId,
        position: 1,
        lessonCount: 2,
      });
      const adminView = await (await signedInAgent(testApp, 'admin')).agent.get(`/api/lessons/${lessons[1].id}`).expect(200);
      expect(adminView.body).toMatchObject({ canAccessContent: true, position: 2 });
      await testApp.http().get(`/api/lessons/${lessons[0].id}`).expect(401);
      await agent.get('/api/lessons/999999999').expect(404);
    });

    it('sanitizes lesson HTML on the way out as well', async () => {
      const { course, lessons } = await createCourse(testApp, { lessonsPerModule: 1 });
      const em = testApp.app.get(EntityManager).fork();
      await em.nativeUpdate(
        Lesson,
        { id: lessons[0].id },
        { description: '<p onmouseover="x()">Hi<script>alert(1)</script></p>', content: '<a href="javascript:alert(1)">x</a>' },
      );
      const { agent, user } = await signedInAgent(testApp);
      await enroll(testApp, user, course);
      const response = await agent.get(`/api/lessons/${lessons[0].id}`).expect(200);
      expect(response.body.description).toBe('<p>Hi</p>');
      expect(response.body.content).toBe('<a target="_blank" rel="noopener noreferrer nofollow">x</a>');
    });
  });

  describe('enrolment', () => {
    it('enrols in a free course once, however often it is asked', async () => {
      const { course } = await createCourse(testApp);
      const { agent } = await signedInAgent(testApp);
      const first = await agent.post(`/api/courses/${course.id}/enroll`).expect(200);
      const second = await agent.post(`/api/courses/${course.id}/enroll`).expect(200);
      expect(second.body.enrolledAt).toBe(first.body.enrolledAt);
      const detail = await agent.get(`/api/courses/${course.id}`).expect(200);
      expect(detail.body).toMatchObject({ isEnrolled: true, progress: { completed: 0, total: 2 } });
      await agent.get(`/api/courses/${course.id}/learn`).expect(200);
    });

    it('answers 402 for a paid course, and 404 for one the user cannot see', async () => {
      const paid = (await createCourse(testApp, { isPaid: true, price: 4900 })).course;
      const hidden = (await createCourse(testApp, { accessLevel: 'admin' })).course;
      const { agent } = await signedInAgent(testApp);
      const response = await agent.post(`/api/courses/${paid.id}/enroll`).expect(402);
      expect(response.body).toEqual({
        statusCode: 402,
        code: 'PAYMENT_REQUIRED',
        message: 'This course requires payment. Please purchase it to enroll.',
        error: 'Payment Required',
      });
      await agent.post(`/api/courses/${hidden.id}/enroll`).expect(404);
      expect((await agent.get(`/api/courses/${paid.id}`)).body.isEnrolled).toBe(false);
    });
  });

  describe('progress', () => {
    it('counts a lesson once even when 50 completions race', async () => {
      const { course, lessons } = await createCourse(testApp, { modules: 1, lessonsPerModule: 4 });
      const { agent, user } = await signedInAgent(testApp);
      await enroll(testApp, user, course);
      const responses = await Promise.all(Array.from({ length: 50 }, () => agent.post(`/api/lessons/${lessons[0].id}/complete`)));
      expect(responses.map((response) => response.status)).toEqual(Array(50).fill(200));
      const rows = await testApp.app.get(EntityManager).fork().count(LessonProgress, { user: user.id, lesson: lessons[0].id });
      expect(rows).toBe(1);
      const last = await agent.post(`/api/lessons/${lessons[0].id}/complete`).expect(200);
      expect(last.body.progress).toEqual({ completed: 1, total: 4 });
    });

    it('refuses completion without enrolment', async () => {
      const { lessons } = await createCourse(testApp);
      const { agent } = await signedInAgent(testApp);
      const response = await agent.post(`/api/lessons/${lessons[0].id}/complete`).expect(403);
      expect(response.body).toEqual({
        statusCode: 403,
        code: 'NOT_ENROLLED',
        message: 'Enroll in this course to track your progress',
        error: 'Forbidden',
      });
    });

    it('reports percent rounded in the list, counts in the detail and learn view, and dashboard numbers', async () => {
      const { course, lessons } = await createCourse(testApp, { modules: 1, lessonsPerModule: 3, lessonMinutes: 40 });
      const done = await createCourse(testApp, { modules: 1, lessonsPerModule: 1, lessonMinutes: 30 });
      const untouched = await createCourse(testApp, { modules: 1, lessonsPerModule: 2 });
      const { agent, user } = await signedInAgent(testApp);
      for (const enrolled of [course, done.course, untouched.course]) await enroll(testApp, user, enrolled);
      await agent.post(`/api/lessons/${lessons[0].id}/complete`).expect(200);
      await agent.post(`/api/lessons/${done.lessons[0].id}/complete`).expect(200);

      const list = (await agent.get('/api/courses').expect(200)).body as { id: number; progress: number; isEnrolled: boolean }[];
      expect(list.find((item) => item.id === course.id)).toMatchObject({ progress: 33, isEnrolled: true });
      expect(list.find((item) => item.id === done.course.id)).toMatchObject({ progress: 100 });
      expect(list.find((item) => item.id === untouched.course.id)).toMatchObject({ progress: 0 });

      const learn = await agent.get(`/api/courses/${course.id}/learn`).expect(200);
      expect(learn.body.totalProgress).toEqual({ completed: 1, total: 3 });
      expect(learn.body.modules[0].lessons.map((lesson: { isCompleted: boolean }) => lesson.isCompleted)).toEqual([true, false, false]);

      const dashboard = await agent.get('/api/user/dashboard').expect(200);
      expect(dashboard.body.stats).toEqual({ completedCourses: 1, activeCourses: 2, totalHours: 1.2, totalMinutes: 70, certificates: 1 });
      expect(dashboard.body.returning).toBe(true);
      expect(dashboard.body.recentProgress.map((item: { lessonId: number }) => item.lessonId)).toEqual([done.lessons[0].id, lessons[0].id]);
      expect(dashboard.body.myCourses.map((item: { id: number }) => item.id)).toEqual([done.course.id, course.id, untouched.course.id]);
    });

    it('greets a brand-new learner as new until they open a lesson', async () => {
      const { lessons, course } = await createCourse(testApp, { modules: 1, lessonsPerModule: 1 });
      const { agent, user } = await signedInAgent(testApp);
      await enroll(testApp, user, course);
      expect((await agent.get('/api/user/dashboard').expect(200)).body.returning).toBe(false);
      await agent.put(`/api/lessons/${lessons[0].id}/last-viewed`).expect(204);
      expect((await agent.get('/api/user/dashboard').expect(200)).body.returning).toBe(true);
    });

    it('shows at most 6 courses on the dashboard', async () => {
      const { agent, user } = await signedInAgent(testApp);
      for (let index = 0; index < 7; index++) await enroll(testApp, user, (await createCourse(testApp, { lessonsPerModule: 1 })).course);
      const dashboard = await agent.get('/api/user/dashboard').expect(200);
      expect(dashboard.body.myCourses).toHaveLength(6);
      expect(dashboard.body.stats.activeCourses).toBe(7);
    });
  });

  describe('query counts stay constant', () => {
    it('for the learn view, course page and lesson of a 1×1 and a 20×20 course', async () => {
      const small = await createCourse(testApp, { modules: 1, lessonsPerModule: 1 });
      const large = await createCourse(testApp, { modules: 20, lessonsPerModule: 20 });
      const { agent, user } = await signedInAgent(testApp);
      await enroll(testApp, user, small.course);
      await enroll(testApp, user, large.course);
      for (const path of ['/learn', '', '/modules']) {
        // Counted on second requests: the first ones fill the catalogue cache.
        for (const { course } of [small, large]) await agent.get(`/api/courses/${course.id}${path}`).expect(200);
        const smallCount = await testApp.countQueries(() => agent.get(`/api/courses/${small.course.id}${path}`).expect(200));
        const largeCount = await testApp.countQueries(() => agent.get(`/api/courses/${large.course.id}${path}`).expect(200));
        expect(largeCount.count).toBe(smallCount.count);
        expect(largeCount.count).toBeLessThanOrEqual(5);
      }
      const learn = await agent.get(`/api/courses/${large.course.id}/learn`).expect(200);
      expect(learn.body.modules).toHaveLength(20);
      expect(learn.body.modules[19].lessons).toHaveLength(20);
      const lessonCount = await testApp.countQueries(() => agent.get(`/api/lessons/${large.lessons[399].id}`).expect(200));
      expect(lessonCount.count).toBeLessThanOrEqual(3);
    });

    it("for each step of a learner's journey, exactly (the session comes from the session cache)", async () => {
      const { course, lessons } = await createCourse(testApp, { modules: 2, lessonsPerModule: 3 });
      const { agent, user } = await signedInAgent(testApp);
      await enroll(testApp, user, course);
      const steps: [string, () => Promise<unknown>, number][] = [
        ['catalogue', () => agent.get('/api/courses').expect(200), 1],
        ['course', () => agent.get(`/api/courses/${course.id}`).expect(200), 1],
        ['learn', () => agent.get(`/api/courses/${course.id}/learn`).expect(200), 1],
        ['lesson', () => agent.get(`/api/lessons/${lessons[0].id}`).expect(200), 1],
        ['dashboard', () => agent.get('/api/user/dashboard').expect(200), 3],
      ];
      const counted: Record<string, number> = {};
      const expected: Record<string, number> = {};
      for (const [step, request, statements] of steps) {
        await request(); // fills the catalogue cache
        counted[step] = (await testApp.countQueries(request)).count;
        expected[step] = statements;
      }
      // A lesson that is nobody's refresher and no path's step: the lesson and access check, then begin, the completion
      // with its count, the lesson.completed webhook event, commit.
      counted.complete = (await testApp.countQueries(() => agent.post(`/api/lessons/${lessons[1].id}/complete`).expect(200))).count;
      expected.complete = 5;
      expect(counted).toEqual(expected);
    });

    it('for the catalogue and the dashboard with 1 and with 200 more courses', async () => {
      const { agent, user } = await signedInAgent(testApp);
      const first = await createCourse(testApp, { lessonsPerModule: 1 });
      await enroll(testApp, user, first.course);
      // Counted on second requests: the first ones fill the catalogue cache (courses, and the outlines of the dashboard's courses).
      const fillCatalogue = async () => {
        await agent.get('/api/courses').expect(200);
        await testApp.http().get('/api/courses/public').expect(200);
        await agent.get('/api/user/dashboard').expect(200);
      };
      await fillCatalogue();
      const before = {
        list: await testApp.countQueries(() => agent.get('/api/courses').expect(200)),
        public: await testApp.countQueries(() => testApp.http().get('/api/courses/public').expect(200)),
        dashboard: await testApp.countQueries(() => agent.get('/api/user/dashboard').expect(200)),
      };
      for (let index = 0; index < 200; index++) {
        const { course } = await createCourse(testApp, { lessonsPerModule: 1 });
        if (index % 10 === 0) await enroll(testApp, user, course);
      }
      await fillCatalogue();
      expect((await testApp.countQueries(() => agent.get('/api/courses').expect(200))).count).toBe(before.list.count);
      expect((await testApp.countQueries(() => testApp.http().get('/api/courses/public').expect(200))).count).toBe(before.public.count);
      expect((await testApp.countQueries(() => agent.get('/api/user/dashboard').expect(200))).count).toBe(before.dashboard.count);
      expect(before.list.count).toBeLessThanOrEqual(2);
      expect(before.dashboard.count).toBeLessThanOrEqual(4);
    });
  });
});

describe('downloads', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('lists downloads for signed-in users only', async () => {
    await testApp.http().get('/api/downloads').expect(401);
    const { agent } = await signedInAgent(testApp);
    const response = await agent.get('/api/downloads').expect(200);
    expect(Array.isArray(response.body)).toBe(true);
  });
});
