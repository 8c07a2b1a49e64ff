import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  type HttpServer,
  IntrinsicException,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { throttledErrorLog } from '../../infrastructure/throttled-log.js';
import { AppError } from './app-error.js';
import { ErrorCode } from './error-codes.js';
import { isOutOfRangeInput, isServiceUnavailable, SERVICE_UNAVAILABLE } from './service-unavailable.js';

/** The body of every error answer (ErrorResponseDto in the API description). */
export interface ErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string | string[];
  /** The status's reason phrase, e.g. 'Not Found'. */
  error: string;
  [detail: string]: unknown;
}

export interface ErrorAnswer {
  body: ErrorBody;
  headers: Record<string, string>;
}

/** Answers a request no route matched with something other than the JSON 404; true when it did. */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

export const OUT_OF_RANGE = 'A number in the request is out of range.';
const INTERNAL_ERROR = 'Internal server error';

/** Nest's and Fastify's own HTTP errors (an unknown route, a malformed or oversized body, a pipe) get the generic code of their status. */
const CODE_OF_STATUS: Partial<Record<number, ErrorCode>> = {
  [HttpStatus.BAD_REQUEST]: ErrorCode.VALIDATION_FAILED,
  [HttpStatus.UNAUTHORIZED]: ErrorCode.UNAUTHENTICATED,
  [HttpStatus.FORBIDDEN]: ErrorCode.FORBIDDEN,
  [HttpStatus.NOT_FOUND]: ErrorCode.NOT_FOUND,
  [HttpStatus.PAYLOAD_TOO_LARGE]: ErrorCode.PAYLOAD_TOO_LARGE,
  [HttpStatus.URI_TOO_LONG]: ErrorCode.URI_TOO_LONG,
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
  [HttpStatus.TOO_MANY_REQUESTS]: ErrorCode.RATE_LIMITED,
  [HttpStatus.SERVICE_UNAVAILABLE]: ErrorCode.SERVICE_UNAVAILABLE,
};

const reasonPhrase = (status: number) => STATUS_CODES[status] ?? 'Error';

/**
 * The answer to a refused request, or undefined for a fault of our own. Out-of-range numbers
 * (PostgreSQL could not take them) are the request's fault; an unreachable database is a 503.
 */
export function errorAnswer(exception: unknown): ErrorAnswer | undefined {
  if (exception instanceof AppError) {
    const { status } = exception;
    return {
      body: {
        statusCode: status,
        code: exception.code,
        message: exception.responseMessage,
        error: reasonPhrase(status),
        ...exception.details,
      },
      headers: exception.headers(),
    };
  }
  if (exception instanceof HttpException) return { body: frameworkErrorBody(exception.getStatus(), exception.getResponse()), headers: {} };
  if (isOutOfRangeInput(exception)) return errorAnswer(new AppError(ErrorCode.INVALID_INPUT, OUT_OF_RANGE));
  if (isServiceUnavailable(exception)) return errorAnswer(new AppError(ErrorCode.SERVICE_UNAVAILABLE, SERVICE_UNAVAILABLE));
  return undefined;
}

/** The body for an error of Nest or Fastify: their own fields, with the generic code of the status. */
function frameworkErrorBody(status: number, response: string | object): ErrorBody {
  const fields: Record<string, unknown> = typeof response === 'string' ? { message: response } : { ...response };
  const code = CODE_OF_STATUS[status] ?? (status >= 500 ? ErrorCode.INTERNAL_ERROR : ErrorCode.INVALID_INPUT);
  return {
    ...fields,
    statusCode: status,
    code,
    message: (fields.message as string | string[] | undefined) ?? reasonPhrase(status),
    error: typeof fields.error === 'string' ? fields.error : reasonPhrase(status),
  };
}

/**
 * Fastify's router refuses some URLs before Nest sees the request (malformed percent-encoding, a path
 * parameter over the length limit): they get the same body as every other refusal.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const body = frameworkErrorBody(error.statusCode ?? HttpStatus.INTERNAL_SERVER_ERROR, error.message);
  void reply.status(body.statusCode).send(body);
}

/**
 * The one exception filter: every error answer is `{ statusCode, code, message, error }` (plus the
 * error's details). A GET for a page no route matched may be answered by `notFoundFallback` instead.
 * Anything else is a fault of ours: logged, and answered 500 without its details.
 */
@Catch()
export class AppErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('ExceptionsHandler');
  private readonly logOutage = throttledErrorLog(new Logger(AppErrorFilter.name), 'A backing service is unreachable; answering 503');

  constructor(
    private readonly http: HttpServer,
    private readonly notFoundFallback?: NotFoundFallback,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    const response = context.getResponse<FastifyReply>();
    if (exception instanceof NotFoundException && this.notFoundFallback?.(context.getRequest<FastifyRequest>(), response)) return;

    const answer = errorAnswer(exception) ?? this.unexpected(exception);
    if (answer.body.code === ErrorCode.SERVICE_UNAVAILABLE && isServiceUnavailable(exception)) this.logOutage(exception as Error);
    if (this.http.isHeadersSent(response)) {
      this.http.end(response);
      return;
    }
    for (const [name, value] of Object.entries(answer.headers)) this.http.setHeader(response, name, value);
    this.http.reply(response, answer.body, answer.body.statusCode);
  }

  private unexpected(exception: unknown): ErrorAnswer {
    if (!(exception instanceof IntrinsicException)) this.logger.error(exception);
    const status = HttpStatus.INTERNAL_SERVER_ERROR;
    return {
      body: { statusCode: status, code: ErrorCode.INTERNAL_ERROR, message: INTERNAL_ERROR, error: reasonPhrase(status) },
      headers: {},
    };
  }
}
