import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { EmailField, PasswordField } from '../../../common/account-fields.js';

export class LoginDto {
  @EmailField() email!: string;
  @PasswordField() password!: string;

  @ApiPropertyOptional({
    description:
      'Sent from /auth when it says "sign in once to link your … sign-in": the provider sign-in waiting in this browser for this account is linked. Without it, a waiting sign-in is dropped.',
  })
  @IsOptional()
  @IsBoolean({ message: 'linkPendingSignIn must be true or false' })
  linkPendingSignIn?: boolean;
}
