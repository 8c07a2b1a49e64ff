import { Migration } from '@mikro-orm/migrations';

/**
 * A learning path's certificate: `certificates` and `certificate_settings` name a course or a path
 * (exactly one), with one current certificate per learner and path; `path_credits` are what a path's
 * certificate earns, line for line like `course_credits`.
 */
export class Migration20261206180000_path_certificates extends Migration {
  override name = 'Migration20261206180000_path_certificates';

  override up(): void | Promise<void> {
    this.addSql(`alter table "certificates" add "path_id" int null;`);
    this.addSql(
      `alter table "certificates" add constraint "certificates_path_id_foreign" foreign key ("path_id") references "learning_paths" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "certificates" alter column "course_id" drop not null;`);
    this.addSql(`create index "certificates_path_id_index" on "certificates" ("path_id");`);
    this.addSql(
      `create unique index "certificates_current_path_unique" on "certificates" ("user_id", "path_id") where "renewed_at" is null and "path_id" is not null;`,
    );
    this.addSql(`alter table "certificates" add constraint "certificates_one_subject_check" check (num_nonnulls(course_id, path_id) = 1);`);

    this.addSql(`alter table "certificate_settings" drop constraint "certificate_settings_pkey";`);
    this.addSql(`alter table "certificate_settings" add "id" serial primary key, add "path_id" int null;`);
    this.addSql(`alter table "certificate_settings" alter column "course_id" drop not null;`);
    this.addSql(`alter table "certificate_settings" drop constraint "certificate_settings_course_id_foreign";`);
    this.addSql(
      `alter table "certificate_settings" add constraint "certificate_settings_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "certificate_settings" add constraint "certificate_settings_path_id_foreign" foreign key ("path_id") references "learning_paths" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "certificate_settings" add constraint "certificate_settings_course_id_unique" unique ("course_id");`);
    this.addSql(`alter table "certificate_settings" add constraint "certificate_settings_path_id_unique" unique ("path_id");`);
    this.addSql(
      `alter table "certificate_settings" add constraint "certificate_settings_one_subject_check" check (num_nonnulls(course_id, path_id) = 1);`,
    );

    this.addSql(
      `create table "path_credits" ("id" serial primary key, "path_id" int not null, "body" text not null, "category" text not null default 'general', "hundredths" int not null, "activity_id" varchar(20) null, "body_name" varchar(100) null);`,
    );
    this.addSql(
      `alter table "path_credits" add constraint "path_credits_path_id_body_category_unique" unique ("path_id", "body", "category");`,
    );
    this.addSql(
      `alter table "path_credits" add constraint "path_credits_path_id_foreign" foreign key ("path_id") references "learning_paths" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "path_credits" add constraint "path_credits_hundredths_check" check ((hundredths > 0) AND (hundredths <= 10000) AND ((hundredths % 25) = 0));`,
    );
    this.addSql(
      `alter table "path_credits" add constraint "path_credits_general_unless_hrci" check ((body = 'hrci') OR (category = 'general'));`,
    );
    this.addSql(
      `alter table "path_credits" add constraint "path_credits_body_name_check" check ((body = 'cpd') = (body_name IS NOT NULL));`,
    );
    this.addSql(
      `alter table "path_credits" add constraint "path_credits_activity_id_check" check ((body <> 'hrci') OR (activity_id IS NOT NULL));`,
    );
    this.addSql(`alter table "path_credits" add constraint "path_credits_body_check" check ("body" in ('shrm', 'hrci', 'cpd'));`);
    this.addSql(
      `alter table "path_credits" add constraint "path_credits_category_check" check ("category" in ('general', 'business', 'global', 'ethics'));`,
    );
  }
}
