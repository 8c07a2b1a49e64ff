import { Migration } from '@mikro-orm/migrations';

export class Migration20261123015239_outbox extends Migration {
  override name = 'Migration20261123015239_outbox';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "outgoing_emails" ("id" serial primary key, "queue" varchar(100) not null, "recipient" varchar(320) not null, "template" text not null, "subject" varchar(500) not null, "params" jsonb null, "created_at" timestamptz not null, "queued_at" timestamptz null, "sent_at" timestamptz null, "failed_at" timestamptz null, "attempts" int not null default 0, "last_error" text null);`,
    );
    this.addSql(
      `create index "outgoing_emails_unsent_idx" on "outgoing_emails" ("queue", "id") where "sent_at" is null and "failed_at" is null;`,
    );
    this.addSql(
      `create index "outgoing_emails_failed_idx" on "outgoing_emails" ("queue", "failed_at" desc) where "failed_at" is not null;`,
    );
    this.addSql(
      `alter table "outgoing_emails" add constraint "outgoing_emails_template_check" check ("template" in ('accessGranted', 'verifyEmail', 'passwordReset', 'emailChangeConfirm', 'emailChangeNotice', 'grantInvite', 'purchaseInvite', 'certificateIssued'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "outgoing_emails" cascade;`);
  }
}
