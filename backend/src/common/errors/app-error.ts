import type { HttpStatus } from '@nestjs/common';
import { ERROR_STATUS, type ErrorCode } from './error-codes.js';

/**
 * What the API refuses, and why: the code decides the HTTP status (error-codes.ts), the message is
 * the sentence the client shows. `details` are further fields of the answer's body (e.g. the result
 * of a quiz submitted too late).
 */
export class AppError extends Error {
  /** The body's `message`: a sentence, or for a failed validation one sentence per problem. */
  readonly responseMessage: string | string[];

  constructor(
    readonly code: ErrorCode,
    message: string | string[],
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(Array.isArray(message) ? message.join('\n') : message);
    this.name = 'AppError';
    this.responseMessage = message;
  }

  get status(): HttpStatus {
    return ERROR_STATUS[this.code];
  }

  /** Response headers that go with the answer. */
  headers(): Record<string, string> {
    return {};
  }
}

/** True for an AppError with one of `codes`. */
export function isAppError(error: unknown, ...codes: ErrorCode[]): error is AppError {
  return error instanceof AppError && (codes.length === 0 || codes.includes(error.code));
}
