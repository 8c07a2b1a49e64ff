-- Written by `npm run sql -w backend` from src/modules/paths/path-pricing.repository.ts: do not edit.

-- PathPricingRepository.pricing
select
  "id",
  "is_paid",
  "price",
  "payment_type"
from
  "learning_paths"
where
  "id" = $1
  and "deleted_at" is null;

-- PathPricingRepository.purchaseState (a visitor)
select
  "p"."id",
  "p"."is_paid",
  "p"."price",
  "p"."payment_type",
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
        and exists (
          select
            "e"."id"
          from
            "enrollments" as "e"
          where
            "e"."course_id" = "s"."course_id"
            and "e"."user_id" = $1
            and "e"."status" = $2
        )
    ) as integer
  ) as "courses_owned",
  (
    select
      "paid"."kind"
    from
      "payments" as "paid"
    where
      "paid"."path_id" = "p"."id"
      and "paid"."user_id" = $3
      and "paid"."purpose" = $4
      and "paid"."status" = $5
    order by
      "paid"."id"
    limit
      $6
  ) as "paid_kind",
  exists (
    select
      "ts"."id"
    from
      "team_seats" as "ts"
      inner join "teams" as "t" on "t"."id" = "ts"."team_id"
    where
      "t"."path_id" = "p"."id"
      and "t"."ended_at" is null
      and "ts"."status" = $7
      and "ts"."user_id" = $8
  ) as "seated"
from
  "learning_paths" as "p"
where
  "p"."slug" = $9
  and (
    "p"."deleted_at" is null
    and "p"."is_published" = $10
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
          and "c"."access_level" = $11
        )
    )
  );

-- PathPricingRepository.purchaseState (a learner)
select
  "p"."id",
  "p"."is_paid",
  "p"."price",
  "p"."payment_type",
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
        and exists (
          select
            "e"."id"
          from
            "enrollments" as "e"
          where
            "e"."course_id" = "s"."course_id"
            and "e"."user_id" = $1
            and "e"."status" = $2
        )
    ) as integer
  ) as "courses_owned",
  (
    select
      "paid"."kind"
    from
      "payments" as "paid"
    where
      "paid"."path_id" = "p"."id"
      and "paid"."user_id" = $3
      and "paid"."purpose" = $4
      and "paid"."status" = $5
    order by
      "paid"."id"
    limit
      $6
  ) as "paid_kind",
  exists (
    select
      "ts"."id"
    from
      "team_seats" as "ts"
      inner join "teams" as "t" on "t"."id" = "ts"."team_id"
    where
      "t"."path_id" = "p"."id"
      and "t"."ended_at" is null
      and "ts"."status" = $7
      and "ts"."user_id" = $8
  ) as "seated"
from
  "learning_paths" as "p"
where
  "p"."slug" = $9
  and (
    "p"."deleted_at" is null
    and "p"."is_published" = $10
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
            "c"."access_level" in ($11, $12)
            or exists (
              select
                "a"."user_id"
              from
                "course_user_access" as "a"
              where
                "a"."course_id" = "c"."id"
                and "a"."user_id" = $13
            )
          )
        )
    )
  );

-- PathPricingRepository.savePricing
update "learning_paths"
set
  "is_paid" = $1,
  "price" = $2,
  "payment_type" = $3,
  "updated_at" = now()
where
  "id" = $4;
