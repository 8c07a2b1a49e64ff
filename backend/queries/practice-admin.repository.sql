-- Written by `npm run sql -w backend` from src/modules/practice/practice-admin.repository.ts: do not edit.

-- PracticeAdminRepository.attempt (read)
select
  "a"."id",
  "a"."lesson_id",
  "a"."user_id",
  "a"."attempt_number",
  "a"."mode",
  "a"."status",
  "a"."current_node",
  "a"."started_at",
  "a"."ended_at",
  "a"."end_reason",
  "a"."graded_at",
  "a"."scores",
  "a"."total",
  "a"."passed",
  "a"."grading_error",
  "a"."grading_started_at",
  "u"."email",
  "u"."first_name",
  "u"."last_name"
from
  "practice_attempts" as "a"
  inner join "users" as "u" on "u"."id" = "a"."user_id"
where
  "a"."id" = $1;

-- PracticeAdminRepository.attempt (locked)
select
  "a"."id",
  "a"."lesson_id",
  "a"."user_id",
  "a"."attempt_number",
  "a"."mode",
  "a"."status",
  "a"."current_node",
  "a"."started_at",
  "a"."ended_at",
  "a"."end_reason",
  "a"."graded_at",
  "a"."scores",
  "a"."total",
  "a"."passed",
  "a"."grading_error",
  "a"."grading_started_at",
  "u"."email",
  "u"."first_name",
  "u"."last_name"
from
  "practice_attempts" as "a"
  inner join "users" as "u" on "u"."id" = "a"."user_id"
where
  "a"."id" = $1
for update of
  "a";

-- PracticeAdminRepository.attemptPage
select
  "a"."id",
  "a"."lesson_id",
  "a"."user_id",
  "a"."attempt_number",
  "a"."mode",
  "a"."status",
  "a"."current_node",
  "a"."started_at",
  "a"."ended_at",
  "a"."end_reason",
  "a"."graded_at",
  "a"."scores",
  "a"."total",
  "a"."passed",
  "a"."grading_error",
  "a"."grading_started_at",
  "u"."email",
  "u"."first_name",
  "u"."last_name"
from
  "practice_attempts" as "a"
  inner join "users" as "u" on "u"."id" = "a"."user_id"
where
  "a"."lesson_id" = $1
order by
  case
    when "a"."status" = $2 then 0
    else 1
  end,
  "a"."started_at" desc,
  "a"."id" desc
limit
  $3
offset
  $4;
select
  count(*) as "count"
from
  "practice_attempts"
where
  "lesson_id" = $1;

-- PracticeAdminRepository.courseExists
select
  "id"
from
  "courses"
where
  "id" = $1
  and "deleted_at" is null;

-- PracticeAdminRepository.criterionAverages
select
  a.lesson_id,
  s.value ->> 'criterionId' as criterion_id,
  avg((s.value ->> 'score')::numeric) as average
from
  practice_attempts a
  join lessons l on l.id = a.lesson_id
  cross join lateral jsonb_array_elements(a.scores) s
where
  l.course_id = $1
  and a.status = 'graded'
  and a.scores is not null
group by
  a.lesson_id,
  s.value ->> 'criterionId';

-- PracticeAdminRepository.lesson
select
  "l"."id",
  "l"."title",
  "l"."type",
  "l"."course_id"
from
  "lessons" as "l"
  inner join "courses" as "c" on "c"."id" = "l"."course_id"
where
  "l"."id" = $1
  and "c"."deleted_at" is null;

-- PracticeAdminRepository.lessonStats
select
  "pl"."lesson_id",
  "l"."title",
  "pl"."mode",
  "pl"."rubric",
  count("a"."id") as "attempts",
  count("a"."id") filter (
    where
      "a"."status" = $1
  ) as "graded",
  count("a"."id") filter (
    where
      "a"."status" = $2
      and "a"."passed" = $3
  ) as "passed",
  avg("a"."total") filter (
    where
      "a"."status" = $4
  ) as "average_total"
from
  "practice_lessons" as "pl"
  inner join "lessons" as "l" on "l"."id" = "pl"."lesson_id"
  inner join "modules" as "m" on "m"."id" = "l"."module_id"
  left join "practice_attempts" as "a" on "a"."lesson_id" = "pl"."lesson_id"
where
  "l"."course_id" = $5
  and "l"."type" = $6
group by
  "pl"."lesson_id",
  "l"."title",
  "pl"."mode",
  "pl"."rubric",
  "m"."order",
  "l"."order",
  "l"."id"
order by
  "m"."order",
  "l"."order",
  "l"."id";

-- PracticeAdminRepository.settings
select
  "pl"."lesson_id",
  "pl"."mode",
  "pl"."persona",
  "pl"."objective",
  "pl"."opening_line",
  "pl"."max_turns",
  "pl"."rubric",
  "pl"."pass_mark",
  "pl"."max_attempts",
  "pl"."graph",
  "pl"."updated_at",
  (
    select
      count(*) as "count"
    from
      "practice_attempts" as "a"
    where
      "a"."lesson_id" = "pl"."lesson_id"
  ) as "attempt_count"
from
  "practice_lessons" as "pl"
where
  "pl"."lesson_id" = $1;
