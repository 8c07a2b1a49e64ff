import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';
import { Body, Controller, Delete, Get, HttpCode, Param, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { UpdateUserDto } from './dto/update-user.dto.js';
import { UserDto } from './dto/user.dto.js';
import { UserPageDto, UserTableQueryDto } from './dto/user-table.dto.js';
import type { User } from './entities/user.entity.js';
import { UsersService } from './users.service.js';
import { TokenScope } from '../../common/decorators/token-scope.decorator.js';

@ApiTags('admin')
@ApiForbiddenResponse({ description: 'Admins only' })
@Roles('admin')
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly users: UsersService) {}

  @TokenScope('users:read')
  @Get()
  @ApiOperation({ summary: 'List users', description: 'Every account, newest first.' })
  @ApiOkResponse({ type: [UserDto] })
  async listUsers(): Promise<UserDto[]> {
    return (await this.users.list()).map(UserDto.from);
  }

  @TokenScope('users:read')
  @Get('search')
  @ApiOperation({
    summary: 'Search users (a page)',
    description:
      'A page of the users table: `q` finds part of a name or e-mail address (case-insensitive), `role` and `verified` filter, `sort` and `order` sort (newest first by default), with the total for the pager.',
  })
  @ApiBadRequestResponse({ description: 'An unknown sort field or filter value, or an invalid page, page size or search' })
  @ApiOkResponse({ type: UserPageDto })
  searchUsers(@Query() query: UserTableQueryDto): Promise<UserPageDto> {
    return this.users.tablePage(query);
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Update a user',
    description:
      "Changes a user's name and role; the e-mail address cannot be changed. Admins cannot remove their own admin role, and the last admin keeps it.",
  })
  @ApiBadRequestResponse({ description: 'Invalid input, a different e-mail address, your own admin role, or the last admin' })
  @ApiNotFoundResponse({ description: 'User not found' })
  @ApiOkResponse({ type: UserDto })
  async updateUser(
    @CurrentUser() actor: User,
    @Param('id', new ParseRowIdPipe(ErrorCode.USER_NOT_FOUND, 'User not found')) id: number,
    @Body() body: UpdateUserDto,
  ): Promise<UserDto> {
    return UserDto.from(await this.users.update(actor, id, body));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete a user',
    description: 'Deletes the account. Admins cannot delete their own, and the last admin cannot be deleted.',
  })
  @ApiBadRequestResponse({ description: 'Your own account, or the last admin' })
  @ApiNotFoundResponse({ description: 'User not found' })
  @ApiNoContentResponse({ description: 'Deleted' })
  async deleteUser(
    @CurrentUser() actor: User,
    @Param('id', new ParseRowIdPipe(ErrorCode.USER_NOT_FOUND, 'User not found')) id: number,
  ): Promise<void> {
    await this.users.delete(actor, id);
  }
}
