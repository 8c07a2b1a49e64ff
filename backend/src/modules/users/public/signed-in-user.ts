import type { UserRole } from '../../../common/user-roles.js';

/**
 * Who a signed-in request is from, for handlers that only read it (`@SignedIn()`): what the session
 * check already holds, without making a `User` entity of it. A handler that changes the user or hands
 * it to the ORM takes `@CurrentUser()`.
 */
export interface SignedInUser {
  readonly id: number;
  readonly role: UserRole;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly createdAt: Date;
}
