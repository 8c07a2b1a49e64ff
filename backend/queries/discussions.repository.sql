-- Written by `npm run sql -w backend` from src/modules/discussions/discussions.repository.ts: do not edit.

-- DiscussionsRepository.addReport
insert into
  "discussion_post_reports" ("post_id", "reporter_id", "reason", "created_at")
select
  "id",
  $1 as "reporter_id",
  $2 as "reason",
  now() as "created_at"
from
  "discussion_posts"
where
  "id" = $3
on conflict ("post_id", "reporter_id")
where
  "resolved_at" is null do nothing;

-- DiscussionsRepository.addUpvote
with
  "vote" as (
    insert into
      "discussion_post_upvotes" ("post_id", "user_id", "created_at")
    select
      "id",
      $1 as "user_id",
      now() as "created_at"
    from
      "discussion_posts"
    where
      "id" = $2
    on conflict ("post_id", "user_id") do nothing
    returning
      "post_id"
  )
update "discussion_posts"
set
  "upvote_count" = "upvote_count" + $3
where
  "id" = $4
  and exists (
    select
      "vote"."post_id"
    from
      "vote"
  )
returning
  "upvote_count";

-- DiscussionsRepository.claimDigest
select
  "n"."id",
  "n"."kind",
  "t"."id" as "thread_id",
  "t"."title" as "thread_title",
  "c"."id" as "course_id",
  "c"."title" as "course_title",
  "a"."first_name" as "actor_first_name",
  "a"."last_name" as "actor_last_name"
from
  "discussion_notifications" as "n"
  inner join "discussion_threads" as "t" on "t"."id" = "n"."thread_id"
  inner join "courses" as "c" on "c"."id" = "t"."course_id"
  left join "users" as "a" on "a"."id" = "n"."actor_id"
where
  "n"."user_id" = $1
  and "n"."email" = $2
  and "n"."emailed_at" is null
order by
  "n"."id"
for update of
  "n";

-- DiscussionsRepository.courseGate
select
  "c"."id" as "course_id",
  "c"."title" as "course_title",
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
  ) as "is_enrolled",
  exists (
    select
      "s"."id"
    from
      "discussion_suspensions" as "s"
    where
      "s"."course_id" = "c"."id"
      and "s"."user_id" = $6
      and (
        "s"."until" is null
        or "s"."until" > $7
      )
  ) as "is_suspended"
from
  "courses" as "c"
where
  "c"."id" = $8
  and "c"."deleted_at" is null;

-- DiscussionsRepository.latestQuestions
select
  "t"."id",
  "t"."lesson_id",
  "l"."title" as "lesson_title",
  "t"."title",
  "t"."created_at",
  "t"."answered_post_id"
from
  "discussion_threads" as "t"
  left join "lessons" as "l" on "l"."id" = "t"."lesson_id"
where
  "t"."course_id" = $1
  and "t"."kind" = $2
  and not exists (
    select
      "o"."id"
    from
      "discussion_posts" as "o"
    where
      "o"."thread_id" = "t"."id"
      and "o"."parent_id" is null
      and "o"."hidden_at" is not null
  )
order by
  "t"."created_at" desc,
  "t"."id" desc
limit
  $3;

-- DiscussionsRepository.lessonGate
select
  "l"."id" as "lesson_id",
  "l"."title" as "lesson_title",
  "c"."id" as "course_id",
  "c"."title" as "course_title",
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
  ) as "is_enrolled",
  exists (
    select
      "s"."id"
    from
      "discussion_suspensions" as "s"
    where
      "s"."course_id" = "c"."id"
      and "s"."user_id" = $6
      and (
        "s"."until" is null
        or "s"."until" > $7
      )
  ) as "is_suspended"
from
  "lessons" as "l"
  inner join "courses" as "c" on "c"."id" = "l"."course_id"
where
  "l"."id" = $8
  and "c"."deleted_at" is null;

-- DiscussionsRepository.markEmailed
update "discussion_notifications"
set
  "emailed_at" = $1
where
  "id" in ($2, $3);

-- DiscussionsRepository.markRead (one)
update "discussion_notifications"
set
  "read_at" = coalesce("read_at", $1)
where
  "user_id" = $2
  and "id" = $3
returning
  "id";

-- DiscussionsRepository.markRead (all)
update "discussion_notifications"
set
  "read_at" = coalesce("read_at", $1)
where
  "user_id" = $2
  and "read_at" is null
returning
  "id";

-- DiscussionsRepository.notifications
select
  "n"."id",
  "n"."kind",
  "n"."created_at",
  "n"."read_at",
  "t"."id" as "thread_id",
  "t"."title" as "thread_title",
  "t"."lesson_id",
  "c"."id" as "course_id",
  "c"."title" as "course_title",
  "p"."id" as "post_id",
  case
    when (
      "p"."deleted_at" is not null
      or "p"."hidden_at" is not null
    ) then null
    else left("p"."body_text", 200)
  end as "excerpt",
  "a"."first_name" as "actor_first_name",
  "a"."last_name" as "actor_last_name",
  cast(count(*) over () as integer) as "total"
from
  "discussion_notifications" as "n"
  inner join "discussion_threads" as "t" on "t"."id" = "n"."thread_id"
  inner join "courses" as "c" on "c"."id" = "t"."course_id"
  inner join "discussion_posts" as "p" on "p"."id" = "n"."post_id"
  left join "users" as "a" on "a"."id" = "n"."actor_id"
where
  "n"."user_id" = $1
order by
  "n"."id" desc
limit
  $2
offset
  $3;

-- DiscussionsRepository.openReports
select
  "r"."id",
  "r"."reason",
  "r"."created_at",
  "reporter"."id" as "reporter_id",
  "reporter"."first_name" as "reporter_first_name",
  "reporter"."last_name" as "reporter_last_name",
  "reporter"."email" as "reporter_email",
  "p"."id" as "post_id",
  "p"."body_html",
  "p"."hidden_at",
  "p"."hidden_reason",
  "p"."deleted_at",
  "author"."id" as "author_id",
  "author"."first_name" as "author_first_name",
  "author"."last_name" as "author_last_name",
  "author"."email" as "author_email",
  "t"."id" as "thread_id",
  "t"."title" as "thread_title",
  "c"."id" as "course_id",
  "c"."title" as "course_title",
  cast(count(*) over () as integer) as "total"
from
  "discussion_post_reports" as "r"
  inner join "discussion_posts" as "p" on "p"."id" = "r"."post_id"
  inner join "discussion_threads" as "t" on "t"."id" = "p"."thread_id"
  inner join "courses" as "c" on "c"."id" = "t"."course_id"
  inner join "users" as "reporter" on "reporter"."id" = "r"."reporter_id"
  left join "users" as "author" on "author"."id" = "p"."author_id"
where
  "r"."resolved_at" is null
order by
  "r"."created_at" desc,
  "r"."id" desc
limit
  $1
offset
  $2;

-- DiscussionsRepository.post
select
  "p"."id",
  "p"."parent_id",
  "p"."author_id",
  "u"."first_name",
  "u"."last_name",
  "u"."role" as "author_role",
  "p"."body_html",
  "p"."upvote_count",
  "p"."created_at",
  "p"."edited_at",
  "p"."deleted_at",
  "p"."hidden_at",
  "p"."hidden_reason",
  exists (
    select
      "v"."post_id"
    from
      "discussion_post_upvotes" as "v"
    where
      "v"."post_id" = "p"."id"
      and "v"."user_id" = $1
  ) as "upvoted",
  cast(count(*) over () as integer) as "total",
  "t"."answered_post_id"
from
  "discussion_posts" as "p"
  left join "users" as "u" on "u"."id" = "p"."author_id"
  inner join "discussion_threads" as "t" on "t"."id" = "p"."thread_id"
where
  "p"."id" = $2;

-- DiscussionsRepository.postGate
select
  "p"."id" as "post_id",
  "p"."parent_id",
  "p"."author_id",
  "p"."upvote_count",
  "p"."deleted_at",
  "p"."hidden_at",
  "p"."body_text",
  "t"."id" as "thread_id",
  "t"."kind",
  "t"."title",
  "t"."author_id" as "thread_author_id",
  "t"."lesson_id",
  "t"."locked_at",
  "t"."answered_post_id",
  "c"."id" as "course_id",
  "c"."title" as "course_title",
  exists (
    select
      "o"."id"
    from
      "discussion_posts" as "o"
    where
      "o"."thread_id" = "t"."id"
      and "o"."parent_id" is null
      and "o"."hidden_at" is not null
  ) as "opening_hidden",
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
  ) as "is_enrolled",
  exists (
    select
      "s"."id"
    from
      "discussion_suspensions" as "s"
    where
      "s"."course_id" = "c"."id"
      and "s"."user_id" = $6
      and (
        "s"."until" is null
        or "s"."until" > $7
      )
  ) as "is_suspended"
from
  "discussion_posts" as "p"
  inner join "discussion_threads" as "t" on "t"."id" = "p"."thread_id"
  inner join "courses" as "c" on "c"."id" = "t"."course_id"
where
  "p"."id" = $8
  and "c"."deleted_at" is null;

-- DiscussionsRepository.posts (for a learner)
select
  "p"."id",
  "p"."parent_id",
  "p"."author_id",
  "u"."first_name",
  "u"."last_name",
  "u"."role" as "author_role",
  "p"."body_html",
  "p"."upvote_count",
  "p"."created_at",
  "p"."edited_at",
  "p"."deleted_at",
  "p"."hidden_at",
  "p"."hidden_reason",
  exists (
    select
      "v"."post_id"
    from
      "discussion_post_upvotes" as "v"
    where
      "v"."post_id" = "p"."id"
      and "v"."user_id" = $1
  ) as "upvoted",
  cast(count(*) over () as integer) as "total"
from
  "discussion_posts" as "p"
  left join "users" as "u" on "u"."id" = "p"."author_id"
where
  "p"."thread_id" = $2
  and "p"."hidden_at" is null
order by
  "p"."id"
limit
  $3
offset
  $4;

-- DiscussionsRepository.posts (for an admin)
select
  "p"."id",
  "p"."parent_id",
  "p"."author_id",
  "u"."first_name",
  "u"."last_name",
  "u"."role" as "author_role",
  "p"."body_html",
  "p"."upvote_count",
  "p"."created_at",
  "p"."edited_at",
  "p"."deleted_at",
  "p"."hidden_at",
  "p"."hidden_reason",
  exists (
    select
      "v"."post_id"
    from
      "discussion_post_upvotes" as "v"
    where
      "v"."post_id" = "p"."id"
      and "v"."user_id" = $1
  ) as "upvoted",
  cast(count(*) over () as integer) as "total"
from
  "discussion_posts" as "p"
  left join "users" as "u" on "u"."id" = "p"."author_id"
where
  "p"."thread_id" = $2
order by
  "p"."id"
limit
  $3
offset
  $4;

-- DiscussionsRepository.recipient
select
  "u"."id",
  "u"."email",
  "u"."first_name",
  "u"."last_name",
  "s"."mode"
from
  "users" as "u"
  left join "discussion_email_settings" as "s" on "s"."user_id" = "u"."id"
where
  "u"."id" = $1;

-- DiscussionsRepository.refreshSearch
update "discussion_threads" as "t"
set
  "search_tsv" = to_tsvector(
    $1::regconfig,
    t.title || ' ' || coalesce(
      (
        select
          string_agg(
            p.body_text,
            ' '
            order by
              p.id
          )
        from
          discussion_posts p
        where
          p.thread_id = t.id
          and p.deleted_at is null
          and p.hidden_at is null
      ),
      ''
    )
  )
where
  "t"."id" = $2;

-- DiscussionsRepository.removeUpvote
with
  "vote" as (
    delete from "discussion_post_upvotes"
    where
      "post_id" = $1
      and "user_id" = $2
    returning
      "post_id"
  )
update "discussion_posts"
set
  "upvote_count" = "upvote_count" - $3
where
  "id" = $4
  and exists (
    select
      "vote"."post_id"
    from
      "vote"
  )
returning
  "upvote_count";

-- DiscussionsRepository.resolveReports
update "discussion_post_reports"
set
  "resolved_at" = $1,
  "resolved_by_id" = $2
where
  "post_id" = $3
  and "resolved_at" is null;

-- DiscussionsRepository.saveEmailMode
insert into
  "discussion_email_settings" ("user_id", "mode", "updated_at")
select
  "id",
  $1 as "mode",
  $2 as "updated_at"
from
  "users"
where
  "id" = $3
on conflict ("user_id") do update
set
  "mode" = $4,
  "updated_at" = $5;

-- DiscussionsRepository.suspend
insert into
  "discussion_suspensions" (
    "course_id",
    "user_id",
    "reason",
    "until",
    "suspended_by_id",
    "created_at"
  )
select
  "c"."id",
  "u"."id" as "user_id",
  $1 as "reason",
  $2 as "until",
  $3 as "suspended_by_id",
  now() as "created_at"
from
  "courses" as "c"
  inner join "users" as "u" on "u"."id" = $4
where
  "c"."id" = $5
on conflict ("course_id", "user_id") do update
set
  "reason" = $6,
  "until" = $7,
  "suspended_by_id" = $8,
  "created_at" = now();

-- DiscussionsRepository.suspensions
select
  "s"."id",
  "s"."user_id",
  "u"."first_name",
  "u"."last_name",
  "u"."email",
  "s"."reason",
  "s"."created_at",
  "s"."until"
from
  "discussion_suspensions" as "s"
  inner join "users" as "u" on "u"."id" = "s"."user_id"
where
  "s"."course_id" = $1
order by
  "s"."created_at" desc,
  "s"."id" desc;

-- DiscussionsRepository.threadGate
select
  "t"."id" as "thread_id",
  "t"."kind",
  "t"."title",
  "t"."author_id",
  "u"."first_name",
  "u"."last_name",
  "t"."lesson_id",
  "l"."title" as "lesson_title",
  "t"."locked_at",
  "t"."answered_post_id",
  "t"."created_at",
  "t"."last_activity_at",
  "c"."id" as "course_id",
  "c"."title" as "course_title",
  exists (
    select
      "o"."id"
    from
      "discussion_posts" as "o"
    where
      "o"."thread_id" = "t"."id"
      and "o"."parent_id" is null
      and "o"."hidden_at" is not null
  ) as "opening_hidden",
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
  ) as "is_enrolled",
  exists (
    select
      "s"."id"
    from
      "discussion_suspensions" as "s"
    where
      "s"."course_id" = "c"."id"
      and "s"."user_id" = $6
      and (
        "s"."until" is null
        or "s"."until" > $7
      )
  ) as "is_suspended"
from
  "discussion_threads" as "t"
  inner join "courses" as "c" on "c"."id" = "t"."course_id"
  left join "lessons" as "l" on "l"."id" = "t"."lesson_id"
  left join "users" as "u" on "u"."id" = "t"."author_id"
where
  "t"."id" = $8
  and "c"."deleted_at" is null;

-- DiscussionsRepository.threads (a lesson's Q&A, for a learner)
select
  "t"."id",
  "t"."course_id",
  "t"."lesson_id",
  "l"."title" as "lesson_title",
  "t"."kind",
  "t"."title",
  "t"."author_id",
  "u"."first_name",
  "u"."last_name",
  "t"."created_at",
  "t"."last_activity_at",
  "t"."locked_at",
  "t"."answered_post_id",
  (
    select
      cast(count(*) as integer) as "replies"
    from
      "discussion_posts" as "r"
    where
      "r"."thread_id" = "t"."id"
      and "r"."parent_id" is not null
      and "r"."hidden_at" is null
  ) as "reply_count",
  (
    select
      case
        when "o"."deleted_at" is not null then null
        else left("o"."body_text", 200)
      end as "excerpt"
    from
      "discussion_posts" as "o"
    where
      "o"."thread_id" = "t"."id"
      and "o"."parent_id" is null
  ) as "excerpt",
  exists (
    select
      "o"."id"
    from
      "discussion_posts" as "o"
    where
      "o"."thread_id" = "t"."id"
      and "o"."parent_id" is null
      and "o"."hidden_at" is not null
  ) as "opening_hidden",
  cast(count(*) over () as integer) as "total"
from
  "discussion_threads" as "t"
  left join "users" as "u" on "u"."id" = "t"."author_id"
  left join "lessons" as "l" on "l"."id" = "t"."lesson_id"
where
  "t"."lesson_id" = $1
  and not exists (
    select
      "o"."id"
    from
      "discussion_posts" as "o"
    where
      "o"."thread_id" = "t"."id"
      and "o"."parent_id" is null
      and "o"."hidden_at" is not null
  )
order by
  "t"."last_activity_at" desc,
  "t"."id" desc
limit
  $2
offset
  $3;

-- DiscussionsRepository.threads (a course's community, for an admin)
select
  "t"."id",
  "t"."course_id",
  "t"."lesson_id",
  "l"."title" as "lesson_title",
  "t"."kind",
  "t"."title",
  "t"."author_id",
  "u"."first_name",
  "u"."last_name",
  "t"."created_at",
  "t"."last_activity_at",
  "t"."locked_at",
  "t"."answered_post_id",
  (
    select
      cast(count(*) as integer) as "replies"
    from
      "discussion_posts" as "r"
    where
      "r"."thread_id" = "t"."id"
      and "r"."parent_id" is not null
  ) as "reply_count",
  (
    select
      case
        when "o"."deleted_at" is not null then null
        else left("o"."body_text", 200)
      end as "excerpt"
    from
      "discussion_posts" as "o"
    where
      "o"."thread_id" = "t"."id"
      and "o"."parent_id" is null
  ) as "excerpt",
  exists (
    select
      "o"."id"
    from
      "discussion_posts" as "o"
    where
      "o"."thread_id" = "t"."id"
      and "o"."parent_id" is null
      and "o"."hidden_at" is not null
  ) as "opening_hidden",
  cast(count(*) over () as integer) as "total"
from
  "discussion_threads" as "t"
  left join "users" as "u" on "u"."id" = "t"."author_id"
  left join "lessons" as "l" on "l"."id" = "t"."lesson_id"
where
  "t"."course_id" = $1
  and "t"."lesson_id" is null
order by
  "t"."last_activity_at" desc,
  "t"."id" desc
limit
  $2
offset
  $3;

-- DiscussionsRepository.threads (searching a course's discussions)
select
  "t"."id",
  "t"."course_id",
  "t"."lesson_id",
  "l"."title" as "lesson_title",
  "t"."kind",
  "t"."title",
  "t"."author_id",
  "u"."first_name",
  "u"."last_name",
  "t"."created_at",
  "t"."last_activity_at",
  "t"."locked_at",
  "t"."answered_post_id",
  (
    select
      cast(count(*) as integer) as "replies"
    from
      "discussion_posts" as "r"
    where
      "r"."thread_id" = "t"."id"
      and "r"."parent_id" is not null
      and "r"."hidden_at" is null
  ) as "reply_count",
  (
    select
      case
        when "o"."deleted_at" is not null then null
        else left("o"."body_text", 200)
      end as "excerpt"
    from
      "discussion_posts" as "o"
    where
      "o"."thread_id" = "t"."id"
      and "o"."parent_id" is null
  ) as "excerpt",
  exists (
    select
      "o"."id"
    from
      "discussion_posts" as "o"
    where
      "o"."thread_id" = "t"."id"
      and "o"."parent_id" is null
      and "o"."hidden_at" is not null
  ) as "opening_hidden",
  cast(count(*) over () as integer) as "total"
from
  "discussion_threads" as "t"
  left join "users" as "u" on "u"."id" = "t"."author_id"
  left join "lessons" as "l" on "l"."id" = "t"."lesson_id"
where
  "t"."course_id" = $1
  and t.search_tsv @@ websearch_to_tsquery($2::regconfig, $3)
  and not exists (
    select
      "o"."id"
    from
      "discussion_posts" as "o"
    where
      "o"."thread_id" = "t"."id"
      and "o"."parent_id" is null
      and "o"."hidden_at" is not null
  )
order by
  "t"."last_activity_at" desc,
  "t"."id" desc
limit
  $4
offset
  $5;

-- DiscussionsRepository.touchThread
update "discussion_threads"
set
  "last_activity_at" = $1
where
  "id" = $2;

-- DiscussionsRepository.unreadCount
select
  cast(count(*) as integer) as "unread"
from
  "discussion_notifications"
where
  "user_id" = $1
  and "read_at" is null;

-- DiscussionsRepository.unsuspend
delete from "discussion_suspensions"
where
  "course_id" = $1
  and "user_id" = $2;
