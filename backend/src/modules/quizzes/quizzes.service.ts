import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { MAX_INTEGER } from '../../common/validation.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import { kysely } from '../../database/kysely.js';
import { enrolledInCourse, visibleCourse, visibleCourseCondition } from '../catalog/viewer.js';
import { LearningService } from '../learning/learning.service.js';
import type { User } from '../users/entities/user.entity.js';
import type { AttemptFileDto, LearnerQuizDto, QuizAttemptDto, QuizResultDto, SavedAnswersDto } from './dto/quiz.dto.js';
import type { AnswerValue } from './entities/quiz-attempt.entity.js';
import { gradeAttempt, validateAnswers } from './grading.js';
import {
  ATTEMPT_COLUMNS,
  ATTEMPT_RETURNING,
  feedbackOf,
  gradable,
  isPastGrace,
  iso,
  mergeAnswers,
  questionRows,
  remainingSeconds,
  SUBMIT_GRACE_MS,
  toFile,
  toLearnerQuestion,
  uploadRows,
  type AttemptRow,
  type QuestionRow,
} from './quiz-rows.js';
import type { FileReader } from '../../common/uploads/multipart-file.js';
import { checkUpload } from '../../common/uploads/upload-policy.js';

interface QuizRow {
  id: number;
  lesson_id: number;
  course_id: number;
  title: string;
  description: string;
  time_limit: number | null;
  pass_mark: number | null;
  max_attempts: number | null;
  is_enrolled: boolean;
  is_completed: boolean;
}

export interface DownloadableFile {
  fileName: string;
  contentType: string;
  data: Buffer;
}

const ALREADY_SUBMITTED = 'This quiz attempt has already been submitted.';
const NOT_ENROLLED = 'Enroll in this course to take its quiz';
const MB = 1024 * 1024;
/** An attempt row's columns (AttemptRow), for typed queries over `quiz_attempts as a`. */
const ATTEMPT_SELECTION = [
  'a.id',
  'a.quiz_id',
  'a.user_id',
  'a.attempt_number',
  'a.status',
  'a.started_at',
  'a.deadline',
  'a.submitted_at',
  'a.answers',
  'a.grades',
  'a.score',
  'a.earned_points',
  'a.total_points',
  'a.passed',
  'a.pending_review',
] as const;

/** Taking quizzes: attempts, answers, uploads and grading, all decided on the server. */
@Injectable()
export class QuizzesService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly learning: LearningService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async lessonQuiz(user: User, lessonId: number): Promise<LearnerQuizDto> {
    const quiz = await this.quiz(user, 'q.lesson_id = ?', lessonId, 'This lesson has no quiz');
    const [attempts, questions] = await Promise.all([
      this.connection().execute<AttemptRow[]>(
        `select ${ATTEMPT_COLUMNS} from quiz_attempts a where a.quiz_id = ? and a.user_id = ? order by a.attempt_number`,
        [quiz.id, user.id],
      ),
      questionRows(this.em, quiz.id),
    ]);
    const now = this.clock.now();
    const current = attempts.find((attempt) => attempt.status === 'in_progress');
    const finished = attempts.filter((attempt) => attempt.status !== 'in_progress');
    const last = finished.at(-1);
    return {
      id: quiz.id,
      lessonId: quiz.lesson_id,
      title: quiz.title,
      description: quiz.description,
      timeLimit: quiz.time_limit,
      passMark: quiz.pass_mark,
      maxAttempts: quiz.max_attempts,
      questionCount: questions.length,
      attemptsUsed: attempts.length,
      attemptsLeft: attemptsLeft(quiz, attempts.length),
      inProgress: current ? { id: current.id, deadline: iso(current.deadline), remainingSeconds: remainingSeconds(current.deadline, now) } : null,
      lastResult: last ? this.result(quiz, last, questions, attempts.length, quiz.is_completed) : null,
      attempts: attempts.map((attempt) => ({
        attemptNumber: attempt.attempt_number,
        status: attempt.status,
        score: attempt.score,
        passed: attempt.passed,
        submittedAt: iso(attempt.submitted_at),
      })),
    };
  }

  /**
   * Resumes the learner's attempt in progress, or starts the next one. The insert numbers attempts
   * 1..maxAttempts itself; two tabs starting at once collide on the unique keys and the loser resumes
   * the winner's attempt, so the limit holds however requests race.
   */
  async start(user: User, quizId: number): Promise<QuizAttemptDto> {
    const quiz = await this.quiz(user, 'q.id = ?', quizId);
    const questions = await questionRows(this.em, quiz.id);
    if (questions.length === 0) throw new ConflictException('This quiz has no questions yet.');
    const now = this.clock.now();

    let current = await this.inProgress(quiz.id, user.id);
    if (current && isPastGrace(current.deadline, now)) {
      await this.finish(user, quiz, current, questions, null, now).catch((error: unknown) => {
        if (!(error instanceof ConflictException)) throw error; // another request closed it first
      });
      current = undefined;
    }
    if (!current) {
      const deadline = quiz.time_limit === null ? null : new Date(now.getTime() + quiz.time_limit * 60_000);
      const [created] = await this.connection().execute<AttemptRow[]>(
        `insert into quiz_attempts (quiz_id, user_id, attempt_number, status, started_at, deadline, answers, grades, pending_review)
         select ?, ?, coalesce(max(a.attempt_number), 0) + 1, 'in_progress', ?, ?, '{}', '{}', false
         from quiz_attempts a where a.quiz_id = ? and a.user_id = ?
         having coalesce(max(a.attempt_number), 0) < coalesce((select max_attempts from quizzes where id = ?), 2147483647)
         on conflict do nothing
         returning ${ATTEMPT_RETURNING}`,
        [quiz.id, user.id, now, deadline, quiz.id, user.id, quiz.id],
      );
      current = created ?? (await this.inProgress(quiz.id, user.id));
    }
    if (!current) {
      throw new ConflictException(
        quiz.max_attempts === null ? 'The quiz could not be started. Please try again.' : `You have used all ${quiz.max_attempts} attempts for this quiz.`,
      );
    }
    const [files, used] = await Promise.all([uploadRows(this.em, [current.id]), this.attemptCount(quiz.id, user.id)]);
    return {
      id: current.id,
      quizId: quiz.id,
      attemptNumber: current.attempt_number,
      status: current.status,
      startedAt: iso(current.started_at)!,
      deadline: iso(current.deadline),
      remainingSeconds: remainingSeconds(current.deadline, now),
      answers: current.answers,
      files: files.map(toFile),
      questions: questions.map(toLearnerQuestion),
      attemptsLeft: attemptsLeft(quiz, used),
    };
  }

  /** Saves answers as the learner goes, so a reload, the auto-submit and a late submit all keep them. */
  async saveAnswers(user: User, attemptId: number, answers: Record<string, unknown>): Promise<SavedAnswersDto> {
    const attempt = await this.ownAttempt(user, attemptId);
    const now = this.clock.now();
    this.assertOpen(attempt, now);
    const changes = validateAnswers((await questionRows(this.em, attempt.quiz_id)).map(gradable), answers);
    const updated = await this.connection().execute<{ id: number }[]>(
      `update quiz_attempts set answers = jsonb_strip_nulls(answers || ?::jsonb)
       where id = ? and status = 'in_progress' and (deadline is null or deadline >= ?) returning id`,
      [JSON.stringify(changes), attemptId, new Date(now.getTime() - SUBMIT_GRACE_MS)],
    );
    if (updated.length === 0) this.assertOpen(await this.ownAttempt(user, attemptId), now);
    return { attemptId, savedAt: now.toISOString(), remainingSeconds: remainingSeconds(attempt.deadline, now) };
  }

  /**
   * Submits the attempt in progress. The client's `score` is never read: the server grades. Only the
   * first of several concurrent submits finishes the attempt (the update is conditional on its status).
   * After the deadline and its grace the new answers are refused, the attempt is closed as `expired`
   * with the answers saved before, and the 409 says so (and carries the result).
   */
  async submit(user: User, quizId: number, answers: Record<string, unknown> = {}): Promise<QuizResultDto> {
    const quiz = await this.quiz(user, 'q.id = ?', quizId);
    const [questions, current] = await Promise.all([questionRows(this.em, quiz.id), this.inProgress(quiz.id, user.id)]);
    const changes = validateAnswers(questions.map(gradable), answers, { ignoreUnknown: true });
    if (!current) {
      const used = await this.attemptCount(quiz.id, user.id);
      throw new ConflictException(used > 0 ? ALREADY_SUBMITTED : 'Start the quiz before submitting it.');
    }
    const now = this.clock.now();
    const { attempt, lessonCompleted } = await this.finish(user, quiz, current, questions, changes, now);
    const result = this.result(quiz, attempt, questions, await this.attemptCount(quiz.id, user.id), lessonCompleted);
    if (attempt.status === 'expired') {
      throw new ConflictException({
        statusCode: 409,
        error: 'Conflict',
        message: `Time is up: the deadline passed before this submission arrived. The answers saved in time were graded: ${result.score}%.`,
        result,
      });
    }
    return result;
  }

  async upload(user: User, attemptId: number, questionId: number, readFile: FileReader): Promise<AttemptFileDto> {
    const attempt = await this.ownAttempt(user, attemptId);
    this.assertOpen(attempt, this.clock.now());
    const [question] = await this.connection().execute<{ type: string }[]>(`select type from quiz_questions where id = ? and quiz_id = ?`, [
      questionId,
      attempt.quiz_id,
    ]);
    if (!question) throw new NotFoundException('Question not found in this quiz');
    if (question.type !== 'file_upload') throw new BadRequestException('This question does not take a file.');
    const file = await readFile();
    const data = file.data;
    const accepted = checkUpload(file.fileName, file.mimeType, data);
    const stored = await this.em.transactional(async (em) => {
      await this.assertRoomFor(em, user, attemptId, questionId, data.length);
      // Stored only while the attempt is still open; one file per question, a new upload replaces the old one.
      return kysely(em)
        .insertInto('quiz_uploads')
        .columns(['attempt_id', 'question_id', 'file_name', 'content_type', 'size', 'data', 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom('quiz_attempts as a')
            .select([
              'a.id',
              eb.val(questionId).as('question_id'),
              eb.val(accepted.fileName).as('file_name'),
              eb.val(accepted.contentType).as('content_type'),
              eb.val(data.length).as('size'),
              eb.val(data).as('data'),
              eb.val(this.clock.now()).as('created_at'),
            ])
            .where('a.id', '=', attemptId)
            .where('a.status', '=', 'in_progress'),
        )
        .onConflict((conflict) =>
          conflict.columns(['attempt_id', 'question_id']).doUpdateSet((eb) => ({
            file_name: eb.ref('excluded.file_name'),
            content_type: eb.ref('excluded.content_type'),
            size: eb.ref('excluded.size'),
            data: eb.ref('excluded.data'),
            created_at: eb.ref('excluded.created_at'),
          })),
        )
        .returning('id')
        .executeTakeFirst();
    });
    if (!stored) throw new ConflictException(ALREADY_SUBMITTED);
    return { questionId, uploadId: stored.id, fileName: accepted.fileName, contentType: accepted.contentType, size: data.length };
  }

  /**
   * Room for a file of `size` bytes answering `questionId` in the attempt (a file it replaces does not
   * count): at most MAX_FILES_PER_ATTEMPT files in the attempt (400), and UPLOAD_QUOTA_MB for all the
   * learner's uploads (413). Runs in the upload's transaction with the learner's row locked until it
   * commits, so a learner's uploads take turns and several at once cannot together pass the quota.
   */
  private async assertRoomFor(em: EntityManager, user: User, attemptId: number, questionId: number, size: number): Promise<void> {
    const db = kysely(em);
    await db.selectFrom('users').select('id').where('id', '=', user.id).forNoKeyUpdate().execute();
    const usage = await db
      .selectFrom('quiz_uploads as u')
      .innerJoin('quiz_attempts as a', 'a.id', 'u.attempt_id')
      .where('a.user_id', '=', user.id)
      .where((eb) => eb.or([eb('u.attempt_id', '<>', attemptId), eb('u.question_id', '<>', questionId)]))
      .select((eb) => [eb.fn.coalesce(eb.fn.sum<string>('u.size'), eb.lit(0)).as('bytes'), eb.fn.countAll<string>().filterWhere('u.attempt_id', '=', attemptId).as('files')])
      .executeTakeFirstOrThrow();
    const { quotaBytes, maxFilesPerAttempt } = this.config.uploads;
    if (Number(usage.files) >= maxFilesPerAttempt) throw new BadRequestException(`An attempt can hold at most ${maxFilesPerAttempt} files.`);
    const used = Number(usage.bytes);
    if (used + size > quotaBytes) {
      throw new PayloadTooLargeException(
        `This file does not fit in your ${megabytes(quotaBytes)} MB of upload space (${megabytes(used)} MB used). Please choose a smaller file.`,
      );
    }
  }

  /** An uploaded file, for the learner who uploaded it and for admins; anyone else gets 404. */
  async download(user: User, uploadId: number): Promise<DownloadableFile> {
    const [row] = await this.connection().execute<{ file_name: string; content_type: string; data: Buffer; user_id: number }[]>(
      `select u.file_name, u.content_type, u.data, a.user_id from quiz_uploads u join quiz_attempts a on a.id = u.attempt_id where u.id = ?`,
      [uploadId],
    );
    if (!row || (row.user_id !== user.id && user.role !== 'admin')) throw new NotFoundException('File not found');
    return { fileName: row.file_name, contentType: row.content_type, data: row.data };
  }

  /**
   * Grades and closes an attempt (once: the update only matches an attempt still in progress), then
   * completes the lesson when the quiz is passed, or submitted when it has no pass mark.
   */
  private async finish(
    user: User,
    quiz: QuizRow,
    attempt: AttemptRow,
    questions: QuestionRow[],
    changes: Record<string, AnswerValue | null> | null,
    now: Date,
  ): Promise<{ attempt: AttemptRow; lessonCompleted: boolean }> {
    const expired = isPastGrace(attempt.deadline, now);
    const answers = expired || !changes ? attempt.answers : mergeAnswers(attempt.answers, changes);
    const uploads = await uploadRows(this.em, [attempt.id]);
    const outcome = gradeAttempt({
      questions: questions.map(gradable),
      answers,
      uploadedQuestionIds: new Set(uploads.map((upload) => upload.question_id)),
      manualGrades: {},
      passMark: quiz.pass_mark,
      now,
    });
    const [finished] = await this.connection().execute<AttemptRow[]>(
      `update quiz_attempts set status = ?, submitted_at = ?, answers = ?::jsonb, grades = ?::jsonb, score = ?, earned_points = ?, total_points = ?,
              passed = ?, pending_review = ?
       where id = ? and status = 'in_progress'
       returning ${ATTEMPT_RETURNING}`,
      [
        expired ? 'expired' : 'submitted',
        now,
        JSON.stringify(answers),
        JSON.stringify(outcome.grades),
        outcome.score,
        outcome.earnedPoints,
        outcome.totalPoints,
        outcome.passed,
        outcome.pendingReview,
        attempt.id,
      ],
    );
    if (!finished) throw new ConflictException(ALREADY_SUBMITTED);
    let lessonCompleted = quiz.is_completed;
    if (!lessonCompleted && quiz.is_enrolled && (quiz.pass_mark === null || finished.passed === true)) {
      await this.learning.completeLesson(user, quiz.lesson_id);
      lessonCompleted = true;
    }
    return { attempt: finished, lessonCompleted };
  }

  private result(quiz: QuizRow, attempt: AttemptRow, questions: QuestionRow[], used: number, lessonCompleted: boolean): QuizResultDto {
    return {
      attemptId: attempt.id,
      attemptNumber: attempt.attempt_number,
      status: attempt.status === 'expired' ? 'expired' : 'submitted',
      score: attempt.score ?? 0,
      earnedPoints: attempt.earned_points ?? 0,
      totalPoints: attempt.total_points ?? 0,
      passMark: quiz.pass_mark,
      passed: attempt.passed,
      pendingReview: attempt.pending_review,
      submittedAt: iso(attempt.submitted_at)!,
      feedback: feedbackOf(questions, attempt.grades),
      attemptsLeft: attemptsLeft(quiz, used),
      lessonCompleted,
    };
  }

  /** The quiz if its course is visible to the user (404 otherwise) and they are enrolled or an admin (403 otherwise). */
  private async quiz(user: User, where: 'q.id = ?' | 'q.lesson_id = ?', id: number, notFound = 'Quiz not found'): Promise<QuizRow> {
    const visible = visibleCourseCondition(user);
    const [quiz] = await this.connection().execute<QuizRow[]>(
      `select q.id, q.lesson_id, l.course_id, q.title, q.description, q.time_limit, q.pass_mark, q.max_attempts,
              exists (select 1 from enrollments e where e.course_id = l.course_id and e.user_id = ? and e.status = 'active') as is_enrolled,
              exists (select 1 from lesson_progress lp where lp.lesson_id = l.id and lp.user_id = ?) as is_completed
       from quizzes q join lessons l on l.id = q.lesson_id join courses c on c.id = l.course_id
       where ${where} and ${visible.sql}`,
      [user.id, user.id, id, ...visible.params],
    );
    if (!quiz) throw new NotFoundException(notFound);
    if (!quiz.is_enrolled && user.role !== 'admin') throw new ForbiddenException(NOT_ENROLLED);
    return quiz;
  }

  private async inProgress(quizId: number, userId: number): Promise<AttemptRow | undefined> {
    const [attempt] = await this.connection().execute<AttemptRow[]>(
      `select ${ATTEMPT_COLUMNS} from quiz_attempts a where a.quiz_id = ? and a.user_id = ? and a.status = 'in_progress'`,
      [quizId, userId],
    );
    return attempt;
  }

  private async attemptCount(quizId: number, userId: number): Promise<number> {
    const [row] = await this.connection().execute<{ count: number }[]>(`select count(*)::int as count from quiz_attempts where quiz_id = ? and user_id = ?`, [
      quizId,
      userId,
    ]);
    return row.count;
  }

  /**
   * The learner's own attempt (someone else's is reported as missing, not forbidden), while the learner
   * may still take the quiz: when access ends (a refund, a cancelled subscription, an admin taking it
   * away) an open attempt takes no more answers or files, with the same 403 as the quiz itself.
   */
  private async ownAttempt(user: User, attemptId: number): Promise<AttemptRow> {
    if (attemptId < 1 || attemptId > MAX_INTEGER) throw new NotFoundException('Quiz attempt not found');
    const row = await kysely(this.em)
      .selectFrom('quiz_attempts as a')
      .innerJoin('quizzes as q', 'q.id', 'a.quiz_id')
      .innerJoin('lessons as l', 'l.id', 'q.lesson_id')
      .innerJoin('courses as c', 'c.id', 'l.course_id')
      .select(ATTEMPT_SELECTION)
      .select((eb) => [visibleCourse(eb, user).as('is_visible'), enrolledInCourse(eb, user.id).as('is_enrolled')])
      .where('a.id', '=', attemptId)
      .where('a.user_id', '=', user.id)
      .executeTakeFirst();
    if (!row || !row.is_visible) throw new NotFoundException('Quiz attempt not found');
    if (!row.is_enrolled && user.role !== 'admin') throw new ForbiddenException(NOT_ENROLLED);
    const { is_visible: _visible, is_enrolled: _enrolled, ...attempt } = row;
    return attempt;
  }

  private assertOpen(attempt: AttemptRow, now: Date): void {
    if (attempt.status !== 'in_progress') throw new ConflictException(ALREADY_SUBMITTED);
    if (isPastGrace(attempt.deadline, now)) throw new ConflictException('Time is up: answers can no longer be changed. Submit the quiz to see your result.');
  }

  private connection() {
    return this.em.getConnection();
  }
}

function attemptsLeft(quiz: QuizRow, used: number): number | null {
  return quiz.max_attempts === null ? null : Math.max(0, quiz.max_attempts - used);
}

/** Megabytes with at most one decimal, for messages. */
function megabytes(bytes: number): number {
  return Math.round((bytes / MB) * 10) / 10;
}
