-- Written by `npm run sql -w backend` from src/modules/teams/teams.repository.ts: do not edit.

-- TeamsRepository.activateSeat
update "team_seats"
set
  "status" = $1,
  "user_id" = $2,
  "activated_at" = now()
where
  "id" = $3
  and "status" = $4;

-- TeamsRepository.activeSeats
select
  "id",
  "email",
  "user_id"
from
  "team_seats"
where
  "team_id" = $1
  and "status" = $2
order by
  "id";

-- TeamsRepository.hasSpecificAccess
select
  "user_id"
from
  "course_user_access"
where
  "course_id" = $1
  and "user_id" = $2;

-- TeamsRepository.insertActiveSeat
insert into
  "team_seats" (
    "team_id",
    "email",
    "user_id",
    "status",
    "invited_at",
    "activated_at"
  )
select
  "teams"."id",
  $1 as "email",
  $2 as "user_id",
  $3 as "status",
  now() as "invited_at",
  now() as "activated_at"
from
  "teams"
where
  "teams"."id" = $4;

-- TeamsRepository.insertInvitedSeats
insert into
  "team_seats" (
    "team_id",
    "email",
    "token_hash",
    "status",
    "invited_at"
  )
select
  "teams"."id",
  jsonb_array_elements_text(cast($1 as jsonb)) as "email",
  jsonb_array_elements_text(cast($2 as jsonb)) as "token_hash",
  $3 as "status",
  now() as "invited_at"
from
  "teams"
where
  "teams"."id" = $4;

-- TeamsRepository.invitation
select
  "s"."id",
  "s"."team_id",
  "s"."email",
  "s"."status",
  "s"."user_id",
  "t"."name" as "team_name",
  "t"."course_id",
  "c"."title" as "course_title",
  "t"."path_id",
  "lp"."slug" as "path_slug",
  "lp"."title" as "path_title",
  "m"."email" as "manager_email",
  "m"."first_name" as "manager_first_name",
  "m"."last_name" as "manager_last_name"
from
  "team_seats" as "s"
  inner join "teams" as "t" on "t"."id" = "s"."team_id"
  left join "courses" as "c" on "c"."id" = "t"."course_id"
  left join "learning_paths" as "lp" on "lp"."id" = "t"."path_id"
  left join "users" as "m" on "m"."id" = "t"."manager_id"
where
  "s"."token_hash" = $1;

-- TeamsRepository.latestAssignments
select
  "id",
  "email",
  "status",
  "user_id"
from
  "team_seats"
where
  "team_id" = $1
  and "status" in ($2, $3)
order by
  "invited_at" desc,
  "id" desc
limit
  $4;

-- TeamsRepository.liveSeatOf
select
  "id",
  "status",
  "user_id"
from
  "team_seats"
where
  "team_id" = $1
  and "status" in ($2, $3)
  and "email" = $4;

-- TeamsRepository.lockTeam
select
  "t"."id",
  "t"."name",
  "t"."course_id",
  "t"."path_id",
  "t"."manager_id",
  "t"."seats",
  "t"."ended_at",
  "t"."almost_full_notified_at",
  "t"."full_notified_at",
  coalesce("c"."title", "lp"."title") as "course_title",
  "lp"."slug" as "path_slug",
  "c"."access_level",
  coalesce("c"."deleted_at", "lp"."deleted_at") as "course_deleted_at"
from
  "teams" as "t"
  left join "courses" as "c" on "c"."id" = "t"."course_id"
  left join "learning_paths" as "lp" on "lp"."id" = "t"."path_id"
where
  "t"."id" = $1
for update of
  "t";

-- TeamsRepository.managedTeam
select
  "t"."id",
  "t"."name",
  "t"."course_id",
  "t"."path_id",
  "t"."manager_id",
  "t"."seats",
  "t"."ended_at",
  "t"."created_at",
  "c"."title" as "course_title",
  "lp"."slug" as "path_slug",
  "lp"."title" as "path_title",
  coalesce("c"."payment_type", "lp"."payment_type") as "payment_type",
  cast(
    (
      select
        count(*) as "count"
      from
        "team_seats" as "used"
      where
        "used"."team_id" = "t"."id"
        and "used"."status" in ($1, $2)
    ) as integer
  ) as "seats_used",
  cast(
    (
      select
        count(*) as "count"
      from
        "lessons" as "tl"
      where
        "tl"."course_id" in (
          select
            "tc"."id" as "course_id"
          from
            "courses" as "tc"
          where
            "tc"."id" = "t"."course_id"
          union
          select
            "tps"."course_id"
          from
            "learning_path_steps" as "tps"
            inner join "courses" as "tpc" on "tpc"."id" = "tps"."course_id"
          where
            "tps"."path_id" = "t"."path_id"
            and "tpc"."deleted_at" is null
        )
    ) as integer
  ) as "total_lessons"
from
  "teams" as "t"
  left join "courses" as "c" on "c"."id" = "t"."course_id"
  left join "learning_paths" as "lp" on "lp"."id" = "t"."path_id"
where
  "t"."id" = $3
  and "t"."manager_id" = $4;

-- TeamsRepository.managedTeams
select
  "t"."id",
  "t"."name",
  "t"."course_id",
  "t"."path_id",
  "t"."manager_id",
  "t"."seats",
  "t"."ended_at",
  "t"."created_at",
  "c"."title" as "course_title",
  "lp"."slug" as "path_slug",
  "lp"."title" as "path_title",
  coalesce("c"."payment_type", "lp"."payment_type") as "payment_type",
  cast(
    (
      select
        count(*) as "count"
      from
        "team_seats" as "used"
      where
        "used"."team_id" = "t"."id"
        and "used"."status" in ($1, $2)
    ) as integer
  ) as "seats_used"
from
  "teams" as "t"
  left join "courses" as "c" on "c"."id" = "t"."course_id"
  left join "learning_paths" as "lp" on "lp"."id" = "t"."path_id"
where
  "t"."manager_id" = $3
order by
  "t"."created_at" desc,
  "t"."id" desc;

-- TeamsRepository.manager
select
  "email"
from
  "users"
where
  "id" = $1;

-- TeamsRepository.markEnded
update "teams"
set
  "ended_at" = now()
where
  "id" = $1
  and "ended_at" is null;

-- TeamsRepository.pathVisibleTo
select
  "p"."id"
from
  "learning_paths" as "p"
where
  "p"."id" = $1
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
  );

-- TeamsRepository.practiceResults
select distinct
  on ("s"."id", "l"."id") "s"."id" as "seat_id",
  "l"."id" as "lesson_id",
  "l"."title" as "lesson_title",
  "pa"."status",
  "pa"."total",
  cast(
    count(*) over (
      partition by
        "s"."id",
        "l"."id"
    ) as integer
  ) as "attempts",
  bool_or("pa"."passed") over (
    partition by
      "s"."id",
      "l"."id"
  ) as "ever_passed",
  "m"."order" as "module_order",
  "l"."order" as "lesson_order"
from
  "team_seats" as "s"
  inner join "teams" as "t" on "t"."id" = "s"."team_id"
  inner join "practice_attempts" as "pa" on "pa"."user_id" = "s"."user_id"
  inner join "lessons" as "l" on "l"."id" = "pa"."lesson_id"
  inner join "modules" as "m" on "m"."id" = "l"."module_id"
where
  "s"."team_id" = $1
  and "s"."status" = $2
  and "l"."course_id" in (
    select
      "tc"."id" as "course_id"
    from
      "courses" as "tc"
    where
      "tc"."id" = "t"."course_id"
    union
    select
      "tps"."course_id"
    from
      "learning_path_steps" as "tps"
      inner join "courses" as "tpc" on "tpc"."id" = "tps"."course_id"
    where
      "tps"."path_id" = "t"."path_id"
      and "tpc"."deleted_at" is null
  )
  and "pa"."status" <> $3
order by
  "s"."id",
  "l"."id",
  "pa"."ended_at" desc,
  "pa"."id" desc;

-- TeamsRepository.quizResults
select distinct
  on ("s"."id", "q"."id") "s"."id" as "seat_id",
  "q"."id" as "quiz_id",
  "l"."title" as "lesson_title",
  "qa"."score",
  "qa"."passed",
  (
    select
      cast(
        round(avg(cast(g.value ->> 'f1' as numeric)) * 100, 1) as double precision
      )
    from
      jsonb_each("qa"."search_grades") as g
  ) as "sourcing_f1",
  "m"."order" as "module_order",
  "l"."order" as "lesson_order"
from
  "team_seats" as "s"
  inner join "teams" as "t" on "t"."id" = "s"."team_id"
  inner join "quiz_attempts" as "qa" on "qa"."user_id" = "s"."user_id"
  inner join "quizzes" as "q" on "q"."id" = "qa"."quiz_id"
  inner join "lessons" as "l" on "l"."id" = "q"."lesson_id"
  inner join "modules" as "m" on "m"."id" = "l"."module_id"
where
  "s"."team_id" = $1
  and "s"."status" = $2
  and "l"."course_id" in (
    select
      "tc"."id" as "course_id"
    from
      "courses" as "tc"
    where
      "tc"."id" = "t"."course_id"
    union
    select
      "tps"."course_id"
    from
      "learning_path_steps" as "tps"
      inner join "courses" as "tpc" on "tpc"."id" = "tps"."course_id"
    where
      "tps"."path_id" = "t"."path_id"
      and "tpc"."deleted_at" is null
  )
  and "qa"."status" <> $3
order by
  "s"."id",
  "q"."id",
  coalesce("qa"."passed", false) desc,
  coalesce("qa"."score", -1) desc,
  "qa"."submitted_at" desc;

-- TeamsRepository.replaceToken
update "team_seats"
set
  "token_hash" = $1
where
  "id" = $2
  and "status" = $3;

-- TeamsRepository.revokeSeats
update "team_seats"
set
  "status" = $1,
  "revoked_at" = now()
where
  "id" in ($2, $3)
  and "status" in ($4, $5);

-- TeamsRepository.seat
select
  "s"."id",
  "s"."email",
  "s"."status",
  "s"."user_id",
  exists (
    select
      "started"."id"
    from
      "lesson_progress" as "started"
    where
      "started"."user_id" = "s"."user_id"
      and "started"."course_id" in (
        select
          "tc"."id" as "course_id"
        from
          "courses" as "tc"
        where
          "tc"."id" = "t"."course_id"
        union
        select
          "tps"."course_id"
        from
          "learning_path_steps" as "tps"
          inner join "courses" as "tpc" on "tpc"."id" = "tps"."course_id"
        where
          "tps"."path_id" = "t"."path_id"
          and "tpc"."deleted_at" is null
      )
  ) as "started"
from
  "team_seats" as "s"
  inner join "teams" as "t" on "t"."id" = "s"."team_id"
where
  "s"."id" = $1
  and "s"."team_id" = $2;

-- TeamsRepository.seats
select
  "s"."id",
  "s"."email",
  "s"."status",
  "s"."user_id",
  "s"."invited_at",
  "s"."activated_at",
  "s"."revoked_at",
  "u"."first_name",
  "u"."last_name",
  "u"."email" as "account_email",
  exists (
    select
      "started"."id"
    from
      "lesson_progress" as "started"
    where
      "started"."user_id" = "s"."user_id"
      and "started"."course_id" in (
        select
          "tc"."id" as "course_id"
        from
          "courses" as "tc"
        where
          "tc"."id" = "t"."course_id"
        union
        select
          "tps"."course_id"
        from
          "learning_path_steps" as "tps"
          inner join "courses" as "tpc" on "tpc"."id" = "tps"."course_id"
        where
          "tps"."path_id" = "t"."path_id"
          and "tpc"."deleted_at" is null
      )
  ) as "started",
  cast(
    (
      select
        count(*) as "count"
      from
        "lesson_progress" as "lp"
      where
        "lp"."user_id" = "s"."user_id"
        and "lp"."course_id" in (
          select
            "tc"."id" as "course_id"
          from
            "courses" as "tc"
          where
            "tc"."id" = "t"."course_id"
          union
          select
            "tps"."course_id"
          from
            "learning_path_steps" as "tps"
            inner join "courses" as "tpc" on "tpc"."id" = "tps"."course_id"
          where
            "tps"."path_id" = "t"."path_id"
            and "tpc"."deleted_at" is null
        )
    ) as integer
  ) as "completed_lessons",
  greatest(
    (
      select
        max("e"."last_viewed_at") as "last"
      from
        "enrollments" as "e"
      where
        "e"."user_id" = "s"."user_id"
        and "e"."course_id" in (
          select
            "tc"."id" as "course_id"
          from
            "courses" as "tc"
          where
            "tc"."id" = "t"."course_id"
          union
          select
            "tps"."course_id"
          from
            "learning_path_steps" as "tps"
            inner join "courses" as "tpc" on "tpc"."id" = "tps"."course_id"
          where
            "tps"."path_id" = "t"."path_id"
            and "tpc"."deleted_at" is null
        )
    ),
    (
      select
        max("la"."completed_at") as "last"
      from
        "lesson_progress" as "la"
      where
        "la"."user_id" = "s"."user_id"
        and "la"."course_id" in (
          select
            "tc"."id" as "course_id"
          from
            "courses" as "tc"
          where
            "tc"."id" = "t"."course_id"
          union
          select
            "tps"."course_id"
          from
            "learning_path_steps" as "tps"
            inner join "courses" as "tpc" on "tpc"."id" = "tps"."course_id"
          where
            "tps"."path_id" = "t"."path_id"
            and "tpc"."deleted_at" is null
        )
    )
  ) as "last_activity_at",
  (
    select
      "cert"."code"
    from
      "certificates" as "cert"
    where
      "cert"."user_id" = "s"."user_id"
      and "cert"."course_id" = "t"."course_id"
      and "cert"."revoked_at" is null
      and "cert"."renewed_at" is null
  ) as "certificate_code"
from
  "team_seats" as "s"
  inner join "teams" as "t" on "t"."id" = "s"."team_id"
  left join "users" as "u" on "u"."id" = "s"."user_id"
where
  "s"."team_id" = $1
order by
  "s"."status" = $2,
  case
    when "s"."status" = $3 then "s"."revoked_at"
  end desc,
  "s"."id";

-- TeamsRepository.setFillingStamps
update "teams"
set
  "almost_full_notified_at" = $1,
  "full_notified_at" = $2
where
  "id" = $3;

-- TeamsRepository.setSeats
update "teams"
set
  "seats" = $1
where
  "id" = $2;

-- TeamsRepository.takenEmails
select
  "email"
from
  "team_seats"
where
  "team_id" = $1
  and "status" in ($2, $3)
  and "email" in ($4, $5);

-- TeamsRepository.usedSeats
select
  cast(count(*) as integer) as "used"
from
  "team_seats"
where
  "team_id" = $1
  and "status" in ($2, $3);
