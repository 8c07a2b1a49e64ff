import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NotFoundFallback } from '../../common/errors/app-error.filter.js';

/**
 * Client-side routes (/courses/1, /admin/…) are not server routes: a GET for an HTML page that no
 * route matched gets the shell's index.html, which renders the page or the 404 screen.
 */
export function spaFallback(shellRoot: string): NotFoundFallback {
  let indexHtml: Buffer | undefined;
  const loadIndex = () => {
    if (!indexHtml) {
      const file = join(shellRoot, 'index.html');
      if (existsSync(file)) indexHtml = readFileSync(file);
    }
    return indexHtml;
  };
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    const wantsPage =
      request.method === 'GET' &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      !path.startsWith('/remotes/') &&
      !/\.[a-z0-9]+$/i.test(path);
    const index = wantsPage ? loadIndex() : undefined;
    if (!index) return false;
    // Pages of the client-rendered app are someone's own (or admin) pages: never indexed.
    void reply
      .status(200)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('X-Robots-Tag', 'noindex')
      .send(index);
    return true;
  };
}
