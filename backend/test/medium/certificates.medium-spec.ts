import { Course } from '../../src/modules/catalog/entities/course.entity.js';
import { Certificate } from '../../src/modules/certificates/entities/certificate.entity.js';
import { CertificatesService } from '../../src/modules/certificates/certificates.service.js';
import { Enrollment } from '../../src/modules/learning/entities/enrollment.entity.js';
import { LearningModule } from '../../src/modules/learning/learning.module.js';
import { LearningService } from '../../src/modules/learning/learning.service.js';
import { OutgoingEmail } from '../../src/modules/mail/entities/outgoing-email.entity.js';
import { User } from '../../src/modules/users/entities/user.entity.js';
import { factories, type Factories } from './factories.js';
import { createMediumApp, expectRefusal, PUBLIC_URL, type MediumApp } from './medium-app.js';

const CODE = /^[A-Z2-7]{26}$/;

describe('certificates, at the service level', () => {
  let app: MediumApp;
  let make: Factories;
  let learning: LearningService;
  let certificates: CertificatesService;
  let admin: User;

  beforeAll(async () => {
    app = await createMediumApp([LearningModule]);
    make = factories(app.em);
    learning = app.get(LearningService);
    certificates = app.get(CertificatesService);
    admin = await make.user({ role: 'admin' });
  });
  afterAll(() => app.close());

  /** An enrolled learner in a new course of `lessons` lessons. */
  async function enrolled(spec: Parameters<Factories['courseWithLessons']>[0] = {}, name = { firstName: 'Ada', lastName: 'Lovelace' }) {
    const created = await make.courseWithLessons(spec);
    const learner = await make.user(name);
    await make.enrollment(learner, created.course);
    return { ...created, learner };
  }

  const certificatesOf = (learner: User) => app.em.fork().find(Certificate, { user: learner.id });
  const emailsTo = (learner: User) => app.em.fork().find(OutgoingEmail, { recipient: learner.email, queue: app.config.redis.queuePrefix });

  /** Completes the course's lessons in order and returns the certificate issued, if any. */
  async function completeAll(learner: User, lessons: { id: number }[]) {
    for (const lesson of lessons) await learning.completeLesson(learner, lesson.id);
    return (await certificatesOf(learner))[0];
  }

  it('is issued when the last lesson is completed, with the name, title and hours as they are then, and e-mailed once', async () => {
    const { course, lessons, learner } = await enrolled({ title: 'Boolean Search Mastery', lessons: 3, lessonMinutes: 50 });
    await learning.completeLesson(learner, lessons[0].id);
    await learning.completeLesson(learner, lessons[1].id);
    expect(await certificatesOf(learner)).toHaveLength(0);
    expect(await emailsTo(learner)).toHaveLength(0);

    expect(await learning.completeLesson(learner, lessons[2].id)).toEqual({
      lessonId: lessons[2].id,
      isCompleted: true,
      progress: { completed: 3, total: 3 },
    });
    const [certificate] = await certificatesOf(learner);
    expect(certificate).toMatchObject({
      learnerName: 'Ada Lovelace',
      courseTitle: 'Boolean Search Mastery',
      minutes: 150,
      revokedAt: null,
    });
    expect(certificate.course?.id).toBe(course.id);
    expect(certificate.code).toMatch(CODE);

    const [email] = await emailsTo(learner);
    expect(email).toMatchObject({ template: 'certificateIssued', subject: 'Your certificate for "Boolean Search Mastery"', sentAt: null });
    expect(email.params).toEqual({
      learnerName: 'Ada Lovelace',
      courseTitle: 'Boolean Search Mastery',
      certificateUrl: `${PUBLIC_URL}/certificates/${certificate.code}`,
      pdfUrl: `${PUBLIC_URL}/api/certificates/${certificate.code}/pdf`,
    });
    expect(await certificates.verify(certificate.code)).toMatchObject({
      status: 'valid',
      hours: 2.5,
      learnerName: 'Ada Lovelace',
      courseTitle: 'Boolean Search Mastery',
    });
  });

  it('completing lessons again after the certificate issues nothing new and sends no second e-mail', async () => {
    const { lessons, learner } = await enrolled({ lessons: 2 });
    const issued = await completeAll(learner, lessons);
    await completeAll(learner, [...lessons].reverse());

    expect((await certificatesOf(learner)).map((certificate) => certificate.code)).toEqual([issued.code]);
    expect(await emailsTo(learner)).toHaveLength(1);
    expect(await certificates.issueIfEligible(learner.id, issued.course!.id)).toBeNull();
  });

  it('of several issues racing for the same learner and course, exactly one inserts and e-mails', async () => {
    const { course, lessons, learner } = await enrolled({ lessons: 2 });
    for (const lesson of lessons) await make.completion(learner, lesson);

    const issued = await Promise.all([0, 1, 2, 3, 4].map(() => certificates.issueIfEligible(learner.id, course.id)));
    expect(issued.filter((certificate) => certificate !== null)).toHaveLength(1);
    expect(await certificatesOf(learner)).toHaveLength(1);
    expect(await emailsTo(learner)).toHaveLength(1);
  });

  it('is not issued while a lesson is missing, for a course without lessons, without an active enrolment, or for a deleted course', async () => {
    const missing = await enrolled({ lessons: 3 });
    await completeAll(missing.learner, missing.lessons.slice(1));
    expect(await certificates.issueIfEligible(missing.learner.id, missing.course.id)).toBeNull();

    const empty = await enrolled({ lessons: 0 });
    expect(await certificates.issueIfEligible(empty.learner.id, empty.course.id)).toBeNull();

    const revoked = await enrolled({ lessons: 1 });
    await make.completion(revoked.learner, revoked.lessons[0]);
    await app.em.fork().nativeUpdate(Enrollment, { user: revoked.learner.id }, { status: 'revoked' });
    expect(await certificates.issueIfEligible(revoked.learner.id, revoked.course.id)).toBeNull();

    const deleted = await enrolled({ lessons: 1 });
    await make.completion(deleted.learner, deleted.lessons[0]);
    await app.em.fork().nativeUpdate(Course, { id: deleted.course.id }, { deletedAt: new Date() });
    expect(await certificates.issueIfEligible(deleted.learner.id, deleted.course.id)).toBeNull();

    for (const { learner } of [missing, empty, revoked, deleted]) {
      expect(await certificatesOf(learner)).toHaveLength(0);
      expect(await emailsTo(learner)).toHaveLength(0);
    }
  });

  it('a quiz lesson with a pass mark cannot be completed by hand, so it holds the certificate back', async () => {
    const { lessons, learner } = await enrolled({ lessons: 2 });
    await make.quiz(lessons[1], { passMark: 60 });
    await learning.completeLesson(learner, lessons[0].id);

    await expectRefusal(learning.completeLesson(learner, lessons[1].id), 'QUIZ_NOT_PASSED', 'Pass the quiz to complete this lesson.');
    expect(await certificatesOf(learner)).toHaveLength(0);
  });

  it('keeps the name and title as issued when the learner or the course is renamed later', async () => {
    const { course, lessons, learner } = await enrolled(
      { title: 'Candidate Experience', lessons: 1, lessonMinutes: 60 },
      { firstName: 'Grace', lastName: 'Hopper' },
    );
    const { code } = await completeAll(learner, lessons);
    await app.em.fork().nativeUpdate(Course, { id: course.id }, { title: 'Renamed Later' });
    await app.em.fork().nativeUpdate(User, { id: learner.id }, { firstName: 'Someone', lastName: 'Else' });

    expect(await certificates.verify(code)).toMatchObject({ learnerName: 'Grace Hopper', courseTitle: 'Candidate Experience', hours: 1 });
  });

  it("names a learner without a name by the address's local part", async () => {
    const { lessons, learner } = await enrolled({ lessons: 1 }, { firstName: ' ', lastName: '' });
    const { learnerName } = await completeAll(learner, lessons);
    expect(learnerName).toBe(learner.email.split('@')[0]);
  });

  it('gives every certificate its own unguessable code, verified whatever its case and surrounding spaces', async () => {
    const codes: string[] = [];
    for (let index = 0; index < 4; index++) {
      const { lessons, learner } = await enrolled({ lessons: 1 });
      codes.push((await completeAll(learner, lessons)).code);
    }
    expect(new Set(codes).size).toBe(codes.length);
    expect(await certificates.verify(`  ${codes[0].toLowerCase()} `)).toMatchObject({
      code: codes[0],
      status: 'valid',
      verificationUrl: `${PUBLIC_URL}/certificates/${codes[0]}`,
    });

    const flipped = `${codes[0].slice(0, -1)}${codes[0].endsWith('A') ? 'B' : 'A'}`;
    for (const probe of [flipped, 'not-a-code', codes[0].slice(0, 20)])
      await expectRefusal(certificates.verify(probe), 'CERTIFICATE_NOT_FOUND', 'Certificate not found');
  });

  it('revocation: once, with a reason the learner sees; verification says revoked and the PDF is gone', async () => {
    const { lessons, learner } = await enrolled({ lessons: 1 });
    const { code } = await completeAll(learner, lessons);
    expect((await certificates.pdf(code)).data.subarray(0, 5).toString()).toBe('%PDF-');

    const revoked = await certificates.revoke(admin, code.toLowerCase(), 'Issued by mistake');
    expect(revoked).toMatchObject({ code, status: 'revoked', revokeReason: 'Issued by mistake' });
    const [row] = await certificatesOf(learner);
    expect(row.revokedBy?.id).toBe(admin.id);
    expect(await certificates.verify(code)).toMatchObject({ status: 'revoked', revokedAt: revoked.revokedAt });
    expect(await certificates.mine(learner)).toEqual([
      expect.objectContaining({ code, status: 'revoked', revokeReason: 'Issued by mistake' }),
    ]);

    await expectRefusal(
      certificates.revoke(admin, code, 'Again'),
      'CERTIFICATE_ALREADY_REVOKED',
      'This certificate has already been revoked',
    );
    await expectRefusal(certificates.pdf(code), 'CERTIFICATE_REVOKED', 'This certificate has been revoked');
    await expectRefusal(certificates.revoke(admin, 'A'.repeat(26), 'Unknown'), 'CERTIFICATE_NOT_FOUND', 'Certificate not found');
    expect((await certificatesOf(learner))[0].revokeReason).toBe('Issued by mistake');
  });

  it('a revoked certificate is not issued again when the learner completes the course again', async () => {
    const { course, lessons, learner } = await enrolled({ lessons: 2 });
    const { code } = await completeAll(learner, lessons);
    await certificates.revoke(admin, code, 'Shared the account');

    await completeAll(learner, lessons);
    expect(await certificates.issueIfEligible(learner.id, course.id)).toBeNull();
    expect((await certificatesOf(learner)).map((certificate) => [certificate.code, certificate.revokedAt !== null])).toEqual([
      [code, true],
    ]);
    expect(await emailsTo(learner)).toHaveLength(1);
  });
});
