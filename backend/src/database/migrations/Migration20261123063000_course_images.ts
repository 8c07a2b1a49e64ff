import { Migration } from '@mikro-orm/migrations';

export class Migration20261123063000_course_images extends Migration {
  override name = 'Migration20261123063000_course_images';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "course_images" ("id" varchar(40) not null, "course_id" int not null, "variant" text not null, "content_type" varchar(60) not null, "data" bytea not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "course_images_course_id_index" on "course_images" ("course_id");`);
    this.addSql(
      `alter table "course_images" add constraint "course_images_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "course_images" add constraint "course_images_variant_check" check ("variant" in ('card', 'hero'));`);

    // Course images are uploaded now: the free-form thumbnail address (only ever set through the API) goes.
    this.addSql(`alter table "courses" drop column "thumbnail_url";`);
    this.addSql(`alter table "courses" add "image_key" varchar(32) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "course_images" cascade;`);
    this.addSql(`alter table "courses" drop column "image_key";`);
    this.addSql(`alter table "courses" add "thumbnail_url" varchar(2048) null;`);
  }
}
