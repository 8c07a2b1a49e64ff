import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-jwt';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import type { User } from '../users/entities/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { SESSION_COOKIE, type SessionPayload } from './session.js';

const ACTIVITY_RESOLUTION_MS = 5 * 60 * 1000;

/** Reads the session JWT from the httpOnly cookie; the user is loaded fresh so role changes and deletions apply at once. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @InjectConfig() config: AppConfig,
    private readonly users: UsersService,
  ) {
    super({
      jwtFromRequest: (request: FastifyRequest) => request.cookies?.[SESSION_COOKIE] ?? null,
      secretOrKey: config.auth.jwtSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: SessionPayload): Promise<User | false> {
    if (!Number.isInteger(payload.sub)) return false;
    const user = await this.users.findById(payload.sub);
    if (!user) return false;
    if (!user.lastActiveAt || Date.now() - user.lastActiveAt.getTime() > ACTIVITY_RESOLUTION_MS) {
      await this.users.touchLastActive(user);
    }
    return user;
  }
}
