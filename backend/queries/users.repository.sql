-- Written by `npm run sql -w backend` from src/modules/users/users.repository.ts: do not edit.

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
