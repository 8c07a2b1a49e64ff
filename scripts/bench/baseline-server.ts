// The benchmark's baseline: a bare node:http + pg server answering the public catalogue and the learn
// view with the API's SQL (the course columns and visibility rule come from the built backend), the
// same session check (HS256 cookie, user loaded per request) and the same JSON. What the NestJS app
// is compared against: the cost of the framework, not of the queries.
//
//   DATABASE_URL=… JWT_SECRET=… PORT=… node scripts/bench/baseline-server.ts   (Node 24 runs the TypeScript as is)
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

type Viewer = { id: number; role: string } | null;
const ROOT = join(import.meta.dirname, '../..');
const built = (file: string) => import(pathToFileURL(join(ROOT, 'backend/dist', file)).href);
const { COURSE_COLUMNS } = (await built('modules/catalog/catalog.service.js')) as { COURSE_COLUMNS: string };
const { visibleCourseCondition } = (await built('modules/catalog/viewer.js')) as {
  visibleCourseCondition(viewer: Viewer): { sql: string; params: unknown[] };
};

const secret = process.env.JWT_SECRET ?? '';
// The API's pool size (backend/src/database/mikro-orm.config.ts).
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

/** Inlines `?` parameters as literals, as MikroORM does before sending a raw query. */
function inline(sql: string, params: unknown[]): string {
  let index = 0;
  return sql.replace(/\?/g, () => {
    const value = params[index++];
    if (value === null || value === undefined) return 'null';
    if (typeof value === 'number' && Number.isInteger(value)) return String(value);
    return pg.escapeLiteral(String(value));
  });
}

async function rows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return (await pool.query(inline(sql, params))).rows as T[];
}

interface CourseRow {
  id: number;
  title: string;
  description: string;
  slug: string;
  thumbnail_url: string | null;
  access_level: string;
  is_paid: boolean;
  price: number;
  payment_type: string;
  estimated_duration: number | null;
  created_at: Date;
  lesson_count: number;
  is_enrolled: boolean;
  completed_count: number;
}

function courseRows(viewer: Viewer, id?: number): Promise<CourseRow[]> {
  const visible = visibleCourseCondition(viewer);
  const viewerId = viewer?.id ?? null;
  return rows<CourseRow>(
    `select ${COURSE_COLUMNS} from courses c where ${visible.sql} ${id === undefined ? '' : 'and c.id = ?'} order by c.created_at, c.id`,
    [viewerId, viewerId, viewerId, ...visible.params, ...(id === undefined ? [] : [id])],
  );
}

async function publicCourses() {
  return (await courseRows(null)).map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    slug: row.slug,
    thumbnailUrl: row.thumbnail_url,
    accessLevel: row.access_level,
    isPaid: row.is_paid,
    price: row.price,
    paymentType: row.payment_type,
    estimatedDuration: row.estimated_duration,
    lessonCount: row.lesson_count,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

async function learnView(viewer: NonNullable<Viewer>, courseId: number): Promise<[number, unknown]> {
  const [row] = await courseRows(viewer, courseId);
  if (!row) return [404, { message: 'Course not found' }];
  if (!row.is_enrolled && viewer.role !== 'admin') return [403, { message: 'Enroll in this course to start learning' }];
  const [modules, lessons] = await Promise.all([
    rows<{ id: number; title: string; description: string | null; order: number }>(
      `select id, title, description, "order" from modules where course_id = ? order by "order", id`,
      [courseId],
    ),
    rows<{ id: number; module_id: number; title: string; type: string; duration: number; order: number; is_completed: boolean }>(
      `select l.id, l.module_id, l.title, l.type, l.duration, l."order", (lp.id is not null) as is_completed
       from lessons l
       left join lesson_progress lp on lp.lesson_id = l.id and lp.user_id = ?
       where l.course_id = ?
       order by l."order", l.id`,
      [viewer.id, courseId],
    ),
  ]);
  return [
    200,
    {
      id: row.id,
      title: row.title,
      description: row.description,
      modules: modules.map((module) => ({
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
      })),
      totalProgress: { completed: row.completed_count, total: row.lesson_count },
    },
  ];
}

/** The session cookie's user id when its HS256 signature and expiry check out. */
function sessionUserId(request: IncomingMessage): number | null {
  const token = /(?:^|;\s*)academy_session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  const [header, payload, signature] = token?.split('.') ?? [];
  if (!signature) return null;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    if ((JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string }).alg !== 'HS256') return null;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub?: unknown; exp?: number };
    if (!Number.isInteger(claims.sub) || !claims.exp || claims.exp * 1000 < Date.now()) return null;
    return claims.sub as number;
  } catch {
    return null;
  }
}

function send(response: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  response.end(json);
}

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const path = (request.url ?? '/').split('?')[0];
  if (request.method !== 'GET') return send(response, 405, { message: 'Method not allowed' });
  if (path === '/api/health') return send(response, 200, { status: 'ok' });
  if (path === '/api/courses/public') return send(response, 200, await publicCourses());
  const learn = /^\/api\/courses\/(\d+)\/learn$/.exec(path);
  if (!learn) return send(response, 404, { message: 'Not found' });
  const userId = sessionUserId(request);
  // The API loads the signed-in user on every request (role changes and deletions apply at once): so does the baseline.
  const [user] = userId === null ? [] : await rows<{ id: number; role: string }>('select id, role from users where id = ? limit 1', [userId]);
  if (!user) return send(response, 401, { message: 'Please sign in to continue' });
  const [status, body] = await learnView(user, Number(learn[1]));
  send(response, status, body);
}

const server = createServer((request, response) => {
  handle(request, response).catch((error: unknown) => send(response, 500, { message: (error as Error).message }));
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => console.log('baseline listening'));
const stop = () => server.close(() => void pool.end());
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
