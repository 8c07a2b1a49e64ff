import { ApiProperty } from '@nestjs/swagger';
import { USER_ROLES, type User, type UserRole } from '../entities/user.entity.js';

/** A user as the API shows it (never the password hash). */
export class UserDto {
  @ApiProperty({ example: 42 }) id!: number;
  @ApiProperty({ example: 'jordan.rivera@example.com' }) email!: string;
  @ApiProperty({ example: 'Jordan' }) firstName!: string;
  @ApiProperty({ example: 'Rivera' }) lastName!: string;
  @ApiProperty({ enum: USER_ROLES, example: 'jobseeker' }) role!: UserRole;
  @ApiProperty({ type: String, nullable: true, example: '/api/profile-images/3f2b8c1e-5d4a-4e7b-9c61-2a8f0d9e4b17' }) profileImageUrl!:
    string | null;
  @ApiProperty({ example: '2026-01-15T09:30:00.000Z' }) createdAt!: string;
  @ApiProperty({ type: String, nullable: true, example: '2026-03-02T18:04:11.000Z' }) lastActiveAt!: string | null;
  @ApiProperty({ description: 'Whether the owner has confirmed the e-mail address', example: true }) emailVerified!: boolean;

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
