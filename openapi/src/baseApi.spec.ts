import { academyBaseQuery, errorCode, errorMessage, onSessionEnded, type SessionEnded } from './baseApi.js';

describe('errorMessage', () => {
  it('prefers the server message, then the fallback', () => {
    expect(errorMessage({ status: 409, message: '409: {...}', serverMessage: 'Already exists' }, 'Failed')).toBe('Already exists');
    expect(errorMessage({ status: 500, message: '500: ' }, 'Registration failed. Please try again.')).toBe(
      'Registration failed. Please try again.',
    );
    expect(errorMessage({ status: 'FETCH_ERROR', message: 'TypeError: Failed to fetch' }, 'x')).toBe('TypeError: Failed to fetch');
    expect(errorMessage(undefined, 'Login failed. Please check your credentials.')).toBe('Login failed. Please check your credentials.');
  });
});

describe('academyBaseQuery', () => {
  const realFetch = globalThis.fetch;
  let answer: { status: number; body?: unknown };
  beforeEach(() => {
    globalThis.fetch = async () =>
      new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  const call = (endpoint: string, type: 'query' | 'mutation' = 'mutation') =>
    academyBaseQuery(
      'http://academy.test/api/x',
      {
        signal: new AbortController().signal,
        abort: () => undefined,
        dispatch: () => undefined,
        getState: () => ({}),
        extra: undefined,
        endpoint,
        type,
      },
      {},
    );

  it('carries the body code, the generic text and the server message', async () => {
    answer = {
      status: 409,
      body: {
        statusCode: 409,
        code: 'QUIZ_ALREADY_SUBMITTED',
        message: 'This quiz attempt has already been submitted.',
        error: 'Conflict',
      },
    };
    const { error } = await call('submitQuiz');
    expect(error).toMatchObject({
      status: 409,
      code: 'QUIZ_ALREADY_SUBMITTED',
      serverMessage: 'This quiz attempt has already been submitted.',
    });
    expect(error?.message).toMatch(/^409: \{/);
    expect(errorCode(error)).toBe('QUIZ_ALREADY_SUBMITTED');
  });

  it('names a 401 without a code UNAUTHENTICATED, and leaves other bodies without a code', async () => {
    answer = { status: 401 };
    expect((await call('completeLesson')).error?.code).toBe('UNAUTHENTICATED');
    answer = { status: 400, body: { statusCode: 400, message: 'Bad' } };
    expect((await call('updateLesson')).error?.code).toBeUndefined();
    expect(errorCode(undefined)).toBeUndefined();
  });

  it('tells the listeners once per call refused because the session ended, but not for the current user or a sign-in', async () => {
    const events: SessionEnded[] = [];
    const stop = onSessionEnded((event) => events.push(event));
    answer = {
      status: 401,
      body: { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Please sign in to continue', error: 'Unauthorized' },
    };
    await call('completeLesson');
    await call('getLesson', 'query');
    await call('currentUser', 'query');
    await call('login');
    answer = { status: 403, body: { statusCode: 403, code: 'NOT_ENROLLED', message: 'Enroll in this course to start learning' } };
    await call('getLearnView', 'query');
    stop();
    answer = { status: 401 };
    await call('createModule');
    expect(events).toEqual([
      { endpoint: 'completeLesson', type: 'mutation' },
      { endpoint: 'getLesson', type: 'query' },
    ]);
  });
});
