import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { ValidateIf } from 'class-validator';
import { AppError } from './errors/app-error.js';
import { ErrorCode } from './errors/error-codes.js';

function messagesOf(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => [...Object.values(error.constraints ?? {}), ...messagesOf(error.children ?? [])]);
}

/**
 * Strict input validation for every endpoint: unknown fields are refused, types are converted, and
 * each distinct message is reported once (two fields may share one combined message: docs/product-rules.md#account-fields-and-messages).
 */
class StrictValidationPipe extends ValidationPipe {
  /**
   * Path parameters reach their own pipe as sent: converting them here (`+value` for a number) would
   * read `0x1`, ` 1` and `1e0` as row 1 before ParseRowIdPipe could refuse them.
   */
  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.type === 'param' ? value : super.transformPrimitive(value, metadata);
  }
}

export function validationPipe(): ValidationPipe {
  return new StrictValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => new AppError(ErrorCode.VALIDATION_FAILED, [...new Set(messagesOf(errors))]),
  });
}

/** For optional fields whose column cannot be empty: unlike @IsOptional, an explicit null is validated (and refused). */
export function IsOptionalNotNull(): PropertyDecorator {
  return ValidateIf((_object, value) => value !== undefined);
}

/** The largest value of a PostgreSQL integer column (ids, counts, minutes); larger numbers are refused before any query. */
export const MAX_INTEGER = 2_147_483_647;
