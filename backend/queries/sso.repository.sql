-- Written by `npm run sql -w backend` from src/modules/sso/sso.repository.ts: do not edit.

-- SsoRepository.byDomain
select
  "id",
  "display_name",
  "protocol",
  "required"
from
  "sso_connections"
where
  "email_domains" @> array[$1]::text[];

-- SsoRepository.linkedUser
select
  "id",
  "user_id"
from
  "user_identities"
where
  "provider" = $1
  and "subject" = $2;

-- SsoRepository.lockAndFindDomainOwners
select
  pg_advisory_xact_lock($1);
select
  "id",
  "display_name",
  "email_domains"
from
  "sso_connections"
where
  "email_domains" && $1::text[]
  and "id" <> $2;

-- SsoRepository.requiredConnections
select
  "id",
  "display_name",
  "email_domains"
from
  "sso_connections"
where
  "required" = $1;

-- SsoRepository.unlinkAll
delete from "user_identities"
where
  "provider" = $1;
