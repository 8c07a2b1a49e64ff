import { applyDecorators, Controller, Get, Header, Query, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { TokenScope } from '../../common/decorators/token-scope.decorator.js';
import { CreditRecordsQueryDto, ExportQueryDto } from './dto/export-query.dto.js';
import { ExportsService, type CsvExport, type ExportKind } from './exports.service.js';

const CSV_TYPE = 'text/csv; charset=utf-8';

/** What every export answers, besides its own summary and columns. */
function CsvExportOperation(summary: string, rows: string, columns: string): MethodDecorator {
  return applyDecorators(
    Header('Cache-Control', 'no-store'),
    ApiOperation({
      summary,
      description:
        `${rows} Columns: ${columns}. ` +
        'Streamed as it is read, so any number of rows can be exported. UTF-8 with a byte order mark (so that Excel shows accents), ' +
        'CRLF line ends, a header line first; dates are ISO 8601 in UTC; text that a spreadsheet would run as a formula ' +
        "(starting with =, +, -, @, a tab or a carriage return) starts with an apostrophe (').",
    }),
    ApiProduces('text/csv'),
    ApiOkResponse({ description: 'The CSV file, as an attachment named after the export and today (UTC)', schema: { type: 'string' } }),
    ApiBadRequestResponse({
      description: 'courseId is not a whole number, from or to is not an ISO 8601 date (or date and time), or from is after to',
    }),
    ApiNotFoundResponse({ description: 'No course has this courseId' }),
    ApiTooManyRequestsResponse({
      description: 'Three exports are already running on this server (see Retry-After), or the API token made too many requests',
    }),
  );
}

@ApiTags('exports')
@ApiForbiddenResponse({ description: 'Admins only' })
@Roles('admin')
@Controller('admin/exports')
export class ExportsController {
  constructor(private readonly exports: ExportsService) {}

  @Get('users.csv')
  @TokenScope('users:read')
  @CsvExportOperation(
    'Export users as CSV',
    'Every account, oldest first; with courseId, those enrolled in that course (active or not); from and to filter on when they signed up.',
    'User ID, First name, Last name, Email, Role, Email verified at, Signed up at, Last active at, Active enrolments',
  )
  exportUsersCsv(@Query() query: ExportQueryDto): Promise<StreamableFile> {
    return this.send('users', query);
  }

  @Get('enrolments.csv')
  @TokenScope('progress:read')
  @CsvExportOperation(
    'Export enrolments with progress as CSV',
    'Every enrolment, active or revoked, oldest first; courseId keeps one course, from and to filter on when the learner enrolled.',
    'Enrolment ID, User ID, Learner, Email, Course ID, Course, Enrolled at, Source (free, purchase, grant, subscription), Status (active, revoked), ' +
      'Completed lessons, Total lessons, Progress (%), Completed at (when the last lesson was completed, once all are), Last viewed at',
  )
  exportEnrolmentsCsv(@Query() query: ExportQueryDto): Promise<StreamableFile> {
    return this.send('enrolments', query);
  }

  @Get('quiz-results.csv')
  @TokenScope('progress:read')
  @CsvExportOperation(
    'Export quiz results as CSV',
    'Every finished quiz attempt (submitted, or ended when its time ran out), oldest first; courseId keeps one course, from and to filter on when it was submitted.',
    'Attempt ID, User ID, Learner, Email, Course ID, Course, Lesson, Quiz, Attempt (its number), Submitted at, Score (%), ' +
      'Passed (yes, no, or blank while undecided), Status (graded, or pending while answers await review)',
  )
  exportQuizResultsCsv(@Query() query: ExportQueryDto): Promise<StreamableFile> {
    return this.send('quiz-results', query);
  }

  @Get('practice-results.csv')
  @TokenScope('progress:read')
  @CsvExportOperation(
    'Export practice conversation results as CSV',
    'Every ended practice attempt (graded, being graded, or awaiting review), oldest first; courseId keeps one course, from and to filter on when it ended.',
    'Attempt ID, User ID, Learner, Email, Course ID, Course, Lesson, Attempt (its number), Mode (scenario, ai), ' +
      'Status (graded, grading, needs review), Started at, Ended at, Total (%) (blank until graded), Passed (yes, no, or blank until graded), ' +
      'Criteria (each rubric criterion with its score out of 4, e.g. "Builds rapport 3/4; Uncovers the facts 2/4", separated by semicolons; blank until scored)',
  )
  exportPracticeResultsCsv(@Query() query: ExportQueryDto): Promise<StreamableFile> {
    return this.send('practice-results', query);
  }

  @Get('scorm-results.csv')
  @TokenScope('progress:read')
  @CsvExportOperation(
    'Export SCORM lesson results as CSV',
    "Every learner's attempt at a SCORM lesson (one per learner and lesson), oldest first; courseId keeps one course, from and to filter on when it was last saved.",
    'Attempt ID, User ID, Learner, Email, Course ID, Course, Lesson, SCORM version (1.2, 2004), Completion status (not attempted, incomplete, completed, unknown), ' +
      'Success status (passed, failed, unknown), Score (raw) (as the package reports it), Score (%) (the scaled score; blank without one), Total time (minutes), ' +
      'Completed at (when the package first reported the lesson done; blank until then), Last saved at',
  )
  exportScormResultsCsv(@Query() query: ExportQueryDto): Promise<StreamableFile> {
    return this.send('scorm-results', query);
  }

  @Get('payments.csv')
  @TokenScope('payments:read')
  @CsvExportOperation(
    'Export payments as CSV',
    'Every payment, whatever its status, oldest first; courseId keeps one course, from and to filter on when it was created.',
    'Payment ID, User ID (blank for a visitor who has not signed up), Learner, Email, Course ID, Course, Amount (cents), Amount (in the currency, e.g. 49.00), ' +
      'Currency, Status (pending, succeeded, failed, unpaid, refunded, canceled), Kind (one-time, subscription), Created at, Refunded (yes, no)',
  )
  exportPaymentsCsv(@Query() query: ExportQueryDto): Promise<StreamableFile> {
    return this.send('payments', query);
  }

  @Get('credit-records.csv')
  @TokenScope('credits:read')
  @CsvExportOperation(
    'Export continuing-education credit records as CSV',
    'The provider records of one body (required: shrm, hrci or cpd), for audits: each credit line a certificate earned, oldest first; ' +
      'courseId keeps one course, from and to filter on when it was earned. A deleted account is named as it was when deleted, until the ' +
      "academy's retention period ends; then its records leave the export. Revoked certificates are listed with the date.",
    'Record ID, Earned at, Learner, Email, User ID (blank once the account is deleted), Account deleted (yes, no), Course ID, Course, ' +
      'Certificate code, Body (SHRM, HRCI, CPD), Category (general, business, global, ethics), Credits (e.g. 1.25), Activity ID, CPD body, Revoked at',
  )
  async exportCreditRecordsCsv(@Query() query: CreditRecordsQueryDto): Promise<StreamableFile> {
    const { filename, stream } = await this.exports.creditRecords(query);
    return new StreamableFile(stream, { type: CSV_TYPE, disposition: `attachment; filename="${filename}"` });
  }

  private async send(kind: ExportKind, query: ExportQueryDto): Promise<StreamableFile> {
    const { filename, stream }: CsvExport = await this.exports.export(kind, query);
    return new StreamableFile(stream, { type: CSV_TYPE, disposition: `attachment; filename="${filename}"` });
  }
}
