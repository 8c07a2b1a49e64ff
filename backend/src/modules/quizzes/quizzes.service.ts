import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppError, isAppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { Clock } from '../../common/clock.js';
import { lockedUntil, moduleLockedMessage } from '../cohorts/public/drip.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import { isRowId } from '../../common/row-id.js';
import type { User } from '../users/entities/user.entity.js';
import type { WebhookEventInput } from '../webhooks/public/webhook-event-types.js';
import { recordWebhookEvent, webhookUser } from '../webhooks/public/webhook-events.js';
import type { AttemptFileDto, LearnerQuizDto, QuizAttemptDto, QuizResultDto, SavedAnswersDto } from './dto/quiz.dto.js';
import type { AnswerValue } from './entities/quiz-attempt.entity.js';
import { QuizEventsService } from './quiz-events.service.js';
import { gradeAttempt, validateAnswers } from './grading.js';
import {
  feedbackOf,
  gradable,
  isPastGrace,
  iso,
  mergeAnswers,
  remainingSeconds,
  SUBMIT_GRACE_MS,
  toFile,
  toLearnerQuestion,
} from './quiz-rows.js';
import { QuizzesRepository, type AttemptRow, type QuestionRow, type QuizRow } from './quizzes.repository.js';
import { SearchExercisesService } from './search-exercises.service.js';
import { RateLimiterService } from '../../common/security/rate-limiter.service.js';
import type { SearchResultsDto } from '../sourcing/dto/candidate.dto.js';
import type { FileReader } from '../../common/uploads/multipart-file.js';
import { checkUpload } from '../../common/uploads/upload-policy.js';

export interface DownloadableFile {
  fileName: string;
  contentType: string;
  data: Buffer;
}

const ALREADY_SUBMITTED = 'This quiz attempt has already been submitted.';
const NOT_ENROLLED = 'Enroll in this course to take its quiz';
const MB = 1024 * 1024;
/** Searches a learner may run in a minute, over all their boolean search questions. */
const SEARCHES_PER_MINUTE = 60;

/** Taking quizzes: attempts, answers, uploads and grading, all decided on the server. */
@Injectable()
export class QuizzesService {
  constructor(
    private readonly em: EntityManager,
    private readonly quizzes: QuizzesRepository,
    private readonly clock: Clock,
    private readonly events: QuizEventsService,
    private readonly searchExercises: SearchExercisesService,
    private readonly rateLimiter: RateLimiterService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async lessonQuiz(user: User, lessonId: number): Promise<LearnerQuizDto> {
    const quiz = await this.quiz(user, 'lesson_id', lessonId, 'This lesson has no quiz');
    const [attempts, questions] = await Promise.all([this.quizzes.attempts(quiz.id, user.id), this.quizzes.questions(quiz.id)]);
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
      inProgress: current
        ? { id: current.id, deadline: iso(current.deadline), remainingSeconds: remainingSeconds(current.deadline, now) }
        : null,
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
    const quiz = await this.quiz(user, 'id', quizId);
    const questions = await this.quizzes.questions(quiz.id);
    if (questions.length === 0) throw new AppError(ErrorCode.QUIZ_HAS_NO_QUESTIONS, 'This quiz has no questions yet.');
    const now = this.clock.now();

    let current = await this.quizzes.inProgress(quiz.id, user.id);
    if (current && isPastGrace(current.deadline, now)) {
      await this.finish(user, quiz, current, questions, null, now).catch((error: unknown) => {
        if (!isAppError(error, ErrorCode.QUIZ_ALREADY_SUBMITTED)) throw error; // another request closed it first
      });
      current = undefined;
    }
    if (!current) {
      const deadline = quiz.time_limit === null ? null : new Date(now.getTime() + quiz.time_limit * 60_000);
      const created = await this.quizzes.startAttempt(quiz.id, user.id, now, deadline);
      current = created ?? (await this.quizzes.inProgress(quiz.id, user.id));
    }
    if (!current) {
      throw quiz.max_attempts === null
        ? new AppError(ErrorCode.QUIZ_START_FAILED, 'The quiz could not be started. Please try again.')
        : new AppError(ErrorCode.QUIZ_NO_ATTEMPTS_LEFT, `You have used all ${quiz.max_attempts} attempts for this quiz.`);
    }
    const [files, used] = await Promise.all([this.quizzes.uploads([current.id]), this.quizzes.attemptCount(quiz.id, user.id)]);
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
    const changes = validateAnswers((await this.quizzes.questions(attempt.quiz_id)).map(gradable), answers);
    const saved = await this.quizzes.saveAnswers(attemptId, changes, new Date(now.getTime() - SUBMIT_GRACE_MS));
    if (!saved) this.assertOpen(await this.ownAttempt(user, attemptId), now);
    return { attemptId, savedAt: now.toISOString(), remainingSeconds: remainingSeconds(attempt.deadline, now) };
  }

  /**
   * Submits the attempt in progress. The client's `score` is never read: the server grades. Only the
   * first of several concurrent submits finishes the attempt (the update is conditional on its status).
   * After the deadline and its grace the new answers are refused, the attempt is closed as `expired`
   * with the answers saved before, and the 409 says so (and carries the result).
   */
  async submit(user: User, quizId: number, answers: Record<string, unknown> = {}): Promise<QuizResultDto> {
    const quiz = await this.quiz(user, 'id', quizId);
    const [questions, current] = await Promise.all([this.quizzes.questions(quiz.id), this.quizzes.inProgress(quiz.id, user.id)]);
    const changes = validateAnswers(questions.map(gradable), answers, { ignoreUnknown: true });
    if (!current) {
      const used = await this.quizzes.attemptCount(quiz.id, user.id);
      throw used > 0
        ? new AppError(ErrorCode.QUIZ_ALREADY_SUBMITTED, ALREADY_SUBMITTED)
        : new AppError(ErrorCode.QUIZ_NOT_STARTED, 'Start the quiz before submitting it.');
    }
    const now = this.clock.now();
    const { attempt, lessonCompleted } = await this.finish(user, quiz, current, questions, changes, now);
    const result = this.result(quiz, attempt, questions, await this.quizzes.attemptCount(quiz.id, user.id), lessonCompleted);
    if (attempt.status === 'expired') {
      throw new AppError(
        ErrorCode.QUIZ_TIME_UP,
        `Time is up: the deadline passed before this submission arrived. The answers saved in time were graded: ${result.score}%.`,
        { result },
      );
    }
    return result;
  }

  /**
   * Runs a search for a boolean search question of the learner's attempt in progress (the same checks
   * as saving answers): the hit count and the first 20 candidates, with nothing telling targets apart.
   */
  async search(user: User, attemptId: number, questionId: number, text: string): Promise<SearchResultsDto> {
    const attempt = await this.ownAttempt(user, attemptId);
    this.assertOpen(attempt, this.clock.now());
    await this.rateLimiter.consume({ key: `sourcing-search:user:${user.id}`, limit: SEARCHES_PER_MINUTE, windowSeconds: 60 }, 'searches');
    const question = await this.quizzes.searchQuestion(questionId, attempt.quiz_id);
    if (!question) throw new AppError(ErrorCode.QUESTION_NOT_FOUND, 'Question not found in this quiz');
    if (question.type !== 'boolean_search' || !question.search || question.search_pool_id === null)
      throw new AppError(ErrorCode.QUESTION_NOT_FOUND, 'This question has no candidate search.');
    return this.searchExercises.search({ poolId: question.search_pool_id, fields: question.search.fields }, text);
  }

  async upload(user: User, attemptId: number, questionId: number, readFile: FileReader): Promise<AttemptFileDto> {
    const attempt = await this.ownAttempt(user, attemptId);
    this.assertOpen(attempt, this.clock.now());
    const questionType = isRowId(questionId) ? await this.quizzes.questionType(questionId, attempt.quiz_id) : undefined;
    if (!questionType) throw new AppError(ErrorCode.QUESTION_NOT_FOUND, 'Question not found in this quiz');
    if (questionType !== 'file_upload') throw new AppError(ErrorCode.QUESTION_TAKES_NO_FILE, 'This question does not take a file.');
    const file = await readFile();
    const data = file.data;
    const accepted = checkUpload(file.fileName, file.mimeType, data);
    // The repository's queries run in this transaction.
    const stored = await this.em.transactional(async () => {
      await this.assertRoomFor(user, attemptId, questionId, data.length);
      // Stored only while the attempt is still open; one file per question, a new upload replaces the old one.
      return this.quizzes.storeUpload(
        attemptId,
        questionId,
        { fileName: accepted.fileName, contentType: accepted.contentType, data },
        this.clock.now(),
      );
    });
    if (!stored) throw new AppError(ErrorCode.QUIZ_ALREADY_SUBMITTED, ALREADY_SUBMITTED);
    return { questionId, uploadId: stored.id, fileName: accepted.fileName, contentType: accepted.contentType, size: data.length };
  }

  /**
   * Room for a file of `size` bytes answering `questionId` in the attempt (a file it replaces does not
   * count): at most MAX_FILES_PER_ATTEMPT files in the attempt (400), and UPLOAD_QUOTA_MB for all the
   * learner's uploads (413). Runs in the upload's transaction with the learner's row locked until it
   * commits, so a learner's uploads take turns and several at once cannot together pass the quota.
   */
  private async assertRoomFor(user: User, attemptId: number, questionId: number, size: number): Promise<void> {
    await this.quizzes.lockUser(user.id);
    const usage = await this.quizzes.uploadUsage(user.id, attemptId, questionId);
    const { quotaBytes, maxFilesPerAttempt } = this.config.uploads;
    if (usage.files >= maxFilesPerAttempt)
      throw new AppError(ErrorCode.ATTEMPT_FILE_LIMIT, `An attempt can hold at most ${maxFilesPerAttempt} files.`);
    const used = usage.bytes;
    if (used + size > quotaBytes) {
      throw new AppError(
        ErrorCode.UPLOAD_QUOTA_EXCEEDED,
        `This file does not fit in your ${megabytes(quotaBytes)} MB of upload space (${megabytes(used)} MB used). Please choose a smaller file.`,
      );
    }
  }

  /** An uploaded file, for the learner who uploaded it and for admins; anyone else gets 404. */
  async download(user: User, uploadId: number): Promise<DownloadableFile> {
    const row = await this.quizzes.upload(uploadId);
    if (!row || (row.user_id !== user.id && user.role !== 'admin')) throw new AppError(ErrorCode.FILE_NOT_FOUND, 'File not found');
    return { fileName: row.file_name, contentType: row.content_type, data: Buffer.isBuffer(row.data) ? row.data : Buffer.from(row.data) };
  }

  /**
   * Grades and closes an attempt (once: the update only matches an attempt still in progress), then
   * announces the pass, which completes the lesson, when the quiz is passed (or submitted, when it has
   * no pass mark).
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
    const [uploads, searchGrades] = await Promise.all([
      this.quizzes.uploads([attempt.id]),
      this.searchExercises.gradeSearches(
        questions.filter((question) => question.type === 'boolean_search'),
        answers,
      ),
    ]);
    const outcome = gradeAttempt({
      questions: questions.map(gradable),
      answers,
      searchGrades,
      uploadedQuestionIds: new Set(uploads.map((upload) => upload.question_id)),
      manualGrades: {},
      passMark: quiz.pass_mark,
      now,
    });
    // The attempt is closed in a transaction with its webhook event.
    const finished = await this.em.transactional(async (em) => {
      const closed = await this.quizzes.finishAttempt(attempt.id, {
        status: expired ? 'expired' : 'submitted',
        now,
        answers,
        searchGrades,
        outcome,
      });
      if (closed) recordWebhookEvent(em, { type: 'quiz.submitted', data: submittedEvent(user, quiz, closed) });
      return closed;
    });
    if (!finished) throw new AppError(ErrorCode.QUIZ_ALREADY_SUBMITTED, ALREADY_SUBMITTED);
    let lessonCompleted = quiz.is_completed;
    // Passed again after the lesson is complete, it is announced too: it may be the refresher that
    // renews a certificate (docs/product-rules.md#certificate-validity-and-renewal).
    if (quiz.is_enrolled && (quiz.pass_mark === null || finished.passed === true)) {
      await this.events.quizPassed(user, quiz.lesson_id);
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
      reviewAllowed: quiz.allow_review,
      feedback: feedbackOf(questions, attempt.grades, attempt.answers, attempt.search_grades, quiz.allow_review),
      attemptsLeft: attemptsLeft(quiz, used),
      lessonCompleted,
    };
  }

  /** The quiz if its course is visible to the user (404 otherwise) and they are enrolled or an admin (403 otherwise). */
  private async quiz(user: User, by: 'id' | 'lesson_id', id: number, notFound = 'Quiz not found'): Promise<QuizRow> {
    const quiz = await this.quizzes.visibleQuiz(user, by, id);
    if (!quiz) throw new AppError(ErrorCode.QUIZ_NOT_FOUND, notFound);
    if (!quiz.is_enrolled && user.role !== 'admin') throw new AppError(ErrorCode.NOT_ENROLLED, NOT_ENROLLED);
    const locked = lockedUntil(quiz.unlocks_at, this.clock.now(), user.role);
    if (locked) throw new AppError(ErrorCode.MODULE_LOCKED, moduleLockedMessage(locked));
    return quiz;
  }

  /**
   * The learner's own attempt (someone else's is reported as missing, not forbidden), while the learner
   * may still take the quiz: when access ends (a refund, a cancelled subscription, an admin taking it
   * away) an open attempt takes no more answers or files, with the same 403 as the quiz itself.
   */
  private async ownAttempt(user: User, attemptId: number): Promise<AttemptRow> {
    const row = await this.quizzes.ownAttempt(user, attemptId);
    if (!row || !row.is_visible) throw new AppError(ErrorCode.QUIZ_ATTEMPT_NOT_FOUND, 'Quiz attempt not found');
    if (!row.is_enrolled && user.role !== 'admin') throw new AppError(ErrorCode.NOT_ENROLLED, NOT_ENROLLED);
    const { is_visible: _visible, is_enrolled: _enrolled, ...attempt } = row;
    return attempt;
  }

  private assertOpen(attempt: AttemptRow, now: Date): void {
    if (attempt.status !== 'in_progress') throw new AppError(ErrorCode.QUIZ_ALREADY_SUBMITTED, ALREADY_SUBMITTED);
    if (isPastGrace(attempt.deadline, now))
      throw new AppError(ErrorCode.QUIZ_TIME_UP, 'Time is up: answers can no longer be changed. Submit the quiz to see your result.');
  }
}

/** What the `quiz.submitted` webhook event says about a closed attempt. */
function submittedEvent(user: User, quiz: QuizRow, attempt: AttemptRow): Extract<WebhookEventInput, { type: 'quiz.submitted' }>['data'] {
  return {
    attemptId: attempt.id,
    attemptNumber: attempt.attempt_number,
    user: webhookUser(user),
    course: { id: quiz.course_id, title: quiz.course_title },
    quiz: { id: quiz.id, title: quiz.title, lessonId: quiz.lesson_id, passMark: quiz.pass_mark },
    status: attempt.status === 'expired' ? 'expired' : 'submitted',
    score: attempt.score ?? 0,
    passed: attempt.passed,
    grading: attempt.pending_review ? 'pending' : 'graded',
    submittedAt: iso(attempt.submitted_at)!,
  };
}

function attemptsLeft(quiz: QuizRow, used: number): number | null {
  return quiz.max_attempts === null ? null : Math.max(0, quiz.max_attempts - used);
}

/** Megabytes with at most one decimal, for messages. */
function megabytes(bytes: number): number {
  return Math.round((bytes / MB) * 10) / 10;
}
