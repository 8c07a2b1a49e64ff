-- Written by `npm run sql -w backend` from src/modules/catalog/instructors.repository.ts: do not edit.

-- InstructorsRepository.countExisting
select
  count(*) as "count"
from
  "instructors"
where
  "id" = any ($1);

-- InstructorsRepository.courseIdsOf
select
  "course_id"
from
  "course_instructors"
where
  "instructor_id" = $1;

-- InstructorsRepository.courseInstructors
select
  "ci"."course_id",
  "i"."id",
  "i"."name",
  "i"."title",
  "i"."bio",
  "i"."credentials",
  "i"."links",
  "i"."photo_key"
from
  "course_instructors" as "ci"
  inner join "instructors" as "i" on "i"."id" = "ci"."instructor_id"
where
  "ci"."course_id" = any ($1)
order by
  "ci"."course_id",
  "ci"."position",
  "ci"."id";

-- InstructorsRepository.instructors
select
  "i"."id",
  "i"."name",
  "i"."title",
  "i"."bio",
  "i"."credentials",
  "i"."links",
  "i"."photo_key"
from
  "instructors" as "i"
order by
  "i"."name",
  "i"."id";
