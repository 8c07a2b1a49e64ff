import { defineEntity, p } from '@mikro-orm/core';
import { Course } from '../../catalog/entities/course.entity.js';
import { User } from '../../users/entities/user.entity.js';

/**
 * Seats of one course bought by an employer for its people. The buyer's later purchases for the same
 * course add seats to the same team. The manager (at first the buyer; an admin may move it) assigns
 * the seats and follows the members' progress; it is a role on the team, not a site role.
 */
const TeamSchema = defineEntity({
  name: 'Team',
  tableName: 'teams',
  uniques: [{ properties: ['course', 'purchaser'] }],
  checks: [{ name: 'teams_seats_check', expression: 'seats >= 0' }],
  properties: {
    id: p.integer().primary(),
    name: p.string().length(100),
    course: () => p.manyToOne(Course).deleteRule('restrict').index(),
    /** Who paid; null once that account is deleted (the team and its seats stay). */
    purchaser: () => p.manyToOne(User).nullable().deleteRule('set null'),
    manager: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
    /** Seats paid for and not refunded: assigned ones (invited or active) never exceed it. */
    seats: p.integer().default(0),
    /** When the team's access ended (its subscription ended): its seats no longer give the course. */
    endedAt: p.datetime().nullable(),
    /** When the manager was told that 75% and then all of the seats are used; cleared when seats are added. */
    almostFullNotifiedAt: p.datetime().nullable(),
    fullNotifiedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class Team extends TeamSchema.class {}
TeamSchema.setClass(Team);
export { TeamSchema };
