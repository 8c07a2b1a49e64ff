import { Migration } from '@mikro-orm/migrations';

export class Migration20261207161541_scorm extends Migration {
  override name = 'Migration20261207161541_scorm';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "scorm_packages" ("lesson_id" int not null, "storage_id" uuid not null, "version" text not null, "title" varchar(200) not null, "launch_path" varchar(2048) not null, "file_name" varchar(200) not null, "size_bytes" int not null, "file_count" int not null, "uploaded_at" timestamptz not null, primary key ("lesson_id"));`,
    );
    this.addSql(`alter table "scorm_packages" add constraint "scorm_packages_storage_id_unique" unique ("storage_id");`);

    this.addSql(
      `create table "scorm_attempts" ("id" serial primary key, "lesson_id" int not null, "user_id" int not null, "package_id" uuid not null, "version" text not null, "cmi" jsonb not null, "completion_status" text not null default 'not_attempted', "success_status" text not null default 'unknown', "score_raw" double precision null, "score_min" double precision null, "score_max" double precision null, "score_scaled" double precision null, "total_seconds" int not null default 0, "commit_count" int not null default 0, "completed_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "scorm_attempts_user_id_index" on "scorm_attempts" ("user_id");`);
    this.addSql(`alter table "scorm_attempts" add constraint "scorm_attempts_lesson_id_user_id_unique" unique ("lesson_id", "user_id");`);

    this.addSql(`alter table "lessons" drop constraint "lessons_type_check";`);
    this.addSql(
      `alter table "lessons" add constraint "lessons_type_check" check ("type" in ('video', 'text', 'download', 'quiz', 'practice', 'scorm'));`,
    );

    this.addSql(
      `alter table "scorm_packages" add constraint "scorm_packages_lesson_id_foreign" foreign key ("lesson_id") references "lessons" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`alter table "scorm_packages" add constraint "scorm_packages_size_check" check (size_bytes >= 0);`);
    this.addSql(`alter table "scorm_packages" add constraint "scorm_packages_file_count_check" check (file_count >= 1);`);
    this.addSql(`alter table "scorm_packages" add constraint "scorm_packages_version_check" check ("version" in ('1.2', '2004'));`);

    this.addSql(
      `alter table "scorm_attempts" add constraint "scorm_attempts_lesson_id_foreign" foreign key ("lesson_id") references "lessons" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "scorm_attempts" add constraint "scorm_attempts_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "scorm_attempts" add constraint "scorm_attempts_score_scaled_check" check ((score_scaled IS NULL) OR ((score_scaled >= '-1'::double precision) AND (score_scaled <= '1'::double precision)));`,
    );
    this.addSql(`alter table "scorm_attempts" add constraint "scorm_attempts_total_seconds_check" check (total_seconds >= 0);`);
    this.addSql(`alter table "scorm_attempts" add constraint "scorm_attempts_version_check" check ("version" in ('1.2', '2004'));`);
    this.addSql(
      `alter table "scorm_attempts" add constraint "scorm_attempts_completion_status_check" check ("completion_status" in ('not_attempted', 'incomplete', 'completed', 'unknown'));`,
    );
    this.addSql(
      `alter table "scorm_attempts" add constraint "scorm_attempts_success_status_check" check ("success_status" in ('passed', 'failed', 'unknown'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "scorm_packages" cascade;`);
    this.addSql(`drop table if exists "scorm_attempts" cascade;`);

    this.addSql(`alter table "lessons" drop constraint "lessons_type_check";`);
    this.addSql(
      `alter table "lessons" add constraint "lessons_type_check" check ("type" in ('video', 'text', 'download', 'quiz', 'practice'));`,
    );
  }
}
