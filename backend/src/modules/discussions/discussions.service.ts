import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { sanitizePostHtml } from '../../common/html/sanitize-html.js';
import { RateLimiterService } from '../../common/security/rate-limiter.service.js';
import { User } from '../users/entities/user.entity.js';
import type { SignedInUser } from '../users/public/signed-in-user.js';
import { authorName } from './author-name.js';
import { DiscussionNotifications } from './discussion-notifications.service.js';
import { DiscussionsRepository, type DiscussionViewer, type ThreadScope } from './discussions.repository.js';
import type {
  CreateThreadDto,
  LatestQuestionDto,
  PostDto,
  PostReportPageDto,
  SuspensionDto,
  ThreadDetailDto,
  ThreadPageDto,
  ThreadSummaryDto,
  UpvoteDto,
} from './dto/discussion.dto.js';
import { DiscussionPost } from './entities/discussion-post.entity.js';
import { DiscussionThread } from './entities/discussion-thread.entity.js';

/** Posts (threads and replies, not edits) per user in a window of ten minutes. */
export const POSTS_PER_WINDOW = 10;
const POST_WINDOW_SECONDS = 600;
/** Upvotes (and taking them back) per user per hour. */
export const UPVOTES_PER_HOUR = 120;
/** Reports per user per hour. */
export const REPORTS_PER_HOUR = 20;
/** Questions the course page shows. */
export const LATEST_QUESTIONS = 5;
export const DELETED_NOTICE = 'This post was deleted.';

/** Booleans as PostgreSQL answers them (SqlBool). */
type Gate = { is_visible: unknown; is_enrolled: unknown; is_suspended: unknown };
/** Reading a course's discussions, or also posting in them. */
type Access = 'read' | 'post';
type ThreadGate = NonNullable<Awaited<ReturnType<DiscussionsRepository['threadGate']>>>;
type PostGate = NonNullable<Awaited<ReturnType<DiscussionsRepository['postGate']>>>;
type ThreadRow = Awaited<ReturnType<DiscussionsRepository['threads']>>[number];
type PostRow = Awaited<ReturnType<DiscussionsRepository['posts']>>[number];

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));
const isAdmin = (viewer: DiscussionViewer) => viewer.role === 'admin';

const NOT_ENROLLED = "Discussions are open to this course's enrolled learners. Enrol in the course to read and take part.";

/**
 * Discussions: each lesson's Q&A and each course's community space, for the course's enrolled learners
 * and the admins (who moderate: there is no instructor role, so admins mark answers, hide posts, lock
 * threads and suspend posters). Posts are sanitised rich text; deleting keeps the post's place with a
 * notice; hidden posts are the admins' only. Replies and answers notify their authors
 * (DiscussionNotifications) in the transaction that writes them.
 */
@Injectable()
export class DiscussionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly repository: DiscussionsRepository,
    private readonly notifications: DiscussionNotifications,
    private readonly rateLimiter: RateLimiterService,
    private readonly clock: Clock,
  ) {}

  async lessonThreads(
    viewer: DiscussionViewer,
    lessonId: number,
    query: { page: number; pageSize: number; q?: string },
  ): Promise<ThreadPageDto> {
    const gate = await this.memberOfLesson(viewer, lessonId, 'read');
    return this.threadPage(viewer, { lessonId }, query, gate);
  }

  /** The course's community space; with `q`, a search over every thread of the course (its lessons' Q&A too). */
  async courseThreads(
    viewer: DiscussionViewer,
    courseId: number,
    query: { page: number; pageSize: number; q?: string },
  ): Promise<ThreadPageDto> {
    const gate = await this.memberOfCourse(viewer, courseId, 'read');
    return this.threadPage(viewer, { courseId, community: !query.q }, query, gate);
  }

  async latestQuestions(viewer: DiscussionViewer, courseId: number): Promise<LatestQuestionDto[]> {
    await this.memberOfCourse(viewer, courseId, 'read');
    const rows = await this.repository.latestQuestions(courseId, LATEST_QUESTIONS);
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      lessonId: row.lesson_id,
      lessonTitle: row.lesson_title,
      isAnswered: row.answered_post_id !== null,
      createdAt: iso(row.created_at),
    }));
  }

  /** A question on a lesson. */
  async askOnLesson(user: SignedInUser, lessonId: number, input: CreateThreadDto): Promise<ThreadDetailDto> {
    const viewer = viewerOf(user);
    const gate = await this.memberOfLesson(viewer, lessonId, 'post');
    return this.createThread(user, { courseId: gate.course_id, lessonId, kind: 'question' }, input);
  }

  /** A discussion (or a question) in the course's community space. */
  async startInCourse(user: SignedInUser, courseId: number, input: CreateThreadDto): Promise<ThreadDetailDto> {
    const viewer = viewerOf(user);
    await this.memberOfCourse(viewer, courseId, 'post');
    return this.createThread(user, { courseId, lessonId: null, kind: input.kind ?? 'discussion' }, input);
  }

  async thread(viewer: DiscussionViewer, threadId: number, page: number, pageSize: number): Promise<ThreadDetailDto> {
    const gate = await this.readableThread(viewer, threadId);
    const rows = await this.repository.posts(viewer, threadId, { limit: pageSize, offset: (page - 1) * pageSize });
    const total = rows[0]?.total ?? 0;
    const replyCount = Math.max(0, total - 1);
    return {
      thread: threadInfo(viewer, gate, replyCount),
      posts: rows.map((row) => toPost(viewer, row, gate.answered_post_id)),
      total,
      page,
      pageSize,
      canReply: isAdmin(viewer) || (gate.locked_at === null && !gate.is_suspended),
      canModerate: isAdmin(viewer),
    };
  }

  async reply(user: SignedInUser, threadId: number, body: string, parentId: number | undefined): Promise<PostDto> {
    const viewer = viewerOf(user);
    const gate = await this.readableThread(viewer, threadId);
    this.assertMayWriteIn(viewer, gate);
    const { html, text } = postBody(body);
    await this.countPost(user);
    return this.em.transactional(async (em) => {
      const target = await em.findOne(
        DiscussionPost,
        parentId === undefined ? { thread: threadId, parent: null } : { id: parentId, thread: threadId },
        { populate: ['parent'], orderBy: { id: 'asc' } },
      );
      if (!target || (target.hiddenAt && !isAdmin(viewer)))
        throw new AppError(ErrorCode.DISCUSSION_POST_NOT_FOUND, 'The post you are replying to is not in this thread.');
      if (target.deletedAt) throw new AppError(ErrorCode.DISCUSSION_POST_DELETED, 'You cannot reply to a deleted post.');
      // The opening post's replies, and replies to those: a reply to a reply of a reply joins its parent's replies.
      const parent = target.parent?.parent ? target.parent : target;
      const now = this.clock.now();
      const post = em.create(DiscussionPost, { thread: threadId, parent, author: user.id, bodyHtml: html, bodyText: text, createdAt: now });
      await em.flush();
      await this.repository.touchThread(threadId, now);
      await this.repository.refreshSearch(threadId);
      if (target.author)
        await this.notifications.notify(em, {
          kind: 'reply',
          userId: target.author.id,
          actor: user,
          thread: { id: threadId, title: gate.title, courseId: gate.course_id, courseTitle: gate.course_title },
          post: { id: post.id, text },
        });
      return ownPost(user, post);
    });
  }

  async edit(user: SignedInUser, postId: number, body: string): Promise<PostDto> {
    const viewer = viewerOf(user);
    const gate = await this.ownPost(viewer, postId);
    if (gate.locked_at !== null && !isAdmin(viewer)) throw locked();
    if (gate.is_suspended && !isAdmin(viewer)) throw suspended();
    const { html, text } = postBody(body);
    await this.countPost(user);
    return this.em.transactional(async (em) => {
      const post = await em.findOneOrFail(DiscussionPost, postId);
      post.bodyHtml = html;
      post.bodyText = text;
      post.editedAt = this.clock.now();
      await em.flush();
      await this.repository.refreshSearch(gate.thread_id);
      return ownPost(user, post, gate.answered_post_id);
    });
  }

  /** Soft delete: the post keeps its place (its replies stay) and shows a notice instead of its body. */
  async remove(user: SignedInUser, postId: number): Promise<void> {
    const gate = await this.ownPost(viewerOf(user), postId);
    await this.em.transactional(async (em) => {
      const post = await em.findOneOrFail(DiscussionPost, postId);
      post.deletedAt ??= this.clock.now();
      await em.flush();
      await this.repository.refreshSearch(gate.thread_id);
    });
  }

  async upvote(user: SignedInUser, postId: number, upvoted: boolean): Promise<UpvoteDto> {
    await this.rateLimiter.consume({ key: `discussion-upvote:user:${user.id}`, limit: UPVOTES_PER_HOUR, windowSeconds: 3600 }, 'votes');
    const viewer = viewerOf(user);
    const gate = await this.readablePost(viewer, postId);
    if (gate.author_id === user.id) throw new AppError(ErrorCode.DISCUSSION_OWN_UPVOTE, 'You cannot upvote your own post.');
    if (gate.deleted_at !== null) throw new AppError(ErrorCode.DISCUSSION_POST_DELETED, DELETED_NOTICE);
    const count = upvoted ? await this.repository.addUpvote(postId, user.id) : await this.repository.removeUpvote(postId, user.id);
    // No count back: the vote was already as asked.
    return { upvoteCount: count ?? gate.upvote_count, upvoted };
  }

  async report(user: SignedInUser, postId: number, reason: string): Promise<void> {
    await this.rateLimiter.consume({ key: `discussion-report:user:${user.id}`, limit: REPORTS_PER_HOUR, windowSeconds: 3600 }, 'reports');
    await this.readablePost(viewerOf(user), postId);
    await this.repository.addReport(postId, user.id, reason);
  }

  /** An admin marks a reply as the answer of a question; the question's author is told. */
  async markAnswered(user: SignedInUser, threadId: number, postId: number): Promise<ThreadDetailDto> {
    const viewer = viewerOf(user);
    const gate = await this.readableThread(viewer, threadId);
    if (gate.kind !== 'question') throw new AppError(ErrorCode.DISCUSSION_NOT_A_QUESTION, 'Only a question can be marked answered.');
    await this.em.transactional(async (em) => {
      const post = await em.findOne(DiscussionPost, { id: postId, thread: threadId });
      if (!post || post.parent === null)
        throw new AppError(ErrorCode.DISCUSSION_POST_NOT_FOUND, 'Choose a reply of this thread as its answer.');
      if (post.deletedAt || post.hiddenAt)
        throw new AppError(ErrorCode.DISCUSSION_POST_DELETED, 'A deleted or hidden post cannot be the answer.');
      const thread = await em.findOneOrFail(DiscussionThread, threadId);
      if (thread.answeredPostId === postId) return;
      thread.answeredPostId = postId;
      thread.answeredAt = this.clock.now();
      await em.flush();
      if (thread.author)
        await this.notifications.notify(em, {
          kind: 'answer',
          userId: thread.author.id,
          actor: user,
          thread: { id: threadId, title: gate.title, courseId: gate.course_id, courseTitle: gate.course_title },
          post: { id: postId, text: post.bodyText },
        });
    });
    return this.thread(viewer, threadId, 1, 20);
  }

  async unmarkAnswered(user: SignedInUser, threadId: number): Promise<ThreadDetailDto> {
    const viewer = viewerOf(user);
    await this.readableThread(viewer, threadId);
    await this.em.transactional(async (em) => {
      const thread = await em.findOneOrFail(DiscussionThread, threadId);
      thread.answeredPostId = null;
      thread.answeredAt = null;
      await em.flush();
    });
    return this.thread(viewer, threadId, 1, 20);
  }

  // Moderation (admins)

  async openReports(page: number, pageSize: number): Promise<PostReportPageDto> {
    const rows = await this.repository.openReports({ limit: pageSize, offset: (page - 1) * pageSize });
    return {
      items: rows.map((row) => ({
        id: row.id,
        reason: row.reason,
        createdAt: iso(row.created_at),
        reporterId: row.reporter_id,
        reporterName: fullName(row.reporter_first_name, row.reporter_last_name, row.reporter_email),
        reporterEmail: row.reporter_email,
        postId: row.post_id,
        bodyHtml: row.body_html,
        authorId: row.author_id,
        authorName:
          row.author_email === null ? 'Former learner' : fullName(row.author_first_name!, row.author_last_name!, row.author_email),
        authorEmail: row.author_email,
        isDeleted: row.deleted_at !== null,
        hidden: row.hidden_at === null ? null : { hiddenAt: iso(row.hidden_at), reason: row.hidden_reason! },
        threadId: row.thread_id,
        threadTitle: row.thread_title,
        courseId: row.course_id,
        courseTitle: row.course_title,
      })),
      total: rows[0]?.total ?? 0,
      page,
      pageSize,
    };
  }

  /** Hides a post from everyone but the admins (or changes the reason), closing its reports. */
  async hide(admin: SignedInUser, postId: number, reason: string): Promise<PostDto> {
    return this.moderatePost(admin, postId, (post, now, em) => {
      post.hiddenAt ??= now;
      post.hiddenReason = reason;
      post.hiddenBy = em.getReference(User, admin.id);
    });
  }

  async unhide(admin: SignedInUser, postId: number): Promise<PostDto> {
    return this.moderatePost(admin, postId, (post) => {
      post.hiddenAt = null;
      post.hiddenReason = null;
      post.hiddenBy = null;
    });
  }

  async dismissReports(admin: SignedInUser, postId: number): Promise<void> {
    await this.adminPost(postId);
    await this.repository.resolveReports(postId, admin.id, this.clock.now());
  }

  async lock(admin: SignedInUser, threadId: number, locked: boolean): Promise<ThreadDetailDto> {
    const viewer = viewerOf(admin);
    await this.readableThread(viewer, threadId);
    await this.em.transactional(async (em) => {
      const thread = await em.findOneOrFail(DiscussionThread, threadId);
      thread.lockedAt = locked ? (thread.lockedAt ?? this.clock.now()) : null;
      await em.flush();
    });
    return this.thread(viewer, threadId, 1, 20);
  }

  async suspensions(admin: SignedInUser, courseId: number): Promise<SuspensionDto[]> {
    await this.adminCourse(admin, courseId);
    const now = this.clock.now();
    const rows = await this.repository.suspensions(courseId);
    return rows.map((row) => ({
      userId: row.user_id,
      name: fullName(row.first_name, row.last_name, row.email),
      email: row.email,
      reason: row.reason,
      createdAt: iso(row.created_at),
      until: isoOrNull(row.until),
      active: row.until === null || new Date(row.until) > now,
    }));
  }

  async suspend(
    admin: SignedInUser,
    courseId: number,
    userId: number,
    reason: string,
    until: string | null | undefined,
  ): Promise<SuspensionDto[]> {
    await this.adminCourse(admin, courseId);
    const end = until ? new Date(until) : null;
    if (end && end <= this.clock.now()) throw new AppError(ErrorCode.VALIDATION_FAILED, 'until must be in the future');
    const user = await this.repository.recipient(userId);
    if (!user) throw new AppError(ErrorCode.USER_NOT_FOUND, 'User not found');
    if (userId === admin.id) throw new AppError(ErrorCode.VALIDATION_FAILED, 'You cannot suspend yourself.');
    await this.repository.suspend(courseId, userId, reason, end, admin.id);
    return this.suspensions(admin, courseId);
  }

  async unsuspend(admin: SignedInUser, courseId: number, userId: number): Promise<SuspensionDto[]> {
    await this.adminCourse(admin, courseId);
    await this.repository.unsuspend(courseId, userId);
    return this.suspensions(admin, courseId);
  }

  // Rules

  private async threadPage(
    viewer: DiscussionViewer,
    scope: ThreadScope,
    query: { page: number; pageSize: number; q?: string },
    gate: Gate,
  ): Promise<ThreadPageDto> {
    const q = query.q ? query.q : null;
    const rows = await this.repository.threads(viewer, scope, q, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
    return {
      items: rows.map((row) => toSummary(viewer, row)),
      total: rows[0]?.total ?? 0,
      page: query.page,
      pageSize: query.pageSize,
      canPost: isAdmin(viewer) || !gate.is_suspended,
    };
  }

  private async createThread(
    user: SignedInUser,
    place: { courseId: number; lessonId: number | null; kind: 'question' | 'discussion' },
    input: CreateThreadDto,
  ): Promise<ThreadDetailDto> {
    const { html, text } = postBody(input.body);
    await this.countPost(user);
    const threadId = await this.em.transactional(async (em) => {
      const now = this.clock.now();
      const thread = em.create(DiscussionThread, {
        course: place.courseId,
        lesson: place.lessonId,
        kind: place.kind,
        title: input.title,
        author: user.id,
        createdAt: now,
        lastActivityAt: now,
      });
      em.create(DiscussionPost, { thread, parent: null, author: user.id, bodyHtml: html, bodyText: text, createdAt: now });
      await em.flush();
      await this.repository.refreshSearch(thread.id);
      return thread.id;
    });
    return this.thread(viewerOf(user), threadId, 1, 20);
  }

  private async memberOfCourse(viewer: DiscussionViewer, courseId: number, access: Access) {
    return this.member(viewer, await this.repository.courseGate(viewer, courseId, this.clock.now()), access, courseNotFound);
  }

  private async memberOfLesson(viewer: DiscussionViewer, lessonId: number, access: Access) {
    return this.member(viewer, await this.repository.lessonGate(viewer, lessonId, this.clock.now()), access, lessonNotFound);
  }

  /**
   * The gate of a course (or its lesson, thread, post) the viewer may read, and with `post` also write
   * in: 404 when there is none or the viewer may not see the course; 403 with a reason when they may
   * see it but are not enrolled, or are suspended from posting in it.
   */
  private member<G extends Gate>(viewer: DiscussionViewer, gate: G | undefined, access: Access, notFound: () => AppError): G {
    if (!gate) throw notFound();
    if (isAdmin(viewer)) return gate;
    if (!gate.is_visible) throw notFound();
    if (!gate.is_enrolled) throw new AppError(ErrorCode.DISCUSSION_NOT_ENROLLED, NOT_ENROLLED);
    if (access === 'post' && gate.is_suspended) throw suspended();
    return gate;
  }

  private assertMayWriteIn(viewer: DiscussionViewer, gate: ThreadGate): void {
    if (isAdmin(viewer)) return;
    if (gate.is_suspended) throw suspended();
    if (gate.locked_at !== null) throw locked();
  }

  private async readableThread(viewer: DiscussionViewer, threadId: number): Promise<ThreadGate> {
    const gate = this.member(viewer, await this.repository.threadGate(viewer, threadId, this.clock.now()), 'read', threadNotFound);
    if (gate.opening_hidden && !isAdmin(viewer)) throw threadNotFound();
    return gate;
  }

  private async readablePost(viewer: DiscussionViewer, postId: number): Promise<PostGate> {
    const gate = this.member(viewer, await this.repository.postGate(viewer, postId, this.clock.now()), 'read', postNotFound);
    if (!isAdmin(viewer) && (gate.hidden_at !== null || gate.opening_hidden)) throw postNotFound();
    return gate;
  }

  /** The author's own post, not deleted: for editing and deleting. */
  private async ownPost(viewer: DiscussionViewer, postId: number): Promise<PostGate> {
    const gate = await this.readablePost(viewer, postId);
    if (gate.author_id !== viewer.id) throw new AppError(ErrorCode.DISCUSSION_POST_NOT_YOURS, 'You can only change your own posts.');
    if (gate.deleted_at !== null) throw new AppError(ErrorCode.DISCUSSION_POST_DELETED, DELETED_NOTICE);
    return gate;
  }

  private async adminPost(postId: number): Promise<void> {
    const found = await this.em.findOne(DiscussionPost, postId, { fields: ['id'] });
    if (!found) throw postNotFound();
  }

  private async adminCourse(admin: SignedInUser, courseId: number): Promise<void> {
    await this.memberOfCourse(viewerOf(admin), courseId, 'read');
  }

  private async moderatePost(
    admin: SignedInUser,
    postId: number,
    change: (post: DiscussionPost, now: Date, em: EntityManager) => void,
  ): Promise<PostDto> {
    const viewer = viewerOf(admin);
    await this.em.transactional(async (em) => {
      const found = await em.findOne(DiscussionPost, postId);
      if (!found) throw postNotFound();
      const now = this.clock.now();
      change(found, now, em);
      await em.flush();
      // Hiding settles the reports; unhiding leaves them settled.
      await this.repository.resolveReports(postId, admin.id, now);
      await this.repository.refreshSearch(found.thread.id);
    });
    const row = await this.repository.post(viewer, postId);
    if (!row) throw postNotFound();
    return toPost(viewer, row, row.answered_post_id);
  }

  /** Counts a new post (or edit) against the user's posting limit: 429 with Retry-After once over it. */
  private async countPost(user: SignedInUser): Promise<void> {
    await this.rateLimiter.consume(
      { key: `discussion-post:user:${user.id}`, limit: POSTS_PER_WINDOW, windowSeconds: POST_WINDOW_SECONDS },
      'posts',
    );
  }
}

function viewerOf(user: SignedInUser): DiscussionViewer {
  return { id: user.id, role: user.role };
}

function postBody(body: string): { html: string; text: string } {
  const clean = sanitizePostHtml(body);
  if (!clean.text.trim())
    throw new AppError(ErrorCode.DISCUSSION_POST_EMPTY, 'Please write something to post: the text is empty once formatting is removed.');
  return clean;
}

const courseNotFound = () => new AppError(ErrorCode.COURSE_NOT_FOUND, 'Course not found');
const lessonNotFound = () => new AppError(ErrorCode.LESSON_NOT_FOUND, 'Lesson not found');
const threadNotFound = () => new AppError(ErrorCode.DISCUSSION_THREAD_NOT_FOUND, 'Thread not found');
const postNotFound = () => new AppError(ErrorCode.DISCUSSION_POST_NOT_FOUND, 'Post not found');
const locked = () => new AppError(ErrorCode.DISCUSSION_THREAD_LOCKED, 'This thread is locked: it takes no new replies or edits.');
const suspended = () =>
  new AppError(ErrorCode.DISCUSSION_SUSPENDED, 'An admin has suspended you from posting in this course’s discussions.');

function fullName(firstName: string, lastName: string, email: string): string {
  const name = `${firstName} ${lastName}`.trim();
  return name || email;
}

function toSummary(viewer: DiscussionViewer, row: ThreadRow): ThreadSummaryDto {
  return {
    id: row.id,
    courseId: row.course_id,
    lessonId: row.lesson_id,
    lessonTitle: row.lesson_title,
    kind: row.kind,
    title: row.title,
    authorName: authorName(row.first_name, row.last_name),
    isOwn: row.author_id === viewer.id,
    excerpt: row.excerpt,
    replyCount: row.reply_count ?? 0,
    isLocked: row.locked_at !== null,
    isAnswered: row.answered_post_id !== null,
    isHidden: Boolean(row.opening_hidden),
    createdAt: iso(row.created_at),
    lastActivityAt: iso(row.last_activity_at),
  };
}

function threadInfo(viewer: DiscussionViewer, gate: ThreadGate, replyCount: number) {
  return {
    id: gate.thread_id,
    courseId: gate.course_id,
    courseTitle: gate.course_title,
    lessonId: gate.lesson_id,
    lessonTitle: gate.lesson_title,
    kind: gate.kind,
    title: gate.title,
    authorName: authorName(gate.first_name, gate.last_name),
    isOwn: gate.author_id === viewer.id,
    excerpt: null,
    replyCount,
    isLocked: gate.locked_at !== null,
    isAnswered: gate.answered_post_id !== null,
    answeredPostId: gate.answered_post_id,
    isHidden: Boolean(gate.opening_hidden),
    createdAt: iso(gate.created_at),
    lastActivityAt: iso(gate.last_activity_at),
  };
}

/** A post as the viewer may see it: a deleted one without its body, a hidden one (admins only) with why. */
function toPost(viewer: DiscussionViewer, row: PostRow, answeredPostId: number | null): PostDto {
  const deleted = row.deleted_at !== null;
  const hidden = row.hidden_at !== null;
  return {
    id: row.id,
    parentId: row.parent_id,
    authorName: authorName(row.first_name, row.last_name),
    authorIsStaff: row.author_role === 'admin',
    isOwn: row.author_id === viewer.id,
    // The query leaves hidden posts out for everyone but admins; this keeps their body from anyone else regardless.
    bodyHtml: deleted || (hidden && !isAdmin(viewer)) ? null : row.body_html,
    deletedNotice: deleted ? DELETED_NOTICE : null,
    createdAt: iso(row.created_at),
    editedAt: isoOrNull(row.edited_at),
    upvoteCount: row.upvote_count,
    upvoted: row.upvoted,
    isAnswer: row.id === answeredPostId,
    hidden: hidden && isAdmin(viewer) ? { hiddenAt: iso(row.hidden_at!), reason: row.hidden_reason! } : null,
  };
}

function ownPost(user: SignedInUser, post: DiscussionPost, answeredPostId: number | null = null): PostDto {
  return {
    id: post.id,
    parentId: post.parent?.id ?? null,
    authorName: authorName(user.firstName, user.lastName),
    authorIsStaff: user.role === 'admin',
    isOwn: post.author?.id === user.id,
    bodyHtml: post.deletedAt ? null : post.bodyHtml,
    deletedNotice: post.deletedAt ? DELETED_NOTICE : null,
    createdAt: iso(post.createdAt),
    editedAt: isoOrNull(post.editedAt ?? null),
    upvoteCount: post.upvoteCount,
    upvoted: false,
    isAnswer: post.id === answeredPostId,
    hidden: post.hiddenAt ? { hiddenAt: iso(post.hiddenAt), reason: post.hiddenReason ?? '' } : null,
  };
}
