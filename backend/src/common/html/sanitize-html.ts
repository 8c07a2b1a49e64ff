import { LRUCache } from 'lru-cache';
import sanitize from 'sanitize-html';

/** Link schemes the rich-text editor allows (docs/product-rules.md#lesson-content-and-the-rich-text-editor). */
export const ALLOWED_LINK_SCHEMES = ['http', 'https', 'ftp', 'ftps', 'mailto', 'tel', 'callto', 'sms', 'cid', 'xmpp'];

const OPTIONS: sanitize.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'strong', 'em', 'blockquote', 'ul', 'ol', 'li', 'code', 'pre', 'a', 'br'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ALLOWED_LINK_SCHEMES,
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Every link opens in a new tab without leaking the opener or the referrer (docs/product-rules.md#lesson-content-and-the-rich-text-editor).
    a: (tagName, attributes) => ({
      tagName,
      attribs: { ...(attributes.href ? { href: attributes.href } : {}), target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
    b: 'strong',
    i: 'em',
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
  },
};

/**
 * Lessons read far more often than they change, and every read sanitises their HTML again (rows
 * written before the editor sanitised, or by hand): the result is kept per input, up to 8 MB of it.
 */
const sanitized = new LRUCache<string, string>({ maxSize: 8 * 1024 * 1024, sizeCalculation: (value, key) => value.length + key.length });

/** Lesson HTML through the product's allow-list: scripts, event handlers, styles and javascript: links are removed. */
export function sanitizeLessonHtml(html: string | null | undefined): string {
  if (!html) return '';
  let clean = sanitized.get(html);
  if (clean === undefined) {
    clean = sanitize(html, OPTIONS);
    sanitized.set(html, clean);
  }
  return clean;
}

const PLAIN_TEXT: sanitize.IOptions = { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' };
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * Text that people type for others to read (course reviews), as plain text: every tag is removed
 * through the same sanitiser as lesson HTML (scripts and styles with their content), control
 * characters other than line breaks and tabs go, and runs of blank lines shrink to one. Screens show
 * the result as text, never as HTML.
 */
export function sanitizePlainText(text: string | null | undefined): string {
  if (!text) return '';
  const withoutMarkup = sanitize(text, PLAIN_TEXT).replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]);
  return (
    withoutMarkup
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/** Block ends after which a post's plain text starts a new line. */
const BLOCK_END = /<\/(?:p|h2|h3|h4|li|blockquote|pre)>|<br\s*\/?>/g;

const POST_OPTIONS: sanitize.IOptions = {
  ...OPTIONS,
  transformTags: {
    ...OPTIONS.transformTags,
    // Links people post for others: opened in a new tab, and marked as user content search engines should not follow.
    a: (tagName, attributes) => ({
      tagName,
      attribs: { ...(attributes.href ? { href: attributes.href } : {}), target: '_blank', rel: 'nofollow ugc noopener' },
    }),
  },
};

/**
 * A discussion post's rich text: the lessons' allow-list (scripts, event handlers, styles and
 * javascript: links removed), every link marked `rel="nofollow ugc noopener"`. With its plain text,
 * for search, excerpts and e-mails.
 */
export function sanitizePostHtml(html: string | null | undefined): { html: string; text: string } {
  if (!html) return { html: '', text: '' };
  const clean = sanitize(html, POST_OPTIONS);
  return { html: clean, text: sanitizePlainText(clean.replace(BLOCK_END, '$&\n')) };
}
