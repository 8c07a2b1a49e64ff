import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { hashToken, newLinkToken } from '../../common/security/tokens.js';
import type { User } from '../users/entities/user.entity.js';
import { AccountToken, type AccountTokenPurpose } from './entities/account-token.entity.js';

export const INVALID_LINK = 'This link is not valid or has already been used. Please ask for a new one.';
export const EXPIRED_LINK = 'This link has expired. Please ask for a new one.';

/** Single-use links sent by e-mail (verification, password reset, e-mail change). */
@Injectable()
export class AccountTokensService {
  /** A new token for `user`, saved with the caller's next flush; returns the token for the link. */
  issue(em: EntityManager, user: User, purpose: AccountTokenPurpose, email: string, validMs: number): string {
    const token = newLinkToken();
    em.create(AccountToken, { user, purpose, tokenHash: hashToken(token), email, expiresAt: new Date(Date.now() + validMs), usedAt: null });
    return token;
  }

  /**
   * Uses a token once (a conditional update, so two clicks racing cannot both succeed) and returns it
   * with its user. 400 for an unknown, used, expired or other-purpose token.
   */
  async consume(em: EntityManager, purpose: AccountTokenPurpose, token: string): Promise<AccountToken> {
    const found = await em.findOne(AccountToken, { tokenHash: hashToken(token), purpose }, { populate: ['user'] });
    if (!found || found.usedAt) throw new AppError(ErrorCode.LINK_INVALID, INVALID_LINK);
    if (found.expiresAt.getTime() <= Date.now()) throw new AppError(ErrorCode.LINK_EXPIRED, EXPIRED_LINK);
    const used = await em.nativeUpdate(AccountToken, { id: found.id, usedAt: null }, { usedAt: new Date() });
    if (used === 0) throw new AppError(ErrorCode.LINK_INVALID, INVALID_LINK);
    return found;
  }

  /** Every other open link of this purpose stops working (after a reset, older reset links). */
  async retireAll(em: EntityManager, userId: number, purpose: AccountTokenPurpose): Promise<void> {
    await em.nativeUpdate(AccountToken, { user: userId, purpose, usedAt: null }, { usedAt: new Date() });
  }
}
