import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';
import type { User } from '../users/entities/user.entity.js';
import { AdminAttemptDto, AdminQuestionDto, AdminQuizDto, LessonQuizDto, SourcingAnalyticsDto } from './dto/quiz-admin.dto.js';
import { GradeAnswerDto, QuestionInputDto, QuizSettingsDto, ReorderQuestionsDto, UpdateQuestionDto } from './dto/quiz-input.dto.js';
import { QuizAdminService } from './quiz-admin.service.js';
import { TokenScope } from '../../common/decorators/token-scope.decorator.js';

@ApiTags('quiz-admin')
@ApiForbiddenResponse({ description: 'Admins only' })
@ApiBadRequestResponse({ description: 'Invalid input, with a message' })
@Roles('admin')
@Controller('admin')
export class QuizAdminController {
  constructor(private readonly admin: QuizAdminService) {}

  @TokenScope('catalog:read')
  @Get('lessons/:lessonId/quiz')
  @ApiOperation({
    summary: "Get a lesson's quiz for editing",
    description: "The lesson's quiz with its questions and answer key, or `quiz: null` before one exists.",
  })
  @ApiOkResponse({ type: LessonQuizDto, description: 'The quiz with its answer key, or quiz: null before one exists' })
  @ApiNotFoundResponse({ description: 'No such lesson' })
  getAdminLessonQuiz(
    @Param('lessonId', new ParseRowIdPipe(ErrorCode.LESSON_NOT_FOUND, 'Lesson not found')) lessonId: number,
  ): Promise<LessonQuizDto> {
    return this.admin.lessonQuiz(lessonId);
  }

  @TokenScope('catalog:write')
  @Put('lessons/:lessonId/quiz')
  @ApiOperation({
    summary: 'Create or update a quiz',
    description:
      'Creates the quiz of a quiz lesson, or replaces its settings: time limit, pass mark, attempts and review. Attempts already started keep their deadline.',
  })
  @ApiOkResponse({ type: AdminQuizDto, description: 'Created or updated' })
  saveQuizSettings(
    @Param('lessonId', new ParseRowIdPipe(ErrorCode.LESSON_NOT_FOUND, 'Lesson not found')) lessonId: number,
    @Body() body: QuizSettingsDto,
  ): Promise<AdminQuizDto> {
    return this.admin.saveSettings(lessonId, body);
  }

  @TokenScope('catalog:write')
  @Delete('lessons/:lessonId/quiz')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a quiz', description: "Deletes the lesson's quiz with its questions, attempts and uploaded files." })
  @ApiNoContentResponse({ description: 'The quiz, its questions, attempts and files are deleted' })
  deleteQuiz(@Param('lessonId', new ParseRowIdPipe(ErrorCode.QUIZ_NOT_FOUND, 'This lesson has no quiz')) lessonId: number): Promise<void> {
    return this.admin.deleteQuiz(lessonId);
  }

  @TokenScope('catalog:write')
  @Post('quizzes/:quizId/questions')
  @ApiOperation({
    summary: 'Add a question',
    description:
      'Adds a question at the end of the quiz: multiple choice, short answer, long answer, file upload or boolean search, worth 1 to 100 points. A boolean search question needs `search`: its targets are the hits of the reference query plus `include`, less `exclude` (1 to 1000).',
  })
  @ApiOkResponse({ type: AdminQuestionDto, description: 'Added at the end' })
  @ApiNotFoundResponse({ description: 'No such quiz, or CANDIDATE_POOL_NOT_FOUND' })
  createQuizQuestion(
    @Param('quizId', new ParseRowIdPipe(ErrorCode.QUIZ_NOT_FOUND, 'Quiz not found')) quizId: number,
    @Body() body: QuestionInputDto,
  ): Promise<AdminQuestionDto> {
    return this.admin.addQuestion(quizId, body);
  }

  @TokenScope('catalog:write')
  @Put('quizzes/:quizId/questions/order')
  @ApiOperation({
    summary: 'Reorder questions',
    description: '`ids` lists every question of the quiz once; they are numbered in that order.',
  })
  @ApiOkResponse({ type: AdminQuizDto })
  reorderQuizQuestions(
    @Param('quizId', new ParseRowIdPipe(ErrorCode.QUIZ_NOT_FOUND, 'Quiz not found')) quizId: number,
    @Body() body: ReorderQuestionsDto,
  ): Promise<AdminQuizDto> {
    return this.admin.reorderQuestions(quizId, body.ids);
  }

  @TokenScope('catalog:write')
  @Patch('quiz-questions/:questionId')
  @ApiOperation({
    summary: 'Update a question',
    description:
      'Changes the fields sent; the rules of its type still hold (multiple choice: 2 to 20 different options, at least one correct).',
  })
  @ApiOkResponse({ type: AdminQuestionDto })
  updateQuizQuestion(
    @Param('questionId', new ParseRowIdPipe(ErrorCode.QUESTION_NOT_FOUND, 'Question not found')) questionId: number,
    @Body() body: UpdateQuestionDto,
  ): Promise<AdminQuestionDto> {
    return this.admin.updateQuestion(questionId, body);
  }

  @TokenScope('catalog:write')
  @Delete('quiz-questions/:questionId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a question', description: 'Deletes the question from its quiz.' })
  @ApiNoContentResponse({ description: 'Deleted' })
  deleteQuizQuestion(
    @Param('questionId', new ParseRowIdPipe(ErrorCode.QUESTION_NOT_FOUND, 'Question not found')) questionId: number,
  ): Promise<void> {
    return this.admin.deleteQuestion(questionId);
  }

  @TokenScope('progress:read')
  @Get('quizzes/:quizId/attempts')
  @ApiOperation({
    summary: "List a quiz's attempts",
    description: 'Every attempt at the quiz with its answers, files and grades, those awaiting review first.',
  })
  @ApiOkResponse({ type: [AdminAttemptDto], description: 'Attempts awaiting review first, with answers, files and grades' })
  listQuizAttempts(
    @Param('quizId', new ParseRowIdPipe(ErrorCode.QUIZ_NOT_FOUND, 'Quiz not found')) quizId: number,
  ): Promise<AdminAttemptDto[]> {
    return this.admin.attempts(quizId);
  }

  @TokenScope('progress:read')
  @Get('courses/:courseId/sourcing-analytics')
  @ApiOperation({
    summary: 'Sourcing analytics of a course',
    description:
      "For each boolean search exercise of the course: finished attempts, average F1, precision and recall, pass rate and the 5 target profiles missed most often — which candidates a cohort's search strings fail to find.",
  })
  @ApiOkResponse({ type: SourcingAnalyticsDto })
  @ApiNotFoundResponse({ description: 'COURSE_NOT_FOUND: no such course' })
  getSourcingAnalytics(
    @Param('courseId', new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found')) courseId: number,
  ): Promise<SourcingAnalyticsDto> {
    return this.admin.sourcingAnalytics(courseId);
  }

  @Put('quiz-attempts/:attemptId/questions/:questionId/grade')
  @ApiOperation({
    summary: 'Grade an answer',
    description:
      "Grades a long answer or file upload of a submitted attempt (0 to the question's points) and scores the attempt again; a pass decided here completes the learner's lesson.",
  })
  @ApiOkResponse({ type: AdminAttemptDto, description: 'The attempt re-graded' })
  gradeQuizAnswer(
    @CurrentUser() admin: User,
    @Param('attemptId', new ParseRowIdPipe(ErrorCode.QUIZ_ATTEMPT_NOT_FOUND, 'Quiz attempt not found')) attemptId: number,
    @Param('questionId', new ParseRowIdPipe(ErrorCode.QUESTION_NOT_FOUND, 'Question not found in this quiz')) questionId: number,
    @Body() body: GradeAnswerDto,
  ): Promise<AdminAttemptDto> {
    return this.admin.grade(admin, attemptId, questionId, body);
  }
}
