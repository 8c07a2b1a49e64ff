import { EntityManager } from '@mikro-orm/postgresql';
import { once } from 'node:events';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { createUser, PASSWORD } from '../support/accounts.js';
import { createCourse } from '../support/catalog.js';
import { createMigratedDatabase, dropDatabase } from '../support/test-database.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const LEARNERS = 20_000;
/** The enrolments export's statement, as PostgreSQL shows it in pg_stat_activity. */
const EXPORT_QUERY = '%from "enrollments" as "e"%';

describe('CSV exports are streamed', () => {
  const adminUrl = process.env.ACADEMY_TEST_ADMIN_URL!;
  let databaseUrl: string;
  let testApp: TestApp;
  let port: number;
  let cookie: string;

  const sql = <T>(query: string, params: unknown[] = []) =>
    testApp.app.get(EntityManager).fork().getConnection().execute<T[]>(query, params);
  /** The server's connections still running or holding the export's query (a released one is idle). */
  const exportConnections = () =>
    sql<{ state: string }>(
      `select state from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query like ? and state <> 'idle'`,
      [EXPORT_QUERY],
    );

  /** Connections lent out by the API's pool right now (a leaked one would stay lent out). */
  const lentOut = async () => {
    const pool = await testApp.app.get(EntityManager).getConnection().getNativeClient();
    return pool.totalCount - pool.idleCount;
  };

  async function until(check: () => Promise<boolean>, what: string): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
      await sleep(50);
    }
  }

  /** An export whose body nobody reads (yet): the response, once its headers are in. */
  async function openExport(): Promise<IncomingMessage> {
    const request = httpRequest({ host: '127.0.0.1', port, path: '/api/admin/exports/enrolments.csv', headers: { cookie } });
    request.end();
    const [response] = (await once(request, 'response')) as [IncomingMessage];
    response.pause();
    return response;
  }

  beforeAll(async () => {
    // Its own database: tens of thousands of learners would slow down the other suites' reports.
    databaseUrl = await createMigratedDatabase('academy_exports_stream');
    testApp = await createTestApp({ DATABASE_URL: databaseUrl });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    port = (testApp.app.getHttpServer().address() as AddressInfo).port;
    const admin = await createUser(testApp, 'admin');
    const login = await testApp.http().post('/api/login').send({ email: admin.email, password: PASSWORD }).expect(200);
    cookie = (login.headers['set-cookie'] as unknown as string[]).find((value) => value.startsWith('academy_session='))!.split(';')[0];

    // Long titles and names: megabytes of CSV, more than the sockets' buffers hold.
    const { course } = await createCourse(testApp, { title: `Recruiting ${'in depth '.repeat(20)}`.trim() });
    await sql(
      `insert into users (email, password_hash, first_name, last_name, role, created_at)
       select 'streamed' || n || '@example.com', 'x', 'Learner ' || repeat('with a long name ', 5), 'Number ' || n, 'jobseeker', now()
       from generate_series(1, ?) n`,
      [LEARNERS],
    );
    await sql(
      `insert into enrollments (user_id, course_id, source, status, enrolled_at, completed_lessons) select id, ?, 'free', 'active', now(), 0 from users where email like 'streamed%'`,
      [course.id],
    );
  }, 60_000);
  afterAll(async () => {
    await testApp?.close();
    if (databaseUrl) await dropDatabase(adminUrl, databaseUrl);
  });

  it('reads the rows as the client takes them, and lets go of the connection when the client goes away', async () => {
    const response = await openExport();
    expect(response.statusCode).toBe(200);
    // Nobody reads: the query stays open on its cursor, the rest of the rows not fetched.
    await sleep(300);
    expect(await exportConnections()).toHaveLength(1);

    response.destroy();
    await until(async () => (await exportConnections()).length === 0, 'the export released its connection');
    await until(async () => (await lentOut()) === 0, 'the connection is back in the pool');

    // The server carries on, and a whole export still comes through.
    const whole = await testApp.http().get('/api/admin/exports/enrolments.csv').set('Cookie', cookie).expect(200);
    expect(whole.text.split('\r\n').length).toBe(1 + LEARNERS + 1);
  });

  it('answers HEAD with the headers alone, and gives the connection back', async () => {
    const head = await testApp.http().head('/api/admin/exports/enrolments.csv').set('Cookie', cookie).expect(200);
    expect(head.headers['content-type']).toBe('text/csv; charset=utf-8');
    await until(async () => (await lentOut()) === 0, 'the connection is back in the pool');
  });

  it('cuts the download short when the database fails mid-export, and carries on serving', async () => {
    const response = await openExport();
    await until(async () => (await exportConnections()).length === 1, 'the export holds its connection');
    await sql(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query like ? and state <> 'idle'`,
      [EXPORT_QUERY],
    );
    let received = 0;
    response.on('data', (chunk: Buffer) => (received += chunk.length));
    // 'aborted': the server cut the connection.
    response.on('error', () => undefined);
    const closed = new Promise((resolve) => response.once('close', resolve));
    response.resume();
    await closed;
    // The client can tell: the response ended without its last chunk.
    expect(response.complete).toBe(false);
    expect(received).toBeGreaterThan(0);

    const whole = await testApp.http().get('/api/admin/exports/enrolments.csv').set('Cookie', cookie).expect(200);
    expect(whole.text.split('\r\n').length).toBe(1 + LEARNERS + 1);
    // The broken connection was dropped, not kept lent out.
    await until(async () => (await lentOut()) === 0, 'every connection is back in the pool');
  });

  it('runs three exports at a time on a server and refuses a fourth with 429 until one is over', async () => {
    const open = [await openExport(), await openExport(), await openExport()];
    await until(async () => (await exportConnections()).length === 3, 'three exports hold a connection each');
    const refused = await testApp.http().get('/api/admin/exports/payments.csv').set('Cookie', cookie).expect(429);
    expect(refused.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many exports running at once. Please try again in 30 seconds.',
    });
    expect(refused.headers['retry-after']).toBe('30');

    open[0].destroy();
    await until(async () => (await exportConnections()).length === 2, 'the first export released its connection');
    await testApp.http().get('/api/admin/exports/payments.csv').set('Cookie', cookie).expect(200);
    for (const response of open.slice(1)) response.destroy();
    await until(async () => (await exportConnections()).length === 0, 'every export released its connection');
  });
});
