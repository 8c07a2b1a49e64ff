import { academyApi } from './academyApi.gen.js';
import { CACHE_TAGS, lessonCompletionTags, NO_REFETCH, TAG_TYPES, type Tag } from './cacheTags.js';

export * from './academyApi.gen.js';
/** Passed to a query hook instead of its arguments: the query waits (the shared client's own, so the apps need no RTK import). */
export { skipToken } from '@reduxjs/toolkit/query/react';
export {
  ERROR_CODES,
  errorCode,
  errorMessage,
  errorStatus,
  HYDRATE_API_CACHE,
  cameWithPage,
  hydrateApiCache,
  onSessionEnded,
  type ApiError,
  type EndpointName,
  type ErrorCode,
  type ServerApiAccess,
  type SessionEnded,
} from './baseApi.js';
export { TAG_TYPES, type Tag, type TagType } from './cacheTags.js';
/** The helpers of the admin's cache tags (src/adminCacheTags.ts, in the admin remote), from the page's one copy. */
export {
  answers,
  cacheOf,
  threadOfPost,
  courseOfReview,
  each,
  eachId,
  learnerSessionTags,
  lessonOfQuiz,
  LIST,
  oneOrAll,
  pathStepTags,
  provides,
  ratingTags,
  refresherTags,
  rememberCache,
  tag,
  teamEnrolmentTags,
  teamSubjects,
} from './cacheTags.js';
export { IMAGE_UPLOAD_ACCEPT, IMAGE_UPLOAD_HINT, UPLOAD_ACCEPT, UPLOAD_HINT, UPLOAD_MAX_BYTES } from './uploads.js';

/** The product's api slice with cache tags (openapi/src/cacheTags.ts); shell, learner-app and admin-app all use this one. */
export const api = academyApi.enhanceEndpoints({
  addTagTypes: TAG_TYPES,
  endpoints: {
    ...CACHE_TAGS,
    ...Object.fromEntries(Object.keys(NO_REFETCH).map((name) => [name, { invalidatesTags: [] }])),
  },
});

/**
 * What a practice conversation's grade changes, for the screen that follows the attempt (its
 * mutations answer before the grading ends): the lesson's practice, and with a pass the lesson's
 * completion in its course.
 */
export function practiceGradedTags(lessonId: number, courseId: number, passed: boolean): Tag[] {
  return [{ type: 'Practice', id: lessonId }, ...(passed ? lessonCompletionTags(lessonId, courseId) : [])];
}

/**
 * What a SCORM commit that completes its lesson changes: the lesson's completion in its course. Not
 * the launch: the package on screen keeps running from the launch it started with.
 */
export function scormCompletedTags(lessonId: number, courseId: number): Tag[] {
  return lessonCompletionTags(lessonId, courseId);
}
