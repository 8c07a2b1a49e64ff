import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';

/** The discussions' path ids: an id no row can have is the route's own 404 before any query. */
export const courseId = () => new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found');
export const lessonId = () => new ParseRowIdPipe(ErrorCode.LESSON_NOT_FOUND, 'Lesson not found');
export const threadId = () => new ParseRowIdPipe(ErrorCode.DISCUSSION_THREAD_NOT_FOUND, 'Thread not found');
export const postId = () => new ParseRowIdPipe(ErrorCode.DISCUSSION_POST_NOT_FOUND, 'Post not found');
export const notificationId = () => new ParseRowIdPipe(ErrorCode.NOTIFICATION_NOT_FOUND, 'Notification not found');
export const userId = () => new ParseRowIdPipe(ErrorCode.USER_NOT_FOUND, 'User not found');
