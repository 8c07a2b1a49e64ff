import { EntityManager } from '@mikro-orm/postgresql';
import ICAL from 'ical.js';
import type { Response } from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import type { Course } from '../../src/modules/catalog/entities/course.entity.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { signedInAgent } from '../support/accounts.js';
import { createCourse, enroll, type CreatedCourse } from '../support/catalog.js';
import { createTeam } from '../support/teams.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const PUBLIC_URL = 'http://academy.test';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** What attending a session earns in these tests: 1.5 SHRM PDCs and 1 CPD hour. */
const SESSION_CREDITS = { shrm: { hundredths: 150, activityId: null }, hrci: null, cpd: { hundredths: 100, bodyName: 'CIPD' } };

interface Member {
  agent: TestAgent;
  user: User;
}

const iso = (at: number | Date) => new Date(at).toISOString();
const fromNow = (ms: number) => iso(Date.now() + ms);

/** The events of an iCalendar text, as ical.js reads them. */
function eventsOf(text: string): ICAL.Event[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A request by method name, with a JSON body (empty unless given). */
function send(agent: TestAgent, method: Method, path: string, body: object = {}) {
  return agent[method](path).send(body);
}

/** A supertest answer's body as text (text/calendar is not parsed by supertest). */
function textOf(response: Response): string {
  return typeof response.text === 'string' && response.text.length > 0
    ? response.text
    : Buffer.from(response.body as Buffer).toString('utf8');
}

describe('cohorts, drip modules and live sessions over HTTP', () => {
  let testApp: TestApp;
  let admin: Member;

  const sql = <T>(query: string, params: unknown[] = []) =>
    testApp.app.get(EntityManager).fork().getConnection().execute<T[]>(query, params);

  beforeAll(async () => {
    testApp = await createTestApp({ PUBLIC_URL });
    admin = await signedInAgent(testApp, 'admin');
  });
  afterAll(() => testApp.close());

  async function learnerIn(course: Course): Promise<Member> {
    const learner = await signedInAgent(testApp);
    await enroll(testApp, learner.user, course);
    return learner;
  }

  async function cohortOf(
    course: Course,
    fields: Partial<{ title: string; startsAt: string; endsAt: string; capacity: number | null }> = {},
  ) {
    const answer = await admin.agent
      .post(`/api/admin/courses/${course.id}/cohorts`)
      .send({ title: 'March cohort', startsAt: fromNow(-DAY), endsAt: fromNow(60 * DAY), ...fields })
      .expect(201);
    return answer.body as { id: number; courseId: number; capacity: number | null; memberCount: number; placesLeft: number | null };
  }

  function sessionInput(fields: Record<string, unknown> = {}) {
    return {
      title: 'Live role-play: the intake meeting',
      startsAt: fromNow(3 * DAY),
      timeZone: 'Europe/London',
      durationMinutes: 60,
      joinUrl: 'https://meet.google.com/abc-defg-hij',
      ...fields,
    };
  }

  async function sessionOf(cohortId: number, fields: Record<string, unknown> = {}) {
    const answer = await admin.agent.post(`/api/admin/cohorts/${cohortId}/sessions`).send(sessionInput(fields)).expect(201);
    return answer.body as { id: number; startsAt: string; joinUrl: string; cohortId: number };
  }

  async function join(member: Member, cohortId: number): Promise<void> {
    await member.agent.post(`/api/cohorts/${cohortId}/join`).expect(200);
  }

  /**
   * Sends `request` while another transaction holds the cohort's row, and lets that transaction (which
   * adds `newcomer` to the cohort, as a concurrent join does) commit only once the request waits for the row.
   */
  async function racingAJoin(cohortId: number, courseId: number, newcomer: User, request: () => Promise<Response>): Promise<Response> {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked: (pid: number) => void = () => undefined;
    const lockTaken = new Promise<number>((resolve) => (locked = resolve));
    const other = testApp.app
      .get(EntityManager)
      .fork()
      .transactional(async (em) => {
        const [{ pid }] = await em.execute<{ pid: number }[]>('select pg_backend_pid() as pid from cohorts where id = ? for update', [
          cohortId,
        ]);
        locked(pid);
        await released;
        await em.execute('insert into cohort_members (cohort_id, course_id, user_id, joined_at) values (?, ?, ?, now())', [
          cohortId,
          courseId,
          newcomer.id,
        ]);
      });
    const holder = await lockTaken;
    const answer = request();
    for (;;) {
      const [{ waiting }] = await sql<{ waiting: number }>(
        'select count(*)::int as waiting from pg_stat_activity where ? = any(pg_blocking_pids(pid))',
        [holder],
      );
      if (waiting > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    release();
    await other;
    return answer;
  }

  describe('admin routes', () => {
    it('refuse learners (403) and visitors (401)', async () => {
      const { course } = await createCourse(testApp);
      const cohort = await cohortOf(course);
      const session = await sessionOf(cohort.id);
      const learner = await learnerIn(course);
      const calls: [Method, string, object?][] = [
        ['get', `/api/admin/courses/${course.id}/cohorts`],
        ['post', `/api/admin/courses/${course.id}/cohorts`, { title: 'x', startsAt: fromNow(0), endsAt: fromNow(DAY) }],
        ['get', `/api/admin/cohorts/${cohort.id}`],
        ['patch', `/api/admin/cohorts/${cohort.id}`, { title: 'x', startsAt: fromNow(0), endsAt: fromNow(DAY) }],
        ['delete', `/api/admin/cohorts/${cohort.id}`],
        ['delete', `/api/admin/cohorts/${cohort.id}/members/${learner.user.id}`],
        ['post', `/api/admin/cohorts/${cohort.id}/sessions`, sessionInput()],
        ['put', `/api/admin/sessions/${session.id}`, sessionInput()],
        ['delete', `/api/admin/sessions/${session.id}`],
        ['get', `/api/admin/sessions/${session.id}/attendance`],
        ['put', `/api/admin/sessions/${session.id}/attendance/${learner.user.id}`, { attended: true }],
        ['patch', `/api/modules/1`, { unlockAfterDays: 7 }],
      ];
      for (const [method, path, body] of calls) {
        const refused = await send(learner.agent, method, path, body).expect(403);
        expect(refused.body.code).toBe('FORBIDDEN');
        await send(testApp.http(), method, path, body).expect(401);
      }
      // Nothing changed.
      await admin.agent.get(`/api/admin/cohorts/${cohort.id}`).expect(200);
      await admin.agent.get(`/api/admin/sessions/${session.id}/attendance`).expect(200);
    });

    it('refuse invalid input with readable messages', async () => {
      const { course, modules } = await createCourse(testApp);
      const cohort = await cohortOf(course);
      const create = (body: object) => admin.agent.post(`/api/admin/courses/${course.id}/cohorts`).send(body);
      const good = { title: 'April cohort', startsAt: '2027-04-01T09:00:00Z', endsAt: '2027-05-31T17:00:00Z' };

      const badDate = await create({ ...good, startsAt: 'next Monday', endsAt: '2027-02-30T09:00:00Z' }).expect(400);
      expect(badDate.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: ['Start must be a date and time such as 2027-03-01T09:00:00Z', 'End must be a date and time such as 2027-03-01T09:00:00Z'],
      });
      const backwards = await create({ ...good, endsAt: '2027-03-31T09:00:00Z' }).expect(400);
      expect(backwards.body).toMatchObject({ code: 'COHORT_DATES_INVALID', message: "The cohort's end must be after its start." });
      await create({ ...good, endsAt: good.startsAt }).expect(400);
      const patched = await admin.agent
        .patch(`/api/admin/cohorts/${cohort.id}`)
        .send({ ...good, endsAt: '2027-01-01T00:00:00Z' })
        .expect(400);
      expect(patched.body.code).toBe('COHORT_DATES_INVALID');
      const capacity = await create({ ...good, capacity: 0 }).expect(400);
      expect(capacity.body.message).toEqual(['Capacity must be a whole number from 1 to 10000, or empty for no limit']);
      const title = await create({ ...good, title: '   ' }).expect(400);
      expect(title.body.message).toEqual(['Please give the cohort a name of at most 120 characters']);
      await create({ ...good, unknown: 1 }).expect(400);

      const schedule = (fields: Record<string, unknown>) =>
        admin.agent.post(`/api/admin/cohorts/${cohort.id}/sessions`).send(sessionInput(fields));
      const zone = await schedule({ timeZone: 'Mars/Olympus_Mons' }).expect(400);
      expect(zone.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: ['Time zone must be a time zone name such as Europe/London or America/New_York'],
      });
      for (const joinUrl of [
        'javascript:alert(1)',
        'JavaScript:alert(document.cookie)',
        'data:text/html,<b>x</b>',
        'meet.google.com/abc',
        '',
      ]) {
        const link = await schedule({ joinUrl }).expect(400);
        expect(link.body.message).toEqual(['Join link must be a web address starting with https:// or http://']);
      }
      const recording = await schedule({ recordingUrl: 'javascript:alert(1)' }).expect(400);
      expect(recording.body.message).toEqual(['Recording link must be a web address starting with https:// or http://, or empty']);
      for (const durationMinutes of [4, 721, 30.5, '60', null]) {
        const duration = await schedule({ durationMinutes }).expect(400);
        expect(duration.body.message).toEqual(['Duration must be from 5 to 720 minutes']);
      }
      const start = await schedule({ startsAt: '3 March 2027, 5 pm' }).expect(400);
      expect(start.body.message).toEqual(['Start must be a date and time such as 2027-03-01T09:00:00Z']);
      const missing = await admin.agent.post(`/api/admin/cohorts/${cohort.id}/sessions`).send({}).expect(400);
      expect(missing.body.message).toEqual(
        expect.arrayContaining([
          'Please give the session a title of at most 200 characters',
          'Time zone must be a time zone name such as Europe/London or America/New_York',
        ]),
      );
      // Nothing was scheduled.
      expect((await admin.agent.get(`/api/admin/cohorts/${cohort.id}`).expect(200)).body.sessions).toEqual([]);

      const drip = (body: object) => admin.agent.patch(`/api/modules/${modules[0].id}`).send(body);
      for (const unlockAfterDays of [0, 366, '7', 1.5, -1]) {
        const refused = await drip({ unlockAfterDays }).expect(400);
        expect(refused.body).toMatchObject({
          code: 'VALIDATION_FAILED',
          message: ['Unlock after must be a whole number of days from 1 to 365, or empty'],
        });
      }
      expect((await drip({ unlockAfterDays: 365 }).expect(200)).body.unlockAfterDays).toBe(365);
      // Leaving the field out leaves the drip as it is.
      expect((await drip({}).expect(200)).body.unlockAfterDays).toBe(365);
      expect((await drip({ unlockAfterDays: null }).expect(200)).body.unlockAfterDays).toBeNull();
      const noModule = await admin.agent.patch('/api/modules/2147483647').send({ unlockAfterDays: 3 }).expect(404);
      expect(noModule.body.code).toBe('MODULE_NOT_FOUND');
      await admin.agent.patch('/api/modules/0').send({ unlockAfterDays: 3 }).expect(404);
    });

    it('report 404 for what does not exist', async () => {
      const missing: [Method, string, string, object?][] = [
        ['get', '/api/admin/courses/2147483647/cohorts', 'COURSE_NOT_FOUND'],
        ['get', '/api/admin/cohorts/2147483647', 'COHORT_NOT_FOUND'],
        ['patch', '/api/admin/cohorts/2147483647', 'COHORT_NOT_FOUND', { title: 'x', startsAt: fromNow(0), endsAt: fromNow(DAY) }],
        ['post', '/api/admin/cohorts/2147483647/sessions', 'COHORT_NOT_FOUND', sessionInput()],
        ['put', '/api/admin/sessions/2147483647', 'SESSION_NOT_FOUND', sessionInput()],
        ['get', '/api/admin/sessions/2147483647/attendance', 'SESSION_NOT_FOUND'],
        ['put', '/api/admin/sessions/2147483647/attendance/1', 'SESSION_NOT_FOUND', { attended: true }],
        ['get', '/api/admin/cohorts/abc', 'COHORT_NOT_FOUND'],
      ];
      for (const [method, path, code, body] of missing) {
        const answer = await send(admin.agent, method, path, body).expect(404);
        expect(answer.body.code).toBe(code);
      }
      await admin.agent.delete('/api/admin/cohorts/2147483647').expect(204);
      await admin.agent.delete('/api/admin/sessions/2147483647').expect(204);
    });
  });

  describe('joining a cohort', () => {
    it('needs the course: a learner not enrolled is refused, an enrolled one joins and leaves', async () => {
      const { course } = await createCourse(testApp);
      const cohort = await cohortOf(course, { capacity: 10 });
      const outsider = await signedInAgent(testApp);
      const refused = await outsider.agent.post(`/api/cohorts/${cohort.id}/join`).expect(403);
      expect(refused.body).toMatchObject({ code: 'COHORT_NOT_ENROLLED', message: 'Enroll in this course to join one of its cohorts.' });
      expect((await outsider.agent.get(`/api/courses/${course.id}/cohorts`).expect(200)).body).toMatchObject({ canJoin: false });
      await testApp.http().post(`/api/cohorts/${cohort.id}/join`).expect(401);

      const learner = await learnerIn(course);
      const listed = await learner.agent.get(`/api/courses/${course.id}/cohorts`).expect(200);
      expect(listed.body).toEqual({
        canJoin: true,
        cohorts: [expect.objectContaining({ id: cohort.id, isMember: false, placedByTeam: false, memberCount: 0, placesLeft: 10 })],
      });
      const joined = await learner.agent.post(`/api/cohorts/${cohort.id}/join`).expect(200);
      expect(joined.body).toMatchObject({ id: cohort.id, isMember: true, memberCount: 1, placesLeft: 9 });
      // Joining again is not an error, and takes no second place.
      await learner.agent.post(`/api/cohorts/${cohort.id}/join`).expect(200);
      expect((await admin.agent.get(`/api/admin/cohorts/${cohort.id}`).expect(200)).body.members).toEqual([
        expect.objectContaining({ userId: learner.user.id, email: learner.user.email }),
      ]);

      await learner.agent.delete(`/api/cohorts/${cohort.id}/membership`).expect(204);
      await learner.agent.delete(`/api/cohorts/${cohort.id}/membership`).expect(204);
      expect((await learner.agent.get(`/api/courses/${course.id}/cohorts`).expect(200)).body.cohorts[0]).toMatchObject({
        isMember: false,
        memberCount: 0,
      });

      const hidden = await createCourse(testApp, { accessLevel: 'recruitpro' });
      const hiddenCohort = await cohortOf(hidden.course);
      expect((await learner.agent.post(`/api/cohorts/${hiddenCohort.id}/join`).expect(404)).body.code).toBe('COHORT_NOT_FOUND');
      expect((await learner.agent.get(`/api/courses/${hidden.course.id}/cohorts`).expect(404)).body.code).toBe('COURSE_NOT_FOUND');
      expect((await learner.agent.post('/api/cohorts/2147483647/join').expect(404)).body.code).toBe('COHORT_NOT_FOUND');
    });

    it('keeps to one cohort per course, and refuses an ended one', async () => {
      const { course } = await createCourse(testApp);
      const [first, second] = [await cohortOf(course, { title: 'A' }), await cohortOf(course, { title: 'B' })];
      const ended = await cohortOf(course, { title: 'Old', startsAt: fromNow(-60 * DAY), endsAt: fromNow(-DAY) });
      const learner = await learnerIn(course);
      const endedAnswer = await learner.agent.post(`/api/cohorts/${ended.id}/join`).expect(409);
      expect(endedAnswer.body).toMatchObject({ code: 'COHORT_ENDED', message: 'This cohort has ended.' });
      // An ended cohort is not offered.
      const offered = (await learner.agent.get(`/api/courses/${course.id}/cohorts`).expect(200)).body.cohorts.map(
        (cohort: { id: number }) => cohort.id,
      );
      expect(offered).toEqual(expect.arrayContaining([first.id, second.id]));
      expect(offered).not.toContain(ended.id);

      await join(learner, first.id);
      const other = await learner.agent.post(`/api/cohorts/${second.id}/join`).expect(409);
      expect(other.body).toMatchObject({
        code: 'IN_ANOTHER_COHORT',
        message: 'You are already in another cohort of this course. Leave it first.',
      });
      await learner.agent.delete(`/api/cohorts/${first.id}/membership`).expect(204);
      await join(learner, second.id);
    });

    it('holds the capacity: a full cohort refuses, and of concurrent joins for the last place only one wins', async () => {
      const { course } = await createCourse(testApp);
      const cohort = await cohortOf(course, { capacity: 2 });
      await join(await learnerIn(course), cohort.id);
      const racers = await Promise.all(Array.from({ length: 6 }, () => learnerIn(course)));
      const answers = await Promise.all(racers.map((racer) => racer.agent.post(`/api/cohorts/${cohort.id}/join`)));
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
      for (const answer of answers.filter((answer) => answer.status === 409))
        expect(answer.body).toMatchObject({ code: 'COHORT_FULL', message: 'This cohort is full.' });
      const detail = await admin.agent.get(`/api/admin/cohorts/${cohort.id}`).expect(200);
      expect(detail.body.cohort).toMatchObject({ capacity: 2, memberCount: 2, placesLeft: 0 });
      expect(detail.body.members).toHaveLength(2);

      // Capacity cannot go below the members.
      const shrink = await admin.agent
        .patch(`/api/admin/cohorts/${cohort.id}`)
        .send({ title: 'March cohort', startsAt: fromNow(-DAY), endsAt: fromNow(60 * DAY), capacity: 1 })
        .expect(409);
      expect(shrink.body.code).toBe('COHORT_CAPACITY_TOO_SMALL');
      // Nor below a member who joins while the capacity changes.
      const roomy = await cohortOf(course, { capacity: 5 });
      await join(await learnerIn(course), roomy.id);
      const late = await learnerIn(course);
      const shrunk = await racingAJoin(roomy.id, course.id, late.user, () =>
        admin.agent
          .patch(`/api/admin/cohorts/${roomy.id}`)
          .send({ title: 'Roomy', startsAt: fromNow(-DAY), endsAt: fromNow(60 * DAY), capacity: 1 })
          .then((answer) => answer),
      );
      expect([shrunk.status, shrunk.body.code]).toEqual([409, 'COHORT_CAPACITY_TOO_SMALL']);
      expect(shrunk.body.message).toBe('The cohort has 2 members: its capacity cannot be less.');
      // Taking a member out frees a place.
      const member = detail.body.members[0] as { userId: number };
      await admin.agent.delete(`/api/admin/cohorts/${cohort.id}/members/${member.userId}`).expect(204);
      const loser = racers.find(
        (racer) => racer.user.id !== member.userId && !detail.body.members.some((m: { userId: number }) => m.userId === racer.user.id),
      )!;
      await join(loser, cohort.id);
    });
  });

  describe('live sessions', () => {
    it('are seen by the members of their cohort and by admins only', async () => {
      const { course } = await createCourse(testApp);
      const [mine, theirs] = [await cohortOf(course, { title: 'Mine' }), await cohortOf(course, { title: 'Theirs' })];
      const soon = await sessionOf(mine.id, { title: 'Kick-off', startsAt: fromNow(2 * DAY), credits: SESSION_CREDITS });
      const later = await sessionOf(mine.id, { title: 'Wrap-up', startsAt: fromNow(9 * DAY) });
      const other = await sessionOf(theirs.id, { title: 'Not yours' });
      const [member, enrolledOnly] = [await learnerIn(course), await learnerIn(course)];
      await join(member, mine.id);

      const sessions = (await member.agent.get(`/api/courses/${course.id}/sessions`).expect(200)).body as Record<string, unknown>[];
      expect(sessions.map((session) => session.id)).toEqual([soon.id, later.id]);
      expect(sessions[0]).toMatchObject({
        title: 'Kick-off',
        cohortTitle: 'Mine',
        provider: 'Google Meet',
        timeZone: 'Europe/London',
        durationMinutes: 60,
        joined: false,
        attended: false,
      });
      expect(sessions[0].credits).not.toEqual([]);
      // The meeting's address is only handed out by the join route (which records the click).
      expect(JSON.stringify(sessions)).not.toContain('meet.google.com');
      const upcoming = (await member.agent.get('/api/user/sessions/upcoming').expect(200)).body as { id: number }[];
      expect(upcoming.map((session) => session.id)).toEqual([soon.id, later.id]);

      expect((await enrolledOnly.agent.get(`/api/courses/${course.id}/sessions`).expect(200)).body).toEqual([]);
      expect((await enrolledOnly.agent.get('/api/user/sessions/upcoming').expect(200)).body).toEqual([]);
      const notMember = await enrolledOnly.agent.post(`/api/sessions/${soon.id}/join`).expect(403);
      expect(notMember.body.code).toBe('SESSION_NOT_MEMBER');
      expect((await enrolledOnly.agent.get(`/api/sessions/${soon.id}/calendar.ics`).expect(403)).body.code).toBe('SESSION_NOT_MEMBER');
      const outsider = await signedInAgent(testApp);
      await outsider.agent.post(`/api/sessions/${soon.id}/join`).expect(403);

      const everything = (await admin.agent.get(`/api/courses/${course.id}/sessions`).expect(200)).body as { id: number }[];
      expect(everything.map((session) => session.id).sort()).toEqual([soon.id, later.id, other.id].sort());
      await admin.agent.get(`/api/sessions/${other.id}/calendar.ics`).expect(200);

      // Leaving the cohort, or losing the course, hides them again.
      await member.agent.delete(`/api/cohorts/${mine.id}/membership`).expect(204);
      expect((await member.agent.get(`/api/courses/${course.id}/sessions`).expect(200)).body).toEqual([]);
      await testApp.http().get(`/api/courses/${course.id}/sessions`).expect(401);
      await testApp.http().get('/api/user/sessions/upcoming').expect(401);
    });

    it('records the join click, answers the meeting address until the session ends', async () => {
      const { course } = await createCourse(testApp);
      const cohort = await cohortOf(course);
      const live = await sessionOf(cohort.id, { startsAt: fromNow(-10 * MINUTE), durationMinutes: 60 });
      const over = await sessionOf(cohort.id, { startsAt: fromNow(-3 * HOUR), durationMinutes: 60 });
      const member = await learnerIn(course);
      await join(member, cohort.id);

      expect((await member.agent.post(`/api/sessions/${live.id}/join`).expect(200)).body).toEqual({
        joinUrl: 'https://meet.google.com/abc-defg-hij',
      });
      await member.agent.post(`/api/sessions/${live.id}/join`).expect(200);
      const ended = await member.agent.post(`/api/sessions/${over.id}/join`).expect(409);
      expect(ended.body).toMatchObject({ code: 'SESSION_ENDED', message: 'This session has ended.' });
      expect((await member.agent.post('/api/sessions/2147483647/join').expect(404)).body.code).toBe('SESSION_NOT_FOUND');

      const attendance = (await admin.agent.get(`/api/admin/sessions/${live.id}/attendance`).expect(200)).body as {
        userId: number;
        joinedAt: string | null;
        confirmedAt: string | null;
      }[];
      expect(attendance).toEqual([expect.objectContaining({ userId: member.user.id, confirmedAt: null })]);
      expect(attendance[0].joinedAt).not.toBeNull();
      const [{ join_clicks }] = await sql<{ join_clicks: number }>(
        'select join_clicks from session_attendance where session_id = ? and user_id = ?',
        [live.id, member.user.id],
      );
      expect(join_clicks).toBe(2);
      expect((await admin.agent.get(`/api/admin/sessions/${over.id}/attendance`).expect(200)).body).toEqual([
        expect.objectContaining({ userId: member.user.id, joinedAt: null }),
      ]);
      const listed = (await member.agent.get(`/api/courses/${course.id}/sessions`).expect(200)).body as { id: number; joined: boolean }[];
      expect(listed.find((session) => session.id === live.id)?.joined).toBe(true);
      expect(listed.find((session) => session.id === over.id)?.joined).toBe(false);
      // The session under way is first among the upcoming ones; the ended one is not there.
      expect(((await member.agent.get('/api/user/sessions/upcoming').expect(200)).body as { id: number }[]).map((s) => s.id)).toEqual([
        live.id,
      ]);
      // An admin may open the meeting without becoming an attendee.
      await admin.agent.post(`/api/sessions/${live.id}/join`).expect(200);
      expect((await admin.agent.get(`/api/admin/sessions/${live.id}/attendance`).expect(200)).body).toHaveLength(1);
    });

    it('downloads as an .ics file with the right instant, and its sequence grows when it changes', async () => {
      const { course } = await createCourse(testApp, { title: 'Structured Interviewing' });
      const cohort = await cohortOf(course, { title: 'Spring cohort' });
      const startsAt = '2027-03-03T17:00:00.000Z';
      const session = await sessionOf(cohort.id, {
        title: 'Intake role-play',
        startsAt,
        timeZone: 'America/New_York',
        durationMinutes: 90,
      });
      const member = await learnerIn(course);
      await join(member, cohort.id);

      const download = await member.agent.get(`/api/sessions/${session.id}/calendar.ics`).expect(200);
      expect(download.headers['content-type']).toMatch(/^text\/calendar/);
      expect(download.headers['content-disposition']).toBe(`attachment; filename="live-session-${session.id}.ics"`);
      expect(download.headers['cache-control']).toBe('private, no-store');
      const [event] = eventsOf(textOf(download));
      expect(event.summary).toBe('Intake role-play');
      expect(event.startDate.toJSDate().toISOString()).toBe(startsAt);
      expect(event.endDate.toJSDate().toISOString()).toBe('2027-03-03T18:30:00.000Z');
      expect(event.uid).toBe(`live-session-${session.id}@academy.test`);
      expect(event.sequence).toBe(0);
      expect(event.description).toContain('Structured Interviewing: Spring cohort');
      expect(event.description).toContain('12:00 PM');
      expect(event.location).toBe('Google Meet (online)');
      // The meeting's address stays in the academy.
      expect(textOf(download)).not.toContain('abc-defg-hij');

      await admin.agent
        .put(`/api/admin/sessions/${session.id}`)
        .send(sessionInput({ title: 'Intake role-play (moved)', startsAt: '2027-03-04T17:00:00.000Z', timeZone: 'America/New_York' }))
        .expect(200);
      const [moved] = eventsOf(textOf(await member.agent.get(`/api/sessions/${session.id}/calendar.ics`).expect(200)));
      expect(moved.uid).toBe(event.uid);
      expect(moved.sequence).toBe(1);
      expect(moved.summary).toBe('Intake role-play (moved)');
      expect(moved.startDate.toJSDate().toISOString()).toBe('2027-03-04T17:00:00.000Z');

      await testApp.http().get(`/api/sessions/${session.id}/calendar.ics`).expect(401);
      expect((await member.agent.get('/api/sessions/2147483647/calendar.ics').expect(404)).body.code).toBe('SESSION_NOT_FOUND');
    });

    it('publishes a private calendar feed of the member’s sessions that a reset or turning it off revokes', async () => {
      const { course } = await createCourse(testApp);
      const [mine, theirs] = [await cohortOf(course, { title: 'Mine' }), await cohortOf(course, { title: 'Theirs' })];
      const first = await sessionOf(mine.id, { title: 'First', startsAt: fromNow(2 * DAY) });
      const second = await sessionOf(mine.id, { title: 'Second', startsAt: fromNow(5 * DAY) });
      await sessionOf(theirs.id, { title: 'Not mine' });
      const member = await learnerIn(course);
      await join(member, mine.id);
      const pathOf = (url: string) => {
        expect(url.startsWith(`${PUBLIC_URL}/api/calendar-feeds/`)).toBe(true);
        return url.slice(PUBLIC_URL.length);
      };

      expect((await member.agent.get('/api/user/calendar-feed').expect(200)).body).toEqual({ url: null });
      const on = (await member.agent.post('/api/user/calendar-feed').expect(200)).body as { url: string };
      expect((await member.agent.get('/api/user/calendar-feed').expect(200)).body).toEqual(on);
      const feed = await testApp.http().get(pathOf(on.url)).expect(200);
      expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
      const events = eventsOf(textOf(feed));
      expect(events.map((event) => event.summary)).toEqual(['First', 'Second']);
      expect(events.map((event) => event.uid)).toEqual([`live-session-${first.id}@academy.test`, `live-session-${second.id}@academy.test`]);

      const reset = (await member.agent.post('/api/user/calendar-feed').expect(200)).body as { url: string };
      expect(reset.url).not.toBe(on.url);
      const old = await testApp.http().get(pathOf(on.url)).expect(404);
      expect(old.body.code).toBe('CALENDAR_FEED_NOT_FOUND');
      await testApp.http().get(pathOf(reset.url)).expect(200);

      const token = pathOf(reset.url).split('/')[3];
      const [userId, version, signature] = token.split('.');
      const tampered = [
        `${userId}.${version}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
        `${admin.user.id}.${version}.${signature}`,
        `${userId}.${Number(version) + 1}.${signature}`,
        'nonsense',
        `${userId}.${version}`,
      ];
      for (const bad of tampered) {
        const refused = await testApp
          .http()
          .get(`/api/calendar-feeds/${encodeURIComponent(bad)}/sessions.ics`)
          .expect(404);
        expect(refused.body.code).toBe('CALENDAR_FEED_NOT_FOUND');
      }

      await member.agent.delete('/api/user/calendar-feed').expect(204);
      expect((await member.agent.get('/api/user/calendar-feed').expect(200)).body).toEqual({ url: null });
      expect((await testApp.http().get(pathOf(reset.url)).expect(404)).body.code).toBe('CALENDAR_FEED_NOT_FOUND');
      // Turned on again: a new address; none given out before works again.
      const again = (await member.agent.post('/api/user/calendar-feed').expect(200)).body as { url: string };
      expect([on.url, reset.url]).not.toContain(again.url);
      for (const revoked of [on.url, reset.url]) await testApp.http().get(pathOf(revoked)).expect(404);
      await testApp.http().get(pathOf(again.url)).expect(200);
      await testApp.http().get('/api/user/calendar-feed').expect(401);
    });

    it('records the session’s credits once when attendance is confirmed, and removes them when it is withdrawn', async () => {
      const { course } = await createCourse(testApp);
      const cohort = await cohortOf(course);
      const session = await sessionOf(cohort.id, {
        title: 'Sourcing clinic',
        startsAt: '2026-11-30T23:30:00.000Z',
        timeZone: 'Asia/Tokyo',
        credits: SESSION_CREDITS,
      });
      const member = await learnerIn(course);
      await join(member, cohort.id);
      // The academy's records of the session: credit entries tied to the attendance, not the learner's own entries.
      const entries = async () =>
        (
          await sql<Record<string, unknown>>(
            `select body, hundredths, to_char(earned_on, 'YYYY-MM-DD') as "earnedOn", provider, body_name as "bodyName", activity_title as "activityTitle"
               from credit_entries where user_id = ? and attendance_id is not null order by id`,
            [member.user.id],
          )
        ).filter((entry) => String(entry.activityTitle).startsWith('Sourcing clinic'));
      expect(await entries()).toEqual([]);

      const confirm = (attended: boolean) =>
        admin.agent.put(`/api/admin/sessions/${session.id}/attendance/${member.user.id}`).send({ attended }).expect(200);
      const confirmed = await confirm(true);
      expect(confirmed.body).toMatchObject({ userId: member.user.id, joinedAt: null });
      expect(confirmed.body.confirmedAt).not.toBeNull();
      await confirm(true);
      await Promise.all([confirm(true), confirm(true)]);
      const recorded = await entries();
      expect(recorded.map((entry) => [entry.body, entry.hundredths, entry.earnedOn, entry.provider, entry.bodyName])).toEqual(
        expect.arrayContaining([
          ['shrm', 150, '2026-12-01', 'Recruiting Academy', null],
          ['cpd', 100, '2026-12-01', 'Recruiting Academy', 'CIPD'],
        ]),
      );
      expect(recorded).toHaveLength(2);
      expect(recorded[0].activityTitle).toBe('Sourcing clinic (live session)');
      // The learner's ledger counts them as the academy's, beside none of their own entries.
      await member.agent
        .post('/api/account/credits/certifications')
        .send({ certification: 'shrm-cp', cycleStart: '2026-01-01', cycleEnd: '2028-12-31' })
        .expect(201);
      const mine = (await member.agent.get('/api/account/credits').expect(200)).body as {
        entries: unknown[];
        certifications: {
          lines: { source: string; activityTitle: string; hundredths: number; certificateCode: string | null; entryId: number | null }[];
        }[];
      };
      expect(mine.entries).toEqual([]);
      expect(mine.certifications[0].lines).toEqual([
        expect.objectContaining({
          source: 'academy',
          activityTitle: 'Sourcing clinic (live session)',
          hundredths: 150,
          certificateCode: null,
          entryId: null,
        }),
      ]);
      expect((await member.agent.get(`/api/courses/${course.id}/sessions`).expect(200)).body[0]).toMatchObject({ attended: true });
      const detail = await admin.agent.get(`/api/admin/cohorts/${cohort.id}`).expect(200);
      expect(detail.body.members[0]).toMatchObject({ userId: member.user.id, attended: 1 });
      expect(detail.body.sessions[0]).toMatchObject({ attendedCount: 1, joinedCount: 0 });

      const withdrawn = await confirm(false);
      expect(withdrawn.body).toMatchObject({ userId: member.user.id, confirmedAt: null });
      expect(await entries()).toEqual([]);
      await confirm(false);
      // Confirmed again: once again.
      await confirm(true);
      expect(await entries()).toHaveLength(2);
      // Cancelling the session withdraws them with it.
      await admin.agent.delete(`/api/admin/sessions/${session.id}`).expect(204);
      expect(await entries()).toEqual([]);

      // Only members (or who joined) can be confirmed.
      const other = await sessionOf(cohort.id);
      const stranger = await learnerIn(course);
      const notInCohort = await admin.agent
        .put(`/api/admin/sessions/${other.id}/attendance/${stranger.user.id}`)
        .send({ attended: true })
        .expect(404);
      expect(notInCohort.body.code).toBe('USER_NOT_FOUND');
      await admin.agent.put(`/api/admin/sessions/${other.id}/attendance/${member.user.id}`).send({ attended: 'yes' }).expect(400);

      // Deleting the cohort withdraws the credits of its sessions too.
      const kept = await sessionOf(cohort.id, { title: 'Sourcing clinic 2', credits: SESSION_CREDITS });
      await admin.agent.put(`/api/admin/sessions/${kept.id}/attendance/${member.user.id}`).send({ attended: true }).expect(200);
      expect(await entries()).toHaveLength(2);
      await admin.agent.delete(`/api/admin/cohorts/${cohort.id}`).expect(204);
      expect(await entries()).toEqual([]);
      await admin.agent.get(`/api/admin/cohorts/${cohort.id}`).expect(404);
    });

    it('keeps the credits the academy recorded for a session out of the learner’s hands', async () => {
      const { course } = await createCourse(testApp);
      const cohort = await cohortOf(course);
      const session = await sessionOf(cohort.id, { title: 'Ledger check', startsAt: fromNow(-2 * HOUR), credits: SESSION_CREDITS });
      const member = await learnerIn(course);
      await join(member, cohort.id);
      await admin.agent.put(`/api/admin/sessions/${session.id}/attendance/${member.user.id}`).send({ attended: true }).expect(200);
      expect((await member.agent.get('/api/account/credits').expect(200)).body.entries).toEqual([]);
      const [entry] = await sql<{ id: number }>(
        'select id from credit_entries where user_id = ? and attendance_id is not null order by id',
        [member.user.id],
      );
      const edit = await member.agent
        .put(`/api/account/credits/entries/${entry.id}`)
        .send({
          earnedOn: '2026-12-01',
          provider: 'Me',
          activityTitle: 'More credits',
          body: 'shrm',
          category: 'general',
          hundredths: 10000,
        })
        .expect(409);
      expect(edit.body.code).toBe('CREDIT_ENTRY_FROM_SESSION');
      expect((await member.agent.delete(`/api/account/credits/entries/${entry.id}`).expect(409)).body.code).toBe(
        'CREDIT_ENTRY_FROM_SESSION',
      );
      const [{ count }] = await sql<{ count: string }>('select count(*) from credit_entries where user_id = ?', [member.user.id]);
      expect(Number(count)).toBe(2);
    });
  });

  describe('drip modules', () => {
    /** A course of three modules, the second opening 7 days after the learner's start, the third after 30. */
    async function dripCourse(): Promise<CreatedCourse> {
      const created = await createCourse(testApp, { modules: 3, lessonsPerModule: 1 });
      await admin.agent.patch(`/api/modules/${created.modules[1].id}`).send({ unlockAfterDays: 7 }).expect(200);
      await admin.agent.patch(`/api/modules/${created.modules[2].id}`).send({ unlockAfterDays: 30 }).expect(200);
      return created;
    }
    const enrolledAt = async (user: User, course: Course) =>
      new Date(
        (
          await sql<{ enrolled_at: Date }>('select enrolled_at from enrollments where user_id = ? and course_id = ?', [user.id, course.id])
        )[0].enrolled_at,
      );

    it('locks a drip module’s lessons until its day, for learners but never for admins', async () => {
      const { course, modules, lessons } = await dripCourse();
      const learner = await learnerIn(course);
      const start = await enrolledAt(learner.user, course);
      const opensAt = iso(start.getTime() + 7 * DAY);

      const open = await learner.agent.get(`/api/lessons/${lessons[0].id}`).expect(200);
      expect(open.body).toMatchObject({ canAccessContent: true, unlocksAt: null });
      expect(open.body.videoId).not.toBeNull();
      const locked = await learner.agent.get(`/api/lessons/${lessons[1].id}`).expect(200);
      expect(locked.body).toMatchObject({
        title: lessons[1].title,
        canAccessContent: false,
        unlocksAt: opensAt,
        videoId: null,
        videoProvider: null,
        content: null,
        contentUrl: null,
      });
      const refused = await learner.agent.post(`/api/lessons/${lessons[1].id}/complete`).expect(403);
      expect(refused.body.code).toBe('MODULE_LOCKED');
      expect(refused.body.message).toMatch(/^This module unlocks on [A-Z][a-z]+ \d{1,2}, \d{4}\.$/);
      await learner.agent.post(`/api/lessons/${lessons[0].id}/complete`).expect(200);

      const view = await learner.agent.get(`/api/courses/${course.id}/learn`).expect(200);
      expect(view.body.lockedModules).toEqual([
        { moduleId: modules[1].id, unlocksAt: opensAt },
        { moduleId: modules[2].id, unlocksAt: iso(start.getTime() + 30 * DAY) },
      ]);
      expect(view.body.modules.map((module: { unlockAfterDays: number | null }) => module.unlockAfterDays)).toEqual([null, 7, 30]);

      // Admins are never locked, enrolled or not.
      const adminLesson = await admin.agent.get(`/api/lessons/${lessons[1].id}`).expect(200);
      expect(adminLesson.body).toMatchObject({ canAccessContent: true, unlocksAt: null });
      expect((await admin.agent.get(`/api/courses/${course.id}/learn`).expect(200)).body.lockedModules).toEqual([]);
      await enroll(testApp, admin.user, course);
      expect((await admin.agent.get(`/api/lessons/${lessons[2].id}`).expect(200)).body).toMatchObject({
        canAccessContent: true,
        unlocksAt: null,
      });
      expect((await admin.agent.get(`/api/courses/${course.id}/learn`).expect(200)).body.lockedModules).toEqual([]);
      await admin.agent.post(`/api/lessons/${lessons[2].id}/complete`).expect(200);

      // Taking the drip off opens the module at once.
      await admin.agent.patch(`/api/modules/${modules[1].id}`).send({ unlockAfterDays: null }).expect(200);
      expect((await learner.agent.get(`/api/lessons/${lessons[1].id}`).expect(200)).body).toMatchObject({
        canAccessContent: true,
        unlocksAt: null,
      });
      expect((await learner.agent.get(`/api/courses/${course.id}/learn`).expect(200)).body.lockedModules).toEqual([
        { moduleId: modules[2].id, unlocksAt: iso(start.getTime() + 30 * DAY) },
      ]);
      await learner.agent.post(`/api/lessons/${lessons[1].id}/complete`).expect(200);
    });

    it('counts from the cohort’s start when the learner is in one, and moves with it', async () => {
      const { course, modules, lessons } = await dripCourse();
      const learner = await learnerIn(course);
      const cohort = await cohortOf(course, { title: 'Started', startsAt: fromNow(-10 * DAY), endsAt: fromNow(50 * DAY) });
      await join(learner, cohort.id);
      const startsAt = new Date((await admin.agent.get(`/api/admin/cohorts/${cohort.id}`).expect(200)).body.cohort.startsAt as string);

      expect((await learner.agent.get(`/api/lessons/${lessons[1].id}`).expect(200)).body).toMatchObject({
        canAccessContent: true,
        unlocksAt: null,
      });
      expect((await learner.agent.get(`/api/courses/${course.id}/learn`).expect(200)).body.lockedModules).toEqual([
        { moduleId: modules[2].id, unlocksAt: iso(startsAt.getTime() + 30 * DAY) },
      ]);

      // The cohort moves to start tomorrow: the module closes again until a week after that.
      const tomorrow = new Date(Date.now() + DAY);
      await admin.agent
        .patch(`/api/admin/cohorts/${cohort.id}`)
        .send({ title: 'Started', startsAt: iso(tomorrow), endsAt: fromNow(50 * DAY) })
        .expect(200);
      const moved = await learner.agent.get(`/api/lessons/${lessons[1].id}`).expect(200);
      expect(moved.body).toMatchObject({ canAccessContent: false, unlocksAt: iso(tomorrow.getTime() + 7 * DAY) });
      expect((await learner.agent.get(`/api/courses/${course.id}/learn`).expect(200)).body.lockedModules).toEqual([
        { moduleId: modules[1].id, unlocksAt: iso(tomorrow.getTime() + 7 * DAY) },
        { moduleId: modules[2].id, unlocksAt: iso(tomorrow.getTime() + 30 * DAY) },
      ]);
      expect((await learner.agent.post(`/api/lessons/${lessons[1].id}/complete`).expect(403)).body.code).toBe('MODULE_LOCKED');
    });

    it('refuses to start a quiz of a locked module', async () => {
      const created = await createCourse(testApp, { modules: 2, lessonsPerModule: 1, lessonType: 'quiz' });
      const quizLesson = created.lessons[1];
      await admin.agent.put(`/api/admin/lessons/${quizLesson.id}/quiz`).send({ title: 'Module 2 quiz' }).expect(200);
      const [quiz] = await sql<{ id: number }>('select id from quizzes where lesson_id = ?', [quizLesson.id]);
      await admin.agent
        .post(`/api/admin/quizzes/${quiz.id}/questions`)
        .send({ type: 'multiple_choice', question: 'Pick one', options: ['a', 'b'], correctOptions: [0] })
        .expect(201);
      await admin.agent.patch(`/api/modules/${created.modules[1].id}`).send({ unlockAfterDays: 14 }).expect(200);
      const learner = await learnerIn(created.course);
      expect((await learner.agent.post(`/api/quizzes/${quiz.id}/attempts`).expect(403)).body.code).toBe('MODULE_LOCKED');
      expect((await learner.agent.get(`/api/lessons/${quizLesson.id}/quiz`).expect(403)).body.code).toBe('MODULE_LOCKED');
      await admin.agent.post(`/api/quizzes/${quiz.id}/attempts`).expect(200);
    });
  });

  describe('team managers', () => {
    async function teamWithSeats() {
      const { course } = await createCourse(testApp, { isPaid: true, price: 4900 });
      const manager = await signedInAgent(testApp, 'recruitpro');
      const team = await createTeam(testApp, { course, manager: manager.user, seats: 4 });
      const holder = await learnerIn(course);
      const [active] = await sql<{ id: number }>(
        `insert into team_seats (team_id, email, user_id, status, invited_at, activated_at) values (?, ?, ?, 'active', now(), now()) returning id`,
        [team.id, holder.user.email, holder.user.id],
      );
      const [invited] = await sql<{ id: number }>(
        `insert into team_seats (team_id, email, status, invited_at) values (?, 'invited-${team.id}@example.com', 'invited', now()) returning id`,
        [team.id],
      );
      return { course, manager, team, holder, activeSeat: active.id, invitedSeat: invited.id };
    }

    it('place an active seat’s holder in a cohort, move them and take them out', async () => {
      const { course, manager, team, holder, activeSeat, invitedSeat } = await teamWithSeats();
      const [first, second] = [await cohortOf(course, { title: 'First' }), await cohortOf(course, { title: 'Second', capacity: 1 })];
      const place = (seat: number, cohortId: number | null, agent = manager.agent) =>
        agent.put(`/api/teams/${team.id}/seats/${seat}/cohort`).send({ cohortId });

      await place(activeSeat, first.id).expect(204);
      const overview = await manager.agent.get(`/api/teams/${team.id}/cohorts`).expect(200);
      expect(overview.body.members).toEqual([
        expect.objectContaining({ seatId: activeSeat, email: holder.user.email, cohortId: first.id, sessionsHeld: 0 }),
      ]);
      expect(overview.body.cohorts.map((cohort: { id: number }) => cohort.id)).toEqual(expect.arrayContaining([first.id, second.id]));
      expect((await holder.agent.get(`/api/courses/${course.id}/cohorts`).expect(200)).body.cohorts).toContainEqual(
        expect.objectContaining({ id: first.id, isMember: true, placedByTeam: true }),
      );
      const leave = await holder.agent.delete(`/api/cohorts/${first.id}/membership`).expect(409);
      expect(leave.body.code).toBe('PLACED_BY_TEAM');
      expect((await holder.agent.post(`/api/cohorts/${second.id}/join`).expect(409)).body.code).toBe('PLACED_BY_TEAM');

      // Moved to the second cohort (its one place), then a second move there is no change.
      await place(activeSeat, second.id).expect(204);
      await place(activeSeat, second.id).expect(204);
      expect((await admin.agent.get(`/api/admin/cohorts/${second.id}`).expect(200)).body.cohort).toMatchObject({ memberCount: 1 });
      expect((await admin.agent.get(`/api/admin/cohorts/${first.id}`).expect(200)).body.cohort).toMatchObject({ memberCount: 0 });
      await place(activeSeat, null).expect(204);
      expect((await manager.agent.get(`/api/teams/${team.id}/cohorts`).expect(200)).body.members[0].cohortId).toBeNull();

      const notActive = await place(invitedSeat, first.id).expect(409);
      expect(notActive.body.code).toBe('SEAT_NOT_ACTIVE');
      const stranger = await signedInAgent(testApp, 'recruitpro');
      expect((await place(activeSeat, first.id, stranger.agent).expect(404)).body.code).toBe('TEAM_NOT_FOUND');
      expect((await stranger.agent.get(`/api/teams/${team.id}/cohorts`).expect(404)).body.code).toBe('TEAM_NOT_FOUND');
      expect((await place(activeSeat, first.id, holder.agent).expect(404)).body.code).toBe('TEAM_NOT_FOUND');
      const otherCourse = await cohortOf((await createCourse(testApp)).course);
      expect((await place(activeSeat, otherCourse.id).expect(404)).body.code).toBe('COHORT_NOT_FOUND');
      expect((await place(2147483647, first.id).expect(404)).body.code).toBe('TEAM_SEAT_NOT_FOUND');
      await place(activeSeat, 0).expect(400);
      await place(activeSeat, 2147483648).expect(400);
    });

    it('cannot fill the last place a learner takes at the same moment', async () => {
      const { course, manager, team, activeSeat } = await teamWithSeats();
      const cohort = await cohortOf(course, { capacity: 1 });
      const rival = await learnerIn(course);
      const placed = await racingAJoin(cohort.id, course.id, rival.user, () =>
        manager.agent
          .put(`/api/teams/${team.id}/seats/${activeSeat}/cohort`)
          .send({ cohortId: cohort.id })
          .then((answer) => answer),
      );
      expect([placed.status, placed.body.code]).toEqual([409, 'COHORT_FULL']);
      expect((await admin.agent.get(`/api/admin/cohorts/${cohort.id}`).expect(200)).body.cohort).toMatchObject({
        capacity: 1,
        memberCount: 1,
      });
    });

    it('cannot place a member in a full cohort', async () => {
      const { course, manager, team, activeSeat } = await teamWithSeats();
      const full = await cohortOf(course, { capacity: 1 });
      await join(await learnerIn(course), full.id);
      const refused = await manager.agent.put(`/api/teams/${team.id}/seats/${activeSeat}/cohort`).send({ cohortId: full.id }).expect(409);
      expect(refused.body.code).toBe('COHORT_FULL');
    });
  });

  describe('cohorts of a learning path', () => {
    /** A published path of two courses. */
    async function pathOf(title = 'Recruiting Practitioner') {
      const courses = [(await createCourse(testApp)).course, (await createCourse(testApp)).course];
      const created = await admin.agent
        .post('/api/admin/paths')
        .send({ title, levelLabel: 'Practitioner', certificateTitle: 'Certified' })
        .expect(201);
      const path = created.body as { id: number; slug: string };
      await admin.agent
        .put(`/api/admin/paths/${path.id}/steps`)
        .send({ steps: courses.map((course) => ({ courseId: course.id })) })
        .expect(200);
      await admin.agent.post(`/api/admin/paths/${path.id}/publish`).expect(200);
      return { ...path, courses };
    }
    const pathCohort = async (pathId: number, fields: Record<string, unknown> = {}) =>
      (
        await admin.agent
          .post(`/api/admin/paths/${pathId}/cohorts`)
          .send({ title: 'Path run', startsAt: fromNow(-DAY), endsAt: fromNow(60 * DAY), ...fields })
          .expect(201)
      ).body as { id: number; courseId: number | null; pathId: number };

    it('are run by admins, joined by learners holding a course of the path, and carry sessions shown on the path’s page', async () => {
      const path = await pathOf();
      const cohort = await pathCohort(path.id);
      expect(cohort).toMatchObject({ courseId: null, pathId: path.id });
      expect((await admin.agent.get(`/api/admin/paths/${path.id}/cohorts`).expect(200)).body).toEqual([
        expect.objectContaining({ id: cohort.id, pathId: path.id, memberCount: 0 }),
      ]);
      const missing = await admin.agent
        .post('/api/admin/paths/2147483647/cohorts')
        .send({ title: 'X', startsAt: fromNow(0), endsAt: fromNow(DAY) });
      expect([missing.status, missing.body.code]).toEqual([404, 'PATH_NOT_FOUND']);
      expect((await admin.agent.get('/api/admin/paths/0/cohorts').expect(404)).body.code).toBe('PATH_NOT_FOUND');

      const member = await learnerIn(path.courses[1]);
      await member.agent.get(`/api/admin/paths/${path.id}/cohorts`).expect(403);
      await member.agent
        .post(`/api/admin/paths/${path.id}/cohorts`)
        .send({ title: 'X', startsAt: fromNow(0), endsAt: fromNow(DAY) })
        .expect(403);
      await testApp.http().get(`/api/paths/${path.slug}/cohorts`).expect(401);
      expect((await member.agent.get('/api/paths/no-such-path/cohorts').expect(404)).body.code).toBe('PATH_NOT_FOUND');
      expect((await member.agent.get('/api/paths/NOT%20A%20SLUG/sessions').expect(404)).body.code).toBe('PATH_NOT_FOUND');

      const outsider = await signedInAgent(testApp);
      expect((await outsider.agent.get(`/api/paths/${path.slug}/cohorts`).expect(200)).body.canJoin).toBe(false);
      expect((await outsider.agent.post(`/api/cohorts/${cohort.id}/join`).expect(403)).body).toMatchObject({
        code: 'COHORT_NOT_ENROLLED',
        message: "Enroll in this path's courses to join one of its cohorts.",
      });
      expect((await member.agent.get(`/api/paths/${path.slug}/cohorts`).expect(200)).body.canJoin).toBe(true);
      await join(member, cohort.id);

      const session = (await admin.agent.post(`/api/admin/cohorts/${cohort.id}/sessions`).send(sessionInput()).expect(201)).body as {
        id: number;
      };
      const listed = await member.agent.get(`/api/paths/${path.slug}/sessions`).expect(200);
      expect(listed.body).toEqual([
        expect.objectContaining({
          id: session.id,
          courseId: null,
          courseTitle: null,
          pathSlug: path.slug,
          pathTitle: 'Recruiting Practitioner',
        }),
      ]);
      expect((await outsider.agent.get(`/api/paths/${path.slug}/sessions`).expect(200)).body).toEqual([]);
      expect((await member.agent.get(`/api/courses/${path.courses[1].id}/sessions`).expect(200)).body).toEqual([]);
      expect((await member.agent.get('/api/user/sessions/upcoming').expect(200)).body).toEqual([
        expect.objectContaining({ id: session.id, pathSlug: path.slug }),
      ]);
      const file = textOf(await member.agent.get(`/api/sessions/${session.id}/calendar.ics`).expect(200));
      const [event] = eventsOf(file);
      expect(event.component.getFirstPropertyValue('url')).toBe(`${PUBLIC_URL}/paths/${path.slug}#live-sessions`);
      expect(event.description).toContain('Recruiting Practitioner: Path run');
      await member.agent.post(`/api/sessions/${session.id}/join`).expect(200);
      expect((await outsider.agent.post(`/api/sessions/${session.id}/join`).expect(403)).body.code).toBe('SESSION_NOT_MEMBER');
    });

    it('take a path team’s members, placed by their manager', async () => {
      const path = await pathOf('Team path');
      const cohort = await pathCohort(path.id);
      const courseCohort = await cohortOf(path.courses[0]);
      const manager = await signedInAgent(testApp, 'recruitpro');
      const team = await createTeam(testApp, { path, manager: manager.user, seats: 2 });
      const holder = await learnerIn(path.courses[0]);
      const [seat] = await sql<{ id: number }>(
        `insert into team_seats (team_id, email, user_id, status, invited_at, activated_at) values (?, ?, ?, 'active', now(), now()) returning id`,
        [team.id, holder.user.email, holder.user.id],
      );
      const place = (cohortId: number | null) => manager.agent.put(`/api/teams/${team.id}/seats/${seat.id}/cohort`).send({ cohortId });

      const overview = await manager.agent.get(`/api/teams/${team.id}/cohorts`).expect(200);
      expect(overview.body.cohorts).toEqual([expect.objectContaining({ id: cohort.id, pathId: path.id, courseId: null })]);
      expect((await place(courseCohort.id).expect(404)).body.code).toBe('COHORT_NOT_FOUND');
      await place(cohort.id).expect(204);
      expect((await manager.agent.get(`/api/teams/${team.id}/cohorts`).expect(200)).body.members).toEqual([
        expect.objectContaining({ seatId: seat.id, cohortId: cohort.id }),
      ]);
      expect((await holder.agent.get(`/api/paths/${path.slug}/cohorts`).expect(200)).body.cohorts).toEqual([
        expect.objectContaining({ id: cohort.id, isMember: true, placedByTeam: true }),
      ]);
      expect((await holder.agent.delete(`/api/cohorts/${cohort.id}/membership`).expect(409)).body).toMatchObject({
        code: 'PLACED_BY_TEAM',
        message: 'Your team manager placed you in this cohort: ask them to move you.',
      });
      await place(null).expect(204);
      expect((await admin.agent.get(`/api/admin/cohorts/${cohort.id}`).expect(200)).body.cohort.memberCount).toBe(0);
    });
  });

  it('reads a course’s sessions and the upcoming ones in a number of statements that does not grow with the sessions', async () => {
    const { course } = await createCourse(testApp);
    const cohort = await cohortOf(course);
    const member = await learnerIn(course);
    await join(member, cohort.id);
    await sessionOf(cohort.id, { credits: SESSION_CREDITS });
    const counts = async () => ({
      course: (await testApp.countQueries(() => member.agent.get(`/api/courses/${course.id}/sessions`).expect(200))).count,
      upcoming: (await testApp.countQueries(() => member.agent.get('/api/user/sessions/upcoming').expect(200))).count,
      admin: (await testApp.countQueries(() => admin.agent.get(`/api/courses/${course.id}/sessions`).expect(200))).count,
    });
    const fewer = await counts();
    for (let n = 1; n <= 5; n++) {
      const session = await sessionOf(cohort.id, { title: `Session ${n}`, startsAt: fromNow(n * DAY), credits: SESSION_CREDITS });
      if (n % 2) await member.agent.post(`/api/sessions/${session.id}/join`).expect(200);
    }
    const more = await counts();
    expect((await member.agent.get(`/api/courses/${course.id}/sessions`).expect(200)).body).toHaveLength(6);
    expect(more).toEqual(fewer);
    expect(more.course).toBeLessThanOrEqual(2);
    expect(more.upcoming).toBeLessThanOrEqual(1);
  });
});
