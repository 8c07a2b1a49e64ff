import { Body, Controller, Delete, Get, Header, Param, Post, Put, Req, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';
import { multipartFileReader } from '../../common/uploads/multipart-file.js';
import { attachmentHeader, UPLOAD_RULES } from '../../common/uploads/upload-policy.js';
import { viewerOf } from '../catalog/public/viewer.js';
import type { User } from '../users/entities/user.entity.js';
import { PathSlugPipe } from '../paths/public/path-slug.pipe.js';
import { CourseCreditsService } from './course-credits.service.js';
import { CreditSummaryDto } from './dto/credit-summary.dto.js';
import { CertificationInputDto, CreditEntryDto, CreditEntryInputDto, MyCreditsDto } from './dto/my-credits.dto.js';
import { MyCreditsService } from './my-credits.service.js';

const courseId = () => new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found');
const certificationId = () => new ParseRowIdPipe(ErrorCode.CERTIFICATION_NOT_FOUND, 'Certification not found');
const entryId = () => new ParseRowIdPipe(ErrorCode.CREDIT_ENTRY_NOT_FOUND, 'Credit entry not found');

const CERTIFICATION_RULES =
  'certification one of shrm-cp, shrm-scp, aphr, phr, sphr, gphr, cpd; bodyName for cpd only (required there); ' +
  'cycleStart and cycleEnd as YYYY-MM-DD, the end after the start and at most 10 years later';
const ENTRY_RULES =
  'earnedOn as YYYY-MM-DD and not in the future; provider and activityTitle 1 to 200 characters; body shrm, hrci or cpd; ' +
  'category general unless HRCI (business, global, ethics); bodyName for CPD hours only; hundredths 1 to 100000';

@ApiTags('credits')
@Controller()
export class CreditsController {
  constructor(
    private readonly courses: CourseCreditsService,
    private readonly mine: MyCreditsService,
  ) {}

  @Public()
  @Get('courses/:id/credits')
  @ApiOperation({
    summary: "List a course's continuing-education credits",
    description:
      'What completing the course earns ("3 SHRM PDCs", "2.5 HRCI credits", CPD hours with the body), for anyone who may see the course ' +
      '(visitors: courses open to everyone): SHRM, then HRCI, then CPD; empty when the course offers none.',
  })
  @ApiOkResponse({ type: [CreditSummaryDto] })
  @ApiNotFoundResponse({ description: 'No such course, or not visible to this viewer' })
  listCourseCredits(@CurrentUser() user: User | undefined, @Param('id', courseId()) id: number): Promise<CreditSummaryDto[]> {
    return this.courses.offered(viewerOf(user), id);
  }

  @Public()
  @Get('paths/:slug/credits')
  @ApiOperation({
    summary: "List a learning path's continuing-education credits",
    description:
      "What the path's certificate earns on top of its courses' credits, for anyone who may see the path: SHRM, then HRCI, then CPD; empty when it offers none.",
  })
  @ApiOkResponse({ type: [CreditSummaryDto] })
  @ApiNotFoundResponse({ description: 'No such path, or not visible to this viewer' })
  listPathCredits(@CurrentUser() user: User | undefined, @Param('slug', new PathSlugPipe()) slug: string): Promise<CreditSummaryDto[]> {
    return this.courses.offeredByPath(viewerOf(user), slug);
  }

  @Get('account/credits')
  @ApiOperation({
    summary: 'Get my credits',
    description:
      'The My credits page: each certification the learner keeps with its cycle ledger (credits of their valid certificates issued in the cycle ' +
      'and credits they added, dated in the cycle), progress toward the academy’s requirement and a warning when the cycle ends within 90 days ' +
      'with credits missing; the credits they added; the requirements.',
  })
  @ApiOkResponse({ type: MyCreditsDto })
  getMyCredits(@CurrentUser() user: User): Promise<MyCreditsDto> {
    return this.mine.overview(user);
  }

  @Post('account/credits/certifications')
  @ApiOperation({
    summary: 'Add a certification',
    description: `Adds a certification the learner keeps, with its current cycle, and schedules the e-mails 90 and 30 days before the cycle ends. Rules: ${CERTIFICATION_RULES}.`,
  })
  @ApiCreatedResponse({ type: MyCreditsDto, description: 'The My credits page after the change' })
  @ApiBadRequestResponse({ description: 'A field breaks its rule; the message says which' })
  @ApiConflictResponse({ description: 'The learner already keeps this certification (for CPD: with this body)' })
  addMyCertification(@CurrentUser() user: User, @Body() body: CertificationInputDto): Promise<MyCreditsDto> {
    return this.mine.addCertification(user, body);
  }

  @Put('account/credits/certifications/:id')
  @ApiOperation({
    summary: 'Change a certification or its cycle',
    description: `Changes one of the learner's certifications; its reminders move with the new dates. Rules: ${CERTIFICATION_RULES}.`,
  })
  @ApiOkResponse({ type: MyCreditsDto, description: 'The My credits page after the change' })
  @ApiBadRequestResponse({ description: 'A field breaks its rule; the message says which' })
  @ApiNotFoundResponse({ description: 'Not one of your certifications' })
  @ApiConflictResponse({ description: 'Another of your certifications is already this one' })
  updateMyCertification(
    @CurrentUser() user: User,
    @Param('id', certificationId()) id: number,
    @Body() body: CertificationInputDto,
  ): Promise<MyCreditsDto> {
    return this.mine.updateCertification(user, id, body);
  }

  @Delete('account/credits/certifications/:id')
  @ApiOperation({ summary: 'Remove a certification', description: 'Removes the certification and its reminders; the credits stay.' })
  @ApiOkResponse({ type: MyCreditsDto, description: 'The My credits page after the change' })
  @ApiNotFoundResponse({ description: 'Not one of your certifications' })
  removeMyCertification(@CurrentUser() user: User, @Param('id', certificationId()) id: number): Promise<MyCreditsDto> {
    return this.mine.removeCertification(user, id);
  }

  @Post('account/credits/entries')
  @ApiOperation({
    summary: 'Add credits earned elsewhere',
    description: `Adds credits from another provider to the learner's ledger; attach evidence with uploadMyCreditEvidence. Rules: ${ENTRY_RULES}.`,
  })
  @ApiCreatedResponse({ type: MyCreditsDto, description: 'The My credits page after the change' })
  @ApiBadRequestResponse({ description: 'A field breaks its rule; the message says which' })
  addMyCreditEntry(@CurrentUser() user: User, @Body() body: CreditEntryInputDto): Promise<MyCreditsDto> {
    return this.mine.addEntry(user, body);
  }

  @Put('account/credits/entries/:id')
  @ApiOperation({ summary: 'Change credits you added', description: `Rules: ${ENTRY_RULES}.` })
  @ApiOkResponse({ type: MyCreditsDto, description: 'The My credits page after the change' })
  @ApiBadRequestResponse({ description: 'A field breaks its rule; the message says which' })
  @ApiNotFoundResponse({ description: 'Not one of your entries' })
  @ApiConflictResponse({ description: 'CREDIT_ENTRY_FROM_SESSION: the academy recorded it for a live session attended' })
  updateMyCreditEntry(
    @CurrentUser() user: User,
    @Param('id', entryId()) id: number,
    @Body() body: CreditEntryInputDto,
  ): Promise<MyCreditsDto> {
    return this.mine.updateEntry(user, id, body);
  }

  @Delete('account/credits/entries/:id')
  @ApiOperation({ summary: 'Remove credits you added', description: 'Removes the entry with its evidence file.' })
  @ApiOkResponse({ type: MyCreditsDto, description: 'The My credits page after the change' })
  @ApiNotFoundResponse({ description: 'Not one of your entries' })
  @ApiConflictResponse({ description: 'CREDIT_ENTRY_FROM_SESSION: the academy recorded it for a live session attended' })
  removeMyCreditEntry(@CurrentUser() user: User, @Param('id', entryId()) id: number): Promise<MyCreditsDto> {
    return this.mine.removeEntry(user, id);
  }

  @Put('account/credits/entries/:id/evidence')
  @ApiOperation({
    summary: 'Attach evidence to credits you added',
    description:
      'Stores a file (multipart field `file`) as the evidence of the entry, replacing the one before: a certificate of attendance, a receipt. ' +
      `${UPLOAD_RULES} It counts toward the learner's upload space (UPLOAD_QUOTA_MB, with quiz answers). Only the learner can download it.`,
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiOkResponse({ type: CreditEntryDto, description: 'The entry with its evidence' })
  @ApiBadRequestResponse({ description: UPLOAD_RULES })
  @ApiNotFoundResponse({ description: 'Not one of your entries' })
  @ApiPayloadTooLargeResponse({ description: "The file does not fit in the learner's upload space" })
  uploadMyCreditEvidence(
    @CurrentUser() user: User,
    @Param('id', entryId()) id: number,
    @Req() request: FastifyRequest,
  ): Promise<CreditEntryDto> {
    return this.mine.attachEvidence(user, id, multipartFileReader(request));
  }

  @Delete('account/credits/entries/:id/evidence')
  @ApiOperation({ summary: 'Remove the evidence of credits you added', description: 'The entry stays, without a file.' })
  @ApiOkResponse({ type: CreditEntryDto, description: 'The entry without evidence' })
  @ApiNotFoundResponse({ description: 'Not one of your entries, or it has no evidence file' })
  removeMyCreditEvidence(@CurrentUser() user: User, @Param('id', entryId()) id: number): Promise<CreditEntryDto> {
    return this.mine.removeEvidence(user, id);
  }

  @Get('account/credits/entries/:id/evidence')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    summary: 'Download the evidence of credits you added',
    description: 'The file, as an attachment, for the learner who added it.',
  })
  @ApiOkResponse({ description: 'The file, as an attachment' })
  @ApiNotFoundResponse({ description: 'Not one of your entries, or it has no evidence file' })
  async downloadMyCreditEvidence(@CurrentUser() user: User, @Param('id', entryId()) id: number): Promise<StreamableFile> {
    const file = await this.mine.evidence(user, id);
    return new StreamableFile(file.data, {
      type: file.contentType,
      disposition: attachmentHeader(file.fileName),
      length: file.data.length,
    });
  }

  @Get('account/credits/transcript.pdf')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    summary: 'Download my credits transcript as PDF',
    description:
      "The learner's transcript for their own audit: each certification's cycle with its credits and progress, then every credit.",
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The PDF, as an attachment', schema: { type: 'string', format: 'binary' } })
  async downloadMyCreditsPdf(@CurrentUser() user: User): Promise<StreamableFile> {
    const { filename, data } = await this.mine.transcriptPdf(user);
    return new StreamableFile(data, { type: 'application/pdf', disposition: `attachment; filename="${filename}"`, length: data.length });
  }

  @Get('account/credits/transcript.csv')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    summary: 'Download my credits transcript as CSV',
    description:
      'Every credit, oldest first. Columns: Date, Source, Activity, Provider, Body, Category, Credits, Activity ID, Certificate code, Evidence, ' +
      'Counts toward (the certification cycles it counts for). UTF-8 with a byte order mark, CRLF line ends, formula cells neutralised.',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The CSV, as an attachment', schema: { type: 'string' } })
  async downloadMyCreditsCsv(@CurrentUser() user: User): Promise<StreamableFile> {
    const { filename, stream } = await this.mine.transcriptCsv(user);
    return new StreamableFile(stream, { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${filename}"` });
  }
}
