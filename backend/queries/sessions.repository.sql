-- Written by `npm run sql -w backend` from src/modules/auth/sessions.repository.ts: do not edit.

-- SessionsRepository.liveSession
select
  "u"."id",
  "u"."email",
  "u"."first_name",
  "u"."last_name",
  "u"."role",
  "u"."profile_image_url",
  "u"."email_verified_at",
  "u"."created_at",
  "u"."last_active_at",
  "s"."last_seen_at"
from
  "sessions" as "s"
  inner join "users" as "u" on "u"."id" = "s"."user_id"
where
  "s"."id" = $1
  and "s"."user_id" = $2
  and "s"."expires_at" > $3;
