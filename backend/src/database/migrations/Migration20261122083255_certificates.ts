import { Migration } from '@mikro-orm/migrations';

export class Migration20261122083255_certificates extends Migration {
  override name = 'Migration20261122083255_certificates';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "certificates" ("id" serial primary key, "code" varchar(26) not null, "user_id" int not null, "course_id" int not null, "learner_name" varchar(255) not null, "course_title" varchar(200) not null, "minutes" int not null, "issued_at" timestamptz not null, "revoked_at" timestamptz null, "revoke_reason" varchar(500) null, "revoked_by_id" int null);`,
    );
    this.addSql(`alter table "certificates" add constraint "certificates_code_unique" unique ("code");`);
    this.addSql(`alter table "certificates" add constraint "certificates_user_id_course_id_unique" unique ("user_id", "course_id");`);
    this.addSql(`create index "certificates_course_id_index" on "certificates" ("course_id");`);
    this.addSql(`create index "certificates_revoked_by_id_index" on "certificates" ("revoked_by_id");`);

    this.addSql(
      `alter table "certificates" add constraint "certificates_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "certificates" add constraint "certificates_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "certificates" add constraint "certificates_revoked_by_id_foreign" foreign key ("revoked_by_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "certificates" cascade;`);
  }
}
