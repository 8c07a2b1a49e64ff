import { Migration } from '@mikro-orm/migrations';

export class Migration20261128114456_security_audit extends Migration {
  override name = 'Migration20261128114456_security_audit';

  override up(): void | Promise<void> {
    this.addSql(`alter table "outgoing_emails" drop constraint "outgoing_emails_template_check";`);
    this.addSql(
      `alter table "outgoing_emails" add constraint "outgoing_emails_template_check" check ("template" in ('accessGranted', 'verifyEmail', 'passwordReset', 'registrationAttempt', 'emailChangeConfirm', 'emailChangeNotice', 'grantInvite', 'purchaseInvite', 'certificateIssued', 'webhookEndpointDisabled', 'teamSeatInvite', 'teamSeatRevoked', 'teamSeatsReduced', 'teamAlmostFull', 'teamFull', 'teamEnded'));`,
    );

    this.addSql(`alter table "api_tokens" add "revoked_reason" varchar(200) null;`);
    // Tokens of accounts demoted before this release: revoked now, as a demotion does from here on.
    this.addSql(
      `update "api_tokens" as t set "revoked_at" = now(), "revoked_reason" = 'Revoked when the account stopped being an admin' from "users" as u where u."id" = t."created_by_id" and u."role" <> 'admin' and t."revoked_at" is null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "api_tokens" drop column "revoked_reason";`);

    this.addSql(`alter table "outgoing_emails" drop constraint "outgoing_emails_template_check";`);
    this.addSql(
      `alter table "outgoing_emails" add constraint "outgoing_emails_template_check" check ("template" in ('accessGranted', 'verifyEmail', 'passwordReset', 'emailChangeConfirm', 'emailChangeNotice', 'grantInvite', 'purchaseInvite', 'certificateIssued', 'webhookEndpointDisabled', 'teamSeatInvite', 'teamSeatRevoked', 'teamSeatsReduced', 'teamAlmostFull', 'teamFull', 'teamEnded'));`,
    );
  }
}
