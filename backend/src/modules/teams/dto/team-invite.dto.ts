import { ApiProperty } from '@nestjs/swagger';
import { TEAM_SEAT_STATUSES, type TeamSeatStatus } from '../entities/team-seat.entity.js';

/** The learning path a team's seats give (every course of it). */
export class TeamPathDto {
  @ApiProperty({ example: 4 }) id!: number;
  @ApiProperty({ description: 'Its page is /paths/{slug}', example: 'certified-recruiter-practitioner' }) slug!: string;
  @ApiProperty({ example: 'Certified Recruiter: Practitioner' }) title!: string;
}

export class TeamInviteDto {
  @ApiProperty({ example: 'Talent Partners' }) teamName!: string;
  @ApiProperty({ type: Number, nullable: true, description: "The course the seat gives; null for a learning path's seat", example: 12 })
  courseId!: number | null;
  @ApiProperty({ type: String, nullable: true, description: "Null for a learning path's seat", example: 'Structured Interviews' })
  courseTitle!: string | null;
  @ApiProperty({
    type: TeamPathDto,
    nullable: true,
    description: 'The learning path the seat gives (every course of it); null for a course',
    example: null,
  })
  path!: TeamPathDto | null;
  @ApiProperty({
    description: 'The address the seat was given to: only an account with this address, confirmed, can accept it',
    example: 'ada.lovelace@example.com',
  })
  email!: string;
  @ApiProperty({ description: "The team manager's name", example: 'Jordan Rivera' }) managerName!: string;
  @ApiProperty({
    enum: TEAM_SEAT_STATUSES,
    enumName: 'TeamSeatStatus',
    description: 'invited: waiting to be accepted; active: accepted; revoked: taken back by the team',
  })
  status!: TeamSeatStatus;
}

export class TeamInviteAcceptedDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'The course the seat gives, to open next; null for a learning path',
    example: 12,
  })
  courseId!: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The learning path's slug (its page is /paths/{slug}) for a path's seat, to open next",
    example: null,
  })
  pathSlug!: string | null;
}
