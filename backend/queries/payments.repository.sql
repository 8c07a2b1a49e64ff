-- Written by `npm run sql -w backend` from src/modules/payments/payments.repository.ts: do not edit.

-- PaymentsRepository.claimVisitorPayments
update "payments"
set
  "user_id" = $1,
  "updated_at" = now()
where
  "user_id" is null
  and "email" = $2
returning
  "id",
  "course_id",
  "path_id",
  "kind",
  "status";

-- PaymentsRepository.deleteUnsent
delete from "payments"
where
  "id" = $1
  and "status" = $2
  and "last_event_at" is null;

-- PaymentsRepository.insertPending (learner)
insert into
  "payments" (
    "user_id",
    "email",
    "course_id",
    "path_id",
    "kind",
    "purpose",
    "quantity",
    "status",
    "amount",
    "currency",
    "original_amount",
    "discount_amount",
    "coupon_id",
    "coupon_code",
    "created_at",
    "updated_at"
  )
select
  $1 as "user_id",
  $2 as "email",
  "src"."id" as "course_id",
  $3 as "path_id",
  $4 as "kind",
  $5 as "purpose",
  $6 as "quantity",
  $7 as "status",
  $8 as "amount",
  $9 as "currency",
  $10 as "original_amount",
  $11 as "discount_amount",
  $12 as "coupon_id",
  $13 as "coupon_code",
  now() as "created_at",
  now() as "updated_at"
from
  "courses" as "src"
where
  "src"."id" = $14
returning
  "id";

-- PaymentsRepository.insertPending (visitor)
insert into
  "payments" (
    "user_id",
    "email",
    "course_id",
    "path_id",
    "kind",
    "purpose",
    "quantity",
    "status",
    "amount",
    "currency",
    "original_amount",
    "discount_amount",
    "coupon_id",
    "coupon_code",
    "created_at",
    "updated_at"
  )
select
  $1 as "user_id",
  $2 as "email",
  "src"."id" as "course_id",
  $3 as "path_id",
  $4 as "kind",
  $5 as "purpose",
  $6 as "quantity",
  $7 as "status",
  $8 as "amount",
  $9 as "currency",
  $10 as "original_amount",
  $11 as "discount_amount",
  $12 as "coupon_id",
  $13 as "coupon_code",
  now() as "created_at",
  now() as "updated_at"
from
  "courses" as "src"
where
  "src"."id" = $14
returning
  "id";

-- PaymentsRepository.insertPending (with a coupon)
insert into
  "payments" (
    "user_id",
    "email",
    "course_id",
    "path_id",
    "kind",
    "purpose",
    "quantity",
    "status",
    "amount",
    "currency",
    "original_amount",
    "discount_amount",
    "coupon_id",
    "coupon_code",
    "created_at",
    "updated_at"
  )
select
  $1 as "user_id",
  $2 as "email",
  "src"."id" as "course_id",
  $3 as "path_id",
  $4 as "kind",
  $5 as "purpose",
  $6 as "quantity",
  $7 as "status",
  $8 as "amount",
  $9 as "currency",
  $10 as "original_amount",
  $11 as "discount_amount",
  $12 as "coupon_id",
  $13 as "coupon_code",
  now() as "created_at",
  now() as "updated_at"
from
  "courses" as "src"
where
  "src"."id" = $14
returning
  "id";

-- PaymentsRepository.insertPending (team seats)
insert into
  "payments" (
    "user_id",
    "email",
    "course_id",
    "path_id",
    "kind",
    "purpose",
    "quantity",
    "status",
    "amount",
    "currency",
    "original_amount",
    "discount_amount",
    "coupon_id",
    "coupon_code",
    "created_at",
    "updated_at"
  )
select
  $1 as "user_id",
  $2 as "email",
  "src"."id" as "course_id",
  $3 as "path_id",
  $4 as "kind",
  $5 as "purpose",
  $6 as "quantity",
  $7 as "status",
  $8 as "amount",
  $9 as "currency",
  $10 as "original_amount",
  $11 as "discount_amount",
  $12 as "coupon_id",
  $13 as "coupon_code",
  now() as "created_at",
  now() as "updated_at"
from
  "courses" as "src"
where
  "src"."id" = $14
returning
  "id";

-- PaymentsRepository.insertPending (a path)
insert into
  "payments" (
    "user_id",
    "email",
    "course_id",
    "path_id",
    "kind",
    "purpose",
    "quantity",
    "status",
    "amount",
    "currency",
    "original_amount",
    "discount_amount",
    "coupon_id",
    "coupon_code",
    "created_at",
    "updated_at"
  )
select
  $1 as "user_id",
  $2 as "email",
  $3 as "course_id",
  "src"."id" as "path_id",
  $4 as "kind",
  $5 as "purpose",
  $6 as "quantity",
  $7 as "status",
  $8 as "amount",
  $9 as "currency",
  $10 as "original_amount",
  $11 as "discount_amount",
  $12 as "coupon_id",
  $13 as "coupon_code",
  now() as "created_at",
  now() as "updated_at"
from
  "learning_paths" as "src"
where
  "src"."id" = $14
returning
  "id";

-- PaymentsRepository.knownCustomer
select
  "customer_id"
from
  "payments"
where
  "user_id" = $1
  and "customer_id" is not null
order by
  "id" desc
limit
  $2;

-- PaymentsRepository.latestOf (a course)
select
  "id",
  "kind",
  "status",
  "checkout_session_id",
  "payment_intent_id",
  "subscription_id"
from
  "payments"
where
  "user_id" = $1
  and "course_id" = $2
  and "purpose" = $3
order by
  "id" desc
limit
  $4;

-- PaymentsRepository.latestOf (a path)
select
  "id",
  "kind",
  "status",
  "checkout_session_id",
  "payment_intent_id",
  "subscription_id"
from
  "payments"
where
  "user_id" = $1
  and "path_id" = $2
  and "purpose" = $3
order by
  "id" desc
limit
  $4;

-- PaymentsRepository.lock
select
  "id",
  "user_id",
  "email",
  "course_id",
  "path_id",
  "kind",
  "purpose",
  "quantity",
  "status",
  "amount",
  "currency",
  "subscription_id",
  "last_event_at",
  "coupon_id",
  (
    select
      "c"."title"
    from
      "courses" as "c"
    where
      "c"."id" = "payments"."course_id"
  ) as "course_title",
  (
    select
      "lp"."title"
    from
      "learning_paths" as "lp"
    where
      "lp"."id" = "payments"."path_id"
  ) as "path_title"
from
  "payments"
where
  "id" = $1
for update;

-- PaymentsRepository.markSucceeded
update "payments"
set
  "status" = $1,
  "user_id" = coalesce("user_id", $2),
  "payment_intent_id" = coalesce("payment_intent_id", $3),
  "subscription_id" = coalesce("subscription_id", $4),
  "customer_id" = coalesce("customer_id", $5),
  "last_event_at" = $6,
  "updated_at" = now()
where
  "id" = $7;

-- PaymentsRepository.pathBuyers
select distinct
  on ("user_id") "id",
  "user_id"
from
  "payments"
where
  "path_id" = $1
  and "purpose" = $2
  and "status" = $3
  and "user_id" is not null
order by
  "user_id",
  "id";

-- PaymentsRepository.paymentIdOfIntent
select
  "id"
from
  "payments"
where
  "payment_intent_id" = $1;

-- PaymentsRepository.paymentIdOfSubscription
select
  "id"
from
  "payments"
where
  "subscription_id" = $1;

-- PaymentsRepository.purchasableCourse (visitor)
select
  "c"."id",
  "c"."title",
  "c"."price",
  "c"."payment_type",
  "c"."is_paid",
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
  "courses" as "c"
where
  "c"."id" = $3
  and (
    "c"."deleted_at" is null
    and "c"."access_level" = $4
  );

-- PaymentsRepository.purchasableCourse (learner)
select
  "c"."id",
  "c"."title",
  "c"."price",
  "c"."payment_type",
  "c"."is_paid",
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
  "courses" as "c"
where
  "c"."id" = $3
  and (
    "c"."deleted_at" is null
    and (
      "c"."access_level" in ($4, $5)
      or exists (
        select
          "a"."user_id"
        from
          "course_user_access" as "a"
        where
          "a"."course_id" = "c"."id"
          and "a"."user_id" = $6
      )
    )
  );

-- PaymentsRepository.purchasableCourse (admin)
select
  "c"."id",
  "c"."title",
  "c"."price",
  "c"."payment_type",
  "c"."is_paid",
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
  "courses" as "c"
where
  "c"."id" = $3
  and "c"."deleted_at" is null;

-- PaymentsRepository.purchasablePath (learner)
select
  "p"."id",
  "p"."slug",
  "p"."title",
  "p"."price",
  "p"."payment_type",
  "p"."is_paid",
  exists (
    select
      "paid"."id"
    from
      "payments" as "paid"
    where
      "paid"."path_id" = "p"."id"
      and "paid"."user_id" = $1
      and "paid"."purpose" = $2
      and "paid"."status" = $3
  ) as "has_path",
  cast(
    (
      select
        count(distinct "s"."course_id") as "count"
      from
        "learning_path_steps" as "s"
        inner join "courses" as "c" on "c"."id" = "s"."course_id"
      where
        "s"."path_id" = "p"."id"
        and "c"."deleted_at" is null
    ) as integer
  ) as "course_count",
  cast(
    (
      select
        count(distinct "s"."course_id") as "count"
      from
        "learning_path_steps" as "s"
        inner join "courses" as "c" on "c"."id" = "s"."course_id"
      where
        "s"."path_id" = "p"."id"
        and "c"."deleted_at" is null
        and not exists (
          select
            "e"."id"
          from
            "enrollments" as "e"
          where
            "e"."course_id" = "c"."id"
            and "e"."user_id" = $4
            and "e"."status" = $5
        )
    ) as integer
  ) as "missing_courses"
from
  "learning_paths" as "p"
where
  "p"."id" = $6
  and (
    "p"."deleted_at" is null
    and "p"."is_published" = $7
    and exists (
      select
        "s"."id"
      from
        "learning_path_steps" as "s"
        inner join "courses" as "c" on "c"."id" = "s"."course_id"
      where
        "s"."path_id" = "p"."id"
        and "c"."deleted_at" is null
    )
    and not exists (
      select
        "s"."id"
      from
        "learning_path_steps" as "s"
        inner join "courses" as "c" on "c"."id" = "s"."course_id"
      where
        "s"."path_id" = "p"."id"
        and "c"."deleted_at" is null
        and not (
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
        )
    )
  );

-- PaymentsRepository.recordEvent
insert into
  "stripe_events" ("id", "type", "processed_at")
values
  ($1, $2, now())
on conflict ("id") do nothing
returning
  "id";

-- PaymentsRepository.recordStatus
update "payments"
set
  "status" = $1,
  "last_event_at" = $2,
  "updated_at" = now()
where
  "id" = $3;

-- PaymentsRepository.reusablePending (no coupon)
select
  "payment_intent_id",
  "subscription_id"
from
  "payments"
where
  "user_id" = $1
  and "course_id" = $2
  and "kind" = $3
  and "amount" = $4
  and "coupon_id" is null
  and "status" = $5
  and "checkout_session_id" is null
  and (
    "payment_intent_id" is not null
    or "subscription_id" is not null
  )
  and "created_at" > now() - make_interval(0, 0, 0, 0, 0, $6)
order by
  "id" desc
limit
  $7;

-- PaymentsRepository.reusablePending (a coupon)
select
  "payment_intent_id",
  "subscription_id"
from
  "payments"
where
  "user_id" = $1
  and "course_id" = $2
  and "kind" = $3
  and "amount" = $4
  and "coupon_id" = $5
  and "status" = $6
  and "checkout_session_id" is null
  and (
    "payment_intent_id" is not null
    or "subscription_id" is not null
  )
  and "created_at" > now() - make_interval(0, 0, 0, 0, 0, $7)
order by
  "id" desc
limit
  $8;

-- PaymentsRepository.reusablePending (a path)
select
  "payment_intent_id",
  "subscription_id"
from
  "payments"
where
  "user_id" = $1
  and "path_id" = $2
  and "kind" = $3
  and "amount" = $4
  and "coupon_id" is null
  and "status" = $5
  and "checkout_session_id" is null
  and (
    "payment_intent_id" is not null
    or "subscription_id" is not null
  )
  and "created_at" > now() - make_interval(0, 0, 0, 0, 0, $6)
order by
  "id" desc
limit
  $7;

-- PaymentsRepository.saveQuantity
update "payments"
set
  "quantity" = $1,
  "amount" = $2,
  "updated_at" = now()
where
  "id" = $3;

-- PaymentsRepository.saveStripeIds (payment intent)
update "payments"
set
  "payment_intent_id" = $1,
  "updated_at" = now()
where
  "id" = $2;

-- PaymentsRepository.saveStripeIds (subscription)
update "payments"
set
  "subscription_id" = $1,
  "customer_id" = $2,
  "updated_at" = now()
where
  "id" = $3;

-- PaymentsRepository.saveSubscriptionState
update "payments"
set
  "subscription_status" = $1,
  "current_period_end" = coalesce($2, "current_period_end"),
  "cancel_at_period_end" = $3,
  "updated_at" = now()
where
  "id" = $4;

-- PaymentsRepository.stateOf
select
  "p"."status",
  exists (
    select
      "e"."id"
    from
      "enrollments" as "e"
    where
      "e"."user_id" = "p"."user_id"
      and "e"."course_id" = "p"."course_id"
      and "e"."status" = $1
  ) as "is_enrolled"
from
  "payments" as "p"
where
  "p"."id" = $2;

-- PaymentsRepository.subscriptionCustomer
select
  "customer_id",
  "status"
from
  "payments"
where
  "id" = $1
  and "user_id" = $2
  and "kind" = $3
  and "subscription_id" is not null;

-- PaymentsRepository.subscriptionsOf
select
  "p"."id",
  "p"."course_id",
  "c"."title" as "course_title",
  "p"."path_id",
  "lp"."slug" as "path_slug",
  "lp"."title" as "path_title",
  "p"."purpose",
  "p"."quantity",
  "p"."status",
  "p"."subscription_status",
  "p"."current_period_end",
  "p"."cancel_at_period_end"
from
  "payments" as "p"
  left join "courses" as "c" on "c"."id" = "p"."course_id"
  left join "learning_paths" as "lp" on "lp"."id" = "p"."path_id"
where
  "p"."user_id" = $1
  and "p"."kind" = $2
  and "p"."subscription_id" is not null
  and "p"."status" in ($3, $4, $5)
order by
  "p"."id" desc;

-- PaymentsRepository.teamSubscription
select
  "subscription_id",
  "status",
  "amount",
  "quantity"
from
  "payments"
where
  "id" = $1
  and "purpose" = $2
  and "kind" = $3;
