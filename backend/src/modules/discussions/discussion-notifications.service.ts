import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { signValue, verifySignedValue } from '../../common/security/signed-tokens.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import { ScheduledWork, type ScheduledHandler } from '../scheduler/scheduled-work.service.js';
import { Scheduler } from '../scheduler/scheduler.service.js';
import { DiscussionsRepository, type RowWindow } from './discussions.repository.js';
import { DEFAULT_DISCUSSION_EMAIL_MODE, type DiscussionEmailMode } from './entities/discussion-email-setting.entity.js';
import { DiscussionNotification, type NotificationKind } from './entities/discussion-notification.entity.js';
import { authorName } from './author-name.js';

export const DISCUSSION_DIGEST = 'discussion-digest';
/** Digests go out once a day at 08:00 UTC, with everything since the one before. */
const DIGEST_HOUR_UTC = 8;
const UNSUBSCRIBE_PURPOSE = 'discussion-email-unsubscribe';

type ScheduledJobRow = Parameters<ScheduledHandler>[1];

/** What a notification is about, in the transaction of the reply or answer. */
export interface DiscussionEvent {
  kind: NotificationKind;
  /** Who is told: the author of the post replied to, or of the question answered. */
  userId: number;
  actor: { id: number; firstName: string; lastName: string };
  thread: { id: number; title: string; courseId: number; courseTitle: string };
  post: { id: number; text: string };
}

/** The next digest time after `now`: today's 08:00 UTC if still ahead, else tomorrow's. */
export function nextDigestAt(now: Date): Date {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DIGEST_HOUR_UTC));
  if (at <= now) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}

function excerptOf(text: string): string {
  return text.length > 300 ? `${text.slice(0, 299).trimEnd()}…` : text;
}

/**
 * Notifications of replies and answers: an in-app row always,
 * and by e-mail as the user chose, each e-mail at once through the outbox or once a day as a digest
 * (scheduled work, one job per user and day). Every discussion e-mail carries a signed one-click
 * unsubscribe link that works without signing in.
 */
@Injectable()
export class DiscussionNotifications implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly repository: DiscussionsRepository,
    private readonly outbox: MailOutbox,
    private readonly scheduler: Scheduler,
    private readonly work: ScheduledWork,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.work.register(DISCUSSION_DIGEST, (em, job, now) => this.sendDigest(em, job, now));
  }

  /** In the event's transaction: the in-app notification, and the e-mail or the digest job the user's setting asks for. */
  async notify(em: EntityManager, event: DiscussionEvent): Promise<void> {
    if (event.userId === event.actor.id) return;
    const recipient = await this.repository.recipient(event.userId);
    if (!recipient) return;
    const mode = recipient.mode ?? DEFAULT_DISCUSSION_EMAIL_MODE;
    const now = this.clock.now();
    em.persist(
      em.create(DiscussionNotification, {
        user: event.userId,
        kind: event.kind,
        thread: event.thread.id,
        post: event.post.id,
        actor: event.actor.id,
        email: mode === 'immediately' ? 'immediate' : mode === 'daily' ? 'digest' : 'none',
        emailedAt: mode === 'immediately' ? now : null,
      }),
    );
    if (mode === 'immediately') {
      const params = {
        actorName: authorName(event.actor.firstName, event.actor.lastName),
        threadTitle: event.thread.title,
        courseTitle: event.thread.courseTitle,
        excerpt: excerptOf(event.post.text),
        threadUrl: this.threadUrl(event.thread.courseId, event.thread.id),
        unsubscribe: this.unsubscribeLinks(recipient.id),
      };
      if (event.kind === 'answer') this.outbox.add(em, recipient.email, 'discussionAnswered', params);
      else this.outbox.add(em, recipient.email, 'discussionReply', params);
    } else if (mode === 'daily') {
      const runAt = nextDigestAt(now);
      // One job per user and day: a second notification the same day schedules the same key again (same time).
      await this.scheduler.schedule(em, {
        kind: DISCUSSION_DIGEST,
        key: `${DISCUSSION_DIGEST}:${recipient.id}:${runAt.toISOString().slice(0, 10)}`,
        runAt,
        payload: { userId: recipient.id },
      });
    }
    await em.flush();
  }

  /**
   * The day's digest: the user's notifications not e-mailed yet, in one e-mail, marked e-mailed in the
   * same transaction (so a second run, or a second job, finds none). Nothing goes out when there is
   * nothing new, or when the user has turned discussion e-mail off since.
   */
  private async sendDigest(em: EntityManager, job: ScheduledJobRow, now: Date): Promise<void> {
    const userId = (job.payload as { userId?: unknown } | null)?.userId;
    if (typeof userId !== 'number') return;
    const [rows, recipient] = await Promise.all([this.repository.claimDigest(userId), this.repository.recipient(userId)]);
    if (rows.length === 0 || !recipient) return;
    await this.repository.markEmailed(
      rows.map((row) => row.id),
      now,
    );
    if ((recipient.mode ?? DEFAULT_DISCUSSION_EMAIL_MODE) === 'off') return;
    this.outbox.add(em, recipient.email, 'discussionDigest', {
      items: rows.map((row) => ({
        kind: row.kind,
        actorName: authorName(row.actor_first_name, row.actor_last_name),
        threadTitle: row.thread_title,
        courseTitle: row.course_title,
        threadUrl: this.threadUrl(row.course_id, row.thread_id),
      })),
      notificationsUrl: `${this.config.publicUrl}/notifications`,
      unsubscribe: this.unsubscribeLinks(recipient.id),
    });
    await em.flush();
  }

  async page(userId: number, page: number, pageSize: number) {
    const window: RowWindow = { limit: pageSize, offset: (page - 1) * pageSize };
    const [rows, unread] = await Promise.all([this.repository.notifications(userId, window), this.repository.unreadCount(userId)]);
    return {
      items: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        actorName: authorName(row.actor_first_name, row.actor_last_name),
        threadId: row.thread_id,
        threadTitle: row.thread_title,
        courseId: row.course_id,
        courseTitle: row.course_title,
        lessonId: row.lesson_id,
        postId: row.post_id,
        excerpt: row.excerpt,
        createdAt: new Date(row.created_at).toISOString(),
        readAt: row.read_at === null ? null : new Date(row.read_at).toISOString(),
      })),
      total: rows[0]?.total ?? (page === 1 ? 0 : await this.countAll(userId)),
      unread,
      page,
      pageSize,
    };
  }

  /** The total past the last page: one more statement, only then. */
  private async countAll(userId: number): Promise<number> {
    return this.em.count(DiscussionNotification, { user: userId });
  }

  /** Marks one notification (or, `id` null, all) read; answers the unread count left. */
  async markRead(userId: number, id: number | null): Promise<{ unread: number }> {
    const changed = await this.repository.markRead(userId, id, this.clock.now());
    if (id !== null && changed === 0) throw new AppError(ErrorCode.NOTIFICATION_NOT_FOUND, 'Notification not found');
    return { unread: await this.repository.unreadCount(userId) };
  }

  async emailMode(userId: number): Promise<{ mode: DiscussionEmailMode }> {
    const recipient = await this.repository.recipient(userId);
    return { mode: recipient?.mode ?? DEFAULT_DISCUSSION_EMAIL_MODE };
  }

  async setEmailMode(userId: number, mode: DiscussionEmailMode): Promise<{ mode: DiscussionEmailMode }> {
    await this.repository.saveEmailMode(userId, mode, this.clock.now());
    return { mode };
  }

  /** What the unsubscribe page shows: whose setting the link changes (the address masked) and its current value. */
  async unsubscribeInfo(token: string): Promise<{ email: string; mode: DiscussionEmailMode }> {
    const recipient = await this.recipientOf(token);
    return { email: maskEmail(recipient.email), mode: recipient.mode ?? DEFAULT_DISCUSSION_EMAIL_MODE };
  }

  /** One-click unsubscribe (RFC 8058): discussion e-mail off for the link's user, no sign-in needed. */
  async unsubscribe(token: string): Promise<{ email: string; mode: DiscussionEmailMode }> {
    const recipient = await this.recipientOf(token);
    await this.repository.saveEmailMode(recipient.id, 'off', this.clock.now());
    return { email: maskEmail(recipient.email), mode: 'off' };
  }

  private async recipientOf(token: string) {
    const value = verifySignedValue(this.config.auth.jwtSecret, UNSUBSCRIBE_PURPOSE, token);
    const userId = value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
    const recipient = userId !== null && userId <= 2_147_483_647 ? await this.repository.recipient(userId) : undefined;
    if (!recipient) throw new AppError(ErrorCode.UNSUBSCRIBE_LINK_INVALID, 'This unsubscribe link is not valid.');
    return recipient;
  }

  /** The signed token of the user's unsubscribe links. */
  unsubscribeToken(userId: number): string {
    return signValue(this.config.auth.jwtSecret, UNSUBSCRIBE_PURPOSE, String(userId));
  }

  private unsubscribeLinks(userId: number) {
    const token = encodeURIComponent(this.unsubscribeToken(userId));
    return {
      url: `${this.config.publicUrl}/discussions/unsubscribe?token=${token}`,
      oneClickUrl: `${this.config.publicUrl}/api/discussions/unsubscribe?token=${token}`,
    };
  }

  private threadUrl(courseId: number, threadId: number): string {
    return `${this.config.publicUrl}/courses/${courseId}/discussions/${threadId}`;
  }
}

/** `jordan@example.com` as `jo***@example.com`: enough to recognise, not to harvest. */
function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, local.length))}***${email.slice(at)}`;
}
