import { Enrollment } from '../../src/modules/learning/entities/enrollment.entity.js';
import { TeamSeat } from '../../src/modules/teams/entities/team-seat.entity.js';
import { Team } from '../../src/modules/teams/entities/team.entity.js';
import { TeamSeatsService } from '../../src/modules/teams/team-seats.service.js';
import { TeamsModule } from '../../src/modules/teams/teams.module.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { factories, type Factories } from './factories.js';
import { createMediumApp, expectRefusal, type MediumApp } from './medium-app.js';

/**
 * What an employer's single sign-on does with a team's seats (TeamSeatsService.joinThroughSso, in the
 * sign-in's transaction): an invitation to the address is redeemed, a seat is taken just in time when
 * the connection allows it and one is free, and nothing happens otherwise.
 */
describe('seats taken through single sign-on, at the service level', () => {
  let app: MediumApp;
  let make: Factories;
  let seats: TeamSeatsService;

  beforeAll(async () => {
    app = await createMediumApp([TeamsModule]);
    make = factories(app.em);
    seats = app.get(TeamSeatsService);
  });
  afterAll(() => app.close());

  async function team(size: number, overrides: { endedAt?: Date } = {}) {
    const manager = await make.user();
    const course = await make.course();
    const em = app.em.fork();
    const created = em.create(Team, {
      name: 'Acme recruiters',
      course: course.id,
      path: null,
      purchaser: manager.id,
      manager: manager.id,
      seats: size,
      endedAt: overrides.endedAt ?? null,
      almostFullNotifiedAt: null,
      fullNotifiedAt: null,
    });
    await em.flush();
    return { team: created, course, manager };
  }

  const join = (user: User, teamId: number, jit: boolean) =>
    app.em.fork().transactional((em) => seats.joinThroughSso(em, user, teamId, jit));
  const seatsOf = (teamId: number) => app.em.fork().find(TeamSeat, { team: teamId }, { orderBy: { id: 'asc' } });
  const enrolled = (user: User, courseId: number) => app.em.fork().findOne(Enrollment, { user: user.id, course: courseId });

  it('takes a free seat just in time and enrols; a second sign-in changes nothing', async () => {
    const { team: acme, course } = await team(2);
    const ada = await make.user();
    expect(await join(ada, acme.id, true)).toBe('joined');
    expect((await seatsOf(acme.id)).map((seat) => [seat.email, seat.status, seat.user?.id])).toEqual([[ada.email, 'active', ada.id]]);
    expect((await enrolled(ada, course.id))?.source).toBe('team');
    expect(await join(ada, acme.id, true)).toBe('member');
    expect(await seatsOf(acme.id)).toHaveLength(1);
  });

  it('redeems an invitation to the address, just-in-time seats or not', async () => {
    const { team: acme, course, manager } = await team(2);
    const grace = await make.user();
    await seats.assign(manager, acme.id, [grace.email]);
    expect(await join(grace, acme.id, false)).toBe('accepted');
    expect((await seatsOf(acme.id)).map((seat) => seat.status)).toEqual(['active']);
    expect(await enrolled(grace, course.id)).not.toBeNull();
  });

  it('takes no seat without just-in-time seats or an invitation', async () => {
    const { team: acme } = await team(2);
    expect(await join(await make.user(), acme.id, false)).toBe('none');
    expect(await seatsOf(acme.id)).toHaveLength(0);
  });

  it('refuses when no seat is free, and for a team whose access ended', async () => {
    const { team: full } = await team(1);
    await join(await make.user(), full.id, true);
    await expectRefusal(join(await make.user(), full.id, true), 'TEAM_SEATS_FULL', 'Your team has no free seat: ask your manager.');
    expect(await seatsOf(full.id)).toHaveLength(1);
    const { team: ended } = await team(3, { endedAt: new Date() });
    await expectRefusal(join(await make.user(), ended.id, true), 'TEAM_ENDED', "This team's access to the course has ended");
  });
});
