import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { User } from '../users/entities/user.entity.js';
import { EmailVerificationService } from './email-verification.service.js';
import { SessionsService } from './sessions.service.js';

/** What an admin does to another account's sign-in: resend its verification link, end its sessions. */
@Injectable()
export class AdminAccountsService {
  constructor(
    private readonly em: EntityManager,
    private readonly verification: EmailVerificationService,
    private readonly sessions: SessionsService,
  ) {}

  async sendVerificationEmail(userId: number): Promise<void> {
    await this.verification.resend(await this.user(userId));
  }

  async signOutEverywhere(userId: number): Promise<void> {
    await this.sessions.endAll((await this.user(userId)).id);
  }

  private async user(id: number): Promise<User> {
    const user = await this.em.findOne(User, { id });
    if (!user) throw new AppError(ErrorCode.USER_NOT_FOUND, 'User not found');
    return user;
  }
}
