import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IS_PUBLIC } from '../../../common/decorators/public.decorator.js';
import { type TokenAccess, tokenAccessOf } from '../../../common/decorators/token-scope.decorator.js';
import { AppError } from '../../../common/errors/app-error.js';
import { ErrorCode } from '../../../common/errors/error-codes.js';
import { isServiceUnavailable } from '../../../common/errors/service-unavailable.js';
import { ApiTokensService, INVALID_API_TOKEN } from '../api-tokens.service.js';
import { bearerSecret } from '../public/bearer.js';
import { SESSION_COOKIE, SIGN_IN_REQUIRED, type SessionRequest } from '../public/session.js';

/**
 * Authenticated by default. On @Public() routes a valid session is still read (so pages can personalise) but not required.
 * A request with `Authorization: Bearer` is an integration's: only its API token counts (never a cookie), limited to the token's scopes.
 */
@Injectable()
export class SessionGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    private readonly apiTokens: ApiTokensService,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
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
    if (!isPublic) return (await super.canActivate(context)) as boolean;
    // A visitor (no session cookie) on a public route: nothing to read, and no failed sign-in to build and throw away.
    if (!request.cookies?.[SESSION_COOKIE]) return true;
    try {
      await super.canActivate(context);
    } catch {
      // No or invalid session on a public route: carry on as a visitor.
    }
    return true;
  }

  /** Passport leaves the session's user (JwtStrategy.validate) as `request.signedIn`. */
  override getAuthenticateOptions(): { property: keyof SessionRequest } {
    return { property: 'signedIn' };
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    // The session could not be checked because the database is down: that is a 503, not "sign in again".
    if (isServiceUnavailable(error)) throw error;
    if (error || !user) throw new AppError(ErrorCode.UNAUTHENTICATED, SIGN_IN_REQUIRED);
    return user;
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
