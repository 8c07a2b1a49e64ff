import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { RateLimiterService } from '../../common/security/rate-limiter.service.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { InvitesService } from '../admin/invites.service.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import { PaymentLedgerService } from '../payments/payment-ledger.service.js';
import { User } from '../users/entities/user.entity.js';
import { AccountTokensService, INVALID_LINK } from './account-tokens.service.js';
import type { EmailVerificationStatusDto } from './dto/account-links.dto.js';

export const VERIFY_EMAIL_HOURS = 48;
const RESENDS_PER_HOUR = 5;

/**
 * Proving that an account owns its address. Until it does, nothing bought or granted for the address
 * reaches the account; proving it (this link, a reset link, an invite, a new address's confirmation)
 * hands over everything that waited.
 */
@Injectable()
export class EmailVerificationService {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: AccountTokensService,
    private readonly outbox: MailOutbox,
    private readonly payments: PaymentLedgerService,
    private readonly invites: InvitesService,
    private readonly rateLimiter: RateLimiterService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /**
   * Marks the address proven and claims the visitor purchases and pending grants held for it. Runs in
   * the caller's transaction; `user` is managed by `em`, so its flush saves the date.
   */
  async markVerified(em: EntityManager, user: User): Promise<void> {
    user.emailVerifiedAt ??= new Date();
    await this.payments.claimVisitorPurchases(em, user.id, user.email);
    await this.invites.claimPendingGrants(em, user);
  }

  /** Whether the account's address is confirmed and, until it is, how many courses bought or granted for it wait for that. */
  async status(user: User): Promise<EmailVerificationStatusDto> {
    if (user.emailVerifiedAt) return { verified: true, waitingCourses: 0 };
    const purchases = await this.payments.visitorPurchasesWaiting(this.em, user.email);
    const grants = await this.invites.pendingGrantsWaiting(this.em, user.email);
    return { verified: false, waitingCourses: purchases + grants };
  }

  /** Writes a verification link and its e-mail into `em`: both are saved by the caller's transaction. */
  issueLink(em: EntityManager, user: User): void {
    const token = this.tokens.issue(em, em.getReference(User, user.id), 'verify_email', user.email, VERIFY_EMAIL_HOURS * 60 * 60 * 1000);
    const verifyUrl = `${this.config.publicUrl}/verify-email?token=${token}`;
    this.outbox.add(em, user.email, 'verifyEmail', { firstName: user.firstName, verifyUrl, validHours: VERIFY_EMAIL_HOURS });
  }

  /** The banner's "resend" (and the admin's): a few an hour per account. */
  async resend(user: User): Promise<void> {
    if (user.emailVerifiedAt) throw new AppError(ErrorCode.EMAIL_ALREADY_VERIFIED, 'This e-mail address is already confirmed.');
    const limits = [{ key: `verify-resend:user:${user.id}`, limit: RESENDS_PER_HOUR, windowSeconds: 3600 }];
    await this.rateLimiter.assertAllowed(limits);
    await this.rateLimiter.record(limits);
    await this.em.transactional(async (em) => this.issueLink(em, user));
  }

  /** The link from the e-mail. Works signed in or not: the token alone proves the mailbox. */
  async confirm(token: string): Promise<User> {
    return this.em.transactional(async (em) => {
      const used = await this.tokens.consume(em, 'verify_email', token);
      const user = used.user;
      // A link to an address the account no longer has proves nothing about the account.
      if (used.email !== user.email) throw new AppError(ErrorCode.LINK_INVALID, INVALID_LINK);
      await this.markVerified(em, user);
      return user;
    });
  }
}
