-- Written by `npm run sql -w backend` from src/modules/quizzes/quizzes.repository.ts: do not edit.

-- QuizzesRepository.attemptCount
select
  cast(count(*) as integer) as "count"
from
  "quiz_attempts"
where
  "quiz_id" = $1
  and "user_id" = $2;

-- QuizzesRepository.attempts
select
  "a"."id",
  "a"."quiz_id",
  "a"."user_id",
  "a"."attempt_number",
  "a"."status",
  "a"."started_at",
  "a"."deadline",
  "a"."submitted_at",
  "a"."answers",
  "a"."grades",
  "a"."search_grades",
  "a"."score",
  "a"."earned_points",
  "a"."total_points",
  "a"."passed",
  "a"."pending_review"
from
  "quiz_attempts" as "a"
where
  "a"."quiz_id" = $1
  and "a"."user_id" = $2
order by
  "a"."attempt_number";

-- QuizzesRepository.finishAttempt
update "quiz_attempts"
set
  "status" = $1,
  "submitted_at" = $2,
  "answers" = cast($3 as jsonb),
  "grades" = cast($4 as jsonb),
  "search_grades" = cast($5 as jsonb),
  "score" = $6,
  "earned_points" = $7,
  "total_points" = $8,
  "passed" = $9,
  "pending_review" = $10
where
  "id" = $11
  and "status" = $12
returning
  "id",
  "quiz_id",
  "user_id",
  "attempt_number",
  "status",
  "started_at",
  "deadline",
  "submitted_at",
  "answers",
  "grades",
  "search_grades",
  "score",
  "earned_points",
  "total_points",
  "passed",
  "pending_review";

-- QuizzesRepository.inProgress
select
  "a"."id",
  "a"."quiz_id",
  "a"."user_id",
  "a"."attempt_number",
  "a"."status",
  "a"."started_at",
  "a"."deadline",
  "a"."submitted_at",
  "a"."answers",
  "a"."grades",
  "a"."search_grades",
  "a"."score",
  "a"."earned_points",
  "a"."total_points",
  "a"."passed",
  "a"."pending_review"
from
  "quiz_attempts" as "a"
where
  "a"."quiz_id" = $1
  and "a"."user_id" = $2
  and "a"."status" = $3;

-- QuizzesRepository.lockUser
select
  "id"
from
  "users"
where
  "id" = $1
for no key update;

-- QuizzesRepository.ownAttempt (learner)
select
  "a"."id",
  "a"."quiz_id",
  "a"."user_id",
  "a"."attempt_number",
  "a"."status",
  "a"."started_at",
  "a"."deadline",
  "a"."submitted_at",
  "a"."answers",
  "a"."grades",
  "a"."search_grades",
  "a"."score",
  "a"."earned_points",
  "a"."total_points",
  "a"."passed",
  "a"."pending_review",
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
  "quiz_attempts" as "a"
  inner join "quizzes" as "q" on "q"."id" = "a"."quiz_id"
  inner join "lessons" as "l" on "l"."id" = "q"."lesson_id"
  inner join "courses" as "c" on "c"."id" = "l"."course_id"
where
  "a"."id" = $6
  and "a"."user_id" = $7;

-- QuizzesRepository.ownAttempt (admin)
select
  "a"."id",
  "a"."quiz_id",
  "a"."user_id",
  "a"."attempt_number",
  "a"."status",
  "a"."started_at",
  "a"."deadline",
  "a"."submitted_at",
  "a"."answers",
  "a"."grades",
  "a"."search_grades",
  "a"."score",
  "a"."earned_points",
  "a"."total_points",
  "a"."passed",
  "a"."pending_review",
  "c"."deleted_at" is null as "is_visible",
  exists (
    select
      "e"."id"
    from
      "enrollments" as "e"
    where
      "e"."course_id" = "c"."id"
      and "e"."user_id" = $1
      and "e"."status" = $2
  ) as "is_enrolled"
from
  "quiz_attempts" as "a"
  inner join "quizzes" as "q" on "q"."id" = "a"."quiz_id"
  inner join "lessons" as "l" on "l"."id" = "q"."lesson_id"
  inner join "courses" as "c" on "c"."id" = "l"."course_id"
where
  "a"."id" = $3
  and "a"."user_id" = $4;

-- QuizzesRepository.questions
select
  "qq"."id",
  "qq"."type",
  "qq"."question",
  "qq"."options",
  "qq"."correct_options",
  "qq"."accepted_answers",
  "qq"."explanation",
  "qq"."search_pool_id",
  "qq"."search",
  "qq"."points",
  "qq"."order",
  "cp"."name" as "pool_name",
  "cp"."profile_count" as "pool_size"
from
  "quiz_questions" as "qq"
  left join "candidate_pools" as "cp" on "cp"."id" = "qq"."search_pool_id"
where
  "qq"."quiz_id" = $1
order by
  "qq"."order",
  "qq"."id";

-- QuizzesRepository.questionType
select
  "type"
from
  "quiz_questions"
where
  "id" = $1
  and "quiz_id" = $2;

-- QuizzesRepository.saveAnswers
update "quiz_attempts"
set
  "answers" = jsonb_strip_nulls("answers" || cast($1 as jsonb))
where
  "id" = $2
  and "status" = $3
  and (
    "deadline" is null
    or "deadline" >= $4
  )
returning
  "id";

-- QuizzesRepository.searchQuestion
select
  "id",
  "type",
  "search_pool_id",
  "search"
from
  "quiz_questions"
where
  "id" = $1
  and "quiz_id" = $2;

-- QuizzesRepository.startAttempt (untimed)
insert into
  "quiz_attempts" (
    "quiz_id",
    "user_id",
    "attempt_number",
    "status",
    "started_at",
    "deadline",
    "answers",
    "grades",
    "search_grades",
    "pending_review"
  )
select
  $1 as "quiz_id",
  $2 as "user_id",
  coalesce(max("a"."attempt_number"), 0) + 1 as "attempt_number",
  $3 as "status",
  $4 as "started_at",
  $5 as "deadline",
  cast($6 as jsonb) as "answers",
  cast($7 as jsonb) as "grades",
  cast($8 as jsonb) as "search_grades",
  false as "pending_review"
from
  "quiz_attempts" as "a"
where
  "a"."quiz_id" = $9
  and "a"."user_id" = $10
having
  coalesce(max("a"."attempt_number"), 0) < (
    select
      coalesce("max_attempts", 2147483647) as "max_attempts"
    from
      "quizzes"
    where
      "id" = $11
  )
on conflict do nothing
returning
  "id",
  "quiz_id",
  "user_id",
  "attempt_number",
  "status",
  "started_at",
  "deadline",
  "submitted_at",
  "answers",
  "grades",
  "search_grades",
  "score",
  "earned_points",
  "total_points",
  "passed",
  "pending_review";

-- QuizzesRepository.startAttempt (timed)
insert into
  "quiz_attempts" (
    "quiz_id",
    "user_id",
    "attempt_number",
    "status",
    "started_at",
    "deadline",
    "answers",
    "grades",
    "search_grades",
    "pending_review"
  )
select
  $1 as "quiz_id",
  $2 as "user_id",
  coalesce(max("a"."attempt_number"), 0) + 1 as "attempt_number",
  $3 as "status",
  $4 as "started_at",
  $5 as "deadline",
  cast($6 as jsonb) as "answers",
  cast($7 as jsonb) as "grades",
  cast($8 as jsonb) as "search_grades",
  false as "pending_review"
from
  "quiz_attempts" as "a"
where
  "a"."quiz_id" = $9
  and "a"."user_id" = $10
having
  coalesce(max("a"."attempt_number"), 0) < (
    select
      coalesce("max_attempts", 2147483647) as "max_attempts"
    from
      "quizzes"
    where
      "id" = $11
  )
on conflict do nothing
returning
  "id",
  "quiz_id",
  "user_id",
  "attempt_number",
  "status",
  "started_at",
  "deadline",
  "submitted_at",
  "answers",
  "grades",
  "search_grades",
  "score",
  "earned_points",
  "total_points",
  "passed",
  "pending_review";

-- QuizzesRepository.storeUpload
insert into
  "quiz_uploads" (
    "attempt_id",
    "question_id",
    "file_name",
    "content_type",
    "size",
    "data",
    "created_at"
  )
select
  "a"."id",
  $1 as "question_id",
  $2 as "file_name",
  $3 as "content_type",
  $4 as "size",
  $5 as "data",
  $6 as "created_at"
from
  "quiz_attempts" as "a"
where
  "a"."id" = $7
  and "a"."status" = $8
on conflict ("attempt_id", "question_id") do update
set
  "file_name" = "excluded"."file_name",
  "content_type" = "excluded"."content_type",
  "size" = "excluded"."size",
  "data" = "excluded"."data",
  "created_at" = "excluded"."created_at"
returning
  "id";

-- QuizzesRepository.upload
select
  "u"."file_name",
  "u"."content_type",
  "u"."data",
  "a"."user_id"
from
  "quiz_uploads" as "u"
  inner join "quiz_attempts" as "a" on "a"."id" = "u"."attempt_id"
where
  "u"."id" = $1;

-- QuizzesRepository.uploads (one attempt)
select
  "id",
  "attempt_id",
  "question_id",
  "file_name",
  "content_type",
  "size"
from
  "quiz_uploads"
where
  "attempt_id" = any ($1)
order by
  "id";

-- QuizzesRepository.uploads (several attempts)
select
  "id",
  "attempt_id",
  "question_id",
  "file_name",
  "content_type",
  "size"
from
  "quiz_uploads"
where
  "attempt_id" = any ($1)
order by
  "id";

-- QuizzesRepository.uploadUsage
select
  coalesce(sum("u"."size"), 0) as "bytes",
  count(*) filter (
    where
      "u"."attempt_id" = $1
  ) as "files"
from
  "quiz_uploads" as "u"
  inner join "quiz_attempts" as "a" on "a"."id" = "u"."attempt_id"
where
  "a"."user_id" = $2
  and (
    "u"."attempt_id" <> $3
    or "u"."question_id" <> $4
  );

-- QuizzesRepository.visibleQuiz (by id, learner)
select
  "q"."id",
  "q"."lesson_id",
  "l"."course_id",
  "c"."title" as "course_title",
  "q"."title",
  "q"."description",
  "q"."time_limit",
  "q"."pass_mark",
  "q"."max_attempts",
  "q"."allow_review",
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
  "quizzes" as "q"
  inner join "lessons" as "l" on "l"."id" = "q"."lesson_id"
  inner join "courses" as "c" on "c"."id" = "l"."course_id"
where
  "q"."id" = $7
  and (
    "c"."deleted_at" is null
    and (
      "c"."access_level" in ($8, $9)
      or exists (
        select
          "a"."user_id"
        from
          "course_user_access" as "a"
        where
          "a"."course_id" = "c"."id"
          and "a"."user_id" = $10
      )
    )
  );

-- QuizzesRepository.visibleQuiz (by lesson, learner)
select
  "q"."id",
  "q"."lesson_id",
  "l"."course_id",
  "c"."title" as "course_title",
  "q"."title",
  "q"."description",
  "q"."time_limit",
  "q"."pass_mark",
  "q"."max_attempts",
  "q"."allow_review",
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
  "quizzes" as "q"
  inner join "lessons" as "l" on "l"."id" = "q"."lesson_id"
  inner join "courses" as "c" on "c"."id" = "l"."course_id"
where
  "q"."lesson_id" = $7
  and (
    "c"."deleted_at" is null
    and (
      "c"."access_level" in ($8, $9)
      or exists (
        select
          "a"."user_id"
        from
          "course_user_access" as "a"
        where
          "a"."course_id" = "c"."id"
          and "a"."user_id" = $10
      )
    )
  );

-- QuizzesRepository.visibleQuiz (by id, admin)
select
  "q"."id",
  "q"."lesson_id",
  "l"."course_id",
  "c"."title" as "course_title",
  "q"."title",
  "q"."description",
  "q"."time_limit",
  "q"."pass_mark",
  "q"."max_attempts",
  "q"."allow_review",
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
  "quizzes" as "q"
  inner join "lessons" as "l" on "l"."id" = "q"."lesson_id"
  inner join "courses" as "c" on "c"."id" = "l"."course_id"
where
  "q"."id" = $7
  and "c"."deleted_at" is null;
