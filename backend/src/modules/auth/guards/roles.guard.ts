import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ROLES } from '../../../common/decorators/roles.decorator.js';
import { AppError } from '../../../common/errors/app-error.js';
import { ErrorCode } from '../../../common/errors/error-codes.js';
import type { UserRole } from '../../users/entities/user.entity.js';
import type { SessionRequest } from '../public/session.js';

@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<UserRole[] | undefined>(ROLES, [context.getHandler(), context.getClass()]);
    if (!roles || roles.length === 0) return true;
    const user = context.switchToHttp().getRequest<SessionRequest>().signedIn;
    if (user && roles.includes(user.role)) return true;
    throw new AppError(ErrorCode.FORBIDDEN, 'You do not have permission to do this');
  }
}
