import { SetMetadata, type Type } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import type { UserRole } from '../user-roles.js';
import { IS_PUBLIC } from './public.decorator.js';
import { ROLES } from './roles.decorator.js';

/**
 * What an API token may be allowed to do. `admin` covers every operation a token may call at all:
 * each scoped one, and every admin-only operation that names no narrower scope.
 */
export const API_TOKEN_SCOPES = [
  'catalog:read',
  'catalog:write',
  'users:read',
  'progress:read',
  'enrolments:write',
  'payments:read',
  'credits:read',
  'admin',
] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export const TOKEN_SCOPE = 'apiTokenScope';
/** Marks operations only a signed-in person may call, whatever scopes a token has (token management). */
export const SESSION_ONLY = 'sessionOnly';

/** An API token with this scope (or `admin`) may call the handler; without it, only a session may. */
export const TokenScope = (scope: ApiTokenScope): MethodDecorator & ClassDecorator => SetMetadata(TOKEN_SCOPE, scope);

/** Refuses API tokens, even with the `admin` scope. */
export const SessionOnly = (): MethodDecorator & ClassDecorator => SetMetadata(SESSION_ONLY, true);

/**
 * What an API token needs to call a handler: nothing (a public operation), a scope, or it may not call
 * it at all (operations on the signed-in person's own account, and those marked SessionOnly). The
 * session guard enforces it and the OpenAPI document describes it, both from this one rule.
 */
export type TokenAccess = { kind: 'public' } | { kind: 'scope'; scope: ApiTokenScope } | { kind: 'session-only' };

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- what Nest's ExecutionContext hands out (getHandler, getClass)
export function tokenAccessOf(reflector: Reflector, targets: (Type | Function)[]): TokenAccess {
  if (reflector.getAllAndOverride<boolean>(SESSION_ONLY, targets)) return { kind: 'session-only' };
  if (reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return { kind: 'public' };
  const scope = reflector.getAllAndOverride<ApiTokenScope | undefined>(TOKEN_SCOPE, targets);
  if (scope) return { kind: 'scope', scope };
  const roles = reflector.getAllAndOverride<UserRole[] | undefined>(ROLES, targets);
  if (roles?.length === 1 && roles[0] === 'admin') return { kind: 'scope', scope: 'admin' };
  return { kind: 'session-only' };
}
