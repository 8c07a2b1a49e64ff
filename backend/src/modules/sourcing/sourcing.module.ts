import { Module } from '@nestjs/common';
import { CandidateSearchService } from './candidate-search.service.js';
import { CandidatePoolsController } from './candidate-pools.controller.js';
import { PoolAdminService } from './pool-admin.service.js';
import { PoolImportService } from './pool-import.service.js';
import { SourcingRepository } from './sourcing.repository.js';

/** Candidate pools and the search over them, for the sourcing lab's exercises. */
@Module({
  controllers: [CandidatePoolsController],
  providers: [SourcingRepository, CandidateSearchService, PoolAdminService, PoolImportService],
  exports: [CandidateSearchService],
})
export class SourcingModule {}
