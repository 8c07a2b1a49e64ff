import { EntityManager } from '@mikro-orm/postgresql';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { createUser, PASSWORD } from '../support/accounts.js';
import { createCourse, enroll } from '../support/catalog.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const LEARNERS = 100;
const COMPLETIONS_PER_LEARNER = 10;
const LESSONS = 10;

/**
 * Drill: 1,000 lesson completions sent at once by 100 learners, many of them repeats of the same
 * lesson. Afterwards each learner has exactly one progress row per distinct lesson, and the
 * enrolment's counter equals that number.
 */
describe('1,000 concurrent lesson completions from 100 learners', () => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    // Every learner signs in from the same address: lift the per-address sign-in limit for the drill.
    testApp = await createTestApp({ LOGIN_ATTEMPTS_PER_IP: '10000' });
    // All 1,000 connections arrive at once: a backlog above Node's default 511 keeps a busy machine from resetting some.
    await testApp.app.listen({ port: 0, host: '127.0.0.1', backlog: 2048 });
    baseUrl = `http://127.0.0.1:${(testApp.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(() => testApp.close());

  it('records each learner’s distinct lessons exactly once and counts them on the enrolment', async () => {
    const { course, lessons } = await createCourse(testApp, { modules: 2, lessonsPerModule: LESSONS / 2 });
    const learners: { user: User; cookie: string; distinct: number }[] = [];
    for (let batch = 0; batch < LEARNERS; batch += 10) {
      const created = await Promise.all(
        Array.from({ length: 10 }, async (_unused, offset) => {
          const user = await createUser(testApp, 'jobseeker');
          await enroll(testApp, user, course);
          const login = await request(baseUrl).post('/api/login').send({ email: user.email, password: PASSWORD }).expect(200);
          const cookie = (login.headers['set-cookie'] as unknown as string[])
            .find((value) => value.startsWith('academy_session='))!
            .split(';')[0];
          // Learner i completes its first 1 + (i mod 10) lessons, cycling through them: the rest of its 10 requests are repeats.
          return { user, cookie, distinct: 1 + ((batch + offset) % LESSONS) };
        }),
      );
      learners.push(...created);
    }

    const completions = learners.flatMap((learner) =>
      Array.from({ length: COMPLETIONS_PER_LEARNER }, (_unused, index) => ({ learner, lesson: lessons[index % learner.distinct] })),
    );
    expect(completions).toHaveLength(1000);
    const started = Date.now();
    const responses = await Promise.all(
      completions.map(({ learner, lesson }) => request(baseUrl).post(`/api/lessons/${lesson.id}/complete`).set('Cookie', learner.cookie)),
    );
    const seconds = (Date.now() - started) / 1000;
    process.stdout.write(`1,000 concurrent completions answered in ${seconds.toFixed(2)} s\n`);

    const unexpected = responses.filter((response) => response.status !== 200).map((response) => `${response.status} ${response.text}`);
    expect(unexpected).toEqual([]);
    responses.forEach((response, index) => {
      expect(response.body.progress.total).toBe(LESSONS);
      expect(response.body.progress.completed).toBeLessThanOrEqual(completions[index].learner.distinct);
    });

    const rows = await testApp.app
      .get(EntityManager)
      .fork()
      .getConnection()
      .execute<{ user_id: number; rows: number; distinct_lessons: number; counted: number }[]>(
        `select e.user_id, count(lp.id)::int as rows, count(distinct lp.lesson_id)::int as distinct_lessons, e.completed_lessons as counted
         from enrollments e left join lesson_progress lp on lp.user_id = e.user_id and lp.course_id = e.course_id
         where e.course_id = ? group by e.user_id, e.completed_lessons`,
        [course.id],
      );
    const actual = new Map(rows.map((row) => [row.user_id, row]));
    const wrong = learners
      .map(({ user, distinct }) => ({ userId: user.id, expected: distinct, ...actual.get(user.id) }))
      .filter((row) => row.rows !== row.expected || row.distinct_lessons !== row.expected || row.counted !== row.expected);
    expect(wrong).toEqual([]);
    expect(rows.reduce((sum, row) => sum + row.rows, 0)).toBe(learners.reduce((sum, learner) => sum + learner.distinct, 0));
  }, 180_000);
});
