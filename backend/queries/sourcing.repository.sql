-- Written by `npm run sql -w backend` from src/modules/sourcing/sourcing.repository.ts: do not edit.

-- SourcingRepository.deletePool
delete from "candidate_pools"
where
  "id" = $1;

-- SourcingRepository.hitIds
/* unprepared */
select
  id
from
  candidate_profiles
where
  pool_id = $1
  and (
    "title_tsv" @@ $2::tsquery
    and (
      (
        "title_tsv" @@ $3::tsquery
        or "skills_tsv" @@ $4::tsquery
        or "text_tsv" @@ $5::tsquery
      )
      or (
        "title_tsv" @@ $6::tsquery
        or "skills_tsv" @@ $7::tsquery
        or "text_tsv" @@ $8::tsquery
      )
    )
    and (not starts_with(site_key, $9))
  )
order by
  id;

-- SourcingRepository.insertPool
insert into
  "candidate_pools" (
    "id",
    "name",
    "description",
    "is_default",
    "profile_count",
    "created_at",
    "created_by_id"
  )
values
  (default, $1, $2, $3, $4, $5, $6)
returning
  "id";

-- SourcingRepository.makeDefault
select
  pg_advisory_xact_lock($1);
update "candidate_pools"
set
  "is_default" = $1
where
  "is_default" = $2
  and "id" <> $3;
update "candidate_pools"
set
  "is_default" = $1
where
  "id" = $2;

-- SourcingRepository.pool (read)
select
  "cp"."id",
  "cp"."name",
  "cp"."description",
  "cp"."profile_count",
  "cp"."is_default",
  "cp"."created_at",
  (
    select
      count(*) as "exercises"
    from
      "quiz_questions" as "qq"
    where
      "qq"."search_pool_id" = "cp"."id"
  ) as "exercise_count"
from
  "candidate_pools" as "cp"
where
  "cp"."id" = $1;

-- SourcingRepository.pool (locked)
select
  "cp"."id",
  "cp"."name",
  "cp"."description",
  "cp"."profile_count",
  "cp"."is_default",
  "cp"."created_at",
  (
    select
      count(*) as "exercises"
    from
      "quiz_questions" as "qq"
    where
      "qq"."search_pool_id" = "cp"."id"
  ) as "exercise_count"
from
  "candidate_pools" as "cp"
where
  "cp"."id" = $1
for update;

-- SourcingRepository.poolExists
select
  "id"
from
  "candidate_pools"
where
  "id" = $1;

-- SourcingRepository.poolIdByName
select
  "id"
from
  "candidate_pools"
where
  lower(name) = $1;

-- SourcingRepository.pools
select
  "cp"."id",
  "cp"."name",
  "cp"."description",
  "cp"."profile_count",
  "cp"."is_default",
  "cp"."created_at",
  (
    select
      count(*) as "exercises"
    from
      "quiz_questions" as "qq"
    where
      "qq"."search_pool_id" = "cp"."id"
  ) as "exercise_count"
from
  "candidate_pools" as "cp"
order by
  "cp"."is_default" desc,
  "cp"."name",
  "cp"."id";

-- SourcingRepository.profilesByIds
select
  "id",
  "external_id",
  "name",
  "title",
  "company",
  "location",
  "industry",
  "skills",
  "languages",
  "years_experience",
  "open_to_work",
  "summary",
  "profile_url",
  "site_key"
from
  "candidate_profiles"
where
  "pool_id" = $1
  and "id" = any ($2)
order by
  "id";

-- SourcingRepository.search
/* unprepared */
with
  hits as materialized (
    select
      id
    from
      candidate_profiles
    where
      pool_id = $1
      and (
        "title_tsv" @@ $2::tsquery
        and (
          (
            "title_tsv" @@ $3::tsquery
            or "skills_tsv" @@ $4::tsquery
            or "text_tsv" @@ $5::tsquery
          )
          or (
            "title_tsv" @@ $6::tsquery
            or "skills_tsv" @@ $7::tsquery
            or "text_tsv" @@ $8::tsquery
          )
        )
        and (not starts_with(site_key, $9))
      )
  )
select
  t.total,
  case
    when row_number() over (
      order by
        p.id
    ) = 1 then ids.hit_ids
  end as hit_ids,
  p."id",
  p."external_id",
  p."name",
  p."title",
  p."company",
  p."location",
  p."industry",
  p."skills",
  p."languages",
  p."years_experience",
  p."open_to_work",
  p."summary",
  p."profile_url",
  p."site_key"
from
  (
    select
      count(*) as total
    from
      hits
  ) t
  left join lateral (
    select
      array_agg(
        h.id
        order by
          h.id
      ) as hit_ids
    from
      hits h
    where
      t.total <= $10
  ) ids on true
  left join lateral (
    select
      *
    from
      candidate_profiles
    where
      id in (
        select
          id
        from
          hits
        order by
          id
        limit
          $11
        offset
          $12
      )
  ) p on true
order by
  p.id;
