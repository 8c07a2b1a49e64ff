-- Written by `npm run sql -w backend` from src/modules/certificates/certificates.repository.ts: do not edit.

-- CertificatesRepository.byCode
select
  "cert"."id",
  "cert"."code",
  "cert"."course_id",
  "cert"."path_id",
  "cert"."learner_name",
  "cert"."course_title",
  "cert"."minutes",
  "cert"."final_score",
  "cert"."public",
  "cert"."issued_at",
  "cert"."valid_until",
  "cert"."renewed_at",
  "cert"."revoked_at",
  "cert"."revoke_reason",
  (
    select
      "renewed"."code"
    from
      "certificates" as "renewed"
    where
      "renewed"."id" = "cert"."renews_id"
  ) as "renews_code",
  (
    select
      "renewal"."code"
    from
      "certificates" as "renewal"
    where
      "renewal"."renews_id" = "cert"."id"
  ) as "renewed_by_code",
  (
    select
      to_json(obj)
    from
      (
        select
          "p"."id",
          "p"."slug",
          "p"."title"
        from
          "learning_paths" as "p"
        where
          "p"."id" = "cert"."path_id"
      ) as obj
  ) as "path",
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
          "cc"."certificate_id" = "cert"."id"
        order by
          "cc"."id"
      ) as agg
  ) as "credits"
from
  "certificates" as "cert"
where
  "cert"."code" = $1;

-- CertificatesRepository.clearRefresherCompletion
with
  "refresher" as (
    select
      "cert"."user_id",
      "rc"."id" as "course_id",
      "rlc"."id" as "lesson_course_id",
      "rl"."id" as "lesson_id"
    from
      "certificates" as "cert"
      inner join "certificate_settings" as "s" on (
        "s"."course_id" = "cert"."course_id"
        or "s"."path_id" = "cert"."path_id"
      )
      left join "courses" as "rc" on "rc"."id" = "s"."refresher_course_id"
      and "rc"."deleted_at" is null
      left join "lessons" as "rl" on "rl"."id" = "s"."refresher_lesson_id"
      and "rl"."type" not in ($1, $2)
      left join "courses" as "rlc" on "rlc"."id" = "rl"."course_id"
      and "rlc"."deleted_at" is null
    where
      "cert"."id" = $3
  ),
  "removed" as (
    delete from "lesson_progress" as "lp" using "refresher" as "r"
    where
      "lp"."user_id" = "r"."user_id"
      and (
        "lp"."course_id" = "r"."course_id"
        or (
          "lp"."lesson_id" = "r"."lesson_id"
          and "r"."lesson_course_id" is not null
        )
      )
    returning
      "lp"."user_id",
      "lp"."course_id"
  ),
  "recounted" as (
    update "enrollments" as "e"
    set
      "completed_lessons" = greatest(
        0,
        "e"."completed_lessons" - (
          select
            count(*) as "count"
          from
            "removed"
          where
            "removed"."user_id" = "e"."user_id"
            and "removed"."course_id" = "e"."course_id"
        )
      )
    where
      exists (
        select
          "removed"."course_id"
        from
          "removed"
        where
          "removed"."user_id" = "e"."user_id"
          and "removed"."course_id" = "e"."course_id"
      )
    returning
      "e"."id"
  )
select
  cast(
    (
      select
        count(*) as "count"
      from
        "removed"
    ) as integer
  ) as "cleared";

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

-- CertificatesRepository.insertRenewal (of a course)
with
  "snapshot" as (
    select
      "u"."id" as "user_id",
      "c"."id" as "course_id",
      "p"."id" as "path_id",
      "u"."email",
      coalesce(
        nullif(
          btrim("u"."first_name" || $1 || "u"."last_name"),
          $2
        ),
        split_part("u"."email", $3, 1)
      ) as "learner_name",
      coalesce("c"."title", "p"."certificate_title") as "course_title",
      case
        when "c"."id" is not null then cast(
          (
            select
              coalesce(sum("l"."duration"), 0) as "minutes"
            from
              "lessons" as "l"
            where
              "l"."course_id" = "c"."id"
          ) as integer
        )
        else coalesce(
          (
            select
              sum(
                case
                  when "s"."lesson_id" is null then (
                    select
                      coalesce(sum("cl"."duration"), 0) as "minutes"
                    from
                      "lessons" as "cl"
                    where
                      "cl"."course_id" = "s"."course_id"
                  )
                  else coalesce("sl"."duration", 0)
                end
              ) as "minutes"
            from
              "learning_path_steps" as "s"
              inner join "courses" as "sc" on "sc"."id" = "s"."course_id"
              and "sc"."deleted_at" is null
              left join "lessons" as "sl" on "sl"."id" = "s"."lesson_id"
            where
              "s"."path_id" = "p"."id"
              and "s"."is_required" = $4
          ),
          0
        )
      end as "minutes",
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
              and "qa"."user_id" = "u"."id"
              and "qa"."status" != $5
              and "qa"."pending_review" = $6
              and "qa"."score" is not null
            group by
              "q"."id"
          ) as "best"
      ) as "final_score",
      (
        ($7::timestamptz at time zone 'UTC') + make_interval(months => "s"."validity_months")
      ) at time zone 'UTC' as "valid_until"
    from
      "users" as "u"
      left join "courses" as "c" on "c"."id" = $8
      left join "learning_paths" as "p" on "p"."id" = $9
      left join "certificate_settings" as "s" on (
        "s"."course_id" = "c"."id"
        or "s"."path_id" = "p"."id"
      )
    where
      "u"."id" = $10
      and (
        "c"."id" is not null
        or "p"."id" is not null
      )
  ),
  "issued" as (
    insert into
      "certificates" (
        "code",
        "user_id",
        "course_id",
        "path_id",
        "learner_name",
        "course_title",
        "minutes",
        "final_score",
        "issued_at",
        "valid_until",
        "renews_id"
      )
    select
      $11 as "code",
      "user_id",
      "course_id",
      "path_id",
      "learner_name",
      "course_title",
      "minutes",
      "final_score",
      $12 as "issued_at",
      "valid_until",
      $13 as "renews_id"
    from
      "snapshot"
    returning
      "id",
      "code",
      "course_id",
      "path_id",
      "learner_name",
      "course_title",
      "minutes",
      "final_score",
      "public",
      "issued_at",
      "valid_until",
      "renewed_at",
      "revoked_at",
      "revoke_reason"
  )
select
  "issued".*,
  "snapshot"."email",
  "snapshot"."user_id"
from
  "issued"
  cross join "snapshot";

-- CertificatesRepository.insertRenewal (of a path)
with
  "snapshot" as (
    select
      "u"."id" as "user_id",
      "c"."id" as "course_id",
      "p"."id" as "path_id",
      "u"."email",
      coalesce(
        nullif(
          btrim("u"."first_name" || $1 || "u"."last_name"),
          $2
        ),
        split_part("u"."email", $3, 1)
      ) as "learner_name",
      coalesce("c"."title", "p"."certificate_title") as "course_title",
      case
        when "c"."id" is not null then cast(
          (
            select
              coalesce(sum("l"."duration"), 0) as "minutes"
            from
              "lessons" as "l"
            where
              "l"."course_id" = "c"."id"
          ) as integer
        )
        else coalesce(
          (
            select
              sum(
                case
                  when "s"."lesson_id" is null then (
                    select
                      coalesce(sum("cl"."duration"), 0) as "minutes"
                    from
                      "lessons" as "cl"
                    where
                      "cl"."course_id" = "s"."course_id"
                  )
                  else coalesce("sl"."duration", 0)
                end
              ) as "minutes"
            from
              "learning_path_steps" as "s"
              inner join "courses" as "sc" on "sc"."id" = "s"."course_id"
              and "sc"."deleted_at" is null
              left join "lessons" as "sl" on "sl"."id" = "s"."lesson_id"
            where
              "s"."path_id" = "p"."id"
              and "s"."is_required" = $4
          ),
          0
        )
      end as "minutes",
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
              and "qa"."user_id" = "u"."id"
              and "qa"."status" != $5
              and "qa"."pending_review" = $6
              and "qa"."score" is not null
            group by
              "q"."id"
          ) as "best"
      ) as "final_score",
      (
        ($7::timestamptz at time zone 'UTC') + make_interval(months => "s"."validity_months")
      ) at time zone 'UTC' as "valid_until"
    from
      "users" as "u"
      left join "courses" as "c" on "c"."id" = $8
      left join "learning_paths" as "p" on "p"."id" = $9
      left join "certificate_settings" as "s" on (
        "s"."course_id" = "c"."id"
        or "s"."path_id" = "p"."id"
      )
    where
      "u"."id" = $10
      and (
        "c"."id" is not null
        or "p"."id" is not null
      )
  ),
  "issued" as (
    insert into
      "certificates" (
        "code",
        "user_id",
        "course_id",
        "path_id",
        "learner_name",
        "course_title",
        "minutes",
        "final_score",
        "issued_at",
        "valid_until",
        "renews_id"
      )
    select
      $11 as "code",
      "user_id",
      "course_id",
      "path_id",
      "learner_name",
      "course_title",
      "minutes",
      "final_score",
      $12 as "issued_at",
      "valid_until",
      $13 as "renews_id"
    from
      "snapshot"
    returning
      "id",
      "code",
      "course_id",
      "path_id",
      "learner_name",
      "course_title",
      "minutes",
      "final_score",
      "public",
      "issued_at",
      "valid_until",
      "renewed_at",
      "revoked_at",
      "revoke_reason"
  )
select
  "issued".*,
  "snapshot"."email",
  "snapshot"."user_id"
from
  "issued"
  cross join "snapshot";

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
              and "qa"."user_id" = "u"."id"
              and "qa"."status" != $4
              and "qa"."pending_review" = $5
              and "qa"."score" is not null
            group by
              "q"."id"
          ) as "best"
      ) as "final_score",
      (
        ($6::timestamptz at time zone 'UTC') + make_interval(months => "s"."validity_months")
      ) at time zone 'UTC' as "valid_until"
    from
      "enrollments" as "e"
      inner join "users" as "u" on "u"."id" = "e"."user_id"
      inner join "courses" as "c" on "c"."id" = "e"."course_id"
      left join "certificate_settings" as "s" on "s"."course_id" = "c"."id"
    where
      "e"."user_id" = $7
      and "e"."course_id" = $8
      and "e"."status" = $9
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
        "issued_at",
        "valid_until"
      )
    select
      $10 as "code",
      "user_id",
      "course_id",
      "learner_name",
      "course_title",
      "minutes",
      "final_score",
      $11 as "issued_at",
      "valid_until"
    from
      "eligible"
    on conflict ("user_id", "course_id")
    where
      "renewed_at" is null do nothing
    returning
      "id",
      "code",
      "course_id",
      "path_id",
      "learner_name",
      "course_title",
      "minutes",
      "final_score",
      "public",
      "issued_at",
      "valid_until",
      "renewed_at",
      "revoked_at",
      "revoke_reason"
  )
select
  "issued".*,
  "eligible"."email",
  "eligible"."user_id"
from
  "issued"
  cross join "eligible";

-- CertificatesRepository.issuePathIfEligible
with
  "eligible" as (
    select
      "u"."id" as "user_id",
      "p"."id" as "path_id",
      "u"."email",
      coalesce(
        nullif(
          btrim("u"."first_name" || $1 || "u"."last_name"),
          $2
        ),
        split_part("u"."email", $3, 1)
      ) as "learner_name",
      "p"."certificate_title" as "course_title",
      coalesce(
        (
          select
            sum(
              case
                when "s"."lesson_id" is null then (
                  select
                    coalesce(sum("cl"."duration"), 0) as "minutes"
                  from
                    "lessons" as "cl"
                  where
                    "cl"."course_id" = "s"."course_id"
                )
                else coalesce("sl"."duration", 0)
              end
            ) as "minutes"
          from
            "learning_path_steps" as "s"
            inner join "courses" as "sc" on "sc"."id" = "s"."course_id"
            and "sc"."deleted_at" is null
            left join "lessons" as "sl" on "sl"."id" = "s"."lesson_id"
          where
            "s"."path_id" = "p"."id"
            and "s"."is_required" = $4
        ),
        0
      ) as "minutes",
      (
        ($5::timestamptz at time zone 'UTC') + make_interval(months => "s"."validity_months")
      ) at time zone 'UTC' as "valid_until"
    from
      "users" as "u"
      inner join "learning_paths" as "p" on "p"."id" = $6
      left join "certificate_settings" as "s" on "s"."path_id" = "p"."id"
    where
      "u"."id" = $7
      and "p"."is_published" = $8
      and "p"."deleted_at" is null
      and exists (
        select
          "s"."id"
        from
          "learning_path_steps" as "s"
          inner join "courses" as "sc" on "sc"."id" = "s"."course_id"
          and "sc"."deleted_at" is null
        where
          "s"."path_id" = "p"."id"
          and "s"."is_required" = $9
      )
      and not exists (
        select
          "s"."id"
        from
          "learning_path_steps" as "s"
          inner join "courses" as "sc" on "sc"."id" = "s"."course_id"
          and "sc"."deleted_at" is null
        where
          "s"."path_id" = "p"."id"
          and "s"."is_required" = $10
          and not case
            when "s"."lesson_id" is null then exists (
              select
                "cert"."id"
              from
                "certificates" as "cert"
              where
                "cert"."course_id" = "s"."course_id"
                and "cert"."user_id" = "u"."id"
                and "cert"."renewed_at" is null
                and "cert"."revoked_at" is null
            )
            else exists (
              select
                "lp"."id"
              from
                "lesson_progress" as "lp"
              where
                "lp"."lesson_id" = "s"."lesson_id"
                and "lp"."user_id" = "u"."id"
            )
          end
      )
  ),
  "issued" as (
    insert into
      "certificates" (
        "code",
        "user_id",
        "path_id",
        "learner_name",
        "course_title",
        "minutes",
        "issued_at",
        "valid_until"
      )
    select
      $11 as "code",
      "user_id",
      "path_id",
      "learner_name",
      "course_title",
      "minutes",
      $12 as "issued_at",
      "valid_until"
    from
      "eligible"
    on conflict ("user_id", "path_id")
    where
      "renewed_at" is null
      and "path_id" is not null do nothing
    returning
      "id",
      "code",
      "course_id",
      "path_id",
      "learner_name",
      "course_title",
      "minutes",
      "final_score",
      "public",
      "issued_at",
      "valid_until",
      "renewed_at",
      "revoked_at",
      "revoke_reason"
  )
select
  "issued".*,
  "eligible"."email",
  "eligible"."user_id"
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

-- CertificatesRepository.markRenewed
update "certificates" as "cert"
set
  "renewed_at" = $1
where
  "cert"."id" = $2
  and "cert"."renewed_at" is null
  and "cert"."revoked_at" is null
  and "cert"."user_id" is not null
  and (
    exists (
      select
        "c"."id"
      from
        "courses" as "c"
      where
        "c"."id" = "cert"."course_id"
        and "c"."deleted_at" is null
    )
    or exists (
      select
        "p"."id"
      from
        "learning_paths" as "p"
      where
        "p"."id" = "cert"."path_id"
        and "p"."deleted_at" is null
    )
  )
returning
  "cert"."id",
  "cert"."code",
  "cert"."user_id",
  "cert"."course_id",
  "cert"."path_id",
  "cert"."issued_at",
  "cert"."valid_until";

-- CertificatesRepository.ofUser
select
  "cert"."id",
  "cert"."code",
  "cert"."course_id",
  "cert"."path_id",
  "cert"."learner_name",
  "cert"."course_title",
  "cert"."minutes",
  "cert"."final_score",
  "cert"."public",
  "cert"."issued_at",
  "cert"."valid_until",
  "cert"."renewed_at",
  "cert"."revoked_at",
  "cert"."revoke_reason",
  (
    select
      "renewed"."code"
    from
      "certificates" as "renewed"
    where
      "renewed"."id" = "cert"."renews_id"
  ) as "renews_code",
  (
    select
      "renewal"."code"
    from
      "certificates" as "renewal"
    where
      "renewal"."renews_id" = "cert"."id"
  ) as "renewed_by_code",
  (
    select
      to_json(obj)
    from
      (
        select
          "p"."id",
          "p"."slug",
          "p"."title"
        from
          "learning_paths" as "p"
        where
          "p"."id" = "cert"."path_id"
      ) as obj
  ) as "path",
  (
    select
      to_json(obj)
    from
      (
        select
          case
            when "rc"."id" is not null then $1
            when "rl"."type" = $2 then $3
            else $4
          end as "kind",
          coalesce("rc"."id", "rl"."id") as "id",
          coalesce("rc"."title", "rl"."title") as "title",
          "rlc"."id" as "course_id",
          "rlc"."title" as "course_title",
          "rl"."type" as "lesson_type"
        from
          "certificate_settings" as "s"
          left join "courses" as "rc" on "rc"."id" = "s"."refresher_course_id"
          and "rc"."deleted_at" is null
          left join "lessons" as "rl" on "rl"."id" = "s"."refresher_lesson_id"
          left join "courses" as "rlc" on "rlc"."id" = "rl"."course_id"
          and "rlc"."deleted_at" is null
        where
          (
            "s"."course_id" = "cert"."course_id"
            or "s"."path_id" = "cert"."path_id"
          )
          and (
            "rc"."id" is not null
            or "rlc"."id" is not null
          )
      ) as obj
  ) as "refresher",
  (
    exists (
      select
        "c"."id"
      from
        "courses" as "c"
      where
        "c"."id" = "cert"."course_id"
        and "c"."deleted_at" is null
    )
    or exists (
      select
        "p"."id"
      from
        "learning_paths" as "p"
      where
        "p"."id" = "cert"."path_id"
        and "p"."deleted_at" is null
    )
  ) as "subject_live"
from
  "certificates" as "cert"
where
  "cert"."user_id" = $5
order by
  "cert"."issued_at" desc,
  "cert"."id" desc;

-- CertificatesRepository.pathCertificateCandidates
select
  "u"."id"
from
  "users" as "u"
  inner join "learning_paths" as "p" on "p"."id" = $1
where
  "u"."id" in (
    select
      "cert"."user_id"
    from
      "learning_path_steps" as "s"
      inner join "certificates" as "cert" on "cert"."course_id" = "s"."course_id"
      and "s"."lesson_id" is null
    where
      "s"."path_id" = $2
      and "s"."is_required" = $3
    union
    select
      "lp"."user_id"
    from
      "learning_path_steps" as "s"
      inner join "lesson_progress" as "lp" on "lp"."lesson_id" = "s"."lesson_id"
    where
      "s"."path_id" = $4
      and "s"."is_required" = $5
  )
  and "p"."is_published" = $6
  and "p"."deleted_at" is null
  and exists (
    select
      "s"."id"
    from
      "learning_path_steps" as "s"
      inner join "courses" as "sc" on "sc"."id" = "s"."course_id"
      and "sc"."deleted_at" is null
    where
      "s"."path_id" = "p"."id"
      and "s"."is_required" = $7
  )
  and not exists (
    select
      "s"."id"
    from
      "learning_path_steps" as "s"
      inner join "courses" as "sc" on "sc"."id" = "s"."course_id"
      and "sc"."deleted_at" is null
    where
      "s"."path_id" = "p"."id"
      and "s"."is_required" = $8
      and not case
        when "s"."lesson_id" is null then exists (
          select
            "cert"."id"
          from
            "certificates" as "cert"
          where
            "cert"."course_id" = "s"."course_id"
            and "cert"."user_id" = "u"."id"
            and "cert"."renewed_at" is null
            and "cert"."revoked_at" is null
        )
        else exists (
          select
            "lp"."id"
          from
            "lesson_progress" as "lp"
          where
            "lp"."lesson_id" = "s"."lesson_id"
            and "lp"."user_id" = "u"."id"
        )
      end
  )
  and not exists (
    select
      "cert"."id"
    from
      "certificates" as "cert"
    where
      "cert"."path_id" = "p"."id"
      and "cert"."user_id" = "u"."id"
      and "cert"."renewed_at" is null
  )
order by
  "u"."id";

-- CertificatesRepository.pathOf
select
  "id",
  "slug",
  "title"
from
  "learning_paths"
where
  "id" = $1;

-- CertificatesRepository.pathsToCertify
select
  "p"."id"
from
  "learning_paths" as "p"
where
  "p"."is_published" = $1
  and "p"."deleted_at" is null
  and exists (
    select
      "s"."id"
    from
      "learning_path_steps" as "s"
      inner join "courses" as "sc" on "sc"."id" = "s"."course_id"
      and "sc"."deleted_at" is null
    where
      "s"."path_id" = "p"."id"
      and "s"."is_required" = $2
      and (
        (
          "s"."course_id" = $3
          and "s"."lesson_id" is null
        )
        or "s"."lesson_id" = $4
      )
  )
  and not exists (
    select
      "cert"."id"
    from
      "certificates" as "cert"
    where
      "cert"."path_id" = "p"."id"
      and "cert"."user_id" = $5
      and "cert"."renewed_at" is null
  )
order by
  "p"."id";

-- CertificatesRepository.refresherCandidates
select
  exists (
    select
      "rc"."id"
    from
      "courses" as "rc"
    where
      "rc"."id" = $1
      and "rc"."deleted_at" is null
  ) as "course_exists",
  (
    select
      to_json(obj)
    from
      (
        select
          "rl"."course_id",
          "rl"."type",
          exists (
            select
              "q"."id"
            from
              "quizzes" as "q"
              inner join "quiz_questions" as "qq" on "qq"."quiz_id" = "q"."id"
            where
              "q"."lesson_id" = "rl"."id"
          ) as "has_questions"
        from
          "lessons" as "rl"
          inner join "courses" as "rlc" on "rlc"."id" = "rl"."course_id"
        where
          "rl"."id" = $2
          and "rlc"."deleted_at" is null
      ) as obj
  ) as "lesson";

-- CertificatesRepository.reminderFacts
select
  "cert"."code",
  "cert"."learner_name",
  "cert"."course_title",
  "cert"."valid_until",
  "cert"."renewed_at",
  "cert"."revoked_at",
  "u"."email",
  (
    select
      to_json(obj)
    from
      (
        select
          case
            when "rc"."id" is not null then $1
            when "rl"."type" = $2 then $3
            else $4
          end as "kind",
          coalesce("rc"."id", "rl"."id") as "id",
          coalesce("rc"."title", "rl"."title") as "title",
          "rlc"."id" as "course_id",
          "rlc"."title" as "course_title",
          "rl"."type" as "lesson_type"
        from
          "certificate_settings" as "s"
          left join "courses" as "rc" on "rc"."id" = "s"."refresher_course_id"
          and "rc"."deleted_at" is null
          left join "lessons" as "rl" on "rl"."id" = "s"."refresher_lesson_id"
          left join "courses" as "rlc" on "rlc"."id" = "rl"."course_id"
          and "rlc"."deleted_at" is null
        where
          (
            "s"."course_id" = "cert"."course_id"
            or "s"."path_id" = "cert"."path_id"
          )
          and (
            "rc"."id" is not null
            or "rlc"."id" is not null
          )
      ) as obj
  ) as "refresher"
from
  "certificates" as "cert"
  inner join "users" as "u" on "u"."id" = "cert"."user_id"
where
  "cert"."id" = $5
  and (
    exists (
      select
        "c"."id"
      from
        "courses" as "c"
      where
        "c"."id" = "cert"."course_id"
        and "c"."deleted_at" is null
    )
    or exists (
      select
        "p"."id"
      from
        "learning_paths" as "p"
      where
        "p"."id" = "cert"."path_id"
        and "p"."deleted_at" is null
    )
  );

-- CertificatesRepository.renewableBy
select
  "cert"."id"
from
  "certificates" as "cert"
  inner join "certificate_settings" as "s" on (
    "s"."course_id" = "cert"."course_id"
    or "s"."path_id" = "cert"."path_id"
  )
  left join "lessons" as "rl" on "rl"."id" = "s"."refresher_lesson_id"
where
  "cert"."user_id" = $1
  and "cert"."renewed_at" is null
  and "cert"."revoked_at" is null
  and "cert"."valid_until" <= $2
  and "cert"."code" is distinct from $3
  and (
    exists (
      select
        "c"."id"
      from
        "courses" as "c"
      where
        "c"."id" = "cert"."course_id"
        and "c"."deleted_at" is null
    )
    or exists (
      select
        "p"."id"
      from
        "learning_paths" as "p"
      where
        "p"."id" = "cert"."path_id"
        and "p"."deleted_at" is null
    )
  )
  and (
    (
      "s"."refresher_lesson_id" = $4
      and "rl"."type" not in ($5, $6)
    )
    or "s"."refresher_course_id" = $7
  )
order by
  "cert"."id";

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
  "path_id",
  "learner_name",
  "course_title",
  "minutes",
  "final_score",
  "public",
  "issued_at",
  "valid_until",
  "renewed_at",
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
  ) as "email",
  (
    select
      "p"."title"
    from
      "learning_paths" as "p"
    where
      "p"."id" = "certificates"."path_id"
  ) as "path_title";

-- CertificatesRepository.saveSettings (of a course)
select
  $1 as "subject_id",
  $2 as "validity_months",
  $3 as "refresher_course_id",
  $4 as "refresher_lesson_id",
  $5 as "updated_at"
where
  exists (
    select
      "x"."id"
    from
      "courses" as "x"
    where
      "x"."id" = $6
      and "x"."deleted_at" is null
  );
insert into
  "certificate_settings" (
    "course_id",
    "validity_months",
    "refresher_course_id",
    "refresher_lesson_id",
    "updated_at"
  )
select
  $1 as "subject_id",
  $2 as "validity_months",
  $3 as "refresher_course_id",
  $4 as "refresher_lesson_id",
  $5 as "updated_at"
where
  exists (
    select
      "x"."id"
    from
      "courses" as "x"
    where
      "x"."id" = $6
      and "x"."deleted_at" is null
  )
on conflict ("course_id") do update
set
  "validity_months" = $7,
  "refresher_course_id" = $8,
  "refresher_lesson_id" = $9,
  "updated_at" = $10;

-- CertificatesRepository.saveSettings (of a path)
select
  $1 as "subject_id",
  $2 as "validity_months",
  $3 as "refresher_course_id",
  $4 as "refresher_lesson_id",
  $5 as "updated_at"
where
  exists (
    select
      "x"."id"
    from
      "learning_paths" as "x"
    where
      "x"."id" = $6
      and "x"."deleted_at" is null
  );
insert into
  "certificate_settings" (
    "path_id",
    "validity_months",
    "refresher_course_id",
    "refresher_lesson_id",
    "updated_at"
  )
select
  $1 as "subject_id",
  $2 as "validity_months",
  $3 as "refresher_course_id",
  $4 as "refresher_lesson_id",
  $5 as "updated_at"
where
  exists (
    select
      "x"."id"
    from
      "learning_paths" as "x"
    where
      "x"."id" = $6
      and "x"."deleted_at" is null
  )
on conflict ("path_id") do update
set
  "validity_months" = $7,
  "refresher_course_id" = $8,
  "refresher_lesson_id" = $9,
  "updated_at" = $10;

-- CertificatesRepository.setPublic
update "certificates" as "cert"
set
  "public" = $1
where
  "cert"."code" = $2
  and "cert"."user_id" = $3
returning
  "cert"."id",
  "cert"."code",
  "cert"."course_id",
  "cert"."path_id",
  "cert"."learner_name",
  "cert"."course_title",
  "cert"."minutes",
  "cert"."final_score",
  "cert"."public",
  "cert"."issued_at",
  "cert"."valid_until",
  "cert"."renewed_at",
  "cert"."revoked_at",
  "cert"."revoke_reason",
  (
    select
      "renewed"."code"
    from
      "certificates" as "renewed"
    where
      "renewed"."id" = "cert"."renews_id"
  ) as "renews_code",
  (
    select
      "renewal"."code"
    from
      "certificates" as "renewal"
    where
      "renewal"."renews_id" = "cert"."id"
  ) as "renewed_by_code",
  (
    select
      to_json(obj)
    from
      (
        select
          "p"."id",
          "p"."slug",
          "p"."title"
        from
          "learning_paths" as "p"
        where
          "p"."id" = "cert"."path_id"
      ) as obj
  ) as "path";

-- CertificatesRepository.settings (of a course)
select
  exists (
    select
      "x"."id"
    from
      "courses" as "x"
    where
      "x"."id" = $1
      and "x"."deleted_at" is null
  ) as "live",
  (
    select
      to_json(obj)
    from
      (
        select
          "s"."validity_months",
          "rc"."id" as "refresher_course_id",
          "rc"."title" as "refresher_course_title",
          "rl"."id" as "refresher_lesson_id",
          "rl"."title" as "refresher_lesson_title",
          "rl"."type" as "refresher_lesson_type",
          "rlc"."id" as "refresher_lesson_course_id",
          "rlc"."title" as "refresher_lesson_course_title"
        from
          "certificate_settings" as "s"
          left join "courses" as "rc" on "rc"."id" = "s"."refresher_course_id"
          and "rc"."deleted_at" is null
          left join "lessons" as "rl" on "rl"."id" = "s"."refresher_lesson_id"
          left join "courses" as "rlc" on "rlc"."id" = "rl"."course_id"
          and "rlc"."deleted_at" is null
        where
          "s"."course_id" = $2
      ) as obj
  ) as "settings";

-- CertificatesRepository.settings (of a path)
select
  exists (
    select
      "x"."id"
    from
      "learning_paths" as "x"
    where
      "x"."id" = $1
      and "x"."deleted_at" is null
  ) as "live",
  (
    select
      to_json(obj)
    from
      (
        select
          "s"."validity_months",
          "rc"."id" as "refresher_course_id",
          "rc"."title" as "refresher_course_title",
          "rl"."id" as "refresher_lesson_id",
          "rl"."title" as "refresher_lesson_title",
          "rl"."type" as "refresher_lesson_type",
          "rlc"."id" as "refresher_lesson_course_id",
          "rlc"."title" as "refresher_lesson_course_title"
        from
          "certificate_settings" as "s"
          left join "courses" as "rc" on "rc"."id" = "s"."refresher_course_id"
          and "rc"."deleted_at" is null
          left join "lessons" as "rl" on "rl"."id" = "s"."refresher_lesson_id"
          left join "courses" as "rlc" on "rlc"."id" = "rl"."course_id"
          and "rlc"."deleted_at" is null
        where
          "s"."path_id" = $2
      ) as obj
  ) as "settings";

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

-- CertificatesRepository.snapshotPathCredits
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
  "pc"."body",
  "pc"."category",
  "pc"."hundredths",
  "pc"."activity_id",
  "pc"."body_name",
  "c"."issued_at"
from
  "certificates" as "c"
  inner join "path_credits" as "pc" on "pc"."path_id" = "c"."path_id"
where
  "c"."id" = $1
order by
  "pc"."id"
on conflict ("certificate_id", "body", "category") do nothing
returning
  "certificate_id",
  "body",
  "category",
  "hundredths",
  "activity_id",
  "body_name";
