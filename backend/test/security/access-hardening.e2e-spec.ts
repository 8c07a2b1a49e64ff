import { EntityManager } from '@mikro-orm/postgresql';
import { jest } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import Stripe from 'stripe';
import type TestAgent from 'supertest/lib/agent.js';
import { loadConfig } from '../../src/config/config.js';
import { Payment } from '../../src/modules/payments/entities/payment.entity.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { signedInAgent } from '../support/accounts.js';
import { createCourse, enroll } from '../support/catalog.js';
import { LocalStripe } from '../support/local-stripe/local-stripe.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Findings of an outside security review, each pinned by a test that failed before its fix: library
 * files follow the access of the lessons they back; access that ends (refund, cancellation, an admin
 * taking it away) ends everywhere; learner uploads have a quota, a per-attempt limit and clean names.
 */
const PUBLIC_URL = 'http://academy.test';
const SECRET_KEY = 'sk_test_access_hardening';
const WEBHOOK_SECRET = 'whsec_access_hardening';
/** Small, so a few uploads reach it. */
const QUOTA_MB = 1;
const KB = 1024;
const NOT_ENROLLED = 'Enroll in this course to take its quiz';

const pdf = (bytes = 2048) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(Math.max(0, bytes - 16), 0x20), Buffer.from('\n%%EOF\n')]);

describe('access hardening (security review)', () => {
  let localStripe: LocalStripe;
  let testApp: TestApp;
  let stripe: Stripe;
  let admin: TestAgent;

  beforeAll(async () => {
    localStripe = new LocalStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    const apiBase = await localStripe.start();
    testApp = await createTestApp({
      PUBLIC_URL,
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: apiBase,
      UPLOAD_QUOTA_MB: String(QUOTA_MB),
    });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    localStripe.webhookUrl = `http://127.0.0.1:${(testApp.app.getHttpServer().address() as AddressInfo).port}/api/stripe/webhook`;
    const base = new URL(apiBase);
    stripe = new Stripe(SECRET_KEY, { host: base.hostname, port: base.port, protocol: 'http' });
    admin = (await signedInAgent(testApp, 'admin')).agent;
  });
  afterAll(async () => {
    await testApp.close();
    await localStripe.stop();
  });
  afterEach(() => jest.restoreAllMocks());

  const sql = <T>(query: string, params: unknown[] = []) =>
    testApp.app.get(EntityManager).fork().getConnection().execute<T[]>(query, params);
  const enrollmentOf = async (userId: number, courseId: number) =>
    (
      await sql<{ status: string; source: string }>(`select status, source from enrollments where user_id = ? and course_id = ?`, [
        userId,
        courseId,
      ])
    )[0];

  /** What the hosted checkout page's Pay button does. */
  async function buy(agent: TestAgent, courseId: number): Promise<void> {
    const { body } = await agent.post('/api/create-checkout-session').send({ courseId }).expect(200);
    const paid = await fetch(`${body.checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
  }

  describe('library files follow the access of the lessons they back', () => {
    const uploadLibraryFile = async (name: string): Promise<string> =>
      (
        await admin
          .post('/api/download-files')
          .set('Origin', PUBLIC_URL)
          .attach('file', pdf(), { filename: name, contentType: 'application/pdf' })
          .expect(201)
      ).body.fileUrl;
    const statuses = async (agent: TestAgent, fileUrls: string[]) =>
      Promise.all(fileUrls.map(async (fileUrl) => (await agent.get(fileUrl)).status));

    it('a file behind a paid or restricted lesson reaches only enrolled learners and admins (404 for everyone else); free and library files stay open', async () => {
      const [paidDownload, paidTextLink, recruitersOnly, freeLesson, library, libraryAndPaid, unreferenced] = await Promise.all(
        ['paid.pdf', 'linked.pdf', 'recruiters.pdf', 'free.pdf', 'library.pdf', 'both.pdf', 'draft.pdf'].map(uploadLibraryFile),
      );
      // A paid course: a download lesson with the file, and a text lesson linking another one by its full address.
      const paid = await createCourse(testApp, { isPaid: true, lessonType: 'download' });
      await admin.patch(`/api/lessons/${paid.lessons[0].id}`).send({ contentUrl: paidDownload }).expect(200);
      await admin.patch(`/api/lessons/${paid.lessons[1].id}`).send({ contentUrl: libraryAndPaid }).expect(200);
      const paidText = await createCourse(testApp, { isPaid: true, lessonType: 'text', lessonsPerModule: 1 });
      await admin
        .patch(`/api/lessons/${paidText.lessons[0].id}`)
        .send({ content: `<p>Read <a href="${PUBLIC_URL}${paidTextLink}">the notes</a> first.</p>` })
        .expect(200);
      // A free course only recruiters see, a free course for everyone, and a library download.
      const restricted = await createCourse(testApp, { accessLevel: 'recruitpro', lessonType: 'download', lessonsPerModule: 1 });
      await admin.patch(`/api/lessons/${restricted.lessons[0].id}`).send({ contentUrl: recruitersOnly }).expect(200);
      const free = await createCourse(testApp, { lessonType: 'download', lessonsPerModule: 1 });
      await admin.patch(`/api/lessons/${free.lessons[0].id}`).send({ contentUrl: freeLesson }).expect(200);
      for (const fileUrl of [library, libraryAndPaid]) {
        await admin
          .post('/api/downloads')
          .send({ title: 'Checklist', fileType: 'Checklist', fileUrl, fileName: 'checklist.pdf' })
          .expect(201);
      }

      const everyFile = [paidDownload, paidTextLink, recruitersOnly, freeLesson, library, libraryAndPaid, unreferenced];
      const stranger = (await signedInAgent(testApp)).agent;
      expect(await statuses(stranger, everyFile)).toEqual([404, 404, 404, 200, 200, 200, 200]);
      const refused = await stranger.get(paidDownload).expect(404);
      expect(refused.body.message).toBe('File not found');
      // A recruiter sees the restricted course but is not enrolled in it.
      const recruiter = await signedInAgent(testApp, 'recruitpro');
      expect(await statuses(recruiter.agent, [recruitersOnly])).toEqual([404]);
      await enroll(testApp, recruiter.user, restricted.course);
      expect(await statuses(recruiter.agent, [recruitersOnly])).toEqual([200]);

      const learner = await signedInAgent(testApp);
      await enroll(testApp, learner.user, paid.course);
      await enroll(testApp, learner.user, paidText.course);
      expect(await statuses(learner.agent, everyFile)).toEqual([200, 200, 404, 200, 200, 200, 200]);
      expect(await statuses(admin, everyFile)).toEqual([200, 200, 200, 200, 200, 200, 200]);

      // Access that ends closes the file again.
      await sql(`update enrollments set status = 'revoked' where user_id = ? and course_id = ?`, [learner.user.id, paid.course.id]);
      expect(await statuses(learner.agent, [paidDownload, paidTextLink])).toEqual([404, 200]);
    });

    it('decides with one query, however many lessons use the file', async () => {
      const fileUrl = await uploadLibraryFile('shared.pdf');
      const learner = await signedInAgent(testApp);
      // The request's own statements: the relays and workers running beside it are not counted.
      const queriesFor = async () => (await testApp.countQueries(() => learner.agent.get(fileUrl).expect(404))).count;
      const first = await createCourse(testApp, { isPaid: true, lessonType: 'download', lessonsPerModule: 1 });
      await admin.patch(`/api/lessons/${first.lessons[0].id}`).send({ contentUrl: fileUrl }).expect(200);
      // The first request also loads the learner's session into its cache: count from the second.
      await queriesFor();
      const one = await queriesFor();
      expect(one).toBeGreaterThan(0);
      for (let index = 0; index < 5; index++) {
        const more = await createCourse(testApp, { isPaid: true, lessonType: 'download', lessonsPerModule: 2 });
        for (const lesson of more.lessons) await admin.patch(`/api/lessons/${lesson.id}`).send({ contentUrl: fileUrl }).expect(200);
      }
      expect(await queriesFor()).toBe(one);
    });

    it('a file a lesson still uses is kept when its library download goes and when old uploads are cleaned up', async () => {
      const [inLesson, linkedInText, abandoned] = await Promise.all(['lesson.pdf', 'linked.pdf', 'abandoned.pdf'].map(uploadLibraryFile));
      const { lessons } = await createCourse(testApp, { isPaid: true, lessonType: 'download', lessonsPerModule: 1 });
      await admin
        .patch(`/api/lessons/${lessons[0].id}`)
        .send({
          contentUrl: inLesson,
          description: `<p><a href="${linkedInText.toUpperCase().replace('/API/DOWNLOAD-FILES/', '/api/download-files/')}">Notes</a></p>`,
        })
        .expect(200);
      const created = await admin
        .post('/api/downloads')
        .send({ title: 'Template', fileType: 'Template', fileUrl: inLesson, fileName: 'lesson.pdf' })
        .expect(201);
      await admin.post(`/api/downloads/${created.body.id}/delete`).expect(204);
      // A day later, the next upload clears uploads nothing points at.
      const ids = [inLesson, linkedInText, abandoned].map((fileUrl) => fileUrl.split('/').pop()!);
      await sql(`update download_files set created_at = now() - interval '2 days' where id = any(?::uuid[])`, [`{${ids.join(',')}}`]);
      await uploadLibraryFile('next.pdf');
      const kept = await sql<{ id: string }>(`select id from download_files where id = any(?::uuid[]) order by created_at`, [
        `{${ids.join(',')}}`,
      ]);
      expect(kept.map((row) => row.id).sort()).toEqual(ids.slice(0, 2).sort());
      expect(await statuses(admin, [inLesson, linkedInText, abandoned])).toEqual([200, 200, 404]);
    });
  });

  describe('access that ends, ends everywhere', () => {
    /** A paid course whose first lesson is a quiz with a file question, built through the admin API. */
    async function paidQuizCourse(paymentType: 'one_time' | 'subscription' = 'one_time') {
      const { course, lessons } = await createCourse(testApp, {
        isPaid: true,
        price: 3900,
        paymentType,
        lessonType: 'quiz',
        lessonsPerModule: 1,
      });
      const quiz = await admin
        .put(`/api/admin/lessons/${lessons[0].id}/quiz`)
        .send({ title: 'Check', description: '', timeLimit: null, passMark: 50, maxAttempts: null })
        .expect(200);
      const choice = await admin
        .post(`/api/admin/quizzes/${quiz.body.id}/questions`)
        .send({ type: 'multiple_choice', question: 'Pick one', options: ['A', 'B'], correctOptions: [1] })
        .expect(201);
      const file = await admin
        .post(`/api/admin/quizzes/${quiz.body.id}/questions`)
        .send({ type: 'file_upload', question: 'Your CV' })
        .expect(201);
      return { course, quizId: quiz.body.id as number, choiceId: choice.body.id as number, fileQuestionId: file.body.id as number };
    }

    async function expectAttemptClosedToLearner(
      agent: TestAgent,
      quizId: number,
      attemptId: number,
      choiceId: number,
      fileQuestionId: number,
    ) {
      const answer = await agent
        .put(`/api/quiz-attempts/${attemptId}/answers`)
        .send({ answers: { [choiceId]: [1] } })
        .expect(403);
      expect(answer.body.message).toBe(NOT_ENROLLED);
      const upload = await agent
        .post(`/api/quiz-attempts/${attemptId}/questions/${fileQuestionId}/file`)
        .set('Origin', PUBLIC_URL)
        .attach('file', pdf(), { filename: 'cv.pdf', contentType: 'application/pdf' })
        .expect(403);
      expect(upload.body.message).toBe(NOT_ENROLLED);
      const submit = await agent
        .post(`/api/quizzes/${quizId}/submit`)
        .send({ answers: { [choiceId]: [1] } })
        .expect(403);
      expect(submit.body.message).toBe(NOT_ENROLLED);
      const [attempt] = await sql<{ status: string; answers: object; files: number }>(
        `select status, answers, (select count(*) from quiz_uploads where attempt_id = a.id)::int as files from quiz_attempts a where id = ?`,
        [attemptId],
      );
      expect(attempt).toEqual({ status: 'in_progress', answers: { [choiceId]: [0] }, files: 0 });
    }

    it('after a full refund, an open quiz attempt takes no more answers, files or submission', async () => {
      const { course, quizId, choiceId, fileQuestionId } = await paidQuizCourse();
      const { agent, user } = await signedInAgent(testApp);
      await buy(agent, course.id);
      const attempt = (await agent.post(`/api/quizzes/${quizId}/attempts`).expect(200)).body;
      await agent
        .put(`/api/quiz-attempts/${attempt.id}/answers`)
        .send({ answers: { [choiceId]: [0] } })
        .expect(200);

      const [payment] = await sql<{ payment_intent_id: string }>(`select payment_intent_id from payments where course_id = ?`, [course.id]);
      await stripe.refunds.create({ payment_intent: payment.payment_intent_id });
      expect(await enrollmentOf(user.id, course.id)).toEqual({ status: 'revoked', source: 'purchase' });
      await agent.get(`/api/courses/${course.id}/learn`).expect(403);
      await expectAttemptClosedToLearner(agent, quizId, attempt.id, choiceId, fileQuestionId);
    });

    it('after a subscription is cancelled, the same', async () => {
      const { course, quizId, choiceId, fileQuestionId } = await paidQuizCourse('subscription');
      const { agent, user } = await signedInAgent(testApp);
      await buy(agent, course.id);
      const attempt = (await agent.post(`/api/quizzes/${quizId}/attempts`).expect(200)).body;
      await agent
        .put(`/api/quiz-attempts/${attempt.id}/answers`)
        .send({ answers: { [choiceId]: [0] } })
        .expect(200);

      const [payment] = await sql<{ subscription_id: string }>(`select subscription_id from payments where course_id = ?`, [course.id]);
      await stripe.subscriptions.cancel(payment.subscription_id);
      expect(await enrollmentOf(user.id, course.id)).toEqual({ status: 'revoked', source: 'subscription' });
      await expectAttemptClosedToLearner(agent, quizId, attempt.id, choiceId, fileQuestionId);
    });

    it('removing a learner from specific access ends the enrolment it gave, like never enrolled; a purchase stays', async () => {
      const { course } = await createCourse(testApp, { isPaid: true, price: 2900 });
      const granted = await signedInAgent(testApp);
      const buyer = await signedInAgent(testApp);
      const stranger = (await signedInAgent(testApp)).agent;
      await buy(buyer.agent, course.id);
      await admin
        .put(`/api/courses/${course.id}/specific-access`)
        .send({ userIds: [granted.user.id, buyer.user.id] })
        .expect(200);
      await granted.agent.post(`/api/courses/${course.id}/enroll`).expect(200);
      expect(await enrollmentOf(granted.user.id, course.id)).toEqual({ status: 'active', source: 'grant' });
      await granted.agent.get(`/api/courses/${course.id}/learn`).expect(200);

      await admin.put(`/api/courses/${course.id}/specific-access`).send({ userIds: [] }).expect(200);
      const neverEnrolled = await stranger.get(`/api/courses/${course.id}/learn`);
      const removed = await granted.agent.get(`/api/courses/${course.id}/learn`);
      expect({ status: removed.status, body: removed.body }).toEqual({ status: neverEnrolled.status, body: neverEnrolled.body });
      expect(removed.status).toBe(403);
      expect(await enrollmentOf(granted.user.id, course.id)).toEqual({ status: 'revoked', source: 'grant' });
      expect((await granted.agent.get(`/api/courses/${course.id}`).expect(200)).body.isEnrolled).toBe(false);
      // The buyer paid: the purchase keeps the course.
      await buyer.agent.get(`/api/courses/${course.id}/learn`).expect(200);
      expect(await enrollmentOf(buyer.user.id, course.id)).toEqual({ status: 'active', source: 'purchase' });
    });

    it('a course shown only through specific access leaves the dashboard too; a grant that was also paid for becomes the purchase', async () => {
      const hidden = await createCourse(testApp, { accessLevel: 'recruitpro' });
      const paid = await createCourse(testApp, { isPaid: true, price: 2900 });
      const learner = await signedInAgent(testApp);
      for (const { course } of [hidden, paid]) {
        await admin
          .put(`/api/courses/${course.id}/specific-access`)
          .send({ userIds: [learner.user.id] })
          .expect(200);
        await learner.agent.post(`/api/courses/${course.id}/enroll`).expect(200);
      }
      // A checkout started before the grant, paid after it (the enrolment keeps its first source).
      const em = testApp.app.get(EntityManager).fork();
      em.create(Payment, {
        user: learner.user.id,
        email: learner.user.email,
        course: paid.course.id,
        kind: 'one_time',
        status: 'succeeded',
        amount: 2900,
      });
      await em.flush();

      for (const { course } of [hidden, paid])
        await admin.put(`/api/courses/${course.id}/specific-access`).send({ userIds: [] }).expect(200);
      await learner.agent.get(`/api/courses/${hidden.course.id}/learn`).expect(404);
      expect(await enrollmentOf(learner.user.id, hidden.course.id)).toEqual({ status: 'revoked', source: 'free' });
      const dashboard = await learner.agent.get('/api/user/dashboard').expect(200);
      expect(dashboard.body.myCourses.map((course: { id: number }) => course.id)).toEqual([paid.course.id]);
      await learner.agent.get(`/api/courses/${paid.course.id}/learn`).expect(200);
      expect(await enrollmentOf(learner.user.id, paid.course.id)).toEqual({ status: 'active', source: 'purchase' });
    });
  });

  describe('learner uploads', () => {
    /** A free course with one quiz lesson of `fileQuestions` file questions, and a learner in an attempt. */
    async function attemptWithFileQuestions(fileQuestions: number) {
      const { course, lessons } = await createCourse(testApp, { lessonType: 'quiz', lessonsPerModule: 1 });
      const quiz = await admin
        .put(`/api/admin/lessons/${lessons[0].id}/quiz`)
        .send({ title: 'Portfolio', description: '', timeLimit: null, passMark: null, maxAttempts: null })
        .expect(200);
      const questionIds: number[] = [];
      for (let index = 0; index < fileQuestions; index++) {
        questionIds.push(
          (
            await admin
              .post(`/api/admin/quizzes/${quiz.body.id}/questions`)
              .send({ type: 'file_upload', question: `File ${index + 1}` })
              .expect(201)
          ).body.id,
        );
      }
      const learner = await signedInAgent(testApp);
      await enroll(testApp, learner.user, course);
      const attempt = (await learner.agent.post(`/api/quizzes/${quiz.body.id}/attempts`).expect(200)).body;
      return { attemptId: attempt.id as number, questionIds, ...learner };
    }
    const upload = (agent: TestAgent, attemptId: number, questionId: number, data: Buffer, filename = 'work.pdf') =>
      agent
        .post(`/api/quiz-attempts/${attemptId}/questions/${questionId}/file`)
        .set('Origin', PUBLIC_URL)
        .attach('file', data, { filename, contentType: 'application/pdf' });
    const storedBytes = async (user: User) =>
      Number(
        (
          await sql<{ bytes: string }>(
            `select coalesce(sum(u.size), 0) as bytes from quiz_uploads u join quiz_attempts a on a.id = u.attempt_id where a.user_id = ?`,
            [user.id],
          )
        )[0].bytes,
      );

    it('the limits come from UPLOAD_QUOTA_MB and MAX_FILES_PER_ATTEMPT: 200 MB and 10 files unless set', () => {
      expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) }).uploads).toEqual({
        quotaBytes: 200 * 1024 * 1024,
        maxFilesPerAttempt: 10,
      });
      expect(
        loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), UPLOAD_QUOTA_MB: '5', MAX_FILES_PER_ATTEMPT: '3' }).uploads,
      ).toEqual({
        quotaBytes: 5 * 1024 * 1024,
        maxFilesPerAttempt: 3,
      });
      expect(() => loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), UPLOAD_QUOTA_MB: '0' })).toThrow(
        'UPLOAD_QUOTA_MB must be an integer',
      );
      expect(() => loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), MAX_FILES_PER_ATTEMPT: 'many' })).toThrow(
        'MAX_FILES_PER_ATTEMPT must be an integer',
      );
    });

    it('an attempt holds at most 10 files (400 for the 11th); replacing one of them is fine', async () => {
      const { attemptId, questionIds, agent } = await attemptWithFileQuestions(11);
      for (const questionId of questionIds.slice(0, 10)) await upload(agent, attemptId, questionId, pdf()).expect(200);
      const eleventh = await upload(agent, attemptId, questionIds[10], pdf()).expect(400);
      expect(eleventh.body.message).toBe('An attempt can hold at most 10 files.');
      await upload(agent, attemptId, questionIds[0], pdf(4096), 'second-draft.pdf').expect(200);
      expect(await sql(`select 1 from quiz_uploads where attempt_id = ?`, [attemptId])).toHaveLength(10);
    });

    it(`answers 413 past the learner's ${QUOTA_MB} MB of upload space; a replaced file frees its space`, async () => {
      const { attemptId, questionIds, agent, user } = await attemptWithFileQuestions(3);
      await upload(agent, attemptId, questionIds[0], pdf(600 * KB)).expect(200);
      const over = await upload(agent, attemptId, questionIds[1], pdf(600 * KB)).expect(413);
      expect(over.body.message).toBe(
        `This file does not fit in your ${QUOTA_MB} MB of upload space (0.6 MB used). Please choose a smaller file.`,
      );
      expect(await storedBytes(user)).toBe(600 * KB);
      // Replacing the first file counts only the new one.
      await upload(agent, attemptId, questionIds[0], pdf(900 * KB)).expect(200);
      await upload(agent, attemptId, questionIds[1], pdf(100 * KB)).expect(200);
      expect(await storedBytes(user)).toBe(1000 * KB);
      await upload(agent, attemptId, questionIds[2], pdf(100 * KB)).expect(413);
    });

    it('uploads at the same moment take turns, so together they never pass the quota', async () => {
      const { attemptId, questionIds, agent, user } = await attemptWithFileQuestions(3);
      const holder = new pg.Client({ connectionString: process.env.ACADEMY_TEST_DATABASE_URL });
      const watcher = new pg.Client({ connectionString: process.env.ACADEMY_TEST_DATABASE_URL });
      await Promise.all([holder.connect(), watcher.connect()]);
      try {
        // The test holds the learner's row; three uploads of 400 KB (two fit in 1 MB) queue up behind it.
        await holder.query('begin');
        await holder.query('select id from users where id = $1 for update', [user.id]);
        const racing = Promise.all(
          questionIds.map((questionId) => upload(agent, attemptId, questionId, pdf(400 * KB)).then((response) => response.status)),
        );
        const waiting = async () =>
          (
            await watcher.query<{ count: number }>(
              `select count(*)::int as count from pg_stat_activity where datname = current_database() and pid <> $1 and wait_event_type = 'Lock'`,
              [(holder as unknown as { processID: number }).processID],
            )
          ).rows[0].count;
        for (let polls = 0; (await waiting()) < 3; polls++) {
          if (polls > 500) throw new Error(`Expected 3 uploads waiting on the lock, saw ${await waiting()}`);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        await holder.query('rollback');
        expect((await racing).sort()).toEqual([200, 200, 413]);
      } finally {
        await Promise.all([holder.end(), watcher.end()]);
      }
      expect(await storedBytes(user)).toBe(800 * KB);
    });

    it('stores file names without bidirectional overrides or control characters', async () => {
      const { attemptId, questionIds, agent } = await attemptWithFileQuestions(1);
      const stored = await upload(agent, attemptId, questionIds[0], pdf(), 'invoice\u202Efdp.exe\u0007\u200F.pdf').expect(200);
      expect(stored.body.fileName).toBe('invoicefdp.exe.pdf');
      const [row] = await sql<{ file_name: string }>(`select file_name from quiz_uploads where id = ?`, [stored.body.uploadId]);
      expect(row.file_name).toBe('invoicefdp.exe.pdf');
      const file = await agent.get(`/api/quiz-uploads/${stored.body.uploadId}`).expect(200);
      expect(file.headers['content-disposition']).toBe(`attachment; filename="invoicefdp.exe.pdf"; filename*=UTF-8''invoicefdp.exe.pdf`);

      const library = await admin
        .post('/api/download-files')
        .set('Origin', PUBLIC_URL)
        .attach('file', pdf(), { filename: '\u2066\u202Eguide\u2069.pdf', contentType: 'application/pdf' })
        .expect(201);
      expect(library.body.fileName).toBe('guide.pdf');
    });
  });
});
