import OpenAI from 'openai';
import { AppError } from '../../../common/errors/app-error.js';
import { ErrorCode } from '../../../common/errors/error-codes.js';

export type ModelErrorCode =
  | typeof ErrorCode.MODEL_TIMEOUT
  | typeof ErrorCode.MODEL_RATE_LIMITED
  | typeof ErrorCode.MODEL_UNAVAILABLE
  | typeof ErrorCode.MODEL_KEY_REFUSED;

/**
 * What the learner reads for each provider failure, of a reply or of a grading, live and after a
 * reload alike; every one says they can try again.
 */
export const MODEL_ERROR_MESSAGES: Record<ModelErrorCode, string> = {
  MODEL_TIMEOUT: 'The AI took too long to answer. Nothing is lost: try again.',
  MODEL_RATE_LIMITED: 'The AI is busy right now. Nothing is lost: wait a moment and try again.',
  MODEL_UNAVAILABLE: 'The AI could not be reached. Nothing is lost: try again in a moment.',
  MODEL_KEY_REFUSED:
    "The academy's AI provider refused its access key. Nothing is lost: try again later, and tell an administrator if it keeps happening.",
};

/** The message of a stored error code (a failed reply or grading). */
export function modelErrorMessage(code: string): string {
  return MODEL_ERROR_MESSAGES[code as ModelErrorCode] ?? 'The AI could not answer. Nothing is lost: try again.';
}

/** A failure of the model provider, with the error code and message the learner gets. Always retryable. */
export class ModelError extends AppError {
  /** The part of a streamed reply that arrived before the failure (its tokens are counted all the same). */
  partial = '';

  constructor(
    readonly code: ModelErrorCode,
    /** What went wrong at the provider, for the logs (never shown to learners). */
    readonly providerDetail: string,
  ) {
    super(code, MODEL_ERROR_MESSAGES[code], { retryable: true });
    this.name = 'ModelError';
  }
}

/** Thrown when our own per-call timer fires (the SDK's abort carries no reason we can rely on). */
export class ModelTimeout extends Error {
  constructor(readonly ms: number) {
    super(`No complete answer within ${ms} ms`);
  }
}

/**
 * The provider's failure as one of our codes: timeout → MODEL_TIMEOUT, 429 → MODEL_RATE_LIMITED,
 * 401/403 → MODEL_KEY_REFUSED, anything else (5xx, connection refused, a bad answer) → MODEL_UNAVAILABLE.
 */
export function toModelError(error: unknown, timedOut = false): ModelError {
  if (error instanceof ModelError) return error;
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  if (timedOut || error instanceof ModelTimeout || error instanceof OpenAI.APIConnectionTimeoutError) {
    return new ModelError(ErrorCode.MODEL_TIMEOUT, detail);
  }
  if (error instanceof OpenAI.APIError) {
    if (error.status === 429) return new ModelError(ErrorCode.MODEL_RATE_LIMITED, detail);
    if (error.status === 401 || error.status === 403) return new ModelError(ErrorCode.MODEL_KEY_REFUSED, detail);
  }
  return new ModelError(ErrorCode.MODEL_UNAVAILABLE, detail);
}
