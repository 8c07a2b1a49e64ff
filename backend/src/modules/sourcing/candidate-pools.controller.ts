import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { TokenScope } from '../../common/decorators/token-scope.decorator.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';
import type { User } from '../users/entities/user.entity.js';
import { CandidatePoolDto, PoolImportErrorDto } from './dto/candidate-pool.dto.js';
import { CandidateCardDto, PoolSearchDto, PoolSearchResultsDto, ProfileIdsQueryDto } from './dto/candidate.dto.js';
import { PoolAdminService } from './pool-admin.service.js';
import { PoolImportService } from './pool-import.service.js';

const poolId = () => new ParseRowIdPipe(ErrorCode.CANDIDATE_POOL_NOT_FOUND, 'Candidate pool not found');

@ApiTags('sourcing')
@ApiForbiddenResponse({ description: 'Admins only' })
@ApiBadRequestResponse({ description: 'VALIDATION_FAILED: invalid input, with a message' })
@Roles('admin')
@Controller('admin/candidate-pools')
export class CandidatePoolsController {
  constructor(
    private readonly pools: PoolAdminService,
    private readonly imports: PoolImportService,
  ) {}

  @TokenScope('catalog:read')
  @Get()
  @ApiOperation({
    summary: 'List candidate pools',
    description: 'Every pool, the default first, with its size and the exercises using it.',
  })
  @ApiOkResponse({ type: [CandidatePoolDto] })
  listCandidatePools(): Promise<CandidatePoolDto[]> {
    return this.pools.list();
  }

  @TokenScope('catalog:write')
  @Post('import')
  @ApiOperation({
    summary: 'Import a candidate pool',
    description:
      'multipart/form-data with `name`, optional `description`, then `file`: a .csv (header line; `skills` and `languages` separated by `;`) or a .json array of objects, at most 50 MB and 200,000 profiles. ' +
      'Columns: name, title (required), company, location, industry, skills, languages, years_experience (0–70), open_to_work (true/false/yes/no), summary (≤ 2000 characters), profile_url, external_id (unique in the file; default the line number). ' +
      'The file is read as it arrives and every row is checked; when any row is bad nothing is imported and every bad row is listed with its line and reason.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['name', 'file'],
      properties: {
        name: { type: 'string', maxLength: 120 },
        description: { type: 'string', maxLength: 2000 },
        file: { type: 'string', format: 'binary' },
      },
    },
  })
  @ApiCreatedResponse({ type: CandidatePoolDto, description: 'Imported' })
  @ApiBadRequestResponse({
    type: PoolImportErrorDto,
    description: 'POOL_IMPORT_INVALID: bad rows (nothing imported); or a missing name, a file too large or of another type',
  })
  @ApiConflictResponse({ description: 'CANDIDATE_POOL_EXISTS: a pool has this name' })
  importCandidatePool(@Req() request: FastifyRequest, @CurrentUser() user: User): Promise<CandidatePoolDto> {
    return this.imports.importFromRequest(request, user.id);
  }

  @TokenScope('catalog:write')
  @Put(':id/default')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Make a pool the default',
    description: 'New search exercises start with the default pool; there is one at most.',
  })
  @ApiNoContentResponse({ description: 'The pool is the default' })
  @ApiNotFoundResponse({ description: 'CANDIDATE_POOL_NOT_FOUND' })
  makeDefaultCandidatePool(@Param('id', poolId()) id: number): Promise<void> {
    return this.pools.makeDefault(id);
  }

  @TokenScope('catalog:write')
  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a candidate pool', description: 'Deletes the pool and its profiles, unless an exercise uses it.' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: 'CANDIDATE_POOL_NOT_FOUND' })
  @ApiConflictResponse({ description: 'CANDIDATE_POOL_IN_USE: exercises use the pool ("Used by 3 exercises: remove them first.")' })
  deleteCandidatePool(@Param('id', poolId()) id: number): Promise<void> {
    return this.pools.delete(id);
  }

  @TokenScope('catalog:read')
  @Post(':id/search')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Search a candidate pool',
    description:
      'Runs a search string over the pool, terms without a field name searching `fields`: the hit count and 20 candidate cards from `offset`, with the matched words highlighted, and every hit’s id when there are at most 1000. For previewing a reference query and finding profiles to add by hand.',
  })
  @ApiOkResponse({ type: PoolSearchResultsDto })
  @ApiBadRequestResponse({ description: 'SEARCH_QUERY_INVALID: the string has a syntax error (message, position from 1, hint)' })
  @ApiNotFoundResponse({ description: 'CANDIDATE_POOL_NOT_FOUND' })
  searchCandidatePool(@Param('id', poolId()) id: number, @Body() body: PoolSearchDto): Promise<PoolSearchResultsDto> {
    return this.pools.preview(id, body);
  }

  @TokenScope('catalog:read')
  @Get(':id/profiles')
  @ApiOperation({
    summary: 'Get profiles of a pool',
    description: 'The cards of up to 100 profiles by id, in id order; ids of other pools are left out.',
  })
  @ApiOkResponse({ type: [CandidateCardDto] })
  @ApiNotFoundResponse({ description: 'CANDIDATE_POOL_NOT_FOUND' })
  candidatePoolProfiles(@Param('id', poolId()) id: number, @Query() query: ProfileIdsQueryDto): Promise<CandidateCardDto[]> {
    return this.pools.profiles(id, query.ids);
  }
}
