import { Controller, HttpCode, Param, Post } from '@nestjs/common';
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
import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';
import type { User } from '../users/entities/user.entity.js';
import { CheckoutSessionDto, PathPaymentConfirmationDto, PaymentIntentDto } from './dto/checkout.dto.js';
import { PaymentsService } from './payments.service.js';

const pathId = () => new ParseRowIdPipe(ErrorCode.PATH_NOT_FOUND, 'Path not found');
const REFUSALS =
  'A path that is not sold, or priced under the $0.50 card minimum. The price always comes from the path: nothing the client sends is read.';

/** Buying a learning path for oneself (docs/product-rules.md#learning-path-purchases): the course checkout's flows, pointed at a path. */
@ApiTags('payments')
@ApiNotFoundResponse({ description: 'Unknown path, not published, or with a course this user may not see' })
@ApiServiceUnavailableResponse({ description: 'Payments are not configured' })
@ApiBadGatewayResponse({ description: 'Stripe could not be reached' })
@Controller('paths/:id')
export class PathPaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Post('payment-intent')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Start a card payment for a learning path',
    description:
      "The client secret of Stripe's embedded card form for a path sold as one product: a PaymentIntent for a one-time path, or a monthly " +
      "subscription's first invoice. Once paid, the learner is enrolled in every course of the path. An unpaid form from the last day is offered again.",
  })
  @ApiOkResponse({ type: PaymentIntentDto })
  @ApiBadRequestResponse({ description: REFUSALS })
  @ApiConflictResponse({ description: 'The learner already bought the path, or already has every course of it' })
  createPathPaymentIntent(@CurrentUser() user: User, @Param('id', pathId()) id: number): Promise<PaymentIntentDto> {
    return this.payments.createPathPaymentIntent(user, id);
  }

  @Post('checkout-session')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Start a hosted checkout for a learning path',
    description: "A Stripe Checkout page for a path sold as one product; the learner comes back to the path's page once paid.",
  })
  @ApiOkResponse({ type: CheckoutSessionDto })
  @ApiBadRequestResponse({ description: REFUSALS })
  @ApiConflictResponse({ description: 'The learner already bought the path, or already has every course of it' })
  createPathCheckoutSession(@CurrentUser() user: User, @Param('id', pathId()) id: number): Promise<CheckoutSessionDto> {
    return this.payments.createPathCheckoutSession(user, id);
  }

  @Post('payments/confirm')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Confirm a payment for a learning path',
    description:
      "Asks Stripe (never the client) for the state of the learner's latest payment for the path, and enrols them in every course of it at once when it is paid.",
  })
  @ApiOkResponse({ type: PathPaymentConfirmationDto, description: "The payment's state as Stripe reports it" })
  confirmPathPayment(@CurrentUser() user: User, @Param('id', pathId()) id: number): Promise<PathPaymentConfirmationDto> {
    return this.payments.confirmPath(user, id);
  }
}
