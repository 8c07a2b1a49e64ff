import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { LearningService } from '../learning/learning.service.js';
import { User } from '../users/entities/user.entity.js';
import { displayName } from '../users/display-name.js';
import type { AdminAttemptDto, AdminQuestionDto, AdminQuizDto, LessonQuizDto } from './dto/quiz-admin.dto.js';
import type { GradeAnswerDto, QuestionInputDto, QuizSettingsDto, UpdateQuestionDto } from './dto/quiz-input.dto.js';
import type { GradeMap } from './entities/quiz-attempt.entity.js';
import { MANUALLY_GRADED } from './entities/quiz-question.entity.js';
import { gradeAttempt } from './grading.js';
import { questionFields } from './question-rules.js';
import { ATTEMPT_COLUMNS, gradable, iso, questionRows, toFile, uploadRows, type AttemptRow, type QuestionRow } from './quiz-rows.js';

interface QuizSettingsRow {
  id: number;
  lesson_id: number;
  title: string;
  description: string;
  time_limit: number | null;
  pass_mark: number | null;
  max_attempts: number | null;
}

/** Quiz authoring, attempt review and manual grading (the controller is admin-only). */
@Injectable()
export class QuizAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly learning: LearningService,
  ) {}

  async lessonQuiz(lessonId: number): Promise<LessonQuizDto> {
    const lesson = await this.lesson(lessonId);
    const [quiz] = await this.connection().execute<QuizSettingsRow[]>(`select * from quizzes where lesson_id = ?`, [lessonId]);
    return { lessonId, lessonTitle: lesson.title, courseId: lesson.course_id, quiz: quiz ? await this.quizDto(quiz) : null };
  }

  /** Creates the lesson's quiz or replaces its settings. Attempts already started keep their deadline. */
  async saveSettings(lessonId: number, input: QuizSettingsDto): Promise<AdminQuizDto> {
    const lesson = await this.lesson(lessonId);
    if (lesson.type !== 'quiz') throw new BadRequestException('Only quiz lessons can have a quiz.');
    const now = this.clock.now();
    const [quiz] = await this.connection().execute<QuizSettingsRow[]>(
      `insert into quizzes (lesson_id, title, description, time_limit, pass_mark, max_attempts, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (lesson_id) do update
         set title = excluded.title, description = excluded.description, time_limit = excluded.time_limit,
             pass_mark = excluded.pass_mark, max_attempts = excluded.max_attempts, updated_at = excluded.updated_at
       returning *`,
      [lessonId, input.title, input.description ?? '', input.timeLimit ?? null, input.passMark ?? null, input.maxAttempts ?? null, now, now],
    );
    return this.quizDto(quiz);
  }

  /** Deletes the quiz with its questions, attempts and files. */
  async deleteQuiz(lessonId: number): Promise<void> {
    const deleted = await this.connection().execute<{ id: number }[]>(`delete from quizzes where lesson_id = ? returning id`, [lessonId]);
    if (deleted.length === 0) throw new NotFoundException('This lesson has no quiz');
  }

  async addQuestion(quizId: number, input: QuestionInputDto): Promise<AdminQuestionDto> {
    await this.settings(quizId);
    const fields = questionFields(input);
    const [row] = await this.connection().execute<QuestionRow[]>(
      `insert into quiz_questions (quiz_id, type, question, options, correct_options, accepted_answers, points, "order")
       values (?, ?, ?, ?::jsonb, ?::jsonb, ?::jsonb, ?, (select coalesce(max("order") + 1, 0) from quiz_questions where quiz_id = ?))
       returning *`,
      [
        quizId,
        fields.type,
        fields.question,
        JSON.stringify(fields.options),
        JSON.stringify(fields.correctOptions),
        JSON.stringify(fields.acceptedAnswers),
        fields.points,
        quizId,
      ],
    );
    return toAdminQuestion(row);
  }

  async updateQuestion(questionId: number, input: UpdateQuestionDto): Promise<AdminQuestionDto> {
    const current = await this.question(questionId);
    const fields = questionFields({
      type: input.type ?? current.type,
      question: input.question ?? current.question,
      options: input.options ?? current.options,
      correctOptions: input.correctOptions ?? current.correct_options,
      acceptedAnswers: input.acceptedAnswers ?? current.accepted_answers,
      points: input.points ?? current.points,
    });
    const [row] = await this.connection().execute<QuestionRow[]>(
      `update quiz_questions set type = ?, question = ?, options = ?::jsonb, correct_options = ?::jsonb, accepted_answers = ?::jsonb, points = ?
       where id = ? returning *`,
      [
        fields.type,
        fields.question,
        JSON.stringify(fields.options),
        JSON.stringify(fields.correctOptions),
        JSON.stringify(fields.acceptedAnswers),
        fields.points,
        questionId,
      ],
    );
    return toAdminQuestion(row);
  }

  async deleteQuestion(questionId: number): Promise<void> {
    const deleted = await this.connection().execute<{ id: number }[]>(`delete from quiz_questions where id = ? returning id`, [questionId]);
    if (deleted.length === 0) throw new NotFoundException('Question not found');
  }

  /** `ids` must name every question of the quiz once; they are numbered in that order. */
  async reorderQuestions(quizId: number, ids: number[]): Promise<AdminQuizDto> {
    const quiz = await this.settings(quizId);
    const existing = (await questionRows(this.em, quizId)).map((question) => question.id);
    const sameSet = ids.length === existing.length && new Set(ids).size === ids.length && ids.every((id) => existing.includes(id));
    if (!sameSet) throw new BadRequestException('List every question of the quiz exactly once.');
    if (ids.length > 0) {
      await this.connection().execute(`update quiz_questions set "order" = array_position(?::int[], id) - 1 where quiz_id = ?`, [`{${ids.join(',')}}`, quizId]);
    }
    return this.quizDto(quiz);
  }

  /** Every attempt at the quiz with answers, files and grades: three queries whatever the number of attempts. */
  async attempts(quizId: number, attemptId?: number): Promise<AdminAttemptDto[]> {
    await this.settings(quizId);
    const [attempts, questions] = await Promise.all([
      this.connection().execute<(AttemptRow & { email: string; first_name: string; last_name: string })[]>(
        `select ${ATTEMPT_COLUMNS}, u.email, u.first_name, u.last_name
         from quiz_attempts a join users u on u.id = a.user_id
         where a.quiz_id = ? ${attemptId === undefined ? '' : 'and a.id = ?'}
         order by a.pending_review desc, coalesce(a.submitted_at, a.started_at) desc, a.id desc`,
        attemptId === undefined ? [quizId] : [quizId, attemptId],
      ),
      questionRows(this.em, quizId),
    ]);
    const uploads = new Map((await uploadRows(this.em, attempts.map((attempt) => attempt.id))).map((upload) => [`${upload.attempt_id}:${upload.question_id}`, upload]));
    return attempts.map((attempt) => ({
      id: attempt.id,
      attemptNumber: attempt.attempt_number,
      status: attempt.status,
      learner: { id: attempt.user_id, name: displayName({ firstName: attempt.first_name, lastName: attempt.last_name, email: attempt.email }), email: attempt.email },
      startedAt: iso(attempt.started_at)!,
      deadline: iso(attempt.deadline),
      submittedAt: iso(attempt.submitted_at),
      score: attempt.score,
      earnedPoints: attempt.earned_points,
      totalPoints: attempt.total_points,
      passed: attempt.passed,
      pendingReview: attempt.pending_review,
      answers: questions.map((question) => {
        const grade = attempt.grades[String(question.id)];
        const upload = uploads.get(`${attempt.id}:${question.id}`);
        return {
          questionId: question.id,
          type: question.type,
          question: question.question,
          maxPoints: question.points,
          answer: attempt.answers[String(question.id)] ?? null,
          file: upload ? toFile(upload) : null,
          grade: grade ? { points: grade.points, comment: grade.comment, gradedAt: grade.gradedAt, automatic: grade.gradedBy === undefined } : null,
        };
      }),
    }));
  }

  /**
   * Gives points (and a comment) to a long answer or file, then re-grades the attempt. The attempt row
   * is locked meanwhile so two reviewers grading different questions do not overwrite each other.
   */
  async grade(admin: User, attemptId: number, questionId: number, input: GradeAnswerDto): Promise<AdminAttemptDto> {
    const regraded = await this.em.transactional(async (em) => {
      const ctx = em.getTransactionContext();
      const [attempt] = await em
        .getConnection()
        .execute<(AttemptRow & { pass_mark: number | null; lesson_id: number })[]>(
          `select ${ATTEMPT_COLUMNS}, q.pass_mark, q.lesson_id from quiz_attempts a join quizzes q on q.id = a.quiz_id where a.id = ? for update of a`,
          [attemptId],
          'all',
          ctx,
        );
      if (!attempt) throw new NotFoundException('Quiz attempt not found');
      const questions = await em
        .getConnection()
        .execute<QuestionRow[]>(`select * from quiz_questions where quiz_id = ? order by "order", id`, [attempt.quiz_id], 'all', ctx);
      const question = questions.find((item) => item.id === questionId);
      if (!question) throw new NotFoundException('Question not found in this quiz');
      if (!MANUALLY_GRADED.includes(question.type)) throw new BadRequestException('Only long answers and file uploads are graded by hand.');
      if (attempt.status === 'in_progress') throw new ConflictException('This attempt is still in progress: grade it once it is submitted.');
      if (input.points > question.points) throw new BadRequestException(`Points must be between 0 and ${question.points}.`);
      const uploads = await em
        .getConnection()
        .execute<{ question_id: number }[]>(`select question_id from quiz_uploads where attempt_id = ?`, [attemptId], 'all', ctx);
      const now = this.clock.now();
      const manualGrades: GradeMap = Object.fromEntries(Object.entries(attempt.grades).filter(([, grade]) => grade.gradedBy !== undefined));
      manualGrades[String(questionId)] = { points: input.points, comment: input.comment?.trim() || null, gradedAt: now.toISOString(), gradedBy: admin.id };
      const outcome = gradeAttempt({
        questions: questions.map(gradable),
        answers: attempt.answers,
        uploadedQuestionIds: new Set(uploads.map((upload) => upload.question_id)),
        manualGrades,
        passMark: attempt.pass_mark,
        now,
      });
      await em
        .getConnection()
        .execute(
          `update quiz_attempts set grades = ?::jsonb, score = ?, earned_points = ?, total_points = ?, passed = ?, pending_review = ? where id = ?`,
          [JSON.stringify(outcome.grades), outcome.score, outcome.earnedPoints, outcome.totalPoints, outcome.passed, outcome.pendingReview, attemptId],
          'run',
          ctx,
        );
      return { attempt, passed: outcome.passed };
    });
    if (regraded.passed === true && regraded.attempt.passed !== true) await this.completeFor(regraded.attempt.user_id, regraded.attempt.lesson_id);
    const [dto] = await this.attempts(regraded.attempt.quiz_id, attemptId);
    return dto;
  }

  /** A pass decided by a reviewer completes the lesson, through the same path as the learner's own completion. */
  private async completeFor(userId: number, lessonId: number): Promise<void> {
    const learner = await this.em.fork().findOne(User, userId);
    if (!learner) return;
    try {
      await this.learning.completeLesson(learner, lessonId);
    } catch (error) {
      // No longer enrolled (or the course is hidden from them now): the grade stands, nothing to complete.
      if (!(error instanceof ForbiddenException || error instanceof NotFoundException)) throw error;
    }
  }

  private async quizDto(quiz: QuizSettingsRow): Promise<AdminQuizDto> {
    const [questions, [count]] = await Promise.all([
      questionRows(this.em, quiz.id),
      this.connection().execute<{ count: number }[]>(`select count(*)::int as count from quiz_attempts where quiz_id = ?`, [quiz.id]),
    ]);
    return {
      id: quiz.id,
      lessonId: quiz.lesson_id,
      title: quiz.title,
      description: quiz.description,
      timeLimit: quiz.time_limit,
      passMark: quiz.pass_mark,
      maxAttempts: quiz.max_attempts,
      questions: questions.map(toAdminQuestion),
      attemptCount: count.count,
    };
  }

  private async lesson(lessonId: number): Promise<{ title: string; course_id: number; type: string }> {
    const [lesson] = await this.connection().execute<{ title: string; course_id: number; type: string }[]>(
      `select l.title, l.course_id, l.type from lessons l join courses c on c.id = l.course_id where l.id = ? and c.deleted_at is null`,
      [lessonId],
    );
    if (!lesson) throw new NotFoundException('Lesson not found');
    return lesson;
  }

  private async settings(quizId: number): Promise<QuizSettingsRow> {
    const [quiz] = await this.connection().execute<QuizSettingsRow[]>(`select * from quizzes where id = ?`, [quizId]);
    if (!quiz) throw new NotFoundException('Quiz not found');
    return quiz;
  }

  private async question(questionId: number): Promise<QuestionRow> {
    const [question] = await this.connection().execute<QuestionRow[]>(`select * from quiz_questions where id = ?`, [questionId]);
    if (!question) throw new NotFoundException('Question not found');
    return question;
  }

  private connection() {
    return this.em.getConnection();
  }
}

function toAdminQuestion(row: QuestionRow): AdminQuestionDto {
  return {
    id: row.id,
    type: row.type,
    question: row.question,
    options: row.options,
    correctOptions: row.correct_options,
    acceptedAnswers: row.accepted_answers,
    points: row.points,
    order: row.order,
  };
}
