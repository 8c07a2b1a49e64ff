-- Written by `npm run sql -w backend` from src/modules/credits/credits.repository.ts: do not edit.

-- CreditsRepository.certification
select
  "id",
  "certification",
  "body_name",
  "cycle_start",
  "cycle_end"
from
  "learner_certifications"
where
  "id" = $1
  and "user_id" = $2;

-- CreditsRepository.certifications
select
  "lc"."id",
  "lc"."certification",
  "lc"."body_name",
  "lc"."cycle_start",
  "lc"."cycle_end",
  "r"."total_hundredths",
  "r"."ethics_hundredths",
  "r"."business_hundredths",
  "r"."global_hundredths"
from
  "learner_certifications" as "lc"
  left join "certification_requirements" as "r" on "r"."certification" = "lc"."certification"
where
  "lc"."user_id" = $1
order by
  "lc"."id";

-- CreditsRepository.courseCredits
select
  "id"
from
  "courses"
where
  "id" = $1
  and "deleted_at" is null;

-- CreditsRepository.earnedCredits
select
  cast("c"."code" as text) as "code",
  "c"."course_title",
  "c"."issued_at",
  "cc"."body",
  "cc"."category",
  "cc"."hundredths",
  "cc"."activity_id",
  "cc"."id" as "line_id"
from
  "certificates" as "c"
  inner join "certificate_credits" as "cc" on "cc"."certificate_id" = "c"."id"
where
  "c"."user_id" = $1
  and "c"."revoked_at" is null
union all
select
  cast(null as text) as "code",
  "e"."activity_title" as "course_title",
  cast("e"."earned_on" as timestamptz) as "issued_at",
  "e"."body",
  "e"."category",
  "e"."hundredths",
  "e"."activity_id",
  "e"."id" as "line_id"
from
  "credit_entries" as "e"
where
  "e"."user_id" = $2
  and "e"."attendance_id" is not null
order by
  "issued_at",
  "line_id";

-- CreditsRepository.entries
select
  "e"."id",
  "e"."earned_on",
  "e"."provider",
  "e"."activity_title",
  "e"."body",
  "e"."category",
  "e"."body_name",
  "e"."activity_id",
  "e"."hundredths",
  "f"."file_name" as "evidence_name",
  "f"."size" as "evidence_size"
from
  "credit_entries" as "e"
  left join "credit_evidence" as "f" on "f"."entry_id" = "e"."id"
where
  "e"."user_id" = $1
  and "e"."attendance_id" is null
order by
  "e"."earned_on" desc,
  "e"."id" desc;

-- CreditsRepository.entry
select
  "e"."id",
  "e"."earned_on",
  "e"."provider",
  "e"."activity_title",
  "e"."body",
  "e"."category",
  "e"."body_name",
  "e"."activity_id",
  "e"."hundredths",
  "f"."file_name" as "evidence_name",
  "f"."size" as "evidence_size"
from
  "credit_entries" as "e"
  left join "credit_evidence" as "f" on "f"."entry_id" = "e"."id"
where
  "e"."id" = $1
  and "e"."user_id" = $2
  and "e"."attendance_id" is null;

-- CreditsRepository.evidence
select
  "f"."file_name",
  "f"."content_type",
  "f"."data"
from
  "credit_evidence" as "f"
  inner join "credit_entries" as "e" on "e"."id" = "f"."entry_id"
where
  "f"."entry_id" = $1
  and "e"."user_id" = $2;

-- CreditsRepository.lockCourse
select
  "id"
from
  "courses"
where
  "id" = $1
  and "deleted_at" is null
for no key update;

-- CreditsRepository.lockPath
select
  "id"
from
  "learning_paths"
where
  "id" = $1
  and "deleted_at" is null
for no key update;

-- CreditsRepository.lockUser
select
  "id"
from
  "users"
where
  "id" = $1
for no key update;

-- CreditsRepository.pathCredits
select
  "id"
from
  "learning_paths"
where
  "id" = $1
  and "deleted_at" is null;

-- CreditsRepository.purgeExpiredRecordHolders
delete from "credit_record_holders" as "h"
where
  exists (
    select
      "c"."id"
    from
      "certificates" as "c"
      cross join "credit_settings" as "s"
    where
      "c"."id" = "h"."certificate_id"
      and "s"."id" = $1
      and "c"."issued_at" < $2::timestamptz - make_interval(years => "s"."record_retention_years")
  );

-- CreditsRepository.reminderTarget
select
  "lc"."id",
  "lc"."user_id",
  "lc"."certification",
  "lc"."body_name",
  "lc"."cycle_start",
  "lc"."cycle_end",
  "u"."email",
  "u"."first_name",
  "u"."last_name",
  "r"."total_hundredths",
  "r"."ethics_hundredths",
  "r"."business_hundredths",
  "r"."global_hundredths"
from
  "learner_certifications" as "lc"
  inner join "users" as "u" on "u"."id" = "lc"."user_id"
  left join "certification_requirements" as "r" on "r"."certification" = "lc"."certification"
where
  "lc"."id" = $1;

-- CreditsRepository.removeCertification
delete from "learner_certifications"
where
  "id" = $1
  and "user_id" = $2;

-- CreditsRepository.removeEntry
delete from "credit_entries"
where
  "id" = $1
  and "user_id" = $2
  and "attendance_id" is null;

-- CreditsRepository.removeEvidence
delete from "credit_evidence" as "f"
where
  "f"."entry_id" = $1
  and exists (
    select
      "e"."id"
    from
      "credit_entries" as "e"
    where
      "e"."id" = "f"."entry_id"
      and "e"."user_id" = $2
  );

-- CreditsRepository.requirements
select
  "certification",
  "total_hundredths",
  "ethics_hundredths",
  "business_hundredths",
  "global_hundredths",
  "cycle_years"
from
  "certification_requirements"
order by
  array_position(
    array[
      'shrm-cp',
      'shrm-scp',
      'aphr',
      'phr',
      'sphr',
      'gphr',
      'cpd'
    ]::text[],
    certification
  );

-- CreditsRepository.retentionYears
select
  "record_retention_years"
from
  "credit_settings"
where
  "id" = $1;

-- CreditsRepository.storeEvidence
insert into
  "credit_evidence" (
    "entry_id",
    "file_name",
    "content_type",
    "size",
    "data",
    "created_at"
  )
select
  "e"."id",
  $1 as "file_name",
  $2 as "content_type",
  $3 as "size",
  $4 as "data",
  now() as "created_at"
from
  "credit_entries" as "e"
where
  "e"."id" = $5
  and "e"."user_id" = $6
on conflict ("entry_id") do update
set
  "file_name" = "excluded"."file_name",
  "content_type" = "excluded"."content_type",
  "size" = "excluded"."size",
  "data" = "excluded"."data",
  "created_at" = "excluded"."created_at"
returning
  "entry_id";

-- CreditsRepository.uploadBytes
select
  (
    select
      coalesce(sum("u"."size"), 0) as "bytes"
    from
      "quiz_uploads" as "u"
      inner join "quiz_attempts" as "a" on "a"."id" = "u"."attempt_id"
    where
      "a"."user_id" = $1
  ) as "quiz_bytes",
  (
    select
      coalesce(sum("f"."size"), 0) as "bytes"
    from
      "credit_evidence" as "f"
      inner join "credit_entries" as "e" on "e"."id" = "f"."entry_id"
    where
      "e"."user_id" = $2
      and "f"."entry_id" <> $3
  ) as "evidence_bytes";

-- CreditsRepository.visibleCourseCredits (a visitor)
select
  "c"."id" as "course_id",
  "cc"."body",
  "cc"."category",
  "cc"."hundredths",
  "cc"."activity_id",
  "cc"."body_name"
from
  "courses" as "c"
  left join "course_credits" as "cc" on "cc"."course_id" = "c"."id"
where
  "c"."id" = $1
  and (
    "c"."deleted_at" is null
    and "c"."access_level" = $2
  )
order by
  "cc"."id";

-- CreditsRepository.visibleCourseCredits (a learner)
select
  "c"."id" as "course_id",
  "cc"."body",
  "cc"."category",
  "cc"."hundredths",
  "cc"."activity_id",
  "cc"."body_name"
from
  "courses" as "c"
  left join "course_credits" as "cc" on "cc"."course_id" = "c"."id"
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
  )
order by
  "cc"."id";

-- CreditsRepository.visiblePathCredits (a visitor)
select
  "p"."id" as "path_id",
  "pc"."body",
  "pc"."category",
  "pc"."hundredths",
  "pc"."activity_id",
  "pc"."body_name"
from
  "learning_paths" as "p"
  left join "path_credits" as "pc" on "pc"."path_id" = "p"."id"
where
  "p"."slug" = $1
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
          and "c"."access_level" = $3
        )
    )
  )
order by
  "pc"."id";

-- CreditsRepository.visiblePathCredits (a learner)
select
  "p"."id" as "path_id",
  "pc"."body",
  "pc"."category",
  "pc"."hundredths",
  "pc"."activity_id",
  "pc"."body_name"
from
  "learning_paths" as "p"
  left join "path_credits" as "pc" on "pc"."path_id" = "p"."id"
where
  "p"."slug" = $1
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
  )
order by
  "pc"."id";
