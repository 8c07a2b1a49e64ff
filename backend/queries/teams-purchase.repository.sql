-- Written by `npm run sql -w backend` from src/modules/teams/teams-purchase.repository.ts: do not edit.

-- TeamsPurchaseRepository.adminTeams (all)
select
  "t"."id",
  "t"."name",
  "t"."seats",
  "t"."ended_at",
  "t"."created_at",
  "c"."id" as "course_id",
  "c"."title" as "course_title",
  "lp"."id" as "path_id",
  "lp"."slug" as "path_slug",
  "lp"."title" as "path_title",
  coalesce("c"."payment_type", "lp"."payment_type") as "payment_type",
  "m"."id" as "manager_id",
  "m"."first_name" as "manager_first_name",
  "m"."last_name" as "manager_last_name",
  "m"."email" as "manager_email",
  cast(
    (
      select
        count(*) as "count"
      from
        "team_seats" as "s"
      where
        "s"."team_id" = "t"."id"
        and "s"."status" in ($1, $2)
    ) as integer
  ) as "seats_used",
  cast(
    coalesce(
      (
        select
          sum("p"."amount") as "sum"
        from
          "team_orders" as "o"
          inner join "payments" as "p" on "p"."id" = "o"."payment_id"
        where
          "o"."team_id" = "t"."id"
          and "o"."fulfilled_at" is not null
          and "p"."status" = $3
      ),
      0
    ) as double precision
  ) as "paid_amount",
  coalesce(
    (
      select
        "p"."currency"
      from
        "team_orders" as "o"
        inner join "payments" as "p" on "p"."id" = "o"."payment_id"
      where
        "o"."team_id" = "t"."id"
        and "o"."fulfilled_at" is not null
        and "p"."status" = $4
      order by
        "p"."id" desc
      limit
        $5
    ),
    $6
  ) as "currency"
from
  "teams" as "t"
  left join "courses" as "c" on "c"."id" = "t"."course_id"
  left join "learning_paths" as "lp" on "lp"."id" = "t"."path_id"
  left join "users" as "m" on "m"."id" = "t"."manager_id"
order by
  "t"."created_at" desc,
  "t"."id" desc;

-- TeamsPurchaseRepository.adminTeams (one)
select
  "t"."id",
  "t"."name",
  "t"."seats",
  "t"."ended_at",
  "t"."created_at",
  "c"."id" as "course_id",
  "c"."title" as "course_title",
  "lp"."id" as "path_id",
  "lp"."slug" as "path_slug",
  "lp"."title" as "path_title",
  coalesce("c"."payment_type", "lp"."payment_type") as "payment_type",
  "m"."id" as "manager_id",
  "m"."first_name" as "manager_first_name",
  "m"."last_name" as "manager_last_name",
  "m"."email" as "manager_email",
  cast(
    (
      select
        count(*) as "count"
      from
        "team_seats" as "s"
      where
        "s"."team_id" = "t"."id"
        and "s"."status" in ($1, $2)
    ) as integer
  ) as "seats_used",
  cast(
    coalesce(
      (
        select
          sum("p"."amount") as "sum"
        from
          "team_orders" as "o"
          inner join "payments" as "p" on "p"."id" = "o"."payment_id"
        where
          "o"."team_id" = "t"."id"
          and "o"."fulfilled_at" is not null
          and "p"."status" = $3
      ),
      0
    ) as double precision
  ) as "paid_amount",
  coalesce(
    (
      select
        "p"."currency"
      from
        "team_orders" as "o"
        inner join "payments" as "p" on "p"."id" = "o"."payment_id"
      where
        "o"."team_id" = "t"."id"
        and "o"."fulfilled_at" is not null
        and "p"."status" = $4
      order by
        "p"."id" desc
      limit
        $5
    ),
    $6
  ) as "currency"
from
  "teams" as "t"
  left join "courses" as "c" on "c"."id" = "t"."course_id"
  left join "learning_paths" as "lp" on "lp"."id" = "t"."path_id"
  left join "users" as "m" on "m"."id" = "t"."manager_id"
where
  "t"."id" = $7
order by
  "t"."created_at" desc,
  "t"."id" desc;

-- TeamsPurchaseRepository.buyerTeam (a course)
select
  "t"."id",
  "t"."name",
  "t"."seats",
  "t"."ended_at",
  exists (
    select
      "o"."id"
    from
      "team_orders" as "o"
      inner join "payments" as "p" on "p"."id" = "o"."payment_id"
    where
      "o"."team_id" = "t"."id"
      and "o"."fulfilled_at" is not null
      and "p"."status" = $1
      and "p"."kind" = $2
  ) as "subscribed"
from
  "teams" as "t"
where
  "t"."purchaser_id" = $3
  and "t"."course_id" = $4;

-- TeamsPurchaseRepository.buyerTeam (a path)
select
  "t"."id",
  "t"."name",
  "t"."seats",
  "t"."ended_at",
  exists (
    select
      "o"."id"
    from
      "team_orders" as "o"
      inner join "payments" as "p" on "p"."id" = "o"."payment_id"
    where
      "o"."team_id" = "t"."id"
      and "o"."fulfilled_at" is not null
      and "p"."status" = $1
      and "p"."kind" = $2
  ) as "subscribed"
from
  "teams" as "t"
where
  "t"."purchaser_id" = $3
  and "t"."path_id" = $4;

-- TeamsPurchaseRepository.courseForSeats (visitor)
select
  "c"."id",
  "c"."title",
  "c"."price",
  "c"."payment_type",
  "c"."is_paid",
  (
    select
      coalesce(json_agg(agg), '[]')
    from
      (
        select
          "tier"."min_seats" as "minSeats",
          "tier"."discount_percent" as "discountPercent"
        from
          "course_seat_tiers" as "tier"
        where
          "tier"."course_id" = "c"."id"
        order by
          "tier"."min_seats"
      ) as agg
  ) as "tiers"
from
  "courses" as "c"
where
  "c"."id" = $1
  and (
    "c"."deleted_at" is null
    and "c"."access_level" = $2
  );

-- TeamsPurchaseRepository.courseForSeats (admin)
select
  "c"."id",
  "c"."title",
  "c"."price",
  "c"."payment_type",
  "c"."is_paid",
  (
    select
      coalesce(json_agg(agg), '[]')
    from
      (
        select
          "tier"."min_seats" as "minSeats",
          "tier"."discount_percent" as "discountPercent"
        from
          "course_seat_tiers" as "tier"
        where
          "tier"."course_id" = "c"."id"
        order by
          "tier"."min_seats"
      ) as agg
  ) as "tiers"
from
  "courses" as "c"
where
  "c"."id" = $1
  and "c"."deleted_at" is null;

-- TeamsPurchaseRepository.hasOtherPaidOrder
select
  exists (
    select
      "o"."id"
    from
      "team_orders" as "o"
      inner join "payments" as "p" on "p"."id" = "o"."payment_id"
    where
      "o"."team_id" = "t"."id"
      and "o"."fulfilled_at" is not null
      and "p"."status" = $1
      and "o"."id" <> $2
  ) as "paid"
from
  "teams" as "t"
where
  "t"."id" = $3;

-- TeamsPurchaseRepository.insertOrder
insert into
  "team_orders" (
    "payment_id",
    "course_id",
    "path_id",
    "buyer_id",
    "team_name",
    "seats",
    "unit_amount",
    "created_at"
  )
select
  "p"."id",
  "p"."course_id",
  "p"."path_id",
  $1 as "buyer_id",
  $2 as "team_name",
  $3 as "seats",
  $4 as "unit_amount",
  now() as "created_at"
from
  "payments" as "p"
where
  "p"."id" = $5;

-- TeamsPurchaseRepository.lockOrder
select
  "id",
  "course_id",
  "path_id",
  "buyer_id",
  "team_name",
  "seats",
  "team_id",
  "fulfilled_at",
  "refunded_at"
from
  "team_orders"
where
  "payment_id" = $1
for update;

-- TeamsPurchaseRepository.managedSubscription
select
  "t"."id",
  "t"."seats",
  "t"."ended_at",
  (
    select
      "p"."id"
    from
      "team_orders" as "o"
      inner join "payments" as "p" on "p"."id" = "o"."payment_id"
    where
      "o"."team_id" = "t"."id"
      and "o"."fulfilled_at" is not null
      and "p"."status" = $1
      and "p"."kind" = $2
    order by
      "o"."id" desc
    limit
      $3
  ) as "payment_id"
from
  "teams" as "t"
where
  "t"."id" = $4
  and "t"."manager_id" = $5;

-- TeamsPurchaseRepository.markFulfilled
update "team_orders"
set
  "team_id" = $1,
  "fulfilled_at" = now()
where
  "id" = $2;

-- TeamsPurchaseRepository.markRefunded
update "team_orders"
set
  "refunded_at" = now()
where
  "id" = $1;

-- TeamsPurchaseRepository.pathForSeats (a learner)
select
  "p"."id",
  "p"."slug",
  "p"."title",
  "p"."price",
  "p"."payment_type",
  "p"."is_paid",
  (
    select
      coalesce(json_agg(agg), '[]')
    from
      (
        select
          "tier"."min_seats" as "minSeats",
          "tier"."discount_percent" as "discountPercent"
        from
          "path_seat_tiers" as "tier"
        where
          "tier"."path_id" = "p"."id"
        order by
          "tier"."min_seats"
      ) as agg
  ) as "tiers"
from
  "learning_paths" as "p"
where
  "p"."id" = $1
  and (
    "p"."deleted_at" is null
    and "p"."is_published" = $2
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
            "c"."access_level" in ($3, $4)
            or exists (
              select
                "a"."user_id"
              from
                "course_user_access" as "a"
              where
                "a"."course_id" = "c"."id"
                and "a"."user_id" = $5
            )
          )
        )
    )
  );

-- TeamsPurchaseRepository.pathForSeats (an admin)
select
  "p"."id",
  "p"."slug",
  "p"."title",
  "p"."price",
  "p"."payment_type",
  "p"."is_paid",
  (
    select
      coalesce(json_agg(agg), '[]')
    from
      (
        select
          "tier"."min_seats" as "minSeats",
          "tier"."discount_percent" as "discountPercent"
        from
          "path_seat_tiers" as "tier"
        where
          "tier"."path_id" = "p"."id"
        order by
          "tier"."min_seats"
      ) as agg
  ) as "tiers"
from
  "learning_paths" as "p"
where
  "p"."id" = $1
  and "p"."deleted_at" is null;

-- TeamsPurchaseRepository.pathSeatHolders
select distinct
  "s"."user_id"
from
  "team_seats" as "s"
  inner join "teams" as "t" on "t"."id" = "s"."team_id"
where
  "t"."path_id" = $1
  and "t"."ended_at" is null
  and "s"."status" = $2
  and "s"."user_id" is not null
order by
  "s"."user_id";

-- TeamsPurchaseRepository.reopen
update "teams"
set
  "ended_at" = $1
where
  "id" = $2;

-- TeamsPurchaseRepository.replacePathTiers
delete from "path_seat_tiers"
where
  "path_id" = $1;
insert into
  "path_seat_tiers" ("path_id", "min_seats", "discount_percent")
select
  "p"."id",
  $1 as "min_seats",
  $2 as "discount_percent"
from
  "learning_paths" as "p"
where
  "p"."id" = $3;

-- TeamsPurchaseRepository.replaceTiers
delete from "course_seat_tiers"
where
  "course_id" = $1;
insert into
  "course_seat_tiers" ("course_id", "min_seats", "discount_percent")
select
  "c"."id",
  $1 as "min_seats",
  $2 as "discount_percent"
from
  "courses" as "c"
where
  "c"."id" = $3;
insert into
  "course_seat_tiers" ("course_id", "min_seats", "discount_percent")
select
  "c"."id",
  $1 as "min_seats",
  $2 as "discount_percent"
from
  "courses" as "c"
where
  "c"."id" = $3;

-- TeamsPurchaseRepository.setManager
update "teams"
set
  "manager_id" = $1
where
  "id" = $2;

-- TeamsPurchaseRepository.setOrderSeats
update "team_orders"
set
  "seats" = $1
where
  "id" = $2;

-- TeamsPurchaseRepository.team
select
  "id",
  "course_id",
  "path_id",
  "seats",
  "ended_at"
from
  "teams"
where
  "id" = $1
for update;

-- TeamsPurchaseRepository.teamFor (a course)
insert into
  "teams" (
    "name",
    "course_id",
    "path_id",
    "purchaser_id",
    "manager_id",
    "seats",
    "created_at"
  )
select
  $1 as "name",
  "src"."id" as "course_id",
  $2 as "path_id",
  $3 as "purchaser_id",
  $4 as "manager_id",
  0 as "seats",
  now() as "created_at"
from
  "courses" as "src"
where
  "src"."id" = $5
on conflict ("course_id", "purchaser_id") do update
set
  "name" = "teams"."name"
returning
  "id",
  "seats",
  "ended_at";

-- TeamsPurchaseRepository.teamFor (a path)
insert into
  "teams" (
    "name",
    "course_id",
    "path_id",
    "purchaser_id",
    "manager_id",
    "seats",
    "created_at"
  )
select
  $1 as "name",
  $2 as "course_id",
  "src"."id" as "path_id",
  $3 as "purchaser_id",
  $4 as "manager_id",
  0 as "seats",
  now() as "created_at"
from
  "learning_paths" as "src"
where
  "src"."id" = $5
on conflict ("path_id", "purchaser_id") do update
set
  "name" = "teams"."name"
returning
  "id",
  "seats",
  "ended_at";
