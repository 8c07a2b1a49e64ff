import { Migration } from '@mikro-orm/migrations';

export class Migration20261123114316_teams extends Migration {
  override name = 'Migration20261123114316_teams';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "course_seat_tiers" ("id" serial primary key, "course_id" int not null, "min_seats" int not null, "discount_percent" int not null);`,
    );
    this.addSql(
      `alter table "course_seat_tiers" add constraint "course_seat_tiers_course_id_min_seats_unique" unique ("course_id", "min_seats");`,
    );

    this.addSql(
      `create table "teams" ("id" serial primary key, "name" varchar(100) not null, "course_id" int not null, "purchaser_id" int null, "manager_id" int null, "seats" int not null default 0, "ended_at" timestamptz null, "almost_full_notified_at" timestamptz null, "full_notified_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "teams_course_id_index" on "teams" ("course_id");`);
    this.addSql(`create index "teams_manager_id_index" on "teams" ("manager_id");`);
    this.addSql(`alter table "teams" add constraint "teams_course_id_purchaser_id_unique" unique ("course_id", "purchaser_id");`);

    this.addSql(
      `create table "team_seats" ("id" serial primary key, "team_id" int not null, "email" varchar(320) not null, "user_id" int null, "status" text not null default 'invited', "token_hash" varchar(64) null, "invited_at" timestamptz not null, "activated_at" timestamptz null, "revoked_at" timestamptz null);`,
    );
    this.addSql(`create index "team_seats_team_id_index" on "team_seats" ("team_id");`);
    this.addSql(`create index "team_seats_user_id_index" on "team_seats" ("user_id");`);
    this.addSql(`alter table "team_seats" add constraint "team_seats_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create unique index "team_seats_team_email_unique" on "team_seats" ("team_id", "email") where "status" <> 'revoked';`);

    this.addSql(
      `create table "team_orders" ("id" serial primary key, "payment_id" int not null, "course_id" int not null, "buyer_id" int null, "team_name" varchar(100) not null, "seats" int not null, "unit_amount" int not null, "team_id" int null, "fulfilled_at" timestamptz null, "refunded_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "team_orders" add constraint "team_orders_payment_id_unique" unique ("payment_id");`);
    this.addSql(`create index "team_orders_course_id_index" on "team_orders" ("course_id");`);
    this.addSql(`create index "team_orders_buyer_id_index" on "team_orders" ("buyer_id");`);
    this.addSql(`create index "team_orders_team_id_index" on "team_orders" ("team_id");`);

    this.addSql(`alter table "payments" add "purpose" text not null default 'self', add "quantity" int not null default 1;`);
    this.addSql(`alter table "payments" add constraint "payments_quantity_check" check (quantity >= 1);`);
    this.addSql(`alter table "payments" add constraint "payments_purpose_check" check ("purpose" in ('self', 'team'));`);

    this.addSql(`alter table "enrollments" drop constraint "enrollments_source_check";`);
    this.addSql(
      `alter table "enrollments" add constraint "enrollments_source_check" check ("source" in ('free', 'purchase', 'grant', 'subscription', 'team'));`,
    );

    this.addSql(
      `alter table "course_seat_tiers" add constraint "course_seat_tiers_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "course_seat_tiers" add constraint "course_seat_tiers_min_seats_check" check (min_seats >= 2);`);
    this.addSql(
      `alter table "course_seat_tiers" add constraint "course_seat_tiers_discount_check" check (discount_percent between 1 and 90);`,
    );

    this.addSql(
      `alter table "teams" add constraint "teams_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "teams" add constraint "teams_purchaser_id_foreign" foreign key ("purchaser_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "teams" add constraint "teams_manager_id_foreign" foreign key ("manager_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(`alter table "teams" add constraint "teams_seats_check" check (seats >= 0);`);

    this.addSql(
      `alter table "team_seats" add constraint "team_seats_team_id_foreign" foreign key ("team_id") references "teams" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "team_seats" add constraint "team_seats_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(`alter table "team_seats" add constraint "team_seats_status_check" check ("status" in ('invited', 'active', 'revoked'));`);

    this.addSql(
      `alter table "team_orders" add constraint "team_orders_payment_id_foreign" foreign key ("payment_id") references "payments" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "team_orders" add constraint "team_orders_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "team_orders" add constraint "team_orders_buyer_id_foreign" foreign key ("buyer_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "team_orders" add constraint "team_orders_team_id_foreign" foreign key ("team_id") references "teams" ("id") on delete set null;`,
    );
    this.addSql(`alter table "team_orders" add constraint "team_orders_seats_check" check (seats >= 1);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "team_seats" drop constraint "team_seats_team_id_foreign";`);
    this.addSql(`alter table "team_orders" drop constraint "team_orders_team_id_foreign";`);

    this.addSql(`drop table if exists "course_seat_tiers" cascade;`);
    this.addSql(`drop table if exists "teams" cascade;`);
    this.addSql(`drop table if exists "team_seats" cascade;`);
    this.addSql(`drop table if exists "team_orders" cascade;`);

    this.addSql(`alter table "enrollments" drop constraint "enrollments_source_check";`);
    this.addSql(
      `alter table "enrollments" add constraint "enrollments_source_check" check ("source" in ('free', 'purchase', 'grant', 'subscription'));`,
    );

    this.addSql(`alter table "payments" drop constraint "payments_quantity_check";`);
    this.addSql(`alter table "payments" drop constraint "payments_purpose_check";`);
    this.addSql(`alter table "payments" drop column "purpose", drop column "quantity";`);
  }
}
