import { Migration } from '@mikro-orm/migrations';

export class Migration20261122061023_catalog_learning extends Migration {
  override name = 'Migration20261122061023_catalog_learning';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "courses" ("id" serial primary key, "title" varchar(200) not null, "description" text not null default '', "slug" varchar(220) not null, "thumbnail_url" varchar(2048) null, "access_level" text not null default 'all', "is_paid" boolean not null default false, "price" int not null default 0, "payment_type" text not null default 'one_time', "estimated_duration" int null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "courses" add constraint "courses_slug_unique" unique ("slug");`);

    this.addSql(
      `create table "modules" ("id" serial primary key, "course_id" int not null, "title" varchar(200) not null, "description" text null, "order" int not null default 0);`,
    );
    this.addSql(`create index "modules_course_id_index" on "modules" ("course_id");`);

    this.addSql(
      `create table "downloads" ("id" serial primary key, "title" varchar(200) not null, "description" text not null default '', "file_type" text not null, "file_url" varchar(2048) not null, "file_name" varchar(255) not null, "category" text not null default 'recruitment-process', "file_size" int null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "downloads_category_index" on "downloads" ("category");`);

    this.addSql(
      `create table "lessons" ("id" serial primary key, "course_id" int not null, "module_id" int not null, "title" varchar(200) not null, "description" text not null default '', "type" text not null, "video_provider" text null, "video_id" varchar(200) null, "content" text null, "content_url" varchar(2048) null, "duration" int not null default 0, "order" int not null default 0, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "lessons_course_id_index" on "lessons" ("course_id");`);
    this.addSql(`create index "lessons_module_id_index" on "lessons" ("module_id");`);

    this.addSql(
      `create table "lesson_progress" ("id" serial primary key, "user_id" int not null, "lesson_id" int not null, "course_id" int not null, "completed_at" timestamptz not null);`,
    );
    this.addSql(`create index "lesson_progress_lesson_id_index" on "lesson_progress" ("lesson_id");`);
    this.addSql(`create index "lesson_progress_course_id_index" on "lesson_progress" ("course_id");`);
    this.addSql(`create index "lesson_progress_user_id_course_id_index" on "lesson_progress" ("user_id", "course_id");`);
    this.addSql(`create index "lesson_progress_user_id_completed_at_index" on "lesson_progress" ("user_id", "completed_at");`);
    this.addSql(`alter table "lesson_progress" add constraint "lesson_progress_user_id_lesson_id_unique" unique ("user_id", "lesson_id");`);

    this.addSql(
      `create table "enrollments" ("id" serial primary key, "user_id" int not null, "course_id" int not null, "source" text not null, "status" text not null default 'active', "enrolled_at" timestamptz not null);`,
    );
    this.addSql(`create index "enrollments_course_id_index" on "enrollments" ("course_id");`);
    this.addSql(`alter table "enrollments" add constraint "enrollments_user_id_course_id_unique" unique ("user_id", "course_id");`);

    this.addSql(
      `create table "course_user_access" ("course_id" int not null, "user_id" int not null, primary key ("course_id", "user_id"));`,
    );

    this.addSql(
      `alter table "courses" add constraint "courses_access_level_check" check ("access_level" in ('all', 'recruitpro', 'jobseeker', 'admin'));`,
    );
    this.addSql(
      `alter table "courses" add constraint "courses_payment_type_check" check ("payment_type" in ('one_time', 'subscription'));`,
    );

    this.addSql(
      `alter table "modules" add constraint "modules_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "downloads" add constraint "downloads_file_type_check" check ("file_type" in ('PDF', 'Template', 'Checklist', 'Guide', 'Other'));`,
    );
    this.addSql(
      `alter table "downloads" add constraint "downloads_category_check" check ("category" in ('recruitment-process', 'interview-techniques', 'candidate-sourcing', 'employer-branding', 'compliance-legal', 'analytics-reporting'));`,
    );

    this.addSql(
      `alter table "lessons" add constraint "lessons_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "lessons" add constraint "lessons_module_id_foreign" foreign key ("module_id") references "modules" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "lessons" add constraint "lessons_type_check" check ("type" in ('video', 'text', 'download', 'quiz'));`);
    this.addSql(
      `alter table "lessons" add constraint "lessons_video_provider_check" check ("video_provider" in ('youtube', 'vimeo', 'wistia', 'jwplayer'));`,
    );

    this.addSql(
      `alter table "lesson_progress" add constraint "lesson_progress_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "lesson_progress" add constraint "lesson_progress_lesson_id_foreign" foreign key ("lesson_id") references "lessons" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "lesson_progress" add constraint "lesson_progress_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "enrollments" add constraint "enrollments_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "enrollments" add constraint "enrollments_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "enrollments" add constraint "enrollments_source_check" check ("source" in ('free', 'purchase', 'grant', 'subscription'));`,
    );
    this.addSql(`alter table "enrollments" add constraint "enrollments_status_check" check ("status" in ('active', 'revoked'));`);

    this.addSql(
      `alter table "course_user_access" add constraint "course_user_access_course_id_foreign" foreign key ("course_id") references "courses" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "course_user_access" add constraint "course_user_access_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "modules" drop constraint "modules_course_id_foreign";`);
    this.addSql(`alter table "lessons" drop constraint "lessons_course_id_foreign";`);
    this.addSql(`alter table "lesson_progress" drop constraint "lesson_progress_course_id_foreign";`);
    this.addSql(`alter table "enrollments" drop constraint "enrollments_course_id_foreign";`);
    this.addSql(`alter table "course_user_access" drop constraint "course_user_access_course_id_foreign";`);
    this.addSql(`alter table "lessons" drop constraint "lessons_module_id_foreign";`);
    this.addSql(`alter table "lesson_progress" drop constraint "lesson_progress_lesson_id_foreign";`);

    this.addSql(`drop table if exists "courses" cascade;`);
    this.addSql(`drop table if exists "modules" cascade;`);
    this.addSql(`drop table if exists "downloads" cascade;`);
    this.addSql(`drop table if exists "lessons" cascade;`);
    this.addSql(`drop table if exists "lesson_progress" cascade;`);
    this.addSql(`drop table if exists "enrollments" cascade;`);
    this.addSql(`drop table if exists "course_user_access" cascade;`);
  }
}
