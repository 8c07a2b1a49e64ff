import { Migration } from '@mikro-orm/migrations';

export class Migration20261206172000_learning_paths extends Migration {
  override name = 'Migration20261206172000_learning_paths';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "learning_paths" ("id" serial primary key, "title" varchar(200) not null, "slug" varchar(220) not null, "description" text not null default '', "level_label" varchar(60) not null, "certificate_title" varchar(200) not null, "is_published" boolean not null default false, "position" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null, "deleted_at" timestamptz null);`,
    );
    this.addSql(`alter table "learning_paths" add constraint "learning_paths_slug_unique" unique ("slug");`);
    this.addSql(
      `create index "learning_paths_published_position_index" on "learning_paths" ("position") where "is_published" and "deleted_at" is null;`,
    );

    this.addSql(
      `create table "learning_path_steps" ("id" serial primary key, "path_id" int not null, "course_id" int not null, "lesson_id" int null, "position" int not null, "is_required" boolean not null default true);`,
    );
    this.addSql(`create index "learning_path_steps_course_id_index" on "learning_path_steps" ("course_id");`);
    this.addSql(`create index "learning_path_steps_lesson_id_index" on "learning_path_steps" ("lesson_id");`);
    this.addSql(`create index "learning_path_steps_path_position_index" on "learning_path_steps" ("path_id", "position");`);
    this.addSql(
      `create unique index "learning_path_steps_course_step_unique" on "learning_path_steps" ("path_id", "course_id") where "lesson_id" is null;`,
    );
    this.addSql(
      `alter table "learning_path_steps" add constraint "learning_path_steps_path_id_lesson_id_unique" unique ("path_id", "lesson_id");`,
    );

    this.addSql(
      `create table "learning_path_step_prerequisites" ("step_id" int not null, "prerequisite_id" int not null, primary key ("step_id", "prerequisite_id"));`,
    );
    this.addSql(
      `create index "learning_path_step_prerequisites_prerequisite_id_index" on "learning_path_step_prerequisites" ("prerequisite_id");`,
    );

    this.addSql(`alter table "learning_paths" add constraint "learning_paths_position_check" check (position >= 0);`);

    this.addSql(
      `alter table "learning_path_steps" add constraint "learning_path_steps_path_id_foreign" foreign key ("path_id") references "learning_paths" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "learning_path_steps" add constraint "learning_path_steps_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "learning_path_steps" add constraint "learning_path_steps_lesson_id_foreign" foreign key ("lesson_id") references "lessons" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "learning_path_steps" add constraint "learning_path_steps_position_check" check (position >= 0);`);

    this.addSql(
      `alter table "learning_path_step_prerequisites" add constraint "learning_path_step_prerequisites_step_id_foreign" foreign key ("step_id") references "learning_path_steps" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "learning_path_step_prerequisites" add constraint "learning_path_step_prerequisites_prerequisite_id_foreign" foreign key ("prerequisite_id") references "learning_path_steps" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "learning_path_step_prerequisites" add constraint "learning_path_step_prerequisites_not_itself" check (step_id <> prerequisite_id);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "learning_path_steps" drop constraint "learning_path_steps_path_id_foreign";`);
    this.addSql(`alter table "learning_path_step_prerequisites" drop constraint "learning_path_step_prerequisites_step_id_foreign";`);
    this.addSql(
      `alter table "learning_path_step_prerequisites" drop constraint "learning_path_step_prerequisites_prerequisite_id_foreign";`,
    );

    this.addSql(`drop table if exists "learning_paths" cascade;`);
    this.addSql(`drop table if exists "learning_path_steps" cascade;`);
    this.addSql(`drop table if exists "learning_path_step_prerequisites" cascade;`);
  }
}
