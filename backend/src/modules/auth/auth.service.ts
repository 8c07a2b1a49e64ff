import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { verify } from '@node-rs/argon2';
import { RateLimiterService, type RateLimit } from '../../common/security/rate-limiter.service.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { InvitesService } from '../admin/invites.service.js';
import { PaymentLedgerService } from '../payments/payment-ledger.service.js';
import type { User } from '../users/entities/user.entity.js';
import { hashPassword, normalizeEmail, UsersService } from '../users/users.service.js';
import type { LoginDto } from './dto/login.dto.js';
import type { RegisterDto } from './dto/register.dto.js';
import type { SessionPayload } from './session.js';

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;

/** Compared against when the e-mail is unknown, so a wrong e-mail costs as much time as a wrong password. */
const UNKNOWN_USER_HASH = hashPassword('not-a-real-password-for-timing');

@Injectable()
export class AuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly invites: InvitesService,
    private readonly payments: PaymentLedgerService,
    private readonly jwt: JwtService,
    private readonly rateLimiter: RateLimiterService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async login(input: LoginDto, ip: string): Promise<{ user: User; token: string }> {
    const email = normalizeEmail(input.email);
    const limits = this.loginLimits(email, ip);
    await this.rateLimiter.assertAllowed(limits);
    const user = await this.users.findByEmail(email);
    const passwordHash = user ? await this.users.passwordHashOf(user) : await UNKNOWN_USER_HASH;
    const valid = await verify(passwordHash, input.password).catch(() => false);
    if (!user || !valid) {
      await this.rateLimiter.record(limits);
      throw new UnauthorizedException('Invalid email or password');
    }
    await this.rateLimiter.reset([limits[0].key]);
    return { user, token: await this.sign(user) };
  }

  async register(input: RegisterDto, ip: string): Promise<{ user: User; token: string }> {
    const limits = this.registerLimits(normalizeEmail(input.email), ip);
    await this.rateLimiter.assertAllowed(limits);
    await this.rateLimiter.record(limits);
    const user = await this.em.transactional(async (em) => {
      const created = await this.users.create(
        { email: input.email, password: input.password, firstName: input.firstName, lastName: input.lastName, role: 'jobseeker' },
        em,
      );
      if (input.inviteToken) await this.invites.redeem(em, input.inviteToken, created);
      await this.payments.claimVisitorPurchases(em, created.id, created.email);
      return created;
    });
    return { user, token: await this.sign(user) };
  }

  private sign(user: User): Promise<string> {
    const payload: SessionPayload = { sub: user.id };
    return this.jwt.signAsync(payload, { expiresIn: `${this.config.auth.sessionDays}d` });
  }

  /** Failed sign-ins: per e-mail (guessing one account's password) and per address (trying many accounts). */
  private loginLimits(email: string, ip: string): RateLimit[] {
    return [
      { key: `login:email:${email}`, limit: this.config.auth.loginAttemptsPerEmail, windowSeconds: FIFTEEN_MINUTES },
      { key: `login:ip:${ip}`, limit: this.config.auth.loginAttemptsPerIp, windowSeconds: FIFTEEN_MINUTES },
    ];
  }

  private registerLimits(email: string, ip: string): RateLimit[] {
    return [
      { key: `register:email:${email}`, limit: 5, windowSeconds: ONE_HOUR },
      { key: `register:ip:${ip}`, limit: this.config.auth.registrationsPerIp, windowSeconds: ONE_HOUR },
    ];
  }
}
