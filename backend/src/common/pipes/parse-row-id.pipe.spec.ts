import { AppError } from '../errors/app-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import { ParseRowIdPipe } from './parse-row-id.pipe.js';

describe('ParseRowIdPipe', () => {
  const pipe = new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found');

  it('turns a canonical id into a number', () => {
    expect(pipe.transform('1')).toBe(1);
    expect(pipe.transform('42')).toBe(42);
    expect(pipe.transform('2147483647')).toBe(2147483647);
  });

  it.each(['01', '0x1', ' 1', '1 ', '1e0', '+1', '1.0', '1.5', '١', '0', '-1', '-0', 'abc', '', '2147483648', '99999999999', '1_0'])(
    "answers the route's not-found for %j",
    (value) => {
      expect(() => pipe.transform(value)).toThrow(AppError);
      expect(() => pipe.transform(value)).toThrow(
        expect.objectContaining({ code: ErrorCode.COURSE_NOT_FOUND, message: 'Course not found', status: 404 }),
      );
    },
  );

  it('refuses what is not a string', () => {
    expect(() => pipe.transform(1)).toThrow(AppError);
    expect(() => pipe.transform(undefined)).toThrow(AppError);
  });
});
