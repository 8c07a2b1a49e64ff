/**
 * The search language for other modules (the quizzes' boolean search exercises): the parser, the
 * in-memory matcher's explanations and highlights, and the words of a profile they read.
 */
import { AppError } from '../../../common/errors/app-error.js';
import { ErrorCode } from '../../../common/errors/error-codes.js';
import type { ParsedQuery } from '../query/query-ast.js';
import { parseQuery } from '../query/query-parser.js';

export { SEARCH_FIELDS, type ParsedQuery, type QueryNode, type SearchField } from '../query/query-ast.js';
export { parseQuery, QUERY_MAX_LENGTH } from '../query/query-parser.js';
export { explainMatch, highlightRanges, matchesProfile } from '../query/query-match.js';
export { profileDocument, siteKey } from '../profile-document.js';

/** The parsed search string, or a 400 SEARCH_QUERY_INVALID saying what is wrong, where, and a hint. */
export function parsedOrThrow(text: string): Extract<ParsedQuery, { ok: true }> {
  const parsed = parseQuery(text);
  if (!parsed.ok) {
    const { message, position, hint } = parsed.error;
    throw new AppError(ErrorCode.SEARCH_QUERY_INVALID, message, { position, hint });
  }
  return parsed;
}
