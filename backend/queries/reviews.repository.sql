-- Written by `npm run sql -w backend` from src/modules/reviews/reviews.repository.ts: do not edit.

-- ReviewsRepository.addHelpfulVote
with
  "vote" as (
    insert into
      "review_helpful_votes" ("review_id", "user_id", "created_at")
    select
      "id",
      $1 as "user_id",
      now() as "created_at"
    from
      "reviews"
    where
      "id" = $2
    on conflict ("review_id", "user_id") do nothing
    returning
      "review_id"
  )
update "reviews"
set
  "helpful_count" = "helpful_count" + $3
where
  "id" = $4
  and exists (
    select
      "vote"."review_id"
    from
      "vote"
  )
returning
  "helpful_count";

-- ReviewsRepository.adminReviewById
select
  "r"."id",
  "r"."course_id",
  "r"."user_id",
  "r"."rating",
  "r"."body",
  "r"."helpful_count",
  "r"."created_at",
  "r"."edited_at",
  "r"."hidden_at",
  "r"."hidden_reason",
  "u"."first_name",
  "u"."last_name",
  "u"."email",
  "c"."title" as "course_title"
from
  "reviews" as "r"
  inner join "users" as "u" on "u"."id" = "r"."user_id"
  inner join "courses" as "c" on "c"."id" = "r"."course_id"
where
  "r"."id" = $1;

-- ReviewsRepository.adminReviews (every review)
select
  "r"."id",
  "r"."course_id",
  "r"."user_id",
  "r"."rating",
  "r"."body",
  "r"."helpful_count",
  "r"."created_at",
  "r"."edited_at",
  "r"."hidden_at",
  "r"."hidden_reason",
  "u"."first_name",
  "u"."last_name",
  "u"."email",
  "c"."title" as "course_title"
from
  "reviews" as "r"
  inner join "users" as "u" on "u"."id" = "r"."user_id"
  inner join "courses" as "c" on "c"."id" = "r"."course_id"
order by
  "r"."created_at" desc,
  "r"."id" desc
limit
  $1
offset
  $2;

-- ReviewsRepository.adminReviews (the hidden reviews of a course)
select
  "r"."id",
  "r"."course_id",
  "r"."user_id",
  "r"."rating",
  "r"."body",
  "r"."helpful_count",
  "r"."created_at",
  "r"."edited_at",
  "r"."hidden_at",
  "r"."hidden_reason",
  "u"."first_name",
  "u"."last_name",
  "u"."email",
  "c"."title" as "course_title"
from
  "reviews" as "r"
  inner join "users" as "u" on "u"."id" = "r"."user_id"
  inner join "courses" as "c" on "c"."id" = "r"."course_id"
where
  "r"."course_id" = $1
  and "r"."hidden_at" is not null
order by
  "r"."created_at" desc,
  "r"."id" desc
limit
  $2
offset
  $3;

-- ReviewsRepository.countAdminReviews (every review)
select
  cast(count(*) as integer) as "total"
from
  "reviews" as "r";

-- ReviewsRepository.countAdminReviews (the visible reviews of a course)
select
  cast(count(*) as integer) as "total"
from
  "reviews" as "r"
where
  "r"."course_id" = $1
  and "r"."hidden_at" is null;

-- ReviewsRepository.removeHelpfulVote
with
  "vote" as (
    delete from "review_helpful_votes"
    where
      "review_id" = $1
      and "user_id" = $2
    returning
      "review_id"
  )
update "reviews"
set
  "helpful_count" = "helpful_count" - $3
where
  "id" = $4
  and exists (
    select
      "vote"."review_id"
    from
      "vote"
  )
returning
  "helpful_count";

-- ReviewsRepository.removeUserReviewsAndVotes
with
  "vote" as (
    delete from "review_helpful_votes"
    where
      "user_id" = $1
    returning
      "review_id"
  )
update "reviews"
set
  "helpful_count" = "helpful_count" - $2
where
  "id" in (
    select
      "vote"."review_id"
    from
      "vote"
  );
delete from "reviews"
where
  "user_id" = $1
returning
  "course_id";

-- ReviewsRepository.reviewerState
select
  "c"."id" as "course_id",
  "c"."rating_count",
  "c"."rating_sum",
  cast(
    (
      select
        count(*) as "count"
      from
        "lessons" as "l"
      where
        "l"."course_id" = "c"."id"
    ) as integer
  ) as "lesson_count",
  "e"."id" is not null as "is_enrolled",
  coalesce("e"."completed_lessons", 0) as "completed_lessons",
  "s"."review_min_progress",
  "r"."id" as "review_id",
  "r"."rating",
  "r"."body",
  "r"."helpful_count",
  "r"."created_at",
  "r"."edited_at",
  "r"."hidden_at",
  "r"."hidden_reason"
from
  "courses" as "c"
  cross join "academy_settings" as "s"
  left join "enrollments" as "e" on "e"."course_id" = "c"."id"
  and "e"."user_id" = $1
  and "e"."status" = $2
  left join "reviews" as "r" on "r"."course_id" = "c"."id"
  and "r"."user_id" = $3
where
  "c"."id" = $4
  and (
    "c"."deleted_at" is null
    and (
      "c"."access_level" in ($5, $6)
      or exists (
        select
          "a"."user_id"
        from
          "course_user_access" as "a"
        where
          "a"."course_id" = "c"."id"
          and "a"."user_id" = $7
      )
    )
  );

-- ReviewsRepository.reviewForViewer
select
  "r"."id",
  "r"."course_id",
  "r"."user_id",
  "r"."rating",
  "r"."body",
  "r"."helpful_count",
  "r"."created_at",
  "r"."edited_at",
  "r"."hidden_at",
  "r"."hidden_reason",
  "u"."first_name",
  "u"."last_name",
  "u"."email",
  exists (
    select
      "v"."review_id"
    from
      "review_helpful_votes" as "v"
    where
      "v"."review_id" = "r"."id"
      and "v"."user_id" = $1
  ) as "voted_helpful"
from
  "reviews" as "r"
  inner join "users" as "u" on "u"."id" = "r"."user_id"
  inner join "courses" as "c" on "c"."id" = "r"."course_id"
where
  "r"."id" = $2
  and (
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
  );

-- ReviewsRepository.settings
select
  "review_min_progress",
  "updated_at"
from
  "academy_settings"
where
  "id" = $1;

-- ReviewsRepository.visibleCourseRating (a visitor)
select
  "c"."id",
  "c"."rating_count",
  "c"."rating_sum"
from
  "courses" as "c"
where
  "c"."id" = $1
  and (
    "c"."deleted_at" is null
    and "c"."access_level" = $2
  );

-- ReviewsRepository.visibleCourseRating (a learner)
select
  "c"."id",
  "c"."rating_count",
  "c"."rating_sum"
from
  "courses" as "c"
where
  "c"."id" = $1
  and (
    "c"."deleted_at" is null
    and (
      "c"."access_level" in ($2, $3)
      or exists (
        select
          "a"."user_id"
        from
          "course_user_access" as "a"
        where
          "a"."course_id" = "c"."id"
          and "a"."user_id" = $4
      )
    )
  );

-- ReviewsRepository.visibleRatingTotals
select
  cast(count(*) as integer) as "count",
  cast(coalesce(sum("r"."rating"), 0) as integer) as "sum"
from
  "reviews" as "r"
where
  "r"."course_id" = $1
  and "r"."hidden_at" is null;

-- ReviewsRepository.visibleReviews (newest first, for a visitor)
select
  "r"."id",
  "r"."course_id",
  "r"."user_id",
  "r"."rating",
  "r"."body",
  "r"."helpful_count",
  "r"."created_at",
  "r"."edited_at",
  "r"."hidden_at",
  "r"."hidden_reason",
  "u"."first_name",
  "u"."last_name",
  "u"."email",
  exists (
    select
      "v"."review_id"
    from
      "review_helpful_votes" as "v"
    where
      "v"."review_id" = "r"."id"
      and false
  ) as "voted_helpful"
from
  "reviews" as "r"
  inner join "users" as "u" on "u"."id" = "r"."user_id"
where
  "r"."course_id" = $1
  and "r"."hidden_at" is null
order by
  "r"."created_at" desc,
  "r"."id" desc
limit
  $2
offset
  $3;

-- ReviewsRepository.visibleReviews (most helpful first, for a learner)
select
  "r"."id",
  "r"."course_id",
  "r"."user_id",
  "r"."rating",
  "r"."body",
  "r"."helpful_count",
  "r"."created_at",
  "r"."edited_at",
  "r"."hidden_at",
  "r"."hidden_reason",
  "u"."first_name",
  "u"."last_name",
  "u"."email",
  exists (
    select
      "v"."review_id"
    from
      "review_helpful_votes" as "v"
    where
      "v"."review_id" = "r"."id"
      and "v"."user_id" = $1
  ) as "voted_helpful"
from
  "reviews" as "r"
  inner join "users" as "u" on "u"."id" = "r"."user_id"
where
  "r"."course_id" = $2
  and "r"."hidden_at" is null
order by
  "r"."helpful_count" desc,
  "r"."created_at" desc,
  "r"."id" desc
limit
  $3
offset
  $4;
