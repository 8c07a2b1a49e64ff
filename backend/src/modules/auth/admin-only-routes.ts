import { EntityManager } from '@mikro-orm/postgresql';
import { JwtService } from '@nestjs/jwt';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { SESSION_COOKIE, type SessionPayload } from './public/session.js';
import { SessionsService } from './sessions.service.js';

/**
 * Routes that bypass Nest's guards (plugins mounted straight on Fastify, such as Swagger UI) answer
 * 404 unless the request carries an admin's live session, checked as the session guard checks it.
 */
export function onlyAdminsMayOpen(app: NestFastifyApplication, paths: RegExp): void {
  const jwt = app.get(JwtService);
  const sessions = app.get(SessionsService);
  const em = app.get(EntityManager);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', async (request) => {
      if (!paths.test(request.url)) return;
      const token = request.cookies?.[SESSION_COOKIE];
      const payload = token ? await jwt.verifyAsync<SessionPayload>(token, { algorithms: ['HS256'] }).catch(() => null) : null;
      const user = payload ? await sessions.userOf(payload.sub, payload.sid, em.fork()) : null;
      if (user?.role !== 'admin') throw new AppError(ErrorCode.NOT_FOUND, 'Not Found');
    });
}
