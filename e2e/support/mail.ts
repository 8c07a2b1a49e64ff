// The e2e backend has no SMTP_URL, so every e-mail is written as an .eml file under
// `${E2E_DATA_DIR}/mail/` (run-e2e.ts sets E2E_DATA_DIR for the backend and for the tests alike).
// Sending goes through a queue, so a message appears shortly after the call that caused it.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

function mailDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the suites through run-e2e.ts');
  return join(dataDir, 'mail');
}

/** Undoes quoted-printable: soft line breaks (`=` at a line end) and `=XX` escapes such as `=3D`. */
export function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The `To:` header of a raw message (folded continuation lines joined). */
function toHeader(raw: string): string {
  const headers = raw.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' ');
  return /^To:(.*)$/im.exec(headers)?.[1]?.trim() ?? '';
}

/** The e-mail in file `name`, quoted-printable decoded, when it is addressed to `address`; null otherwise. */
async function readMailTo(name: string, address: string): Promise<string | null> {
  const raw = await readFile(join(mailDir(), name), 'utf8');
  if (!toHeader(raw).toLowerCase().includes(address.toLowerCase())) return null;
  // Only the parts are quoted-printable: a header's `token=27…` would otherwise read `token'…`.
  const headersEnd = raw.search(/\r?\n\r?\n/);
  return headersEnd < 0 ? raw : raw.slice(0, headersEnd) + decodeQuotedPrintable(raw.slice(headersEnd));
}

/** The newest e-mail to `address` (quoted-printable decoded) that `accept` takes, if any. */
async function newestMailTo(address: string, accept: (mail: string) => boolean = () => true): Promise<string | null> {
  let files: string[];
  try {
    files = (await readdir(mailDir())).filter((name) => name.endsWith('.eml'));
  } catch {
    return null; // no e-mail written yet
  }
  // Names start with an ISO timestamp, so the newest sorts last.
  for (const name of files.sort().reverse()) {
    const mail = await readMailTo(name, address);
    if (mail !== null && accept(mail)) return mail;
  }
  return null;
}

async function waitForNewestMail(address: string, accept: (mail: string) => boolean, what: string, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = await newestMailTo(address, accept);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No ${what} to ${address} under ${mailDir()} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Every e-mail to `address` that `accept` takes (quoted-printable decoded), oldest first. */
export async function mailsTo(address: string, accept: (mail: string) => boolean = () => true): Promise<string[]> {
  let files: string[];
  try {
    files = (await readdir(mailDir())).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  const mails: string[] = [];
  for (const name of files) {
    const mail = await readMailTo(name, address);
    if (mail !== null && accept(mail)) mails.push(mail);
  }
  return mails;
}

/** Waits for the newest e-mail to `address` that `accept` takes. */
export async function waitForMailMatching(
  address: string,
  accept: (mail: string) => boolean,
  what: string,
  timeoutMs = 15_000,
): Promise<string> {
  return waitForNewestMail(address, accept, what, timeoutMs);
}

/** Waits for the newest e-mail addressed to `address` and returns it, quoted-printable decoded. */
export async function waitForMail(address: string, timeoutMs = 15_000): Promise<string> {
  return waitForNewestMail(address, () => true, 'e-mail', timeoutMs);
}

/** The link to `path` with a `token` (`…/verify-email?token=…`) in `mail`, or null. */
export function tokenLinkIn(mail: string, path: string): string | null {
  const escaped = path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`https?://[^\\s"'<>]+${escaped}\\?token=[\\w-]+`).exec(mail)?.[0] ?? null;
}

/**
 * The `path?token=…` link (e.g. '/verify-email', '/reset-password', '/confirm-email-change') of the
 * newest e-mail to `address` that has one, waiting for it to be written.
 */
export async function waitForTokenLink(address: string, path: string, timeoutMs = 15_000): Promise<string> {
  const mail = await waitForNewestMail(address, (text) => tokenLinkIn(text, path) !== null, `e-mail with a ${path} link`, timeoutMs);
  return tokenLinkIn(mail, path)!;
}

/** The invite link (`…/auth?invite=TOKEN`) of the newest e-mail to `address`. */
export async function waitForInviteLink(address: string, timeoutMs?: number): Promise<string> {
  const mail = await waitForMail(address, timeoutMs);
  const link = /https?:\/\/[^\s"'<>]+\/auth\?invite=[\w-]+/.exec(mail)?.[0];
  if (!link) throw new Error(`The e-mail to ${address} has no invite link:\n${mail}`);
  return link;
}
