import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { TokenScope } from '../../common/decorators/token-scope.decorator.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';
import { viewerOf } from '../catalog/public/viewer.js';
import { CheckoutSessionDto } from '../payments/dto/checkout.dto.js';
import type { User } from '../users/entities/user.entity.js';
import { PathSeatQuoteDto, PathTeamCheckoutDto, SeatQuoteQueryDto, SeatTierDto, SeatTiersDto } from './dto/purchase.dto.js';
import { TeamsPurchaseService } from './teams-purchase.service.js';

const pathId = () => new ParseRowIdPipe(ErrorCode.PATH_NOT_FOUND, 'Path not found');

/** Team seats of a learning path (docs/product-rules.md#learning-path-purchases): a seat gives every course of the path. */
@ApiTags('teams')
@Controller()
export class PathSeatsController {
  constructor(private readonly purchase: TeamsPurchaseService) {}

  @Public()
  @Get('paths/:id/seat-quote')
  @ApiOperation({
    summary: 'Price seats of a learning path for a team',
    description:
      "What a number of seats of a path sold as one product costs: the path's price less the volume discount the number reaches, rounded to the cent " +
      "per seat; the total is seats × that unit price, once or each month as the path is paid. Lists the path's tiers. Anyone who may see the path may ask.",
  })
  @ApiOkResponse({ type: PathSeatQuoteDto })
  @ApiBadRequestResponse({ description: 'seats is not a whole number from 1 to 500, or the path is not sold' })
  @ApiNotFoundResponse({ description: 'Unknown path, not published, or with a course this viewer may not see' })
  getPathSeatQuote(
    @CurrentUser() user: User | undefined,
    @Param('id', pathId()) id: number,
    @Query() query: SeatQuoteQueryDto,
  ): Promise<PathSeatQuoteDto> {
    return this.purchase.pathQuote(viewerOf(user), id, query.seats);
  }

  @Post('teams/path-checkout-session')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Buy seats of a learning path for a team',
    description:
      "A Stripe Checkout page for 1 to 500 seats of a path sold as one product, at the quote's price per seat: one payment for a one-time path, a monthly " +
      "subscription whose quantity is the seats for a monthly one. Once paid, the seats go to the buyer's team for the path (created with the given name " +
      'and the buyer as its manager the first time); each seat, once accepted, gives every course of the path. The buyer comes back to /teams. A buyer ' +
      "whose team already has a running subscription for the path gets 409 TEAM_HAS_SUBSCRIPTION with the team's id (teamId).",
  })
  @ApiOkResponse({ type: CheckoutSessionDto })
  @ApiBadRequestResponse({
    description:
      'Invalid seats or team name, a path not sold, a total outside what one card payment can be, or a team that would pass 10000 seats',
  })
  @ApiNotFoundResponse({ description: 'Unknown path, not published, or with a course this user may not see' })
  @ApiConflictResponse({
    description: "The buyer's team already has a running subscription for this path (the body's teamId names the team)",
  })
  @ApiServiceUnavailableResponse({ description: 'Payments are not configured' })
  @ApiBadGatewayResponse({ description: 'Stripe could not be reached' })
  createPathTeamCheckoutSession(@CurrentUser() user: User, @Body() body: PathTeamCheckoutDto): Promise<CheckoutSessionDto> {
    return this.purchase.pathCheckout(user, body);
  }

  @Roles('admin')
  @TokenScope('catalog:read')
  @Get('admin/paths/:id/seat-tiers')
  @ApiOperation({
    summary: "List a learning path's team seat discounts",
    description: "The volume discounts of buying seats of the path for a team, fewest seats first (as a course's).",
  })
  @ApiOkResponse({ type: [SeatTierDto] })
  @ApiForbiddenResponse({ description: 'Admins only' })
  @ApiNotFoundResponse({ description: 'Path not found' })
  listPathSeatTiers(@Param('id', pathId()) id: number): Promise<SeatTierDto[]> {
    return this.purchase.pathTiers(id);
  }

  @Roles('admin')
  @TokenScope('catalog:write')
  @Put('admin/paths/:id/seat-tiers')
  @ApiOperation({
    summary: "Replace a learning path's team seat discounts",
    description:
      "Sets every volume discount of the path at once (an empty list removes them), with a course's rules: at most 10, each from 2 to 500 seats with " +
      '1 to 90% off, each number of seats once, and a larger purchase must get a larger discount. Checkouts started before keep their price.',
  })
  @ApiOkResponse({ type: [SeatTierDto], description: 'The discounts as saved, fewest seats first' })
  @ApiBadRequestResponse({
    description: 'More than 10 discounts, one out of range, two for the same number of seats, or discounts that do not grow with the seats',
  })
  @ApiForbiddenResponse({ description: 'Admins only' })
  @ApiNotFoundResponse({ description: 'Path not found' })
  replacePathSeatTiers(@Param('id', pathId()) id: number, @Body() body: SeatTiersDto): Promise<SeatTierDto[]> {
    return this.purchase.replacePathTiers(id, body.tiers);
  }
}
