import { Module } from '@nestjs/common';
import { SecurityModule } from '../../common/security/security.module.js';
import { PathsModule } from '../paths/paths.module.js';
import { CouponsController } from './coupons.controller.js';
import { CouponsRepository } from './coupons.repository.js';
import { CouponsService } from './coupons.service.js';
import { PaymentEventsService } from './payment-events.service.js';
import { PaymentLedgerService } from './payment-ledger.service.js';
import { PathPaymentsController } from './path-payments.controller.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsRepository } from './payments.repository.js';
import { PaymentsService } from './payments.service.js';
import { StripeWebhookService } from './stripe-webhook.service.js';
import { stripeClientProvider } from './stripe.client.js';

@Module({
  imports: [SecurityModule, PathsModule],
  controllers: [PaymentsController, PathPaymentsController, CouponsController],
  providers: [
    stripeClientProvider,
    CouponsRepository,
    CouponsService,
    PaymentsRepository,
    PaymentsService,
    PaymentLedgerService,
    PaymentEventsService,
    StripeWebhookService,
  ],
  exports: [PaymentLedgerService, PaymentsService, PaymentEventsService],
})
export class PaymentsModule {}
