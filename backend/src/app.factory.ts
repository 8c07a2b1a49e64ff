import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { onlyAdminsMayOpen } from './modules/auth/admin-only-routes.js';
import { Logger } from 'nestjs-pino';
import { join } from 'node:path';
import { AppModule } from './app.module.js';
import { AppErrorFilter, answerFrameworkError } from './common/errors/app-error.filter.js';
import { ErrorResponseDto } from './common/errors/error-response.dto.js';
import { describeErrorResponses } from './common/errors/error-responses.openapi.js';
import { registerInputChecks } from './common/input-checks.js';
import { registerCsrfProtection } from './common/security/csrf.js';
import { validationPipe } from './common/validation.js';
import type { AppConfig } from './config/config.js';
import { contentSecurityPolicy } from './modules/web/content-security-policy.js';
import { registerPublicPages } from './modules/web/public-pages/public-pages.routes.js';
import { spaFallback } from './modules/web/spa-fallback.js';
import { registerStaticAssets } from './modules/web/static-assets.js';

export interface CreateAppOptions {
  /** Build the module graph without connecting anything (used to write openapi.json). */
  preview?: boolean;
  /** Sees every SQL statement (tests count queries with it). */
  onQuery?: (sql: string) => void;
}

export async function createApp(config: AppConfig, databaseUrl: string, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const { trustProxy } = config;
  // A hop count: believe X-Forwarded-For only as far as that many proxies from this server.
  const adapter = new FastifyAdapter({
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    frameworkErrors: answerFrameworkError,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, databaseUrl, { onQuery: options.onQuery }), adapter, {
    rawBody: true,
    bufferLogs: !options.preview,
    preview: options.preview,
    logger: options.preview ? false : undefined,
  });
  app.setGlobalPrefix('api', { exclude: ['runtime-config.js', '.well-known/did.json'] });
  if (options.preview) return app;

  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  app.useGlobalPipes(validationPipe());
  app.useGlobalFilters(new AppErrorFilter(app.getHttpAdapter(), spaFallback(join(config.web.staticRoot, 'shell/dist'))));
  if (config.web.corsOrigins.length > 0) app.enableCors({ origin: config.web.corsOrigins, credentials: true });

  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(cookie);
  // Uploads (quiz file answers): one file per request; handlers set their own, smaller limits.
  await app.register(multipart, { limits: { files: 1, fields: 0, fileSize: 10 * 1024 * 1024 } });
  registerCsrfProtection(app.getHttpAdapter().getInstance(), [config.publicUrl, ...config.web.corsOrigins]);
  registerInputChecks(app.getHttpAdapter().getInstance());
  await app.register(helmet, { contentSecurityPolicy: { directives: contentSecurityPolicy(config) } });
  registerPublicPages(app);
  const missing = await registerStaticAssets(app, config);
  if (missing.length > 0) app.get(Logger).warn(`Front end not built yet (run "npm run build"): ${missing.join(', ')}`);

  if (config.apiDocs === 'admin') onlyAdminsMayOpen(app, /^\/api\/docs(-json)?([/?]|$)/);
  if (config.apiDocs !== 'off') SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
  await app.init();
  return app;
}

export function buildOpenApiDocument(app: NestFastifyApplication): OpenAPIObject {
  const document = new DocumentBuilder()
    .setTitle('Recruiting Academy API')
    .setDescription('The API behind the Recruiting Academy learner and admin apps. Sign in sets an httpOnly session cookie.')
    .setVersion('1.0')
    .addCookieAuth('academy_session')
    .build();
  return describeErrorResponses(SwaggerModule.createDocument(app, document, { operationIdFactory: (_controller, method) => method, extraModels: [ErrorResponseDto] }));
}
