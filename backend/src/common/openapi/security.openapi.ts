import type { Type } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { OpenAPIObject, OperationObject, ResponseObject } from '@nestjs/swagger';
import { type TokenAccess, tokenAccessOf } from '../decorators/token-scope.decorator.js';

/** The names of the two security schemes in `components.securitySchemes`. */
export const COOKIE_SCHEME = 'cookie';
export const BEARER_SCHEME = 'bearer';

export const SESSION_ONLY_SENTENCE = 'API tokens cannot call this operation; it needs a signed-in session.';
export const scopeSentence = (scope: string): string =>
  scope === 'admin' ? 'API tokens need the `admin` scope.' : `API tokens need the \`${scope}\` scope (or \`admin\`).`;

const NOT_SIGNED_IN = 'Not signed in, or the API token is unknown, expired or revoked';
const BAD_TOKEN_ON_PUBLIC = 'The request carries an API token that is unknown, expired or revoked (without one, no sign-in is needed)';
const TOKEN_ALLOWANCE = 'Too many requests with this API token in the last minute; see Retry-After and the RateLimit-* headers';

type Handler = (...args: never[]) => unknown;
type Targets = [Handler, Type];

/**
 * Says on every operation how it is authenticated, from the same rule the session guard applies
 * (`tokenAccessOf`): `security`, a closing sentence of the description, `x-token-scopes`, and the 401,
 * 403 and 429 answers tokens and sessions can get. Operation ids are handler names (unique).
 */
export function describeSecurity(document: OpenAPIObject, controllers: Type[]): OpenAPIObject {
  const handlers = handlersByName(controllers);
  const reflector = new Reflector();
  for (const path of Object.values(document.paths)) {
    for (const operation of [path.get, path.put, path.post, path.delete, path.patch]) {
      if (!operation) continue;
      const targets = handlers.get(operation.operationId ?? '');
      if (!targets)
        throw new Error(`No controller method, or more than one, is named ${operation.operationId}: operation ids must name one handler`);
      describeAccess(operation, tokenAccessOf(reflector, targets));
    }
  }
  return document;
}

function describeAccess(operation: OperationObject, access: TokenAccess): void {
  const responses = operation.responses;
  if (access.kind === 'public') {
    operation.security = [{}, { [COOKIE_SCHEME]: [] }, { [BEARER_SCHEME]: [] }];
    responses['401'] ??= { description: BAD_TOKEN_ON_PUBLIC };
    responses['429'] ??= { description: TOKEN_ALLOWANCE };
    return;
  }
  responses['401'] ??= { description: NOT_SIGNED_IN };
  if (access.kind === 'session-only') {
    operation.security = [{ [COOKIE_SCHEME]: [] }];
    appendSentence(operation, SESSION_ONLY_SENTENCE);
    responses['403'] = forbidden(
      responses['403'],
      'API tokens cannot call this operation',
      'or an API token (tokens cannot call this operation)',
    );
    return;
  }
  operation.security = [{ [COOKIE_SCHEME]: [] }, { [BEARER_SCHEME]: [] }];
  appendSentence(operation, scopeSentence(access.scope));
  Object.assign(operation, { 'x-token-scopes': access.scope === 'admin' ? ['admin'] : [access.scope, 'admin'] });
  responses['403'] = forbidden(
    responses['403'],
    `The API token does not have the \`${access.scope}\` scope`,
    `or an API token without the \`${access.scope}\` scope`,
  );
  responses['429'] ??= { description: TOKEN_ALLOWANCE };
}

/** The 403 a token can get, added to what the operation already refuses (a new object: controllers share theirs between operations). */
function forbidden(existing: OperationObject['responses'][string] | undefined, alone: string, addition: string): ResponseObject {
  if (!existing) return { description: alone };
  if ('$ref' in existing || /token/i.test(existing.description)) return existing as ResponseObject;
  return { ...existing, description: `${existing.description}, ${addition}` };
}

/** Idempotent: the running server builds the document again for each request of /api/docs-json. */
function appendSentence(operation: OperationObject, sentence: string): void {
  const description = operation.description?.trim() ?? '';
  if (!description.endsWith(sentence)) operation.description = description ? `${description} ${sentence}` : sentence;
}

function handlersByName(controllers: Type[]): Map<string, Targets> {
  const found = new Map<string, Targets>();
  const duplicated = new Set<string>();
  for (const controller of controllers) {
    for (const name of Object.getOwnPropertyNames(controller.prototype)) {
      const handler: unknown = controller.prototype[name];
      if (name === 'constructor' || typeof handler !== 'function') continue;
      if (found.has(name)) duplicated.add(name);
      found.set(name, [handler as Handler, controller]);
    }
  }
  for (const name of duplicated) found.delete(name);
  return found;
}
