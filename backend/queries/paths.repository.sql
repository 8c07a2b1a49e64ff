-- Written by `npm run sql -w backend` from src/modules/paths/paths.repository.ts: do not edit.

-- PathsRepository.adminPath
select
  "p"."id",
  "p"."slug",
  "p"."title",
  "p"."level_label",
  "p"."certificate_title",
  "p"."is_published",
  "p"."position",
  "p"."updated_at",
  cast(
    (
      select
        count(*) as "count"
      from
        "learning_path_steps" as "s"
      where
        "s"."path_id" = "p"."id"
    ) as integer
  ) as "step_count",
  cast(
    (
      select
        count(*) as "count"
      from
        "learning_path_steps" as "s"
      where
        "s"."path_id" = "p"."id"
        and "s"."is_required" = $1
    ) as integer
  ) as "required_step_count",
  "p"."description"
from
  "learning_paths" as "p"
where
  "p"."deleted_at" is null
  and "p"."id" = $2
order by
  "p"."position",
  "p"."id";

-- PathsRepository.adminPaths
select
  "p"."id",
  "p"."slug",
  "p"."title",
  "p"."level_label",
  "p"."certificate_title",
  "p"."is_published",
  "p"."position",
  "p"."updated_at",
  cast(
    (
      select
        count(*) as "count"
      from
        "learning_path_steps" as "s"
      where
        "s"."path_id" = "p"."id"
    ) as integer
  ) as "step_count",
  cast(
    (
      select
        count(*) as "count"
      from
        "learning_path_steps" as "s"
      where
        "s"."path_id" = "p"."id"
        and "s"."is_required" = $1
    ) as integer
  ) as "required_step_count"
from
  "learning_paths" as "p"
where
  "p"."deleted_at" is null
order by
  "p"."position",
  "p"."id";

-- PathsRepository.adminSteps
select
  "s"."id",
  "s"."position",
  "s"."course_id",
  "s"."lesson_id",
  "s"."is_required",
  "c"."title" as "course_title",
  "c"."deleted_at" is not null as "course_deleted",
  "l"."title" as "lesson_title",
  case
    when "l"."type" = $1 then 'practice'
    when (
      "l"."type" = $2
      and exists (
        select
          "qq"."id"
        from
          "quizzes" as "q"
          inner join "quiz_questions" as "qq" on "qq"."quiz_id" = "q"."id"
        where
          "q"."lesson_id" = "l"."id"
          and "qq"."type" = $3
      )
    ) then 'sourcing'
    else null
  end as "lesson_kind",
  coalesce(
    (
      select
        array_agg("pr"."prerequisite_id") as "ids"
      from
        "learning_path_step_prerequisites" as "pr"
      where
        "pr"."step_id" = "s"."id"
    ),
    '{}'::int[]
  ) as "prerequisite_ids"
from
  "learning_path_steps" as "s"
  inner join "courses" as "c" on "c"."id" = "s"."course_id"
  left join "lessons" as "l" on "l"."id" = "s"."lesson_id"
where
  "s"."path_id" = $4
order by
  "s"."position";

-- PathsRepository.courseOptions
select
  "c"."id",
  "c"."title",
  "c"."access_level"
from
  "courses" as "c"
where
  "c"."deleted_at" is null
order by
  "c"."title",
  "c"."id";

-- PathsRepository.lessonOptions
select
  "l"."id",
  "l"."title",
  "l"."course_id",
  "c"."title" as "course_title",
  case
    when "l"."type" = $1 then 'practice'
    when (
      "l"."type" = $2
      and exists (
        select
          "qq"."id"
        from
          "quizzes" as "q"
          inner join "quiz_questions" as "qq" on "qq"."quiz_id" = "q"."id"
        where
          "q"."lesson_id" = "l"."id"
          and "qq"."type" = $3
      )
    ) then 'sourcing'
    else null
  end as "kind"
from
  "lessons" as "l"
  inner join "courses" as "c" on "c"."id" = "l"."course_id"
  inner join "modules" as "m" on "m"."id" = "l"."module_id"
where
  "c"."deleted_at" is null
  and "l"."type" in ($4, $5)
  and case
    when "l"."type" = $6 then 'practice'
    when (
      "l"."type" = $7
      and exists (
        select
          "qq"."id"
        from
          "quizzes" as "q"
          inner join "quiz_questions" as "qq" on "qq"."quiz_id" = "q"."id"
        where
          "q"."lesson_id" = "l"."id"
          and "qq"."type" = $8
      )
    ) then 'sourcing'
    else null
  end is not null
order by
  "c"."title",
  "c"."id",
  "m"."order",
  "l"."order";

-- PathsRepository.liveCourses
select
  "c"."id",
  "c"."title"
from
  "courses" as "c"
where
  "c"."id" in ($1, $2)
  and "c"."deleted_at" is null;

-- PathsRepository.liveLessons
select
  "l"."id",
  "l"."title",
  "l"."course_id",
  case
    when "l"."type" = $1 then 'practice'
    when (
      "l"."type" = $2
      and exists (
        select
          "qq"."id"
        from
          "quizzes" as "q"
          inner join "quiz_questions" as "qq" on "qq"."quiz_id" = "q"."id"
        where
          "q"."lesson_id" = "l"."id"
          and "qq"."type" = $3
      )
    ) then 'sourcing'
    else null
  end as "kind"
from
  "lessons" as "l"
  inner join "courses" as "c" on "c"."id" = "l"."course_id"
where
  "l"."id" in ($4, $5)
  and "c"."deleted_at" is null;

-- PathsRepository.nextPosition
select
  coalesce(max("position"), -1) as "last"
from
  "learning_paths"
where
  "deleted_at" is null;

-- PathsRepository.paths (the catalogue, for a visitor)
select
  "p"."id",
  "p"."slug",
  "p"."title",
  "p"."description",
  "p"."level_label",
  "p"."certificate_title",
  "p"."is_published",
  "p"."position",
  "p"."updated_at",
  (
    select
      to_json(obj)
    from
      (
        select
          "cert"."code",
          "cert"."issued_at",
          "cert"."valid_until"
        from
          "certificates" as "cert"
        where
          "cert"."path_id" = "p"."id"
          and false
          and "cert"."renewed_at" is null
          and "cert"."revoked_at" is null
      ) as obj
  ) as "certificate"
from
  "learning_paths" as "p"
where
  (
    "p"."deleted_at" is null
    and "p"."is_published" = $1
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
          and "c"."access_level" = $2
        )
    )
  )
order by
  "p"."position",
  "p"."id";

-- PathsRepository.paths (one path, for an admin)
select
  "p"."id",
  "p"."slug",
  "p"."title",
  "p"."description",
  "p"."level_label",
  "p"."certificate_title",
  "p"."is_published",
  "p"."position",
  "p"."updated_at",
  (
    select
      to_json(obj)
    from
      (
        select
          "cert"."code",
          "cert"."issued_at",
          "cert"."valid_until"
        from
          "certificates" as "cert"
        where
          "cert"."path_id" = "p"."id"
          and "cert"."user_id" = $1
          and "cert"."renewed_at" is null
          and "cert"."revoked_at" is null
      ) as obj
  ) as "certificate"
from
  "learning_paths" as "p"
where
  (
    "p"."deleted_at" is null
    and true
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
        and not "c"."deleted_at" is null
    )
  )
  and "p"."slug" = $2
order by
  "p"."position",
  "p"."id";

-- PathsRepository.paths (the paths of a course)
select
  "p"."id",
  "p"."slug",
  "p"."title",
  "p"."description",
  "p"."level_label",
  "p"."certificate_title",
  "p"."is_published",
  "p"."position",
  "p"."updated_at",
  (
    select
      to_json(obj)
    from
      (
        select
          "cert"."code",
          "cert"."issued_at",
          "cert"."valid_until"
        from
          "certificates" as "cert"
        where
          "cert"."path_id" = "p"."id"
          and "cert"."user_id" = $1
          and "cert"."renewed_at" is null
          and "cert"."revoked_at" is null
      ) as obj
  ) as "certificate"
from
  "learning_paths" as "p"
where
  (
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
  )
  and exists (
    select
      "s"."id"
    from
      "learning_path_steps" as "s"
    where
      "s"."path_id" = "p"."id"
      and "s"."course_id" = $6
  )
order by
  "p"."position",
  "p"."id";

-- PathsRepository.paths (the paths a learner started)
select
  "p"."id",
  "p"."slug",
  "p"."title",
  "p"."description",
  "p"."level_label",
  "p"."certificate_title",
  "p"."is_published",
  "p"."position",
  "p"."updated_at",
  (
    select
      to_json(obj)
    from
      (
        select
          "cert"."code",
          "cert"."issued_at",
          "cert"."valid_until"
        from
          "certificates" as "cert"
        where
          "cert"."path_id" = "p"."id"
          and "cert"."user_id" = $1
          and "cert"."renewed_at" is null
          and "cert"."revoked_at" is null
      ) as obj
  ) as "certificate"
from
  "learning_paths" as "p"
where
  (
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
  )
  and exists (
    select
      "s"."id"
    from
      "learning_path_steps" as "s"
    where
      "s"."path_id" = "p"."id"
      and (
        exists (
          select
            "e"."id"
          from
            "enrollments" as "e"
          where
            "e"."course_id" = "s"."course_id"
            and "e"."user_id" = $6
            and "e"."status" = $7
        )
        or exists (
          select
            "lp"."id"
          from
            "lesson_progress" as "lp"
          where
            "lp"."lesson_id" = "s"."lesson_id"
            and "lp"."user_id" = $8
        )
      )
  )
order by
  "p"."position",
  "p"."id";

-- PathsRepository.publicPathDates
select
  "p"."slug",
  "p"."updated_at"
from
  "learning_paths" as "p"
where
  (
    "p"."deleted_at" is null
    and "p"."is_published" = $1
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
          and "c"."access_level" = $2
        )
    )
  )
order by
  "p"."position",
  "p"."id";

-- PathsRepository.slugsLike
select
  "slug"
from
  "learning_paths"
where
  (
    "slug" = $1
    or "slug" ~ $2
  );

-- PathsRepository.steps (for a visitor)
select
  "s"."id",
  "s"."path_id",
  "s"."position",
  "s"."course_id",
  "s"."lesson_id",
  "s"."is_required",
  "c"."title" as "course_title",
  "l"."title" as "lesson_title",
  case
    when "l"."type" = $1 then 'practice'
    when (
      "l"."type" = $2
      and exists (
        select
          "qq"."id"
        from
          "quizzes" as "q"
          inner join "quiz_questions" as "qq" on "qq"."quiz_id" = "q"."id"
        where
          "q"."lesson_id" = "l"."id"
          and "qq"."type" = $3
      )
    ) then 'sourcing'
    else null
  end as "lesson_kind",
  cast(
    case
      when "s"."lesson_id" is null then coalesce(
        "c"."estimated_duration",
        (
          select
            sum("cl"."duration") as "minutes"
          from
            "lessons" as "cl"
          where
            "cl"."course_id" = "c"."id"
        ),
        0
      )
      else coalesce("l"."duration", 0)
    end as integer
  ) as "minutes",
  cast(
    (
      select
        count(*) as "count"
      from
        "lessons" as "cl"
      where
        "cl"."course_id" = "c"."id"
    ) as integer
  ) as "lesson_count",
  "e"."id" is not null as "is_enrolled",
  coalesce("e"."completed_lessons", 0) as "completed_lessons",
  case
    when "s"."lesson_id" is null then exists (
      select
        "cert"."id"
      from
        "certificates" as "cert"
      where
        "cert"."course_id" = "s"."course_id"
        and "cert"."user_id" = null
        and "cert"."renewed_at" is null
        and "cert"."revoked_at" is null
    )
    else exists (
      select
        "lp"."id"
      from
        "lesson_progress" as "lp"
      where
        "lp"."lesson_id" = "s"."lesson_id"
        and "lp"."user_id" = null
    )
  end as "done",
  coalesce(
    (
      select
        array_agg("pr"."prerequisite_id") as "ids"
      from
        "learning_path_step_prerequisites" as "pr"
      where
        "pr"."step_id" = "s"."id"
    ),
    '{}'::int[]
  ) as "prerequisite_ids"
from
  "learning_path_steps" as "s"
  inner join "courses" as "c" on "c"."id" = "s"."course_id"
  left join "lessons" as "l" on "l"."id" = "s"."lesson_id"
  left join "enrollments" as "e" on "e"."course_id" = "s"."course_id"
  and false
  and "e"."status" = $4
where
  "s"."path_id" in ($5, $6)
  and "c"."deleted_at" is null
order by
  "s"."path_id",
  "s"."position";

-- PathsRepository.steps (for a learner)
select
  "s"."id",
  "s"."path_id",
  "s"."position",
  "s"."course_id",
  "s"."lesson_id",
  "s"."is_required",
  "c"."title" as "course_title",
  "l"."title" as "lesson_title",
  case
    when "l"."type" = $1 then 'practice'
    when (
      "l"."type" = $2
      and exists (
        select
          "qq"."id"
        from
          "quizzes" as "q"
          inner join "quiz_questions" as "qq" on "qq"."quiz_id" = "q"."id"
        where
          "q"."lesson_id" = "l"."id"
          and "qq"."type" = $3
      )
    ) then 'sourcing'
    else null
  end as "lesson_kind",
  cast(
    case
      when "s"."lesson_id" is null then coalesce(
        "c"."estimated_duration",
        (
          select
            sum("cl"."duration") as "minutes"
          from
            "lessons" as "cl"
          where
            "cl"."course_id" = "c"."id"
        ),
        0
      )
      else coalesce("l"."duration", 0)
    end as integer
  ) as "minutes",
  cast(
    (
      select
        count(*) as "count"
      from
        "lessons" as "cl"
      where
        "cl"."course_id" = "c"."id"
    ) as integer
  ) as "lesson_count",
  "e"."id" is not null as "is_enrolled",
  coalesce("e"."completed_lessons", 0) as "completed_lessons",
  case
    when "s"."lesson_id" is null then exists (
      select
        "cert"."id"
      from
        "certificates" as "cert"
      where
        "cert"."course_id" = "s"."course_id"
        and "cert"."user_id" = $4
        and "cert"."renewed_at" is null
        and "cert"."revoked_at" is null
    )
    else exists (
      select
        "lp"."id"
      from
        "lesson_progress" as "lp"
      where
        "lp"."lesson_id" = "s"."lesson_id"
        and "lp"."user_id" = $5
    )
  end as "done",
  coalesce(
    (
      select
        array_agg("pr"."prerequisite_id") as "ids"
      from
        "learning_path_step_prerequisites" as "pr"
      where
        "pr"."step_id" = "s"."id"
    ),
    '{}'::int[]
  ) as "prerequisite_ids"
from
  "learning_path_steps" as "s"
  inner join "courses" as "c" on "c"."id" = "s"."course_id"
  left join "lessons" as "l" on "l"."id" = "s"."lesson_id"
  left join "enrollments" as "e" on "e"."course_id" = "s"."course_id"
  and "e"."user_id" = $6
  and "e"."status" = $7
where
  "s"."path_id" in ($8)
  and "c"."deleted_at" is null
order by
  "s"."path_id",
  "s"."position";
