import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { hashToken, newLinkToken } from '../../common/security/tokens.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { Course } from '../catalog/entities/course.entity.js';
import { Enrollment } from '../learning/entities/enrollment.entity.js';
import { activateEnrollment } from '../learning/public/enrollments.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import { displayName } from '../users/public/display-name.js';
import { User, type UserRole } from '../users/entities/user.entity.js';
import type { GrantResultDto, InviteCheckDto, InviteUrlDto } from './dto/invite.dto.js';
import { Invite, type InviteKind } from './entities/invite.entity.js';

const ROLE_NAMES = { admin: 'Admin', recruitpro: 'RecruitPro', jobseeker: 'Job Seeker' } as const;

/** Access grants and invitations by e-mail; each e-mail is written to the outbox with the grant or invite it announces. */
@Injectable()
export class InvitesService {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: MailOutbox,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /**
   * An existing learner is enrolled at once (source grant); an account that has not confirmed its
   * address yet gets it when it does (a pending grant); an unknown address gets an invite to create an account.
   */
  async grantAccess(admin: User, courseId: number, email: string): Promise<GrantResultDto> {
    return this.em.transactional(async (em) => {
      const course = await this.course(em, courseId);
      const user = await em.findOne(User, { email });
      const courseUrl = `${this.config.publicUrl}/courses/${course.id}`;
      if (user && !user.emailVerifiedAt) {
        this.assertInvitable(user, course);
        this.createInvite(em, admin, course, email, 'grant');
        this.outbox.add(em, email, 'accessGranted', {
          courseTitle: course.title,
          inviter: displayName(admin),
          courseUrl,
          awaitsVerification: true,
        });
        return { status: 'pending', email };
      }
      if (user) {
        this.assertInvitable(user, course);
        const alreadyEnrolled = (await em.count(Enrollment, { user: user.id, course: course.id, status: 'active' })) > 0;
        await activateEnrollment(em, user.id, course.id, 'grant');
        if (!alreadyEnrolled) {
          this.outbox.add(em, email, 'accessGranted', {
            courseTitle: course.title,
            inviter: displayName(admin),
            courseUrl,
            awaitsVerification: false,
          });
        }
        return { status: 'enrolled', email };
      }
      const { url, invite } = this.createInvite(em, admin, course, email, 'grant');
      this.outbox.add(em, email, 'grantInvite', {
        courseTitle: course.title,
        inviter: displayName(admin),
        inviteUrl: url,
        expiresAt: invite.expiresAt.toISOString(),
      });
      return { status: 'invited', email, inviteUrl: url };
    });
  }

  /** A link that leads through sign-up (or sign-in) to the course's checkout. */
  async inviteToPurchase(admin: User, courseId: number, email: string): Promise<InviteUrlDto> {
    return this.em.transactional(async (em) => {
      const course = await this.course(em, courseId);
      if (!course.isPaid || course.price <= 0)
        throw new AppError(ErrorCode.COURSE_IS_FREE, 'This course is free: there is nothing to buy. Grant access instead.');
      const user = await em.findOne(User, { email });
      if (user) this.assertInvitable(user, course);
      const { url, invite } = this.createInvite(em, admin, course, email, 'purchase');
      this.outbox.add(em, email, 'purchaseInvite', {
        courseTitle: course.title,
        inviter: displayName(admin),
        inviteUrl: url,
        expiresAt: invite.expiresAt.toISOString(),
      });
      return { inviteUrl: url };
    });
  }

  async check(token: string): Promise<InviteCheckDto> {
    const invite = await this.em.findOne(Invite, { tokenHash: hashToken(token) }, { populate: ['course'] });
    this.assertUsable(invite);
    return { valid: true, email: invite.email, courseTitle: invite.course.title, courseId: invite.course.id, kind: invite.kind };
  }

  /**
   * Registration with an invite, inside the registration's transaction: the e-mail must be the
   * invite's, the token is used once (a conditional update, so two racing sign-ups cannot both use
   * it), and a grant invite enrols the new user.
   */
  async redeem(em: EntityManager, token: string, user: User): Promise<void> {
    const invite = await em.findOne(Invite, { tokenHash: hashToken(token) });
    this.assertUsable(invite);
    if (invite.email !== user.email)
      throw new AppError(
        ErrorCode.INVITE_EMAIL_MISMATCH,
        'This invite was sent to another email address. Please sign up with that address.',
      );
    const used = await em.nativeUpdate(Invite, { id: invite.id, usedAt: null }, { usedAt: new Date() });
    if (used === 0) throw new AppError(ErrorCode.INVITE_USED, 'This invite has already been used');
    if (invite.kind === 'grant') await activateEnrollment(em, user.id, invite.course.id, 'grant');
  }

  /**
   * Once an account proves its address: every grant still waiting for that address (an invite never
   * followed, or a grant to the unconfirmed account) enrols it. Expired invites count too: the link
   * expired, but the admin's grant to this address stands.
   */
  /** Grants held for `email` that proving it (see claimPendingGrants) would turn into enrolments. */
  pendingGrantsWaiting(em: EntityManager, email: string): Promise<number> {
    return em.count(Invite, { email, kind: 'grant', usedAt: null, course: { deletedAt: null } });
  }

  async claimPendingGrants(em: EntityManager, user: User): Promise<number> {
    const pending = await em.find(Invite, { email: user.email, kind: 'grant', usedAt: null }, { populate: ['course'] });
    const open = pending.filter((invite) => !invite.course.deletedAt);
    for (const invite of open) await activateEnrollment(em, user.id, invite.course.id, 'grant');
    if (pending.length > 0)
      await em.nativeUpdate(Invite, { id: { $in: pending.map((invite) => invite.id) }, usedAt: null }, { usedAt: new Date() });
    return open.length;
  }

  private createInvite(em: EntityManager, admin: User, course: Course, email: string, kind: InviteKind): { url: string; invite: Invite } {
    const token = newLinkToken();
    const invite = em.create(Invite, {
      tokenHash: hashToken(token),
      email,
      course,
      kind,
      createdBy: admin,
      expiresAt: new Date(Date.now() + this.config.mail.inviteTtlDays * 24 * 60 * 60 * 1000),
      usedAt: null,
    });
    return { url: `${this.config.publicUrl}/auth?invite=${token}`, invite };
  }

  private assertUsable(invite: Invite | null): asserts invite is Invite {
    if (!invite) throw new AppError(ErrorCode.INVITE_NOT_FOUND, 'Invalid invite token');
    if (invite.usedAt) throw new AppError(ErrorCode.INVITE_USED, 'This invite has already been used');
    if (invite.expiresAt.getTime() < Date.now())
      throw new AppError(ErrorCode.INVITE_EXPIRED, 'This invite has expired. Ask for a new one.');
  }

  private assertInvitable(user: User, course: Course): void {
    if (user.role === 'admin') throw new AppError(ErrorCode.ADMIN_ALREADY_HAS_ACCESS, 'Admins already have access to every course');
    const visible = course.accessLevel === 'all' || course.accessLevel === user.role;
    if (!visible) {
      throw new AppError(
        ErrorCode.COURSE_ROLE_MISMATCH,
        `This course is for ${ROLE_NAMES[String(course.accessLevel) as UserRole]} members; ${user.email} is a ${ROLE_NAMES[String(user.role) as UserRole]}.`,
      );
    }
  }

  private async course(em: EntityManager, courseId: number): Promise<Course> {
    const course = await em.findOne(Course, { id: courseId, deletedAt: null });
    if (!course) throw new AppError(ErrorCode.COURSE_NOT_FOUND, 'Course not found');
    return course;
  }
}
