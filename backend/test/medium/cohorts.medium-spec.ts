import { jest } from '@jest/globals';
import type { Course } from '../../src/modules/catalog/entities/course.entity.js';
import { CourseModule } from '../../src/modules/catalog/entities/module.entity.js';
import { CatalogService } from '../../src/modules/catalog/catalog.service.js';
import { CohortSchedule } from '../../src/modules/cohorts/cohort-schedule.service.js';
import { CohortsAdminService } from '../../src/modules/cohorts/cohorts-admin.service.js';
import { CohortsModule } from '../../src/modules/cohorts/cohorts.module.js';
import { CohortsService } from '../../src/modules/cohorts/cohorts.service.js';
import type { SessionInputDto } from '../../src/modules/cohorts/dto/cohort.dto.js';
import { Enrollment } from '../../src/modules/learning/entities/enrollment.entity.js';
import { renderMail, type MailParams } from '../../src/modules/mail/templates.js';
import { OutgoingEmail } from '../../src/modules/mail/entities/outgoing-email.entity.js';
import { ScheduledJob } from '../../src/modules/scheduler/entities/scheduled-job.entity.js';
import { ScheduledWork } from '../../src/modules/scheduler/scheduled-work.service.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import type { SignedInUser } from '../../src/modules/users/public/signed-in-user.js';
import { factories, type Factories } from './factories.js';
import { createMediumApp, expectRefusal, PUBLIC_URL, type MediumApp, type TestClock } from './medium-app.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const signedIn = (user: User): SignedInUser => ({
  id: user.id,
  role: user.role,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  createdAt: user.createdAt,
});

describe('cohorts’ scheduled work, at the service level', () => {
  let app: MediumApp;
  let make: Factories;
  let admin: CohortsAdminService;
  let cohorts: CohortsService;
  let schedule: CohortSchedule;
  let work: ScheduledWork;
  let catalog: CatalogService;
  let clock: TestClock;
  /** How far ahead of the wall clock each test runs: away from it, so the drip sweep's slots are this suite's alone (other suites arm theirs as they start), and later for each test, so time never goes back. */
  let ahead = 400 * DAY;

  /** A module's drip, as the admin's module update saves it. */
  const setDrip = (moduleId: number, unlockAfterDays: number | null) =>
    app.em.fork().nativeUpdate(CourseModule, { id: moduleId }, { unlockAfterDays });

  beforeAll(async () => {
    app = await createMediumApp([CohortsModule]);
    make = factories(app.em);
    admin = app.get(CohortsAdminService);
    cohorts = app.get(CohortsService);
    schedule = app.get(CohortSchedule);
    work = app.get(ScheduledWork);
    catalog = app.get(CatalogService);
  });
  afterAll(() => app.close());
  beforeEach(() => {
    clock = app.freezeClock();
    ahead += 60 * DAY;
    clock.advance(ahead);
  });
  afterEach(() => jest.restoreAllMocks());

  const mails = (template: 'liveSessionReminder' | 'moduleUnlocked', users: User[]) =>
    app.em
      .fork()
      .find(
        OutgoingEmail,
        { template, recipient: { $in: users.map((user) => user.email) }, queue: app.config.redis.queuePrefix },
        { orderBy: { id: 'asc' } },
      );
  const reminderJobs = (sessionId: number) =>
    app.em.fork().find(ScheduledJob, { key: { $like: `live-session:${sessionId}:%` }, doneAt: null }, { orderBy: { runAt: 'asc' } });
  const at = (ms: number) => new Date(ms);

  /** Sets the clock to `instant` (never backwards) and runs the work due then. */
  async function runAt(instant: Date): Promise<void> {
    const ahead = instant.getTime() - clock.now().getTime();
    if (ahead < 0) throw new Error('The clock only moves forwards');
    clock.advance(ahead);
    await work.runDue();
  }

  /** An enrolled learner (enrolled at `enrolledAt`, the clock's now unless given). */
  async function learner(of: Course, enrolledAt = clock.now(), status: 'active' | 'revoked' = 'active'): Promise<User> {
    const user = await make.user();
    await make.enrollment(user, of, { status });
    await app.em.fork().nativeUpdate(Enrollment, { user: user.id, course: of.id }, { enrolledAt });
    return user;
  }

  function sessionInput(startsAt: Date, fields: Partial<SessionInputDto> = {}): SessionInputDto {
    return {
      title: 'Live role-play',
      startsAt: startsAt.toISOString(),
      timeZone: 'Europe/London',
      durationMinutes: 60,
      joinUrl: 'https://zoom.us/j/123456789',
      ...fields,
    } as SessionInputDto;
  }

  /** A course with a cohort that started yesterday, two members, an enrolled learner outside it and a member who lost the course. */
  async function cohortWithMembers() {
    const course = await make.course({ title: 'Structured Interviewing' });
    const cohort = await admin.create(
      { courseId: course.id },
      {
        title: 'Spring cohort',
        startsAt: at(clock.now().getTime() - DAY).toISOString(),
        endsAt: at(clock.now().getTime() + 60 * DAY).toISOString(),
      },
    );
    const members = [await learner(course), await learner(course)];
    for (const member of members) await cohorts.join(signedIn(member), cohort.id);
    const outsider = await learner(course);
    const lapsed = await learner(course);
    await cohorts.join(signedIn(lapsed), cohort.id);
    await app.em.fork().nativeUpdate(Enrollment, { user: lapsed.id, course: course.id }, { status: 'revoked' });
    return { course, cohort, members, others: [outsider, lapsed] };
  }

  describe('live session reminders', () => {
    it('go to each member 24 hours and 1 hour before, once each', async () => {
      const { cohort, members, others } = await cohortWithMembers();
      const startsAt = at(clock.now().getTime() + 3 * DAY);
      const session = await admin.createSession(cohort.id, sessionInput(startsAt, { title: 'Kick-off' }));
      expect((await reminderJobs(session.id)).map((job) => [job.key, job.runAt.toISOString(), job.queue])).toEqual([
        [`live-session:${session.id}:24h`, at(startsAt.getTime() - 24 * HOUR).toISOString(), app.config.redis.queuePrefix],
        [`live-session:${session.id}:1h`, at(startsAt.getTime() - HOUR).toISOString(), app.config.redis.queuePrefix],
      ]);

      await runAt(at(startsAt.getTime() - 25 * HOUR));
      expect(await mails('liveSessionReminder', [...members, ...others])).toEqual([]);

      await runAt(at(startsAt.getTime() - 24 * HOUR + MINUTE));
      const first = await mails('liveSessionReminder', [...members, ...others]);
      expect(first.map((mail) => mail.recipient).sort()).toEqual(members.map((member) => member.email).sort());
      expect(first[0].subject).toBe('Starts in 24 hours: Kick-off');
      expect(first[0].params).toMatchObject({
        sessionTitle: 'Kick-off',
        courseTitle: 'Structured Interviewing',
        startsIn: 'in 24 hours',
        sessionUrl: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/courses/\\d+/learn#live-sessions$`)),
      });
      await work.runDue();
      await runAt(at(startsAt.getTime() - 2 * HOUR));
      expect(await mails('liveSessionReminder', [...members, ...others])).toHaveLength(2);

      await runAt(at(startsAt.getTime() - HOUR));
      await work.runDue();
      const all = await mails('liveSessionReminder', [...members, ...others]);
      expect(all.map((mail) => mail.subject)).toEqual([
        'Starts in 24 hours: Kick-off',
        'Starts in 24 hours: Kick-off',
        'Starts in 1 hour: Kick-off',
        'Starts in 1 hour: Kick-off',
      ]);
      expect(await reminderJobs(session.id)).toEqual([]);
      await runAt(at(startsAt.getTime() + DAY));
      expect(await mails('liveSessionReminder', [...members, ...others])).toHaveLength(4);
    });

    it('move with the session, and the reminder for the old time is not sent', async () => {
      const { cohort, members } = await cohortWithMembers();
      const first = at(clock.now().getTime() + 3 * DAY);
      const session = await admin.createSession(cohort.id, sessionInput(first));
      const moved = at(first.getTime() + 2 * DAY);
      await admin.updateSession(session.id, sessionInput(moved, { title: 'Live role-play (moved)' }));
      expect((await reminderJobs(session.id)).map((job) => job.runAt.toISOString())).toEqual([
        at(moved.getTime() - 24 * HOUR).toISOString(),
        at(moved.getTime() - HOUR).toISOString(),
      ]);

      await runAt(at(first.getTime() - 24 * HOUR + MINUTE));
      await runAt(at(first.getTime() - HOUR + MINUTE));
      expect(await mails('liveSessionReminder', members)).toEqual([]);

      await runAt(at(moved.getTime() - 24 * HOUR + MINUTE));
      const sent = await mails('liveSessionReminder', members);
      expect(sent).toHaveLength(2);
      expect(sent[0].subject).toBe('Starts in 24 hours: Live role-play (moved)');
    });

    it('are not sent for a start the session no longer has, even when the job was already due', async () => {
      const { cohort, members } = await cohortWithMembers();
      const startsAt = at(clock.now().getTime() + 3 * DAY);
      const session = await admin.createSession(cohort.id, sessionInput(startsAt));
      // Moved behind the scheduler's back (a job already on the queue carries the old start).
      await app.em
        .fork()
        .getConnection()
        .execute("update live_sessions set starts_at = starts_at + interval '1 hour' where id = ?", [session.id]);
      await runAt(at(startsAt.getTime() - 24 * HOUR + MINUTE));
      expect(await mails('liveSessionReminder', members)).toEqual([]);
    });

    it('come only 1 hour before a session scheduled 2 hours ahead', async () => {
      const { cohort, members } = await cohortWithMembers();
      const startsAt = at(clock.now().getTime() + 2 * HOUR);
      const session = await admin.createSession(cohort.id, sessionInput(startsAt));
      expect((await reminderJobs(session.id)).map((job) => job.key)).toEqual([`live-session:${session.id}:1h`]);
      await runAt(at(startsAt.getTime() - HOUR + MINUTE));
      const sent = await mails('liveSessionReminder', members);
      expect(sent.map((mail) => (mail.params as { startsIn: string }).startsIn)).toEqual(['in 1 hour', 'in 1 hour']);
    });

    it('are cancelled with the session, and with its cohort', async () => {
      const { cohort, members } = await cohortWithMembers();
      const startsAt = at(clock.now().getTime() + 3 * DAY);
      const cancelled = await admin.createSession(cohort.id, sessionInput(startsAt));
      await admin.removeSession(cancelled.id);
      expect(await reminderJobs(cancelled.id)).toEqual([]);
      const withCohort = await admin.createSession(cohort.id, sessionInput(startsAt));
      await admin.remove(cohort.id);
      expect(await reminderJobs(withCohort.id)).toEqual([]);
      await runAt(at(startsAt.getTime() - 24 * HOUR + MINUTE));
      await runAt(at(startsAt.getTime() - HOUR + MINUTE));
      expect(await mails('liveSessionReminder', members)).toEqual([]);
    });
  });

  describe('drip unlock e-mails', () => {
    /** A course whose second module opens 3 days after a learner's start, and third after 10. */
    async function dripCourse() {
      const course = await make.course({ title: 'Sourcing' });
      const modules = [
        await make.module(course, { title: 'Basics', order: 0 }),
        await make.module(course, { title: 'Boolean strings', order: 1 }),
        await make.module(course, { title: 'X-ray searches', order: 2 }),
      ];
      await setDrip(modules[1].id, 3);
      await setDrip(modules[2].id, 10);
      return { course, modules };
    }

    it('tell each learner once that a module opened, counting from their cohort’s start, never admins or learners without the course', async () => {
      const t0 = clock.now();
      // The sweep this suite runs (the application's own was armed at the wall clock's time).
      await schedule.onApplicationBootstrap();
      const { course, modules } = await dripCourse();
      const early = await learner(course, t0);
      const inCohort = await learner(course, at(t0.getTime() - 30 * DAY));
      const cohort = await admin.create(
        { courseId: course.id },
        {
          title: 'Next week',
          startsAt: at(t0.getTime() + DAY).toISOString(),
          endsAt: at(t0.getTime() + 90 * DAY).toISOString(),
        },
      );
      await cohorts.join(signedIn(inCohort), cohort.id);
      const adminUser = await make.user({ role: 'admin' });
      await make.enrollment(adminUser, course);
      await app.em.fork().nativeUpdate(Enrollment, { user: adminUser.id, course: course.id }, { enrolledAt: t0 });
      const revoked = await learner(course, t0, 'revoked');
      const everyone = [early, inCohort, adminUser, revoked];
      const told = async () =>
        (await mails('moduleUnlocked', everyone)).map((mail) => [mail.recipient, (mail.params as { moduleTitle: string }).moduleTitle]);

      await runAt(at(t0.getTime() + 2 * DAY));
      expect(await told()).toEqual([]);

      await runAt(at(t0.getTime() + 3 * DAY + 20 * MINUTE));
      expect(await told()).toEqual([[early.email, 'Boolean strings']]);
      const [mail] = await mails('moduleUnlocked', [early]);
      expect(mail.subject).toBe('Now open: Boolean strings');
      expect(mail.params).toMatchObject({ courseTitle: 'Sourcing', learnUrl: `${PUBLIC_URL}/courses/${course.id}/learn` });

      // Later sweeps, and one that looks back its whole catch-up window (a restarted deployment), tell nobody again.
      await runAt(at(t0.getTime() + 3 * DAY + 40 * MINUTE));
      await schedule.onApplicationBootstrap();
      await runAt(at(t0.getTime() + 3 * DAY + 60 * MINUTE));
      expect(await told()).toEqual([[early.email, 'Boolean strings']]);

      // The cohort started a day after t0: its member hears a day later.
      await runAt(at(t0.getTime() + 4 * DAY + 20 * MINUTE));
      expect(await told()).toEqual([
        [early.email, 'Boolean strings'],
        [inCohort.email, 'Boolean strings'],
      ]);
      await runAt(at(t0.getTime() + 10 * DAY + 20 * MINUTE));
      await runAt(at(t0.getTime() + 11 * DAY + 20 * MINUTE));
      await work.runDue();
      expect(await told()).toEqual([
        [early.email, 'Boolean strings'],
        [inCohort.email, 'Boolean strings'],
        [early.email, 'X-ray searches'],
        [inCohort.email, 'X-ray searches'],
      ]);
      expect(modules).toHaveLength(3);
    });

    it('keeps one sweep scheduled, each sweep arming the next', async () => {
      await schedule.onApplicationBootstrap();
      await schedule.onApplicationBootstrap();
      const pending = () =>
        app.em
          .fork()
          .find(ScheduledJob, { kind: 'drip-unlocks', doneAt: null, queue: app.config.redis.queuePrefix, runAt: { $gt: clock.now() } });
      expect(await pending()).toHaveLength(1);
      await runAt(at(clock.now().getTime() + 16 * MINUTE));
      const [next] = await pending();
      expect(next.runAt.getTime() - clock.now().getTime()).toBeLessThanOrEqual(15 * MINUTE);
      expect(next.payload).toEqual({ since: expect.any(String) });
      expect(await pending()).toHaveLength(1);
    });
  });

  it('opens a drip module whole days of 24 hours after the start, whatever time zone the database session is in', async () => {
    // Seven days from 7 March at noon UTC always cross the start of daylight saving time in New York
    // (the second Sunday of March): an interval of calendar days in that zone would be an hour short.
    const start = new Date(Date.UTC(clock.now().getUTCFullYear() + 1, 2, 7, 12));
    const course = await make.course();
    const chapter = await make.module(course);
    const lesson = await make.lesson(chapter);
    await setDrip(chapter.id, 7);
    const user = await learner(course, start);
    const lessonIn = (timeZone: string) =>
      app.em.fork().transactional(async (em) => {
        await em.execute(`set local timezone = '${timeZone}'`);
        return catalog.lesson({ id: user.id, role: user.role }, lesson.id);
      });
    const expected = new Date(start.getTime() + 7 * DAY).toISOString();
    expect((await lessonIn('America/New_York')).unlocksAt).toBe(expected);
    expect((await lessonIn('UTC')).unlocksAt).toBe(expected);
    expect((await lessonIn('Europe/London')).unlocksAt).toBe(expected);
  });

  it('lets an admin join a cohort without enrolling, as its course list says', async () => {
    const course = await make.course();
    const cohort = await admin.create(
      { courseId: course.id },
      {
        title: 'Admins welcome',
        startsAt: clock.now().toISOString(),
        endsAt: new Date(clock.now().getTime() + 30 * DAY).toISOString(),
      },
    );
    const someone = await make.user({ role: 'admin' });
    expect((await cohorts.courseCohorts(signedIn(someone), course.id)).canJoin).toBe(true);
    expect(await cohorts.join(signedIn(someone), cohort.id)).toMatchObject({ id: cohort.id, isMember: true, memberCount: 1 });
    const outsider = await make.user();
    expect((await cohorts.courseCohorts(signedIn(outsider), course.id)).canJoin).toBe(false);
    await expectRefusal(
      cohorts.join(signedIn(outsider), cohort.id),
      'COHORT_NOT_ENROLLED',
      'Enroll in this course to join one of its cohorts.',
    );
  });

  describe('cohorts of a learning path', () => {
    /** A path of two courses, each with a second module opening 5 days after the learner's start. */
    async function dripPath() {
      const courses = [await make.course({ title: 'Sourcing' }), await make.course({ title: 'Closing' })];
      const lessons = [];
      for (const course of courses) {
        await make.module(course, { title: 'Basics', order: 0 });
        const later = await make.module(course, { title: 'Advanced', order: 1 });
        await setDrip(later.id, 5);
        lessons.push(await make.lesson(later));
      }
      const path = await make.path(courses, { title: 'Recruiting Practitioner' });
      return { courses, lessons, path };
    }
    const pathCohort = (pathId: number, startsAt: Date, title = 'Spring run') =>
      admin.create({ pathId }, { title, startsAt: startsAt.toISOString(), endsAt: at(startsAt.getTime() + 90 * DAY).toISOString() });

    it('are joined by learners holding one of the path’s courses, one cohort per path', async () => {
      const { courses, path } = await dripPath();
      const now = clock.now().getTime();
      const spring = await pathCohort(path.id, at(now + DAY));
      const autumn = await pathCohort(path.id, at(now + 100 * DAY), 'Autumn run');
      expect(spring).toMatchObject({ courseId: null, pathId: path.id, memberCount: 0 });
      expect((await admin.list({ pathId: path.id })).map((cohort) => cohort.title)).toEqual(['Autumn run', 'Spring run']);
      expect(await admin.list({ courseId: courses[0].id })).toEqual([]);

      const outsider = await make.user();
      expect(await cohorts.pathCohorts(signedIn(outsider), path.slug)).toMatchObject({ canJoin: false });
      await expectRefusal(
        cohorts.join(signedIn(outsider), spring.id),
        'COHORT_NOT_ENROLLED',
        "Enroll in this path's courses to join one of its cohorts.",
      );

      // The second course is enough: a learner may start a path anywhere.
      const member = await learner(courses[1]);
      expect((await cohorts.pathCohorts(signedIn(member), path.slug)).canJoin).toBe(true);
      expect(await cohorts.join(signedIn(member), spring.id)).toMatchObject({
        id: spring.id,
        pathId: path.id,
        isMember: true,
        memberCount: 1,
      });
      await expectRefusal(
        cohorts.join(signedIn(member), autumn.id),
        'IN_ANOTHER_COHORT',
        'You are already in another cohort of this path. Leave it first.',
      );
      // A cohort of one of the path's courses is a membership of its own.
      const courseCohort = await admin.create(
        { courseId: courses[1].id },
        { title: 'Course run', startsAt: at(now).toISOString(), endsAt: at(now + 30 * DAY).toISOString() },
      );
      await cohorts.join(signedIn(member), courseCohort.id);
      expect((await cohorts.pathCohorts(signedIn(member), path.slug)).cohorts.filter((cohort) => cohort.isMember)).toHaveLength(1);
      await cohorts.leave(signedIn(member), spring.id);
      await cohorts.join(signedIn(member), autumn.id);
      expect((await cohorts.pathCohorts(signedIn(member), path.slug)).cohorts.map((cohort) => [cohort.title, cohort.isMember])).toEqual([
        ['Spring run', false],
        ['Autumn run', true],
      ]);
      await expectRefusal(cohorts.pathCohorts(signedIn(member), 'no-such-path'), 'PATH_NOT_FOUND', 'Path not found');
    });

    it('start the drip of every course of the path, a course’s own cohort coming first', async () => {
      const { courses, lessons, path } = await dripPath();
      const now = clock.now().getTime();
      const member = await learner(courses[0], at(now - 30 * DAY));
      await make.enrollment(member, courses[1]);
      await app.em.fork().nativeUpdate(Enrollment, { user: member.id, course: courses[1].id }, { enrolledAt: at(now - 30 * DAY) });
      const unlocksAt = async (index: number) => (await catalog.lesson(signedIn(member), lessons[index].id)).unlocksAt;
      expect([await unlocksAt(0), await unlocksAt(1)]).toEqual([null, null]);

      const tomorrow = at(now + DAY);
      const cohort = await pathCohort(path.id, tomorrow);
      await cohorts.join(signedIn(member), cohort.id);
      const opens = at(tomorrow.getTime() + 5 * DAY).toISOString();
      expect([await unlocksAt(0), await unlocksAt(1)]).toEqual([opens, opens]);

      const courseCohort = await admin.create(
        { courseId: courses[0].id },
        { title: 'Started', startsAt: at(now - 10 * DAY).toISOString(), endsAt: at(now + 30 * DAY).toISOString() },
      );
      await cohorts.join(signedIn(member), courseCohort.id);
      expect([await unlocksAt(0), await unlocksAt(1)]).toEqual([null, opens]);

      // The drip sweep counts from the same start: the second course's module opens for them with the path's cohort.
      await schedule.onApplicationBootstrap();
      await runAt(at(tomorrow.getTime() + 5 * DAY + 20 * MINUTE));
      const told = await mails('moduleUnlocked', [member]);
      expect(told.map((mail) => (mail.params as { courseTitle: string }).courseTitle)).toEqual(['Closing']);
    });

    it('have sessions their members see and are reminded of, on the path’s page', async () => {
      const { courses, path } = await dripPath();
      const now = clock.now().getTime();
      const cohort = await pathCohort(path.id, at(now));
      const member = await learner(courses[0]);
      const lapsed = await learner(courses[1]);
      const outsider = await learner(courses[1]);
      await cohorts.join(signedIn(member), cohort.id);
      await cohorts.join(signedIn(lapsed), cohort.id);
      await app.em.fork().nativeUpdate(Enrollment, { user: lapsed.id }, { status: 'revoked' });
      const startsAt = at(now + 3 * DAY);
      const session = await admin.createSession(cohort.id, sessionInput(startsAt, { title: 'Path kick-off' }));
      expect(session).toMatchObject({ courseId: null, courseTitle: null, pathSlug: path.slug, pathTitle: 'Recruiting Practitioner' });

      expect((await cohorts.pathSessions(signedIn(member), path.slug)).map((item) => item.title)).toEqual(['Path kick-off']);
      expect(await cohorts.pathSessions(signedIn(outsider), path.slug)).toEqual([]);
      expect(await cohorts.pathSessions(signedIn(lapsed), path.slug)).toEqual([]);
      expect(await cohorts.courseSessions(signedIn(member), courses[0].id)).toEqual([]);
      expect((await cohorts.upcomingSessions(signedIn(member))).map((item) => [item.title, item.pathSlug])).toEqual([
        ['Path kick-off', path.slug],
      ]);
      await expectRefusal(
        cohorts.joinSession(signedIn(outsider), session.id),
        'SESSION_NOT_MEMBER',
        'This session is for the members of its cohort: join the cohort to take part.',
      );

      await runAt(at(startsAt.getTime() - 24 * HOUR + MINUTE));
      const reminders = await mails('liveSessionReminder', [member, lapsed, outsider]);
      expect(reminders.map((mail) => mail.recipient)).toEqual([member.email]);
      expect(reminders[0].params).toMatchObject({
        courseTitle: 'Recruiting Practitioner',
        courseWord: 'learning path',
        sessionUrl: `${PUBLIC_URL}/paths/${path.slug}#live-sessions`,
      });
      expect(renderMail('liveSessionReminder', member.email, reminders[0].params as MailParams<'liveSessionReminder'>).text).toContain(
        'for the learning path "Recruiting Practitioner"',
      );
    });
  });
});
