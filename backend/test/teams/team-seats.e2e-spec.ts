import { SessionCache } from '../../src/modules/auth/session-cache.js';
import { EntityManager } from '@mikro-orm/postgresql';
import { parse } from 'csv-parse/sync';
import type TestAgent from 'supertest/lib/agent.js';
import type { Course } from '../../src/modules/catalog/entities/course.entity.js';
import { Payment } from '../../src/modules/payments/entities/payment.entity.js';
import { TeamSeatsService } from '../../src/modules/teams/team-seats.service.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { createUser, PASSWORD, signedInAgent, uniqueEmail } from '../support/accounts.js';
import { createCourse } from '../support/catalog.js';
import { drainMail } from '../support/mail-drain.js';
import { TestSmtpServer, type ReceivedMail } from '../support/smtp.js';
import { createTeam } from '../support/teams.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const PUBLIC_URL = 'http://academy.test';
const INVITE_LINK = /http:\/\/academy\.test\/team-invites\/([\w-]+)/;
const INVITE_SUBJECT = 'gave you a seat in';

describe('team seats: assigning, invitations, the dashboard', () => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;

  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    testApp = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL, MAIL_RETRY_DELAY_MS: '100' });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.stop();
  });

  const sql = <T>(query: string, params: unknown[] = []) =>
    testApp.app.get(EntityManager).fork().getConnection().execute<T[]>(query, params);
  const enrolmentOf = async (userId: number, courseId: number) =>
    (
      await sql<{ status: string; source: string }>('select status, source from enrollments where user_id = ? and course_id = ?', [
        userId,
        courseId,
      ])
    )[0];

  /** A new cookie-keeping session of an existing account. */
  async function signIn(user: User): Promise<TestAgent> {
    const agent = testApp.agent();
    await agent.post('/api/login').send({ email: user.email, password: PASSWORD }).expect(200);
    await agent.get('/api/user').expect(200);
    return agent;
  }

  /** The e-mails delivered to `to` so far whose subject contains `subject`, oldest first (after every promised one went out). */
  async function mailsTo(to: string, subject: string): Promise<ReceivedMail[]> {
    await drainMail(testApp);
    return smtp.messages.filter((mail) => mail.to.includes(to) && mail.subject.includes(subject));
  }

  /** The token of the latest invitation e-mailed to `to`. */
  async function inviteToken(to: string): Promise<string> {
    const mails = await mailsTo(to, INVITE_SUBJECT);
    expect(mails.length).toBeGreaterThan(0);
    return mails.at(-1)!.body.match(INVITE_LINK)![1];
  }

  /** A paid course, a manager signed in and their team. */
  async function teamOf(seats = 3, spec: Parameters<typeof createCourse>[1] = {}) {
    const { course, lessons } = await createCourse(testApp, { isPaid: true, price: 4900, title: 'Structured Interviews', ...spec });
    const manager = await signedInAgent(testApp, 'recruitpro');
    const team = await createTeam(testApp, { course, manager: manager.user, seats });
    return { course, lessons, manager, team };
  }

  /** A learner who accepts the seat invited to their address. */
  async function join(learner: User, agent: TestAgent): Promise<void> {
    const token = await inviteToken(learner.email);
    await agent.post(`/api/team-invites/${token}/accept`).expect(200);
  }

  /** An attempt at a practice lesson, as the practice module stores it (ended unless in progress). */
  async function practiceAttempt(
    lessonId: number,
    userId: number,
    number: number,
    status: string,
    total: number | null,
    passed: boolean | null,
    endedAt: string | null,
  ) {
    await sql(
      `insert into practice_attempts (lesson_id, user_id, attempt_number, mode, status, started_at, ended_at, total, passed) values (?, ?, ?, 'scenario', ?, ?, ?, ?, ?)`,
      [lessonId, userId, number, status, endedAt ?? new Date().toISOString(), endedAt, total, passed],
    );
  }

  describe('assigning and redeeming', () => {
    it('assigns seats by e-mail, each invitation arrives with its link, and the invited address joins and learns; the manager follows the progress, quiz results and certificate', async () => {
      const { course, lessons } = await createCourse(testApp, {
        isPaid: true,
        price: 4900,
        title: 'Sourcing Sprint',
        lessonType: 'quiz',
        lessonsPerModule: 2,
      });
      const admin = (await signedInAgent(testApp, 'admin')).agent;
      const quiz = await admin
        .put(`/api/admin/lessons/${lessons[0].id}/quiz`)
        .send({ title: 'Boolean check', description: '', timeLimit: null, passMark: 50, maxAttempts: null })
        .expect(200);
      const question = await admin
        .post(`/api/admin/quizzes/${quiz.body.id}/questions`)
        .send({ type: 'multiple_choice', question: 'Which finds more profiles?', options: ['OR', 'AND'], correctOptions: [0] })
        .expect(201);
      const manager = await signedInAgent(testApp, 'recruitpro');
      const team = await createTeam(testApp, { course, manager: manager.user, seats: 3, name: 'Talent Partners' });
      const ada = await createUser(testApp, 'jobseeker', { firstName: 'Ada', lastName: 'Lovelace' });
      const grace = uniqueEmail('grace');

      const assigned = await manager.agent
        .post(`/api/teams/${team.id}/seats`)
        .send({ emails: [` ${ada.email.toUpperCase()} `, grace, ada.email] })
        .expect(200);
      expect(assigned.body).toMatchObject({
        id: team.id,
        name: 'Talent Partners',
        course: { id: course.id, title: 'Sourcing Sprint', paymentType: 'one_time' },
        seats: 3,
        seatsUsed: 2,
        unassigned: 1,
        endedAt: null,
        members: [],
      });
      expect(
        assigned.body.seatList.map((seat: { email: string; status: string; started: boolean }) => [seat.email, seat.status, seat.started]),
      ).toEqual([
        [ada.email, 'invited', false],
        [grace, 'invited', false],
      ]);

      const mail = (await mailsTo(ada.email, INVITE_SUBJECT))[0];
      expect(mail.subject).toBe(`${manager.user.displayName} gave you a seat in "Sourcing Sprint"`);
      expect(mail.body).toContain('Talent Partners');
      expect(await mailsTo(grace, INVITE_SUBJECT)).toHaveLength(1);
      const token = await inviteToken(ada.email);
      expect(token.length).toBeGreaterThanOrEqual(22);
      const stored = await sql<{ token_hash: string }>('select token_hash from team_seats where email = ?', [ada.email]);
      expect(stored[0].token_hash).not.toContain(token);

      const invitation = await testApp.http().get(`/api/team-invites/${token}`).expect(200);
      expect(invitation.body).toEqual({
        teamName: 'Talent Partners',
        courseId: course.id,
        courseTitle: 'Sourcing Sprint',
        path: null,
        email: ada.email,
        managerName: manager.user.displayName,
        status: 'invited',
      });

      const learner = await signIn(ada);
      const accepted = await learner.post(`/api/team-invites/${token}/accept`).expect(200);
      expect(accepted.body).toEqual({ courseId: course.id, pathSlug: null });
      expect(await enrolmentOf(ada.id, course.id)).toEqual({ status: 'active', source: 'team' });
      await learner.post(`/api/team-invites/${token}/accept`).expect(200);
      expect((await testApp.http().get(`/api/team-invites/${token}`).expect(200)).body.status).toBe('active');

      // The member learns like any enrolled learner: the quiz (which completes its lesson), then the other lesson.
      await learner.get(`/api/courses/${course.id}/learn`).expect(200);
      await learner.post(`/api/quizzes/${quiz.body.id}/attempts`).expect(200);
      const submitted = await learner
        .post(`/api/quizzes/${quiz.body.id}/submit`)
        .send({ answers: { [question.body.id]: [0] } })
        .expect(200);
      expect(submitted.body).toMatchObject({ score: 100, passed: true });
      await learner.post(`/api/lessons/${lessons[1].id}/complete`).expect(200);

      const dashboard = await manager.agent.get(`/api/teams/${team.id}`).expect(200);
      expect(dashboard.body.seatList.find((seat: { email: string }) => seat.email === ada.email)).toMatchObject({
        status: 'active',
        learnerName: 'Ada Lovelace',
        started: true,
      });
      expect(dashboard.body.members).toHaveLength(1);
      const [member] = dashboard.body.members;
      expect(member).toMatchObject({
        userId: ada.id,
        name: 'Ada Lovelace',
        email: ada.email,
        completedLessons: 2,
        totalLessons: 2,
        progress: 100,
        quizResults: [{ lessonTitle: 'Lesson 1.1', score: 100, passed: true, sourcingF1: null }],
      });
      expect(member.certificateCode).toEqual(expect.any(String));
      expect(Date.now() - new Date(member.lastActivityAt).getTime()).toBeLessThan(60_000);

      // A quiz with boolean search questions shows the attempt's mean F1 beside its score.
      await sql(`update quiz_attempts set search_grades = ? where quiz_id = ? and user_id = ?`, [
        JSON.stringify({ 1: { f1: 0.8 }, 2: { f1: 0.6 } }),
        quiz.body.id,
        ada.id,
      ]);
      const withSearch = await manager.agent.get(`/api/teams/${team.id}`).expect(200);
      expect(withSearch.body.members[0].quizResults).toEqual([{ lessonTitle: 'Lesson 1.1', score: 100, passed: true, sourcingF1: 70 }]);

      const teams = await manager.agent.get('/api/teams').expect(200);
      expect(teams.body).toEqual([expect.objectContaining({ id: team.id, seats: 3, seatsUsed: 2, unassigned: 1 })]);
      // A member sees no team data.
      expect((await learner.get('/api/teams').expect(200)).body).toEqual([]);
      await learner.get(`/api/teams/${team.id}`).expect(404);
    });

    it("shows each member's practice conversations: attempts ended, the latest total and whether any passed, in course order", async () => {
      const { manager, team, lessons } = await teamOf(3, { lessonsPerModule: 3 });
      const learner = await createUser(testApp);
      const agent = await signIn(learner);
      await manager.agent
        .post(`/api/teams/${team.id}/seats`)
        .send({ emails: [learner.email] })
        .expect(200);
      await join(learner, agent);
      await sql(`update lessons set type = 'practice' where id in (?, ?)`, [lessons[0].id, lessons[2].id]);
      // Lesson 3: a fail, a pass, then a try awaiting review (the latest, so no total yet).
      await practiceAttempt(lessons[2].id, learner.id, 1, 'graded', 50, false, '2026-11-01T10:00:00Z');
      await practiceAttempt(lessons[2].id, learner.id, 2, 'graded', 90, true, '2026-11-02T10:00:00Z');
      await practiceAttempt(lessons[2].id, learner.id, 3, 'needs_review', null, null, '2026-11-03T10:00:00Z');
      // Lesson 1: a fail, then one in progress (not counted).
      await practiceAttempt(lessons[0].id, learner.id, 1, 'graded', 40, false, '2026-11-01T09:00:00Z');
      await practiceAttempt(lessons[0].id, learner.id, 2, 'in_progress', null, null, null);
      // Another course's practice stays out.
      const elsewhere = await createCourse(testApp, { modules: 1, lessonsPerModule: 1 });
      await practiceAttempt(elsewhere.lessons[0].id, learner.id, 1, 'graded', 100, true, '2026-11-01T09:00:00Z');

      const dashboard = await manager.agent.get(`/api/teams/${team.id}`).expect(200);
      expect(dashboard.body.members[0].practiceResults).toEqual([
        { lessonTitle: lessons[0].title, attempts: 1, latestTotal: 40, passed: false },
        { lessonTitle: lessons[2].title, attempts: 3, latestTotal: null, passed: true },
      ]);

      await sql(`update practice_attempts set status = 'graded', total = 75, passed = true where lesson_id = ? and attempt_number = 3`, [
        lessons[2].id,
      ]);
      const csv = await manager.agent.get(`/api/teams/${team.id}/members.csv`).buffer(true).expect(200);
      const rows = parse(csv.text, { bom: true, columns: true }) as Record<string, string>[];
      expect(rows[0]['Practice results']).toBe(`${lessons[0].title}: 40%, 1 attempt; ${lessons[2].title}: 75% (passed), 3 attempts`);
    });

    it('is redeemed only by the invited address, once confirmed', async () => {
      const { course, manager, team } = await teamOf();
      const invitee = await createUser(testApp, 'jobseeker', { emailVerified: false });
      await manager.agent
        .post(`/api/teams/${team.id}/seats`)
        .send({ emails: [invitee.email] })
        .expect(200);
      const token = await inviteToken(invitee.email);

      await testApp.http().post(`/api/team-invites/${token}/accept`).expect(401);
      const other = await signedInAgent(testApp);
      const refused = await other.agent.post(`/api/team-invites/${token}/accept`).expect(403);
      expect(refused.body).toMatchObject({
        code: 'TEAM_INVITE_OTHER_ADDRESS',
        message: `This invitation was sent to ${invitee.email}. Sign in with that address to accept it.`,
      });
      const unverified = await signIn(invitee);
      const notConfirmed = await unverified.post(`/api/team-invites/${token}/accept`).expect(403);
      expect(notConfirmed.body).toMatchObject({
        code: 'EMAIL_NOT_VERIFIED',
        message: 'Please confirm your e-mail address first, with the link we sent you, then accept the invitation.',
      });
      expect(await enrolmentOf(invitee.id, course.id)).toBeUndefined();

      await sql('update users set email_verified_at = now() where id = ?', [invitee.id]);
      // Written behind the application's back: tell its session cache, as the application's own writes do.
      await testApp.app.get(SessionCache).changed([{ user: invitee.id }]);
      await unverified.post(`/api/team-invites/${token}/accept`).expect(200);
      expect(await enrolmentOf(invitee.id, course.id)).toEqual({ status: 'active', source: 'team' });
      // Once redeemed, nobody else can have it.
      expect((await other.agent.post(`/api/team-invites/${token}/accept`).expect(410)).body.code).toBe('TEAM_INVITE_USED');

      const unknown = await testApp.http().get('/api/team-invites/not-a-real-token').expect(404);
      expect(unknown.body).toMatchObject({
        code: 'TEAM_INVITE_NOT_FOUND',
        message: 'This invitation link is not valid. Ask your team manager to send it again.',
      });
      await other.agent.post('/api/team-invites/not-a-real-token/accept').expect(404);
    });

    it('refuses an account whose role cannot see the course', async () => {
      const { course, manager, team } = await teamOf(3, { accessLevel: 'recruitpro' });
      const jobseeker = await signedInAgent(testApp, 'jobseeker');
      await manager.agent
        .post(`/api/teams/${team.id}/seats`)
        .send({ emails: [jobseeker.user.email] })
        .expect(200);
      const refused = await jobseeker.agent.post(`/api/team-invites/${await inviteToken(jobseeker.user.email)}/accept`).expect(400);
      expect(refused.body).toMatchObject({
        code: 'COURSE_ROLE_MISMATCH',
        message: 'This course is for RecruitPro members; your account is a Job Seeker account.',
      });
      expect(await enrolmentOf(jobseeker.user.id, course.id)).toBeUndefined();
    });

    it('the manager takes a seat: active at once with a confirmed address, invited otherwise', async () => {
      const { course, manager, team } = await teamOf(2);
      const taken = await manager.agent.post(`/api/teams/${team.id}/seats/take`).expect(200);
      expect(taken.body).toMatchObject({
        seatsUsed: 1,
        unassigned: 1,
        seatList: [{ email: manager.user.email, status: 'active', learnerName: manager.user.displayName }],
        members: [{ userId: manager.user.id, progress: 0 }],
      });
      expect(await enrolmentOf(manager.user.id, course.id)).toEqual({ status: 'active', source: 'team' });
      const again = await manager.agent.post(`/api/teams/${team.id}/seats/take`).expect(409);
      expect(again.body).toMatchObject({ code: 'TEAM_SEAT_TAKEN', message: 'You already have a seat on this team' });
      expect(await mailsTo(manager.user.email, INVITE_SUBJECT)).toHaveLength(0);

      const unconfirmed = await createUser(testApp, 'recruitpro', { emailVerified: false });
      const other = await createTeam(testApp, {
        course: (await createCourse(testApp, { isPaid: true })).course,
        manager: unconfirmed,
        seats: 2,
      });
      const agent = await signIn(unconfirmed);
      const invited = await agent.post(`/api/teams/${other.id}/seats/take`).expect(200);
      expect(invited.body.seatList).toEqual([expect.objectContaining({ email: unconfirmed.email, status: 'invited' })]);
      expect(await mailsTo(unconfirmed.email, INVITE_SUBJECT)).toHaveLength(1);
    });
  });

  describe('seat rules', () => {
    it('refuses more addresses than unassigned seats, an address that already has a seat, and bad input, all or none', async () => {
      const { manager, team } = await teamOf(2);
      const first = uniqueEmail('first');
      await manager.agent
        .post(`/api/teams/${team.id}/seats`)
        .send({ emails: [first] })
        .expect(200);
      const [a, b] = [uniqueEmail('a'), uniqueEmail('b')];
      const full = await manager.agent
        .post(`/api/teams/${team.id}/seats`)
        .send({ emails: [a, b] })
        .expect(409);
      expect(full.body).toMatchObject({ code: 'TEAM_SEATS_FULL', message: 'Not enough free seats: 1 left for 2 addresses' });
      const taken = await manager.agent
        .post(`/api/teams/${team.id}/seats`)
        .send({ emails: [first.toUpperCase()] })
        .expect(409);
      expect(taken.body).toMatchObject({ code: 'TEAM_SEAT_TAKEN', message: `${first} already has a seat on this team` });

      const invalid = await manager.agent
        .post(`/api/teams/${team.id}/seats`)
        .send({ emails: [a, 'not-an-address'] })
        .expect(400);
      expect(invalid.body.message).toEqual(['"not-an-address" is not a valid e-mail address']);
      expect((await manager.agent.post(`/api/teams/${team.id}/seats`).send({ emails: [] }).expect(400)).body.message).toEqual([
        'Enter at least one e-mail address',
      ]);
      const many = Array.from({ length: 201 }, (_, index) => `person${index}@example.com`);
      expect((await manager.agent.post(`/api/teams/${team.id}/seats`).send({ emails: many }).expect(400)).body.message).toContain(
        'Assign at most 200 seats at a time',
      );
      await manager.agent.post(`/api/teams/${team.id}/seats`).send({ emails: 'a@example.com' }).expect(400);
      await manager.agent
        .post(`/api/teams/${team.id}/seats`)
        .send({ emails: [a], extra: true })
        .expect(400);

      const seats = await sql<{ email: string }>('select email from team_seats where team_id = ?', [team.id]);
      expect(seats.map((seat) => seat.email)).toEqual([first]);
      expect(await mailsTo(a, INVITE_SUBJECT)).toHaveLength(0);
    });

    it('revokes a seat whose learner has not started (access ends, with an e-mail), never one who has; an invitation link then says so', async () => {
      const { course, lessons, manager, team } = await teamOf(3);
      const starter = await signedInAgent(testApp);
      const idle = await signedInAgent(testApp);
      const pending = uniqueEmail('pending');
      await manager.agent
        .post(`/api/teams/${team.id}/seats`)
        .send({ emails: [starter.user.email, idle.user.email, pending] })
        .expect(200);
      await join(starter.user, starter.agent);
      await join(idle.user, idle.agent);
      await starter.agent.post(`/api/lessons/${lessons[0].id}/complete`).expect(200);
      const seatIdOf = async (email: string) =>
        (await sql<{ id: number }>('select id from team_seats where team_id = ? and email = ?', [team.id, email]))[0].id;

      const started = await manager.agent.post(`/api/teams/${team.id}/seats/${await seatIdOf(starter.user.email)}/revoke`).expect(409);
      expect(started.body).toMatchObject({ code: 'TEAM_SEAT_STARTED', message: 'This learner has already started the course' });
      await manager.agent
        .post(`/api/teams/${team.id}/seats/${await seatIdOf(starter.user.email)}/reassign`)
        .send({ email: uniqueEmail() })
        .expect(409);

      const idleSeat = await seatIdOf(idle.user.email);
      const revoked = await manager.agent.post(`/api/teams/${team.id}/seats/${idleSeat}/revoke`).expect(200);
      expect(revoked.body).toMatchObject({ seatsUsed: 2, unassigned: 1 });
      expect(revoked.body.seatList.at(-1)).toMatchObject({ id: idleSeat, status: 'revoked' });
      expect(await enrolmentOf(idle.user.id, course.id)).toEqual({ status: 'revoked', source: 'team' });
      const [notice] = await mailsTo(idle.user.email, 'has ended');
      expect(notice.subject).toBe('Your seat in "Structured Interviews" has ended');
      expect(notice.body).toContain('The manager of the team "Talent Partners" has taken back your seat');
      const again = await manager.agent.post(`/api/teams/${team.id}/seats/${idleSeat}/revoke`).expect(409);
      expect(again.body.code).toBe('TEAM_SEAT_REVOKED');

      const pendingToken = await inviteToken(pending);
      await manager.agent.post(`/api/teams/${team.id}/seats/${await seatIdOf(pending)}/revoke`).expect(200);
      expect((await testApp.http().get(`/api/team-invites/${pendingToken}`).expect(200)).body.status).toBe('revoked');
      const gone = await (
        await signIn(await createUser(testApp, 'jobseeker', { email: pending }))
      )
        .post(`/api/team-invites/${pendingToken}/accept`)
        .expect(410);
      expect(gone.body).toMatchObject({
        code: 'TEAM_INVITE_REVOKED',
        message: 'This seat was taken back by the team. Ask your team manager if you should have one.',
      });
      // An invitation never accepted is withdrawn without an e-mail.
      expect(await mailsTo(pending, 'has ended')).toHaveLength(0);

      await manager.agent.post(`/api/teams/${team.id}/seats/999999/revoke`).expect(404);
      const otherTeam = await teamOf(1);
      await otherTeam.manager.agent
        .post(`/api/teams/${otherTeam.team.id}/seats`)
        .send({ emails: [uniqueEmail()] })
        .expect(200);
      const foreignSeat = (await sql<{ id: number }>('select id from team_seats where team_id = ?', [otherTeam.team.id]))[0].id;
      expect((await manager.agent.post(`/api/teams/${team.id}/seats/${foreignSeat}/revoke`).expect(404)).body.code).toBe(
        'TEAM_SEAT_NOT_FOUND',
      );
    });

    it('a revoked member who also bought the course keeps it as a purchase', async () => {
      const { course, manager, team } = await teamOf(2);
      const buyer = await signedInAgent(testApp);
      await manager.agent
        .post(`/api/teams/${team.id}/seats`)
        .send({ emails: [buyer.user.email] })
        .expect(200);
      await join(buyer.user, buyer.agent);
      const em = testApp.app.get(EntityManager).fork();
      em.create(Payment, {
        user: buyer.user.id,
        email: buyer.user.email,
        course: course.id,
        kind: 'one_time',
        status: 'succeeded',
        amount: 4900,
      });
      await em.flush();
      const seat = (await sql<{ id: number }>('select id from team_seats where team_id = ?', [team.id]))[0].id;
      await manager.agent.post(`/api/teams/${team.id}/seats/${seat}/revoke`).expect(200);
      expect(await enrolmentOf(buyer.user.id, course.id)).toEqual({ status: 'active', source: 'purchase' });
    });

    it('reassigns a seat to another address in one step, and resends an invitation with a new link', async () => {
      const { manager, team } = await teamOf(2);
      const [typo, right, holder] = [uniqueEmail('typo'), uniqueEmail('right'), uniqueEmail('holder')];
      await manager.agent
        .post(`/api/teams/${team.id}/seats`)
        .send({ emails: [typo, holder] })
        .expect(200);
      const typoToken = await inviteToken(typo);
      const typoSeat = (await sql<{ id: number }>('select id from team_seats where email = ?', [typo]))[0].id;

      const taken = await manager.agent.post(`/api/teams/${team.id}/seats/${typoSeat}/reassign`).send({ email: holder }).expect(409);
      expect(taken.body).toMatchObject({ code: 'TEAM_SEAT_TAKEN', message: `${holder} already has a seat on this team` });
      await manager.agent.post(`/api/teams/${team.id}/seats/${typoSeat}/reassign`).send({ email: 'nope' }).expect(400);
      const reassigned = await manager.agent
        .post(`/api/teams/${team.id}/seats/${typoSeat}/reassign`)
        .send({ email: right.toUpperCase() })
        .expect(200);
      expect(reassigned.body).toMatchObject({ seatsUsed: 2, unassigned: 0 });
      expect(reassigned.body.seatList.map((seat: { email: string; status: string }) => `${seat.email} ${seat.status}`)).toEqual([
        `${holder} invited`,
        `${right} invited`,
        `${typo} revoked`,
      ]);
      expect((await testApp.http().get(`/api/team-invites/${typoToken}`).expect(200)).body.status).toBe('revoked');
      expect(await mailsTo(right, INVITE_SUBJECT)).toHaveLength(1);

      const rightSeat = (await sql<{ id: number }>('select id from team_seats where email = ?', [right]))[0].id;
      const firstToken = await inviteToken(right);
      await manager.agent.post(`/api/teams/${team.id}/seats/${rightSeat}/resend`).expect(204);
      expect(await mailsTo(right, INVITE_SUBJECT)).toHaveLength(2);
      const secondToken = await inviteToken(right);
      expect(secondToken).not.toBe(firstToken);
      await testApp.http().get(`/api/team-invites/${firstToken}`).expect(404);
      await testApp.http().get(`/api/team-invites/${secondToken}`).expect(200);
      const notWaiting = await manager.agent.post(`/api/teams/${team.id}/seats/${typoSeat}/resend`).expect(409);
      expect(notWaiting.body).toMatchObject({
        code: 'TEAM_SEAT_NOT_INVITED',
        message: 'Only an invitation that is still waiting can be sent again',
      });
    });

    it('e-mails the manager once when 75% of the seats are used and once when all are', async () => {
      const { manager, team } = await teamOf(4);
      const assign = (count: number) =>
        manager.agent
          .post(`/api/teams/${team.id}/seats`)
          .send({ emails: Array.from({ length: count }, () => uniqueEmail('filler')) })
          .expect(200);
      const managerMails = async () => (await mailsTo(manager.user.email, 'Your team')).map((mail) => mail.subject);
      await assign(2);
      expect(await managerMails()).toEqual([]);
      await assign(1);
      expect(await managerMails()).toEqual(['Your team "Talent Partners" has used 3 of 4 seats']);
      await assign(1);
      expect(await managerMails()).toEqual(['Your team "Talent Partners" has used 3 of 4 seats']);
      expect((await mailsTo(manager.user.email, 'Every seat')).map((mail) => mail.subject)).toEqual([
        'Every seat of your team "Talent Partners" is used',
      ]);
      // Freeing a seat and filling it again tells nothing new.
      const seat = (await sql<{ id: number }>('select id from team_seats where team_id = ? order by id desc limit 1', [team.id]))[0].id;
      await manager.agent.post(`/api/teams/${team.id}/seats/${seat}/revoke`).expect(200);
      await assign(1);
      expect(await mailsTo(manager.user.email, 'Every seat')).toHaveLength(1);

      // Reaching both at once sends only the second.
      const small = await teamOf(2);
      await small.manager.agent
        .post(`/api/teams/${small.team.id}/seats`)
        .send({ emails: [uniqueEmail(), uniqueEmail()] })
        .expect(200);
      expect(
        (await mailsTo(small.manager.user.email, 'Your team')).length + (await mailsTo(small.manager.user.email, 'Every seat')).length,
      ).toBe(1);
      expect(await mailsTo(small.manager.user.email, 'Every seat')).toHaveLength(1);
    });
  });

  describe('size changes from payments (resizeTo, endTeam)', () => {
    const seatsService = () => testApp.app.get(TeamSeatsService);
    const inTransaction = (work: (em: EntityManager) => Promise<void>) => testApp.app.get(EntityManager).fork().transactional(work);

    it('removes unassigned seats first, then the most recent assignments, with e-mails to them and the manager; growing again lets the filling e-mails go out again', async () => {
      const { course, manager, team } = await teamOf(6);
      const oldest = await signedInAgent(testApp);
      const middle = await signedInAgent(testApp);
      const newest = uniqueEmail('newest');
      await manager.agent
        .post(`/api/teams/${team.id}/seats`)
        .send({ emails: [oldest.user.email] })
        .expect(200);
      await manager.agent
        .post(`/api/teams/${team.id}/seats`)
        .send({ emails: [middle.user.email] })
        .expect(200);
      await manager.agent
        .post(`/api/teams/${team.id}/seats`)
        .send({ emails: [newest] })
        .expect(200);
      await join(oldest.user, oldest.agent);
      await join(middle.user, middle.agent);

      await inTransaction((em) => seatsService().resizeTo(em, team.id, 3, 'refund'));
      let detail = (await manager.agent.get(`/api/teams/${team.id}`).expect(200)).body;
      expect(detail).toMatchObject({ seats: 3, seatsUsed: 3, unassigned: 0 });
      const [unassignedOnly] = await mailsTo(manager.user.email, 'now has 3 seats');
      expect(unassignedOnly.body).toContain('Only unassigned seats were removed');
      expect(await mailsTo(manager.user.email, 'Every seat')).toHaveLength(1);

      await inTransaction((em) => seatsService().resizeTo(em, team.id, 1, 'refund'));
      detail = (await manager.agent.get(`/api/teams/${team.id}`).expect(200)).body;
      expect(detail).toMatchObject({ seats: 1, seatsUsed: 1, unassigned: 0 });
      expect(detail.seatList.map((seat: { email: string; status: string }) => `${seat.email} ${seat.status}`)).toEqual([
        `${oldest.user.email} active`,
        `${middle.user.email} revoked`,
        `${newest} revoked`,
      ]);
      expect(await enrolmentOf(middle.user.id, course.id)).toEqual({ status: 'revoked', source: 'team' });
      expect(await enrolmentOf(oldest.user.id, course.id)).toEqual({ status: 'active', source: 'team' });
      const [refunded] = await mailsTo(middle.user.email, 'has ended');
      expect(refunded.body).toContain('after a refund');
      const [reduced] = await mailsTo(manager.user.email, 'now has 1 seat');
      expect(reduced.body).toContain(`these people no longer have a seat and were told by e-mail: ${newest}, ${middle.user.email}`);

      await inTransaction((em) => seatsService().resizeTo(em, team.id, 2, 'subscription'));
      await manager.agent
        .post(`/api/teams/${team.id}/seats`)
        .send({ emails: [uniqueEmail()] })
        .expect(200);
      expect(await mailsTo(manager.user.email, 'Every seat')).toHaveLength(2);
      expect(await mailsTo(manager.user.email, 'now has 2 seats')).toHaveLength(0);
    });

    it("ends the team's access once: members lose the course (unless another team seats them), the manager is told, and invitations can no longer be accepted", async () => {
      const { course, manager, team } = await teamOf(3);
      const member = await signedInAgent(testApp);
      const twice = await signedInAgent(testApp);
      const late = await signedInAgent(testApp);
      await manager.agent
        .post(`/api/teams/${team.id}/seats`)
        .send({ emails: [member.user.email, twice.user.email, late.user.email] })
        .expect(200);
      await join(member.user, member.agent);
      await join(twice.user, twice.agent);
      const otherManager = await signedInAgent(testApp, 'recruitpro');
      const otherTeam = await createTeam(testApp, { course, manager: otherManager.user, seats: 1, name: 'Other agency' });
      await otherManager.agent
        .post(`/api/teams/${otherTeam.id}/seats`)
        .send({ emails: [twice.user.email] })
        .expect(200);
      await join(twice.user, twice.agent);

      await inTransaction((em) => seatsService().endTeam(em, team.id));
      await inTransaction((em) => seatsService().endTeam(em, team.id));
      expect(await enrolmentOf(member.user.id, course.id)).toEqual({ status: 'revoked', source: 'team' });
      expect(await enrolmentOf(twice.user.id, course.id)).toEqual({ status: 'active', source: 'team' });
      const ended = await mailsTo(manager.user.email, 'no longer has access');
      expect(ended).toHaveLength(1);
      expect(ended[0].subject).toBe('Your team "Talent Partners" no longer has access to "Structured Interviews"');
      expect(ended[0].body).toContain('2 members have lost access');
      expect((await mailsTo(member.user.email, 'has ended'))[0].body).toContain('its subscription has ended');

      const detail = (await manager.agent.get(`/api/teams/${team.id}`).expect(200)).body;
      expect(detail.endedAt).not.toBeNull();
      const refused = await late.agent.post(`/api/team-invites/${await inviteToken(late.user.email)}/accept`).expect(409);
      expect(refused.body).toMatchObject({ code: 'TEAM_ENDED', message: "This team's access to the course has ended" });
      expect(
        (
          await manager.agent
            .post(`/api/teams/${team.id}/seats`)
            .send({ emails: [uniqueEmail()] })
            .expect(409)
        ).body.code,
      ).toBe('TEAM_ENDED');
    });
  });

  describe('the members CSV', () => {
    it("has a line per invited or active seat with the holder's progress; formulas are neutralised; only the manager gets it", async () => {
      const { lessons, manager, team } = await teamOf(3);
      const learner = await createUser(testApp, 'jobseeker', { firstName: '=HYPERLINK("http://evil.example")', lastName: 'Smith' });
      const agent = await signIn(learner);
      const waiting = uniqueEmail('waiting');
      await manager.agent
        .post(`/api/teams/${team.id}/seats`)
        .send({ emails: [learner.email, waiting] })
        .expect(200);
      await join(learner, agent);
      await agent.post(`/api/lessons/${lessons[0].id}/complete`).expect(200);

      const response = await manager.agent.get(`/api/teams/${team.id}/members.csv`).buffer(true).expect(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="team-${team.id}-members-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
      );
      expect(response.headers['cache-control']).toBe('no-store');
      const rows = parse(response.text, { bom: true, columns: true }) as Record<string, string>[];
      expect(rows).toEqual([
        expect.objectContaining({
          Email: learner.email,
          Seat: 'active',
          Learner: `'=HYPERLINK("http://evil.example") Smith`,
          'Completed lessons': '1',
          'Total lessons': '2',
          'Progress (%)': '50',
          'Quiz results': '',
          'Practice results': '',
          Certificate: '',
        }),
        expect.objectContaining({
          Email: waiting,
          Seat: 'invited',
          Learner: '',
          'Completed lessons': '0',
          'Progress (%)': '0',
          'Joined at': '',
        }),
      ]);
      await agent.get(`/api/teams/${team.id}/members.csv`).expect(404);
      await testApp.http().get(`/api/teams/${team.id}/members.csv`).expect(401);
    });
  });

  describe('authorisation', () => {
    it('only the manager sees or changes a team; others (another manager, a member, an admin, a learner) get 404, visitors 401', async () => {
      const { manager, team } = await teamOf(3);
      const member = await signedInAgent(testApp);
      await manager.agent
        .post(`/api/teams/${team.id}/seats`)
        .send({ emails: [member.user.email] })
        .expect(200);
      await join(member.user, member.agent);
      const seat = (await sql<{ id: number }>('select id from team_seats where team_id = ?', [team.id]))[0].id;
      const otherManager = (await teamOf(1)).manager;
      const admin = await signedInAgent(testApp, 'admin');
      const learner = await signedInAgent(testApp);

      for (const [who, agent] of [
        ['another manager', otherManager.agent],
        ['a member', member.agent],
        ['an admin', admin.agent],
        ['a learner', learner.agent],
      ] as const) {
        const outcomes = [
          await agent.get(`/api/teams/${team.id}`),
          await agent.post(`/api/teams/${team.id}/seats`).send({ emails: [uniqueEmail()] }),
          await agent.post(`/api/teams/${team.id}/seats/take`),
          await agent.post(`/api/teams/${team.id}/seats/${seat}/revoke`),
          await agent.post(`/api/teams/${team.id}/seats/${seat}/reassign`).send({ email: uniqueEmail() }),
          await agent.post(`/api/teams/${team.id}/seats/${seat}/resend`),
          await agent.get(`/api/teams/${team.id}/members.csv`),
        ].map((response) => `${response.status} ${response.body.code}`);
        expect(`${who}: ${outcomes.join(', ')}`).toBe(`${who}: ${Array(7).fill('404 TEAM_NOT_FOUND').join(', ')}`);
      }
      for (const response of [
        await testApp.http().get('/api/teams'),
        await testApp.http().get(`/api/teams/${team.id}`),
        await testApp
          .http()
          .post(`/api/teams/${team.id}/seats`)
          .send({ emails: [uniqueEmail()] }),
        await testApp.http().post(`/api/teams/${team.id}/seats/take`),
      ]) {
        expect(response.status).toBe(401);
      }
      const ids = await sql<{ count: number }>('select count(*)::int as count from team_seats where team_id = ?', [team.id]);
      expect(ids[0].count).toBe(1);
      await manager.agent.get('/api/teams/0').expect(404);
      await manager.agent.get('/api/teams/abc').expect(404);
    });
  });

  describe('concurrency and cost', () => {
    it('two assignments racing for the last seat: exactly one succeeds, the other gets a clear 409', async () => {
      for (let round = 0; round < 5; round++) {
        const { manager, team } = await teamOf(2);
        await manager.agent
          .post(`/api/teams/${team.id}/seats`)
          .send({ emails: [uniqueEmail()] })
          .expect(200);
        const secondSession = await signIn(manager.user);
        const responses = await Promise.all([
          manager.agent.post(`/api/teams/${team.id}/seats`).send({ emails: [uniqueEmail('racer')] }),
          secondSession.post(`/api/teams/${team.id}/seats`).send({ emails: [uniqueEmail('racer')] }),
        ]);
        expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
        const refused = responses.find((response) => response.status === 409)!;
        expect(refused.body).toMatchObject({ code: 'TEAM_SEATS_FULL', message: 'Not enough free seats: 0 left for 1 address' });
        const live = await sql<{ count: number }>(
          "select count(*)::int as count from team_seats where team_id = ? and status <> 'revoked'",
          [team.id],
        );
        expect(live[0].count).toBe(2);
      }
    });

    it('answers the team dashboard in the same number of statements whatever the number of seats, members, quiz and practice results', async () => {
      const { course, lessons } = await createCourse(testApp, { isPaid: true, lessonType: 'quiz', lessonsPerModule: 2 });
      const admin = (await signedInAgent(testApp, 'admin')).agent;
      const quizIds: number[] = [];
      const questionIds: number[] = [];
      for (const lesson of lessons) {
        const quiz = await admin
          .put(`/api/admin/lessons/${lesson.id}/quiz`)
          .send({ title: 'Check', description: '', timeLimit: null, passMark: null, maxAttempts: null })
          .expect(200);
        quizIds.push(quiz.body.id);
        questionIds.push(
          (
            await admin
              .post(`/api/admin/quizzes/${quiz.body.id}/questions`)
              .send({ type: 'multiple_choice', question: 'Pick', options: ['a', 'b'], correctOptions: [0] })
              .expect(201)
          ).body.id,
        );
      }
      const manager = await signedInAgent(testApp, 'recruitpro');
      const team = await createTeam(testApp, { course: course as Course, manager: manager.user, seats: 10 });
      const addMembers = async (count: number) => {
        for (let index = 0; index < count; index++) {
          const learner = await signedInAgent(testApp);
          await manager.agent
            .post(`/api/teams/${team.id}/seats`)
            .send({ emails: [learner.user.email, uniqueEmail('pending')] })
            .expect(200);
          await join(learner.user, learner.agent);
          for (const [quizIndex, quizId] of quizIds.entries()) {
            await learner.agent.post(`/api/quizzes/${quizId}/attempts`).expect(200);
            await learner.agent
              .post(`/api/quizzes/${quizId}/submit`)
              .send({ answers: { [questionIds[quizIndex]]: [index % 2] } })
              .expect(200);
          }
        }
      };
      const practiceFor = async () => {
        // Every member's two tries at the first lesson, as if it were a practice conversation.
        await sql(`delete from practice_attempts where lesson_id = ?`, [lessons[0].id]);
        const members = await sql<{ user_id: number }>(`select user_id from team_seats where team_id = ? and status = 'active'`, [team.id]);
        for (const { user_id } of members) {
          await practiceAttempt(lessons[0].id, user_id, 1, 'graded', 50, false, '2026-11-01T10:00:00Z');
          await practiceAttempt(lessons[0].id, user_id, 2, 'graded', 80, true, '2026-11-02T10:00:00Z');
        }
      };
      await addMembers(1);
      await practiceFor();
      const one = await testApp.countQueries(() => manager.agent.get(`/api/teams/${team.id}`).expect(200));
      await addMembers(3);
      await practiceFor();
      const four = await testApp.countQueries(async () => {
        const response = await manager.agent.get(`/api/teams/${team.id}`).expect(200);
        expect(response.body.members).toHaveLength(4);
        expect(response.body.members[2].quizResults).toEqual([
          { lessonTitle: 'Lesson 1.1', score: 0, passed: null, sourcingF1: null },
          { lessonTitle: 'Lesson 1.2', score: 0, passed: null, sourcingF1: null },
        ]);
        expect(response.body.members[2].practiceResults).toEqual([
          { lessonTitle: 'Lesson 1.1', attempts: 2, latestTotal: 80, passed: true },
        ]);
      });
      expect(four.count).toBe(one.count);
      // The session, the team, its seats with their holders' progress, the quiz results, the practice results.
      expect(one.count).toBeLessThanOrEqual(5);
    });
  });
});
