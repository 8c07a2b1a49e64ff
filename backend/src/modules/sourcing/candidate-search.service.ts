import { Injectable } from '@nestjs/common';
import { SEARCH_PAGE_SIZE, type CandidateCardDto, type HighlightRangeDto } from './dto/candidate.dto.js';
import type { QueryNode, SearchField } from './query/query-ast.js';
import { SourcingRepository, type CandidateProfileRow } from './sourcing.repository.js';

export type { CandidateProfileRow } from './sourcing.repository.js';

/** How much of a summary a card shows. */
export const CARD_SUMMARY_LENGTH = 300;
/** Cards a page of results holds at most. */
export const MAX_PAGE_SIZE = 100;

/**
 * Search over a candidate pool in PostgreSQL (docs/adr/0020-candidate-search-in-postgresql.md): the
 * parsed search string becomes one SQL condition over the per-field tsvector columns. The hits are
 * exactly those `matchesProfile` finds in memory.
 */
@Injectable()
export class CandidateSearchService {
  constructor(private readonly repository: SourcingRepository) {}

  /**
   * The number of hits and a page of them, in profile id order. With `hitIdsUpTo` (for authors only),
   * every hit's id as well when there are at most that many, else null; found in the same statement.
   */
  search(
    poolId: number,
    query: QueryNode,
    searchable: readonly SearchField[],
    { limit = SEARCH_PAGE_SIZE, offset = 0, hitIdsUpTo = null }: { limit?: number; offset?: number; hitIdsUpTo?: number | null } = {},
  ): Promise<{ total: number; profiles: CandidateProfileRow[]; hitIds: number[] | null }> {
    return this.repository.search(poolId, query, searchable, Math.min(Math.max(limit, 0), MAX_PAGE_SIZE), Math.max(offset, 0), hitIdsUpTo);
  }

  /** Every hit's id, in order (for grading and target sets). */
  hitIds(poolId: number, query: QueryNode, searchable: readonly SearchField[]): Promise<number[]> {
    return this.repository.hitIds(poolId, query, searchable);
  }

  /** The pool's profiles among `ids`, in id order (ids of other pools are left out). */
  profilesByIds(poolId: number, ids: readonly number[]): Promise<CandidateProfileRow[]> {
    return this.repository.profilesByIds(poolId, [...new Set(ids)]);
  }

  /** The card of a result; highlights past the summary's first 300 characters are dropped with them. */
  toCard(row: CandidateProfileRow, highlights: readonly HighlightRangeDto[]): CandidateCardDto {
    return {
      id: row.id,
      name: row.name,
      title: row.title,
      company: row.company,
      location: row.location,
      industry: row.industry,
      skills: row.skills,
      languages: row.languages,
      yearsExperience: row.yearsExperience,
      openToWork: row.openToWork,
      summary: row.summary.slice(0, CARD_SUMMARY_LENGTH),
      profileUrl: row.profileUrl,
      highlights: highlights
        .filter((range) => range.field !== 'summary' || range.end <= CARD_SUMMARY_LENGTH)
        .map(({ field, index, start, end }) => ({ field, index, start, end })),
    };
  }
}
