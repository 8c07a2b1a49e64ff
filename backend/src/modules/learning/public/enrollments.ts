import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { AppError } from '../../../common/errors/app-error.js';
import { ErrorCode } from '../../../common/errors/error-codes.js';
import type { Course } from '../../catalog/entities/course.entity.js';
import { Payment, PAYMENT_KINDS } from '../../payments/entities/payment.entity.js';
import type { User } from '../../users/entities/user.entity.js';
import { recordWebhookEvent, webhookUser } from '../../webhooks/public/webhook-events.js';
import { Enrollment, type EnrollmentSource } from '../entities/enrollment.entity.js';
import { LearningRepository } from '../learning.repository.js';

/**
 * Enrols a user (idempotent, race-safe): a new row, or a revoked one made active again with the new
 * source. An active enrolment keeps its source and date. Runs in `em`'s transaction, if any; an
 * enrolment that this call made records its `enrolment.created` webhook event in `em`, to be written
 * with it.
 */
export async function activateEnrollment(em: EntityManager, userId: number, courseId: number, source: EnrollmentSource): Promise<Date> {
  const enrolment = await new LearningRepository(em).activateEnrollment(userId, courseId, source);
  if (!enrolment) throw new AppError(ErrorCode.COURSE_NOT_FOUND, 'Course not found');
  if (enrolment.activated) {
    recordWebhookEvent(em, {
      type: 'enrolment.created',
      data: {
        enrolmentId: enrolment.id,
        user: webhookUser({ id: userId, email: enrolment.email, firstName: enrolment.first_name, lastName: enrolment.last_name }),
        course: { id: courseId, title: enrolment.course_title },
        source: enrolment.source,
        enrolledAt: new Date(enrolment.enrolled_at).toISOString(),
      },
    });
  }
  return new Date(enrolment.enrolled_at);
}

/**
 * Users taken off a course's specific access lose the enrolment that access gave them: a grant (the
 * paid course entered without paying), or a free enrolment in a course their role cannot see without
 * that access. Access from another source stays: a purchase or subscription keeps its enrolment, and a
 * grant that was also paid for (a checkout finished after the grant) becomes that purchase, so that a
 * refund or cancellation later ends it like any other. Runs in `em`'s transaction, if any.
 */
export async function endSpecificAccess(
  em: EntityManager,
  course: Pick<Course, 'id' | 'accessLevel'>,
  users: Pick<User, 'id' | 'role'>[],
): Promise<void> {
  if (users.length === 0) return;
  const payments = await em.find(
    Payment,
    { user: { $in: users.map((user) => user.id) }, course: course.id, status: 'succeeded', purpose: 'self' },
    { fields: ['user', 'kind'], orderBy: { id: 'asc' } },
  );
  const paidWith = new Map(payments.map((payment) => [payment.user!.id, payment.kind]));
  for (const kind of PAYMENT_KINDS) {
    const buyers = [...paidWith].filter(([, paid]) => paid === kind).map(([userId]) => userId);
    if (buyers.length > 0) {
      await em.nativeUpdate(
        Enrollment,
        { user: { $in: buyers }, course: course.id, status: 'active', source: 'grant' },
        { source: kind === 'subscription' ? 'subscription' : 'purchase' },
      );
    }
  }
  const unpaid = users.filter((user) => !paidWith.has(user.id));
  const cannotSee = unpaid.filter((user) => course.accessLevel !== 'all' && course.accessLevel !== user.role);
  const ended: FilterQuery<Enrollment>[] = [];
  if (unpaid.length > 0) ended.push({ user: { $in: unpaid.map((user) => user.id) }, source: 'grant' });
  if (cannotSee.length > 0) ended.push({ user: { $in: cannotSee.map((user) => user.id) }, source: 'free' });
  if (ended.length > 0) await em.nativeUpdate(Enrollment, { course: course.id, status: 'active', $or: ended }, { status: 'revoked' });
}

/**
 * Team seats taken back (revoked, or the team's access ended): the enrolments those seats gave end.
 * Only an enrolment whose source is `team` ends; one the learner also paid for themself (a purchase
 * made while the seat gave access keeps the seat's source) becomes that purchase and stays, and any
 * other source stays as it is. Runs in `em`'s transaction, if any.
 */
export async function endTeamAccess(em: EntityManager, courseId: number, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  const payments = await em.find(
    Payment,
    { user: { $in: userIds }, course: courseId, status: 'succeeded', purpose: 'self' },
    { fields: ['user', 'kind'], orderBy: { id: 'asc' } },
  );
  const paidWith = new Map(payments.map((payment) => [payment.user!.id, payment.kind]));
  for (const kind of PAYMENT_KINDS) {
    const buyers = [...paidWith].filter(([, paid]) => paid === kind).map(([userId]) => userId);
    if (buyers.length > 0) {
      await em.nativeUpdate(
        Enrollment,
        { user: { $in: buyers }, course: courseId, status: 'active', source: 'team' },
        { source: kind === 'subscription' ? 'subscription' : 'purchase' },
      );
    }
  }
  const unpaid = userIds.filter((userId) => !paidWith.has(userId));
  if (unpaid.length > 0)
    await em.nativeUpdate(Enrollment, { user: { $in: unpaid }, course: courseId, status: 'active', source: 'team' }, { status: 'revoked' });
}
