import { Migration } from '@mikro-orm/migrations';

export class Migration20261122070448_invites extends Migration {
  override name = 'Migration20261122070448_invites';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "invites" ("id" serial primary key, "token_hash" varchar(64) not null, "email" varchar(320) not null, "course_id" int not null, "kind" text not null, "created_by_id" int null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "invites" add constraint "invites_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "invites_course_id_index" on "invites" ("course_id");`);
    this.addSql(`create index "invites_email_index" on "invites" ("email");`);

    this.addSql(
      `alter table "invites" add constraint "invites_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "invites" add constraint "invites_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(`alter table "invites" add constraint "invites_kind_check" check ("kind" in ('grant', 'purchase'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "invites" cascade;`);
  }
}
