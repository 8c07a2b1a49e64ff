import { Migration } from '@mikro-orm/migrations';

export class Migration20261122065356_course_soft_delete extends Migration {
  override name = 'Migration20261122065356_course_soft_delete';

  override up(): void | Promise<void> {
    this.addSql(`alter table "courses" add "deleted_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "courses" drop column "deleted_at";`);
  }
}
