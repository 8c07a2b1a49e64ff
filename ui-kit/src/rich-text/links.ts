/**
 * Link rules of the rich-text editor (docs/product-rules.md#lesson-content-and-the-rich-text-editor):
 * the allowed address schemes, the default protocol for an address typed without one, and URL
 * detection for auto-linking.
 * Pure functions: unit-tested in Node (links.spec.ts).
 */

/** Schemes a link may use; the server's sanitizer allows the same list. */
export const ALLOWED_LINK_SCHEMES = ['http', 'https', 'ftp', 'ftps', 'mailto', 'tel', 'callto', 'sms', 'cid', 'xmpp'] as const;

/** Prefixed to an address entered without a scheme (default protocol http). */
export const DEFAULT_PROTOCOL = 'http://';

/** Every link the editor writes opens in a new tab with these `rel` values. */
export const LINK_TARGET = '_blank';
export const LINK_REL = 'noopener noreferrer nofollow';

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * The scheme of an address, lower-cased, or null when it has none. `example.org:8080/x` and
 * `localhost:3000` have no scheme (a dot in the name or digits after the colon mean host:port).
 */
export function schemeOf(address: string): string | null {
  const match = SCHEME.exec(address);
  if (!match) return null;
  const name = match[1];
  const rest = address.slice(match[0].length);
  if (name.includes('.') || /^\d/.test(rest)) return null;
  return name.toLowerCase();
}

/**
 * The address a link gets for what the user entered, or null when it must not become a link.
 * Browsers ignore tabs and line breaks inside a URL (`java\tscript:`), so they are removed before
 * the scheme is read; other control characters reject the value.
 */
export function normalizeLinkUrl(input: string): string | null {
  const value = input.replace(/[\t\n\r]/g, '').trim();
  if (!value) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  const scheme = schemeOf(value);
  if (scheme === null) {
    // No scheme: the default protocol (a protocol-relative `//host` keeps its host).
    return value.startsWith('//') ? `http:${value}` : `${DEFAULT_PROTOCOL}${value}`;
  }
  return (ALLOWED_LINK_SCHEMES as readonly string[]).includes(scheme) ? value : null;
}

/** What the link prompt's answer means: cancel changes nothing, empty removes the link. */
export type LinkPromptAction = { kind: 'cancel' } | { kind: 'remove' } | { kind: 'set'; url: string } | { kind: 'rejected' };

export function linkPromptAction(answer: string | null): LinkPromptAction {
  if (answer === null) return { kind: 'cancel' };
  if (answer.trim() === '') return { kind: 'remove' };
  const url = normalizeLinkUrl(answer);
  return url === null ? { kind: 'rejected' } : { kind: 'set', url };
}

export interface DetectedUrl {
  start: number;
  end: number;
  /** The link's address (default protocol added, e-mail addresses as mailto:). */
  url: string;
}

/**
 * Auto-detected addresses: anything starting with http(s):// or ftp(s)://, `www.` names and e-mail
 * addresses. Bare names such as `example.org` are left alone (too many false positives, e.g.
 * file names). Trailing punctuation ends a sentence, not the address.
 */
const URL_PATTERN = /\b(?:(?:https?|ftps?):\/\/[^\s<>"]+|www\.[^\s<>"]+\.[^\s<>"]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,})/gi;
const TRAILING_PUNCTUATION = new Set(['.', ',', ';', ':', '!', '?', "'", '"', ']', '}']);
const count = (text: string, char: string) => text.split(char).length - 1;

/** Without sentence punctuation at the end; a closing parenthesis stays when it closes one inside the address. */
function trimTrailing(raw: string): string {
  let value = raw;
  for (;;) {
    const last = value.at(-1);
    if (last === undefined) return value;
    if (TRAILING_PUNCTUATION.has(last) || (last === ')' && count(value, '(') < count(value, ')'))) value = value.slice(0, -1);
    else return value;
  }
}

export function findUrls(text: string): DetectedUrl[] {
  const found: DetectedUrl[] = [];
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = trimTrailing(match[0]);
    if (!raw) continue;
    const start = match.index;
    const isEmail = !/^(?:https?|ftps?):\/\//i.test(raw) && !/^www\./i.test(raw) && raw.includes('@');
    const url = normalizeLinkUrl(isEmail ? `mailto:${raw}` : raw);
    if (url) found.push({ start, end: start + raw.length, url });
  }
  return found;
}

/** The address that ends exactly at `end` of `text` (the word just typed before a space or Enter). */
export function urlEndingAt(text: string, end: number): DetectedUrl | null {
  const before = text.slice(0, end);
  const wordStart = Math.max(before.lastIndexOf(' '), before.lastIndexOf('\n'), before.lastIndexOf('\t')) + 1;
  const word = before.slice(wordStart);
  if (!word) return null;
  const hit = findUrls(word).find((candidate) => candidate.start === 0);
  if (!hit) return null;
  // Trailing punctuation stays outside the link.
  return { start: wordStart, end: wordStart + hit.end, url: hit.url };
}
