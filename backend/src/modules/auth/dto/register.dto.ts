import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { IsNotCommonPassword } from '../../../common/security/password-policy.js';
import { trimmed } from './login.dto.js';

export class RegisterDto {
  @ApiProperty({ example: 'learner@example.com' })
  @Transform(trimmed)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(320, { message: 'Please enter a valid email address' })
  email!: string;

  @ApiProperty({ minLength: 6 })
  @IsString({ message: 'Password must be at least 6 characters' })
  @MinLength(6, { message: 'Password must be at least 6 characters' })
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  @IsNotCommonPassword()
  password!: string;

  @ApiProperty()
  @Transform(trimmed)
  @IsString({ message: 'First name is required' })
  @MinLength(1, { message: 'First name is required' })
  @MaxLength(100, { message: 'First name must be at most 100 characters' })
  firstName!: string;

  @ApiProperty()
  @Transform(trimmed)
  @IsString({ message: 'Last name is required' })
  @MinLength(1, { message: 'Last name is required' })
  @MaxLength(100, { message: 'Last name must be at most 100 characters' })
  lastName!: string;

  @ApiPropertyOptional({ description: 'Token from an invite link' })
  @IsOptional()
  @IsString({ message: 'Invalid invite token' })
  @MaxLength(200, { message: 'Invalid invite token' })
  inviteToken?: string;

  @ApiPropertyOptional({ description: "The Checkout Session id a visitor's hosted checkout returned with (`session_id`): its purchase is claimed at once when Stripe confirms it paid for this e-mail" })
  @IsOptional()
  @IsString({ message: 'Invalid checkout session id' })
  @MaxLength(255, { message: 'Invalid checkout session id' })
  checkoutSessionId?: string;
}
