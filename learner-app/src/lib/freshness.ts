/**
 * For a page's main query that must be current on every visit: asked again when the page mounts
 * unless its answer is younger than this (seconds), so an answer the route's loader or the server's
 * page has just fetched is used as it is, not fetched a second time.
 */
export const ASK_AGAIN_UNLESS_YOUNGER_THAN_S = 10;
