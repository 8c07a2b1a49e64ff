import { Migration } from '@mikro-orm/migrations';

export class Migration20261123080911_course_updated_at extends Migration {
  override name = 'Migration20261123080911_course_updated_at';

  override up(): void | Promise<void> {
    // Existing courses last changed when they were created, as far as anyone can tell.
    this.addSql(`alter table "courses" add "updated_at" timestamptz null;`);
    this.addSql(`update "courses" set "updated_at" = "created_at";`);
    this.addSql(`alter table "courses" alter column "updated_at" set not null;`);

    this.addSql(`create or replace function "modules_touch_course_fn"() returns trigger as $$ begin if tg_op <> 'DELETE' then
        update "courses" set "updated_at" = now() where "id" = new."course_id";       end if;       if tg_op = 'DELETE' or (tg_op = 'UPDATE' and old."course_id" is distinct from new."course_id") then
        update "courses" set "updated_at" = now() where "id" = old."course_id";       end if;       return null; end; $$ language plpgsql;`);
    this.addSql(
      `create trigger "touch_course" AFTER INSERT OR UPDATE OR DELETE on "modules" for each ROW execute function "modules_touch_course_fn"();`,
    );

    this.addSql(`create or replace function "lessons_touch_course_fn"() returns trigger as $$ begin if tg_op <> 'DELETE' then
        update "courses" set "updated_at" = now() where "id" = new."course_id";       end if;       if tg_op = 'DELETE' or (tg_op = 'UPDATE' and old."course_id" is distinct from new."course_id") then
        update "courses" set "updated_at" = now() where "id" = old."course_id";       end if;       return null; end; $$ language plpgsql;`);
    this.addSql(
      `create trigger "touch_course" AFTER INSERT OR UPDATE OR DELETE on "lessons" for each ROW execute function "lessons_touch_course_fn"();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "courses" drop column "updated_at";`);

    this.addSql(`drop trigger if exists "touch_course" on "lessons";`);
    this.addSql(`drop function if exists "lessons_touch_course_fn"();`);

    this.addSql(`drop trigger if exists "touch_course" on "modules";`);
    this.addSql(`drop function if exists "modules_touch_course_fn"();`);
  }
}
