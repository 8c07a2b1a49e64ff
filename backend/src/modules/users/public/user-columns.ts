/** The users columns a User entity loads (every one but the lazy password hash), for queries that map rows to Users. */
export const USER_ENTITY_COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'role',
  'profile_image_url',
  'email_verified_at',
  'created_at',
  'last_active_at',
] as const;
