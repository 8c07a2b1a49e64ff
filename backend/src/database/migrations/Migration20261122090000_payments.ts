import { Migration } from '@mikro-orm/migrations';

export class Migration20261122090000_payments extends Migration {
  override name = 'Migration20261122090000_payments';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "payments" ("id" serial primary key, "user_id" int null, "email" varchar(320) not null, "course_id" int not null, "kind" text not null, "status" text not null default 'pending', "amount" int not null, "currency" varchar(3) not null default 'usd', "checkout_session_id" varchar(255) null, "payment_intent_id" varchar(255) null, "subscription_id" varchar(255) null, "customer_id" varchar(255) null, "last_event_at" bigint null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "payments" add constraint "payments_checkout_session_id_unique" unique ("checkout_session_id");`);
    this.addSql(`alter table "payments" add constraint "payments_payment_intent_id_unique" unique ("payment_intent_id");`);
    this.addSql(`alter table "payments" add constraint "payments_subscription_id_unique" unique ("subscription_id");`);
    this.addSql(`create index "payments_course_id_index" on "payments" ("course_id");`);
    this.addSql(`create index "payments_user_id_course_id_index" on "payments" ("user_id", "course_id");`);
    this.addSql(`create index "payments_email_index" on "payments" ("email");`);
    this.addSql(
      `alter table "payments" add constraint "payments_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "payments" add constraint "payments_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete restrict;`,
    );
    this.addSql(`alter table "payments" add constraint "payments_kind_check" check ("kind" in ('one_time', 'subscription'));`);
    this.addSql(
      `alter table "payments" add constraint "payments_status_check" check ("status" in ('pending', 'succeeded', 'failed', 'unpaid', 'refunded', 'canceled'));`,
    );
    this.addSql(`alter table "payments" add constraint "payments_amount_check" check ("amount" >= 0);`);

    this.addSql(
      `create table "stripe_events" ("id" varchar(255) not null, "type" varchar(100) not null, "processed_at" timestamptz not null, constraint "stripe_events_pkey" primary key ("id"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "stripe_events" cascade;`);
    this.addSql(`drop table if exists "payments" cascade;`);
  }
}
