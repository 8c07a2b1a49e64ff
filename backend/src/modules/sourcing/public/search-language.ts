/**
 * The search language for other modules (the quizzes' boolean search exercises): the parser, the
 * in-memory matcher's explanations and highlights, and the words of a profile they read.
 */
export { SEARCH_FIELDS, type ParsedQuery, type QueryNode, type SearchField } from '../query/query-ast.js';
export { parseQuery } from '../query/query-parser.js';
export { explainMatch, highlightRanges, matchesProfile } from '../query/query-match.js';
export { profileDocument, siteKey, type ProfileText } from '../profile-document.js';
