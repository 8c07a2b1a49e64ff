import { RequestContext } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { SitemapStream, streamToPromise } from 'sitemap';
import { strongEtag, weakEtag } from '../../../common/cache/etag.js';
import { InjectConfig } from '../../../config/config.module.js';
import type { AppConfig } from '../../../config/config.js';
import { CatalogService } from '../../catalog/catalog.service.js';
import { PathsService } from '../../paths/paths.service.js';
import { WebService } from '../web.service.js';
import { inProcessApi } from './in-process-api.js';
import {
  loadPageTemplate,
  pageDocument,
  isStylesheet,
  pageFiles,
  preloadHints,
  signedInDocument,
  stylesheetLinks,
  type PageTemplate,
  type RenderedPage,
  type ServerApiAccess,
  type ServerRenderer,
} from './page-document.js';

export interface PageAnswer {
  status: number;
  html: string;
  /** Only pages rendered on the server may be indexed; the app's other pages are someone's own. */
  indexable: boolean;
  /** Changes whenever what the page shows does (see `renderedPageEtag`); none for a signed-in user's page, made anew each time. */
  etag?: string;
  /** Where a 302 sends the browser (a signed-in user at /auth goes where they wanted). */
  location?: string;
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

/** RTK Query's bookkeeping of each query in the handed-over cache: new on every render, whatever the data. */
const RENDER_BOOKKEEPING = new Set(['requestId', 'startedTimeStamp', 'fulfilledTimeStamp']);

/**
 * A weak entity tag of a rendered page: the template (its digest), the runtime configuration, the page's status,
 * markup and head, and the API answers it was rendered from. Weak, because the handed-over cache
 * carries timestamps and request ids that differ on every render while the page stays the same. The
 * cache's tag index (`provided`) is left out: it follows from the answers, but lists them in the order
 * they arrived, which differs between renders of the same page.
 */
function renderedPageEtag(template: PageTemplate, runtimeConfig: unknown, page: RenderedPage): string {
  const apiCache = JSON.stringify({ ...(page.apiCache as object), provided: undefined }, (key, value: unknown) =>
    RENDER_BOOKKEEPING.has(key) ? undefined : value,
  );
  return weakEtag([template.digest, JSON.stringify(runtimeConfig), String(page.status), page.html, JSON.stringify(page.head), apiCache]);
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

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
    private readonly em: EntityManager,
    private readonly web: WebService,
    private readonly catalog: CatalogService,
    private readonly paths: PathsService,
  ) {}

  private pageTemplate(): PageTemplate | undefined {
    this.template ??= loadPageTemplate(this.config.web.staticRoot);
    return this.template;
  }

  /** Whether the front end is built (else there are no pages, only the API). */
  hasPages(): boolean {
    return this.pageTemplate() !== undefined;
  }

  /** The shell's index.html as built, for the browser to render; undefined when the front end is not built. */
  appPage(): PageAnswer | undefined {
    const template = this.pageTemplate();
    return template && this.plainApp(template);
  }

  private inProcessApi(ip: string, faults: unknown[], cookie?: string) {
    return inProcessApi(this.adapterHost.httpAdapter.getInstance<FastifyInstance>(), {
      origin: this.config.publicUrl,
      visitorIp: ip,
      faults,
      cookie,
    });
  }

  private plainApp(template: PageTemplate): PageAnswer {
    return { status: 200, html: template.indexHtml, indexable: false, etag: strongEtag(template.indexHtml) };
  }

  /**
   * Runs `render` with the built renderer and the API in process (its reads as from `ip`, with
   * `cookie` when given). The plain index.html when there is no renderer, when `render` gives nothing,
   * or when anything fails (logged: the browser can still render the page, so a fault here must not
   * take it down). Undefined when the front end is not built.
   */
  private async withRenderer(
    url: string,
    viewer: { ip: string; cookie?: string },
    render: (template: PageTemplate & { renderer: ServerRenderer }, api: ServerApiAccess) => Promise<PageAnswer | undefined>,
  ): Promise<PageAnswer | undefined> {
    const template = this.pageTemplate();
    if (!template) return undefined;
    const app = this.plainApp(template);
    const { renderer } = template;
    if (!renderer) return app;
    const faults: unknown[] = [];
    try {
      const answer = await render({ ...template, renderer }, this.inProcessApi(viewer.ip, faults, viewer.cookie));
      if (faults.length > 0) throw faults[0];
      return answer ?? app;
    } catch (error) {
      this.logger.error(
        `Server rendering of ${url} failed; sending the client-rendered page`,
        error instanceof Error ? error.stack : error,
      );
      return app;
    }
  }

  /**
   * A visitor's page at `url`: rendered when a visitor (at `ip`) asks for a public page, else the
   * shell's index.html (the browser renders it). Undefined when the front end is not built.
   */
  page(url: string, viewer: { ip: string }): Promise<PageAnswer | undefined> {
    return this.withRenderer(url, viewer, async (template, api) => {
      const rendered = await template.renderer.renderPublicPage({ url, publicUrl: this.config.publicUrl, api });
      if (!rendered) return undefined;
      const runtimeConfig = this.web.runtimeConfig();
      return {
        status: rendered.status,
        html: pageDocument(template, rendered, runtimeConfig),
        indexable: rendered.status === 200 && rendered.head.indexable,
        etag: renderedPageEtag(template, runtimeConfig, rendered),
      };
    });
  }

  /**
   * A signed-in user's page at `url` (any address of the app): rendered from the data the route's
   * loaders ask for (of the API in process, with the user's cookie, as the browser's would), with that
   * data and the user for the browser's store and preload hints for the page's files. Never indexed,
   * never kept by a shared cache (it is theirs alone). The plain index.html when the session is no
   * longer valid (the browser then shows the visitor's page) or anything fails. Undefined when the
   * front end is not built.
   */
  signedInPage(url: string, viewer: { ip: string; cookie: string }): Promise<PageAnswer | undefined> {
    return this.withRenderer(url, viewer, async (template, api) => {
      const page = await template.renderer.renderSignedInPage({ url, api });
      if (!page) return undefined;
      if ('redirect' in page) return { status: 302, html: '', indexable: false, location: page.redirect };
      if (page.renderFault) {
        const fault = page.renderFault;
        this.logger.warn(
          `Rendering ${url} for a signed-in user failed; the browser renders it`,
          fault instanceof Error ? fault.stack : fault,
        );
      }
      const { learnerRemoteUrl, adminRemoteUrl } = this.config.web;
      const pathname = url.split('?')[0];
      const admin = pathname === '/admin' || pathname.startsWith('/admin/');
      const manifestUrl = admin ? adminRemoteUrl : learnerRemoteUrl;
      const files = pageFiles(template, admin ? 'admin' : 'learner', manifestUrl, page.routeIds);
      // A rendered page has its styles: the shell's and the learner app's are in the shared stylesheet,
      // the admin app's are linked in its head. The app asks for the rest as it starts.
      const rendered = page.html !== '';
      const all = [...files.shell, ...files.remote];
      const hints = preloadHints(manifestUrl, rendered ? all.filter((file) => !isStylesheet(file)) : all);
      const stylesheets = rendered && admin ? stylesheetLinks(files.remote.filter(isStylesheet)) : '';
      const html = signedInDocument(template, page, this.web.runtimeConfig(), { hints, stylesheets, admin });
      return { status: page.status, html, indexable: false };
    });
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
}
