import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { EmailField, NameField, NewPasswordField } from '../../../common/account-fields.js';

export class RegisterDto {
  @EmailField() email!: string;
  @NewPasswordField() password!: string;
  @NameField('First name') firstName!: string;
  @NameField('Last name') lastName!: string;

  @ApiPropertyOptional({ description: 'Token from an invite link' })
  @IsOptional()
  @IsString({ message: 'Invalid invite token' })
  @MaxLength(200, { message: 'Invalid invite token' })
  inviteToken?: string;

  @ApiPropertyOptional({
    description:
      "The Checkout Session id a visitor's hosted checkout returned with (`session_id`): its purchase is claimed at once when Stripe confirms it paid for this e-mail",
  })
  @IsOptional()
  @IsString({ message: 'Invalid checkout session id' })
  @MaxLength(255, { message: 'Invalid checkout session id' })
  checkoutSessionId?: string;
}
