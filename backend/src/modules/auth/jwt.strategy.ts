import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { createSecretKey } from 'node:crypto';
import { Strategy } from 'passport-jwt';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { SESSION_COOKIE, type SessionPayload, type SessionRequest } from './public/session.js';
import { SessionsService, type SessionUser } from './sessions.service.js';

/**
 * Reads the session JWT from the httpOnly cookie. The token must name a live server-side session; the
 * user is loaded with it, so sign-outs, role changes and deletions apply at once.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @InjectConfig() config: AppConfig,
    private readonly sessions: SessionsService,
  ) {
    const sessionKey = createSecretKey(Buffer.from(config.auth.jwtSecret));
    super({
      jwtFromRequest: (request: FastifyRequest) => request.cookies?.[SESSION_COOKIE] ?? null,
      // A KeyObject made once: given the string, jsonwebtoken tries (and fails) to parse it as a public
      // key on every request before making a secret key of it. It accepts KeyObjects; passport-jwt's
      // types only name strings and buffers.
      secretOrKey: sessionKey as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
      passReqToCallback: true,
    });
  }

  async validate(request: SessionRequest, payload: SessionPayload): Promise<SessionUser | false> {
    const user = await this.sessions.userOf(payload.sub, payload.sid);
    if (!user) return false;
    request.sessionId = payload.sid;
    return user;
  }
}
