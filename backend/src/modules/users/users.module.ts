import { Module } from '@nestjs/common';
import { AdminBootstrapService } from './admin-bootstrap.service.js';
import { AdminUsersController } from './admin-users.controller.js';
import { PasswordHasher } from './password-hasher.service.js';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

@Module({
  controllers: [AdminUsersController],
  providers: [UsersService, UsersRepository, AdminBootstrapService, PasswordHasher],
  exports: [UsersService, PasswordHasher],
})
export class UsersModule {}
