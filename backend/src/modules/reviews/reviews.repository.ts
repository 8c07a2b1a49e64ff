import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { GenerateSql } from '../../database/generate-sql.js';
import { kysely } from '../../database/kysely.js';
import { lessonCount } from '../catalog/public/course-columns.js';
import { visibleCourse, type Viewer } from '../catalog/public/viewer.js';

/** A page of rows: `limit` rows after skipping `offset`. */
export interface RowWindow {
  limit: number;
  offset: number;
}

export type ReviewSort = 'newest' | 'helpful';

export interface AdminReviewFilter {
  courseId: number | null;
  hidden: boolean | null;
}

/** The columns of review `r` by user `u` that every list shows. */
const REVIEW_COLUMNS = [
  'r.id',
  'r.course_id',
  'r.user_id',
  'r.rating',
  'r.body',
  'r.helpful_count',
  'r.created_at',
  'r.edited_at',
  'r.hidden_at',
  'r.hidden_reason',
  'u.first_name',
  'u.last_name',
  'u.email',
] as const;

/** The queries of reviews: each one statement over indexed columns, whatever the number of reviews. */
@Injectable()
export class ReviewsRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return kysely(this.em);
  }

  /**
   * What deciding on a viewer's review of a course needs: the course if the viewer may see it, the
   * viewer's active enrolment and completed lessons, the academy's threshold and the viewer's review.
   */
  @GenerateSql({ params: [{ id: 1, role: 'jobseeker' }, 1] })
  async reviewerState(viewer: NonNullable<Viewer>, courseId: number) {
    return this.db
      .selectFrom('courses as c')
      .crossJoin('academy_settings as s')
      .leftJoin('enrollments as e', (join) =>
        join.onRef('e.course_id', '=', 'c.id').on('e.user_id', '=', viewer.id).on('e.status', '=', 'active'),
      )
      .leftJoin('reviews as r', (join) => join.onRef('r.course_id', '=', 'c.id').on('r.user_id', '=', viewer.id))
      .select((eb) => [
        'c.id as course_id',
        'c.rating_count',
        'c.rating_sum',
        lessonCount(eb).as('lesson_count'),
        eb('e.id', 'is not', null).as('is_enrolled'),
        eb.fn.coalesce('e.completed_lessons', eb.lit(0)).as('completed_lessons'),
        's.review_min_progress',
        'r.id as review_id',
        'r.rating',
        'r.body',
        'r.helpful_count',
        'r.created_at',
        'r.edited_at',
        'r.hidden_at',
        'r.hidden_reason',
      ])
      .where('c.id', '=', courseId)
      .where((eb) => visibleCourse(eb, viewer))
      .executeTakeFirst();
  }

  /** The course's rating summary, when the viewer (null: a visitor) may see the course. */
  @GenerateSql({ name: 'a visitor', params: [null, 1] }, { name: 'a learner', params: [{ id: 1, role: 'jobseeker' }, 1] })
  async visibleCourseRating(viewer: Viewer, courseId: number) {
    return this.db
      .selectFrom('courses as c')
      .select(['c.id', 'c.rating_count', 'c.rating_sum'])
      .where('c.id', '=', courseId)
      .where((eb) => visibleCourse(eb, viewer))
      .executeTakeFirst();
  }

  /** A page of the course's visible reviews in `sort` order, each marked when the viewer found it helpful. */
  @GenerateSql(
    { name: 'newest first, for a visitor', params: [1, null, 'newest', { limit: 10, offset: 0 }] },
    { name: 'most helpful first, for a learner', params: [1, 1, 'helpful', { limit: 10, offset: 10 }] },
  )
  async visibleReviews(courseId: number, viewerId: number | null, sort: ReviewSort, window: RowWindow) {
    return this.db
      .selectFrom('reviews as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select((eb) => [
        ...REVIEW_COLUMNS,
        eb
          .exists(
            eb
              .selectFrom('review_helpful_votes as v')
              .select('v.review_id')
              .whereRef('v.review_id', '=', 'r.id')
              .where((v) => (viewerId === null ? v.lit(false) : v('v.user_id', '=', viewerId))),
          )
          .$castTo<boolean>()
          .as('voted_helpful'),
      ])
      .where('r.course_id', '=', courseId)
      .where('r.hidden_at', 'is', null)
      .$if(sort === 'helpful', (query) => query.orderBy('r.helpful_count', 'desc'))
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute();
  }

  /** The number and rating total of the course's visible reviews (run while the course row is locked). */
  @GenerateSql({ params: [1] })
  async visibleRatingTotals(courseId: number) {
    return this.db
      .selectFrom('reviews as r')
      .select((eb) => [
        eb.cast<number>(eb.fn.countAll(), 'integer').as('count'),
        eb.cast<number>(eb.fn.coalesce(eb.fn.sum('r.rating'), eb.lit(0)), 'integer').as('sum'),
      ])
      .where('r.course_id', '=', courseId)
      .where('r.hidden_at', 'is', null)
      .executeTakeFirstOrThrow();
  }

  /**
   * A review a viewer may act on: it exists, and its course is one the viewer may see. With whether
   * the viewer already found it helpful.
   */
  @GenerateSql({ params: [{ id: 1, role: 'jobseeker' }, 1] })
  async reviewForViewer(viewer: NonNullable<Viewer>, reviewId: number) {
    return this.db
      .selectFrom('reviews as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .innerJoin('courses as c', 'c.id', 'r.course_id')
      .select((eb) => [
        ...REVIEW_COLUMNS,
        eb
          .exists(
            eb
              .selectFrom('review_helpful_votes as v')
              .select('v.review_id')
              .whereRef('v.review_id', '=', 'r.id')
              .where('v.user_id', '=', viewer.id),
          )
          .$castTo<boolean>()
          .as('voted_helpful'),
      ])
      .where('r.id', '=', reviewId)
      .where((eb) => visibleCourse(eb, viewer))
      .executeTakeFirst();
  }

  /** Records the viewer's helpful vote and counts it on the review; false when the vote was already there. */
  @GenerateSql({ params: [1, 1] })
  async addHelpfulVote(reviewId: number, userId: number): Promise<number | undefined> {
    const row = await this.db
      .with('vote', (db) =>
        db
          .insertInto('review_helpful_votes')
          .columns(['review_id', 'user_id', 'created_at'])
          .expression((eb) =>
            eb
              .selectFrom('reviews')
              .select((row) => ['id', row.val(userId).as('user_id'), row.fn<Date>('now').as('created_at')])
              .where('id', '=', reviewId),
          )
          .onConflict((conflict) => conflict.columns(['review_id', 'user_id']).doNothing())
          .returning('review_id'),
      )
      .updateTable('reviews')
      .set((eb) => ({ helpful_count: eb('helpful_count', '+', 1) }))
      .where('id', '=', reviewId)
      .where((eb) => eb.exists(eb.selectFrom('vote').select('vote.review_id')))
      .returning('helpful_count')
      .executeTakeFirst();
    return row?.helpful_count;
  }

  /** Takes back the viewer's helpful vote; undefined when there was none. */
  @GenerateSql({ params: [1, 1] })
  async removeHelpfulVote(reviewId: number, userId: number): Promise<number | undefined> {
    const row = await this.db
      .with('vote', (db) =>
        db.deleteFrom('review_helpful_votes').where('review_id', '=', reviewId).where('user_id', '=', userId).returning('review_id'),
      )
      .updateTable('reviews')
      .set((eb) => ({ helpful_count: eb('helpful_count', '-', 1) }))
      .where('id', '=', reviewId)
      .where((eb) => eb.exists(eb.selectFrom('vote').select('vote.review_id')))
      .returning('helpful_count')
      .executeTakeFirst();
    return row?.helpful_count;
  }

  /**
   * Takes back every helpful vote the user gave (lowering those reviews' counts), then deletes the user's
   * own reviews; answers the courses those reviews were on, whose ratings need counting again.
   */
  @GenerateSql({ params: [1] })
  async removeUserReviewsAndVotes(userId: number): Promise<number[]> {
    await this.db
      .with('vote', (db) => db.deleteFrom('review_helpful_votes').where('user_id', '=', userId).returning('review_id'))
      .updateTable('reviews')
      .set((eb) => ({ helpful_count: eb('helpful_count', '-', 1) }))
      .where((eb) => eb('id', 'in', eb.selectFrom('vote').select('vote.review_id')))
      .execute();
    const removed = await this.db.deleteFrom('reviews').where('user_id', '=', userId).returning('course_id').execute();
    return removed.map((row) => row.course_id);
  }

  /** The admin's list: every review (hidden ones too), newest first, with its course. */
  @GenerateSql(
    {
      name: 'every review',
      params: [
        { courseId: null, hidden: null },
        { limit: 20, offset: 0 },
      ],
    },
    {
      name: 'the hidden reviews of a course',
      params: [
        { courseId: 1, hidden: true },
        { limit: 20, offset: 20 },
      ],
    },
  )
  async adminReviews(filter: AdminReviewFilter, window: RowWindow) {
    return this.db
      .selectFrom('reviews as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .innerJoin('courses as c', 'c.id', 'r.course_id')
      .select([...REVIEW_COLUMNS, 'c.title as course_title'])
      .$if(filter.courseId !== null, (query) => query.where('r.course_id', '=', filter.courseId!))
      .$if(filter.hidden !== null, (query) => query.where('r.hidden_at', filter.hidden ? 'is not' : 'is', null))
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute();
  }

  /** One review as the admin's list shows it (empty when there is none). */
  @GenerateSql({ params: [1] })
  async adminReviewById(reviewId: number) {
    return this.db
      .selectFrom('reviews as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .innerJoin('courses as c', 'c.id', 'r.course_id')
      .select([...REVIEW_COLUMNS, 'c.title as course_title'])
      .where('r.id', '=', reviewId)
      .execute();
  }

  @GenerateSql(
    { name: 'every review', params: [{ courseId: null, hidden: null }] },
    { name: 'the visible reviews of a course', params: [{ courseId: 1, hidden: false }] },
  )
  async countAdminReviews(filter: AdminReviewFilter): Promise<number> {
    const row = await this.db
      .selectFrom('reviews as r')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('total'))
      .$if(filter.courseId !== null, (query) => query.where('r.course_id', '=', filter.courseId!))
      .$if(filter.hidden !== null, (query) => query.where('r.hidden_at', filter.hidden ? 'is not' : 'is', null))
      .executeTakeFirstOrThrow();
    return row.total;
  }

  @GenerateSql()
  async settings() {
    return this.db
      .selectFrom('academy_settings')
      .select(['review_min_progress', 'updated_at'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
  }
}
