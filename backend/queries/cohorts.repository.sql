-- Written by `npm run sql -w backend` from src/modules/cohorts/cohorts.repository.ts: do not edit.

-- CohortsRepository.adminCohort
select
  "co"."id",
  "co"."course_id",
  "co"."path_id",
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

-- CohortsRepository.adminCohorts (of a course)
select
  "co"."id",
  "co"."course_id",
  "co"."path_id",
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

-- CohortsRepository.adminCohorts (of a path)
select
  "co"."id",
  "co"."course_id",
  "co"."path_id",
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
  "co"."path_id" = $1
order by
  "co"."starts_at" desc,
  "co"."id" desc;

-- CohortsRepository.adminSessions (of a cohort)
select
  "s"."id",
  "s"."cohort_id",
  "co"."title" as "cohort_title",
  "co"."course_id",
  "c"."title" as "course_title",
  "co"."path_id",
  "p"."slug" as "path_slug",
  "p"."title" as "path_title",
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
  left join "courses" as "c" on "c"."id" = "co"."course_id"
  left join "learning_paths" as "p" on "p"."id" = "co"."path_id"
  left join "session_attendance" as "a" on "a"."session_id" = "s"."id"
  and "a"."user_id" = $1
where
  "c"."deleted_at" is null
  and "p"."deleted_at" is null
  and "s"."cohort_id" = $2
order by
  "s"."starts_at",
  "s"."id";

-- CohortsRepository.adminSessions (one session)
select
  "s"."id",
  "s"."cohort_id",
  "co"."title" as "cohort_title",
  "co"."course_id",
  "c"."title" as "course_title",
  "co"."path_id",
  "p"."slug" as "path_slug",
  "p"."title" as "path_title",
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
  left join "courses" as "c" on "c"."id" = "co"."course_id"
  left join "learning_paths" as "p" on "p"."id" = "co"."path_id"
  left join "session_attendance" as "a" on "a"."session_id" = "s"."id"
  and "a"."user_id" = $1
where
  "c"."deleted_at" is null
  and "p"."deleted_at" is null
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
      cross join lateral (
        select
          coalesce(
            (
              select
                dco.starts_at
              from
                cohort_members dcm
                join cohorts dco on dco.id = dcm.cohort_id
              where
                dcm.user_id = "e"."user_id"
                and dcm.course_id = "m"."course_id"
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
                dcm.user_id = "e"."user_id"
                and exists (
                  select
                    1
                  from
                    learning_path_steps dps
                  where
                    dps.path_id = dcm.path_id
                    and dps.course_id = "m"."course_id"
                )
            ),
            (
              select
                de.enrolled_at
              from
                enrollments de
              where
                de.user_id = "e"."user_id"
                and de.course_id = "m"."course_id"
                and de.status = 'active'
            )
          ) + make_interval(hours => 24 * m.unlock_after_days) as opens_at
      ) o
    where
      m.unlock_after_days is not null
      and o.opens_at > $1
      and o.opens_at <= $2
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

-- CohortsRepository.cohortsOf (of a course)
select
  "co"."id",
  "co"."course_id",
  "co"."path_id",
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

-- CohortsRepository.cohortsOf (of a path)
select
  "co"."id",
  "co"."course_id",
  "co"."path_id",
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
  "co"."path_id" = $2
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

-- CohortsRepository.feedSessions
select
  "s"."id",
  "s"."cohort_id",
  "co"."title" as "cohort_title",
  "co"."course_id",
  "c"."title" as "course_title",
  "co"."path_id",
  "p"."slug" as "path_slug",
  "p"."title" as "path_title",
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
  left join "courses" as "c" on "c"."id" = "co"."course_id"
  left join "learning_paths" as "p" on "p"."id" = "co"."path_id"
  left join "session_attendance" as "a" on "a"."session_id" = "s"."id"
  and "a"."user_id" = $1
where
  "c"."deleted_at" is null
  and "p"."deleted_at" is null
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
        1
      from
        enrollments he
      where
        he.user_id = $3
        and he.status = 'active'
        and (
          he.course_id = co.course_id
          or exists (
            select
              1
            from
              learning_path_steps hs
            where
              hs.path_id = co.path_id
              and hs.course_id = he.course_id
          )
        )
    )
  )
  and "s"."starts_at" > $4
order by
  "s"."starts_at"
limit
  $5;

-- CohortsRepository.homeSessions (of a course)
select
  "s"."id",
  "s"."cohort_id",
  "co"."title" as "cohort_title",
  "co"."course_id",
  "c"."title" as "course_title",
  "co"."path_id",
  "p"."slug" as "path_slug",
  "p"."title" as "path_title",
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
  left join "courses" as "c" on "c"."id" = "co"."course_id"
  left join "learning_paths" as "p" on "p"."id" = "co"."path_id"
  left join "session_attendance" as "a" on "a"."session_id" = "s"."id"
  and "a"."user_id" = $1
where
  "c"."deleted_at" is null
  and "p"."deleted_at" is null
  and "co"."course_id" = $2
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
        1
      from
        enrollments he
      where
        he.user_id = $4
        and he.status = 'active'
        and (
          he.course_id = co.course_id
          or exists (
            select
              1
            from
              learning_path_steps hs
            where
              hs.path_id = co.path_id
              and hs.course_id = he.course_id
          )
        )
    )
  )
order by
  "s"."starts_at",
  "s"."id";

-- CohortsRepository.homeSessions (of a path)
select
  "s"."id",
  "s"."cohort_id",
  "co"."title" as "cohort_title",
  "co"."course_id",
  "c"."title" as "course_title",
  "co"."path_id",
  "p"."slug" as "path_slug",
  "p"."title" as "path_title",
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
  left join "courses" as "c" on "c"."id" = "co"."course_id"
  left join "learning_paths" as "p" on "p"."id" = "co"."path_id"
  left join "session_attendance" as "a" on "a"."session_id" = "s"."id"
  and "a"."user_id" = $1
where
  "c"."deleted_at" is null
  and "p"."deleted_at" is null
  and "co"."path_id" = $2
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
        1
      from
        enrollments he
      where
        he.user_id = $4
        and he.status = 'active'
        and (
          he.course_id = co.course_id
          or exists (
            select
              1
            from
              learning_path_steps hs
            where
              hs.path_id = co.path_id
              and hs.course_id = he.course_id
          )
        )
    )
  )
order by
  "s"."starts_at",
  "s"."id";

-- CohortsRepository.lockCohort
select
  "co"."id",
  "co"."course_id",
  "co"."path_id",
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
  "co"."path_id",
  "co"."title",
  "co"."starts_at",
  "co"."ends_at",
  "co"."capacity",
  (
    (
      "co"."course_id" is not null
      and (
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
      )
    )
    or (
      "co"."path_id" is not null
      and (
        "p"."deleted_at" is null
        and "p"."is_published" = $4
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
        )
      )
    )
  ) as "is_visible",
  exists (
    select
      1
    from
      enrollments he
    where
      he.user_id = $8
      and he.status = 'active'
      and (
        he.course_id = co.course_id
        or exists (
          select
            1
          from
            learning_path_steps hs
          where
            hs.path_id = co.path_id
            and hs.course_id = he.course_id
        )
      )
  ) as "is_enrolled"
from
  "cohorts" as "co"
  left join "courses" as "c" on "c"."id" = "co"."course_id"
  left join "learning_paths" as "p" on "p"."id" = "co"."path_id"
where
  "co"."id" = $9
for update of
  "co";

-- CohortsRepository.managedTeam
select
  "id",
  "course_id",
  "path_id",
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

-- CohortsRepository.pathGate
select
  "p"."id",
  "p"."title",
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
    )
  ) as "is_visible",
  exists (
    select
      "e"."id"
    from
      "enrollments" as "e"
      inner join "learning_path_steps" as "ps" on "ps"."course_id" = "e"."course_id"
    where
      "ps"."path_id" = "p"."id"
      and "e"."user_id" = $5
      and "e"."status" = $6
  ) as "is_enrolled"
from
  "learning_paths" as "p"
where
  "p"."slug" = $7
  and "p"."deleted_at" is null;

-- CohortsRepository.reminderRecipients
select
  "s"."id",
  "s"."title",
  "s"."starts_at",
  "s"."time_zone",
  "co"."course_id",
  "c"."title" as "course_title",
  "p"."slug" as "path_slug",
  "p"."title" as "path_title",
  "u"."email",
  "u"."first_name"
from
  "live_sessions" as "s"
  inner join "cohorts" as "co" on "co"."id" = "s"."cohort_id"
  left join "courses" as "c" on "c"."id" = "co"."course_id"
  left join "learning_paths" as "p" on "p"."id" = "co"."path_id"
  inner join "cohort_members" as "cm" on "cm"."cohort_id" = "co"."id"
  inner join "users" as "u" on "u"."id" = "cm"."user_id"
where
  "s"."id" = $1
  and "c"."deleted_at" is null
  and "p"."deleted_at" is null
  and exists (
    select
      1
    from
      enrollments he
    where
      he.user_id = "u"."id"
      and he.status = 'active'
      and (
        he.course_id = co.course_id
        or exists (
          select
            1
          from
            learning_path_steps hs
          where
            hs.path_id = co.path_id
            and hs.course_id = he.course_id
        )
      )
  )
order by
  "u"."id";

-- CohortsRepository.sessionFor
select
  "s"."id",
  "s"."cohort_id",
  "co"."title" as "cohort_title",
  "co"."course_id",
  "c"."title" as "course_title",
  "co"."path_id",
  "p"."slug" as "path_slug",
  "p"."title" as "path_title",
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
    (
      "co"."course_id" is not null
      and (
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
      )
    )
    or (
      "co"."path_id" is not null
      and (
        "p"."deleted_at" is null
        and "p"."is_published" = $4
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
        )
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
        and "cm"."user_id" = $8
    )
    and exists (
      select
        1
      from
        enrollments he
      where
        he.user_id = $9
        and he.status = 'active'
        and (
          he.course_id = co.course_id
          or exists (
            select
              1
            from
              learning_path_steps hs
            where
              hs.path_id = co.path_id
              and hs.course_id = he.course_id
          )
        )
    )
  ) as "is_member"
from
  "live_sessions" as "s"
  inner join "cohorts" as "co" on "co"."id" = "s"."cohort_id"
  left join "courses" as "c" on "c"."id" = "co"."course_id"
  left join "learning_paths" as "p" on "p"."id" = "co"."path_id"
  left join "session_attendance" as "a" on "a"."session_id" = "s"."id"
  and "a"."user_id" = $10
where
  "c"."deleted_at" is null
  and "p"."deleted_at" is null
  and "s"."id" = $11;

-- CohortsRepository.teamCohorts
select
  "co"."id",
  "co"."course_id",
  "co"."path_id",
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
  "co"."course_id",
  "c"."title" as "course_title",
  "co"."path_id",
  "p"."slug" as "path_slug",
  "p"."title" as "path_title",
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
  left join "courses" as "c" on "c"."id" = "co"."course_id"
  left join "learning_paths" as "p" on "p"."id" = "co"."path_id"
  left join "session_attendance" as "a" on "a"."session_id" = "s"."id"
  and "a"."user_id" = $1
where
  "c"."deleted_at" is null
  and "p"."deleted_at" is null
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
        1
      from
        enrollments he
      where
        he.user_id = $3
        and he.status = 'active'
        and (
          he.course_id = co.course_id
          or exists (
            select
              1
            from
              learning_path_steps hs
            where
              hs.path_id = co.path_id
              and hs.course_id = he.course_id
          )
        )
    )
  )
  and s.starts_at + make_interval(mins => s.duration_minutes) > $4
order by
  "s"."starts_at",
  "s"."id"
limit
  $5;
