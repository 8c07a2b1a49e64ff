-- Written by `npm run sql -w backend` from src/modules/cohorts/cohorts.repository.ts: do not edit.

-- CohortsRepository.adminCohort
select
  "co"."id",
  "co"."course_id",
  "co"."title",
  "co"."starts_at",
  "co"."ends_at",
  "co"."capacity",
  (
    select
      count(*) as "count"
    from
      "cohort_members" as "n"
    where
      "n"."cohort_id" = "co"."id"
  ) as "member_count",
  (
    select
      count(*) as "count"
    from
      "live_sessions" as "s"
    where
      "s"."cohort_id" = "co"."id"
  ) as "session_count"
from
  "cohorts" as "co"
where
  "co"."id" = $1;

-- CohortsRepository.adminCohorts
select
  "co"."id",
  "co"."course_id",
  "co"."title",
  "co"."starts_at",
  "co"."ends_at",
  "co"."capacity",
  (
    select
      count(*) as "count"
    from
      "cohort_members" as "n"
    where
      "n"."cohort_id" = "co"."id"
  ) as "member_count",
  (
    select
      count(*) as "count"
    from
      "live_sessions" as "s"
    where
      "s"."cohort_id" = "co"."id"
  ) as "session_count"
from
  "cohorts" as "co"
where
  "co"."course_id" = $1
order by
  "co"."starts_at" desc,
  "co"."id" desc;

-- CohortsRepository.adminSessions (of a cohort)
select
  "s"."id",
  "s"."cohort_id",
  "co"."title" as "cohort_title",
  "c"."id" as "course_id",
  "c"."title" as "course_title",
  "s"."title",
  "s"."description",
  "s"."starts_at",
  "s"."time_zone",
  "s"."duration_minutes",
  "s"."join_url",
  "s"."recording_url",
  "s"."sequence",
  "s"."updated_at",
  (
    select
      coalesce(
        json_agg(
          json_build_object(
            'body',
            sc.body,
            'category',
            sc.category,
            'hundredths',
            sc.hundredths,
            'activity_id',
            sc.activity_id,
            'body_name',
            sc.body_name
          )
          order by
            sc.id
        ),
        '[]'
      ) as "lines"
    from
      "live_session_credits" as "sc"
    where
      "sc"."session_id" = "s"."id"
  ) as "credits",
  "a"."joined_at" is not null as "joined",
  "a"."confirmed_at" is not null as "attended",
  (
    select
      count(*) as "count"
    from
      "session_attendance" as "j"
    where
      "j"."session_id" = "s"."id"
      and "j"."joined_at" is not null
  ) as "joined_count",
  (
    select
      count(*) as "count"
    from
      "session_attendance" as "k"
    where
      "k"."session_id" = "s"."id"
      and "k"."confirmed_at" is not null
  ) as "attended_count"
from
  "live_sessions" as "s"
  inner join "cohorts" as "co" on "co"."id" = "s"."cohort_id"
  inner join "courses" as "c" on "c"."id" = "co"."course_id"
  left join "session_attendance" as "a" on "a"."session_id" = "s"."id"
  and "a"."user_id" = $1
where
  "c"."deleted_at" is null
  and "s"."cohort_id" = $2
order by
  "s"."starts_at",
  "s"."id";

-- CohortsRepository.adminSessions (one session)
select
  "s"."id",
  "s"."cohort_id",
  "co"."title" as "cohort_title",
  "c"."id" as "course_id",
  "c"."title" as "course_title",
  "s"."title",
  "s"."description",
  "s"."starts_at",
  "s"."time_zone",
  "s"."duration_minutes",
  "s"."join_url",
  "s"."recording_url",
  "s"."sequence",
  "s"."updated_at",
  (
    select
      coalesce(
        json_agg(
          json_build_object(
            'body',
            sc.body,
            'category',
            sc.category,
            'hundredths',
            sc.hundredths,
            'activity_id',
            sc.activity_id,
            'body_name',
            sc.body_name
          )
          order by
            sc.id
        ),
        '[]'
      ) as "lines"
    from
      "live_session_credits" as "sc"
    where
      "sc"."session_id" = "s"."id"
  ) as "credits",
  "a"."joined_at" is not null as "joined",
  "a"."confirmed_at" is not null as "attended",
  (
    select
      count(*) as "count"
    from
      "session_attendance" as "j"
    where
      "j"."session_id" = "s"."id"
      and "j"."joined_at" is not null
  ) as "joined_count",
  (
    select
      count(*) as "count"
    from
      "session_attendance" as "k"
    where
      "k"."session_id" = "s"."id"
      and "k"."confirmed_at" is not null
  ) as "attended_count"
from
  "live_sessions" as "s"
  inner join "cohorts" as "co" on "co"."id" = "s"."cohort_id"
  inner join "courses" as "c" on "c"."id" = "co"."course_id"
  left join "session_attendance" as "a" on "a"."session_id" = "s"."id"
  and "a"."user_id" = $1
where
  "c"."deleted_at" is null
  and "s"."id" = $2
order by
  "s"."starts_at",
  "s"."id";

-- CohortsRepository.attendance
select
  "u"."id" as "user_id",
  "u"."first_name",
  "u"."last_name",
  "u"."email",
  "a"."joined_at",
  "a"."confirmed_at"
from
  "live_sessions" as "s"
  inner join "users" as "u" on (
    exists (
      select
        "cm"."id"
      from
        "cohort_members" as "cm"
      where
        "cm"."cohort_id" = "s"."cohort_id"
        and "cm"."user_id" = "u"."id"
    )
    or exists (
      select
        "x"."id"
      from
        "session_attendance" as "x"
      where
        "x"."session_id" = "s"."id"
        and "x"."user_id" = "u"."id"
    )
  )
  left join "session_attendance" as "a" on "a"."session_id" = "s"."id"
  and "a"."user_id" = "u"."id"
where
  "s"."id" = $1
order by
  "u"."last_name",
  "u"."first_name",
  "u"."id";

-- CohortsRepository.claimOpenedModules
with
  opened as (
    select
      e.user_id,
      m.id as module_id
    from
      modules m
      join courses c on c.id = m.course_id
      and c.deleted_at is null
      join enrollments e on e.course_id = m.course_id
      and e.status = 'active'
      join users u on u.id = e.user_id
      and u.role <> 'admin'
      left join cohort_members cm on cm.course_id = m.course_id
      and cm.user_id = e.user_id
      left join cohorts co on co.id = cm.cohort_id
    where
      m.unlock_after_days is not null
      and coalesce(co.starts_at, e.enrolled_at) + make_interval(hours => 24 * m.unlock_after_days) > $1
      and coalesce(co.starts_at, e.enrolled_at) + make_interval(hours => 24 * m.unlock_after_days) <= $2
  ),
  claimed as (
    insert into
      drip_unlock_notices (user_id, module_id, sent_at)
    select
      user_id,
      module_id,
      $3
    from
      opened
    on conflict (user_id, module_id) do nothing
    returning
      user_id,
      module_id
  )
select
  u.id as user_id,
  u.email,
  u.first_name,
  m.title as module_title,
  c.id as course_id,
  c.title as course_title
from
  claimed
  join users u on u.id = claimed.user_id
  join modules m on m.id = claimed.module_id
  join courses c on c.id = m.course_id
order by
  u.id,
  m.id;

-- CohortsRepository.cohortMembers
select
  "u"."id" as "user_id",
  "u"."first_name",
  "u"."last_name",
  "u"."email",
  "cm"."joined_at",
  "t"."name" as "team_name",
  (
    select
      count(*) as "count"
    from
      "session_attendance" as "a"
      inner join "live_sessions" as "s" on "s"."id" = "a"."session_id"
    where
      "a"."user_id" = "cm"."user_id"
      and "s"."cohort_id" = "cm"."cohort_id"
      and "a"."confirmed_at" is not null
  ) as "attended"
from
  "cohort_members" as "cm"
  inner join "users" as "u" on "u"."id" = "cm"."user_id"
  left join "team_seats" as "ts" on "ts"."id" = "cm"."team_seat_id"
  left join "teams" as "t" on "t"."id" = "ts"."team_id"
where
  "cm"."cohort_id" = $1
order by
  "u"."last_name",
  "u"."first_name",
  "u"."id";

-- CohortsRepository.courseCohorts
select
  "co"."id",
  "co"."course_id",
  "co"."title",
  "co"."starts_at",
  "co"."ends_at",
  "co"."capacity",
  (
    select
      count(*) as "count"
    from
      "cohort_members" as "n"
    where
      "n"."cohort_id" = "co"."id"
  ) as "member_count",
  "mine"."id" is not null as "is_member",
  "mine"."team_seat_id" is not null as "placed_by_team"
from
  "cohorts" as "co"
  left join "cohort_members" as "mine" on "mine"."cohort_id" = "co"."id"
  and "mine"."user_id" = $1
where
  "co"."course_id" = $2
  and (
    "co"."ends_at" > $3
    or "mine"."id" is not null
  )
order by
  "co"."starts_at",
  "co"."id";

-- CohortsRepository.courseGate
select
  "c"."id",
  "c"."title",
  (
    "c"."deleted_at" is null
    and (
      "c"."access_level" in ($1, $2)
      or exists (
        select
          "a"."user_id"
        from
          "course_user_access" as "a"
        where
          "a"."course_id" = "c"."id"
          and "a"."user_id" = $3
      )
    )
  ) as "is_visible",
  exists (
    select
      "e"."id"
    from
      "enrollments" as "e"
    where
      "e"."course_id" = "c"."id"
      and "e"."user_id" = $4
      and "e"."status" = $5
  ) as "is_enrolled"
from
  "courses" as "c"
where
  "c"."id" = $6
  and "c"."deleted_at" is null;

-- CohortsRepository.courseSessions
select
  "s"."id",
  "s"."cohort_id",
  "co"."title" as "cohort_title",
  "c"."id" as "course_id",
  "c"."title" as "course_title",
  "s"."title",
  "s"."description",
  "s"."starts_at",
  "s"."time_zone",
  "s"."duration_minutes",
  "s"."join_url",
  "s"."recording_url",
  "s"."sequence",
  "s"."updated_at",
  (
    select
      coalesce(
        json_agg(
          json_build_object(
            'body',
            sc.body,
            'category',
            sc.category,
            'hundredths',
            sc.hundredths,
            'activity_id',
            sc.activity_id,
            'body_name',
            sc.body_name
          )
          order by
            sc.id
        ),
        '[]'
      ) as "lines"
    from
      "live_session_credits" as "sc"
    where
      "sc"."session_id" = "s"."id"
  ) as "credits",
  "a"."joined_at" is not null as "joined",
  "a"."confirmed_at" is not null as "attended"
from
  "live_sessions" as "s"
  inner join "cohorts" as "co" on "co"."id" = "s"."cohort_id"
  inner join "courses" as "c" on "c"."id" = "co"."course_id"
  left join "session_attendance" as "a" on "a"."session_id" = "s"."id"
  and "a"."user_id" = $1
where
  "c"."deleted_at" is null
  and "c"."id" = $2
  and (
    exists (
      select
        "cm"."id"
      from
        "cohort_members" as "cm"
      where
        "cm"."cohort_id" = "s"."cohort_id"
        and "cm"."user_id" = $3
    )
    and exists (
      select
        "e"."id"
      from
        "enrollments" as "e"
      where
        "e"."course_id" = "c"."id"
        and "e"."user_id" = $4
        and "e"."status" = $5
    )
  )
order by
  "s"."starts_at",
  "s"."id";

-- CohortsRepository.feedSessions
select
  "s"."id",
  "s"."cohort_id",
  "co"."title" as "cohort_title",
  "c"."id" as "course_id",
  "c"."title" as "course_title",
  "s"."title",
  "s"."description",
  "s"."starts_at",
  "s"."time_zone",
  "s"."duration_minutes",
  "s"."join_url",
  "s"."recording_url",
  "s"."sequence",
  "s"."updated_at",
  (
    select
      coalesce(
        json_agg(
          json_build_object(
            'body',
            sc.body,
            'category',
            sc.category,
            'hundredths',
            sc.hundredths,
            'activity_id',
            sc.activity_id,
            'body_name',
            sc.body_name
          )
          order by
            sc.id
        ),
        '[]'
      ) as "lines"
    from
      "live_session_credits" as "sc"
    where
      "sc"."session_id" = "s"."id"
  ) as "credits",
  "a"."joined_at" is not null as "joined",
  "a"."confirmed_at" is not null as "attended"
from
  "live_sessions" as "s"
  inner join "cohorts" as "co" on "co"."id" = "s"."cohort_id"
  inner join "courses" as "c" on "c"."id" = "co"."course_id"
  left join "session_attendance" as "a" on "a"."session_id" = "s"."id"
  and "a"."user_id" = $1
where
  "c"."deleted_at" is null
  and (
    exists (
      select
        "cm"."id"
      from
        "cohort_members" as "cm"
      where
        "cm"."cohort_id" = "s"."cohort_id"
        and "cm"."user_id" = $2
    )
    and exists (
      select
        "e"."id"
      from
        "enrollments" as "e"
      where
        "e"."course_id" = "c"."id"
        and "e"."user_id" = $3
        and "e"."status" = $4
    )
  )
  and "s"."starts_at" > $5
order by
  "s"."starts_at"
limit
  $6;

-- CohortsRepository.lockCohort
select
  "co"."id",
  "co"."course_id",
  "co"."title",
  "co"."starts_at",
  "co"."ends_at",
  "co"."capacity"
from
  "cohorts" as "co"
where
  "co"."id" = $1
for update;

-- CohortsRepository.lockCohortFor
select
  "co"."id",
  "co"."course_id",
  "co"."title",
  "co"."starts_at",
  "co"."ends_at",
  "co"."capacity",
  (
    "c"."deleted_at" is null
    and (
      "c"."access_level" in ($1, $2)
      or exists (
        select
          "a"."user_id"
        from
          "course_user_access" as "a"
        where
          "a"."course_id" = "c"."id"
          and "a"."user_id" = $3
      )
    )
  ) as "is_visible",
  exists (
    select
      "e"."id"
    from
      "enrollments" as "e"
    where
      "e"."course_id" = "c"."id"
      and "e"."user_id" = $4
      and "e"."status" = $5
  ) as "is_enrolled"
from
  "cohorts" as "co"
  inner join "courses" as "c" on "c"."id" = "co"."course_id"
where
  "co"."id" = $6
for update of
  "co";

-- CohortsRepository.managedTeam
select
  "id",
  "course_id",
  "name"
from
  "teams"
where
  "id" = $1
  and "manager_id" = $2;

-- CohortsRepository.membership
select
  "id",
  "cohort_id",
  "team_seat_id"
from
  "cohort_members"
where
  "user_id" = $1
  and "course_id" = $2;

-- CohortsRepository.reminderRecipients
select
  "s"."id",
  "s"."title",
  "s"."starts_at",
  "s"."time_zone",
  "c"."id" as "course_id",
  "c"."title" as "course_title",
  "u"."email",
  "u"."first_name"
from
  "live_sessions" as "s"
  inner join "cohorts" as "co" on "co"."id" = "s"."cohort_id"
  inner join "courses" as "c" on "c"."id" = "co"."course_id"
  inner join "cohort_members" as "cm" on "cm"."cohort_id" = "co"."id"
  inner join "users" as "u" on "u"."id" = "cm"."user_id"
  inner join "enrollments" as "e" on "e"."course_id" = "c"."id"
  and "e"."user_id" = "u"."id"
  and "e"."status" = $1
where
  "s"."id" = $2
  and "c"."deleted_at" is null
order by
  "u"."id";

-- CohortsRepository.sessionFor
select
  "s"."id",
  "s"."cohort_id",
  "co"."title" as "cohort_title",
  "c"."id" as "course_id",
  "c"."title" as "course_title",
  "s"."title",
  "s"."description",
  "s"."starts_at",
  "s"."time_zone",
  "s"."duration_minutes",
  "s"."join_url",
  "s"."recording_url",
  "s"."sequence",
  "s"."updated_at",
  (
    select
      coalesce(
        json_agg(
          json_build_object(
            'body',
            sc.body,
            'category',
            sc.category,
            'hundredths',
            sc.hundredths,
            'activity_id',
            sc.activity_id,
            'body_name',
            sc.body_name
          )
          order by
            sc.id
        ),
        '[]'
      ) as "lines"
    from
      "live_session_credits" as "sc"
    where
      "sc"."session_id" = "s"."id"
  ) as "credits",
  "a"."joined_at" is not null as "joined",
  "a"."confirmed_at" is not null as "attended",
  (
    "c"."deleted_at" is null
    and (
      "c"."access_level" in ($1, $2)
      or exists (
        select
          "a"."user_id"
        from
          "course_user_access" as "a"
        where
          "a"."course_id" = "c"."id"
          and "a"."user_id" = $3
      )
    )
  ) as "is_visible",
  (
    exists (
      select
        "cm"."id"
      from
        "cohort_members" as "cm"
      where
        "cm"."cohort_id" = "s"."cohort_id"
        and "cm"."user_id" = $4
    )
    and exists (
      select
        "e"."id"
      from
        "enrollments" as "e"
      where
        "e"."course_id" = "c"."id"
        and "e"."user_id" = $5
        and "e"."status" = $6
    )
  ) as "is_member"
from
  "live_sessions" as "s"
  inner join "cohorts" as "co" on "co"."id" = "s"."cohort_id"
  inner join "courses" as "c" on "c"."id" = "co"."course_id"
  left join "session_attendance" as "a" on "a"."session_id" = "s"."id"
  and "a"."user_id" = $7
where
  "c"."deleted_at" is null
  and "s"."id" = $8;

-- CohortsRepository.teamCohorts
select
  "co"."id",
  "co"."course_id",
  "co"."title",
  "co"."starts_at",
  "co"."ends_at",
  "co"."capacity",
  (
    select
      count(*) as "count"
    from
      "cohort_members" as "n"
    where
      "n"."cohort_id" = "co"."id"
  ) as "member_count"
from
  "cohorts" as "co"
where
  "co"."course_id" = $1
  and (
    "co"."ends_at" > $2
    or exists (
      select
        "cm"."id"
      from
        "cohort_members" as "cm"
        inner join "team_seats" as "ts" on "ts"."user_id" = "cm"."user_id"
      where
        "cm"."cohort_id" = "co"."id"
        and "ts"."team_id" = $3
        and "ts"."status" = $4
    )
  )
order by
  "co"."starts_at",
  "co"."id";

-- CohortsRepository.teamMembers
select
  "ts"."id" as "seat_id",
  "u"."first_name",
  "u"."last_name",
  "u"."email",
  "cm"."cohort_id",
  (
    select
      count(*) as "count"
    from
      "live_sessions" as "s"
    where
      "s"."cohort_id" = "cm"."cohort_id"
      and "s"."starts_at" <= $1
  ) as "sessions_held",
  (
    select
      count(*) as "count"
    from
      "session_attendance" as "a"
      inner join "live_sessions" as "s" on "s"."id" = "a"."session_id"
    where
      "s"."cohort_id" = "cm"."cohort_id"
      and "a"."user_id" = "u"."id"
      and "a"."joined_at" is not null
  ) as "joined",
  (
    select
      count(*) as "count"
    from
      "session_attendance" as "a"
      inner join "live_sessions" as "s" on "s"."id" = "a"."session_id"
    where
      "s"."cohort_id" = "cm"."cohort_id"
      and "a"."user_id" = "u"."id"
      and "a"."confirmed_at" is not null
  ) as "attended"
from
  "team_seats" as "ts"
  inner join "users" as "u" on "u"."id" = "ts"."user_id"
  left join "cohort_members" as "cm" on "cm"."user_id" = "u"."id"
  and "cm"."course_id" = $2
where
  "ts"."team_id" = $3
  and "ts"."status" = $4
order by
  "u"."last_name",
  "u"."first_name",
  "ts"."id";

-- CohortsRepository.upcomingSessions
select
  "s"."id",
  "s"."cohort_id",
  "co"."title" as "cohort_title",
  "c"."id" as "course_id",
  "c"."title" as "course_title",
  "s"."title",
  "s"."description",
  "s"."starts_at",
  "s"."time_zone",
  "s"."duration_minutes",
  "s"."join_url",
  "s"."recording_url",
  "s"."sequence",
  "s"."updated_at",
  (
    select
      coalesce(
        json_agg(
          json_build_object(
            'body',
            sc.body,
            'category',
            sc.category,
            'hundredths',
            sc.hundredths,
            'activity_id',
            sc.activity_id,
            'body_name',
            sc.body_name
          )
          order by
            sc.id
        ),
        '[]'
      ) as "lines"
    from
      "live_session_credits" as "sc"
    where
      "sc"."session_id" = "s"."id"
  ) as "credits",
  "a"."joined_at" is not null as "joined",
  "a"."confirmed_at" is not null as "attended"
from
  "live_sessions" as "s"
  inner join "cohorts" as "co" on "co"."id" = "s"."cohort_id"
  inner join "courses" as "c" on "c"."id" = "co"."course_id"
  left join "session_attendance" as "a" on "a"."session_id" = "s"."id"
  and "a"."user_id" = $1
where
  "c"."deleted_at" is null
  and (
    exists (
      select
        "cm"."id"
      from
        "cohort_members" as "cm"
      where
        "cm"."cohort_id" = "s"."cohort_id"
        and "cm"."user_id" = $2
    )
    and exists (
      select
        "e"."id"
      from
        "enrollments" as "e"
      where
        "e"."course_id" = "c"."id"
        and "e"."user_id" = $3
        and "e"."status" = $4
    )
  )
  and s.starts_at + make_interval(mins => s.duration_minutes) > $5
order by
  "s"."starts_at",
  "s"."id"
limit
  $6;
