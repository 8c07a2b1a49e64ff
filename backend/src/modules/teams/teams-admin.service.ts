import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { User } from '../users/entities/user.entity.js';
import { displayName } from '../users/public/display-name.js';
import type { AdminTeamDto, UpdateAdminTeamDto } from './dto/admin-team.dto.js';
import { TeamSeatsService } from './team-seats.service.js';
import { TeamsPurchaseRepository } from './teams-purchase.repository.js';
import { TeamsRepository } from './teams.repository.js';

type AdminTeamRow = Awaited<ReturnType<TeamsPurchaseRepository['adminTeams']>>[number];

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

function adminTeamOf(row: AdminTeamRow): AdminTeamDto {
  const manager =
    row.manager_id === null || row.manager_email === null
      ? null
      : {
          id: row.manager_id,
          name: displayName({ firstName: row.manager_first_name ?? '', lastName: row.manager_last_name ?? '', email: row.manager_email }),
          email: row.manager_email,
        };
  return {
    id: row.id,
    name: row.name,
    course: row.course_id === null ? null : { id: row.course_id, title: row.course_title! },
    path: row.path_id === null ? null : { id: row.path_id, slug: row.path_slug!, title: row.path_title! },
    manager,
    seats: row.seats,
    seatsUsed: row.seats_used,
    paidAmount: row.paid_amount,
    currency: row.currency,
    paymentType: row.payment_type,
    endedAt: iso(row.ended_at),
    createdAt: iso(row.created_at)!,
  };
}

/** The admin's Teams view: every team with its seats and payments; changing a team's seats or manager. */
@Injectable()
export class TeamsAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly purchases: TeamsPurchaseRepository,
    private readonly teams: TeamsRepository,
    private readonly seats: TeamSeatsService,
  ) {}

  async list(): Promise<AdminTeamDto[]> {
    return (await this.purchases.adminTeams()).map(adminTeamOf);
  }

  /**
   * Sets the team's seats (fewer than are assigned ends the latest assignments, with e-mails) and/or
   * moves its manager to another account that has confirmed its address.
   */
  async update(teamId: number, change: UpdateAdminTeamDto): Promise<AdminTeamDto> {
    if (change.seats === undefined && change.managerEmail === undefined) {
      throw new AppError(ErrorCode.TEAM_NOTHING_TO_CHANGE, "Give the team's new number of seats, or its new manager's e-mail address");
    }
    await this.em.transactional(async (em) => {
      const team = await this.teams.lockTeam(teamId);
      if (!team) throw new AppError(ErrorCode.TEAM_NOT_FOUND, 'Team not found');
      if (change.managerEmail !== undefined) {
        const manager = await em.findOne(User, { email: change.managerEmail }, { fields: ['id', 'emailVerifiedAt'] });
        if (!manager) throw new AppError(ErrorCode.USER_NOT_FOUND, `No account has the e-mail address ${change.managerEmail}`);
        if (!manager.emailVerifiedAt) {
          throw new AppError(
            ErrorCode.TEAM_MANAGER_NOT_VERIFIED,
            `The account ${change.managerEmail} has not confirmed its e-mail address yet: only a confirmed account can manage a team`,
          );
        }
        if (manager.id !== team.manager_id) await this.purchases.setManager(team.id, manager.id);
      }
      if (change.seats !== undefined) await this.seats.resizeTo(em, team.id, change.seats, 'admin');
    });
    const [row] = await this.purchases.adminTeams(teamId);
    return adminTeamOf(row);
  }
}
