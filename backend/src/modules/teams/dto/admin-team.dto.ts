import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsInt, Max, MaxLength, Min } from 'class-validator';
import { IsOptionalNotNull } from '../../../common/validation.js';
import { PAYMENT_TYPES, type PaymentType } from '../../catalog/entities/course.entity.js';

/** Seats an admin may give a team. */
export const MAX_TEAM_SEATS = 10_000;

const SEATS = `seats must be a whole number from 0 to ${MAX_TEAM_SEATS}`;
const EMAIL = 'Please enter a valid email address';
const trimmedLowercase = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

export class AdminTeamCourseDto {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ example: 'Sourcing Masterclass' }) title!: string;
}

export class AdminTeamManagerDto {
  @ApiProperty({ example: 41 }) id!: number;
  @ApiProperty({ example: 'Jordan Rivera' }) name!: string;
  @ApiProperty({ example: 'jordan.rivera@example.com' }) email!: string;
}

export class AdminTeamPathDto {
  @ApiProperty({ example: 4 }) id!: number;
  @ApiProperty({ example: 'certified-recruiter-practitioner' }) slug!: string;
  @ApiProperty({ example: 'Certified Recruiter: Practitioner' }) title!: string;
}

export class AdminTeamDto {
  @ApiProperty({ example: 7 }) id!: number;
  @ApiProperty({ example: 'Northwind sourcing team' }) name!: string;
  @ApiProperty({ type: AdminTeamCourseDto, nullable: true, description: "Null for a learning path's team" })
  course!: AdminTeamCourseDto | null;
  @ApiProperty({
    type: AdminTeamPathDto,
    nullable: true,
    description: 'The learning path the seats give (every course of it); null for a course',
  })
  path!: AdminTeamPathDto | null;
  @ApiProperty({ type: AdminTeamManagerDto, nullable: true, description: "Null once the manager's account is deleted" })
  manager!: AdminTeamManagerDto | null;
  @ApiProperty({ description: 'Seats paid for (or set by an admin)', example: 10 })
  seats!: number;
  @ApiProperty({ description: 'Seats assigned: invitations out and redeemed ones', example: 7 })
  seatsUsed!: number;
  @ApiProperty({
    description:
      "Integer cents of the team's payments that succeeded and were not refunded (a subscription counts what it charges each month now)",
    example: 44_100,
  })
  paidAmount!: number;
  @ApiProperty({ example: 'usd' }) currency!: string;
  @ApiProperty({ enum: PAYMENT_TYPES, enumName: 'PaymentType', description: "The course's (or path's) payment type", example: 'one_time' })
  paymentType!: PaymentType;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: "When the team's access ended (its subscription ended)",
    example: null,
  })
  endedAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-23T10:15:00.000Z' }) createdAt!: string;
}

export class UpdateAdminTeamDto {
  @ApiPropertyOptional({
    description:
      'The new number of seats. Fewer than are assigned ends the most recent assignments (their learners and the manager are told by e-mail)',
    minimum: 0,
    maximum: MAX_TEAM_SEATS,
    example: 12,
  })
  @IsOptionalNotNull()
  @IsInt({ message: SEATS })
  @Min(0, { message: SEATS })
  @Max(MAX_TEAM_SEATS, { message: SEATS })
  seats?: number;

  @ApiPropertyOptional({
    description: 'The e-mail address of the new manager: an account that has confirmed it',
    example: 'morgan.lee@example.com',
  })
  @IsOptionalNotNull()
  @Transform(trimmedLowercase)
  @IsEmail({}, { message: EMAIL })
  @MaxLength(320, { message: EMAIL })
  managerEmail?: string;
}
