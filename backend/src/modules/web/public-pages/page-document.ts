import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { weakEtag } from '../../../common/cache/etag.js';

/** What the shell's server renderer (shell/src/server/render.tsx, built to shell/dist-server) gives back. */
export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  indexable: boolean;
  openGraph: { type: 'website' | 'article'; image: string | null; imageAlt: string | null };
  jsonLd: object[];
}

export interface RenderedPage {
  status: number;
  html: string;
  head: PageHead;
  apiCache: unknown;
}

/** What the renderer gives back for a signed-in user's page (shell/src/server/render.tsx). */
export interface SignedInPage {
  status: number;
  /** The markup of #root; empty when the browser renders the page (its render failed). */
  html: string;
  /** Style tags for the head beyond the shared stylesheet: an admin page's Ant Design styles. */
  styles: string;
  /** The ids of the routes the address matched; a lazily loaded page's chunk is named by its route's id. */
  routeIds: string[];
  /** The user and the page's first data, for the browser's store. */
  apiCache: unknown;
  renderFault?: unknown;
}

export interface ServerApiAccess {
  origin: string;
  fetch: (request: Request) => Promise<Response>;
}

export interface ServerRenderer {
  renderPublicPage(request: { url: string; publicUrl: string; api: ServerApiAccess }): Promise<RenderedPage | undefined>;
  renderSignedInPage(request: { url: string; api: ServerApiAccess }): Promise<SignedInPage | { redirect: string } | undefined>;
}

/** The files of each named chunk group of an app's build (its chunk-map.json), by name. */
type ChunkMap = Record<string, string[]>;

export type AppName = 'shell' | 'learner' | 'admin';

/** The built front end the pages are made of: the shell's index.html, the apps' chunk maps, and the server renderer with its stylesheet. */
export interface PageTemplate {
  indexHtml: string;
  /** A hash of index.html and the stylesheet, for the entity tags of the pages made from them. */
  digest: string;
  chunks: Record<AppName, ChunkMap>;
  renderer?: ServerRenderer;
  /** The server renderer's stylesheet: the shell's and the learner app's styles. */
  stylesheet?: string;
  /** The shell's own styles (its layout, navigation bar and banners): all an admin page needs besides the admin app's. */
  shellStylesheet?: string;
}

const APP_DIRS: Record<AppName, string> = { shell: 'shell/dist', learner: 'learner-app/dist', admin: 'admin-app/dist' };

function readChunkMap(file: string): ChunkMap {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ChunkMap) : {};
}

/** The shell's stylesheets as its build wrote them: the bootstrap chunk's first, then its lazy chunks' (a banner's). */
function shellStylesheet(distDir: string, chunks: ChunkMap): string {
  const first = (chunks.bootstrap ?? []).filter(isStylesheet);
  const rest = readdirSync(distDir)
    .filter((file) => isStylesheet(file) && !first.includes(file))
    .sort();
  return [...first, ...rest].map((file) => readFileSync(join(distDir, file), 'utf8')).join('\n');
}

/** Loads what `npm run build` wrote; a front end that is not built yet has no template (the API still works). */
export function loadPageTemplate(staticRoot: string): PageTemplate | undefined {
  const indexFile = join(staticRoot, 'shell/dist/index.html');
  if (!existsSync(indexFile)) return undefined;
  const chunks = Object.fromEntries(
    Object.entries(APP_DIRS).map(([app, dir]) => [app, readChunkMap(join(staticRoot, dir, 'chunk-map.json'))]),
  ) as Record<AppName, ChunkMap>;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const rendererFile = join(staticRoot, 'shell/dist-server/render.cjs');
  if (!existsSync(rendererFile)) return { indexHtml, digest: weakEtag([indexHtml]), chunks };
  const stylesheet = readFileSync(join(staticRoot, 'shell/dist-server/render.css'), 'utf8');
  return {
    indexHtml,
    digest: weakEtag([indexHtml, stylesheet]),
    chunks,
    renderer: createRequire(import.meta.url)(rendererFile) as ServerRenderer,
    stylesheet,
    shellStylesheet: shellStylesheet(join(staticRoot, APP_DIRS.shell), chunks.shell),
  };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script>: "<" escaped, so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function headTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string | null) =>
    content === null ? '' : `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const { openGraph } = head;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    head.indexable ? '' : meta('name', 'robots', 'noindex'),
    meta('property', 'og:site_name', 'Recruiting Academy'),
    meta('property', 'og:type', openGraph.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', openGraph.image),
    openGraph.image ? meta('property', 'og:image:width', '1200') + meta('property', 'og:image:height', '630') : '',
    meta('property', 'og:image:alt', openGraph.imageAlt),
    meta('name', 'twitter:card', openGraph.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', openGraph.image),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ].join('');
}

/**
 * The shared stylesheet of a rendered learner page (the shell's and the learner app's styles, in the
 * order the browser's build has them), for the start of the body. The app, once it starts, links the
 * stylesheets of the chunks it loads at the end of the head: there they come before this one, so a
 * rule of theirs never overrides this stylesheet's later ones. (In the head, a chunk's stylesheet that
 * arrived before another's would for a moment undo the second's overrides: the learn page's outline
 * toggle, hidden on wide screens by learn.css, shown by the button styles of the chunk before it, moved
 * the whole page down and back.)
 */
function sharedStyles(stylesheet: string | undefined): string {
  return stylesheet ? `<style id="academy-styles">${stylesheet}</style>` : '';
}

type Replacement = readonly [pattern: RegExp, replacement: string];

/**
 * `html` with the first match of each pattern replaced, put together once: the patterns are looked for
 * in `html` alone (the shell's small index.html), never in the large parts that replace them (the
 * stylesheet, the page's markup and its data), and no intermediate document is made.
 */
function fillTemplate(html: string, replacements: readonly Replacement[]): string {
  const found = replacements
    .map(([pattern, replacement]) => {
      const match = pattern.exec(html);
      if (!match) throw new Error(`shell/dist/index.html has no ${pattern}: rebuild the front end`);
      return { start: match.index, end: match.index + match[0].length, replacement };
    })
    .sort((a, b) => a.start - b.start);
  const parts: string[] = [];
  let at = 0;
  for (const { start, end, replacement } of found) {
    if (start < at) throw new Error('shell/dist/index.html: two of the places a page fills in overlap');
    parts.push(html.slice(at, start), replacement);
    at = end;
  }
  parts.push(html.slice(at));
  return parts.join('');
}

/**
 * The runtime configuration and the API cache as inline data (not scripts: nothing blocks the first
 * paint, and the CSP needs no inline scripts), and `rootHtml` in #root, after `beforeRoot`.
 */
function appData(runtimeConfig: unknown, apiCache: unknown, rootHtml: string, rootAttributes = '', beforeRoot = ''): Replacement[] {
  return [
    [
      /<script src="?\/runtime-config\.js"?><\/script>/,
      `<script type="application/json" id="academy-config">${scriptJson(runtimeConfig)}</script>`,
    ],
    [
      /<div id="?root"?><\/div>/,
      `${beforeRoot}<div id="root"${rootAttributes}>${rootHtml}</div><script type="application/json" id="academy-state">${scriptJson(apiCache)}</script>`,
    ],
  ];
}

/**
 * The shell's index.html with a rendered page in it: its head tags, the shared stylesheet, the
 * runtime configuration and the API cache, and the page's markup in #root.
 */
export function pageDocument(template: PageTemplate, page: RenderedPage, runtimeConfig: unknown): string {
  return fillTemplate(template.indexHtml, [
    [/<title>[^<]*<\/title>/, headTags(page.head)],
    [/<meta name="?description"?[^>]*>/, ''],
    [/<noscript>[^<]*<\/noscript>/, ''],
    ...appData(runtimeConfig, page.apiCache, page.html, '', sharedStyles(template.stylesheet)),
  ]);
}

const SAME_ORIGIN = 'http://academy.invalid';

/** A remote's file by its name in the build, beside the remote's manifest (a path when the manifest's URL is one). */
function remoteFileUrl(manifestUrl: string, file: string): string {
  const url = new URL(file, new URL(manifestUrl, SAME_ORIGIN));
  return url.origin === SAME_ORIGIN ? url.pathname : url.href;
}

/** The shell's chunk of the signed-in navigation bar (a visitor's page never loads it). */
const SIGNED_IN_BAR = 'nav-bar';

/**
 * The files a signed-in page at an address of `remote` loads before it can show anything: the shell's
 * bootstrap and navigation bar, and the remote's entry and routes with the chunks of the pages its routes matched
 * (`routeIds`: a page's chunk is named by its route's id).
 */
export function pageFiles(
  template: PageTemplate,
  remote: 'learner' | 'admin',
  manifestUrl: string,
  routeIds: string[],
): { shell: string[]; remote: string[] } {
  const remoteChunks = template.chunks[remote];
  return {
    shell: ['bootstrap', SIGNED_IN_BAR].flatMap((name) => template.chunks.shell[name] ?? []).map((file) => `/${file}`),
    remote: [...new Set([remote, '__federation_expose_routes', ...routeIds].flatMap((name) => remoteChunks[name] ?? []))].map((file) =>
      remoteFileUrl(manifestUrl, file),
    ),
  };
}

export const isStylesheet = (file: string) => file.endsWith('.css');

/**
 * Preload hints for the remote's manifest and `files`, so the browser fetches them all at once
 * instead of one after another as each script finds the next.
 */
export function preloadHints(manifestUrl: string, files: string[]): string {
  const link = (href: string) => `<link rel="preload" as="${isStylesheet(href) ? 'style' : 'script'}" href="${escapeHtml(href)}">`;
  return [`<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(manifestUrl)}">`, ...files.map(link)].join('');
}

/** Stylesheet links for the head. */
export function stylesheetLinks(files: string[]): string {
  return files.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
}

/**
 * A signed-in user's page: the shell's index.html with the page's markup and styles (when it was
 * rendered: the shared stylesheet, the page's own `styles` and the `stylesheets` links), preload hints
 * for the page's files, and the user and the page's first data in the API cache, so the page shows at
 * once and the app starts everything together, without asking first who is signed in. A learner
 * page's shared stylesheet starts the body (see `sharedStyles`); an admin page has the shell's styles
 * alone (the learner app's are not for it) in the head, before its own, which override them.
 */
export function signedInDocument(
  template: PageTemplate,
  page: SignedInPage,
  runtimeConfig: unknown,
  { hints, stylesheets, admin }: { hints: string; stylesheets: string; admin: boolean },
): string {
  const rendered = page.html !== '';
  const headStyles =
    rendered && admin ? `${template.shellStylesheet ? `<style>${template.shellStylesheet}</style>` : ''}${page.styles}${stylesheets}` : '';
  const bodyStyles = rendered && !admin ? sharedStyles(template.stylesheet) : '';
  return fillTemplate(template.indexHtml, [
    [/<\/head>/, `${headStyles}</head>`],
    // After the page's markup: a rendered page shows before its files are asked for, and the app's
    // deferred scripts run only after the whole document anyway.
    [/<\/body>/, `${hints}</body>`],
    // The user came to use the page: its app starts at once (a visitor's rendered page waits for them to act).
    ...appData(runtimeConfig, page.apiCache, page.html, ' data-start="at-once"', bodyStyles),
  ]);
}
