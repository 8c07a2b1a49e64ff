-- Written by `npm run sql -w backend` from src/modules/quizzes/quiz-admin.repository.ts: do not edit.

-- QuizAdminRepository.addQuestion
insert into
  "quiz_questions" (
    "quiz_id",
    "type",
    "question",
    "options",
    "correct_options",
    "accepted_answers",
    "explanation",
    "search_pool_id",
    "search",
    "points",
    "order"
  )
select
  "q"."id",
  $1 as "type",
  $2 as "question",
  cast($3 as jsonb) as "options",
  cast($4 as jsonb) as "correct_options",
  cast($5 as jsonb) as "accepted_answers",
  $6 as "explanation",
  $7 as "search_pool_id",
  cast($8 as jsonb) as "search",
  $9 as "points",
  (
    select
      coalesce(max("qq"."order") + 1, 0) as "order"
    from
      "quiz_questions" as "qq"
    where
      "qq"."quiz_id" = "q"."id"
  ) as "order"
from
  "quizzes" as "q"
where
  "q"."id" = $10
returning
  "id",
  "type",
  "question",
  "options",
  "correct_options",
  "accepted_answers",
  "explanation",
  "search_pool_id",
  "search",
  "points",
  "order";

-- QuizAdminRepository.attemptCount
select
  cast(count(*) as integer) as "count"
from
  "quiz_attempts"
where
  "quiz_id" = $1;

-- QuizAdminRepository.attempts (all)
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
  "u"."email",
  "u"."first_name",
  "u"."last_name"
from
  "quiz_attempts" as "a"
  inner join "users" as "u" on "u"."id" = "a"."user_id"
where
  "a"."quiz_id" = $1
order by
  "a"."pending_review" desc,
  coalesce("a"."submitted_at", "a"."started_at") desc,
  "a"."id" desc;

-- QuizAdminRepository.attempts (one)
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
  "u"."email",
  "u"."first_name",
  "u"."last_name"
from
  "quiz_attempts" as "a"
  inner join "users" as "u" on "u"."id" = "a"."user_id"
where
  "a"."quiz_id" = $1
  and "a"."id" = $2
order by
  "a"."pending_review" desc,
  coalesce("a"."submitted_at", "a"."started_at") desc,
  "a"."id" desc;

-- QuizAdminRepository.courseExists
select
  "id"
from
  "courses"
where
  "id" = $1
  and "deleted_at" is null;

-- QuizAdminRepository.deleteQuestion
delete from "quiz_questions"
where
  "id" = $1
returning
  "id";

-- QuizAdminRepository.deleteQuizOfLesson
delete from "quizzes"
where
  "lesson_id" = $1
returning
  "id";

-- QuizAdminRepository.lesson
select
  "l"."title",
  "l"."course_id",
  "l"."type"
from
  "lessons" as "l"
  inner join "courses" as "c" on "c"."id" = "l"."course_id"
where
  "l"."id" = $1
  and "c"."deleted_at" is null;

-- QuizAdminRepository.lockAttempt
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
  "q"."pass_mark",
  "q"."lesson_id"
from
  "quiz_attempts" as "a"
  inner join "quizzes" as "q" on "q"."id" = "a"."quiz_id"
where
  "a"."id" = $1
for update of
  "a";

-- QuizAdminRepository.mostMissedTargets
select
  ranked.question_id,
  ranked.profile_id,
  p.name,
  p.title,
  ranked.missed_count
from
  (
    select
      qq.id as question_id,
      cast(missed.id as integer) as profile_id,
      count(*) as missed_count,
      row_number() over (
        partition by
          qq.id
        order by
          count(*) desc,
          cast(missed.id as integer)
      ) as rank
    from
      quiz_questions qq
      join quizzes q on q.id = qq.quiz_id
      join lessons l on l.id = q.lesson_id
      join quiz_attempts a on a.quiz_id = q.id
      and a.status <> 'in_progress'
      cross join lateral jsonb_array_elements_text(
        coalesce(
          a.search_grades -> cast(qq.id as text) -> 'missedIds',
          '[]'::jsonb
        )
      ) as missed (id)
    where
      l.course_id = $1
      and qq.type = 'boolean_search'
    group by
      qq.id,
      missed.id
  ) ranked
  join candidate_profiles p on p.id = ranked.profile_id
where
  ranked.rank <= $2
order by
  ranked.question_id,
  ranked.rank;

-- QuizAdminRepository.pool
select
  "id",
  "name"
from
  "candidate_pools"
where
  "id" = $1;

-- QuizAdminRepository.question
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
  "cp"."name" as "pool_name"
from
  "quiz_questions" as "qq"
  left join "candidate_pools" as "cp" on "cp"."id" = "qq"."search_pool_id"
where
  "qq"."id" = $1;

-- QuizAdminRepository.quiz
select
  "id",
  "lesson_id",
  "title",
  "description",
  "time_limit",
  "pass_mark",
  "max_attempts",
  "allow_review"
from
  "quizzes"
where
  "id" = $1;

-- QuizAdminRepository.quizOfLesson
select
  "id",
  "lesson_id",
  "title",
  "description",
  "time_limit",
  "pass_mark",
  "max_attempts",
  "allow_review"
from
  "quizzes"
where
  "lesson_id" = $1;

-- QuizAdminRepository.reorderQuestions
update "quiz_questions"
set
  "order" = array_position($1, "id") - 1
where
  "quiz_id" = $2;

-- QuizAdminRepository.saveGrades
update "quiz_attempts"
set
  "grades" = cast($1 as jsonb),
  "score" = $2,
  "earned_points" = $3,
  "total_points" = $4,
  "passed" = $5,
  "pending_review" = $6
where
  "id" = $7;

-- QuizAdminRepository.saveQuiz (limits)
insert into
  "quizzes" (
    "lesson_id",
    "title",
    "description",
    "time_limit",
    "pass_mark",
    "max_attempts",
    "allow_review",
    "created_at",
    "updated_at"
  )
select
  "l"."id",
  $1 as "title",
  $2 as "description",
  $3 as "time_limit",
  $4 as "pass_mark",
  $5 as "max_attempts",
  $6 as "allow_review",
  $7 as "created_at",
  $8 as "updated_at"
from
  "lessons" as "l"
where
  "l"."id" = $9
on conflict ("lesson_id") do update
set
  "title" = "excluded"."title",
  "description" = "excluded"."description",
  "time_limit" = "excluded"."time_limit",
  "pass_mark" = "excluded"."pass_mark",
  "max_attempts" = "excluded"."max_attempts",
  "allow_review" = "excluded"."allow_review",
  "updated_at" = "excluded"."updated_at"
returning
  "id",
  "lesson_id",
  "title",
  "description",
  "time_limit",
  "pass_mark",
  "max_attempts",
  "allow_review";

-- QuizAdminRepository.saveQuiz (no limits)
insert into
  "quizzes" (
    "lesson_id",
    "title",
    "description",
    "time_limit",
    "pass_mark",
    "max_attempts",
    "allow_review",
    "created_at",
    "updated_at"
  )
select
  "l"."id",
  $1 as "title",
  $2 as "description",
  $3 as "time_limit",
  $4 as "pass_mark",
  $5 as "max_attempts",
  $6 as "allow_review",
  $7 as "created_at",
  $8 as "updated_at"
from
  "lessons" as "l"
where
  "l"."id" = $9
on conflict ("lesson_id") do update
set
  "title" = "excluded"."title",
  "description" = "excluded"."description",
  "time_limit" = "excluded"."time_limit",
  "pass_mark" = "excluded"."pass_mark",
  "max_attempts" = "excluded"."max_attempts",
  "allow_review" = "excluded"."allow_review",
  "updated_at" = "excluded"."updated_at"
returning
  "id",
  "lesson_id",
  "title",
  "description",
  "time_limit",
  "pass_mark",
  "max_attempts",
  "allow_review";

-- QuizAdminRepository.sourcingExerciseStats
select
  "qq"."id" as "question_id",
  "l"."id" as "lesson_id",
  "l"."title" as "lesson_title",
  "qq"."question",
  count("a"."id") as "attempts",
  avg(
    cast(
      a.search_grades -> cast(qq.id as text) ->> 'f1' as double precision
    )
  ) as "average_f1",
  avg(
    cast(
      a.search_grades -> cast(qq.id as text) ->> 'precision' as double precision
    )
  ) as "average_precision",
  avg(
    cast(
      a.search_grades -> cast(qq.id as text) ->> 'recall' as double precision
    )
  ) as "average_recall",
  avg(
    case
      when cast(
        a.search_grades -> cast(qq.id as text) ->> 'passed' as boolean
      ) then 1.0
      else 0.0
    end
  ) as "pass_rate"
from
  "quiz_questions" as "qq"
  inner join "quizzes" as "q" on "q"."id" = "qq"."quiz_id"
  inner join "lessons" as "l" on "l"."id" = "q"."lesson_id"
  inner join "modules" as "m" on "m"."id" = "l"."module_id"
  left join "quiz_attempts" as "a" on "a"."quiz_id" = "q"."id"
  and "a"."status" <> $1
  and a.search_grades -> cast(qq.id as text) is not null
where
  "l"."course_id" = $2
  and "qq"."type" = $3
group by
  "qq"."id",
  "l"."id",
  "l"."title",
  "qq"."question",
  "m"."order",
  "l"."order",
  "qq"."order"
order by
  "m"."order",
  "l"."order",
  "l"."id",
  "qq"."order",
  "qq"."id";

-- QuizAdminRepository.updateQuestion
update "quiz_questions"
set
  "type" = $1,
  "question" = $2,
  "options" = cast($3 as jsonb),
  "correct_options" = cast($4 as jsonb),
  "accepted_answers" = cast($5 as jsonb),
  "explanation" = $6,
  "search_pool_id" = $7,
  "search" = cast($8 as jsonb),
  "points" = $9
where
  "id" = $10
returning
  "id",
  "type",
  "question",
  "options",
  "correct_options",
  "accepted_answers",
  "explanation",
  "search_pool_id",
  "search",
  "points",
  "order";

-- QuizAdminRepository.uploadedQuestionIds
select
  "question_id"
from
  "quiz_uploads"
where
  "attempt_id" = $1;
