-- Written by `npm run sql -w backend` from src/modules/learning/learning.repository.ts: do not edit.

-- LearningRepository.activateEnrollment
with
  "before" as (
    select
      "status"
    from
      "enrollments"
    where
      "user_id" = $1
      and "course_id" = $2
  ),
  "upserted" as (
    insert into
      "enrollments" (
        "user_id",
        "course_id",
        "source",
        "status",
        "enrolled_at"
      )
    select
      $3 as "user_id",
      "c"."id",
      $4 as "source",
      $5 as "status",
      now() as "enrolled_at"
    from
      "courses" as "c"
    where
      "c"."id" = $6
    on conflict ("user_id", "course_id") do update
    set
      "status" = $7,
      "source" = case
        when "enrollments"."status" = $8 then "enrollments"."source"
        else "excluded"."source"
      end,
      "enrolled_at" = case
        when "enrollments"."status" = $9 then "enrollments"."enrolled_at"
        else "excluded"."enrolled_at"
      end,
      "path_payment_id" = case
        when "enrollments"."status" = $10 then "enrollments"."path_payment_id"
        else null
      end
    returning
      "id",
      "user_id",
      "course_id",
      "source",
      "enrolled_at"
  )
select
  "e"."id",
  "e"."source",
  "e"."enrolled_at",
  "u"."email",
  "u"."first_name",
  "u"."last_name",
  "c"."title" as "course_title",
  (
    "e"."enrolled_at" = now()
    and not exists (
      select
        "before"."status"
      from
        "before"
      where
        "before"."status" = $11
    )
  ) as "activated"
from
  "upserted" as "e"
  inner join "users" as "u" on "u"."id" = "e"."user_id"
  inner join "courses" as "c" on "c"."id" = "e"."course_id";

-- LearningRepository.activatePathEnrollments (a path purchase)
with
  "granted" as (
    select
      unnest(cast($1 as int[])) as "user_id",
      unnest(cast($2 as int[])) as "path_payment_id"
  ),
  "path_courses" as (
    select distinct
      "s"."course_id"
    from
      "learning_path_steps" as "s"
      inner join "courses" as "c" on "c"."id" = "s"."course_id"
    where
      "s"."path_id" = $3
      and "c"."deleted_at" is null
  ),
  "before" as (
    select
      "b"."user_id",
      "b"."course_id"
    from
      "enrollments" as "b"
    where
      "b"."user_id" in ($4)
      and "b"."status" = $5
      and "b"."course_id" in (
        select
          "path_courses"."course_id"
        from
          "path_courses"
      )
  ),
  "upserted" as (
    insert into
      "enrollments" (
        "user_id",
        "course_id",
        "source",
        "path_payment_id",
        "status",
        "enrolled_at"
      )
    select
      "g"."user_id",
      "pc"."course_id",
      $6 as "source",
      "g"."path_payment_id",
      $7 as "status",
      now() as "enrolled_at"
    from
      "granted" as "g"
      inner join "users" as "u" on "u"."id" = "g"."user_id"
      cross join "path_courses" as "pc"
    on conflict ("user_id", "course_id") do update
    set
      "status" = $8,
      "source" = case
        when "enrollments"."status" = $9 then "enrollments"."source"
        else "excluded"."source"
      end,
      "path_payment_id" = case
        when "enrollments"."status" = $10 then "enrollments"."path_payment_id"
        else "excluded"."path_payment_id"
      end,
      "enrolled_at" = case
        when "enrollments"."status" = $11 then "enrollments"."enrolled_at"
        else "excluded"."enrolled_at"
      end
    returning
      "id",
      "user_id",
      "course_id",
      "source",
      "enrolled_at"
  )
select
  "e"."id",
  "e"."user_id",
  "e"."course_id",
  "e"."source",
  "e"."enrolled_at",
  "u"."email",
  "u"."first_name",
  "u"."last_name",
  "c"."title" as "course_title"
from
  "upserted" as "e"
  inner join "users" as "u" on "u"."id" = "e"."user_id"
  inner join "courses" as "c" on "c"."id" = "e"."course_id"
where
  not exists (
    select
      "before"."user_id"
    from
      "before"
    where
      "before"."user_id" = "e"."user_id"
      and "before"."course_id" = "e"."course_id"
  )
order by
  "e"."user_id",
  "e"."course_id";

-- LearningRepository.activatePathEnrollments (team seats)
with
  "granted" as (
    select
      unnest(cast($1 as int[])) as "user_id",
      unnest(cast($2 as int[])) as "path_payment_id"
  ),
  "path_courses" as (
    select distinct
      "s"."course_id"
    from
      "learning_path_steps" as "s"
      inner join "courses" as "c" on "c"."id" = "s"."course_id"
    where
      "s"."path_id" = $3
      and "c"."deleted_at" is null
  ),
  "before" as (
    select
      "b"."user_id",
      "b"."course_id"
    from
      "enrollments" as "b"
    where
      "b"."user_id" in ($4)
      and "b"."status" = $5
      and "b"."course_id" in (
        select
          "path_courses"."course_id"
        from
          "path_courses"
      )
  ),
  "upserted" as (
    insert into
      "enrollments" (
        "user_id",
        "course_id",
        "source",
        "path_payment_id",
        "status",
        "enrolled_at"
      )
    select
      "g"."user_id",
      "pc"."course_id",
      $6 as "source",
      $7 as "path_payment_id",
      $8 as "status",
      now() as "enrolled_at"
    from
      "granted" as "g"
      inner join "users" as "u" on "u"."id" = "g"."user_id"
      cross join "path_courses" as "pc"
    on conflict ("user_id", "course_id") do update
    set
      "status" = $9,
      "source" = case
        when "enrollments"."status" = $10 then "enrollments"."source"
        else "excluded"."source"
      end,
      "path_payment_id" = case
        when "enrollments"."status" = $11 then "enrollments"."path_payment_id"
        else "excluded"."path_payment_id"
      end,
      "enrolled_at" = case
        when "enrollments"."status" = $12 then "enrollments"."enrolled_at"
        else "excluded"."enrolled_at"
      end
    returning
      "id",
      "user_id",
      "course_id",
      "source",
      "enrolled_at"
  )
select
  "e"."id",
  "e"."user_id",
  "e"."course_id",
  "e"."source",
  "e"."enrolled_at",
  "u"."email",
  "u"."first_name",
  "u"."last_name",
  "c"."title" as "course_title"
from
  "upserted" as "e"
  inner join "users" as "u" on "u"."id" = "e"."user_id"
  inner join "courses" as "c" on "c"."id" = "e"."course_id"
where
  not exists (
    select
      "before"."user_id"
    from
      "before"
    where
      "before"."user_id" = "e"."user_id"
      and "before"."course_id" = "e"."course_id"
  )
order by
  "e"."user_id",
  "e"."course_id";

-- LearningRepository.endAccess (a refund of a course)
with
  "ending" as (
    select
      "e"."id",
      (
        select
          "p"."kind"
        from
          "payments" as "p"
        where
          "p"."user_id" = "e"."user_id"
          and "p"."course_id" = "e"."course_id"
          and "p"."status" = $1
          and "p"."purpose" = $2
          and "p"."id" <> $3
        order by
          "p"."id" desc
        limit
          $4
      ) as "paid_kind",
      (
        select
          "p"."id"
        from
          "payments" as "p"
          inner join "learning_path_steps" as "s" on "s"."path_id" = "p"."path_id"
        where
          "p"."user_id" = "e"."user_id"
          and "s"."course_id" = "e"."course_id"
          and "p"."status" = $5
          and "p"."purpose" = $6
          and "p"."id" <> $7
        order by
          "p"."id"
        limit
          $8
      ) as "other_path_payment_id",
      exists (
        select
          "ts"."id"
        from
          "team_seats" as "ts"
          inner join "teams" as "t" on "t"."id" = "ts"."team_id"
        where
          "ts"."user_id" = "e"."user_id"
          and "ts"."status" = $9
          and "t"."ended_at" is null
          and "t"."id" <> $10
          and (
            "t"."course_id" = "e"."course_id"
            or exists (
              select
                "ts_step"."id"
              from
                "learning_path_steps" as "ts_step"
              where
                "ts_step"."path_id" = "t"."path_id"
                and "ts_step"."course_id" = "e"."course_id"
            )
          )
      ) as "seated"
    from
      "enrollments" as "e"
    where
      "e"."user_id" in ($11)
      and "e"."status" = $12
      and "e"."source" in ($13, $14)
      and "e"."course_id" in ($15)
  )
update "enrollments" as "en"
set
  "source" = case
    when "x"."paid_kind" = $16 then $17
    when "x"."paid_kind" is not null then $18
    when "x"."other_path_payment_id" is not null then $19
    when "x"."seated" = $20 then $21
    else "en"."source"
  end,
  "path_payment_id" = case
    when "x"."paid_kind" is not null then $22
    when "x"."other_path_payment_id" is not null then "x"."other_path_payment_id"
    when "x"."seated" = $23 then $24
    else "en"."path_payment_id"
  end,
  "status" = case
    when (
      "x"."paid_kind" is not null
      or "x"."other_path_payment_id" is not null
      or "x"."seated" = $25
    ) then $26
    else $27
  end
from
  "ending" as "x"
where
  "en"."id" = "x"."id";

-- LearningRepository.endAccess (a refund of a path)
with
  "ending" as (
    select
      "e"."id",
      (
        select
          "p"."kind"
        from
          "payments" as "p"
        where
          "p"."user_id" = "e"."user_id"
          and "p"."course_id" = "e"."course_id"
          and "p"."status" = $1
          and "p"."purpose" = $2
          and "p"."id" <> $3
        order by
          "p"."id" desc
        limit
          $4
      ) as "paid_kind",
      (
        select
          "p"."id"
        from
          "payments" as "p"
          inner join "learning_path_steps" as "s" on "s"."path_id" = "p"."path_id"
        where
          "p"."user_id" = "e"."user_id"
          and "s"."course_id" = "e"."course_id"
          and "p"."status" = $5
          and "p"."purpose" = $6
          and "p"."id" <> $7
        order by
          "p"."id"
        limit
          $8
      ) as "other_path_payment_id",
      exists (
        select
          "ts"."id"
        from
          "team_seats" as "ts"
          inner join "teams" as "t" on "t"."id" = "ts"."team_id"
        where
          "ts"."user_id" = "e"."user_id"
          and "ts"."status" = $9
          and "t"."ended_at" is null
          and "t"."id" <> $10
          and (
            "t"."course_id" = "e"."course_id"
            or exists (
              select
                "ts_step"."id"
              from
                "learning_path_steps" as "ts_step"
              where
                "ts_step"."path_id" = "t"."path_id"
                and "ts_step"."course_id" = "e"."course_id"
            )
          )
      ) as "seated"
    from
      "enrollments" as "e"
    where
      "e"."user_id" in ($11)
      and "e"."status" = $12
      and "e"."source" in ($13)
      and (
        "e"."source" <> $14
        or "e"."path_payment_id" = $15
      )
  )
update "enrollments" as "en"
set
  "source" = case
    when "x"."paid_kind" = $16 then $17
    when "x"."paid_kind" is not null then $18
    when "x"."other_path_payment_id" is not null then $19
    when "x"."seated" = $20 then $21
    else "en"."source"
  end,
  "path_payment_id" = case
    when "x"."paid_kind" is not null then $22
    when "x"."other_path_payment_id" is not null then "x"."other_path_payment_id"
    when "x"."seated" = $23 then $24
    else "en"."path_payment_id"
  end,
  "status" = case
    when (
      "x"."paid_kind" is not null
      or "x"."other_path_payment_id" is not null
      or "x"."seated" = $25
    ) then $26
    else $27
  end
from
  "ending" as "x"
where
  "en"."id" = "x"."id";

-- LearningRepository.endAccess (a path team's seats)
with
  "ending" as (
    select
      "e"."id",
      (
        select
          "p"."kind"
        from
          "payments" as "p"
        where
          "p"."user_id" = "e"."user_id"
          and "p"."course_id" = "e"."course_id"
          and "p"."status" = $1
          and "p"."purpose" = $2
          and "p"."id" <> $3
        order by
          "p"."id" desc
        limit
          $4
      ) as "paid_kind",
      (
        select
          "p"."id"
        from
          "payments" as "p"
          inner join "learning_path_steps" as "s" on "s"."path_id" = "p"."path_id"
        where
          "p"."user_id" = "e"."user_id"
          and "s"."course_id" = "e"."course_id"
          and "p"."status" = $5
          and "p"."purpose" = $6
          and "p"."id" <> $7
        order by
          "p"."id"
        limit
          $8
      ) as "other_path_payment_id",
      exists (
        select
          "ts"."id"
        from
          "team_seats" as "ts"
          inner join "teams" as "t" on "t"."id" = "ts"."team_id"
        where
          "ts"."user_id" = "e"."user_id"
          and "ts"."status" = $9
          and "t"."ended_at" is null
          and "t"."id" <> $10
          and (
            "t"."course_id" = "e"."course_id"
            or exists (
              select
                "ts_step"."id"
              from
                "learning_path_steps" as "ts_step"
              where
                "ts_step"."path_id" = "t"."path_id"
                and "ts_step"."course_id" = "e"."course_id"
            )
          )
      ) as "seated"
    from
      "enrollments" as "e"
    where
      "e"."user_id" in ($11, $12)
      and "e"."status" = $13
      and "e"."source" in ($14)
      and "e"."course_id" in (
        select
          "ps"."course_id"
        from
          "learning_path_steps" as "ps"
        where
          "ps"."path_id" = $15
      )
  )
update "enrollments" as "en"
set
  "source" = case
    when "x"."paid_kind" = $16 then $17
    when "x"."paid_kind" is not null then $18
    when "x"."other_path_payment_id" is not null then $19
    when "x"."seated" = $20 then $21
    else "en"."source"
  end,
  "path_payment_id" = case
    when "x"."paid_kind" is not null then $22
    when "x"."other_path_payment_id" is not null then "x"."other_path_payment_id"
    when "x"."seated" = $23 then $24
    else "en"."path_payment_id"
  end,
  "status" = case
    when (
      "x"."paid_kind" is not null
      or "x"."other_path_payment_id" is not null
      or "x"."seated" = $25
    ) then $26
    else $27
  end
from
  "ending" as "x"
where
  "en"."id" = "x"."id";

-- LearningRepository.enrollableCourse (learner)
select
  "c"."is_paid",
  exists (
    select
      "a"."user_id"
    from
      "course_user_access" as "a"
    where
      "a"."course_id" = "c"."id"
      and "a"."user_id" = $1
  ) as "has_specific_access"
from
  "courses" as "c"
where
  "c"."id" = $2
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

-- LearningRepository.enrollableCourse (admin)
select
  "c"."is_paid",
  exists (
    select
      "a"."user_id"
    from
      "course_user_access" as "a"
    where
      "a"."course_id" = "c"."id"
      and "a"."user_id" = $1
  ) as "has_specific_access"
from
  "courses" as "c"
where
  "c"."id" = $2
  and "c"."deleted_at" is null;

-- LearningRepository.enrolledCourses
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
  ) as "certificate_code",
  "e"."last_lesson_id",
  coalesce(
    (
      select
        array_agg("lp"."lesson_id") as "ids"
      from
        "lesson_progress" as "lp"
      where
        "lp"."course_id" = "c"."id"
        and "lp"."user_id" = $5
    ),
    '{}'::int[]
  ) as "completed_lesson_ids",
  greatest(
    "e"."enrolled_at",
    "e"."last_viewed_at",
    (
      select
        max("lp"."completed_at") as "completed_at"
      from
        "lesson_progress" as "lp"
      where
        "lp"."course_id" = "c"."id"
        and "lp"."user_id" = "e"."user_id"
    )
  ) as "last_activity"
from
  "courses" as "c"
  inner join "enrollments" as "e" on "e"."course_id" = "c"."id"
  and "e"."user_id" = $6
  and "e"."status" = $7
where
  "c"."deleted_at" is null
order by
  "last_activity" desc,
  "c"."id";

-- LearningRepository.learnCourse (learner)
select
  "c"."id",
  "c"."title",
  "c"."description",
  coalesce(
    (
      select
        array_agg("lp"."lesson_id") as "ids"
      from
        "lesson_progress" as "lp"
      where
        "lp"."course_id" = "c"."id"
        and "lp"."user_id" = $1
    ),
    '{}'::int[]
  ) as "completed_lesson_ids",
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
    select
      "re"."last_lesson_id"
    from
      "enrollments" as "re"
    where
      "re"."course_id" = "c"."id"
      and "re"."user_id" = $4
  ) as "last_lesson_id",
  coalesce(
    (
      select
        dco.starts_at
      from
        cohort_members dcm
        join cohorts dco on dco.id = dcm.cohort_id
      where
        dcm.user_id = $5
        and dcm.course_id = "c"."id"
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
        dcm.user_id = $6
        and exists (
          select
            1
          from
            learning_path_steps dps
          where
            dps.path_id = dcm.path_id
            and dps.course_id = "c"."id"
        )
    ),
    (
      select
        de.enrolled_at
      from
        enrollments de
      where
        de.user_id = $7
        and de.course_id = "c"."id"
        and de.status = 'active'
    )
  ) as "drip_start"
from
  "courses" as "c"
where
  "c"."id" = $8
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

-- LearningRepository.learnCourse (admin)
select
  "c"."id",
  "c"."title",
  "c"."description",
  coalesce(
    (
      select
        array_agg("lp"."lesson_id") as "ids"
      from
        "lesson_progress" as "lp"
      where
        "lp"."course_id" = "c"."id"
        and "lp"."user_id" = $1
    ),
    '{}'::int[]
  ) as "completed_lesson_ids",
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
    select
      "re"."last_lesson_id"
    from
      "enrollments" as "re"
    where
      "re"."course_id" = "c"."id"
      and "re"."user_id" = $4
  ) as "last_lesson_id",
  coalesce(
    (
      select
        dco.starts_at
      from
        cohort_members dcm
        join cohorts dco on dco.id = dcm.cohort_id
      where
        dcm.user_id = $5
        and dcm.course_id = "c"."id"
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
        dcm.user_id = $6
        and exists (
          select
            1
          from
            learning_path_steps dps
          where
            dps.path_id = dcm.path_id
            and dps.course_id = "c"."id"
        )
    ),
    (
      select
        de.enrolled_at
      from
        enrollments de
      where
        de.user_id = $7
        and de.course_id = "c"."id"
        and de.status = 'active'
    )
  ) as "drip_start"
from
  "courses" as "c"
where
  "c"."id" = $8
  and "c"."deleted_at" is null;

-- LearningRepository.learningTotals
select
  cast(coalesce(sum("l"."duration"), 0) as integer) as "minutes",
  cast(
    (
      select
        count(*) as "count"
      from
        "certificates" as "cert"
      where
        "cert"."user_id" = $1
        and "cert"."revoked_at" is null
        and "cert"."renewed_at" is null
    ) as integer
  ) as "certificates"
from
  "lesson_progress" as "lp"
  inner join "lessons" as "l" on "l"."id" = "lp"."lesson_id"
where
  "lp"."user_id" = $2;

-- LearningRepository.lessonToComplete
select
  "l"."course_id",
  "l"."title" as "lesson_title",
  "c"."title" as "course_title",
  exists (
    select
      "e"."id"
    from
      "enrollments" as "e"
    where
      "e"."course_id" = "l"."course_id"
      and "e"."user_id" = $1
      and "e"."status" = $2
  ) as "is_enrolled",
  (
    exists (
      select
        "q"."id"
      from
        "quizzes" as "q"
      where
        "q"."lesson_id" = "l"."id"
        and "q"."pass_mark" is not null
        and exists (
          select
            "qq"."id"
          from
            "quiz_questions" as "qq"
          where
            "qq"."quiz_id" = "q"."id"
        )
        and not exists (
          select
            "qa"."id"
          from
            "quiz_attempts" as "qa"
          where
            "qa"."quiz_id" = "q"."id"
            and "qa"."user_id" = $3
            and "qa"."passed" = $4
        )
    )
    and not exists (
      select
        "lp"."id"
      from
        "lesson_progress" as "lp"
      where
        "lp"."lesson_id" = "l"."id"
        and "lp"."user_id" = $5
    )
  ) as "quiz_not_passed",
  (
    exists (
      select
        "pl"."lesson_id"
      from
        "practice_lessons" as "pl"
      where
        "pl"."lesson_id" = "l"."id"
        and not exists (
          select
            "pa"."id"
          from
            "practice_attempts" as "pa"
          where
            "pa"."lesson_id" = "pl"."lesson_id"
            and "pa"."user_id" = $6
            and "pa"."passed" = $7
        )
    )
    and not exists (
      select
        "lp"."id"
      from
        "lesson_progress" as "lp"
      where
        "lp"."lesson_id" = "l"."id"
        and "lp"."user_id" = $8
    )
  ) as "practice_not_passed",
  (
    (
      "l"."type" = $9
      and not exists (
        select
          "sa"."id"
        from
          "scorm_attempts" as "sa"
        where
          "sa"."lesson_id" = "l"."id"
          and "sa"."user_id" = $10
          and "sa"."completed_at" is not null
      )
    )
    and not exists (
      select
        "lp"."id"
      from
        "lesson_progress" as "lp"
      where
        "lp"."lesson_id" = "l"."id"
        and "lp"."user_id" = $11
    )
  ) as "scorm_not_done",
  exists (
    select
      "s"."id"
    from
      "certificate_settings" as "s"
    where
      (
        "s"."refresher_lesson_id" = "l"."id"
        or "s"."refresher_course_id" = "l"."course_id"
      )
  ) as "is_refresher",
  exists (
    select
      "s"."id"
    from
      "learning_path_steps" as "s"
    where
      (
        "s"."lesson_id" = "l"."id"
        or (
          "s"."course_id" = "l"."course_id"
          and "s"."lesson_id" is null
        )
      )
  ) as "is_path_step",
  (
    coalesce(
      (
        select
          dco.starts_at
        from
          cohort_members dcm
          join cohorts dco on dco.id = dcm.cohort_id
        where
          dcm.user_id = $12
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
          dcm.user_id = $13
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
          de.user_id = $14
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
  ) as "unlocks_at"
from
  "lessons" as "l"
  inner join "courses" as "c" on "c"."id" = "l"."course_id"
where
  "l"."id" = $15
  and (
    "c"."deleted_at" is null
    and (
      "c"."access_level" in ($16, $17)
      or exists (
        select
          "a"."user_id"
        from
          "course_user_access" as "a"
        where
          "a"."course_id" = "c"."id"
          and "a"."user_id" = $18
      )
    )
  );

-- LearningRepository.recentCompletions
select
  "lp"."lesson_id",
  "l"."title" as "lesson_title",
  "c"."id" as "course_id",
  "c"."title" as "course_title",
  "lp"."completed_at"
from
  "lesson_progress" as "lp"
  inner join "lessons" as "l" on "l"."id" = "lp"."lesson_id"
  inner join "courses" as "c" on "c"."id" = "lp"."course_id"
where
  "lp"."user_id" = $1
order by
  "lp"."completed_at" desc,
  "lp"."id" desc
limit
  $2;

-- LearningRepository.recordCompletion
with
  "inserted" as (
    insert into
      "lesson_progress" (
        "user_id",
        "lesson_id",
        "course_id",
        "completed_at"
      )
    select
      $1 as "user_id",
      "l"."id",
      "l"."course_id",
      now() as "completed_at"
    from
      "lessons" as "l"
    where
      "l"."id" = $2
    on conflict ("user_id", "lesson_id") do nothing
    returning
      "id"
  ),
  "counted" as (
    update "enrollments"
    set
      "completed_lessons" = "completed_lessons" + (
        select
          count(*) as "count"
        from
          "inserted"
      )
    where
      "user_id" = $3
      and "course_id" = $4
    returning
      "completed_lessons"
  )
select
  exists (
    select
      "inserted"."id"
    from
      "inserted"
  ) as "recorded",
  cast(
    (
      select
        "completed_lessons"
      from
        "counted"
    ) as integer
  ) as "completed",
  cast(
    (
      select
        count(*) as "count"
      from
        "lessons"
      where
        "course_id" = $5
    ) as integer
  ) as "total";

-- LearningRepository.recordLessonView
with
  "visible_lesson" as (
    select
      "l"."id",
      "l"."course_id"
    from
      "lessons" as "l"
      inner join "courses" as "c" on "c"."id" = "l"."course_id"
    where
      "l"."id" = $1
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
      )
  ),
  "viewed" as (
    update "enrollments" as "e"
    set
      "last_lesson_id" = "v"."id",
      "last_viewed_at" = now()
    from
      "visible_lesson" as "v"
    where
      "e"."course_id" = "v"."course_id"
      and "e"."user_id" = $5
      and "e"."status" = $6
    returning
      "e"."id"
  )
select
  "v"."course_id",
  exists (
    select
      "viewed"."id"
    from
      "viewed"
  ) as "recorded"
from
  "visible_lesson" as "v";
