import { BadRequestException, type ArgumentMetadata } from '@nestjs/common';
import { AppError } from '../errors/app-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import { ParseRowIdPipe } from './parse-row-id.pipe.js';

const PARAM: ArgumentMetadata = { type: 'param', data: 'id' };

describe('ParseRowIdPipe', () => {
  const pipe = new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found');

  it('turns an id into a number', async () => {
    await expect(pipe.transform('42', PARAM)).resolves.toBe(42);
    await expect(pipe.transform('2147483647', PARAM)).resolves.toBe(2147483647);
  });

  it('answers 400, as ParseIntPipe does, for what is not a whole number', async () => {
    for (const value of ['abc', '1.5', '', '0x10']) {
      const refusal = pipe.transform(value, PARAM);
      await expect(refusal).rejects.toBeInstanceOf(BadRequestException);
      await expect(refusal).rejects.toThrow('Validation failed (numeric string is expected)');
    }
  });

  it("answers the route's not-found for a whole number no row can have", async () => {
    for (const value of ['0', '-1', '2147483648', '99999999999']) {
      const refusal = pipe.transform(value, PARAM);
      await expect(refusal).rejects.toBeInstanceOf(AppError);
      await expect(refusal).rejects.toMatchObject({ code: ErrorCode.COURSE_NOT_FOUND, message: 'Course not found', status: 404 });
    }
  });
});
