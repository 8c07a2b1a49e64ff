import { jest } from '@jest/globals';
import {
  type ArgumentsHost,
  BadRequestException,
  ForbiddenException,
  HttpException,
  type HttpServer,
  HttpStatus,
  Logger,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../config/config.js';
import { RateLimitedError } from '../security/rate-limiter.service.js';
import { AppError, isAppError } from './app-error.js';
import { AppErrorFilter, errorAnswer, OUT_OF_RANGE } from './app-error.filter.js';
import { ERROR_CODES, ERROR_STATUS, ErrorCode } from './error-codes.js';
import { SERVICE_UNAVAILABLE } from './service-unavailable.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('error codes', () => {
  it('gives every code one 4xx or 5xx status, and names each code by itself', () => {
    expect(ERROR_CODES.length).toBeGreaterThan(0);
    for (const code of ERROR_CODES) {
      expect(ErrorCode[code]).toBe(code);
      expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
      expect(ERROR_STATUS[code] >= 400 && ERROR_STATUS[code] < 600).toBe(true);
    }
    expect(Object.keys(ErrorCode).sort()).toEqual([...ERROR_CODES].sort());
  });

  it('keeps the codes the front ends switch on', () => {
    expect(ERROR_STATUS.UNAUTHENTICATED).toBe(HttpStatus.UNAUTHORIZED);
    expect(ERROR_STATUS.QUIZ_ALREADY_SUBMITTED).toBe(HttpStatus.CONFLICT);
    expect(ERROR_STATUS.QUIZ_NOT_PASSED).toBe(HttpStatus.CONFLICT);
    expect(ERROR_STATUS.NOT_ENROLLED).toBe(HttpStatus.FORBIDDEN);
  });

  it('are all listed in openapi.json, whose every error answer has the error body', () => {
    type Operation = { responses: Record<string, { content?: unknown }> };
    const document = JSON.parse(readFileSync(join(REPO_ROOT, 'openapi/openapi.json'), 'utf8')) as {
      paths: Record<string, Record<string, Operation>>;
      components: { schemas: Record<string, { enum?: string[] }> };
    };
    expect([...(document.components.schemas.ErrorCode.enum ?? [])].sort()).toEqual([...ERROR_CODES].sort());
    const bare = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        Object.entries(operation.responses)
          .filter(([status, response]) => Number(status) >= 400 && !response.content)
          .map(([status]) => `${method.toUpperCase()} ${path} ${status}`),
      ),
    );
    expect(bare).toEqual([]);
  });
});

describe('errorAnswer', () => {
  it('takes the status from the code and spreads the details into the body', () => {
    const result = { score: 40 };
    expect(errorAnswer(new AppError(ErrorCode.QUIZ_TIME_UP, 'Time is up', { result }))).toEqual({
      body: { statusCode: 409, code: 'QUIZ_TIME_UP', message: 'Time is up', error: 'Conflict', result },
      headers: {},
    });
    expect(errorAnswer(new AppError(ErrorCode.PAYMENT_REQUIRED, 'Pay first'))?.body).toEqual({
      statusCode: 402,
      code: 'PAYMENT_REQUIRED',
      message: 'Pay first',
      error: 'Payment Required',
    });
  });

  it('keeps the list of messages of a failed validation', () => {
    const error = new AppError(ErrorCode.VALIDATION_FAILED, ['Please enter your email.', 'Please enter a password.']);
    expect(error.message).toBe('Please enter your email.\nPlease enter a password.');
    expect(errorAnswer(error)?.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: ['Please enter your email.', 'Please enter a password.'],
      error: 'Bad Request',
    });
  });

  it('tells a rate-limited client when to try again', () => {
    expect(errorAnswer(new RateLimitedError(30))).toEqual({
      body: {
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: 'Too many attempts. Please try again in 30 seconds.',
        error: 'Too Many Requests',
      },
      headers: { 'Retry-After': '30' },
    });
  });

  it("gives Nest's and Fastify's own HTTP errors the generic code of their status, keeping their message", () => {
    const body = (exception: HttpException) => errorAnswer(exception)?.body;
    expect(body(new NotFoundException('Cannot GET /api/nothing'))).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Cannot GET /api/nothing',
      error: 'Not Found',
    });
    expect(body(new UnauthorizedException())).toEqual({
      statusCode: 401,
      code: 'UNAUTHENTICATED',
      message: 'Unauthorized',
      error: 'Unauthorized',
    });
    expect(body(new ForbiddenException('No'))).toMatchObject({ statusCode: 403, code: 'FORBIDDEN', error: 'Forbidden' });
    expect(body(new BadRequestException(['page must be a whole number']))).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: ['page must be a whole number'],
      error: 'Bad Request',
    });
    expect(body(new HttpException('Request body is too large', 413))).toEqual({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Request body is too large',
      error: 'Payload Too Large',
    });
    expect(body(new HttpException('Slow down', 429))).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(body(new HttpException('Unsupported Media Type: text/xml', 415))).toMatchObject({
      statusCode: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect(body(new HttpException('Method not allowed', 405))).toMatchObject({
      statusCode: 405,
      code: 'INVALID_INPUT',
      error: 'Method Not Allowed',
    });
  });

  it('answers an out-of-range number 400 and an unreachable database 503', () => {
    expect(errorAnswer(withCode('value "9007199254740994" is out of range for type integer', '22003'))?.body).toEqual({
      statusCode: 400,
      code: 'INVALID_INPUT',
      message: OUT_OF_RANGE,
      error: 'Bad Request',
    });
    expect(errorAnswer(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))?.body).toEqual({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: SERVICE_UNAVAILABLE,
      error: 'Service Unavailable',
    });
  });

  it('leaves faults of our own to the filter', () => {
    expect(errorAnswer(new TypeError('x is undefined'))).toBeUndefined();
    expect(errorAnswer(undefined)).toBeUndefined();
  });
});

describe('isAppError', () => {
  it('recognises an AppError, optionally of given codes', () => {
    const error = new AppError(ErrorCode.NOT_ENROLLED, 'Enroll first');
    expect(isAppError(error)).toBe(true);
    expect(isAppError(error, ErrorCode.LESSON_NOT_FOUND, ErrorCode.NOT_ENROLLED)).toBe(true);
    expect(isAppError(error, ErrorCode.QUIZ_ALREADY_SUBMITTED)).toBe(false);
    expect(isAppError(new Error('Enroll first'))).toBe(false);
  });
});

describe('AppErrorFilter', () => {
  function answer(exception: unknown, fallback?: () => boolean) {
    const http = { isHeadersSent: jest.fn(() => false), setHeader: jest.fn(), reply: jest.fn(), end: jest.fn() };
    const host = { switchToHttp: () => ({ getRequest: () => ({}), getResponse: () => ({}) }) } as unknown as ArgumentsHost;
    new AppErrorFilter(http as unknown as HttpServer, fallback).catch(exception, host);
    return http;
  }

  afterEach(() => jest.restoreAllMocks());

  it('writes the body with its status and headers', () => {
    const http = answer(new RateLimitedError(120));
    expect(http.setHeader).toHaveBeenCalledWith({}, 'Retry-After', '120');
    expect(http.reply).toHaveBeenCalledWith(
      {},
      expect.objectContaining({ code: 'RATE_LIMITED', message: 'Too many attempts. Please try again in 2 minutes.' }),
      429,
    );
  });

  it('logs a fault of our own and answers 500 without its details', () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const fault = new TypeError('secret is undefined');
    const http = answer(fault);
    expect(logged).toHaveBeenCalledWith(fault);
    expect(http.reply).toHaveBeenCalledWith(
      {},
      { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error', error: 'Internal Server Error' },
      500,
    );
  });

  it('lets the fallback answer an unmatched route, and only that', () => {
    const fallback = jest.fn(() => true);
    expect(answer(new NotFoundException('Cannot GET /courses/1'), fallback).reply).not.toHaveBeenCalled();
    expect(answer(new AppError(ErrorCode.COURSE_NOT_FOUND, 'Course not found'), fallback).reply).toHaveBeenCalledWith(
      {},
      { statusCode: 404, code: 'COURSE_NOT_FOUND', message: 'Course not found', error: 'Not Found' },
      404,
    );
    expect(fallback).toHaveBeenCalledTimes(1);
    expect(answer(new NotFoundException('Cannot GET /api/nothing'), () => false).reply).toHaveBeenCalledWith(
      {},
      expect.objectContaining({ code: 'NOT_FOUND' }),
      404,
    );
  });
});
