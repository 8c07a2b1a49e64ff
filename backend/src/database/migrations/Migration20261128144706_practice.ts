import { Migration } from '@mikro-orm/migrations';

export class Migration20261128144706_practice extends Migration {
  override name = 'Migration20261128144706_practice';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "practice_lessons" ("lesson_id" int not null, "mode" text not null, "persona" jsonb not null, "objective" text not null, "opening_line" text not null, "max_turns" smallint not null default 10, "rubric" jsonb not null, "pass_mark" smallint not null default 70, "max_attempts" smallint null, "graph" jsonb null, "updated_at" timestamptz not null, primary key ("lesson_id"));`,
    );

    this.addSql(
      `create table "practice_attempts" ("id" serial primary key, "lesson_id" int not null, "user_id" int not null, "attempt_number" smallint not null, "mode" text not null, "status" text not null default 'in_progress', "current_node" varchar(64) null, "started_at" timestamptz not null, "ended_at" timestamptz null, "end_reason" text null, "graded_at" timestamptz null, "scores" jsonb null, "total" smallint null, "passed" boolean null);`,
    );
    this.addSql(`create index "practice_attempts_user_id_index" on "practice_attempts" ("user_id");`);
    this.addSql(`create index "practice_attempts_lesson_ended_index" on "practice_attempts" ("lesson_id", "ended_at");`);
    this.addSql(
      `create unique index "practice_attempts_one_in_progress" on "practice_attempts" ("lesson_id", "user_id") where status = 'in_progress';`,
    );
    this.addSql(
      `alter table "practice_attempts" add constraint "practice_attempts_lesson_id_user_id_attempt_number_unique" unique ("lesson_id", "user_id", "attempt_number");`,
    );

    this.addSql(
      `create table "practice_turns" ("id" serial primary key, "attempt_id" int not null, "seq" smallint not null, "speaker" text not null, "content" text not null default '', "status" text not null default 'complete', "error_code" varchar(64) null, "node_id" varchar(64) null, "reply_id" varchar(64) null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "practice_turns" add constraint "practice_turns_attempt_id_seq_unique" unique ("attempt_id", "seq");`);

    this.addSql(
      `create table "model_usage" ("id" serial primary key, "user_id" int null, "course_id" int null, "attempt_id" int null, "purpose" text not null, "tokens" int not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "model_usage_user_day_index" on "model_usage" ("user_id", "created_at");`);
    this.addSql(`create index "model_usage_course_month_index" on "model_usage" ("course_id", "created_at");`);
    this.addSql(`create index "model_usage_attempt_id_index" on "model_usage" ("attempt_id");`);

    this.addSql(`alter table "lessons" drop constraint "lessons_type_check";`);
    this.addSql(
      `alter table "lessons" add constraint "lessons_type_check" check ("type" in ('video', 'text', 'download', 'quiz', 'practice'));`,
    );

    this.addSql(
      `alter table "practice_lessons" add constraint "practice_lessons_lesson_id_foreign" foreign key ("lesson_id") references "lessons" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "practice_lessons" add constraint "practice_lessons_pass_mark_check" check ((pass_mark >= 0) AND (pass_mark <= 100));`,
    );
    this.addSql(
      `alter table "practice_lessons" add constraint "practice_lessons_max_turns_check" check ((max_turns >= 1) AND (max_turns <= 40));`,
    );
    this.addSql(
      `alter table "practice_lessons" add constraint "practice_lessons_max_attempts_check" check ((max_attempts IS NULL) OR ((max_attempts >= 1) AND (max_attempts <= 100)));`,
    );
    this.addSql(
      `alter table "practice_lessons" add constraint "practice_lessons_graph_check" check ((mode = 'scenario') = (graph IS NOT NULL));`,
    );
    this.addSql(`alter table "practice_lessons" add constraint "practice_lessons_mode_check" check ("mode" in ('scenario', 'ai'));`);

    this.addSql(
      `alter table "practice_attempts" add constraint "practice_attempts_lesson_id_foreign" foreign key ("lesson_id") references "lessons" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "practice_attempts" add constraint "practice_attempts_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "practice_attempts" add constraint "practice_attempts_attempt_number_check" check (attempt_number >= 1);`);
    this.addSql(
      `alter table "practice_attempts" add constraint "practice_attempts_ended_check" check ((status = 'in_progress') = (ended_at IS NULL));`,
    );
    this.addSql(
      `alter table "practice_attempts" add constraint "practice_attempts_total_check" check ((total IS NULL) OR ((total >= 0) AND (total <= 100)));`,
    );
    this.addSql(`alter table "practice_attempts" add constraint "practice_attempts_mode_check" check ("mode" in ('scenario', 'ai'));`);
    this.addSql(
      `alter table "practice_attempts" add constraint "practice_attempts_status_check" check ("status" in ('in_progress', 'grading', 'graded', 'needs_review'));`,
    );
    this.addSql(
      `alter table "practice_attempts" add constraint "practice_attempts_end_reason_check" check ("end_reason" in ('learner', 'max_turns', 'scenario_end'));`,
    );

    this.addSql(
      `alter table "practice_turns" add constraint "practice_turns_attempt_id_foreign" foreign key ("attempt_id") references "practice_attempts" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "practice_turns" add constraint "practice_turns_speaker_check" check ("speaker" in ('persona', 'learner'));`);
    this.addSql(
      `alter table "practice_turns" add constraint "practice_turns_status_check" check ("status" in ('complete', 'pending', 'failed'));`,
    );

    this.addSql(
      `alter table "model_usage" add constraint "model_usage_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "model_usage" add constraint "model_usage_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "model_usage" add constraint "model_usage_attempt_id_foreign" foreign key ("attempt_id") references "practice_attempts" ("id") on delete set null;`,
    );
    this.addSql(`alter table "model_usage" add constraint "model_usage_tokens_check" check (tokens >= 0);`);
    this.addSql(`alter table "model_usage" add constraint "model_usage_purpose_check" check ("purpose" in ('reply', 'grading'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "practice_turns" drop constraint "practice_turns_attempt_id_foreign";`);
    this.addSql(`alter table "model_usage" drop constraint "model_usage_attempt_id_foreign";`);

    this.addSql(`drop table if exists "practice_lessons" cascade;`);
    this.addSql(`drop table if exists "practice_attempts" cascade;`);
    this.addSql(`drop table if exists "practice_turns" cascade;`);
    this.addSql(`drop table if exists "model_usage" cascade;`);

    this.addSql(`alter table "lessons" drop constraint "lessons_type_check";`);
    this.addSql(`alter table "lessons" add constraint "lessons_type_check" check ("type" in ('video', 'text', 'download', 'quiz'));`);
  }
}
