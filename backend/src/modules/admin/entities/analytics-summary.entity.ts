import { defineEntity, p } from '@mikro-orm/core';
import type { AnalyticsFigures } from '../dto/admin.dto.js';

/**
 * The academy analytics as last computed: one row (written by the migration), refreshed in the
 * background and read whole by `GET /api/admin/analytics`. Refreshes lock the row, so only one
 * process computes at a time; readers are never blocked.
 */
const AnalyticsSummarySchema = defineEntity({
  name: 'AnalyticsSummary',
  tableName: 'analytics_summaries',
  checks: [{ name: 'analytics_summaries_single_row', expression: '(id = 1)' }],
  properties: {
    id: p.smallint().primary().autoincrement(false),
    /** The response's figures (json, not jsonb: stored and read whole, key order kept); null until the first refresh. */
    figures: p.json<AnalyticsFigures>().columnType('json').nullable(),
    /** When the computation of `figures` started: they include every change committed before it. */
    generatedAt: p.datetime().nullable(),
  },
});

export class AnalyticsSummary extends AnalyticsSummarySchema.class {}
AnalyticsSummarySchema.setClass(AnalyticsSummary);
export { AnalyticsSummarySchema };
