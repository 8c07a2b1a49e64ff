-- Written by `npm run sql -w backend` from src/modules/users/users.repository.ts: do not edit.

-- UsersRepository.countMatching (everyone)
select
  cast(count(*) as integer) as "total"
from
  "users" as "u"
where
  1 = 1;

-- UsersRepository.countMatching (a search)
select
  cast(count(*) as integer) as "total"
from
  "users" as "u"
where
  (
    (
      "u"."email" ilike $1
      or ("u"."first_name" || ' ' || "u"."last_name") ilike $2
    )
    and "u"."role" = $3
    and "u"."email_verified_at" is not null
  );

-- UsersRepository.lockAdmins
select
  "id"
from
  "users"
where
  "role" = $1
for update;

-- UsersRepository.passwordHashOf
select
  "password_hash"
from
  "users"
where
  "id" = $1;

-- UsersRepository.signInAccount
select
  "id",
  "email",
  "first_name",
  "last_name",
  "role",
  "profile_image_url",
  "email_verified_at",
  "created_at",
  "last_active_at",
  "password_hash"
from
  "users"
where
  "email" = $1;

-- UsersRepository.tablePage (newest first)
select
  "u"."id",
  "u"."email",
  "u"."first_name",
  "u"."last_name",
  "u"."role",
  "u"."profile_image_url",
  "u"."created_at",
  "u"."last_active_at",
  "u"."email_verified_at"
from
  "users" as "u"
where
  1 = 1
order by
  "u"."created_at" desc,
  "u"."id" desc
limit
  $1
offset
  $2;

-- UsersRepository.tablePage (a search by name)
select
  "u"."id",
  "u"."email",
  "u"."first_name",
  "u"."last_name",
  "u"."role",
  "u"."profile_image_url",
  "u"."created_at",
  "u"."last_active_at",
  "u"."email_verified_at"
from
  "users" as "u"
where
  (
    (
      "u"."email" ilike $1
      or ("u"."first_name" || ' ' || "u"."last_name") ilike $2
    )
    and "u"."role" = $3
    and "u"."email_verified_at" is not null
  )
order by
  lower(u.first_name) asc,
  lower(u.last_name) asc,
  "u"."id" asc
limit
  $4
offset
  $5;

-- UsersRepository.tablePage (last active)
select
  "u"."id",
  "u"."email",
  "u"."first_name",
  "u"."last_name",
  "u"."role",
  "u"."profile_image_url",
  "u"."created_at",
  "u"."last_active_at",
  "u"."email_verified_at"
from
  "users" as "u"
where
  1 = 1
order by
  "u"."last_active_at" desc nulls last,
  "u"."id" desc
limit
  $1
offset
  $2;
