import type { PipeTransform } from '@nestjs/common';
import { AppError } from '../../../common/errors/app-error.js';
import { ErrorCode } from '../../../common/errors/error-codes.js';
import { PATH_SLUG_MAX } from '../entities/learning-path.entity.js';

const SLUG = new RegExp(`^[a-z0-9-]{1,${PATH_SLUG_MAX}}$`);

/** A path's slug: anything no slug can be answers the route's 404 before any query. */
export class PathSlugPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    if (typeof value !== 'string' || !SLUG.test(value)) throw new AppError(ErrorCode.PATH_NOT_FOUND, 'Path not found');
    return value;
  }
}
