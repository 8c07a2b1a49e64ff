-- Written by `npm run sql -w backend` from src/modules/downloads/downloads.repository.ts: do not edit.

-- DownloadsRepository.countMatching
select
  cast(count(*) as integer) as "total"
from
  "downloads" as "d"
where
  (
    "d"."title" ilike $1
    and "d"."category" = $2
    and "d"."file_type" = $3
  );

-- DownloadsRepository.tablePage (by title)
select
  "d"."id",
  "d"."title",
  "d"."description",
  "d"."file_type",
  "d"."file_url",
  "d"."file_name",
  "d"."category",
  "d"."file_size",
  cast(count(*) over () as integer) as "matching"
from
  "downloads" as "d"
where
  1 = 1
order by
  "d"."title" asc nulls last,
  "d"."id" asc
limit
  $1
offset
  $2;

-- DownloadsRepository.tablePage (a search)
select
  "d"."id",
  "d"."title",
  "d"."description",
  "d"."file_type",
  "d"."file_url",
  "d"."file_name",
  "d"."category",
  "d"."file_size",
  cast(count(*) over () as integer) as "matching"
from
  "downloads" as "d"
where
  (
    "d"."title" ilike $1
    and "d"."category" = $2
    and "d"."file_type" = $3
  )
order by
  "d"."file_size" desc nulls last,
  "d"."id" desc
limit
  $4
offset
  $5;
