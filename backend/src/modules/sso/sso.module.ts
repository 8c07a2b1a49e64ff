import { Module } from '@nestjs/common';
import { SharedCacheModule } from '../../common/cache/shared-cache.module.js';
import { SecurityModule } from '../../common/security/security.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { TeamsModule } from '../teams/teams.module.js';
import { UsersModule } from '../users/users.module.js';
import { SsoAdminController } from './sso-admin.controller.js';
import { SsoConnectionsService } from './sso-connections.service.js';
import { SsoSignInService } from './sso-sign-in.service.js';
import { SsoSignInController, TeamSsoController } from './sso.controller.js';
import { SsoRepository } from './sso.repository.js';

/**
 * Employer single sign-on (OIDC and SAML 2.0) for a team's people or the whole academy: the
 * connections, the sign-in through them, seats taken at the first sign-in (docs/adr/0033).
 */
@Module({
  imports: [AuthModule, TeamsModule, UsersModule, SecurityModule, SharedCacheModule],
  controllers: [TeamSsoController, SsoSignInController, SsoAdminController],
  providers: [SsoConnectionsService, SsoSignInService, SsoRepository],
})
export class SsoModule {}
