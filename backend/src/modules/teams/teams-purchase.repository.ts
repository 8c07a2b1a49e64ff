import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ExpressionBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { GenerateSql } from '../../database/generate-sql.js';
import { kysely, type AcademyDb } from '../../database/kysely.js';
import { visibleCourse, type Viewer } from '../catalog/public/viewer.js';
import type { Product } from '../payments/public/product.js';
import { visiblePath } from '../paths/public/path-visibility.js';
import type { SeatTier } from './seat-pricing.js';

/** A new order of seats, written with its payment. */
export interface NewTeamOrder {
  /** The order's course or path is its payment's. */
  paymentId: number;
  buyerId: number;
  teamName: string;
  seats: number;
  unitAmount: number;
}

type TeamScope = ExpressionBuilder<AcademyDb & { t: AcademyDb['teams'] }, 't'>;

/** The payments of team `t` that succeeded (a refunded or ended one no longer has that status). */
function paidOrders(eb: TeamScope) {
  return eb
    .selectFrom('team_orders as o')
    .innerJoin('payments as p', 'p.id', 'o.payment_id')
    .whereRef('o.team_id', '=', 't.id')
    .where('o.fulfilled_at', 'is not', null)
    .where('p.status', '=', 'succeeded');
}

/**
 * The queries of buying seats (quotes, volume tiers, checkout, fulfilling orders when the payment
 * events say so) and of the admin's Teams view. They run in the caller's transaction when there is
 * one, so the payment events' listeners run them inside the ledger's transaction.
 */
@Injectable()
export class TeamsPurchaseRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return kysely(this.em);
  }

  // ---- Tiers and quotes ----

  /** The course as seat pricing needs it, if the viewer may see it, with its volume tiers, fewest seats first. */
  @GenerateSql({ name: 'visitor', params: [null, 1] }, { name: 'admin', params: [{ id: 1, role: 'admin' }, 1] })
  courseForSeats(viewer: Viewer, courseId: number) {
    return this.db
      .selectFrom('courses as c')
      .select((eb) => [
        'c.id',
        'c.title',
        'c.price',
        'c.payment_type',
        'c.is_paid',
        jsonArrayFrom(
          eb
            .selectFrom('course_seat_tiers as tier')
            .select(['tier.min_seats as minSeats', 'tier.discount_percent as discountPercent'])
            .whereRef('tier.course_id', '=', 'c.id')
            .orderBy('tier.min_seats'),
        ).as('tiers'),
      ])
      .where('c.id', '=', courseId)
      .where((eb) => visibleCourse(eb, viewer))
      .executeTakeFirst();
  }

  /**
   * The path as seat pricing needs it, with its volume tiers, fewest seats first: one the viewer may
   * see (published, every course of it visible), or for `anyLive`, any path not deleted (the admin's tiers).
   */
  @GenerateSql({ name: 'a learner', params: [{ id: 1, role: 'jobseeker' }, 1, false] }, { name: 'an admin', params: [null, 1, true] })
  pathForSeats(viewer: Viewer, pathId: number, anyLive: boolean) {
    return this.db
      .selectFrom('learning_paths as p')
      .select((eb) => [
        'p.id',
        'p.slug',
        'p.title',
        'p.price',
        'p.payment_type',
        'p.is_paid',
        jsonArrayFrom(
          eb
            .selectFrom('path_seat_tiers as tier')
            .select(['tier.min_seats as minSeats', 'tier.discount_percent as discountPercent'])
            .whereRef('tier.path_id', '=', 'p.id')
            .orderBy('tier.min_seats'),
        ).as('tiers'),
      ])
      .where('p.id', '=', pathId)
      .where((eb) => (anyLive ? eb('p.deleted_at', 'is', null) : visiblePath(eb, viewer, false)))
      .executeTakeFirst();
  }

  /** Replaces the path's tiers with `tiers` (at most ten: a statement each). */
  @GenerateSql({ params: [1, [{ minSeats: 5, discountPercent: 10 }]] })
  async replacePathTiers(pathId: number, tiers: SeatTier[]): Promise<void> {
    await this.db.deleteFrom('path_seat_tiers').where('path_id', '=', pathId).execute();
    for (const tier of tiers) {
      await this.db
        .insertInto('path_seat_tiers')
        .columns(['path_id', 'min_seats', 'discount_percent'])
        .expression((eb) =>
          eb
            .selectFrom('learning_paths as p')
            .select((p) => ['p.id', p.val(tier.minSeats).as('min_seats'), p.val(tier.discountPercent).as('discount_percent')])
            .where('p.id', '=', pathId),
        )
        .execute();
    }
  }

  /** Replaces the course's tiers with `tiers` (at most ten: a statement each). */
  @GenerateSql({
    params: [
      1,
      [
        { minSeats: 5, discountPercent: 10 },
        { minSeats: 20, discountPercent: 20 },
      ],
    ],
  })
  async replaceTiers(courseId: number, tiers: SeatTier[]): Promise<void> {
    await this.db.deleteFrom('course_seat_tiers').where('course_id', '=', courseId).execute();
    for (const tier of tiers) {
      await this.db
        .insertInto('course_seat_tiers')
        .columns(['course_id', 'min_seats', 'discount_percent'])
        .expression((eb) =>
          eb
            .selectFrom('courses as c')
            .select((c) => ['c.id', c.val(tier.minSeats).as('min_seats'), c.val(tier.discountPercent).as('discount_percent')])
            .where('c.id', '=', courseId),
        )
        .execute();
    }
  }

  // ---- Checkout ----

  /** The buyer's team for the course or path, if any, with whether a running subscription pays its seats (a new checkout would start a second one). */
  @GenerateSql({ name: 'a course', params: [1, { type: 'course', id: 1 }] }, { name: 'a path', params: [1, { type: 'path', id: 1 }] })
  buyerTeam(buyerId: number, product: Product) {
    return this.db
      .selectFrom('teams as t')
      .select((eb) => [
        't.id',
        't.name',
        't.seats',
        't.ended_at',
        eb
          .exists(paidOrders(eb).select('o.id').where('p.kind', '=', 'subscription'))
          .$castTo<boolean>()
          .as('subscribed'),
      ])
      .where('t.purchaser_id', '=', buyerId)
      .where(product.type === 'course' ? 't.course_id' : 't.path_id', '=', product.id)
      .executeTakeFirst();
  }

  @GenerateSql({ params: [{ paymentId: 1, buyerId: 1, teamName: 'Northwind sourcing team', seats: 3, unitAmount: 4410 }] })
  async insertOrder(order: NewTeamOrder): Promise<void> {
    await this.db
      .insertInto('team_orders')
      .columns(['payment_id', 'course_id', 'path_id', 'buyer_id', 'team_name', 'seats', 'unit_amount', 'created_at'])
      .expression((eb) =>
        eb
          .selectFrom('payments as p')
          .select((p) => [
            'p.id',
            'p.course_id',
            'p.path_id',
            p.val(order.buyerId).as('buyer_id'),
            p.val(order.teamName).as('team_name'),
            p.val(order.seats).as('seats'),
            p.val(order.unitAmount).as('unit_amount'),
            p.fn<Date>('now').as('created_at'),
          ])
          .where('p.id', '=', order.paymentId),
      )
      .execute();
  }

  /** The team, if `managerId` manages it, with the payment of its running subscription (the newest paid one), if any. */
  @GenerateSql({ params: [1, 1] })
  managedSubscription(managerId: number, teamId: number) {
    return this.db
      .selectFrom('teams as t')
      .select((eb) => [
        't.id',
        't.seats',
        't.ended_at',
        paidOrders(eb).select('p.id').where('p.kind', '=', 'subscription').orderBy('o.id', 'desc').limit(1).$asScalar().as('payment_id'),
      ])
      .where('t.id', '=', teamId)
      .where('t.manager_id', '=', managerId)
      .executeTakeFirst();
  }

  // ---- Fulfilling orders (the payment events, in the ledger's transaction) ----

  /** The order a payment is for, locked until the transaction ends. */
  @GenerateSql({ params: [1] })
  lockOrder(paymentId: number) {
    return this.db
      .selectFrom('team_orders')
      .select(['id', 'course_id', 'path_id', 'buyer_id', 'team_name', 'seats', 'team_id', 'fulfilled_at', 'refunded_at'])
      .where('payment_id', '=', paymentId)
      .forUpdate()
      .executeTakeFirst();
  }

  /**
   * The buyer's team for the course or path, created (with no seats, the buyer as its manager) when
   * there is none: one statement, so that two orders fulfilled at once find the same team.
   */
  @GenerateSql(
    { name: 'a course', params: [{ product: { type: 'course', id: 1 }, buyerId: 1, teamName: 'Northwind sourcing team' }] },
    { name: 'a path', params: [{ product: { type: 'path', id: 1 }, buyerId: 1, teamName: 'Northwind sourcing team' }] },
  )
  async teamFor(order: { product: Product; buyerId: number | null; teamName: string }) {
    const { product } = order;
    const insert = this.db
      .insertInto('teams')
      .columns(['name', 'course_id', 'path_id', 'purchaser_id', 'manager_id', 'seats', 'created_at'])
      .expression((eb) =>
        eb
          // Either table has the id; typed as one of them, whose columns this select does not read otherwise.
          .selectFrom((product.type === 'course' ? 'courses as src' : 'learning_paths as src') as 'courses as src')
          .select((c) => [
            c.val(order.teamName).as('name'),
            product.type === 'course' ? c.ref('src.id').as('course_id') : c.val<number | null>(null).as('course_id'),
            product.type === 'path' ? c.ref('src.id').as('path_id') : c.val<number | null>(null).as('path_id'),
            c.val(order.buyerId).as('purchaser_id'),
            c.val(order.buyerId).as('manager_id'),
            c.lit(0).as('seats'),
            c.fn<Date>('now').as('created_at'),
          ])
          .where('src.id', '=', product.id),
      );
    // A deleted buyer's order makes a team of its own (no purchaser to share it by); an admin gives it a manager.
    const upsert =
      order.buyerId === null
        ? insert
        : insert.onConflict((conflict) =>
            conflict
              .columns([product.type === 'course' ? 'course_id' : 'path_id', 'purchaser_id'])
              .doUpdateSet((eb) => ({ name: eb.ref('teams.name') })),
          );
    return upsert.returning(['id', 'seats', 'ended_at']).executeTakeFirst();
  }

  @GenerateSql({ params: [1, 1] })
  async markFulfilled(orderId: number, teamId: number): Promise<void> {
    await this.db
      .updateTable('team_orders')
      .set((eb) => ({ team_id: teamId, fulfilled_at: eb.fn<Date>('now') }))
      .where('id', '=', orderId)
      .execute();
  }

  @GenerateSql({ params: [1] })
  async markRefunded(orderId: number): Promise<void> {
    await this.db
      .updateTable('team_orders')
      .set((eb) => ({ refunded_at: eb.fn<Date>('now') }))
      .where('id', '=', orderId)
      .execute();
  }

  /** A subscription order's seats follow the subscription's quantity. */
  @GenerateSql({ params: [1, 5] })
  async setOrderSeats(orderId: number, seats: number): Promise<void> {
    await this.db.updateTable('team_orders').set({ seats }).where('id', '=', orderId).execute();
  }

  /** The team's size and whether its access ended, locked until the transaction ends (its size is then set from this one). */
  @GenerateSql({ params: [1] })
  team(teamId: number) {
    return this.db
      .selectFrom('teams')
      .select(['id', 'course_id', 'path_id', 'seats', 'ended_at'])
      .where('id', '=', teamId)
      .forUpdate()
      .executeTakeFirst();
  }

  /** Whether another paid order than `orderId` still gives the team seats. */
  @GenerateSql({ params: [1, 1] })
  async hasOtherPaidOrder(teamId: number, orderId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('teams as t')
      .select((eb) =>
        eb
          .exists(paidOrders(eb).select('o.id').where('o.id', '<>', orderId))
          .$castTo<boolean>()
          .as('paid'),
      )
      .where('t.id', '=', teamId)
      .executeTakeFirst();
    return row?.paid ?? false;
  }

  /** Who holds an active seat of a live team of the path. */
  @GenerateSql({ params: [1] })
  async pathSeatHolders(pathId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('team_seats as s')
      .innerJoin('teams as t', 't.id', 's.team_id')
      .select('s.user_id')
      .distinct()
      .where('t.path_id', '=', pathId)
      .where('t.ended_at', 'is', null)
      .where('s.status', '=', 'active')
      .where('s.user_id', 'is not', null)
      .orderBy('s.user_id')
      .execute();
    return rows.map((row) => row.user_id!);
  }

  /** A team whose access had ended is paid for again. */
  @GenerateSql({ params: [1] })
  async reopen(teamId: number): Promise<void> {
    await this.db.updateTable('teams').set({ ended_at: null }).where('id', '=', teamId).execute();
  }

  // ---- The admin's Teams view ----

  /** Every team (or the one `teamId`), newest first, with its course, manager, seats used and what its payments brought in: one statement. */
  @GenerateSql({ name: 'all', params: [] }, { name: 'one', params: [1] })
  adminTeams(teamId?: number) {
    let query = this.db
      .selectFrom('teams as t')
      .leftJoin('courses as c', 'c.id', 't.course_id')
      .leftJoin('learning_paths as lp', 'lp.id', 't.path_id')
      .leftJoin('users as m', 'm.id', 't.manager_id')
      .select((eb) => [
        't.id',
        't.name',
        't.seats',
        't.ended_at',
        't.created_at',
        'c.id as course_id',
        'c.title as course_title',
        'lp.id as path_id',
        'lp.slug as path_slug',
        'lp.title as path_title',
        eb.fn.coalesce('c.payment_type', 'lp.payment_type').$notNull().as('payment_type'),
        'm.id as manager_id',
        'm.first_name as manager_first_name',
        'm.last_name as manager_last_name',
        'm.email as manager_email',
        eb
          .cast<number>(
            eb
              .selectFrom('team_seats as s')
              .select((count) => count.fn.countAll().as('count'))
              .whereRef('s.team_id', '=', 't.id')
              .where('s.status', 'in', ['invited', 'active']),
            'integer',
          )
          .as('seats_used'),
        // A sum of many integer amounts can pass the integer range; a double holds whole cents exactly far beyond it.
        eb
          .cast<number>(
            eb.fn.coalesce(
              paidOrders(eb)
                .select((sum) => sum.fn.sum<number>('p.amount').as('sum'))
                .$asScalar(),
              eb.lit(0),
            ),
            'double precision',
          )
          .as('paid_amount'),
        eb.fn.coalesce(paidOrders(eb).select('p.currency').orderBy('p.id', 'desc').limit(1).$asScalar(), eb.val('usd')).as('currency'),
      ])
      .orderBy('t.created_at', 'desc')
      .orderBy('t.id', 'desc');
    if (teamId !== undefined) query = query.where('t.id', '=', teamId);
    return query.execute();
  }

  @GenerateSql({ params: [1, 1] })
  async setManager(teamId: number, managerId: number): Promise<void> {
    await this.db.updateTable('teams').set({ manager_id: managerId }).where('id', '=', teamId).execute();
  }
}
