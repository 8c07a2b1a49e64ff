import { jest } from '@jest/globals';
import type { Course } from '../../src/modules/catalog/entities/course.entity.js';
import type { Lesson } from '../../src/modules/catalog/entities/lesson.entity.js';
import { CertificatesService } from '../../src/modules/certificates/certificates.service.js';
import { Certificate } from '../../src/modules/certificates/entities/certificate.entity.js';
import { addMonths } from '../../src/modules/certificates/public/certificate-validity.js';
import { CourseCreditsService } from '../../src/modules/credits/course-credits.service.js';
import { CreditsModule } from '../../src/modules/credits/credits.module.js';
import { LearningModule } from '../../src/modules/learning/learning.module.js';
import { LearningService } from '../../src/modules/learning/learning.service.js';
import { OutgoingEmail } from '../../src/modules/mail/entities/outgoing-email.entity.js';
import { PathsModule } from '../../src/modules/paths/paths.module.js';
import { PathsService } from '../../src/modules/paths/paths.service.js';
import { ScheduledJob } from '../../src/modules/scheduler/entities/scheduled-job.entity.js';
import { ScheduledWork } from '../../src/modules/scheduler/scheduled-work.service.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { factories, type Factories } from './factories.js';
import { createMediumApp, expectRefusal, PUBLIC_URL, type MediumApp } from './medium-app.js';

const DAY = 24 * 60 * 60_000;
const PATH_CREDITS = { shrm: { hundredths: 100, activityId: '26-RP4C9' }, hrci: null, cpd: { hundredths: 150, bodyName: 'CIPD' } };

describe('learning path certificates, at the service level', () => {
  let app: MediumApp;
  let make: Factories;
  let paths: PathsService;
  let learning: LearningService;
  let certificates: CertificatesService;
  let credits: CourseCreditsService;
  let work: ScheduledWork;

  beforeAll(async () => {
    app = await createMediumApp([LearningModule, PathsModule, CreditsModule]);
    make = factories(app.em);
    paths = app.get(PathsService);
    learning = app.get(LearningService);
    certificates = app.get(CertificatesService);
    credits = app.get(CourseCreditsService);
    work = app.get(ScheduledWork);
  });
  afterAll(() => app.close());
  afterEach(() => jest.restoreAllMocks());

  const unique = () => Math.random().toString(36).slice(2, 8);
  const viewer = (user: User) => ({ id: user.id, role: user.role });
  const pathCertificatesOf = (learner: User) =>
    app.em.fork().find(Certificate, { user: learner.id, path: { $ne: null } }, { orderBy: { id: 'asc' } });
  const emailsTo = (learner: User) =>
    app.em.fork().find(OutgoingEmail, { recipient: learner.email, template: 'certificateIssued' }, { orderBy: { id: 'asc' } });

  async function finishCourse(learner: User, course: { course: Course; lessons: Lesson[] }) {
    for (const lesson of course.lessons) await learning.completeLesson(learner, lesson.id);
  }

  /** A practice lesson (a capstone) in a course of its own. */
  async function capstone() {
    const course = await make.course({ title: `Capstones ${unique()}` });
    const chapter = await make.module(course);
    const lesson = await make.lesson(chapter, { type: 'practice', order: 0, title: `Practice ${unique()}` });
    return { course, lesson };
  }

  /** A path of two required courses (2 and 1 lessons of 10 minutes), a required capstone and an optional course. */
  async function ladderRung({ publish = true } = {}) {
    const first = await make.courseWithLessons({ title: `Sourcing ${unique()}`, lessons: 2 });
    const second = await make.courseWithLessons({ title: `Interviewing ${unique()}`, lessons: 1 });
    const optional = await make.courseWithLessons({ title: `Branding ${unique()}`, lessons: 1 });
    const practice = await capstone();
    const path = await paths.create({
      title: `Recruiting Practitioner ${unique()}`,
      levelLabel: 'Practitioner',
      certificateTitle: 'Certified Recruiter — Practitioner',
      description: 'Source, screen and close.',
    });
    await paths.setSteps(path.id, {
      steps: [
        { courseId: first.course.id },
        { courseId: second.course.id, prerequisiteIndexes: [0] },
        { lessonId: practice.lesson.id },
        { courseId: optional.course.id, isRequired: false },
      ],
    });
    if (publish) await paths.publish(path.id);
    return { path, first, second, optional, practice };
  }

  async function learnerIn(rung: Awaited<ReturnType<typeof ladderRung>>) {
    const learner = await make.user({ firstName: 'Ada', lastName: 'Lovelace' });
    for (const course of [rung.first.course, rung.second.course, rung.optional.course, rung.practice.course])
      await make.enrollment(learner, course);
    return learner;
  }

  it('issues the path certificate when the last required step is done, once, with the path’s title, length and credits', async () => {
    const rung = await ladderRung();
    await credits.replacePath(rung.path.id, PATH_CREDITS);
    const learner = await learnerIn(rung);

    await make.completion(learner, rung.practice.lesson);
    await finishCourse(learner, rung.first);
    expect(await pathCertificatesOf(learner)).toEqual([]);
    expect((await paths.detail(viewer(learner), rung.path.slug)).certificate).toBeNull();

    // The optional course is not waited for.
    await finishCourse(learner, rung.second);
    const [issued] = await pathCertificatesOf(learner);
    expect(issued).toMatchObject({ course: null, courseTitle: 'Certified Recruiter — Practitioner', learnerName: 'Ada Lovelace' });
    expect(issued.path?.id).toBe(rung.path.id);
    // The required steps' length: 2 + 1 course lessons of the factory's length, and the capstone's.
    const lessons = [...rung.first.lessons, ...rung.second.lessons, rung.practice.lesson];
    expect(issued.minutes).toBe(lessons.reduce((sum, lesson) => sum + (lesson.duration ?? 0), 0));

    const verification = await certificates.verify(issued.code);
    expect(verification).toMatchObject({
      kind: 'path',
      path: { id: rung.path.id, slug: rung.path.slug, title: rung.path.title },
      courseTitle: 'Certified Recruiter — Practitioner',
      status: 'valid',
      validUntil: null,
    });
    expect(verification.credits.map((credit) => credit.label)).toEqual(['1 SHRM PDC', '1.5 CPD hours (CIPD)']);
    expect((await paths.detail(viewer(learner), rung.path.slug)).certificate).toEqual({
      code: issued.code,
      issuedAt: issued.issuedAt.toISOString(),
      validUntil: null,
    });
    const [email] = (await emailsTo(learner)).filter((sent) => sent.params?.pathTitle);
    expect(email).toMatchObject({ subject: 'Your certificate for "Certified Recruiter — Practitioner"' });
    expect(email.params).toMatchObject({ pathTitle: rung.path.title, certificateUrl: `${PUBLIC_URL}/certificates/${issued.code}` });

    // Later completions issue nothing more, and the path's credits changing later does not change what it earned.
    await finishCourse(learner, rung.optional);
    await credits.replacePath(rung.path.id, { shrm: null, hrci: null, cpd: null });
    expect(await pathCertificatesOf(learner)).toHaveLength(1);
    expect((await certificates.verify(issued.code)).credits).toHaveLength(2);
  });

  it('issues nothing for a path not published, nor while a required step is missing', async () => {
    const draft = await ladderRung({ publish: false });
    const learner = await learnerIn(draft);
    await make.completion(learner, draft.practice.lesson);
    await finishCourse(learner, draft.first);
    await finishCourse(learner, draft.second);
    expect(await pathCertificatesOf(learner)).toEqual([]);

    const published = await ladderRung();
    const other = await learnerIn(published);
    await finishCourse(other, published.first);
    await finishCourse(other, published.second);
    expect(await pathCertificatesOf(other)).toEqual([]);
  });

  it('gives learners who did every step before the path was published its certificate, by scheduled work', async () => {
    const rung = await ladderRung({ publish: false });
    const done = await learnerIn(rung);
    const halfway = await learnerIn(rung);
    await make.completion(done, rung.practice.lesson);
    await finishCourse(done, rung.first);
    await finishCourse(done, rung.second);
    await finishCourse(halfway, rung.first);

    await paths.publish(rung.path.id);
    const job = await app.em.fork().findOneOrFail(ScheduledJob, { key: `path-certificates:${rung.path.id}` });
    expect(job.doneAt).toBeNull();
    expect(await pathCertificatesOf(done)).toEqual([]);
    await work.runDue();
    expect(await pathCertificatesOf(done)).toHaveLength(1);
    expect(await pathCertificatesOf(halfway)).toEqual([]);
    // Run again (steps changed): nobody gets a second one.
    await paths.setSteps(rung.path.id, {
      steps: [{ courseId: rung.first.course.id }, { courseId: rung.second.course.id }, { lessonId: rung.practice.lesson.id }],
    });
    await work.runDue();
    expect(await pathCertificatesOf(done)).toHaveLength(1);
  });

  it('expires with the path’s validity, reminds before, and renews by the path’s refresher with the path’s credits', async () => {
    const clock = app.freezeClock();
    const rung = await ladderRung();
    await credits.replacePath(rung.path.id, PATH_CREDITS);
    const refresher = await make.courseWithLessons({ title: `Refresher ${unique()}`, lessons: 1 });
    await certificates.saveSettings({ pathId: rung.path.id }, { validityMonths: 12, refresherCourseId: refresher.course.id });
    expect(await certificates.settings({ pathId: rung.path.id })).toMatchObject({
      validityMonths: 12,
      refresher: { kind: 'course', id: refresher.course.id },
    });
    const learner = await learnerIn(rung);
    await make.enrollment(learner, refresher.course);
    await make.completion(learner, rung.practice.lesson);
    await finishCourse(learner, rung.first);
    await finishCourse(learner, rung.second);
    const [issued] = await pathCertificatesOf(learner);
    expect(issued.validUntil).toEqual(addMonths(issued.issuedAt, 12));
    const reminders = await app.em
      .fork()
      .find(ScheduledJob, { key: { $like: `certificate-expiry:${issued.id}:%` } }, { orderBy: { runAt: 'asc' } });
    expect(reminders.map((job) => job.key)).toEqual([`certificate-expiry:${issued.id}:60`, `certificate-expiry:${issued.id}:14`]);

    clock.advance(issued.validUntil!.getTime() - clock.now().getTime() - 59 * DAY);
    await work.runDue();
    const expiring = await app.em.fork().find(OutgoingEmail, { recipient: learner.email, template: 'certificateExpiring' });
    expect(expiring.map((email) => email.params?.courseTitle)).toEqual(['Certified Recruiter — Practitioner']);

    await finishCourse(learner, refresher);
    const [old, renewal] = await pathCertificatesOf(learner);
    expect(old.renewedAt).not.toBeNull();
    expect(renewal).toMatchObject({ courseTitle: 'Certified Recruiter — Practitioner', renewedAt: null });
    expect(renewal.path?.id).toBe(rung.path.id);
    expect(renewal.validUntil).toEqual(addMonths(old.validUntil!, 12));
    const verification = await certificates.verify(renewal.code);
    expect(verification).toMatchObject({ kind: 'path', renews: old.code, status: 'valid' });
    expect(verification.credits).toHaveLength(2);
    expect((await paths.detail(viewer(learner), rung.path.slug)).certificate?.code).toBe(renewal.code);
  });

  it('refuses path settings that break the rules, and paths that are not there', async () => {
    const rung = await ladderRung();
    await expectRefusal(
      certificates.saveSettings({ pathId: rung.path.id }, { validityMonths: null, refresherCourseId: rung.first.course.id }),
      'CERTIFICATE_SETTINGS_INVALID',
      'Set how many months certificates are valid before naming a refresher: a certificate that never expires is never renewed.',
    );
    await expectRefusal(certificates.settings({ pathId: 999_999 }), 'PATH_NOT_FOUND', 'Path not found');
    await expectRefusal(certificates.saveSettings({ pathId: 999_999 }, { validityMonths: 12 }), 'PATH_NOT_FOUND', 'Path not found');
    await expectRefusal(credits.replacePath(999_999, PATH_CREDITS), 'PATH_NOT_FOUND', 'Path not found');
    await expectRefusal(credits.forAdminPath(999_999), 'PATH_NOT_FOUND', 'Path not found');
  });
});
