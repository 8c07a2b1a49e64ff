// The benchmark's data set, written with set-based SQL (insert … select generate_series) so a million
// progress rows take seconds. Learners are learner1…learnerN@academy.bench, all with one password.
//
// Shape: course 1 is the big one (modules × lessons); every other course has 2 modules × 5 lessons.
// Enrolled learners (learner1…learnerA) each have `perLearner` enrolments, the first in the big course;
// the others have none. Progress fills a varying share of each enrolment's course; the last few
// enrolled learners keep none, so the completion benchmark records new completions.
import pg from 'pg';
import { ProgressBar } from './support.js';

export interface Sizes {
  users: number;
  courses: number;
  modules: number;
  lessons: number;
  progress: number;
  enrollments: number;
}

export interface Dataset {
  /** What was seeded (modules and lessons: those of the big course, as the flags). */
  counts: Sizes;
  bigCourseId: number;
  /** The big course's lessons in course order. */
  bigCourseLessonIds: number[];
  /** Learners 1…enrolledLearners are enrolled (learner1 first in the big course). */
  enrolledLearners: number;
  /** Learners with enrolments and no progress at all: first…first+count-1. */
  freshLearners: { first: number; count: number };
  seconds: number;
}

export const LEARNER_PASSWORD = 'bench-learner-password';
export const learnerEmail = (index: number): string => `learner${index}@academy.bench`;

const SMALL_COURSE = { modules: 2, lessons: 5 };
const FIRST_NAMES = ['Alex', 'Sam', 'Jordan', 'Taylor', 'Morgan', 'Casey', 'Riley', 'Jamie'];
const USER_CHUNK = 10_000;
const PROGRESS_CHUNKS = 20;
// A multiplicative hash of an enrolment id, uniform in [0, 1): how far that learner got.
const SHARE = '((e.id::bigint * 2654435761) % 4294967296) / 4294967296.0';
const LESSON_POSITIONS = `select id, course_id, row_number() over (partition by course_id order by id)::int as pos,
                                count(*) over (partition by course_id)::int as n from lessons`;

export async function seedDataset(
  databaseUrl: string,
  sizes: Sizes,
  passwordHash: string,
  options: { quiet?: boolean } = {},
): Promise<Dataset> {
  const bar = (label: string, total: number) => (options.quiet ? { update: () => undefined } : new ProgressBar(label, total));
  if (sizes.enrollments > sizes.users * sizes.courses)
    throw new Error('--enrollments cannot exceed --users × --courses (one enrolment per learner and course)');
  const perLearner = Math.min(sizes.courses, Math.max(5, Math.ceil(sizes.enrollments / sizes.users)));
  const enrolledLearners = Math.ceil(sizes.enrollments / perLearner);
  const freshCount = Math.min(100, Math.floor(enrolledLearners / 4));
  const freshLearners = { first: enrolledLearners - freshCount + 1, count: freshCount };
  const started = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const query = async <T extends pg.QueryResultRow = Record<string, number>>(sql: string, params: unknown[] = []) =>
    (await client.query<T>(sql, params)).rows;
  try {
    const users = bar('users', sizes.users);
    for (let from = 1; from <= sizes.users; from += USER_CHUNK) {
      const to = Math.min(sizes.users, from + USER_CHUNK - 1);
      await query(
        `insert into users (email, password_hash, first_name, last_name, role, created_at, last_active_at)
         select 'learner' || n || '@academy.bench', $1, ($2::text[])[1 + n % ${FIRST_NAMES.length}], 'Learner ' || n,
                case when n % 4 = 0 then 'recruitpro' else 'jobseeker' end,
                now() - interval '400 days' + (n % 300) * interval '1 day',
                case when n <= $5 then now() - ((n * 7919) % 43200) * interval '1 minute'
                     when n % 3 = 0 then now() - (60 + n % 300) * interval '1 day' end
         from generate_series($3::int, $4::int) n order by n`,
        [passwordHash, FIRST_NAMES, from, to, enrolledLearners],
      );
      users.update(to);
    }
    const [learnerIds] = await query(
      `select min(id)::int as first, max(id)::int as last from users where email like 'learner%@academy.bench'`,
    );
    if (learnerIds.last - learnerIds.first + 1 !== sizes.users) throw new Error('learner ids are not contiguous');

    const catalogue = bar('courses', 3);
    await query(
      `insert into courses (title, description, slug, access_level, is_paid, price, payment_type, estimated_duration, created_at, updated_at)
       select case when n = 1 then 'Recruiting Masterclass: from sourcing to signed offer' else 'Recruiting course ' || n end,
              'A practical course for recruiting professionals: ' || repeat('sourcing, screening, interviewing and closing. ', 3),
              'bench-course-' || n, 'all', n % 5 = 0, case when n % 5 = 0 then 4900 else 0 end, 'one_time', 60 + n % 600,
              now() - interval '365 days' + n * interval '1 hour', now() - interval '365 days' + n * interval '1 hour'
       from generate_series(1, $1::int) n order by n`,
      [sizes.courses],
    );
    const [courseIds] = await query(`select min(id)::int as first, max(id)::int as last from courses`);
    if (courseIds.last - courseIds.first + 1 !== sizes.courses) throw new Error('course ids are not contiguous');
    const bigCourseId = courseIds.first;
    catalogue.update(1);
    await query(
      `insert into modules (course_id, title, description, "order")
       select c.id, 'Module ' || m, 'What module ' || m || ' covers', m
       from courses c cross join lateral generate_series(1, case when c.id = $1 then $2::int else ${SMALL_COURSE.modules} end) m
       order by c.id, m`,
      [bigCourseId, sizes.modules],
    );
    catalogue.update(2);
    await query(
      `insert into lessons (course_id, module_id, title, description, type, video_provider, video_id, content, duration, "order", created_at)
       select m.course_id, m.id, 'Lesson ' || m."order" || '.' || n || ': ' || ($3::text[])[1 + n % 5],
              '<p>What you will practise in this lesson.</p>',
              case when n % 3 = 0 then 'text' else 'video' end,
              case when n % 3 = 0 then null else 'youtube' end,
              case when n % 3 = 0 then null else 'M7lc1UVf-VE' end,
              case when n % 3 = 0 then '<p>' || repeat('Lesson text for the benchmark. ', 40) || '</p>' end,
              5 + (m.id + n) % 20, n, now()
       from modules m cross join lateral generate_series(1, case when m.course_id = $1 then $2::int else ${SMALL_COURSE.lessons} end) n
       order by m.course_id, m."order", n`,
      [bigCourseId, sizes.lessons, ['Sourcing', 'Screening', 'Interviewing', 'Negotiating', 'Onboarding']],
    );
    catalogue.update(3);

    // Enrolment i: learner (i mod A)+1; its (i div A)-th course: the big one first, then consecutive others.
    const enrolments = bar('enrolments', sizes.enrollments);
    await query(
      `insert into enrollments (user_id, course_id, source, status, enrolled_at, completed_lessons)
       select $1::int + i % $3::int, c.id, case when c.is_paid then 'purchase' else 'free' end, 'active',
              now() - interval '120 days' + ((i * 37) % 20) * interval '1 day', 0
       from generate_series(0, $4::int - 1) i
       join courses c on c.id = $2::int + case when i / $3::int = 0 then 0 else 1 + (i % $3::int + i / $3::int - 1) % ($5::int - 1) end
       order by i`,
      [learnerIds.first, bigCourseId, enrolledLearners, sizes.enrollments, sizes.courses],
    );
    enrolments.update(sizes.enrollments);

    const freshUserIds = [learnerIds.first + freshLearners.first - 1, learnerIds.first + freshLearners.first + freshLearners.count - 2];
    const capacity = await query<{ chunk: number; lessons: number }>(
      `select ((e.id - (select min(id) from enrollments)) * ${PROGRESS_CHUNKS} / (select count(*) from enrollments))::int as chunk,
              sum(t.n)::int as lessons
       from enrollments e join (select course_id, count(*) as n from lessons group by course_id) t on t.course_id = e.course_id
       where e.user_id not between $1 and $2 group by 1 order by 1`,
      freshUserIds,
    );
    const totalCapacity = capacity.reduce((sum, chunk) => sum + chunk.lessons, 0);
    const target = Math.min(sizes.progress, totalCapacity);
    if (target < sizes.progress && !options.quiet)
      console.log(`[bench] only ${totalCapacity} (learner, lesson) pairs exist: seeding ${target} progress rows`);
    // Each enrolment completes about `share` × 2 × hash of its course (so `share` on average), 5% more than needed,
    // and each chunk stops at its quota: the total is exact and the cut is spread over the chunks.
    const share = Math.min(1, (target / Math.max(1, totalCapacity)) * 1.05);
    const [range] = await query(`select min(id)::int as first, count(*)::int as count from enrollments`);
    const progress = bar('lesson progress', target);
    let inserted = 0;
    let assigned = 0;
    for (const chunk of capacity) {
      const quota = Math.round((target * (assigned += chunk.lessons)) / totalCapacity) - inserted;
      const from = range.first + Math.ceil((chunk.chunk * range.count) / PROGRESS_CHUNKS);
      const to = range.first + Math.ceil(((chunk.chunk + 1) * range.count) / PROGRESS_CHUNKS) - 1;
      const result = await client.query(
        `insert into lesson_progress (user_id, lesson_id, course_id, completed_at)
         select e.user_id, lp.id, e.course_id, now() - ((e.id::bigint * 7919 + lp.pos * 104729) % 129600) * interval '1 minute'
         from enrollments e join (${LESSON_POSITIONS}) lp on lp.course_id = e.course_id
         where e.id between $1 and $2 and e.user_id not between $3 and $4
           and lp.pos <= round(lp.n * least(1.0, $5::float8 * 2 * ${SHARE}))
         limit $6`,
        [from, to, ...freshUserIds, share, Math.max(0, quota)],
      );
      inserted += result.rowCount ?? 0;
      progress.update(inserted);
    }
    if (inserted < target) {
      const result = await client.query(
        `insert into lesson_progress (user_id, lesson_id, course_id, completed_at)
         select e.user_id, lp.id, e.course_id, now() - interval '1 day'
         from enrollments e join (${LESSON_POSITIONS}) lp on lp.course_id = e.course_id
         where e.user_id not between $1 and $2
           and not exists (select 1 from lesson_progress x where x.user_id = e.user_id and x.lesson_id = lp.id)
         limit $3`,
        [...freshUserIds, target - inserted],
      );
      inserted += result.rowCount ?? 0;
      progress.update(inserted);
    }

    const finishing = bar('counters, analyze', 2);
    // The reports read this counter instead of counting progress rows.
    await query(
      `update enrollments e set completed_lessons = p.n
       from (select user_id, course_id, count(*)::int as n from lesson_progress group by user_id, course_id) p
       where p.user_id = e.user_id and p.course_id = e.course_id`,
    );
    const [mismatched] = await query(
      `select count(*)::int as count from enrollments e
       where e.completed_lessons <> (select count(*) from lesson_progress lp where lp.user_id = e.user_id and lp.course_id = e.course_id)`,
    );
    if (mismatched.count > 0) throw new Error(`${mismatched.count} enrolments' completed_lessons do not match their progress rows`);
    finishing.update(1);
    await query('vacuum analyze');
    finishing.update(2);

    const [counts] = await query<Sizes>(
      `select (select count(*) from users where email like 'learner%@academy.bench')::int as users,
              (select count(*) from courses)::int as courses,
              (select count(*) from modules where course_id = $1)::int as modules,
              (select count(*) from lessons where course_id = $1)::int as lessons,
              (select count(*) from lesson_progress)::int as progress,
              (select count(*) from enrollments)::int as enrollments`,
      [bigCourseId],
    );
    counts.lessons = counts.modules === 0 ? 0 : counts.lessons / counts.modules;
    const lessons = await query(
      `select l.id from lessons l join modules m on m.id = l.module_id where l.course_id = $1 order by m."order", m.id, l."order", l.id`,
      [bigCourseId],
    );
    return {
      counts,
      bigCourseId,
      bigCourseLessonIds: lessons.map((row) => row.id),
      enrolledLearners,
      freshLearners,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await client.end();
  }
}
