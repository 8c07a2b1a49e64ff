import { sql, type RawBuilder } from 'kysely';

/**
 * The mean F1 (percent, one decimal) of an attempt's boolean search answers, read from its
 * `search_grades` column (`attemptAlias.search_grades`); null when the quiz has no boolean search
 * question. An expression of the attempt's own row, so exports and dashboards stay one query.
 */
export function sourcingF1Percent(attemptAlias: string): RawBuilder<number | null> {
  return sql<
    number | null
  >`(select cast(round(avg(cast(g.value ->> 'f1' as numeric)) * 100, 1) as double precision) from jsonb_each(${sql.ref(`${attemptAlias}.search_grades`)}) as g)`;
}
