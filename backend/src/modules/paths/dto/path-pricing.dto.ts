import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, Max, Min, ValidateIf } from 'class-validator';
import { IsOptionalNotNull } from '../../../common/validation.js';
import { PAYMENT_TYPES, type PaymentType } from '../../catalog/entities/course.entity.js';

/** Stripe's smallest card payment in US dollars, in cents: a path sold for less could not be bought. */
export const PATH_MINIMUM_PRICE = 50;
/** The largest price an admin may set, as for a course ($100,000.00). */
export const PATH_MAXIMUM_PRICE = 10_000_000;
const PRICE = 'Price must be a whole number of cents';
const PRICE_RANGE = 'Price must be from $0.00 to $100,000.00';

export const PATH_ACCESS = ['bought', 'subscribed', 'team'] as const;
/** How a learner has a path: bought once, by a running subscription, or by a team seat. */
export type PathAccess = (typeof PATH_ACCESS)[number];

/** How a path is sold (docs/product-rules.md#learning-path-purchases). */
export class PathPricingDto {
  @ApiProperty({ description: 'Sold as one product that gives every course of the path' }) isPaid!: boolean;
  @ApiProperty({ description: 'Integer cents; 0 when the path is not sold', example: 19_900 }) price!: number;
  @ApiProperty({
    enum: PAYMENT_TYPES,
    enumName: 'PaymentType',
    description: 'one_time: paid once, for good; subscription: paid each month, access while it runs',
  })
  paymentType!: PaymentType;
}

/** PUT /api/admin/paths/{id}/pricing: the price is required when the path is sold. */
export class UpdatePathPricingDto {
  @ApiProperty({ description: 'Sell the path as one product' })
  @IsBoolean({ message: 'isPaid must be true or false' })
  isPaid!: boolean;

  @ApiPropertyOptional({
    description:
      'Integer cents; required when isPaid, and then at least 50 (the card payment minimum). Ignored otherwise: a path not sold costs 0.',
    minimum: 0,
    maximum: PATH_MAXIMUM_PRICE,
    example: 19_900,
  })
  // A missing price for a paid path is the service's to refuse, with its own message.
  @ValidateIf((pricing: UpdatePathPricingDto) => pricing.price !== undefined)
  @IsInt({ message: PRICE })
  @Min(0, { message: PRICE_RANGE })
  @Max(PATH_MAXIMUM_PRICE, { message: PRICE_RANGE })
  price?: number;

  @ApiPropertyOptional({ enum: PAYMENT_TYPES, enumName: 'PaymentType', default: 'one_time' })
  @IsOptionalNotNull()
  @IsIn(PAYMENT_TYPES, { message: `Payment type must be one of: ${PAYMENT_TYPES.join(', ')}` })
  paymentType?: PaymentType;
}

/** A path's price and where the viewer stands: what the path page's purchase panel shows. */
export class PathPurchaseDto extends PathPricingDto {
  @ApiProperty({ example: 4 }) pathId!: number;
  @ApiProperty({ description: 'The live courses of the path: its course steps and the courses of its lesson steps', example: 3 })
  courseCount!: number;
  @ApiProperty({ description: 'Of those, the courses the signed-in learner has an active enrolment in (0 for visitors)', example: 1 })
  coursesOwned!: number;
  @ApiProperty({
    type: String,
    enum: PATH_ACCESS,
    nullable: true,
    description:
      'How the signed-in learner has the path: bought (a one-time payment), subscribed (a running monthly subscription) or team (an active seat of a ' +
      "team's path); null when they do not, and for visitors",
  })
  access!: PathAccess | null;
}
