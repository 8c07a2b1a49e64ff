import { Migration } from '@mikro-orm/migrations';

export class Migration20261122083400_quizzes extends Migration {
  override name = 'Migration20261122083400_quizzes';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "quizzes" ("id" serial primary key, "lesson_id" int not null, "title" varchar(200) not null, "description" text not null default '', "time_limit" int null, "pass_mark" int null, "max_attempts" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "quizzes" add constraint "quizzes_lesson_id_unique" unique ("lesson_id");`);
    this.addSql(
      `alter table "quizzes" add constraint "quizzes_lesson_id_foreign" foreign key ("lesson_id") references "lessons" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "quizzes" add constraint "quizzes_time_limit_check" check ("time_limit" is null or "time_limit" between 1 and 600);`,
    );
    this.addSql(
      `alter table "quizzes" add constraint "quizzes_pass_mark_check" check ("pass_mark" is null or "pass_mark" between 0 and 100);`,
    );
    this.addSql(
      `alter table "quizzes" add constraint "quizzes_max_attempts_check" check ("max_attempts" is null or "max_attempts" between 1 and 100);`,
    );

    this.addSql(
      `create table "quiz_questions" ("id" serial primary key, "quiz_id" int not null, "type" text not null, "question" text not null, "options" jsonb not null default '[]', "correct_options" jsonb not null default '[]', "accepted_answers" jsonb not null default '[]', "points" int not null default 1, "order" int not null default 0);`,
    );
    this.addSql(`create index "quiz_questions_quiz_id_order_index" on "quiz_questions" ("quiz_id", "order");`);
    this.addSql(
      `alter table "quiz_questions" add constraint "quiz_questions_quiz_id_foreign" foreign key ("quiz_id") references "quizzes" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "quiz_questions" add constraint "quiz_questions_type_check" check ("type" in ('multiple_choice', 'short_answer', 'long_answer', 'file_upload'));`,
    );
    this.addSql(`alter table "quiz_questions" add constraint "quiz_questions_points_check" check ("points" between 1 and 100);`);

    this.addSql(
      `create table "quiz_attempts" ("id" serial primary key, "quiz_id" int not null, "user_id" int not null, "attempt_number" int not null, "status" text not null default 'in_progress', "started_at" timestamptz not null, "deadline" timestamptz null, "submitted_at" timestamptz null, "answers" jsonb not null default '{}', "grades" jsonb not null default '{}', "score" int null, "earned_points" int null, "total_points" int null, "passed" boolean null, "pending_review" boolean not null default false);`,
    );
    // Attempt numbers are handed out 1, 2, … inside the insert; the unique key makes two racing starts
    // collide instead of both getting the same number, so a learner can never exceed max_attempts.
    this.addSql(
      `alter table "quiz_attempts" add constraint "quiz_attempts_quiz_id_user_id_attempt_number_unique" unique ("quiz_id", "user_id", "attempt_number");`,
    );
    this.addSql(
      `create unique index "quiz_attempts_one_in_progress" on "quiz_attempts" ("quiz_id", "user_id") where "status" = 'in_progress';`,
    );
    this.addSql(`create index "quiz_attempts_user_id_index" on "quiz_attempts" ("user_id");`);
    this.addSql(`create index "quiz_attempts_quiz_id_submitted_at_index" on "quiz_attempts" ("quiz_id", "submitted_at");`);
    this.addSql(
      `alter table "quiz_attempts" add constraint "quiz_attempts_quiz_id_foreign" foreign key ("quiz_id") references "quizzes" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "quiz_attempts" add constraint "quiz_attempts_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "quiz_attempts" add constraint "quiz_attempts_status_check" check ("status" in ('in_progress', 'submitted', 'expired'));`,
    );
    this.addSql(`alter table "quiz_attempts" add constraint "quiz_attempts_attempt_number_check" check ("attempt_number" >= 1);`);
    this.addSql(
      `alter table "quiz_attempts" add constraint "quiz_attempts_finished_check" check (("status" = 'in_progress') = ("submitted_at" is null));`,
    );

    this.addSql(
      `create table "quiz_uploads" ("id" serial primary key, "attempt_id" int not null, "question_id" int not null, "file_name" varchar(255) not null, "content_type" varchar(120) not null, "size" int not null, "data" bytea not null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "quiz_uploads" add constraint "quiz_uploads_attempt_id_question_id_unique" unique ("attempt_id", "question_id");`,
    );
    this.addSql(`create index "quiz_uploads_question_id_index" on "quiz_uploads" ("question_id");`);
    this.addSql(
      `alter table "quiz_uploads" add constraint "quiz_uploads_attempt_id_foreign" foreign key ("attempt_id") references "quiz_attempts" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "quiz_uploads" add constraint "quiz_uploads_question_id_foreign" foreign key ("question_id") references "quiz_questions" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "quiz_uploads" add constraint "quiz_uploads_size_check" check ("size" between 1 and 10485760 and octet_length("data") = "size");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "quiz_uploads" cascade;`);
    this.addSql(`drop table if exists "quiz_attempts" cascade;`);
    this.addSql(`drop table if exists "quiz_questions" cascade;`);
    this.addSql(`drop table if exists "quizzes" cascade;`);
  }
}
