import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

function messagesOf(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => [...Object.values(error.constraints ?? {}), ...messagesOf(error.children ?? [])]);
}

/**
 * Strict input validation for every endpoint: unknown fields are refused, types are converted, and
 * each distinct message is reported once (two fields may share the spec's combined message).
 */
export function validationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => new BadRequestException([...new Set(messagesOf(errors))]),
  });
}
