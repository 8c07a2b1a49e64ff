-- Written by `npm run sql -w backend` from src/modules/scheduler/scheduler.repository.ts: do not edit.

-- SchedulerRepository.cancel
delete from "scheduled_jobs"
where
  "done_at" is null
  and "key" like $1;

-- SchedulerRepository.claimForQueue
with
  "due" as (
    select
      "id"
    from
      "scheduled_jobs"
    where
      "queue" = $1
      and "done_at" is null
      and "run_at" <= $2
      and (
        "queued_at" is null
        or "queued_at" < $3
      )
    order by
      "run_at"
    limit
      $4
    for update
      skip locked
  )
update "scheduled_jobs"
set
  "queued_at" = $5
where
  "id" in (
    select
      "id"
    from
      "due"
  )
returning
  "id",
  "run_at",
  "queued_at";

-- SchedulerRepository.dueIds
select
  "id"
from
  "scheduled_jobs"
where
  "queue" = $1
  and "done_at" is null
  and "run_at" <= $2
order by
  "run_at",
  "id";

-- SchedulerRepository.lockPending
select
  "id",
  "kind",
  "key",
  "run_at",
  "payload"
from
  "scheduled_jobs"
where
  "id" = $1
  and "done_at" is null
for update;

-- SchedulerRepository.markDone
update "scheduled_jobs"
set
  "done_at" = $1
where
  "id" = $2;

-- SchedulerRepository.purgeDone
delete from "scheduled_jobs"
where
  "id" in (
    select
      "id"
    from
      "scheduled_jobs"
    where
      "done_at" < $1
    order by
      "done_at"
    limit
      $2
  );

-- SchedulerRepository.upsert
insert into
  "scheduled_jobs" (
    "id",
    "queue",
    "kind",
    "key",
    "run_at",
    "payload",
    "created_at"
  )
values
  (default, $1, $2, $3, $4, $5, now())
on conflict ("key") do update
set
  "queue" = "excluded"."queue",
  "kind" = "excluded"."kind",
  "run_at" = "excluded"."run_at",
  "payload" = "excluded"."payload",
  "queued_at" = $6,
  "done_at" = $7;
