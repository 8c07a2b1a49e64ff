import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity.js';
import { Team } from './team.entity.js';

/** `invited`: the e-mail is out and the seat is held; `active`: the invited address redeemed it; `revoked`: the seat is free again. */
export const TEAM_SEAT_STATUSES = ['invited', 'active', 'revoked'] as const;
export type TeamSeatStatus = (typeof TEAM_SEAT_STATUSES)[number];

/**
 * A seat assigned to an e-mail address. A team's unassigned seats are `teams.seats` minus its invited
 * and active rows; a revoked row stays for the record. The invitation is redeemed only by an account
 * that proved it owns `email`.
 */
const TeamSeatSchema = defineEntity({
  name: 'TeamSeat',
  tableName: 'team_seats',
  indexes: [
    {
      name: 'team_seats_team_email_unique',
      expression: `create unique index "team_seats_team_email_unique" on "team_seats" ("team_id", "email") where "status" <> 'revoked'`,
    },
  ],
  properties: {
    id: p.integer().primary(),
    team: () => p.manyToOne(Team).deleteRule('cascade').index(),
    /** Always stored lowercased. */
    email: p.string().length(320),
    /** The account that redeemed the seat. */
    user: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
    status: p.enum(TEAM_SEAT_STATUSES).default('invited'),
    /** SHA-256 of the invitation token (null for a seat the manager took at once); replaced when the invitation is sent again, kept once redeemed or revoked so that the link tells what became of it. */
    tokenHash: p.string().length(64).nullable().unique(),
    invitedAt: p.datetime().onCreate(() => new Date()),
    activatedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
  },
});

export class TeamSeat extends TeamSeatSchema.class {}
TeamSeatSchema.setClass(TeamSeat);
export { TeamSeatSchema };
