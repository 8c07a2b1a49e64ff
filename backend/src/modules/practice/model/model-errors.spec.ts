import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { ModelError, ModelTimeout, toModelError } from './model-errors.js';

const statusError = (status: number) => APIError.generate(status, { message: `status ${status}` }, undefined, new Headers());

describe('toModelError', () => {
  it.each([
    [429, 'MODEL_RATE_LIMITED'],
    [401, 'MODEL_KEY_REFUSED'],
    [403, 'MODEL_KEY_REFUSED'],
    [500, 'MODEL_UNAVAILABLE'],
    [502, 'MODEL_UNAVAILABLE'],
    [503, 'MODEL_UNAVAILABLE'],
    [404, 'MODEL_UNAVAILABLE'],
  ])('maps HTTP %i to %s', (status, code) => {
    expect(toModelError(statusError(status)).code).toBe(code);
  });

  it('maps a timeout, ours or the SDK’s, to MODEL_TIMEOUT', () => {
    expect(toModelError(new APIConnectionTimeoutError()).code).toBe('MODEL_TIMEOUT');
    expect(toModelError(new ModelTimeout(100)).code).toBe('MODEL_TIMEOUT');
    // Our deadline aborts the request: the SDK then throws its abort error.
    expect(toModelError(new APIUserAbortError(), true).code).toBe('MODEL_TIMEOUT');
  });

  it('maps a refused connection or anything unexpected to MODEL_UNAVAILABLE', () => {
    expect(toModelError(new APIConnectionError({ message: 'ECONNREFUSED' })).code).toBe('MODEL_UNAVAILABLE');
    expect(toModelError(new TypeError('boom')).code).toBe('MODEL_UNAVAILABLE');
  });

  it('gives learners a message that says they can retry, and keeps the provider detail for the logs', () => {
    for (const error of [statusError(429), statusError(401), statusError(500), new ModelTimeout(5)].map((cause) => toModelError(cause))) {
      expect(error).toBeInstanceOf(ModelError);
      expect(error.message).toMatch(/try again/i);
      expect(error.details).toEqual({ retryable: true });
      expect(error.message).not.toContain('status');
    }
    expect(toModelError(statusError(429)).providerDetail).toContain('429');
  });
});
