import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { ApiTokenScope } from '../../common/decorators/token-scope.decorator.js';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { RateLimiterService } from '../../common/security/rate-limiter.service.js';
import { hashToken } from '../../common/security/tokens.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import type { User } from '../users/entities/user.entity.js';
import { UsersService } from '../users/users.service.js';
import type { CreateApiTokenDto } from './dto/api-token.dto.js';
import { ApiToken } from './entities/api-token.entity.js';

/** Every secret starts with this, so leaked ones are easy to recognise (and to scan for). */
export const API_TOKEN_PREFIX = 'ra_';
const SECRET = /^ra_[A-Za-z0-9_-]{43}$/;
const LAST_USED_RESOLUTION_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

const REVOKED_WITH_ADMIN_ROLE = 'Revoked when the account stopped being an admin';

export const INVALID_API_TOKEN = 'This API token is not valid: it may have expired or been revoked';

/** API tokens: made by admins for outside tools, checked on every request that carries one. */
@Injectable()
export class ApiTokensService {
  constructor(
    private readonly em: EntityManager,
    private readonly rateLimiter: RateLimiterService,
    @InjectConfig() private readonly config: AppConfig,
    users: UsersService,
  ) {
    users.onAdminRoleEnded((em, userId) => this.revokeAllOf(em, userId));
  }

  /**
   * Revokes, for good, every live token the account made, in the caller's transaction: a token acts as
   * its creator, and one that came back to life when the account was made an admin again would be a
   * credential nobody remembers handing out.
   */
  private async revokeAllOf(em: EntityManager, userId: number): Promise<void> {
    await em.nativeUpdate(
      ApiToken,
      { createdBy: userId, revokedAt: null },
      { revokedAt: new Date(), revokedReason: REVOKED_WITH_ADMIN_ROLE },
    );
  }

  /** A new token acting as `admin`; the secret is returned here once and only its hash is kept. */
  async create(admin: User, input: CreateApiTokenDto): Promise<{ token: ApiToken; secret: string }> {
    const secret = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
    const token = this.em.create(ApiToken, {
      name: input.name,
      createdBy: admin,
      secretHash: hashToken(secret),
      secretPrefix: secret.slice(0, 7),
      scopes: input.scopes,
      expiresAt: new Date(Date.now() + input.expiresInDays * DAY_MS),
      revokedAt: null,
      lastUsedAt: null,
      lastUsedIp: null,
    });
    await this.em.flush();
    return { token, secret };
  }

  /** Every token of the academy, newest first, with its creator (one query). */
  list(): Promise<ApiToken[]> {
    return this.em.find(ApiToken, {}, { populate: ['createdBy'], strategy: 'joined', orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** Stops the token at once; revoking twice is harmless. */
  async revoke(id: number): Promise<ApiToken> {
    const token = await this.em.findOne(ApiToken, { id }, { populate: ['createdBy'], strategy: 'joined' });
    if (!token) throw new AppError(ErrorCode.API_TOKEN_NOT_FOUND, 'API token not found');
    token.revokedAt ??= new Date();
    await this.em.flush();
    return token;
  }

  /**
   * The live token a secret names, with the admin it acts as, in one query; null when the secret is
   * unknown, revoked, expired, or its creator is no longer an admin.
   */
  async authenticate(secret: string, ip: string | undefined): Promise<ApiToken | null> {
    if (!SECRET.test(secret)) return null;
    const now = new Date();
    const token = await this.em.findOne(
      ApiToken,
      { secretHash: hashToken(secret), revokedAt: null, expiresAt: { $gt: now }, createdBy: { role: 'admin' } },
      { populate: ['createdBy'], strategy: 'joined' },
    );
    if (!token) return null;
    if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
      await this.em.nativeUpdate(ApiToken, { id: token.id }, { lastUsedAt: now, lastUsedIp: ip?.slice(0, 45) ?? null });
    }
    return token;
  }

  get requestsPerMinute(): number {
    return this.config.auth.apiTokenRequestsPerMinute;
  }

  /** Counts a request against the token's per-minute allowance (429 once it is used up). */
  consumeRequest(token: ApiToken): Promise<{ remaining: number; resetSeconds: number } | undefined> {
    return this.rateLimiter.consume(
      { key: `api-token:${token.id}`, limit: this.requestsPerMinute, windowSeconds: 60 },
      'requests with this API token',
    );
  }

  /** Whether the token may call an operation that asks for `scope` (`admin` covers every scope). */
  static allows(token: ApiToken, scope: ApiTokenScope): boolean {
    return token.scopes.includes(scope) || token.scopes.includes('admin');
  }
}
