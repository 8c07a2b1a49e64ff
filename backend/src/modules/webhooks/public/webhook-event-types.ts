/** The events an endpoint may subscribe to, in the order the admin app lists them. */
export const WEBHOOK_EVENT_TYPES = [
  'user.registered',
  'enrolment.created',
  'lesson.completed',
  'course.completed',
  'quiz.submitted',
  'practice.completed',
  'certificate.issued',
  'certificate.revoked',
  'certificate.renewed',
  'payment.succeeded',
  'payment.refunded',
  'subscription.cancelled',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The ping an admin sends from the endpoint list; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** A person, as events name them. */
export interface WebhookUser {
  id: number;
  email: string;
  name: string;
}

export interface WebhookCourse {
  id: number;
  title: string;
}

/** Amounts are integer cents in `currency` (ISO 4217, lower case). */
export interface WebhookPayment {
  id: number;
  kind: 'one_time' | 'subscription';
  amount: number;
  currency: string;
}

/** Each event type with its `data`; `occurredAt` is added when the event is recorded. */
export type WebhookEventInput =
  | { type: 'user.registered'; data: { user: WebhookUser & { role: string }; viaInvite: boolean } }
  | {
      type: 'enrolment.created';
      data: { enrolmentId: number; user: WebhookUser; course: WebhookCourse; source: string; enrolledAt: string };
    }
  | {
      type: 'lesson.completed';
      data: {
        user: WebhookUser;
        course: WebhookCourse;
        lesson: { id: number; title: string };
        progress: { completed: number; total: number };
      };
    }
  | { type: 'course.completed'; data: { user: WebhookUser; course: WebhookCourse; lessons: number } }
  | {
      type: 'quiz.submitted';
      data: {
        attemptId: number;
        attemptNumber: number;
        user: WebhookUser;
        course: WebhookCourse;
        quiz: { id: number; title: string; lessonId: number; passMark: number | null };
        /** `expired`: closed after its deadline with the answers saved in time. */
        status: 'submitted' | 'expired';
        score: number;
        passed: boolean | null;
        /** `pending`: answers wait for an admin's grading, so score and passed may still change. */
        grading: 'graded' | 'pending';
        submittedAt: string;
      };
    }
  | {
      type: 'practice.completed';
      /** A practice attempt got its final scores: at its end, from the model's grading, or from a reviewer (`reviewed`). */
      data: {
        attemptId: number;
        attemptNumber: number;
        user: WebhookUser;
        course: WebhookCourse;
        lesson: { id: number; title: string };
        mode: 'scenario' | 'ai';
        total: number;
        passed: boolean;
        passMark: number;
        criteria: { criterionId: string; name: string; score: number }[];
        /** A reviewer set or changed a score. */
        reviewed: boolean;
        endedAt: string;
      };
    }
  | { type: 'certificate.issued'; data: { certificate: WebhookCertificate; user: WebhookUser } & WebhookCertified }
  | {
      type: 'certificate.revoked';
      /** `user`: null when the holder's account was deleted since. */
      data: { certificate: WebhookCertificate & { revokedAt: string; reason: string }; user: WebhookUser | null } & WebhookCertified;
    }
  | {
      type: 'certificate.renewed';
      /** The learner passed the refresher: `certificate` is the new one, `renews` the one it replaces. */
      data: { certificate: WebhookCertificate; renews: WebhookCertificate; user: WebhookUser } & WebhookCertified;
    }
  | { type: 'payment.succeeded'; data: WebhookPaymentData }
  | { type: 'payment.refunded'; data: WebhookPaymentData }
  | { type: 'subscription.cancelled'; data: WebhookPaymentData & { subscriptionId: string | null; endedAt: string } };

/** A payment, its buyer, and what it bought: a course (`path` null) or a learning path (`course` null). */
export interface WebhookPaymentData {
  payment: WebhookPayment;
  user: { id: number | null; email: string };
  course: WebhookCourse | null;
  path: WebhookCourse | null;
}

/** What a certificate certifies: a course (`path` null) or a learning path (`course` null). */
export interface WebhookCertified {
  course: WebhookCourse | null;
  path: WebhookCourse | null;
}

export interface WebhookCertificate {
  id: number;
  code: string;
  verifyUrl: string;
  issuedAt: string;
  /** When it expires; null: never. */
  validUntil: string | null;
}
