import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import type { Type } from '@nestjs/common';
import { DiscoveryService, ModulesContainer, NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { onlyAdminsMayOpen } from './modules/auth/admin-only-routes.js';
import { declareSignedInUser } from './modules/auth/signed-in-request.js';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import { AppErrorFilter, answerFrameworkError } from './common/errors/app-error.filter.js';
import { ErrorResponseDto } from './common/errors/error-response.dto.js';
import { describeErrorResponses } from './common/errors/error-responses.openapi.js';
import { registerInputChecks } from './common/input-checks.js';
import { BEARER_SCHEME, COOKIE_SCHEME, describeSecurity } from './common/openapi/security.openapi.js';
import { corsForTokensAndTrustedOrigins } from './common/security/cors.js';
import { registerCsrfProtection } from './common/security/csrf.js';
import { fixedSecurityHeaders } from './common/security/security-headers.js';
import { validationPipe } from './common/validation.js';
import { APP_CONFIG } from './config/config.module.js';
import { prepareGracefulShutdown } from './infrastructure/graceful-shutdown.js';
import type { AppConfig } from './config/config.js';
import { SESSION_COOKIE } from './modules/auth/public/session.js';
import { contentSecurityPolicy } from './modules/web/content-security-policy.js';
import { registerPublicPages } from './modules/web/public-pages/public-pages.routes.js';
import { PublicPagesService } from './modules/web/public-pages/public-pages.service.js';
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
    // While stopping, requests on open connections are served as usual (graceful-shutdown.ts): a proxy does not replay a POST that got a 503.
    return503OnClosing: false,
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, databaseUrl, { onQuery: options.onQuery }),
    adapter,
    {
      rawBody: true,
      bufferLogs: !options.preview,
      preview: options.preview,
      logger: options.preview ? false : undefined,
    },
  );
  app.setGlobalPrefix('api', { exclude: ['runtime-config.js', '.well-known/did.json'] });
  if (options.preview) return app;

  app.useLogger(app.get(Logger));
  app.useGlobalPipes(validationPipe());
  app.useGlobalFilters(
    new AppErrorFilter(
      app.getHttpAdapter(),
      spaFallback(() => app.get(PublicPagesService)),
    ),
  );
  app.enableCors({ delegator: corsForTokensAndTrustedOrigins(config.web.corsOrigins) });

  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(cookie);
  // Uploads (quiz file answers): one file per request; handlers set their own, smaller limits.
  await app.register(multipart, { limits: { files: 1, fields: 0, fileSize: 10 * 1024 * 1024 } });
  registerCsrfProtection(app.getHttpAdapter().getInstance(), [config.publicUrl, ...config.web.corsOrigins]);
  registerInputChecks(app.getHttpAdapter().getInstance());
  declareSignedInUser(app.getHttpAdapter().getInstance());
  prepareGracefulShutdown(app);
  const securityHeaders = fixedSecurityHeaders({ contentSecurityPolicy: { directives: contentSecurityPolicy(config) } });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (_request, reply, done) => {
      reply.headers(securityHeaders);
      done();
    });
  registerPublicPages(app);
  const missing = await registerStaticAssets(app, config);
  if (missing.length > 0) app.get(Logger).warn(`Front end not built yet (run "npm run build"): ${missing.join(', ')}`);

  if (config.apiDocs === 'admin') onlyAdminsMayOpen(app, /^\/api\/docs(-json)?([/?]|$)/);
  if (config.apiDocs !== 'off')
    SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
      jsonDocumentUrl: 'api/docs-json',
      swaggerOptions: { persistAuthorization: true },
    });
  await app.init();
  return app;
}

/** Tag descriptions, in the order the documentation lists them. */
const API_TAGS: [name: string, description: string][] = [
  ['auth', 'Signing in and out, registration, e-mail verification and password reset. Signing in sets the httpOnly session cookie.'],
  ['account', "The signed-in person's own account: profile and picture, e-mail address and password, sessions, data export and deletion."],
  [
    'catalog',
    'Courses, modules and lessons as the viewer may see them: visitors see the courses open to everyone; learners also those of their role and those shared with them; admins see every course.',
  ],
  ['learning', "Enrolment, the learning page, lesson completion and resume point, and the learner's dashboard."],
  [
    'quizzes',
    'Taking a quiz: attempts with a server deadline, answers saved as the learner goes, file answers and results, all graded on the server.',
  ],
  [
    'certificates',
    "Certificates of completion: the learner's own, public verification by code, the PDF, the Open Badges 3.0 credential and the revocation list.",
  ],
  [
    'payments',
    "Paying for a course with Stripe (card form, hosted checkout, a visitor's checkout by e-mail), confirming a payment, and the learner's subscriptions.",
  ],
  [
    'teams',
    "Team seats: buying seats of a course for a team, the manager's seats, invitations and dashboard, and accepting an invitation.",
  ],
  [
    'discussions',
    "Lesson Q&A and course community discussions for a course's enrolled learners and admins: threads, replies, upvotes, answers, reports and moderation, the learner's notifications and discussion e-mail setting, and one-click unsubscribe.",
  ],
  [
    'cohorts',
    "Cohorts of a course or a learning path and their live sessions: joining and leaving a cohort, a team manager placing a seat's holder, the sessions of the learner's cohort (join link, .ics file, private calendar feed), and for admins cohorts, sessions, attendance with its credits and drip modules.",
  ],
  [
    'sso',
    "Employer single sign-on for team seats: a team's (or the academy's) OIDC or SAML 2.0 connection, configured by the team's manager or an admin, and signing in through it from a work e-mail address.",
  ],
  [
    'scorm',
    'SCORM 1.2 and 2004 lessons: uploading a package, launching it in a sandbox from our own origin, committing run-time data, and the results per lesson.',
  ],
  [
    'reviews',
    "Course reviews and ratings: a learner's own review once enough of the course is done, helpful votes, admin moderation and the review setting.",
  ],
  [
    'practice',
    "Practice conversations: a persona, a scenario and a rubric per lesson; attempts played as a branching scenario or with the academy's model provider (replies streamed as Server-Sent Events), graded against the rubric; the admins' review, analytics and model usage.",
  ],
  [
    'sourcing',
    'Candidate pools for the sourcing lab: admins import them from CSV or JSON, choose the default, and run search strings over them.',
  ],
  [
    'credits',
    "Continuing-education credits: what a course or path earns (SHRM PDCs, HRCI hours, CPD hours), the learner's certifications, ledger, own entries, evidence and transcript, and the academy's requirements, record retention and provider records.",
  ],
  [
    'paths',
    "Learning paths as the viewer may see them: the published paths, a path's steps each done, available or locked, the learner's started paths and a course's paths.",
  ],
  ['instructors', 'Instructor profiles with photo, credentials and links, and the instructors shown on a course.'],
  [
    'coupons',
    'Promotion codes: admins create and disable them (created at Stripe as well); anyone may price a course with a code before paying.',
  ],
  ['downloads', 'The download library of guides and templates, and its stored files.'],
  ['social-images', 'The 1200×630 link-preview images of public courses and certificates.'],
  [
    'admin',
    'Admin reports and actions: users and their sign-in, students of a course, analytics, access grants and invites, the mail queue.',
  ],
  ['course-admin', 'Course authoring for admins: courses, modules and lessons, their order, course images and who may see a course.'],
  ['quiz-admin', "Quiz authoring and review for admins: a lesson's quiz settings, its questions, attempts and manual grading."],
  [
    'path-admin',
    'Learning paths for admins: create, edit and order paths, set their steps (courses, practice conversations, sourcing exercises) and prerequisites, publish and delete.',
  ],
  ['api-tokens', 'API tokens for integrations: admins create, list and revoke them, signed in (a token cannot manage tokens).'],
  ['webhooks', "Outgoing webhooks: signed deliveries of academy events to an academy's own systems, with a delivery log and redelivery."],
  ['exports', 'CSV exports of users, enrolments, quiz results and payments, streamed.'],
  ['health', 'Whether the database and Redis are up: a bare answer for load balancers, the details for admins.'],
];

/**
 * The OpenAPI document: `servers` is the deployment's PUBLIC_URL (the committed openapi.json carries
 * the default, http://localhost:3000), and every operation says how it is authenticated.
 */
export function buildOpenApiDocument(app: NestFastifyApplication): OpenAPIObject {
  const config = app.get<AppConfig>(APP_CONFIG);
  const builder = new DocumentBuilder()
    .setTitle('Recruiting Academy API')
    .setDescription(
      'The API behind the Recruiting Academy learner and admin apps, open to the tools an academy already runs. ' +
        'People sign in with `POST /api/login`, which sets an httpOnly session cookie; integrations send an API token as `Authorization: Bearer ra_…`. ' +
        'Each operation says which of the two it accepts and, for tokens, which scope it needs. ' +
        'Every error has the same body: the HTTP `statusCode`, a stable `code` to switch on, and a `message` for people.',
    )
    .setVersion('1.0')
    .addServer(config.publicUrl, 'This academy (PUBLIC_URL)')
    .addCookieAuth(
      SESSION_COOKIE,
      {
        type: 'apiKey',
        in: 'cookie',
        description:
          "The session cookie that `POST /api/login` and `POST /api/register` set (httpOnly, SameSite=Lax). Requests that change data with it must send JSON, and a browser's Origin must be the academy's own.",
      },
      COOKIE_SCHEME,
    )
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'API token',
        description:
          'An API token: `Authorization: Bearer ra_…`. Admins create tokens in Admin → Integrations → API tokens, with a name, scopes and an expiry; the secret starts with `ra_` and is shown once. ' +
          `A token acts as the admin who created it, limited to its scopes: each operation says which scope it needs, or that tokens cannot call it. Each token may make ${config.auth.apiTokenRequestsPerMinute} requests a minute (then 429, with Retry-After).`,
      },
      BEARER_SCHEME,
    );
  for (const [name, description] of API_TAGS) builder.addTag(name, description);
  const document = SwaggerModule.createDocument(app, builder.build(), {
    operationIdFactory: (_controller, method) => method,
    extraModels: [ErrorResponseDto],
  });
  const controllers = new DiscoveryService(app.get(ModulesContainer))
    .getControllers()
    .flatMap((wrapper) => (wrapper.metatype ? [wrapper.metatype as Type] : []));
  return describeErrorResponses(describeSecurity(document, controllers));
}
