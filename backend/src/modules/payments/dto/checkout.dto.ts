import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Matches, Min } from 'class-validator';
import { EmailField } from '../../../common/account-fields.js';
import { PAYMENT_STATUSES, type PaymentStatus } from '../entities/payment.entity.js';
import { COUPON_CODE_PATTERN } from './coupon.dto.js';

export class CourseCheckoutDto {
  @ApiProperty({ description: 'The course to buy; the price always comes from the course', example: 12 })
  @IsInt({ message: 'courseId must be a whole number' })
  @Min(1, { message: 'courseId must be a whole number' })
  courseId!: number;
}

export class CheckoutStartDto extends CourseCheckoutDto {
  @ApiProperty({
    required: false,
    description: 'A coupon code; checked again here (the quote is only a preview). One-time courses only.',
    example: 'SPRING25',
  })
  @IsOptional()
  @IsString({ message: 'Enter a code of 3 to 40 letters, digits, hyphens or underscores' })
  @Matches(COUPON_CODE_PATTERN, { message: 'Enter a code of 3 to 40 letters, digits, hyphens or underscores' })
  couponCode?: string;
}

export class PublicCheckoutDto extends CheckoutStartDto {
  @EmailField({
    description:
      'The buyer: the purchase becomes theirs once an account proves it owns this e-mail (at once for a confirmed account, or when the buyer signs up on returning from the checkout)',
  })
  email!: string;
}

export class CheckoutSessionDto {
  @ApiProperty({
    description: "Stripe's hosted checkout page: the browser goes there",
    example: 'https://checkout.stripe.com/c/pay/cs_test_a1B2c3D4e5F6g7H8i9J0',
  })
  checkoutUrl!: string;
}

export class PaymentIntentDto {
  @ApiProperty({ description: 'For the embedded card form (Stripe.js)', example: 'pi_3PqR7sT8uV9wX0yZ1aBcDeFg_secret_hIjKlMnOpQrStUvWxYz' })
  clientSecret!: string;
}

export class PaymentConfirmationDto {
  @ApiProperty({ example: 12 }) courseId!: number;
  @ApiProperty({ description: 'True once the payment went through and the learner is enrolled', example: true })
  isEnrolled!: boolean;
  @ApiProperty({ enum: PAYMENT_STATUSES, example: 'succeeded' })
  status!: PaymentStatus;
}

export class PathPaymentConfirmationDto {
  @ApiProperty({ example: 4 }) pathId!: number;
  @ApiProperty({ description: 'True once the payment went through: the learner has every course of the path', example: true })
  hasAccess!: boolean;
  @ApiProperty({ enum: PAYMENT_STATUSES, example: 'succeeded' })
  status!: PaymentStatus;
}

/** The learning path a subscription pays for. */
export class SubscriptionPathDto {
  @ApiProperty({ example: 4 }) id!: number;
  @ApiProperty({ description: 'Its page is /paths/{slug}', example: 'certified-recruiter-practitioner' }) slug!: string;
  @ApiProperty({ example: 'Certified Recruiter: Practitioner' }) title!: string;
}

export class SubscriptionDto {
  @ApiProperty({ description: 'The payment that started the subscription: the id to manage it with' })
  id!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The course the subscription pays for; null for a learning path' })
  courseId!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Null for a learning path' })
  courseTitle!: string | null;
  @ApiProperty({ type: SubscriptionPathDto, nullable: true, description: 'The learning path the subscription pays for; null for a course' })
  path!: SubscriptionPathDto | null;
  @ApiProperty({ description: "Stripe's status of the subscription (active, past_due, canceled…)" })
  status!: string;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'End of the period paid for: the next payment date, or the end of access when it ends at period end',
  })
  currentPeriodEnd!: string | null;
  @ApiProperty({ description: 'Cancelled: it ends, with access, at the end of the current period' })
  cancelAtPeriodEnd!: boolean;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "For seats bought for a team, how many the subscription pays for; null for the learner's own",
    example: null,
  })
  teamSeats!: number | null;
}

export class PortalSessionDto {
  @ApiProperty({ description: "Stripe's customer portal: the browser goes there, and comes back to /account" })
  url!: string;
}
