-- Written by `npm run sql -w backend` from src/modules/exports/exports.repository.ts: do not edit.

-- ExportsRepository.course
select
  "id"
from
  "courses"
where
  "id" = $1;

-- ExportsRepository.creditRecords (a body)
select
  "cc"."id",
  "cc"."earned_at",
  "c"."user_id",
  "u"."first_name",
  "u"."last_name",
  coalesce("u"."email", "h"."email") as "email",
  "h"."learner_name" as "kept_name",
  "c"."course_id",
  "c"."course_title",
  "c"."code",
  "cc"."body",
  "cc"."category",
  "cc"."hundredths",
  "cc"."activity_id",
  "cc"."body_name",
  "c"."revoked_at"
from
  "certificate_credits" as "cc"
  inner join "certificates" as "c" on "c"."id" = "cc"."certificate_id"
  left join "users" as "u" on "u"."id" = "c"."user_id"
  left join "credit_record_holders" as "h" on "h"."certificate_id" = "c"."id"
where
  "cc"."body" = $1
  and (
    "c"."user_id" is not null
    or "h"."certificate_id" is not null
  )
order by
  "cc"."earned_at",
  "cc"."id";

-- ExportsRepository.creditRecords (a body, a course and a date range)
select
  "cc"."id",
  "cc"."earned_at",
  "c"."user_id",
  "u"."first_name",
  "u"."last_name",
  coalesce("u"."email", "h"."email") as "email",
  "h"."learner_name" as "kept_name",
  "c"."course_id",
  "c"."course_title",
  "c"."code",
  "cc"."body",
  "cc"."category",
  "cc"."hundredths",
  "cc"."activity_id",
  "cc"."body_name",
  "c"."revoked_at"
from
  "certificate_credits" as "cc"
  inner join "certificates" as "c" on "c"."id" = "cc"."certificate_id"
  left join "users" as "u" on "u"."id" = "c"."user_id"
  left join "credit_record_holders" as "h" on "h"."certificate_id" = "c"."id"
where
  "cc"."body" = $1
  and (
    "c"."user_id" is not null
    or "h"."certificate_id" is not null
  )
  and "c"."course_id" = $2
  and "cc"."earned_at" >= $3
  and "cc"."earned_at" < $4
order by
  "cc"."earned_at",
  "cc"."id";

-- ExportsRepository.enrollments (everything)
with
  "totals" as (
    select
      "course_id",
      cast(count(*) as integer) as "total"
    from
      "lessons"
    group by
      "course_id"
  )
select
  "e"."id",
  "e"."user_id",
  "u"."first_name",
  "u"."last_name",
  "u"."email",
  "e"."course_id",
  "c"."title" as "course_title",
  "e"."enrolled_at",
  "e"."source",
  "e"."status",
  "e"."completed_lessons",
  coalesce("t"."total", 0) as "total_lessons",
  case
    when (
      "t"."total" > $1
      and "e"."completed_lessons" >= "t"."total"
    ) then (
      select
        max("lp"."completed_at") as "completed_at"
      from
        "lesson_progress" as "lp"
      where
        "lp"."user_id" = "e"."user_id"
        and "lp"."course_id" = "e"."course_id"
    )
  end as "completed_at",
  "e"."last_viewed_at"
from
  "enrollments" as "e"
  inner join "users" as "u" on "u"."id" = "e"."user_id"
  inner join "courses" as "c" on "c"."id" = "e"."course_id"
  left join "totals" as "t" on "t"."course_id" = "e"."course_id"
order by
  "e"."id";

-- ExportsRepository.enrollments (a course and a date range)
with
  "totals" as (
    select
      "course_id",
      cast(count(*) as integer) as "total"
    from
      "lessons"
    where
      "course_id" = $1
    group by
      "course_id"
  )
select
  "e"."id",
  "e"."user_id",
  "u"."first_name",
  "u"."last_name",
  "u"."email",
  "e"."course_id",
  "c"."title" as "course_title",
  "e"."enrolled_at",
  "e"."source",
  "e"."status",
  "e"."completed_lessons",
  coalesce("t"."total", 0) as "total_lessons",
  case
    when (
      "t"."total" > $2
      and "e"."completed_lessons" >= "t"."total"
    ) then (
      select
        max("lp"."completed_at") as "completed_at"
      from
        "lesson_progress" as "lp"
      where
        "lp"."user_id" = "e"."user_id"
        and "lp"."course_id" = "e"."course_id"
    )
  end as "completed_at",
  "e"."last_viewed_at"
from
  "enrollments" as "e"
  inner join "users" as "u" on "u"."id" = "e"."user_id"
  inner join "courses" as "c" on "c"."id" = "e"."course_id"
  left join "totals" as "t" on "t"."course_id" = "e"."course_id"
where
  "e"."course_id" = $3
  and "e"."enrolled_at" >= $4
  and "e"."enrolled_at" < $5
order by
  "e"."id";

-- ExportsRepository.payments (everything)
select
  "p"."id",
  "p"."user_id",
  "u"."first_name",
  "u"."last_name",
  "p"."email",
  "p"."course_id",
  "c"."title" as "course_title",
  "p"."amount",
  "p"."currency",
  "p"."status",
  "p"."kind",
  "p"."created_at",
  "p"."original_amount",
  "p"."discount_amount",
  "p"."coupon_code",
  "p"."path_id",
  "lp"."title" as "path_title"
from
  "payments" as "p"
  left join "courses" as "c" on "c"."id" = "p"."course_id"
  left join "learning_paths" as "lp" on "lp"."id" = "p"."path_id"
  left join "users" as "u" on "u"."id" = "p"."user_id"
order by
  "p"."id";

-- ExportsRepository.payments (a course and a date range)
select
  "p"."id",
  "p"."user_id",
  "u"."first_name",
  "u"."last_name",
  "p"."email",
  "p"."course_id",
  "c"."title" as "course_title",
  "p"."amount",
  "p"."currency",
  "p"."status",
  "p"."kind",
  "p"."created_at",
  "p"."original_amount",
  "p"."discount_amount",
  "p"."coupon_code",
  "p"."path_id",
  "lp"."title" as "path_title"
from
  "payments" as "p"
  left join "courses" as "c" on "c"."id" = "p"."course_id"
  left join "learning_paths" as "lp" on "lp"."id" = "p"."path_id"
  left join "users" as "u" on "u"."id" = "p"."user_id"
where
  "p"."course_id" = $1
  and "p"."created_at" >= $2
  and "p"."created_at" < $3
order by
  "p"."id";

-- ExportsRepository.practiceAttempts (everything)
select
  "a"."id",
  "a"."user_id",
  "u"."first_name",
  "u"."last_name",
  "u"."email",
  "l"."course_id",
  "c"."title" as "course_title",
  "l"."title" as "lesson_title",
  "a"."attempt_number",
  "a"."mode",
  "a"."status",
  "a"."end_reason",
  "a"."started_at",
  "a"."ended_at",
  "a"."total",
  "a"."passed",
  "a"."scores",
  "pl"."rubric"
from
  "practice_attempts" as "a"
  inner join "lessons" as "l" on "l"."id" = "a"."lesson_id"
  inner join "courses" as "c" on "c"."id" = "l"."course_id"
  inner join "users" as "u" on "u"."id" = "a"."user_id"
  left join "practice_lessons" as "pl" on "pl"."lesson_id" = "a"."lesson_id"
where
  "a"."status" <> $1
order by
  "a"."id";

-- ExportsRepository.practiceAttempts (a course and a date range)
select
  "a"."id",
  "a"."user_id",
  "u"."first_name",
  "u"."last_name",
  "u"."email",
  "l"."course_id",
  "c"."title" as "course_title",
  "l"."title" as "lesson_title",
  "a"."attempt_number",
  "a"."mode",
  "a"."status",
  "a"."end_reason",
  "a"."started_at",
  "a"."ended_at",
  "a"."total",
  "a"."passed",
  "a"."scores",
  "pl"."rubric"
from
  "practice_attempts" as "a"
  inner join "lessons" as "l" on "l"."id" = "a"."lesson_id"
  inner join "courses" as "c" on "c"."id" = "l"."course_id"
  inner join "users" as "u" on "u"."id" = "a"."user_id"
  left join "practice_lessons" as "pl" on "pl"."lesson_id" = "a"."lesson_id"
where
  "a"."status" <> $1
  and "l"."course_id" = $2
  and "a"."ended_at" >= $3
  and "a"."ended_at" < $4
order by
  "a"."id";

-- ExportsRepository.quizAttempts (everything)
select
  "a"."id",
  "a"."user_id",
  "u"."first_name",
  "u"."last_name",
  "u"."email",
  "l"."course_id",
  "c"."title" as "course_title",
  "l"."title" as "lesson_title",
  "q"."title" as "quiz_title",
  "a"."attempt_number",
  "a"."submitted_at",
  "a"."score",
  "a"."passed",
  "a"."pending_review",
  (
    select
      cast(
        round(avg(cast(g.value ->> 'f1' as numeric)) * 100, 1) as double precision
      )
    from
      jsonb_each("a"."search_grades") as g
  ) as "sourcing_f1"
from
  "quiz_attempts" as "a"
  inner join "quizzes" as "q" on "q"."id" = "a"."quiz_id"
  inner join "lessons" as "l" on "l"."id" = "q"."lesson_id"
  inner join "courses" as "c" on "c"."id" = "l"."course_id"
  inner join "users" as "u" on "u"."id" = "a"."user_id"
where
  "a"."status" <> $1
order by
  "a"."id";

-- ExportsRepository.quizAttempts (a course and a date range)
select
  "a"."id",
  "a"."user_id",
  "u"."first_name",
  "u"."last_name",
  "u"."email",
  "l"."course_id",
  "c"."title" as "course_title",
  "l"."title" as "lesson_title",
  "q"."title" as "quiz_title",
  "a"."attempt_number",
  "a"."submitted_at",
  "a"."score",
  "a"."passed",
  "a"."pending_review",
  (
    select
      cast(
        round(avg(cast(g.value ->> 'f1' as numeric)) * 100, 1) as double precision
      )
    from
      jsonb_each("a"."search_grades") as g
  ) as "sourcing_f1"
from
  "quiz_attempts" as "a"
  inner join "quizzes" as "q" on "q"."id" = "a"."quiz_id"
  inner join "lessons" as "l" on "l"."id" = "q"."lesson_id"
  inner join "courses" as "c" on "c"."id" = "l"."course_id"
  inner join "users" as "u" on "u"."id" = "a"."user_id"
where
  "a"."status" <> $1
  and "l"."course_id" = $2
  and "a"."submitted_at" >= $3
  and "a"."submitted_at" < $4
order by
  "a"."id";

-- ExportsRepository.scormAttempts (everything)
select
  "a"."id",
  "a"."user_id",
  "u"."first_name",
  "u"."last_name",
  "u"."email",
  "l"."course_id",
  "c"."title" as "course_title",
  "l"."title" as "lesson_title",
  "a"."version",
  "a"."completion_status",
  "a"."success_status",
  "a"."score_raw",
  "a"."score_scaled",
  "a"."total_seconds",
  "a"."completed_at",
  "a"."updated_at"
from
  "scorm_attempts" as "a"
  inner join "lessons" as "l" on "l"."id" = "a"."lesson_id"
  inner join "courses" as "c" on "c"."id" = "l"."course_id"
  inner join "users" as "u" on "u"."id" = "a"."user_id"
order by
  "a"."id";

-- ExportsRepository.scormAttempts (a course and a date range)
select
  "a"."id",
  "a"."user_id",
  "u"."first_name",
  "u"."last_name",
  "u"."email",
  "l"."course_id",
  "c"."title" as "course_title",
  "l"."title" as "lesson_title",
  "a"."version",
  "a"."completion_status",
  "a"."success_status",
  "a"."score_raw",
  "a"."score_scaled",
  "a"."total_seconds",
  "a"."completed_at",
  "a"."updated_at"
from
  "scorm_attempts" as "a"
  inner join "lessons" as "l" on "l"."id" = "a"."lesson_id"
  inner join "courses" as "c" on "c"."id" = "l"."course_id"
  inner join "users" as "u" on "u"."id" = "a"."user_id"
where
  "l"."course_id" = $1
  and "a"."updated_at" >= $2
  and "a"."updated_at" < $3
order by
  "a"."id";

-- ExportsRepository.users (everyone)
select
  "u"."id",
  "u"."first_name",
  "u"."last_name",
  "u"."email",
  "u"."role",
  "u"."email_verified_at",
  "u"."created_at",
  "u"."last_active_at",
  cast(
    (
      select
        count(*) as "count"
      from
        "enrollments" as "e"
      where
        "e"."user_id" = "u"."id"
        and "e"."status" = $1
    ) as integer
  ) as "active_enrollments"
from
  "users" as "u"
order by
  "u"."id";

-- ExportsRepository.users (a course and a date range)
select
  "u"."id",
  "u"."first_name",
  "u"."last_name",
  "u"."email",
  "u"."role",
  "u"."email_verified_at",
  "u"."created_at",
  "u"."last_active_at",
  cast(
    (
      select
        count(*) as "count"
      from
        "enrollments" as "e"
      where
        "e"."user_id" = "u"."id"
        and "e"."status" = $1
    ) as integer
  ) as "active_enrollments"
from
  "users" as "u"
where
  exists (
    select
      "e"."id"
    from
      "enrollments" as "e"
    where
      "e"."user_id" = "u"."id"
      and "e"."course_id" = $2
  )
  and "u"."created_at" >= $3
  and "u"."created_at" < $4
order by
  "u"."id";
