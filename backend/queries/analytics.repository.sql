-- Written by `npm run sql -w backend` from src/modules/admin/analytics.repository.ts: do not edit.

-- AnalyticsRepository.courseCompletions
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
  "c"."id",
  "c"."title",
  cast(count("e"."id") as integer) as "enrollment_count",
  cast(
    count("e"."id") filter (
      where
        (
          "t"."total" > $1
          and "e"."completed_lessons" >= "t"."total"
        )
    ) as integer
  ) as "completed_count"
from
  "courses" as "c"
  left join "totals" as "t" on "t"."course_id" = "c"."id"
  left join "enrollments" as "e" on "e"."course_id" = "c"."id"
  and "e"."status" = $2
where
  "c"."deleted_at" is null
group by
  "c"."id",
  "c"."title",
  "t"."total"
order by
  "c"."created_at",
  "c"."id";

-- AnalyticsRepository.enrollmentProgressOf
select
  "e"."user_id",
  "c"."title" as "course_title",
  "e"."completed_lessons" as "done",
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
  "enrollments" as "e"
  inner join "courses" as "c" on "c"."id" = "e"."course_id"
where
  "e"."user_id" in ($1, $2, $3)
  and "e"."status" = $4
  and "c"."deleted_at" is null
order by
  "e"."enrolled_at";

-- AnalyticsRepository.learnerActivity
select
  "u"."id",
  "u"."first_name",
  "u"."last_name",
  "u"."email",
  greatest(
    "u"."last_active_at",
    (
      select
        max("lp"."completed_at") as "completed_at"
      from
        "lesson_progress" as "lp"
      where
        "lp"."user_id" = "u"."id"
    )
  ) as "last_activity",
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
  ) as "enrolled_courses",
  cast(
    (
      select
        count(*) as "count"
      from
        "lesson_progress" as "lp"
      where
        "lp"."user_id" = "u"."id"
    ) as integer
  ) as "completed_lessons"
from
  "users" as "u"
where
  "u"."role" <> $2
order by
  "u"."last_active_at" desc nulls last,
  "u"."id" desc
limit
  $3;

-- AnalyticsRepository.lockSummary
select
  "figures",
  "generated_at"
from
  "analytics_summaries"
where
  "id" = $1
for update;

-- AnalyticsRepository.storeSummary
update "analytics_summaries"
set
  "figures" = cast($1 as json),
  "generated_at" = $2
where
  "id" = $3;

-- AnalyticsRepository.summary (no copy held)
select
  "generated_at",
  "figures"
from
  "analytics_summaries"
where
  "id" = $1;

-- AnalyticsRepository.summary (a copy held)
select
  "generated_at",
  case
    when "generated_at" = $1 then null
    else "figures"
  end as "figures"
from
  "analytics_summaries"
where
  "id" = $2;
