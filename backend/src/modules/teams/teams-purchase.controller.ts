import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';
import { viewerOf } from '../catalog/public/viewer.js';
import { CheckoutSessionDto } from '../payments/dto/checkout.dto.js';
import type { User } from '../users/entities/user.entity.js';
import { SeatQuoteDto, SeatQuoteQueryDto, SubscriptionSeatsDto, TeamCheckoutDto } from './dto/purchase.dto.js';
import { TeamSummaryDto } from './dto/team.dto.js';
import { TeamsPurchaseService } from './teams-purchase.service.js';

@ApiTags('teams')
@Controller()
export class TeamsPurchaseController {
  constructor(private readonly purchase: TeamsPurchaseService) {}

  @Public()
  @Get('courses/:id/seat-quote')
  @ApiOperation({
    summary: 'Price seats of a course for a team',
    description:
      "What a number of seats of a paid course costs: the course's price less the volume discount the number reaches (the largest tier it reaches), " +
      "rounded to the cent per seat; the total is seats × that unit price, once or each month as the course is paid. Lists the course's tiers. " +
      'Anyone who may see the course may ask.',
  })
  @ApiOkResponse({ type: SeatQuoteDto })
  @ApiBadRequestResponse({ description: 'seats is not a whole number from 1 to 500, or the course is free' })
  @ApiNotFoundResponse({ description: 'Unknown course, or one this viewer may not see' })
  getSeatQuote(
    @CurrentUser() user: User | undefined,
    @Param('id', new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found')) id: number,
    @Query() query: SeatQuoteQueryDto,
  ): Promise<SeatQuoteDto> {
    return this.purchase.quote(viewerOf(user), id, query.seats);
  }

  @Post('teams/checkout-session')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Buy seats for a team',
    description:
      "A Stripe Checkout page for 1 to 500 seats of a paid course, at the quote's price per seat: one payment for a one-time course, a monthly subscription " +
      "whose quantity is the seats for a monthly one. Once paid, the seats go to the buyer's team for the course: created with the given name and the buyer " +
      'as its manager the first time, added to it afterwards. The buyer comes back to /teams. A buyer whose team already has a running subscription for the ' +
      "course gets 409 TEAM_HAS_SUBSCRIPTION with the team's id (teamId): add seats to that subscription instead.",
  })
  @ApiOkResponse({ type: CheckoutSessionDto })
  @ApiBadRequestResponse({
    description:
      'Invalid seats or team name, a free course, a total outside what one card payment can be ($0.50 to $999,999.99), or a team that would pass 10000 seats',
  })
  @ApiNotFoundResponse({ description: 'Unknown course, or one this user may not see' })
  @ApiConflictResponse({
    description: "The buyer's team already has a running subscription for this course (the body's teamId names the team)",
  })
  @ApiServiceUnavailableResponse({ description: 'Payments are not configured' })
  @ApiBadGatewayResponse({ description: 'Stripe could not be reached' })
  createTeamCheckoutSession(@CurrentUser() user: User, @Body() body: TeamCheckoutDto): Promise<CheckoutSessionDto> {
    return this.purchase.checkout(user, body);
  }

  @Post('teams/:id/subscription-seats')
  @HttpCode(200)
  @ApiOperation({
    summary: "Add seats to a team's subscription",
    description:
      "Raises the quantity of the team's monthly subscription at Stripe by 1 to 500 seats, at the same price per seat, prorated for the rest of the " +
      'current period. The new seats become assignable when Stripe confirms the change (its subscription update webhook, usually within seconds): the ' +
      "answer is the team as it stands, possibly still without them. Only the team's manager may call it; for anyone else the team does not exist (404).",
  })
  @ApiOkResponse({ type: TeamSummaryDto, description: 'The team as it stands (the new seats follow once Stripe confirms)' })
  @ApiBadRequestResponse({
    description: 'seats is not a whole number from 1 to 500, the team would pass 10000 seats, or the monthly charge $999,999.99',
  })
  @ApiNotFoundResponse({ description: 'No such team, or the signed-in user does not manage it' })
  @ApiConflictResponse({ description: "The team's seats are not paid by a running subscription, or its access has ended" })
  @ApiServiceUnavailableResponse({ description: 'Payments are not configured' })
  @ApiBadGatewayResponse({ description: 'Stripe could not be reached' })
  addTeamSubscriptionSeats(
    @CurrentUser() user: User,
    @Param('id', new ParseRowIdPipe(ErrorCode.TEAM_NOT_FOUND, 'Team not found')) id: number,
    @Body() body: SubscriptionSeatsDto,
  ): Promise<TeamSummaryDto> {
    return this.purchase.addSubscriptionSeats(user, id, body.seats);
  }
}
