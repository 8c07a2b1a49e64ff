import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { RateLimiterService } from '../../common/security/rate-limiter.service.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import { User } from '../users/entities/user.entity.js';
import { PasswordHasher } from '../users/password-hasher.service.js';
import { normalizeEmail } from '../users/public/normalize-email.js';
import { AccountTokensService, INVALID_LINK } from './account-tokens.service.js';
import { AuthService, type SignedIn } from './auth.service.js';
import { EmailVerificationService } from './email-verification.service.js';
import { SessionsService } from './sessions.service.js';

const RESET_MINUTES = 60;
const ONE_HOUR = 60 * 60;

/** "Forgot password?": a single-use link by e-mail, then a new password that ends every other session. */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger(PasswordResetService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly tokens: AccountTokensService,
    private readonly sessions: SessionsService,
    private readonly verification: EmailVerificationService,
    private readonly auth: AuthService,
    private readonly outbox: MailOutbox,
    private readonly rateLimiter: RateLimiterService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /**
   * Answers the same whether or not an account has this address, and as fast: the lookup and the
   * e-mail happen after the answer.
   */
  async request(emailInput: string, ip: string): Promise<void> {
    const email = normalizeEmail(emailInput);
    const limits = [
      { key: `reset:email:${email}`, limit: 5, windowSeconds: ONE_HOUR },
      { key: `reset:ip:${ip}`, limit: 30, windowSeconds: ONE_HOUR },
    ];
    await this.rateLimiter.assertAllowed(limits);
    await this.rateLimiter.record(limits);
    void this.sendLink(email).catch((error: Error) => this.logger.warn(`Password reset e-mail not written: ${error.message}`));
  }

  async reset(token: string, password: string, userAgent: string | undefined): Promise<SignedIn> {
    const user = await this.em.transactional(async (em) => {
      const used = await this.tokens.consume(em, 'reset_password', token);
      const owner = used.user;
      if (used.email !== owner.email) throw new AppError(ErrorCode.LINK_INVALID, INVALID_LINK);
      await em.nativeUpdate(User, { id: owner.id }, { passwordHash: await this.hasher.hash(password) });
      await this.tokens.retireAll(em, owner.id, 'reset_password');
      await this.sessions.endAll(owner.id, undefined, em);
      // The link reached the mailbox: that proves the address.
      await this.verification.markVerified(em, owner);
      return owner;
    });
    await this.auth.forgetFailedSignIns(user.email);
    return this.auth.signIn(user, userAgent);
  }

  private async sendLink(email: string): Promise<void> {
    const em = this.em.fork();
    const user = await em.findOne(User, { email });
    if (!user) return;
    const token = this.tokens.issue(em, user, 'reset_password', email, RESET_MINUTES * 60 * 1000);
    this.outbox.add(em, email, 'passwordReset', {
      resetUrl: `${this.config.publicUrl}/reset-password?token=${token}`,
      validMinutes: RESET_MINUTES,
    });
    await em.flush();
  }
}
