import { Migration } from '@mikro-orm/migrations';

export class Migration20261122065854_user_activity_index extends Migration {
  override name = 'Migration20261122065854_user_activity_index';

  override up(): void | Promise<void> {
    this.addSql(`create index "users_last_active_at_index" on "users" ("last_active_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "users_last_active_at_index";`);
  }
}
