import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsIn } from 'class-validator';
import { NameField } from '../../../common/account-fields.js';
import { IsOptionalNotNull } from '../../../common/validation.js';
import { USER_ROLES, type UserRole } from '../entities/user.entity.js';

export class UpdateUserDto {
  @NameField('First name') firstName!: string;
  @NameField('Last name') lastName!: string;

  @ApiProperty({ enum: USER_ROLES, example: 'recruitpro' })
  @IsIn(USER_ROLES, { message: `Role must be one of: ${USER_ROLES.join(', ')}` })
  role!: UserRole;

  /** Read-only: sent back unchanged by the edit dialog; a different address is refused. */
  @ApiPropertyOptional({ description: 'Read-only; must equal the current e-mail when sent' })
  @IsOptionalNotNull()
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email?: string;
}
