-- Written by `npm run sql -w backend` from src/modules/webhooks/webhooks.repository.ts: do not edit.

-- WebhooksRepository.deliveries
select
  "wd"."id",
  "wd"."event_id",
  "ev"."type" as "event_type",
  "wd"."status",
  "wd"."attempts",
  "wd"."response_status",
  "wd"."duration_ms",
  "wd"."last_error",
  "wd"."response_excerpt",
  "wd"."created_at",
  "wd"."last_attempt_at",
  "wd"."finished_at"
from
  "webhook_deliveries" as "wd"
  inner join "webhook_events" as "ev" on "ev"."id" = "wd"."event_id"
where
  "wd"."endpoint_id" = $1
order by
  "wd"."id" desc
limit
  $2
offset
  $3;

-- WebhooksRepository.deliveryTotal
select
  cast(
    (
      select
        count(*) as "count"
      from
        "webhook_deliveries" as "wd"
      where
        "wd"."endpoint_id" = "we"."id"
    ) as integer
  ) as "total"
from
  "webhook_endpoints" as "we"
where
  "we"."id" = $1;

-- WebhooksRepository.disableEndpoint
update "webhook_endpoints"
set
  "disabled_at" = now(),
  "disabled_reason" = $1,
  "updated_at" = now()
where
  "id" = $2
  and "disabled_at" is null
returning
  "id";

-- WebhooksRepository.finishUnsent
update "webhook_deliveries"
set
  "status" = $1,
  "last_error" = $2,
  "finished_at" = now()
where
  "id" = $3
  and "status" = $4;

-- WebhooksRepository.recordAttempt (a retry)
with
  "attempt" as (
    update "webhook_deliveries"
    set
      "status" = $1,
      "attempts" = "attempts" + $2,
      "response_status" = $3,
      "duration_ms" = $4,
      "last_error" = $5,
      "response_excerpt" = $6,
      "last_attempt_at" = now(),
      "finished_at" = $7
    where
      "id" = $8
      and "status" = $9
    returning
      "id"
  )
update "webhook_endpoints"
set
  "consecutive_failures" = "consecutive_failures" + $10,
  "last_failure_at" = now()
where
  "id" = $11
  and exists (
    select
      "attempt"."id"
    from
      "attempt"
  );

-- WebhooksRepository.recordAttempt (a success)
with
  "attempt" as (
    update "webhook_deliveries"
    set
      "status" = $1,
      "attempts" = "attempts" + $2,
      "response_status" = $3,
      "duration_ms" = $4,
      "last_error" = $5,
      "response_excerpt" = $6,
      "last_attempt_at" = now(),
      "finished_at" = now()
    where
      "id" = $7
      and "status" = $8
    returning
      "id"
  )
update "webhook_endpoints"
set
  "consecutive_failures" = $9,
  "last_success_at" = now()
where
  "id" = $10
  and exists (
    select
      "attempt"."id"
    from
      "attempt"
  );
