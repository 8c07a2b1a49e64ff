import { Migration } from '@mikro-orm/migrations';

export class Migration20261123115930_team_mail_templates extends Migration {
  override name = 'Migration20261123115930_team_mail_templates';

  override up(): void | Promise<void> {
    this.addSql(`alter table "outgoing_emails" drop constraint "outgoing_emails_template_check";`);
    this.addSql(
      `alter table "outgoing_emails" add constraint "outgoing_emails_template_check" check ("template" in ('accessGranted', 'verifyEmail', 'passwordReset', 'emailChangeConfirm', 'emailChangeNotice', 'grantInvite', 'purchaseInvite', 'certificateIssued', 'webhookEndpointDisabled', 'teamSeatInvite', 'teamSeatRevoked', 'teamSeatsReduced', 'teamAlmostFull', 'teamFull', 'teamEnded'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "outgoing_emails" drop constraint "outgoing_emails_template_check";`);
    this.addSql(
      `alter table "outgoing_emails" add constraint "outgoing_emails_template_check" check ("template" in ('accessGranted', 'verifyEmail', 'passwordReset', 'emailChangeConfirm', 'emailChangeNotice', 'grantInvite', 'purchaseInvite', 'certificateIssued', 'webhookEndpointDisabled'));`,
    );
  }
}
