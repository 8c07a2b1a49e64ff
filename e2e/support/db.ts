// Test data straight into the e2e database (E2E_DATABASE_URL, set by run-e2e.ts). There is no
// course-creation API yet, so Playwright suites insert catalogue rows with SQL. Each helper opens
// one short-lived connection; call them from tests or beforeAll hooks. The served app keeps the
// catalogue in memory and drops it when a change is announced on Redis, as its own writes do: helpers
// that change courses, modules or lessons announce it (`catalogueChanged`).
import { Redis } from 'ioredis';
import pg from 'pg';
import { baseURL, queuePrefix, redisUrl } from '../playwright.config.js';

export type AccessLevel = 'all' | 'recruitpro' | 'jobseeker' | 'admin';
export type PaymentType = 'one_time' | 'subscription';
export type LessonType = 'video' | 'text' | 'download' | 'quiz' | 'practice' | 'scorm';
export type VideoProvider = 'youtube' | 'vimeo' | 'wistia' | 'jwplayer';
export type DownloadFileType = 'PDF' | 'Template' | 'Checklist' | 'Guide' | 'Other';
export type DownloadCategory =
  'recruitment-process' | 'interview-techniques' | 'candidate-sourcing' | 'employer-branding' | 'compliance-legal' | 'analytics-reporting';

export interface LessonInput {
  title: string;
  type?: LessonType;
  description?: string;
  videoProvider?: VideoProvider | null;
  videoId?: string | null;
  content?: string | null;
  contentUrl?: string | null;
  /** Minutes. */
  duration?: number;
}

export interface ModuleInput {
  title: string;
  description?: string | null;
  lessons?: LessonInput[];
}

export interface CourseInput {
  title: string;
  description?: string;
  slug?: string;
  accessLevel?: AccessLevel;
  isPaid?: boolean;
  /** Integer cents. */
  price?: number;
  paymentType?: PaymentType;
  /** Minutes; null when unknown. */
  estimatedDuration?: number | null;
  modules?: ModuleInput[];
}

export interface CreatedCourse {
  id: number;
  slug: string;
  modules: { id: number; title: string; lessonIds: number[] }[];
  /** Every lesson id in module order, then lesson order. */
  lessonIds: number[];
}

export interface DownloadInput {
  title: string;
  description?: string;
  fileType?: DownloadFileType;
  fileUrl?: string;
  fileName?: string;
  category?: DownloadCategory;
  /** Bytes; null when unknown. */
  fileSize?: number | null;
}

function databaseUrl(): string {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run the suites with `npm test -w e2e`');
  return url;
}

/** Runs `work` with one connected client and always closes it. */
export async function withDb<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Tells the served app that catalogue rows changed behind its back: it drops its whole catalogue
 * cache, as it does for a message on its invalidation channel from another replica. Returns once the
 * app has taken the message, so the next page a test opens cannot be rendered from the old catalogue.
 */
export async function catalogueChanged(): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.publish(`${queuePrefix}:cache-invalidation`, JSON.stringify({ origin: 'e2e-fixtures', cache: 'catalogue', keys: null }));
  } finally {
    redis.disconnect();
  }
  // Redis writes the message to the app's subscriber before it answers PUBLISH, so by the time the app
  // answers a request sent now, its event loop has read the message: with other workers keeping the app
  // busy, a page requested straight away could otherwise be served first.
  const response = await fetch(`${baseURL}/api/health`);
  await response.body?.cancel();
}

/** Runs `work` on the e2e database, then announces the catalogue change (see `catalogueChanged`). */
export async function changeCatalogue<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const result = await withDb(work);
  await catalogueChanged();
  return result;
}

let sequence = 0;
const uniqueSuffix = () => `${Date.now().toString(36)}-${process.pid}-${++sequence}`;
const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 150);

/** Inserts a course with its modules and lessons (one transaction) and returns their ids. */
export async function createCourse(input: CourseInput): Promise<CreatedCourse> {
  return changeCatalogue(async (client) => {
    await client.query('begin');
    try {
      const slug = input.slug ?? `${slugify(input.title)}-${uniqueSuffix()}`;
      const course = await client.query<{ id: number }>(
        `insert into courses (title, description, slug, access_level, is_paid, price, payment_type, estimated_duration, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, now(), now()) returning id`,
        [
          input.title,
          input.description ?? '',
          slug,
          input.accessLevel ?? 'all',
          input.isPaid ?? false,
          input.price ?? 0,
          input.paymentType ?? 'one_time',
          input.estimatedDuration ?? null,
        ],
      );
      const courseId = course.rows[0].id;
      const modules: CreatedCourse['modules'] = [];
      for (const [moduleIndex, moduleInput] of (input.modules ?? []).entries()) {
        const mod = await client.query<{ id: number }>(
          `insert into modules (course_id, title, description, "order") values ($1, $2, $3, $4) returning id`,
          [courseId, moduleInput.title, moduleInput.description ?? null, moduleIndex + 1],
        );
        const moduleId = mod.rows[0].id;
        const lessonIds: number[] = [];
        for (const [lessonIndex, lesson] of (moduleInput.lessons ?? []).entries()) {
          const type = lesson.type ?? 'text';
          const row = await client.query<{ id: number }>(
            `insert into lessons (course_id, module_id, title, description, type, video_provider, video_id, content, content_url, duration, "order", created_at)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now()) returning id`,
            [
              courseId,
              moduleId,
              lesson.title,
              lesson.description ?? '',
              type,
              lesson.videoProvider ?? null,
              lesson.videoId ?? null,
              lesson.content ?? (type === 'text' ? `<p>${lesson.title}</p>` : null),
              lesson.contentUrl ?? null,
              lesson.duration ?? 0,
              lessonIndex + 1,
            ],
          );
          lessonIds.push(row.rows[0].id);
        }
        modules.push({ id: moduleId, title: moduleInput.title, lessonIds });
      }
      await client.query('commit');
      return { id: courseId, slug, modules, lessonIds: modules.flatMap((m) => m.lessonIds) };
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
  });
}

/** Inserts a download-library entry and returns its id. */
export async function createDownload(input: DownloadInput): Promise<{ id: number }> {
  return withDb(async (client) => {
    const fileName = input.fileName ?? `${slugify(input.title) || 'file'}.pdf`;
    const result = await client.query<{ id: number }>(
      `insert into downloads (title, description, file_type, file_url, file_name, category, file_size, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, now()) returning id`,
      [
        input.title,
        input.description ?? '',
        input.fileType ?? 'PDF',
        input.fileUrl ?? `https://files.example.com/${fileName}`,
        fileName,
        input.category ?? 'recruitment-process',
        input.fileSize ?? null,
      ],
    );
    return { id: result.rows[0].id };
  });
}

/** Removes courses (their modules, lessons, enrolments and progress cascade). */
export async function deleteCourses(ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await changeCatalogue(async (client) => {
    // Payments keep their course (the product only soft-deletes courses); a test's fixtures go entirely.
    await client.query('delete from payments where course_id = any($1::int[])', [ids]);
    await client.query('delete from courses where id = any($1::int[])', [ids]);
  });
}

/**
 * Moves the deadline of a learner's quiz attempt in progress to `secondsFromNow` (the start stays), so
 * timed-quiz suites need not wait out a whole time limit.
 */
export async function setQuizDeadline(lessonId: number, email: string, secondsFromNow: number): Promise<void> {
  const result = await withDb((client) =>
    client.query(
      `update quiz_attempts a set deadline = now() + make_interval(secs => $3)
       from quizzes q, users u
       where q.id = a.quiz_id and q.lesson_id = $1 and u.id = a.user_id and u.email = $2 and a.status = 'in_progress'`,
      [lessonId, email.toLowerCase(), secondsFromNow],
    ),
  );
  if (result.rowCount !== 1) throw new Error(`No quiz attempt in progress for ${email} on lesson ${lessonId}`);
}
