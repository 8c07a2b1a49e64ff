import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { User } from './entities/user.entity.js';
import { PasswordHasher } from './password-hasher.service.js';
import { normalizeEmail } from './public/normalize-email.js';

const DEFAULT_ADMIN_EMAIL = 'admin@academy.local';

/** Every database has an admin: from ADMIN_EMAIL/ADMIN_PASSWORD, or generated and printed once. */
@Injectable()
export class AdminBootstrapService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Admin');

  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.ensureAdmin();
    } catch (error) {
      // Start-up migrations already proved the database works; a blip here must not stop the API.
      this.logger.error(`Could not make sure an admin exists: ${(error as Error).message}`);
    }
  }

  private async ensureAdmin(): Promise<void> {
    const em = this.em.fork();
    if ((await em.count(User, { role: 'admin' })) > 0) return;
    const email = normalizeEmail(this.config.admin.email ?? DEFAULT_ADMIN_EMAIL);
    const generated = !this.config.admin.password;
    const password = this.config.admin.password ?? randomBytes(12).toString('base64url');
    const existing = await em.findOne(User, { email });
    if (existing) {
      existing.role = 'admin';
      await em.flush();
      this.logger.log(`${email} is now the admin (no admin existed).`);
      return;
    }
    em.create(User, {
      email,
      passwordHash: await this.hasher.hash(password),
      firstName: 'Academy',
      lastName: 'Admin',
      role: 'admin',
      profileImageUrl: null,
      emailVerifiedAt: new Date(),
    });
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) return; // another replica created it first
      throw error;
    }
    if (generated) {
      console.log(
        `[academy] Admin account created: ${email} / ${password} (shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)`,
      );
    } else {
      this.logger.log(`Admin account created: ${email}`);
    }
  }
}
