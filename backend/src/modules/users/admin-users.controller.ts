import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Put } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { UpdateUserDto } from './dto/update-user.dto.js';
import { UserDto } from './dto/user.dto.js';
import type { User } from './entities/user.entity.js';
import { UsersService } from './users.service.js';

@ApiTags('admin')
@ApiForbiddenResponse({ description: 'Admins only' })
@Roles('admin')
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOkResponse({ type: [UserDto] })
  async listUsers(): Promise<UserDto[]> {
    return (await this.users.list()).map(UserDto.from);
  }

  @Put(':id')
  @ApiOkResponse({ type: UserDto })
  async updateUser(@CurrentUser() actor: User, @Param('id', ParseIntPipe) id: number, @Body() body: UpdateUserDto): Promise<UserDto> {
    return UserDto.from(await this.users.update(actor, id, body));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  async deleteUser(@CurrentUser() actor: User, @Param('id', ParseIntPipe) id: number): Promise<void> {
    await this.users.delete(actor, id);
  }
}
