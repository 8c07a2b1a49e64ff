import type { PipeTransform } from '@nestjs/common';
import { AppError } from '../errors/app-error.js';
import type { ErrorCode } from '../errors/error-codes.js';
import { parseRowId } from '../row-id.js';

/**
 * A path id, as `@Param('id', new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found'))`:
 * only a canonical positive decimal integer within PostgreSQL's integer range is an id. Anything else
 * (`abc`, `0`, `01`, `0x1`, ` 1`, `1e0`, `2147483648`) names no row and answers the route's own
 * "not found", before any query.
 */
export class ParseRowIdPipe implements PipeTransform<unknown, number> {
  constructor(
    private readonly notFoundCode: ErrorCode,
    private readonly notFoundMessage: string,
  ) {}

  transform(value: unknown): number {
    const id = parseRowId(value);
    if (id === null) throw new AppError(this.notFoundCode, this.notFoundMessage);
    return id;
  }
}
