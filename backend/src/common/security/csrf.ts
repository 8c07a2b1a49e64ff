import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';
import { ErrorCode } from '../errors/error-codes.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Paths that legitimately receive non-JSON bodies from elsewhere, authenticated by a signature rather
 * than a cookie: Stripe's webhooks, the one-click unsubscribe that mail clients POST as a form
 * (RFC 8058), whose link carries a signed token, and the SAML Assertion Consumer Service, to which the
 * employer's identity provider has the browser post a signed response (its signature and InResponseTo
 * are checked instead; it uses no cookie).
 */
const EXEMPT_PATHS = ['/api/stripe/webhook', '/api/discussions/unsubscribe'];
const SAML_ACS = /^\/api\/auth\/sso\/[1-9][0-9]{0,9}\/saml\/acs$/;

/**
 * Cross-site request forgery defence on top of SameSite=Lax cookies: state-changing requests must
 * carry JSON (a cross-site HTML form cannot send it without a CORS preflight) or a multipart upload
 * from an allowed origin, and when the browser names its Origin, that origin must be ours. Requests
 * carrying an API token instead of the cookie are exempt.
 */
export function registerCsrfProtection(fastify: FastifyInstance, allowedOrigins: string[]): void {
  const allowed = new Set(allowedOrigins.map((origin) => new URL(origin).origin));
  fastify.addHook('onRequest', async (request: FastifyRequest) => {
    if (SAFE_METHODS.has(request.method)) return;
    const path = request.url.split('?')[0];
    if (EXEMPT_PATHS.includes(path) || SAML_ACS.test(path)) return;
    // A bearer request is authenticated by its token alone, never by a cookie, and a browser cannot add
    // the header to a cross-site request on its own: there is no ambient credential to forge with.
    if (/^Bearer\b/i.test(request.headers.authorization ?? '')) return;
    const origin = request.headers.origin;
    if (origin && !allowed.has(origin) && !sameHost(origin, request)) {
      throw new AppError(ErrorCode.CROSS_SITE_REQUEST_REFUSED, 'Cross-site request refused');
    }
    const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
    const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (!hasBody || type === 'application/json') return;
    if (type === 'multipart/form-data' && origin) return;
    throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Requests that change data must send JSON (Content-Type: application/json)');
  });
}

/** The API's own origin, whatever host name the browser used to reach it. */
function sameHost(origin: string, request: FastifyRequest): boolean {
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
