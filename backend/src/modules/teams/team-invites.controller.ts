import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import type { User } from '../users/entities/user.entity.js';
import { TeamInviteAcceptedDto, TeamInviteDto } from './dto/team-invite.dto.js';
import { TeamSeatsService } from './team-seats.service.js';

@ApiTags('teams')
@Controller('team-invites')
export class TeamInvitesController {
  constructor(private readonly seats: TeamSeatsService) {}

  @Public()
  @Get(':token')
  @ApiOperation({
    summary: 'Check a team invitation',
    description:
      "The team, course, invited address, manager and the seat's state, for the page the invitation link opens. Anyone holding the link may read it.",
  })
  @ApiOkResponse({ type: TeamInviteDto })
  @ApiNotFoundResponse({ description: 'No invitation has this token (it was sent again since, or never existed)' })
  getTeamInvite(@Param('token') token: string): Promise<TeamInviteDto> {
    return this.seats.invitation(token);
  }

  @Post(':token/accept')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Accept a team invitation',
    description:
      'Redeems the seat for the signed-in account, which must have the invited address and have confirmed it: the seat becomes active and the account is enrolled in the course like any learner. Accepting again changes nothing.',
  })
  @ApiOkResponse({ type: TeamInviteAcceptedDto, description: 'Joined (or already joined): the course to open' })
  @ApiBadRequestResponse({ description: "The account's role cannot see the course" })
  @ApiForbiddenResponse({
    description: 'The signed-in account has another address than the invitation, or has not confirmed its address yet',
  })
  @ApiNotFoundResponse({ description: 'No invitation has this token' })
  @ApiConflictResponse({ description: "The team's access to the course has ended" })
  @ApiGoneResponse({ description: 'The seat was taken back by the team, or another account accepted it' })
  acceptTeamInvite(@CurrentUser() user: User, @Param('token') token: string): Promise<TeamInviteAcceptedDto> {
    return this.seats.accept(user, token);
  }
}
