import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000000_users extends Migration {
  override up(): void {
    this.addSql(`
      create table "users" (
        "id" serial primary key,
        "email" varchar(320) not null,
        "password_hash" varchar(255) not null,
        "first_name" varchar(100) not null,
        "last_name" varchar(100) not null,
        "role" text check ("role" in ('admin', 'recruitpro', 'jobseeker')) not null default 'jobseeker',
        "profile_image_url" varchar(2048) null,
        "created_at" timestamptz not null,
        "last_active_at" timestamptz null,
        constraint "users_email_unique" unique ("email"),
        constraint "users_email_lowercase" check ("email" = lower("email"))
      );`);
    this.addSql(`create index "users_role_index" on "users" ("role");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "users" cascade;`);
  }
}
