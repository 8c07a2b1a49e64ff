import { Injectable } from '@nestjs/common';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import { Clock } from '../../common/clock.js';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import { displayName } from '../users/public/display-name.js';
import type { ScormCmi } from './public/scorm-types.js';
import { flattenCmi, launchCmi } from './scorm-cmi.js';
import { readContentToken } from './scorm-content-token.js';
import { ScormStorage } from './scorm-storage.service.js';
import { unsafeEntryName } from './scorm-zip.js';
import { ScormRepository } from './scorm.repository.js';

export const SCORM_BRIDGE_PATH = '/api/scorm-bridge.js';

/**
 * Every response of package content: the CSP sandbox without allow-same-origin runs the package in an
 * opaque origin (no academy cookies, storage or API responses); its files may be loaded by that
 * origin (CORP cross-origin) and framed by the package's own frames (no X-Frame-Options).
 */
export const CONTENT_HEADERS: Record<string, string> = {
  'Content-Security-Policy': 'sandbox allow-scripts allow-forms allow-popups',
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'Referrer-Policy': 'no-referrer',
};

const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  htm: 'text/html; charset=utf-8',
  xhtml: 'application/xhtml+xml; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  xsd: 'application/xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  vtt: 'text/vtt; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  eot: 'application/vnd.ms-fontobject',
  pdf: 'application/pdf',
  swf: 'application/x-shockwave-flash',
};

export interface ContentFile {
  contentType: string;
  length: number;
  body: Readable | Buffer;
  /** HTML carries the learner's data: never cached. */
  cacheControl: string;
}

function contentType(path: string): string {
  const extension = path.includes('.') ? path.split('.').pop()!.toLowerCase() : '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/** `<`, `&` and quotes escaped for an attribute value. */
function attributeValue(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Puts the bridge first in an HTML document: after `<head>` (else after `<html>`, else after the
 * doctype, else at the start), so `window.API` / `window.API_1484_11` exist before the SCO's scripts run.
 */
export function injectBridge(html: string, tag: string): string {
  for (const pattern of [/<head(\s[^>]*)?>/i, /<html(\s[^>]*)?>/i, /<!doctype[^>]*>/i]) {
    const match = pattern.exec(html);
    if (match) return `${html.slice(0, match.index + match[0].length)}${tag}${html.slice(match.index + match[0].length)}`;
  }
  return `${tag}${html}`;
}

/** Serving a package's files to the launch that holds a valid content token. */
@Injectable()
export class ScormContentService {
  private bridge: Promise<Buffer> | null = null;

  constructor(
    private readonly repository: ScormRepository,
    private readonly storage: ScormStorage,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /**
   * A file of the package the token grants, for as long as it is valid: 403 for a token that is
   * forged, expired or of a replaced package, 400 for a path that would leave the package, 404 for no
   * such file. HTML documents get the SCORM API bridge, starting from the learner's kept data.
   */
  async file(token: string, path: string): Promise<ContentFile> {
    const grant = readContentToken(this.config.auth.jwtSecret, token, this.clock.now());
    if (!grant) throw new AppError(ErrorCode.SCORM_CONTENT_FORBIDDEN, 'This lesson content link has expired. Reopen the lesson.');
    if (path === '' || unsafeEntryName(path)) throw new AppError(ErrorCode.SCORM_UNSAFE_PATH, 'This path is not inside the package.');
    const file = await this.storage.file(grant.storageId, path);
    if (!file) throw new AppError(ErrorCode.SCORM_FILE_NOT_FOUND, 'This file is not in the package.');
    const type = contentType(path);
    if (!type.startsWith('text/html') && !type.startsWith('application/xhtml+xml'))
      return { contentType: type, length: file.size, body: createReadStream(file.absolute), cacheControl: 'private, max-age=3600' };
    const data = await this.repository.launchData(grant.storageId, grant.userId);
    if (!data) throw new AppError(ErrorCode.SCORM_CONTENT_FORBIDDEN, 'This lesson content link has expired. Reopen the lesson.');
    const learner = { id: data.user_id, name: displayName({ firstName: data.first_name, lastName: data.last_name, email: data.email }) };
    const cmi = flattenCmi(launchCmi(data.version, (data.cmi as ScormCmi | null) ?? null, learner));
    const tag =
      `<script src="${SCORM_BRIDGE_PATH}" data-lms-origin="${attributeValue(new URL(this.config.publicUrl).origin)}"` +
      ` data-scorm-version="${data.version}" data-cmi="${attributeValue(JSON.stringify(cmi))}"></script>`;
    const html = Buffer.from(injectBridge(await readFile(file.absolute, 'utf8'), tag), 'utf8');
    return { contentType: type, length: html.length, body: html, cacheControl: 'no-store' };
  }

  /**
   * The content side of the SCORM API: scorm-again's CrossFrameAPI (it answers the SCO at once from a
   * cache and relays each call to the academy page by postMessage), set up by the data attributes of
   * its script tag: the academy's origin, the edition and the data to start from.
   */
  async bridgeScript(): Promise<Buffer> {
    this.bridge ??= (async () => {
      const library = await readFile(createRequire(import.meta.url).resolve('scorm-again/cross-frame-api/min'), 'utf8');
      return Buffer.from(`${library}\n${BRIDGE_START}`, 'utf8');
    })();
    return this.bridge;
  }
}

/** Runs in the package's document: `window.top` is the academy page, whose CrossFrameLMS answers. */
const BRIDGE_START = `;(function () {
  var script = document.currentScript;
  if (!script || typeof CrossFrameAPI !== 'function') return;
  var api = new CrossFrameAPI(script.getAttribute('data-lms-origin'), window.top);
  try {
    var values = JSON.parse(script.getAttribute('data-cmi') || '{}');
    var cache = api._cache;
    for (var key in values) if (Object.prototype.hasOwnProperty.call(values, key)) cache.set(key, String(values[key]));
  } catch (error) {}
  if (script.getAttribute('data-scorm-version') === '2004') window.API_1484_11 = api;
  else window.API = api;
})();
`;
