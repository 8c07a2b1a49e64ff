import { Migration } from '@mikro-orm/migrations';

const EVENTS_BEFORE = [
  'user.registered',
  'enrolment.created',
  'lesson.completed',
  'course.completed',
  'quiz.submitted',
  'practice.completed',
  'certificate.issued',
  'certificate.revoked',
  'payment.succeeded',
  'payment.refunded',
  'subscription.cancelled',
];
const EVENTS_AFTER = [...EVENTS_BEFORE.slice(0, 8), 'certificate.renewed', ...EVENTS_BEFORE.slice(8)];

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
  'practiceReviewed',
  'webhookEndpointDisabled',
  'teamSeatInvite',
  'teamSeatRevoked',
  'teamSeatsReduced',
  'teamAlmostFull',
  'teamFull',
  'teamEnded',
  'creditCycleReminder',
];
const TEMPLATES_AFTER = [...TEMPLATES_BEFORE.slice(0, 9), 'certificateExpiring', 'certificateRenewed', ...TEMPLATES_BEFORE.slice(9)];
const list = (names: string[]) => names.map((name) => `'${name}'`).join(', ');

/**
 * Certificates that expire and renew: a course's validity and refresher (`certificate_settings`);
 * a certificate's `valid_until`, the certificate it `renews` and when it was `renewed_at`. One
 * current certificate per learner and course (a partial unique index) instead of one in all, so a
 * renewal can sit beside the certificate it replaces. The reminder and renewal e-mails, and the
 * `certificate.renewed` webhook event.
 */
export class Migration20261206171000_certificate_validity extends Migration {
  override name = 'Migration20261206171000_certificate_validity';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "certificate_settings" ("course_id" int not null, "validity_months" smallint null, "refresher_course_id" int null, "refresher_lesson_id" int null, "updated_at" timestamptz not null, primary key ("course_id"));`,
    );
    this.addSql(`create index "certificate_settings_refresher_course_id_index" on "certificate_settings" ("refresher_course_id");`);
    this.addSql(`create index "certificate_settings_refresher_lesson_id_index" on "certificate_settings" ("refresher_lesson_id");`);
    this.addSql(
      `alter table "certificate_settings" add constraint "certificate_settings_course_id_foreign" foreign key ("course_id") references "courses" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "certificate_settings" add constraint "certificate_settings_refresher_course_id_foreign" foreign key ("refresher_course_id") references "courses" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "certificate_settings" add constraint "certificate_settings_refresher_lesson_id_foreign" foreign key ("refresher_lesson_id") references "lessons" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "certificate_settings" add constraint "certificate_settings_validity_months_check" check ((validity_months IS NULL) OR ((validity_months >= 1) AND (validity_months <= 120)));`,
    );
    this.addSql(
      `alter table "certificate_settings" add constraint "certificate_settings_one_refresher_check" check ((refresher_course_id IS NULL) OR (refresher_lesson_id IS NULL));`,
    );
    this.addSql(
      `alter table "certificate_settings" add constraint "certificate_settings_refresher_validity_check" check (((refresher_course_id IS NULL) AND (refresher_lesson_id IS NULL)) OR ((validity_months IS NOT NULL) AND (validity_months >= 3)));`,
    );

    this.addSql(
      `alter table "certificates" add "valid_until" timestamptz null, add "renews_id" int null, add "renewed_at" timestamptz null;`,
    );
    this.addSql(
      `alter table "certificates" add constraint "certificates_renews_id_foreign" foreign key ("renews_id") references "certificates" ("id") on delete set null;`,
    );
    this.addSql(`alter table "certificates" add constraint "certificates_renews_id_unique" unique ("renews_id");`);
    this.addSql(
      `alter table "certificates" add constraint "certificates_valid_until_check" check ((valid_until IS NULL) OR (valid_until > issued_at));`,
    );
    // Built before the old key goes, so that no moment allows two current certificates.
    this.addSql(`create unique index "certificates_current_unique" on "certificates" ("user_id", "course_id") where "renewed_at" is null;`);
    this.addSql(`alter table "certificates" drop constraint "certificates_user_id_course_id_unique";`);
    // The old key's index served the lookups of a learner's certificates; the partial one above does not serve them all.
    this.addSql(`create index "certificates_user_id_index" on "certificates" ("user_id");`);

    this.events(EVENTS_AFTER);
    this.templates(TEMPLATES_AFTER);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "webhook_events" where "type" = 'certificate.renewed';`);
    this.addSql(`update "webhook_endpoints" set "events" = array_remove("events", 'certificate.renewed');`);
    this.addSql(`delete from "webhook_endpoints" where cardinality("events") = 0;`);
    this.events(EVENTS_BEFORE);
    this.addSql(`delete from "outgoing_emails" where "template" in ('certificateExpiring', 'certificateRenewed');`);
    this.templates(TEMPLATES_BEFORE);

    // Renewals go; the certificates they renewed are current again.
    this.addSql(`delete from "certificates" where "renews_id" is not null;`);
    this.addSql(`alter table "certificates" add constraint "certificates_user_id_course_id_unique" unique ("user_id", "course_id");`);
    this.addSql(`drop index "certificates_user_id_index";`);
    this.addSql(`drop index "certificates_current_unique";`);
    this.addSql(`alter table "certificates" drop constraint "certificates_valid_until_check";`);
    this.addSql(`alter table "certificates" drop constraint "certificates_renews_id_unique";`);
    this.addSql(`alter table "certificates" drop constraint "certificates_renews_id_foreign";`);
    this.addSql(`alter table "certificates" drop column "valid_until", drop column "renews_id", drop column "renewed_at";`);
    this.addSql(`drop table if exists "certificate_settings" cascade;`);
  }

  private templates(names: string[]): void {
    this.addSql(`alter table "outgoing_emails" drop constraint "outgoing_emails_template_check";`);
    this.addSql(`alter table "outgoing_emails" add constraint "outgoing_emails_template_check" check ("template" in (${list(names)}));`);
  }

  private events(types: string[]): void {
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
