import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type TestAgent from 'supertest/lib/agent.js';
import { sampleManifest, sampleScormFiles, type SampleScormVersion } from '../../src/seed/scorm-sample.js';
import { signedInAgent } from '../support/accounts.js';
import { createCourse, enroll } from '../support/catalog.js';
import { zipFiles } from '../support/scorm-zip.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const MAX_BYTES = 256 * 1024;

describe('SCORM lessons (API)', () => {
  let testApp: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    testApp = await createTestApp({ SCORM_MAX_BYTES: String(MAX_BYTES), SCORM_MAX_FILES: '40', SCORM_CONTENT_TOKEN_MINUTES: '5' });
    admin = (await signedInAgent(testApp, 'admin')).agent;
  });
  afterAll(() => testApp.close());

  function upload(agent: TestAgent, lessonId: number, data: Buffer, filename = 'package.zip') {
    return agent
      .post(`/api/admin/lessons/${lessonId}/scorm`)
      .set('Origin', testApp.config.publicUrl)
      .attach('file', data, { filename, contentType: 'application/zip' });
  }

  /** A course with one SCORM lesson holding a sample package, and an enrolled learner. */
  async function scormLesson(version: SampleScormVersion = '1.2') {
    const created = await createCourse(testApp, { lessonsPerModule: 2, lessonType: 'scorm' });
    const lessonId = created.lessons[0].id;
    const stored = await upload(admin, lessonId, await zipFiles(sampleScormFiles(version, { title: `Sample ${version}` }))).expect(201);
    const learner = await signedInAgent(testApp);
    await enroll(testApp, learner.user, created.course);
    return { ...created, lessonId, packageId: stored.body.package.packageId as string, learner: learner.agent, learnerUser: learner.user };
  }

  function contentPath(launchUrl: string): string {
    return launchUrl.replace(/[^/]+(\?.*)?$/, '');
  }

  describe('upload', () => {
    it('stores a SCORM 1.2 and a SCORM 2004 package, reads their manifests, and replaces one atomically', async () => {
      const { lessons } = await createCourse(testApp, { lessonsPerModule: 1, lessonType: 'scorm' });
      const lessonId = lessons[0].id;
      const before = await admin.get(`/api/admin/lessons/${lessonId}/scorm`).expect(200);
      expect(before.body).toEqual({ lessonId, package: null, maxBytes: MAX_BYTES });

      const first = await upload(
        admin,
        lessonId,
        await zipFiles(sampleScormFiles('1.2', { title: 'Intake & scorecards' })),
        'intake.zip',
      ).expect(201);
      expect(first.body.package).toMatchObject({
        version: '1.2',
        title: 'Intake & scorecards',
        launchPath: 'index.html',
        fileName: 'intake.zip',
        fileCount: 4,
      });
      const storage = testApp.config.scorm.storageDir;
      expect(existsSync(join(storage, first.body.package.packageId, 'index.html'))).toBe(true);

      const second = await upload(admin, lessonId, await zipFiles(sampleScormFiles('2004', { launch: 'start.html' }))).expect(201);
      expect(second.body.package).toMatchObject({ version: '2004', launchPath: 'start.html' });
      expect(second.body.package.packageId).not.toBe(first.body.package.packageId);
      expect(existsSync(join(storage, first.body.package.packageId))).toBe(false);
      expect(readdirSync(storage).filter((name) => name.startsWith('.partial'))).toEqual([]);
      expect((await admin.get(`/api/admin/lessons/${lessonId}/scorm`).expect(200)).body).toEqual(second.body);
    });

    it.each([
      ['not a zip', async () => Buffer.from('plain text, not an archive'), 400, 'SCORM_NOT_A_ZIP'],
      [
        'no imsmanifest.xml',
        async () => zipFiles(new Map([...sampleScormFiles('1.2')].filter(([name]) => name !== 'imsmanifest.xml'))),
        400,
        'SCORM_MANIFEST_MISSING',
      ],
      [
        'a manifest that does not parse',
        async () => zipFiles(new Map([...sampleScormFiles('1.2'), ['imsmanifest.xml', '<manifest><unclosed></manifest>']])),
        400,
        'SCORM_MANIFEST_INVALID',
      ],
      [
        'no launchable SCO',
        async () =>
          zipFiles(
            new Map([
              ...sampleScormFiles('1.2'),
              ['imsmanifest.xml', sampleManifest('1.2', 'T', 'index.html').replace('"sco"', '"asset"')],
            ]),
          ),
        400,
        'SCORM_NO_LAUNCHABLE_SCO',
      ],
      [
        'a launch file missing from the package',
        async () => zipFiles(new Map([...sampleScormFiles('2004'), ['imsmanifest.xml', sampleManifest('2004', 'T', 'gone.html')]])),
        400,
        'SCORM_LAUNCH_FILE_MISSING',
      ],
      [
        'a path that leaves the package',
        async () =>
          zipFiles(new Map([...sampleScormFiles('1.2'), ['xx/evil.html', 'evil']]), { renames: { 'xx/evil.html': '../evil.html' } }),
        400,
        'SCORM_UNSAFE_PATH',
      ],
      [
        'an absolute path',
        async () =>
          zipFiles(new Map([...sampleScormFiles('1.2'), ['Xtmp/evil.html', 'evil']]), { renames: { 'Xtmp/evil.html': '/tmp/evil.html' } }),
        400,
        'SCORM_UNSAFE_PATH',
      ],
      [
        'too many files',
        async () => zipFiles(new Map([...sampleScormFiles('1.2'), ...Array.from({ length: 40 }, (_, i) => [`a/${i}.txt`, 'x'] as const)])),
        400,
        'SCORM_TOO_MANY_FILES',
      ],
      [
        'files that inflate beyond the limit',
        async () => zipFiles(new Map<string, string | Buffer>([...sampleScormFiles('1.2'), ['zeros.bin', Buffer.alloc(MAX_BYTES + 1)]])),
        413,
        'SCORM_PACKAGE_TOO_LARGE',
      ],
      [
        'an upload larger than the limit',
        async () =>
          zipFiles(
            new Map<string, string | Buffer>([
              ...sampleScormFiles('1.2'),
              ['noise.bin', Buffer.from(Array.from({ length: MAX_BYTES + 1 }, (_, i) => (i * 7919) % 251))],
            ]),
          ),
        413,
        'SCORM_PACKAGE_TOO_LARGE',
      ],
    ])('refuses %s', async (_case, build, status, code) => {
      const { lessons } = await createCourse(testApp, { lessonsPerModule: 1, lessonType: 'scorm' });
      const refused = await upload(admin, lessons[0].id, await build()).expect(status);
      expect(refused.body.code).toBe(code);
      expect(typeof refused.body.message).toBe('string');
      expect((await admin.get(`/api/admin/lessons/${lessons[0].id}/scorm`).expect(200)).body.package).toBeNull();
      const storage = testApp.config.scorm.storageDir;
      expect(readdirSync(storage).filter((name) => name !== '.incoming')).not.toContainEqual(expect.stringMatching(/^\.partial/));
      expect(readdirSync(join(storage, '.incoming'))).toEqual([]);
    });

    it('is for admins, and for SCORM lessons only', async () => {
      const { lessonId, learner } = await scormLesson();
      const data = await zipFiles(sampleScormFiles('1.2'));
      await upload(learner, lessonId, data).expect(403);
      const { lessons } = await createCourse(testApp, { lessonsPerModule: 1, lessonType: 'text' });
      expect((await upload(admin, lessons[0].id, data).expect(409)).body.code).toBe('SCORM_WRONG_LESSON_TYPE');
      expect((await upload(admin, 99999999, data).expect(404)).body.code).toBe('LESSON_NOT_FOUND');
      const noFile = await admin
        .post(`/api/admin/lessons/${lessonId}/scorm`)
        .set('Origin', testApp.config.publicUrl)
        .field('x', 'y')
        .expect(400);
      expect(noFile.body.code).toBe('UPLOAD_MALFORMED');
    });
  });

  describe('content', () => {
    it('is served from the academy origin in a CSP sandbox, with the API bridge injected into HTML', async () => {
      const { lessonId, learner, learnerUser, packageId } = await scormLesson();
      const launch = (await learner.get(`/api/lessons/${lessonId}/scorm`).expect(200)).body;
      expect(launch).toMatchObject({ lessonId, packageId, version: '1.2', completionStatus: 'not_attempted', isCompleted: false });
      expect(launch.launchUrl).toMatch(/^\/api\/scorm-content\/[^/]+\/index\.html$/);
      expect(launch.cmi).toEqual({ core: { student_id: String(learnerUser.id), student_name: expect.any(String), entry: 'ab-initio' } });

      // No cookie: the sandboxed document's own requests do not carry one, the token is enough.
      const page = await testApp.http().get(launch.launchUrl).expect(200);
      expect(page.headers['content-security-policy']).toBe('sandbox allow-scripts allow-forms allow-popups');
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['x-frame-options']).toBeUndefined();
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.text).toMatch(
        /<head><script src="\/api\/scorm-bridge\.js" data-lms-origin="http:\/\/localhost:3000" data-scorm-version="1\.2" data-cmi="\{/,
      );

      const script = await testApp
        .http()
        .get(`${contentPath(launch.launchUrl)}sco.js`)
        .expect(200);
      expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(script.headers['content-security-policy']).toBe('sandbox allow-scripts allow-forms allow-popups');
      expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');

      const bridge = await testApp.http().get('/api/scorm-bridge.js').expect(200);
      expect(bridge.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(bridge.text).toContain('CrossFrameAPI');
    });

    it('refuses visitors, learners not enrolled, forged and expired tokens, and paths outside the package', async () => {
      const { lessonId, learner } = await scormLesson();
      await testApp.http().get(`/api/lessons/${lessonId}/scorm`).expect(401);
      const stranger = await signedInAgent(testApp);
      expect((await stranger.agent.get(`/api/lessons/${lessonId}/scorm`).expect(403)).body.code).toBe('NOT_ENROLLED');

      const launch = (await learner.get(`/api/lessons/${lessonId}/scorm`).expect(200)).body;
      const base = contentPath(launch.launchUrl);
      const token = base.split('/')[3];
      const forged = `/api/scorm-content/${token.slice(0, -2)}xx/index.html`;
      expect((await testApp.http().get(forged).expect(403)).body.code).toBe('SCORM_CONTENT_FORBIDDEN');
      expect((await testApp.http().get(`${base}%2e%2e/%2e%2e/package.json`).expect(400)).body.code).toBe('SCORM_UNSAFE_PATH');
      expect((await testApp.http().get(`${base}a%5c..%5c..%5cx`).expect(400)).body.code).toBe('SCORM_UNSAFE_PATH');
      expect((await testApp.http().get(`${base}missing.html`).expect(404)).body.code).toBe('SCORM_FILE_NOT_FOUND');
      expect((await testApp.http().get(`${base}`).expect(400)).body.code).toBe('SCORM_UNSAFE_PATH');

      // A token signed for five minutes, read six minutes later.
      const realNow = Date.now;
      try {
        Date.now = () => realNow() + 6 * 60 * 1000;
        expect((await testApp.http().get(launch.launchUrl).expect(403)).body.code).toBe('SCORM_CONTENT_FORBIDDEN');
      } finally {
        Date.now = realNow;
      }
    });
  });

  describe('commits', () => {
    it('SCORM 1.2: keeps the data, resumes from it, and completes the lesson when the package says passed', async () => {
      const { lessonId, learner, packageId } = await scormLesson('1.2');
      const progress = await learner
        .put(`/api/lessons/${lessonId}/scorm`)
        .send({ packageId, cmi: { core: { lesson_status: 'incomplete', lesson_location: '2', exit: 'suspend' }, suspend_data: 'p1,p2' } })
        .expect(200);
      expect(progress.body).toEqual({ completionStatus: 'incomplete', successStatus: 'unknown', scoreScaled: null, isCompleted: false });

      const resumed = (await learner.get(`/api/lessons/${lessonId}/scorm`).expect(200)).body;
      expect(resumed.cmi).toMatchObject({
        core: { lesson_location: '2', lesson_status: 'incomplete', entry: 'resume' },
        suspend_data: 'p1,p2',
      });
      const page = await testApp.http().get(resumed.launchUrl).expect(200);
      expect(page.text).toContain('&quot;cmi.core.lesson_location&quot;:&quot;2&quot;');
      expect(page.text).toContain('&quot;cmi.suspend_data&quot;:&quot;p1,p2&quot;');

      const manual = await learner.post(`/api/lessons/${lessonId}/complete`).expect(409);
      expect(manual.body).toMatchObject({
        code: 'SCORM_NOT_COMPLETED',
        message: 'This lesson is completed by finishing its SCORM content.',
      });

      const done = {
        packageId,
        cmi: {
          core: { lesson_status: 'passed', lesson_location: '2', score: { raw: '90', min: '0', max: '100' }, total_time: '0000:05:00' },
          suspend_data: 'p1,p2',
        },
      };
      const passed = await learner.put(`/api/lessons/${lessonId}/scorm`).send(done).expect(200);
      expect(passed.body).toEqual({ completionStatus: 'completed', successStatus: 'passed', scoreScaled: 0.9, isCompleted: true });
      // Repeating the commit is harmless.
      expect((await learner.put(`/api/lessons/${lessonId}/scorm`).send(done).expect(200)).body.isCompleted).toBe(true);
      const lesson = await learner.get(`/api/lessons/${lessonId}`).expect(200);
      expect(lesson.body.isCompleted).toBe(true);
      await learner.post(`/api/lessons/${lessonId}/complete`).expect(200);
    });

    it('SCORM 2004: a failed success status does not complete; completed and passed does, with its score in the results', async () => {
      const { lessonId, learner, packageId, course } = await scormLesson('2004');
      const failed = await learner
        .put(`/api/lessons/${lessonId}/scorm`)
        .send({ packageId, cmi: { completion_status: 'completed', success_status: 'failed', score: { scaled: '0.3' } } })
        .expect(200);
      expect(failed.body).toMatchObject({ completionStatus: 'completed', successStatus: 'failed', isCompleted: false });
      const passed = await learner
        .put(`/api/lessons/${lessonId}/scorm`)
        .send({
          packageId,
          cmi: {
            completion_status: 'completed',
            success_status: 'passed',
            score: { scaled: '0.8' },
            total_time: 'PT10M',
            location: 'end',
            suspend_data: 's',
          },
        })
        .expect(200);
      expect(passed.body).toMatchObject({ completionStatus: 'completed', successStatus: 'passed', scoreScaled: 0.8, isCompleted: true });
      const resumed = (await learner.get(`/api/lessons/${lessonId}/scorm`).expect(200)).body;
      expect(resumed).toMatchObject({ completionStatus: 'completed', successStatus: 'passed', scoreScaled: 0.8, isCompleted: true });
      expect(resumed.cmi).toMatchObject({ location: 'end', suspend_data: 's', entry: 'resume' });

      const results = await admin.get(`/api/admin/courses/${course.id}/scorm-analytics`).expect(200);
      expect(results.body.lessons).toEqual([
        {
          lessonId,
          title: expect.any(String),
          version: '2004',
          attempts: 1,
          completed: 1,
          passed: 1,
          averageScore: 80,
          averageMinutes: 10,
        },
        expect.objectContaining({ version: null, attempts: 0 }),
      ]);
      await learner.get(`/api/admin/courses/${course.id}/scorm-analytics`).expect(403);

      const csv = await admin.get(`/api/admin/exports/scorm-results.csv?courseId=${course.id}`).expect(200);
      const [header, row, ...rest] = csv.text.trim().split(/\r?\n/);
      expect(header).toBe(
        'Attempt ID,User ID,Learner,Email,Course ID,Course,Lesson,SCORM version,Completion status,Success status,Score (raw),Score (%),Total time (minutes),Completed at,Last saved at',
      );
      expect(rest).toEqual([]);
      expect(row).toMatch(/,2004,completed,passed,,80,10,\d{4}-/);
    });

    it('refuses data that breaks the standard, a replaced package, and learners not enrolled', async () => {
      const { lessonId, learner, packageId } = await scormLesson('1.2');
      const long = await learner
        .put(`/api/lessons/${lessonId}/scorm`)
        .send({ packageId, cmi: { suspend_data: 'x'.repeat(4097) } })
        .expect(400);
      expect(long.body.code).toBe('SCORM_DATA_INVALID');
      const noCmi = await learner.put(`/api/lessons/${lessonId}/scorm`).send({ packageId }).expect(400);
      expect(noCmi.body.code).toBe('VALIDATION_FAILED');
      const stale = await learner
        .put(`/api/lessons/${lessonId}/scorm`)
        .send({ packageId: '00000000-0000-4000-8000-000000000000', cmi: {} })
        .expect(409);
      expect(stale.body.code).toBe('SCORM_PACKAGE_REPLACED');
      const stranger = await signedInAgent(testApp);
      await stranger.agent.put(`/api/lessons/${lessonId}/scorm`).send({ packageId, cmi: {} }).expect(403);
      const notScorm = await createCourse(testApp, { lessonsPerModule: 1, lessonType: 'text' });
      expect((await admin.get(`/api/lessons/${notScorm.lessons[0].id}/scorm`).expect(404)).body.code).toBe('SCORM_NOT_FOUND');
    });

    it('launches and commits in a constant number of statements', async () => {
      const { lessonId, learner, packageId } = await scormLesson('1.2');
      const launch = await testApp.countQueries(() => learner.get(`/api/lessons/${lessonId}/scorm`).expect(200));
      const commit = await testApp.countQueries(() =>
        learner
          .put(`/api/lessons/${lessonId}/scorm`)
          .send({ packageId, cmi: { core: { lesson_status: 'incomplete' } } })
          .expect(200),
      );
      expect(launch.count).toBeLessThanOrEqual(2);
      expect(commit.count).toBeLessThanOrEqual(3);
    });
  });
});
