import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { IS_PUBLIC } from '../../../common/decorators/public.decorator.js';
import { AppError } from '../../../common/errors/app-error.js';
import { ErrorCode } from '../../../common/errors/error-codes.js';
import { isServiceUnavailable } from '../../../common/errors/service-unavailable.js';
import { SIGN_IN_REQUIRED } from '../public/session.js';

/** Authenticated by default. On @Public() routes a valid session is still read (so pages can personalise) but not required. */
@Injectable()
export class SessionGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (!isPublic) return (await super.canActivate(context)) as boolean;
    try {
      await super.canActivate(context);
    } catch {
      // No or invalid session on a public route: carry on as a visitor.
    }
    return true;
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    // The session could not be checked because the database is down: that is a 503, not "sign in again".
    if (isServiceUnavailable(error)) throw error;
    if (error || !user) throw new AppError(ErrorCode.UNAUTHENTICATED, SIGN_IN_REQUIRED);
    return user;
  }
}
