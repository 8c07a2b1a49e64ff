import { SetMetadata } from '@nestjs/common';
import type { UserRole } from '../user-roles.js';

export const ROLES = 'roles';

/** Only these roles may call the handler (checked on the server for every request). */
export const Roles = (...roles: UserRole[]): MethodDecorator & ClassDecorator => SetMetadata(ROLES, roles);
