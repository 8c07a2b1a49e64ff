import { Body, Controller, Get, HttpCode, Param, Post, Put, Req, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { SearchQueryDto, SearchResultsDto } from '../sourcing/dto/candidate.dto.js';
import type { FastifyRequest } from 'fastify';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';
import type { User } from '../users/entities/user.entity.js';
import { AttemptFileDto, LearnerQuizDto, QuizAttemptDto, QuizResultDto, SavedAnswersDto } from './dto/quiz.dto.js';
import { SaveAnswersDto, SubmitQuizDto } from './dto/quiz-input.dto.js';
import { multipartFileReader } from '../../common/uploads/multipart-file.js';
import { QuizzesService } from './quizzes.service.js';
import { attachmentHeader, UPLOAD_RULES } from '../../common/uploads/upload-policy.js';

@ApiTags('quizzes')
@ApiForbiddenResponse({ description: 'Not enrolled in the course (or no longer: a refund, a cancelled subscription or access taken away)' })
@Controller()
export class QuizzesController {
  constructor(private readonly quizzes: QuizzesService) {}

  @Get('lessons/:id/quiz')
  @ApiOperation({
    summary: "Get a lesson's quiz",
    description: "The quiz's settings and questions and the learner's attempts; never the answer key. For enrolled learners and admins.",
  })
  @ApiOkResponse({ type: LearnerQuizDto, description: 'The quiz settings and your attempts; never the answers' })
  @ApiNotFoundResponse({ description: 'No such lesson, or it has no quiz' })
  getLessonQuiz(
    @CurrentUser() user: User,
    @Param('id', new ParseRowIdPipe(ErrorCode.QUIZ_NOT_FOUND, 'This lesson has no quiz')) id: number,
  ): Promise<LearnerQuizDto> {
    return this.quizzes.lessonQuiz(user, id);
  }

  @Post('quizzes/:id/attempts')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Start a quiz attempt',
    description:
      'Resumes the attempt in progress, or starts a new one with its server deadline. The attempt limit holds however requests race.',
  })
  @ApiOkResponse({ type: QuizAttemptDto, description: 'Your attempt in progress (resumed), or a new one with its server deadline' })
  @ApiConflictResponse({ description: 'No attempts left, or the quiz has no questions' })
  startQuizAttempt(
    @CurrentUser() user: User,
    @Param('id', new ParseRowIdPipe(ErrorCode.QUIZ_NOT_FOUND, 'Quiz not found')) id: number,
  ): Promise<QuizAttemptDto> {
    return this.quizzes.start(user, id);
  }

  @Put('quiz-attempts/:id/answers')
  @ApiOperation({
    summary: 'Save answers',
    description:
      'Merges answers into the attempt in progress as the learner goes (null clears one). Refused once it is submitted, or after the deadline and 30 s of grace.',
  })
  @ApiOkResponse({ type: SavedAnswersDto, description: 'Answers merged into the attempt (null clears one)' })
  @ApiConflictResponse({ description: 'The attempt is submitted or its time is up' })
  saveQuizAnswers(
    @CurrentUser() user: User,
    @Param('id', new ParseRowIdPipe(ErrorCode.QUIZ_ATTEMPT_NOT_FOUND, 'Quiz attempt not found')) id: number,
    @Body() body: SaveAnswersDto,
  ): Promise<SavedAnswersDto> {
    return this.quizzes.saveAnswers(user, id, body.answers);
  }

  @Post('quizzes/:id/submit')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Submit a quiz',
    description:
      'Grades the attempt on the server; a `score` sent by the client is ignored. Answers awaiting review count 0 until graded; a pass completes the lesson.',
  })
  @ApiOkResponse({ type: QuizResultDto, description: 'Graded on the server; the client score is ignored' })
  @ApiConflictResponse({
    description:
      'Already submitted, not started, or submitted after the deadline (the body carries the result of the answers saved in time)',
  })
  submitQuiz(
    @CurrentUser() user: User,
    @Param('id', new ParseRowIdPipe(ErrorCode.QUIZ_NOT_FOUND, 'Quiz not found')) id: number,
    @Body() body: SubmitQuizDto,
  ): Promise<QuizResultDto> {
    return this.quizzes.submit(user, id, body.answers);
  }

  @Post('quiz-attempts/:id/questions/:questionId/search')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Run a candidate search',
    description:
      "Searches the candidate pool of a boolean search question of the learner's attempt in progress: the hit count and the first 20 candidates with the matched words highlighted. Nothing tells the exercise's targets apart. At most 60 searches a minute per learner.",
  })
  @ApiOkResponse({ type: SearchResultsDto, description: 'The hit count, the first 20 candidates and any warnings about the string' })
  @ApiBadRequestResponse({ description: 'The search string does not parse: SEARCH_QUERY_INVALID with the message, position and a hint' })
  @ApiNotFoundResponse({ description: 'No such attempt of yours, or the question is not a boolean search question of its quiz' })
  @ApiConflictResponse({ description: 'The attempt is submitted or its time is up' })
  @ApiTooManyRequestsResponse({ description: 'More than 60 searches in a minute; Retry-After says when to try again' })
  searchQuizCandidates(
    @CurrentUser() user: User,
    @Param('id', new ParseRowIdPipe(ErrorCode.QUIZ_ATTEMPT_NOT_FOUND, 'Quiz attempt not found')) id: number,
    @Param('questionId', new ParseRowIdPipe(ErrorCode.QUESTION_NOT_FOUND, 'Question not found in this quiz')) questionId: number,
    @Body() body: SearchQueryDto,
  ): Promise<SearchResultsDto> {
    return this.quizzes.search(user, id, questionId, body.query);
  }

  @Post('quiz-attempts/:id/questions/:questionId/file')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Upload a file answer',
    description:
      'Stores the answer to a file-upload question of the attempt in progress (multipart field `file`), replacing an earlier one. An attempt holds at most MAX_FILES_PER_ATTEMPT files, a learner UPLOAD_QUOTA_MB in all.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
    description: UPLOAD_RULES,
  })
  @ApiOkResponse({ type: AttemptFileDto, description: 'Stored; replaces an earlier file for the question' })
  @ApiBadRequestResponse({
    description:
      'Empty, over 10 MB, a type that is not accepted, or the attempt already holds as many files as it may (MAX_FILES_PER_ATTEMPT)',
  })
  @ApiPayloadTooLargeResponse({ description: "The file does not fit in the learner's upload space (UPLOAD_QUOTA_MB for all their files)" })
  uploadQuizFile(
    @CurrentUser() user: User,
    @Param('id', new ParseRowIdPipe(ErrorCode.QUIZ_ATTEMPT_NOT_FOUND, 'Quiz attempt not found')) id: number,
    @Param('questionId', new ParseRowIdPipe(ErrorCode.QUESTION_NOT_FOUND, 'Question not found in this quiz')) questionId: number,
    @Req() request: FastifyRequest,
  ): Promise<AttemptFileDto> {
    return this.quizzes.upload(user, id, questionId, multipartFileReader(request));
  }

  @Get('quiz-uploads/:id')
  @ApiOperation({
    summary: 'Download a file answer',
    description: 'A file answer, for the learner who uploaded it and for admins; anyone else gets 404.',
  })
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: 'The file, for the learner who uploaded it and for admins' })
  @ApiNotFoundResponse({ description: 'No such file, or not yours' })
  async downloadQuizUpload(
    @CurrentUser() user: User,
    @Param('id', new ParseRowIdPipe(ErrorCode.FILE_NOT_FOUND, 'File not found')) id: number,
  ): Promise<StreamableFile> {
    const file = await this.quizzes.download(user, id);
    return new StreamableFile(file.data, {
      type: file.contentType,
      disposition: attachmentHeader(file.fileName),
      length: file.data.length,
    });
  }
}
