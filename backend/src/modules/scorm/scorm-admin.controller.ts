import { Controller, Get, Param, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { TokenScope } from '../../common/decorators/token-scope.decorator.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';
import { AdminScormLessonDto, ScormCourseResultsDto } from './dto/scorm.dto.js';
import { ScormAdminService } from './scorm-admin.service.js';

@ApiTags('scorm')
@ApiForbiddenResponse({ description: 'Admins only' })
@Roles('admin')
@Controller('admin')
export class ScormAdminController {
  constructor(private readonly admin: ScormAdminService) {}

  @TokenScope('catalog:read')
  @Get('lessons/:lessonId/scorm')
  @ApiOperation({
    summary: "Get a SCORM lesson's package",
    description: "The lesson's package (edition, title, launch file, size), null before one is uploaded, and the largest package accepted.",
  })
  @ApiOkResponse({ type: AdminScormLessonDto })
  @ApiNotFoundResponse({ description: 'LESSON_NOT_FOUND: no such lesson' })
  @ApiConflictResponse({ description: 'SCORM_WRONG_LESSON_TYPE: the lesson is not a SCORM lesson' })
  getScormPackage(
    @Param('lessonId', new ParseRowIdPipe(ErrorCode.LESSON_NOT_FOUND, 'Lesson not found')) lessonId: number,
  ): Promise<AdminScormLessonDto> {
    return this.admin.lessonPackage(lessonId);
  }

  @TokenScope('catalog:write')
  @Post('lessons/:lessonId/scorm')
  @ApiOperation({
    summary: 'Upload a SCORM package',
    description:
      "Stores a SCORM 1.2 or SCORM 2004 package (a zip in the multipart field `file`) as the lesson's package, replacing the one before once the new one is unpacked (learners' kept data of the old package is not resumed in the new one). The zip is checked before it is unpacked: imsmanifest.xml at its root naming a launchable SCO whose launch file is in the package, only relative paths inside it, at most SCORM_MAX_FILES files and SCORM_MAX_BYTES bytes, uploaded and unpacked.",
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiCreatedResponse({ type: AdminScormLessonDto, description: 'Stored: the lesson plays it from now on' })
  @ApiBadRequestResponse({
    description:
      'SCORM_NOT_A_ZIP, SCORM_MANIFEST_MISSING, SCORM_MANIFEST_INVALID, SCORM_VERSION_UNSUPPORTED, SCORM_NO_LAUNCHABLE_SCO, SCORM_LAUNCH_FILE_MISSING, SCORM_UNSAFE_PATH (absolute paths, `..`, backslashes, symbolic links), SCORM_TOO_MANY_FILES, UPLOAD_MALFORMED: the message says what to fix',
  })
  @ApiPayloadTooLargeResponse({ description: 'SCORM_PACKAGE_TOO_LARGE: larger than SCORM_MAX_BYTES, uploaded or unpacked' })
  @ApiNotFoundResponse({ description: 'LESSON_NOT_FOUND: no such lesson' })
  @ApiConflictResponse({ description: 'SCORM_WRONG_LESSON_TYPE: the lesson is not a SCORM lesson' })
  uploadScormPackage(
    @Param('lessonId', new ParseRowIdPipe(ErrorCode.LESSON_NOT_FOUND, 'Lesson not found')) lessonId: number,
    @Req() request: FastifyRequest,
  ): Promise<AdminScormLessonDto> {
    return this.admin.upload(lessonId, request);
  }

  @TokenScope('progress:read')
  @Get('courses/:id/scorm-analytics')
  @ApiOperation({
    summary: 'SCORM results of a course',
    description:
      'For each SCORM lesson of the course, in outline order: learners who played it, completed and passed it, their mean score and mean time.',
  })
  @ApiOkResponse({ type: ScormCourseResultsDto })
  @ApiNotFoundResponse({ description: 'COURSE_NOT_FOUND: no such course' })
  getScormAnalytics(
    @Param('id', new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found')) id: number,
  ): Promise<ScormCourseResultsDto> {
    return this.admin.courseResults(id);
  }
}
