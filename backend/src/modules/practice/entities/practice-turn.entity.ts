import { defineEntity, p } from '@mikro-orm/core';
import { PracticeAttempt } from './practice-attempt.entity.js';

export const PRACTICE_SPEAKERS = ['persona', 'learner'] as const;
export type PracticeSpeaker = (typeof PRACTICE_SPEAKERS)[number];
/** A persona turn is `pending` while the model writes it and `failed` when the provider failed (it can be retried). */
export const PRACTICE_TURN_STATUSES = ['complete', 'pending', 'failed'] as const;
export type PracticeTurnStatus = (typeof PRACTICE_TURN_STATUSES)[number];

/** One line of a practice conversation, stored as it happens so a reload or a dropped connection loses nothing. */
const PracticeTurnSchema = defineEntity({
  name: 'PracticeTurn',
  tableName: 'practice_turns',
  uniques: [{ properties: ['attempt', 'seq'] }],
  properties: {
    id: p.integer().primary(),
    attempt: () => p.manyToOne(PracticeAttempt).deleteRule('cascade'),
    /** 0, 1, 2… in the order spoken. */
    seq: p.smallint(),
    speaker: p.enum(PRACTICE_SPEAKERS),
    content: p.text().default(''),
    status: p.enum(PRACTICE_TURN_STATUSES).default('complete'),
    /** Why the provider failed (an error code), for a `failed` turn. */
    errorCode: p.string().length(64).nullable(),
    /** Scenario mode: the node of a persona line, or the reply a learner chose. */
    nodeId: p.string().length(64).nullable(),
    replyId: p.string().length(64).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class PracticeTurn extends PracticeTurnSchema.class {}
PracticeTurnSchema.setClass(PracticeTurn);
export { PracticeTurnSchema };
