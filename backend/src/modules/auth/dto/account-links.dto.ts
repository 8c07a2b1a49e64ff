import { ApiProperty } from '@nestjs/swagger';
import { EmailField, LinkTokenField, NewPasswordField } from '../../../common/account-fields.js';

/** The token of a link we e-mailed (verification, e-mail change). */
export class LinkTokenDto {
  @LinkTokenField() token!: string;
}

export class PasswordResetRequestDto {
  @EmailField() email!: string;
}

export class PasswordResetDto {
  @LinkTokenField() token!: string;
  @NewPasswordField() password!: string;
}

export class EmailConfirmedDto {
  @ApiProperty({ description: 'The address now confirmed' }) email!: string;
}
