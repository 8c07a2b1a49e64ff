import { jest } from '@jest/globals';
import { Enrollment } from '../../src/modules/learning/entities/enrollment.entity.js';
import { LessonProgress } from '../../src/modules/learning/entities/lesson-progress.entity.js';
import { LearningModule } from '../../src/modules/learning/learning.module.js';
import { QuizAttempt } from '../../src/modules/quizzes/entities/quiz-attempt.entity.js';
import { QuizAdminService } from '../../src/modules/quizzes/quiz-admin.service.js';
import { QuizzesModule } from '../../src/modules/quizzes/quizzes.module.js';
import { QuizzesService } from '../../src/modules/quizzes/quizzes.service.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { factories, type Factories, type QuestionSpec } from './factories.js';
import { createMediumApp, detailsOf, expectRefusal, type MediumApp, type TestClock } from './medium-app.js';

const MINUTE = 60_000;
/** Submissions this long after the deadline still count (the product's grace period). */
const GRACE_MS = 30_000;
const ALREADY_SUBMITTED = 'This quiz attempt has already been submitted.';
const NOT_ENROLLED = 'Enroll in this course to take its quiz';
const LATE = (score: number) =>
  `Time is up: the deadline passed before this submission arrived. The answers saved in time were graded: ${score}%.`;

const single: QuestionSpec = { type: 'multiple_choice', options: ['Job boards', 'Sourcing', 'Walk-ins'], correctOptions: [1] };
const several: QuestionSpec = { type: 'multiple_choice', options: ['AND', 'OR', 'MAYBE', 'NOT'], correctOptions: [0, 1, 3] };
const short: QuestionSpec = { type: 'short_answer', acceptedAnswers: ['Boolean search', 'x-ray search'] };
const long: QuestionSpec = { type: 'long_answer' };
const file: QuestionSpec = { type: 'file_upload' };

const notes = () => Promise.resolve({ fileName: 'notes.txt', mimeType: 'text/plain', data: Buffer.from('My interview notes') });

describe('quizzes, at the service level', () => {
  let app: MediumApp;
  let make: Factories;
  let quizzes: QuizzesService;
  let quizAdmin: QuizAdminService;
  let clock: TestClock;
  let admin: User;

  beforeAll(async () => {
    // Learning completes the quiz's lesson once the quiz is passed.
    app = await createMediumApp([QuizzesModule, LearningModule]);
    make = factories(app.em);
    quizzes = app.get(QuizzesService);
    quizAdmin = app.get(QuizAdminService);
    admin = await make.user({ role: 'admin' });
  });
  beforeEach(() => {
    clock = app.freezeClock();
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => app.close());

  /** A quiz on the first of two quiz lessons, and a learner enrolled in the course. */
  async function quizLesson(
    settings: Partial<{ timeLimit: number | null; passMark: number | null; maxAttempts: number | null }> = {},
    questions = [single, short],
  ) {
    const { course, lessons } = await make.courseWithLessons({ lessons: 2, lessonType: 'quiz' });
    const { quiz, questions: rows } = await make.quiz(lessons[0], { ...settings, questions });
    const learner = await make.user();
    await make.enrollment(learner, course);
    return { course, lesson: lessons[0], quiz, learner, ids: rows.map((row) => String(row.id)), questionIds: rows.map((row) => row.id) };
  }

  const attemptsOf = (quizId: number, learner: User) =>
    app.em.fork().find(QuizAttempt, { quiz: quizId, user: learner.id }, { orderBy: { attemptNumber: 'asc' } });
  const hasCompleted = async (learner: User, lessonId: number) =>
    (await app.em.fork().count(LessonProgress, { user: learner.id, lesson: lessonId })) > 0;

  async function take(learner: User, quizId: number, answers: Record<string, unknown>) {
    await quizzes.start(learner, quizId);
    return quizzes.submit(learner, quizId, answers);
  }

  describe('grading', () => {
    it('all correct: full marks, passed, each question correct, the answers stored in their stored form, the lesson completed', async () => {
      const { quiz, lesson, learner, ids } = await quizLesson({ passMark: 50 }, [single, several, short]);
      const result = await take(learner, quiz.id, { [ids[0]]: 1, [ids[1]]: [3, 0, 1, 0], [ids[2]]: '  x-RAY   Search ' });

      expect(result).toMatchObject({
        status: 'submitted',
        attemptNumber: 1,
        score: 100,
        earnedPoints: 3,
        totalPoints: 3,
        passed: true,
        pendingReview: false,
        lessonCompleted: true,
      });
      expect(result.feedback.map((item) => item.status)).toEqual(['correct', 'correct', 'correct']);
      const [attempt] = await attemptsOf(quiz.id, learner);
      expect(attempt).toMatchObject({
        status: 'submitted',
        score: 100,
        passed: true,
        answers: { [ids[0]]: [1], [ids[1]]: [0, 1, 3], [ids[2]]: '  x-RAY   Search ' },
      });
      expect(attempt.submittedAt).toEqual(clock.now());
      expect(await hasCompleted(learner, lesson.id)).toBe(true);
    });

    it('none correct: zero, failed, and the lesson stays to do', async () => {
      const { quiz, lesson, learner, ids } = await quizLesson({ passMark: 50 }, [single, several, short]);
      const result = await take(learner, quiz.id, { [ids[0]]: 0, [ids[1]]: [2], [ids[2]]: 'boolean searching' });

      expect(result).toMatchObject({ score: 0, earnedPoints: 0, totalPoints: 3, passed: false, lessonCompleted: false });
      expect(result.feedback.map((item) => item.status)).toEqual(['incorrect', 'incorrect', 'incorrect']);
      expect((await attemptsOf(quiz.id, learner))[0]).toMatchObject({ status: 'submitted', score: 0, passed: false });
      expect(await hasCompleted(learner, lesson.id)).toBe(false);
    });

    it('a question with several correct options scores only when exactly those are picked; unanswered questions score nothing', async () => {
      const { quiz, learner, ids } = await quizLesson({ passMark: null }, [several, several, several, several]);
      const result = await take(learner, quiz.id, { [ids[0]]: [0, 1], [ids[1]]: [0, 1, 2, 3], [ids[2]]: [0, 1, 3] });

      expect(result).toMatchObject({ earnedPoints: 1, totalPoints: 4, score: 25 });
      expect(result.feedback.map((item) => item.points)).toEqual([0, 0, 1, 0]);
    });

    it('points weigh the questions and the score is the rounded percentage of them', async () => {
      const { quiz, learner, ids } = await quizLesson({ passMark: null }, [
        { ...single, points: 3 },
        { ...short, points: 1 },
        { ...several, points: 2 },
      ]);
      const result = await take(learner, quiz.id, { [ids[0]]: [1], [ids[1]]: 'wrong', [ids[2]]: [0, 1, 3] });

      expect(result).toMatchObject({ earnedPoints: 5, totalPoints: 6, score: 83 });
      expect(result.feedback.map((item) => [item.points, item.maxPoints])).toEqual([
        [3, 3],
        [0, 1],
        [2, 2],
      ]);
    });

    it.each([
      { passMark: 50, questions: 2, correct: 1, passed: true, score: 50 },
      { passMark: 51, questions: 2, correct: 1, passed: false, score: 50 },
      // 2 of 3 shows as 67%, yet the mark is compared with the exact share (66.7%).
      { passMark: 67, questions: 3, correct: 2, passed: false, score: 67 },
      { passMark: 66, questions: 3, correct: 2, passed: true, score: 67 },
      { passMark: 0, questions: 2, correct: 0, passed: true, score: 0 },
      { passMark: 100, questions: 3, correct: 3, passed: true, score: 100 },
    ])(
      'pass mark $passMark% with $correct of $questions correct: passed is $passed',
      async ({ passMark, questions, correct, passed, score }) => {
        const { quiz, lesson, learner, ids } = await quizLesson(
          { passMark },
          Array.from({ length: questions }, () => single),
        );
        const answers = Object.fromEntries(ids.map((id, index) => [id, index < correct ? [1] : [0]]));
        const result = await take(learner, quiz.id, answers);

        expect(result).toMatchObject({ score, passed, passMark, lessonCompleted: passed });
        expect(await hasCompleted(learner, lesson.id)).toBe(passed);
      },
    );

    it('without a pass mark, submitting completes the lesson whatever the score and leaves passed undecided', async () => {
      const { quiz, lesson, learner, ids } = await quizLesson({ passMark: null });
      const result = await take(learner, quiz.id, { [ids[0]]: [0] });

      expect(result).toMatchObject({ score: 0, passed: null, passMark: null, lessonCompleted: true });
      expect(await hasCompleted(learner, lesson.id)).toBe(true);
    });

    it('grades the answers saved during the attempt; the submitted ones replace them and null clears one', async () => {
      const { quiz, learner, ids } = await quizLesson({ passMark: 50 }, [single, short, single]);
      const started = await quizzes.start(learner, quiz.id);
      const saved = await quizzes.saveAnswers(learner, started.id, { [ids[0]]: [1], [ids[1]]: 'boolean search', [ids[2]]: [0] });
      expect(saved).toMatchObject({ attemptId: started.id, savedAt: clock.now().toISOString() });
      expect(await quizzes.start(learner, quiz.id)).toMatchObject({
        id: started.id,
        answers: { [ids[0]]: [1], [ids[1]]: 'boolean search', [ids[2]]: [0] },
      });

      const result = await quizzes.submit(learner, quiz.id, { [ids[1]]: null, [ids[2]]: [1] });
      expect(result.feedback.map((item) => item.status)).toEqual(['correct', 'incorrect', 'correct']);
      expect((await attemptsOf(quiz.id, learner))[0].answers).toEqual({ [ids[0]]: [1], [ids[2]]: [1] });
    });

    it('refuses answers that do not fit the questions while saving, naming the question; a submit ignores unknown questions', async () => {
      const { quiz, learner, ids } = await quizLesson({ passMark: 50 }, [single, short, file]);
      const { id } = await quizzes.start(learner, quiz.id);

      await expectRefusal(
        quizzes.saveAnswers(learner, id, { 999999999: 'x' }),
        'INVALID_ANSWER',
        'Question 999999999 is not part of this quiz',
      );
      await expectRefusal(quizzes.saveAnswers(learner, id, { [ids[0]]: [0, 1] }), 'INVALID_ANSWER', 'Question 1: choose only one option');
      await expectRefusal(
        quizzes.saveAnswers(learner, id, { [ids[0]]: [3] }),
        'INVALID_ANSWER',
        'Question 1: choose one of the options shown',
      );
      await expectRefusal(quizzes.saveAnswers(learner, id, { [ids[1]]: 7 }), 'INVALID_ANSWER', 'Question 2: the answer must be text');
      await expectRefusal(
        quizzes.saveAnswers(learner, id, { [ids[2]]: 'scan.pdf' }),
        'INVALID_ANSWER',
        'Question 3: upload the file instead of sending it as an answer',
      );
      expect((await attemptsOf(quiz.id, learner))[0].answers).toEqual({});

      const result = await quizzes.submit(learner, quiz.id, { 999999999: 'x', [ids[0]]: [1] });
      expect(result).toMatchObject({ status: 'submitted', earnedPoints: 1 });
    });
  });

  describe('deadlines', () => {
    it('a timed attempt gets its deadline when it starts; resuming and the quiz page report the time left', async () => {
      const { quiz, lesson, learner } = await quizLesson({ timeLimit: 10 });
      const startedAt = clock.now();
      const started = await quizzes.start(learner, quiz.id);
      expect(started).toMatchObject({
        startedAt: startedAt.toISOString(),
        deadline: new Date(startedAt.getTime() + 10 * MINUTE).toISOString(),
        remainingSeconds: 600,
      });

      clock.advance(4 * MINUTE + 500);
      expect(await quizzes.start(learner, quiz.id)).toMatchObject({ id: started.id, remainingSeconds: 360 });
      expect((await quizzes.lessonQuiz(learner, lesson.id)).inProgress).toEqual({
        id: started.id,
        deadline: started.deadline,
        remainingSeconds: 360,
      });
    });

    it('a submit within the grace period after the deadline still counts, with its answers', async () => {
      const { quiz, learner, ids } = await quizLesson({ timeLimit: 1 });
      await quizzes.start(learner, quiz.id);
      clock.advance(MINUTE + GRACE_MS);

      const result = await quizzes.submit(learner, quiz.id, { [ids[0]]: [1], [ids[1]]: 'boolean search' });
      expect(result).toMatchObject({ status: 'submitted', score: 100 });
      expect((await attemptsOf(quiz.id, learner))[0].status).toBe('submitted');
    });

    it('a submit after the grace period: its answers are refused, the attempt is closed as expired and graded on the answers saved in time, and the refusal carries that result', async () => {
      const { quiz, lesson, learner, ids } = await quizLesson({ timeLimit: 1, passMark: 50 });
      const { id } = await quizzes.start(learner, quiz.id);
      clock.advance(30_000);
      await quizzes.saveAnswers(learner, id, { [ids[0]]: [1] });
      clock.advance(30_000 + GRACE_MS + 1);

      const error = await expectRefusal(quizzes.submit(learner, quiz.id, { [ids[1]]: 'boolean search' }), 'QUIZ_TIME_UP', LATE(50));
      expect(detailsOf(error)).toMatchObject({
        result: { attemptId: id, status: 'expired', score: 50, earnedPoints: 1, totalPoints: 2, passed: true },
      });

      const [attempt] = await attemptsOf(quiz.id, learner);
      expect(attempt).toMatchObject({ status: 'expired', score: 50, answers: { [ids[0]]: [1] } });
      expect(attempt.submittedAt).toEqual(clock.now());
      // The answers saved in time passed the quiz, so the lesson is done.
      expect(await hasCompleted(learner, lesson.id)).toBe(true);
    });

    it('answers can be saved until the grace period ends, and not after', async () => {
      const { quiz, learner, ids } = await quizLesson({ timeLimit: 2 });
      const { id } = await quizzes.start(learner, quiz.id);
      clock.advance(2 * MINUTE + GRACE_MS);
      await quizzes.saveAnswers(learner, id, { [ids[0]]: [1] });

      clock.advance(1);
      const timeUp = 'Time is up: answers can no longer be changed. Submit the quiz to see your result.';
      await expectRefusal(quizzes.saveAnswers(learner, id, { [ids[1]]: 'boolean search' }), 'QUIZ_TIME_UP', timeUp);
      await expectRefusal(quizzes.upload(learner, id, 1, notes), 'QUIZ_TIME_UP', timeUp);
      expect((await attemptsOf(quiz.id, learner))[0]).toMatchObject({ status: 'in_progress', answers: { [ids[0]]: [1] } });
    });

    it('an attempt left open past its grace period is closed as expired when the learner starts again, and the next attempt begins', async () => {
      const { quiz, learner, ids } = await quizLesson({ timeLimit: 5, maxAttempts: 2, passMark: 100 });
      const first = await quizzes.start(learner, quiz.id);
      await quizzes.saveAnswers(learner, first.id, { [ids[0]]: [1] });
      clock.advance(6 * MINUTE);

      const second = await quizzes.start(learner, quiz.id);
      expect(second).toMatchObject({ attemptNumber: 2, status: 'in_progress', answers: {}, attemptsLeft: 0, remainingSeconds: 300 });
      expect(second.id).not.toBe(first.id);
      const rows = await attemptsOf(quiz.id, learner);
      expect(rows.map((row) => [row.attemptNumber, row.status, row.score, row.passed])).toEqual([
        [1, 'expired', 50, false],
        [2, 'in_progress', null, null],
      ]);
    });

    it('with no attempt left, the stale attempt is still closed as expired and the learner is told', async () => {
      const { quiz, learner } = await quizLesson({ timeLimit: 5, maxAttempts: 1 });
      await quizzes.start(learner, quiz.id);
      clock.advance(5 * MINUTE + GRACE_MS + 1);

      await expectRefusal(quizzes.start(learner, quiz.id), 'QUIZ_NO_ATTEMPTS_LEFT', 'You have used all 1 attempts for this quiz.');
      expect((await attemptsOf(quiz.id, learner)).map((row) => row.status)).toEqual(['expired']);
    });
  });

  describe('attempts', () => {
    it('starting again resumes the attempt in progress, even when starts race', async () => {
      const { quiz, learner } = await quizLesson({ maxAttempts: 3 });
      const started = await Promise.all([
        quizzes.start(learner, quiz.id),
        quizzes.start(learner, quiz.id),
        quizzes.start(learner, quiz.id),
      ]);

      expect(new Set(started.map((attempt) => attempt.id)).size).toBe(1);
      expect(started[0]).toMatchObject({ attemptNumber: 1, attemptsLeft: 2 });
      expect(await attemptsOf(quiz.id, learner)).toHaveLength(1);
    });

    it('attempts are numbered up to the limit, the attempts left count down, and one more start is refused', async () => {
      const { quiz, lesson, learner, ids } = await quizLesson({ maxAttempts: 2, passMark: 100 });
      expect(await take(learner, quiz.id, { [ids[0]]: [0] })).toMatchObject({ attemptNumber: 1, attemptsLeft: 1, passed: false });
      expect(await take(learner, quiz.id, { [ids[0]]: [1] })).toMatchObject({ attemptNumber: 2, attemptsLeft: 0, passed: false });

      await expectRefusal(quizzes.start(learner, quiz.id), 'QUIZ_NO_ATTEMPTS_LEFT', 'You have used all 2 attempts for this quiz.');
      expect((await attemptsOf(quiz.id, learner)).map((row) => [row.attemptNumber, row.status])).toEqual([
        [1, 'submitted'],
        [2, 'submitted'],
      ]);
      expect(await quizzes.lessonQuiz(learner, lesson.id)).toMatchObject({
        attemptsUsed: 2,
        attemptsLeft: 0,
        inProgress: null,
        lastResult: { attemptNumber: 2, score: 50 },
      });
    });

    it('without a limit there is no count of attempts left', async () => {
      const { quiz, learner, ids } = await quizLesson({ maxAttempts: null });
      for (let attempt = 1; attempt <= 3; attempt++)
        expect(await take(learner, quiz.id, { [ids[0]]: [0] })).toMatchObject({ attemptNumber: attempt, attemptsLeft: null });
    });

    it('a quiz without questions cannot be started', async () => {
      const { quiz, learner } = await quizLesson({}, []);
      await expectRefusal(quizzes.start(learner, quiz.id), 'QUIZ_HAS_NO_QUESTIONS', 'This quiz has no questions yet.');
      expect(await attemptsOf(quiz.id, learner)).toHaveLength(0);
    });

    it("only enrolled learners (and admins) take the quiz; nobody else touches a learner's attempt", async () => {
      const { quiz, learner } = await quizLesson();
      const stranger = await make.user();
      await expectRefusal(quizzes.start(stranger, quiz.id), 'NOT_ENROLLED', NOT_ENROLLED);
      await expectRefusal(quizzes.submit(stranger, quiz.id, {}), 'NOT_ENROLLED', NOT_ENROLLED);

      const { id } = await quizzes.start(learner, quiz.id);
      await expectRefusal(quizzes.saveAnswers(stranger, id, {}), 'QUIZ_ATTEMPT_NOT_FOUND', 'Quiz attempt not found');
      expect((await quizzes.start(admin, quiz.id)).id).not.toBe(id);
    });
  });

  describe('submitting twice', () => {
    it('a second submit is refused and changes nothing', async () => {
      const { quiz, learner, ids } = await quizLesson({ passMark: 50 });
      await take(learner, quiz.id, { [ids[0]]: [1] });
      const [before] = await attemptsOf(quiz.id, learner);
      clock.advance(MINUTE);

      await expectRefusal(quizzes.submit(learner, quiz.id, { [ids[1]]: 'boolean search' }), 'QUIZ_ALREADY_SUBMITTED', ALREADY_SUBMITTED);
      const [after] = await attemptsOf(quiz.id, learner);
      expect(after).toMatchObject({ status: 'submitted', score: before.score, answers: before.answers, submittedAt: before.submittedAt });
    });

    it('a submitted attempt takes no more answers or files', async () => {
      const { quiz, learner, ids, questionIds } = await quizLesson({}, [single, file]);
      const { id } = await quizzes.start(learner, quiz.id);
      await quizzes.submit(learner, quiz.id, { [ids[0]]: [1] });

      await expectRefusal(quizzes.saveAnswers(learner, id, { [ids[0]]: [0] }), 'QUIZ_ALREADY_SUBMITTED', ALREADY_SUBMITTED);
      await expectRefusal(quizzes.upload(learner, id, questionIds[1], notes), 'QUIZ_ALREADY_SUBMITTED', ALREADY_SUBMITTED);
    });

    it('submitting before starting is refused and starts nothing', async () => {
      const { quiz, learner } = await quizLesson();
      await expectRefusal(quizzes.submit(learner, quiz.id, {}), 'QUIZ_NOT_STARTED', 'Start the quiz before submitting it.');
      expect(await attemptsOf(quiz.id, learner)).toHaveLength(0);
    });

    it('of several concurrent submits exactly one is graded', async () => {
      const { quiz, lesson, learner, ids } = await quizLesson({ passMark: 50 });
      await quizzes.start(learner, quiz.id);
      const outcomes = await Promise.allSettled([0, 1, 2, 3].map(() => quizzes.submit(learner, quiz.id, { [ids[0]]: [1] })));

      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      const refusals = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
      expect(refusals.map((outcome) => (outcome.reason as Error).message)).toEqual([
        ALREADY_SUBMITTED,
        ALREADY_SUBMITTED,
        ALREADY_SUBMITTED,
      ]);
      expect((await attemptsOf(quiz.id, learner)).map((row) => row.status)).toEqual(['submitted']);
      expect(await app.em.fork().count(LessonProgress, { user: learner.id, lesson: lesson.id })).toBe(1);
    });
  });

  describe('manual grading', () => {
    it('a long answer waits for review, then a passing grade decides the attempt and completes the lesson', async () => {
      const { quiz, lesson, learner, ids, questionIds } = await quizLesson({ passMark: 100 }, [single, long]);
      const result = await take(learner, quiz.id, { [ids[0]]: [1], [ids[1]]: 'I would open with the role and the team.' });
      expect(result).toMatchObject({
        score: 50,
        earnedPoints: 1,
        totalPoints: 2,
        passed: null,
        pendingReview: true,
        lessonCompleted: false,
      });
      expect(result.feedback.map((item) => item.status)).toEqual(['correct', 'pending_review']);
      expect(await hasCompleted(learner, lesson.id)).toBe(false);

      const graded = await quizAdmin.grade(admin, result.attemptId, questionIds[1], { points: 1, comment: '  Clear and friendly.  ' });
      expect(graded).toMatchObject({ score: 100, earnedPoints: 2, passed: true, pendingReview: false });
      expect(graded.answers[1].grade).toMatchObject({ points: 1, comment: 'Clear and friendly.', automatic: false });
      const [attempt] = await attemptsOf(quiz.id, learner);
      expect(attempt).toMatchObject({ passed: true, pendingReview: false, score: 100 });
      expect(attempt.grades[ids[1]]).toMatchObject({ points: 1, gradedBy: admin.id });
      expect(await hasCompleted(learner, lesson.id)).toBe(true);
    });

    it('fails at once when even full marks for the answers awaiting review could not reach the pass mark', async () => {
      const { quiz, learner, ids } = await quizLesson({ passMark: 80 }, [{ ...single, points: 3 }, long]);
      const result = await take(learner, quiz.id, { [ids[0]]: [0], [ids[1]]: 'An answer' });
      expect(result).toMatchObject({ score: 0, passed: false, pendingReview: true });
    });

    it('a failing grade decides the attempt as failed, and keeps the lesson to do', async () => {
      const { quiz, lesson, learner, ids, questionIds } = await quizLesson({ passMark: 100 }, [single, long]);
      const { attemptId } = await take(learner, quiz.id, { [ids[0]]: [1], [ids[1]]: 'An answer' });

      expect(await quizAdmin.grade(admin, attemptId, questionIds[1], { points: 0 })).toMatchObject({
        score: 50,
        passed: false,
        pendingReview: false,
      });
      expect(await hasCompleted(learner, lesson.id)).toBe(false);
    });

    it('an uploaded file waits for review; an unanswered long answer and a missing file score 0 without review', async () => {
      const answered = await quizLesson({ passMark: 50 }, [single, file]);
      const { id } = await quizzes.start(answered.learner, answered.quiz.id);
      expect(await quizzes.upload(answered.learner, id, answered.questionIds[1], notes)).toMatchObject({ fileName: 'notes.txt', size: 18 });
      expect(await quizzes.submit(answered.learner, answered.quiz.id, { [answered.ids[0]]: [0] })).toMatchObject({
        passed: null,
        pendingReview: true,
      });

      const blank = await quizLesson({ passMark: 50 }, [single, long, file]);
      const result = await take(blank.learner, blank.quiz.id, { [blank.ids[0]]: [1], [blank.ids[1]]: '   ' });
      expect(result).toMatchObject({ score: 33, passed: false, pendingReview: false });
      expect(result.feedback.slice(1).map((item) => [item.status, item.points, item.comment])).toEqual([
        ['graded', 0, 'No answer given'],
        ['graded', 0, 'No file uploaded'],
      ]);
    });

    it('grading one answer keeps the grades given to the others', async () => {
      const { quiz, learner, ids, questionIds } = await quizLesson({ passMark: 75 }, [long, long]);
      const { attemptId } = await take(learner, quiz.id, { [ids[0]]: 'First', [ids[1]]: 'Second' });

      expect(await quizAdmin.grade(admin, attemptId, questionIds[0], { points: 1, comment: 'Good' })).toMatchObject({
        score: 50,
        passed: null,
        pendingReview: true,
      });
      expect(await quizAdmin.grade(admin, attemptId, questionIds[1], { points: 1 })).toMatchObject({
        score: 100,
        passed: true,
        pendingReview: false,
      });
      const [attempt] = await attemptsOf(quiz.id, learner);
      expect(attempt.grades).toMatchObject({
        [ids[0]]: { points: 1, comment: 'Good', gradedBy: admin.id },
        [ids[1]]: { points: 1, comment: null, gradedBy: admin.id },
      });
    });

    it('refuses to grade automatic questions, more than the question is worth, or an attempt still in progress', async () => {
      const { quiz, learner, ids, questionIds } = await quizLesson({ passMark: 50 }, [single, long]);
      const { id: openAttempt } = await quizzes.start(learner, quiz.id);
      await expectRefusal(
        quizAdmin.grade(admin, openAttempt, questionIds[1], { points: 1 }),
        'ATTEMPT_IN_PROGRESS',
        'This attempt is still in progress: grade it once it is submitted.',
      );
      const { attemptId } = await quizzes.submit(learner, quiz.id, { [ids[1]]: 'An answer' });

      await expectRefusal(
        quizAdmin.grade(admin, attemptId, questionIds[0], { points: 1 }),
        'NOT_MANUALLY_GRADED',
        'Only long answers and file uploads are graded by hand.',
      );
      await expectRefusal(
        quizAdmin.grade(admin, attemptId, questionIds[1], { points: 2 }),
        'POINTS_OUT_OF_RANGE',
        'Points must be between 0 and 1.',
      );
      await expectRefusal(
        quizAdmin.grade(admin, attemptId, 2147483000, { points: 1 }),
        'QUESTION_NOT_FOUND',
        'Question not found in this quiz',
      );
      await expectRefusal(
        quizAdmin.grade(admin, 2147483000, questionIds[1], { points: 1 }),
        'QUIZ_ATTEMPT_NOT_FOUND',
        'Quiz attempt not found',
      );
      expect((await attemptsOf(quiz.id, learner))[0]).toMatchObject({ pendingReview: true, passed: null });
    });

    it('a pass given after the learner lost access stands, and completes nothing', async () => {
      const { course, quiz, lesson, learner, ids, questionIds } = await quizLesson({ passMark: 100 }, [long]);
      const { attemptId } = await take(learner, quiz.id, { [ids[0]]: 'An answer' });
      await app.em.fork().nativeUpdate(Enrollment, { user: learner.id, course: course.id }, { status: 'revoked' });

      expect(await quizAdmin.grade(admin, attemptId, questionIds[0], { points: 1 })).toMatchObject({ passed: true });
      expect(await hasCompleted(learner, lesson.id)).toBe(false);
    });
  });
});
