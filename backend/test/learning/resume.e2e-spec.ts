import { createUser, PASSWORD, signedInAgent } from '../support/accounts.js';
import { createCourse, enroll } from '../support/catalog.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('resuming a course where the learner left off', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const resumeOf = async (agent: Awaited<ReturnType<typeof signedInAgent>>['agent'], courseId: number) => {
    const learn = await agent.get(`/api/courses/${courseId}/learn`).expect(200);
    const dashboard = await agent.get('/api/user/dashboard').expect(200);
    const card = dashboard.body.myCourses.find((item: { id: number }) => item.id === courseId);
    return { learn: learn.body.resumeLessonId as number | null, dashboard: card.resumeLesson as { id: number; title: string } | null };
  };

  it('opens at the first lesson not completed until a lesson is viewed, then at the lesson viewed last, on any device', async () => {
    const { course, lessons } = await createCourse(testApp, { modules: 2, lessonsPerModule: 2 });
    const { agent, user } = await signedInAgent(testApp);
    await enroll(testApp, user, course);

    expect(await resumeOf(agent, course.id)).toEqual({ learn: lessons[0].id, dashboard: { id: lessons[0].id, title: 'Lesson 1.1' } });
    await agent.post(`/api/lessons/${lessons[0].id}/complete`).expect(200);
    await agent.post(`/api/lessons/${lessons[1].id}/complete`).expect(200);
    // The first lesson not completed is in the next module.
    expect(await resumeOf(agent, course.id)).toEqual({ learn: lessons[2].id, dashboard: { id: lessons[2].id, title: 'Lesson 2.1' } });

    await agent.put(`/api/lessons/${lessons[1].id}/last-viewed`).expect(204);
    expect(await resumeOf(agent, course.id)).toEqual({ learn: lessons[1].id, dashboard: { id: lessons[1].id, title: 'Lesson 1.2' } });

    // Another session (another browser or device) resumes at the same lesson.
    const other = testApp.agent();
    await other.post('/api/login').send({ email: user.email, password: PASSWORD }).expect(200);
    expect(await resumeOf(other, course.id)).toEqual({ learn: lessons[1].id, dashboard: { id: lessons[1].id, title: 'Lesson 1.2' } });

    await other.put(`/api/lessons/${lessons[3].id}/last-viewed`).expect(204);
    expect((await resumeOf(agent, course.id)).learn).toBe(lessons[3].id);
  });

  it('lists the course viewed last first on the dashboard', async () => {
    const { agent, user } = await signedInAgent(testApp);
    const first = await createCourse(testApp, { lessonsPerModule: 1 });
    const second = await createCourse(testApp, { lessonsPerModule: 1 });
    await enroll(testApp, user, first.course);
    await enroll(testApp, user, second.course);
    await agent.put(`/api/lessons/${first.lessons[0].id}/last-viewed`).expect(204);
    const dashboard = await agent.get('/api/user/dashboard').expect(200);
    expect(dashboard.body.myCourses.map((item: { id: number }) => item.id)).toEqual([first.course.id, second.course.id]);
  });

  it('has no lesson to resume in a course without lessons', async () => {
    const { course } = await createCourse(testApp, { modules: 1, lessonsPerModule: 0 });
    const { agent, user } = await signedInAgent(testApp);
    await enroll(testApp, user, course);
    expect(await resumeOf(agent, course.id)).toEqual({ learn: null, dashboard: null });
  });

  it('remembers a lesson only for an enrolled learner of a course they may see', async () => {
    const { course, lessons } = await createCourse(testApp);
    const hidden = await createCourse(testApp, { accessLevel: 'admin' });
    const { agent, user } = await signedInAgent(testApp);

    const refused = await agent.put(`/api/lessons/${lessons[1].id}/last-viewed`).expect(403);
    expect(refused.body).toMatchObject({ code: 'NOT_ENROLLED', message: 'Enroll in this course to track your progress' });
    expect((await agent.put(`/api/lessons/${hidden.lessons[0].id}/last-viewed`).expect(404)).body).toMatchObject({
      code: 'LESSON_NOT_FOUND',
      message: 'Lesson not found',
    });
    await agent.put('/api/lessons/999999999/last-viewed').expect(404);
    await agent.put('/api/lessons/not-a-number/last-viewed').expect(404);
    await testApp.http().put(`/api/lessons/${lessons[1].id}/last-viewed`).expect(401);

    await enroll(testApp, user, course);
    expect((await resumeOf(agent, course.id)).learn).toBe(lessons[0].id);

    // An admin who is not enrolled may open lessons; nothing is recorded.
    const admin = (await signedInAgent(testApp, 'admin')).agent;
    await admin.put(`/api/lessons/${lessons[1].id}/last-viewed`).expect(204);
    expect((await admin.get(`/api/courses/${course.id}/learn`).expect(200)).body.resumeLessonId).toBe(lessons[0].id);
  });

  it('forgets the lesson viewed last when that lesson is deleted', async () => {
    const { course, lessons } = await createCourse(testApp);
    const { agent, user } = await signedInAgent(testApp);
    await enroll(testApp, user, course);
    await agent.put(`/api/lessons/${lessons[1].id}/last-viewed`).expect(204);
    const admin = (await signedInAgent(testApp, 'admin')).agent;
    await admin.delete(`/api/lessons/${lessons[1].id}`).expect(204);
    expect((await resumeOf(agent, course.id)).learn).toBe(lessons[0].id);
  });

  it('keeps the statement count of recording a view and of the learn view constant', async () => {
    const { agent, user } = await signedInAgent(testApp);
    const small = await createCourse(testApp, { lessonsPerModule: 1 });
    const large = await createCourse(testApp, { modules: 10, lessonsPerModule: 20 });
    await enroll(testApp, user, small.course);
    await enroll(testApp, user, large.course);
    const view = {
      small: await testApp.countQueries(() => agent.put(`/api/lessons/${small.lessons[0].id}/last-viewed`).expect(204)),
      large: await testApp.countQueries(() => agent.put(`/api/lessons/${large.lessons[150].id}/last-viewed`).expect(204)),
    };
    expect(view.large.count).toBe(view.small.count);
    expect(view.small.count).toBeLessThanOrEqual(2);
    const learn = {
      small: await testApp.countQueries(() => agent.get(`/api/courses/${small.course.id}/learn`).expect(200)),
      large: await testApp.countQueries(() => agent.get(`/api/courses/${large.course.id}/learn`).expect(200)),
    };
    expect(learn.large.count).toBe(learn.small.count);
    expect((await agent.get(`/api/courses/${large.course.id}/learn`).expect(200)).body.resumeLessonId).toBe(large.lessons[150].id);
  });

  it('does not leak another learner’s lesson viewed last', async () => {
    const { course, lessons } = await createCourse(testApp);
    const a = await signedInAgent(testApp);
    const b = await createUser(testApp, 'jobseeker');
    await enroll(testApp, a.user, course);
    await enroll(testApp, b, course);
    await a.agent.put(`/api/lessons/${lessons[1].id}/last-viewed`).expect(204);
    const bAgent = testApp.agent();
    await bAgent.post('/api/login').send({ email: b.email, password: PASSWORD }).expect(200);
    expect((await resumeOf(bAgent, course.id)).learn).toBe(lessons[0].id);
  });
});
