import type { PublicCourseDto } from '@academy/api';
import './reviews.css';

const reviewsLabel = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

/** "Rated 4.6 out of 5 from 14 reviews", as a reader hears it. */
export function ratingSentence(average: number, count: number): string {
  return `Rated ${average.toFixed(1)} out of 5 from ${reviewsLabel(count)}`;
}

/** Five stars filled to the rating (to the nearest half), for the eye only: the text says the number. */
export function Stars({ rating }: { rating: number }) {
  const halves = Math.round(rating * 2);
  return (
    <span className="rv-stars" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((star) => (
        <span key={star} className={`rv-star${halves >= star * 2 ? ' rv-star--full' : halves === star * 2 - 1 ? ' rv-star--half' : ''}`}>
          ★
        </span>
      ))}
    </span>
  );
}

/** A course's average and review count (cards, the course page); nothing without reviews. */
export function CourseRating({ course }: { course: Pick<PublicCourseDto, 'ratingAverage' | 'ratingCount'> }) {
  if (course.ratingCount <= 0 || course.ratingAverage === null) return null;
  return (
    <span className="rv-rating" role="img" aria-label={ratingSentence(course.ratingAverage, course.ratingCount)}>
      <Stars rating={course.ratingAverage} />
      <span className="rv-rating__value" aria-hidden="true">
        {course.ratingAverage.toFixed(1)}
      </span>
      <span className="rv-rating__count" aria-hidden="true">
        ({reviewsLabel(course.ratingCount)})
      </span>
    </span>
  );
}
