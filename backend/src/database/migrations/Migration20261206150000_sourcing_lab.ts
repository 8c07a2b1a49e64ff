import { Migration } from '@mikro-orm/migrations';

/**
 * Candidate pools and their profiles for the sourcing lab. Each searchable field has its own tsvector
 * column with a GIN index on (pool_id, tsvector) (docs/adr/0020-candidate-search-in-postgresql.md).
 */
export class Migration20261206150000_sourcing_lab extends Migration {
  override name = 'Migration20261206150000_sourcing_lab';

  override up(): void | Promise<void> {
    // GIN operator classes for plain columns, so pool_id and a tsvector share one index; btree_gin is a trusted extension.
    this.addSql(`create extension if not exists btree_gin;`);
    this.addSql(
      `create table "candidate_pools" ("id" serial primary key, "name" varchar(120) not null, "description" text not null default '', "is_default" boolean not null default false, "profile_count" int not null default 0, "created_at" timestamptz not null, "created_by_id" int null);`,
    );
    this.addSql(`create unique index "candidate_pools_name_unique" on "candidate_pools" (lower("name"));`);
    this.addSql(`create unique index "candidate_pools_single_default" on "candidate_pools" ("is_default") where "is_default";`);

    this.addSql(
      `create table "candidate_profiles" ("id" serial primary key, "pool_id" int not null, "external_id" varchar(100) not null, "name" varchar(200) not null, "title" varchar(200) not null, "company" varchar(200) not null, "location" varchar(200) not null, "industry" varchar(120) not null, "skills" jsonb not null, "languages" jsonb not null, "years_experience" int not null, "open_to_work" boolean not null, "summary" text not null, "profile_url" varchar(300) not null, "site_key" varchar(300) not null, "title_tsv" tsvector not null, "skills_tsv" tsvector not null, "company_tsv" tsvector not null, "location_tsv" tsvector not null, "text_tsv" tsvector not null);`,
    );
    this.addSql(`create index "candidate_profiles_pool_id_id_index" on "candidate_profiles" ("pool_id", "id");`);
    this.addSql(`create index "candidate_profiles_title_tsv_index" on "candidate_profiles" using gin ("pool_id", "title_tsv");`);
    this.addSql(`create index "candidate_profiles_skills_tsv_index" on "candidate_profiles" using gin ("pool_id", "skills_tsv");`);
    this.addSql(`create index "candidate_profiles_company_tsv_index" on "candidate_profiles" using gin ("pool_id", "company_tsv");`);
    this.addSql(`create index "candidate_profiles_location_tsv_index" on "candidate_profiles" using gin ("pool_id", "location_tsv");`);
    this.addSql(`create index "candidate_profiles_text_tsv_index" on "candidate_profiles" using gin ("pool_id", "text_tsv");`);
    this.addSql(
      `alter table "candidate_profiles" add constraint "candidate_profiles_pool_external_id_unique" unique ("pool_id", "external_id");`,
    );

    this.addSql(
      `alter table "candidate_pools" add constraint "candidate_pools_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(`alter table "candidate_pools" add constraint "candidate_pools_profile_count_check" check (profile_count >= 0);`);

    this.addSql(
      `alter table "candidate_profiles" add constraint "candidate_profiles_pool_id_foreign" foreign key ("pool_id") references "candidate_pools" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "candidate_profiles" add constraint "candidate_profiles_summary_check" check (char_length(summary) <= 2000);`);
    this.addSql(
      `alter table "candidate_profiles" add constraint "candidate_profiles_years_experience_check" check ((years_experience >= 0) AND (years_experience <= 70));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "candidate_profiles" cascade;`);
    this.addSql(`drop table if exists "candidate_pools" cascade;`);
  }
}
