import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

/** The signed-in user, a `User` entity (the session guard makes it on first use); undefined on public routes without a session. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): unknown => context.switchToHttp().getRequest<{ user?: unknown }>().user,
);

/** The signed-in user as a `SignedInUser` (set by the session guard), for handlers that only read who it is; undefined on public routes without a session. */
export const SignedIn = createParamDecorator(
  (_data: unknown, context: ExecutionContext): unknown => context.switchToHttp().getRequest<{ signedIn?: unknown }>().signedIn ?? undefined,
);
