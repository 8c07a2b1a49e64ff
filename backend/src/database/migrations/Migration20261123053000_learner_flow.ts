import { Migration } from '@mikro-orm/migrations';

export class Migration20261123053000_learner_flow extends Migration {
  override name = 'Migration20261123053000_learner_flow';

  override up(): void | Promise<void> {
    this.addSql(`alter table "enrollments" add "last_lesson_id" int null, add "last_viewed_at" timestamptz null;`);
    this.addSql(
      `alter table "enrollments" add constraint "enrollments_last_lesson_id_foreign" foreign key ("last_lesson_id") references "lessons" ("id") on delete set null;`,
    );
    this.addSql(`alter table "quizzes" add "allow_review" boolean not null default true;`);
    this.addSql(`alter table "quiz_questions" add "explanation" text not null default '';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "quiz_questions" drop column "explanation";`);
    this.addSql(`alter table "quizzes" drop column "allow_review";`);
    this.addSql(`alter table "enrollments" drop constraint "enrollments_last_lesson_id_foreign";`);
    this.addSql(`alter table "enrollments" drop column "last_lesson_id", drop column "last_viewed_at";`);
  }
}
