-- Written by `npm run sql -w backend` from src/modules/payments/coupons.repository.ts: do not edit.

-- CouponsRepository.codeTaken
select
  "id"
from
  "coupons"
where
  "code" = $1;

-- CouponsRepository.couponableCourses
select
  "id",
  "title"
from
  "courses"
where
  "is_paid" = $1
  and "payment_type" = $2
  and "price" > $3
order by
  "title",
  "id";

-- CouponsRepository.existingCourses
select
  "id",
  (
    "is_paid" = $1
    and "payment_type" = $2
    and "price" > $3
  ) as "couponable"
from
  "courses"
where
  "id" in ($4, $5);

-- CouponsRepository.forCheckout
select
  "c"."id",
  "c"."code",
  "c"."percent_off",
  "c"."amount_off",
  "c"."expires_at",
  "c"."max_redemptions",
  "c"."times_redeemed",
  "c"."active",
  "c"."stripe_promotion_code_id",
  (
    "c"."all_courses" = $1
    or exists (
      select
        "cc"."course_id"
      from
        "coupon_courses" as "cc"
      where
        "cc"."coupon_id" = "c"."id"
        and "cc"."course_id" = $2
    )
  ) as "applies",
  (
    select
      count(*) as "held"
    from
      "payments" as "p"
    where
      "p"."coupon_id" = "c"."id"
      and "p"."status" = $3
      and coalesce("p"."user_id", 0) <> $4
      and "p"."created_at" > now() - make_interval(0, 0, 0, 0, 0, $5)
  ) as "held"
from
  "coupons" as "c"
where
  "c"."code" = $6;

-- CouponsRepository.list
select
  "c"."id",
  "c"."code",
  "c"."percent_off",
  "c"."amount_off",
  "c"."all_courses",
  "c"."expires_at",
  "c"."max_redemptions",
  "c"."times_redeemed",
  "c"."active",
  "c"."created_at",
  (
    select
      coalesce(json_agg(agg), '[]')
    from
      (
        select
          "course"."id",
          "course"."title"
        from
          "coupon_courses" as "cc"
          inner join "courses" as "course" on "course"."id" = "cc"."course_id"
        where
          "cc"."coupon_id" = "c"."id"
        order by
          "course"."title"
      ) as agg
  ) as "courses"
from
  "coupons" as "c"
order by
  "c"."id" desc;

-- CouponsRepository.lock
select
  "id"
from
  "coupons"
where
  "code" = $1
for update;

-- CouponsRepository.redeem
update "coupons"
set
  "times_redeemed" = "times_redeemed" + $1
where
  "id" = $2;
