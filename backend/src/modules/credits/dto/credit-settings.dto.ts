import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsObject, IsOptional, Max, Min, ValidateNested } from 'class-validator';
import { CERTIFICATIONS, MAX_ENTRY_CREDITS, type Certification } from '../public/credit-rules.js';
import { CertificationRequirementDto } from './my-credits.dto.js';

const TOTAL = 'A required total must be from 0.01 to 1000 credits (1 to 100000 hundredths), or null for no requirement';
const MINIMUM = 'Ethics, business and global minimums must be from 0 to 1000 credits (0 to 100000 hundredths)';
const CYCLE = 'A cycle lasts 1 to 10 whole years';
const RETENTION = 'Keep provider records for 1 to 50 whole years';

export class RequirementInputDto {
  @ApiProperty({ enum: CERTIFICATIONS, enumName: 'Certification', example: 'phr' })
  @IsIn(CERTIFICATIONS, { message: `certification must be one of: ${CERTIFICATIONS.join(', ')}` })
  certification!: Certification;

  @ApiProperty({ type: Number, nullable: true, description: 'Credits needed per cycle, in hundredths; null: none', example: 6000 })
  @IsOptional()
  @IsInt({ message: TOTAL })
  @Min(1, { message: TOTAL })
  @Max(MAX_ENTRY_CREDITS, { message: TOTAL })
  totalHundredths: number | null = null;

  @ApiProperty({ description: 'Of the total, HRCI ethics credits at least (hundredths)', example: 100 })
  @IsInt({ message: MINIMUM })
  @Min(0, { message: MINIMUM })
  @Max(MAX_ENTRY_CREDITS, { message: MINIMUM })
  ethicsHundredths: number = 0;

  @ApiProperty({ description: 'Of the total, HRCI business credits at least (hundredths)', example: 0 })
  @IsInt({ message: MINIMUM })
  @Min(0, { message: MINIMUM })
  @Max(MAX_ENTRY_CREDITS, { message: MINIMUM })
  businessHundredths: number = 0;

  @ApiProperty({ description: 'Of the total, HRCI global credits at least (hundredths)', example: 0 })
  @IsInt({ message: MINIMUM })
  @Min(0, { message: MINIMUM })
  @Max(MAX_ENTRY_CREDITS, { message: MINIMUM })
  globalHundredths: number = 0;

  @ApiProperty({ description: 'A cycle’s length in years', minimum: 1, maximum: 10, example: 3 })
  @IsInt({ message: CYCLE })
  @Min(1, { message: CYCLE })
  @Max(10, { message: CYCLE })
  cycleYears!: number;
}

/** The academy's credit settings: each certification's requirement, and how long provider records of deleted accounts are kept. */
export class CreditSettingsDto {
  @ApiProperty({ type: [CertificationRequirementDto] }) requirements!: CertificationRequirementDto[];
  @ApiProperty({
    description: 'Years after the credits were earned that the provider records of a deleted account are kept',
    example: 5,
  })
  recordRetentionYears!: number;
}

export class UpdateCreditSettingsDto {
  @ApiProperty({
    type: [RequirementInputDto],
    maxItems: CERTIFICATIONS.length,
    description: 'The requirements to change (each certification at most once); those left out stay as they are',
  })
  @IsArray({ message: 'requirements must be a list' })
  @ArrayMaxSize(CERTIFICATIONS.length, { message: `requirements holds each certification at most once (${CERTIFICATIONS.length} at most)` })
  @IsObject({ each: true, message: 'Each requirement must be an object' })
  @ValidateNested({ each: true })
  @Type(() => RequirementInputDto)
  requirements!: RequirementInputDto[];

  @ApiProperty({ description: RETENTION, minimum: 1, maximum: 50, example: 5 })
  @IsInt({ message: RETENTION })
  @Min(1, { message: RETENTION })
  @Max(50, { message: RETENTION })
  recordRetentionYears!: number;
}
