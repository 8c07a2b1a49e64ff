import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { RateLimiterService, type Backoff, type RateLimit } from '../../common/security/rate-limiter.service.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { InvitesService } from '../admin/invites.service.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import { PaymentsService } from '../payments/payments.service.js';
import { User } from '../users/entities/user.entity.js';
import { PasswordHasher } from '../users/password-hasher.service.js';
import { normalizeEmail } from '../users/public/normalize-email.js';
import { UsersService } from '../users/users.service.js';
import { recordWebhookEvent, webhookUser } from '../webhooks/public/webhook-events.js';
import type { LoginDto } from './dto/login.dto.js';
import { AccountTokensService } from './account-tokens.service.js';
import type { RegisterDto } from './dto/register.dto.js';
import { EmailVerificationService } from './email-verification.service.js';
import type { SessionPayload } from './public/session.js';
import { SessionsService } from './sessions.service.js';
import { SignInPolicyService } from './sign-in-policy.service.js';

const ONE_HOUR = 60 * 60;
const ONE_DAY = 24 * ONE_HOUR;
/** Answers "this address has an account" an address may get in a day, whoever asks (docs/adr/0018); per client: the config. */
const TAKEN_ANSWERS_PER_EMAIL = 3;
const RESET_MINUTES = 60;
/** A bound on the wait that matches a taken address's answer to a new account's, should one slow sign-up skew the average. */
const MAX_TAKEN_PADDING_MS = 2000;
const NEW_ACCOUNT_SAMPLES = 31;

function median(values: number[]): number {
  if (values.length === 0) return 0;
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

export interface SignedIn {
  user: User;
  /** The session cookie's value. */
  token: string;
}

@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);
  /** Compared against when the e-mail is unknown, so a wrong e-mail costs as much time as a wrong password. */
  private unknownUserHash: Promise<string> | undefined;
  /** How long the latest new accounts took here (ms); a taken address's answer waits for their median. */
  private readonly newAccountMs: number[] = [];

  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly invites: InvitesService,
    private readonly payments: PaymentsService,
    private readonly verification: EmailVerificationService,
    private readonly sessions: SessionsService,
    private readonly jwt: JwtService,
    private readonly rateLimiter: RateLimiterService,
    private readonly tokens: AccountTokensService,
    private readonly outbox: MailOutbox,
    private readonly policy: SignInPolicyService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /**
   * Failed sign-ins slow down per e-mail and address pair and per address, never per e-mail alone:
   * someone guessing from elsewhere cannot keep the owner out.
   */
  async login(input: LoginDto, ip: string, userAgent: string | undefined): Promise<SignedIn> {
    const email = normalizeEmail(input.email);
    const backoffs = this.loginBackoffs(email, ip);
    const [pairHasFailures] = await this.rateLimiter.assertNoBackoff(backoffs);
    const account = await this.users.signInAccount(email);
    this.unknownUserHash ??= this.hasher.hash('not-a-real-password-for-timing');
    const matches = await this.hasher.matches(account?.passwordHash ?? (await this.unknownUserHash), input.password);
    // An account made through an identity provider has no password: the stand-in hash must not open it.
    const valid = matches && Boolean(account?.passwordHash);
    if (!account || !valid) {
      await this.rateLimiter.recordFailure(backoffs);
      throw new AppError(ErrorCode.INVALID_CREDENTIALS, 'Invalid email or password');
    }
    if (pairHasFailures) await this.rateLimiter.clearBackoff(backoffs[0].key, backoffs[0].field);
    // Asked only once the password is right: the answer tells nothing to someone guessing it.
    await this.policy.assertOtherSignInAllowed(email, account.user.role);
    return this.signIn(account.user, userAgent);
  }

  /**
   * A new, unconfirmed account: it gets a verification e-mail, and nothing held for the address until
   * it confirms. An invite link proves the mailbox (confirmed at once, and an unconfirmed account that
   * someone else made with the address is taken over); returning from a paid hosted checkout claims
   * that checkout's purchase.
   *
   * A taken address answers the spec's 409 (docs/adr/0018): after the same password hashing and
   * insert attempt a new account costs, counted against tight per-client and per-address limits that
   * are checked before anything is looked up (so once they are used up, taken and free addresses
   * answer the same 429), and its owner hears of it at most once a day.
   */
  async register(input: RegisterDto, ip: string, userAgent: string | undefined): Promise<SignedIn> {
    const email = normalizeEmail(input.email);
    // Told by the address's domain alone, whoever asks: it says nothing of whether the address has an account.
    await this.policy.assertOtherSignInAllowed(email);
    const limits = this.registerLimits(email, ip);
    const takenLimits = this.takenAddressLimits(email, ip);
    await this.rateLimiter.assertAllowed([...limits, ...takenLimits]);
    await this.rateLimiter.record(limits);
    const started = performance.now();
    try {
      const signedIn = await this.createAccount(input, email, userAgent);
      this.newAccountMs.push(performance.now() - started);
      if (this.newAccountMs.length > NEW_ACCOUNT_SAMPLES) this.newAccountMs.shift();
      return signedIn;
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.EMAIL_TAKEN) {
        await this.rateLimiter.record(takenLimits);
        // The notice is a courtesy: failing to write it must not change the answer or its timing.
        await this.tellOwnerOfAttempt(email).catch((failure: unknown) =>
          this.logger.error(`Could not write the sign-up attempt notice: ${String(failure)}`),
        );
        // The taken answer has hashed the password and tried the insert, as a new account does; it
        // then waits out the rest a new account would take (its session, link and e-mail writes).
        const rest = median(this.newAccountMs) - (performance.now() - started);
        if (rest > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(rest, MAX_TAKEN_PADDING_MS)));
      }
      throw error;
    }
  }

  private async createAccount(input: RegisterDto, email: string, userAgent: string | undefined): Promise<SignedIn> {
    const user = await this.em.transactional(async (em) => {
      const squatted = input.inviteToken ? await this.squattedAccount(em, input, email) : null;
      const account = squatted ?? (await this.users.create({ ...input, role: 'jobseeker' }, em));
      // An account an invitee takes over is not new: it was announced when it was made.
      if (!squatted)
        recordWebhookEvent(em, {
          type: 'user.registered',
          data: { user: { ...webhookUser(account), role: account.role }, viaInvite: Boolean(input.inviteToken) },
        });
      if (input.inviteToken) {
        await this.invites.redeem(em, input.inviteToken, account);
        await this.verification.markVerified(em, account);
      } else {
        this.verification.issueLink(em, account);
      }
      return account;
    });
    if (!user.emailVerifiedAt && input.checkoutSessionId) await this.payments.claimReturningCheckout(user, input.checkoutSessionId);
    return this.signIn(user, userAgent);
  }

  async logout(sessionId: string | undefined): Promise<void> {
    if (sessionId) await this.sessions.end(sessionId);
  }

  /** A new server-side session and the cookie token naming it. */
  async signIn(user: User, userAgent: string | undefined): Promise<SignedIn> {
    const sid = await this.sessions.start(user, userAgent);
    const payload: SessionPayload = { sub: user.id, sid };
    return { user, token: await this.jwt.signAsync(payload, { expiresIn: `${this.config.auth.sessionDays}d` }) };
  }

  /** After a password reset: the owner starts with a clean slate from every address. */
  async forgetFailedSignIns(email: string): Promise<void> {
    await this.rateLimiter.clearBackoff(`login:pair:${email}`);
  }

  /**
   * Registration through an invite. The invite proves the mailbox, so an account that exists for the
   * address without having confirmed it (someone registered it first) is reset to the invitee's
   * password and name, and its sessions end. Null when there is none (a new account is made).
   */
  private async squattedAccount(em: EntityManager, input: RegisterDto, email: string): Promise<User | null> {
    const squatted = await em.findOne(User, { email, emailVerifiedAt: null });
    if (!squatted) return null;
    this.logger.warn(`Invitee took over unconfirmed account ${squatted.id}`);
    squatted.firstName = input.firstName.trim();
    squatted.lastName = input.lastName.trim();
    await em.nativeUpdate(User, { id: squatted.id }, { passwordHash: await this.hasher.hash(input.password) });
    await this.sessions.endAll(squatted.id, undefined, em);
    return squatted;
  }

  /**
   * At most one e-mail a day to the owner of an address someone tried to sign up with, carrying a
   * password-reset link of the usual kind (single use, an hour, retired by any reset).
   */
  private async tellOwnerOfAttempt(email: string): Promise<void> {
    if (!(await this.rateLimiter.claimOnce(`register:attempt-notice:${email}`, ONE_DAY))) return;
    await this.em.transactional(async (em) => {
      const owner = await em.findOne(User, { email });
      if (!owner) return;
      const token = this.tokens.issue(em, owner, 'reset_password', email, RESET_MINUTES * 60 * 1000);
      this.outbox.add(em, email, 'registrationAttempt', {
        resetUrl: `${this.config.publicUrl}/reset-password?token=${token}`,
        validMinutes: RESET_MINUTES,
      });
    });
  }

  private takenAddressLimits(email: string, ip: string): RateLimit[] {
    return [
      { key: `register:taken:ip:${ip}`, limit: this.config.auth.takenAddressAnswersPerIp, windowSeconds: ONE_HOUR },
      { key: `register:taken:email:${email}`, limit: TAKEN_ANSWERS_PER_EMAIL, windowSeconds: ONE_DAY },
    ];
  }

  private loginBackoffs(email: string, ip: string): Backoff[] {
    return [
      { key: `login:pair:${email}`, field: ip, freeAttempts: this.config.auth.loginFreeAttemptsPerPair, maxDelaySeconds: 15 * 60 },
      { key: `login:ip:${ip}`, field: 'all', freeAttempts: this.config.auth.loginFreeAttemptsPerIp, maxDelaySeconds: ONE_HOUR },
    ];
  }

  private registerLimits(email: string, ip: string): RateLimit[] {
    return [
      { key: `register:email:${email}`, limit: 5, windowSeconds: ONE_HOUR },
      { key: `register:ip:${ip}`, limit: this.config.auth.registrationsPerIp, windowSeconds: ONE_HOUR },
    ];
  }
}
