import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { isRowId } from '../../common/row-id.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import type { Viewer } from '../catalog/public/viewer.js';
import { activateEnrollment } from '../learning/public/enrollments.js';
import type { CheckoutSessionDto } from '../payments/dto/checkout.dto.js';
import { PaymentEventsService, type SeatsPaid } from '../payments/payment-events.service.js';
import { PaymentsService } from '../payments/payments.service.js';
import type { User } from '../users/entities/user.entity.js';
import { MAX_TEAM_SEATS } from './dto/admin-team.dto.js';
import type { SeatQuoteDto, SeatTierDto, TeamCheckoutDto } from './dto/purchase.dto.js';
import type { TeamSummaryDto } from './dto/team.dto.js';
import { seatPrice, seatTiersProblem, type SeatPrice } from './seat-pricing.js';
import { TeamSeatsService, type ResizeReason } from './team-seats.service.js';
import { TeamsPurchaseRepository } from './teams-purchase.repository.js';
import { TeamsRepository } from './teams.repository.js';

const CURRENCY = 'usd';
/** Stripe's smallest charge in US dollars, in cents. */
const STRIPE_MINIMUM_CENTS = 50;
/** Stripe's largest charge in US dollars, in cents ($999,999.99). */
const STRIPE_MAXIMUM_CENTS = 99_999_999;

type SeatCourse = NonNullable<Awaited<ReturnType<TeamsPurchaseRepository['courseForSeats']>>>;
type LockedOrder = NonNullable<Awaited<ReturnType<TeamsPurchaseRepository['lockOrder']>>>;

/**
 * Buying seats: volume tiers, quotes, the team checkout (one-time or monthly) and adding seats to a
 * team's subscription; and, listening to the payment events inside the ledger's transaction, what the
 * payments do to teams: a paid order creates the buyer's team or adds to it (once, however often
 * Stripe says so), a full refund takes its seats back, a subscription's quantity sets its seats, and
 * the end of a subscription ends the team's access.
 */
@Injectable()
export class TeamsPurchaseService implements OnModuleInit {
  private readonly logger = new Logger(TeamsPurchaseService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly purchases: TeamsPurchaseRepository,
    private readonly teams: TeamsRepository,
    private readonly seats: TeamSeatsService,
    private readonly payments: PaymentsService,
    private readonly paymentEvents: PaymentEventsService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.paymentEvents.onSeatsPaid((em, event) => this.fulfil(em, event));
    this.paymentEvents.onSeatsRefunded((em, { paymentId }) => this.refund(em, paymentId));
    this.paymentEvents.onSeatQuantityChanged((em, { paymentId, quantity }) => this.changeQuantity(em, paymentId, quantity));
    this.paymentEvents.onSeatSubscriptionEnded((em, { paymentId }) => this.endSubscription(em, paymentId));
  }

  // ---- Tiers and quotes ----

  /** The course's volume tiers (admins), fewest seats first. */
  async tiers(courseId: number): Promise<SeatTierDto[]> {
    return (await this.course({ id: 0, role: 'admin' }, courseId)).tiers;
  }

  /** Replaces the course's volume tiers (admins). */
  async replaceTiers(courseId: number, tiers: SeatTierDto[]): Promise<SeatTierDto[]> {
    const problem = seatTiersProblem(tiers);
    if (problem) throw new AppError(ErrorCode.SEAT_TIERS_INVALID, problem);
    await this.course({ id: 0, role: 'admin' }, courseId);
    await this.em.transactional(() => this.purchases.replaceTiers(courseId, tiers));
    return [...tiers].sort((a, b) => a.minSeats - b.minSeats).map(({ minSeats, discountPercent }) => ({ minSeats, discountPercent }));
  }

  /** What `seats` seats of a paid course the viewer may see cost, with the course's tiers. */
  async quote(viewer: Viewer, courseId: number, seats: number): Promise<SeatQuoteDto> {
    const course = this.paidCourse(await this.course(viewer, courseId));
    const price = seatPrice(course.price, course.tiers, seats);
    return {
      courseId: course.id,
      seats,
      ...price,
      currency: CURRENCY,
      paymentType: course.payment_type,
      tiers: course.tiers,
    };
  }

  // ---- Checkout ----

  /**
   * Stripe's hosted checkout for seats: the price per seat from the course and its tiers, a payment
   * (purpose `team`) and the order naming the team, then the Checkout Session. A buyer whose team
   * already has a running subscription for the course adds seats to it instead (409).
   */
  async checkout(buyer: User, body: TeamCheckoutDto): Promise<CheckoutSessionDto> {
    const course = this.paidCourse(await this.course({ id: buyer.id, role: buyer.role }, body.courseId));
    const price = this.chargeable(seatPrice(course.price, course.tiers, body.seats));
    const kind = course.payment_type === 'subscription' ? 'subscription' : 'one_time';
    const team = await this.purchases.buyerTeam(buyer.id, course.id);
    if (team && !team.ended_at) {
      if (team.subscribed) {
        throw new AppError(
          ErrorCode.TEAM_HAS_SUBSCRIPTION,
          `Add seats to your team's subscription instead: ${team.name} already pays for this course monthly.`,
          { teamId: team.id },
        );
      }
      if (team.seats + body.seats > MAX_TEAM_SEATS) {
        throw new AppError(
          ErrorCode.TEAM_SEATS_LIMIT,
          `A team can have at most ${MAX_TEAM_SEATS} seats: ${team.name} can take ${Math.max(0, MAX_TEAM_SEATS - team.seats)} more.`,
        );
      }
    }
    return this.payments.createSeatCheckout({
      buyer,
      course: { id: course.id, title: course.title, kind },
      seats: body.seats,
      unitAmount: price.unitAmount,
      successUrl: `${this.config.publicUrl}/teams?purchase=success`,
      cancelUrl: `${this.config.publicUrl}/courses/${course.id}`,
      recordOrder: (_em, paymentId) =>
        this.purchases.insertOrder({
          paymentId,
          buyerId: buyer.id,
          teamName: body.teamName,
          seats: body.seats,
          unitAmount: price.unitAmount,
        }),
    });
  }

  /**
   * Adds seats to the team's running subscription at Stripe (prorated). The team's seats grow when
   * Stripe's subscription update arrives; the summary is the team as it stands now.
   */
  async addSubscriptionSeats(manager: User, teamId: number, seats: number): Promise<TeamSummaryDto> {
    const team = await this.purchases.managedSubscription(manager.id, teamId);
    if (!team) throw new AppError(ErrorCode.TEAM_NOT_FOUND, 'Team not found');
    if (team.ended_at) throw new AppError(ErrorCode.TEAM_ENDED, "This team's access to the course has ended");
    if (team.payment_id === null) {
      throw new AppError(
        ErrorCode.TEAM_NO_SUBSCRIPTION,
        "This team's seats are not paid monthly: buy more seats from the course page instead.",
      );
    }
    if (team.seats + seats > MAX_TEAM_SEATS) {
      throw new AppError(
        ErrorCode.TEAM_SEATS_LIMIT,
        `A team can have at most ${MAX_TEAM_SEATS} seats: this one can take ${Math.max(0, MAX_TEAM_SEATS - team.seats)} more.`,
      );
    }
    await this.payments.addSubscriptionSeats(team.payment_id, seats);
    return this.seats.summary(manager, teamId);
  }

  // ---- The payment events (in the ledger's transaction, with its em) ----

  /**
   * A paid order: the buyer's team for the course (created, with the buyer as manager, the first
   * time) gets its seats, once. A team whose access had ended comes back with this order's seats.
   */
  private async fulfil(em: EntityManager, event: SeatsPaid): Promise<void> {
    const order = await this.order(event.paymentId);
    if (!order) return;
    if (order.fulfilled_at === null) {
      const team = await this.purchases.teamFor({ courseId: order.course_id, buyerId: order.buyer_id, teamName: order.team_name });
      // The order's course cannot be deleted while the order exists (its foreign key restricts it).
      if (!team) throw new Error(`The course of payment ${event.paymentId}'s order is gone`);
      await this.purchases.markFulfilled(order.id, team.id);
      if (team.ended_at) await this.reopen(em, team.id, order.seats);
      else await this.resize(em, team.id, team.seats + order.seats, reasonOf(event.kind));
      this.logger.log(`Team ${team.id} received ${order.seats} seat(s) from payment ${event.paymentId}`);
      return;
    }
    // Paid again after it ended (an unpaid subscription paid after all): its seats, taken back then, return.
    if (order.team_id === null || order.refunded_at) return;
    const team = await this.purchases.team(order.team_id);
    if (!team) return;
    if (team.ended_at) await this.reopen(em, team.id, order.seats);
    else await this.resize(em, team.id, team.seats + order.seats, reasonOf(event.kind));
  }

  /** A full refund: the order's seats go, unassigned ones first, then the latest assignments (TeamSeatsService). */
  private async refund(em: EntityManager, paymentId: number): Promise<void> {
    const order = await this.order(paymentId);
    if (!order || order.refunded_at) return;
    await this.purchases.markRefunded(order.id);
    if (order.fulfilled_at === null || order.team_id === null) return;
    const team = await this.purchases.team(order.team_id);
    if (team) await this.resize(em, team.id, team.seats - order.seats, 'refund');
  }

  /** A subscription now bills `quantity` seats: the order, and its team, follow by the difference. */
  private async changeQuantity(em: EntityManager, paymentId: number, quantity: number): Promise<void> {
    const order = await this.order(paymentId);
    if (!order || order.seats === quantity) return;
    await this.purchases.setOrderSeats(order.id, quantity);
    if (order.fulfilled_at === null || order.team_id === null || order.refunded_at) return;
    const team = await this.purchases.team(order.team_id);
    if (team && !team.ended_at) await this.resize(em, team.id, team.seats + quantity - order.seats, 'subscription');
  }

  /** A paid subscription ended: the team's access ends with it, unless another paid order still gives it seats (then only this one's go). */
  private async endSubscription(em: EntityManager, paymentId: number): Promise<void> {
    const order = await this.order(paymentId);
    if (!order || order.fulfilled_at === null || order.team_id === null) return;
    const team = await this.purchases.team(order.team_id);
    if (!team || team.ended_at) return;
    if (await this.purchases.hasOtherPaidOrder(team.id, order.id)) await this.resize(em, team.id, team.seats - order.seats, 'subscription');
    else await this.seats.endTeam(em, team.id);
  }

  /** An ended team paid for again: `seats` seats, and the members still seated get the course back. */
  private async reopen(em: EntityManager, teamId: number, seats: number): Promise<void> {
    await this.purchases.reopen(teamId);
    await this.resize(em, teamId, seats, 'subscription');
    const team = (await this.purchases.team(teamId))!;
    for (const seat of await this.teams.activeSeats(team.id)) {
      if (seat.user_id !== null) await activateEnrollment(em, seat.user_id, team.course_id, 'team');
    }
  }

  private async resize(em: EntityManager, teamId: number, seats: number, reason: ResizeReason): Promise<void> {
    await this.seats.resizeTo(em, teamId, Math.min(MAX_TEAM_SEATS, Math.max(0, seats)), reason);
  }

  private async order(paymentId: number): Promise<LockedOrder | undefined> {
    const order = await this.purchases.lockOrder(paymentId);
    if (!order) this.logger.warn(`Payment ${paymentId} is for team seats but has no order`);
    return order;
  }

  // ---- Helpers ----

  /** 404 unless the viewer may see the course (admins: any course not deleted). */
  private async course(viewer: Viewer, courseId: number): Promise<SeatCourse> {
    const course = isRowId(courseId) ? await this.purchases.courseForSeats(viewer, courseId) : undefined;
    if (!course) throw new AppError(ErrorCode.COURSE_NOT_FOUND, 'Course not found');
    return course;
  }

  private paidCourse(course: SeatCourse): SeatCourse {
    if (!course.is_paid || course.price <= 0) throw new AppError(ErrorCode.COURSE_IS_FREE, 'Team seats are sold only for paid courses');
    return course;
  }

  private chargeable(price: SeatPrice): SeatPrice {
    if (price.totalAmount < STRIPE_MINIMUM_CENTS) {
      throw new AppError(
        ErrorCode.PRICE_BELOW_MINIMUM,
        'These seats cannot be bought online: the total is below the $0.50 card payment minimum. Please contact us.',
      );
    }
    if (price.totalAmount > STRIPE_MAXIMUM_CENTS) {
      throw new AppError(ErrorCode.TEAM_SEATS_LIMIT, 'One card payment can be at most $999,999.99: buy fewer seats at once.');
    }
    return price;
  }
}

/** Why a team's size changes with a payment: for the e-mails a smaller size sends (a larger one revokes nothing). */
const reasonOf = (kind: SeatsPaid['kind']): ResizeReason => (kind === 'subscription' ? 'subscription' : 'admin');
