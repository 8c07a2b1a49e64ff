-- Written by `npm run sql -w backend` from src/modules/catalog/catalog.repository.ts: do not edit.

-- CatalogRepository.adminCoursePage (newest first)
select
  "c"."id",
  "c"."title",
  "c"."description",
  "c"."slug",
  "c"."image_key",
  "c"."access_level",
  "c"."is_paid",
  "c"."price",
  "c"."payment_type",
  "c"."estimated_duration",
  "c"."created_at",
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
  cast(
    (
      select
        count(*) as "count"
      from
        "enrollments" as "e"
      where
        "e"."course_id" = "c"."id"
        and "e"."status" = $1
    ) as integer
  ) as "enrolled_count",
  cast(count(*) over () as integer) as "matching"
from
  "courses" as "c"
where
  "c"."deleted_at" is null
order by
  "c"."created_at" desc,
  "c"."id" desc
limit
  $2
offset
  $3;

-- CatalogRepository.adminCoursePage (a search)
select
  "c"."id",
  "c"."title",
  "c"."description",
  "c"."slug",
  "c"."image_key",
  "c"."access_level",
  "c"."is_paid",
  "c"."price",
  "c"."payment_type",
  "c"."estimated_duration",
  "c"."created_at",
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
  cast(
    (
      select
        count(*) as "count"
      from
        "enrollments" as "e"
      where
        "e"."course_id" = "c"."id"
        and "e"."status" = $1
    ) as integer
  ) as "enrolled_count",
  cast(count(*) over () as integer) as "matching"
from
  "courses" as "c"
where
  (
    "c"."deleted_at" is null
    and "c"."title" ilike $2
    and "c"."access_level" = $3
    and "c"."is_paid" = $4
    and "c"."payment_type" = $5
  )
order by
  "enrolled_count" desc,
  "c"."id" desc
limit
  $6
offset
  $7;

-- CatalogRepository.adminCoursePage (free courses)
select
  "c"."id",
  "c"."title",
  "c"."description",
  "c"."slug",
  "c"."image_key",
  "c"."access_level",
  "c"."is_paid",
  "c"."price",
  "c"."payment_type",
  "c"."estimated_duration",
  "c"."created_at",
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
  cast(
    (
      select
        count(*) as "count"
      from
        "enrollments" as "e"
      where
        "e"."course_id" = "c"."id"
        and "e"."status" = $1
    ) as integer
  ) as "enrolled_count",
  cast(count(*) over () as integer) as "matching"
from
  "courses" as "c"
where
  (
    "c"."deleted_at" is null
    and "c"."is_paid" = $2
  )
order by
  "c"."title" asc,
  "c"."id" asc
limit
  $3
offset
  $4;

-- CatalogRepository.catalogue
select
  "c"."id",
  "c"."title",
  "c"."description",
  "c"."slug",
  "c"."image_key",
  "c"."access_level",
  "c"."is_paid",
  "c"."price",
  "c"."payment_type",
  "c"."estimated_duration",
  "c"."created_at",
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
  ) as "lesson_count"
from
  "courses" as "c"
where
  "c"."deleted_at" is null
order by
  "c"."created_at",
  "c"."id";

-- CatalogRepository.countAdminCourses
select
  cast(count(*) as integer) as "total"
from
  "courses" as "c"
where
  (
    "c"."deleted_at" is null
    and "c"."title" ilike $1
    and "c"."is_paid" = $2
    and "c"."payment_type" = $3
  );

-- CatalogRepository.courseIdOfModule (visitor)
select
  "m"."course_id"
from
  "modules" as "m"
  inner join "courses" as "c" on "c"."id" = "m"."course_id"
where
  "m"."id" = $1
  and (
    "c"."deleted_at" is null
    and "c"."access_level" = $2
  );

-- CatalogRepository.courseIdOfModule (learner)
select
  "m"."course_id"
from
  "modules" as "m"
  inner join "courses" as "c" on "c"."id" = "m"."course_id"
where
  "m"."id" = $1
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

-- CatalogRepository.courseLessons
select
  "l"."id",
  "l"."course_id",
  "l"."module_id",
  "l"."title",
  "l"."type",
  "l"."order",
  "l"."is_preview",
  coalesce("q"."time_limit", "l"."duration") as "duration"
from
  "lessons" as "l"
  left join "quizzes" as "q" on "q"."lesson_id" = "l"."id"
  and "l"."type" = $1
where
  "l"."course_id" = any ($2)
order by
  "l"."course_id",
  "l"."order",
  "l"."id";

-- CatalogRepository.courseModules
select
  "id",
  "course_id",
  "title",
  "description",
  "order",
  "unlock_after_days"
from
  "modules"
where
  "course_id" = any ($1)
order by
  "course_id",
  "order",
  "id";

-- CatalogRepository.courses (visitor)
select
  "c"."id",
  "c"."title",
  "c"."description",
  "c"."slug",
  "c"."image_key",
  "c"."access_level",
  "c"."is_paid",
  "c"."price",
  "c"."payment_type",
  "c"."estimated_duration",
  "c"."created_at",
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
  exists (
    select
      "e"."id"
    from
      "enrollments" as "e"
    where
      "e"."course_id" = "c"."id"
      and false
      and "e"."status" = $1
  ) as "is_enrolled",
  cast(
    (
      select
        count(*) as "count"
      from
        "lesson_progress" as "lp"
      where
        "lp"."course_id" = "c"."id"
        and false
    ) as integer
  ) as "completed_count",
  (
    select
      "cert"."code"
    from
      "certificates" as "cert"
    where
      "cert"."course_id" = "c"."id"
      and "cert"."renewed_at" is null
      and false
  ) as "certificate_code"
from
  "courses" as "c"
where
  (
    "c"."deleted_at" is null
    and "c"."access_level" = $2
  )
order by
  "c"."created_at",
  "c"."id";

-- CatalogRepository.courses (learner)
select
  "c"."id",
  "c"."title",
  "c"."description",
  "c"."slug",
  "c"."image_key",
  "c"."access_level",
  "c"."is_paid",
  "c"."price",
  "c"."payment_type",
  "c"."estimated_duration",
  "c"."created_at",
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
  cast(
    (
      select
        count(*) as "count"
      from
        "lesson_progress" as "lp"
      where
        "lp"."course_id" = "c"."id"
        and "lp"."user_id" = $3
    ) as integer
  ) as "completed_count",
  (
    select
      "cert"."code"
    from
      "certificates" as "cert"
    where
      "cert"."course_id" = "c"."id"
      and "cert"."renewed_at" is null
      and "cert"."user_id" = $4
  ) as "certificate_code"
from
  "courses" as "c"
where
  (
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
  )
order by
  "c"."created_at",
  "c"."id";

-- CatalogRepository.courses (admin)
select
  "c"."id",
  "c"."title",
  "c"."description",
  "c"."slug",
  "c"."image_key",
  "c"."access_level",
  "c"."is_paid",
  "c"."price",
  "c"."payment_type",
  "c"."estimated_duration",
  "c"."created_at",
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
  cast(
    (
      select
        count(*) as "count"
      from
        "lesson_progress" as "lp"
      where
        "lp"."course_id" = "c"."id"
        and "lp"."user_id" = $3
    ) as integer
  ) as "completed_count",
  (
    select
      "cert"."code"
    from
      "certificates" as "cert"
    where
      "cert"."course_id" = "c"."id"
      and "cert"."renewed_at" is null
      and "cert"."user_id" = $4
  ) as "certificate_code"
from
  "courses" as "c"
where
  "c"."deleted_at" is null
order by
  "c"."created_at",
  "c"."id";

-- CatalogRepository.courses (one course)
select
  "c"."id",
  "c"."title",
  "c"."description",
  "c"."slug",
  "c"."image_key",
  "c"."access_level",
  "c"."is_paid",
  "c"."price",
  "c"."payment_type",
  "c"."estimated_duration",
  "c"."created_at",
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
  cast(
    (
      select
        count(*) as "count"
      from
        "lesson_progress" as "lp"
      where
        "lp"."course_id" = "c"."id"
        and "lp"."user_id" = $3
    ) as integer
  ) as "completed_count",
  (
    select
      "cert"."code"
    from
      "certificates" as "cert"
    where
      "cert"."course_id" = "c"."id"
      and "cert"."renewed_at" is null
      and "cert"."user_id" = $4
  ) as "certificate_code"
from
  "courses" as "c"
where
  (
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
  )
  and "c"."id" = $8
order by
  "c"."created_at",
  "c"."id";

-- CatalogRepository.isVisible (visitor)
select
  1 as "visible"
from
  "courses" as "c"
where
  "c"."id" = $1
  and (
    "c"."deleted_at" is null
    and "c"."access_level" = $2
  );

-- CatalogRepository.isVisible (learner)
select
  1 as "visible"
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

-- CatalogRepository.lesson (visitor)
select
  "l"."id",
  "l"."course_id",
  "c"."title" as "course_title",
  "l"."module_id",
  "l"."title",
  "l"."description",
  "l"."type",
  "l"."video_provider",
  "l"."video_id",
  "l"."content",
  "l"."content_url",
  "l"."order",
  "l"."is_preview",
  coalesce("q"."time_limit", "l"."duration") as "duration",
  exists (
    select
      "lp"."id"
    from
      "lesson_progress" as "lp"
    where
      "lp"."lesson_id" = "l"."id"
      and false
  ) as "is_completed",
  exists (
    select
      "e"."id"
    from
      "enrollments" as "e"
    where
      "e"."course_id" = "c"."id"
      and false
      and "e"."status" = $1
  ) as "is_enrolled",
  (
    null::timestamptz + make_interval(
      hours => 24 * (
        select
          m.unlock_after_days
        from
          modules m
        where
          m.id = l.module_id
      )
    )
  ) as "unlocks_at",
  exists (
    select
      "q"."id"
    from
      "quizzes" as "q"
      inner join "quiz_questions" as "qq" on "qq"."quiz_id" = "q"."id"
    where
      "q"."lesson_id" = "l"."id"
  ) as "has_quiz"
from
  "lessons" as "l"
  inner join "courses" as "c" on "c"."id" = "l"."course_id"
  left join "quizzes" as "q" on "q"."lesson_id" = "l"."id"
  and "l"."type" = $2
where
  "l"."id" = $3
  and (
    "c"."deleted_at" is null
    and "c"."access_level" = $4
  );

-- CatalogRepository.lesson (learner)
select
  "l"."id",
  "l"."course_id",
  "c"."title" as "course_title",
  "l"."module_id",
  "l"."title",
  "l"."description",
  "l"."type",
  "l"."video_provider",
  "l"."video_id",
  "l"."content",
  "l"."content_url",
  "l"."order",
  "l"."is_preview",
  coalesce("q"."time_limit", "l"."duration") as "duration",
  exists (
    select
      "lp"."id"
    from
      "lesson_progress" as "lp"
    where
      "lp"."lesson_id" = "l"."id"
      and "lp"."user_id" = $1
  ) as "is_completed",
  exists (
    select
      "e"."id"
    from
      "enrollments" as "e"
    where
      "e"."course_id" = "c"."id"
      and "e"."user_id" = $2
      and "e"."status" = $3
  ) as "is_enrolled",
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
  ) as "unlocks_at",
  exists (
    select
      "q"."id"
    from
      "quizzes" as "q"
      inner join "quiz_questions" as "qq" on "qq"."quiz_id" = "q"."id"
    where
      "q"."lesson_id" = "l"."id"
  ) as "has_quiz"
from
  "lessons" as "l"
  inner join "courses" as "c" on "c"."id" = "l"."course_id"
  left join "quizzes" as "q" on "q"."lesson_id" = "l"."id"
  and "l"."type" = $7
where
  "l"."id" = $8
  and (
    "c"."deleted_at" is null
    and (
      "c"."access_level" in ($9, $10)
      or exists (
        select
          "a"."user_id"
        from
          "course_user_access" as "a"
        where
          "a"."course_id" = "c"."id"
          and "a"."user_id" = $11
      )
    )
  );

-- CatalogRepository.lesson (admin)
select
  "l"."id",
  "l"."course_id",
  "c"."title" as "course_title",
  "l"."module_id",
  "l"."title",
  "l"."description",
  "l"."type",
  "l"."video_provider",
  "l"."video_id",
  "l"."content",
  "l"."content_url",
  "l"."order",
  "l"."is_preview",
  coalesce("q"."time_limit", "l"."duration") as "duration",
  exists (
    select
      "lp"."id"
    from
      "lesson_progress" as "lp"
    where
      "lp"."lesson_id" = "l"."id"
      and "lp"."user_id" = $1
  ) as "is_completed",
  exists (
    select
      "e"."id"
    from
      "enrollments" as "e"
    where
      "e"."course_id" = "c"."id"
      and "e"."user_id" = $2
      and "e"."status" = $3
  ) as "is_enrolled",
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
  ) as "unlocks_at",
  exists (
    select
      "q"."id"
    from
      "quizzes" as "q"
      inner join "quiz_questions" as "qq" on "qq"."quiz_id" = "q"."id"
    where
      "q"."lesson_id" = "l"."id"
  ) as "has_quiz"
from
  "lessons" as "l"
  inner join "courses" as "c" on "c"."id" = "l"."course_id"
  left join "quizzes" as "q" on "q"."lesson_id" = "l"."id"
  and "l"."type" = $7
where
  "l"."id" = $8
  and "c"."deleted_at" is null;

-- CatalogRepository.lessonIds
select
  "id"
from
  "lessons"
where
  "module_id" = $1;

-- CatalogRepository.lessonOutline (visitor)
select
  "l"."id",
  "l"."module_id",
  "l"."title",
  "l"."type",
  "l"."order",
  "l"."is_preview",
  coalesce("q"."time_limit", "l"."duration") as "duration",
  "lp"."id" is not null as "is_completed"
from
  "lessons" as "l"
  left join "lesson_progress" as "lp" on "lp"."lesson_id" = "l"."id"
  and false
  left join "quizzes" as "q" on "q"."lesson_id" = "l"."id"
  and "l"."type" = $1
where
  "l"."course_id" = $2
order by
  "l"."order",
  "l"."id";

-- CatalogRepository.lessonOutline (learner)
select
  "l"."id",
  "l"."module_id",
  "l"."title",
  "l"."type",
  "l"."order",
  "l"."is_preview",
  coalesce("q"."time_limit", "l"."duration") as "duration",
  "lp"."id" is not null as "is_completed"
from
  "lessons" as "l"
  left join "lesson_progress" as "lp" on "lp"."lesson_id" = "l"."id"
  and "lp"."user_id" = $1
  left join "quizzes" as "q" on "q"."lesson_id" = "l"."id"
  and "l"."type" = $2
where
  "l"."course_id" = $3
order by
  "l"."order",
  "l"."id";

-- CatalogRepository.lessonOutline (one module)
select
  "l"."id",
  "l"."module_id",
  "l"."title",
  "l"."type",
  "l"."order",
  "l"."is_preview",
  coalesce("q"."time_limit", "l"."duration") as "duration",
  "lp"."id" is not null as "is_completed"
from
  "lessons" as "l"
  left join "lesson_progress" as "lp" on "lp"."lesson_id" = "l"."id"
  and "lp"."user_id" = $1
  left join "quizzes" as "q" on "q"."lesson_id" = "l"."id"
  and "l"."type" = $2
where
  "l"."course_id" = $3
  and "l"."module_id" = $4
order by
  "l"."order",
  "l"."id";

-- CatalogRepository.lessonsOfModulesForUpdate
select
  "id",
  "module_id"
from
  "lessons"
where
  "module_id" = any ($1)
order by
  "order",
  "id"
for update;

-- CatalogRepository.moduleIds
select
  "id"
from
  "modules"
where
  "course_id" = $1;

-- CatalogRepository.nextLessonOrder
select
  cast(coalesce(max("order") + 1, 0) as integer) as "next"
from
  "lessons"
where
  "module_id" = $1;

-- CatalogRepository.nextModuleOrder
select
  cast(coalesce(max("order") + 1, 0) as integer) as "next"
from
  "modules"
where
  "course_id" = $1;

-- CatalogRepository.placeLessons
update "lessons"
set
  "module_id" = $1,
  "order" = array_position($2, "id") - 1
where
  "id" = any ($3);

-- CatalogRepository.publicCourseDates (visitor)
select
  "c"."id",
  "c"."updated_at"
from
  "courses" as "c"
where
  (
    "c"."deleted_at" is null
    and "c"."access_level" = $1
  )
order by
  "c"."id";

-- CatalogRepository.recountCompletedLessons
update "enrollments" as "e"
set
  "completed_lessons" = (
    select
      count(*) as "count"
    from
      "lesson_progress" as "lp"
    where
      "lp"."user_id" = "e"."user_id"
      and "lp"."course_id" = "e"."course_id"
  )
where
  "e"."course_id" = $1;

-- CatalogRepository.setLessonOrder
update "lessons"
set
  "order" = array_position($1, "id") - 1
where
  "id" = any ($2);

-- CatalogRepository.setModuleOrder
update "modules"
set
  "order" = array_position($1, "id") - 1
where
  "id" = any ($2);

-- CatalogRepository.slugsLike
select
  "slug"
from
  "courses"
where
  (
    "slug" = $1
    or "slug" ~ $2
  );

-- CatalogRepository.specificUserIds
select
  "user_id"
from
  "course_user_access"
where
  "course_id" = $1
order by
  "user_id";

-- CatalogRepository.viewerCourse
select
  exists (
    select
      "a"."user_id"
    from
      "course_user_access" as "a"
    where
      "a"."course_id" = "c"."id"
      and "a"."user_id" = $1
  ) as "has_specific_access",
  exists (
    select
      "e"."id"
    from
      "enrollments" as "e"
    where
      "e"."course_id" = "c"."id"
      and "e"."user_id" = $2
      and "e"."status" = $3
  ) as "is_enrolled",
  coalesce(
    (
      select
        array_agg("lp"."lesson_id") as "ids"
      from
        "lesson_progress" as "lp"
      where
        "lp"."course_id" = "c"."id"
        and "lp"."user_id" = $4
    ),
    '{}'::int[]
  ) as "completed_lesson_ids",
  (
    select
      "cert"."code"
    from
      "certificates" as "cert"
    where
      "cert"."course_id" = "c"."id"
      and "cert"."renewed_at" is null
      and "cert"."user_id" = $5
  ) as "certificate_code"
from
  "courses" as "c"
where
  "c"."id" = $6
  and "c"."deleted_at" is null;

-- CatalogRepository.viewerCourses
select
  "c"."id",
  exists (
    select
      "a"."user_id"
    from
      "course_user_access" as "a"
    where
      "a"."course_id" = "c"."id"
      and "a"."user_id" = $1
  ) as "has_specific_access",
  exists (
    select
      "e"."id"
    from
      "enrollments" as "e"
    where
      "e"."course_id" = "c"."id"
      and "e"."user_id" = $2
      and "e"."status" = $3
  ) as "is_enrolled",
  cast(
    (
      select
        count(*) as "count"
      from
        "lesson_progress" as "lp"
      where
        "lp"."course_id" = "c"."id"
        and "lp"."user_id" = $4
    ) as integer
  ) as "completed_count",
  (
    select
      "cert"."code"
    from
      "certificates" as "cert"
    where
      "cert"."course_id" = "c"."id"
      and "cert"."renewed_at" is null
      and "cert"."user_id" = $5
  ) as "certificate_code"
from
  "courses" as "c"
where
  "c"."id" in (
    select
      "a"."course_id"
    from
      "course_user_access" as "a"
    where
      "a"."user_id" = $6
    union
    select
      "e"."course_id"
    from
      "enrollments" as "e"
    where
      "e"."user_id" = $7
      and "e"."status" = $8
    union
    select
      "lp"."course_id"
    from
      "lesson_progress" as "lp"
    where
      "lp"."user_id" = $9
    union
    select
      "cert"."course_id"
    from
      "certificates" as "cert"
    where
      "cert"."user_id" = $10
      and "cert"."course_id" is not null
  )
  and "c"."deleted_at" is null;
