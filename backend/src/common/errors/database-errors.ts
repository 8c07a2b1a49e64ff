/**
 * A row still referred to by a foreign key: `foreign_key_violation` (23503), or `restrict_violation`
 * (23001), which newer PostgreSQL releases report when an `on delete restrict` key refuses a delete.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23503' || code === '23001';
}
