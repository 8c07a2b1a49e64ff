import { Migration } from '@mikro-orm/migrations';

export class Migration20261207160145_social_sign_in extends Migration {
  override name = 'Migration20261207160145_social_sign_in';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "user_identities" ("id" serial primary key, "user_id" int not null, "provider" text not null, "subject" varchar(255) not null, "email" varchar(320) null, "linked_at" timestamptz not null, "last_used_at" timestamptz null);`,
    );
    this.addSql(`create index "user_identities_user_index" on "user_identities" ("user_id");`);
    this.addSql(`alter table "user_identities" add constraint "user_identities_provider_subject_unique" unique ("provider", "subject");`);

    this.addSql(`alter table "outgoing_emails" drop constraint "outgoing_emails_template_check";`);
    this.addSql(
      `alter table "outgoing_emails" add constraint "outgoing_emails_template_check" check ("template" in ('accessGranted', 'verifyEmail', 'passwordReset', 'registrationAttempt', 'emailChangeConfirm', 'emailChangeNotice', 'signInLinked', 'grantInvite', 'purchaseInvite', 'certificateIssued', 'certificateExpiring', 'certificateRenewed', 'practiceReviewed', 'webhookEndpointDisabled', 'teamSeatInvite', 'teamSeatRevoked', 'teamSeatsReduced', 'teamAlmostFull', 'teamFull', 'teamEnded', 'creditCycleReminder', 'discussionReply', 'discussionAnswered', 'discussionDigest', 'liveSessionReminder', 'moduleUnlocked'));`,
    );

    this.addSql(`alter table "users" alter column "password_hash" drop not null;`);

    this.addSql(
      `alter table "user_identities" add constraint "user_identities_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "user_identities" add constraint "user_identities_provider_check" check ("provider" in ('google', 'linkedin', 'microsoft'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "user_identities" cascade;`);

    this.addSql(`alter table "outgoing_emails" drop constraint "outgoing_emails_template_check";`);
    this.addSql(
      `alter table "outgoing_emails" add constraint "outgoing_emails_template_check" check ("template" in ('accessGranted', 'verifyEmail', 'passwordReset', 'registrationAttempt', 'emailChangeConfirm', 'emailChangeNotice', 'grantInvite', 'purchaseInvite', 'certificateIssued', 'certificateExpiring', 'certificateRenewed', 'practiceReviewed', 'webhookEndpointDisabled', 'teamSeatInvite', 'teamSeatRevoked', 'teamSeatsReduced', 'teamAlmostFull', 'teamFull', 'teamEnded', 'creditCycleReminder', 'discussionReply', 'discussionAnswered', 'discussionDigest', 'liveSessionReminder', 'moduleUnlocked'));`,
    );

    this.addSql(`alter table "users" alter column "password_hash" set not null;`);
  }
}
