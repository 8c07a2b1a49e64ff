import { EntityManager } from '@mikro-orm/postgresql';
import { extractText, getDocumentProxy } from 'unpdf';
import { Course } from '../../src/modules/catalog/entities/course.entity.js';
import { Lesson } from '../../src/modules/catalog/entities/lesson.entity.js';
import { Certificate } from '../../src/modules/certificates/entities/certificate.entity.js';
import { QuizQuestion } from '../../src/modules/quizzes/entities/quiz-question.entity.js';
import { Quiz } from '../../src/modules/quizzes/entities/quiz.entity.js';
import { createUser, PASSWORD, signedInAgent } from '../support/accounts.js';
import { createCourse, enroll, type CourseSpec } from '../support/catalog.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const PUBLIC_URL = 'http://academy.test';
const MONTH = 30 * 24 * 60 * 60_000;
const VALIDITY_MESSAGE = 'The validity must be a whole number of months from 1 to 120, or none';

describe('certificate validity and renewal, over HTTP', () => {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAgent>>;
  const em = () => testApp.app.get(EntityManager).fork();

  beforeAll(async () => {
    testApp = await createTestApp({ PUBLIC_URL });
    admin = await signedInAgent(testApp, 'admin');
  });
  afterAll(() => testApp.close());

  const settingsPath = (courseId: number) => `/api/courses/${courseId}/certificate-settings`;

  /** A signed-in learner enrolled in a new course. */
  async function enrolledLearner(spec: CourseSpec = {}) {
    const created = await createCourse(testApp, spec);
    const user = await createUser(testApp, 'jobseeker', { firstName: 'Ada', lastName: 'Lovelace' });
    const agent = testApp.agent();
    await agent.post('/api/login').send({ email: user.email, password: PASSWORD }).expect(200);
    await enroll(testApp, user, created.course);
    return { ...created, user, agent };
  }

  /** A quiz on `lesson` (made a quiz lesson) with one question, unless `questions` is 0. */
  async function makeQuiz(lesson: Lesson, questions = 1) {
    const fork = em();
    await fork.nativeUpdate(Lesson, { id: lesson.id }, { type: 'quiz' });
    const quiz = fork.create(Quiz, { lesson: lesson.id, title: 'Check-up', passMark: 50 });
    for (let order = 0; order < questions; order++)
      fork.create(QuizQuestion, { quiz, type: 'multiple_choice', question: 'Which?', options: ['A', 'B'], correctOptions: [0], order });
    await fork.flush();
  }

  /** Moves the certificate back in time: issued `monthsAgo` months ago, expired (or expiring) `expiredAgo` ms ago. */
  async function backdate(code: string, monthsAgo: number, expiredAgo: number) {
    const now = Date.now();
    await em().nativeUpdate(Certificate, { code }, { issuedAt: new Date(now - monthsAgo * MONTH), validUntil: new Date(now - expiredAgo) });
  }

  it("admins read and set a course's validity; learners, visitors and unknown courses are refused", async () => {
    const { course } = await createCourse(testApp);
    const other = await createCourse(testApp, { title: 'Sourcing Refresher' });
    expect((await admin.agent.get(settingsPath(course.id)).expect(200)).body).toEqual({ validityMonths: null, refresher: null });

    await testApp.http().get(settingsPath(course.id)).expect(401);
    await testApp.http().put(settingsPath(course.id)).send({ validityMonths: 12 }).expect(401);
    const learner = await signedInAgent(testApp);
    await learner.agent.get(settingsPath(course.id)).expect(403);
    await learner.agent.put(settingsPath(course.id)).send({ validityMonths: 12 }).expect(403);
    for (const path of [settingsPath(2_147_483_647), '/api/courses/abc/certificate-settings', '/api/courses/01/certificate-settings']) {
      const missing = await admin.agent.put(path).send({ validityMonths: 12 }).expect(404);
      expect(missing.body).toMatchObject({ code: 'COURSE_NOT_FOUND', message: 'Course not found' });
    }
    await em().nativeUpdate(Course, { id: other.course.id }, { deletedAt: new Date() });
    await admin.agent.get(settingsPath(other.course.id)).expect(404);

    const saved = await admin.agent.put(settingsPath(course.id)).send({ validityMonths: 24 }).expect(200);
    expect(saved.body).toEqual({ validityMonths: 24, refresher: null });
    expect((await admin.agent.get(settingsPath(course.id)).expect(200)).body).toEqual({ validityMonths: 24, refresher: null });
  });

  it('names a course, a lesson or a quiz as the refresher, with a message for every refusal', async () => {
    const { course, lessons } = await createCourse(testApp, { lessonsPerModule: 3 });
    const refresherCourse = await createCourse(testApp, { title: 'Interviewing Refresher' });
    const deleted = await createCourse(testApp);
    await em().nativeUpdate(Course, { id: deleted.course.id }, { deletedAt: new Date() });
    await makeQuiz(lessons[1]);
    await makeQuiz(lessons[2], 0);
    const path = settingsPath(course.id);

    const invalid = async (body: object, message: string | string[]) => {
      const answer = await admin.agent.put(path).send(body).expect(400);
      if (Array.isArray(message)) expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
      else expect(answer.body).toMatchObject({ code: 'CERTIFICATE_SETTINGS_INVALID', message });
    };
    for (const validityMonths of [undefined, 0, 121, 1.5, '12', true]) await invalid({ validityMonths }, [VALIDITY_MESSAGE]);
    await invalid({ validityMonths: 12, refresherCourseId: 'x' }, ['The refresher course must be given by its id']);
    await invalid({ validityMonths: 12, refresherLessonId: 0 }, ['The refresher lesson must be given by its id']);
    await invalid({ validityMonths: 12, refresherLessonId: 2_147_483_648 }, ['The refresher lesson must be given by its id']);
    await admin.agent.put(path).send({ validityMonths: 12, publish: true }).expect(400);
    await invalid(
      { validityMonths: 12, refresherCourseId: refresherCourse.course.id, refresherLessonId: lessons[1].id },
      'Choose one refresher: a course, or a lesson or quiz, not both.',
    );
    await invalid(
      { validityMonths: null, refresherCourseId: refresherCourse.course.id },
      'Set how many months certificates are valid before naming a refresher: a certificate that never expires is never renewed.',
    );
    await invalid(
      { validityMonths: 2, refresherCourseId: refresherCourse.course.id },
      'With a refresher, certificates must be valid for at least 3 months: renewing opens 60 days before a certificate expires.',
    );
    await invalid(
      { validityMonths: 12, refresherCourseId: course.id },
      'A course cannot be its own refresher: choose another course, or a quiz or practice lesson of this one.',
    );
    await invalid({ validityMonths: 12, refresherCourseId: 2_147_483_647 }, 'There is no course with id 2147483647.');
    await invalid({ validityMonths: 12, refresherCourseId: deleted.course.id }, `There is no course with id ${deleted.course.id}.`);
    await invalid({ validityMonths: 12, refresherLessonId: 2_147_483_647 }, 'There is no lesson with id 2147483647.');
    await invalid({ validityMonths: 12, refresherLessonId: deleted.lessons[0].id }, `There is no lesson with id ${deleted.lessons[0].id}.`);
    await invalid(
      { validityMonths: 12, refresherLessonId: lessons[2].id },
      'This quiz has no questions yet: add them before naming it as the refresher.',
    );
    await invalid(
      { validityMonths: 12, refresherLessonId: lessons[0].id },
      'Holders have completed every lesson of this course already: choose a quiz or practice lesson of it, which they pass again, or a lesson of another course.',
    );
    // Nothing was saved by a refusal.
    expect((await admin.agent.get(path).expect(200)).body).toEqual({ validityMonths: null, refresher: null });

    const quiz = await admin.agent.put(path).send({ validityMonths: 12, refresherLessonId: lessons[1].id }).expect(200);
    expect(quiz.body).toEqual({
      validityMonths: 12,
      refresher: { kind: 'quiz', id: lessons[1].id, title: lessons[1].title, courseId: course.id, courseTitle: course.title },
    });
    const lesson = await admin.agent.put(path).send({ validityMonths: 12, refresherLessonId: refresherCourse.lessons[0].id }).expect(200);
    expect(lesson.body.refresher).toEqual({
      kind: 'lesson',
      id: refresherCourse.lessons[0].id,
      title: refresherCourse.lessons[0].title,
      courseId: refresherCourse.course.id,
      courseTitle: 'Interviewing Refresher',
    });
    const other = await admin.agent.put(path).send({ validityMonths: 36, refresherCourseId: refresherCourse.course.id }).expect(200);
    expect(other.body).toEqual({
      validityMonths: 36,
      refresher: { kind: 'course', id: refresherCourse.course.id, title: 'Interviewing Refresher', courseId: null, courseTitle: null },
    });
    // Deleting the refresher course leaves the course without one.
    await em().nativeUpdate(Course, { id: refresherCourse.course.id }, { deletedAt: new Date() });
    expect((await admin.agent.get(path).expect(200)).body).toEqual({ validityMonths: 36, refresher: null });
    const none = await admin.agent.put(path).send({ validityMonths: null, refresherCourseId: null, refresherLessonId: null }).expect(200);
    expect(none.body).toEqual({ validityMonths: null, refresher: null });
  });

  it('verification says valid until the date, expired after it and revoked whatever the date, each in one statement', async () => {
    const { course, lessons, agent } = await enrolledLearner({ lessonsPerModule: 1, title: 'Offer Negotiation' });
    await admin.agent.put(settingsPath(course.id)).send({ validityMonths: 12 }).expect(200);
    await agent.post(`/api/lessons/${lessons[0].id}/complete`).expect(200);
    const [mine] = (await agent.get('/api/certificates').expect(200)).body;
    const verify = async () => {
      let body: Record<string, unknown> = {};
      const { count } = await testApp.countQueries(async () => {
        body = (await testApp.http().get(`/api/certificates/${mine.code}`).expect(200)).body;
      });
      expect(count).toBe(1);
      return body;
    };
    const validUntil = new Date(mine.validUntil as string);
    expect(validUntil.getTime() - new Date(mine.issuedAt as string).getTime()).toBeGreaterThan(364 * 24 * 60 * 60_000);
    expect(await verify()).toMatchObject({ status: 'valid', validUntil: mine.validUntil, renews: null, renewedBy: null });
    const pdf = (await testApp.http().get(`/api/certificates/${mine.code}/pdf`).responseType('blob').expect(200)).body as Buffer;
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text).toContain(`Valid until ${new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(validUntil)}`);

    await backdate(mine.code, 13, 1000);
    expect(await verify()).toMatchObject({ status: 'expired' });
    expect((await agent.get('/api/certificates').expect(200)).body[0]).toMatchObject({
      status: 'expired',
      renewable: false,
      refresher: null,
    });
    const students = (await admin.agent.get(`/api/courses/${course.id}/students`).expect(200)).body as {
      certificate: { status: string };
    }[];
    expect(students.map((student) => student.certificate?.status)).toEqual(['expired']);

    // An expired certificate can still be revoked; revoked wins.
    await admin.agent.post(`/api/admin/certificates/${mine.code}/revoke`).send({ reason: 'Copied answers' }).expect(200);
    expect(await verify()).toMatchObject({ status: 'revoked' });
  });

  it('completing the refresher course renews an expired certificate: both pages link each other, and My certificates lists both', async () => {
    const { course, lessons, agent, user } = await enrolledLearner({ lessonsPerModule: 1, title: 'Employment Law Basics' });
    const refresher = await createCourse(testApp, { lessonsPerModule: 2, title: 'Employment Law Update' });
    await admin.agent.put(settingsPath(course.id)).send({ validityMonths: 24, refresherCourseId: refresher.course.id }).expect(200);
    await agent.post(`/api/lessons/${lessons[0].id}/complete`).expect(200);
    const [old] = (await agent.get('/api/certificates').expect(200)).body;
    expect(old).toMatchObject({
      renewable: false,
      refresher: { kind: 'course', id: refresher.course.id, title: 'Employment Law Update', courseId: null, courseTitle: null },
    });

    await backdate(old.code, 25, 30 * 24 * 60 * 60_000);
    expect((await agent.get('/api/certificates').expect(200)).body[0]).toMatchObject({ status: 'expired', renewable: true });
    await enroll(testApp, user, refresher.course);
    await agent.post(`/api/lessons/${refresher.lessons[0].id}/complete`).expect(200);
    expect(await em().count(Certificate, { user: user.id, course: course.id })).toBe(1);
    await agent.post(`/api/lessons/${refresher.lessons[1].id}/complete`).expect(200);

    const mine = (await agent.get('/api/certificates').expect(200)).body as { code: string; courseId: number; renews: string | null }[];
    const ofCourse = mine.filter((certificate) => certificate.courseId === course.id);
    expect(ofCourse).toHaveLength(2);
    const renewal = ofCourse.find((certificate) => certificate.renews === old.code)!;
    expect(renewal).toMatchObject({ status: 'valid', renewable: false, renewedBy: null });
    expect((await testApp.http().get(`/api/certificates/${old.code}`).expect(200)).body).toMatchObject({
      status: 'expired',
      renewedBy: renewal.code,
    });
    // The catalogue, the dashboard and the Students tab show the current certificate, once.
    expect((await agent.get(`/api/courses/${course.id}`).expect(200)).body.certificateCode).toBe(renewal.code);
    expect((await agent.get('/api/courses').expect(200)).body.filter((item: { id: number }) => item.id === course.id)).toHaveLength(1);
    const students = (await admin.agent.get(`/api/courses/${course.id}/students`).expect(200)).body as {
      certificate: { code: string; status: string };
    }[];
    expect(students.map((student) => student.certificate)).toEqual([expect.objectContaining({ code: renewal.code, status: 'valid' })]);
    expect((await agent.get('/api/user/dashboard').expect(200)).body.stats.certificates).toBe(2);

    // "Download my data" says when each expires and which renewed which.
    const exported = (await agent.get('/api/account/export').expect(200)).body.certificates as Record<string, unknown>[];
    const [before, after] = await Promise.all([old.code, renewal.code].map((code) => em().findOneOrFail(Certificate, { code })));
    expect(exported.filter((certificate) => certificate.code === old.code || certificate.code === renewal.code)).toEqual([
      expect.objectContaining({
        code: old.code,
        validUntil: before.validUntil!.toISOString(),
        renews: null,
        renewedAt: before.renewedAt!.toISOString(),
      }),
      expect.objectContaining({ code: renewal.code, validUntil: after.validUntil!.toISOString(), renews: old.code, renewedAt: null }),
    ]);
  });

  describe('query counts', () => {
    it('the list of my certificates costs the same for 1 certificate or 6 with refreshers', async () => {
      const { user, agent, lessons, course } = await enrolledLearner({ lessonsPerModule: 1 });
      await admin.agent.put(settingsPath(course.id)).send({ validityMonths: 12 }).expect(200);
      await agent.post(`/api/lessons/${lessons[0].id}/complete`).expect(200);
      await agent.get('/api/user').expect(200);
      const one = await testApp.countQueries(() => agent.get('/api/certificates').expect(200));
      for (let index = 0; index < 5; index++) {
        const more = await createCourse(testApp, { lessonsPerModule: 1 });
        const refresher = await createCourse(testApp, { lessonsPerModule: 1 });
        await admin.agent.put(settingsPath(more.course.id)).send({ validityMonths: 6, refresherCourseId: refresher.course.id }).expect(200);
        await enroll(testApp, user, more.course);
        await agent.post(`/api/lessons/${more.lessons[0].id}/complete`).expect(200);
      }
      const six = await testApp.countQueries(async () => {
        expect((await agent.get('/api/certificates').expect(200)).body).toHaveLength(6);
      });
      expect(six.count).toBe(one.count);
    });

    it('completing the last lesson of a course whose certificates expire adds its two reminders to the issue', async () => {
      const cost = async (months: number | null) => {
        const { lessons, agent, course } = await enrolledLearner({ lessonsPerModule: 3 });
        await admin.agent.put(settingsPath(course.id)).send({ validityMonths: months }).expect(200);
        for (const lesson of lessons.slice(0, -1)) await agent.post(`/api/lessons/${lesson.id}/complete`).expect(200);
        await agent.get('/api/user').expect(200);
        return (await testApp.countQueries(() => agent.post(`/api/lessons/${lessons.at(-1)!.id}/complete`).expect(200))).count;
      };
      expect(await cost(24)).toBe((await cost(null)) + 2);
    });
  });
});
