import { Migration } from '@mikro-orm/migrations';

export class Migration20261123140805_analytics_summary extends Migration {
  override name = 'Migration20261123140805_analytics_summary';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "analytics_summaries" ("id" smallint not null, "figures" json null, "generated_at" timestamptz null, primary key ("id"));`,
    );

    this.addSql(`alter table "analytics_summaries" add constraint "analytics_summaries_single_row" check ((id = 1));`);

    // The one row, there from the start: refreshes lock it, so only one process computes at a time.
    this.addSql(`insert into "analytics_summaries" ("id") values (1);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "analytics_summaries" cascade;`);
  }
}
