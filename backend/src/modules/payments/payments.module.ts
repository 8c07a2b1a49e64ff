import { Module } from '@nestjs/common';
import { RateLimiterService } from '../../common/security/rate-limiter.service.js';
import { PaymentLedgerService } from './payment-ledger.service.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsRepository } from './payments.repository.js';
import { PaymentsService } from './payments.service.js';
import { StripeWebhookService } from './stripe-webhook.service.js';
import { stripeClientProvider } from './stripe.client.js';

@Module({
  controllers: [PaymentsController],
  providers: [stripeClientProvider, PaymentsRepository, PaymentsService, PaymentLedgerService, StripeWebhookService, RateLimiterService],
  exports: [PaymentLedgerService, PaymentsService],
})
export class PaymentsModule {}
