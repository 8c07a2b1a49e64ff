import { Migration } from '@mikro-orm/migrations';

export class Migration20261122074119_enrollment_completed_lessons extends Migration {
  override name = 'Migration20261122074119_enrollment_completed_lessons';

  override up(): void | Promise<void> {
    this.addSql(`alter table "enrollments" add "completed_lessons" int not null default 0;`);
    this.addSql(
      `update "enrollments" e set "completed_lessons" = (select count(*) from "lesson_progress" lp where lp."user_id" = e."user_id" and lp."course_id" = e."course_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "enrollments" drop column "completed_lessons";`);
  }
}
