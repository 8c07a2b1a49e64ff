import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';

/**
 * Whether the request was made inside this process with Fastify's `inject` (a page rendering on the
 * server reading the API) rather than received on a connection. It is the missing network socket
 * that tells, not anything in the request: no client can make its request look like one.
 */
export function isInProcessRequest(request: IncomingMessage): boolean {
  return !(request.socket instanceof Socket);
}
