import { Migration } from '@mikro-orm/migrations';

export class Migration20261207101457_discussions extends Migration {
  override name = 'Migration20261207101457_discussions';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "discussion_threads" ("id" serial primary key, "course_id" int not null, "lesson_id" int null, "kind" text not null, "title" varchar(200) not null, "author_id" int null, "created_at" timestamptz not null, "last_activity_at" timestamptz not null, "locked_at" timestamptz null, "answered_post_id" int null, "answered_at" timestamptz null, "search_tsv" tsvector null);`,
    );
    this.addSql(
      `create index "discussion_threads_lesson_activity_index" on "discussion_threads" ("lesson_id", "last_activity_at" desc, "id" desc) where "lesson_id" is not null;`,
    );
    this.addSql(
      `create index "discussion_threads_course_activity_index" on "discussion_threads" ("course_id", "last_activity_at" desc, "id" desc);`,
    );
    this.addSql(
      `create index "discussion_threads_course_questions_index" on "discussion_threads" ("course_id", "created_at" desc, "id" desc) where "kind" = 'question';`,
    );
    this.addSql(`create index "discussion_threads_search_index" on "discussion_threads" using gin ("course_id", "search_tsv");`);
    this.addSql(`create index "discussion_threads_author_index" on "discussion_threads" ("author_id");`);

    this.addSql(
      `create table "discussion_suspensions" ("id" serial primary key, "course_id" int not null, "user_id" int not null, "reason" varchar(500) not null, "suspended_by_id" int null, "created_at" timestamptz not null, "until" timestamptz null);`,
    );
    this.addSql(`create index "discussion_suspensions_user_index" on "discussion_suspensions" ("user_id");`);
    this.addSql(`create index "discussion_suspensions_suspended_by_index" on "discussion_suspensions" ("suspended_by_id");`);
    this.addSql(
      `alter table "discussion_suspensions" add constraint "discussion_suspensions_course_user_unique" unique ("course_id", "user_id");`,
    );

    this.addSql(
      `create table "discussion_posts" ("id" serial primary key, "thread_id" int not null, "parent_id" int null, "author_id" int null, "body_html" text not null, "body_text" text not null, "upvote_count" int not null default 0, "created_at" timestamptz not null, "edited_at" timestamptz null, "deleted_at" timestamptz null, "hidden_at" timestamptz null, "hidden_reason" varchar(500) null, "hidden_by_id" int null);`,
    );
    this.addSql(`create index "discussion_posts_thread_index" on "discussion_posts" ("thread_id", "id");`);
    this.addSql(`create index "discussion_posts_parent_index" on "discussion_posts" ("parent_id");`);
    this.addSql(`create index "discussion_posts_author_index" on "discussion_posts" ("author_id");`);
    this.addSql(`create index "discussion_posts_hidden_by_index" on "discussion_posts" ("hidden_by_id");`);

    this.addSql(
      `create table "discussion_post_upvotes" ("post_id" int not null, "user_id" int not null, "created_at" timestamptz not null, primary key ("post_id", "user_id"));`,
    );
    this.addSql(`create index "discussion_post_upvotes_user_id_index" on "discussion_post_upvotes" ("user_id");`);

    this.addSql(
      `create table "discussion_post_reports" ("id" serial primary key, "post_id" int not null, "reporter_id" int not null, "reason" varchar(500) not null, "created_at" timestamptz not null, "resolved_at" timestamptz null, "resolved_by_id" int null);`,
    );
    this.addSql(`create index "discussion_post_reports_post_id_index" on "discussion_post_reports" ("post_id");`);
    this.addSql(
      `create index "discussion_post_reports_open_index" on "discussion_post_reports" ("created_at" desc, "id" desc) where "resolved_at" is null;`,
    );
    this.addSql(`create index "discussion_post_reports_reporter_index" on "discussion_post_reports" ("reporter_id");`);
    this.addSql(`create index "discussion_post_reports_resolved_by_index" on "discussion_post_reports" ("resolved_by_id");`);
    this.addSql(
      `create unique index "discussion_post_reports_open_unique" on "discussion_post_reports" ("post_id", "reporter_id") where "resolved_at" is null;`,
    );

    this.addSql(
      `create table "discussion_notifications" ("id" serial primary key, "user_id" int not null, "kind" text not null, "thread_id" int not null, "post_id" int not null, "actor_id" int null, "email" text not null, "emailed_at" timestamptz null, "created_at" timestamptz not null, "read_at" timestamptz null);`,
    );
    this.addSql(`create index "discussion_notifications_user_index" on "discussion_notifications" ("user_id", "id");`);
    this.addSql(
      `create index "discussion_notifications_unread_index" on "discussion_notifications" ("user_id", "id") where "read_at" is null;`,
    );
    this.addSql(
      `create index "discussion_notifications_digest_index" on "discussion_notifications" ("user_id", "id") where "email" = 'digest' and "emailed_at" is null;`,
    );
    this.addSql(`create index "discussion_notifications_thread_index" on "discussion_notifications" ("thread_id");`);
    this.addSql(`create index "discussion_notifications_post_index" on "discussion_notifications" ("post_id");`);
    this.addSql(`create index "discussion_notifications_actor_index" on "discussion_notifications" ("actor_id");`);

    this.addSql(
      `create table "discussion_email_settings" ("user_id" int not null, "mode" text not null, "updated_at" timestamptz not null, primary key ("user_id"));`,
    );

    this.addSql(`alter table "outgoing_emails" drop constraint "outgoing_emails_template_check";`);
    this.addSql(
      `alter table "outgoing_emails" add constraint "outgoing_emails_template_check" check ("template" in ('accessGranted', 'verifyEmail', 'passwordReset', 'registrationAttempt', 'emailChangeConfirm', 'emailChangeNotice', 'grantInvite', 'purchaseInvite', 'certificateIssued', 'certificateExpiring', 'certificateRenewed', 'practiceReviewed', 'webhookEndpointDisabled', 'teamSeatInvite', 'teamSeatRevoked', 'teamSeatsReduced', 'teamAlmostFull', 'teamFull', 'teamEnded', 'creditCycleReminder', 'discussionReply', 'discussionAnswered', 'discussionDigest'));`,
    );

    this.addSql(
      `alter table "discussion_threads" add constraint "discussion_threads_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "discussion_threads" add constraint "discussion_threads_lesson_id_foreign" foreign key ("lesson_id") references "lessons" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "discussion_threads" add constraint "discussion_threads_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "discussion_threads" add constraint "discussion_threads_answer_check" check ((answered_post_id is null) or (kind = 'question'));`,
    );
    this.addSql(
      `alter table "discussion_threads" add constraint "discussion_threads_answered_at_check" check ((answered_post_id is null) = (answered_at is null));`,
    );
    this.addSql(
      `alter table "discussion_threads" add constraint "discussion_threads_kind_check" check ("kind" in ('question', 'discussion'));`,
    );

    this.addSql(
      `alter table "discussion_suspensions" add constraint "discussion_suspensions_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "discussion_suspensions" add constraint "discussion_suspensions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "discussion_suspensions" add constraint "discussion_suspensions_suspended_by_id_foreign" foreign key ("suspended_by_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "discussion_posts" add constraint "discussion_posts_thread_id_foreign" foreign key ("thread_id") references "discussion_threads" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "discussion_posts" add constraint "discussion_posts_parent_id_foreign" foreign key ("parent_id") references "discussion_posts" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "discussion_posts" add constraint "discussion_posts_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "discussion_posts" add constraint "discussion_posts_hidden_by_id_foreign" foreign key ("hidden_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(`alter table "discussion_posts" add constraint "discussion_posts_upvote_count_check" check (upvote_count >= 0);`);
    this.addSql(
      `alter table "discussion_posts" add constraint "discussion_posts_hidden_reason_check" check ((hidden_at is null) = (hidden_reason is null));`,
    );

    this.addSql(
      `alter table "discussion_post_upvotes" add constraint "discussion_post_upvotes_post_id_foreign" foreign key ("post_id") references "discussion_posts" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "discussion_post_upvotes" add constraint "discussion_post_upvotes_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "discussion_post_reports" add constraint "discussion_post_reports_post_id_foreign" foreign key ("post_id") references "discussion_posts" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "discussion_post_reports" add constraint "discussion_post_reports_reporter_id_foreign" foreign key ("reporter_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "discussion_post_reports" add constraint "discussion_post_reports_resolved_by_id_foreign" foreign key ("resolved_by_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "discussion_notifications" add constraint "discussion_notifications_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "discussion_notifications" add constraint "discussion_notifications_thread_id_foreign" foreign key ("thread_id") references "discussion_threads" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "discussion_notifications" add constraint "discussion_notifications_post_id_foreign" foreign key ("post_id") references "discussion_posts" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "discussion_notifications" add constraint "discussion_notifications_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "discussion_notifications" add constraint "discussion_notifications_kind_check" check ("kind" in ('reply', 'answer'));`,
    );
    this.addSql(
      `alter table "discussion_notifications" add constraint "discussion_notifications_email_check" check ("email" in ('none', 'immediate', 'digest'));`,
    );

    this.addSql(
      `alter table "discussion_email_settings" add constraint "discussion_email_settings_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "discussion_email_settings" add constraint "discussion_email_settings_mode_check" check ("mode" in ('immediately', 'daily', 'off'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "discussion_posts" drop constraint "discussion_posts_thread_id_foreign";`);
    this.addSql(`alter table "discussion_notifications" drop constraint "discussion_notifications_thread_id_foreign";`);
    this.addSql(`alter table "discussion_posts" drop constraint "discussion_posts_parent_id_foreign";`);
    this.addSql(`alter table "discussion_post_upvotes" drop constraint "discussion_post_upvotes_post_id_foreign";`);
    this.addSql(`alter table "discussion_post_reports" drop constraint "discussion_post_reports_post_id_foreign";`);
    this.addSql(`alter table "discussion_notifications" drop constraint "discussion_notifications_post_id_foreign";`);

    this.addSql(`drop table if exists "discussion_threads" cascade;`);
    this.addSql(`drop table if exists "discussion_suspensions" cascade;`);
    this.addSql(`drop table if exists "discussion_posts" cascade;`);
    this.addSql(`drop table if exists "discussion_post_upvotes" cascade;`);
    this.addSql(`drop table if exists "discussion_post_reports" cascade;`);
    this.addSql(`drop table if exists "discussion_notifications" cascade;`);
    this.addSql(`drop table if exists "discussion_email_settings" cascade;`);

    this.addSql(`alter table "outgoing_emails" drop constraint "outgoing_emails_template_check";`);
    this.addSql(
      `alter table "outgoing_emails" add constraint "outgoing_emails_template_check" check ("template" in ('accessGranted', 'verifyEmail', 'passwordReset', 'registrationAttempt', 'emailChangeConfirm', 'emailChangeNotice', 'grantInvite', 'purchaseInvite', 'certificateIssued', 'certificateExpiring', 'certificateRenewed', 'practiceReviewed', 'webhookEndpointDisabled', 'teamSeatInvite', 'teamSeatRevoked', 'teamSeatsReduced', 'teamAlmostFull', 'teamFull', 'teamEnded', 'creditCycleReminder'));`,
    );
  }
}
