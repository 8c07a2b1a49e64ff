/**
 * HTML in and out of the draft-js editor.
 *
 * - Out: our own small converter, ContentState → HTML, for exactly what the editor supports (the
 *   server's allow-list): paragraphs, h2–h4, blockquote, ul/ol items, code blocks; bold, italic and
 *   inline code; links with an allowed scheme (always target _blank, rel noopener noreferrer
 *   nofollow). Every text is escaped. Anything else becomes a paragraph / plain text.
 * - In: draft-js `convertFromHTML` (needs a DOM: browser only). Headings 1, 5 and 6 that it
 *   produces come out as h2 / h4 (headings 2 to 4 only).
 */
import { ContentState, convertFromHTML, type ContentBlock } from 'draft-js';
import { LINK_REL, LINK_TARGET, normalizeLinkUrl } from './links.js';

const BLOCK_TAGS: Record<string, string> = {
  'header-one': 'h2',
  'header-two': 'h2',
  'header-three': 'h3',
  'header-four': 'h4',
  'header-five': 'h4',
  'header-six': 'h4',
  blockquote: 'blockquote',
};

/** Inline styles written out, outermost first. */
const STYLE_TAGS: [style: string, tag: string][] = [
  ['BOLD', 'strong'],
  ['ITALIC', 'em'],
  ['CODE', 'code'],
];

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Text with line breaks inside a block (Shift+Enter) as <br>. */
const textHtml = (text: string) => escapeHtml(text).replace(/\n/g, '<br>');

/** The address of a LINK entity, or null when it has none or its scheme is not allowed. */
function linkHref(content: ContentState, entityKey: string | null): string | null {
  if (!entityKey) return null;
  const entity = content.getEntity(entityKey);
  if (entity.getType() !== 'LINK') return null;
  const data = entity.getData() as { url?: unknown; href?: unknown };
  const raw = typeof data.url === 'string' ? data.url : typeof data.href === 'string' ? data.href : '';
  return normalizeLinkUrl(raw);
}

/** A block's text with its inline styles and links. */
function inlineHtml(content: ContentState, block: ContentBlock): string {
  const text = block.getText();
  const characters = block.getCharacterList();
  let html = '';
  let openHref: string | null = null;
  let index = 0;
  while (index < text.length) {
    const meta = characters.get(index);
    const styles = meta ? meta.getStyle() : null;
    const href = linkHref(content, meta ? meta.getEntity() : null);
    // One run: the characters with the same styles and the same link.
    let end = index + 1;
    while (end < text.length) {
      const next = characters.get(end);
      const sameStyles = next && styles ? next.getStyle().equals(styles) : !next === !styles;
      if (!sameStyles || linkHref(content, next ? next.getEntity() : null) !== href) break;
      end += 1;
    }
    if (href !== openHref) {
      if (openHref !== null) html += '</a>';
      if (href !== null) html += `<a href="${escapeHtml(href)}" target="${LINK_TARGET}" rel="${LINK_REL}">`;
      openHref = href;
    }
    const tags = STYLE_TAGS.filter(([style]) => styles?.has(style)).map(([, tag]) => tag);
    html +=
      tags.map((tag) => `<${tag}>`).join('') +
      textHtml(text.slice(index, end)) +
      [...tags]
        .reverse()
        .map((tag) => `</${tag}>`)
        .join('');
    index = end;
  }
  if (openHref !== null) html += '</a>';
  return html;
}

const LIST_TAGS: Record<string, string> = { 'unordered-list-item': 'ul', 'ordered-list-item': 'ol' };

/** ContentState → HTML. An editor holding nothing but empty paragraphs gives ''. */
export function contentStateToHtml(content: ContentState): string {
  const blocks = content.getBlocksAsArray();
  if (blocks.every((block) => block.getText().trim() === '' && block.getType() === 'unstyled')) return '';
  let html = '';
  let index = 0;
  while (index < blocks.length) {
    const block = blocks[index];
    const type = block.getType();
    const listTag = LIST_TAGS[type];
    if (listTag) {
      // Consecutive items of one kind form one list.
      html += `<${listTag}>`;
      while (index < blocks.length && blocks[index].getType() === type) {
        html += `<li>${inlineHtml(content, blocks[index])}</li>`;
        index += 1;
      }
      html += `</${listTag}>`;
      continue;
    }
    if (type === 'code-block') {
      // Consecutive code lines form one <pre>; the text is kept as typed (no inline tags).
      const lines: string[] = [];
      while (index < blocks.length && blocks[index].getType() === 'code-block') {
        lines.push(escapeHtml(blocks[index].getText()));
        index += 1;
      }
      html += `<pre><code>${lines.join('\n')}</code></pre>`;
      continue;
    }
    const tag = BLOCK_TAGS[type] ?? 'p';
    html += `<${tag}>${inlineHtml(content, block)}</${tag}>`;
    index += 1;
  }
  return html;
}

/** HTML → ContentState with draft-js's own parser (browser only: it needs the DOM). */
export function htmlToContentState(html: string | null | undefined): ContentState {
  if (!html || !html.trim()) return ContentState.createFromText('');
  const { contentBlocks, entityMap } = convertFromHTML(html);
  if (!contentBlocks || contentBlocks.length === 0) return ContentState.createFromText('');
  return ContentState.createFromBlockArray(contentBlocks, entityMap);
}
