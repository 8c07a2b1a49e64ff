import { describe, expect, it } from '@jest/globals';
import { serverMessages, serverProblems } from './serverProblems';

/** A refused call as the api slice gives it (baseApi.ts). */
const refused = (status: number, code: string, message: string | string[]) => ({
  status,
  code,
  message: `${status}: …`,
  serverMessage: Array.isArray(message) ? message.join('. ') : message,
  data: { statusCode: status, code, message, error: 'Bad Request' },
});

const FIELDS = [
  { field: 'title', startsWith: ['Please give the cohort a name'] },
  { field: 'capacity', startsWith: ['Capacity '], codes: ['COHORT_CAPACITY_TOO_SMALL'] },
  { field: 'endsAt', startsWith: ['End '], codes: ['COHORT_DATES_INVALID'] },
] as const;

describe("the server's messages of a refused form", () => {
  it('reads one message per problem of a failed validation, or the one sentence', () => {
    expect(serverMessages(refused(400, 'VALIDATION_FAILED', ['A is wrong', 'B is wrong']), 'Fallback')).toEqual([
      'A is wrong',
      'B is wrong',
    ]);
    expect(serverMessages(refused(409, 'COHORT_CAPACITY_TOO_SMALL', 'The cohort has 3 members'), 'Fallback')).toEqual([
      'The cohort has 3 members',
    ]);
    expect(serverMessages({ status: 'FETCH_ERROR', message: 'TypeError: Failed to fetch' }, 'Fallback')).toEqual([
      'TypeError: Failed to fetch',
    ]);
    expect(serverMessages(undefined, 'Fallback')).toEqual(['Fallback']);
  });

  it('puts each message at the field it names, by its wording or its code, and keeps the others', () => {
    expect(
      serverProblems(
        refused(400, 'VALIDATION_FAILED', [
          'Please give the cohort a name of at most 120 characters',
          'Capacity must be a whole number from 1 to 10000, or empty for no limit',
          'Something else',
        ]),
        'Fallback',
        FIELDS,
      ),
    ).toEqual({
      byField: {
        title: ['Please give the cohort a name of at most 120 characters'],
        capacity: ['Capacity must be a whole number from 1 to 10000, or empty for no limit'],
      },
      other: ['Something else'],
    });
    expect(
      serverProblems(
        refused(409, 'COHORT_CAPACITY_TOO_SMALL', 'The cohort has 18 members: its capacity cannot be less.'),
        'Fallback',
        FIELDS,
      ),
    ).toEqual({ byField: { capacity: ['The cohort has 18 members: its capacity cannot be less.'] }, other: [] });
    expect(
      serverProblems(refused(400, 'COHORT_DATES_INVALID', "The cohort's end must be after its start."), 'Fallback', FIELDS).byField,
    ).toEqual({
      endsAt: ["The cohort's end must be after its start."],
    });
  });
});
