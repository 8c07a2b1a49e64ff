import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { isRowId } from '../../common/row-id.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import type { Viewer } from '../catalog/public/viewer.js';
import type { PaymentType } from '../catalog/entities/course.entity.js';
import { activateEnrollment, activatePathAccess } from '../learning/public/enrollments.js';
import type { CheckoutSessionDto } from '../payments/dto/checkout.dto.js';
import { PaymentEventsService, type SeatsPaid } from '../payments/payment-events.service.js';
import { PaymentsService } from '../payments/payments.service.js';
import type { Product } from '../payments/public/product.js';
import { PathEventsService } from '../paths/path-events.service.js';
import type { User } from '../users/entities/user.entity.js';
import { MAX_TEAM_SEATS } from './dto/admin-team.dto.js';
import type { PathSeatQuoteDto, PathTeamCheckoutDto, SeatQuoteDto, SeatTierDto, TeamCheckoutDto } from './dto/purchase.dto.js';
import type { TeamSummaryDto } from './dto/team.dto.js';
import { seatPrice, seatTiersProblem, type SeatPrice, type SeatTier } from './seat-pricing.js';
import { TeamSeatsService, type ResizeReason } from './team-seats.service.js';
import { TeamsPurchaseRepository } from './teams-purchase.repository.js';
import { TeamsRepository } from './teams.repository.js';

const CURRENCY = 'usd';
/** Stripe's smallest charge in US dollars, in cents. */
const STRIPE_MINIMUM_CENTS = 50;
/** Stripe's largest charge in US dollars, in cents ($999,999.99). */
const STRIPE_MAXIMUM_CENTS = 99_999_999;

type LockedOrder = NonNullable<Awaited<ReturnType<TeamsPurchaseRepository['lockOrder']>>>;

/** A course or path as seats of it are priced and sold. */
interface SeatProduct {
  product: Product;
  title: string;
  /** Integer cents per seat before the volume discount, from the database. */
  price: number;
  is_paid: boolean;
  payment_type: PaymentType;
  tiers: SeatTier[];
  /** Its page, where a checkout left unpaid comes back to. */
  pagePath: string;
}

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
    private readonly pathEvents: PathEventsService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.paymentEvents.onSeatsPaid((em, event) => this.fulfil(em, event));
    this.paymentEvents.onSeatsRefunded((em, { paymentId }) => this.refund(em, paymentId));
    this.paymentEvents.onSeatQuantityChanged((em, { paymentId, quantity }) => this.changeQuantity(em, paymentId, quantity));
    this.paymentEvents.onSeatSubscriptionEnded((em, { paymentId }) => this.endSubscription(em, paymentId));
    this.pathEvents.onStepsChanged((em, pathId) => this.grantPathCourses(em, pathId));
  }

  /** A path's steps changed: the active seat holders of its live teams get the courses it now has (a course taken out stays with them). */
  private async grantPathCourses(em: EntityManager, pathId: number): Promise<void> {
    const holders = await this.purchases.pathSeatHolders(pathId);
    await activatePathAccess(
      em,
      pathId,
      holders.map((userId) => ({ userId, pathPaymentId: null })),
      'team',
    );
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
    return sortedTiers(tiers);
  }

  /** A path's volume tiers (admins), fewest seats first: the same rules as a course's. */
  async pathTiers(pathId: number): Promise<SeatTierDto[]> {
    return (await this.path(null, pathId, true)).tiers;
  }

  /** Replaces a path's volume tiers (admins). */
  async replacePathTiers(pathId: number, tiers: SeatTierDto[]): Promise<SeatTierDto[]> {
    const problem = seatTiersProblem(tiers);
    if (problem) throw new AppError(ErrorCode.SEAT_TIERS_INVALID, problem);
    await this.path(null, pathId, true);
    await this.em.transactional(() => this.purchases.replacePathTiers(pathId, tiers));
    return sortedTiers(tiers);
  }

  /** What `seats` seats of a paid course the viewer may see cost, with the course's tiers. */
  async quote(viewer: Viewer, courseId: number, seats: number): Promise<SeatQuoteDto> {
    const course = this.paidProduct(await this.course(viewer, courseId));
    const price = seatPrice(course.price, course.tiers, seats);
    return {
      courseId: course.product.id,
      seats,
      ...price,
      currency: CURRENCY,
      paymentType: course.payment_type,
      tiers: course.tiers,
    };
  }

  /** What `seats` seats of a path sold as one product cost, with the path's tiers (docs/product-rules.md#learning-path-purchases). */
  async pathQuote(viewer: Viewer, pathId: number, seats: number): Promise<PathSeatQuoteDto> {
    const path = this.paidProduct(await this.path(viewer, pathId, false));
    const price = seatPrice(path.price, path.tiers, seats);
    return { pathId: path.product.id, seats, ...price, currency: CURRENCY, paymentType: path.payment_type, tiers: path.tiers };
  }

  // ---- Checkout ----

  /**
   * Stripe's hosted checkout for seats: the price per seat from the course and its tiers, a payment
   * (purpose `team`) and the order naming the team, then the Checkout Session. A buyer whose team
   * already has a running subscription for the course adds seats to it instead (409).
   */
  async checkout(buyer: User, body: TeamCheckoutDto): Promise<CheckoutSessionDto> {
    const course = this.paidProduct(await this.course({ id: buyer.id, role: buyer.role }, body.courseId));
    return this.sellSeats(buyer, course, body);
  }

  /** `checkout` for seats of a learning path: each seat gives every course of the path. */
  async pathCheckout(buyer: User, body: PathTeamCheckoutDto): Promise<CheckoutSessionDto> {
    const path = this.paidProduct(await this.path({ id: buyer.id, role: buyer.role }, body.pathId, false));
    return this.sellSeats(buyer, path, body);
  }

  private async sellSeats(buyer: User, item: SeatProduct, body: { seats: number; teamName: string }): Promise<CheckoutSessionDto> {
    const price = this.chargeable(seatPrice(item.price, item.tiers, body.seats));
    const kind = item.payment_type === 'subscription' ? 'subscription' : 'one_time';
    const team = await this.purchases.buyerTeam(buyer.id, item.product);
    if (team && !team.ended_at) {
      if (team.subscribed) {
        throw new AppError(
          ErrorCode.TEAM_HAS_SUBSCRIPTION,
          `Add seats to your team's subscription instead: ${team.name} already pays for this ${item.product.type === 'path' ? 'learning path' : 'course'} monthly.`,
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
      product: { ...item.product, title: item.title, kind },
      seats: body.seats,
      unitAmount: price.unitAmount,
      successUrl: `${this.config.publicUrl}/teams?purchase=success`,
      cancelUrl: `${this.config.publicUrl}${item.pagePath}`,
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
      const product: Product = order.path_id !== null ? { type: 'path', id: order.path_id } : { type: 'course', id: order.course_id! };
      const team = await this.purchases.teamFor({ product, buyerId: order.buyer_id, teamName: order.team_name });
      // The order's course or path cannot be deleted while the order exists (its foreign key restricts it).
      if (!team) throw new Error(`The course or path of payment ${event.paymentId}'s order is gone`);
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
    const holders = (await this.teams.activeSeats(team.id)).flatMap((seat) => (seat.user_id === null ? [] : [seat.user_id]));
    if (team.path_id !== null) {
      await activatePathAccess(
        em,
        team.path_id,
        holders.map((userId) => ({ userId, pathPaymentId: null })),
        'team',
      );
    } else for (const userId of holders) await activateEnrollment(em, userId, team.course_id!, 'team');
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
  private async course(viewer: Viewer, courseId: number): Promise<SeatProduct> {
    const course = isRowId(courseId) ? await this.purchases.courseForSeats(viewer, courseId) : undefined;
    if (!course) throw new AppError(ErrorCode.COURSE_NOT_FOUND, 'Course not found');
    return { ...course, product: { type: 'course', id: course.id }, pagePath: `/courses/${course.id}` };
  }

  /** 404 unless the viewer may see the path (published, every course of it visible), or for `anyLive` unless it exists (the admin's tiers). */
  private async path(viewer: Viewer, pathId: number, anyLive: boolean): Promise<SeatProduct> {
    const path = isRowId(pathId) ? await this.purchases.pathForSeats(viewer, pathId, anyLive) : undefined;
    if (!path) throw new AppError(ErrorCode.PATH_NOT_FOUND, 'Path not found');
    return { ...path, product: { type: 'path', id: path.id }, pagePath: `/paths/${path.slug}` };
  }

  private paidProduct(item: SeatProduct): SeatProduct {
    if (!item.is_paid || item.price <= 0) {
      if (item.product.type === 'path')
        throw new AppError(ErrorCode.PATH_NOT_FOR_SALE, 'Team seats are sold only for paths sold as one product');
      throw new AppError(ErrorCode.COURSE_IS_FREE, 'Team seats are sold only for paid courses');
    }
    return item;
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

const sortedTiers = (tiers: SeatTierDto[]): SeatTierDto[] =>
  [...tiers].sort((a, b) => a.minSeats - b.minSeats).map(({ minSeats, discountPercent }) => ({ minSeats, discountPercent }));

/** Why a team's size changes with a payment: for the e-mails a smaller size sends (a larger one revokes nothing). */
const reasonOf = (kind: SeatsPaid['kind']): ResizeReason => (kind === 'subscription' ? 'subscription' : 'admin');
