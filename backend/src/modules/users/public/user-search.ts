import { sql, type ExpressionBuilder } from 'kysely';
import type { AcademyDb } from '../../../database/kysely.js';

/** The user `u`'s e-mail or full name matches the ILIKE `pattern` (both served by the users' trigram indexes). */
export function userMatches(eb: ExpressionBuilder<AcademyDb & { u: AcademyDb['users'] }, 'u'>, pattern: string) {
  // Written out (not a parameter for the space) so that it matches the trigram index's expression.
  const fullName = sql<string>`(${sql.ref('u.first_name')} || ' ' || ${sql.ref('u.last_name')})`;
  return eb.or([eb('u.email', 'ilike', pattern), eb(fullName, 'ilike', pattern)]);
}
