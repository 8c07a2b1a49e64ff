import { Migration } from '@mikro-orm/migrations';

export class Migration20261207140437_cohorts_live_sessions extends Migration {
  override name = 'Migration20261207140437_cohorts_live_sessions';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "cohorts" ("id" serial primary key, "course_id" int not null, "title" varchar(120) not null, "starts_at" timestamptz not null, "ends_at" timestamptz not null, "capacity" int null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "cohorts_course_starts_index" on "cohorts" ("course_id", "starts_at");`);

    this.addSql(
      `create table "live_sessions" ("id" serial primary key, "cohort_id" int not null, "title" varchar(200) not null, "description" text null, "starts_at" timestamptz not null, "time_zone" varchar(64) not null, "duration_minutes" int not null, "join_url" varchar(2000) not null, "recording_url" varchar(2000) null, "sequence" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "live_sessions_cohort_starts_index" on "live_sessions" ("cohort_id", "starts_at");`);
    this.addSql(`create index "live_sessions_starts_index" on "live_sessions" ("starts_at");`);

    this.addSql(
      `create table "live_session_credits" ("id" serial primary key, "session_id" int not null, "body" text not null, "category" text not null default 'general', "hundredths" int not null, "activity_id" varchar(20) null, "body_name" varchar(100) null);`,
    );
    this.addSql(
      `alter table "live_session_credits" add constraint "live_session_credits_session_id_body_category_unique" unique ("session_id", "body", "category");`,
    );

    this.addSql(
      `create table "session_attendance" ("id" serial primary key, "session_id" int not null, "user_id" int not null, "joined_at" timestamptz null, "join_clicks" int not null default 0, "confirmed_at" timestamptz null, "confirmed_by_id" int null);`,
    );
    this.addSql(`create index "session_attendance_user_index" on "session_attendance" ("user_id");`);
    this.addSql(
      `alter table "session_attendance" add constraint "session_attendance_session_user_unique" unique ("session_id", "user_id");`,
    );

    this.addSql(
      `create table "drip_unlock_notices" ("id" serial primary key, "user_id" int not null, "module_id" int not null, "sent_at" timestamptz not null);`,
    );
    this.addSql(`create index "drip_unlock_notices_module_index" on "drip_unlock_notices" ("module_id");`);
    this.addSql(
      `alter table "drip_unlock_notices" add constraint "drip_unlock_notices_user_module_unique" unique ("user_id", "module_id");`,
    );

    this.addSql(
      `create table "cohort_members" ("id" serial primary key, "cohort_id" int not null, "course_id" int not null, "user_id" int not null, "team_seat_id" int null, "joined_at" timestamptz not null);`,
    );
    this.addSql(`create index "cohort_members_cohort_index" on "cohort_members" ("cohort_id", "joined_at");`);
    this.addSql(`create index "cohort_members_user_index" on "cohort_members" ("user_id");`);
    this.addSql(`create index "cohort_members_team_seat_index" on "cohort_members" ("team_seat_id");`);
    this.addSql(`alter table "cohort_members" add constraint "cohort_members_course_user_unique" unique ("course_id", "user_id");`);

    this.addSql(
      `create table "calendar_feeds" ("id" serial primary key, "user_id" int not null, "version" int not null default 1, "turned_off_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "calendar_feeds" add constraint "calendar_feeds_user_id_unique" unique ("user_id");`);

    this.addSql(`alter table "modules" add "unlock_after_days" int null;`);
    this.addSql(
      `alter table "modules" add constraint "modules_unlock_after_days_check" check ((unlock_after_days IS NULL) OR ((unlock_after_days >= 1) AND (unlock_after_days <= 365)));`,
    );

    this.addSql(`alter table "outgoing_emails" drop constraint "outgoing_emails_template_check";`);
    this.addSql(
      `alter table "outgoing_emails" add constraint "outgoing_emails_template_check" check ("template" in ('accessGranted', 'verifyEmail', 'passwordReset', 'registrationAttempt', 'emailChangeConfirm', 'emailChangeNotice', 'grantInvite', 'purchaseInvite', 'certificateIssued', 'certificateExpiring', 'certificateRenewed', 'practiceReviewed', 'webhookEndpointDisabled', 'teamSeatInvite', 'teamSeatRevoked', 'teamSeatsReduced', 'teamAlmostFull', 'teamFull', 'teamEnded', 'creditCycleReminder', 'discussionReply', 'discussionAnswered', 'discussionDigest', 'liveSessionReminder', 'moduleUnlocked'));`,
    );

    this.addSql(`alter table "credit_entries" add "attendance_id" int null;`);
    this.addSql(
      `alter table "credit_entries" add constraint "credit_entries_attendance_id_foreign" foreign key ("attendance_id") references "session_attendance" ("id") on delete cascade;`,
    );
    this.addSql(`create index "credit_entries_attendance_index" on "credit_entries" ("attendance_id");`);

    this.addSql(
      `alter table "cohorts" add constraint "cohorts_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "cohorts" add constraint "cohorts_dates_check" check (ends_at > starts_at);`);
    this.addSql(`alter table "cohorts" add constraint "cohorts_capacity_check" check ((capacity IS NULL) OR (capacity > 0));`);

    this.addSql(
      `alter table "live_sessions" add constraint "live_sessions_cohort_id_foreign" foreign key ("cohort_id") references "cohorts" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "live_sessions" add constraint "live_sessions_duration_check" check ((duration_minutes >= 5) AND (duration_minutes <= 720));`,
    );

    this.addSql(
      `alter table "live_session_credits" add constraint "live_session_credits_session_id_foreign" foreign key ("session_id") references "live_sessions" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "live_session_credits" add constraint "live_session_credits_hundredths_check" check ((hundredths > 0) AND (hundredths <= 10000) AND ((hundredths % 25) = 0));`,
    );
    this.addSql(
      `alter table "live_session_credits" add constraint "live_session_credits_general_unless_hrci" check ((body = 'hrci') OR (category = 'general'));`,
    );
    this.addSql(
      `alter table "live_session_credits" add constraint "live_session_credits_body_name_check" check ((body = 'cpd') = (body_name IS NOT NULL));`,
    );
    this.addSql(
      `alter table "live_session_credits" add constraint "live_session_credits_activity_id_check" check ((body <> 'hrci') OR (activity_id IS NOT NULL));`,
    );
    this.addSql(
      `alter table "live_session_credits" add constraint "live_session_credits_body_check" check ("body" in ('shrm', 'hrci', 'cpd'));`,
    );
    this.addSql(
      `alter table "live_session_credits" add constraint "live_session_credits_category_check" check ("category" in ('general', 'business', 'global', 'ethics'));`,
    );

    this.addSql(
      `alter table "session_attendance" add constraint "session_attendance_session_id_foreign" foreign key ("session_id") references "live_sessions" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "session_attendance" add constraint "session_attendance_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "session_attendance" add constraint "session_attendance_confirmed_by_id_foreign" foreign key ("confirmed_by_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "drip_unlock_notices" add constraint "drip_unlock_notices_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "drip_unlock_notices" add constraint "drip_unlock_notices_module_id_foreign" foreign key ("module_id") references "modules" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "cohort_members" add constraint "cohort_members_cohort_id_foreign" foreign key ("cohort_id") references "cohorts" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "cohort_members" add constraint "cohort_members_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "cohort_members" add constraint "cohort_members_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "cohort_members" add constraint "cohort_members_team_seat_id_foreign" foreign key ("team_seat_id") references "team_seats" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "calendar_feeds" add constraint "calendar_feeds_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "live_sessions" drop constraint "live_sessions_cohort_id_foreign";`);
    this.addSql(`alter table "cohort_members" drop constraint "cohort_members_cohort_id_foreign";`);
    this.addSql(`alter table "live_session_credits" drop constraint "live_session_credits_session_id_foreign";`);
    this.addSql(`alter table "session_attendance" drop constraint "session_attendance_session_id_foreign";`);
    this.addSql(`alter table "credit_entries" drop constraint "credit_entries_attendance_id_foreign";`);

    this.addSql(`drop table if exists "cohorts" cascade;`);
    this.addSql(`drop table if exists "live_sessions" cascade;`);
    this.addSql(`drop table if exists "live_session_credits" cascade;`);
    this.addSql(`drop table if exists "session_attendance" cascade;`);
    this.addSql(`drop table if exists "drip_unlock_notices" cascade;`);
    this.addSql(`drop table if exists "cohort_members" cascade;`);
    this.addSql(`drop table if exists "calendar_feeds" cascade;`);

    this.addSql(`drop index "credit_entries_attendance_index";`);
    this.addSql(`alter table "credit_entries" drop column "attendance_id";`);

    this.addSql(`alter table "modules" drop constraint "modules_unlock_after_days_check";`);
    this.addSql(`alter table "modules" drop column "unlock_after_days";`);

    this.addSql(`alter table "outgoing_emails" drop constraint "outgoing_emails_template_check";`);
    this.addSql(
      `alter table "outgoing_emails" add constraint "outgoing_emails_template_check" check ("template" in ('accessGranted', 'verifyEmail', 'passwordReset', 'registrationAttempt', 'emailChangeConfirm', 'emailChangeNotice', 'grantInvite', 'purchaseInvite', 'certificateIssued', 'certificateExpiring', 'certificateRenewed', 'practiceReviewed', 'webhookEndpointDisabled', 'teamSeatInvite', 'teamSeatRevoked', 'teamSeatsReduced', 'teamAlmostFull', 'teamFull', 'teamEnded', 'creditCycleReminder', 'discussionReply', 'discussionAnswered', 'discussionDigest'));`,
    );
  }
}
