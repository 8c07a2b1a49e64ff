import type { FastifyReply } from 'fastify';
import { etagMatches, strongEtag } from './etag.js';

/** A JSON answer serialised once, with a strong entity tag of its bytes: kept in a cache, sent as it is. */
export interface JsonDocument {
  readonly json: string;
  readonly etag: string;
}

export function jsonDocument(value: unknown): JsonDocument {
  const json = JSON.stringify(value);
  return { json, etag: strongEtag(json) };
}

/**
 * For answers that are the same for everyone (no cookie or token changes them): browsers and shared
 * caches may keep a copy but must ask again every time, so an admin's change shows on the next
 * request; asking again with If-None-Match costs a 304 without a body.
 */
const SAME_FOR_EVERYONE = 'public, no-cache';

/** Sends `document` (a 304 without a body when `ifNoneMatch` names it): return the result from a handler with `@Res({ passthrough: true })`. */
export function sendJsonDocument(reply: FastifyReply, document: JsonDocument, ifNoneMatch: string | undefined): string | undefined {
  void reply.header('ETag', document.etag).header('Cache-Control', SAME_FOR_EVERYONE);
  if (etagMatches(ifNoneMatch, document.etag)) {
    void reply.status(304);
    return undefined;
  }
  void reply.header('Content-Type', 'application/json; charset=utf-8');
  return document.json;
}

/** Sends JSON text the handler made itself, as it is: return the result from a handler with `@Res({ passthrough: true })`. */
export function sendJson(reply: FastifyReply, json: string): string {
  void reply.header('Content-Type', 'application/json; charset=utf-8');
  return json;
}

/** How the OpenAPI document describes these answers' headers, and the 304. */
export const JSON_DOCUMENT_HEADERS = {
  ETag: {
    description: 'A strong entity tag of the body: send it back as If-None-Match to get 304 while it is unchanged',
    schema: { type: 'string' },
  },
  'Cache-Control': {
    description: '`public, no-cache`: keep a copy, but ask again (If-None-Match) before each use',
    schema: { type: 'string' },
  },
};
export const NOT_MODIFIED_RESPONSE = { status: 304, description: 'The copy named by If-None-Match is current (no body)' };
