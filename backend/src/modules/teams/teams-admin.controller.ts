import { Body, Controller, Get, Param, Patch, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { TokenScope } from '../../common/decorators/token-scope.decorator.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';
import { AdminTeamDto, MAX_TEAM_SEATS, UpdateAdminTeamDto } from './dto/admin-team.dto.js';
import { SeatTierDto, SeatTiersDto } from './dto/purchase.dto.js';
import { TeamsAdminService } from './teams-admin.service.js';
import { TeamsPurchaseService } from './teams-purchase.service.js';

const courseId = () => new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found');

@ApiTags('teams')
@ApiForbiddenResponse({ description: 'Admins only' })
@Roles('admin')
@Controller()
export class TeamsAdminController {
  constructor(
    private readonly purchase: TeamsPurchaseService,
    private readonly admin: TeamsAdminService,
  ) {}

  @TokenScope('catalog:read')
  @Get('courses/:id/seat-tiers')
  @ApiOperation({
    summary: "List a course's team seat discounts",
    description:
      'The volume discounts of buying seats of the course for a team, fewest seats first: a purchase of at least minSeats seats takes discountPercent off each seat.',
  })
  @ApiOkResponse({ type: [SeatTierDto] })
  @ApiNotFoundResponse({ description: 'Course not found' })
  listSeatTiers(@Param('id', courseId()) id: number): Promise<SeatTierDto[]> {
    return this.purchase.tiers(id);
  }

  @TokenScope('catalog:write')
  @Put('courses/:id/seat-tiers')
  @ApiOperation({
    summary: "Replace a course's team seat discounts",
    description:
      'Sets every volume discount of the course at once (an empty list removes them): at most 10, each from 2 to 500 seats with 1 to 90% off, ' +
      'each number of seats once, and a larger purchase must get a larger discount. Checkouts started before keep their price.',
  })
  @ApiOkResponse({ type: [SeatTierDto], description: 'The discounts as saved, fewest seats first' })
  @ApiBadRequestResponse({
    description: 'More than 10 discounts, one out of range, two for the same number of seats, or discounts that do not grow with the seats',
  })
  @ApiNotFoundResponse({ description: 'Course not found' })
  replaceSeatTiers(@Param('id', courseId()) id: number, @Body() body: SeatTiersDto): Promise<SeatTierDto[]> {
    return this.purchase.replaceTiers(id, body.tiers);
  }

  @TokenScope('progress:read')
  @Get('admin/teams')
  @ApiOperation({
    summary: 'List teams',
    description:
      'Every team, newest first: its course, manager, seats bought and used (invited or active), what its payments that succeeded and were not refunded ' +
      'brought in (a subscription counts what it charges each month now), and when its access ended.',
  })
  @ApiOkResponse({ type: [AdminTeamDto] })
  listAdminTeams(): Promise<AdminTeamDto[]> {
    return this.admin.list();
  }

  @Patch('admin/teams/:id')
  @ApiOperation({
    summary: 'Change a team',
    description:
      `Sets the team's seats (0 to ${MAX_TEAM_SEATS}; fewer than are assigned ends the most recent assignments, and their learners and the manager are told by e-mail) ` +
      'and/or makes another account its manager, by e-mail address: an existing account that has confirmed its address. Give at least one of them.',
  })
  @ApiOkResponse({ type: AdminTeamDto, description: 'The team after the change' })
  @ApiBadRequestResponse({
    description: 'Nothing to change, seats out of range, an invalid e-mail, or an account that has not confirmed its address',
  })
  @ApiNotFoundResponse({ description: 'No such team, or no account with that e-mail address' })
  updateAdminTeam(
    @Param('id', new ParseRowIdPipe(ErrorCode.TEAM_NOT_FOUND, 'Team not found')) id: number,
    @Body() body: UpdateAdminTeamDto,
  ): Promise<AdminTeamDto> {
    return this.admin.update(id, body);
  }
}
