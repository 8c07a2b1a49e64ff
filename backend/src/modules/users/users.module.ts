import { Module } from '@nestjs/common';
import { AdminBootstrapService } from './admin-bootstrap.service.js';
import { AdminUsersController } from './admin-users.controller.js';
import { UsersService } from './users.service.js';

@Module({ controllers: [AdminUsersController], providers: [UsersService, AdminBootstrapService], exports: [UsersService] })
export class UsersModule {}
