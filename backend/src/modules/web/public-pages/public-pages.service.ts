import { RequestContext } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { SitemapStream, streamToPromise } from 'sitemap';
import { strongEtag, weakEtag } from '../../../common/cache/etag.js';
import type { JsonDocument } from '../../../common/cache/json-document.js';
import { AppError } from '../../../common/errors/app-error.js';
import { errorAnswer } from '../../../common/errors/app-error.filter.js';
import { ErrorCode } from '../../../common/errors/error-codes.js';
import { parseRowId } from '../../../common/row-id.js';
import { InjectConfig } from '../../../config/config.module.js';
import type { AppConfig } from '../../../config/config.js';
import { SIGN_IN_REQUIRED } from '../../auth/public/session.js';
import { CatalogService } from '../../catalog/catalog.service.js';
import { CertificatesService } from '../../certificates/certificates.service.js';
import { CourseCreditsService } from '../../credits/course-credits.service.js';
import { PathPricingService } from '../../paths/path-pricing.service.js';
import { PathsService } from '../../paths/paths.service.js';
import { ReviewsService } from '../../reviews/reviews.service.js';
import { WebService } from '../web.service.js';
import { loadPageTemplate, pageDocument, type PageTemplate, type RenderedPage, type ServerApiAccess } from './page-document.js';

export interface PageAnswer {
  status: number;
  html: string;
  /** Only pages rendered on the server may be indexed; the app's other pages are someone's own. */
  indexable: boolean;
  /** Changes whenever what the page shows does (see `renderedPageEtag`). */
  etag: string;
}

/** Paths that are never worth a search engine's visit (the public images under /api/ stay allowed for link previews). */
const ROBOTS_DISALLOW = [
  '/api/',
  '/admin',
  '/auth',
  '/account',
  '/downloads',
  '/lessons/',
  '/checkout/',
  '/courses/*/learn',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/confirm-email-change',
];
const ROBOTS_ALLOW = ['/api/course-images/', '/api/courses/*/social-image', '/api/certificates/*/social-image'];

/** The API a visitor's public page asks for while it renders, answered by the services themselves. */
type ApiRoute = [pattern: RegExp, answer: (match: RegExpMatchArray, url: URL) => Promise<Response>];

/** A JSON answer the catalogue holds ready, as the API sends it. */
const jsonResponse = (document: JsonDocument) => new Response(document.json, { headers: { 'Content-Type': 'application/json' } });

/** The first page of a course's reviews as the course page asks for it while it renders (anything else is refused as the API would). */
function reviewPageOf(params: URLSearchParams): { page: number; pageSize: number; sort: 'newest' | 'helpful' } {
  const page = Number(params.get('page') ?? 1);
  const pageSize = Number(params.get('pageSize') ?? 20);
  const sort = params.get('sort') ?? 'newest';
  const whole = (value: number, max: number) => Number.isInteger(value) && value >= 1 && value <= max;
  if (!whole(page, 100_000) || !whole(pageSize, 100) || (sort !== 'newest' && sort !== 'helpful'))
    throw new AppError(ErrorCode.VALIDATION_FAILED, 'page, pageSize or sort out of range');
  return { page, pageSize, sort };
}

/** RTK Query's bookkeeping of each query in the handed-over cache: new on every render, whatever the data. */
const RENDER_BOOKKEEPING = new Set(['requestId', 'startedTimeStamp', 'fulfilledTimeStamp']);

/**
 * A weak entity tag of a rendered page: the template, the runtime configuration, the page's status,
 * markup and head, and the API answers it was rendered from. Weak, because the handed-over cache
 * carries timestamps and request ids that differ on every render while the page stays the same. The
 * cache's tag index (`provided`) is left out: it follows from the answers, but lists them in the order
 * they arrived, which differs between renders of the same page.
 */
function renderedPageEtag(template: PageTemplate, runtimeConfig: unknown, page: RenderedPage): string {
  const apiCache = JSON.stringify({ ...(page.apiCache as object), provided: undefined }, (key, value: unknown) =>
    RENDER_BOOKKEEPING.has(key) ? undefined : value,
  );
  return weakEtag([
    template.indexHtml,
    template.stylesheet ?? '',
    JSON.stringify(runtimeConfig),
    String(page.status),
    page.html,
    JSON.stringify(page.head),
    apiCache,
  ]);
}

/**
 * The landing page, the course list, a course, a learning path and a certificate, rendered on the server for visitors
 * (search engines and link previews read them without running scripts), then taken over by the
 * browser. Signed-in users get the client-rendered app as before: their pages are theirs alone.
 */
@Injectable()
export class PublicPagesService {
  private readonly logger = new Logger(PublicPagesService.name);
  private template: PageTemplate | undefined;
  private readonly apiRoutes: ApiRoute[];

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly em: EntityManager,
    private readonly web: WebService,
    private readonly catalog: CatalogService,
    private readonly paths: PathsService,
    pathPricing: PathPricingService,
    certificates: CertificatesService,
    reviews: ReviewsService,
    credits: CourseCreditsService,
  ) {
    this.apiRoutes = [
      [
        /^\/api\/user$/,
        () => {
          throw new AppError(ErrorCode.UNAUTHENTICATED, SIGN_IN_REQUIRED);
        },
      ],
      [/^\/api\/courses\/public$/, async () => jsonResponse(await catalog.publicCatalogue())],
      [
        /^\/api\/courses\/public\/([^/]+)$/,
        async ([, text]) => {
          const id = parseRowId(text);
          if (id === null) throw new AppError(ErrorCode.COURSE_NOT_FOUND, 'Course not found');
          return jsonResponse(await catalog.publicCourseDetail(id));
        },
      ],
      [
        /^\/api\/lessons\/([^/]+)\/preview$/,
        async ([, text]) => {
          const id = parseRowId(text);
          if (id === null) throw new AppError(ErrorCode.LESSON_NOT_FOUND, 'Lesson not found');
          return Response.json(await catalog.previewLesson(id));
        },
      ],
      [
        /^\/api\/courses\/([^/]+)\/reviews$/,
        async ([, text], url) => {
          const id = parseRowId(text);
          if (id === null) throw new AppError(ErrorCode.COURSE_NOT_FOUND, 'Course not found');
          return Response.json(await reviews.page(null, id, reviewPageOf(url.searchParams)));
        },
      ],
      [
        /^\/api\/courses\/([^/]+)\/credits$/,
        async ([, text]) => {
          const id = parseRowId(text);
          if (id === null) throw new AppError(ErrorCode.COURSE_NOT_FOUND, 'Course not found');
          return Response.json(await credits.offered(null, id));
        },
      ],
      [/^\/api\/certificates\/([^/]+)$/, async ([, code]) => Response.json(await certificates.verify(decodeURIComponent(code)))],
      [/^\/api\/paths$/, async () => Response.json(await paths.catalogue(null))],
      [/^\/api\/paths\/([a-z0-9-]{1,220})$/, async ([, slug]) => Response.json(await paths.detail(null, slug))],
      [/^\/api\/paths\/([a-z0-9-]{1,220})\/purchase$/, async ([, slug]) => Response.json(await pathPricing.purchase(null, slug))],
      [/^\/api\/paths\/([a-z0-9-]{1,220})\/credits$/, async ([, slug]) => Response.json(await credits.offeredByPath(null, slug))],
      [
        /^\/api\/courses\/([^/]+)\/paths$/,
        async ([, text]) => {
          const id = parseRowId(text);
          if (id === null) throw new AppError(ErrorCode.COURSE_NOT_FOUND, 'Course not found');
          return Response.json(await paths.coursePaths(null, id));
        },
      ],
    ];
  }

  private pageTemplate(): PageTemplate | undefined {
    this.template ??= loadPageTemplate(this.config.web.staticRoot);
    return this.template;
  }

  /**
   * The page at `url`: rendered when a visitor asks for a public page, else the shell's index.html
   * (the browser renders it). Undefined when the front end is not built.
   */
  async page(url: string, signedIn: boolean): Promise<PageAnswer | undefined> {
    const template = this.pageTemplate();
    if (!template) return undefined;
    const app = { status: 200, html: template.indexHtml, indexable: false, etag: strongEtag(template.indexHtml) };
    if (signedIn || !template.renderer) return app;
    const faults: unknown[] = [];
    try {
      // These routes are Fastify's own, outside Nest's per-request database context: the page gets one.
      const renderer = template.renderer;
      const rendered = await RequestContext.create(this.em, () =>
        renderer.renderPublicPage({ url, publicUrl: this.config.publicUrl, api: this.serverApi(faults) }),
      );
      if (faults.length > 0) throw faults[0];
      if (!rendered) return app;
      const runtimeConfig = this.web.runtimeConfig();
      return {
        status: rendered.status,
        html: pageDocument(template, rendered, runtimeConfig),
        indexable: rendered.status === 200 && rendered.head.indexable,
        etag: renderedPageEtag(template, runtimeConfig, rendered),
      };
    } catch (error) {
      // The browser can still render the page: a fault here must not take the page down.
      this.logger.error(
        `Server rendering of ${url} failed; sending the client-rendered page`,
        error instanceof Error ? error.stack : error,
      );
      return app;
    }
  }

  /** The landing page, the course list, every course and every learning path a visitor may see. */
  async sitemap(): Promise<string> {
    const [courses, paths] = await RequestContext.create(this.em, () =>
      Promise.all([this.catalog.publicCourseDates(), this.paths.publicPathDates()]),
    );
    const newest = courses.reduce<Date | undefined>(
      (latest, course) => (!latest || course.updatedAt > latest ? course.updatedAt : latest),
      undefined,
    );
    const stream = new SitemapStream({ hostname: `${this.config.publicUrl}/` });
    stream.write({ url: '/', ...(newest ? { lastmod: newest.toISOString() } : {}) });
    stream.write({ url: '/courses', ...(newest ? { lastmod: newest.toISOString() } : {}) });
    for (const course of courses) stream.write({ url: `/courses/${course.id}`, lastmod: course.updatedAt.toISOString() });
    for (const path of paths) stream.write({ url: `/paths/${path.slug}`, lastmod: path.updatedAt.toISOString() });
    stream.end();
    return (await streamToPromise(stream)).toString('utf8');
  }

  robots(): string {
    return [
      'User-agent: *',
      ...ROBOTS_ALLOW.map((path) => `Allow: ${path}`),
      ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${this.config.publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
  }

  /** The API inside the process; a fault of ours (not a refusal the API would answer) is kept in `faults`. */
  private serverApi(faults: unknown[]): ServerApiAccess {
    const origin = this.config.publicUrl;
    return {
      origin,
      fetch: async (request) => {
        const url = new URL(request.url);
        const path = url.pathname;
        try {
          if (request.method !== 'GET') throw new AppError(ErrorCode.NOT_FOUND, 'Not found');
          for (const [pattern, answer] of this.apiRoutes) {
            const match = path.match(pattern);
            if (match) return await answer(match, url);
          }
          throw new AppError(ErrorCode.NOT_FOUND, `${path} is not available while a page renders on the server`);
        } catch (error) {
          const refusal = errorAnswer(error);
          if (refusal) return Response.json(refusal.body, { status: refusal.body.statusCode });
          faults.push(error);
          throw error;
        }
      },
    };
  }
}
