import { EntityManager } from '@mikro-orm/postgresql';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import sharp from 'sharp';
import { CacheInvalidation } from '../../src/common/cache/cache-invalidation.js';
import { CatalogRepository } from '../../src/modules/catalog/catalog.repository.js';
import { Course, type AccessLevel } from '../../src/modules/catalog/entities/course.entity.js';
import type { Viewer } from '../../src/modules/catalog/public/viewer.js';
import type { User, UserRole } from '../../src/modules/users/entities/user.entity.js';
import { PASSWORD, createUser } from '../support/accounts.js';
import { createCourse, enroll } from '../support/catalog.js';
import { freePort } from '../support/test-database.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** A signed-in person: their session cookie works on every replica (they share the database). */
interface Session {
  user: User;
  cookie: string;
}

async function signIn(replica: TestApp, role: UserRole = 'jobseeker'): Promise<Session> {
  const user = await createUser(replica, role);
  const login = await replica.http().post('/api/login').send({ email: user.email, password: PASSWORD }).expect(200);
  const cookie = ([] as string[])
    .concat(login.headers['set-cookie'] ?? [])
    .map((header) => header.split(';')[0])
    .join('; ');
  // The first authenticated request records the user's activity (one extra UPDATE): done before any count.
  await replica.http().get('/api/user').set('Cookie', cookie).expect(200);
  return { user, cookie };
}

function read(replica: TestApp, path: string, session?: Session) {
  const request = replica.http().get(path);
  return session ? request.set('Cookie', session.cookie) : request;
}

/** A TCP relay to Redis that can drop its connections and refuse new ones, as an unreachable Redis would. */
class RedisRelay {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  get isOpen(): boolean {
    return this.server?.listening ?? false;
  }

  async open(): Promise<void> {
    this.port ||= await freePort();
    const target = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    this.server = createServer((client) => {
      const upstream = createConnection(Number(target.port || 6379), target.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  async cut(): Promise<void> {
    const closed = new Promise((resolve) => this.server!.close(resolve));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}

const byNumber = (a: number, b: number) => a - b;

/** Resolves once `condition` holds, checking after each turn of the event loop's timers. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** What each cached view shows of one course, on one replica, to a visitor and to one learner. */
async function views(replica: TestApp, courseId: number, learner: Session) {
  const answer = async (path: string, session?: Session) => {
    const response = await read(replica, path, session);
    return response.status === 200 ? response.body : response.status;
  };
  const publicList = (await read(replica, '/api/courses/public').expect(200)).body as { id: number }[];
  const learnerList = (await read(replica, '/api/courses', learner).expect(200)).body as { id: number }[];
  return {
    publicList: publicList.find((course) => course.id === courseId) ?? 'absent',
    publicCourse: await answer(`/api/courses/public/${courseId}`),
    learnerList: learnerList.find((course) => course.id === courseId) ?? 'absent',
    learnerCourse: await answer(`/api/courses/${courseId}`, learner),
    learnerModules: await answer(`/api/courses/${courseId}/modules`, learner),
    learnView: await answer(`/api/courses/${courseId}/learn`, learner),
  };
}

describe('the catalogue cache on two replicas', () => {
  const queuePrefix = `academy-cache-${randomUUID().slice(0, 8)}`;
  let replicaA: TestApp;
  let replicaB: TestApp;
  let admin: Session;

  /** An admin's request on replica A (the writer). */
  const write = (method: 'post' | 'patch' | 'put' | 'delete', path: string) =>
    replicaA.http()[method](path).set('Cookie', admin.cookie).set('Origin', replicaA.config.publicUrl);

  beforeAll(async () => {
    replicaA = await createTestApp({ QUEUE_PREFIX: queuePrefix });
    replicaB = await createTestApp({ QUEUE_PREFIX: queuePrefix });
    admin = await signIn(replicaA, 'admin');
  });
  afterAll(async () => {
    await replicaA.close();
    await replicaB.close();
  });

  it("shows an admin's change on replica A in the very next answer of replica B (and A), for every catalogue view", async () => {
    const { course, modules, lessons } = await createCourse(replicaA, { modules: 2, lessonsPerModule: 2 });
    const learner = await signIn(replicaA);
    await enroll(replicaA, learner.user, course);
    const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 40, b: 40 } } })
      .png()
      .toBuffer();
    const startedWith = lessons.map((lesson) => lesson.id);
    // The lessons of the first module other than the two it started with (a reorder names them all).
    let firstModuleExtra: number[] = [];

    const changes: [name: string, change: () => PromiseLike<unknown>, shows: (after: Awaited<ReturnType<typeof views>>) => void][] = [
      [
        'a new title',
        () => write('patch', `/api/courses/${course.id}`).send({ title: 'Sourcing, renamed' }).expect(200),
        (after) => {
          expect(after.publicList).toMatchObject({ title: 'Sourcing, renamed' });
          expect(after.publicCourse).toMatchObject({ title: 'Sourcing, renamed' });
          expect(after.learnerList).toMatchObject({ title: 'Sourcing, renamed' });
          expect(after.learnerCourse).toMatchObject({ title: 'Sourcing, renamed' });
          expect(after.learnView).toMatchObject({ title: 'Sourcing, renamed' });
        },
      ],
      [
        'a new lesson',
        () => write('post', `/api/modules/${modules[0].id}/lessons`).send({ title: 'An added lesson', type: 'text' }).expect(201),
        (after) => {
          expect(after.publicList).toMatchObject({ lessonCount: 5 });
          expect(after.learnerCourse).toMatchObject({ lessonCount: 5, progress: { completed: 0, total: 5 } });
          expect(after.learnView).toMatchObject({ totalProgress: { completed: 0, total: 5 } });
          expect(after.learnView.modules[0].lessons.at(-1)).toMatchObject({ title: 'An added lesson', isCompleted: false });
          expect(after.publicCourse.lessons.map((lesson: { title: string }) => lesson.title)).toContain('An added lesson');
        },
      ],
      [
        "a lesson's new title",
        () => write('patch', `/api/lessons/${lessons[0].id}`).send({ title: 'A renamed lesson' }).expect(200),
        (after) => expect(after.learnerModules[0].lessons[0]).toMatchObject({ id: lessons[0].id, title: 'A renamed lesson' }),
      ],
      [
        "a module's lessons in a new order",
        () =>
          write('put', `/api/modules/${modules[0].id}/lessons/order`)
            .send({ ids: [...firstModuleExtra, lessons[1].id, lessons[0].id] })
            .expect(200),
        (after) =>
          expect(after.learnView.modules[0].lessons.slice(-2).map((lesson: { id: number }) => lesson.id)).toEqual([
            lessons[1].id,
            lessons[0].id,
          ]),
      ],
      [
        'a lesson moved to the other module',
        () => write('put', `/api/lessons/${lessons[0].id}/position`).send({ moduleId: modules[1].id, position: 0 }).expect(200),
        (after) => expect(after.publicCourse.modules[1].lessons[0]).toMatchObject({ id: lessons[0].id, moduleId: modules[1].id }),
      ],
      [
        'the modules in a new order',
        () =>
          write('put', `/api/courses/${course.id}/modules/order`)
            .send({ ids: [modules[1].id, modules[0].id] })
            .expect(200),
        (after) => expect(after.learnerCourse.modules.map((module: { id: number }) => module.id)).toEqual([modules[1].id, modules[0].id]),
      ],
      [
        "a module's new title",
        () => write('patch', `/api/modules/${modules[1].id}`).send({ title: 'A renamed module' }).expect(200),
        (after) => expect(after.learnView.modules[0]).toMatchObject({ id: modules[1].id, title: 'A renamed module' }),
      ],
      [
        'a new module',
        () => write('post', `/api/courses/${course.id}/modules`).send({ title: 'An added module' }).expect(201),
        (after) => expect(after.publicCourse.modules.at(-1)).toMatchObject({ title: 'An added module', lessons: [] }),
      ],
      [
        'a deleted lesson',
        () => write('delete', `/api/lessons/${lessons[3].id}`).expect(204),
        (after) => {
          expect(after.publicList).toMatchObject({ lessonCount: 4 });
          expect(after.learnerCourse.lessons.map((lesson: { id: number }) => lesson.id)).not.toContain(lessons[3].id);
        },
      ],
      [
        'a deleted module',
        () => write('delete', `/api/modules/${modules[0].id}`).expect(204),
        (after) => expect(after.learnView.modules.map((module: { id: number }) => module.id)).not.toContain(modules[0].id),
      ],
      [
        'a price',
        () => write('patch', `/api/courses/${course.id}`).send({ isPaid: true, price: 2500 }).expect(200),
        (after) => expect(after.publicList).toMatchObject({ isPaid: true, price: 2500 }),
      ],
      [
        'an image',
        () =>
          write('put', `/api/courses/${course.id}/image`)
            .attach('file', picture, { filename: 'cover.png', contentType: 'image/png' })
            .expect(200),
        (after) => expect(after.learnerList).toMatchObject({ thumbnailUrl: expect.stringMatching(/-card\.webp$/) }),
      ],
      [
        'no image',
        () => write('delete', `/api/courses/${course.id}/image`).expect(200),
        (after) => expect(after.publicCourse).toMatchObject({ thumbnailUrl: null, heroImageUrl: null }),
      ],
      [
        'an access level the learner and visitors may not see',
        () => write('patch', `/api/courses/${course.id}`).send({ accessLevel: 'recruitpro' }).expect(200),
        (after) =>
          expect(after).toMatchObject({
            publicList: 'absent',
            publicCourse: 404,
            learnerList: 'absent',
            learnerCourse: 404,
            learnerModules: 404,
            learnView: 404,
          }),
      ],
      [
        'specific access for the learner',
        () =>
          write('put', `/api/courses/${course.id}/specific-access`)
            .send({ userIds: [learner.user.id] })
            .expect(200),
        (after) => {
          expect(after).toMatchObject({
            publicList: 'absent',
            publicCourse: 404,
            learnerList: { id: course.id, accessLevel: 'recruitpro', isEnrolled: true },
          });
          expect(after.learnView).toMatchObject({ id: course.id });
        },
      ],
      [
        'the course deleted',
        () => write('delete', `/api/courses/${course.id}`).expect(204),
        (after) =>
          expect(after).toEqual({
            publicList: 'absent',
            publicCourse: 404,
            learnerList: 'absent',
            learnerCourse: 404,
            learnerModules: 404,
            learnView: 404,
          }),
      ],
    ];
    for (const [name, change, shows] of changes) {
      // Both replicas hold the course as it is now.
      const before = await views(replicaB, course.id, learner);
      expect(await views(replicaA, course.id, learner)).toEqual(before);
      if (typeof before.learnerModules !== 'number') {
        const firstModule = before.learnerModules.find((module: { id: number }) => module.id === modules[0].id);
        firstModuleExtra = (firstModule?.lessons ?? [])
          .map((lesson: { id: number }) => lesson.id)
          .filter((id: number) => !startedWith.includes(id));
      }

      await change();
      const onB = await views(replicaB, course.id, learner);
      const onA = await views(replicaA, course.id, learner);
      expect({ change: name, differs: JSON.stringify(onB) !== JSON.stringify(before) }).toEqual({ change: name, differs: true });
      shows(onB);
      expect(onA).toEqual(onB);
    }
  });

  it('answers a visitor from the cache without SQL, and the learn view with fewer statements', async () => {
    const { course, lessons } = await createCourse(replicaA, { modules: 3, lessonsPerModule: 4 });
    const other = (await createCourse(replicaA, { modules: 2, lessonsPerModule: 2 })).course;
    const learner = await signIn(replicaB);
    await enroll(replicaB, learner.user, course);
    await enroll(replicaB, learner.user, other);
    // A change empties the cache: the next answers are misses.
    await write('patch', `/api/courses/${course.id}`).send({ description: 'Counted' }).expect(200);

    for (const path of ['/api/courses/public', `/api/courses/public/${course.id}`]) {
      const miss = await replicaB.countQueries(() => read(replicaB, path).expect(200));
      const hit = await replicaB.countQueries(() => read(replicaB, path).expect(200));
      expect({ path, miss: miss.count > 0, hit: hit.statements }).toEqual({ path, miss: true, hit: [] });
    }

    const learnPath = `/api/courses/${course.id}/learn`;
    await write('patch', `/api/courses/${course.id}`).send({ description: 'Counted again' }).expect(200);
    const learnMiss = await replicaB.countQueries(() => read(replicaB, learnPath, learner).expect(200));
    const learnHit = await replicaB.countQueries(() => read(replicaB, learnPath, learner).expect(200));
    expect(learnHit.count).toBeLessThan(learnMiss.count);
    expect(learnHit.statements.filter((sql) => /from "modules"/.test(sql))).toEqual([]);

    // A signed-in learner's catalogue and course page: their own side only, one statement each beyond the session's.
    const session = await replicaB.countQueries(() => read(replicaB, '/api/user', learner).expect(200));
    for (const path of ['/api/courses', `/api/courses/${course.id}`, `/api/lessons/${lessons[5].id}`]) {
      await read(replicaB, path, learner).expect(200);
      const hit = await replicaB.countQueries(() => read(replicaB, path, learner).expect(200));
      expect({ path, count: hit.count }).toEqual({ path, count: session.count + 1 });
    }

    // The dashboard: its three statements, plus two for the outlines of all its courses when the cache has none of them.
    await write('patch', `/api/courses/${other.id}`).send({ description: 'Counted once more' }).expect(200);
    await write('patch', `/api/courses/${course.id}`).send({ description: 'Counted once more' }).expect(200);
    const dashboardMiss = await replicaB.countQueries(() => read(replicaB, '/api/user/dashboard', learner).expect(200));
    const dashboardHit = await replicaB.countQueries(() => read(replicaB, '/api/user/dashboard', learner).expect(200));
    expect({ miss: dashboardMiss.count, hit: dashboardHit.count }).toEqual({ miss: session.count + 5, hit: session.count + 3 });
  });

  it('keeps every course from those who may not see it, whether the cache holds it or not', async () => {
    const jobseeker = await signIn(replicaA, 'jobseeker');
    const granted = await signIn(replicaA, 'jobseeker');
    const recruiter = await signIn(replicaA, 'recruitpro');
    const restricted = (await createCourse(replicaA, { accessLevel: 'recruitpro' })).course;
    const shared = (await createCourse(replicaA, { accessLevel: 'recruitpro', specificUsers: [granted.user] })).course;
    const adminsOnly = (await createCourse(replicaA, { accessLevel: 'admin' })).course;
    await enroll(replicaA, jobseeker.user, restricted);

    // Those who may see them fill the caches of both replicas first.
    for (const replica of [replicaA, replicaB]) {
      for (const course of [restricted, shared, adminsOnly]) await read(replica, `/api/courses/${course.id}`, admin).expect(200);
      await read(replica, `/api/courses/${restricted.id}`, recruiter).expect(200);
      await read(replica, '/api/courses', recruiter).expect(200);
    }

    for (const replica of [replicaA, replicaB]) {
      const listed = async (session?: Session) =>
        ((await read(replica, session ? '/api/courses' : '/api/courses/public', session).expect(200)).body as { id: number }[])
          .map((course) => course.id)
          .filter((id) => [restricted.id, shared.id, adminsOnly.id].includes(id));
      expect(await listed()).toEqual([]);
      expect(await listed(jobseeker)).toEqual([]);
      expect(await listed(granted)).toEqual([shared.id]);
      expect(await listed(recruiter)).toEqual([restricted.id, shared.id]);
      for (const course of [restricted, shared, adminsOnly]) {
        await read(replica, `/api/courses/public/${course.id}`).expect(404);
        for (const path of ['', '/modules', '/learn']) await read(replica, `/api/courses/${course.id}${path}`, jobseeker).expect(404);
      }
      expect((await read(replica, `/api/courses/${shared.id}`, granted).expect(200)).body).toMatchObject({
        id: shared.id,
        isEnrolled: false,
      });
      expect((await read(replica, `/api/courses/${adminsOnly.id}`, recruiter).expect(404)).body).toMatchObject({
        code: 'COURSE_NOT_FOUND',
        message: 'Course not found',
      });
    }
  });

  it('decides who may see a cached course exactly as the database query does', async () => {
    const levels: AccessLevel[] = ['all', 'recruitpro', 'jobseeker', 'admin'];
    const sessions = {
      jobseeker: await signIn(replicaA, 'jobseeker'),
      recruitpro: await signIn(replicaA, 'recruitpro'),
      admin: await signIn(replicaA, 'admin'),
      grantedJobseeker: await signIn(replicaA, 'jobseeker'),
      grantedRecruiter: await signIn(replicaA, 'recruitpro'),
    };
    const granted = [sessions.grantedJobseeker.user, sessions.grantedRecruiter.user];
    const ids: number[] = [];
    for (const specificUsers of [[], granted]) {
      for (const accessLevel of levels) ids.push((await createCourse(replicaA, { accessLevel, specificUsers })).course.id);
    }
    ids.sort(byNumber);
    const repository = new CatalogRepository(replicaA.app.get(EntityManager).fork());

    const viewers: [label: string, viewer: Viewer, session?: Session][] = [
      ['visitor', null],
      ...Object.entries(sessions).map(([label, session]): [string, Viewer, Session] => [
        label,
        { id: session.user.id, role: session.user.role },
        session,
      ]),
    ];
    for (const [label, viewer, session] of viewers) {
      const expected = [];
      for (const id of ids) if (await repository.isVisible(viewer, id)) expected.push(id);
      const list = (await read(replicaB, session ? '/api/courses' : '/api/courses/public', session).expect(200)).body as { id: number }[];
      const detailed = [];
      for (const id of ids)
        if ((await read(replicaB, session ? `/api/courses/${id}` : `/api/courses/public/${id}`, session)).status === 200) detailed.push(id);
      const listed = list.map((course) => course.id).filter((id) => ids.includes(id));
      expect({ viewer: label, listed: listed.sort(byNumber), detailed }).toEqual({ viewer: label, listed: expected, detailed: expected });
    }
  });

  it('announces a change made in a transaction when it commits, and nothing for one rolled back', async () => {
    const { course } = await createCourse(replicaA, { title: 'Before the transaction' });
    const titleOn = async (replica: TestApp) => (await read(replica, `/api/courses/public/${course.id}`).expect(200)).body.title as string;
    expect([await titleOn(replicaA), await titleOn(replicaB)]).toEqual(['Before the transaction', 'Before the transaction']);

    const em = replicaA.app.get(EntityManager).fork();
    await em.transactional(async (outer) => {
      await outer.transactional(async (inner) => {
        (await inner.findOneOrFail(Course, course.id)).title = 'Committed';
      });
      // The savepoint is released, the transaction is not committed: no replica was told yet, so both keep what they hold.
      expect([await titleOn(replicaA), await titleOn(replicaB)]).toEqual(['Before the transaction', 'Before the transaction']);
    });
    expect([await titleOn(replicaB), await titleOn(replicaA)]).toEqual(['Committed', 'Committed']);

    // A rolled-back change announces nothing: the first message on the channel after it is one the test sends.
    const listener = new Redis(replicaA.config.redis.url);
    const channel = `${queuePrefix}:cache-invalidation`;
    const messages: string[] = [];
    listener.on('message', (_channel: string, message: string) => messages.push(message));
    await listener.subscribe(channel);
    try {
      await expect(
        em.fork().transactional(async (tx) => {
          (await tx.findOneOrFail(Course, course.id)).title = 'Rolled back';
          await tx.flush();
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      await replicaA.app.get(CacheInvalidation).publish('a cache of the test', null);
      await until(() => messages.length > 0);
      expect(JSON.parse(messages[0])).toMatchObject({ cache: 'a cache of the test' });
    } finally {
      listener.disconnect();
    }
    expect([await titleOn(replicaB), await titleOn(replicaA)]).toEqual(['Committed', 'Committed']);
  });
});

describe('a replica whose invalidation channel is down', () => {
  const queuePrefix = `academy-cache-${randomUUID().slice(0, 8)}`;
  const relay = new RedisRelay();
  let writer: TestApp;
  let cut: TestApp;
  let admin: Session;

  beforeAll(async () => {
    await relay.open();
    writer = await createTestApp({ QUEUE_PREFIX: queuePrefix });
    // A web replica (queue workers run elsewhere): a BullMQ worker whose connection dropped and came back can take long to close.
    cut = await createTestApp({ QUEUE_PREFIX: queuePrefix, REDIS_URL: `redis://127.0.0.1:${relay.port}`, RUN_WORKER: 'false' });
    admin = await signIn(writer, 'admin');
  });
  afterAll(async () => {
    await cut.close();
    await writer.close();
    if (relay.isOpen) await relay.cut();
  });

  it('reads through to the database while it cannot hear changes, and starts empty when it can again', async () => {
    const { course } = await createCourse(writer, { title: 'Heard' });
    const channel = cut.app.get(CacheInvalidation);
    const rename = (title: string) =>
      writer
        .http()
        .patch(`/api/courses/${course.id}`)
        .set('Cookie', admin.cookie)
        .set('Origin', writer.config.publicUrl)
        .send({ title })
        .expect(200);
    const titleOnCut = async () => (await read(cut, `/api/courses/public/${course.id}`).expect(200)).body.title as string;

    expect(channel.isLive()).toBe(true);
    expect(await titleOnCut()).toBe('Heard');
    expect((await cut.countQueries(() => read(cut, `/api/courses/public/${course.id}`).expect(200))).count).toBe(0);

    await relay.cut();
    await until(() => !channel.isLive());
    await rename('Not heard, read anyway');
    expect(await titleOnCut()).toBe('Not heard, read anyway');
    expect((await cut.countQueries(() => read(cut, `/api/courses/public/${course.id}`).expect(200))).count).toBeGreaterThan(0);

    // Held again from before the outage: a change made while it is cut must not leave it stale.
    await relay.open();
    await until(() => channel.isLive());
    expect(await titleOnCut()).toBe('Not heard, read anyway');
    await relay.cut();
    await until(() => !channel.isLive());
    await rename('Changed during the outage');
    await relay.open();
    await until(() => channel.isLive());
    expect(await titleOnCut()).toBe('Changed during the outage');
    expect((await cut.countQueries(() => read(cut, `/api/courses/public/${course.id}`).expect(200))).count).toBe(0);
  });
});
