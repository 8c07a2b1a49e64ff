import { defineEntity, p } from '@mikro-orm/core';
import { Course } from '../../catalog/entities/course.entity.js';
import { LearningPath } from '../../paths/entities/learning-path.entity.js';
import { Payment } from '../../payments/entities/payment.entity.js';
import { User } from '../../users/entities/user.entity.js';
import { Team } from './team.entity.js';

/**
 * A purchase of seats: what the buyer asked for, tied to its payment. Fulfilled once, when the payment
 * succeeds (however often Stripe says so); a refund takes its seats back.
 */
const TeamOrderSchema = defineEntity({
  name: 'TeamOrder',
  tableName: 'team_orders',
  checks: [
    { name: 'team_orders_seats_check', expression: 'seats >= 1' },
    { name: 'team_orders_course_or_path_check', expression: '(course_id IS NULL) <> (path_id IS NULL)' },
  ],
  properties: {
    id: p.integer().primary(),
    payment: () => p.oneToOne(Payment).owner().deleteRule('cascade').unique(),
    /** The payment's course or path. */
    course: () => p.manyToOne(Course).nullable().deleteRule('restrict').index(),
    path: () => p.manyToOne(LearningPath).nullable().deleteRule('restrict').index(),
    buyer: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
    /** The name the buyer gave a new team (ignored when the seats are added to an existing one). */
    teamName: p.string().length(100),
    seats: p.integer(),
    /** Integer cents per seat after the volume discount, from the course's (or path's) price and tiers at checkout. */
    unitAmount: p.integer(),
    team: () => p.manyToOne(Team).nullable().deleteRule('set null').index(),
    fulfilledAt: p.datetime().nullable(),
    refundedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class TeamOrder extends TeamOrderSchema.class {}
TeamOrderSchema.setClass(TeamOrder);
export { TeamOrderSchema };
