import { defineEntity, p } from '@mikro-orm/core';
import { FullTextType } from '@mikro-orm/postgresql';
import { CandidatePool } from './candidate-pool.entity.js';

/**
 * The searchable fields, each with a GIN index on (pool_id, tsvector) (btree_gin): a search reads only
 * its own pool's entries, however large the other pools are (docs/adr/0020-candidate-search-in-postgresql.md).
 */
const TSV_COLUMNS = ['title_tsv', 'skills_tsv', 'company_tsv', 'location_tsv', 'text_tsv'] as const;

/**
 * A synthetic or imported candidate. The `*_tsv` columns are the search index: each is written as the
 * literal of `profileDocument(...)` for its field, so PostgreSQL and the in-memory matcher see the same words.
 */
const CandidateProfileSchema = defineEntity({
  name: 'CandidateProfile',
  tableName: 'candidate_profiles',
  uniques: [{ name: 'candidate_profiles_pool_external_id_unique', properties: ['pool', 'externalId'] }],
  indexes: [
    { name: 'candidate_profiles_pool_id_id_index', properties: ['pool', 'id'] },
    ...TSV_COLUMNS.map((column) => ({
      name: `candidate_profiles_${column}_index`,
      expression: `create index "candidate_profiles_${column}_index" on "candidate_profiles" using gin ("pool_id", "${column}")`,
    })),
  ],
  checks: [
    { name: 'candidate_profiles_summary_check', expression: 'char_length(summary) <= 2000' },
    { name: 'candidate_profiles_years_experience_check', expression: '(years_experience >= 0) AND (years_experience <= 70)' },
  ],
  properties: {
    id: p.integer().primary(),
    pool: () => p.manyToOne(CandidatePool).deleteRule('cascade'),
    externalId: p.string().length(100),
    name: p.string().length(200),
    title: p.string().length(200),
    company: p.string().length(200),
    location: p.string().length(200),
    industry: p.string().length(120),
    skills: p.json<string[]>(),
    languages: p.json<string[]>(),
    yearsExperience: p.integer(),
    openToWork: p.boolean(),
    summary: p.text(),
    profileUrl: p.string().length(300),
    /** The address as `site:` compares it: `siteKey(profileUrl)`. */
    siteKey: p.string().length(300),
    titleTsv: p.type(FullTextType).lazy(),
    skillsTsv: p.type(FullTextType).lazy(),
    companyTsv: p.type(FullTextType).lazy(),
    locationTsv: p.type(FullTextType).lazy(),
    textTsv: p.type(FullTextType).lazy(),
  },
});

export class CandidateProfile extends CandidateProfileSchema.class {}
CandidateProfileSchema.setClass(CandidateProfile);
export { CandidateProfileSchema };
