import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { CurrentPasswordField, EmailField, NameField, NewPasswordField } from '../../../common/account-fields.js';

export class UpdateProfileDto {
  @NameField('First name') firstName!: string;
  @NameField('Last name') lastName!: string;
}

export class ChangePasswordDto {
  @CurrentPasswordField() currentPassword!: string;
  @NewPasswordField() newPassword!: string;
}

export class ChangeEmailDto {
  @EmailField({ lowercase: true }) newEmail!: string;
  @CurrentPasswordField() password!: string;
}

export class DeleteAccountDto {
  @CurrentPasswordField() password!: string;

  @ApiProperty({
    description:
      "Whether the learner's certificates keep showing their name once the account is gone (else they show 'Name withheld by the holder')",
  })
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
