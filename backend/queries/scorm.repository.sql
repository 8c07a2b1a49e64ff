-- Written by `npm run sql -w backend` from src/modules/scorm/scorm.repository.ts: do not edit.

-- ScormRepository.adminLesson
select
  "l"."id",
  "l"."type",
  "l"."course_id",
  "p"."lesson_id",
  "p"."storage_id",
  "p"."version",
  "p"."title",
  "p"."launch_path",
  "p"."file_name",
  "p"."size_bytes",
  "p"."file_count",
  "p"."uploaded_at"
from
  "lessons" as "l"
  inner join "courses" as "c" on "c"."id" = "l"."course_id"
  left join "scorm_packages" as "p" on "p"."lesson_id" = "l"."id"
where
  "l"."id" = $1
  and "c"."deleted_at" is null;

-- ScormRepository.courseResults
select
  "l"."id" as "lesson_id",
  "l"."title",
  "p"."version",
  count("a"."id") as "attempts",
  count("a"."completed_at") as "completed",
  count(*) filter (
    where
      "a"."success_status" = $1
  ) as "passed",
  avg("a"."score_scaled") as "mean_score_scaled",
  avg("a"."total_seconds") as "mean_seconds"
from
  "lessons" as "l"
  inner join "modules" as "m" on "m"."id" = "l"."module_id"
  left join "scorm_packages" as "p" on "p"."lesson_id" = "l"."id"
  left join "scorm_attempts" as "a" on "a"."lesson_id" = "l"."id"
where
  "l"."course_id" = $2
  and "l"."type" = $3
group by
  "l"."id",
  "l"."title",
  "p"."version",
  "m"."order",
  "m"."id",
  "l"."order"
order by
  "m"."order",
  "m"."id",
  "l"."order",
  "l"."id";

-- ScormRepository.launchData
select
  "p"."version",
  "a"."cmi",
  "u"."id" as "user_id",
  "u"."first_name",
  "u"."last_name",
  "u"."email"
from
  "scorm_packages" as "p"
  inner join "users" as "u" on "u"."id" = $1
  left join "scorm_attempts" as "a" on "a"."lesson_id" = "p"."lesson_id"
  and "a"."user_id" = "u"."id"
  and "a"."package_id" = "p"."storage_id"
where
  "p"."storage_id" = $2;

-- ScormRepository.saveAttempt
insert into
  "scorm_attempts" (
    "lesson_id",
    "user_id",
    "package_id",
    "version",
    "cmi",
    "completion_status",
    "success_status",
    "score_raw",
    "score_min",
    "score_max",
    "score_scaled",
    "total_seconds",
    "commit_count",
    "completed_at",
    "created_at",
    "updated_at"
  )
select
  "l"."id" as "lesson_id",
  $1 as "user_id",
  $2 as "package_id",
  $3 as "version",
  cast($4 as jsonb) as "cmi",
  $5 as "completion_status",
  $6 as "success_status",
  $7 as "score_raw",
  $8 as "score_min",
  $9 as "score_max",
  $10 as "score_scaled",
  $11 as "total_seconds",
  1 as "commit_count",
  $12 as "completed_at",
  $13 as "created_at",
  $14 as "updated_at"
from
  "lessons" as "l"
where
  "l"."id" = $15
on conflict ("lesson_id", "user_id") do update
set
  "package_id" = "excluded"."package_id",
  "version" = "excluded"."version",
  "cmi" = "excluded"."cmi",
  "completion_status" = "excluded"."completion_status",
  "success_status" = "excluded"."success_status",
  "score_raw" = "excluded"."score_raw",
  "score_min" = "excluded"."score_min",
  "score_max" = "excluded"."score_max",
  "score_scaled" = "excluded"."score_scaled",
  "total_seconds" = "excluded"."total_seconds",
  "commit_count" = "scorm_attempts"."commit_count" + $16,
  "completed_at" = coalesce(
    "scorm_attempts"."completed_at",
    "excluded"."completed_at"
  ),
  "updated_at" = "excluded"."updated_at"
returning
  "completed_at";

-- ScormRepository.savePackage
with
  "previous" as (
    select
      "storage_id"
    from
      "scorm_packages"
    where
      "lesson_id" = $1
  ),
  "saved" as (
    insert into
      "scorm_packages" (
        "lesson_id",
        "storage_id",
        "version",
        "title",
        "launch_path",
        "file_name",
        "size_bytes",
        "file_count",
        "uploaded_at"
      )
    select
      "l"."id" as "lesson_id",
      $2 as "storage_id",
      $3 as "version",
      $4 as "title",
      $5 as "launch_path",
      $6 as "file_name",
      $7 as "size_bytes",
      $8 as "file_count",
      $9 as "uploaded_at"
    from
      "lessons" as "l"
    where
      "l"."id" = $10
    on conflict ("lesson_id") do update
    set
      "storage_id" = "excluded"."storage_id",
      "version" = "excluded"."version",
      "title" = "excluded"."title",
      "launch_path" = "excluded"."launch_path",
      "file_name" = "excluded"."file_name",
      "size_bytes" = "excluded"."size_bytes",
      "file_count" = "excluded"."file_count",
      "uploaded_at" = "excluded"."uploaded_at"
    returning
      "lesson_id"
  )
select
  "saved"."lesson_id",
  (
    select
      "previous"."storage_id"
    from
      "previous"
  ) as "previous_storage_id"
from
  "saved";

-- ScormRepository.visibleScorm
select
  "l"."id",
  "l"."title" as "lesson_title",
  "l"."course_id",
  "c"."title" as "course_title",
  "p"."lesson_id",
  "p"."storage_id",
  "p"."version",
  "p"."title",
  "p"."launch_path",
  "p"."file_name",
  "p"."size_bytes",
  "p"."file_count",
  "p"."uploaded_at",
  "a"."package_id" as "attempt_package_id",
  "a"."cmi" as "attempt_cmi",
  "a"."completion_status",
  "a"."success_status",
  "a"."score_raw",
  "a"."score_min",
  "a"."score_max",
  "a"."score_scaled",
  "a"."total_seconds",
  "a"."completed_at",
  "a"."updated_at" as "attempt_updated_at",
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
  exists (
    select
      "lp"."id"
    from
      "lesson_progress" as "lp"
    where
      "lp"."lesson_id" = "l"."id"
      and "lp"."user_id" = $3
  ) as "is_completed",
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
  ) as "unlocks_at"
from
  "lessons" as "l"
  inner join "courses" as "c" on "c"."id" = "l"."course_id"
  left join "scorm_packages" as "p" on "p"."lesson_id" = "l"."id"
  left join "scorm_attempts" as "a" on "a"."lesson_id" = "l"."id"
  and "a"."user_id" = $7
where
  "l"."id" = $8
  and "l"."type" = $9
  and (
    "c"."deleted_at" is null
    and (
      "c"."access_level" in ($10, $11)
      or exists (
        select
          "a"."user_id"
        from
          "course_user_access" as "a"
        where
          "a"."course_id" = "c"."id"
          and "a"."user_id" = $12
      )
    )
  );
