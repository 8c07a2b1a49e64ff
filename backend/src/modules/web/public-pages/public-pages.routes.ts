import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches } from '../../../common/cache/etag.js';
import { SESSION_COOKIE } from '../../auth/public/session.js';
import { PublicPagesService, type PageAnswer } from './public-pages.service.js';

/** The page at the request's address: a signed-in user's (with their session cookie) or a visitor's. */
export function pageFor(pages: PublicPagesService, request: FastifyRequest): Promise<PageAnswer | undefined> {
  const session = request.cookies?.[SESSION_COOKIE];
  const cookie = request.headers.cookie;
  return session && cookie ? pages.signedInPage(request.url, { ip: request.ip, cookie }) : pages.page(request.url, { ip: request.ip });
}

export function sendPageAnswer(request: FastifyRequest, reply: FastifyReply, answer: PageAnswer) {
  if (answer.location) return reply.header('Cache-Control', 'private, no-cache').header('Vary', 'Cookie').redirect(answer.location, 302);
  if (!answer.indexable) void reply.header('X-Robots-Tag', 'noindex');
  // The same address is a rendered page without a session and the app with one: only the browser
  // may keep it (shared caches handle Vary: Cookie poorly), and it asks again each time.
  void reply.header('Cache-Control', 'private, no-cache').header('Vary', 'Cookie');
  if (answer.status === 200 && answer.etag) {
    void reply.header('ETag', answer.etag);
    if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
  }
  return reply.status(answer.status).header('Content-Type', 'text/html; charset=utf-8').send(answer.html);
}

/** The pages a visitor may get rendered on the server (the learner app's visitor routes of the same name). */
export const PUBLIC_PAGE_PATHS = ['/', '/courses', '/courses/:id', '/courses/:id/preview/:lessonId', '/paths/:slug', '/certificates/:code'];

/**
 * Routes outside /api, on Fastify itself: the API's global prefix cannot leave out `/courses/:id`
 * without also leaving out `/api/courses/:id`. Registered before the front end's static files, whose
 * catch-all route they take precedence over.
 */
export function registerPublicPages(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  const pages = app.get(PublicPagesService);

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = await pageFor(pages, request);
    if (!answer) return reply.callNotFound();
    return sendPageAnswer(request, reply, answer);
  };
  for (const path of PUBLIC_PAGE_PATHS) fastify.get(path, sendPage);

  fastify.get('/sitemap.xml', async (_request, reply) =>
    reply
      .header('Content-Type', 'application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(await pages.sitemap()),
  );
  fastify.get('/robots.txt', async (_request, reply) =>
    reply.header('Content-Type', 'text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(pages.robots()),
  );
}
