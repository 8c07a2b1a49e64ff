/**
 * @jest-environment @academy/ui/jest-environment
 */
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReviewDto, ReviewEligibilityDto, ReviewPageDto } from '@academy/api';
import { renderScreen, stubFetch, type StubbedRequest } from '@academy/ui/testing';
import { CourseRating } from './CourseRating';
import { CourseReviews } from './CourseReviews';

const COURSE_ID = 5;

function review(overrides: Partial<ReviewDto> = {}): ReviewDto {
  return {
    id: 11,
    courseId: COURSE_ID,
    rating: 4,
    body: 'Clear & practical <b>not bold</b>',
    authorName: 'Maya O.',
    createdAt: '2026-03-02T09:30:00.000Z',
    editedAt: null,
    helpfulCount: 2,
    votedHelpful: false,
    isOwn: false,
    ...overrides,
  };
}

function page(items: ReviewDto[], total = items.length): ReviewPageDto {
  const sum = items.reduce((all, item) => all + item.rating, 0);
  return {
    items,
    total,
    page: 1,
    pageSize: 5,
    summary: { count: total, average: total ? Math.round((sum / items.length) * 10) / 10 : null },
  };
}

function eligibility(overrides: Partial<ReviewEligibilityDto> = {}): ReviewEligibilityDto {
  return { canReview: true, reason: null, requiredProgress: 30, progress: 40, review: null, ...overrides };
}

describe('CourseRating', () => {
  it('says the average and count in words, and shows nothing without reviews', () => {
    const { container, rerender } = renderScreen(<CourseRating course={{ ratingAverage: 4.6, ratingCount: 14 }} />);
    expect(screen.getByRole('img', { name: 'Rated 4.6 out of 5 from 14 reviews' })).toBeTruthy();
    expect(container.textContent).toContain('4.6');
    expect(container.textContent).toContain('(14 reviews)');
    rerender(<CourseRating course={{ ratingAverage: null, ratingCount: 0 }} />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('CourseReviews', () => {
  it('lists reviews as text to a visitor, without the form or helpful buttons, and asks for the most helpful first on request', async () => {
    const api = stubFetch({
      [`GET /api/courses/${COURSE_ID}/reviews`]: {
        body: page([review(), review({ id: 12, rating: 5, editedAt: '2026-03-05T09:30:00.000Z' })]),
      },
    });
    renderScreen(<CourseReviews course={{ id: COURSE_ID, isEnrolled: false }} signedIn={false} />);

    const list = await screen.findByRole('list', { name: 'Reviews of this course' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByText('Clear & practical <b>not bold</b>')).toHaveLength(2);
    expect(within(list).getByText('Edited Mar 5, 2026', { exact: false })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5 from 2 reviews' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Helpful' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Rate this course' })).toBeNull();
    expect(api.requestsTo(`GET /api/courses/${COURSE_ID}/reviews/mine`)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Sort reviews'), { target: { value: 'helpful' } });
    await waitFor(() => expect(api.requests.some((request) => request.path.includes('sort=helpful'))).toBe(true));
  });

  it('lets an eligible learner post a review and mark others helpful', async () => {
    const posted: StubbedRequest[] = [];
    const api = stubFetch({
      [`GET /api/courses/${COURSE_ID}/reviews`]: { body: page([review()]) },
      [`GET /api/courses/${COURSE_ID}/reviews/mine`]: { body: eligibility() },
      [`POST /api/courses/${COURSE_ID}/reviews`]: (request) => {
        posted.push(request);
        return {
          status: 201,
          body: {
            id: 20,
            rating: 5,
            body: 'Great',
            createdAt: '2026-03-06T00:00:00.000Z',
            editedAt: null,
            helpfulCount: 0,
            isHidden: false,
            hiddenReason: null,
          },
        };
      },
      'PUT /api/reviews/11/helpful': { body: { helpfulCount: 3, votedHelpful: true } },
    });
    renderScreen(<CourseReviews course={{ id: COURSE_ID, isEnrolled: true }} signedIn />);

    await screen.findByRole('heading', { name: 'Rate this course' });
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Please choose a rating from 1 to 5 stars');
    expect(posted).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    fireEvent.change(screen.getByLabelText('Your review (optional)'), { target: { value: '  Great  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0].body).toEqual({ rating: 5, body: 'Great' });

    const helpful = screen.getByRole('button', { name: 'Helpful' });
    expect(helpful.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(helpful);
    await waitFor(() => expect(api.requestsTo('PUT /api/reviews/11/helpful')).toHaveLength(1));
  });

  it('shows the author their hidden review with the reason, and lets them edit it', async () => {
    const updates: StubbedRequest[] = [];
    const own = {
      id: 30,
      rating: 2,
      body: 'Call me',
      createdAt: '2026-03-01T00:00:00.000Z',
      editedAt: null,
      helpfulCount: 0,
      isHidden: true,
      hiddenReason: 'Shares a phone number',
    };
    stubFetch({
      [`GET /api/courses/${COURSE_ID}/reviews`]: { body: page([]) },
      [`GET /api/courses/${COURSE_ID}/reviews/mine`]: { body: eligibility({ review: own }) },
      'PUT /api/reviews/30': (request) => {
        updates.push(request);
        return { body: { ...own, rating: 3, body: 'Edited', editedAt: '2026-03-07T00:00:00.000Z' } };
      },
    });
    renderScreen(<CourseReviews course={{ id: COURSE_ID, isEnrolled: true }} signedIn />);

    expect(await screen.findByText(/An admin hid your review: Shares a phone number/)).toBeTruthy();
    expect(screen.getByText('No reviews yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit review' }));
    expect((screen.getByRole('radio', { name: '2 stars' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    fireEvent.change(screen.getByLabelText('Your review (optional)'), { target: { value: 'Edited' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save review' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0].body).toEqual({ rating: 3, body: 'Edited' });
  });

  it('tells an enrolled learner below the threshold why they cannot review yet', async () => {
    stubFetch({
      [`GET /api/courses/${COURSE_ID}/reviews`]: { body: page([]) },
      [`GET /api/courses/${COURSE_ID}/reviews/mine`]: {
        body: eligibility({
          canReview: false,
          progress: 10,
          reason: 'Complete at least 30% of this course to review it. You have completed 10%.',
        }),
      },
    });
    renderScreen(<CourseReviews course={{ id: COURSE_ID, isEnrolled: true }} signedIn />);
    expect(await screen.findByText('Complete at least 30% of this course to review it. You have completed 10%.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Post review' })).toBeNull();
  });
});
