import { EntityManager } from '@mikro-orm/postgresql';
import { createUser, signedInAgent } from '../support/accounts.js';
import { createCourse, enroll } from '../support/catalog.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** Revenue and quiz pass rates on the course management page's Analytics tab. */
describe('course analytics: revenue and quizzes', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const sql = <T>(query: string, params: unknown[] = []) => testApp.app.get(EntityManager).getConnection().execute<T[]>(query, params);

  async function payment(courseId: number, userId: number, kind: 'one_time' | 'subscription', status: string, amount: number) {
    await sql(
      `insert into payments (user_id, email, course_id, kind, status, amount, currency, created_at, updated_at) values (?, 'buyer@example.com', ?, ?, ?, ?, 'usd', now(), now())`,
      [userId, courseId, kind, status, amount],
    );
  }

  async function quiz(lessonId: number, passMark: number | null): Promise<number> {
    const [row] = await sql<{ id: number }>(
      `insert into quizzes (lesson_id, title, description, pass_mark, created_at, updated_at) values (?, 'Check', '', ?, now(), now()) returning id`,
      [lessonId, passMark],
    );
    return row.id;
  }

  async function attempt(quizId: number, userId: number, number: number, status: string, score: number | null, passed: boolean | null) {
    await sql(
      `insert into quiz_attempts (quiz_id, user_id, attempt_number, status, started_at, submitted_at, score, passed) values (?, ?, ?, ?, now(), case when ? = 'in_progress' then null else now() end, ?, ?)`,
      [quizId, userId, number, status, status, score, passed],
    );
  }

  it('reports one-time revenue, subscriptions and refunds from the payments table, and each quiz pass rate', async () => {
    const { agent: admin } = await signedInAgent(testApp, 'admin');
    const { course, lessons } = await createCourse(testApp, { isPaid: true, price: 4900, lessonsPerModule: 3 });
    const [ana, ben, cy] = await Promise.all([createUser(testApp), createUser(testApp), createUser(testApp)]);
    await payment(course.id, ana.id, 'one_time', 'succeeded', 4900);
    await payment(course.id, ben.id, 'one_time', 'succeeded', 3900);
    await payment(course.id, cy.id, 'one_time', 'refunded', 4900);
    await payment(course.id, cy.id, 'subscription', 'succeeded', 1900);
    await payment(course.id, ben.id, 'subscription', 'canceled', 1900);
    await payment(course.id, ana.id, 'one_time', 'pending', 4900);

    const final = await quiz(lessons[2].id, 70);
    const first = await quiz(lessons[0].id, null);
    await attempt(final, ana.id, 1, 'submitted', 50, false);
    await attempt(final, ana.id, 2, 'submitted', 90, true);
    await attempt(final, ben.id, 1, 'expired', 20, false);
    await attempt(final, cy.id, 1, 'in_progress', null, null);
    await attempt(first, ben.id, 1, 'submitted', 100, true);

    const { body } = await admin.get(`/api/admin/courses/${course.id}/analytics`).expect(200);
    expect(body.revenue).toEqual({
      oneTimeRevenue: 8800,
      purchases: 2,
      activeSubscriptions: 1,
      monthlyRecurringRevenue: 1900,
      refunded: 4900,
      discounts: 0,
    });
    expect(body.quizzes).toEqual([
      {
        lessonId: lessons[0].id,
        title: lessons[0].title,
        passMark: null,
        attemptedCount: 1,
        passedCount: 1,
        passRate: 100,
        averageScore: 100,
      },
      // Ana passed on her second try, Ben's attempt ran out of time, Cy has not submitted yet.
      { lessonId: lessons[2].id, title: lessons[2].title, passMark: 70, attemptedCount: 2, passedCount: 1, passRate: 50, averageScore: 53 },
    ]);
  });

  it('answers with the same number of queries however many payments and attempts there are', async () => {
    const { agent: admin } = await signedInAgent(testApp, 'admin');
    const { course, lessons } = await createCourse(testApp, { isPaid: true, price: 4900, lessonsPerModule: 2 });
    const before = await testApp.countQueries(() => admin.get(`/api/admin/courses/${course.id}/analytics`).expect(200));
    const quizId = await quiz(lessons[1].id, 60);
    for (let index = 0; index < 5; index++) {
      const learner = await createUser(testApp);
      await payment(course.id, learner.id, 'one_time', 'succeeded', 4900);
      await attempt(quizId, learner.id, 1, 'submitted', 60 + index, true);
    }
    const after = await testApp.countQueries(() => admin.get(`/api/admin/courses/${course.id}/analytics`).expect(200));
    expect(after.count).toBe(before.count);
  });
});

describe('course students, a page at a time', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('pages newest first with the total, filters by name or e-mail (wildcards taken literally), refuses bad paging', async () => {
    const { agent: admin } = await signedInAgent(testApp, 'admin');
    const { agent: learner } = await signedInAgent(testApp);
    const { course } = await createCourse(testApp);
    const students = [];
    for (let index = 0; index < 7; index++) {
      const student = await createUser(testApp, 'jobseeker', {
        firstName: index === 3 ? 'Zelda' : 'Sam',
        lastName: `Student${index}`,
        email: `page-${index}-${course.id}${index === 5 ? '_x%' : ''}@example.com`,
      });
      await enroll(testApp, student, course);
      students.push(student);
    }
    const path = `/api/admin/courses/${course.id}/students`;

    const first = (await admin.get(path).query({ page: 1, pageSize: 3 }).expect(200)).body;
    expect(first).toMatchObject({ total: 7, page: 1, pageSize: 3 });
    expect(first.items.map((item: { id: number }) => item.id)).toEqual([students[6].id, students[5].id, students[4].id]);
    const last = (await admin.get(path).query({ page: 3, pageSize: 3 }).expect(200)).body;
    expect(last.items.map((item: { id: number }) => item.id)).toEqual([students[0].id]);
    const pastTheEnd = (await admin.get(path).query({ page: 9, pageSize: 3 }).expect(200)).body;
    expect(pastTheEnd).toEqual({ items: [], total: 7, page: 9, pageSize: 3 });

    const byName = (await admin.get(path).query({ search: 'zelda student3' }).expect(200)).body;
    expect(byName.items.map((item: { id: number }) => item.id)).toEqual([students[3].id]);
    const literal = (await admin.get(path).query({ search: '_x%' }).expect(200)).body;
    expect(literal).toMatchObject({ total: 1 });
    expect((await admin.get(path).query({ search: '__' }).expect(200)).body.total).toBe(0);
    expect((await admin.get(path).expect(200)).body).toMatchObject({ total: 7, page: 1, pageSize: 20 });

    expect((await admin.get(path).query({ pageSize: 500 }).expect(400)).body.message).toEqual([
      'pageSize must be a whole number from 1 to 100',
    ]);
    expect((await admin.get(path).query({ page: 0 }).expect(400)).body.message).toEqual(['page must be a whole number from 1 to 100000']);
    expect((await admin.get(path).query({ page: 'two' }).expect(400)).body.message).toEqual([
      'page must be a whole number from 1 to 100000',
    ]);
    await admin.get('/api/admin/courses/999999999/students').expect(404);
    await learner.get(path).expect(403);

    const counted = await testApp.countQueries(() => admin.get(path).query({ page: 1, pageSize: 3 }).expect(200));
    // The session's user lookup, the course, then one query for the page and its total.
    expect(counted.count).toBeLessThanOrEqual(3);
  });
});
