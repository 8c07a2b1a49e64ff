import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { GenerateSql } from '../../database/generate-sql.js';
import { kysely } from '../../database/kysely.js';
import type { Viewer } from '../catalog/public/viewer.js';
import { visiblePath } from './public/path-visibility.js';

/** The queries of selling a path: its price, and where a viewer stands on buying it. */
@Injectable()
export class PathPricingRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return kysely(this.em);
  }

  /** A path's price, if the path exists and is not deleted (the admin's pricing). */
  @GenerateSql({ params: [1] })
  pricing(pathId: number) {
    return this.db
      .selectFrom('learning_paths')
      .select(['id', 'is_paid', 'price', 'payment_type'])
      .where('id', '=', pathId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  }

  @GenerateSql({ params: [1, { isPaid: true, price: 19_900, paymentType: 'one_time' }] })
  async savePricing(pathId: number, pricing: { isPaid: boolean; price: number; paymentType: 'one_time' | 'subscription' }): Promise<void> {
    await this.db
      .updateTable('learning_paths')
      .set((eb) => ({ is_paid: pricing.isPaid, price: pricing.price, payment_type: pricing.paymentType, updated_at: eb.fn<Date>('now') }))
      .where('id', '=', pathId)
      .execute();
  }

  /**
   * A path the viewer may open (admins: drafts too), with its price, its live courses, how many of them
   * the viewer has an active enrolment in, and how the viewer has the path: their own payment that
   * stands (one-time or a subscription), or an active seat of a live team of the path. One statement.
   */
  @GenerateSql(
    { name: 'a visitor', params: [null, 'certified-recruiter'] },
    { name: 'a learner', params: [{ id: 1, role: 'jobseeker' }, 'certified-recruiter'] },
  )
  purchaseState(viewer: Viewer, slug: string) {
    const viewerId = viewer?.id ?? 0;
    return this.db
      .selectFrom('learning_paths as p')
      .select((eb) => {
        const liveCourses = () =>
          eb
            .selectFrom('learning_path_steps as s')
            .innerJoin('courses as c', 'c.id', 's.course_id')
            .select((count) => count.fn.count('s.course_id').distinct().as('count'))
            .whereRef('s.path_id', '=', 'p.id')
            .where('c.deleted_at', 'is', null);
        const ownPayment = () =>
          eb
            .selectFrom('payments as paid')
            .select('paid.kind')
            .whereRef('paid.path_id', '=', 'p.id')
            .where('paid.user_id', '=', viewerId)
            .where('paid.purpose', '=', 'self')
            .where('paid.status', '=', 'succeeded')
            .orderBy('paid.id')
            .limit(1);
        return [
          'p.id',
          'p.is_paid',
          'p.price',
          'p.payment_type',
          eb.cast<number>(liveCourses(), 'integer').as('course_count'),
          eb
            .cast<number>(
              liveCourses().where((c) =>
                c.exists(
                  c
                    .selectFrom('enrollments as e')
                    .select('e.id')
                    .whereRef('e.course_id', '=', 's.course_id')
                    .where('e.user_id', '=', viewerId)
                    .where('e.status', '=', 'active'),
                ),
              ),
              'integer',
            )
            .as('courses_owned'),
          ownPayment().as('paid_kind'),
          eb
            .exists(
              eb
                .selectFrom('team_seats as ts')
                .innerJoin('teams as t', 't.id', 'ts.team_id')
                .select('ts.id')
                .whereRef('t.path_id', '=', 'p.id')
                .where('t.ended_at', 'is', null)
                .where('ts.status', '=', 'active')
                .where('ts.user_id', '=', viewerId),
            )
            .$castTo<boolean>()
            .as('seated'),
        ];
      })
      .where('p.slug', '=', slug)
      .where((eb) => visiblePath(eb, viewer, true))
      .executeTakeFirst();
  }
}
