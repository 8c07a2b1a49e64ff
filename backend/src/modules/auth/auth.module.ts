import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { SharedCacheModule } from '../../common/cache/shared-cache.module.js';
import { SecurityModule } from '../../common/security/security.module.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { AdminModule } from '../admin/admin.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { UsersModule } from '../users/users.module.js';
import { AccountTokensService } from './account-tokens.service.js';
import { AdminAccountsController } from './admin-accounts.controller.js';
import { AdminAccountsService } from './admin-accounts.service.js';
import { ApiTokensController } from './api-tokens.controller.js';
import { ApiTokensService } from './api-tokens.service.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { EmailVerificationService } from './email-verification.service.js';
import { RolesGuard } from './guards/roles.guard.js';
import { SessionGuard } from './guards/session.guard.js';
import { PasswordResetService } from './password-reset.service.js';
import { SessionCache, SessionChanges } from './session-cache.js';
import { SessionTokens } from './session-tokens.js';
import { SessionsRepository } from './sessions.repository.js';
import { SessionsService } from './sessions.service.js';
import { SignInPolicyService } from './sign-in-policy.service.js';
import { SocialSignInController } from './social/social-sign-in.controller.js';
import { SocialSignInService } from './social/social-sign-in.service.js';

@Module({
  imports: [
    SharedCacheModule,
    UsersModule,
    AdminModule,
    PaymentsModule,
    SecurityModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ secret: config.auth.jwtSecret, signOptions: { algorithm: 'HS256' } }),
    }),
  ],
  controllers: [AuthController, AdminAccountsController, ApiTokensController, SocialSignInController],
  providers: [
    AuthService,
    SessionTokens,
    SessionsService,
    SessionsRepository,
    SessionCache,
    SessionChanges,
    AccountTokensService,
    EmailVerificationService,
    PasswordResetService,
    AdminAccountsService,
    ApiTokensService,
    SocialSignInService,
    SignInPolicyService,
    { provide: APP_GUARD, useClass: SessionGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
  exports: [AuthService, SessionsService, AccountTokensService, EmailVerificationService, SignInPolicyService],
})
export class AuthModule {}
