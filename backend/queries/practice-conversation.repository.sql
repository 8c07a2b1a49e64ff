-- Written by `npm run sql -w backend` from src/modules/practice/practice-conversation.repository.ts: do not edit.

-- PracticeConversationRepository.completeTurn
update "practice_turns"
set
  "content" = $1,
  "status" = $2,
  "error_code" = $3
where
  "attempt_id" = $4
  and "seq" = $5
  and "status" = $6;

-- PracticeConversationRepository.failTurn
update "practice_turns"
set
  "content" = $1,
  "status" = $2,
  "error_code" = $3
where
  "attempt_id" = $4
  and "seq" = $5
  and "status" = $6;

-- PracticeConversationRepository.lastTurns
select
  "t"."seq",
  "t"."speaker",
  "t"."status",
  "t"."content",
  "t"."created_at",
  count(*) filter (
    where
      "t"."speaker" = $1
  ) over () as "learner_turns"
from
  "practice_turns" as "t"
where
  "t"."attempt_id" = $2
order by
  "t"."seq" desc
limit
  $3;

-- PracticeConversationRepository.recordUsage
insert into
  "model_usage" (
    "id",
    "user_id",
    "course_id",
    "attempt_id",
    "purpose",
    "tokens",
    "created_at"
  )
values
  (
    default,
    (
      select
        "id"
      from
        "users"
      where
        "id" = $1
    ),
    (
      select
        "id"
      from
        "courses"
      where
        "id" = $2
    ),
    (
      select
        "id"
      from
        "practice_attempts"
      where
        "id" = $3
    ),
    $4,
    $5,
    $6
  );

-- PracticeConversationRepository.restartTurn
update "practice_turns"
set
  "content" = $1,
  "status" = $2,
  "error_code" = $3,
  "created_at" = $4
where
  "attempt_id" = $5
  and "seq" = $6
  and "speaker" = $7;

-- PracticeConversationRepository.tokensSince
select
  sum("tokens") as "tokens"
from
  "model_usage"
where
  "user_id" = $1
  and "created_at" >= $2;

-- PracticeConversationRepository.tokensSpent
select
  sum("mu"."tokens") filter (
    where
      "mu"."attempt_id" = $1
  ) as "attempt",
  sum("mu"."tokens") filter (
    where
      (
        "mu"."user_id" = $2
        and "mu"."created_at" >= $3
      )
  ) as "day"
from
  "model_usage" as "mu"
where
  (
    "mu"."attempt_id" = $4
    or (
      "mu"."user_id" = $5
      and "mu"."created_at" >= $6
    )
  );

-- PracticeConversationRepository.usageByCourseAndMonth
select
  to_char(
    date_trunc('month', "mu"."created_at" at time zone 'UTC'),
    'YYYY-MM'
  ) as "month",
  "mu"."course_id",
  "c"."title",
  sum("mu"."tokens") as "tokens"
from
  "model_usage" as "mu"
  left join "courses" as "c" on "c"."id" = "mu"."course_id"
where
  "mu"."created_at" >= $1
group by
  to_char(
    date_trunc('month', "mu"."created_at" at time zone 'UTC'),
    'YYYY-MM'
  ),
  "mu"."course_id",
  "c"."title"
order by
  "month" desc,
  "c"."title",
  "mu"."course_id";
