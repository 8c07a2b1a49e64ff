import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, registerDecorator } from 'class-validator';
import { CREDIT_BODIES, type CreditBody } from '../../credits/public/credit-rules.js';
import { DATE_FORMATS, dateRange, isDateBound } from '../date-range.js';

function IsDateBound(field: 'from' | 'to'): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isDateBound',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: `${field} must be ${DATE_FORMATS}` },
      validator: { validate: isDateBound },
    });
}

/** On `to`: the range starts no later than it ends (checked once both bounds are dates). */
function IsNotBeforeFrom(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isNotBeforeFrom',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: 'from must be on or before to' },
      validator: {
        validate: (to: unknown, args) => {
          const { from } = args!.object as ExportQueryDto;
          if (typeof from !== 'string' || typeof to !== 'string') return true;
          const range = dateRange(from, to);
          return !range || range.from!.getTime() < range.before!.getTime();
        },
      },
    });
}

export class ExportQueryDto {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    example: 12,
    description: 'Only the rows of this course (404 when there is no such course)',
  })
  @IsOptional()
  // Only digits become a number: '', '1.5' or '-3' stay text and are refused as not a whole number.
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value))
  @IsInt({ message: 'courseId must be a whole number' })
  courseId?: number;

  @ApiPropertyOptional({
    example: '2026-01-01',
    description: 'Only rows from this date (UTC midnight) or date and time (ISO 8601; UTC unless it has an offset) on',
  })
  @IsOptional()
  @IsDateBound('from')
  from?: string;

  @ApiPropertyOptional({
    example: '2026-01-31',
    description: 'Only rows up to this date (its whole day, UTC) or date and time (ISO 8601, inclusive); on or after `from`',
  })
  @IsOptional()
  @IsDateBound('to')
  @IsNotBeforeFrom()
  to?: string;
}

/** The provider records of one body: who earned its credits for which activity, and when. */
export class CreditRecordsQueryDto extends ExportQueryDto {
  @ApiProperty({ enum: CREDIT_BODIES, enumName: 'CreditBody', example: 'hrci', description: 'The body whose credits to list' })
  @IsIn(CREDIT_BODIES, { message: `body is required: one of ${CREDIT_BODIES.join(', ')}` })
  body!: CreditBody;
}
