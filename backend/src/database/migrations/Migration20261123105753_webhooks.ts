import { Migration } from '@mikro-orm/migrations';

export class Migration20261123105753_webhooks extends Migration {
  override name = 'Migration20261123105753_webhooks';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "webhook_endpoints" ("id" serial primary key, "url" varchar(2048) not null, "description" varchar(500) not null default '', "events" text[] not null, "secret" varchar(100) not null, "disabled_at" timestamptz null, "disabled_reason" varchar(500) null, "consecutive_failures" int not null default 0, "last_success_at" timestamptz null, "last_failure_at" timestamptz null, "created_by_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );

    this.addSql(
      `create table "webhook_events" ("id" serial primary key, "type" text not null, "data" jsonb not null, "occurred_at" timestamptz not null, "dispatched_at" timestamptz null);`,
    );
    this.addSql(`create index "webhook_events_undispatched_idx" on "webhook_events" ("id") where "dispatched_at" is null;`);

    this.addSql(
      `create table "webhook_deliveries" ("id" serial primary key, "endpoint_id" int not null, "event_id" int not null, "status" text not null default 'pending', "attempts" int not null default 0, "response_status" int null, "duration_ms" int null, "last_error" varchar(1000) null, "response_excerpt" varchar(500) null, "created_at" timestamptz not null, "queued_at" timestamptz null, "last_attempt_at" timestamptz null, "finished_at" timestamptz null);`,
    );
    this.addSql(`create index "webhook_deliveries_event_id_index" on "webhook_deliveries" ("event_id");`);
    this.addSql(`create index "webhook_deliveries_endpoint_idx" on "webhook_deliveries" ("endpoint_id", "id");`);
    this.addSql(`create index "webhook_deliveries_pending_idx" on "webhook_deliveries" ("id") where "status" = 'pending';`);

    this.addSql(`alter table "outgoing_emails" drop constraint "outgoing_emails_template_check";`);
    this.addSql(
      `alter table "outgoing_emails" add constraint "outgoing_emails_template_check" check ("template" in ('accessGranted', 'verifyEmail', 'passwordReset', 'emailChangeConfirm', 'emailChangeNotice', 'grantInvite', 'purchaseInvite', 'certificateIssued', 'webhookEndpointDisabled'));`,
    );

    this.addSql(
      `alter table "webhook_endpoints" add constraint "webhook_endpoints_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "webhook_endpoints" add constraint "webhook_endpoints_events_known" check (cardinality(events) > 0 and events <@ array['user.registered', 'enrolment.created', 'lesson.completed', 'course.completed', 'quiz.submitted', 'certificate.issued', 'certificate.revoked', 'payment.succeeded', 'payment.refunded', 'subscription.cancelled']::text[]);`,
    );

    this.addSql(
      `alter table "webhook_events" add constraint "webhook_events_type_check" check ("type" in ('user.registered', 'enrolment.created', 'lesson.completed', 'course.completed', 'quiz.submitted', 'certificate.issued', 'certificate.revoked', 'payment.succeeded', 'payment.refunded', 'subscription.cancelled', 'webhook.test'));`,
    );

    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoints" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_event_id_foreign" foreign key ("event_id") references "webhook_events" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_status_check" check ("status" in ('pending', 'succeeded', 'failed'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "webhook_deliveries" drop constraint "webhook_deliveries_endpoint_id_foreign";`);
    this.addSql(`alter table "webhook_deliveries" drop constraint "webhook_deliveries_event_id_foreign";`);

    this.addSql(`drop table if exists "webhook_endpoints" cascade;`);
    this.addSql(`drop table if exists "webhook_events" cascade;`);
    this.addSql(`drop table if exists "webhook_deliveries" cascade;`);

    this.addSql(`alter table "outgoing_emails" drop constraint "outgoing_emails_template_check";`);
    this.addSql(
      `alter table "outgoing_emails" add constraint "outgoing_emails_template_check" check ("template" in ('accessGranted', 'verifyEmail', 'passwordReset', 'emailChangeConfirm', 'emailChangeNotice', 'grantInvite', 'purchaseInvite', 'certificateIssued'));`,
    );
  }
}
