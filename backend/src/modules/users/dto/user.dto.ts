import { ApiProperty } from '@nestjs/swagger';
import { USER_ROLES, type User, type UserRole } from '../entities/user.entity.js';

/** A user as the API shows it (never the password hash). */
export class UserDto {
  @ApiProperty() id!: number;
  @ApiProperty() email!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty({ enum: USER_ROLES }) role!: UserRole;
  @ApiProperty({ type: String, nullable: true }) profileImageUrl!: string | null;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ type: String, nullable: true }) lastActiveAt!: string | null;
  @ApiProperty({ description: 'Whether the owner has confirmed the e-mail address' }) emailVerified!: boolean;

  static from(user: User): UserDto {
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      profileImageUrl: user.profileImageUrl ?? null,
      createdAt: user.createdAt.toISOString(),
      lastActiveAt: user.lastActiveAt?.toISOString() ?? null,
      emailVerified: Boolean(user.emailVerifiedAt),
    };
  }
}
