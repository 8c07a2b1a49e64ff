import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { visibleCourseCondition } from '../catalog/viewer.js';
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

/** Taking quizzes: attempts, answers, uploads and grading, all decided on the server. */
@Injectable()
export class QuizzesService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly learning: LearningService,
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
    // Stored only while the attempt is still open; one file per question, a new upload replaces the old one.
    const [stored] = await this.connection().execute<{ id: number }[]>(
      `insert into quiz_uploads (attempt_id, question_id, file_name, content_type, size, data, created_at)
       select a.id, ?, ?, ?, ?, ?, ? from quiz_attempts a where a.id = ? and a.status = 'in_progress'
       on conflict (attempt_id, question_id) do update
         set file_name = excluded.file_name, content_type = excluded.content_type, size = excluded.size, data = excluded.data, created_at = excluded.created_at
       returning id`,
      [questionId, accepted.fileName, accepted.contentType, data.length, data, this.clock.now(), attemptId],
    );
    if (!stored) throw new ConflictException(ALREADY_SUBMITTED);
    return { questionId, uploadId: stored.id, fileName: accepted.fileName, contentType: accepted.contentType, size: data.length };
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
    if (!quiz.is_enrolled && user.role !== 'admin') throw new ForbiddenException('Enroll in this course to take its quiz');
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

  /** Someone else's attempt is reported as missing, not forbidden. */
  private async ownAttempt(user: User, attemptId: number): Promise<AttemptRow> {
    const [attempt] = await this.connection().execute<AttemptRow[]>(`select ${ATTEMPT_COLUMNS} from quiz_attempts a where a.id = ? and a.user_id = ?`, [
      attemptId,
      user.id,
    ]);
    if (!attempt) throw new NotFoundException('Quiz attempt not found');
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
