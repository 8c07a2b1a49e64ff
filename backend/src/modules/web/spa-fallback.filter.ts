import { type ArgumentsHost, Catch, type ExceptionFilter, type HttpServer, NotFoundException } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Client-side routes (/courses/1, /admin/…) are not server routes: a GET for an HTML page that no
 * route matched gets the shell's index.html, which renders the page or the 404 screen.
 */
@Catch(NotFoundException)
export class SpaFallbackFilter extends BaseExceptionFilter implements ExceptionFilter {
  private indexHtml: Buffer | undefined;

  constructor(
    applicationRef: HttpServer,
    private readonly shellRoot: string,
  ) {
    super(applicationRef);
  }

  override catch(exception: NotFoundException, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const path = request.url.split('?')[0];
    const wantsPage =
      request.method === 'GET' &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      !path.startsWith('/remotes/') &&
      !/\.[a-z0-9]+$/i.test(path);
    const index = wantsPage ? this.loadIndex() : undefined;
    if (!index) {
      super.catch(exception, host);
      return;
    }
    void reply.status(200).header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(index);
  }

  private loadIndex(): Buffer | undefined {
    if (!this.indexHtml) {
      const file = join(this.shellRoot, 'index.html');
      if (existsSync(file)) this.indexHtml = readFileSync(file);
    }
    return this.indexHtml;
  }
}
