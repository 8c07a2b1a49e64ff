import { EntityManager } from '@mikro-orm/postgresql';
import { extractText, getDocumentProxy } from 'unpdf';
import { Course } from '../../src/modules/catalog/entities/course.entity.js';
import { Certificate } from '../../src/modules/certificates/entities/certificate.entity.js';
import { CertificatesService } from '../../src/modules/certificates/certificates.service.js';
import { createUser, PASSWORD, signedInAgent } from '../support/accounts.js';
import { createCourse, enroll, type CourseSpec } from '../support/catalog.js';
import { drainMail } from '../support/mail-drain.js';
import { TestSmtpServer } from '../support/smtp.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const PUBLIC_URL = 'http://academy.test';
const CODE = /^[A-Z2-7]{26}$/;

interface PdfText {
  text: string;
  pageSize: number[];
}

async function readPdf(data: Buffer): Promise<PdfText> {
  const pdf = await getDocumentProxy(new Uint8Array(data));
  const { text } = await extractText(pdf, { mergePages: true });
  const page = await pdf.getPage(1);
  return { text, pageSize: page.view };
}

describe('certificates of completion', () => {
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

  const certificatesOf = (userId: number, courseId: number) =>
    testApp.app.get(EntityManager).fork().find(Certificate, { user: userId, course: courseId });

  /** A signed-in learner enrolled in a new course. */
  async function enrolledLearner(spec: CourseSpec = {}, name = { firstName: 'Ada', lastName: 'Lovelace' }) {
    const created = await createCourse(testApp, spec);
    const user = await createUser(testApp, 'jobseeker', name);
    const agent = testApp.agent();
    await agent.post('/api/login').send({ email: user.email, password: PASSWORD }).expect(200);
    await enroll(testApp, user, created.course);
    return { ...created, user, agent };
  }

  it('issues one certificate when the last lesson is completed, with the name, course and hours as issued, and e-mails it', async () => {
    const { course, lessons, user, agent } = await enrolledLearner(
      { title: 'Boolean Search Mastery', modules: 2, lessonsPerModule: 2, lessonMinutes: 45 },
      { firstName: 'Łucja', lastName: 'Šťastná' },
    );
    for (const lesson of lessons.slice(0, 3)) await agent.post(`/api/lessons/${lesson.id}/complete`).expect(200);
    expect(await certificatesOf(user.id, course.id)).toHaveLength(0);
    expect((await agent.get('/api/certificates').expect(200)).body).toEqual([]);

    const last = await agent.post(`/api/lessons/${lessons[3].id}/complete`).expect(200);
    expect(last.body.progress).toEqual({ completed: 4, total: 4 });
    const [stored] = await certificatesOf(user.id, course.id);
    expect(stored).toMatchObject({ learnerName: 'Łucja Šťastná', courseTitle: 'Boolean Search Mastery', minutes: 180, revokedAt: null });
    expect(stored.code).toMatch(CODE);

    const mine = (await agent.get('/api/certificates').expect(200)).body;
    expect(mine).toEqual([
      {
        code: stored.code,
        status: 'valid',
        kind: 'course',
        path: null,
        courseId: course.id,
        learnerName: 'Łucja Šťastná',
        courseTitle: 'Boolean Search Mastery',
        hours: 3,
        issuedAt: stored.issuedAt.toISOString(),
        revokedAt: null,
        revokeReason: null,
        validUntil: null,
        renews: null,
        renewedBy: null,
        renewalOpensAt: null,
        renewable: false,
        refresher: null,
        verificationUrl: `${PUBLIC_URL}/certificates/${stored.code}`,
        pdfUrl: `${PUBLIC_URL}/api/certificates/${stored.code}/pdf`,
        credentialUrl: `${PUBLIC_URL}/api/certificates/${stored.code}/credential`,
        finalScore: null,
        issuer: { name: 'Recruiting Academy', url: PUBLIC_URL },
        public: false,
        credits: [],
      },
    ]);

    const list = (await agent.get('/api/courses').expect(200)).body as { id: number; certificateCode: string | null; progress: number }[];
    expect(list.find((item) => item.id === course.id)).toMatchObject({ progress: 100, certificateCode: stored.code });
    expect((await agent.get(`/api/courses/${course.id}`).expect(200)).body.certificateCode).toBe(stored.code);
    const dashboard = (await agent.get('/api/user/dashboard').expect(200)).body;
    expect(dashboard.stats.certificates).toBe(1);
    expect(dashboard.myCourses[0]).toMatchObject({ id: course.id, certificateCode: stored.code });

    // Completing a lesson again, or renaming the course or the learner, issues nothing new and changes nothing printed.
    await agent.post(`/api/lessons/${lessons[0].id}/complete`).expect(200);
    await agent.post(`/api/lessons/${lessons[3].id}/complete`).expect(200);
    await testApp.app.get(EntityManager).fork().nativeUpdate(Course, { id: course.id }, { title: 'Renamed Later' });
    const verification = (await testApp.http().get(`/api/certificates/${stored.code}`).expect(200)).body;
    expect(verification).toMatchObject({ status: 'valid', courseTitle: 'Boolean Search Mastery', learnerName: 'Łucja Šťastná' });
    expect(await certificatesOf(user.id, course.id)).toHaveLength(1);

    await drainMail(testApp);
    const mails = smtp.messages.filter((mail) => mail.to.includes(user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Your certificate for "Boolean Search Mastery"');
    expect(mails[0].body).toContain(`${PUBLIC_URL}/certificates/${stored.code}`);
    expect(mails[0].body).toContain(`${PUBLIC_URL}/api/certificates/${stored.code}/pdf`);
  });

  it('issues exactly once when the last two lessons are completed at the same time', async () => {
    const learners: string[] = [];
    for (let round = 0; round < 5; round++) {
      const { course, lessons, user, agent } = await enrolledLearner({ modules: 1, lessonsPerModule: 3 });
      await agent.post(`/api/lessons/${lessons[0].id}/complete`).expect(200);
      const responses = await Promise.all([
        agent.post(`/api/lessons/${lessons[1].id}/complete`),
        agent.post(`/api/lessons/${lessons[2].id}/complete`),
        agent.post(`/api/lessons/${lessons[2].id}/complete`),
      ]);
      for (const response of responses) expect(response.status).toBe(200);
      expect(await certificatesOf(user.id, course.id)).toHaveLength(1);
      learners.push(user.email);
    }
    await drainMail(testApp);
    expect(learners.map((email) => smtp.count(email))).toEqual([1, 1, 1, 1, 1]);
  });

  it('is not issued while a lesson or a quiz lesson is missing, nor for a course without lessons', async () => {
    const video = await enrolledLearner({ modules: 2, lessonsPerModule: 2 });
    for (const lesson of video.lessons.slice(1)) await video.agent.post(`/api/lessons/${lesson.id}/complete`).expect(200);
    expect(await certificatesOf(video.user.id, video.course.id)).toHaveLength(0);

    const quiz = await enrolledLearner({ modules: 1, lessonsPerModule: 2, lessonType: 'quiz' });
    await quiz.agent.post(`/api/lessons/${quiz.lessons[0].id}/complete`).expect(200);
    expect(await certificatesOf(quiz.user.id, quiz.course.id)).toHaveLength(0);

    const empty = await enrolledLearner({ modules: 1, lessonsPerModule: 0 });
    const certificates = testApp.app.get(CertificatesService);
    expect(await certificates.issueIfEligible(video.user.id, video.course.id)).toBeNull();
    expect(await certificates.issueIfEligible(empty.user.id, empty.course.id)).toBeNull();
    // Not enrolled: no certificate even with every lesson done.
    const stranger = await createUser(testApp);
    expect(await certificates.issueIfEligible(stranger.id, video.course.id)).toBeNull();

    const list = (await video.agent.get('/api/courses').expect(200)).body as { id: number; certificateCode: string | null }[];
    expect(list.find((item) => item.id === video.course.id)?.certificateCode).toBeNull();
    expect((await video.agent.get('/api/user/dashboard').expect(200)).body.stats.certificates).toBe(0);

    await video.agent.post(`/api/lessons/${video.lessons[0].id}/complete`).expect(200);
    expect(await certificatesOf(video.user.id, video.course.id)).toHaveLength(1);
  });

  it('has unguessable codes: 128 random bits, unrelated from one certificate to the next', async () => {
    const codes: string[] = [];
    for (let index = 0; index < 6; index++) {
      const { lessons, agent } = await enrolledLearner({ modules: 1, lessonsPerModule: 1 });
      await agent.post(`/api/lessons/${lessons[0].id}/complete`).expect(200);
      codes.push((await agent.get('/api/certificates').expect(200)).body[0].code);
    }
    for (const code of codes) expect(code).toMatch(CODE);
    expect(new Set(codes).size).toBe(codes.length);
    for (let index = 1; index < codes.length; index++) {
      const [a, b] = [codes[index - 1], codes[index]];
      const differing = [...a].filter((char, position) => char !== b[position]).length;
      // Two independent codes agree in a position with probability 1/32.
      expect(differing).toBeGreaterThan(15);
    }
    // A near miss, another shape or a number is simply not found.
    const flipped = `${codes[0].slice(0, -2)}${codes[0].at(-2) === 'A' ? 'B' : 'A'}${codes[0].at(-1)}`;
    for (const probe of [flipped, '1', 'abc', codes[0].slice(0, 20)]) {
      const response = await testApp.http().get(`/api/certificates/${probe}`).expect(404);
      expect(response.body.message).toBe('Certificate not found');
    }
    // The code is read whatever its case.
    await testApp.http().get(`/api/certificates/${codes[0].toLowerCase()}`).expect(200);
  });

  it('verification is public and shows name, course and date — no e-mail, no ids, no revoke reason', async () => {
    const { lessons, user, agent } = await enrolledLearner({
      title: 'Candidate Experience',
      modules: 1,
      lessonsPerModule: 1,
      lessonMinutes: 50,
    });
    await agent.post(`/api/lessons/${lessons[0].id}/complete`).expect(200);
    const [mine] = (await agent.get('/api/certificates').expect(200)).body;
    const response = await testApp.http().get(`/api/certificates/${mine.code}`).expect(200);
    expect(Object.keys(response.body).sort()).toEqual(
      [
        'code',
        'courseTitle',
        'credentialUrl',
        'credits',
        'finalScore',
        'hours',
        'issuedAt',
        'issuer',
        'kind',
        'learnerName',
        'path',
        'pdfUrl',
        'public',
        'renewedBy',
        'renews',
        'revokedAt',
        'status',
        'validUntil',
        'verificationUrl',
      ].sort(),
    );
    expect(response.body).toMatchObject({
      status: 'valid',
      learnerName: 'Ada Lovelace',
      courseTitle: 'Candidate Experience',
      hours: 0.8,
      revokedAt: null,
    });
    const raw = JSON.stringify(response.body);
    expect(raw).not.toContain(user.email);
    expect(raw).not.toContain(user.email.split('@')[0]);
    expect(raw).not.toMatch(/"(userId|email|id)"/);
    await testApp.http().get('/api/certificates').expect(401);
  });

  it('the PDF is A4 landscape with the academy, name, course, date, hours, code and verification URL', async () => {
    const { lessons, user, agent } = await enrolledLearner(
      { title: 'Structured Interviewing for Hiring Managers', modules: 1, lessonsPerModule: 2, lessonMinutes: 75 },
      { firstName: 'Grace', lastName: 'Hopper' },
    );
    for (const lesson of lessons) await agent.post(`/api/lessons/${lesson.id}/complete`).expect(200);
    const [mine] = (await agent.get('/api/certificates').expect(200)).body;

    const response = await testApp.http().get(`/api/certificates/${mine.code}/pdf`).responseType('blob').expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="certificate-${mine.code}.pdf"`);
    const body = response.body as Buffer;
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');

    const { text, pageSize } = await readPdf(body);
    expect(pageSize.map(Math.round)).toEqual([0, 0, 842, 595]);
    const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(mine.issuedAt));
    expect(text).not.toContain('Final quiz score');
    for (const expected of [
      'Recruiting Academy',
      PUBLIC_URL,
      'Certificate of Completion',
      'Grace Hopper',
      'Structured Interviewing for Hiring Managers',
      date,
      '2.5 hours',
      mine.code,
      `${PUBLIC_URL}/certificates/${mine.code}`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain(user.email);

    await testApp.http().get('/api/certificates/AAAAAAAAAAAAAAAAAAAAAAAAAA/pdf').expect(404);
  });

  it('admins revoke with a reason: the page says revoked, the Students tab shows it, the PDF and the count are gone', async () => {
    const { course, lessons, user, agent } = await enrolledLearner({ title: 'Offer Negotiation', modules: 1, lessonsPerModule: 1 });
    await agent.post(`/api/lessons/${lessons[0].id}/complete`).expect(200);
    const [mine] = (await agent.get('/api/certificates').expect(200)).body;
    const studentsBefore = (await admin.agent.get(`/api/courses/${course.id}/students`).expect(200)).body;
    expect(studentsBefore.find((student: { id: number }) => student.id === user.id).certificate).toEqual({
      code: mine.code,
      status: 'valid',
      issuedAt: mine.issuedAt,
      validUntil: null,
      revokedAt: null,
      revokeReason: null,
    });

    const revokePath = `/api/admin/certificates/${mine.code}/revoke`;
    await agent.post(revokePath).send({ reason: 'Mine now' }).expect(403);
    await testApp.http().post(revokePath).send({ reason: 'Anyone' }).expect(401);
    const blank = await admin.agent.post(revokePath).send({ reason: '   ' }).expect(400);
    expect(blank.body.message).toEqual(['Please give a reason for revoking the certificate']);
    for (const body of [{}, { reason: null }, { reason: 42 }]) {
      const missing = await admin.agent.post(revokePath).send(body).expect(400);
      expect(missing.body.message).toEqual(['Please give a reason for revoking the certificate']);
    }
    await admin.agent.post(revokePath).send({ reason: 'ok', extra: 1 }).expect(400);
    const long = await admin.agent
      .post(revokePath)
      .send({ reason: 'x'.repeat(501) })
      .expect(400);
    expect(long.body.message).toEqual(['The reason must be at most 500 characters']);
    const unknown = await admin.agent
      .post('/api/admin/certificates/AAAAAAAAAAAAAAAAAAAAAAAAAA/revoke')
      .send({ reason: 'Who?' })
      .expect(404);
    expect(unknown.body).toMatchObject({ code: 'CERTIFICATE_NOT_FOUND', message: 'Certificate not found' });

    const revoked = await admin.agent.post(revokePath).send({ reason: '  Quiz answers were copied  ' }).expect(200);
    expect(revoked.body).toMatchObject({ code: mine.code, status: 'revoked', revokeReason: 'Quiz answers were copied' });
    expect(revoked.body.revokedAt).toEqual(expect.any(String));
    const again = await admin.agent.post(revokePath).send({ reason: 'Twice' }).expect(409);
    expect(again.body).toMatchObject({ code: 'CERTIFICATE_ALREADY_REVOKED', message: 'This certificate has already been revoked' });

    const verification = (await testApp.http().get(`/api/certificates/${mine.code}`).expect(200)).body;
    expect(verification).toMatchObject({
      status: 'revoked',
      revokedAt: revoked.body.revokedAt,
      learnerName: 'Ada Lovelace',
      courseTitle: 'Offer Negotiation',
    });
    expect(JSON.stringify(verification)).not.toContain('copied');
    expect((await agent.get('/api/certificates').expect(200)).body[0]).toMatchObject({
      status: 'revoked',
      revokeReason: 'Quiz answers were copied',
    });
    const studentsAfter = (await admin.agent.get(`/api/courses/${course.id}/students`).expect(200)).body;
    expect(studentsAfter.find((student: { id: number }) => student.id === user.id).certificate).toMatchObject({
      status: 'revoked',
      revokeReason: 'Quiz answers were copied',
    });
    const pdf = await testApp.http().get(`/api/certificates/${mine.code}/pdf`).expect(410);
    expect(pdf.body).toEqual({ statusCode: 410, code: 'CERTIFICATE_REVOKED', message: 'This certificate has been revoked', error: 'Gone' });
    expect((await agent.get('/api/user/dashboard').expect(200)).body.stats.certificates).toBe(0);
  });

  describe('query counts', () => {
    it('completing the last lesson costs the same whatever the course size', async () => {
      const cost = async (lessonsPerModule: number) => {
        const { lessons, agent } = await enrolledLearner({ modules: 2, lessonsPerModule });
        for (const lesson of lessons.slice(0, -1)) await agent.post(`/api/lessons/${lesson.id}/complete`).expect(200);
        await agent.get('/api/user').expect(200);
        const before = await testApp.countQueries(() => agent.post(`/api/lessons/${lessons.at(-2)!.id}/complete`).expect(200));
        const last = await testApp.countQueries(() => agent.post(`/api/lessons/${lessons.at(-1)!.id}/complete`).expect(200));
        return { before: before.count, last: last.count };
      };
      const small = await cost(1);
      const large = await cost(15);
      expect(large).toEqual(small);
      // Unlike a repeated completion, the last one writes its lesson.completed and course.completed webhook events (one
      // insert), then issues the certificate with its credits, e-mail and webhook event in one transaction: begin, insert,
      // credits (the course's, copied), event, outbox, commit. The course is no path's step: no statement looks for paths.
      expect(small.last).toBe(small.before + 7);
    });

    it('the Students tab with certificates costs the same for 1 and for 30 students', async () => {
      const { course, lessons } = await createCourse(testApp, { modules: 1, lessonsPerModule: 1 });
      const addGraduate = async () => {
        const { agent, user } = await signedInAgent(testApp);
        await enroll(testApp, user, course);
        await agent.post(`/api/lessons/${lessons[0].id}/complete`).expect(200);
      };
      await addGraduate();
      const one = await testApp.countQueries(() => admin.agent.get(`/api/courses/${course.id}/students`).expect(200));
      for (let index = 0; index < 29; index++) await addGraduate();
      const many = await testApp.countQueries(async () => {
        const response = await admin.agent.get(`/api/courses/${course.id}/students`).expect(200);
        expect(response.body.filter((student: { certificate: unknown }) => student.certificate)).toHaveLength(30);
      });
      expect(many.count).toBe(one.count);
    });
  });
});
