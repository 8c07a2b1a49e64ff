import type { FastifyReply, FastifyRequest } from 'fastify';
import type { NotFoundFallback } from '../../common/errors/app-error.filter.js';
import { SESSION_COOKIE } from '../auth/public/session.js';
import { pageFor, sendPageAnswer } from './public-pages/public-pages.routes.js';
import type { PublicPagesService } from './public-pages/public-pages.service.js';

/**
 * Client-side routes (/courses/1/learn, /admin/…) are not server routes: a GET for an HTML page that
 * no route matched gets the shell's index.html, which renders the page or the 404 screen; a
 * signed-in user's comes with their session, the page's first data and its files' preload hints.
 */
export function spaFallback(pages: () => PublicPagesService): NotFoundFallback {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    const wantsPage =
      request.method === 'GET' &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      !path.startsWith('/remotes/') &&
      !/\.[a-z0-9]+$/i.test(path);
    if (!wantsPage || !pages().hasPages()) return false;
    const answer = request.cookies?.[SESSION_COOKIE] ? pageFor(pages(), request) : Promise.resolve(pages().appPage());
    // Pages of the client-rendered app are someone's own (or admin) pages: never indexed (PageAnswer.indexable).
    // Not returned from the callback: a Reply is a thenable, and awaiting one adds a listener to the response.
    void answer.then((page) => {
      if (page) void sendPageAnswer(request, reply, page);
      else reply.callNotFound();
    });
    return true;
  };
}
