import { ApiProperty } from '@nestjs/swagger';
import { ERROR_CODES, type ErrorCode } from './error-codes.js';

/** The body of every 4xx and 5xx answer (some carry further fields, named in their description). */
export class ErrorResponseDto {
  @ApiProperty({ description: 'The HTTP status', example: 404 }) statusCode!: number;
  @ApiProperty({ enum: ERROR_CODES, enumName: 'ErrorCode', description: 'What went wrong, stable: clients switch on it' }) code!: ErrorCode;
  @ApiProperty({
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    description: 'A sentence for the person using the app; a failed validation gives one sentence per problem',
    example: 'Course not found',
  })
  message!: string | string[];
  @ApiProperty({ description: "The status's reason phrase", example: 'Not Found' }) error!: string;
}
