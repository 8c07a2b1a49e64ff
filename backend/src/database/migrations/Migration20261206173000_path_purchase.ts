import { Migration } from '@mikro-orm/migrations';

export class Migration20261206173000_path_purchase extends Migration {
  override name = 'Migration20261206173000_path_purchase';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "path_seat_tiers" ("id" serial primary key, "path_id" int not null, "min_seats" int not null, "discount_percent" int not null);`,
    );
    this.addSql(`alter table "path_seat_tiers" add constraint "path_seat_tiers_path_id_min_seats_unique" unique ("path_id", "min_seats");`);

    this.addSql(
      `alter table "learning_paths" add "is_paid" boolean not null default false, add "price" int not null default 0, add "payment_type" text not null default 'one_time';`,
    );
    this.addSql(`alter table "learning_paths" add constraint "learning_paths_price_check" check (price >= 0);`);
    this.addSql(
      `alter table "learning_paths" add constraint "learning_paths_payment_type_check" check ("payment_type" in ('one_time', 'subscription'));`,
    );

    this.addSql(`alter table "teams" add "path_id" int null;`);
    this.addSql(
      `alter table "teams" add constraint "teams_path_id_foreign" foreign key ("path_id") references "learning_paths" ("id") on delete restrict;`,
    );
    this.addSql(`alter table "teams" alter column "course_id" drop not null;`);
    this.addSql(`create index "teams_path_id_index" on "teams" ("path_id");`);
    this.addSql(`alter table "teams" add constraint "teams_path_id_purchaser_id_unique" unique ("path_id", "purchaser_id");`);
    this.addSql(`alter table "teams" add constraint "teams_course_or_path_check" check ((course_id IS NULL) <> (path_id IS NULL));`);

    this.addSql(`alter table "payments" add "path_id" int null;`);
    this.addSql(
      `alter table "payments" add constraint "payments_path_id_foreign" foreign key ("path_id") references "learning_paths" ("id") on delete restrict;`,
    );
    this.addSql(`alter table "payments" alter column "course_id" drop not null;`);
    this.addSql(`create index "payments_path_id_index" on "payments" ("path_id");`);
    this.addSql(`create index "payments_user_id_path_id_index" on "payments" ("user_id", "path_id");`);
    this.addSql(`alter table "payments" add constraint "payments_course_or_path_check" check ((course_id IS NULL) <> (path_id IS NULL));`);

    this.addSql(`alter table "team_orders" add "path_id" int null;`);
    this.addSql(
      `alter table "team_orders" add constraint "team_orders_path_id_foreign" foreign key ("path_id") references "learning_paths" ("id") on delete restrict;`,
    );
    this.addSql(`alter table "team_orders" alter column "course_id" drop not null;`);
    this.addSql(`create index "team_orders_path_id_index" on "team_orders" ("path_id");`);
    this.addSql(
      `alter table "team_orders" add constraint "team_orders_course_or_path_check" check ((course_id IS NULL) <> (path_id IS NULL));`,
    );

    this.addSql(`alter table "enrollments" drop constraint "enrollments_source_check";`);
    this.addSql(`alter table "enrollments" add "path_payment_id" int null;`);
    this.addSql(
      `alter table "enrollments" add constraint "enrollments_path_payment_id_foreign" foreign key ("path_payment_id") references "payments" ("id") on delete restrict;`,
    );
    this.addSql(`create index "enrollments_path_payment_id_index" on "enrollments" ("path_payment_id");`);
    this.addSql(
      `alter table "enrollments" add constraint "enrollments_path_payment_check" check ((source = 'path') = (path_payment_id IS NOT NULL));`,
    );
    this.addSql(
      `alter table "enrollments" add constraint "enrollments_source_check" check ("source" in ('free', 'purchase', 'grant', 'subscription', 'team', 'path'));`,
    );

    this.addSql(
      `alter table "path_seat_tiers" add constraint "path_seat_tiers_path_id_foreign" foreign key ("path_id") references "learning_paths" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "path_seat_tiers" add constraint "path_seat_tiers_min_seats_check" check (min_seats >= 2);`);
    this.addSql(
      `alter table "path_seat_tiers" add constraint "path_seat_tiers_discount_check" check ((discount_percent >= 1) AND (discount_percent <= 90));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "path_seat_tiers" cascade;`);

    this.addSql(`alter table "enrollments" drop constraint "enrollments_path_payment_id_foreign";`);

    this.addSql(`alter table "payments" drop constraint "payments_path_id_foreign";`);

    this.addSql(`alter table "team_orders" drop constraint "team_orders_path_id_foreign";`);

    this.addSql(`alter table "teams" drop constraint "teams_path_id_foreign";`);

    this.addSql(`drop index "enrollments_path_payment_id_index";`);
    this.addSql(`alter table "enrollments" drop constraint "enrollments_path_payment_check";`);
    this.addSql(`alter table "enrollments" drop constraint "enrollments_source_check";`);
    this.addSql(`alter table "enrollments" drop column "path_payment_id";`);
    this.addSql(
      `alter table "enrollments" add constraint "enrollments_source_check" check ("source" in ('free', 'purchase', 'grant', 'subscription', 'team'));`,
    );

    this.addSql(`alter table "learning_paths" drop constraint "learning_paths_price_check";`);
    this.addSql(`alter table "learning_paths" drop constraint "learning_paths_payment_type_check";`);
    this.addSql(`alter table "learning_paths" drop column "is_paid", drop column "price", drop column "payment_type";`);

    this.addSql(`drop index "payments_path_id_index";`);
    this.addSql(`drop index "payments_user_id_path_id_index";`);
    this.addSql(`alter table "payments" drop constraint "payments_course_or_path_check";`);
    this.addSql(`alter table "payments" drop column "path_id";`);
    this.addSql(`alter table "payments" alter column "course_id" set not null;`);

    this.addSql(`drop index "team_orders_path_id_index";`);
    this.addSql(`alter table "team_orders" drop constraint "team_orders_course_or_path_check";`);
    this.addSql(`alter table "team_orders" drop column "path_id";`);
    this.addSql(`alter table "team_orders" alter column "course_id" set not null;`);

    this.addSql(`drop index "teams_path_id_index";`);
    this.addSql(`alter table "teams" drop constraint "teams_path_id_purchaser_id_unique";`);
    this.addSql(`alter table "teams" drop constraint "teams_course_or_path_check";`);
    this.addSql(`alter table "teams" drop column "path_id";`);
    this.addSql(`alter table "teams" alter column "course_id" set not null;`);
  }
}
