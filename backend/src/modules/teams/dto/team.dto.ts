import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, isEmail, registerDecorator, type ValidationArguments } from 'class-validator';
import { EmailField } from '../../../common/account-fields.js';
import { PAYMENT_TYPES, type PaymentType } from '../../catalog/entities/course.entity.js';
import { TEAM_SEAT_STATUSES, type TeamSeatStatus } from '../entities/team-seat.entity.js';

/** How many addresses one assignment takes. */
export const MAX_EMAILS_PER_ASSIGNMENT = 200;

const normalised = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item.trim().toLowerCase() : item)) : value;

/** Every item an e-mail address (at most 320 characters); the message names the first that is not. */
function IsEmailList(): PropertyDecorator {
  const invalid = (value: unknown) => typeof value !== 'string' || value.length > 320 || !isEmail(value);
  return (target, propertyName) =>
    registerDecorator({
      name: 'isEmailList',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => Array.isArray(value) && !value.some(invalid),
        defaultMessage: ({ value }: ValidationArguments) => {
          const first: unknown = Array.isArray(value) ? value.find(invalid) : undefined;
          return typeof first === 'string' && first.length <= 100
            ? `"${first}" is not a valid e-mail address`
            : 'Please enter valid e-mail addresses';
        },
      },
    });
}

export class AssignSeatsDto {
  @ApiProperty({
    description: `The addresses to give a seat to, 1 to ${MAX_EMAILS_PER_ASSIGNMENT}; trimmed, lowercased and each taken once`,
    example: ['ada.lovelace@example.com', 'grace.hopper@example.com'],
    type: [String],
    minItems: 1,
    maxItems: MAX_EMAILS_PER_ASSIGNMENT,
  })
  @Transform(normalised)
  @IsArray({ message: 'Enter at least one e-mail address' })
  @ArrayNotEmpty({ message: 'Enter at least one e-mail address' })
  @ArrayMaxSize(MAX_EMAILS_PER_ASSIGNMENT, { message: `Assign at most ${MAX_EMAILS_PER_ASSIGNMENT} seats at a time` })
  @IsEmailList()
  emails!: string[];
}

export class ReassignSeatDto {
  @EmailField({ lowercase: true, description: 'Who gets the seat instead' }) email!: string;
}

export class TeamCourseDto {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ example: 'Structured Interviews' }) title!: string;
  @ApiProperty({
    enum: PAYMENT_TYPES,
    enumName: 'PaymentType',
    description: 'one_time: seats bought once; subscription: seats paid monthly',
  })
  paymentType!: PaymentType;
}

/** The learning path a team's seats give: each seat gives every course of it. */
export class TeamSeatPathDto {
  @ApiProperty({ example: 4 }) id!: number;
  @ApiProperty({ description: 'Its page is /paths/{slug}', example: 'certified-recruiter-practitioner' }) slug!: string;
  @ApiProperty({ example: 'Certified Recruiter: Practitioner' }) title!: string;
  @ApiProperty({
    enum: PAYMENT_TYPES,
    enumName: 'PaymentType',
    description: 'one_time: seats bought once; subscription: seats paid monthly',
  })
  paymentType!: PaymentType;
}

export class TeamSummaryDto {
  @ApiProperty({ example: 7 }) id!: number;
  @ApiProperty({ example: 'Talent Partners' }) name!: string;
  @ApiProperty({ type: TeamCourseDto, nullable: true, description: "The course the seats give; null for a learning path's team" })
  course!: TeamCourseDto | null;
  @ApiProperty({
    type: TeamSeatPathDto,
    nullable: true,
    description: 'The learning path the seats give (every course of it); null for a course',
    example: null,
  })
  path!: TeamSeatPathDto | null;
  @ApiProperty({ description: 'Seats paid for and not refunded', example: 10 }) seats!: number;
  @ApiProperty({ description: 'Seats assigned: invited or active', example: 8 }) seatsUsed!: number;
  @ApiProperty({ description: 'Seats that can still be assigned', example: 2 }) unassigned!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "When the team's access ended (its subscription ended); its seats give no access since",
    example: null,
  })
  endedAt!: string | null;
  @ApiProperty({ example: '2026-11-20T09:30:00.000Z' }) createdAt!: string;
}

export class TeamSeatDto {
  @ApiProperty({ example: 41 }) id!: number;
  @ApiProperty({ description: 'The address the seat was given to', example: 'ada.lovelace@example.com' }) email!: string;
  @ApiProperty({
    enum: TEAM_SEAT_STATUSES,
    enumName: 'TeamSeatStatus',
    description: 'invited: the invitation is out; active: redeemed; revoked: taken back (kept for the record)',
  })
  status!: TeamSeatStatus;
  @ApiProperty({ type: String, nullable: true, description: 'The name of the account that redeemed the seat', example: 'Ada Lovelace' })
  learnerName!: string | null;
  @ApiProperty({ example: '2026-11-20T09:35:00.000Z' }) invitedAt!: string;
  @ApiProperty({ type: String, nullable: true, example: '2026-11-21T08:00:00.000Z' }) activatedAt!: string | null;
  @ApiProperty({ type: String, nullable: true, example: null }) revokedAt!: string | null;
  @ApiProperty({
    description:
      'The holder has completed a lesson of the course (or of a course of the path), so the seat can no longer be revoked or reassigned',
  })
  started!: boolean;
}

export class TeamQuizResultDto {
  @ApiProperty({ description: "The quiz's lesson", example: 'Check your scorecard' }) lessonTitle!: string;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Percent of the best finished attempt; null while it awaits grading',
    example: 85,
  })
  score!: number | null;
  @ApiProperty({
    type: Boolean,
    nullable: true,
    description: 'Null while undecided (awaiting review, or the quiz has no pass mark)',
    example: true,
  })
  passed!: boolean | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "Mean F1 (percent) of the attempt's boolean search answers; null when the quiz has none",
    example: 72.7,
  })
  sourcingF1!: number | null;
}

export class TeamPracticeResultDto {
  @ApiProperty({ description: 'The practice lesson', example: 'Intake meeting with a hiring manager' }) lessonTitle!: string;
  @ApiProperty({ description: 'Ended attempts (graded, being graded or awaiting review)', example: 2 }) attempts!: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "Percent of the latest ended attempt; null while it is being graded or awaits an instructor's review",
    example: 80,
  })
  latestTotal!: number | null;
  @ApiProperty({ description: 'Any attempt passed (the lesson is then complete)', example: true }) passed!: boolean;
}

export class TeamMemberDto {
  @ApiProperty({ example: 41 }) seatId!: number;
  @ApiProperty({ example: 118 }) userId!: number;
  @ApiProperty({ example: 'Ada Lovelace' }) name!: string;
  @ApiProperty({ example: 'ada.lovelace@example.com' }) email!: string;
  @ApiProperty({ example: 3 }) completedLessons!: number;
  @ApiProperty({ example: 8 }) totalLessons!: number;
  @ApiProperty({ description: 'Whole percent, 0 to 100', example: 38 }) progress!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'When the member last opened or completed a lesson of the course',
    example: '2026-11-22T16:05:00.000Z',
  })
  lastActivityAt!: string | null;
  @ApiProperty({
    type: [TeamQuizResultDto],
    description: "The best finished attempt at each of the course's quizzes the member took, in course order",
  })
  quizResults!: TeamQuizResultDto[];
  @ApiProperty({
    type: [TeamPracticeResultDto],
    description: "Each of the course's practice conversations the member ended at least once, in course order",
  })
  practiceResults!: TeamPracticeResultDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The member's certificate of the course (its page is /certificates/{code})",
    example: null,
  })
  certificateCode!: string | null;
}

export class TeamDetailDto extends TeamSummaryDto {
  @ApiProperty({ type: [TeamSeatDto], description: 'Every assigned seat: invited and active ones first, then revoked ones' })
  seatList!: TeamSeatDto[];
  @ApiProperty({ type: [TeamMemberDto], description: 'The holders of active seats with their progress in the course' })
  members!: TeamMemberDto[];
}
