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

export class EmailVerificationStatusDto {
  @ApiProperty({ description: "The account's address is confirmed", example: false }) verified!: boolean;
  @ApiProperty({
    description: 'Courses bought (as a visitor) or granted for the address that reach the account once it is confirmed; 0 once confirmed',
    example: 1,
  })
  waitingCourses!: number;
}

export class EmailConfirmedDto {
  @ApiProperty({ description: 'The address now confirmed' }) email!: string;
}
