import { Module } from '@nestjs/common';
import { PathsModule } from '../paths/paths.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { UsersModule } from '../users/users.module.js';
import { PathSeatsController } from './path-seats.controller.js';
import { TeamInvitesController } from './team-invites.controller.js';
import { TeamSeatsService } from './team-seats.service.js';
import { TeamsAdminController } from './teams-admin.controller.js';
import { TeamsAdminService } from './teams-admin.service.js';
import { TeamsPurchaseController } from './teams-purchase.controller.js';
import { TeamsPurchaseRepository } from './teams-purchase.repository.js';
import { TeamsPurchaseService } from './teams-purchase.service.js';
import { TeamsController } from './teams.controller.js';
import { TeamsRepository } from './teams.repository.js';

/**
 * Team seats: buying seats of a course or a learning path for a team (checkout, orders fulfilled by the payment events,
 * volume tiers), the manager's seats and dashboard, invitations, and the admin's Teams view.
 */
@Module({
  imports: [PaymentsModule, PathsModule, UsersModule],
  controllers: [TeamsPurchaseController, PathSeatsController, TeamsAdminController, TeamsController, TeamInvitesController],
  providers: [TeamsPurchaseService, TeamsAdminService, TeamsPurchaseRepository, TeamSeatsService, TeamsRepository],
  exports: [TeamSeatsService],
})
export class TeamsModule {}
