-- Written by `npm run sql -w backend` from src/modules/admin/admin.repository.ts: do not edit.

-- AdminRepository.countStudents (every student)
select
  cast(count(*) as integer) as "total"
from
  "enrollments" as "e"
  inner join "users" as "u" on "u"."id" = "e"."user_id"
where
  "e"."course_id" = $1
  and "e"."status" = $2;

-- AdminRepository.countStudents (a search)
select
  cast(count(*) as integer) as "total"
from
  "enrollments" as "e"
  inner join "users" as "u" on "u"."id" = "e"."user_id"
where
  "e"."course_id" = $1
  and "e"."status" = $2
  and (
    "u"."email" ilike $3
    or ("u"."first_name" || ' ' || "u"."last_name") ilike $4
  );

-- AdminRepository.courseLessonTotal
select
  cast(
    (
      select
        count(*) as "count"
      from
        "lessons" as "l"
      where
        "l"."course_id" = "c"."id"
    ) as integer
  ) as "total"
from
  "courses" as "c"
where
  "c"."id" = $1
  and "c"."deleted_at" is null;

-- AdminRepository.courseSummary
with
  "total" as (
    select
      cast(count(*) as integer) as "lessons"
    from
      "lessons"
    where
      "course_id" = $1
  )
select
  cast(count("e"."id") as integer) as "enrolled",
  cast(
    count("e"."id") filter (
      where
        (
          (
            select
              "total"."lessons"
            from
              "total"
          ) > $2
          and "e"."completed_lessons" >= (
            select
              "total"."lessons"
            from
              "total"
          )
        )
    ) as integer
  ) as "completed"
from
  "courses" as "c"
  left join "enrollments" as "e" on "e"."course_id" = "c"."id"
  and "e"."status" = $3
where
  "c"."id" = $4
  and "c"."deleted_at" is null
group by
  "c"."id";

-- AdminRepository.enrollmentsByWeek
select
  to_char(date_trunc($1, "enrolled_at"), $2) as "week_start",
  cast(count(*) as integer) as "count"
from
  "enrollments"
where
  "course_id" = $3
  and "status" = $4
group by
  "week_start"
order by
  "week_start";

-- AdminRepository.lessonFunnel
select
  "l"."id",
  "l"."title",
  cast(coalesce("done"."completed", 0) as integer) as "completed"
from
  "lessons" as "l"
  inner join "modules" as "m" on "m"."id" = "l"."module_id"
  left join (
    select
      "lesson_id",
      count(*) as "completed"
    from
      "lesson_progress"
    where
      "course_id" = $1
    group by
      "lesson_id"
  ) as "done" on "done"."lesson_id" = "l"."id"
where
  "l"."course_id" = $2
order by
  "m"."order",
  "m"."id",
  "l"."order",
  "l"."id";

-- AdminRepository.quizResults
select
  "l"."id" as "lesson_id",
  "l"."title",
  "q"."pass_mark",
  cast(
    count(distinct "a"."user_id") filter (
      where
        "a"."status" <> $1
    ) as integer
  ) as "attempted",
  cast(
    count(distinct "a"."user_id") filter (
      where
        "a"."passed" = $2
    ) as integer
  ) as "passed",
  cast(
    round(
      avg("a"."score") filter (
        where
          "a"."status" <> $3
      )
    ) as integer
  ) as "average_score"
from
  "quizzes" as "q"
  inner join "lessons" as "l" on "l"."id" = "q"."lesson_id"
  inner join "modules" as "m" on "m"."id" = "l"."module_id"
  left join "quiz_attempts" as "a" on "a"."quiz_id" = "q"."id"
where
  "l"."course_id" = $4
group by
  "l"."id",
  "l"."title",
  "q"."pass_mark",
  "m"."order",
  "m"."id",
  "l"."order"
order by
  "m"."order",
  "m"."id",
  "l"."order",
  "l"."id";

-- AdminRepository.revenue
select
  coalesce(
    sum("amount") filter (
      where
        (
          "kind" = $1
          and "status" = $2
        )
    ),
    0
  ) as "one_time",
  cast(
    count(*) filter (
      where
        (
          "kind" = $3
          and "status" = $4
        )
    ) as integer
  ) as "purchases",
  cast(
    count(*) filter (
      where
        (
          "kind" = $5
          and "status" = $6
        )
    ) as integer
  ) as "subscriptions",
  coalesce(
    sum("amount") filter (
      where
        (
          "kind" = $7
          and "status" = $8
        )
    ),
    0
  ) as "monthly",
  coalesce(
    sum("amount") filter (
      where
        "status" = $9
    ),
    0
  ) as "refunded",
  coalesce(
    sum("discount_amount") filter (
      where
        (
          "kind" = $10
          and "status" = $11
        )
    ),
    0
  ) as "discounts"
from
  "payments"
where
  "course_id" = $12;

-- AdminRepository.students (every student)
select
  "u"."id",
  "u"."first_name",
  "u"."last_name",
  "u"."email",
  "u"."role",
  "e"."enrolled_at",
  "e"."source",
  "e"."completed_lessons" as "done",
  "cert"."code" as "certificate_code",
  "cert"."issued_at" as "certificate_issued_at",
  "cert"."valid_until" as "certificate_valid_until",
  "cert"."revoked_at" as "certificate_revoked_at",
  "cert"."revoke_reason" as "certificate_revoke_reason",
  cast(count(*) over () as integer) as "matching"
from
  "enrollments" as "e"
  inner join "users" as "u" on "u"."id" = "e"."user_id"
  left join "certificates" as "cert" on "cert"."user_id" = "e"."user_id"
  and "cert"."course_id" = "e"."course_id"
  and "cert"."renewed_at" is null
where
  "e"."course_id" = $1
  and "e"."status" = $2
order by
  "e"."enrolled_at" desc,
  "u"."id";

-- AdminRepository.students (a page of a search)
select
  "u"."id",
  "u"."first_name",
  "u"."last_name",
  "u"."email",
  "u"."role",
  "e"."enrolled_at",
  "e"."source",
  "e"."completed_lessons" as "done",
  "cert"."code" as "certificate_code",
  "cert"."issued_at" as "certificate_issued_at",
  "cert"."valid_until" as "certificate_valid_until",
  "cert"."revoked_at" as "certificate_revoked_at",
  "cert"."revoke_reason" as "certificate_revoke_reason",
  cast(count(*) over () as integer) as "matching"
from
  "enrollments" as "e"
  inner join "users" as "u" on "u"."id" = "e"."user_id"
  left join "certificates" as "cert" on "cert"."user_id" = "e"."user_id"
  and "cert"."course_id" = "e"."course_id"
  and "cert"."renewed_at" is null
where
  "e"."course_id" = $1
  and "e"."status" = $2
  and (
    "u"."email" ilike $3
    or ("u"."first_name" || ' ' || "u"."last_name") ilike $4
  )
order by
  "e"."enrolled_at" desc,
  "u"."id"
limit
  $5
offset
  $6;
