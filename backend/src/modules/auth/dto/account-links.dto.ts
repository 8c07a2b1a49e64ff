import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { IsNotCommonPassword } from '../../../common/security/password-policy.js';
import { trimmed } from './login.dto.js';

const LINK_MESSAGE = 'This link is not valid or has already been used. Please ask for a new one.';

/** The token of a link we e-mailed (verification, reset, e-mail change). */
export class LinkTokenDto {
  @ApiProperty()
  @IsString({ message: LINK_MESSAGE })
  @MinLength(1, { message: LINK_MESSAGE })
  @MaxLength(200, { message: LINK_MESSAGE })
  token!: string;
}

export class PasswordResetRequestDto {
  @ApiProperty({ example: 'learner@example.com' })
  @Transform(trimmed)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(320, { message: 'Please enter a valid email address' })
  email!: string;
}

/** A new password: the spec's minimum, and not one of the commonly used ones. */
export class NewPasswordFields {
  @ApiProperty({ minLength: 6 })
  @IsString({ message: 'Password must be at least 6 characters' })
  @MinLength(6, { message: 'Password must be at least 6 characters' })
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  @IsNotCommonPassword()
  password!: string;
}

export class PasswordResetDto extends NewPasswordFields {
  @ApiProperty()
  @IsString({ message: LINK_MESSAGE })
  @MinLength(1, { message: LINK_MESSAGE })
  @MaxLength(200, { message: LINK_MESSAGE })
  token!: string;
}

export class EmailConfirmedDto {
  @ApiProperty({ description: 'The address now confirmed' }) email!: string;
}
