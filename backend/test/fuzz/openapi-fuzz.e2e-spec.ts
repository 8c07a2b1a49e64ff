import { EntityManager } from '@mikro-orm/postgresql';
import type { INestApplication, Type } from '@nestjs/common';
import { DiscoveryService, ModulesContainer, Reflector } from '@nestjs/core';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import request from 'supertest';
import { IS_PUBLIC } from '../../src/common/decorators/public.decorator.js';
import { ROLES as ROLES_KEY } from '../../src/common/decorators/roles.decorator.js';
import { ERROR_CODES, type ErrorCode } from '../../src/common/errors/error-codes.js';
import { hashToken } from '../../src/common/security/tokens.js';
import { REPO_ROOT } from '../../src/config/config.js';
import type { User, UserRole } from '../../src/modules/users/entities/user.entity.js';
import { createUser, PASSWORD, uniqueEmail } from '../support/accounts.js';
import { createCourse, enroll } from '../support/catalog.js';
import { LocalStripe } from '../support/local-stripe/local-stripe.js';
import { createMigratedDatabase, dropDatabase } from '../support/test-database.js';
import { createTeam } from '../support/teams.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import {
  casesFor,
  describeInput,
  operationsOf,
  urlOf,
  type FuzzCase,
  type FuzzOperation,
  type KnownValues,
  type OpenApiDocument,
} from './openapi-cases.js';

/**
 * Requests generated from openapi/openapi.json (wrong types, missing fields, huge strings, nasty
 * unicode, odd ids, unknown fields, malformed JSON) as a visitor and as each role: none may get a 5xx,
 * every refusal carries an error code, and a role the guards turn away never succeeds.
 * Deterministic: the same seed gives the same requests; a failure prints what to send to reproduce it.
 */
/** FUZZ_SEED explores other inputs; the suite's own runs always use the default. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const CASES_PER_OPERATION_AND_ROLE = 40;
/**
 * A role the guards turn away (a visitor where a session is needed, a learner on an admin operation)
 * is refused before any code reads the path, query or body, and the layers before the guards (routing,
 * body parsing) see the same inputs from the roles that are let in: a few requests show the refusal.
 */
const CASES_PER_REFUSED_ROLE = 4;
const CONCURRENCY = 20;
const PUBLIC_URL = 'http://academy.test';
/** Signature-checked before anything else, with its own tests (backend/test/payments). */
const SKIPPED = new Set(['POST /api/stripe/webhook']);
const ROLES = ['visitor', 'jobseeker', 'recruitpro', 'admin'] as const;
type Role = (typeof ROLES)[number];

interface Failure {
  role: Role;
  operation: string;
  mutation: string;
  request: string;
  status: number | string;
  response: string;
}

/** A refusal names what went wrong with one of the API's error codes. */
function hasErrorCode(body: string): boolean {
  try {
    return ERROR_CODES.includes((JSON.parse(body) as { code?: ErrorCode }).code!);
  } catch {
    return false;
  }
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

/** Operations that end the role agents' sessions or accounts (when a generated body happens to carry the right password). */
const SESSION_ENDING = new Set(['/api/logout', '/api/account/password', '/api/account/delete']);
/**
 * DELETEs (and the POSTs that delete), and what ends sessions, run last, so the rest sees the fixtures
 * they would remove and the signed-in agents they would sign out.
 */
const destructive = (operation: FuzzOperation) =>
  operation.method === 'DELETE' || operation.path.endsWith('/delete') || SESSION_ENDING.has(operation.path);

/** For each handler (its name is the operation id), the roles its guards refuse, read as SessionGuard and RolesGuard read them. */
function refusedRolesOf(app: INestApplication): Map<string, Set<Role>> {
  const reflector = new Reflector();
  const refused = new Map<string, Set<Role>>();
  for (const wrapper of new DiscoveryService(app.get(ModulesContainer)).getControllers()) {
    const controller = wrapper.metatype as Type | undefined;
    if (!controller) continue;
    for (const name of Object.getOwnPropertyNames(controller.prototype)) {
      const handler: unknown = controller.prototype[name];
      if (name === 'constructor' || typeof handler !== 'function') continue;
      const targets = [handler as () => unknown, controller];
      const admitted = reflector.getAllAndOverride<UserRole[] | undefined>(ROLES_KEY, targets) ?? [];
      const isPublic = reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, targets) ?? false;
      const roles = new Set<Role>();
      if (!isPublic || admitted.length > 0) roles.add('visitor');
      if (admitted.length > 0) for (const role of ROLES) if (role !== 'visitor' && !admitted.includes(role)) roles.add(role);
      refused.set(name, roles);
    }
  }
  return refused;
}

/** The cases that send different requests (generated cases repeat, e.g. a GET without parameters has few to send). */
function distinct(operation: FuzzOperation, cases: FuzzCase[]): FuzzCase[] {
  const seen = new Set<string>();
  return cases.filter((fuzzCase) => {
    const key = JSON.stringify([urlOf(operation, fuzzCase), fuzzCase.headers, fuzzCase.body]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

describe('OpenAPI fuzzing', () => {
  const document = JSON.parse(readFileSync(join(REPO_ROOT, 'openapi/openapi.json'), 'utf8')) as OpenApiDocument;
  let databaseUrl: string;
  let localStripe: LocalStripe;
  let testApp: TestApp;
  let baseUrl: string;
  const cookies: Partial<Record<Role, string>> = {};
  const agentIds = new Set<number>();
  const learners: User[] = [];
  const pools: Record<string, string[]> = {};
  const inviteTokens: string[] = [];
  const teamInviteTokens: string[] = [];

  const sql = <T>(query: string, params: unknown[] = []) =>
    testApp.app.get(EntityManager).fork().getConnection().execute<T[]>(query, params);

  async function signIn(role: UserRole): Promise<string> {
    const user = await createUser(testApp, role);
    agentIds.add(user.id);
    if (role !== 'admin') learners.push(user);
    const response = await request(baseUrl).post('/api/login').send({ email: user.email, password: PASSWORD }).expect(200);
    const setCookie = response.headers['set-cookie'] as unknown as string[];
    return setCookie.find((value) => value.startsWith('academy_session='))!.split(';')[0];
  }

  /** Recent ids of the rows the fuzz may aim at: its fixtures, plus whatever valid requests created. */
  async function refreshPools(): Promise<void> {
    const tables: Record<string, string> = {
      courses: 'select id::text as value from courses',
      lessons: 'select id::text as value from lessons',
      modules: 'select id::text as value from modules',
      downloads: 'select id::text as value from downloads',
      users: `select id::text as value from users where id not in (${[...agentIds].join(',')})`,
      quizzes: 'select id::text as value from quizzes',
      questions: 'select id::text as value from quiz_questions',
      attempts: 'select id::text as value from quiz_attempts',
      uploads: 'select id::text as value from quiz_uploads',
      certificates: 'select code as value from certificates',
      profileImages: 'select id::text as value from profile_images',
      teams: 'select id::text as value from teams',
      teamSeats: 'select id::text as value from team_seats',
      cohorts: 'select id::text as value from cohorts',
      sessions: 'select id::text as value from live_sessions',
    };
    for (const [pool, query] of Object.entries(tables)) {
      pools[pool] = (await sql<{ value: string }>(`${query} order by 1 desc limit 20`)).map((row) => row.value);
    }
    pools.invite = inviteTokens;
    pools.teamInvites = teamInviteTokens;
  }

  const POOL_BY_SEGMENT: Record<string, string> = {
    courses: 'courses',
    public: 'courses',
    lessons: 'lessons',
    modules: 'modules',
    users: 'users',
    downloads: 'downloads',
    quizzes: 'quizzes',
    'quiz-questions': 'questions',
    questions: 'questions',
    'quiz-attempts': 'attempts',
    'quiz-uploads': 'uploads',
    certificates: 'certificates',
    invite: 'invite',
    'profile-images': 'profileImages',
    teams: 'teams',
    seats: 'teamSeats',
    'team-invites': 'teamInvites',
    cohorts: 'cohorts',
    sessions: 'sessions',
  };
  const POOL_BY_FIELD: Record<string, string[]> = {
    courseId: ['courses'],
    ids: ['modules', 'lessons', 'questions'],
    specificUserAccess: ['users'],
    questionId: ['questions'],
    cohortId: ['cohorts'],
  };
  const known: KnownValues = {
    pathValues: (segment) => pools[POOL_BY_SEGMENT[segment]] ?? [],
    ids: (field) => (POOL_BY_FIELD[field] ?? []).flatMap((pool) => pools[pool] ?? []).map(Number),
  };

  /** A few rows of everything, so that generated requests reach past "not found". */
  async function createFixtures(): Promise<void> {
    const admin = request.agent(baseUrl).set('Cookie', cookies.admin!);
    const free = await createCourse(testApp, { modules: 2, lessonsPerModule: 3 });
    const paid = await createCourse(testApp, { isPaid: true, price: 4900 });
    await createCourse(testApp, { isPaid: true, price: 1900, paymentType: 'subscription' });
    await createCourse(testApp, { accessLevel: 'recruitpro' });
    await createCourse(testApp, { accessLevel: 'jobseeker' });
    const short = await createCourse(testApp, { modules: 1, lessonsPerModule: 1 });
    const quizCourse = await createCourse(testApp, { modules: 1, lessonsPerModule: 2, lessonType: 'quiz' });
    for (const learner of learners) {
      for (const { course } of [free, short, quizCourse]) await enroll(testApp, learner, course);
    }
    for (let index = 0; index < 6; index++) await createUser(testApp, index % 2 ? 'recruitpro' : 'jobseeker');
    for (let index = 0; index < 3; index++) {
      await admin
        .post('/api/downloads')
        .send({
          title: `Checklist ${index}`,
          fileType: 'Checklist',
          fileUrl: 'https://example.com/checklist.pdf',
          fileName: 'checklist.pdf',
        })
        .expect(201);
    }
    for (let index = 0; index < 3; index++) {
      const invited = await admin
        .post(`/api/courses/${paid.course.id}/invite`)
        .send({ email: uniqueEmail('fuzz-invite') })
        .expect(200);
      inviteTokens.push(new URL(invited.body.inviteUrl as string).searchParams.get('invite')!);
    }
    // Quizzes and a certificate, when those modules accept these requests (their own suites test them).
    const quizLesson = quizCourse.lessons[0];
    await admin.put(`/api/admin/lessons/${quizLesson.id}/quiz`).send({ title: 'Fuzz quiz' });
    const [quiz] = await sql<{ id: number }>('select id from quizzes where lesson_id = ?', [quizLesson.id]);
    if (quiz) {
      await admin
        .post(`/api/admin/quizzes/${quiz.id}/questions`)
        .send({ type: 'multiple_choice', question: 'Pick one', options: ['a', 'b'], correctOptions: [0] });
      await admin
        .post(`/api/admin/quizzes/${quiz.id}/questions`)
        .send({ type: 'short_answer', question: 'Say it', acceptedAnswers: ['it'] });
      await admin.post(`/api/admin/quizzes/${quiz.id}/questions`).send({ type: 'file_upload', question: 'Upload it' });
      await request(baseUrl).post(`/api/quizzes/${quiz.id}/attempts`).set('Cookie', cookies.jobseeker!);
    }
    await request(baseUrl).post(`/api/lessons/${short.lessons[0].id}/complete`).set('Cookie', cookies.jobseeker!).expect(200);
    // A team the jobseeker agent manages, with invited seats, and one invitation whose link the fuzz knows.
    const team = await createTeam(testApp, { course: paid.course, manager: learners[0], seats: 6 });
    await request(baseUrl)
      .post(`/api/teams/${team.id}/seats`)
      .set('Cookie', cookies.jobseeker!)
      .send({ emails: [uniqueEmail('fuzz-seat'), uniqueEmail('fuzz-seat')] })
      .expect(200);
    const teamToken = 'fuzz-team-invite-token-000000000000';
    await sql(`insert into team_seats (team_id, email, status, token_hash, invited_at) values (?, ?, 'invited', ?, now())`, [
      team.id,
      uniqueEmail('fuzz-seat'),
      hashToken(teamToken),
    ]);
    teamInviteTokens.push(teamToken);
    // A cohort of the free course with its learners, a drip module and live sessions (one under way).
    const cohort = await admin
      .post(`/api/admin/courses/${free.course.id}/cohorts`)
      .send({
        title: 'Fuzz cohort',
        startsAt: new Date(Date.now() - 86_400_000).toISOString(),
        endsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      })
      .expect(201);
    for (const cookie of [cookies.jobseeker!, cookies.recruitpro!])
      await request(baseUrl).post(`/api/cohorts/${cohort.body.id}/join`).set('Cookie', cookie).expect(200);
    for (const startsAt of [Date.now() - 10 * 60_000, Date.now() + 3 * 86_400_000])
      await admin
        .post(`/api/admin/cohorts/${cohort.body.id}/sessions`)
        .send({
          title: 'Fuzz session',
          startsAt: new Date(startsAt).toISOString(),
          timeZone: 'Europe/London',
          durationMinutes: 60,
          joinUrl: 'https://meet.google.com/abc-defg-hij',
          credits: { shrm: { hundredths: 100, activityId: null }, hrci: null, cpd: null },
        })
        .expect(201);
    await admin.patch(`/api/modules/${free.modules[1].id}`).send({ unlockAfterDays: 7 }).expect(200);
  }

  beforeAll(async () => {
    // Its own database: admin requests update and delete what they find, which must not be other suites' rows.
    databaseUrl = await createMigratedDatabase('academy_fuzz');
    localStripe = new LocalStripe({ secretKey: 'sk_test_fuzz', webhookSecret: 'whsec_fuzz' });
    const stripeApi = await localStripe.start();
    localStripe.deliverWebhooks = false;
    // No SMTP_URL: e-mails become .eml files in the test's temporary DATA_DIR.
    testApp = await createTestApp({
      DATABASE_URL: databaseUrl,
      PUBLIC_URL,
      STRIPE_SECRET_KEY: 'sk_test_fuzz',
      STRIPE_WEBHOOK_SECRET: 'whsec_fuzz',
      STRIPE_API_BASE: stripeApi,
      LOG_LEVEL: process.env.FUZZ_LOG_LEVEL ?? 'silent',
    });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(testApp.app.getHttpServer().address() as AddressInfo).port}`;
    // The role agents first (and never the target of user administration below), then the fixtures.
    cookies.jobseeker = await signIn('jobseeker');
    cookies.recruitpro = await signIn('recruitpro');
    cookies.admin = await signIn('admin');
    await createFixtures();
  });
  afterAll(async () => {
    await testApp?.close();
    await localStripe?.stop();
    if (databaseUrl) await dropDatabase(process.env.ACADEMY_TEST_ADMIN_URL!, databaseUrl);
  });

  it(
    `answers every generated request with less than 500, refusals with an error code (${CASES_PER_OPERATION_AND_ROLE} per operation and role, seed ${SEED})`,
    async () => {
      const operations = operationsOf(document, (method, path) => SKIPPED.has(`${method.toUpperCase()} ${path}`));
      operations.sort((a, b) => Number(destructive(a)) - Number(destructive(b)));
      const failures: Failure[] = [];
      const statuses = new Map<number, number>();
      let sent = 0;
      const started = Date.now();

      async function send(role: Role, operation: FuzzOperation, fuzzCase: FuzzCase, refused: boolean): Promise<void> {
        // User administration aims at the spare users only: the role agents must stay as they are.
        if (operation.path.startsWith('/api/admin/users/') && agentIds.has(Number(fuzzCase.pathValues.id))) {
          fuzzCase.pathValues.id = pools.users[0] ?? '0';
        }
        const url = urlOf(operation, fuzzCase);
        const method = operation.method.toLowerCase() as 'get';
        let call = request(baseUrl)
          [method](url)
          .timeout(30_000)
          .buffer(true)
          .parse((response, done) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (text += chunk));
            response.on('end', () => done(null, text));
          });
        if (cookies[role as UserRole]) call = call.set('Cookie', cookies[role as UserRole]!);
        for (const [name, value] of Object.entries(fuzzCase.headers)) call = call.set(name, value);
        const { body } = fuzzCase;
        if (body.kind === 'json') call = call.set('Content-Type', 'application/json').send(JSON.stringify(body.value));
        else if (body.kind === 'raw') call = call.set('Content-Type', body.contentType).send(body.text);
        else if (body.kind === 'multipart')
          call = call.attach('file', Buffer.from(body.content), { filename: body.fileName, contentType: body.contentType });
        const report = (status: number | string, response: string) =>
          failures.push({
            role,
            operation: `${operation.method} ${operation.path} (${operation.operationId})`,
            mutation: fuzzCase.mutation,
            request: `${operation.method} ${describeInput(url).slice(1, -1)} headers=${describeInput(fuzzCase.headers)} body=${describeInput(body)}`,
            status,
            response: response.slice(0, 2000),
          });
        try {
          const response = await call;
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status >= 500) report(response.status, String(response.body));
          else if (refused && response.status < 400) report(`${response.status} for a role the guards refuse`, String(response.body));
          else if (response.status >= 400 && !hasErrorCode(String(response.body)))
            report(`${response.status} without an error code`, String(response.body));
        } catch (error) {
          report('no response', (error as Error).message);
        } finally {
          sent++;
        }
      }

      const refusedRoles = refusedRolesOf(testApp.app);
      for (const [index, operation] of operations.entries()) {
        await refreshPools();
        const refused = refusedRoles.get(operation.operationId);
        if (!refused) throw new Error(`No controller method is named ${operation.operationId}`);
        const work = ROLES.flatMap((role, roleIndex) => {
          const seed = SEED + index * ROLES.length + roleIndex;
          const cases = casesFor(document, operation, known, PUBLIC_URL, seed, CASES_PER_OPERATION_AND_ROLE);
          return distinct(operation, refused.has(role) ? cases.slice(0, CASES_PER_REFUSED_ROLE) : cases).map((fuzzCase) => ({
            role,
            fuzzCase,
            refused: refused.has(role),
          }));
        });
        await inParallel(work, CONCURRENCY, ({ role, fuzzCase, refused }) => send(role, operation, fuzzCase, refused));
      }

      const seconds = (Date.now() - started) / 1000;
      process.stdout.write(
        `OpenAPI fuzz: ${sent} requests over ${operations.length} operations × ${ROLES.length} roles in ${seconds.toFixed(1)} s ` +
          `(${Math.round(sent / seconds)} req/s); statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}; ` +
          `rows aimed at (last pools): ${JSON.stringify(Object.fromEntries(Object.entries(pools).map(([pool, values]) => [pool, values.length])))}; ` +
          `skipped: ${[...SKIPPED].join(', ')}\n`,
      );
      expect(sent).toBeGreaterThanOrEqual(10_000);
      // One example of each kind of failure (operation, mutation, status), with how often it happened.
      const kinds = new Map<string, { count: number; example: Failure }>();
      for (const failure of failures) {
        const key = `${failure.operation} | ${failure.mutation} | ${failure.status}`;
        kinds.set(key, { count: (kinds.get(key)?.count ?? 0) + 1, example: kinds.get(key)?.example ?? failure });
      }
      const summary = [...kinds.values()].map(({ count, example }) => `${count} × ${JSON.stringify(example, null, 2)}`);
      expect(
        `${failures.length} responses of 5xx, none, 4xx without an error code, or success for a refused role\n${summary.join('\n')}`,
      ).toBe('0 responses of 5xx, none, 4xx without an error code, or success for a refused role\n');
    },
    20 * 60_000,
  );
});
