import type { WebhookDeliveryEventType, WebhookEventType } from '@academy/api/admin';

/** What each event tells, in the order the form lists them. */
export const EVENT_DESCRIPTIONS: Record<WebhookEventType, string> = {
  'user.registered': 'Someone created an account',
  'enrolment.created': 'A learner was enrolled in a course (free, granted, bought or subscribed)',
  'lesson.completed': 'A learner completed a lesson for the first time',
  'course.completed': 'A learner completed every lesson of a course',
  'quiz.submitted': 'A learner submitted a quiz: score, passed, graded or waiting for review',
  'practice.completed': 'A practice conversation got its final scores: total, passed and the score of each criterion',
  'certificate.issued': 'A certificate of completion was issued',
  'certificate.revoked': 'An admin revoked a certificate',
  'certificate.renewed': 'A learner passed the refresher and got a new certificate that renews the old one',
  'payment.succeeded': 'A payment went through',
  'payment.refunded': 'A payment was refunded in full',
  'subscription.cancelled': 'A subscription ended',
};

export const EVENT_TYPES = Object.keys(EVENT_DESCRIPTIONS) as WebhookEventType[];

/** An event's name as the delivery log shows it (the test ping included). */
export function eventLabel(type: WebhookDeliveryEventType): string {
  return type === 'webhook.test' ? 'webhook.test (test event)' : type;
}
