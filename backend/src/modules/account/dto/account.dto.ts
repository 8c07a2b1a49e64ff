import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { IsNotCommonPassword } from '../../../common/security/password-policy.js';
import { trimmed } from '../../auth/dto/login.dto.js';

const CURRENT_PASSWORD = 'Please enter your current password';

export class UpdateProfileDto {
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
}

export class ChangePasswordDto {
  @ApiProperty()
  @IsString({ message: CURRENT_PASSWORD })
  @MinLength(1, { message: CURRENT_PASSWORD })
  @MaxLength(200, { message: CURRENT_PASSWORD })
  currentPassword!: string;

  @ApiProperty({ minLength: 6 })
  @IsString({ message: 'Password must be at least 6 characters' })
  @MinLength(6, { message: 'Password must be at least 6 characters' })
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  @IsNotCommonPassword()
  newPassword!: string;
}

export class ChangeEmailDto {
  @ApiProperty({ example: 'new-address@example.com' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(320, { message: 'Please enter a valid email address' })
  newEmail!: string;

  @ApiProperty()
  @IsString({ message: CURRENT_PASSWORD })
  @MinLength(1, { message: CURRENT_PASSWORD })
  @MaxLength(200, { message: CURRENT_PASSWORD })
  password!: string;
}

export class DeleteAccountDto {
  @ApiProperty()
  @IsString({ message: CURRENT_PASSWORD })
  @MinLength(1, { message: CURRENT_PASSWORD })
  @MaxLength(200, { message: CURRENT_PASSWORD })
  password!: string;

  @ApiProperty({ description: "Whether the learner's certificates keep showing their name once the account is gone (else they show 'Name withheld')" })
  @IsBoolean({ message: 'keepNameOnCertificates must be true or false' })
  keepNameOnCertificates!: boolean;
}

export class EmailChangeRequestedDto {
  @ApiProperty({ description: 'Where the confirmation link went' }) pendingEmail!: string;
}

export class SessionDto {
  @ApiProperty() id!: string;
  @ApiProperty() createdAt!: string;
  @ApiProperty() lastSeenAt!: string;
  @ApiProperty({ type: String, nullable: true }) userAgent!: string | null;
  @ApiProperty({ description: 'The session this request came from' }) current!: boolean;
}
