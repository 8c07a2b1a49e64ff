import { Migration } from '@mikro-orm/migrations';

const BEFORE = [
  'user.registered',
  'enrolment.created',
  'lesson.completed',
  'course.completed',
  'quiz.submitted',
  'certificate.issued',
  'certificate.revoked',
  'payment.succeeded',
  'payment.refunded',
  'subscription.cancelled',
];
const AFTER = [...BEFORE.slice(0, 5), 'practice.completed', ...BEFORE.slice(5)];
const list = (types: string[]) => types.map((type) => `'${type}'`).join(', ');

const TEMPLATES_BEFORE = [
  'accessGranted',
  'verifyEmail',
  'passwordReset',
  'registrationAttempt',
  'emailChangeConfirm',
  'emailChangeNotice',
  'grantInvite',
  'purchaseInvite',
  'certificateIssued',
  'webhookEndpointDisabled',
  'teamSeatInvite',
  'teamSeatRevoked',
  'teamSeatsReduced',
  'teamAlmostFull',
  'teamFull',
  'teamEnded',
];
const TEMPLATES_AFTER = [...TEMPLATES_BEFORE.slice(0, 9), 'practiceReviewed', ...TEMPLATES_BEFORE.slice(9)];

/** Webhooks gain the `practice.completed` event, and e-mails the one telling a learner their practice was reviewed. */
export class Migration20261128151500_practice_events extends Migration {
  override name = 'Migration20261128151500_practice_events';

  override up(): void | Promise<void> {
    this.checks(AFTER);
    this.templates(TEMPLATES_AFTER);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "webhook_events" where "type" = 'practice.completed';`);
    this.addSql(`update "webhook_endpoints" set "events" = array_remove("events", 'practice.completed');`);
    this.addSql(`delete from "webhook_endpoints" where cardinality("events") = 0;`);
    this.checks(BEFORE);
    this.addSql(`delete from "outgoing_emails" where "template" = 'practiceReviewed';`);
    this.templates(TEMPLATES_BEFORE);
  }

  private templates(names: string[]): void {
    this.addSql(`alter table "outgoing_emails" drop constraint "outgoing_emails_template_check";`);
    this.addSql(`alter table "outgoing_emails" add constraint "outgoing_emails_template_check" check ("template" in (${list(names)}));`);
  }

  private checks(types: string[]): void {
    this.addSql(`alter table "webhook_endpoints" drop constraint "webhook_endpoints_events_known";`);
    this.addSql(
      `alter table "webhook_endpoints" add constraint "webhook_endpoints_events_known" check (cardinality(events) > 0 and events <@ array[${list(types)}]::text[]);`,
    );
    this.addSql(`alter table "webhook_events" drop constraint "webhook_events_type_check";`);
    this.addSql(
      `alter table "webhook_events" add constraint "webhook_events_type_check" check ("type" in (${list(types)}, 'webhook.test'));`,
    );
  }
}
