import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import type { UpdateUserDto } from './dto/update-user.dto.js';
import { User, type UserRole } from './entities/user.entity.js';
import { PasswordHasher } from './password-hasher.service.js';
import { normalizeEmail } from './public/normalize-email.js';
import { UsersRepository } from './users.repository.js';
import { rowWindow, substringPattern } from '../../common/table-query.js';
import type { UserPageDto, UserTableQueryDto } from './dto/user-table.dto.js';

export interface NewUser {
  email: string;
  /** None: an account made through an identity provider, without a password until its owner sets one. */
  password?: string;
  firstName: string;
  lastName: string;
  role?: UserRole;
  /** The address is already proven (seeded accounts, the start-up admin). */
  emailVerified?: boolean;
}

/** What acts, inside the change's transaction, when an account stops being an admin (the auth module revokes its API tokens). */
type AdminRoleEndedListener = (em: EntityManager, userId: number) => Promise<unknown>;

/** What acts, inside the removal's transaction, before an account's row (and what cascades from it) goes. */
type UserRemovalListener = (em: EntityManager, userId: number) => Promise<unknown>;

@Injectable()
export class UsersService {
  private readonly adminRoleEndedListeners: AdminRoleEndedListener[] = [];
  private readonly removalListeners: UserRemovalListener[] = [];

  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly users: UsersRepository = new UsersRepository(em),
  ) {}

  onAdminRoleEnded(listener: AdminRoleEndedListener): void {
    this.adminRoleEndedListeners.push(listener);
  }

  onUserRemoval(listener: UserRemovalListener): void {
    this.removalListeners.push(listener);
  }

  /** Removes an account in the caller's transaction, after every module has tidied what it derived from it. */
  async removeWithin(em: EntityManager, userId: number): Promise<void> {
    for (const listener of this.removalListeners) await listener(em, userId);
    await em.nativeDelete(User, { id: userId });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.em.findOne(User, { email: normalizeEmail(email) });
  }

  /** The account signing in with `email`, with its password hash, in one query; null when there is none. */
  async signInAccount(email: string): Promise<{ user: User; passwordHash: string | null } | null> {
    const row = await this.users.signInAccount(normalizeEmail(email));
    if (!row) return null;
    const { password_hash: passwordHash, ...columns } = row;
    return { user: this.em.map(User, columns), passwordHash };
  }

  findById(id: number): Promise<User | null> {
    return this.em.findOne(User, { id });
  }

  /** The hash is a lazy property: loaded only here, for checking a password; '' when the account has none. */
  async passwordHashOf(user: User): Promise<string> {
    return (await this.users.passwordHashOf(user.id)) ?? '';
  }

  /** Pass `em` to create the user inside a caller's transaction. */
  async create(input: NewUser, em: EntityManager = this.em): Promise<User> {
    const user = em.create(User, {
      email: normalizeEmail(input.email),
      passwordHash: input.password === undefined ? null : await this.hasher.hash(input.password),
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      role: input.role ?? 'jobseeker',
      profileImageUrl: null,
      emailVerifiedAt: input.emailVerified ? new Date() : null,
    });
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        em.clear();
        throw new AppError(ErrorCode.EMAIL_TAKEN, 'An account with this email already exists. Please sign in instead.');
      }
      throw error;
    }
    return user;
  }

  list(): Promise<User[]> {
    return this.em.find(User, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** A page of the admin's Users table and the total: two statements, whatever the page. */
  async tablePage(query: UserTableQueryDto): Promise<UserPageDto> {
    const filter = { pattern: substringPattern(query.q), role: query.role, verified: query.verified };
    const field = query.sort ?? 'createdAt';
    const order = query.order ?? (field === 'createdAt' || field === 'lastActiveAt' ? 'desc' : 'asc');
    const [rows, total] = await Promise.all([
      this.users.tablePage(filter, { field, order }, rowWindow(query)),
      this.users.countMatching(filter),
    ]);
    const items = rows.map((row) => ({
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      role: row.role,
      profileImageUrl: row.profile_image_url,
      createdAt: new Date(row.created_at).toISOString(),
      lastActiveAt: row.last_active_at === null ? null : new Date(row.last_active_at).toISOString(),
      emailVerified: row.email_verified_at !== null,
    }));
    return { items, total, page: query.page, pageSize: query.pageSize };
  }

  async update(actor: User, id: number, changes: UpdateUserDto): Promise<User> {
    return this.em.transactional(async (em) => {
      const user = await this.getOrThrow(em, id);
      if (changes.email !== undefined && normalizeEmail(changes.email) !== user.email) {
        throw new AppError(ErrorCode.EMAIL_NOT_CHANGEABLE, 'Email cannot be changed');
      }
      if (user.role === 'admin' && changes.role !== 'admin') {
        if (user.id === actor.id) throw new AppError(ErrorCode.CANNOT_CHANGE_OWN_ROLE, 'You cannot remove your own admin role');
        await this.assertAnotherAdmin(user);
        for (const listener of this.adminRoleEndedListeners) await listener(em, user.id);
      }
      user.firstName = changes.firstName;
      user.lastName = changes.lastName;
      user.role = changes.role;
      return user;
    });
  }

  async delete(actor: User, id: number): Promise<void> {
    await this.em.transactional(async (em) => {
      const user = await this.getOrThrow(em, id);
      if (user.id === actor.id) throw new AppError(ErrorCode.CANNOT_DELETE_OWN_ACCOUNT, 'You cannot delete your own account');
      if (user.role === 'admin') await this.assertAnotherAdmin(user);
      await this.removeWithin(em, user.id);
    });
  }

  async touchLastActive(user: User): Promise<void> {
    await this.em.nativeUpdate(User, { id: user.id }, { lastActiveAt: new Date() });
  }

  private async getOrThrow(em: EntityManager, id: number): Promise<User> {
    const user = await em.findOne(User, { id });
    if (!user) throw new AppError(ErrorCode.USER_NOT_FOUND, 'User not found');
    return user;
  }

  /**
   * The last admin can be neither demoted nor deleted. Locking every admin row serialises concurrent
   * role changes, so two admins cannot demote each other at the same moment. Runs in the caller's
   * `em.transactional` (the repository's queries join it through the transaction context).
   */
  private async assertAnotherAdmin(user: User): Promise<void> {
    const admins = await this.users.lockAdmins();
    if (!admins.some((admin) => admin.id !== user.id)) {
      throw new AppError(ErrorCode.LAST_ADMIN, 'The last admin cannot be removed; make another user an admin first');
    }
  }
}
