/**
 * The arguments of the discussion screens' first queries, which the routes' loaders ask with the same
 * values. A module of its own: the route table (in every page's first script) takes only these.
 */

/** Threads and notifications a page at a time. */
const DISCUSSION_PAGE_SIZE = 20;

/** Posts of a thread a page at a time (the opening post is the first of the first page). */
const POST_PAGE_SIZE = 50;

/** A lesson's first page of questions. */
export const lessonQuestionsArgs = (id: number) => ({ id, page: 1, pageSize: DISCUSSION_PAGE_SIZE });
/** A course community's first page. */
export const communityArgs = (id: number) => ({ id, page: 1, pageSize: DISCUSSION_PAGE_SIZE });
/** A thread's first page of posts. */
export const threadArgs = (id: number) => ({ id, page: 1, pageSize: POST_PAGE_SIZE });
/** The first page of notifications. */
export const notificationsArgs = { page: 1, pageSize: DISCUSSION_PAGE_SIZE };
