import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

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

export interface ServerApiAccess {
  origin: string;
  fetch: (request: Request) => Promise<Response>;
}

export interface ServerRenderer {
  renderPublicPage(request: { url: string; publicUrl: string; api: ServerApiAccess }): Promise<RenderedPage | undefined>;
}

/** The built front end the pages are made of: the shell's index.html, and the server renderer with its stylesheet. */
export interface PageTemplate {
  indexHtml: string;
  renderer?: ServerRenderer;
  stylesheet?: string;
}

/** Loads what `npm run build` wrote; a front end that is not built yet has no template (the API still works). */
export function loadPageTemplate(staticRoot: string): PageTemplate | undefined {
  const indexFile = join(staticRoot, 'shell/dist/index.html');
  if (!existsSync(indexFile)) return undefined;
  const template: PageTemplate = { indexHtml: readFileSync(indexFile, 'utf8') };
  const rendererFile = join(staticRoot, 'shell/dist-server/render.cjs');
  if (existsSync(rendererFile)) {
    template.renderer = createRequire(import.meta.url)(rendererFile) as ServerRenderer;
    template.stylesheet = readFileSync(join(staticRoot, 'shell/dist-server/render.css'), 'utf8');
  }
  return template;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script>: "<" escaped, so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function headTags(head: PageHead, stylesheet: string): string {
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
    `<style>${stylesheet}</style>`,
  ].join('');
}

function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`shell/dist/index.html has no ${pattern}: rebuild the front end`);
  return html.replace(pattern, () => replacement);
}

/**
 * The shell's index.html with a rendered page in it: its head tags and styles, the runtime
 * configuration and the API cache as inline data (not scripts: nothing blocks the first paint, and
 * the CSP needs no inline scripts), and the page's markup in #root.
 */
export function pageDocument(template: PageTemplate, page: RenderedPage, runtimeConfig: unknown): string {
  let html = template.indexHtml;
  html = replaceOnce(html, /<title>[^<]*<\/title>/, headTags(page.head, template.stylesheet ?? ''));
  html = replaceOnce(html, /<meta name="?description"?[^>]*>/, '');
  html = replaceOnce(
    html,
    /<script src="?\/runtime-config\.js"?><\/script>/,
    `<script type="application/json" id="academy-config">${scriptJson(runtimeConfig)}</script>`,
  );
  html = replaceOnce(html, /<noscript>[^<]*<\/noscript>/, '');
  html = replaceOnce(
    html,
    /<div id="?root"?><\/div>/,
    `<div id="root">${page.html}</div><script type="application/json" id="academy-state">${scriptJson(page.apiCache)}</script>`,
  );
  return html;
}
