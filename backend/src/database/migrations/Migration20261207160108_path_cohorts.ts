import { Migration } from '@mikro-orm/migrations';

export class Migration20261207160108_path_cohorts extends Migration {
  override name = 'Migration20261207160108_path_cohorts';

  override up(): void | Promise<void> {
    this.addSql(`alter table "cohorts" add "path_id" int null;`);
    this.addSql(
      `alter table "cohorts" add constraint "cohorts_path_id_foreign" foreign key ("path_id") references "learning_paths" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "cohorts" alter column "course_id" drop not null;`);
    this.addSql(`create index "cohorts_path_starts_index" on "cohorts" ("path_id", "starts_at");`);
    this.addSql(`alter table "cohorts" add constraint "cohorts_course_or_path_check" check ((course_id IS NULL) <> (path_id IS NULL));`);

    this.addSql(`alter table "cohort_members" add "path_id" int null;`);
    this.addSql(
      `alter table "cohort_members" add constraint "cohort_members_path_id_foreign" foreign key ("path_id") references "learning_paths" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "cohort_members" alter column "course_id" drop not null;`);
    this.addSql(`alter table "cohort_members" add constraint "cohort_members_path_user_unique" unique ("path_id", "user_id");`);
    this.addSql(
      `alter table "cohort_members" add constraint "cohort_members_course_or_path_check" check ((course_id IS NULL) <> (path_id IS NULL));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "cohort_members" drop constraint "cohort_members_path_id_foreign";`);

    this.addSql(`alter table "cohorts" drop constraint "cohorts_path_id_foreign";`);

    this.addSql(`alter table "cohort_members" drop constraint "cohort_members_path_user_unique";`);
    this.addSql(`alter table "cohort_members" drop constraint "cohort_members_course_or_path_check";`);
    this.addSql(`alter table "cohort_members" drop column "path_id";`);
    this.addSql(`alter table "cohort_members" alter column "course_id" set not null;`);

    this.addSql(`drop index "cohorts_path_starts_index";`);
    this.addSql(`alter table "cohorts" drop constraint "cohorts_course_or_path_check";`);
    this.addSql(`alter table "cohorts" drop column "path_id";`);
    this.addSql(`alter table "cohorts" alter column "course_id" set not null;`);
  }
}
