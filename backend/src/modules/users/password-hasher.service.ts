import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';

/**
 * Argon2id (the library's default algorithm) at the configured cost (`PASSWORD_HASH_MEMORY_KIB`, `PASSWORD_HASH_ITERATIONS`; never below
 * OWASP's password-storage parameters outside tests). A hash carries its own parameters, so a password
 * is checked at the cost it was stored with.
 */
@Injectable()
export class PasswordHasher {
  constructor(@InjectConfig() private readonly config: AppConfig) {}

  /** A new hash with its own salt. */
  hash(password: string): Promise<string> {
    const { memoryKib, iterations } = this.config.auth.passwordHash;
    return hash(password, { memoryCost: memoryKib, timeCost: iterations, parallelism: 1 });
  }

  /** False for a wrong password, and for a stored hash that is not one (an empty or damaged column). */
  matches(passwordHash: string, password: string): Promise<boolean> {
    return verify(passwordHash, password).catch(() => false);
  }
}
