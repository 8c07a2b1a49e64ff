import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength, ValidateBy } from 'class-validator';
import { trimmed } from '../../../common/transforms.js';
import {
  CERTIFICATIONS,
  CREDIT_BODIES,
  CREDIT_CATEGORIES,
  MAX_ENTRY_CREDITS,
  type Certification,
  type CreditBody,
  type CreditCategory,
} from '../public/credit-rules.js';
import { isCalendarDate } from '../cycle-dates.js';

export const LEDGER_SOURCES = ['academy', 'elsewhere'] as const;
export type LedgerSource = (typeof LEDGER_SOURCES)[number];
export const CYCLE_STATUSES = ['upcoming', 'active', 'ended'] as const;
export type CycleStatus = (typeof CYCLE_STATUSES)[number];

const nullWhenEmpty = ({ value }: { value: unknown }) => {
  const text = typeof value === 'string' ? value.trim() : value;
  return text === '' ? null : text;
};

/** A calendar date written YYYY-MM-DD (no 2026-02-30). */
function CalendarDate(label: string): PropertyDecorator {
  const message = `${label} must be a date written YYYY-MM-DD, such as 2026-03-31`;
  return applyDecorators(
    ApiProperty({ description: `${label} (YYYY-MM-DD)`, example: '2026-03-31', format: 'date' }),
    ValidateBy({ name: 'calendarDate', validator: { validate: isCalendarDate, defaultMessage: () => message } }),
  );
}

/** Text a person types: trimmed, required, at most `max` characters. */
function Text(label: string, max: number, example: string): PropertyDecorator {
  const message = `${label} is required (at most ${max} characters)`;
  return applyDecorators(
    ApiProperty({ example, minLength: 1, maxLength: max }),
    Transform(trimmed),
    IsString({ message }),
    MinLength(1, { message }),
    MaxLength(max, { message }),
  );
}

const BODY_NAME = 'CPD body name must be at most 100 characters';

/** A certification the learner keeps and its current cycle. */
export class CertificationInputDto {
  @ApiProperty({ enum: CERTIFICATIONS, enumName: 'Certification', example: 'phr' })
  @IsIn(CERTIFICATIONS, { message: `certification must be one of: ${CERTIFICATIONS.join(', ')}` })
  certification!: Certification;

  @ApiProperty({
    type: String,
    nullable: true,
    required: false,
    description: 'The CPD body the learner reports to: required for cpd, not given for the others',
    example: null,
  })
  @Transform(nullWhenEmpty)
  @IsOptional()
  @IsString({ message: BODY_NAME })
  @MaxLength(100, { message: BODY_NAME })
  bodyName: string | null = null;

  @CalendarDate('Cycle start')
  cycleStart!: string;

  @CalendarDate('Cycle end')
  cycleEnd!: string;
}

/** Credits the learner earned elsewhere. */
export class CreditEntryInputDto {
  @CalendarDate('Date earned')
  earnedOn!: string;

  @Text('Provider', 200, 'SHRM Annual Conference')
  provider!: string;

  @Text('Activity title', 200, 'Structured interviews that predict performance')
  activityTitle!: string;

  @ApiProperty({ enum: CREDIT_BODIES, enumName: 'CreditBody', example: 'hrci' })
  @IsIn(CREDIT_BODIES, { message: `body must be one of: ${CREDIT_BODIES.join(', ')}` })
  body!: CreditBody;

  @ApiProperty({
    enum: CREDIT_CATEGORIES,
    enumName: 'CreditCategory',
    required: false,
    description: 'HRCI credits only; SHRM PDCs and CPD hours are general',
    example: 'general',
  })
  @IsOptional()
  @IsIn(CREDIT_CATEGORIES, { message: `category must be one of: ${CREDIT_CATEGORIES.join(', ')}` })
  category: CreditCategory = 'general';

  @ApiProperty({ type: String, nullable: true, required: false, description: 'The CPD body, for CPD hours (optional)', example: null })
  @Transform(nullWhenEmpty)
  @IsOptional()
  @IsString({ message: BODY_NAME })
  @MaxLength(100, { message: BODY_NAME })
  bodyName: string | null = null;

  @ApiProperty({ type: String, nullable: true, required: false, description: "The body's activity ID, if you have one", example: '612345' })
  @Transform(nullWhenEmpty)
  @IsOptional()
  @IsString({ message: 'Activity ID must be at most 40 characters' })
  @MaxLength(40, { message: 'Activity ID must be at most 40 characters' })
  activityId: string | null = null;

  @ApiProperty({ description: 'Credits in hundredths: 1 to 100000 (0.01 to 1000 credits)', example: 150 })
  @IsInt({ message: 'Credits must be from 0.01 to 1000, with at most two decimals' })
  @Min(1, { message: 'Credits must be from 0.01 to 1000, with at most two decimals' })
  @Max(MAX_ENTRY_CREDITS, { message: 'Credits must be from 0.01 to 1000, with at most two decimals' })
  hundredths!: number;
}

export class RequirementFiguresDto {
  @ApiProperty({ description: 'Hundredths of a credit', example: 6000 }) total!: number;
  @ApiProperty({ example: 100 }) ethics!: number;
  @ApiProperty({ example: 0 }) business!: number;
  @ApiProperty({ example: 0 }) global!: number;
}

export class LedgerLineDto {
  @ApiProperty({ example: '2026-03-09', format: 'date' }) date!: string;
  @ApiProperty({
    enum: LEDGER_SOURCES,
    enumName: 'LedgerSource',
    description:
      'academy: a certificate of ours, or a live session an admin confirmed the learner attended; elsewhere: the learner added it',
  })
  source!: LedgerSource;
  @ApiProperty({ example: 'Structured Interviewing for Recruiters' }) activityTitle!: string;
  @ApiProperty({ example: 'Recruiting Academy' }) provider!: string;
  @ApiProperty({ enum: CREDIT_CATEGORIES, enumName: 'CreditCategory', example: 'general' }) category!: CreditCategory;
  @ApiProperty({ example: 300 }) hundredths!: number;
  @ApiProperty({ type: String, nullable: true, example: '612345' }) activityId!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The certificate that earned it (academy lines of a certificate; null for a live session)',
  })
  certificateCode!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: "The learner's entry (elsewhere lines)" }) entryId!: number | null;
}

/** A certification's current cycle: what counts, what is required and what is still missing. */
export class CertificationLedgerDto {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: CERTIFICATIONS, enumName: 'Certification', example: 'phr' }) certification!: Certification;
  @ApiProperty({ description: 'SHRM-CP, PHR, or "CPD (CIPD)"', example: 'PHR' }) label!: string;
  @ApiProperty({ enum: CREDIT_BODIES, enumName: 'CreditBody', description: 'The body whose credits count' }) body!: CreditBody;
  @ApiProperty({ type: String, nullable: true }) bodyName!: string | null;
  @ApiProperty({ example: '2025-01-01', format: 'date' }) cycleStart!: string;
  @ApiProperty({ example: '2027-12-31', format: 'date' }) cycleEnd!: string;
  @ApiProperty({ enum: CYCLE_STATUSES, enumName: 'CycleStatus', example: 'active' }) status!: CycleStatus;
  @ApiProperty({ description: 'Days from today to the cycle’s last day (negative once it ended)', example: 120 }) daysLeft!: number;
  @ApiProperty({ type: RequirementFiguresDto, nullable: true, description: 'null: no requirement (hours are tracked only)' })
  required!: RequirementFiguresDto | null;
  @ApiProperty({ type: RequirementFiguresDto, description: 'Credits counted in the cycle' }) earned!: RequirementFiguresDto;
  @ApiProperty({ type: RequirementFiguresDto, nullable: true, description: 'Still needed (0 each once met); null without a requirement' })
  missing!: RequirementFiguresDto | null;
  @ApiProperty({ description: 'Every requirement is met' }) complete!: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Shown when the cycle ends within 90 days (or has ended) with credits missing',
    example: 'Your PHR cycle ends in 45 days and you still need 27.5 more credits, including 1 ethics credit.',
  })
  warning!: string | null;
  @ApiProperty({ type: [LedgerLineDto], description: 'The credits that count, oldest first' }) lines!: LedgerLineDto[];
}

export class EvidenceDto {
  @ApiProperty({ example: 'attendance.pdf' }) fileName!: string;
  @ApiProperty({ example: 48213 }) size!: number;
  @ApiProperty({ example: '/api/account/credits/entries/7/evidence' }) url!: string;
}

export class CreditEntryDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: '2026-03-09', format: 'date' }) earnedOn!: string;
  @ApiProperty() provider!: string;
  @ApiProperty() activityTitle!: string;
  @ApiProperty({ enum: CREDIT_BODIES, enumName: 'CreditBody', example: 'hrci' }) body!: CreditBody;
  @ApiProperty({ enum: CREDIT_CATEGORIES, enumName: 'CreditCategory', example: 'general' }) category!: CreditCategory;
  @ApiProperty({ type: String, nullable: true }) bodyName!: string | null;
  @ApiProperty({ type: String, nullable: true }) activityId!: string | null;
  @ApiProperty({ example: 150 }) hundredths!: number;
  @ApiProperty({ example: '1.5 HRCI credits' }) label!: string;
  @ApiProperty({ type: EvidenceDto, nullable: true }) evidence!: EvidenceDto | null;
}

export class CertificationRequirementDto {
  @ApiProperty({ enum: CERTIFICATIONS, enumName: 'Certification', example: 'phr' }) certification!: Certification;
  @ApiProperty({ example: 'PHR' }) label!: string;
  @ApiProperty({ enum: CREDIT_BODIES, enumName: 'CreditBody', example: 'hrci' }) body!: CreditBody;
  @ApiProperty({ type: Number, nullable: true, description: 'Hundredths; null: no requirement', example: 6000 })
  totalHundredths!: number | null;
  @ApiProperty({ example: 100 }) ethicsHundredths!: number;
  @ApiProperty({ example: 0 }) businessHundredths!: number;
  @ApiProperty({ example: 0 }) globalHundredths!: number;
  @ApiProperty({ example: 3 }) cycleYears!: number;
}

/** Everything the My credits page shows, in one answer. */
export class MyCreditsDto {
  @ApiProperty({ type: [CertificationLedgerDto] }) certifications!: CertificationLedgerDto[];
  @ApiProperty({ type: [CreditEntryDto], description: 'Credits the learner added, newest first' }) entries!: CreditEntryDto[];
  @ApiProperty({ type: [CertificationRequirementDto], description: "The academy's requirement for each certification" })
  requirements!: CertificationRequirementDto[];
}
