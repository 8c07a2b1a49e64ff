import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { SignedIn } from '../../common/decorators/current-user.decorator.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';
import type { SignedInUser } from '../users/public/signed-in-user.js';
import { CommitScormDto, ScormCommitResultDto, ScormLaunchDto } from './dto/scorm.dto.js';
import { ScormService } from './scorm.service.js';

const NOT_SCORM = 'This lesson is not a SCORM lesson.';

@ApiTags('scorm')
@ApiForbiddenResponse({
  description: 'NOT_ENROLLED: not enrolled in the course (admins may preview); MODULE_LOCKED: its drip module has not opened yet',
})
@Controller('lessons/:id/scorm')
export class ScormController {
  constructor(private readonly scorm: ScormService) {}

  @Get()
  @ApiOperation({
    summary: 'Launch a SCORM lesson',
    description:
      "The package's edition, a launch address signed for the learner (load it in a sandboxed iframe; it expires after SCORM_CONTENT_TOKEN_MINUTES) and the run-time data to resume from: location, suspend data, statuses, score and total time of the learner's last commit. For enrolled learners and admins.",
  })
  @ApiOkResponse({ type: ScormLaunchDto })
  @ApiNotFoundResponse({ description: 'SCORM_NOT_FOUND: no such lesson, not visible, not a SCORM lesson, or no package uploaded yet' })
  getScormLaunch(
    @SignedIn() user: SignedInUser,
    @Param('id', new ParseRowIdPipe(ErrorCode.SCORM_NOT_FOUND, NOT_SCORM)) id: number,
  ): Promise<ScormLaunchDto> {
    return this.scorm.launch(user, id);
  }

  @Put()
  @ApiOperation({
    summary: "Commit a SCORM lesson's run-time data",
    description:
      "Keeps the package's run-time data as the learner's attempt (one per learner and lesson; each commit replaces the last, so repeating one is harmless). When the package reports the lesson done — SCORM 1.2: lesson_status completed or passed; SCORM 2004: completion_status completed and success_status not failed — the lesson is completed as Mark Complete does it (certificates, paths and webhooks follow).",
  })
  @ApiOkResponse({ type: ScormCommitResultDto })
  @ApiBadRequestResponse({
    description:
      'SCORM_DATA_INVALID: an element breaks the standard (a status outside its vocabulary, suspend data or location too long, a score out of range); VALIDATION_FAILED: no packageId or cmi',
  })
  @ApiNotFoundResponse({ description: 'SCORM_NOT_FOUND: no such lesson, not a SCORM lesson, or no package' })
  @ApiConflictResponse({ description: 'SCORM_PACKAGE_REPLACED: the package was replaced since this launch' })
  commitScorm(
    @SignedIn() user: SignedInUser,
    @Param('id', new ParseRowIdPipe(ErrorCode.SCORM_NOT_FOUND, NOT_SCORM)) id: number,
    @Body() body: CommitScormDto,
  ): Promise<ScormCommitResultDto> {
    return this.scorm.commit(user, id, body);
  }
}
