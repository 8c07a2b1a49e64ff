import { Migration } from '@mikro-orm/migrations';

/** The outbox of scheduled work: reminders and purges promised for later, run as BullMQ delayed jobs. */
export class Migration20261206160000_scheduled_jobs extends Migration {
  override name = 'Migration20261206160000_scheduled_jobs';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "scheduled_jobs" ("id" serial primary key, "queue" varchar(100) not null, "kind" varchar(60) not null, "key" varchar(200) not null, "run_at" timestamptz not null, "payload" jsonb null, "created_at" timestamptz not null, "queued_at" timestamptz null, "done_at" timestamptz null);`,
    );
    this.addSql(`alter table "scheduled_jobs" add constraint "scheduled_jobs_key_unique" unique ("key");`);
    this.addSql(`create index "scheduled_jobs_pending_idx" on "scheduled_jobs" ("queue", "run_at") where "done_at" is null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "scheduled_jobs" cascade;`);
  }
}
