import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Patch, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';
import type { User } from '../users/entities/user.entity.js';
import { AdminAttemptDto, AdminQuestionDto, AdminQuizDto, LessonQuizDto } from './dto/quiz-admin.dto.js';
import { GradeAnswerDto, QuestionInputDto, QuizSettingsDto, ReorderQuestionsDto, UpdateQuestionDto } from './dto/quiz-input.dto.js';
import { QuizAdminService } from './quiz-admin.service.js';

@ApiTags('quiz-admin')
@ApiForbiddenResponse({ description: 'Admins only' })
@ApiBadRequestResponse({ description: 'Invalid input, with a message' })
@Roles('admin')
@Controller('admin')
export class QuizAdminController {
  constructor(private readonly admin: QuizAdminService) {}

  @Get('lessons/:lessonId/quiz')
  @ApiOkResponse({ type: LessonQuizDto, description: 'The quiz with its answer key, or quiz: null before one exists' })
  @ApiNotFoundResponse({ description: 'No such lesson' })
  getAdminLessonQuiz(@Param('lessonId', new ParseRowIdPipe(ErrorCode.LESSON_NOT_FOUND, 'Lesson not found')) lessonId: number): Promise<LessonQuizDto> {
    return this.admin.lessonQuiz(lessonId);
  }

  @Put('lessons/:lessonId/quiz')
  @ApiOkResponse({ type: AdminQuizDto, description: 'Created or updated' })
  saveQuizSettings(@Param('lessonId', new ParseRowIdPipe(ErrorCode.LESSON_NOT_FOUND, 'Lesson not found')) lessonId: number, @Body() body: QuizSettingsDto): Promise<AdminQuizDto> {
    return this.admin.saveSettings(lessonId, body);
  }

  @Delete('lessons/:lessonId/quiz')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The quiz, its questions, attempts and files are deleted' })
  deleteQuiz(@Param('lessonId', new ParseRowIdPipe(ErrorCode.QUIZ_NOT_FOUND, 'This lesson has no quiz')) lessonId: number): Promise<void> {
    return this.admin.deleteQuiz(lessonId);
  }

  @Post('quizzes/:quizId/questions')
  @ApiOkResponse({ type: AdminQuestionDto, description: 'Added at the end' })
  createQuizQuestion(@Param('quizId', new ParseRowIdPipe(ErrorCode.QUIZ_NOT_FOUND, 'Quiz not found')) quizId: number, @Body() body: QuestionInputDto): Promise<AdminQuestionDto> {
    return this.admin.addQuestion(quizId, body);
  }

  @Put('quizzes/:quizId/questions/order')
  @ApiOkResponse({ type: AdminQuizDto })
  reorderQuizQuestions(@Param('quizId', new ParseRowIdPipe(ErrorCode.QUIZ_NOT_FOUND, 'Quiz not found')) quizId: number, @Body() body: ReorderQuestionsDto): Promise<AdminQuizDto> {
    return this.admin.reorderQuestions(quizId, body.ids);
  }

  @Patch('quiz-questions/:questionId')
  @ApiOkResponse({ type: AdminQuestionDto })
  updateQuizQuestion(@Param('questionId', new ParseRowIdPipe(ErrorCode.QUESTION_NOT_FOUND, 'Question not found')) questionId: number, @Body() body: UpdateQuestionDto): Promise<AdminQuestionDto> {
    return this.admin.updateQuestion(questionId, body);
  }

  @Delete('quiz-questions/:questionId')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  deleteQuizQuestion(@Param('questionId', new ParseRowIdPipe(ErrorCode.QUESTION_NOT_FOUND, 'Question not found')) questionId: number): Promise<void> {
    return this.admin.deleteQuestion(questionId);
  }

  @Get('quizzes/:quizId/attempts')
  @ApiOkResponse({ type: [AdminAttemptDto], description: 'Attempts awaiting review first, with answers, files and grades' })
  listQuizAttempts(@Param('quizId', new ParseRowIdPipe(ErrorCode.QUIZ_NOT_FOUND, 'Quiz not found')) quizId: number): Promise<AdminAttemptDto[]> {
    return this.admin.attempts(quizId);
  }

  @Put('quiz-attempts/:attemptId/questions/:questionId/grade')
  @ApiOkResponse({ type: AdminAttemptDto, description: 'The attempt re-graded' })
  gradeQuizAnswer(
    @CurrentUser() admin: User,
    @Param('attemptId', new ParseRowIdPipe(ErrorCode.QUIZ_ATTEMPT_NOT_FOUND, 'Quiz attempt not found')) attemptId: number,
    @Param('questionId', ParseIntPipe) questionId: number,
    @Body() body: GradeAnswerDto,
  ): Promise<AdminAttemptDto> {
    return this.admin.grade(admin, attemptId, questionId, body);
  }
}
