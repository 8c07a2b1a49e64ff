import { Migration } from '@mikro-orm/migrations';

export class Migration20261122100000_download_files extends Migration {
  override name = 'Migration20261122100000_download_files';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "download_files" ("id" uuid not null, "file_name" varchar(255) not null, "content_type" varchar(120) not null, "size" int not null, "data" bytea not null, "created_at" timestamptz not null, constraint "download_files_pkey" primary key ("id"));`,
    );
    // Finding the download that uses a stored file (clean-up of files nobody links to).
    this.addSql(`create index "downloads_file_url_index" on "downloads" ("file_url");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "downloads_file_url_index";`);
    this.addSql(`drop table if exists "download_files" cascade;`);
  }
}
