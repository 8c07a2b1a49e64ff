import { Migration } from '@mikro-orm/migrations';

export class Migration20261123105451_api_tokens extends Migration {
  override name = 'Migration20261123105451_api_tokens';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "api_tokens" ("id" serial primary key, "name" varchar(100) not null, "created_by_id" int not null, "secret_hash" varchar(64) not null, "secret_prefix" varchar(12) not null, "scopes" text[] not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, "last_used_at" timestamptz null, "last_used_ip" varchar(45) null);`,
    );
    this.addSql(`create index "api_tokens_created_by_id_index" on "api_tokens" ("created_by_id");`);
    this.addSql(`alter table "api_tokens" add constraint "api_tokens_secret_hash_unique" unique ("secret_hash");`);

    this.addSql(
      `alter table "api_tokens" add constraint "api_tokens_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "api_tokens" add constraint "api_tokens_scopes_known" check (cardinality(scopes) > 0 and scopes <@ array['catalog:read', 'catalog:write', 'users:read', 'progress:read', 'enrolments:write', 'payments:read', 'admin']::text[]);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "api_tokens" cascade;`);
  }
}
