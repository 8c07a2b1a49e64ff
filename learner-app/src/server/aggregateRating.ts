import type { PublicCourseDto } from '@academy/api';

/**
 * schema.org AggregateRating of a course's visible reviews, spread into its Course: nothing without
 * reviews (a rating of nothing is not something to announce to search engines).
 */
export function aggregateRatingOf(course: Pick<PublicCourseDto, 'ratingCount' | 'ratingAverage'>): { aggregateRating?: object } {
  if (course.ratingCount <= 0 || course.ratingAverage === null) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: course.ratingAverage,
      ratingCount: course.ratingCount,
      reviewCount: course.ratingCount,
      bestRating: 5,
      worstRating: 1,
    },
  };
}
