import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppError, isAppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { Clock } from '../../common/clock.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { User } from '../users/entities/user.entity.js';
import { displayName } from '../users/public/display-name.js';
import type { AdminAttemptDto, AdminQuestionDto, AdminQuizDto, LessonQuizDto, SourcingAnalyticsDto } from './dto/quiz-admin.dto.js';
import type { GradeAnswerDto, QuestionInputDto, QuizSettingsDto, UpdateQuestionDto } from './dto/quiz-input.dto.js';
import type { GradeMap } from './entities/quiz-attempt.entity.js';
import { MANUALLY_GRADED } from './entities/quiz-question.entity.js';
import { gradeAttempt } from './grading.js';
import { questionFields, type QuestionFields, type QuestionInput } from './question-rules.js';
import { QuizAdminRepository, type AdminQuestionRow, type QuizSettingsRow } from './quiz-admin.repository.js';
import { QuizEventsService } from './quiz-events.service.js';
import { gradable, iso, toFile, toSearchGrade } from './quiz-rows.js';
import { QuizzesRepository } from './quizzes.repository.js';
import { SearchExercisesService } from './search-exercises.service.js';

/** Quiz authoring, attempt review and manual grading (the controller is admin-only). */
@Injectable()
export class QuizAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly quizAdmin: QuizAdminRepository,
    private readonly quizzes: QuizzesRepository,
    private readonly clock: Clock,
    private readonly events: QuizEventsService,
    private readonly catalog: CatalogService,
    private readonly searchExercises: SearchExercisesService,
  ) {}

  async lessonQuiz(lessonId: number): Promise<LessonQuizDto> {
    const lesson = await this.lesson(lessonId);
    const quiz = await this.quizAdmin.quizOfLesson(lessonId);
    return { lessonId, lessonTitle: lesson.title, courseId: lesson.course_id, quiz: quiz ? await this.quizDto(quiz) : null };
  }

  /** Creates the lesson's quiz or replaces its settings. Attempts already started keep their deadline. */
  async saveSettings(lessonId: number, input: QuizSettingsDto): Promise<AdminQuizDto> {
    const lesson = await this.lesson(lessonId);
    if (lesson.type !== 'quiz') throw new AppError(ErrorCode.NOT_A_QUIZ_LESSON, 'Only quiz lessons can have a quiz.');
    const now = this.clock.now();
    const quiz = await this.quizAdmin.saveQuiz(
      lessonId,
      {
        title: input.title,
        description: input.description ?? '',
        timeLimit: input.timeLimit ?? null,
        passMark: input.passMark ?? null,
        maxAttempts: input.maxAttempts ?? null,
        allowReview: input.allowReview ?? true,
      },
      now,
    );
    if (!quiz) throw new AppError(ErrorCode.LESSON_NOT_FOUND, 'Lesson not found'); // deleted meanwhile
    // The lesson's shown duration is the quiz's time limit.
    await this.catalog.courseShownChanged(this.em, lesson.course_id);
    return this.quizDto(quiz);
  }

  /** Deletes the quiz with its questions, attempts and files. */
  async deleteQuiz(lessonId: number): Promise<void> {
    const lesson = await this.quizAdmin.lesson(lessonId);
    if (!lesson || !(await this.quizAdmin.deleteQuizOfLesson(lessonId)))
      throw new AppError(ErrorCode.QUIZ_NOT_FOUND, 'This lesson has no quiz');
    await this.catalog.courseShownChanged(this.em, lesson.course_id);
  }

  async addQuestion(quizId: number, input: QuestionInputDto): Promise<AdminQuestionDto> {
    await this.settings(quizId);
    const { fields, poolName } = await this.checkedFields(input);
    const row = await this.quizAdmin.addQuestion(quizId, fields);
    if (!row) throw new AppError(ErrorCode.QUIZ_NOT_FOUND, 'Quiz not found'); // deleted meanwhile
    return toAdminQuestion({ ...row, pool_name: poolName });
  }

  /**
   * Changes the fields sent. A boolean search question keeps its exercise unless `search` is sent; its
   * targets are computed again from the reference query either way.
   */
  async updateQuestion(questionId: number, input: UpdateQuestionDto): Promise<AdminQuestionDto> {
    const current = await this.question(questionId);
    const currentSearch =
      current.search && current.search_pool_id !== null ? { ...current.search, poolId: current.search_pool_id } : undefined;
    const { fields, poolName } = await this.checkedFields({
      type: input.type ?? current.type,
      question: input.question ?? current.question,
      options: input.options ?? current.options,
      correctOptions: input.correctOptions ?? current.correct_options,
      acceptedAnswers: input.acceptedAnswers ?? current.accepted_answers,
      explanation: input.explanation ?? current.explanation,
      points: input.points ?? current.points,
      search: input.search ?? currentSearch,
    });
    const row = await this.quizAdmin.updateQuestion(questionId, fields);
    if (!row) throw new AppError(ErrorCode.QUESTION_NOT_FOUND, 'Question not found'); // deleted meanwhile
    return toAdminQuestion({ ...row, pool_name: poolName });
  }

  /** The question's stored fields; a boolean search's pool must exist and its targets are computed from the reference query. */
  private async checkedFields(input: QuestionInput): Promise<{ fields: QuestionFields; poolName: string | null }> {
    const fields = questionFields(input);
    if (fields.search === null || fields.searchPoolId === null) return { fields, poolName: null };
    const pool = await this.quizAdmin.pool(fields.searchPoolId);
    if (!pool) throw new AppError(ErrorCode.CANDIDATE_POOL_NOT_FOUND, 'Candidate pool not found');
    const search = await this.searchExercises.withTargets(pool.id, fields.search);
    return { fields: { ...fields, search }, poolName: pool.name };
  }

  /**
   * Per boolean search exercise of the course: averages of F1, precision and recall over finished
   * attempts, the pass rate and the 5 targets missed most often. Three statements whatever the size.
   */
  async sourcingAnalytics(courseId: number): Promise<SourcingAnalyticsDto> {
    const [exists, stats, missed] = await Promise.all([
      this.quizAdmin.courseExists(courseId),
      this.quizAdmin.sourcingExerciseStats(courseId),
      this.quizAdmin.mostMissedTargets(courseId),
    ]);
    if (!exists) throw new AppError(ErrorCode.COURSE_NOT_FOUND, 'Course not found');
    const round3 = (value: number | string | null) => (value === null ? null : Math.round(Number(value) * 1000) / 1000);
    return {
      exercises: stats.map((row) => ({
        questionId: row.question_id,
        lessonId: row.lesson_id,
        lessonTitle: row.lesson_title,
        question: row.question,
        attempts: Number(row.attempts),
        averageF1: round3(row.average_f1),
        averagePrecision: round3(row.average_precision),
        averageRecall: round3(row.average_recall),
        passRate: round3(row.pass_rate),
        mostMissed: missed
          .filter((item) => item.question_id === row.question_id)
          .map((item) => ({ profileId: item.profile_id, name: item.name, title: item.title, missedCount: Number(item.missed_count) })),
      })),
    };
  }

  async deleteQuestion(questionId: number): Promise<void> {
    if (!(await this.quizAdmin.deleteQuestion(questionId))) throw new AppError(ErrorCode.QUESTION_NOT_FOUND, 'Question not found');
  }

  /** `ids` must name every question of the quiz once; they are numbered in that order. */
  async reorderQuestions(quizId: number, ids: number[]): Promise<AdminQuizDto> {
    const quiz = await this.settings(quizId);
    const existing = (await this.quizzes.questions(quizId)).map((question) => question.id);
    const sameSet = ids.length === existing.length && new Set(ids).size === ids.length && ids.every((id) => existing.includes(id));
    if (!sameSet) throw new AppError(ErrorCode.INVALID_ORDER, 'List every question of the quiz exactly once.');
    if (ids.length > 0) {
      await this.quizAdmin.reorderQuestions(quizId, ids);
    }
    return this.quizDto(quiz);
  }

  /** Every attempt at the quiz with answers, files and grades: three queries whatever the number of attempts. */
  async attempts(quizId: number, attemptId?: number): Promise<AdminAttemptDto[]> {
    await this.settings(quizId);
    const [attempts, questions] = await Promise.all([this.quizAdmin.attempts(quizId, attemptId), this.quizzes.questions(quizId)]);
    const uploads = new Map(
      (await this.quizzes.uploads(attempts.map((attempt) => attempt.id))).map((upload) => [
        `${upload.attempt_id}:${upload.question_id}`,
        upload,
      ]),
    );
    return attempts.map((attempt) => ({
      id: attempt.id,
      attemptNumber: attempt.attempt_number,
      status: attempt.status,
      learner: {
        id: attempt.user_id,
        name: displayName({ firstName: attempt.first_name, lastName: attempt.last_name, email: attempt.email }),
        email: attempt.email,
      },
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
          grade: grade
            ? { points: grade.points, comment: grade.comment, gradedAt: grade.gradedAt, automatic: grade.gradedBy === undefined }
            : null,
          search: question.type === 'boolean_search' ? toSearchGrade(attempt.search_grades[String(question.id)]) : null,
        };
      }),
    }));
  }

  /**
   * Gives points (and a comment) to a long answer or file, then re-grades the attempt. The attempt row
   * is locked meanwhile so two reviewers grading different questions do not overwrite each other.
   */
  async grade(admin: User, attemptId: number, questionId: number, input: GradeAnswerDto): Promise<AdminAttemptDto> {
    // The repositories' queries run in this transaction.
    const regraded = await this.em.transactional(async () => {
      const attempt = await this.quizAdmin.lockAttempt(attemptId);
      if (!attempt) throw new AppError(ErrorCode.QUIZ_ATTEMPT_NOT_FOUND, 'Quiz attempt not found');
      const questions = await this.quizzes.questions(attempt.quiz_id);
      const question = questions.find((item) => item.id === questionId);
      if (!question) throw new AppError(ErrorCode.QUESTION_NOT_FOUND, 'Question not found in this quiz');
      if (!MANUALLY_GRADED.includes(question.type))
        throw new AppError(ErrorCode.NOT_MANUALLY_GRADED, 'Only long answers and file uploads are graded by hand.');
      if (attempt.status === 'in_progress')
        throw new AppError(ErrorCode.ATTEMPT_IN_PROGRESS, 'This attempt is still in progress: grade it once it is submitted.');
      if (input.points > question.points)
        throw new AppError(ErrorCode.POINTS_OUT_OF_RANGE, `Points must be between 0 and ${question.points}.`);
      const uploadedQuestionIds = await this.quizAdmin.uploadedQuestionIds(attemptId);
      const now = this.clock.now();
      const manualGrades: GradeMap = Object.fromEntries(Object.entries(attempt.grades).filter(([, grade]) => grade.gradedBy !== undefined));
      manualGrades[String(questionId)] = {
        points: input.points,
        comment: input.comment?.trim() || null,
        gradedAt: now.toISOString(),
        gradedBy: admin.id,
      };
      const outcome = gradeAttempt({
        questions: questions.map(gradable),
        answers: attempt.answers,
        searchGrades: attempt.search_grades,
        uploadedQuestionIds: new Set(uploadedQuestionIds),
        manualGrades,
        passMark: attempt.pass_mark,
        now,
      });
      await this.quizAdmin.saveGrades(attemptId, outcome);
      return { attempt, passed: outcome.passed };
    });
    if (regraded.passed === true && regraded.attempt.passed !== true)
      await this.completeFor(regraded.attempt.user_id, regraded.attempt.lesson_id);
    const [dto] = await this.attempts(regraded.attempt.quiz_id, attemptId);
    return dto;
  }

  /** A pass decided by a reviewer is announced like the learner's own, and completes the lesson the same way. */
  private async completeFor(userId: number, lessonId: number): Promise<void> {
    const learner = await this.em.fork().findOne(User, userId);
    if (!learner) return;
    try {
      await this.events.quizPassed(learner, lessonId);
    } catch (error) {
      // No longer enrolled (or the course is hidden from them now): the grade stands, nothing to complete.
      if (!isAppError(error, ErrorCode.NOT_ENROLLED, ErrorCode.LESSON_NOT_FOUND)) throw error;
    }
  }

  private async quizDto(quiz: QuizSettingsRow): Promise<AdminQuizDto> {
    const [questions, attemptCount] = await Promise.all([this.quizzes.questions(quiz.id), this.quizAdmin.attemptCount(quiz.id)]);
    return {
      id: quiz.id,
      lessonId: quiz.lesson_id,
      title: quiz.title,
      description: quiz.description,
      timeLimit: quiz.time_limit,
      passMark: quiz.pass_mark,
      maxAttempts: quiz.max_attempts,
      allowReview: quiz.allow_review,
      questions: questions.map(toAdminQuestion),
      attemptCount,
    };
  }

  private async lesson(lessonId: number) {
    const lesson = await this.quizAdmin.lesson(lessonId);
    if (!lesson) throw new AppError(ErrorCode.LESSON_NOT_FOUND, 'Lesson not found');
    return lesson;
  }

  private async settings(quizId: number): Promise<QuizSettingsRow> {
    const quiz = await this.quizAdmin.quiz(quizId);
    if (!quiz) throw new AppError(ErrorCode.QUIZ_NOT_FOUND, 'Quiz not found');
    return quiz;
  }

  private async question(questionId: number): Promise<AdminQuestionRow> {
    const question = await this.quizAdmin.question(questionId);
    if (!question) throw new AppError(ErrorCode.QUESTION_NOT_FOUND, 'Question not found');
    return question;
  }
}

function toAdminQuestion(row: Omit<AdminQuestionRow, 'pool_name'> & { pool_name: string | null }): AdminQuestionDto {
  const search = row.type === 'boolean_search' ? row.search : null;
  return {
    id: row.id,
    type: row.type,
    question: row.question,
    options: row.options,
    correctOptions: row.correct_options,
    acceptedAnswers: row.accepted_answers,
    explanation: row.explanation,
    points: row.points,
    order: row.order,
    search:
      search && row.search_pool_id !== null
        ? {
            poolId: row.search_pool_id,
            poolName: row.pool_name ?? '',
            referenceQuery: search.referenceQuery,
            fields: search.fields,
            passF1: search.passF1,
            include: search.include,
            exclude: search.exclude,
            targetCount: search.targetIds.length,
          }
        : null,
  };
}
