import type { FastifyRequest } from 'fastify';

/** The part of @fastify/cors's per-request options used here. */
interface CorsAnswer {
  origin: boolean | string;
  credentials?: boolean;
  allowedHeaders?: string[];
  exposedHeaders?: string[];
  maxAge?: number;
}
type CorsDelegate = (request: FastifyRequest, callback: (error: Error | null, options: CorsAnswer) => void) => void;

/**
 * Trusted origins (CORS_ORIGINS: the front ends in development) may send the session cookie. Any other
 * origin may call the API from a browser only without credentials, that is with an API token: the
 * answers carry `Access-Control-Allow-Origin: *`, which browsers never combine with cookies.
 */
export function corsForTokensAndTrustedOrigins(trustedOrigins: string[]): CorsDelegate {
  const trusted = new Set(trustedOrigins.map((origin) => new URL(origin).origin));
  return (request, callback) => {
    const origin = request.headers.origin;
    if (!origin) return callback(null, { origin: false });
    if (trusted.has(origin)) return callback(null, { origin: true, credentials: true });
    callback(null, {
      origin: '*',
      credentials: false,
      allowedHeaders: ['Authorization', 'Content-Type'],
      exposedHeaders: ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After', 'Content-Disposition'],
      maxAge: 600,
    });
  };
}
