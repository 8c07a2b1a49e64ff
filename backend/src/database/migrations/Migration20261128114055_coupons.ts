import { Migration } from '@mikro-orm/migrations';

export class Migration20261128114055_coupons extends Migration {
  override name = 'Migration20261128114055_coupons';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "coupons" ("id" serial primary key, "code" varchar(40) not null, "percent_off" int null, "amount_off" int null, "all_courses" boolean not null, "expires_at" timestamptz null, "max_redemptions" int null, "times_redeemed" int not null default 0, "active" boolean not null default true, "stripe_coupon_id" varchar(255) not null, "stripe_promotion_code_id" varchar(255) not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "coupons" add constraint "coupons_code_unique" unique ("code");`);
    this.addSql(`alter table "coupons" add constraint "coupons_stripe_promotion_code_id_unique" unique ("stripe_promotion_code_id");`);

    this.addSql(
      `create table "coupon_courses" ("coupon_id" int not null, "course_id" int not null, primary key ("coupon_id", "course_id"));`,
    );
    this.addSql(`create index "coupon_courses_course_id_index" on "coupon_courses" ("course_id");`);

    this.addSql(
      `alter table "payments" add "original_amount" int null, add "discount_amount" int not null default 0, add "coupon_id" int null, add "coupon_code" varchar(40) null;`,
    );
    this.addSql(
      `alter table "payments" add constraint "payments_coupon_id_foreign" foreign key ("coupon_id") references "coupons" ("id") on delete restrict;`,
    );
    this.addSql(`create index "payments_coupon_id_index" on "payments" ("coupon_id");`);
    this.addSql(
      `alter table "payments" add constraint "payments_discount_check" check ((discount_amount >= 0) AND (original_amount IS NULL OR original_amount = (amount + discount_amount)));`,
    );

    this.addSql(`alter table "coupons" add constraint "coupons_one_discount_check" check ((percent_off IS NULL) <> (amount_off IS NULL));`);
    this.addSql(`alter table "coupons" add constraint "coupons_percent_off_check" check ((percent_off >= 1) AND (percent_off <= 100));`);
    this.addSql(`alter table "coupons" add constraint "coupons_amount_off_check" check (amount_off >= 1);`);
    this.addSql(`alter table "coupons" add constraint "coupons_max_redemptions_check" check (max_redemptions >= 1);`);
    this.addSql(`alter table "coupons" add constraint "coupons_times_redeemed_check" check (times_redeemed >= 0);`);

    this.addSql(
      `alter table "coupon_courses" add constraint "coupon_courses_coupon_id_foreign" foreign key ("coupon_id") references "coupons" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "coupon_courses" add constraint "coupon_courses_course_id_foreign" foreign key ("course_id") references "courses" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "coupon_courses" drop constraint "coupon_courses_coupon_id_foreign";`);
    this.addSql(`alter table "payments" drop constraint "payments_coupon_id_foreign";`);

    this.addSql(`drop table if exists "coupons" cascade;`);
    this.addSql(`drop table if exists "coupon_courses" cascade;`);

    this.addSql(`drop index "payments_coupon_id_index";`);
    this.addSql(`alter table "payments" drop constraint "payments_discount_check";`);
    this.addSql(
      `alter table "payments" drop column "original_amount", drop column "discount_amount", drop column "coupon_id", drop column "coupon_code";`,
    );
  }
}
