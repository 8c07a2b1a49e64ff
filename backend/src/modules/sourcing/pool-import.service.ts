import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import type { Readable } from 'node:stream';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import type { CandidatePoolDto } from './dto/candidate-pool.dto.js';
import { poolFileFormat, poolFileRows, type PoolFileFormat } from './pool-file.js';
import { profileInsert, validateProfileRow, type ProfileInsert } from './pool-rows.js';
import { SourcingRepository } from './sourcing.repository.js';

export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 200_000;
/** Bad rows listed in the answer; all are counted. */
const LISTED_BAD_ROWS = 1000;
/** Profiles per insert statement (20 parameters each, well under PostgreSQL's 65,535). */
export const INSERT_BATCH = 500;

const IMPORT_RULES = 'Send a .csv or .json file of at most 50 MB and 200,000 profiles.';

export interface PoolImportInput {
  name: string;
  description: string;
  format: PoolFileFormat;
  file: Readable;
}

/** The answer to an error of the multipart parser (its codes start with FST_); null for any other error. */
function uploadError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(ErrorCode.FILE_TOO_LARGE, 'The file is larger than 50 MB.');
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new AppError(ErrorCode.UPLOAD_MALFORMED, 'Send a name, an optional description and one file.');
  if (code?.startsWith('FST_')) return new AppError(ErrorCode.UPLOAD_MALFORMED, 'The upload did not arrive completely. Please try again.');
  return null;
}

/** Where a row's external_id came from: its column, or its line when it has none. */
interface IdSource {
  line: number;
  byDefault: boolean;
}

/** Why a row's external_id is refused: an earlier row has the same one, given or by default. */
function externalIdClash(id: string, row: IdSource, first: IdSource): string {
  if (row.byDefault)
    return `The row has no external_id, and its default, its line number (${id}), is the external_id of line ${first.line}.`;
  if (first.byDefault)
    return `external_id "${id}" is the default of line ${first.line}, which has no external_id and so uses its line number.`;
  return `external_id "${id}" is on line ${first.line} too.`;
}

/** A pool name in use (the unique index on lower(name)). */
function isNameTaken(error: unknown): boolean {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'candidate_pools_name_unique';
}

function checkName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw new AppError(ErrorCode.VALIDATION_FAILED, 'Give the pool a name');
  if (trimmed.length > 120) throw new AppError(ErrorCode.VALIDATION_FAILED, 'The pool name must be at most 120 characters');
  return trimmed;
}

/**
 * Imports a candidate pool from a CSV or JSON file as it streams in: each row is checked, good rows are
 * inserted in batches inside one transaction, and any bad row rolls the whole import back with every
 * bad row's line and reason.
 */
@Injectable()
export class PoolImportService {
  constructor(
    private readonly em: EntityManager,
    private readonly repository: SourcingRepository,
  ) {}

  /** Reads the multipart request (fields `name`, optional `description`, then `file`) and imports it. */
  async importFromRequest(request: FastifyRequest, userId: number): Promise<CandidatePoolDto> {
    if (!request.isMultipart())
      throw new AppError(ErrorCode.UPLOAD_MALFORMED, `Send the pool as multipart/form-data with a name and a file. ${IMPORT_RULES}`);
    const fields: Record<string, string> = {};
    let result: CandidatePoolDto | undefined;
    try {
      const parts = request
        .parts({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 2, fieldSize: 10_000 } })
        [Symbol.asyncIterator]();
      for (;;) {
        let next: IteratorResult<Multipart>;
        try {
          next = await parts.next();
        } catch (error) {
          // The multipart body itself is broken (cut short, no boundary, over a limit).
          throw uploadError(error) ?? new AppError(ErrorCode.UPLOAD_MALFORMED, 'The upload did not arrive completely. Please try again.');
        }
        if (next.done) break;
        const part = next.value;
        if (part.type === 'field') {
          if (part.fieldname === 'name' || part.fieldname === 'description') fields[part.fieldname] = String(part.value);
          else throw new AppError(ErrorCode.VALIDATION_FAILED, `Unknown field "${part.fieldname}": send name, description and file`);
          continue;
        }
        if (part.fieldname !== 'file') throw new AppError(ErrorCode.UPLOAD_MALFORMED, 'Send the pool in a field named "file".');
        if (fields.name === undefined)
          throw new AppError(ErrorCode.VALIDATION_FAILED, 'Give the pool a name (the name field comes before the file)');
        const format = poolFileFormat(part.filename ?? '');
        if (!format) throw new AppError(ErrorCode.FILE_TYPE_NOT_ACCEPTED, `This type of file is not accepted. ${IMPORT_RULES}`);
        result = await this.importPool({ name: fields.name, description: fields.description ?? '', format, file: part.file }, userId);
      }
    } catch (error) {
      throw uploadError(error) ?? error;
    }
    if (!result) throw new AppError(ErrorCode.UPLOAD_MALFORMED, `Choose a file to import. ${IMPORT_RULES}`);
    return result;
  }

  /** Imports the file as a new pool, or refuses it whole. */
  async importPool(input: PoolImportInput, userId: number | null): Promise<CandidatePoolDto> {
    const name = checkName(input.name);
    const description = input.description.trim();
    if (description.length > 2000) throw new AppError(ErrorCode.VALIDATION_FAILED, 'The description must be at most 2000 characters');
    if ((await this.repository.poolIdByName(name)) !== undefined) throw poolExists(name);

    let poolId: number;
    try {
      poolId = await this.em.transactional(async () => {
        const id = await this.repository.insertPool({ name, description, isDefault: false, createdById: userId });
        const badRows: { line: number; reason: string }[] = [];
        let badRowCount = 0;
        let rowCount = 0;
        const seen = new Map<string, IdSource>();
        let batch: ProfileInsert[] = [];
        for await (const row of poolFileRows(input.file, input.format)) {
          rowCount++;
          if (rowCount > MAX_IMPORT_ROWS) {
            input.file.resume();
            throw new AppError(ErrorCode.POOL_IMPORT_INVALID, `The file has more than 200,000 profiles; nothing was imported.`, {
              rows: [],
              badRowCount: 0,
            });
          }
          let reason: string | undefined;
          let profile: ProfileInsert | undefined;
          if ('reason' in row) reason = row.reason;
          else {
            const checked = validateProfileRow(row.fields, row.line);
            if (!checked.ok) reason = row.problem === undefined ? checked.reason : `${row.problem} ${checked.reason}`;
            else if (row.problem !== undefined) reason = row.problem;
            else {
              const first = seen.get(checked.profile.externalId);
              if (first !== undefined)
                reason = externalIdClash(checked.profile.externalId, { line: row.line, byDefault: checked.defaultExternalId }, first);
              else {
                seen.set(checked.profile.externalId, { line: row.line, byDefault: checked.defaultExternalId });
                profile = profileInsert(checked.profile);
              }
            }
          }
          if (reason !== undefined) {
            badRowCount++;
            if (badRows.length < LISTED_BAD_ROWS) badRows.push({ line: row.line, reason });
            batch = [];
          } else if (badRowCount === 0 && profile) {
            batch.push(profile);
            if (batch.length >= INSERT_BATCH) {
              await this.repository.insertProfiles(id, batch);
              batch = [];
            }
          }
        }
        if (badRowCount > 0) {
          throw new AppError(
            ErrorCode.POOL_IMPORT_INVALID,
            `${badRowCount} ${badRowCount === 1 ? 'row' : 'rows'} could not be imported; nothing was imported.`,
            { rows: badRows.sort((a, b) => a.line - b.line), badRowCount },
          );
        }
        if (rowCount === 0)
          throw new AppError(ErrorCode.POOL_IMPORT_INVALID, 'The file has no profiles; nothing was imported.', {
            rows: [],
            badRowCount: 0,
          });
        await this.repository.insertProfiles(id, batch);
        return id;
      });
    } catch (error) {
      if (isNameTaken(error)) throw poolExists(name);
      throw error;
    }
    const pool = await this.repository.pool(poolId);
    return pool!;
  }
}

export function poolExists(name: string): AppError {
  return new AppError(ErrorCode.CANDIDATE_POOL_EXISTS, `A pool named “${name}” already exists: choose another name.`);
}
