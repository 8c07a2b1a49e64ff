import { Migration } from '@mikro-orm/migrations';

export class Migration20261123060000_subscriptions extends Migration {
  override name = 'Migration20261123060000_subscriptions';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "payments" add "subscription_status" varchar(32) null, add "current_period_end" timestamptz null, add "cancel_at_period_end" boolean not null default false;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "payments" drop column "subscription_status", drop column "current_period_end", drop column "cancel_at_period_end";`,
    );
  }
}
