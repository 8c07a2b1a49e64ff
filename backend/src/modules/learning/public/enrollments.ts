import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../common/errors/app-error.js';
import { ErrorCode } from '../../../common/errors/error-codes.js';
import type { Course } from '../../catalog/entities/course.entity.js';
import type { User } from '../../users/entities/user.entity.js';
import { recordWebhookEvent, webhookUser } from '../../webhooks/public/webhook-events.js';
import type { EnrollmentSource } from '../entities/enrollment.entity.js';
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
 * grant that was also paid for (a checkout finished after the grant), bought with a path or seated on a
 * team becomes that purchase, path or seat, so that its own end later ends it like any other. Runs in
 * `em`'s transaction, if any.
 */
export async function endSpecificAccess(
  em: EntityManager,
  course: Pick<Course, 'id' | 'accessLevel'>,
  users: Pick<User, 'id' | 'role'>[],
): Promise<void> {
  if (users.length === 0) return;
  const cannotSee = users.filter((user) => course.accessLevel !== 'all' && course.accessLevel !== user.role);
  const repository = new LearningRepository(em);
  await repository.endAccess({ userIds: users.map((user) => user.id), courses: [course.id], sources: ['grant'] });
  await repository.endAccess({ userIds: cannotSee.map((user) => user.id), courses: [course.id], sources: ['free'] });
}

/**
 * Team seats taken back (revoked, or the team's access ended): the enrolments those seats gave end,
 * in the team's course or in every course of its path. Only an enrolment whose source is `team` ends,
 * and not when the learner has another claim to the course: a purchase of their own (a purchase made
 * while the seat gave access keeps the seat's source: it becomes that purchase), a path they bought
 * with the course, or an active seat of another live team with it. Runs in `em`'s transaction, if any.
 */
export async function endTeamAccess(
  em: EntityManager,
  team: { id: number; courseId: number | null; pathId: number | null },
  userIds: number[],
) {
  await new LearningRepository(em).endAccess({
    userIds,
    courses: team.pathId !== null ? { pathId: team.pathId } : [team.courseId!],
    sources: ['team'],
    exceptTeamId: team.id,
  });
}

/**
 * A course payment refunded or ended: the buyer's bought enrolment (purchase or subscription) in the
 * course ends, unless another claim keeps it (another payment for the course, a path they bought with
 * it, a team seat). Runs in `em`'s transaction.
 */
export async function endPaidAccess(em: EntityManager, payment: { id: number; userId: number; courseId: number }): Promise<void> {
  await new LearningRepository(em).endAccess({
    userIds: [payment.userId],
    courses: [payment.courseId],
    sources: ['purchase', 'subscription'],
    exceptPaymentId: payment.id,
  });
}

/**
 * Enrols users in every live course of a path: for a path payment (source `path`, naming the payment),
 * or for seats of a path team (source `team`). A course the learner already has keeps its enrolment as
 * it is. Each enrolment this made records its `enrolment.created` webhook event in `em`. Runs in `em`'s
 * transaction.
 */
export async function activatePathAccess(
  em: EntityManager,
  pathId: number,
  grants: { userId: number; pathPaymentId: number | null }[],
  source: 'path' | 'team',
): Promise<void> {
  const activated = await new LearningRepository(em).activatePathEnrollments(grants, pathId, source);
  for (const enrolment of activated) {
    recordWebhookEvent(em, {
      type: 'enrolment.created',
      data: {
        enrolmentId: enrolment.id,
        user: webhookUser({
          id: enrolment.user_id,
          email: enrolment.email,
          firstName: enrolment.first_name,
          lastName: enrolment.last_name,
        }),
        course: { id: enrolment.course_id, title: enrolment.course_title },
        source: enrolment.source,
        enrolledAt: new Date(enrolment.enrolled_at).toISOString(),
      },
    });
  }
}

/**
 * A path payment refunded or ended: exactly the enrolments it gave end (a course the buyer had before
 * was never its own), each unless another claim keeps it. Runs in `em`'s transaction.
 */
export async function endPathAccess(em: EntityManager, payment: { id: number; userId: number }): Promise<void> {
  await new LearningRepository(em).endAccess({
    userIds: [payment.userId],
    courses: null,
    sources: ['path'],
    pathPaymentId: payment.id,
    exceptPaymentId: payment.id,
  });
}
