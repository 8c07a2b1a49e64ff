import { EntityManager } from '@mikro-orm/postgresql';
import { setTimeout as sleep } from 'node:timers/promises';
import type TestAgent from 'supertest/lib/agent.js';
import { AnalyticsService } from '../../src/modules/admin/analytics.service.js';
import { AnalyticsSummary } from '../../src/modules/admin/entities/analytics-summary.entity.js';
import { Enrollment } from '../../src/modules/learning/entities/enrollment.entity.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { PASSWORD, signedInAgent } from '../support/accounts.js';
import { createCourse, enroll, type CreatedCourse } from '../support/catalog.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createMigratedDatabase, dropDatabase } from '../support/test-database.js';

interface CourseRow {
  id: number;
  title: string;
  enrollmentCount: number;
  completionRate: number;
}

const MINUTE = 60_000;
const courseRow = (body: { courses: CourseRow[] }, id: number) => body.courses.find((course) => course.id === id);
const statementsOf = (statements: string[], label: string) => statements.filter((sql) => sql.includes(`(${label}) `));

/** Asks until `check` passes; the summary is refreshed in the background. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await sleep(100);
}

describe('admin analytics from the background summary', () => {
  const adminUrl = process.env.ACADEMY_TEST_ADMIN_URL!;
  let databaseUrl: string;
  // Without a worker, so nothing refreshes the summary behind the test's back.
  let testApp: TestApp;
  let admin: TestAgent;
  let sourcing: CreatedCourse;
  let bob: User;

  const summaryAge = (ms: number) =>
    testApp.app
      .get(EntityManager)
      .fork()
      .nativeUpdate(AnalyticsSummary, { id: 1 }, { generatedAt: new Date(Date.now() - ms) });
  const storedAt = async () => (await testApp.app.get(EntityManager).fork().findOneOrFail(AnalyticsSummary, { id: 1 })).generatedAt;

  beforeAll(async () => {
    databaseUrl = await createMigratedDatabase('academy_analytics_summary');
    testApp = await createTestApp({ DATABASE_URL: databaseUrl, RUN_WORKER: 'false' });
    admin = (await signedInAgent(testApp, 'admin')).agent;
    sourcing = await createCourse(testApp, { title: 'Sourcing', modules: 1, lessonsPerModule: 2 });
    const branding = await createCourse(testApp, { title: 'Branding', modules: 1, lessonsPerModule: 4 });
    const ada = await signedInAgent(testApp, 'jobseeker');
    const recruiter = await signedInAgent(testApp, 'recruitpro');
    bob = recruiter.user;
    for (const learner of [ada, recruiter]) await enroll(testApp, learner.user, sourcing.course);
    await enroll(testApp, ada.user, branding.course);
    for (const lesson of sourcing.lessons) await ada.agent.post(`/api/lessons/${lesson.id}/complete`).expect(200);
    await recruiter.agent.post(`/api/lessons/${sourcing.lessons[0].id}/complete`).expect(200);
  });
  afterAll(async () => {
    await testApp.close();
    await dropDatabase(adminUrl, databaseUrl);
  });

  it('computes the summary on the first request and serves the stored copy, equal to the live computation', async () => {
    expect(await storedAt()).toBeNull();
    const before = Date.now();
    const first = (await admin.get('/api/admin/analytics').expect(200)).body;
    expect(Date.parse(first.generatedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(courseRow(first, sourcing.course.id)).toEqual({
      id: sourcing.course.id,
      title: 'Sourcing',
      enrollmentCount: 2,
      completionRate: 50,
    });

    const stored = (await admin.get('/api/admin/analytics').expect(200)).body;
    expect(stored).toEqual(first);
    const { generatedAt: _stored, ...storedFigures } = stored;
    const { generatedAt: _live, ...liveFigures } = await testApp.app.get(AnalyticsService).refresh('analytics-recompute', Date.now());
    expect(storedFigures).toEqual(liveFigures);
    // The stored copy keeps the live computation's key order.
    expect(JSON.stringify(storedFigures)).toBe(JSON.stringify(liveFigures));
  });

  it('shows a change once the summary is refreshed, and not before', async () => {
    const service = testApp.app.get(AnalyticsService);
    await service.refresh('analytics-recompute', Date.now());
    const cy = await signedInAgent(testApp, 'jobseeker');
    await enroll(testApp, cy.user, sourcing.course);
    for (const lesson of sourcing.lessons) await cy.agent.post(`/api/lessons/${lesson.id}/complete`).expect(200);
    await testApp.app
      .get(EntityManager)
      .fork()
      .nativeUpdate(Enrollment, { course: sourcing.course.id, user: bob.id }, { status: 'revoked' });

    const stale = (await admin.get('/api/admin/analytics').expect(200)).body;
    expect(courseRow(stale, sourcing.course.id)).toMatchObject({ enrollmentCount: 2, completionRate: 50 });

    await service.refresh('analytics-recompute', Date.now());
    const fresh = (await admin.get('/api/admin/analytics').expect(200)).body;
    expect(Date.parse(fresh.generatedAt)).toBeGreaterThan(Date.parse(stale.generatedAt));
    // Ada and Cy, both complete; Bob's enrolment was revoked.
    expect(courseRow(fresh, sourcing.course.id)).toMatchObject({ enrollmentCount: 2, completionRate: 100 });
    expect(fresh.studentProgress.find((row: { email: string }) => row.email === cy.user.email)).toMatchObject({
      enrolledCourses: 1,
      completedLessons: 2,
      status: 'active',
    });
    expect(fresh.recentlyActiveStudents.find((row: { email: string }) => row.email === cy.user.email)?.enrollmentProgress).toEqual([
      { courseTitle: 'Sourcing', progress: 100 },
    ]);
  });

  it('recomputes a summary older than the maximum age before answering', async () => {
    await testApp.app.get(AnalyticsService).refresh('analytics-recompute', Date.now());
    const added = await createCourse(testApp, { title: 'Employer branding basics' });
    await summaryAge(testApp.config.analytics.maxAgeMs + MINUTE);
    const before = Date.now();
    const body = (await admin.get('/api/admin/analytics').expect(200)).body;
    expect(Date.parse(body.generatedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(courseRow(body, added.course.id)).toEqual({
      id: added.course.id,
      title: 'Employer branding basics',
      enrollmentCount: 0,
      completionRate: 0,
    });
    expect((await storedAt())!.toISOString()).toBe(body.generatedAt);
  });

  it('serves a late summary at once and refreshes it in the background', async () => {
    await testApp.app.get(AnalyticsService).refresh('analytics-recompute', Date.now());
    const { refreshMs, maxAgeMs } = testApp.config.analytics;
    const late = (refreshMs + maxAgeMs) / 2 + 1000;
    await summaryAge(late);
    const lateAt = (await storedAt())!;
    const body = (await admin.get('/api/admin/analytics').expect(200)).body;
    expect(body.generatedAt).toBe(lateAt.toISOString());
    await eventually(async () => (await storedAt())!.getTime() > lateAt.getTime());
  });

  it('has ten admins at once wait for one recomputation', async () => {
    const admins = [
      admin,
      ...(await Promise.all(Array.from({ length: 9 }, () => signedInAgent(testApp, 'admin')))).map(({ agent }) => agent),
    ];
    await summaryAge(testApp.config.analytics.maxAgeMs + MINUTE);
    const { statements } = await testApp.countQueries(() =>
      Promise.all(admins.map((agent) => agent.get('/api/admin/analytics').expect(200))),
    );
    const recompute = statementsOf(statements, 'analytics-recompute');
    expect(recompute.filter((sql) => /from "users" as "u"/.test(sql))).toHaveLength(1);
    expect(recompute.filter((sql) => /update "analytics_summaries"/.test(sql))).toHaveLength(1);
  });

  it('recomputes in a constant number of statements', async () => {
    const staleRequest = async () => {
      await summaryAge(testApp.config.analytics.maxAgeMs + MINUTE);
      return testApp.countQueries(() => admin.get('/api/admin/analytics').expect(200));
    };
    const small = await staleRequest();
    for (let index = 0; index < 5; index++) {
      const learner = await signedInAgent(testApp);
      const { course, lessons } = await createCourse(testApp, { lessonsPerModule: 1 });
      await enroll(testApp, learner.user, course);
      await learner.agent.post(`/api/lessons/${lessons[0].id}/complete`).expect(200);
    }
    const larger = await staleRequest();
    expect(larger.count).toBe(small.count);
    // The summary read (the session comes from the session cache); then begin, lock the summary, the three report queries, store, commit.
    expect(statementsOf(larger.statements, 'analytics-recompute')).toHaveLength(7);
    expect(larger.count).toBe(8);
  });

  it('answers a fresh summary with one read (the session is cached), which skips the figures this process already holds', async () => {
    await testApp.app.get(AnalyticsService).refresh('analytics-recompute', Date.now());
    const first = await testApp.countQueries(() => admin.get('/api/admin/analytics').expect(200));
    expect(first.count).toBe(1);
    expect(first.statements.filter((sql) => sql.includes('analytics_summaries'))).toHaveLength(1);
    let body: unknown;
    const again = await testApp.countQueries(async () => {
      body = (await admin.get('/api/admin/analytics').expect(200)).body;
    });
    expect(again.count).toBe(1);
    expect(again.statements.find((sql) => sql.includes('analytics_summaries'))).toMatch(
      /case when "generated_at" = \$1 then null else "figures" end/,
    );
    expect(body).toEqual((await admin.get('/api/admin/analytics').expect(200)).body);
  });

  it('is for admins only', async () => {
    const { agent: learner } = await signedInAgent(testApp);
    await learner.get('/api/admin/analytics').expect(403);
    await testApp.http().get('/api/admin/analytics').expect(401);
  });

  it('lets one process compute when several find the summary stale', async () => {
    const other = await createTestApp({ DATABASE_URL: databaseUrl, RUN_WORKER: 'false' });
    try {
      const { user } = await signedInAgent(testApp, 'admin');
      const otherAdmin = other.agent();
      await otherAdmin.post('/api/login').send({ email: user.email, password: PASSWORD }).expect(200);
      await summaryAge(testApp.config.analytics.maxAgeMs + MINUTE);
      const bodies: { generatedAt: string }[] = [];
      const read = (app: TestApp, agent: TestAgent) =>
        app.countQueries(async () => bodies.push((await agent.get('/api/admin/analytics').expect(200)).body));
      const [mine, theirs] = await Promise.all([read(testApp, admin), read(other, otherAdmin)]);
      const writes = [...mine.statements, ...theirs.statements].filter((sql) => /update "analytics_summaries"/i.test(sql));
      expect(writes).toHaveLength(1);
      expect(bodies[0].generatedAt).toBe(bodies[1].generatedAt);
    } finally {
      await other.close();
    }
  });
});

describe('the scheduled analytics refresh', () => {
  const adminUrl = process.env.ACADEMY_TEST_ADMIN_URL!;
  let databaseUrl: string;
  let testApp: TestApp;

  beforeAll(async () => {
    databaseUrl = await createMigratedDatabase('academy_analytics_refresh');
    // A refresh every second, and a maximum age no request reaches: only the worker refreshes.
    testApp = await createTestApp({ DATABASE_URL: databaseUrl, ANALYTICS_REFRESH_MS: '1000', ANALYTICS_MAX_AGE_MS: '3600000' });
  });
  afterAll(async () => {
    await testApp.close();
    await dropDatabase(adminUrl, databaseUrl);
  });

  it('brings changes into the summary without any request recomputing it', async () => {
    const em = testApp.app.get(EntityManager);
    // The first refresh runs as the worker starts.
    await eventually(async () => (await em.fork().findOneOrFail(AnalyticsSummary, { id: 1 })).generatedAt !== null);
    const { agent: admin } = await signedInAgent(testApp, 'admin');
    const learner = await signedInAgent(testApp);
    const { course, lessons } = await createCourse(testApp, { title: 'Structured interviewing', lessonsPerModule: 1 });
    await enroll(testApp, learner.user, course);
    await learner.agent.post(`/api/lessons/${lessons[0].id}/complete`).expect(200);
    const requestStatements: string[] = [];
    await eventually(async () => {
      let body: { courses: CourseRow[] } = { courses: [] };
      const { statements } = await testApp.countQueries(async () => {
        body = (await admin.get('/api/admin/analytics').expect(200)).body;
      });
      requestStatements.push(...statements);
      return courseRow(body, course.id)?.completionRate === 100;
    });
    // The worker's refresh brought the change in: no request recomputed.
    expect(statementsOf(requestStatements, 'analytics-recompute')).toHaveLength(0);
    expect(requestStatements.length).toBeGreaterThan(0);
  });

  it("keeps its statements out of the requests' query counts", async () => {
    const em = testApp.app.get(EntityManager);
    const storedAt = async () => (await em.fork().findOneOrFail(AnalyticsSummary, { id: 1 })).generatedAt!.getTime();
    const before = await storedAt();
    const { statements } = await testApp.countQueries(() => eventually(async () => (await storedAt()) > before));
    // Only the test's own reads of the summary row: the refresh, its transaction included, is the worker's.
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.filter((sql) => !sql.includes('from "analytics_summaries" as "a0"'))).toEqual([]);
  });
});
