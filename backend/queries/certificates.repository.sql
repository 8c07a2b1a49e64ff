-- Written by `npm run sql -w backend` from src/modules/certificates/certificates.repository.ts: do not edit.

-- CertificatesRepository.byCode
select
  "code",
  "course_id",
  "learner_name",
  "course_title",
  "minutes",
  "issued_at",
  "revoked_at",
  "revoke_reason"
from
  "certificates"
where
  "code" = $1;

-- CertificatesRepository.issueIfEligible
with
  "eligible" as (
    select
      "e"."user_id",
      "e"."course_id",
      "u"."email",
      coalesce(
        nullif(
          btrim("u"."first_name" || $1 || "u"."last_name"),
          $2
        ),
        split_part("u"."email", $3, 1)
      ) as "learner_name",
      "c"."title" as "course_title",
      cast(
        (
          select
            coalesce(sum("l"."duration"), 0) as "minutes"
          from
            "lessons" as "l"
          where
            "l"."course_id" = "c"."id"
        ) as integer
      ) as "minutes"
    from
      "enrollments" as "e"
      inner join "users" as "u" on "u"."id" = "e"."user_id"
      inner join "courses" as "c" on "c"."id" = "e"."course_id"
    where
      "e"."user_id" = $4
      and "e"."course_id" = $5
      and "e"."status" = $6
      and "c"."deleted_at" is null
      and exists (
        select
          "l"."id"
        from
          "lessons" as "l"
        where
          "l"."course_id" = "c"."id"
      )
      and not exists (
        select
          "l"."id"
        from
          "lessons" as "l"
        where
          "l"."course_id" = "c"."id"
          and not exists (
            select
              "lp"."id"
            from
              "lesson_progress" as "lp"
            where
              "lp"."user_id" = "e"."user_id"
              and "lp"."lesson_id" = "l"."id"
          )
      )
  ),
  "issued" as (
    insert into
      "certificates" (
        "code",
        "user_id",
        "course_id",
        "learner_name",
        "course_title",
        "minutes",
        "issued_at"
      )
    select
      $7 as "code",
      "user_id",
      "course_id",
      "learner_name",
      "course_title",
      "minutes",
      now() as "issued_at"
    from
      "eligible"
    on conflict ("user_id", "course_id") do nothing
    returning
      "code",
      "course_id",
      "learner_name",
      "course_title",
      "minutes",
      "issued_at",
      "revoked_at",
      "revoke_reason"
  )
select
  "issued".*,
  "eligible"."email"
from
  "issued"
  cross join "eligible";

-- CertificatesRepository.ofUser
select
  "code",
  "course_id",
  "learner_name",
  "course_title",
  "minutes",
  "issued_at",
  "revoked_at",
  "revoke_reason"
from
  "certificates"
where
  "user_id" = $1
order by
  "issued_at" desc,
  "id" desc;

-- CertificatesRepository.revoke
update "certificates"
set
  "revoked_at" = now(),
  "revoke_reason" = $1,
  "revoked_by_id" = $2
where
  "code" = $3
  and "revoked_at" is null
returning
  "code",
  "course_id",
  "learner_name",
  "course_title",
  "minutes",
  "issued_at",
  "revoked_at",
  "revoke_reason";
