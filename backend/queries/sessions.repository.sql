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
