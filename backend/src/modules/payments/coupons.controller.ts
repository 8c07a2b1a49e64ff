import { Body, Controller, Get, HttpCode, Ip, Param, Post } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiGoneResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';
import type { User } from '../users/entities/user.entity.js';
import { CouponCourseDto, CouponDto, CouponQuoteDto, CouponQuoteRequestDto, CreateCouponDto } from './dto/coupon.dto.js';
import { CouponsService } from './coupons.service.js';
import { PaymentsService } from './payments.service.js';

@ApiTags('coupons')
@Controller()
export class CouponsController {
  constructor(
    private readonly coupons: CouponsService,
    private readonly payments: PaymentsService,
  ) {}

  @Roles('admin')
  @Get('admin/coupons')
  @ApiOperation({
    summary: 'List coupons',
    description:
      'Every promotion code, newest first: its discount, the courses it applies to, redemptions used of its limit, expiry and state.',
  })
  @ApiOkResponse({ type: [CouponDto] })
  listCoupons(): Promise<CouponDto[]> {
    return this.coupons.list();
  }

  @Roles('admin')
  @Get('admin/coupons/courses')
  @ApiOperation({
    summary: 'List the courses a coupon can apply to',
    description: 'Paid one-time courses by title: what a coupon limited to some courses may name (subscriptions take no codes).',
  })
  @ApiOkResponse({ type: [CouponCourseDto] })
  listCouponCourses(): Promise<CouponCourseDto[]> {
    return this.coupons.couponableCourses();
  }

  @Roles('admin')
  @Post('admin/coupons')
  @ApiOperation({
    summary: 'Create a coupon',
    description:
      'A promotion code for one-time purchases: a percentage (1–99) or an amount in cents off, for all courses or the listed ones, with an optional expiry ' +
      'and redemption limit. Made at Stripe as a Coupon (duration once) and its Promotion Code; the scope is kept here and checked by the server at checkout.',
  })
  @ApiOkResponse({ type: CouponDto, description: 'The coupon created' })
  @ApiBadRequestResponse({ description: 'Invalid input: no or both discounts, no courses, an expiry in the past' })
  @ApiNotFoundResponse({ description: 'A listed course does not exist' })
  @ApiConflictResponse({ description: 'The code is taken' })
  @ApiServiceUnavailableResponse({ description: 'Payments are not configured' })
  @ApiBadGatewayResponse({ description: 'Stripe could not be reached' })
  @HttpCode(200)
  createCoupon(@Body() body: CreateCouponDto): Promise<CouponDto> {
    return this.coupons.create(body);
  }

  @Roles('admin')
  @Post('admin/coupons/:id/disable')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Disable a coupon',
    description: 'Turns the promotion code off at Stripe and here; later checkouts refuse it. Disabling a disabled coupon changes nothing.',
  })
  @ApiNoContentResponse({ description: 'Disabled' })
  @ApiBadRequestResponse({ description: 'The id is not a whole number' })
  @ApiNotFoundResponse({ description: 'Coupon not found' })
  @ApiServiceUnavailableResponse({ description: 'Payments are not configured' })
  @ApiBadGatewayResponse({ description: 'Stripe could not be reached' })
  disableCoupon(@Param('id', new ParseRowIdPipe(ErrorCode.COUPON_NOT_FOUND, 'Coupon not found')) id: number): Promise<void> {
    return this.coupons.disable(id);
  }

  @Public()
  @Post('coupons/quote')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Preview a coupon at checkout',
    description:
      "What a code takes off a paid course for this buyer (signed in or a visitor): the course's price from the database, the discount and the new price. " +
      'The code must exist, be active, not expired, have a redemption left and apply to the course; subscriptions take no codes. ' +
      'Starting the payment checks it again. 30 quotes per 10 minutes per network address.',
  })
  @ApiOkResponse({ type: CouponQuoteDto })
  @ApiBadRequestResponse({
    description: 'Invalid input, a free course, a code for other courses or a subscription, or a price below the minimum',
  })
  @ApiNotFoundResponse({ description: 'Unknown course, or unknown code' })
  @ApiConflictResponse({ description: 'Already enrolled, or the code has no redemption left' })
  @ApiGoneResponse({ description: 'The code is disabled or expired' })
  @ApiTooManyRequestsResponse({ description: 'Too many quotes from this network address' })
  quoteCoupon(@CurrentUser() user: User | undefined, @Body() body: CouponQuoteRequestDto, @Ip() ip: string): Promise<CouponQuoteDto> {
    return this.payments.quoteCoupon(user, body.courseId, body.code, ip);
  }
}
