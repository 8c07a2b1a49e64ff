import { Migration } from '@mikro-orm/migrations';

export class Migration20261123074039_certificate_credentials extends Migration {
  override name = 'Migration20261123074039_certificate_credentials';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "credential_signing_keys" ("id" smallint not null, "private_key" varchar(43) not null, "created_at" timestamptz not null, primary key ("id"));`,
    );

    this.addSql(`alter table "certificates" add "final_score" smallint null, add "public" boolean not null default false;`);
    this.addSql(
      `alter table "certificates" add constraint "certificates_final_score_check" check ((final_score IS NULL) OR ((final_score >= 0) AND (final_score <= 100)));`,
    );

    this.addSql(`alter table "credential_signing_keys" add constraint "credential_signing_keys_single_row" check ((id = 1));`);

    // Certificates issued before get the final score from the attempts as they are now.
    this.addSql(`update "certificates" as c set "final_score" = s."score" from (
      select b."certificate_id", round(avg(b."best"))::smallint as "score" from (
        select c2."id" as "certificate_id", max(qa."score") as "best"
        from "certificates" c2
        join "lessons" l on l."course_id" = c2."course_id"
        join "quizzes" q on q."lesson_id" = l."id"
        join "quiz_attempts" qa on qa."quiz_id" = q."id" and qa."user_id" = c2."user_id"
        where qa."status" <> 'in_progress' and not qa."pending_review" and qa."score" is not null
        group by c2."id", q."id"
      ) b group by b."certificate_id"
    ) s where s."certificate_id" = c."id";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "credential_signing_keys" cascade;`);

    this.addSql(`alter table "certificates" drop constraint "certificates_final_score_check";`);
    this.addSql(`alter table "certificates" drop column "final_score", drop column "public";`);
  }
}
