import { Migration } from '@mikro-orm/migrations';

export class Migration20261207130029_calendar_feed_turned_off extends Migration {
  override name = 'Migration20261207130029_calendar_feed_turned_off';

  override up(): void | Promise<void> {
    this.addSql(`alter table "calendar_feeds" add "turned_off_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "calendar_feeds" drop column "turned_off_at";`);
  }
}
