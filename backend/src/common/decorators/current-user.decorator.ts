import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { User } from '../../modules/users/entities/user.entity.js';

/** The signed-in user (set by the session guard); undefined on public routes without a session. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): User | undefined => context.switchToHttp().getRequest<{ user?: User }>().user,
);
