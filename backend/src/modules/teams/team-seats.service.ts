import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { csvStream, type CsvColumn } from '../../common/csv/csv-stream.js';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { percent } from '../../common/percent.js';
import { hashToken, newLinkToken } from '../../common/security/tokens.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { activateEnrollment, activatePathAccess, endTeamAccess } from '../learning/public/enrollments.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import type { User, UserRole } from '../users/entities/user.entity.js';
import { displayName } from '../users/public/display-name.js';
import type {
  TeamDetailDto,
  TeamMemberDto,
  TeamPracticeResultDto,
  TeamQuizResultDto,
  TeamSeatDto,
  TeamSummaryDto,
} from './dto/team.dto.js';
import type { TeamInviteAcceptedDto, TeamInviteDto } from './dto/team-invite.dto.js';
import { TeamsRepository } from './teams.repository.js';

/** Why seats are taken back by a change of the team's size. */
export type ResizeReason = 'refund' | 'admin' | 'subscription';

type LockedTeam = NonNullable<Awaited<ReturnType<TeamsRepository['lockTeam']>>>;
type TeamRow = NonNullable<Awaited<ReturnType<TeamsRepository['managedTeams']>>>[number];
type SeatRow = Awaited<ReturnType<TeamsRepository['seats']>>[number];
type RevokedSeat = { id: number; email: string; status: 'invited' | 'active' | 'revoked'; user_id: number | null };

const ROLE_NAMES: Record<UserRole, string> = { admin: 'Admin', recruitpro: 'RecruitPro', jobseeker: 'Job Seeker' };
/** A members' CSV is one small batch; a reader that takes none of it for this long loses it. */
const CSV_STALL_MS = 60_000;

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
const addresses = (count: number) => `${count} ${count === 1 ? 'address' : 'addresses'}`;
const nameOf = (row: { first_name: string | null; last_name: string | null; email: string | null }): string | null =>
  row.first_name === null || row.last_name === null || row.email === null
    ? null
    : displayName({ firstName: row.first_name, lastName: row.last_name, email: row.email });

/** What the team's e-mails call what its seats are of. */
const courseWord = (team: { path_id: number | null }): 'course' | 'learning path' => (team.path_id === null ? 'course' : 'learning path');

/** What the invited learner opens once the seat is theirs: the course, or the path's page. */
const acceptedOf = (team: LockedTeam): TeamInviteAcceptedDto => ({ courseId: team.course_id, pathSlug: team.path_slug });

function summaryOf(row: TeamRow): TeamSummaryDto {
  return {
    id: row.id,
    name: row.name,
    course: row.course_id === null ? null : { id: row.course_id, title: row.course_title!, paymentType: row.payment_type },
    path: row.path_id === null ? null : { id: row.path_id, slug: row.path_slug!, title: row.path_title!, paymentType: row.payment_type },
    seats: row.seats,
    seatsUsed: row.seats_used,
    unassigned: Math.max(0, row.seats - row.seats_used),
    endedAt: iso(row.ended_at),
    createdAt: iso(row.created_at)!,
  };
}

const quizText = (result: TeamQuizResultDto) =>
  `${result.lessonTitle}: ${result.score === null ? 'awaiting grading' : `${result.score}%`}${result.passed === null ? '' : result.passed ? ' (passed)' : ' (not passed)'}` +
  (result.sourcingF1 === null ? '' : `, sourcing F1 ${result.sourcingF1}%`);

const practiceText = (result: TeamPracticeResultDto) =>
  `${result.lessonTitle}: ${result.latestTotal === null ? 'awaiting grading' : `${result.latestTotal}%`}${result.passed ? ' (passed)' : ''}, ` +
  `${result.attempts} ${result.attempts === 1 ? 'attempt' : 'attempts'}`;

/** The members' CSV: every invited or active seat, with the holder's progress once redeemed. */
const MEMBER_COLUMNS: CsvColumn<{ seat: TeamSeatDto; member: TeamMemberDto | undefined; totalLessons: number }>[] = [
  { header: 'Email', value: ({ seat }) => seat.email },
  { header: 'Seat', value: ({ seat }) => seat.status },
  { header: 'Learner', value: ({ seat }) => seat.learnerName },
  { header: 'Invited at', value: ({ seat }) => seat.invitedAt },
  { header: 'Joined at', value: ({ seat }) => seat.activatedAt },
  { header: 'Completed lessons', value: ({ member }) => member?.completedLessons ?? 0 },
  { header: 'Total lessons', value: ({ totalLessons }) => totalLessons },
  { header: 'Progress (%)', value: ({ member }) => member?.progress ?? 0 },
  { header: 'Last activity at', value: ({ member }) => member?.lastActivityAt ?? null },
  { header: 'Quiz results', value: ({ member }) => (member?.quizResults ?? []).map(quizText).join('; ') },
  { header: 'Practice results', value: ({ member }) => (member?.practiceResults ?? []).map(practiceText).join('; ') },
  { header: 'Certificate', value: ({ member }) => member?.certificateCode ?? null },
];

/**
 * What a team's manager does with its seats (assign by e-mail, revoke, reassign, resend, take one),
 * the team dashboard and its CSV, the invited learner's side (see and accept an invitation), and what
 * the purchase side calls when a team's size or access changes (`resizeTo`, `endTeam`). Every change
 * of a team's seats locks the team's row first, so changes of one team apply one after the other.
 */
@Injectable()
export class TeamSeatsService {
  constructor(
    private readonly em: EntityManager,
    private readonly teams: TeamsRepository,
    private readonly outbox: MailOutbox,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  // ---- The manager's reads ----

  async list(manager: User): Promise<TeamSummaryDto[]> {
    return (await this.teams.managedTeams(manager.id)).map(summaryOf);
  }

  /** The team's summary, for its manager only (anyone else: 404). */
  async summary(manager: User, teamId: number): Promise<TeamSummaryDto> {
    return summaryOf(await this.managedTeam(manager, teamId));
  }

  /** The team dashboard in four statements, whatever the number of seats, members, quizzes and practice attempts. */
  async detail(manager: User, teamId: number): Promise<TeamDetailDto> {
    return (await this.dashboard(manager, teamId)).detail;
  }

  /** The members' CSV: one line per invited or active seat, from the dashboard's read model. */
  async membersCsv(manager: User, teamId: number): Promise<{ filename: string; stream: Readable }> {
    const { detail, totalLessons } = await this.dashboard(manager, teamId);
    const members = new Map(detail.members.map((member) => [member.seatId, member]));
    const rows = detail.seatList
      .filter((seat) => seat.status !== 'revoked')
      .map((seat) => ({ seat, member: members.get(seat.id), totalLessons }));
    async function* batches(): AsyncGenerator<typeof rows> {
      yield rows;
    }
    return {
      filename: `team-${detail.id}-members-${new Date().toISOString().slice(0, 10)}.csv`,
      stream: csvStream(batches(), MEMBER_COLUMNS, CSV_STALL_MS),
    };
  }

  private async dashboard(manager: User, teamId: number): Promise<{ detail: TeamDetailDto; totalLessons: number }> {
    const team = await this.managedTeam(manager, teamId);
    const seats = await this.teams.seats(team.id);
    const quizRows = await this.teams.quizResults(team.id);
    quizRows.sort(
      (a, b) => a.seat_id - b.seat_id || a.module_order - b.module_order || a.lesson_order - b.lesson_order || a.quiz_id - b.quiz_id,
    );
    const quizzes = new Map<number, TeamQuizResultDto[]>();
    for (const row of quizRows) {
      const list = quizzes.get(row.seat_id) ?? [];
      list.push({ lessonTitle: row.lesson_title, score: row.score, passed: row.passed, sourcingF1: row.sourcing_f1 });
      quizzes.set(row.seat_id, list);
    }
    const practiceRows = await this.teams.practiceResults(team.id);
    practiceRows.sort(
      (a, b) => a.seat_id - b.seat_id || a.module_order - b.module_order || a.lesson_order - b.lesson_order || a.lesson_id - b.lesson_id,
    );
    const practice = new Map<number, TeamPracticeResultDto[]>();
    for (const row of practiceRows) {
      const list = practice.get(row.seat_id) ?? [];
      list.push({
        lessonTitle: row.lesson_title,
        attempts: row.attempts,
        latestTotal: row.status === 'graded' ? row.total : null,
        passed: row.ever_passed === true,
      });
      practice.set(row.seat_id, list);
    }
    const members: TeamMemberDto[] = seats
      .filter((seat) => seat.status === 'active' && seat.user_id !== null)
      .map((seat) => ({
        seatId: seat.id,
        userId: seat.user_id!,
        name: nameOf({ ...seat, email: seat.account_email }) ?? seat.email,
        email: seat.account_email ?? seat.email,
        completedLessons: seat.completed_lessons,
        totalLessons: team.total_lessons,
        progress: Math.min(100, percent({ completed: seat.completed_lessons, total: team.total_lessons })),
        lastActivityAt: iso(seat.last_activity_at),
        quizResults: quizzes.get(seat.id) ?? [],
        practiceResults: practice.get(seat.id) ?? [],
        certificateCode: seat.certificate_code,
      }));
    return { detail: { ...summaryOf(team), seatList: seats.map(seatOf), members }, totalLessons: team.total_lessons };
  }

  // ---- The manager's changes ----

  /**
   * Gives a seat to each address (normalised and deduplicated by the DTO and here): an invitation
   * e-mail each, all or none. Refused when an address already holds a seat of the team or there are
   * not enough unassigned seats; two assignments racing for the last seat take the team's lock in
   * turn, so the second one sees it taken.
   */
  async assign(manager: User, teamId: number, emails: string[]): Promise<TeamDetailDto> {
    const unique = [...new Set(emails.map((email) => email.trim().toLowerCase()))];
    await this.em.transactional(async (em) => {
      const team = await this.lockManaged(manager, teamId);
      await this.assertFree(team, unique);
      await this.invite(em, team, manager, unique);
      await this.notifyIfFilling(em, team);
    });
    return this.detail(manager, teamId);
  }

  /** Takes back a seat whose holder has not started the course; an active holder loses the access it gave (and is told). */
  async revoke(manager: User, teamId: number, seatId: number): Promise<TeamDetailDto> {
    await this.em.transactional(async (em) => {
      const team = await this.lockManaged(manager, teamId);
      const seat = await this.changeableSeat(team, seatId);
      await this.revokeSeats(em, team, [seat], 'manager');
    });
    return this.detail(manager, teamId);
  }

  /** Revoke, then invite another address to the seat, at once (same rules as both). */
  async reassign(manager: User, teamId: number, seatId: number, email: string): Promise<TeamDetailDto> {
    const address = email.trim().toLowerCase();
    await this.em.transactional(async (em) => {
      const team = await this.lockManaged(manager, teamId);
      const seat = await this.changeableSeat(team, seatId);
      if (seat.email === address) throw new AppError(ErrorCode.TEAM_SEAT_TAKEN, `${address} already has this seat`);
      await this.assertNotTaken(team, [address]);
      await this.revokeSeats(em, team, [seat], 'manager');
      await this.invite(em, team, manager, [address]);
    });
    return this.detail(manager, teamId);
  }

  /** A new invitation e-mail with a new link (the previous link stops working); invited seats only. */
  async resend(manager: User, teamId: number, seatId: number): Promise<void> {
    await this.em.transactional(async (em) => {
      const team = await this.lockManaged(manager, teamId);
      const seat = await this.teams.seat(team.id, seatId);
      if (!seat) throw new AppError(ErrorCode.TEAM_SEAT_NOT_FOUND, 'Seat not found');
      if (seat.status !== 'invited')
        throw new AppError(ErrorCode.TEAM_SEAT_NOT_INVITED, 'Only an invitation that is still waiting can be sent again');
      const token = newLinkToken();
      await this.teams.replaceToken(seat.id, hashToken(token));
      this.sendInvite(em, team, manager, seat.email, token);
    });
  }

  /**
   * The manager takes a seat: active at once when their address is confirmed (they are enrolled like
   * any member), otherwise invited like anyone else, to accept once the address is confirmed.
   */
  async take(manager: User, teamId: number): Promise<TeamDetailDto> {
    await this.em.transactional(async (em) => {
      const team = await this.lockManaged(manager, teamId);
      if ((await this.teams.takenEmails(team.id, [manager.email])).length > 0)
        throw new AppError(ErrorCode.TEAM_SEAT_TAKEN, 'You already have a seat on this team');
      await this.assertFree(team, [manager.email]);
      if (manager.emailVerifiedAt) {
        await this.assertMayLearn(team, manager);
        await this.teams.insertActiveSeat(team.id, manager.email, manager.id);
        await this.grantSeat(em, team, manager.id);
      } else {
        await this.invite(em, team, manager, [manager.email]);
      }
      await this.notifyIfFilling(em, team);
    });
    return this.detail(manager, teamId);
  }

  // ---- Invitations ----

  async invitation(token: string): Promise<TeamInviteDto> {
    const seat = await this.teams.invitation(hashToken(token));
    if (!seat)
      throw new AppError(ErrorCode.TEAM_INVITE_NOT_FOUND, 'This invitation link is not valid. Ask your team manager to send it again.');
    return {
      teamName: seat.team_name,
      courseId: seat.course_id,
      courseTitle: seat.course_title,
      path: seat.path_id === null ? null : { id: seat.path_id, slug: seat.path_slug!, title: seat.path_title! },
      email: seat.email,
      managerName:
        nameOf({ first_name: seat.manager_first_name, last_name: seat.manager_last_name, email: seat.manager_email }) ?? 'The team manager',
      status: seat.status,
    };
  }

  /**
   * Redeems the seat for the signed-in account, which must own the invited address and have
   * confirmed it: the seat becomes active and the account is enrolled (source `team`). Accepting again
   * changes nothing.
   */
  async accept(user: User, token: string): Promise<TeamInviteAcceptedDto> {
    return this.em.transactional(async (em) => {
      const invitation = await this.teams.invitation(hashToken(token));
      if (!invitation)
        throw new AppError(ErrorCode.TEAM_INVITE_NOT_FOUND, 'This invitation link is not valid. Ask your team manager to send it again.');
      const team = await this.teams.lockTeam(invitation.team_id);
      // Read again under the team's lock: the manager may have revoked it meanwhile.
      const seat = team && (await this.teams.seat(team.id, invitation.id));
      if (!team || !seat)
        throw new AppError(ErrorCode.TEAM_INVITE_NOT_FOUND, 'This invitation link is not valid. Ask your team manager to send it again.');
      if (seat.status === 'active') {
        if (seat.user_id === user.id) return acceptedOf(team);
        throw new AppError(ErrorCode.TEAM_INVITE_USED, 'This invitation has already been accepted');
      }
      if (seat.status === 'revoked')
        throw new AppError(
          ErrorCode.TEAM_INVITE_REVOKED,
          'This seat was taken back by the team. Ask your team manager if you should have one.',
        );
      if (user.email !== seat.email) {
        throw new AppError(
          ErrorCode.TEAM_INVITE_OTHER_ADDRESS,
          `This invitation was sent to ${seat.email}. Sign in with that address to accept it.`,
        );
      }
      if (!user.emailVerifiedAt)
        throw new AppError(
          ErrorCode.EMAIL_NOT_VERIFIED,
          'Please confirm your e-mail address first, with the link we sent you, then accept the invitation.',
        );
      if (team.ended_at) throw new AppError(ErrorCode.TEAM_ENDED, "This team's access to the course has ended");
      await this.assertMayLearn(team, user);
      await this.teams.activateSeat(seat.id, user.id);
      await this.grantSeat(em, team, user.id);
      return acceptedOf(team);
    });
  }

  // ---- What the employer's single sign-on calls ----

  /**
   * After `user` signed in through their employer's single sign-on for the team (in the caller's
   * transaction): a seat invited to their address is redeemed, as accepting the invitation does; with
   * just-in-time seats (`jit`), someone without a seat takes a free one, as the manager taking one does,
   * and is refused (TEAM_SEATS_FULL) when none is free. The address is the identity provider's, which
   * the employer vouches for (docs/adr/0033).
   */
  async joinThroughSso(em: EntityManager, user: User, teamId: number, jit: boolean): Promise<'member' | 'accepted' | 'joined' | 'none'> {
    const team = await this.teams.lockTeam(teamId);
    if (!team) throw new AppError(ErrorCode.TEAM_NOT_FOUND, 'Team not found');
    const seat = await this.teams.liveSeatOf(team.id, user.email);
    if (seat?.status === 'active') return 'member';
    if (!seat && !jit) return 'none';
    if (team.ended_at) throw new AppError(ErrorCode.TEAM_ENDED, "This team's access to the course has ended");
    await this.assertMayLearn(team, user);
    if (seat) {
      await this.teams.activateSeat(seat.id, user.id);
      await this.grantSeat(em, team, user.id);
      return 'accepted';
    }
    if (team.seats - (await this.teams.usedSeats(team.id)) <= 0)
      throw new AppError(ErrorCode.TEAM_SEATS_FULL, 'Your team has no free seat: ask your manager.');
    await this.teams.insertActiveSeat(team.id, user.email, user.id);
    await this.grantSeat(em, team, user.id);
    await this.notifyIfFilling(em, team);
    return 'joined';
  }

  // ---- What the purchase side calls, in the payment ledger's transaction ----

  /**
   * Sets the team's seats to `seats`. With fewer seats than are assigned, unassigned seats go first
   * (they are only a count), then the most recent assignments, newest first: their holders lose the
   * access the seat gave and are told, and so is the manager. With more seats, the filling e-mails
   * can be sent again once the new seats fill up. Then the manager is told if the team is filling.
   */
  async resizeTo(em: EntityManager, teamId: number, seats: number, reason: ResizeReason): Promise<void> {
    const team = await this.teams.lockTeam(teamId);
    if (!team) throw new AppError(ErrorCode.TEAM_NOT_FOUND, 'Team not found');
    const used = await this.teams.usedSeats(team.id);
    await this.teams.setSeats(team.id, seats);
    const revoked = used > seats ? await this.teams.latestAssignments(team.id, used - seats) : [];
    await this.revokeSeats(em, team, revoked, reason);
    const remaining = used - revoked.length;
    if (seats > team.seats) {
      await this.teams.setFillingStamps(team.id, {
        almostFull: remaining * 4 >= seats * 3 ? 'keep' : null,
        full: remaining >= seats ? 'keep' : null,
      });
    }
    const to = seats < team.seats ? await this.managerEmail(team) : null;
    if (to) {
      const teamUrl = this.teamUrl(team.id);
      this.outbox.add(em, to, 'teamSeatsReduced', {
        teamName: team.name,
        courseTitle: team.course_title,
        courseWord: courseWord(team),
        seats,
        revoked: revoked.map((seat) => seat.email),
        reason,
        teamUrl,
      });
    }
    await this.notifyIfFilling(em, team);
  }

  /** The team's access ends (its subscription ended): active members lose the course and are told, and so is the manager. Once only. */
  async endTeam(em: EntityManager, teamId: number): Promise<void> {
    const team = await this.teams.lockTeam(teamId);
    if (!team || team.ended_at) return;
    await this.teams.markEnded(team.id);
    const active = await this.teams.activeSeats(team.id);
    await this.endAccess(em, team, active);
    for (const seat of active) this.tellHolder(em, team, seat.email, 'ended');
    const to = await this.managerEmail(team);
    if (to)
      this.outbox.add(em, to, 'teamEnded', {
        teamName: team.name,
        courseTitle: team.course_title,
        courseWord: courseWord(team),
        members: active.length,
        teamUrl: this.teamUrl(team.id),
      });
  }

  /**
   * Tells the manager once when three quarters of the seats are assigned and once when all are (only
   * the second when both happen at once). The stamps are cleared when seats are added (`resizeTo`).
   */
  async notifyIfFilling(em: EntityManager, team: { id: number }): Promise<void> {
    const current = await this.teams.lockTeam(team.id);
    if (!current || current.ended_at || current.seats === 0) return;
    const used = await this.teams.usedSeats(current.id);
    const stampAlmostFull = used * 4 >= current.seats * 3 && !current.almost_full_notified_at;
    const stampFull = used >= current.seats && !current.full_notified_at;
    if (!stampAlmostFull && !stampFull) return;
    await this.teams.setFillingStamps(current.id, { almostFull: stampAlmostFull ? 'now' : 'keep', full: stampFull ? 'now' : 'keep' });
    const to = await this.managerEmail(current);
    if (!to) return;
    const teamUrl = this.teamUrl(current.id);
    if (stampFull)
      this.outbox.add(em, to, 'teamFull', {
        teamName: current.name,
        courseTitle: current.course_title,
        courseWord: courseWord(current),
        seats: current.seats,
        teamUrl,
      });
    else
      this.outbox.add(em, to, 'teamAlmostFull', {
        teamName: current.name,
        courseTitle: current.course_title,
        courseWord: courseWord(current),
        used,
        seats: current.seats,
        teamUrl,
      });
  }

  // ---- Helpers ----

  private async managedTeam(manager: User, teamId: number) {
    const team = await this.teams.managedTeam(manager.id, teamId);
    if (!team) throw new AppError(ErrorCode.TEAM_NOT_FOUND, 'Team not found');
    return team;
  }

  /** Locks the team for a change by its manager; another user gets the same 404 as for a team that does not exist. */
  private async lockManaged(manager: User, teamId: number): Promise<LockedTeam> {
    const team = await this.teams.lockTeam(teamId);
    if (!team || team.manager_id !== manager.id) throw new AppError(ErrorCode.TEAM_NOT_FOUND, 'Team not found');
    if (team.ended_at) throw new AppError(ErrorCode.TEAM_ENDED, "This team's access to the course has ended");
    return team;
  }

  /** A live seat of the team whose holder has not started the course. */
  private async changeableSeat(team: LockedTeam, seatId: number) {
    const seat = await this.teams.seat(team.id, seatId);
    if (!seat) throw new AppError(ErrorCode.TEAM_SEAT_NOT_FOUND, 'Seat not found');
    if (seat.status === 'revoked') throw new AppError(ErrorCode.TEAM_SEAT_REVOKED, 'This seat has already been taken back');
    if (seat.started) throw new AppError(ErrorCode.TEAM_SEAT_STARTED, 'This learner has already started the course');
    return seat;
  }

  private async assertNotTaken(team: LockedTeam, emails: string[]): Promise<void> {
    const taken = await this.teams.takenEmails(team.id, emails);
    if (taken.length === 1) throw new AppError(ErrorCode.TEAM_SEAT_TAKEN, `${taken[0]} already has a seat on this team`);
    if (taken.length > 1)
      throw new AppError(ErrorCode.TEAM_SEAT_TAKEN, `These addresses already have a seat on this team: ${taken.join(', ')}`);
  }

  private async assertFree(team: LockedTeam, emails: string[]): Promise<void> {
    await this.assertNotTaken(team, emails);
    const free = Math.max(0, team.seats - (await this.teams.usedSeats(team.id)));
    if (emails.length > free)
      throw new AppError(ErrorCode.TEAM_SEATS_FULL, `Not enough free seats: ${free} left for ${addresses(emails.length)}`);
  }

  /**
   * The learner's role must see the course (as for any enrolment), or every course of the path (a path
   * they could not finish is not theirs to join); admins see every course.
   */
  private async assertMayLearn(team: LockedTeam, user: User): Promise<void> {
    if (team.path_id !== null) {
      if (team.course_deleted_at) throw new AppError(ErrorCode.PATH_NOT_FOUND, 'Path not found');
      if (await this.teams.pathVisibleTo(team.path_id, { id: user.id, role: user.role })) return;
      throw new AppError(
        ErrorCode.COURSE_ROLE_MISMATCH,
        `This learning path has courses your ${ROLE_NAMES[String(user.role) as UserRole]} account cannot open. Ask your team manager or an administrator.`,
      );
    }
    if (team.course_deleted_at) throw new AppError(ErrorCode.COURSE_NOT_FOUND, 'Course not found');
    if (user.role === 'admin' || team.access_level === 'all' || team.access_level === user.role) return;
    if (await this.teams.hasSpecificAccess(team.course_id!, user.id)) return;
    throw new AppError(
      ErrorCode.COURSE_ROLE_MISMATCH,
      `This course is for ${ROLE_NAMES[String(team.access_level) as UserRole]} members; your account is a ${ROLE_NAMES[String(user.role) as UserRole]} account.`,
    );
  }

  private async invite(em: EntityManager, team: LockedTeam, manager: User, emails: string[]): Promise<void> {
    const tokens = emails.map(() => newLinkToken());
    await this.teams.insertInvitedSeats(
      team.id,
      emails.map((email, index) => ({ email, tokenHash: hashToken(tokens[index]) })),
    );
    emails.forEach((email, index) => this.sendInvite(em, team, manager, email, tokens[index]));
  }

  private sendInvite(em: EntityManager, team: LockedTeam, manager: User, email: string, token: string): void {
    this.outbox.add(em, email, 'teamSeatInvite', {
      managerName: manager.displayName,
      teamName: team.name,
      courseTitle: team.course_title,
      courseWord: courseWord(team),
      inviteUrl: `${this.config.publicUrl}/team-invites/${token}`,
    });
  }

  /** Revokes the seats; the active ones' holders lose the access the seat gave and are told why. */
  private async revokeSeats(em: EntityManager, team: LockedTeam, seats: RevokedSeat[], reason: ResizeReason | 'manager'): Promise<void> {
    if (seats.length === 0) return;
    await this.teams.revokeSeats(seats.map((seat) => seat.id));
    const active = seats.filter((seat) => seat.status === 'active');
    await this.endAccess(em, team, active);
    for (const seat of active) this.tellHolder(em, team, seat.email, reason);
  }

  /** Ends the team enrolments of the seats' holders, except where they have another claim (another live team's seat among them). */
  private async endAccess(em: EntityManager, team: LockedTeam, seats: { user_id: number | null }[]): Promise<void> {
    const userIds = seats.map((seat) => seat.user_id).filter((id): id is number => id !== null);
    await endTeamAccess(em, { id: team.id, courseId: team.course_id, pathId: team.path_id }, userIds);
  }

  /** A redeemed seat enrols its holder in the team's course, or in every course of its path. */
  private async grantSeat(em: EntityManager, team: LockedTeam, userId: number): Promise<void> {
    if (team.path_id !== null) await activatePathAccess(em, team.path_id, [{ userId, pathPaymentId: null }], 'team');
    else await activateEnrollment(em, userId, team.course_id!, 'team');
  }

  private tellHolder(em: EntityManager, team: LockedTeam, email: string, reason: ResizeReason | 'manager' | 'ended'): void {
    this.outbox.add(em, email, 'teamSeatRevoked', {
      teamName: team.name,
      courseTitle: team.course_title,
      courseWord: courseWord(team),
      reason,
      coursesUrl: `${this.config.publicUrl}/courses`,
    });
  }

  /** Where the team's e-mails go: its manager's address (none once that account is deleted). */
  private async managerEmail(team: LockedTeam): Promise<string | null> {
    if (team.manager_id === null) return null;
    return (await this.teams.manager(team.manager_id))?.email ?? null;
  }

  private teamUrl(teamId: number): string {
    return `${this.config.publicUrl}/teams/${teamId}`;
  }
}

function seatOf(row: SeatRow): TeamSeatDto {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    learnerName: nameOf({ ...row, email: row.account_email }),
    invitedAt: iso(row.invited_at)!,
    activatedAt: iso(row.activated_at),
    revokedAt: iso(row.revoked_at),
    started: row.started,
  };
}
