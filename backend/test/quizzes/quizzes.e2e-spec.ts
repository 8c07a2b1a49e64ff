import { EntityManager } from '@mikro-orm/postgresql';
import { jest } from '@jest/globals';
import pg from 'pg';
import type TestAgent from 'supertest/lib/agent.js';
import { Clock } from '../../src/common/clock.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { signedInAgent } from '../support/accounts.js';
import { createCourse, enroll } from '../support/catalog.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** A secret no learner response may ever contain: the accepted answer of the short-answer question. */
const SECRET_ANSWER = 'boolean-search-7f3a';
const MINUTE = 60_000;

interface QuestionSpec {
  type: 'multiple_choice' | 'short_answer' | 'long_answer' | 'file_upload';
  question: string;
  options?: string[];
  correctOptions?: number[];
  acceptedAnswers?: string[];
  points?: number;
}

const FOUR_TYPES: QuestionSpec[] = [
  {
    type: 'multiple_choice',
    question: 'Which channel finds passive candidates?',
    options: ['Job boards', 'Sourcing on LinkedIn', 'Walk-ins'],
    correctOptions: [1],
  },
  { type: 'short_answer', question: 'Name the search technique using AND/OR/NOT', acceptedAnswers: [SECRET_ANSWER, 'x-ray search'] },
  { type: 'long_answer', question: 'Describe your outreach message' },
  { type: 'file_upload', question: 'Upload your interview scorecard' },
];

describe('quizzes', () => {
  let testApp: TestApp;
  let admin: TestAgent;
  let clock: Clock;
  /** Time as the server sees it; tests move it instead of sleeping. */
  let now: number;

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = (await signedInAgent(testApp, 'admin')).agent;
    clock = testApp.app.get(Clock, { strict: false });
  });
  beforeEach(() => {
    now = Date.now();
    jest.spyOn(clock, 'now').mockImplementation(() => new Date(now));
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => testApp.close());

  const sql = <T>(query: string, params: unknown[] = []) => testApp.app.get(EntityManager).getConnection().execute<T[]>(query, params);

  /** A course with one quiz lesson, its quiz built through the admin API, and an enrolled learner. */
  async function quizLesson(
    settings: { timeLimit?: number | null; passMark?: number | null; maxAttempts?: number | null; allowReview?: boolean } = {},
    questions = FOUR_TYPES,
  ) {
    const { course, lessons } = await createCourse(testApp, { lessonsPerModule: 2, lessonType: 'quiz' });
    const lessonId = lessons[0].id;
    const quiz = await admin
      .put(`/api/admin/lessons/${lessonId}/quiz`)
      .send({ title: 'Sourcing check', description: 'Five minutes', timeLimit: null, passMark: 50, maxAttempts: null, ...settings })
      .expect(200);
    const questionIds: number[] = [];
    for (const question of questions) {
      questionIds.push((await admin.post(`/api/admin/quizzes/${quiz.body.id}/questions`).send(question).expect(201)).body.id);
    }
    const learner = await signedInAgent(testApp);
    await enroll(testApp, learner.user, course);
    return { course, lessonId, quizId: quiz.body.id as number, questionIds, learner: learner.agent, user: learner.user };
  }

  const upload = (agent: TestAgent, attemptId: number, questionId: number, data: Buffer, filename: string, contentType: string) =>
    agent
      .post(`/api/quiz-attempts/${attemptId}/questions/${questionId}/file`)
      .set('Origin', testApp.config.publicUrl)
      .attach('file', data, { filename, contentType });

  const attemptRows = (quizId: number, user: User) =>
    sql<{ id: number; attempt_number: number; status: string; score: number | null }>(
      'select id, attempt_number, status, score from quiz_attempts where quiz_id = ? and user_id = ? order by attempt_number',
      [quizId, user.id],
    );

  describe('what learners see', () => {
    it("shows a quiz lesson's length as its quiz's time limit in the lesson, the course page and the learning page", async () => {
      const { course, lessonId, learner } = await quizLesson({ timeLimit: 20 });
      const durationIn = (modules: { lessons: { id: number; duration: number }[] }[]) =>
        modules.flatMap((module) => module.lessons).find((lesson) => lesson.id === lessonId)?.duration;
      expect((await learner.get(`/api/lessons/${lessonId}`).expect(200)).body.duration).toBe(20);
      expect(durationIn((await learner.get(`/api/courses/${course.id}`).expect(200)).body.modules)).toBe(20);
      expect(durationIn((await learner.get(`/api/courses/${course.id}/learn`).expect(200)).body.modules)).toBe(20);
      // A new limit reaches the cached outline at once; without a limit the lesson's own length shows.
      await admin
        .put(`/api/admin/lessons/${lessonId}/quiz`)
        .send({ title: 'Sourcing check', description: '', timeLimit: null, passMark: 50, maxAttempts: null })
        .expect(200);
      const own = (await sql<{ duration: number }>('select duration from lessons where id = ?', [lessonId]))[0].duration;
      expect(durationIn((await learner.get(`/api/courses/${course.id}`).expect(200)).body.modules)).toBe(own);
      expect((await learner.get(`/api/lessons/${lessonId}`).expect(200)).body.duration).toBe(own);
    });

    it('never sends correct options or accepted answers, in any learner response, when the quiz does not allow review', async () => {
      const { lessonId, quizId, questionIds, learner } = await quizLesson({ allowReview: false });
      const [mc, short, long] = questionIds;
      const responses = [
        await learner.get(`/api/lessons/${lessonId}`).expect(200),
        await learner.get(`/api/lessons/${lessonId}/quiz`).expect(200),
      ];
      const started = await learner.post(`/api/quizzes/${quizId}/attempts`).expect(200);
      responses.push(started);
      responses.push(
        await learner
          .put(`/api/quiz-attempts/${started.body.id}/answers`)
          .send({ answers: { [mc]: [0], [short]: 'boolean' } })
          .expect(200),
      );
      responses.push(await learner.post(`/api/quizzes/${quizId}/attempts`).expect(200));
      responses.push(
        await learner
          .post(`/api/quizzes/${quizId}/submit`)
          .send({ answers: { [long]: 'Hello' } })
          .expect(200),
      );
      responses.push(await learner.get(`/api/lessons/${lessonId}/quiz`).expect(200));

      for (const response of responses) {
        const text = JSON.stringify(response.body);
        expect(text).not.toContain(SECRET_ANSWER);
        expect(text).not.toContain('x-ray search');
        expect(text).not.toMatch(/correctOptions|acceptedAnswers|correct_options|accepted_answers|explanation/);
      }
      expect(responses[0].body.hasQuiz).toBe(true);
      expect(started.body.questions).toEqual([
        {
          id: mc,
          type: 'multiple_choice',
          question: FOUR_TYPES[0].question,
          options: FOUR_TYPES[0].options,
          multipleAnswers: false,
          points: 1,
          search: null,
        },
        { id: short, type: 'short_answer', question: FOUR_TYPES[1].question, options: [], multipleAnswers: false, points: 1, search: null },
        { id: long, type: 'long_answer', question: FOUR_TYPES[2].question, options: [], multipleAnswers: false, points: 1, search: null },
        {
          id: questionIds[3],
          type: 'file_upload',
          question: FOUR_TYPES[3].question,
          options: [],
          multipleAnswers: false,
          points: 1,
          search: null,
        },
      ]);
      // Feedback says right or wrong, not what was right.
      expect(responses[5].body.feedback.map((item: { status: string }) => item.status)).toEqual([
        'incorrect',
        'incorrect',
        'pending_review',
        'graded',
      ]);
    });

    it('gives the quiz only to enrolled learners (and admins), and 404 for a lesson without one', async () => {
      const { lessonId, quizId, course } = await quizLesson();
      const stranger = (await signedInAgent(testApp)).agent;
      const denied = await stranger.get(`/api/lessons/${lessonId}/quiz`).expect(403);
      expect(denied.body.message).toBe('Enroll in this course to take its quiz');
      await stranger.post(`/api/quizzes/${quizId}/attempts`).expect(403);
      await stranger.post(`/api/quizzes/${quizId}/submit`).send({ answers: {} }).expect(403);
      await testApp.http().get(`/api/lessons/${lessonId}/quiz`).expect(401);
      await admin.get(`/api/lessons/${lessonId}/quiz`).expect(200);
      const other = (await createCourse(testApp, { lessonsPerModule: 1 })).lessons[0];
      const none = await admin.get(`/api/lessons/${other.id}/quiz`).expect(404);
      expect(none.body.message).toBe('This lesson has no quiz');
      expect(course.id).toBeGreaterThan(0);
    });
  });

  describe('grading on the server', () => {
    it('ignores a forged client score: the server grades the answers', async () => {
      const questions = FOUR_TYPES.slice(0, 2);
      const { lessonId, quizId, questionIds, learner } = await quizLesson({ passMark: 100, maxAttempts: 2 }, questions);
      const [mc, short] = questionIds;

      await learner.post(`/api/quizzes/${quizId}/attempts`).expect(200);
      const forged = await learner
        .post(`/api/quizzes/${quizId}/submit`)
        .send({ answers: { [mc]: [0], [short]: 'google' }, score: 100 })
        .expect(200);
      expect(forged.body).toMatchObject({
        score: 0,
        earnedPoints: 0,
        totalPoints: 2,
        passed: false,
        status: 'submitted',
        attemptsLeft: 1,
        lessonCompleted: false,
      });
      await learner.post(`/api/lessons/${lessonId}/complete`).expect(409);

      await learner.post(`/api/quizzes/${quizId}/attempts`).expect(200);
      // Case and spacing do not matter in short answers; the client's low score does not either.
      const honest = await learner
        .post(`/api/quizzes/${quizId}/submit`)
        .send({ answers: { [mc]: 1, [short]: `  ${SECRET_ANSWER.toUpperCase()} ` }, score: 0 })
        .expect(200);
      expect(honest.body).toMatchObject({ score: 100, passed: true, attemptsLeft: 0, lessonCompleted: true });
      expect(honest.body.feedback.map((item: { status: string }) => item.status)).toEqual(['correct', 'correct']);
      const lesson = await learner.get(`/api/lessons/${lessonId}`).expect(200);
      expect(lesson.body.isCompleted).toBe(true);
      await learner.post(`/api/lessons/${lessonId}/complete`).expect(200);
    });

    it('refuses manual completion of a quiz lesson with a pass mark until it is passed; without a pass mark, submitting completes it', async () => {
      const gated = await quizLesson({ passMark: 60 }, FOUR_TYPES.slice(0, 1));
      const refused = await gated.learner.post(`/api/lessons/${gated.lessonId}/complete`).expect(409);
      expect(refused.body).toEqual({
        statusCode: 409,
        code: 'QUIZ_NOT_PASSED',
        message: 'Pass the quiz to complete this lesson.',
        error: 'Conflict',
      });

      const open = await quizLesson({ passMark: null }, FOUR_TYPES.slice(0, 1));
      await open.learner.post(`/api/quizzes/${open.quizId}/attempts`).expect(200);
      const result = await open.learner
        .post(`/api/quizzes/${open.quizId}/submit`)
        .send({ answers: { [open.questionIds[0]]: [0] } })
        .expect(200);
      expect(result.body).toMatchObject({ score: 0, passed: null, lessonCompleted: true });
      const [enrollment] = await sql<{ completed_lessons: number }>(
        'select completed_lessons from enrollments where user_id = ? and course_id = ?',
        [open.user.id, open.course.id],
      );
      expect(enrollment.completed_lessons).toBe(1);
    });

    it('rejects answers that do not fit the questions with a clear 400', async () => {
      const { quizId, questionIds, learner } = await quizLesson();
      const attempt = (await learner.post(`/api/quizzes/${quizId}/attempts`).expect(200)).body;
      const save = (answers: unknown) => learner.put(`/api/quiz-attempts/${attempt.id}/answers`).send({ answers });
      expect((await save({ 999999: 'x' }).expect(400)).body.message).toBe('Question 999999 is not part of this quiz');
      expect((await save({ [questionIds[0]]: [7] }).expect(400)).body.message).toBe('Question 1: choose one of the options shown');
      expect((await save({ [questionIds[0]]: [0, 1] }).expect(400)).body.message).toBe('Question 1: choose only one option');
      expect((await save({ [questionIds[1]]: 42 }).expect(400)).body.message).toBe('Question 2: the answer must be text');
      expect((await save({ [questionIds[3]]: 'file.pdf' }).expect(400)).body.message).toBe(
        'Question 4: upload the file instead of sending it as an answer',
      );
      await save('not an object').expect(400);
      await learner
        .post(`/api/quizzes/${quizId}/submit`)
        .send({ answers: { [questionIds[0]]: 'x' } })
        .expect(400);
      const [row] = await sql<{ status: string }>('select status from quiz_attempts where id = ?', [attempt.id]);
      expect(row.status).toBe('in_progress');
    });
  });

  describe('time limit', () => {
    it('records the deadline at start; the remaining time follows the server clock', async () => {
      const { lessonId, quizId, learner } = await quizLesson({ timeLimit: 10 });
      const started = await learner.post(`/api/quizzes/${quizId}/attempts`).expect(200);
      expect(started.body.remainingSeconds).toBe(600);
      expect(new Date(started.body.deadline).getTime() - new Date(started.body.startedAt).getTime()).toBe(10 * MINUTE);

      now += 4 * MINUTE;
      const state = await learner.get(`/api/lessons/${lessonId}/quiz`).expect(200);
      expect(state.body.inProgress).toEqual({ id: started.body.id, deadline: started.body.deadline, remainingSeconds: 360 });
      // Reloading resumes the same attempt and deadline.
      const resumed = await learner.post(`/api/quizzes/${quizId}/attempts`).expect(200);
      expect(resumed.body).toMatchObject({ id: started.body.id, deadline: started.body.deadline, remainingSeconds: 360 });
    });

    it('accepts a submit within the grace after the deadline', async () => {
      const { quizId, questionIds, learner } = await quizLesson({ timeLimit: 10 }, FOUR_TYPES.slice(0, 1));
      await learner.post(`/api/quizzes/${quizId}/attempts`).expect(200);
      now += 10 * MINUTE + 29_000;
      const result = await learner
        .post(`/api/quizzes/${quizId}/submit`)
        .send({ answers: { [questionIds[0]]: [1] } })
        .expect(200);
      expect(result.body).toMatchObject({ status: 'submitted', score: 100 });
    });

    it('after deadline + grace: refuses new answers, closes the attempt as expired and grades what was saved in time', async () => {
      const { quizId, questionIds, learner, user } = await quizLesson({ timeLimit: 10, passMark: 50 }, FOUR_TYPES.slice(0, 2));
      const [mc, short] = questionIds;
      const attempt = (await learner.post(`/api/quizzes/${quizId}/attempts`).expect(200)).body;
      now += 5 * MINUTE;
      await learner
        .put(`/api/quiz-attempts/${attempt.id}/answers`)
        .send({ answers: { [mc]: [1] } })
        .expect(200);

      now += 5 * MINUTE + 31_000;
      const late = await learner
        .put(`/api/quiz-attempts/${attempt.id}/answers`)
        .send({ answers: { [short]: SECRET_ANSWER } })
        .expect(409);
      expect(late.body).toMatchObject({ code: 'QUIZ_TIME_UP', message: expect.stringMatching(/^Time is up/) });
      const submitted = await learner
        .post(`/api/quizzes/${quizId}/submit`)
        .send({ answers: { [mc]: [0], [short]: SECRET_ANSWER } })
        .expect(409);
      expect(submitted.body.message).toBe(
        'Time is up: the deadline passed before this submission arrived. The answers saved in time were graded: 50%.',
      );
      expect(submitted.body).toMatchObject({ statusCode: 409, code: 'QUIZ_TIME_UP', error: 'Conflict' });
      expect(submitted.body.result).toMatchObject({ status: 'expired', score: 50, earnedPoints: 1, passed: true });
      const [row] = await sql<{ status: string; answers: Record<string, unknown> }>(
        'select status, answers from quiz_attempts where id = ?',
        [attempt.id],
      );
      expect(row).toEqual({ status: 'expired', answers: { [mc]: [1] } });
      expect(await attemptRows(quizId, user)).toHaveLength(1);
    });

    it('closes an attempt left running past its deadline when the learner starts again', async () => {
      const { lessonId, quizId, questionIds, learner, user } = await quizLesson({ timeLimit: 5, maxAttempts: 3 }, FOUR_TYPES.slice(0, 1));
      const first = (await learner.post(`/api/quizzes/${quizId}/attempts`).expect(200)).body;
      await learner
        .put(`/api/quiz-attempts/${first.id}/answers`)
        .send({ answers: { [questionIds[0]]: [1] } })
        .expect(200);
      now += 60 * MINUTE;
      const stale = await learner.get(`/api/lessons/${lessonId}/quiz`).expect(200);
      expect(stale.body.inProgress.remainingSeconds).toBe(0);
      const second = (await learner.post(`/api/quizzes/${quizId}/attempts`).expect(200)).body;
      expect(second).toMatchObject({ attemptNumber: 2, remainingSeconds: 300, answers: {}, attemptsLeft: 1 });
      expect(await attemptRows(quizId, user)).toEqual([
        { id: first.id, attempt_number: 1, status: 'expired', score: 100 },
        { id: second.id, attempt_number: 2, status: 'in_progress', score: null },
      ]);
    });
  });

  describe('races', () => {
    /**
     * Makes requests collide for sure: a transaction of the test holds a row lock (or an uncommitted
     * conflicting row), the requests pile up behind it inside PostgreSQL, and only then is it released.
     */
    async function raceBehind<T>(hold: (client: pg.Client) => Promise<unknown>, race: () => Promise<T>, waiting: number): Promise<T> {
      const holder = new pg.Client({ connectionString: process.env.ACADEMY_TEST_DATABASE_URL });
      // Watches from outside the held transaction (pg_stat_activity is a snapshot within one).
      const watcher = new pg.Client({ connectionString: process.env.ACADEMY_TEST_DATABASE_URL });
      await Promise.all([holder.connect(), watcher.connect()]);
      try {
        await holder.query('begin');
        await hold(holder);
        const settled = race();
        const blocked = async () =>
          (
            await watcher.query<{ count: number }>(
              `select count(*)::int as count from pg_stat_activity
               where datname = current_database() and pid <> $1 and wait_event_type = 'Lock' and query ilike '%quiz_attempts%'`,
              [(holder as unknown as { processID: number }).processID],
            )
          ).rows[0].count;
        for (let polls = 0; (await blocked()) < waiting; polls++) {
          if (polls > 500) throw new Error(`Expected ${waiting} requests waiting on the lock, saw ${await blocked()}`);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        await holder.query('rollback');
        return await settled;
      } finally {
        await Promise.all([holder.end(), watcher.end()]);
      }
    }

    it('counts one of several concurrent submits of the same attempt', async () => {
      const { course, quizId, questionIds, learner, user } = await quizLesson({ passMark: 50 }, FOUR_TYPES.slice(0, 1));
      const attempt = (await learner.post(`/api/quizzes/${quizId}/attempts`).expect(200)).body;
      const responses = await raceBehind(
        (client) => client.query('select id from quiz_attempts where id = $1 for update', [attempt.id]),
        () =>
          Promise.all(
            Array.from({ length: 4 }, () =>
              learner
                .post(`/api/quizzes/${quizId}/submit`)
                .send({ answers: { [questionIds[0]]: [1] } })
                .then((response) => response),
            ),
          ),
        4,
      );
      expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409, 409]);
      for (const response of responses.filter((item) => item.status === 409)) {
        expect(response.body).toMatchObject({ code: 'QUIZ_ALREADY_SUBMITTED', message: 'This quiz attempt has already been submitted.' });
      }
      expect(await attemptRows(quizId, user)).toEqual([expect.objectContaining({ attempt_number: 1, status: 'submitted', score: 100 })]);
      const [progress] = await sql<{ rows: number; completed: number }>(
        `select (select count(*) from lesson_progress where user_id = ? and course_id = ?)::int as rows,
                (select completed_lessons from enrollments where user_id = ? and course_id = ?) as completed`,
        [user.id, course.id, user.id, course.id],
      );
      expect(progress).toEqual({ rows: 1, completed: 1 });
    });

    it('never goes beyond maxAttempts, however many tabs start at once', async () => {
      const { quizId, questionIds, learner, user } = await quizLesson({ maxAttempts: 2 }, FOUR_TYPES.slice(0, 1));
      // Every start computes the same next number and waits on the test's uncommitted row with that number.
      const startManyAt = (attemptNumber: number) =>
        raceBehind(
          (client) =>
            client.query(
              `insert into quiz_attempts (quiz_id, user_id, attempt_number, status, started_at) values ($1, $2, $3, 'in_progress', now())`,
              [quizId, user.id, attemptNumber],
            ),
          () => Promise.all(Array.from({ length: 4 }, () => learner.post(`/api/quizzes/${quizId}/attempts`).then((response) => response))),
          4,
        );
      const submit = () =>
        learner
          .post(`/api/quizzes/${quizId}/submit`)
          .send({ answers: { [questionIds[0]]: [0] } })
          .expect(200);

      const first = await startManyAt(1);
      expect(first.map((response) => response.status)).toEqual([200, 200, 200, 200]);
      expect(new Set(first.map((response) => response.body.id)).size).toBe(1);
      await submit();

      const second = await startManyAt(2);
      expect(second.map((response) => response.status)).toEqual([200, 200, 200, 200]);
      expect(new Set(second.map((response) => response.body.id)).size).toBe(1);
      expect(second[0].body).toMatchObject({ attemptNumber: 2, attemptsLeft: 0 });
      await submit();

      const third = await Promise.all(Array.from({ length: 4 }, () => learner.post(`/api/quizzes/${quizId}/attempts`)));
      expect(third.map((response) => response.status)).toEqual([409, 409, 409, 409]);
      expect(third[0].body).toMatchObject({ code: 'QUIZ_NO_ATTEMPTS_LEFT', message: 'You have used all 2 attempts for this quiz.' });
      await learner.post(`/api/quizzes/${quizId}/submit`).send({ answers: {} }).expect(409);
      expect((await attemptRows(quizId, user)).map((row) => [row.attempt_number, row.status])).toEqual([
        [1, 'submitted'],
        [2, 'submitted'],
      ]);
    });

    it('the database itself refuses a second attempt in progress and a reused attempt number', async () => {
      const { quizId, learner, user } = await quizLesson({}, FOUR_TYPES.slice(0, 1));
      await learner.post(`/api/quizzes/${quizId}/attempts`).expect(200);
      const insert = (number: number, status: string) =>
        sql(
          `insert into quiz_attempts (quiz_id, user_id, attempt_number, status, started_at, submitted_at) values (?, ?, ?, ?, now(), ${status === 'in_progress' ? 'null' : 'now()'})`,
          [quizId, user.id, number, status],
        );
      await expect(insert(2, 'in_progress')).rejects.toThrow(/quiz_attempts_one_in_progress/);
      await expect(insert(1, 'submitted')).rejects.toThrow(/quiz_attempts_quiz_id_user_id_attempt_number_unique/);
    });
  });

  describe('file answers', () => {
    const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 'a')]);
    const uploadCount = async (attemptId: number) =>
      (await sql<{ count: number }>('select count(*)::int as count from quiz_uploads where attempt_id = ?', [attemptId]))[0].count;

    it('refuses oversize, empty and disallowed files with a 400 and stores nothing', async () => {
      const { quizId, questionIds, learner } = await quizLesson();
      const attempt = (await learner.post(`/api/quizzes/${quizId}/attempts`).expect(200)).body;
      const fileQuestion = questionIds[3];
      const refused = async (data: Buffer, name: string, type: string, message: string | RegExp) => {
        const response = await upload(learner, attempt.id, fileQuestion, data, name, type).expect(400);
        expect(response.body.message).toMatch(message);
      };
      const oversize = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
      PDF.copy(oversize);
      await refused(oversize, 'scorecard.pdf', 'application/pdf', 'The file is larger than 10 MB.');
      await refused(Buffer.alloc(0), 'scorecard.pdf', 'application/pdf', 'The file is empty. Choose a file with content.');
      await refused(
        Buffer.from('MZ\x90\x00'),
        'setup.exe',
        'application/x-msdownload',
        /^This type of file is not accepted\. Allowed files: \.pdf, /,
      );
      await refused(Buffer.from('<script>alert(1)</script>'), 'cv.html', 'text/html', /^This type of file is not accepted/);
      await refused(Buffer.from('<html>not a pdf</html>'), 'cv.pdf', 'application/pdf', /^The file is not a valid PDF file/);
      await refused(PDF, 'cv.pdf', 'image/png', /^The file's type \(image\/png\) does not match its \.pdf name/);
      expect(await uploadCount(attempt.id)).toBe(0);

      const missing = await learner
        .post(`/api/quiz-attempts/${attempt.id}/questions/${fileQuestion}/file`)
        .set('Origin', testApp.config.publicUrl)
        .field('note', 'no file')
        .expect(400);
      expect(missing.body.message).toMatch(/file/);
      const wrongQuestion = await upload(learner, attempt.id, questionIds[0], PDF, 'cv.pdf', 'application/pdf').expect(400);
      expect(wrongQuestion.body.message).toBe('This question does not take a file.');
      expect(await uploadCount(attempt.id)).toBe(0);
    });

    it('stores one file per question, serves it to its owner and admins only, and grades it by hand', async () => {
      const { lessonId, quizId, questionIds, learner } = await quizLesson({ passMark: 75 });
      const [mc, short, long, file] = questionIds;
      const attempt = (await learner.post(`/api/quizzes/${quizId}/attempts`).expect(200)).body;
      await upload(learner, attempt.id, file, Buffer.from('first version'), 'notes.txt', 'text/plain').expect(200);
      const stored = await upload(learner, attempt.id, file, PDF, 'Score card.pdf', 'application/pdf').expect(200);
      expect(stored.body).toMatchObject({ questionId: file, fileName: 'Score card.pdf', contentType: 'application/pdf', size: PDF.length });
      expect(await uploadCount(attempt.id)).toBe(1);
      const resumed = await learner.post(`/api/quizzes/${quizId}/attempts`).expect(200);
      expect(resumed.body.files).toEqual([stored.body]);

      const download = await learner
        .get(`/api/quiz-uploads/${stored.body.uploadId}`)
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(download.status).toBe(200);
      expect(Buffer.compare(download.body as Buffer, PDF)).toBe(0);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toBe(`attachment; filename="Score card.pdf"; filename*=UTF-8''Score%20card.pdf`);
      await admin.get(`/api/quiz-uploads/${stored.body.uploadId}`).expect(200);
      const stranger = (await signedInAgent(testApp)).agent;
      await stranger.get(`/api/quiz-uploads/${stored.body.uploadId}`).expect(404);
      await upload(stranger, attempt.id, file, PDF, 'x.pdf', 'application/pdf').expect(404);

      const result = await learner
        .post(`/api/quizzes/${quizId}/submit`)
        .send({ answers: { [mc]: [1], [short]: SECRET_ANSWER, [long]: 'Hi Sam, ...' } })
        .expect(200);
      // 2 of 4 points so far; the two reviewed questions could still make it 75%.
      expect(result.body).toMatchObject({ score: 50, passed: null, pendingReview: true, lessonCompleted: false });
      await upload(learner, attempt.id, file, PDF, 'late.pdf', 'application/pdf').expect(409);

      const grade = (questionId: number, body: object) =>
        admin.put(`/api/admin/quiz-attempts/${attempt.id}/questions/${questionId}/grade`).send(body);
      expect((await grade(mc, { points: 1 }).expect(400)).body.message).toBe('Only long answers and file uploads are graded by hand.');
      expect((await grade(long, { points: 2 }).expect(400)).body.message).toBe('Points must be between 0 and 1.');
      await learner.put(`/api/admin/quiz-attempts/${attempt.id}/questions/${long}/grade`).send({ points: 1 }).expect(403);
      const halfway = await grade(long, { points: 1, comment: 'Warm and specific' }).expect(200);
      expect(halfway.body).toMatchObject({ score: 75, passed: true, pendingReview: true });
      const done = await grade(file, { points: 0, comment: 'Scorecard is missing the criteria' }).expect(200);
      expect(done.body).toMatchObject({ score: 75, passed: true, pendingReview: false });
      expect(done.body.answers.find((answer: { questionId: number }) => answer.questionId === file)).toMatchObject({
        file: { fileName: 'Score card.pdf', size: PDF.length },
        grade: { points: 0, comment: 'Scorecard is missing the criteria', automatic: false },
      });

      const state = await learner.get(`/api/lessons/${lessonId}/quiz`).expect(200);
      expect(state.body.lastResult).toMatchObject({ score: 75, passed: true, pendingReview: false, lessonCompleted: true });
      expect(state.body.lastResult.feedback[2]).toMatchObject({ status: 'graded', points: 1, comment: 'Warm and specific' });
      expect((await learner.get(`/api/lessons/${lessonId}`).expect(200)).body.isCompleted).toBe(true);
    });
  });

  describe('authoring', () => {
    it('is admin only', async () => {
      const { lessonId, quizId, questionIds } = await quizLesson();
      const learner = (await signedInAgent(testApp)).agent;
      const calls = (agent: TestAgent) => [
        agent.get(`/api/admin/lessons/${lessonId}/quiz`),
        agent.put(`/api/admin/lessons/${lessonId}/quiz`).send({ title: 'Hacked' }),
        agent.delete(`/api/admin/lessons/${lessonId}/quiz`),
        agent.post(`/api/admin/quizzes/${quizId}/questions`).send(FOUR_TYPES[2]),
        agent.put(`/api/admin/quizzes/${quizId}/questions/order`).send({ ids: [...questionIds].reverse() }),
        agent.patch(`/api/admin/quiz-questions/${questionIds[0]}`).send({ question: 'Hacked' }),
        agent.delete(`/api/admin/quiz-questions/${questionIds[0]}`),
        agent.get(`/api/admin/quizzes/${quizId}/attempts`),
      ];
      for (const response of await Promise.all(calls(learner))) expect(response.status).toBe(403);
      for (const response of await Promise.all(calls(testApp.http() as unknown as TestAgent))) expect(response.status).toBe(401);
      const quiz = await admin.get(`/api/admin/lessons/${lessonId}/quiz`).expect(200);
      expect(quiz.body.quiz).toMatchObject({
        title: 'Sourcing check',
        questions: FOUR_TYPES.map((question) => expect.objectContaining({ question: question.question })),
      });
    });

    it('creates, edits, reorders and deletes questions with type rules', async () => {
      const { lessons } = await createCourse(testApp, { lessonsPerModule: 1, lessonType: 'quiz' });
      const videoLesson = (await createCourse(testApp, { lessonsPerModule: 1 })).lessons[0];
      const lessonId = lessons[0].id;
      expect((await admin.get(`/api/admin/lessons/${lessonId}/quiz`).expect(200)).body).toMatchObject({ lessonId, quiz: null });
      expect((await admin.put(`/api/admin/lessons/${videoLesson.id}/quiz`).send({ title: 'Quiz' }).expect(400)).body.message).toBe(
        'Only quiz lessons can have a quiz.',
      );
      const invalid = await admin
        .put(`/api/admin/lessons/${lessonId}/quiz`)
        .send({ title: ' ', timeLimit: 0, passMark: 101, maxAttempts: 1.5 })
        .expect(400);
      expect(invalid.body.message).toEqual([
        'Quiz title is required',
        'Time limit must be at least 1 minute',
        'Pass mark must be between 0 and 100',
        'Maximum attempts must be a whole number',
      ]);
      const quiz = (
        await admin
          .put(`/api/admin/lessons/${lessonId}/quiz`)
          .send({ title: 'Screening', timeLimit: 15, passMark: 70, maxAttempts: 3 })
          .expect(200)
      ).body;
      expect(quiz).toMatchObject({
        title: 'Screening',
        description: '',
        timeLimit: 15,
        passMark: 70,
        maxAttempts: 3,
        questions: [],
        attemptCount: 0,
      });

      const add = (body: object) => admin.post(`/api/admin/quizzes/${quiz.id}/questions`).send(body);
      expect(
        (await add({ type: 'multiple_choice', question: 'Q', options: ['Only one'], correctOptions: [0] }).expect(400)).body.message,
      ).toBe('A multiple choice question needs at least 2 options.');
      expect(
        (await add({ type: 'multiple_choice', question: 'Q', options: ['A', 'B'], correctOptions: [] }).expect(400)).body.message,
      ).toBe('Mark at least one option as correct.');
      expect(
        (await add({ type: 'multiple_choice', question: 'Q', options: ['A', 'B'], correctOptions: [2] }).expect(400)).body.message,
      ).toBe('Correct options must be among the options.');
      expect((await add({ type: 'short_answer', question: 'Q' }).expect(400)).body.message).toBe(
        'A short answer question needs at least one accepted answer.',
      );
      expect((await add({ type: 'essay', question: 'Q' }).expect(400)).body.message).toEqual([
        'Question type must be one of: multiple_choice, short_answer, long_answer, file_upload, boolean_search',
      ]);
      const multi = (
        await add({ type: 'multiple_choice', question: 'Pick two', options: ['A', 'B', 'C'], correctOptions: [2, 0], points: 2 }).expect(
          201,
        )
      ).body;
      expect(multi).toMatchObject({ correctOptions: [0, 2], acceptedAnswers: [], points: 2, order: 0 });
      const essay = (await add({ type: 'long_answer', question: 'Explain', options: ['ignored'] }).expect(201)).body;
      expect(essay).toMatchObject({ options: [], order: 1 });

      const changed = await admin
        .patch(`/api/admin/quiz-questions/${essay.id}`)
        .send({ type: 'short_answer', acceptedAnswers: ['ATS'] })
        .expect(200);
      expect(changed.body).toMatchObject({ type: 'short_answer', question: 'Explain', acceptedAnswers: ['ATS'] });
      await admin.patch(`/api/admin/quiz-questions/${essay.id}`).send({ acceptedAnswers: [] }).expect(400);

      await admin
        .put(`/api/admin/quizzes/${quiz.id}/questions/order`)
        .send({ ids: [essay.id] })
        .expect(400);
      const reordered = await admin
        .put(`/api/admin/quizzes/${quiz.id}/questions/order`)
        .send({ ids: [essay.id, multi.id] })
        .expect(200);
      expect(reordered.body.questions.map((question: { id: number }) => question.id)).toEqual([essay.id, multi.id]);

      await admin.delete(`/api/admin/quiz-questions/${multi.id}`).expect(204);
      await admin.delete(`/api/admin/quiz-questions/${multi.id}`).expect(404);
      expect((await admin.get(`/api/admin/lessons/${lessonId}/quiz`).expect(200)).body.quiz.questions).toHaveLength(1);
      await admin.delete(`/api/admin/lessons/${lessonId}/quiz`).expect(204);
      expect((await admin.get(`/api/admin/lessons/${lessonId}/quiz`).expect(200)).body.quiz).toBeNull();
    });

    it('lists attempts with answers and files in a constant number of queries', async () => {
      const { quizId, questionIds, learner } = await quizLesson();
      const takeQuiz = async (agent: TestAgent) => {
        const attempt = (await agent.post(`/api/quizzes/${quizId}/attempts`).expect(200)).body;
        await upload(agent, attempt.id, questionIds[3], Buffer.from('my notes'), 'notes.txt', 'text/plain').expect(200);
        await agent
          .post(`/api/quizzes/${quizId}/submit`)
          .send({ answers: { [questionIds[2]]: 'An essay' } })
          .expect(200);
      };
      await takeQuiz(learner);
      const few = await testApp.countQueries(() => admin.get(`/api/admin/quizzes/${quizId}/attempts`).expect(200));
      const { course } = (
        await sql<{ course_id: number }>('select l.course_id from quizzes q join lessons l on l.id = q.lesson_id where q.id = ?', [quizId])
      ).map((row) => ({ course: { id: row.course_id } }))[0];
      for (let i = 0; i < 3; i++) {
        const other = await signedInAgent(testApp);
        await sql(`insert into enrollments (user_id, course_id, source, status, enrolled_at) values (?, ?, 'free', 'active', now())`, [
          other.user.id,
          course.id,
        ]);
        await takeQuiz(other.agent);
      }
      let body: { answers: { file: unknown; answer: unknown }[] }[] = [];
      const many = await testApp.countQueries(async () => {
        body = (await admin.get(`/api/admin/quizzes/${quizId}/attempts`).expect(200)).body;
      });
      expect(body).toHaveLength(4);
      expect(body[0].answers[2].answer).toBe('An essay');
      expect(body[0].answers[3].file).toMatchObject({ fileName: 'notes.txt' });
      expect(many.count).toBe(few.count);
    });
  });
});
