import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsInt, MaxLength, Min } from 'class-validator';
import { trimmed } from '../../auth/dto/login.dto.js';
import { PAYMENT_STATUSES, type PaymentStatus } from '../entities/payment.entity.js';

export class CourseCheckoutDto {
  @ApiProperty({ description: 'The course to buy; the price always comes from the course' })
  @IsInt({ message: 'courseId must be a whole number' })
  @Min(1, { message: 'courseId must be a whole number' })
  courseId!: number;
}

export class PublicCheckoutDto extends CourseCheckoutDto {
  @ApiProperty({ description: 'The buyer: the purchase becomes theirs when this e-mail signs up (or at once, if it has an account)' })
  @Transform(trimmed)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(320, { message: 'Please enter a valid email address' })
  email!: string;
}

export class CheckoutSessionDto {
  @ApiProperty({ description: "Stripe's hosted checkout page: the browser goes there" })
  checkoutUrl!: string;
}

export class PaymentIntentDto {
  @ApiProperty({ description: 'For the embedded card form (Stripe.js)' })
  clientSecret!: string;
}

export class PaymentConfirmationDto {
  @ApiProperty() courseId!: number;
  @ApiProperty({ description: 'True once the payment went through and the learner is enrolled' })
  isEnrolled!: boolean;
  @ApiProperty({ enum: PAYMENT_STATUSES })
  status!: PaymentStatus;
}
