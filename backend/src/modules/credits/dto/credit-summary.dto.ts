import { ApiProperty } from '@nestjs/swagger';
import { CREDIT_BODIES, CREDIT_CATEGORIES, type CreditBody, type CreditCategory } from '../public/credit-rules.js';

export class CreditCategoryAmountDto {
  @ApiProperty({ enum: CREDIT_CATEGORIES, enumName: 'CreditCategory', example: 'ethics' }) category!: CreditCategory;
  @ApiProperty({ description: 'Integer hundredths of a credit (100 = 1 credit)', example: 100 }) hundredths!: number;
}

/** A body's credits on a course or a certificate: the total, its categories, the activity ID and the words people read. */
export class CreditSummaryDto {
  @ApiProperty({ enum: CREDIT_BODIES, enumName: 'CreditBody', example: 'hrci' }) body!: CreditBody;
  @ApiProperty({ description: 'Integer hundredths of a credit (250 = 2.5 credits)', example: 250 }) hundredths!: number;
  @ApiProperty({ type: [CreditCategoryAmountDto], description: 'HRCI credits by category; SHRM and CPD credits are all general' })
  categories!: CreditCategoryAmountDto[];
  @ApiProperty({ type: String, nullable: true, description: "The body's ID of the activity", example: '612345' })
  activityId!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The CPD body's name (CPD hours only)", example: null })
  bodyName!: string | null;
  @ApiProperty({ example: '2.5 HRCI credits' }) label!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'HRCI credits by category when not all are general',
    example: '1.5 general, 1 ethics',
  })
  detail!: string | null;
}
