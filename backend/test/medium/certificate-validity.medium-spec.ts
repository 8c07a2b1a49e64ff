import { jest } from '@jest/globals';
import { Course } from '../../src/modules/catalog/entities/course.entity.js';
import { Lesson } from '../../src/modules/catalog/entities/lesson.entity.js';
import { CertificatesRepository } from '../../src/modules/certificates/certificates.repository.js';
import { CertificatesService } from '../../src/modules/certificates/certificates.service.js';
import { CertificateSettings } from '../../src/modules/certificates/entities/certificate-settings.entity.js';
import { Certificate } from '../../src/modules/certificates/entities/certificate.entity.js';
import { addMonths, renewalOpensAt } from '../../src/modules/certificates/public/certificate-validity.js';
import { Enrollment } from '../../src/modules/learning/entities/enrollment.entity.js';
import { LessonProgress } from '../../src/modules/learning/entities/lesson-progress.entity.js';
import { LearningModule } from '../../src/modules/learning/learning.module.js';
import { LearningService } from '../../src/modules/learning/learning.service.js';
import { OutgoingEmail } from '../../src/modules/mail/entities/outgoing-email.entity.js';
import { PracticeEventsService } from '../../src/modules/practice/practice-events.service.js';
import { QuizEventsService } from '../../src/modules/quizzes/quiz-events.service.js';
import { QuizzesService } from '../../src/modules/quizzes/quizzes.service.js';
import { ScheduledJob } from '../../src/modules/scheduler/entities/scheduled-job.entity.js';
import { ScheduledWork } from '../../src/modules/scheduler/scheduled-work.service.js';
import { User } from '../../src/modules/users/entities/user.entity.js';
import { WebhookEvent } from '../../src/modules/webhooks/entities/webhook-event.entity.js';
import { createMigratedDatabase, dropDatabase } from '../support/test-database.js';
import { factories, type Factories } from './factories.js';
import { createMediumApp, expectRefusal, PUBLIC_URL, type MediumApp, type TestClock } from './medium-app.js';

const DAY = 24 * 60 * 60_000;
const TOO_SHORT =
  'With a refresher, certificates must be valid for at least 3 months: renewing opens 60 days before a certificate expires.';
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

describe('certificates that expire and renew, at the service level', () => {
  let app: MediumApp;
  let databaseUrl: string;
  let make: Factories;
  let learning: LearningService;
  let certificates: CertificatesService;
  let quizEvents: QuizEventsService;
  let practiceEvents: PracticeEventsService;
  let quizzes: QuizzesService;
  let work: ScheduledWork;
  let clock: TestClock;
  let admin: User;

  beforeAll(async () => {
    // A database of its own: the tests move the clock by years and run every job then due.
    databaseUrl = await createMigratedDatabase('academy_validity');
    app = await createMediumApp([LearningModule], { DATABASE_URL: databaseUrl });
    make = factories(app.em);
    learning = app.get(LearningService);
    certificates = app.get(CertificatesService);
    quizEvents = app.get(QuizEventsService);
    practiceEvents = app.get(PracticeEventsService);
    quizzes = app.get(QuizzesService);
    work = app.get(ScheduledWork);
    admin = await make.user({ role: 'admin' });
  });
  afterAll(async () => {
    await app.close();
    await dropDatabase(process.env.ACADEMY_TEST_ADMIN_URL!, databaseUrl);
  });
  beforeEach(() => {
    clock = app.freezeClock();
  });
  afterEach(() => jest.restoreAllMocks());

  /** Moves the clock to `at`. */
  const moveTo = (at: Date) => clock.advance(at.getTime() - clock.now().getTime());
  const certificatesOf = (learner: User) => app.em.fork().find(Certificate, { user: learner.id }, { orderBy: { id: 'asc' } });
  const emailsTo = (learner: User, template?: string) =>
    app.em
      .fork()
      .find(OutgoingEmail, { recipient: learner.email, ...(template ? { template: template as never } : {}) }, { orderBy: { id: 'asc' } });
  const ofCourse = async (learner: User, course: { id: number }) =>
    (await certificatesOf(learner)).filter((certificate) => certificate.course?.id === course.id);
  /** The learner's completion rows in the course, and the count its enrolment keeps. */
  const progressIn = async (learner: User, course: { id: number }) => {
    const fork = app.em.fork();
    const rows = await fork.count(LessonProgress, { user: learner.id, course: course.id });
    const enrollment = await fork.findOneOrFail(Enrollment, { user: learner.id, course: course.id });
    return { rows, counted: enrollment.completedLessons };
  };
  const remindersOf = (certificate: Certificate) =>
    app.em.fork().find(ScheduledJob, { key: { $like: `certificate-expiry:${certificate.id}:%` } }, { orderBy: { runAt: 'asc' } });

  /** A learner enrolled in a new course of `lessons` lessons whose certificates are valid for `months`. */
  async function expiringCourse(months: number | null, spec: Parameters<Factories['courseWithLessons']>[0] = {}) {
    const created = await make.courseWithLessons({ lessons: 1, ...spec });
    const learner = await make.user({ firstName: 'Ada', lastName: 'Lovelace' });
    await make.enrollment(learner, created.course);
    await certificates.saveSettings({ courseId: created.course.id }, { validityMonths: months });
    return { ...created, learner };
  }

  async function completeAll(learner: User, lessons: { id: number }[]) {
    for (const lesson of lessons) await learning.completeLesson(learner, lesson.id);
    return (await certificatesOf(learner)).at(-1)!;
  }

  /** A course of a video lesson and a quiz without pass mark, whose quiz renews its 12-month certificates. */
  async function courseWithQuizRefresher() {
    const { course, lessons, learner } = await expiringCourse(12, { lessons: 2, title: 'Structured Interviewing' });
    await app.em.fork().nativeUpdate(Lesson, { id: lessons[1].id }, { type: 'quiz' });
    const { quiz, questions } = await make.quiz(lessons[1], { title: 'Interview check-up', passMark: null });
    await certificates.saveSettings({ courseId: course.id }, { validityMonths: 12, refresherLessonId: lessons[1].id });
    /** Takes the quiz and submits the right answer: a pass (the quiz has no pass mark). */
    const passQuiz = async () => {
      await quizzes.start(learner, quiz.id);
      expect(await quizzes.submit(learner, quiz.id, { [questions[0].id]: [0] })).toMatchObject({ score: 100, lessonCompleted: true });
    };
    return { course, lessons, learner, quizLesson: lessons[1], passQuiz };
  }

  it('is issued valid for the months the course sets, counted from the completion, with its reminders 60 and 14 days ahead', async () => {
    const { course, lessons, learner } = await expiringCourse(24, { title: 'Candidate Experience' });
    const issuedAt = clock.now();
    const certificate = await completeAll(learner, lessons);

    expect(certificate.issuedAt).toEqual(issuedAt);
    const validUntil = addMonths(issuedAt, 24);
    expect(certificate.validUntil).toEqual(validUntil);
    expect(await certificates.verify(certificate.code)).toMatchObject({
      status: 'valid',
      validUntil: validUntil.toISOString(),
      renews: null,
      renewedBy: null,
    });
    const [email] = await emailsTo(learner);
    expect(email.params).toMatchObject({ courseTitle: 'Candidate Experience', validUntil: longDate.format(validUntil) });

    expect((await remindersOf(certificate)).map((job) => [job.kind, job.key, job.runAt, job.payload, job.doneAt])).toEqual([
      [
        'certificate-expiry-reminder',
        `certificate-expiry:${certificate.id}:60`,
        new Date(validUntil.getTime() - 60 * DAY),
        expect.anything(),
        null,
      ],
      [
        'certificate-expiry-reminder',
        `certificate-expiry:${certificate.id}:14`,
        new Date(validUntil.getTime() - 14 * DAY),
        expect.anything(),
        null,
      ],
    ]);
    expect((await remindersOf(certificate)).map((job) => job.payload)).toEqual([
      { certificateId: certificate.id, days: 60 },
      { certificateId: certificate.id, days: 14 },
    ]);

    // A course without a validity: the certificate never expires and nothing is scheduled.
    const forever = await expiringCourse(null);
    const lasting = await completeAll(forever.learner, forever.lessons);
    expect(lasting.validUntil).toBeNull();
    expect(await remindersOf(lasting)).toEqual([]);
    expect((await emailsTo(forever.learner))[0].params).not.toHaveProperty('validUntil');
    expect(course.id).not.toBe(forever.course.id);
  });

  it('counts months in the calendar: a month from 31 January is the end of February', () => {
    expect(addMonths(new Date('2027-01-31T10:00:00.000Z'), 1)).toEqual(new Date('2027-02-28T10:00:00.000Z'));
    expect(addMonths(new Date('2028-01-31T10:00:00.000Z'), 1)).toEqual(new Date('2028-02-29T10:00:00.000Z'));
    expect(addMonths(new Date('2027-11-15T10:00:00.000Z'), 24)).toEqual(new Date('2029-11-15T10:00:00.000Z'));
  });

  it('is valid up to the instant it expires and expired from then on; revoked wins over expired', async () => {
    const { lessons, learner } = await expiringCourse(6);
    const certificate = await completeAll(learner, lessons);
    const validUntil = certificate.validUntil!;

    moveTo(new Date(validUntil.getTime() - 1));
    expect((await certificates.verify(certificate.code)).status).toBe('valid');
    moveTo(validUntil);
    expect((await certificates.verify(certificate.code)).status).toBe('expired');
    expect(await certificates.mine(learner)).toEqual([expect.objectContaining({ code: certificate.code, status: 'expired' })]);
    // An expired certificate keeps its PDF and credential: they say until when it was valid.
    expect((await certificates.pdf(certificate.code)).data.subarray(0, 5).toString()).toBe('%PDF-');
    await certificates.credential(certificate.code);

    const revoked = await certificates.revoke(admin, certificate.code, 'Issued by mistake');
    expect(revoked).toMatchObject({ status: 'revoked', validUntil: validUntil.toISOString() });
    expect((await certificates.verify(certificate.code)).status).toBe('revoked');
  });

  it('reminds the holder 60 and 14 days before it expires, once each, with the refresher to take', async () => {
    const { course, learner, lessons, quizLesson } = await courseWithQuizRefresher();
    const certificate = await completeAll(learner, lessons);
    const validUntil = certificate.validUntil!;
    const reminders = () => emailsTo(learner, 'certificateExpiring');

    moveTo(new Date(validUntil.getTime() - 60 * DAY - 1));
    await work.runDue();
    expect(await reminders()).toHaveLength(0);

    moveTo(new Date(validUntil.getTime() - 60 * DAY));
    await work.runDue();
    await work.runDue();
    const [first] = await reminders();
    expect(first).toMatchObject({ subject: 'Your certificate for "Structured Interviewing" expires in 60 days', sentAt: null });
    expect(first.params).toEqual({
      learnerName: 'Ada Lovelace',
      courseTitle: 'Structured Interviewing',
      days: 60,
      validUntil: longDate.format(validUntil),
      certificateUrl: `${PUBLIC_URL}/certificates/${certificate.code}`,
      refresher: {
        title: `the quiz "${quizLesson.title}" in "Structured Interviewing"`,
        url: `${PUBLIC_URL}/lessons/${quizLesson.id}`,
        action: 'pass',
      },
      completionCleared: false,
    });
    expect(await reminders()).toHaveLength(1);

    // Run a day and an hour late, the 14-day reminder says how many days are left when it is sent.
    moveTo(new Date(validUntil.getTime() - 13 * DAY + 60 * 60_000));
    await work.runDue();
    expect(await reminders()).toHaveLength(2);
    expect((await reminders())[1]).toMatchObject({
      subject: 'Your certificate for "Structured Interviewing" expires in 13 days',
      params: expect.objectContaining({ days: 13 }),
    });

    moveTo(new Date(validUntil.getTime() + 30 * DAY));
    await work.runDue();
    expect(await reminders()).toHaveLength(2);
    expect((await remindersOf(certificate)).every((job) => job.doneAt !== null)).toBe(true);
    expect(course.id).toBeGreaterThan(0);
  });

  it('schedules only the reminders that fall after the issue: a one-month certificate gets the 14-day one', async () => {
    const { lessons, learner } = await expiringCourse(1);
    const certificate = await completeAll(learner, lessons);
    expect((await remindersOf(certificate)).map((job) => job.key)).toEqual([`certificate-expiry:${certificate.id}:14`]);
  });

  it('sends no reminder for a certificate renewed, revoked, or whose holder deleted their account since the reminder was scheduled', async () => {
    const holders = await Promise.all([expiringCourse(12), expiringCourse(12), expiringCourse(12), expiringCourse(12)]);
    const [renewed, revoked, deleted, kept] = await Promise.all(holders.map(({ learner, lessons }) => completeAll(learner, lessons)));
    // As a job already on its way would find them: the rows change, the jobs stay.
    await app.em.fork().nativeUpdate(Certificate, { id: renewed.id }, { renewedAt: clock.now() });
    await app.em.fork().nativeUpdate(Certificate, { id: revoked.id }, { revokedAt: clock.now(), revokeReason: 'Copied answers' });
    await app.em.fork().nativeUpdate(Certificate, { id: deleted.id }, { user: null });

    moveTo(new Date(kept.validUntil!.getTime() - 14 * DAY));
    await work.runDue();
    const sent = await Promise.all(holders.map(({ learner }) => emailsTo(learner, 'certificateExpiring')));
    // Both reminders were due: the 14-day one alone is sent.
    expect(sent.map((emails) => emails.length)).toEqual([0, 0, 0, 1]);
    for (const certificate of [renewed, revoked, deleted])
      expect((await remindersOf(certificate)).every((job) => job.doneAt !== null)).toBe(true);
  });

  it('revoking drops the reminders not sent yet', async () => {
    const { lessons, learner } = await expiringCourse(12);
    const certificate = await completeAll(learner, lessons);
    expect(await remindersOf(certificate)).toHaveLength(2);
    await certificates.revoke(admin, certificate.code, 'Shared the account');
    expect(await remindersOf(certificate)).toEqual([]);
  });

  it('passing the refresher quiz within 60 days of expiry issues a new certificate that renews the old one, valid on from its expiry', async () => {
    const { course, learner, lessons, quizLesson, passQuiz } = await courseWithQuizRefresher();
    const old = await completeAll(learner, lessons);

    // Too early: the renewal window opens 60 days before the expiry.
    await passQuiz();
    moveTo(new Date(old.validUntil!.getTime() - 60 * DAY - 1));
    await passQuiz();
    expect(await certificatesOf(learner)).toHaveLength(1);

    moveTo(new Date(old.validUntil!.getTime() - 30 * DAY));
    // Completing the quiz lesson by hand is not passing the quiz.
    await learning.completeLesson(learner, quizLesson.id);
    expect(await certificatesOf(learner)).toHaveLength(1);

    const renewedAt = clock.now();
    await passQuiz();
    const [before, renewal] = await certificatesOf(learner);
    expect(before).toMatchObject({ id: old.id, renewedAt });
    expect(renewal).toMatchObject({
      issuedAt: renewedAt,
      validUntil: addMonths(old.validUntil!, 12),
      learnerName: 'Ada Lovelace',
      courseTitle: 'Structured Interviewing',
      renewedAt: null,
      revokedAt: null,
    });
    expect(renewal.renews?.id).toBe(old.id);
    expect(renewal.course?.id).toBe(course.id);

    expect(await certificates.verify(old.code)).toMatchObject({ status: 'valid', renewedBy: renewal.code, renews: null });
    expect(await certificates.verify(renewal.code)).toMatchObject({
      status: 'valid',
      renews: old.code,
      renewedBy: null,
      validUntil: addMonths(old.validUntil!, 12).toISOString(),
    });
    expect((await certificates.mine(learner)).map(({ code, renewable, renewedBy }) => ({ code, renewable, renewedBy }))).toEqual([
      { code: renewal.code, renewable: false, renewedBy: null },
      { code: old.code, renewable: false, renewedBy: renewal.code },
    ]);

    const [renewedEmail] = await emailsTo(learner, 'certificateRenewed');
    expect(renewedEmail).toMatchObject({ subject: 'Your certificate for "Structured Interviewing" is renewed' });
    expect(renewedEmail.params).toEqual({
      learnerName: 'Ada Lovelace',
      courseTitle: 'Structured Interviewing',
      certificateUrl: `${PUBLIC_URL}/certificates/${renewal.code}`,
      pdfUrl: `${PUBLIC_URL}/api/certificates/${renewal.code}/pdf`,
      validUntil: longDate.format(addMonths(old.validUntil!, 12)),
    });

    const [event] = (await app.em.fork().find(WebhookEvent, { type: 'certificate.renewed' })).filter(
      (row) => (row.data.certificate as { code: string }).code === renewal.code,
    );
    expect(event.data).toEqual({
      certificate: {
        id: renewal.id,
        code: renewal.code,
        verifyUrl: `${PUBLIC_URL}/certificates/${renewal.code}`,
        issuedAt: renewedAt.toISOString(),
        validUntil: addMonths(old.validUntil!, 12).toISOString(),
      },
      renews: {
        id: old.id,
        code: old.code,
        verifyUrl: `${PUBLIC_URL}/certificates/${old.code}`,
        issuedAt: old.issuedAt.toISOString(),
        validUntil: old.validUntil!.toISOString(),
      },
      user: { id: learner.id, email: learner.email, name: 'Ada Lovelace' },
      course: { id: course.id, title: 'Structured Interviewing' },
      path: null,
      occurredAt: expect.any(String),
    });

    // The old certificate's reminders go; the new one has its own.
    expect(await remindersOf(old)).toEqual([]);
    expect((await remindersOf(renewal)).map((job) => job.runAt)).toEqual([
      new Date(renewal.validUntil!.getTime() - 60 * DAY),
      new Date(renewal.validUntil!.getTime() - 14 * DAY),
    ]);

    // Passing again renews nothing more, and completing the course again issues nothing.
    await passQuiz();
    await quizEvents.quizPassed(learner, quizLesson.id);
    await learning.completeLesson(learner, lessons[0].id);
    expect(await certificates.issueIfEligible(learner.id, course.id)).toBeNull();
    expect(await certificatesOf(learner)).toHaveLength(2);
  });

  it('completing the refresher course renews an expired certificate, valid from the renewal', async () => {
    const { course, lessons, learner } = await expiringCourse(6, { title: 'Employment Law Basics' });
    const refresher = await make.courseWithLessons({ lessons: 2, title: 'Employment Law Update' });
    const other = await make.courseWithLessons({ lessons: 1 });
    await certificates.saveSettings({ courseId: course.id }, { validityMonths: 6, refresherCourseId: refresher.course.id });
    const old = await completeAll(learner, lessons);

    moveTo(new Date(old.validUntil!.getTime() + 100 * DAY));
    expect(await certificates.mine(learner)).toEqual([
      expect.objectContaining({
        code: old.code,
        status: 'expired',
        renewable: true,
        refresher: { kind: 'course', id: refresher.course.id, title: 'Employment Law Update', courseId: null, courseTitle: null },
      }),
    ]);
    // Another course's completion renews nothing; the refresher's first lesson does not complete it yet.
    await make.enrollment(learner, other.course);
    await completeAll(learner, other.lessons);
    await make.enrollment(learner, refresher.course);
    await learning.completeLesson(learner, refresher.lessons[0].id);
    expect((await certificatesOf(learner)).filter((certificate) => certificate.course?.id === course.id)).toHaveLength(1);

    const renewedAt = clock.now();
    await learning.completeLesson(learner, refresher.lessons[1].id);
    const mine = (await certificatesOf(learner)).filter((certificate) => certificate.course?.id === course.id);
    expect(mine.map((certificate) => [certificate.renews?.id ?? null, certificate.validUntil])).toEqual([
      [null, old.validUntil],
      [old.id, addMonths(renewedAt, 6)],
    ]);
    expect(await certificates.verify(old.code)).toMatchObject({ status: 'expired', renewedBy: mine[1].code });
    expect(await certificates.verify(mine[1].code)).toMatchObject({ status: 'valid', renews: old.code });
    // The refresher course's own certificate is issued as usual.
    expect((await certificatesOf(learner)).filter((certificate) => certificate.course?.id === refresher.course.id)).toHaveLength(1);
  });

  it('of renewals racing for the same certificate, exactly one issues the new certificate and e-mails', async () => {
    const { course, learner, lessons, quizLesson } = await courseWithQuizRefresher();
    const old = await completeAll(learner, lessons);
    moveTo(new Date(old.validUntil!.getTime() + DAY));
    const trigger = {
      lessonId: quizLesson.id,
      courseId: course.id,
      recorded: false,
      courseCompleted: false,
      passed: true,
      issuedCode: null,
    };
    const renewed = await Promise.all([0, 1, 2, 3].map(() => certificates.renewWithRefresher(learner.id, trigger)));
    expect(renewed.flat()).toHaveLength(1);
    expect(await certificatesOf(learner)).toHaveLength(2);
    expect(await emailsTo(learner, 'certificateRenewed')).toHaveLength(1);
  });

  it('renews neither a revoked certificate nor one of a deleted course, nor one whose course no longer names the refresher', async () => {
    const revoked = await courseWithQuizRefresher();
    const gone = await courseWithQuizRefresher();
    const changed = await courseWithQuizRefresher();
    const issued = await Promise.all([revoked, gone, changed].map(({ learner, lessons }) => completeAll(learner, lessons)));
    await certificates.revoke(admin, issued[0].code, 'Shared the account');
    await app.em.fork().nativeUpdate(Course, { id: gone.course.id }, { deletedAt: clock.now() });
    await certificates.saveSettings({ courseId: changed.course.id }, { validityMonths: 12 });

    moveTo(new Date(issued[0].validUntil!.getTime() + DAY));
    for (const { learner, course, quizLesson } of [revoked, gone, changed])
      expect(
        await certificates.renewWithRefresher(learner.id, {
          lessonId: quizLesson.id,
          courseId: course.id,
          recorded: false,
          courseCompleted: false,
          passed: true,
          issuedCode: null,
        }),
      ).toEqual([]);
    for (const { learner } of [revoked, gone, changed]) expect(await certificatesOf(learner)).toHaveLength(1);
    expect((await certificates.mine(changed.learner))[0]).toMatchObject({ status: 'expired', renewable: false, refresher: null });
  });

  it('My Certificates does not offer to renew a certificate of a deleted course, whose refresher lives on', async () => {
    const { course, lessons, learner } = await expiringCourse(12);
    const refresher = await make.courseWithLessons({ lessons: 1, title: 'Still Here' });
    await certificates.saveSettings({ courseId: course.id }, { validityMonths: 12, refresherCourseId: refresher.course.id });
    const old = await completeAll(learner, lessons);
    moveTo(new Date(old.validUntil!.getTime() + DAY));
    expect((await certificates.mine(learner))[0]).toMatchObject({ renewable: true });

    await app.em.fork().nativeUpdate(Course, { id: course.id }, { deletedAt: clock.now() });
    const [mine] = await certificates.mine(learner);
    expect(mine).toMatchObject({ status: 'expired', renewable: false, refresher: expect.objectContaining({ title: 'Still Here' }) });
    await make.enrollment(learner, refresher.course);
    await completeAll(learner, refresher.lessons);
    expect(await ofCourse(learner, course)).toHaveLength(1);
  });

  it('a completion repeated renews nothing: of a refresher course finished already, of a refresher lesson done already, of a practice refresher not passed again', async () => {
    // A refresher course finished before the window opens.
    const law = await expiringCourse(12, { title: 'Employment Law Basics' });
    const update = await make.courseWithLessons({ lessons: 2, title: 'Employment Law Update' });
    await certificates.saveSettings({ courseId: law.course.id }, { validityMonths: 12, refresherCourseId: update.course.id });
    // A plain lesson of another course, done before the window opens.
    const ethics = await expiringCourse(12, { title: 'Recruiting Ethics' });
    const briefing = await make.courseWithLessons({ lessons: 1, title: 'Ethics Briefings' });
    await certificates.saveSettings({ courseId: ethics.course.id }, { validityMonths: 12, refresherLessonId: briefing.lessons[0].id });
    // A practice lesson of the course itself (without a set-up conversation, so it can be completed by hand).
    const panel = await expiringCourse(12, { lessons: 2, title: 'Panel Interviews' });
    await app.em.fork().nativeUpdate(Lesson, { id: panel.lessons[1].id }, { type: 'practice' });
    await certificates.saveSettings({ courseId: panel.course.id }, { validityMonths: 12, refresherLessonId: panel.lessons[1].id });

    const lawCertificate = await completeAll(law.learner, law.lessons);
    await make.enrollment(law.learner, update.course);
    await completeAll(law.learner, update.lessons);
    const ethicsCertificate = await completeAll(ethics.learner, ethics.lessons);
    await make.enrollment(ethics.learner, briefing.course);
    await learning.completeLesson(ethics.learner, briefing.lessons[0].id);
    const panelCertificate = await completeAll(panel.learner, panel.lessons);

    moveTo(new Date(lawCertificate.validUntil!.getTime() - 30 * DAY));
    for (const lesson of update.lessons) await learning.completeLesson(law.learner, lesson.id);
    await learning.completeLesson(ethics.learner, briefing.lessons[0].id);
    await learning.completeLesson(panel.learner, panel.lessons[1].id);
    expect((await ofCourse(law.learner, law.course)).map((certificate) => certificate.id)).toEqual([lawCertificate.id]);
    expect((await ofCourse(ethics.learner, ethics.course)).map((certificate) => certificate.id)).toEqual([ethicsCertificate.id]);
    expect((await ofCourse(panel.learner, panel.course)).map((certificate) => certificate.id)).toEqual([panelCertificate.id]);

    // Passing the practice conversation is what renews.
    await practiceEvents.practicePassed(panel.learner, panel.lessons[1].id);
    expect((await ofCourse(panel.learner, panel.course)).map((certificate) => certificate.renews?.id ?? null)).toEqual([
      null,
      panelCertificate.id,
    ]);
  });

  it('refuses a validity under 3 months with a refresher, and never renews the certificate a completion has just issued', async () => {
    const { course, lessons, learner } = await expiringCourse(12, { lessons: 2 });
    const refresher = await make.courseWithLessons({ lessons: 1 });
    for (const validityMonths of [1, 2])
      await expectRefusal(
        certificates.saveSettings({ courseId: course.id }, { validityMonths, refresherCourseId: refresher.course.id }),
        'CERTIFICATE_SETTINGS_INVALID',
        TOO_SHORT,
      );
    // Nor can a row say so.
    await expect(
      app.em.fork().nativeUpdate(CertificateSettings, { course: course.id }, { validityMonths: 2, refresherCourse: refresher.course.id }),
    ).rejects.toThrow(/certificate_settings_refresher_validity_check/);
    expect(
      await certificates.saveSettings({ courseId: course.id }, { validityMonths: 3, refresherCourseId: refresher.course.id }),
    ).toMatchObject({
      validityMonths: 3,
    });

    const issued = await completeAll(learner, lessons);
    moveTo(new Date(issued.validUntil!.getTime() - 30 * DAY));
    const trigger = {
      lessonId: refresher.lessons[0].id,
      courseId: refresher.course.id,
      recorded: true,
      courseCompleted: true,
      passed: false,
    };
    expect(await certificates.renewWithRefresher(learner.id, { ...trigger, issuedCode: issued.code })).toEqual([]);
    expect(await certificates.renewWithRefresher(learner.id, { ...trigger, issuedCode: null })).toHaveLength(1);
  });

  it('clears the completion of a course refresher as each renewal window opens, so that taking it again renews, cycle after cycle', async () => {
    const { course, lessons, learner } = await expiringCourse(12, { title: 'Employment Law Basics' });
    const refresher = await make.courseWithLessons({ lessons: 2, title: 'Employment Law Update' });
    const other = await make.courseWithLessons({ lessons: 1 });
    await certificates.saveSettings({ courseId: course.id }, { validityMonths: 12, refresherCourseId: refresher.course.id });
    let current = await completeAll(learner, lessons);
    await make.enrollment(learner, refresher.course);
    await make.enrollment(learner, other.course);
    // Taken before the first window opens: it renews nothing.
    await completeAll(learner, refresher.lessons);
    await learning.completeLesson(learner, other.lessons[0].id);
    expect(await ofCourse(learner, course)).toHaveLength(1);

    for (const cycle of [1, 2]) {
      moveTo(renewalOpensAt(current.validUntil!));
      await work.runDue();
      expect(await progressIn(learner, refresher.course)).toEqual({ rows: 0, counted: 0 });
      expect(await progressIn(learner, other.course)).toEqual({ rows: 1, counted: 1 });
      const reminder = (await emailsTo(learner, 'certificateExpiring')).at(-1)!;
      expect(reminder.subject).toBe('Your certificate for "Employment Law Basics" expires in 60 days');
      expect(reminder.params).toMatchObject({
        refresher: { title: 'the course "Employment Law Update"', action: 'complete' },
        completionCleared: true,
      });

      moveTo(new Date(clock.now().getTime() + 10 * DAY));
      await learning.completeLesson(learner, refresher.lessons[0].id);
      expect(await ofCourse(learner, course)).toHaveLength(cycle);
      await learning.completeLesson(learner, refresher.lessons[1].id);
      const renewals = await ofCourse(learner, course);
      expect(renewals).toHaveLength(cycle + 1);
      const renewal = renewals.at(-1)!;
      expect(renewal.renews?.id).toBe(current.id);
      expect(renewal.validUntil).toEqual(addMonths(current.validUntil!, 12));
      current = renewal;
    }
    // The refresher course's own certificate stays the one issued first.
    expect(await ofCourse(learner, refresher.course)).toHaveLength(1);
    expect(await emailsTo(learner, 'certificateRenewed')).toHaveLength(2);
  });

  it('clears a plain refresher lesson as the window opens, and keeps the completion of a quiz refresher (a new pass renews)', async () => {
    const ethics = await expiringCourse(12, { title: 'Recruiting Ethics' });
    const briefing = await make.courseWithLessons({ lessons: 2, title: 'Ethics Briefings' });
    await certificates.saveSettings({ courseId: ethics.course.id }, { validityMonths: 12, refresherLessonId: briefing.lessons[0].id });
    const quizzed = await courseWithQuizRefresher();
    const ethicsCertificate = await completeAll(ethics.learner, ethics.lessons);
    await make.enrollment(ethics.learner, briefing.course);
    await completeAll(ethics.learner, briefing.lessons);
    await completeAll(quizzed.learner, quizzed.lessons);

    moveTo(renewalOpensAt(ethicsCertificate.validUntil!));
    await work.runDue();
    // Only the refresher lesson: the other lesson of its course stays done.
    expect(await progressIn(ethics.learner, briefing.course)).toEqual({ rows: 1, counted: 1 });
    expect(await progressIn(quizzed.learner, quizzed.course)).toEqual({ rows: 2, counted: 2 });
    const [ethicsReminder] = await emailsTo(ethics.learner, 'certificateExpiring');
    expect(ethicsReminder.params).toMatchObject({
      refresher: { title: 'the lesson "' + briefing.lessons[0].title + '" in "Ethics Briefings"', action: 'complete' },
      completionCleared: true,
    });
    const [quizReminder] = await emailsTo(quizzed.learner, 'certificateExpiring');
    expect(quizReminder.params).toMatchObject({ refresher: { action: 'pass' }, completionCleared: false });

    await learning.completeLesson(ethics.learner, briefing.lessons[0].id);
    expect((await ofCourse(ethics.learner, ethics.course)).map((certificate) => certificate.renews?.id ?? null)).toEqual([
      null,
      ethicsCertificate.id,
    ]);
  });

  it('a reminder run late says the days left then, gives way to a later one that is due as well, and says "1 day"', async () => {
    const { lessons, learner } = await expiringCourse(12, { title: 'Late Reminders' });
    const certificate = await completeAll(learner, lessons);
    // Both reminders are due: only the 14-day one is sent, with the days left now.
    moveTo(new Date(certificate.validUntil!.getTime() - 13 * DAY));
    await work.runDue();
    expect((await emailsTo(learner, 'certificateExpiring')).map((email) => email.subject)).toEqual([
      'Your certificate for "Late Reminders" expires in 13 days',
    ]);

    const short = await expiringCourse(1, { title: 'Short Validity' });
    const month = await completeAll(short.learner, short.lessons);
    moveTo(new Date(month.validUntil!.getTime() - 12 * 60 * 60_000));
    await work.runDue();
    expect((await emailsTo(short.learner, 'certificateExpiring')).map((email) => [email.subject, email.params?.days])).toEqual([
      ['Your certificate for "Short Validity" expires in 1 day', 1],
    ]);
  });

  it('answers a refresher lesson deleted while the settings are saved with the refusal the check gives', async () => {
    const { course } = await expiringCourse(12);
    const other = await make.courseWithLessons({ lessons: 1 });
    const lessonId = other.lessons[0].id;
    const check = CertificatesRepository.prototype.refresherCandidates;
    jest.spyOn(CertificatesRepository.prototype, 'refresherCandidates').mockImplementation(async function (
      this: CertificatesRepository,
      ...args
    ) {
      const candidates = await check.apply(this, args);
      // Another admin deletes the lesson right after the check.
      await app.em.fork().nativeDelete(Lesson, { id: lessonId });
      return candidates;
    });
    await expectRefusal(
      certificates.saveSettings({ courseId: course.id }, { validityMonths: 12, refresherLessonId: lessonId }),
      'CERTIFICATE_SETTINGS_INVALID',
      `There is no lesson with id ${lessonId}.`,
    );
    expect(await certificates.settings({ courseId: course.id })).toEqual({ validityMonths: 12, refresher: null });
  });
});
