import { MikroORM as CoreMikroORM } from '@mikro-orm/core';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type TestAgent from 'supertest/lib/agent.js';
import { kysely } from '../../src/database/kysely.js';
import { ormOptions } from '../../src/database/mikro-orm.config.js';
import { READ_AFTER_COOKIE } from '../../src/database/read-replicas/read-replicas.module.js';
import { readFromPrimary, readOnReplica } from '../../src/database/read-replicas/read-routing.js';
import type { ReplicaConnection } from '../../src/database/read-replicas/replica-connection.js';
import { ReplicaRoutingDriver } from '../../src/database/read-replicas/replica-routing.driver.js';
import { User } from '../../src/modules/users/entities/user.entity.js';
import { createUser, PASSWORD, signedInAgent } from '../support/accounts.js';
import { createCourse, enroll, type CreatedCourse } from '../support/catalog.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * The "replica" is the test database itself under another application_name: which connection served
 * a statement shows in `current_setting('application_name')` and in the query log
 * ("via read connection 'replica-1'"). The monitor polls once a minute here, so a test decides when
 * the replica is seen to have caught up (`monitor.refresh()`).
 */
const REPLICA_APPLICATION = 'academy-replica';
const replicaUrl = () => {
  const url = new URL(process.env.ACADEMY_TEST_DATABASE_URL!);
  url.searchParams.set('application_name', REPLICA_APPLICATION);
  return url.toString();
};
const VIA_REPLICA = /via read connection 'replica-1'/;

const applicationName = async (em: EntityManager) =>
  (
    await kysely(em)
      .selectNoFrom(sql<string>`current_setting('application_name')`.as('name'))
      .executeTakeFirstOrThrow()
  ).name;

describe('reads on read replicas', () => {
  let testApp: TestApp;
  let driver: ReplicaRoutingDriver;
  let replica: ReplicaConnection;

  beforeAll(async () => {
    testApp = await createTestApp({ READ_REPLICA_URLS: replicaUrl(), READ_REPLICA_POLL_MS: '60000', READ_REPLICA_MAX_LAG_MS: '600000' });
    driver = testApp.app.get(CoreMikroORM).em.getDriver() as ReplicaRoutingDriver;
    replica = driver.monitor.replicas[0];
  });

  it('starts polling with the app: the replica is reachable and may take reads', () => {
    expect(replica.state.reachable).toBe(true);
    expect(driver.monitor.choose(undefined)).toBe(replica);
  });
  afterAll(() => testApp.close());

  /** The statements of one request, split by the connection that ran them. */
  async function statementsOf(work: () => Promise<unknown>): Promise<{ replica: string[]; primary: string[] }> {
    const { statements } = await testApp.countQueries(work);
    return { replica: statements.filter((line) => VIA_REPLICA.test(line)), primary: statements.filter((line) => !VIA_REPLICA.test(line)) };
  }

  async function learnerOf(created: CreatedCourse): Promise<{ agent: TestAgent; user: User }> {
    const learner = await signedInAgent(testApp);
    await enroll(testApp, learner.user, created.course);
    return learner;
  }

  describe('where a query runs', () => {
    const em = () => testApp.app.get(EntityManager).fork();

    it('runs Kysely and MikroORM reads on the replica inside readOnReplica, on the primary outside it', async () => {
      const user = await createUser(testApp);
      expect(await applicationName(em())).not.toBe(REPLICA_APPLICATION);
      expect(await readOnReplica(replica, () => applicationName(em()))).toBe(REPLICA_APPLICATION);
      expect(await readOnReplica(replica, () => readFromPrimary(() => applicationName(em())))).not.toBe(REPLICA_APPLICATION);

      const found = await statementsOf(() => readOnReplica(replica, () => em().findOneOrFail(User, user.id)));
      expect(found.replica).toHaveLength(1);
      expect(found.primary).toHaveLength(0);
    });

    it('runs transactions and writes on the primary, also inside readOnReplica', async () => {
      const user = await createUser(testApp);
      const inTransaction = await readOnReplica(replica, () => em().transactional((transaction) => applicationName(transaction)));
      expect(inTransaction).not.toBe(REPLICA_APPLICATION);

      const written = await statementsOf(() =>
        readOnReplica(replica, async () => {
          const fork = em();
          const loaded = await fork.findOneOrFail(User, user.id);
          loaded.firstName = 'Renamed';
          await fork.flush();
        }),
      );
      expect(written.replica.some((line) => /update "users"/.test(line))).toBe(false);
      expect(written.primary.some((line) => /update "users"/.test(line))).toBe(true);
      expect((await em().findOneOrFail(User, user.id)).firstName).toBe('Renamed');
    });
  });

  describe('HTTP requests', () => {
    let created: CreatedCourse;

    beforeAll(async () => {
      created = await createCourse(testApp, { modules: 1, lessonsPerModule: 3 });
    });

    it('reads the learn view, dashboard and catalogue from the replica, and the session check from the primary', async () => {
      const { user } = await learnerOf(created);
      // A new session: its first request loads it (and its user) into the session cache, from the primary.
      const agent = testApp.agent();
      await agent.post('/api/login').send({ email: user.email, password: PASSWORD }).expect(200);
      await driver.monitor.refresh();
      const firstRequest = await statementsOf(() => agent.get('/api/user').expect(200));
      expect(firstRequest.primary.some((line) => /"sessions"/.test(line))).toBe(true);
      expect(firstRequest.replica.some((line) => /"sessions"|"users"/.test(line))).toBe(false);
      for (const path of [
        `/api/courses/${created.course.id}/learn`,
        '/api/user/dashboard',
        `/api/courses/${created.course.id}`,
        `/api/lessons/${created.lessons[0].id}`,
      ]) {
        const { replica: onReplica, primary } = await statementsOf(() => agent.get(path).expect(200));
        expect({ path, onReplica: onReplica.length > 0 }).toEqual({ path, onReplica: true });
        expect([...onReplica, ...primary].some((line) => /"sessions"/.test(line))).toBe(false);
      }
    });

    it('runs a lesson completion on the primary and stamps the read-after cookie with its WAL position', async () => {
      const { agent } = await learnerOf(created);
      const { replica: onReplica } = await statementsOf(async () => {
        const response = await agent.post(`/api/lessons/${created.lessons[0].id}/complete`).expect(200);
        const cookie = response.headers['set-cookie'] as unknown as string[];
        expect(cookie.find((line) => line.startsWith(`${READ_AFTER_COOKIE}=`))).toMatch(
          /^academy_read_after=[0-9A-F]+\/[0-9A-F]+; Max-Age=\d+; Path=\/api; HttpOnly; SameSite=Lax$/,
        );
      });
      expect(onReplica).toHaveLength(0);
    });

    it("reads a learner's own completion from the primary until the replica has replayed it; another browser keeps reading the replica", async () => {
      const { agent, user } = await learnerOf(created);
      const otherBrowser = testApp.agent();
      await otherBrowser.post('/api/login').send({ email: user.email, password: PASSWORD }).expect(200);
      await driver.monitor.refresh();

      await agent.post(`/api/lessons/${created.lessons[1].id}/complete`).expect(200);
      const learnPath = `/api/courses/${created.course.id}/learn`;
      const writer = await statementsOf(async () => {
        const learn = await agent.get(learnPath).expect(200);
        expect(learn.body.totalProgress.completed).toBe(1);
        const dashboard = await agent.get('/api/user/dashboard').expect(200);
        expect(dashboard.body.recentProgress.map((item: { lessonId: number }) => item.lessonId)).toEqual([created.lessons[1].id]);
      });
      expect(writer.replica).toHaveLength(0);
      expect((await statementsOf(() => otherBrowser.get(learnPath).expect(200))).replica.length).toBeGreaterThan(0);

      // Once the monitor has seen the replica replay past the write, the writer reads from it again.
      await driver.monitor.refresh();
      expect((await statementsOf(() => agent.get(learnPath).expect(200))).replica.length).toBeGreaterThan(0);
    });

    it('keeps handlers that are not marked, and API tokens, on the primary', async () => {
      const admin = await signedInAgent(testApp, 'admin');
      const token = (
        await admin.agent
          .post('/api/admin/api-tokens')
          .send({ name: 'Replica test', scopes: ['catalog:read'], expiresInDays: 1 })
          .expect(201)
      ).body.secret as string;
      await driver.monitor.refresh();
      expect((await statementsOf(() => admin.agent.get('/api/admin/users').expect(200))).replica).toHaveLength(0);
      expect(
        (await statementsOf(() => testApp.http().get('/api/courses').set('Authorization', `Bearer ${token}`).expect(200))).replica,
      ).toHaveLength(0);
      expect((await statementsOf(() => admin.agent.get('/api/courses').expect(200))).replica.length).toBeGreaterThan(0);
    });

    it('leaves out a replica that is too far behind', async () => {
      const { agent } = await learnerOf(created);
      await driver.monitor.refresh();
      const caughtUpAt = replica.state.caughtUpAt;
      try {
        replica.state.caughtUpAt = Date.now() - driver.monitor.settings.maxLagMs - 1;
        expect((await statementsOf(() => agent.get(`/api/courses/${created.course.id}/learn`).expect(200))).replica).toHaveLength(0);
      } finally {
        replica.state.caughtUpAt = caughtUpAt;
      }
    });
  });
});

describe('a read replica that cannot be reached', () => {
  let orm: MikroORM;

  beforeAll(async () => {
    // Port 1 on this machine refuses connections, as a replica that is down does.
    const down = new URL(process.env.ACADEMY_TEST_DATABASE_URL!);
    down.port = '1';
    orm = await MikroORM.init(
      ormOptions(process.env.ACADEMY_TEST_DATABASE_URL!, {
        silent: true,
        readReplicas: { urls: [down.toString()], pollMs: 60_000, maxLagMs: 120_000 },
      }),
    );
  });
  afterAll(() => orm.close(true));

  it('is left out by the monitor', async () => {
    const { monitor } = orm.em.getDriver() as ReplicaRoutingDriver;
    const replica = monitor.replicas[0];
    replica.state.answered(0n);
    await monitor.refresh();
    expect(replica.state.reachable).toBe(false);
    expect(monitor.choose(undefined)).toBeUndefined();
  });

  it('hands a read routed to it before the monitor noticed to the primary', async () => {
    const { monitor } = orm.em.getDriver() as ReplicaRoutingDriver;
    const replica = monitor.replicas[0];
    replica.state.answered(0n);
    const user = await readOnReplica(replica, () => kysely(orm.em.fork()).selectFrom('users').select('id').limit(1).execute());
    expect(Array.isArray(user)).toBe(true);
    expect(replica.state.reachable).toBe(false);
  });
});
