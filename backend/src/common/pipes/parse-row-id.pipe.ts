import { type ArgumentMetadata, ParseIntPipe } from '@nestjs/common';
import { AppError } from '../errors/app-error.js';
import type { ErrorCode } from '../errors/error-codes.js';
import { isRowId } from '../row-id.js';

/**
 * A path id, as `@Param('id', new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found'))`:
 * what is not a whole number answers 400 as with ParseIntPipe, and a whole number that cannot name a
 * row (below 1, or past PostgreSQL's integer range) answers the route's own "not found", before any query.
 */
export class ParseRowIdPipe extends ParseIntPipe {
  constructor(
    private readonly notFoundCode: ErrorCode,
    private readonly notFoundMessage: string,
  ) {
    super();
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<number> {
    const id = await super.transform(value, metadata);
    if (typeof id !== 'number' || !isRowId(id)) throw new AppError(this.notFoundCode, this.notFoundMessage);
    return id;
  }
}
