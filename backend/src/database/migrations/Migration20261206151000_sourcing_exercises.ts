import { Migration } from '@mikro-orm/migrations';

/**
 * Boolean search questions: the pool a question searches (a pool in use cannot be deleted) and its
 * answer key; the grade of each search string an attempt submitted.
 */
export class Migration20261206151000_sourcing_exercises extends Migration {
  override name = 'Migration20261206151000_sourcing_exercises';

  override up(): void | Promise<void> {
    this.addSql(`alter table "quiz_questions" add column "search_pool_id" int null, add column "search" jsonb null;`);
    this.addSql(`create index "quiz_questions_search_pool_id_index" on "quiz_questions" ("search_pool_id");`);
    this.addSql(
      `alter table "quiz_questions" add constraint "quiz_questions_search_pool_id_foreign" foreign key ("search_pool_id") references "candidate_pools" ("id") on delete restrict;`,
    );
    this.addSql(`alter table "quiz_questions" drop constraint "quiz_questions_type_check";`);
    this.addSql(
      `alter table "quiz_questions" add constraint "quiz_questions_type_check" check ("type" in ('multiple_choice', 'short_answer', 'long_answer', 'file_upload', 'boolean_search'));`,
    );
    this.addSql(`alter table "quiz_attempts" add column "search_grades" jsonb not null default '{}';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "quiz_attempts" drop column "search_grades";`);
    this.addSql(`delete from "quiz_questions" where "type" = 'boolean_search';`);
    this.addSql(`alter table "quiz_questions" drop constraint "quiz_questions_type_check";`);
    this.addSql(
      `alter table "quiz_questions" add constraint "quiz_questions_type_check" check ("type" in ('multiple_choice', 'short_answer', 'long_answer', 'file_upload'));`,
    );
    this.addSql(`alter table "quiz_questions" drop constraint "quiz_questions_search_pool_id_foreign";`);
    this.addSql(`alter table "quiz_questions" drop column "search_pool_id", drop column "search";`);
  }
}
