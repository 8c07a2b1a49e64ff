import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

/** The signed-in user, a `User` (set by the session guard); undefined on public routes without a session. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): unknown => context.switchToHttp().getRequest<{ user?: unknown }>().user,
);
