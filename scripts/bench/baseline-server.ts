// The benchmark's baseline: a bare node:http + pg server answering the public catalogue, a visitor's
// course page and the learn view with the API's SQL, uncached (the course columns and visibility rule
// come from the built backend and are compiled by a bare Kysely on node-postgres), the same session
// check (HS256 cookie, the live session and its user loaded per request) and the same JSON. What the
// NestJS app is compared against: the cost of the framework, not of the queries.
//
// With BASELINE_REPLAY_FILE it also answers the requests recorded in that file (the journey's steps
// and a sign-in) by checking the session cookie's signature, sending exactly the statements the API
// sent for the same request (recorded by sql-recorder.ts; a sign-in checks the password with the
// same Argon2 library and signs a cookie) and writing the API's JSON.
//
//   DATABASE_URL=… JWT_SECRET=… PORT=… node scripts/bench/baseline-server.ts   (Node 24 runs the TypeScript as is)
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type {
  AcademyDb,
  courseColumns as CourseColumns,
  courseImageUrls as CourseImageUrls,
  resumeLesson as ResumeLesson,
  visibleCourse as VisibleCourse,
  Viewer,
} from '@academy/backend/testing';

const ROOT = join(import.meta.dirname, '../..');
const built = (file: string) => import(pathToFileURL(join(ROOT, 'backend/dist', file)).href);
const { courseColumns } = (await built('modules/catalog/public/course-columns.js')) as { courseColumns: typeof CourseColumns };
const { visibleCourse } = (await built('modules/catalog/public/viewer.js')) as { visibleCourse: typeof VisibleCourse };
const { courseImageUrls } = (await built('modules/catalog/public/course-image.js')) as { courseImageUrls: typeof CourseImageUrls };
const { resumeLesson } = (await built('modules/learning/resume.js')) as { resumeLesson: typeof ResumeLesson };
const { PreparingClient } = (await built('database/prepared-statements.js')) as { PreparingClient: typeof pg.Client };
// The API's own password check (its cost comes from the stored hash, not from the configuration).
const { PasswordHasher } = (await built('modules/users/password-hasher.service.js')) as {
  PasswordHasher: new (config: unknown) => { matches(hash: string, password: string): Promise<boolean> };
};
const passwords = new PasswordHasher({});

const secret = process.env.JWT_SECRET ?? '';
// The API's pool size and prepared statements (backend/src/database/mikro-orm.config.ts).
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, Client: PreparingClient });
const db = new Kysely<AcademyDb>({ dialect: new PostgresDialect({ pool }) });

function courseRows(viewer: Viewer, id?: number) {
  let query = db
    .selectFrom('courses as c')
    .select((eb) => courseColumns(eb, viewer?.id ?? null))
    .where((eb) => visibleCourse(eb, viewer));
  if (id !== undefined) query = query.where('c.id', '=', id);
  return query.orderBy('c.created_at').orderBy('c.id').execute();
}

type CourseRow = Awaited<ReturnType<typeof courseRows>>[number];

function publicCourse(row: CourseRow) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    slug: row.slug,
    ...courseImageUrls(row.image_key),
    accessLevel: row.access_level,
    isPaid: row.is_paid,
    price: row.price,
    paymentType: row.payment_type,
    estimatedDuration: row.estimated_duration,
    lessonCount: row.lesson_count,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

async function publicCourses() {
  return (await courseRows(null)).map(publicCourse);
}

/** Modules with their lessons in course order, each lesson with whether the viewer completed it. */
async function outline(viewerId: number | null, courseId: number) {
  const [modules, lessons] = await Promise.all([
    db
      .selectFrom('modules')
      .select(['id', 'title', 'description', 'order'])
      .where('course_id', '=', courseId)
      .orderBy('order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('lessons as l')
      .leftJoin('lesson_progress as lp', (join) =>
        join.onRef('lp.lesson_id', '=', 'l.id').on((eb) => (viewerId === null ? eb.lit(false) : eb('lp.user_id', '=', viewerId))),
      )
      .select((eb) => ['l.id', 'l.module_id', 'l.title', 'l.type', 'l.duration', 'l.order', eb('lp.id', 'is not', null).as('is_completed')])
      .where('l.course_id', '=', courseId)
      .orderBy('l.order')
      .orderBy('l.id')
      .execute(),
  ]);
  return modules.map((module) => ({
    id: module.id,
    title: module.title,
    description: module.description,
    order: module.order,
    lessons: lessons
      .filter((lesson) => lesson.module_id === module.id)
      .map((lesson) => ({
        id: lesson.id,
        moduleId: lesson.module_id,
        title: lesson.title,
        type: lesson.type,
        duration: lesson.duration,
        order: lesson.order,
        isCompleted: lesson.is_completed,
      })),
  }));
}

/** A visitor's course page: the course and its outline. */
async function publicCourseDetail(id: number): Promise<[number, unknown]> {
  const [row] = await courseRows(null, id);
  if (!row) return [404, { message: 'Course not found' }];
  const modules = await outline(null, id);
  return [
    200,
    {
      ...publicCourse(row),
      isEnrolled: row.is_enrolled,
      progress: { completed: row.completed_count, total: row.lesson_count },
      certificateCode: row.certificate_code,
      modules,
      lessons: modules.flatMap((module) => module.lessons),
    },
  ];
}

async function learnView(viewer: NonNullable<Viewer>, courseId: number): Promise<[number, unknown]> {
  const [row] = await courseRows(viewer, courseId);
  if (!row) return [404, { message: 'Course not found' }];
  if (!row.is_enrolled && viewer.role !== 'admin') return [403, { message: 'Enroll in this course to start learning' }];
  const [modules, enrolment] = await Promise.all([
    outline(viewer.id, courseId),
    db
      .selectFrom('enrollments')
      .select('last_lesson_id')
      .where('user_id', '=', viewer.id)
      .where('course_id', '=', courseId)
      .executeTakeFirst(),
  ]);
  return [
    200,
    {
      id: row.id,
      title: row.title,
      description: row.description,
      modules,
      totalProgress: { completed: row.completed_count, total: row.lesson_count },
      resumeLessonId:
        resumeLesson(
          modules.flatMap((module) => module.lessons),
          (lesson) => lesson.isCompleted === true,
          enrolment?.last_lesson_id ?? null,
        )?.id ?? null,
    },
  ];
}

/** The session cookie's user and session ids when its HS256 signature and expiry check out. */
function sessionClaims(request: IncomingMessage): { userId: number; sessionId: string } | null {
  const token = /(?:^|;\s*)academy_session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  const [header, payload, signature] = token?.split('.') ?? [];
  if (!signature) return null;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    if ((JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string }).alg !== 'HS256') return null;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub?: unknown; sid?: unknown; exp?: number };
    if (!Number.isInteger(claims.sub) || typeof claims.sid !== 'string' || !claims.exp || claims.exp * 1000 < Date.now()) return null;
    return { userId: claims.sub as number, sessionId: claims.sid };
  } catch {
    return null;
  }
}

/** A request the API answered while sql-recorder.ts listened: its statements and its answer. */
export interface RecordedRequest {
  method: string;
  path: string;
  /** What the client sent (a sign-in's password). */
  body?: { password?: string };
  statements: { text: string; values: unknown[] }[];
  status: number;
  answer: unknown;
}

const replays = new Map<string, RecordedRequest>(
  process.env.BASELINE_REPLAY_FILE
    ? (JSON.parse(readFileSync(process.env.BASELINE_REPLAY_FILE, 'utf8')) as RecordedRequest[]).map((recorded) => [
        `${recorded.method} ${recorded.path}`,
        recorded,
      ])
    : [],
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UUID_LITERAL = /'[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'/gi;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function sessionToken(userId: number): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: userId, sid: randomUUID(), iat: now, exp: now + 30 * 86400 })}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/**
 * The recorded statements again, one after another on one connection as the API sent them (a new id
 * for every id a statement inserts: a session row, say), then the API's answer.
 */
async function replay(request: IncomingMessage, response: ServerResponse, recorded: RecordedRequest): Promise<void> {
  const body = request.method === 'POST' ? (JSON.parse((await readBody(request)) || '{}') as { password?: string }) : {};
  if (recorded.path !== '/api/login' && !sessionClaims(request)) return send(response, 401, { message: 'Please sign in to continue' });
  const client = await pool.connect();
  let signedIn = false;
  try {
    for (const statement of recorded.statements) {
      // An insert gets a new id wherever the recorded one was a UUID: among the values, or written into the text.
      const inserts = /\binsert into\b/i.test(statement.text);
      const text = inserts ? statement.text.replace(UUID_LITERAL, () => `'${randomUUID()}'`) : statement.text;
      const values = inserts
        ? statement.values.map((value) => (typeof value === 'string' && UUID.test(value) ? randomUUID() : value))
        : statement.values;
      const result = await client.query(text, values);
      const row = result.rows[0] as { password_hash?: string } | undefined;
      if (row?.password_hash && body.password !== undefined) {
        if (!(await passwords.matches(row.password_hash, body.password)))
          return send(response, 401, { message: 'Invalid email or password' });
        signedIn = true;
      }
    }
  } finally {
    client.release();
  }
  if (signedIn) {
    const userId = (recorded.answer as { user: { id: number } }).user.id;
    response.setHeader('set-cookie', `academy_session=${sessionToken(userId)}; Path=/; HttpOnly; SameSite=Lax`);
  }
  send(response, recorded.status, recorded.answer);
}

function send(response: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  response.end(json);
}

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const path = (request.url ?? '/').split('?')[0];
  const recorded = replays.get(`${request.method} ${path}`);
  if (recorded) return replay(request, response, recorded);
  if (request.method !== 'GET') return send(response, 405, { message: 'Method not allowed' });
  if (path === '/api/health') return send(response, 200, { status: 'ok' });
  if (path === '/api/courses/public') return send(response, 200, await publicCourses());
  const detail = /^\/api\/courses\/public\/(\d+)$/.exec(path);
  if (detail) return send(response, ...(await publicCourseDetail(Number(detail[1]))));
  const learn = /^\/api\/courses\/(\d+)\/learn$/.exec(path);
  if (!learn) return send(response, 404, { message: 'Not found' });
  const claims = sessionClaims(request);
  // The API loads the live session and its user on every request (sign-outs, role changes and deletions apply at once): so does the baseline.
  const user = claims
    ? await db
        .selectFrom('sessions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select(['u.id', 'u.role'])
        .where('s.id', '=', claims.sessionId)
        .where('s.user_id', '=', claims.userId)
        .where('s.expires_at', '>', new Date())
        .executeTakeFirst()
    : undefined;
  if (!user) return send(response, 401, { message: 'Please sign in to continue' });
  const [status, body] = await learnView(user, Number(learn[1]));
  send(response, status, body);
}

const server = createServer((request, response) => {
  handle(request, response).catch((error: unknown) => send(response, 500, { message: (error as Error).message }));
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => console.log('baseline listening'));
const stop = () => server.close(() => void db.destroy());
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
