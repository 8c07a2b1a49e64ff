import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { TokenScope } from '../../common/decorators/token-scope.decorator.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';
import { CourseCreditsService } from './course-credits.service.js';
import { CreditSettingsService } from './credit-settings.service.js';
import { CourseCreditsDto } from './dto/course-credits.dto.js';
import { CreditSettingsDto, UpdateCreditSettingsDto } from './dto/credit-settings.dto.js';

const courseId = () => new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found');
const pathId = () => new ParseRowIdPipe(ErrorCode.PATH_NOT_FOUND, 'Path not found');

@ApiTags('credits')
@ApiForbiddenResponse({ description: 'Admins only' })
@Roles('admin')
@Controller('admin')
export class CreditsAdminController {
  constructor(
    private readonly courses: CourseCreditsService,
    private readonly settings: CreditSettingsService,
  ) {}

  @TokenScope('catalog:read')
  @Get('courses/:id/credits')
  @ApiOperation({
    summary: "Get a course's credits for editing",
    description:
      'The SHRM PDCs, HRCI credits by category and CPD hours the course offers, per body (null: none), as the course settings edit them.',
  })
  @ApiOkResponse({ type: CourseCreditsDto })
  @ApiNotFoundResponse({ description: 'Course not found' })
  getCourseCredits(@Param('id', courseId()) id: number): Promise<CourseCreditsDto> {
    return this.courses.forAdmin(id);
  }

  @TokenScope('catalog:write')
  @Put('courses/:id/credits')
  @ApiOperation({
    summary: "Set a course's credits",
    description:
      'Replaces every credit the course offers (null for a body: none). Amounts are hundredths in steps of 25 (0.25 credits), each body at most 100 credits. ' +
      'SHRM: an optional activity ID as SHRM issues it (26-AB3CD, stored in capitals). HRCI: the activity ID (6 to 8 digits) and credits by category, ' +
      'more than 0 in all. CPD: hours and the body’s name. Certificates issued before keep the credits they earned.',
  })
  @ApiOkResponse({ type: CourseCreditsDto, description: 'The credits as saved' })
  @ApiBadRequestResponse({ description: 'A field breaks its rule; the message names the body, the field and the rule' })
  @ApiNotFoundResponse({ description: 'Course not found' })
  setCourseCredits(@Param('id', courseId()) id: number, @Body() body: CourseCreditsDto): Promise<CourseCreditsDto> {
    return this.courses.replace(id, body);
  }

  @TokenScope('catalog:read')
  @Get('paths/:id/credits')
  @ApiOperation({
    summary: "Get a learning path's credits for editing",
    description: "The credits the path's certificate earns on top of its courses', per body (null: none), as the path settings edit them.",
  })
  @ApiOkResponse({ type: CourseCreditsDto })
  @ApiNotFoundResponse({ description: 'Path not found' })
  getPathCredits(@Param('id', pathId()) id: number): Promise<CourseCreditsDto> {
    return this.courses.forAdminPath(id);
  }

  @TokenScope('catalog:write')
  @Put('paths/:id/credits')
  @ApiOperation({
    summary: "Set a learning path's credits",
    description:
      "Replaces every credit the path's certificate earns, under the rules of a course's credits (amounts in hundredths in steps of 25, each body at most 100 " +
      'credits, activity IDs as the bodies issue them). Path certificates issued before keep the credits they earned.',
  })
  @ApiOkResponse({ type: CourseCreditsDto, description: 'The credits as saved' })
  @ApiBadRequestResponse({ description: 'A field breaks its rule; the message names the body, the field and the rule' })
  @ApiNotFoundResponse({ description: 'Path not found' })
  setPathCredits(@Param('id', pathId()) id: number, @Body() body: CourseCreditsDto): Promise<CourseCreditsDto> {
    return this.courses.replacePath(id, body);
  }

  @Get('credit-settings')
  @ApiOperation({
    summary: 'Get the credit settings',
    description:
      'What each certification requires per cycle (seeded with the bodies’ published figures) and how many years the provider records of deleted accounts are kept.',
  })
  @ApiOkResponse({ type: CreditSettingsDto })
  getCreditSettings(): Promise<CreditSettingsDto> {
    return this.settings.get();
  }

  @Put('credit-settings')
  @ApiOperation({
    summary: 'Change the credit settings',
    description:
      'Saves the requirements given (each certification at most once; the others stay) and the retention. Ethics, business and global minimums are for HRCI ' +
      'certifications only and together at most the total. Learners’ progress and reminders follow at once.',
  })
  @ApiOkResponse({ type: CreditSettingsDto, description: 'The settings as saved' })
  @ApiBadRequestResponse({ description: 'A field breaks its rule; the message names the certification and the rule' })
  updateCreditSettings(@Body() body: UpdateCreditSettingsDto): Promise<CreditSettingsDto> {
    return this.settings.update(body);
  }
}
