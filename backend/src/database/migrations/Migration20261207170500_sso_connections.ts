import { Migration } from '@mikro-orm/migrations';

export class Migration20261207170500_sso_connections extends Migration {
  override name = 'Migration20261207170500_sso_connections';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "sso_connections" ("id" serial primary key, "team_id" int null, "protocol" text not null, "display_name" varchar(100) not null, "email_domains" text[] not null, "required" boolean not null default false, "jit_seats" boolean not null default false, "oidc_issuer" varchar(500) null, "oidc_client_id" varchar(255) null, "oidc_client_secret" text null, "saml_idp_entity_id" varchar(500) null, "saml_sso_url" varchar(1000) null, "saml_certificates" text[] null, "saml_metadata_url" varchar(1000) null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "sso_connections" add constraint "sso_connections_team_id_unique" unique ("team_id");`);
    this.addSql(`create unique index "sso_connections_academy_unique" on "sso_connections" ((true)) where "team_id" is null;`);
    this.addSql(`create index "sso_connections_email_domains_index" on "sso_connections" using gin ("email_domains");`);

    this.addSql(`alter table "user_identities" drop constraint "user_identities_provider_check";`);
    this.addSql(
      `alter table "user_identities" add constraint "user_identities_provider_check" check (provider in ('google', 'linkedin', 'microsoft') or provider ~ '^sso:[1-9][0-9]*$');`,
    );

    this.addSql(
      `alter table "sso_connections" add constraint "sso_connections_team_id_foreign" foreign key ("team_id") references "teams" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "sso_connections" add constraint "sso_connections_domains_check" check (cardinality(email_domains) > 0);`);
    this.addSql(
      `alter table "sso_connections" add constraint "sso_connections_jit_team_check" check (NOT jit_seats OR team_id IS NOT NULL);`,
    );
    this.addSql(`alter table "sso_connections" add constraint "sso_connections_protocol_check" check ("protocol" in ('oidc', 'saml'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "sso_connections" cascade;`);

    this.addSql(`delete from "user_identities" where "provider" like 'sso:%';`);
    this.addSql(`alter table "user_identities" drop constraint "user_identities_provider_check";`);
    this.addSql(
      `alter table "user_identities" add constraint "user_identities_provider_check" check ("provider" in ('google', 'linkedin', 'microsoft'));`,
    );
  }
}
