import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsISO8601,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { IsOptionalNotNull, MAX_INTEGER } from '../../../common/validation.js';
import { trimmed } from '../../../common/transforms.js';
import { CourseCreditsDto } from '../../credits/dto/course-credits.dto.js';
import { CreditSummaryDto } from '../../credits/dto/credit-summary.dto.js';
import { COHORT_TITLE_MAX } from '../entities/cohort.entity.js';
import { SESSION_DESCRIPTION_MAX, SESSION_TITLE_MAX, SESSION_URL_MAX } from '../entities/live-session.entity.js';

const oneLine = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : value);
const emptyToNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value;
const COHORT_TITLE = `Please give the cohort a name of at most ${COHORT_TITLE_MAX} characters`;
const SESSION_TITLE = `Please give the session a title of at most ${SESSION_TITLE_MAX} characters`;
const DATE_TIME = (field: string) => `${field} must be a date and time such as 2027-03-01T09:00:00Z`;
const CAPACITY = 'Capacity must be a whole number from 1 to 10000, or empty for no limit';
const DURATION = 'Duration must be from 5 to 720 minutes';
const JOIN_URL = 'Join link must be a web address starting with https:// or http://';
const RECORDING_URL = 'Recording link must be a web address starting with https:// or http://, or empty';
const URL_OPTIONS = { protocols: ['http', 'https'], require_protocol: true, require_tld: false };

/** An IANA time zone this server knows ("Europe/London"). */
function IsTimeZone(): PropertyDecorator {
  return ValidateBy({
    name: 'isTimeZone',
    validator: {
      validate: (value: unknown) => {
        if (typeof value !== 'string' || value.length === 0 || value.length > 64) return false;
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: value });
          return true;
        } catch {
          return false;
        }
      },
      defaultMessage: () => 'Time zone must be a time zone name such as Europe/London or America/New_York',
    },
  });
}

export class CohortInputDto {
  @ApiProperty({ maxLength: COHORT_TITLE_MAX, example: 'March 2027 cohort' })
  @Transform(oneLine)
  @IsString({ message: COHORT_TITLE })
  @MinLength(1, { message: COHORT_TITLE })
  @MaxLength(COHORT_TITLE_MAX, { message: COHORT_TITLE })
  title!: string;

  @ApiProperty({ description: 'When the cohort starts (ISO 8601 with a time zone offset)', example: '2027-03-01T09:00:00.000Z' })
  @IsISO8601({ strict: true }, { message: DATE_TIME('Start') })
  startsAt!: string;

  @ApiProperty({ description: 'When the cohort ends; after its start', example: '2027-04-30T17:00:00.000Z' })
  @IsISO8601({ strict: true }, { message: DATE_TIME('End') })
  endsAt!: string;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 1,
    maximum: 10000,
    description: 'The most members; null or absent: no limit',
    example: 25,
  })
  @IsOptional()
  @IsInt({ message: CAPACITY })
  @Min(1, { message: CAPACITY })
  @Max(10000, { message: CAPACITY })
  capacity?: number | null;
}

export class CohortDto {
  @ApiProperty({ example: 7 }) id!: number;
  @ApiProperty({ type: Number, nullable: true, description: "The course it runs; null for a learning path's cohort", example: 12 })
  courseId!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: "The learning path it runs; null for a course's cohort", example: null })
  pathId!: number | null;
  @ApiProperty({ example: 'March 2027 cohort' }) title!: string;
  @ApiProperty({ example: '2027-03-01T09:00:00.000Z' }) startsAt!: string;
  @ApiProperty({ example: '2027-04-30T17:00:00.000Z' }) endsAt!: string;
  @ApiProperty({ type: Number, nullable: true, example: 25 }) capacity!: number | null;
  @ApiProperty({ example: 18 }) memberCount!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Places left; null: no limit', example: 7 }) placesLeft!: number | null;
}

export class LearnerCohortDto extends CohortDto {
  @ApiProperty({ description: 'The viewer is a member' }) isMember!: boolean;
  @ApiProperty({ description: "The viewer's team placed them in it: only their manager moves them" }) placedByTeam!: boolean;
}

export class CourseCohortsDto {
  @ApiProperty({
    type: [LearnerCohortDto],
    description: "The course's (or path's) cohorts that have not ended, and the viewer's own, soonest first",
  })
  cohorts!: LearnerCohortDto[];
  @ApiProperty({ description: "The viewer may join one: enrolled in the course, or in one of the path's courses (or an admin)" })
  canJoin!: boolean;
}

export class AdminCohortDto extends CohortDto {
  @ApiProperty({ example: 4 }) sessionCount!: number;
}

export class CohortMemberDto {
  @ApiProperty({ example: 31 }) userId!: number;
  @ApiProperty({ example: 'Ada Lovelace' }) name!: string;
  @ApiProperty({ example: 'ada@example.com' }) email!: string;
  @ApiProperty({ example: '2027-02-20T10:00:00.000Z' }) joinedAt!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The team that placed them, if any', example: 'Acme Talent' }) teamName!:
    string | null;
  @ApiProperty({ description: 'Sessions an admin confirmed they attended', example: 2 }) attended!: number;
}

export class SessionInputDto {
  @ApiProperty({ maxLength: SESSION_TITLE_MAX, example: 'Live role-play: the intake meeting' })
  @Transform(oneLine)
  @IsString({ message: SESSION_TITLE })
  @MinLength(1, { message: SESSION_TITLE })
  @MaxLength(SESSION_TITLE_MAX, { message: SESSION_TITLE })
  title!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: SESSION_DESCRIPTION_MAX, description: 'Plain text' })
  @Transform(emptyToNull)
  @IsOptional()
  @IsString({ message: `Description must be at most ${SESSION_DESCRIPTION_MAX} characters` })
  @MaxLength(SESSION_DESCRIPTION_MAX, { message: `Description must be at most ${SESSION_DESCRIPTION_MAX} characters` })
  description?: string | null;

  @ApiProperty({ description: 'The start, as an instant (ISO 8601 with an offset)', example: '2027-03-03T17:00:00.000Z' })
  @IsISO8601({ strict: true }, { message: DATE_TIME('Start') })
  startsAt!: string;

  @ApiProperty({
    description: 'The IANA time zone the session is set in: its calendar entry and e-mails show it',
    example: 'Europe/London',
  })
  @IsTimeZone()
  timeZone!: string;

  @ApiProperty({ minimum: 5, maximum: 720, example: 60 })
  @IsInt({ message: DURATION })
  @Min(5, { message: DURATION })
  @Max(720, { message: DURATION })
  durationMinutes!: number;

  @ApiProperty({
    maxLength: SESSION_URL_MAX,
    description: 'Zoom, Google Meet, Microsoft Teams or any meeting address',
    example: 'https://meet.google.com/abc-defg-hij',
  })
  @Transform(trimmed)
  @IsString({ message: JOIN_URL })
  @MaxLength(SESSION_URL_MAX, { message: JOIN_URL })
  @IsUrl(URL_OPTIONS, { message: JOIN_URL })
  joinUrl!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: SESSION_URL_MAX, example: null })
  @Transform(emptyToNull)
  @IsOptional()
  @IsString({ message: RECORDING_URL })
  @MaxLength(SESSION_URL_MAX, { message: RECORDING_URL })
  @IsUrl(URL_OPTIONS, { message: RECORDING_URL })
  recordingUrl?: string | null;

  @ApiPropertyOptional({
    type: CourseCreditsDto,
    description: "The credits a confirmed attendance records in the learner's ledger; absent: none",
  })
  @IsOptionalNotNull()
  @ValidateNested()
  @Type(() => CourseCreditsDto)
  credits?: CourseCreditsDto;
}

export class LiveSessionDto {
  @ApiProperty({ example: 5 }) id!: number;
  @ApiProperty({ example: 7 }) cohortId!: number;
  @ApiProperty({ example: 'March 2027 cohort' }) cohortTitle!: string;
  @ApiProperty({ type: Number, nullable: true, description: "The course of the session's cohort; null for a path's cohort", example: 12 })
  courseId!: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'Structured Interviewing' }) courseTitle!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The learning path of the session's cohort; null for a course's",
    example: null,
  })
  pathSlug!: string | null;
  @ApiProperty({ type: String, nullable: true, example: null }) pathTitle!: string | null;
  @ApiProperty({ example: 'Live role-play: the intake meeting' }) title!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ example: '2027-03-03T17:00:00.000Z' }) startsAt!: string;
  @ApiProperty({ example: '2027-03-03T18:00:00.000Z' }) endsAt!: string;
  @ApiProperty({ example: 'Europe/London' }) timeZone!: string;
  @ApiProperty({ example: 60 }) durationMinutes!: number;
  @ApiProperty({ example: 'Google Meet', description: 'The meeting service, named from the join link' }) provider!: string;
  @ApiProperty({ type: String, nullable: true, example: null }) recordingUrl!: string | null;
  @ApiProperty({ type: [CreditSummaryDto], description: 'What attending earns, once an admin confirms it' }) credits!: CreditSummaryDto[];
  @ApiProperty({ description: 'The viewer clicked its join link' }) joined!: boolean;
  @ApiProperty({ description: 'An admin confirmed the viewer attended' }) attended!: boolean;
}

export class AdminLiveSessionDto extends LiveSessionDto {
  @ApiProperty({ example: 'https://meet.google.com/abc-defg-hij' }) joinUrl!: string;
  @ApiProperty({ type: CourseCreditsDto }) creditSettings!: CourseCreditsDto;
  @ApiProperty({ example: 12 }) joinedCount!: number;
  @ApiProperty({ example: 10 }) attendedCount!: number;
}

export class CohortDetailDto {
  @ApiProperty({ type: AdminCohortDto }) cohort!: AdminCohortDto;
  @ApiProperty({ type: [CohortMemberDto] }) members!: CohortMemberDto[];
  @ApiProperty({ type: [AdminLiveSessionDto], description: 'Soonest first' }) sessions!: AdminLiveSessionDto[];
}

export class JoinLinkDto {
  @ApiProperty({ example: 'https://meet.google.com/abc-defg-hij' }) joinUrl!: string;
}

export class AttendanceDto {
  @ApiProperty({ example: 31 }) userId!: number;
  @ApiProperty({ example: 'Ada Lovelace' }) name!: string;
  @ApiProperty({ example: 'ada@example.com' }) email!: string;
  @ApiProperty({ type: String, nullable: true, description: 'First click on the join link', example: '2027-03-03T16:58:00.000Z' })
  joinedAt!: string | null;
  @ApiProperty({ type: String, nullable: true, example: null }) confirmedAt!: string | null;
}

export class AttendanceInputDto {
  @ApiProperty({ description: 'true: confirm they attended (records the credits); false: withdraw it (removes them)' })
  @IsBoolean({ message: 'attended must be true or false' })
  attended!: boolean;
}

export class CalendarFeedDto {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The private address of the feed (subscribe to it in any calendar app); null: the feed is off',
    example: 'https://academy.example.com/api/calendar-feeds/31.2.kq…/sessions.ics',
  })
  url!: string | null;
}

export class SeatCohortDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "A cohort of the team's course or path; null: take the member out of their cohort",
    example: 7,
  })
  @ValidateIf((_, value) => value !== null)
  @IsInt({ message: 'cohortId must be a cohort id, or null' })
  @Min(1, { message: 'cohortId must be a cohort id, or null' })
  @Max(MAX_INTEGER, { message: 'cohortId must be a cohort id, or null' })
  cohortId!: number | null;
}

export class TeamCohortMemberDto {
  @ApiProperty({ example: 41 }) seatId!: number;
  @ApiProperty({ example: 'Ada Lovelace' }) name!: string;
  @ApiProperty({ example: 'ada@example.com' }) email!: string;
  @ApiProperty({ type: Number, nullable: true, example: 7 }) cohortId!: number | null;
  @ApiProperty({ description: 'Sessions of their cohort held so far', example: 3 }) sessionsHeld!: number;
  @ApiProperty({ description: 'Of those, the ones they joined (clicked the link)', example: 3 }) joined!: number;
  @ApiProperty({ description: 'Of those, the ones an admin confirmed they attended', example: 2 }) attended!: number;
}

export class TeamCohortsDto {
  @ApiProperty({
    type: [CohortDto],
    description: "The cohorts of the team's course or path that have not ended, and those its members are in",
  })
  cohorts!: CohortDto[];
  @ApiProperty({ type: [TeamCohortMemberDto], description: 'Every active seat with its holder' }) members!: TeamCohortMemberDto[];
}
