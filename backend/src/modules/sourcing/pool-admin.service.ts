import { isForeignKeyViolation } from '../../common/errors/database-errors.js';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { CandidateSearchService } from './candidate-search.service.js';
import type { CandidatePoolDto } from './dto/candidate-pool.dto.js';
import {
  PREVIEW_HIT_IDS_MAX,
  SEARCH_PAGE_SIZE,
  type CandidateCardDto,
  type PoolSearchDto,
  type PoolSearchResultsDto,
} from './dto/candidate.dto.js';
import { highlightRanges, parsedOrThrow } from './public/search-language.js';
import { SourcingRepository, type PoolRow } from './sourcing.repository.js';

function poolNotFound(): AppError {
  return new AppError(ErrorCode.CANDIDATE_POOL_NOT_FOUND, 'Candidate pool not found');
}

function poolInUse(count: number | null): AppError {
  const used = count === null ? 'Used by exercises' : `Used by ${count} ${count === 1 ? 'exercise' : 'exercises'}`;
  return new AppError(ErrorCode.CANDIDATE_POOL_IN_USE, `${used}: remove ${count === 1 ? 'it' : 'them'} first.`);
}

const toDto = (pool: PoolRow): CandidatePoolDto => ({ ...pool });

/** The admins' candidate pools: list, make default, delete, and searching one. */
@Injectable()
export class PoolAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly repository: SourcingRepository,
    private readonly search: CandidateSearchService,
  ) {}

  async list(): Promise<CandidatePoolDto[]> {
    return (await this.repository.pools()).map(toDto);
  }

  async makeDefault(id: number): Promise<void> {
    await this.em.transactional(async () => {
      if (!(await this.repository.makeDefault(id))) throw poolNotFound();
    });
  }

  /** Deletes the pool and its profiles, unless an exercise uses it. */
  async delete(id: number): Promise<void> {
    try {
      await this.em.transactional(async () => {
        const pool = await this.repository.pool(id, { lock: true });
        if (!pool) throw poolNotFound();
        if (pool.exerciseCount > 0) throw poolInUse(pool.exerciseCount);
        await this.repository.deletePool(id);
      });
    } catch (error) {
      // An exercise saved meanwhile: its foreign key refuses the delete.
      if (isForeignKeyViolation(error)) throw poolInUse(null);
      throw error;
    }
  }

  /** Runs a search string over the pool: the hit count, a page of cards with the matches highlighted, and the hits' ids. */
  async preview(id: number, input: PoolSearchDto): Promise<PoolSearchResultsDto> {
    const parsed = parsedOrThrow(input.query);
    if (!(await this.repository.poolExists(id))) throw poolNotFound();
    const { total, profiles, hitIds } = await this.search.search(id, parsed.query, input.fields, {
      limit: SEARCH_PAGE_SIZE,
      offset: input.offset ?? 0,
      hitIdsUpTo: PREVIEW_HIT_IDS_MAX,
    });
    return {
      total,
      results: profiles.map((profile) => this.search.toCard(profile, highlightRanges(parsed.query, profile, input.fields))),
      warnings: parsed.warnings,
      hitIds,
    };
  }

  /** The cards of the pool's profiles among `ids` (those of other pools are left out). */
  async profiles(id: number, ids: number[]): Promise<CandidateCardDto[]> {
    if (!(await this.repository.poolExists(id))) throw poolNotFound();
    return (await this.search.profilesByIds(id, ids)).map((profile) => this.search.toCard(profile, []));
  }
}
