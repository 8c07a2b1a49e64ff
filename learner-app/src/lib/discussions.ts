import { errorCode } from '@academy/api';

/** The thread page, as the notification e-mails link to it. */
export const threadPath = (courseId: number, threadId: number) => `/courses/${courseId}/discussions/${threadId}`;

/** A course's community space. */
export const communityPath = (courseId: number) => `/courses/${courseId}/discussions`;

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
