import { jest } from '@jest/globals';
import { Certificate } from '../../src/modules/certificates/entities/certificate.entity.js';
import { CertificateCredit } from '../../src/modules/certificates/entities/certificate-credit.entity.js';
import { CreditRecordHolder } from '../../src/modules/certificates/entities/credit-record-holder.entity.js';
import { CertificatesService } from '../../src/modules/certificates/certificates.service.js';
import { CreditSchedule } from '../../src/modules/credits/credit-schedule.service.js';
import { CourseCreditsService } from '../../src/modules/credits/course-credits.service.js';
import { CreditSettingsService } from '../../src/modules/credits/credit-settings.service.js';
import { CreditsModule } from '../../src/modules/credits/credits.module.js';
import { addDays, addYears, dateOf } from '../../src/modules/credits/cycle-dates.js';
import type { CourseCreditsDto } from '../../src/modules/credits/dto/course-credits.dto.js';
import { MyCreditsService } from '../../src/modules/credits/my-credits.service.js';
import { LearningModule } from '../../src/modules/learning/learning.module.js';
import { LearningService } from '../../src/modules/learning/learning.service.js';
import { OutgoingEmail } from '../../src/modules/mail/entities/outgoing-email.entity.js';
import { ScheduledJob } from '../../src/modules/scheduler/entities/scheduled-job.entity.js';
import { ScheduledWork } from '../../src/modules/scheduler/scheduled-work.service.js';
import { User } from '../../src/modules/users/entities/user.entity.js';
import { factories, type Factories } from './factories.js';
import { createMediumApp, expectRefusal, PUBLIC_URL, type MediumApp, type TestClock } from './medium-app.js';

const DAY = 24 * 60 * 60_000;

const CREDITS: CourseCreditsDto = {
  shrm: { hundredths: 300, activityId: '26-AB3CD' },
  hrci: { activityId: '612345', general: 150, business: 0, global: 0, ethics: 100 },
  cpd: { hundredths: 300, bodyName: 'CIPD' },
};

describe('continuing-education credits, at the service level', () => {
  let app: MediumApp;
  let make: Factories;
  let learning: LearningService;
  let certificates: CertificatesService;
  let courses: CourseCreditsService;
  let mine: MyCreditsService;
  let settings: CreditSettingsService;
  let work: ScheduledWork;
  let admin: User;

  beforeAll(async () => {
    app = await createMediumApp([LearningModule, CreditsModule]);
    make = factories(app.em);
    learning = app.get(LearningService);
    certificates = app.get(CertificatesService);
    courses = app.get(CourseCreditsService);
    mine = app.get(MyCreditsService);
    settings = app.get(CreditSettingsService);
    work = app.get(ScheduledWork);
    admin = await make.user({ role: 'admin' });
  });
  afterAll(() => app.close());
  afterEach(() => jest.restoreAllMocks());

  /** A learner enrolled in a new one-lesson course offering `credits`. */
  async function courseWithCredits(credits: CourseCreditsDto = CREDITS, title = 'Structured Interviewing') {
    const created = await make.courseWithLessons({ title, lessons: 1 });
    await courses.replace(created.course.id, credits);
    return created;
  }

  /** Completes the course for `learner` (enrolling them first) and returns the certificate's code. */
  async function graduate(learner: User, created: Awaited<ReturnType<typeof courseWithCredits>>): Promise<string> {
    await make.enrollment(learner, created.course);
    for (const lesson of created.lessons) await learning.completeLesson(learner, lesson.id);
    const certificate = await app.em.fork().findOneOrFail(Certificate, { user: learner.id, course: created.course.id });
    return certificate.code;
  }

  const emailsTo = (learner: User) =>
    app.em
      .fork()
      .find(
        OutgoingEmail,
        { recipient: learner.email, queue: app.config.redis.queuePrefix, template: 'creditCycleReminder' },
        { orderBy: { id: 'asc' } },
      );

  describe('course credits', () => {
    it('stores each body and HRCI category as a line, and reads them back as the form sends them', async () => {
      const { course } = await courseWithCredits();
      expect(await courses.forAdmin(course.id)).toEqual(CREDITS);
      expect(await courses.offered(null, course.id)).toEqual([
        expect.objectContaining({ body: 'shrm', hundredths: 300, label: '3 SHRM PDCs', activityId: '26-AB3CD', detail: null }),
        expect.objectContaining({
          body: 'hrci',
          hundredths: 250,
          label: '2.5 HRCI credits',
          detail: '1.5 general, 1 ethics',
          categories: [
            { category: 'general', hundredths: 150 },
            { category: 'ethics', hundredths: 100 },
          ],
        }),
        expect.objectContaining({ body: 'cpd', hundredths: 300, label: '3 CPD hours (CIPD)', bodyName: 'CIPD' }),
      ]);

      await courses.replace(course.id, { shrm: { hundredths: 100, activityId: null }, hrci: null, cpd: null });
      expect(await courses.offered(null, course.id)).toEqual([expect.objectContaining({ label: '1 SHRM PDC', activityId: null })]);
    });

    it('refuses HRCI credits that add up to nothing or to more than 100, and courses nobody may see', async () => {
      const { course } = await courseWithCredits();
      await expectRefusal(
        courses.replace(course.id, {
          shrm: null,
          cpd: null,
          hrci: { activityId: '612345', general: 0, business: 0, global: 0, ethics: 0 },
        }),
        'COURSE_CREDITS_INVALID',
        'HRCI credits must add up to more than 0: set credits in at least one category, or remove the HRCI credits',
      );
      await expectRefusal(
        courses.replace(course.id, {
          shrm: null,
          cpd: null,
          hrci: { activityId: '612345', general: 10000, business: 0, global: 0, ethics: 25 },
        }),
        'COURSE_CREDITS_INVALID',
        'HRCI credits must add up to at most 100',
      );
      // Nothing changed.
      expect(await courses.forAdmin(course.id)).toEqual(CREDITS);

      const hidden = await make.course({ accessLevel: 'recruitpro' });
      await expectRefusal(courses.offered(null, hidden.id), 'COURSE_NOT_FOUND', 'Course not found');
      expect(await courses.offered({ id: admin.id, role: 'admin' }, hidden.id)).toEqual([]);
      await expectRefusal(courses.forAdmin(2_000_000_000), 'COURSE_NOT_FOUND', 'Course not found');
    });
  });

  describe('earned credits', () => {
    it('are copied to the certificate when it is issued, and later edits of the course do not change them', async () => {
      const created = await courseWithCredits();
      const learner = await make.user();
      const code = await graduate(learner, created);

      const lines = await app.em.fork().find(CertificateCredit, { certificate: { code } }, { orderBy: { id: 'asc' } });
      expect(
        lines.map(({ body, category, hundredths, activityId, bodyName }) => ({ body, category, hundredths, activityId, bodyName })),
      ).toEqual([
        { body: 'shrm', category: 'general', hundredths: 300, activityId: '26-AB3CD', bodyName: null },
        { body: 'hrci', category: 'general', hundredths: 150, activityId: '612345', bodyName: null },
        { body: 'hrci', category: 'ethics', hundredths: 100, activityId: '612345', bodyName: null },
        { body: 'cpd', category: 'general', hundredths: 300, activityId: null, bodyName: 'CIPD' },
      ]);

      await courses.replace(created.course.id, { shrm: { hundredths: 1000, activityId: null }, hrci: null, cpd: null });
      const verified = await certificates.verify(code);
      expect(verified.credits.map((credit) => credit.label)).toEqual(['3 SHRM PDCs', '2.5 HRCI credits', '3 CPD hours (CIPD)']);
      expect((await certificates.mine(learner))[0].credits).toEqual(verified.credits);

      // A certificate issued after the change earns the new credits.
      const later = await make.user();
      expect((await certificates.verify(await graduate(later, created))).credits.map((credit) => credit.label)).toEqual(['10 SHRM PDCs']);
    });

    it('a course without credits issues a certificate without credits', async () => {
      const created = await make.courseWithLessons({ lessons: 1 });
      const learner = await make.user();
      await make.enrollment(learner, created.course);
      await learning.completeLesson(learner, created.lessons[0].id);
      const [certificate] = await certificates.mine(learner);
      expect(certificate.credits).toEqual([]);
    });
  });

  describe('the ledger', () => {
    it("counts a certification's credits of valid certificates issued in the cycle and the learner's entries dated in it", async () => {
      const clock = app.freezeClock();
      const today = dateOf(clock.now());
      const learner = await make.user();
      const first = await courseWithCredits(CREDITS, 'Interviewing I');
      const second = await courseWithCredits({
        shrm: null,
        cpd: null,
        hrci: { activityId: '612345', general: 0, business: 200, global: 0, ethics: 0 },
      });
      const firstCode = await graduate(learner, first);
      const secondCode = await graduate(learner, second);
      await certificates.revoke(admin, secondCode, 'Issued by mistake');

      await mine.addCertification(learner, {
        certification: 'sphr',
        bodyName: null,
        cycleStart: addDays(today, -400),
        cycleEnd: addDays(today, 60),
      });
      await mine.addEntry(learner, {
        earnedOn: addDays(today, -10),
        provider: 'SHRM Annual Conference',
        activityTitle: 'Business acumen for HR',
        body: 'hrci',
        category: 'business',
        bodyName: null,
        activityId: '700001',
        hundredths: 1250,
      });
      // Before the cycle, and for another body: neither counts.
      await mine.addEntry(learner, {
        earnedOn: addDays(today, -500),
        provider: 'HR Summit',
        activityTitle: 'Old news',
        body: 'hrci',
        category: 'general',
        bodyName: null,
        activityId: null,
        hundredths: 500,
      });
      const page = await mine.addEntry(learner, {
        earnedOn: today,
        provider: 'SHRM',
        activityTitle: 'Webinar',
        body: 'shrm',
        category: 'general',
        bodyName: null,
        activityId: null,
        hundredths: 100,
      });

      const [sphr] = page.certifications;
      expect(sphr).toMatchObject({
        label: 'SPHR',
        body: 'hrci',
        status: 'active',
        daysLeft: 60,
        required: { total: 6000, ethics: 100, business: 1500, global: 0 },
        earned: { total: 1500, ethics: 100, business: 1250, global: 0 },
        missing: { total: 4500, ethics: 0, business: 250, global: 0 },
        complete: false,
        warning: 'Your SPHR cycle ends in 60 days and you still need 45 more credits, including 2.5 business credits.',
      });
      expect(sphr.lines.map((line) => [line.source, line.activityTitle, line.category, line.hundredths, line.certificateCode])).toEqual([
        ['elsewhere', 'Business acumen for HR', 'business', 1250, null],
        ['academy', 'Interviewing I', 'general', 150, firstCode],
        ['academy', 'Interviewing I', 'ethics', 100, firstCode],
      ]);
      expect(page.entries.map((entry) => entry.label)).toEqual(['1 SHRM PDC', '12.5 HRCI credits', '5 HRCI credits']);
    });

    it('says what is missing in the words of each body, and nothing once the requirement is met or when there is none', async () => {
      const clock = app.freezeClock();
      const today = dateOf(clock.now());
      const learner = await make.user();
      let page = await mine.addCertification(learner, {
        certification: 'shrm-cp',
        bodyName: null,
        cycleStart: addDays(today, -30),
        cycleEnd: addDays(today, 1000),
      });
      expect(page.certifications[0]).toMatchObject({ status: 'active', warning: null, missing: { total: 6000 } });

      page = await mine.addEntry(learner, {
        earnedOn: today,
        provider: 'SHRM',
        activityTitle: 'Everything at once',
        body: 'shrm',
        category: 'general',
        bodyName: null,
        activityId: null,
        hundredths: 6000,
      });
      expect(page.certifications[0]).toMatchObject({ complete: true, missing: { total: 0 }, warning: null });

      page = await mine.addCertification(learner, {
        certification: 'cpd',
        bodyName: 'CIPD',
        cycleStart: today,
        cycleEnd: addYears(today, 1),
      });
      expect(page.certifications[1]).toMatchObject({ label: 'CPD (CIPD)', required: null, missing: null, complete: false, warning: null });

      const ended = await make.user();
      page = await mine.addCertification(ended, {
        certification: 'aphr',
        bodyName: null,
        cycleStart: addYears(today, -3),
        cycleEnd: addDays(today, -1),
      });
      expect(page.certifications[0]).toMatchObject({
        status: 'ended',
        daysLeft: -1,
        warning: expect.stringMatching(
          /^Your aPHR cycle ended on .+ with credits missing \(45 more credits, including 1 ethics credit\)\. Enter the dates/,
        ),
      });
    });

    it('refuses what a certification or an entry cannot be, and a certification kept twice', async () => {
      const learner = await make.user();
      const today = dateOf(new Date());
      const cycle = { cycleStart: today, cycleEnd: addYears(today, 3) };
      await expectRefusal(
        mine.addCertification(learner, { certification: 'cpd', bodyName: null, ...cycle }),
        'CERTIFICATION_INVALID',
        'Name the CPD body you report to, such as CIPD',
      );
      await expectRefusal(
        mine.addCertification(learner, { certification: 'phr', bodyName: 'CIPD', ...cycle }),
        'CERTIFICATION_INVALID',
        'Only CPD takes a body name: PHR does not',
      );
      await expectRefusal(
        mine.addCertification(learner, { certification: 'phr', bodyName: null, cycleStart: today, cycleEnd: today }),
        'CERTIFICATION_INVALID',
        'The cycle must end after it starts',
      );
      await expectRefusal(
        mine.addCertification(learner, { certification: 'phr', bodyName: null, cycleStart: today, cycleEnd: addYears(today, 11) }),
        'CERTIFICATION_INVALID',
        'A cycle lasts at most 10 years',
      );
      await mine.addCertification(learner, { certification: 'phr', bodyName: null, ...cycle });
      await expectRefusal(
        mine.addCertification(learner, { certification: 'phr', bodyName: null, ...cycle }),
        'CERTIFICATION_ALREADY_ADDED',
        'PHR is already in your certifications: change its cycle dates instead',
      );
      await mine.addCertification(learner, { certification: 'cpd', bodyName: 'CIPD', ...cycle });
      await expectRefusal(
        mine.addCertification(learner, { certification: 'cpd', bodyName: 'cipd', ...cycle }),
        'CERTIFICATION_ALREADY_ADDED',
        'CPD (cipd) is already in your certifications: change its cycle dates instead',
      );

      const entry = {
        earnedOn: today,
        provider: 'Somewhere',
        activityTitle: 'Something',
        body: 'shrm' as const,
        category: 'ethics' as const,
        bodyName: null,
        activityId: null,
        hundredths: 100,
      };
      await expectRefusal(
        mine.addEntry(learner, entry),
        'CREDIT_ENTRY_INVALID',
        'Only HRCI credits have a category: SHRM PDCs and CPD hours are general',
      );
      await expectRefusal(
        mine.addEntry(learner, { ...entry, category: 'general', bodyName: 'CIPD' }),
        'CREDIT_ENTRY_INVALID',
        'Only CPD hours take a body name',
      );
      await expectRefusal(
        mine.addEntry(learner, { ...entry, category: 'general', earnedOn: addDays(today, 3) }),
        'CREDIT_ENTRY_INVALID',
        'The date earned cannot be in the future',
      );

      // Someone else's rows do not exist for them.
      const other = await make.user();
      const [certification] = (await mine.overview(learner)).certifications;
      await expectRefusal(
        mine.updateCertification(other, certification.id, { certification: 'phr', bodyName: null, ...cycle }),
        'CERTIFICATION_NOT_FOUND',
        'Certification not found',
      );
      await expectRefusal(mine.removeCertification(other, certification.id), 'CERTIFICATION_NOT_FOUND', 'Certification not found');
    });
  });

  describe('cycle reminders', () => {
    let clock: TestClock;
    beforeEach(() => {
      clock = app.freezeClock();
    });

    const pendingReminders = (certificationId: number) =>
      app.em
        .fork()
        .find(ScheduledJob, { key: { $like: `credit-cycle:${certificationId}:%` }, doneAt: null }, { orderBy: { runAt: 'asc' } });

    it('e-mails 90 and 30 days before the cycle ends while credits are missing, once each', async () => {
      const learner = await make.user({ firstName: 'Ada' });
      const today = dateOf(clock.now());
      const cycleEnd = addDays(today, 120);
      const page = await mine.addCertification(learner, {
        certification: 'phr',
        bodyName: null,
        cycleStart: addYears(cycleEnd, -3),
        cycleEnd,
      });
      const id = page.certifications[0].id;
      expect((await pendingReminders(id)).map((job) => [job.key, job.runAt.toISOString()])).toEqual([
        [`credit-cycle:${id}:90`, `${addDays(cycleEnd, -90)}T09:00:00.000Z`],
        [`credit-cycle:${id}:30`, `${addDays(cycleEnd, -30)}T09:00:00.000Z`],
      ]);

      const moveTo = (iso: string) => clock.advance(Date.parse(iso) - clock.now().getTime());
      moveTo(`${addDays(cycleEnd, -90)}T08:59:00.000Z`);
      await work.runDue();
      expect(await emailsTo(learner)).toHaveLength(0);

      moveTo(`${addDays(cycleEnd, -90)}T09:00:00.000Z`);
      await work.runDue();
      const [first] = await emailsTo(learner);
      expect(first).toMatchObject({ subject: 'Your PHR cycle ends in 90 days: credits are still missing' });
      expect(first.params).toMatchObject({
        firstName: 'Ada',
        certification: 'PHR',
        daysLeft: 90,
        missing: '60 more credits, including 1 ethics credit',
        creditsUrl: `${PUBLIC_URL}/account/credits`,
      });
      await work.runDue();
      expect(await emailsTo(learner)).toHaveLength(1);

      moveTo(`${addDays(cycleEnd, -30)}T09:00:00.000Z`);
      await work.runDue();
      const sent = await emailsTo(learner);
      expect(sent.map((email) => email.params?.daysLeft)).toEqual([90, 30]);
      expect(await pendingReminders(id)).toEqual([]);
    });

    it('sends nothing once the credits are complete, and moves with the dates when the cycle changes', async () => {
      const learner = await make.user();
      const today = dateOf(clock.now());
      const cycleEnd = addDays(today, 100);
      const page = await mine.addCertification(learner, {
        certification: 'shrm-scp',
        bodyName: null,
        cycleStart: addYears(cycleEnd, -3),
        cycleEnd,
      });
      const id = page.certifications[0].id;

      // The cycle moves a year later: the reminders of the old dates go, the new ones wait.
      const laterEnd = addYears(cycleEnd, 1);
      await mine.updateCertification(learner, id, {
        certification: 'shrm-scp',
        bodyName: null,
        cycleStart: cycleEnd,
        cycleEnd: laterEnd,
      });
      expect((await pendingReminders(id)).map((job) => job.runAt.toISOString().slice(0, 10))).toEqual([
        addDays(laterEnd, -90),
        addDays(laterEnd, -30),
      ]);
      clock.advance(100 * DAY);
      await work.runDue();
      expect(await emailsTo(learner)).toHaveLength(0);

      // Complete before the reminder is due: the handler checks again and sends nothing.
      await mine.addEntry(learner, {
        earnedOn: dateOf(clock.now()),
        provider: 'SHRM',
        activityTitle: 'Annual conference',
        body: 'shrm',
        category: 'general',
        bodyName: null,
        activityId: null,
        hundredths: 6000,
      });
      clock.advance(300 * DAY);
      await work.runDue();
      expect(await emailsTo(learner)).toHaveLength(0);
    });

    it('schedules only reminders still ahead, and none for a removed certification', async () => {
      const learner = await make.user();
      const today = dateOf(clock.now());
      const page = await mine.addCertification(learner, {
        certification: 'gphr',
        bodyName: null,
        cycleStart: addYears(today, -3),
        cycleEnd: addDays(today, 45),
      });
      const id = page.certifications[0].id;
      expect((await pendingReminders(id)).map((job) => job.key)).toEqual([`credit-cycle:${id}:30`]);
      expect(page.certifications[0].warning).toBe(
        'Your GPHR cycle ends in 45 days and you still need 60 more credits, including 1 ethics credit and 15 global credits.',
      );

      await mine.removeCertification(learner, id);
      expect(await pendingReminders(id)).toEqual([]);
      clock.advance(60 * DAY);
      await work.runDue();
      expect(await emailsTo(learner)).toHaveLength(0);
    });
  });

  describe('provider records of deleted accounts', () => {
    it('keep who earned the credits until the retention period ends, then the daily purge drops them', async () => {
      const clock = app.freezeClock();
      const created = await courseWithCredits();
      const learner = await make.user({ firstName: 'Grace', lastName: 'Hopper' });
      const code = await graduate(learner, created);
      const noCredits = await make.courseWithLessons({ lessons: 1 });
      await make.enrollment(learner, noCredits.course);
      await learning.completeLesson(learner, noCredits.lessons[0].id);

      await certificates.keepCreditRecordHolders(learner);
      await app.em.fork().nativeDelete(User, { id: learner.id });
      const holders = await app.em.fork().find(CreditRecordHolder, { certificate: { course: [created.course.id, noCredits.course.id] } });
      expect(holders.map(({ learnerName, email }) => ({ learnerName, email }))).toEqual([
        { learnerName: 'Grace Hopper', email: learner.email },
      ]);

      await settings.update({ requirements: [], recordRetentionYears: 2 });
      const holderOf = () => app.em.fork().findOne(CreditRecordHolder, { certificate: { code } });
      // The daily purge is one job for the whole database: an app started since (a parallel suite's) may
      // have taken it over, so this app arms it again, from the frozen now, before each day it moves to.
      const purgeAfter = async (days: number) => {
        await app.get(CreditSchedule).onApplicationBootstrap();
        clock.advance(days * DAY);
        await work.runDue();
      };
      await purgeAfter(700);
      expect(await holderOf()).not.toBeNull();

      await purgeAfter(40);
      expect(await holderOf()).toBeNull();
      // The certificate keeps the credits it earned.
      expect((await certificates.verify(code)).credits).toHaveLength(3);
      await settings.update({ requirements: [], recordRetentionYears: 5 });
    });
  });

  describe('requirements', () => {
    it('start at the bodies’ published figures, and refuse minimums that do not fit', async () => {
      const { requirements, recordRetentionYears } = await settings.get();
      expect(recordRetentionYears).toBe(5);
      expect(
        requirements.map((row) => [
          row.label,
          row.totalHundredths,
          row.ethicsHundredths,
          row.businessHundredths,
          row.globalHundredths,
          row.cycleYears,
        ]),
      ).toEqual([
        ['SHRM-CP', 6000, 0, 0, 0, 3],
        ['SHRM-SCP', 6000, 0, 0, 0, 3],
        ['aPHR', 4500, 100, 0, 0, 3],
        ['PHR', 6000, 100, 0, 0, 3],
        ['SPHR', 6000, 100, 1500, 0, 3],
        ['GPHR', 6000, 100, 0, 1500, 3],
        ['CPD', null, 0, 0, 0, 3],
      ]);
      const base = { ethicsHundredths: 0, businessHundredths: 0, globalHundredths: 0, cycleYears: 3 };
      await expectRefusal(
        settings.update({
          requirements: [{ certification: 'shrm-cp', totalHundredths: 6000, ...base, ethicsHundredths: 100 }],
          recordRetentionYears: 5,
        }),
        'CREDIT_SETTINGS_INVALID',
        'SHRM-CP: only HRCI certifications have ethics, business or global minimums',
      );
      await expectRefusal(
        settings.update({
          requirements: [{ certification: 'phr', totalHundredths: 100, ...base, ethicsHundredths: 200 }],
          recordRetentionYears: 5,
        }),
        'CREDIT_SETTINGS_INVALID',
        'PHR: the ethics, business and global minimums (2) add up to more than the total (1)',
      );
      await expectRefusal(
        settings.update({
          requirements: [
            { certification: 'cpd', totalHundredths: 2000, ...base },
            { certification: 'cpd', totalHundredths: 3000, ...base },
          ],
          recordRetentionYears: 5,
        }),
        'CREDIT_SETTINGS_INVALID',
        'CPD is listed twice',
      );
    });
  });
});
