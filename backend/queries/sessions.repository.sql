-- Written by `npm run sql -w backend` from src/modules/auth/sessions.repository.ts: do not edit.

-- SessionsRepository.endAll
delete from "sessions"
where
  "user_id" = $1
  and "id" != $2
returning
  "id";

-- SessionsRepository.session
select
  "user_id",
  "expires_at",
  "last_seen_at"
from
  "sessions"
where
  "id" = $1;

-- SessionsRepository.start
with
  "expired" as (
    delete from "sessions"
    where
      "user_id" = $1
      and "expires_at" <= $2
  )
insert into
  "sessions" (
    "id",
    "user_id",
    "created_at",
    "expires_at",
    "last_seen_at",
    "user_agent"
  )
values
  ($3, $4, $5, $6, $7, $8);

-- SessionsRepository.user
select
  "id",
  "email",
  "first_name",
  "last_name",
  "role",
  "profile_image_url",
  "email_verified_at",
  "created_at",
  "last_active_at"
from
  "users"
where
  "id" = $1;
