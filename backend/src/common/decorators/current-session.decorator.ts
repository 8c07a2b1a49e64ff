import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

/** The id of the signed-in request's server-side session (set by the session guard). */
export const CurrentSessionId = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string | undefined => context.switchToHttp().getRequest<{ sessionId?: string }>().sessionId,
);
