import { ApiProperty } from '@nestjs/swagger';
import { TEAM_SEAT_STATUSES, type TeamSeatStatus } from '../entities/team-seat.entity.js';

export class TeamInviteDto {
  @ApiProperty({ example: 'Talent Partners' }) teamName!: string;
  @ApiProperty({ example: 12 }) courseId!: number;
  @ApiProperty({ example: 'Structured Interviews' }) courseTitle!: string;
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
  @ApiProperty({ description: 'The course the seat gives, to open next', example: 12 }) courseId!: number;
}
