import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IS_PUBLIC } from '../../../common/decorators/public.decorator.js';
import { type TokenAccess, tokenAccessOf } from '../../../common/decorators/token-scope.decorator.js';
import { AppError } from '../../../common/errors/app-error.js';
import { ErrorCode } from '../../../common/errors/error-codes.js';
import { isServiceUnavailable } from '../../../common/errors/service-unavailable.js';
import { ApiTokensService, INVALID_API_TOKEN } from '../api-tokens.service.js';
import { bearerSecret } from '../public/bearer.js';
import { SESSION_COOKIE, SIGN_IN_REQUIRED, type SessionRequest } from '../public/session.js';
import { SessionTokens } from '../session-tokens.js';
import { SessionsService } from '../sessions.service.js';

/**
 * Authenticated by default. On @Public() routes a valid session is still read (so pages can personalise) but not required.
 * A request with `Authorization: Bearer` is an integration's: only its API token counts (never a cookie), limited to the token's scopes.
 * A session is the cookie's signed token naming a live server-side session; its user is read with it,
 * so sign-outs, role changes and deletions apply at once.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly apiTokens: ApiTokensService,
    private readonly tokens: SessionTokens,
    private readonly sessions: SessionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const secret = bearerSecret(request.headers.authorization);
    if (secret !== undefined) {
      await this.authenticateToken(
        request,
        context.switchToHttp().getResponse<FastifyReply>(),
        secret,
        tokenAccessOf(this.reflector, targets),
      );
      return true;
    }
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets);
    let signedIn: boolean;
    try {
      signedIn = await this.signIn(request);
    } catch (error) {
      // On a public route a session that cannot be checked leaves a visitor. Elsewhere a database that
      // is down is a 503 (the error goes on), not "sign in again".
      if (isPublic) return true;
      if (isServiceUnavailable(error)) throw error;
      signedIn = false;
    }
    if (!signedIn && !isPublic) throw new AppError(ErrorCode.UNAUTHENTICATED, SIGN_IN_REQUIRED);
    return true;
  }

  /** Leaves the session's user on the request; false for a visitor (no cookie, or one that names no live session). */
  private async signIn(request: AuthenticatedRequest): Promise<boolean> {
    const token = request.cookies?.[SESSION_COOKIE];
    const payload = token ? this.tokens.read(token) : undefined;
    if (!payload) return false;
    const user = await this.sessions.userOf(payload.sub, payload.sid);
    if (!user) return false;
    request.signedIn = user;
    request.sessionId = payload.sid;
    return true;
  }

  private async authenticateToken(request: AuthenticatedRequest, reply: FastifyReply, secret: string, access: TokenAccess): Promise<void> {
    const token = await this.apiTokens.authenticate(secret, request.ip);
    if (!token) throw new AppError(ErrorCode.INVALID_API_TOKEN, INVALID_API_TOKEN);
    const allowance = await this.apiTokens.consumeRequest(token);
    if (allowance) {
      reply.header('RateLimit-Limit', String(this.apiTokens.requestsPerMinute));
      reply.header('RateLimit-Remaining', String(allowance.remaining));
      reply.header('RateLimit-Reset', String(allowance.resetSeconds));
    }
    if (access.kind === 'session-only') {
      throw new AppError(ErrorCode.API_TOKEN_NOT_ALLOWED, 'API tokens cannot be used for this: it needs a signed-in session');
    }
    if (access.kind === 'scope' && !ApiTokensService.allows(token, access.scope)) {
      throw new AppError(ErrorCode.API_TOKEN_SCOPE_MISSING, `This API token does not have the ${access.scope} scope`);
    }
    request.signedIn = token.createdBy;
    request.apiTokenId = token.id;
  }
}

type AuthenticatedRequest = FastifyRequest & SessionRequest;
