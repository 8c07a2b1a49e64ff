import { Body, Controller, Get, Header, HttpCode, Param, Post, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';
import type { User } from '../users/entities/user.entity.js';
import { AssignSeatsDto, MAX_EMAILS_PER_ASSIGNMENT, ReassignSeatDto, TeamDetailDto, TeamSummaryDto } from './dto/team.dto.js';
import { TeamSeatsService } from './team-seats.service.js';

const teamId = () => new ParseRowIdPipe(ErrorCode.TEAM_NOT_FOUND, 'Team not found');
const seatId = () => new ParseRowIdPipe(ErrorCode.TEAM_SEAT_NOT_FOUND, 'Seat not found');
const MANAGER_ONLY = "Only the team's manager may call it; for anyone else the team does not exist (404).";
const NOT_FOUND = 'No such team, or the signed-in user does not manage it';

@ApiTags('teams')
@Controller('teams')
export class TeamsController {
  constructor(private readonly seats: TeamSeatsService) {}

  @Get()
  @ApiOperation({
    summary: 'List the teams I manage',
    description:
      'The teams the signed-in user manages (a role on the team, not a site role), newest first, with seats bought, used (invited or active) and unassigned. Empty for everyone else.',
  })
  @ApiOkResponse({ type: [TeamSummaryDto] })
  listMyTeams(@CurrentUser() user: User): Promise<TeamSummaryDto[]> {
    return this.seats.list(user);
  }

  @Get(':id')
  @ApiOperation({
    summary: 'Get a team dashboard',
    description: `The team with every assigned seat and its state (invited, active, revoked) and, for each active member, progress in the course, last activity, best quiz results, practice conversation results and certificate. ${MANAGER_ONLY}`,
  })
  @ApiOkResponse({ type: TeamDetailDto })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  getTeam(@CurrentUser() user: User, @Param('id', teamId()) id: number): Promise<TeamDetailDto> {
    return this.seats.detail(user, id);
  }

  @Post(':id/seats')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Assign seats by e-mail',
    description:
      `Gives an unassigned seat to each address (1 to ${MAX_EMAILS_PER_ASSIGNMENT}; trimmed, lowercased, duplicates taken once) and e-mails each an invitation link, ` +
      'which only an account with that address, once confirmed, can accept. All or none: refused when there are not enough unassigned seats or an address already has a seat on the team. ' +
      `The manager is e-mailed when 75% and when all of the seats are used. ${MANAGER_ONLY}`,
  })
  @ApiOkResponse({ type: TeamDetailDto, description: 'The team after the assignment' })
  @ApiBadRequestResponse({ description: 'No addresses, more than 200, or one that is not an e-mail address' })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  @ApiConflictResponse({
    description: "Not enough unassigned seats, an address already has a seat on the team, or the team's access has ended",
  })
  assignTeamSeats(@CurrentUser() user: User, @Param('id', teamId()) id: number, @Body() body: AssignSeatsDto): Promise<TeamDetailDto> {
    return this.seats.assign(user, id, body.emails);
  }

  @Post(':id/seats/take')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Take a seat myself',
    description: `The manager takes an unassigned seat: active at once (and enrolled in the course) when their address is confirmed, otherwise invited by e-mail like anyone else. ${MANAGER_ONLY}`,
  })
  @ApiOkResponse({ type: TeamDetailDto, description: 'The team with the new seat' })
  @ApiBadRequestResponse({ description: "The manager's role cannot see the course" })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  @ApiConflictResponse({ description: "No unassigned seat, the manager already has a seat, or the team's access has ended" })
  takeTeamSeat(@CurrentUser() user: User, @Param('id', teamId()) id: number): Promise<TeamDetailDto> {
    return this.seats.take(user, id);
  }

  @Post(':id/seats/:seatId/revoke')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Revoke a seat',
    description: `Takes back an invited or active seat whose holder has not completed any lesson of the course; the seat becomes unassigned, its invitation link stops working, and an active holder loses the access it gave and is told by e-mail. ${MANAGER_ONLY}`,
  })
  @ApiOkResponse({ type: TeamDetailDto, description: 'The team after the change' })
  @ApiNotFoundResponse({ description: 'No such team or seat, or the signed-in user does not manage the team' })
  @ApiConflictResponse({
    description: "The learner has already started the course, the seat is already revoked, or the team's access has ended",
  })
  revokeTeamSeat(
    @CurrentUser() user: User,
    @Param('id', teamId()) id: number,
    @Param('seatId', seatId()) seat: number,
  ): Promise<TeamDetailDto> {
    return this.seats.revoke(user, id, seat);
  }

  @Post(':id/seats/:seatId/reassign')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Reassign a seat',
    description: `Revokes the seat (same rules as revoking) and invites another address to it, in one step. ${MANAGER_ONLY}`,
  })
  @ApiOkResponse({ type: TeamDetailDto, description: 'The team after the change' })
  @ApiBadRequestResponse({ description: 'Not an e-mail address' })
  @ApiNotFoundResponse({ description: 'No such team or seat, or the signed-in user does not manage the team' })
  @ApiConflictResponse({
    description:
      "The learner has already started the course, the seat is already revoked, the new address already has a seat, or the team's access has ended",
  })
  reassignTeamSeat(
    @CurrentUser() user: User,
    @Param('id', teamId()) id: number,
    @Param('seatId', seatId()) seat: number,
    @Body() body: ReassignSeatDto,
  ): Promise<TeamDetailDto> {
    return this.seats.reassign(user, id, seat, body.email);
  }

  @Post(':id/seats/:seatId/resend')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Resend a seat invitation',
    description: `E-mails the invitation again with a new link; the previous link stops working. Only for seats whose invitation is still waiting. ${MANAGER_ONLY}`,
  })
  @ApiNoContentResponse({ description: 'Sent' })
  @ApiNotFoundResponse({ description: 'No such team or seat, or the signed-in user does not manage the team' })
  @ApiConflictResponse({ description: "The seat is not waiting for its invitation to be accepted, or the team's access has ended" })
  async resendTeamInvite(
    @CurrentUser() user: User,
    @Param('id', teamId()) id: number,
    @Param('seatId', seatId()) seat: number,
  ): Promise<void> {
    await this.seats.resend(user, id, seat);
  }

  @Get(':id/members.csv')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: "Export a team's members as CSV",
    description:
      'One line per invited or active seat. Columns: Email, Seat (invited, active), Learner, Invited at, Joined at, Completed lessons, Total lessons, Progress (%), ' +
      'Last activity at, Quiz results (each quiz\'s lesson with the best score, e.g. "Check your scorecard: 85% (passed)", separated by semicolons), ' +
      'Practice results (each practice lesson with the latest total, whether any attempt passed and the attempts ended, e.g. "Intake meeting: 80% (passed), 2 attempts", separated by semicolons), Certificate (its code). ' +
      'UTF-8 with a byte order mark, CRLF line ends, a header line first; dates are ISO 8601 in UTC; text that a spreadsheet would run as a formula starts with an apostrophe. ' +
      MANAGER_ONLY,
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The CSV file, as an attachment named after the team and today (UTC)', schema: { type: 'string' } })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  async exportTeamMembersCsv(@CurrentUser() user: User, @Param('id', teamId()) id: number): Promise<StreamableFile> {
    const { filename, stream } = await this.seats.membersCsv(user, id);
    return new StreamableFile(stream, { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${filename}"` });
  }
}
