-- Written by `npm run sql -w backend` from src/modules/practice/practice.repository.ts: do not edit.

-- PracticeRepository.attempt
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
  "a"."grading_started_at"
from
  "practice_attempts" as "a"
where
  "a"."id" = $1;

-- PracticeRepository.attemptFor
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
  (
    "c"."deleted_at" is null
    and (
      "c"."access_level" in ($1, $2)
      or exists (
        select
          "a"."user_id"
        from
          "course_user_access" as "a"
        where
          "a"."course_id" = "c"."id"
          and "a"."user_id" = $3
      )
    )
  ) as "is_visible",
  exists (
    select
      "e"."id"
    from
      "enrollments" as "e"
    where
      "e"."course_id" = "c"."id"
      and "e"."user_id" = $4
      and "e"."status" = $5
  ) as "is_enrolled"
from
  "practice_attempts" as "a"
  inner join "lessons" as "l" on "l"."id" = "a"."lesson_id"
  inner join "courses" as "c" on "c"."id" = "l"."course_id"
where
  "a"."id" = $6;

-- PracticeRepository.attempts
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
  "a"."grading_started_at"
from
  "practice_attempts" as "a"
where
  "a"."lesson_id" = $1
  and "a"."user_id" = $2
order by
  "a"."attempt_number";

-- PracticeRepository.attemptTokens
select
  sum("tokens") as "tokens"
from
  "model_usage"
where
  "attempt_id" = $1;

-- PracticeRepository.endAttempt
update "practice_attempts" as "a"
set
  "status" = $1,
  "ended_at" = $2,
  "end_reason" = $3
where
  "a"."id" = $4
  and "a"."status" = $5
returning
  "id",
  "lesson_id",
  "user_id",
  "attempt_number",
  "mode",
  "status",
  "current_node",
  "started_at",
  "ended_at",
  "end_reason",
  "graded_at",
  "scores",
  "total",
  "passed",
  "grading_error",
  "grading_started_at";

-- PracticeRepository.failGrading
update "practice_attempts"
set
  "grading_error" = $1
where
  "id" = $2
  and "status" = $3;

-- PracticeRepository.hasPassed
select
  "id"
from
  "practice_attempts"
where
  "lesson_id" = $1
  and "user_id" = $2
  and "passed" = $3
limit
  $4;

-- PracticeRepository.inProgress
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
  "a"."grading_started_at"
from
  "practice_attempts" as "a"
where
  "a"."lesson_id" = $1
  and "a"."user_id" = $2
  and "a"."status" = $3;

-- PracticeRepository.learner
select
  "id",
  "email",
  "first_name",
  "last_name"
from
  "users"
where
  "id" = $1;

-- PracticeRepository.lockAttempt
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
  "a"."grading_started_at"
from
  "practice_attempts" as "a"
where
  "a"."id" = $1
for update;

-- PracticeRepository.lockInProgressOfLesson
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
  "a"."grading_started_at"
from
  "practice_attempts" as "a"
where
  "a"."lesson_id" = $1
  and "a"."status" = $2
order by
  "a"."id"
for update;

-- PracticeRepository.moveTo
update "practice_attempts"
set
  "current_node" = $1
where
  "id" = $2;

-- PracticeRepository.practiceOfLesson
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
  "l"."title" as "lesson_title",
  "l"."course_id",
  "c"."title" as "course_title"
from
  "practice_lessons" as "pl"
  inner join "lessons" as "l" on "l"."id" = "pl"."lesson_id"
  inner join "courses" as "c" on "c"."id" = "l"."course_id"
where
  "pl"."lesson_id" = $1;

-- PracticeRepository.saveOutcome
update "practice_attempts"
set
  "status" = $1,
  "scores" = cast($2 as jsonb),
  "total" = $3,
  "passed" = $4,
  "graded_at" = $5,
  "grading_error" = $6
where
  "id" = $7
  and "status" <> $8
returning
  "id",
  "lesson_id",
  "user_id",
  "attempt_number",
  "mode",
  "status",
  "current_node",
  "started_at",
  "ended_at",
  "end_reason",
  "graded_at",
  "scores",
  "total",
  "passed",
  "grading_error",
  "grading_started_at";

-- PracticeRepository.startAttempt
insert into
  "practice_attempts" (
    "lesson_id",
    "user_id",
    "attempt_number",
    "mode",
    "status",
    "current_node",
    "started_at"
  )
select
  $1 as "lesson_id",
  $2 as "user_id",
  coalesce(max("a"."attempt_number"), 0) + 1 as "attempt_number",
  $3 as "mode",
  $4 as "status",
  $5 as "current_node",
  $6 as "started_at"
from
  "practice_attempts" as "a"
where
  "a"."lesson_id" = $7
  and "a"."user_id" = $8
having
  coalesce(max("a"."attempt_number"), 0) < (
    select
      coalesce("max_attempts", 32767) as "max_attempts"
    from
      "practice_lessons"
    where
      "lesson_id" = $9
  )
on conflict do nothing
returning
  "id",
  "lesson_id",
  "user_id",
  "attempt_number",
  "mode",
  "status",
  "current_node",
  "started_at",
  "ended_at",
  "end_reason",
  "graded_at",
  "scores",
  "total",
  "passed",
  "grading_error",
  "grading_started_at";

-- PracticeRepository.startGrading
update "practice_attempts"
set
  "grading_started_at" = $1,
  "grading_error" = $2
where
  "id" = $3
  and "status" = $4
returning
  "id",
  "lesson_id",
  "user_id",
  "attempt_number",
  "mode",
  "status",
  "current_node",
  "started_at",
  "ended_at",
  "end_reason",
  "graded_at",
  "scores",
  "total",
  "passed",
  "grading_error",
  "grading_started_at";

-- PracticeRepository.turns (one attempt)
select
  "id",
  "attempt_id",
  "seq",
  "speaker",
  "content",
  "status",
  "error_code",
  "node_id",
  "reply_id",
  "created_at"
from
  "practice_turns"
where
  "attempt_id" = any ($1)
order by
  "attempt_id",
  "seq";

-- PracticeRepository.turns (several attempts)
select
  "id",
  "attempt_id",
  "seq",
  "speaker",
  "content",
  "status",
  "error_code",
  "node_id",
  "reply_id",
  "created_at"
from
  "practice_turns"
where
  "attempt_id" = any ($1)
order by
  "attempt_id",
  "seq";

-- PracticeRepository.visiblePractice
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
  "l"."title" as "lesson_title",
  "l"."course_id",
  "c"."title" as "course_title",
  exists (
    select
      "e"."id"
    from
      "enrollments" as "e"
    where
      "e"."course_id" = "c"."id"
      and "e"."user_id" = $1
      and "e"."status" = $2
  ) as "is_enrolled",
  exists (
    select
      "lp"."id"
    from
      "lesson_progress" as "lp"
    where
      "lp"."lesson_id" = "l"."id"
      and "lp"."user_id" = $3
  ) as "is_completed",
  (
    coalesce(
      (
        select
          dco.starts_at
        from
          cohort_members dcm
          join cohorts dco on dco.id = dcm.cohort_id
        where
          dcm.user_id = $4
          and dcm.course_id = "l"."course_id"
      ),
      (
        select
          min(dco.starts_at)
        from
          cohort_members dcm
          join cohorts dco on dco.id = dcm.cohort_id
          join learning_paths dlp on dlp.id = dcm.path_id
          and dlp.deleted_at is null
        where
          dcm.user_id = $5
          and exists (
            select
              1
            from
              learning_path_steps dps
            where
              dps.path_id = dcm.path_id
              and dps.course_id = "l"."course_id"
          )
      ),
      (
        select
          de.enrolled_at
        from
          enrollments de
        where
          de.user_id = $6
          and de.course_id = "l"."course_id"
          and de.status = 'active'
      )
    ) + make_interval(
      hours => 24 * (
        select
          m.unlock_after_days
        from
          modules m
        where
          m.id = l.module_id
      )
    )
  ) as "unlocks_at"
from
  "practice_lessons" as "pl"
  inner join "lessons" as "l" on "l"."id" = "pl"."lesson_id"
  inner join "courses" as "c" on "c"."id" = "l"."course_id"
where
  "pl"."lesson_id" = $7
  and "l"."type" = $8
  and (
    "c"."deleted_at" is null
    and (
      "c"."access_level" in ($9, $10)
      or exists (
        select
          "a"."user_id"
        from
          "course_user_access" as "a"
        where
          "a"."course_id" = "c"."id"
          and "a"."user_id" = $11
      )
    )
  );
