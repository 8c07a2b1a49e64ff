import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionRequest } from './public/session.js';
import { SessionUser } from './sessions.service.js';

/**
 * Declares what the session guard leaves on a request, once on Fastify's request prototype (a
 * request keeps one shape): `signedIn`, who the request is from (a `SessionUser`, or an API token's
 * `User`), and `user`, that user as a `User` entity, made from a session's user when first read.
 */
export function declareSignedInUser(fastify: FastifyInstance): void {
  fastify.decorateRequest('signedIn', null);
  fastify.decorateRequest('user', {
    getter(this: FastifyRequest & SessionRequest) {
      const signedIn = this.signedIn;
      return signedIn instanceof SessionUser ? signedIn.entity() : (signedIn ?? undefined);
    },
  });
}
