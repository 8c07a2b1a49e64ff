import { Migration } from '@mikro-orm/migrations';

export class Migration20261123002355_account_security extends Migration {
  override name = 'Migration20261123002355_account_security';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "sessions" ("id" uuid not null, "user_id" int not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "last_seen_at" timestamptz not null, "user_agent" varchar(255) null, primary key ("id"));`,
    );
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);

    this.addSql(
      `create table "profile_images" ("id" uuid not null, "user_id" int not null, "content_type" varchar(60) not null, "data" bytea not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "profile_images" add constraint "profile_images_user_id_unique" unique ("user_id");`);

    this.addSql(
      `create table "account_tokens" ("id" serial primary key, "user_id" int not null, "purpose" text not null, "token_hash" varchar(64) not null, "email" varchar(320) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "account_tokens_user_id_index" on "account_tokens" ("user_id");`);
    this.addSql(`alter table "account_tokens" add constraint "account_tokens_token_hash_unique" unique ("token_hash");`);

    this.addSql(`alter table "certificates" drop constraint "certificates_user_id_foreign";`);

    this.addSql(`alter table "users" add "email_verified_at" timestamptz null;`);
    // Accounts made before addresses were verified: admins are trusted; learners confirm on their next visit.
    this.addSql(`update "users" set "email_verified_at" = "created_at" where "role" = 'admin';`);

    this.addSql(`alter table "certificates" alter column "user_id" drop not null;`);
    this.addSql(
      `alter table "certificates" add constraint "certificates_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "profile_images" add constraint "profile_images_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "account_tokens" add constraint "account_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "account_tokens" add constraint "account_tokens_purpose_check" check ("purpose" in ('verify_email', 'reset_password', 'change_email'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "sessions" cascade;`);
    this.addSql(`drop table if exists "profile_images" cascade;`);
    this.addSql(`drop table if exists "account_tokens" cascade;`);
    this.addSql(`delete from "certificates" where "user_id" is null;`);
    this.addSql(`alter table "certificates" drop constraint "certificates_user_id_foreign";`);
    this.addSql(`alter table "certificates" alter column "user_id" set not null;`);
    this.addSql(
      `alter table "certificates" add constraint "certificates_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "users" drop column "email_verified_at";`);
  }
}
