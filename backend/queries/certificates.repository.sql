-- Written by `npm run sql -w backend` from src/modules/certificates/certificates.repository.ts: do not edit.

-- CertificatesRepository.byCode
select
  "id",
  "code",
  "course_id",
  "learner_name",
  "course_title",
  "minutes",
  "final_score",
  "public",
  "issued_at",
  "revoked_at",
  "revoke_reason",
  (
    select
      coalesce(json_agg(agg), '[]')
    from
      (
        select
          "cc"."certificate_id",
          "cc"."body",
          "cc"."category",
          "cc"."hundredths",
          "cc"."activity_id",
          "cc"."body_name"
        from
          "certificate_credits" as "cc"
        where
          "cc"."certificate_id" = "certificates"."id"
        order by
          "cc"."id"
      ) as agg
  ) as "credits"
from
  "certificates"
where
  "code" = $1;

-- CertificatesRepository.creditsOf
select
  "certificate_id",
  "body",
  "category",
  "hundredths",
  "activity_id",
  "body_name"
from
  "certificate_credits"
where
  "certificate_id" in ($1, $2)
order by
  "certificate_id",
  "id";

-- CertificatesRepository.insertSigningKey
insert into
  "credential_signing_keys" ("id", "private_key", "created_at")
values
  ($1, $2, now())
on conflict ("id") do nothing;

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
      ) as "minutes",
      (
        select
          cast(round(avg("best"."score")) as smallint) as "final_score"
        from
          (
            select
              max("qa"."score") as "score"
            from
              "quiz_attempts" as "qa"
              inner join "quizzes" as "q" on "q"."id" = "qa"."quiz_id"
              inner join "lessons" as "ql" on "ql"."id" = "q"."lesson_id"
            where
              "ql"."course_id" = "c"."id"
              and "qa"."user_id" = "e"."user_id"
              and "qa"."status" != $4
              and "qa"."pending_review" = $5
              and "qa"."score" is not null
            group by
              "q"."id"
          ) as "best"
      ) as "final_score"
    from
      "enrollments" as "e"
      inner join "users" as "u" on "u"."id" = "e"."user_id"
      inner join "courses" as "c" on "c"."id" = "e"."course_id"
    where
      "e"."user_id" = $6
      and "e"."course_id" = $7
      and "e"."status" = $8
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
        "final_score",
        "issued_at"
      )
    select
      $9 as "code",
      "user_id",
      "course_id",
      "learner_name",
      "course_title",
      "minutes",
      "final_score",
      now() as "issued_at"
    from
      "eligible"
    on conflict ("user_id", "course_id") do nothing
    returning
      "id",
      "code",
      "course_id",
      "learner_name",
      "course_title",
      "minutes",
      "final_score",
      "public",
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

-- CertificatesRepository.keepCreditRecordHolders
insert into
  "credit_record_holders" (
    "certificate_id",
    "learner_name",
    "email",
    "account_deleted_at"
  )
select
  "c"."id",
  $1 as "learner_name",
  $2 as "email",
  now() as "account_deleted_at"
from
  "certificates" as "c"
where
  "c"."user_id" = $3
  and exists (
    select
      "cc"."id"
    from
      "certificate_credits" as "cc"
    where
      "cc"."certificate_id" = "c"."id"
  )
on conflict ("certificate_id") do nothing;

-- CertificatesRepository.ofUser
select
  "id",
  "code",
  "course_id",
  "learner_name",
  "course_title",
  "minutes",
  "final_score",
  "public",
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

-- CertificatesRepository.revocations
select
  max("id") as "last_id",
  array_agg("id") filter (
    where
      "revoked_at" is not null
  ) as "revoked"
from
  "certificates";

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
  "id",
  "code",
  "course_id",
  "learner_name",
  "course_title",
  "minutes",
  "final_score",
  "public",
  "issued_at",
  "revoked_at",
  "revoke_reason",
  "user_id",
  (
    select
      "u"."email"
    from
      "users" as "u"
    where
      "u"."id" = "certificates"."user_id"
  ) as "email";

-- CertificatesRepository.setPublic
update "certificates"
set
  "public" = $1
where
  "code" = $2
  and "user_id" = $3
returning
  "id",
  "code",
  "course_id",
  "learner_name",
  "course_title",
  "minutes",
  "final_score",
  "public",
  "issued_at",
  "revoked_at",
  "revoke_reason";

-- CertificatesRepository.signingKey
select
  "private_key"
from
  "credential_signing_keys"
where
  "id" = $1;

-- CertificatesRepository.snapshotCredits
insert into
  "certificate_credits" (
    "certificate_id",
    "body",
    "category",
    "hundredths",
    "activity_id",
    "body_name",
    "earned_at"
  )
select
  "c"."id",
  "cc"."body",
  "cc"."category",
  "cc"."hundredths",
  "cc"."activity_id",
  "cc"."body_name",
  "c"."issued_at"
from
  "certificates" as "c"
  inner join "course_credits" as "cc" on "cc"."course_id" = "c"."course_id"
where
  "c"."id" = $1
order by
  "cc"."id"
on conflict ("certificate_id", "body", "category") do nothing
returning
  "certificate_id",
  "body",
  "category",
  "hundredths",
  "activity_id",
  "body_name";
