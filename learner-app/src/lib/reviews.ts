/** Reviews shown on each page of the course page's list. */
export const REVIEWS_PAGE_SIZE = 5;

export type ReviewSort = 'newest' | 'helpful';

/** The arguments of a page of a course's reviews, exactly as the course page asks (the preload and the server render ask the same). */
export function reviewPageArgs(id: number, page = 1, sort: ReviewSort = 'newest') {
  return { id, page, pageSize: REVIEWS_PAGE_SIZE, sort };
}
