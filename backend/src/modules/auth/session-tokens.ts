import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { LRUCache } from 'lru-cache';
import { createSecretKey, type KeyObject } from 'node:crypto';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import type { SessionPayload } from './public/session.js';

type VerifiedPayload = SessionPayload & { exp: number };

/**
 * Reads a session cookie's token: its HS256 signature and expiry. A token verified once is remembered
 * until it expires, so a signed-in request spends no HMAC, base64 or JSON parsing on the cookie it sent
 * a moment ago (the same string verifies the same way). Whether the session is still live is asked of
 * the session cache on every request.
 */
@Injectable()
export class SessionTokens {
  private readonly key: KeyObject;
  private readonly verified = new LRUCache<string, VerifiedPayload>({ max: 50_000 });

  constructor(
    @InjectConfig() config: AppConfig,
    private readonly jwt: JwtService,
  ) {
    // A KeyObject made once: given the string, jsonwebtoken tries (and fails) to parse it as a public
    // key on every call before making a secret key of it.
    this.key = createSecretKey(Buffer.from(config.auth.jwtSecret));
  }

  /** The token's payload, or undefined when it is not one this server signed or it has expired. */
  read(token: string): SessionPayload | undefined {
    let payload = this.verified.get(token);
    if (!payload) {
      payload = this.verify(token);
      if (!payload) return undefined;
      this.verified.set(token, payload);
    }
    if (payload.exp * 1000 <= Date.now()) {
      this.verified.delete(token);
      return undefined;
    }
    return payload;
  }

  private verify(token: string): VerifiedPayload | undefined {
    try {
      const payload = this.jwt.verify<VerifiedPayload>(token, { secret: this.key as unknown as Buffer, algorithms: ['HS256'] });
      return typeof payload.exp === 'number' ? payload : undefined;
    } catch {
      return undefined;
    }
  }
}
