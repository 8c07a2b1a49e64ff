import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { booleanWord, IsSortField, TableQueryDto } from '../../../common/table-query.js';
import { USER_ROLES, type UserRole } from '../entities/user.entity.js';
import { UserDto } from './user.dto.js';

export const USER_SORT_FIELDS = ['name', 'email', 'role', 'createdAt', 'lastActiveAt'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

/** The admin's Users table: search in name and e-mail, filter by role and confirmed address, sort, page. */
export class UserTableQueryDto extends TableQueryDto {
  @ApiPropertyOptional({ enum: USER_SORT_FIELDS, default: 'createdAt', description: 'The column to sort by (newest first by default)' })
  @IsOptional()
  @IsSortField(USER_SORT_FIELDS)
  sort?: UserSortField;

  @ApiPropertyOptional({ enum: USER_ROLES, description: 'Only users with this role' })
  @IsOptional()
  @IsIn(USER_ROLES, { message: `role must be one of: ${USER_ROLES.join(', ')}` })
  role?: UserRole;

  @ApiPropertyOptional({ type: Boolean, description: 'Only users who have (true) or have not (false) confirmed their e-mail address' })
  @IsOptional()
  @Transform(booleanWord)
  @IsBoolean({ message: 'verified must be true or false' })
  verified?: boolean;
}

export class UserPageDto {
  @ApiProperty({ type: [UserDto] }) items!: UserDto[];
  @ApiProperty({ description: 'Users matching the search and filters, on every page', example: 57 }) total!: number;
  @ApiProperty({ example: 1 }) page!: number;
  @ApiProperty({ example: 20 }) pageSize!: number;
}
