import { Migration } from '@mikro-orm/migrations';

export class Migration20261128114031_admin_search extends Migration {
  override name = 'Migration20261128114031_admin_search';

  override up(): void | Promise<void> {
    // Trigram operator classes for substring search (docs/adr/0019-admin-search-with-trigrams.md); pg_trgm is a trusted extension.
    this.addSql(`create extension if not exists pg_trgm;`);

    this.addSql(`create index "courses_title_trgm_index" on "courses" using gin ("title" gin_trgm_ops);`);

    this.addSql(`create index "downloads_title_trgm_index" on "downloads" using gin ("title" gin_trgm_ops);`);

    this.addSql(`create index "users_created_at_index" on "users" ("created_at");`);
    this.addSql(`create index "users_email_trgm_index" on "users" using gin ("email" gin_trgm_ops);`);
    this.addSql(
      `create index "users_full_name_trgm_index" on "users" using gin ((("first_name")::text || ' ' || ("last_name")::text) gin_trgm_ops);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "courses_title_trgm_index";`);

    this.addSql(`drop index "downloads_title_trgm_index";`);

    this.addSql(`drop index "users_created_at_index";`);
    this.addSql(`drop index "users_email_trgm_index";`);
    this.addSql(`drop index "users_full_name_trgm_index";`);
  }
}
