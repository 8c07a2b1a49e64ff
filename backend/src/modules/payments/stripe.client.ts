import { Inject, type Provider } from '@nestjs/common';
import Stripe from 'stripe';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';

const STRIPE_CLIENT = Symbol('STRIPE_CLIENT');

/** The Stripe SDK, or null when no secret key is configured. STRIPE_API_BASE points it at another server. */
export const stripeClientProvider: Provider = {
  provide: STRIPE_CLIENT,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): Stripe | null => {
    if (!config.stripe.secretKey) return null;
    const base = config.stripe.apiBase ? new URL(config.stripe.apiBase) : undefined;
    return new Stripe(config.stripe.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'Recruiting Academy' },
      ...(base && {
        host: base.hostname,
        port: base.port || (base.protocol === 'https:' ? 443 : 80),
        protocol: base.protocol === 'https:' ? 'https' : 'http',
      }),
    });
  },
};

export const InjectStripe = (): ParameterDecorator => Inject(STRIPE_CLIENT);

export const PAYMENTS_NOT_CONFIGURED = 'Payments are not configured';

/** The client, or 503 'Payments are not configured'. */
export function requireStripe(stripe: Stripe | null): Stripe {
  if (!stripe) throw new AppError(ErrorCode.PAYMENTS_NOT_CONFIGURED, PAYMENTS_NOT_CONFIGURED);
  return stripe;
}
