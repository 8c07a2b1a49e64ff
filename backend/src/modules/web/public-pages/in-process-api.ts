import type { FastifyInstance } from 'fastify';
import type { ServerApiAccess } from './page-document.js';

export interface InProcessApiOptions {
  /** PUBLIC_URL: the renderer addresses its requests to it. */
  origin: string;
  /** The address of the visitor whose page is rendering (`request.ip`, after TRUST_PROXY). */
  visitorIp: string;
  /** Where a fault of ours (a 5xx, or a request the page should not make) is kept, besides being thrown. */
  faults: unknown[];
  /** A signed-in user's Cookie header: their page's first data is read as them. */
  cookie?: string;
}

/**
 * The API as a page rendering on the server reads it: each GET goes through the application's own
 * Fastify instance (`inject`), so routing, guards, pipes, interceptors and the error filter answer it
 * as they would answer the visitor's browser. It carries no Authorization and no Accept-Encoding
 * (nothing to compress in process), and a cookie only for a signed-in user's page (a visitor's page
 * has none: signed-in endpoints answer 401).
 * A refusal (4xx) is the page's to show; a 5xx is a fault, and so is a request that is not a GET of
 * the academy's own API.
 */
export function inProcessApi(fastify: FastifyInstance, { origin, visitorIp, faults, cookie }: InProcessApiOptions): ServerApiAccess {
  const apiOrigin = new URL(origin).origin;
  return {
    origin,
    fetch: async (request) => {
      try {
        const url = new URL(request.url);
        if (request.method !== 'GET' || url.origin !== apiOrigin || !url.pathname.startsWith('/api/'))
          throw new Error(`${request.method} ${request.url}: a page rendering on the server only reads the academy's API`);
        const answer = await fastify.inject({
          method: 'GET',
          url: url.pathname + url.search,
          // The visitor's own address rather than 127.0.0.1: these are the reads the visitor's browser
          // would otherwise send, so a per-address limit counts them against the visitor (a crawler
          // that hammers pages is limited as if it hammered the API) instead of lumping every visitor's
          // page under the server's own address. Nothing marks them as exempt, so nothing can be forged.
          remoteAddress: visitorIp,
          ...(cookie ? { headers: { cookie } } : {}),
        });
        if (answer.statusCode >= 500) throw new Error(`GET ${url.pathname}${url.search} answered ${answer.statusCode}: ${answer.body}`);
        const contentType = answer.headers['content-type'];
        return new Response(answer.body === '' ? null : answer.body, {
          status: answer.statusCode,
          headers: contentType === undefined ? {} : { 'Content-Type': String(contentType) },
        });
      } catch (error) {
        faults.push(error);
        throw error;
      }
    },
  };
}
