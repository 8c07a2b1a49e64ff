import { EntityManager } from '@mikro-orm/postgresql';
import { Invite } from '../../src/modules/admin/entities/invite.entity.js';
import { hashToken } from '../../src/common/security/tokens.js';
import { Enrollment } from '../../src/modules/learning/entities/enrollment.entity.js';
import { createUser, signedInAgent, uniqueEmail } from '../support/accounts.js';
import { createCourse } from '../support/catalog.js';
import { drainMail } from '../support/mail-drain.js';
import { TestSmtpServer } from '../support/smtp.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const PUBLIC_URL = 'http://academy.test';
const tokenOf = (url: string) => new URL(url).searchParams.get('invite')!;
const linkIn = (body: string) => body.match(/http:\/\/academy\.test\/auth\?invite=[\w-]+/)![0];

describe('access grants and invites', () => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAgent>>;

  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    testApp = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL, MAIL_RETRY_DELAY_MS: '100' });
    admin = await signedInAgent(testApp, 'admin');
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.stop();
  });

  const register = (email: string, inviteToken?: string) =>
    testApp.http().post('/api/register').send({ email, password: 'analytical-engine', firstName: 'New', lastName: 'Learner', inviteToken });

  it('grant to an unknown e-mail: one e-mail with a link; registering with it enrols as Granted; the link works once', async () => {
    const { course } = await createCourse(testApp, { title: 'Structured Interviews', isPaid: true, price: 4900 });
    const email = uniqueEmail('invitee');
    const granted = await admin.agent.post(`/api/courses/${course.id}/grant-access`).send({ email }).expect(200);
    expect(granted.body).toMatchObject({ status: 'invited', email });

    const mail = await smtp.waitFor(email);
    expect(mail.subject).toContain('Structured Interviews');
    expect(mail.body).toContain(admin.user.displayName);
    const link = linkIn(mail.body);
    expect(link).toBe(granted.body.inviteUrl);
    const token = tokenOf(link);
    expect(token.length).toBeGreaterThanOrEqual(22);
    const stored = await testApp.app.get(EntityManager).fork().findOneOrFail(Invite, { email });
    expect(stored.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    const check = await testApp.http().get(`/api/invite/${token}`).expect(200);
    expect(check.body).toEqual({ valid: true, email, courseTitle: 'Structured Interviews', courseId: course.id, kind: 'grant' });

    const wrong = await register(uniqueEmail('other'), token).expect(400);
    expect(wrong.body.message).toBe('This invite was sent to another email address. Please sign up with that address.');
    const created = await register(email, token).expect(201);
    const cookie = (created.headers['set-cookie'] as unknown as string[])
      .find((value) => value.startsWith('academy_session='))!
      .split(';')[0];
    const detail = await testApp.http().get(`/api/courses/${course.id}`).set('Cookie', cookie).expect(200);
    expect(detail.body.isEnrolled).toBe(true);
    const students = await admin.agent.get(`/api/courses/${course.id}/students`).expect(200);
    expect(students.body.find((student: { email: string }) => student.email === email)).toMatchObject({ grantedAccess: true });

    const reused = await testApp.http().get(`/api/invite/${token}`).expect(410);
    expect(reused.body.message).toBe('This invite has already been used');
    await register(uniqueEmail('again'), token).expect(410);
    await drainMail(testApp);
    expect(smtp.count(email)).toBe(1);
  });

  it('grant to an existing learner enrols at once, says so by e-mail, and repeating it changes nothing', async () => {
    const { course } = await createCourse(testApp, { title: 'Sourcing Sprint' });
    const learner = await createUser(testApp, 'jobseeker');
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await admin.agent
        .post(`/api/courses/${course.id}/grant-access`)
        .send({ email: learner.email.toUpperCase() })
        .expect(200);
      expect(response.body).toEqual({ status: 'enrolled', email: learner.email });
    }
    const mail = await smtp.waitFor(learner.email);
    expect(mail.subject).toBe('You now have access to "Sourcing Sprint"');
    expect(await testApp.app.get(EntityManager).fork().count(Enrollment, { user: learner.id, course: course.id, source: 'grant' })).toBe(1);
    await drainMail(testApp);
    expect(smtp.count(learner.email)).toBe(1);
  });

  it('an expired or unknown invite is refused with a clear message', async () => {
    const { course } = await createCourse(testApp, { isPaid: true });
    const email = uniqueEmail('late');
    const { body } = await admin.agent.post(`/api/courses/${course.id}/invite`).send({ email }).expect(200);
    const token = tokenOf(body.inviteUrl);
    await testApp.app
      .get(EntityManager)
      .fork()
      .nativeUpdate(Invite, { tokenHash: hashToken(token) }, { expiresAt: new Date(Date.now() - 1000) });
    const expired = await testApp.http().get(`/api/invite/${token}`).expect(410);
    expect(expired.body.message).toBe('This invite has expired. Ask for a new one.');
    await register(email, token).expect(410);
    const unknown = await testApp.http().get('/api/invite/not-a-real-token').expect(404);
    expect(unknown.body.message).toBe('Invalid invite token');
  });

  it('a purchase invite leads to the course checkout and enrols nobody', async () => {
    const { course } = await createCourse(testApp, { title: 'Paid Deep Dive', isPaid: true, price: 7900 });
    const email = uniqueEmail('buyer');
    const { body } = await admin.agent.post(`/api/courses/${course.id}/invite`).send({ email }).expect(200);
    expect(body.inviteUrl).toMatch(/^http:\/\/academy\.test\/auth\?invite=/);
    const token = tokenOf(body.inviteUrl);
    const check = await testApp.http().get(`/api/invite/${token}`).expect(200);
    expect(check.body).toMatchObject({ kind: 'purchase', courseId: course.id, courseTitle: 'Paid Deep Dive' });
    const mail = await smtp.waitFor(email);
    expect(linkIn(mail.body)).toBe(body.inviteUrl);
    const created = await register(email, token).expect(201);
    expect(await testApp.app.get(EntityManager).fork().count(Enrollment, { user: created.body.user.id })).toBe(0);
  });

  it('refuses to invite anyone to buy a free course', async () => {
    const { course } = await createCourse(testApp);
    const email = uniqueEmail('free');
    const refused = await admin.agent.post(`/api/courses/${course.id}/invite`).send({ email }).expect(400);
    expect(refused.body).toMatchObject({
      code: 'COURSE_IS_FREE',
      message: 'This course is free: there is nothing to buy. Grant access instead.',
    });
    await drainMail(testApp);
    expect(smtp.count(email)).toBe(0);
  });

  it('refuses bad input with a clear 4xx and queues nothing', async () => {
    const { course } = await createCourse(testApp, { accessLevel: 'recruitpro', isPaid: true });
    const otherAdmin = await createUser(testApp, 'admin');
    const jobseeker = await createUser(testApp, 'jobseeker');
    await drainMail(testApp);
    const before = smtp.messages.length;
    const invalid = await admin.agent.post(`/api/courses/${course.id}/grant-access`).send({ email: 'nope' }).expect(400);
    expect(invalid.body.message).toContain('Please enter a valid email address');
    await admin.agent.post('/api/courses/999999999/invite').send({ email: uniqueEmail() }).expect(404);
    const toAdmin = await admin.agent.post(`/api/courses/${course.id}/grant-access`).send({ email: otherAdmin.email }).expect(400);
    expect(toAdmin.body.message).toBe('Admins already have access to every course');
    const wrongRole = await admin.agent.post(`/api/courses/${course.id}/invite`).send({ email: jobseeker.email }).expect(400);
    expect(wrongRole.body.message).toBe(`This course is for RecruitPro members; ${jobseeker.email} is a Job Seeker.`);
    const learner = await signedInAgent(testApp, 'recruitpro');
    await learner.agent.post(`/api/courses/${course.id}/grant-access`).send({ email: uniqueEmail() }).expect(403);
    await drainMail(testApp);
    expect(smtp.messages.length).toBe(before);
  });

  it('retries while the SMTP server refuses, and delivers once it accepts', async () => {
    const { course } = await createCourse(testApp);
    const email = uniqueEmail('retry');
    smtp.refuseNext(2);
    await admin.agent.post(`/api/courses/${course.id}/grant-access`).send({ email }).expect(200);
    await drainMail(testApp);
    expect(smtp.count(email)).toBe(1);
    expect((await smtp.waitFor(email)).subject).toContain("You've been invited");
    const status = await admin.agent.get('/api/admin/mail-queue').expect(200);
    expect(status.body).toMatchObject({ waiting: 0, failed: 0 });
    expect(status.body.completed).toBeGreaterThan(0);
  });

  it('keeps an e-mail that failed every attempt, visible to admins', async () => {
    const { course } = await createCourse(testApp);
    const email = uniqueEmail('undeliverable');
    smtp.refuseNext(6);
    await admin.agent.post(`/api/courses/${course.id}/grant-access`).send({ email }).expect(200);
    await drainMail(testApp);
    const failure = (await admin.agent.get('/api/admin/mail-queue').expect(200)).body.recentFailures.find(
      (job: { to: string }) => job.to === email,
    );
    expect(failure).toMatchObject({ to: email, attempts: 6 });
    expect(smtp.count(email)).toBe(0);
    expect(failure!.failedReason).toContain('Try again later');
    const learner = await signedInAgent(testApp);
    await learner.agent.get('/api/admin/mail-queue').expect(403);
  });
});
