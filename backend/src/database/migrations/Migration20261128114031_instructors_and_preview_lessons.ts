import { Migration } from '@mikro-orm/migrations';

export class Migration20261128114031_instructors_and_preview_lessons extends Migration {
  override name = 'Migration20261128114031_instructors_and_preview_lessons';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "instructors" ("id" serial primary key, "name" varchar(120) not null, "title" varchar(160) not null default '', "bio" text not null default '', "credentials" text[] not null default '{}', "links" jsonb not null default '[]', "photo_key" varchar(32) null, "created_at" timestamptz not null);`,
    );

    this.addSql(
      `create table "course_instructors" ("id" serial primary key, "course_id" int not null, "instructor_id" int not null, "position" int not null default 0);`,
    );
    this.addSql(`create index "course_instructors_instructor_id_index" on "course_instructors" ("instructor_id");`);
    this.addSql(
      `alter table "course_instructors" add constraint "course_instructors_course_id_instructor_id_unique" unique ("course_id", "instructor_id");`,
    );

    this.addSql(
      `create table "instructor_photos" ("id" varchar(32) not null, "instructor_id" int not null, "content_type" varchar(60) not null, "data" bytea not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "instructor_photos_instructor_id_index" on "instructor_photos" ("instructor_id");`);

    this.addSql(`alter table "lessons" add "is_preview" boolean not null default false;`);

    this.addSql(
      `alter table "course_instructors" add constraint "course_instructors_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "course_instructors" add constraint "course_instructors_instructor_id_foreign" foreign key ("instructor_id") references "instructors" ("id") on delete cascade;`,
    );
    this.addSql(`create or replace function "course_instructors_touch_course_fn"() returns trigger as $$ begin if tg_op <> 'DELETE' then
      update "courses" set "updated_at" = now() where "id" = new."course_id";     end if;     if tg_op = 'DELETE' or (tg_op = 'UPDATE' and old."course_id" is distinct from new."course_id") then
      update "courses" set "updated_at" = now() where "id" = old."course_id";     end if;     return null; end; $$ language plpgsql;`);
    this.addSql(
      `create trigger "touch_course" AFTER INSERT OR UPDATE OR DELETE on "course_instructors" for each ROW execute function "course_instructors_touch_course_fn"();`,
    );

    this.addSql(
      `alter table "instructor_photos" add constraint "instructor_photos_instructor_id_foreign" foreign key ("instructor_id") references "instructors" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "course_instructors" drop constraint "course_instructors_instructor_id_foreign";`);
    this.addSql(`alter table "instructor_photos" drop constraint "instructor_photos_instructor_id_foreign";`);

    this.addSql(`drop table if exists "instructors" cascade;`);
    this.addSql(`drop trigger if exists "touch_course" on "course_instructors";`);
    this.addSql(`drop function if exists "course_instructors_touch_course_fn"();`);
    this.addSql(`drop table if exists "course_instructors" cascade;`);
    this.addSql(`drop table if exists "instructor_photos" cascade;`);

    this.addSql(`alter table "lessons" drop column "is_preview";`);
  }
}
