import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sql, type ExpressionBuilder } from 'kysely';
import { GenerateSql } from '../../database/generate-sql.js';
import { kysely, type AcademyDb } from '../../database/kysely.js';
import { enrolledInCourse, visibleCourse, type CourseScope, type Viewer } from '../catalog/public/viewer.js';

/** A page of rows: `limit` rows after skipping `offset`. */
export interface RowWindow {
  limit: number;
  offset: number;
}

/** Which threads a list shows: a lesson's Q&A, a course's community space, or (searching) every thread of a course. */
export type ThreadScope = { lessonId: number } | { courseId: number; community: boolean };

/** Who looks at discussions: a signed-in user (discussions have no visitors). */
export type DiscussionViewer = NonNullable<Viewer>;

const EXAMPLE_TIME = new Date('2026-12-01T09:00:00Z');
const LEARNER: DiscussionViewer = { id: 1, role: 'jobseeker' };
const ADMIN: DiscussionViewer = { id: 1, role: 'admin' };

/** Search words as PostgreSQL's web-search syntax reads them, in the configuration the index is written in. */
const SEARCH_CONFIG = 'english';

type ThreadScopeEb = ExpressionBuilder<AcademyDb & { t: AcademyDb['discussion_threads'] }, 't'>;

/**
 * What deciding on a viewer's access to course `c` needs: whether they may see it, whether they are
 * enrolled (any claim: free, purchase, grant, team seat or path, ADR 0023) and whether an admin
 * suspended them from posting in it now.
 */
function gateColumns(eb: CourseScope, viewer: DiscussionViewer, now: Date) {
  return [
    visibleCourse(eb, viewer).as('is_visible'),
    enrolledInCourse(eb, viewer.id).as('is_enrolled'),
    eb
      .exists(
        eb
          .selectFrom('discussion_suspensions as s')
          .select('s.id')
          .whereRef('s.course_id', '=', 'c.id')
          .where('s.user_id', '=', viewer.id)
          .where((s) => s.or([s('s.until', 'is', null), s('s.until', '>', now)])),
      )
      .$castTo<boolean>()
      .as('is_suspended'),
  ] as const;
}

/** "The thread's opening post is hidden": the whole thread is then an admin's only. */
function openingHidden(eb: ThreadScopeEb) {
  return eb.exists(
    eb
      .selectFrom('discussion_posts as o')
      .select('o.id')
      .whereRef('o.thread_id', '=', 't.id')
      .where('o.parent_id', 'is', null)
      .where('o.hidden_at', 'is not', null),
  );
}

/** The queries of discussions: each one statement, whatever the number of threads, posts or notifications. */
@Injectable()
export class DiscussionsRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return kysely(this.em);
  }

  /** A live course with the viewer's access to it (empty: no such course). */
  @GenerateSql({ params: [LEARNER, 1, EXAMPLE_TIME] })
  async courseGate(viewer: DiscussionViewer, courseId: number, now: Date) {
    return this.db
      .selectFrom('courses as c')
      .select((eb) => ['c.id as course_id', 'c.title as course_title', ...gateColumns(eb, viewer, now)])
      .where('c.id', '=', courseId)
      .where('c.deleted_at', 'is', null)
      .executeTakeFirst();
  }

  /** A lesson of a live course, with the viewer's access to the course (empty: no such lesson). */
  @GenerateSql({ params: [LEARNER, 1, EXAMPLE_TIME] })
  async lessonGate(viewer: DiscussionViewer, lessonId: number, now: Date) {
    return this.db
      .selectFrom('lessons as l')
      .innerJoin('courses as c', 'c.id', 'l.course_id')
      .select((eb) => [
        'l.id as lesson_id',
        'l.title as lesson_title',
        'c.id as course_id',
        'c.title as course_title',
        ...gateColumns(eb, viewer, now),
      ])
      .where('l.id', '=', lessonId)
      .where('c.deleted_at', 'is', null)
      .executeTakeFirst();
  }

  /** A thread of a live course, with the viewer's access (empty: no such thread). */
  @GenerateSql({ params: [LEARNER, 1, EXAMPLE_TIME] })
  async threadGate(viewer: DiscussionViewer, threadId: number, now: Date) {
    return this.db
      .selectFrom('discussion_threads as t')
      .innerJoin('courses as c', 'c.id', 't.course_id')
      .leftJoin('lessons as l', 'l.id', 't.lesson_id')
      .leftJoin('users as u', 'u.id', 't.author_id')
      .select((eb) => [
        't.id as thread_id',
        't.kind',
        't.title',
        't.author_id',
        'u.first_name',
        'u.last_name',
        't.lesson_id',
        'l.title as lesson_title',
        't.locked_at',
        't.answered_post_id',
        't.created_at',
        't.last_activity_at',
        'c.id as course_id',
        'c.title as course_title',
        openingHidden(eb as unknown as ThreadScopeEb).as('opening_hidden'),
        ...gateColumns(eb, viewer, now),
      ])
      .where('t.id', '=', threadId)
      .where('c.deleted_at', 'is', null)
      .executeTakeFirst();
  }

  /** A post with its thread, of a live course, with the viewer's access (empty: no such post). */
  @GenerateSql({ params: [LEARNER, 1, EXAMPLE_TIME] })
  async postGate(viewer: DiscussionViewer, postId: number, now: Date) {
    return this.db
      .selectFrom('discussion_posts as p')
      .innerJoin('discussion_threads as t', 't.id', 'p.thread_id')
      .innerJoin('courses as c', 'c.id', 't.course_id')
      .select((eb) => [
        'p.id as post_id',
        'p.parent_id',
        'p.author_id',
        'p.upvote_count',
        'p.deleted_at',
        'p.hidden_at',
        'p.body_text',
        't.id as thread_id',
        't.kind',
        't.title',
        't.author_id as thread_author_id',
        't.lesson_id',
        't.locked_at',
        't.answered_post_id',
        'c.id as course_id',
        'c.title as course_title',
        openingHidden(eb as unknown as ThreadScopeEb).as('opening_hidden'),
        ...gateColumns(eb, viewer, now),
      ])
      .where('p.id', '=', postId)
      .where('c.deleted_at', 'is', null)
      .executeTakeFirst();
  }

  /**
   * A page of threads, most recently active first, with their opening post's excerpt, visible replies and
   * the number of threads in all (`total`, the same on every row). `q`: web-search words over the titles
   * and visible posts. Threads whose opening post is hidden are an admin's only.
   */
  @GenerateSql(
    { name: "a lesson's Q&A, for a learner", params: [LEARNER, { lessonId: 1 }, null, { limit: 20, offset: 0 }] },
    { name: "a course's community, for an admin", params: [ADMIN, { courseId: 1, community: true }, null, { limit: 20, offset: 0 }] },
    {
      name: "searching a course's discussions",
      params: [LEARNER, { courseId: 1, community: false }, 'phone screen', { limit: 20, offset: 20 }],
    },
  )
  async threads(viewer: DiscussionViewer, scope: ThreadScope, q: string | null, window: RowWindow) {
    const admin = viewer.role === 'admin';
    return this.db
      .selectFrom('discussion_threads as t')
      .leftJoin('users as u', 'u.id', 't.author_id')
      .leftJoin('lessons as l', 'l.id', 't.lesson_id')
      .select((eb) => [
        't.id',
        't.course_id',
        't.lesson_id',
        'l.title as lesson_title',
        't.kind',
        't.title',
        't.author_id',
        'u.first_name',
        'u.last_name',
        't.created_at',
        't.last_activity_at',
        't.locked_at',
        't.answered_post_id',
        eb
          .selectFrom('discussion_posts as r')
          .select((r) => r.cast<number>(r.fn.countAll(), 'integer').as('replies'))
          .whereRef('r.thread_id', '=', 't.id')
          .where('r.parent_id', 'is not', null)
          .$if(!admin, (query) => query.where('r.hidden_at', 'is', null))
          .as('reply_count'),
        eb
          .selectFrom('discussion_posts as o')
          .select((o) =>
            o
              .case()
              .when('o.deleted_at', 'is not', null)
              .then(null)
              .else(o.fn<string>('left', ['o.body_text', o.lit(200)]))
              .end()
              .as('excerpt'),
          )
          .whereRef('o.thread_id', '=', 't.id')
          .where('o.parent_id', 'is', null)
          .as('excerpt'),
        openingHidden(eb as unknown as ThreadScopeEb).as('opening_hidden'),
        eb.cast<number>(eb.fn.countAll().over(), 'integer').as('total'),
      ])
      .$if('lessonId' in scope, (query) => query.where('t.lesson_id', '=', (scope as { lessonId: number }).lessonId))
      .$if('courseId' in scope, (query) => query.where('t.course_id', '=', (scope as { courseId: number }).courseId))
      .$if('courseId' in scope && (scope as { community: boolean }).community, (query) => query.where('t.lesson_id', 'is', null))
      .$if(q !== null, (query) => query.where(sql<boolean>`t.search_tsv @@ websearch_to_tsquery(${SEARCH_CONFIG}::regconfig, ${q})`))
      .$if(!admin, (query) => query.where((eb) => eb.not(openingHidden(eb as unknown as ThreadScopeEb))))
      .orderBy('t.last_activity_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute();
  }

  /** The newest questions of a course (its lessons' and its community's), for the course page. */
  @GenerateSql({ params: [1, 5] })
  async latestQuestions(courseId: number, limit: number) {
    return this.db
      .selectFrom('discussion_threads as t')
      .leftJoin('lessons as l', 'l.id', 't.lesson_id')
      .select(['t.id', 't.lesson_id', 'l.title as lesson_title', 't.title', 't.created_at', 't.answered_post_id'])
      .where('t.course_id', '=', courseId)
      .where('t.kind', '=', 'question')
      .where((eb) => eb.not(openingHidden(eb as unknown as ThreadScopeEb)))
      .orderBy('t.created_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(limit)
      .execute();
  }

  /**
   * A page of a thread's posts in the order they were written (the opening post first), each with its
   * author, whether the viewer upvoted it, and the number of posts in all (`total`). Hidden posts are
   * an admin's only.
   */
  @GenerateSql(
    { name: 'for a learner', params: [LEARNER, 1, { limit: 50, offset: 0 }] },
    { name: 'for an admin', params: [ADMIN, 1, { limit: 50, offset: 50 }] },
  )
  async posts(viewer: DiscussionViewer, threadId: number, window: RowWindow) {
    return this.postQuery(viewer)
      .where('p.thread_id', '=', threadId)
      .$if(viewer.role !== 'admin', (query) => query.where('p.hidden_at', 'is', null))
      .orderBy('p.id')
      .limit(window.limit)
      .offset(window.offset)
      .execute();
  }

  /** One post as `posts` shows it, with its thread's answer (an admin's view after moderating it). */
  @GenerateSql({ params: [ADMIN, 1] })
  async post(viewer: DiscussionViewer, postId: number) {
    return this.postQuery(viewer)
      .innerJoin('discussion_threads as t', 't.id', 'p.thread_id')
      .select('t.answered_post_id')
      .where('p.id', '=', postId)
      .executeTakeFirst();
  }

  private postQuery(viewer: DiscussionViewer) {
    return this.db
      .selectFrom('discussion_posts as p')
      .leftJoin('users as u', 'u.id', 'p.author_id')
      .select((eb) => [
        'p.id',
        'p.parent_id',
        'p.author_id',
        'u.first_name',
        'u.last_name',
        'u.role as author_role',
        'p.body_html',
        'p.upvote_count',
        'p.created_at',
        'p.edited_at',
        'p.deleted_at',
        'p.hidden_at',
        'p.hidden_reason',
        eb
          .exists(
            eb
              .selectFrom('discussion_post_upvotes as v')
              .select('v.post_id')
              .whereRef('v.post_id', '=', 'p.id')
              .where('v.user_id', '=', viewer.id),
          )
          .$castTo<boolean>()
          .as('upvoted'),
        eb.cast<number>(eb.fn.countAll().over(), 'integer').as('total'),
      ]);
  }

  /**
   * Writes the thread's search document: its title and the text of its visible posts. Runs in the
   * transaction of every change to them.
   */
  @GenerateSql({ params: [1] })
  async refreshSearch(threadId: number): Promise<void> {
    await this.db
      .updateTable('discussion_threads as t')
      .set({
        search_tsv: sql<string>`to_tsvector(${SEARCH_CONFIG}::regconfig, t.title || ' ' || coalesce((
          select string_agg(p.body_text, ' ' order by p.id) from discussion_posts p
          where p.thread_id = t.id and p.deleted_at is null and p.hidden_at is null), ''))`,
      })
      .where('t.id', '=', threadId)
      .execute();
  }

  /** The thread's newest activity is now. */
  @GenerateSql({ params: [1, EXAMPLE_TIME] })
  async touchThread(threadId: number, now: Date): Promise<void> {
    await this.db.updateTable('discussion_threads').set({ last_activity_at: now }).where('id', '=', threadId).execute();
  }

  /** Records the viewer's upvote and counts it on the post; undefined when it was already there. */
  @GenerateSql({ params: [1, 1] })
  async addUpvote(postId: number, userId: number): Promise<number | undefined> {
    const row = await this.db
      .with('vote', (db) =>
        db
          .insertInto('discussion_post_upvotes')
          .columns(['post_id', 'user_id', 'created_at'])
          .expression((eb) =>
            eb
              .selectFrom('discussion_posts')
              .select((row) => ['id', row.val(userId).as('user_id'), row.fn<Date>('now').as('created_at')])
              .where('id', '=', postId),
          )
          .onConflict((conflict) => conflict.columns(['post_id', 'user_id']).doNothing())
          .returning('post_id'),
      )
      .updateTable('discussion_posts')
      .set((eb) => ({ upvote_count: eb('upvote_count', '+', 1) }))
      .where('id', '=', postId)
      .where((eb) => eb.exists(eb.selectFrom('vote').select('vote.post_id')))
      .returning('upvote_count')
      .executeTakeFirst();
    return row?.upvote_count;
  }

  /** Takes back the viewer's upvote; undefined when there was none. */
  @GenerateSql({ params: [1, 1] })
  async removeUpvote(postId: number, userId: number): Promise<number | undefined> {
    const row = await this.db
      .with('vote', (db) =>
        db.deleteFrom('discussion_post_upvotes').where('post_id', '=', postId).where('user_id', '=', userId).returning('post_id'),
      )
      .updateTable('discussion_posts')
      .set((eb) => ({ upvote_count: eb('upvote_count', '-', 1) }))
      .where('id', '=', postId)
      .where((eb) => eb.exists(eb.selectFrom('vote').select('vote.post_id')))
      .returning('upvote_count')
      .executeTakeFirst();
    return row?.upvote_count;
  }

  /**
   * Who hears of a new reply to post `postId` or of it being marked an answer: the author of the post
   * (or of the question) with their address, name and discussion e-mail setting.
   */
  @GenerateSql({ params: [1] })
  async recipient(userId: number) {
    return this.db
      .selectFrom('users as u')
      .leftJoin('discussion_email_settings as s', 's.user_id', 'u.id')
      .select(['u.id', 'u.email', 'u.first_name', 'u.last_name', 's.mode'])
      .where('u.id', '=', userId)
      .executeTakeFirst();
  }

  /** A page of the user's notifications, newest first, with the number in all and of unread ones (on every row). */
  @GenerateSql({ params: [1, { limit: 20, offset: 0 }] })
  async notifications(userId: number, window: RowWindow) {
    return this.db
      .selectFrom('discussion_notifications as n')
      .innerJoin('discussion_threads as t', 't.id', 'n.thread_id')
      .innerJoin('courses as c', 'c.id', 't.course_id')
      .innerJoin('discussion_posts as p', 'p.id', 'n.post_id')
      .leftJoin('users as a', 'a.id', 'n.actor_id')
      .select((eb) => [
        'n.id',
        'n.kind',
        'n.created_at',
        'n.read_at',
        't.id as thread_id',
        't.title as thread_title',
        't.lesson_id',
        'c.id as course_id',
        'c.title as course_title',
        'p.id as post_id',
        eb
          .case()
          .when(eb.or([eb('p.deleted_at', 'is not', null), eb('p.hidden_at', 'is not', null)]))
          .then(null)
          .else(eb.fn<string>('left', ['p.body_text', eb.lit(200)]))
          .end()
          .as('excerpt'),
        'a.first_name as actor_first_name',
        'a.last_name as actor_last_name',
        eb.cast<number>(eb.fn.countAll().over(), 'integer').as('total'),
      ])
      .where('n.user_id', '=', userId)
      .orderBy('n.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute();
  }

  @GenerateSql({ params: [1] })
  async unreadCount(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('discussion_notifications')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('unread'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return row.unread;
  }

  /** Marks one of the user's notifications read (or all when `id` is null); answers how many rows are the user's. */
  @GenerateSql({ name: 'one', params: [1, 1, EXAMPLE_TIME] }, { name: 'all', params: [1, null, EXAMPLE_TIME] })
  async markRead(userId: number, id: number | null, now: Date): Promise<number> {
    const rows = await this.db
      .updateTable('discussion_notifications')
      .set((eb) => ({ read_at: eb.fn.coalesce('read_at', eb.val(now)) }))
      .where('user_id', '=', userId)
      .$if(id !== null, (query) => query.where('id', '=', id!))
      .$if(id === null, (query) => query.where('read_at', 'is', null))
      .returning('id')
      .execute();
    return rows.length;
  }

  /**
   * Claims the user's notifications waiting for a digest (locking them, so that a second run beside this
   * one waits and then finds none), with what the digest says of each.
   */
  @GenerateSql({ params: [1] })
  async claimDigest(userId: number) {
    return this.db
      .selectFrom('discussion_notifications as n')
      .innerJoin('discussion_threads as t', 't.id', 'n.thread_id')
      .innerJoin('courses as c', 'c.id', 't.course_id')
      .leftJoin('users as a', 'a.id', 'n.actor_id')
      .select([
        'n.id',
        'n.kind',
        't.id as thread_id',
        't.title as thread_title',
        'c.id as course_id',
        'c.title as course_title',
        'a.first_name as actor_first_name',
        'a.last_name as actor_last_name',
      ])
      .where('n.user_id', '=', userId)
      .where('n.email', '=', 'digest')
      .where('n.emailed_at', 'is', null)
      .orderBy('n.id')
      .forUpdate('n')
      .execute();
  }

  @GenerateSql({ params: [[1, 2], EXAMPLE_TIME] })
  async markEmailed(ids: number[], now: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.db.updateTable('discussion_notifications').set({ emailed_at: now }).where('id', 'in', ids).execute();
  }

  /** Writes the user's discussion e-mail setting. */
  @GenerateSql({ params: [1, 'off', EXAMPLE_TIME] })
  async saveEmailMode(userId: number, mode: 'immediately' | 'daily' | 'off', now: Date): Promise<void> {
    await this.db
      .insertInto('discussion_email_settings')
      .columns(['user_id', 'mode', 'updated_at'])
      .expression((eb) =>
        eb
          .selectFrom('users')
          .select((row) => ['id', row.val(mode).as('mode'), row.val(now).as('updated_at')])
          .where('id', '=', userId),
      )
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ mode, updated_at: now }))
      .execute();
  }

  /** A page of the open reports, newest first, with the post, its thread and course, and the number in all. */
  @GenerateSql({ params: [{ limit: 20, offset: 0 }] })
  async openReports(window: RowWindow) {
    return this.db
      .selectFrom('discussion_post_reports as r')
      .innerJoin('discussion_posts as p', 'p.id', 'r.post_id')
      .innerJoin('discussion_threads as t', 't.id', 'p.thread_id')
      .innerJoin('courses as c', 'c.id', 't.course_id')
      .innerJoin('users as reporter', 'reporter.id', 'r.reporter_id')
      .leftJoin('users as author', 'author.id', 'p.author_id')
      .select((eb) => [
        'r.id',
        'r.reason',
        'r.created_at',
        'reporter.id as reporter_id',
        'reporter.first_name as reporter_first_name',
        'reporter.last_name as reporter_last_name',
        'reporter.email as reporter_email',
        'p.id as post_id',
        'p.body_html',
        'p.hidden_at',
        'p.hidden_reason',
        'p.deleted_at',
        'author.id as author_id',
        'author.first_name as author_first_name',
        'author.last_name as author_last_name',
        'author.email as author_email',
        't.id as thread_id',
        't.title as thread_title',
        'c.id as course_id',
        'c.title as course_title',
        eb.cast<number>(eb.fn.countAll().over(), 'integer').as('total'),
      ])
      .where('r.resolved_at', 'is', null)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute();
  }

  /** Records a report, unless the reporter already has one open on the post. */
  @GenerateSql({ params: [1, 1, 'Spam'] })
  async addReport(postId: number, reporterId: number, reason: string): Promise<void> {
    await this.db
      .insertInto('discussion_post_reports')
      .columns(['post_id', 'reporter_id', 'reason', 'created_at'])
      .expression((eb) =>
        eb
          .selectFrom('discussion_posts')
          .select((row) => [
            'id',
            row.val(reporterId).as('reporter_id'),
            row.val(reason).as('reason'),
            row.fn<Date>('now').as('created_at'),
          ])
          .where('id', '=', postId),
      )
      .onConflict((conflict) => conflict.columns(['post_id', 'reporter_id']).where('resolved_at', 'is', null).doNothing())
      .execute();
  }

  /** Closes the post's open reports. */
  @GenerateSql({ params: [1, 1, EXAMPLE_TIME] })
  async resolveReports(postId: number, adminId: number, now: Date): Promise<void> {
    await this.db
      .updateTable('discussion_post_reports')
      .set({ resolved_at: now, resolved_by_id: adminId })
      .where('post_id', '=', postId)
      .where('resolved_at', 'is', null)
      .execute();
  }

  /** A course's current and past suspensions, newest first, with the suspended users. */
  @GenerateSql({ params: [1] })
  async suspensions(courseId: number) {
    return this.db
      .selectFrom('discussion_suspensions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.id', 's.user_id', 'u.first_name', 'u.last_name', 'u.email', 's.reason', 's.created_at', 's.until'])
      .where('s.course_id', '=', courseId)
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id', 'desc')
      .execute();
  }

  /** Suspends the user from posting in the course (or changes the reason and end of their suspension). */
  @GenerateSql({ params: [1, 1, 'Spam', null, 1] })
  async suspend(courseId: number, userId: number, reason: string, until: Date | null, adminId: number): Promise<void> {
    await this.db
      .insertInto('discussion_suspensions')
      .columns(['course_id', 'user_id', 'reason', 'until', 'suspended_by_id', 'created_at'])
      .expression((eb) =>
        eb
          .selectFrom('courses as c')
          .innerJoin('users as u', (join) => join.on('u.id', '=', userId))
          .select((row) => [
            'c.id',
            'u.id as user_id',
            row.val(reason).as('reason'),
            row.val(until).as('until'),
            row.val(adminId).as('suspended_by_id'),
            row.fn<Date>('now').as('created_at'),
          ])
          .where('c.id', '=', courseId),
      )
      .onConflict((conflict) =>
        conflict.columns(['course_id', 'user_id']).doUpdateSet({ reason, until, suspended_by_id: adminId, created_at: sql<Date>`now()` }),
      )
      .execute();
  }

  @GenerateSql({ params: [1, 1] })
  async unsuspend(courseId: number, userId: number): Promise<void> {
    await this.db.deleteFrom('discussion_suspensions').where('course_id', '=', courseId).where('user_id', '=', userId).execute();
  }
}
