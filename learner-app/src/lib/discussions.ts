import { errorCode } from '@academy/api';

/** The thread page, as the notification e-mails link to it. */
export const threadPath = (courseId: number, threadId: number) => `/courses/${courseId}/discussions/${threadId}`;

/** A course's community space. */
export const communityPath = (courseId: number) => `/courses/${courseId}/discussions`;

/** Threads and notifications a page at a time. */
export const DISCUSSION_PAGE_SIZE = 20;

/** Posts of a thread a page at a time (the opening post is the first of the first page). */
export const POST_PAGE_SIZE = 50;

/** '1 reply', '3 replies'. */
export const replyCountLabel = (count: number) => `${count} ${count === 1 ? 'reply' : 'replies'}`;

/** '1 upvote', '3 upvotes'. */
export const upvoteCountLabel = (count: number) => `${count} ${count === 1 ? 'upvote' : 'upvotes'}`;

/** The viewer is neither enrolled in the course nor an admin: the discussions are not theirs to see. */
export const isNotMember = (error: unknown) => errorCode(error) === 'DISCUSSION_NOT_ENROLLED';

/** Whether rich-text HTML holds any text (an editor left empty still sends `<p></p>`). */
export function hasText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim().length > 0
  );
}

/** The pages of a paged list (at least one). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

// The arguments of each screen's first query, which the routes' loaders ask with the same values.
/** A lesson's first page of questions. */
export const lessonQuestionsArgs = (id: number) => ({ id, page: 1, pageSize: DISCUSSION_PAGE_SIZE });
/** A course community's first page. */
export const communityArgs = (id: number) => ({ id, page: 1, pageSize: DISCUSSION_PAGE_SIZE });
/** A thread's first page of posts. */
export const threadArgs = (id: number) => ({ id, page: 1, pageSize: POST_PAGE_SIZE });
/** The first page of notifications. */
export const notificationsArgs = { page: 1, pageSize: DISCUSSION_PAGE_SIZE };
