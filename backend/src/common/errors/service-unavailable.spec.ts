import { DriverException } from '@mikro-orm/core';
import { isOutOfRangeInput, isServiceUnavailable } from './service-unavailable.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isServiceUnavailable', () => {
  it('recognises an unreachable or restarting database', () => {
    expect(isServiceUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isServiceUnavailable(new DriverException(withCode('terminating connection due to administrator command', '57P01')))).toBe(true);
    expect(isServiceUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isServiceUnavailable(withCode('connection failure', '08006'))).toBe(true);
    expect(isServiceUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isServiceUnavailable(new Error('wrapped', { cause: withCode('read ECONNRESET', 'ECONNRESET') }))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isServiceUnavailable(new DriverException(withCode('duplicate key value violates unique constraint', '23505')))).toBe(false);
    expect(isServiceUnavailable(withCode('invalid message format', '08P01'))).toBe(false);
    expect(isServiceUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isServiceUnavailable(undefined)).toBe(false);
    expect(isServiceUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe('isOutOfRangeInput', () => {
  it('recognises a parameter PostgreSQL cannot store, however wrapped', () => {
    expect(isOutOfRangeInput(withCode('value "9007199254740994" is out of range for type integer', '22003'))).toBe(true);
    expect(isOutOfRangeInput(new DriverException(withCode('integer out of range', '22003')))).toBe(true);
    expect(isOutOfRangeInput(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isOutOfRangeInput(undefined)).toBe(false);
  });
});
