import { useId, useState } from 'react';
import {
  errorMessage,
  useCreateReviewMutation,
  useGetMyReviewQuery,
  useListReviewsQuery,
  useMarkReviewHelpfulMutation,
  useUnmarkReviewHelpfulMutation,
  useUpdateReviewMutation,
  type CourseDetailDto,
  type OwnReviewDto,
  type ReviewDto,
} from '@academy/api';
import { formatDate, showToast } from '@academy/ui';
import { reviewPageArgs, REVIEWS_PAGE_SIZE, type ReviewSort } from '../../lib/reviews';
import { CourseRating, Stars } from './CourseRating';
import { ReviewForm, type ReviewFormValues } from './ReviewForm';
import './reviews.css';

type Sort = ReviewSort;

const helpfulLabel = (count: number) => `${count} ${count === 1 ? 'person' : 'people'} found this helpful`;

function ReviewMeta({
  rating,
  author,
  createdAt,
  editedAt,
}: {
  rating: number;
  author: string;
  createdAt: string;
  editedAt: string | null;
}) {
  return (
    <div className="rv-item__meta">
      <Stars rating={rating} />
      <span className="lr-visually-hidden">Rated {rating} out of 5</span>
      <span className="rv-item__author">{author}</span>
      <span>{formatDate(createdAt)}</span>
      {editedAt ? <span>Edited {formatDate(editedAt)}</span> : null}
    </div>
  );
}

function HelpfulButton({ review }: { review: ReviewDto }) {
  const [mark, marking] = useMarkReviewHelpfulMutation();
  const [unmark, unmarking] = useUnmarkReviewHelpfulMutation();
  const busy = marking.isLoading || unmarking.isLoading;
  const toggle = async () => {
    try {
      await (review.votedHelpful ? unmark({ id: review.id }) : mark({ id: review.id })).unwrap();
    } catch (failure) {
      void showToast({ title: 'Vote not saved', description: errorMessage(failure, 'Please try again.'), variant: 'destructive' });
    }
  };
  return (
    <button
      type="button"
      className="cc-btn cc-btn--secondary"
      aria-pressed={review.votedHelpful}
      disabled={busy}
      onClick={() => void toggle()}
    >
      Helpful
    </button>
  );
}

function ReviewItem({ review, signedIn }: { review: ReviewDto; signedIn: boolean }) {
  return (
    <li className="rv-item">
      <ReviewMeta rating={review.rating} author={review.authorName} createdAt={review.createdAt} editedAt={review.editedAt} />
      {review.body ? <p className="rv-item__body">{review.body}</p> : null}
      <div className="rv-item__actions">
        {review.helpfulCount > 0 ? <span>{helpfulLabel(review.helpfulCount)}</span> : null}
        {signedIn && !review.isOwn ? <HelpfulButton review={review} /> : null}
        {review.isOwn ? <span>Your review</span> : null}
      </div>
    </li>
  );
}

/** The learner's own review: shown with its state (edited, hidden and why), editable; or the form to write one, once they may. */
function OwnReview({ courseId, isEnrolled }: { courseId: number; isEnrolled: boolean }) {
  const { data } = useGetMyReviewQuery({ id: courseId });
  const [create] = useCreateReviewMutation();
  const [update] = useUpdateReviewMutation();
  const [editing, setEditing] = useState(false);
  const headingId = useId();
  if (!data) return null;
  const review: OwnReviewDto | null = data.review;

  if (review && !editing) {
    return (
      <section className="cs-panel rv-section" aria-labelledby={headingId}>
        <h3 id={headingId}>Your review</h3>
        {review.isHidden ? (
          <p className="rv-notice rv-notice--warning">
            An admin hid your review{review.hiddenReason ? `: ${review.hiddenReason}` : '.'} Other learners do not see it, and it does not
            count in the course rating.
          </p>
        ) : null}
        <ReviewMeta rating={review.rating} author="You" createdAt={review.createdAt} editedAt={review.editedAt} />
        {review.body ? <p className="rv-item__body">{review.body}</p> : null}
        <div className="rv-form__footer">
          <button type="button" className="cc-btn cc-btn--secondary" onClick={() => setEditing(true)}>
            Edit review
          </button>
        </div>
      </section>
    );
  }

  if (review) {
    const save = async (values: ReviewFormValues) => {
      await update({ id: review.id, reviewInputDto: values }).unwrap();
      setEditing(false);
      void showToast({ title: 'Review updated' });
    };
    return (
      <section className="cs-panel rv-section" aria-labelledby={headingId}>
        <h3 id={headingId}>Edit your review</h3>
        <ReviewForm
          initial={{ rating: review.rating, body: review.body }}
          submitLabel="Save review"
          onSubmit={save}
          onCancel={() => setEditing(false)}
        />
      </section>
    );
  }

  if (!data.canReview) {
    return isEnrolled && data.reason ? <p className="rv-notice">{data.reason}</p> : null;
  }
  const post = async (values: ReviewFormValues) => {
    await create({ id: courseId, reviewInputDto: values }).unwrap();
    void showToast({ title: 'Thank you for your review' });
  };
  return (
    <section className="cs-panel rv-section" aria-labelledby={headingId}>
      <h3 id={headingId}>Rate this course</h3>
      <ReviewForm submitLabel="Post review" onSubmit={post} />
    </section>
  );
}

/** The course page's reviews: the rating summary, the learner's own review, and the others, newest or most helpful first, a page at a time. */
export function CourseReviews({ course, signedIn }: { course: Pick<CourseDetailDto, 'id' | 'isEnrolled'>; signedIn: boolean }) {
  const [sort, setSort] = useState<Sort>('newest');
  const [page, setPage] = useState(1);
  const { data, error, isLoading, refetch } = useListReviewsQuery(reviewPageArgs(course.id, page, sort));
  const headingId = useId();
  const sortId = useId();
  const pages = data ? Math.max(1, Math.ceil(data.total / REVIEWS_PAGE_SIZE)) : 1;

  return (
    <section id="reviews" className="cs-panel rv-section" aria-labelledby={headingId}>
      <div className="rv-header">
        <h2 id={headingId}>Reviews</h2>
        {data && data.summary.count > 0 ? (
          <CourseRating course={{ ratingAverage: data.summary.average, ratingCount: data.summary.count }} />
        ) : null}
      </div>
      {signedIn ? <OwnReview courseId={course.id} isEnrolled={course.isEnrolled} /> : null}
      {isLoading ? <p className="rv-form__hint">Loading reviews…</p> : null}
      {error ? (
        <div className="rv-notice rv-notice--warning" role="alert">
          {errorMessage(error, 'The reviews could not be loaded.')}{' '}
          <button type="button" className="cc-btn cc-btn--secondary" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : null}
      {data && data.total === 0 ? <p className="rv-form__hint">No reviews yet.</p> : null}
      {data && data.total > 0 ? (
        <>
          <div className="cc-field">
            <label className="cc-field__label" htmlFor={sortId}>
              Sort reviews
            </label>
            <select
              id={sortId}
              className="rv-select"
              value={sort}
              onChange={(event) => {
                setSort(event.target.value as Sort);
                setPage(1);
              }}
            >
              <option value="newest">Newest</option>
              <option value="helpful">Most helpful</option>
            </select>
          </div>
          <ul className="rv-list" aria-label="Reviews of this course">
            {data.items.map((review) => (
              <ReviewItem key={review.id} review={review} signedIn={signedIn} />
            ))}
          </ul>
          {pages > 1 ? (
            <nav className="rv-pager" aria-label="Review pages">
              <button type="button" className="cc-btn cc-btn--secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </button>
              <span>
                Page {page} of {pages}
              </span>
              <button type="button" className="cc-btn cc-btn--secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Next
              </button>
            </nav>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
