import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors/app-error.js';
import { ErrorCode } from './errors/error-codes.js';

/** Real request bodies nest a few levels; thousands of levels would exhaust the stack of the DTO transformer. */
const MAX_DEPTH = 32;
/** A UTF-16 code unit that is half of a surrogate pair on its own: not text, and not storable as UTF-8. */
const LONE_SURROGATE = /\p{Cs}/u;

export const NESTED_TOO_DEEPLY = 'The request body is nested too deeply';
export const UNUSABLE_TEXT = 'Text must not contain NUL characters or invalid Unicode';

const usableText = (text: string) => !text.includes('\0') && !LONE_SURROGATE.test(text);

/** What makes a decoded input (body, query or path parameters) unusable, if anything. Walks iteratively. */
export function inputProblem(input: unknown): string | undefined {
  const pending: { value: unknown; depth: number }[] = [{ value: input, depth: 0 }];
  while (pending.length > 0) {
    const { value, depth } = pending.pop()!;
    if (typeof value === 'string') {
      if (!usableText(value)) return UNUSABLE_TEXT;
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      if (depth >= MAX_DEPTH) return NESTED_TOO_DEEPLY;
      for (const [key, item] of Object.entries(value)) {
        if (!usableText(key)) return UNUSABLE_TEXT;
        pending.push({ value: item, depth: depth + 1 });
      }
    }
  }
  return undefined;
}

/**
 * Refuses, with 400, input no endpoint can use: NUL characters (PostgreSQL cannot store them), lone
 * surrogates (they break e-mail validation and UTF-8 encoding) and absurdly deep nesting.
 */
export function registerInputChecks(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', async (request: FastifyRequest) => {
    const problem = inputProblem(request.params) ?? inputProblem(request.query) ?? inputProblem(request.body);
    if (problem) throw new AppError(ErrorCode.INVALID_INPUT, problem);
  });
}
