import { EntityManager } from '@mikro-orm/postgresql';
import { AnalyticsService } from '../../src/modules/admin/analytics.service.js';
import { Enrollment } from '../../src/modules/learning/entities/enrollment.entity.js';
import { signedInAgent } from '../support/accounts.js';
import { createCourse, enroll } from '../support/catalog.js';
import { createMigratedDatabase, dropDatabase } from '../support/test-database.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('downloads administration', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const valid = {
    title: 'Interview scorecard',
    description: 'Rate answers',
    fileType: 'Template',
    fileUrl: 'https://example.org/scorecard.pdf',
    fileName: 'scorecard.pdf',
    category: 'interview-techniques',
    fileSize: 2048,
  };

  it('creates, edits and deletes a download; learners cannot', async () => {
    const { agent: admin } = await signedInAgent(testApp, 'admin');
    const { agent: learner } = await signedInAgent(testApp);
    await learner.post('/api/downloads').send(valid).expect(403);
    await testApp.http().post('/api/downloads').send(valid).expect(401);
    const created = (await admin.post('/api/downloads').send(valid).expect(201)).body;
    expect(created).toMatchObject(valid);
    await learner.put(`/api/downloads/${created.id}`).send(valid).expect(403);
    const updated = await admin
      .put(`/api/downloads/${created.id}`)
      .send({ ...valid, title: 'Scorecard v2', category: 'compliance-legal' })
      .expect(200);
    expect(updated.body).toMatchObject({ title: 'Scorecard v2', category: 'compliance-legal' });
    expect((await learner.get('/api/downloads').expect(200)).body.map((item: { id: number }) => item.id)).toContain(created.id);
    await learner.post(`/api/downloads/${created.id}/delete`).expect(403);
    await admin.post(`/api/downloads/${created.id}/delete`).expect(204);
    await admin.post(`/api/downloads/${created.id}/delete`).expect(404);
  });

  it.each(['title', 'fileUrl', 'fileType', 'fileName'])('requires %s with the spec message', async (field) => {
    const { agent: admin } = await signedInAgent(testApp, 'admin');
    const response = await admin
      .post('/api/downloads')
      .send({ ...valid, [field]: '' })
      .expect(400);
    expect(response.body.message).toContain('Please fill in all required fields.');
  });

  it('accepts only http(s) file addresses and a default category', async () => {
    const { agent: admin } = await signedInAgent(testApp, 'admin');
    const bad = await admin
      .post('/api/downloads')
      .send({ ...valid, fileUrl: 'javascript:alert(1)' })
      .expect(400);
    expect(bad.body.message).toContain('File URL must start with http:// or https://, or be an uploaded file');
    const { category: _category, ...withoutCategory } = valid;
    const created = await admin.post('/api/downloads').send(withoutCategory).expect(201);
    expect(created.body.category).toBe('recruitment-process');
  });
});

describe('students and analytics', () => {
  let testApp: TestApp;
  let databaseUrl: string;
  const adminUrl = process.env.ACADEMY_TEST_ADMIN_URL!;

  beforeAll(async () => {
    databaseUrl = await createMigratedDatabase('academy_analytics');
    testApp = await createTestApp({ DATABASE_URL: databaseUrl });
  });
  afterAll(async () => {
    await testApp.close();
    await dropDatabase(adminUrl, databaseUrl);
  });

  it('reports enrolments, completion and student progress from the data', async () => {
    const { agent: admin } = await signedInAgent(testApp, 'admin');
    const sourcing = await createCourse(testApp, { title: 'Sourcing', modules: 1, lessonsPerModule: 2 });
    const branding = await createCourse(testApp, { title: 'Branding', modules: 1, lessonsPerModule: 4 });
    const ada = await signedInAgent(testApp, 'jobseeker');
    const bob = await signedInAgent(testApp, 'recruitpro');
    const cy = await signedInAgent(testApp, 'jobseeker');
    for (const learner of [ada, bob, cy]) await enroll(testApp, learner.user, sourcing.course);
    await enroll(testApp, ada.user, branding.course);
    await testApp.app
      .get(EntityManager)
      .fork()
      .nativeUpdate(Enrollment, { user: bob.user.id, course: sourcing.course.id }, { source: 'grant' });
    for (const lesson of sourcing.lessons) await ada.agent.post(`/api/lessons/${lesson.id}/complete`).expect(200);
    await ada.agent.post(`/api/lessons/${branding.lessons[0].id}/complete`).expect(200);
    await bob.agent.post(`/api/lessons/${sourcing.lessons[0].id}/complete`).expect(200);

    const students = (await admin.get(`/api/courses/${sourcing.course.id}/students`).expect(200)).body;
    expect(students).toHaveLength(3);
    expect(students.find((student: { id: number }) => student.id === bob.user.id)).toMatchObject({
      grantedAccess: true,
      progress: 50,
      role: 'recruitpro',
    });
    expect(students.find((student: { id: number }) => student.id === ada.user.id)).toMatchObject({ grantedAccess: false, progress: 100 });
    await ada.agent.get(`/api/courses/${sourcing.course.id}/students`).expect(403);
    await admin.get('/api/courses/999999999/students').expect(404);

    // The analytics come from a summary refreshed in the background: refresh it now.
    await testApp.app.get(AnalyticsService).refresh('analytics-recompute', Date.now());
    const analytics = (await admin.get('/api/admin/analytics').expect(200)).body;
    expect(analytics.courses).toEqual([
      { id: sourcing.course.id, title: 'Sourcing', enrollmentCount: 3, completionRate: 33 },
      { id: branding.course.id, title: 'Branding', enrollmentCount: 1, completionRate: 0 },
    ]);
    const byId = new Map(analytics.studentProgress.map((row: { id: number }) => [row.id, row]));
    expect(byId.get(ada.user.id)).toMatchObject({ enrolledCourses: 2, completedLessons: 3, status: 'active' });
    expect(byId.get(bob.user.id)).toMatchObject({ enrolledCourses: 1, completedLessons: 1, status: 'active' });
    expect(byId.get(cy.user.id)).toMatchObject({ enrolledCourses: 1, completedLessons: 0, status: 'not_started' });
    expect(analytics.studentProgress.every((row: { email: string }) => !row.email.startsWith('admin'))).toBe(true);
    const adaRecent = analytics.recentlyActiveStudents.find((row: { email: string }) => row.email === ada.user.email);
    expect(adaRecent.enrollmentProgress).toEqual([
      { courseTitle: 'Sourcing', progress: 100 },
      { courseTitle: 'Branding', progress: 25 },
    ]);
    await ada.agent.get('/api/admin/analytics').expect(403);

    const course = (await admin.get(`/api/admin/courses/${sourcing.course.id}/analytics`).expect(200)).body;
    const monday = new Date();
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    expect(course).toEqual({
      enrolledCount: 3,
      completionRate: 33,
      enrollmentsByWeek: [{ weekStart: monday.toISOString().slice(0, 10), count: 3 }],
      lessonFunnel: [
        { lessonId: sourcing.lessons[0].id, title: sourcing.lessons[0].title, completedCount: 2 },
        { lessonId: sourcing.lessons[1].id, title: sourcing.lessons[1].title, completedCount: 1 },
      ],
      revenue: { oneTimeRevenue: 0, purchases: 0, activeSubscriptions: 0, monthlyRecurringRevenue: 0, refunded: 0, discounts: 0 },
      quizzes: [],
    });
    await admin.get('/api/admin/courses/999999999/analytics').expect(404);

    // Deleting the lesson Bob has not done leaves him (and Ada) with every remaining lesson complete.
    await admin.delete(`/api/lessons/${sourcing.lessons[1].id}`).expect(204);
    const afterDelete = (await admin.get(`/api/admin/courses/${sourcing.course.id}/analytics`).expect(200)).body;
    expect(afterDelete).toMatchObject({ enrolledCount: 3, completionRate: 67 });
    const bobAfter = (await admin.get(`/api/courses/${sourcing.course.id}/students`).expect(200)).body.find(
      (student: { id: number }) => student.id === bob.user.id,
    );
    expect(bobAfter.progress).toBe(100);
    await ada.agent.get(`/api/admin/courses/${sourcing.course.id}/analytics`).expect(403);
  });

  it('answers with a constant number of queries', async () => {
    const { agent: admin } = await signedInAgent(testApp, 'admin');
    const analytics = testApp.app.get(AnalyticsService);
    await analytics.refresh('analytics-recompute', Date.now());
    const before = await testApp.countQueries(() => admin.get('/api/admin/analytics').expect(200));
    for (let index = 0; index < 5; index++) {
      const learner = await signedInAgent(testApp);
      const { course, lessons } = await createCourse(testApp, { lessonsPerModule: 1 });
      await enroll(testApp, learner.user, course);
      await learner.agent.post(`/api/lessons/${lessons[0].id}/complete`).expect(200);
    }
    await analytics.refresh('analytics-recompute', Date.now());
    const after = await testApp.countQueries(() => admin.get('/api/admin/analytics').expect(200));
    expect(after.count).toBe(before.count);
    // The session's user lookup plus reading the stored summary.
    expect(after.count).toBeLessThanOrEqual(2);
  });
});
