import { Migration } from '@mikro-orm/migrations';

/**
 * Practice attempts remember their last grading failure and when their grading started, so an attempt
 * left in `grading` (a provider error, a crash) can be told from one being graded. The admins' attempt
 * list reads a lesson's attempts by start time; the usage report reads model usage by time alone.
 */
export class Migration20261128163000_practice_grading_state extends Migration {
  override name = 'Migration20261128163000_practice_grading_state';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "practice_attempts" add column "grading_error" varchar(64) null, add column "grading_started_at" timestamptz null;`,
    );
    this.addSql(`drop index "practice_attempts_lesson_ended_index";`);
    this.addSql(`create index "practice_attempts_lesson_started_index" on "practice_attempts" ("lesson_id", "started_at" desc);`);
    this.addSql(`create index "model_usage_created_at_index" on "model_usage" ("created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "model_usage_created_at_index";`);
    this.addSql(`drop index "practice_attempts_lesson_started_index";`);
    this.addSql(`create index "practice_attempts_lesson_ended_index" on "practice_attempts" ("lesson_id", "ended_at");`);
    this.addSql(`alter table "practice_attempts" drop column "grading_error", drop column "grading_started_at";`);
  }
}
