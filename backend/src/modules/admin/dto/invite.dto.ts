import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EmailField } from '../../../common/account-fields.js';
import { INVITE_KINDS, type InviteKind } from '../entities/invite.entity.js';

export class InviteEmailDto {
  @EmailField({ lowercase: true }) email!: string;
}

export class GrantResultDto {
  @ApiProperty({
    enum: ['enrolled', 'pending', 'invited'],
    description:
      'enrolled: the account existed and was enrolled; pending: the account has not confirmed its e-mail address yet, and is enrolled when it does; invited: an e-mail invites them to create one',
    example: 'enrolled',
  })
  status!: 'enrolled' | 'pending' | 'invited';
  @ApiProperty({ example: 'jordan.rivera@example.com' }) email!: string;
  @ApiPropertyOptional({ description: 'The invite link, when an invite was sent' }) inviteUrl?: string;
}

export class InviteUrlDto {
  @ApiProperty() inviteUrl!: string;
}

export class InviteCheckDto {
  @ApiProperty() valid!: boolean;
  @ApiProperty() email!: string;
  @ApiProperty() courseTitle!: string;
  @ApiProperty() courseId!: number;
  @ApiProperty({ enum: INVITE_KINDS }) kind!: InviteKind;
}
