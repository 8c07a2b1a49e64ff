import { Migration } from '@mikro-orm/migrations';

export class Migration20261128114035_reviews extends Migration {
  override name = 'Migration20261128114035_reviews';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "academy_settings" ("id" smallint not null, "review_min_progress" smallint not null default 30, "updated_at" timestamptz not null, primary key ("id"));`,
    );

    this.addSql(
      `create table "reviews" ("id" serial primary key, "user_id" int not null, "course_id" int not null, "rating" smallint not null, "body" text not null default '', "helpful_count" int not null default 0, "created_at" timestamptz not null, "edited_at" timestamptz null, "hidden_at" timestamptz null, "hidden_reason" varchar(500) null);`,
    );
    this.addSql(`create index "reviews_user_id_index" on "reviews" ("user_id");`);
    this.addSql(`create index "reviews_course_newest_index" on "reviews" ("course_id", "created_at");`);
    this.addSql(`create index "reviews_course_helpful_index" on "reviews" ("course_id", "helpful_count");`);
    this.addSql(`create index "reviews_hidden_at_index" on "reviews" ("hidden_at");`);
    this.addSql(`alter table "reviews" add constraint "reviews_user_id_course_id_unique" unique ("user_id", "course_id");`);

    this.addSql(
      `create table "review_helpful_votes" ("review_id" int not null, "user_id" int not null, "created_at" timestamptz not null, primary key ("review_id", "user_id"));`,
    );
    this.addSql(`create index "review_helpful_votes_user_id_index" on "review_helpful_votes" ("user_id");`);

    this.addSql(`alter table "courses" add "rating_count" int not null default 0, add "rating_sum" int not null default 0;`);

    this.addSql(`alter table "academy_settings" add constraint "academy_settings_single_row" check ((id = 1));`);
    this.addSql(
      `alter table "academy_settings" add constraint "academy_settings_review_min_progress_check" check ((review_min_progress >= 0) AND (review_min_progress <= 100));`,
    );
    this.addSql(`insert into "academy_settings" ("id", "updated_at") values (1, now());`);

    this.addSql(
      `alter table "reviews" add constraint "reviews_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "reviews" add constraint "reviews_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "reviews" add constraint "reviews_rating_check" check ((rating >= 1) AND (rating <= 5));`);
    this.addSql(`alter table "reviews" add constraint "reviews_helpful_count_check" check (helpful_count >= 0);`);
    this.addSql(
      `alter table "reviews" add constraint "reviews_hidden_reason_check" check ((hidden_at is null) = (hidden_reason is null));`,
    );

    this.addSql(
      `alter table "review_helpful_votes" add constraint "review_helpful_votes_review_id_foreign" foreign key ("review_id") references "reviews" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "review_helpful_votes" add constraint "review_helpful_votes_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "review_helpful_votes" drop constraint "review_helpful_votes_review_id_foreign";`);

    this.addSql(`drop table if exists "academy_settings" cascade;`);
    this.addSql(`drop table if exists "reviews" cascade;`);
    this.addSql(`drop table if exists "review_helpful_votes" cascade;`);

    this.addSql(`alter table "courses" drop column "rating_count", drop column "rating_sum";`);
  }
}
