import { Body, Controller, Get, Headers, HttpCode, Ip, Param, Post, Req, type RawBodyRequest } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiExcludeEndpoint,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';
import type { User } from '../users/entities/user.entity.js';
import {
  CheckoutSessionDto,
  CheckoutStartDto,
  CourseCheckoutDto,
  PaymentConfirmationDto,
  PaymentIntentDto,
  PortalSessionDto,
  PublicCheckoutDto,
  SubscriptionDto,
} from './dto/checkout.dto.js';
import { PaymentsService } from './payments.service.js';
import { StripeWebhookService, type WebhookResult } from './stripe-webhook.service.js';

@ApiTags('payments')
@ApiNotFoundResponse({ description: 'Unknown course, or one this user may not see' })
@ApiServiceUnavailableResponse({ description: 'Payments are not configured' })
@ApiBadGatewayResponse({ description: 'Stripe could not be reached' })
@Controller()
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly webhooks: StripeWebhookService,
  ) {}

  @Post('create-payment-intent')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Start a card payment',
    description:
      "The client secret of Stripe's embedded card form for a paid course: a PaymentIntent, or a subscription's first invoice. An unpaid form from the last day is offered again; the amount always comes from the course.",
  })
  @ApiOkResponse({ type: PaymentIntentDto })
  @ApiBadRequestResponse({ description: 'A free course, or a coupon that does not apply' })
  @ApiConflictResponse({ description: 'Already enrolled, or the coupon has no redemption left' })
  @ApiGoneResponse({ description: 'The coupon is disabled or expired' })
  createPaymentIntent(@CurrentUser() user: User, @Body() body: CheckoutStartDto): Promise<PaymentIntentDto> {
    return this.payments.createPaymentIntent(user, body.courseId, body.couponCode);
  }

  @Post('create-checkout-session')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Start a hosted checkout',
    description: 'A Stripe Checkout page for a paid course; the learner comes back to the course page once paid.',
  })
  @ApiOkResponse({ type: CheckoutSessionDto })
  @ApiBadRequestResponse({ description: 'A free course, or a coupon that does not apply' })
  @ApiConflictResponse({ description: 'Already enrolled, or the coupon has no redemption left' })
  @ApiGoneResponse({ description: 'The coupon is disabled or expired' })
  createCheckoutSession(@CurrentUser() user: User, @Body() body: CheckoutStartDto): Promise<CheckoutSessionDto> {
    return this.payments.createCheckoutSession(user, body.courseId, body.couponCode);
  }

  @Public()
  @Post('create-public-checkout-session')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Start a checkout as a visitor',
    description:
      'A Stripe Checkout page for a visitor who gives only an e-mail address; the purchase reaches the account that proves that address (signing up on the way back claims it at once). 20 an hour per network address.',
  })
  @ApiOkResponse({ type: CheckoutSessionDto })
  @ApiBadRequestResponse({ description: 'Invalid e-mail, a free course, or a coupon that does not apply' })
  @ApiConflictResponse({ description: 'The coupon has no redemption left' })
  @ApiGoneResponse({ description: 'The coupon is disabled or expired' })
  createPublicCheckoutSession(@Body() body: PublicCheckoutDto, @Ip() ip: string): Promise<CheckoutSessionDto> {
    return this.payments.createPublicCheckoutSession(body.email, body.courseId, ip, body.couponCode);
  }

  @Post('payments/confirm')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Confirm a payment',
    description:
      "Asks Stripe (never the client) for the state of the learner's latest payment for the course, and enrols at once when it is paid.",
  })
  @ApiNotFoundResponse({ description: 'No payment was started for this course' })
  @ApiOkResponse({ type: PaymentConfirmationDto, description: "The payment's state as Stripe reports it; enrolled when paid" })
  confirmPayment(@CurrentUser() user: User, @Body() body: CourseCheckoutDto): Promise<PaymentConfirmationDto> {
    return this.payments.confirm(user, body.courseId);
  }

  @Get('subscriptions')
  @ApiOperation({
    summary: 'List your subscriptions',
    description:
      "The learner's course subscriptions, newest first: status, end of the current period, and whether it ends then. Subscriptions paying for a team's seats are listed too (teamSeats), so that their buyer can manage them in the portal.",
  })
  @ApiOkResponse({ type: [SubscriptionDto], description: "The user's subscriptions, newest first" })
  listSubscriptions(@CurrentUser() user: User): Promise<SubscriptionDto[]> {
    return this.payments.subscriptions(user);
  }

  @Post('subscriptions/:id/portal-session')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Open the subscription portal',
    description:
      "A Stripe customer portal page for one of the learner's own subscriptions (cancel, resume, change the card), which comes back to /account.",
  })
  @ApiOkResponse({ type: PortalSessionDto })
  createPortalSession(
    @CurrentUser() user: User,
    @Param('id', new ParseRowIdPipe(ErrorCode.SUBSCRIPTION_NOT_FOUND, 'Subscription not found')) id: number,
  ): Promise<PortalSessionDto> {
    return this.payments.createPortalSession(user, id);
  }

  @Public()
  @Post('stripe/webhook')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  receiveStripeEvent(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<WebhookResult> {
    return this.webhooks.receive(request.rawBody, signature);
  }
}
