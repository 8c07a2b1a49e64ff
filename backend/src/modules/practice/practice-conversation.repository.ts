import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { GenerateSql } from '../../database/generate-sql.js';
import { kysely } from '../../database/kysely.js';
import type { ModelUsagePurpose } from './entities/model-usage.entity.js';

const NOW = new Date('2026-01-01T12:00:00Z');

export interface UsageRecord {
  userId: number;
  courseId: number;
  attemptId: number;
  purpose: ModelUsagePurpose;
  tokens: number;
  createdAt: Date;
}

/** The queries of AI conversations: the turn a reply is written into, the tokens spent, the usage report. */
@Injectable()
export class PracticeConversationRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return kysely(this.em);
  }

  /**
   * The last two turns of an attempt (newest first), each with the attempt's number of learner turns:
   * what deciding on a new message or a retry needs, in one statement.
   */
  @GenerateSql({ params: [1] })
  async lastTurns(attemptId: number) {
    return this.db
      .selectFrom('practice_turns as t')
      .select(['t.seq', 't.speaker', 't.status', 't.content', 't.created_at'])
      .select((eb) => eb.fn.countAll<string>().filterWhere('t.speaker', '=', 'learner').over().as('learner_turns'))
      .where('t.attempt_id', '=', attemptId)
      .orderBy('t.seq', 'desc')
      .limit(2)
      .execute();
  }

  /** Tokens spent by the attempt, and by the learner since `since` (the start of their UTC day). */
  @GenerateSql({ params: [1, 1, NOW] })
  async tokensSpent(attemptId: number, userId: number, since: Date): Promise<{ attempt: number; day: number }> {
    const row = await this.db
      .selectFrom('model_usage as mu')
      .select((eb) => [
        eb.fn.sum<string | null>('mu.tokens').filterWhere('mu.attempt_id', '=', attemptId).as('attempt'),
        eb.fn
          .sum<string | null>('mu.tokens')
          .filterWhere((w) => w.and([w('mu.user_id', '=', userId), w('mu.created_at', '>=', since)]))
          .as('day'),
      ])
      .where((eb) =>
        eb.or([eb('mu.attempt_id', '=', attemptId), eb.and([eb('mu.user_id', '=', userId), eb('mu.created_at', '>=', since)])]),
      )
      .executeTakeFirstOrThrow();
    return { attempt: Number(row.attempt ?? 0), day: Number(row.day ?? 0) };
  }

  /** Stores the persona's finished reply in its pending turn. */
  @GenerateSql({ params: [1, 3, 'Hello'] })
  async completeTurn(attemptId: number, seq: number, content: string): Promise<void> {
    await this.db
      .updateTable('practice_turns')
      .set({ content, status: 'complete', error_code: null })
      .where('attempt_id', '=', attemptId)
      .where('seq', '=', seq)
      .where('status', '=', 'pending')
      .execute();
  }

  /** Marks the pending persona turn failed, with the provider error's code. */
  @GenerateSql({ params: [1, 3, 'MODEL_TIMEOUT'] })
  async failTurn(attemptId: number, seq: number, code: string): Promise<void> {
    await this.db
      .updateTable('practice_turns')
      .set({ content: '', status: 'failed', error_code: code })
      .where('attempt_id', '=', attemptId)
      .where('seq', '=', seq)
      .where('status', '=', 'pending')
      .execute();
  }

  /** A failed (or lost) persona turn is written again: pending from `now`. */
  @GenerateSql({ params: [1, 3, NOW] })
  async restartTurn(attemptId: number, seq: number, now: Date): Promise<void> {
    await this.db
      .updateTable('practice_turns')
      .set({ content: '', status: 'pending', error_code: null, created_at: now })
      .where('attempt_id', '=', attemptId)
      .where('seq', '=', seq)
      .where('speaker', '=', 'persona')
      .execute();
  }

  /**
   * One insert. The attempt, learner or course may have been deleted while the model answered: the
   * tokens are then kept without them (as deleting them later would), instead of failing on a key.
   */
  @GenerateSql({ params: [{ userId: 1, courseId: 1, attemptId: 1, purpose: 'reply', tokens: 10, createdAt: NOW }] })
  async recordUsage(usage: UsageRecord): Promise<void> {
    await this.db
      .insertInto('model_usage')
      .values((eb) => ({
        id: sql<number>`default`,
        user_id: eb.selectFrom('users').select('id').where('id', '=', usage.userId),
        course_id: eb.selectFrom('courses').select('id').where('id', '=', usage.courseId),
        attempt_id: eb.selectFrom('practice_attempts').select('id').where('id', '=', usage.attemptId),
        purpose: usage.purpose,
        tokens: usage.tokens,
        created_at: usage.createdAt,
      }))
      .execute();
  }

  /** Tokens the learner spent since `since` (the start of their UTC day). */
  @GenerateSql({ params: [1, NOW] })
  async tokensSince(userId: number, since: Date): Promise<number> {
    const row = await this.db
      .selectFrom('model_usage')
      .select((eb) => eb.fn.sum<string | null>('tokens').as('tokens'))
      .where('user_id', '=', userId)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.tokens ?? 0);
  }

  /** Tokens per course and UTC month since `since`, newest month first (one grouped statement). */
  @GenerateSql({ params: [NOW] })
  async usageByCourseAndMonth(since: Date) {
    const month = sql<string>`to_char(date_trunc('month', ${sql.ref('mu.created_at')} at time zone 'UTC'), 'YYYY-MM')`;
    return this.db
      .selectFrom('model_usage as mu')
      .leftJoin('courses as c', 'c.id', 'mu.course_id')
      .select((eb) => [month.as('month'), 'mu.course_id', 'c.title', eb.fn.sum<string>('mu.tokens').as('tokens')])
      .where('mu.created_at', '>=', since)
      .groupBy([month, 'mu.course_id', 'c.title'])
      .orderBy('month', 'desc')
      .orderBy('c.title')
      .orderBy('mu.course_id')
      .execute();
  }
}
