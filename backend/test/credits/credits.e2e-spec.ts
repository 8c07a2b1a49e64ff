import { EntityManager } from '@mikro-orm/postgresql';
import { parse } from 'csv-parse/sync';
import type { Response } from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { extractText, getDocumentProxy } from 'unpdf';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { createUser, PASSWORD, signedInAgent } from '../support/accounts.js';
import { createCourse, enroll, type CreatedCourse } from '../support/catalog.js';
import { createMigratedDatabase, dropDatabase } from '../support/test-database.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const CREDITS = {
  shrm: { hundredths: 300, activityId: ' 26-ab3cd ' },
  hrci: { activityId: '612 345', general: 150, business: 0, global: 0, ethics: 100 },
  cpd: { hundredths: 300, bodyName: 'CIPD' },
};
const SAVED = {
  shrm: { hundredths: 300, activityId: '26-AB3CD' },
  hrci: { activityId: '612345', general: 150, business: 0, global: 0, ethics: 100 },
  cpd: { hundredths: 300, bodyName: 'CIPD' },
};
const PDF_BYTES = Buffer.from('%PDF-1.4\n% evidence\n');
const today = () => new Date().toISOString().slice(0, 10);

type CsvRecord = { [header: string]: string };
const records = (response: Response) => parse(response.text, { bom: true, columns: true }) as CsvRecord[];

async function pdfText(data: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(data)), { mergePages: true });
  return text;
}

describe('continuing-education credits over HTTP', () => {
  // A database of its own: the credit settings are one for everyone, and the records export reads whole tables.
  const adminUrl = process.env.ACADEMY_TEST_ADMIN_URL!;
  let databaseUrl: string;
  let testApp: TestApp;
  let admin: TestAgent;
  let created: CreatedCourse;

  const sql = <T>(query: string, params: unknown[] = []) =>
    testApp.app.get(EntityManager).fork().getConnection().execute<T[]>(query, params);

  beforeAll(async () => {
    databaseUrl = await createMigratedDatabase('academy_credits');
    testApp = await createTestApp({ DATABASE_URL: databaseUrl, PUBLIC_URL: 'http://academy.test' });
    admin = (await signedInAgent(testApp, 'admin')).agent;
    created = await createCourse(testApp, { title: 'Structured Interviewing', modules: 1, lessonsPerModule: 1 });
    await admin.put(`/api/admin/courses/${created.course.id}/credits`).send(CREDITS).expect(200);
  });
  afterAll(async () => {
    await testApp.close();
    await dropDatabase(adminUrl, databaseUrl);
  });

  /** A learner who completed `course` (enrolled, every lesson done): its certificate's code. */
  async function graduate(agent: TestAgent, user: User, course: CreatedCourse = created): Promise<string> {
    await enroll(testApp, user, course.course);
    for (const lesson of course.lessons) await agent.post(`/api/lessons/${lesson.id}/complete`).expect(200);
    const mine = (await agent.get('/api/certificates').expect(200)).body as { code: string; courseId: number }[];
    return mine.find((certificate) => certificate.courseId === course.course.id)!.code;
  }

  describe("a course's credits", () => {
    it('are set by admins (IDs cleaned up, SHRM in capitals) and shown to anyone who may see the course', async () => {
      expect((await admin.get(`/api/admin/courses/${created.course.id}/credits`).expect(200)).body).toEqual(SAVED);
      const shown = await testApp.http().get(`/api/courses/${created.course.id}/credits`).expect(200);
      expect(shown.body.map((credit: { label: string; detail: string | null }) => [credit.label, credit.detail])).toEqual([
        ['3 SHRM PDCs', null],
        ['2.5 HRCI credits', '1.5 general, 1 ethics'],
        ['3 CPD hours (CIPD)', null],
      ]);

      const restricted = await createCourse(testApp, { accessLevel: 'recruitpro' });
      await testApp.http().get(`/api/courses/${restricted.course.id}/credits`).expect(404);
      const recruiter = await signedInAgent(testApp, 'recruitpro');
      expect((await recruiter.agent.get(`/api/courses/${restricted.course.id}/credits`).expect(200)).body).toEqual([]);
      await testApp.http().get('/api/courses/0x1/credits').expect(404);
    });

    it('refuse each broken rule with a message naming the body, the field and the rule', async () => {
      const put = (body: object) => admin.put(`/api/admin/courses/${created.course.id}/credits`).send(body);
      const refusals: [object, string][] = [
        [{ shrm: { hundredths: 310 } }, 'SHRM PDCs must be from 0.25 to 100, in steps of 0.25'],
        [{ shrm: { hundredths: 0 } }, 'SHRM PDCs must be from 0.25 to 100, in steps of 0.25'],
        [{ shrm: { hundredths: 10025 } }, 'SHRM PDCs must be from 0.25 to 100, in steps of 0.25'],
        [{ shrm: { hundredths: 1.5 } }, 'SHRM PDCs must be from 0.25 to 100, in steps of 0.25'],
        [
          { shrm: { hundredths: 300, activityId: '2026-AB3CD' } },
          'SHRM activity ID must be written as SHRM issued it: the two digits of the year, a hyphen and 5 letters or digits, such as 26-AB3CD',
        ],
        [{ hrci: { general: 100 } }, 'HRCI activity ID is required with HRCI credits'],
        [{ hrci: { activityId: '12AB', general: 100 } }, 'HRCI activity ID must be the number HRCI issued: 6 to 8 digits, such as 612345'],
        [{ hrci: { activityId: '612345', ethics: 30 } }, 'HRCI ethics credits must be from 0 to 100, in steps of 0.25'],
        [
          { hrci: { activityId: '612345' } },
          'HRCI credits must add up to more than 0: set credits in at least one category, or remove the HRCI credits',
        ],
        [
          { cpd: { hundredths: 100, bodyName: '  ' } },
          "CPD body name is required with CPD hours: the body's name, 1 to 100 characters, such as CIPD",
        ],
        [{ shrm: 'three' }, 'shrm must be an object, or null for no shrm credits'],
      ];
      for (const [body, message] of refusals) {
        const response = await put(body);
        // The body in the comparison says which case failed.
        expect([body, response.status, [response.body.message].flat()]).toEqual([body, 400, expect.arrayContaining([message])]);
      }
      const unknown = await put({ shrm: { hundredths: 100, category: 'ethics' } }).expect(400);
      expect(unknown.body.code).toBe('VALIDATION_FAILED');
      // Nothing changed.
      expect((await admin.get(`/api/admin/courses/${created.course.id}/credits`).expect(200)).body).toEqual(SAVED);
    });

    it('are for admins only, and 404 for a course that does not exist', async () => {
      const learner = await signedInAgent(testApp);
      await learner.agent.get(`/api/admin/courses/${created.course.id}/credits`).expect(403);
      await learner.agent.put(`/api/admin/courses/${created.course.id}/credits`).send({}).expect(403);
      await testApp.http().get(`/api/admin/courses/${created.course.id}/credits`).expect(401);
      await admin.get('/api/admin/courses/2000000000/credits').expect(404);
      await admin.put('/api/admin/courses/2000000000/credits').send({ shrm: null }).expect(404);
    });

    it('read the public list in one statement', async () => {
      const { count } = await testApp.countQueries(() => testApp.http().get(`/api/courses/${created.course.id}/credits`).expect(200));
      expect(count).toBe(1);
    });
  });

  describe('a certificate', () => {
    it('shows the credits it earned on its page and PDF, with the activity IDs', async () => {
      const { agent, user } = await signedInAgent(testApp);
      const code = await graduate(agent, user);
      const verified = await testApp.http().get(`/api/certificates/${code}`).expect(200);
      expect(
        verified.body.credits.map((credit: { label: string; activityId: string | null }) => [credit.label, credit.activityId]),
      ).toEqual([
        ['3 SHRM PDCs', '26-AB3CD'],
        ['2.5 HRCI credits', '612345'],
        ['3 CPD hours (CIPD)', null],
      ]);
      const pdf = await testApp.http().get(`/api/certificates/${code}/pdf`).responseType('blob').expect(200);
      const text = await pdfText(pdf.body as Buffer);
      expect(text).toContain('Continuing-education credits earned');
      expect(text).toContain('3 SHRM PDCs (SHRM activity ID 26-AB3CD)');
      expect(text).toContain('2.5 HRCI credits: 1.5 general, 1 ethics (HRCI activity ID 612345)');
      expect(text).toContain('3 CPD hours (CIPD)');
    });
  });

  describe('My credits', () => {
    it('adds a certification and credits from elsewhere with evidence, shows the ledger, and downloads the transcripts', async () => {
      const { agent, user } = await signedInAgent(testApp);
      const code = await graduate(agent, user);
      const start = `${new Date().getUTCFullYear() - 1}-01-01`;
      const end = `${new Date().getUTCFullYear() + 1}-12-31`;
      const added = await agent
        .post('/api/account/credits/certifications')
        .send({ certification: 'phr', cycleStart: start, cycleEnd: end })
        .expect(201);
      expect(added.body.certifications).toEqual([
        expect.objectContaining({
          label: 'PHR',
          earned: { total: 250, ethics: 100, business: 0, global: 0 },
          required: { total: 6000, ethics: 100, business: 0, global: 0 },
        }),
      ]);
      await agent.post('/api/account/credits/certifications').send({ certification: 'phr', cycleStart: start, cycleEnd: end }).expect(409);

      const page = await agent
        .post('/api/account/credits/entries')
        .send({
          earnedOn: today(),
          provider: 'HR Summit',
          activityTitle: '=HYPERLINK("x")',
          body: 'hrci',
          category: 'general',
          hundredths: 1000,
          activityId: '700001',
        })
        .expect(201);
      const entry = page.body.entries[0];
      expect(entry).toMatchObject({ label: '10 HRCI credits', evidence: null });
      expect(page.body.certifications[0].earned.total).toBe(1250);

      const uploaded = await agent
        .put(`/api/account/credits/entries/${entry.id}/evidence`)
        .set('Origin', testApp.config.publicUrl)
        .attach('file', PDF_BYTES, { filename: 'attendance.pdf', contentType: 'application/pdf' })
        .expect(200);
      expect(uploaded.body.evidence).toEqual({
        fileName: 'attendance.pdf',
        size: PDF_BYTES.length,
        url: `/api/account/credits/entries/${entry.id}/evidence`,
      });
      const file = await agent.get(uploaded.body.evidence.url).responseType('blob').expect(200);
      expect(Buffer.compare(file.body as Buffer, PDF_BYTES)).toBe(0);
      expect(file.headers['content-disposition']).toContain('attendance.pdf');

      const csv = await agent.get('/api/account/credits/transcript.csv').expect(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      const rows = records(csv);
      expect(
        rows.map((row) => [row.Source, row.Activity, row.Body, row.Category, row.Credits, row['Certificate code'], row.Evidence]),
      ).toEqual(
        expect.arrayContaining([
          ['Recruiting Academy certificate', 'Structured Interviewing', 'SHRM', 'general', '3', code, ''],
          ['Recruiting Academy certificate', 'Structured Interviewing', 'HRCI', 'ethics', '1', code, ''],
          ['Added by the learner', `'=HYPERLINK("x")`, 'HRCI', 'general', '10', '', 'attendance.pdf'],
        ]),
      );
      expect(
        rows.find((row) => row.Body === 'HRCI' && row.Category === 'general' && row.Source === 'Added by the learner')?.['Counts toward'],
      ).toBe(`PHR (${start} to ${end})`);
      const pdf = await agent.get('/api/account/credits/transcript.pdf').responseType('blob').expect(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(pdf.body as Buffer);
      expect(text).toContain('Continuing-education transcript');
      expect(text).toContain('12.5 of 60 credits; ethics 1 of 1');
    });

    it('refuses what breaks a rule, and other learners’ rows and files do not exist', async () => {
      const owner = await signedInAgent(testApp);
      const page = await owner.agent
        .post('/api/account/credits/entries')
        .send({ earnedOn: today(), provider: 'SHRM', activityTitle: 'Webinar', body: 'shrm', hundredths: 150 })
        .expect(201);
      const entryId = page.body.entries[0].id as number;
      const certification = await owner.agent
        .post('/api/account/credits/certifications')
        .send({ certification: 'cpd', bodyName: 'CIPD', cycleStart: '2026-01-01', cycleEnd: '2026-12-31' })
        .expect(201);
      const certificationId = certification.body.certifications[0].id as number;

      const refusals: [string, object, string][] = [
        [
          'certifications',
          { certification: 'phr', cycleStart: '2026-02-30', cycleEnd: '2027-01-01' },
          'Cycle start must be a date written YYYY-MM-DD, such as 2026-03-31',
        ],
        [
          'certifications',
          { certification: 'mba', cycleStart: '2026-01-01', cycleEnd: '2027-01-01' },
          'certification must be one of: shrm-cp, shrm-scp, aphr, phr, sphr, gphr, cpd',
        ],
        [
          'certifications',
          { certification: 'phr', cycleStart: '2027-01-01', cycleEnd: '2026-01-01' },
          'The cycle must end after it starts',
        ],
        [
          'entries',
          { earnedOn: today(), provider: '', activityTitle: 'x', body: 'shrm', hundredths: 100 },
          'Provider is required (at most 200 characters)',
        ],
        [
          'entries',
          { earnedOn: today(), provider: 'x', activityTitle: 'x', body: 'shrm', hundredths: 0 },
          'Credits must be from 0.01 to 1000, with at most two decimals',
        ],
        [
          'entries',
          { earnedOn: today(), provider: 'x', activityTitle: 'x', body: 'shrm', category: 'ethics', hundredths: 100 },
          'Only HRCI credits have a category: SHRM PDCs and CPD hours are general',
        ],
      ];
      for (const [path, body, message] of refusals) {
        const response = await owner.agent.post(`/api/account/credits/${path}`).send(body);
        expect([body, response.status, [response.body.message].flat()]).toEqual([body, 400, expect.arrayContaining([message])]);
      }
      const wrongType = await owner.agent
        .put(`/api/account/credits/entries/${entryId}/evidence`)
        .set('Origin', testApp.config.publicUrl)
        .attach('file', Buffer.from('MZ not a pdf'), { filename: 'tool.exe', contentType: 'application/octet-stream' })
        .expect(400);
      expect(wrongType.body.code).toBe('FILE_TYPE_NOT_ACCEPTED');

      const other = await signedInAgent(testApp);
      const body = { earnedOn: today(), provider: 'x', activityTitle: 'x', body: 'shrm', hundredths: 100 };
      await other.agent.put(`/api/account/credits/entries/${entryId}`).send(body).expect(404);
      await other.agent.delete(`/api/account/credits/entries/${entryId}`).expect(404);
      await other.agent
        .put(`/api/account/credits/entries/${entryId}/evidence`)
        .set('Origin', testApp.config.publicUrl)
        .attach('file', PDF_BYTES, { filename: 'a.pdf', contentType: 'application/pdf' })
        .expect(404);
      await other.agent.get(`/api/account/credits/entries/${entryId}/evidence`).expect(404);
      await other.agent.delete(`/api/account/credits/certifications/${certificationId}`).expect(404);
      await testApp.http().get('/api/account/credits').expect(401);

      await owner.agent.delete(`/api/account/credits/entries/${entryId}/evidence`).expect(404);
      const removed = await owner.agent.delete(`/api/account/credits/entries/${entryId}`).expect(200);
      expect(removed.body.entries).toEqual([]);
      const none = await owner.agent.delete(`/api/account/credits/certifications/${certificationId}`).expect(200);
      expect(none.body.certifications).toEqual([]);
    });

    it('reads the page in a constant number of statements, however many certifications and entries', async () => {
      const { agent } = await signedInAgent(testApp);
      const count = async () => (await testApp.countQueries(() => agent.get('/api/account/credits').expect(200))).count;
      const few = await count();
      for (const certification of ['shrm-cp', 'phr', 'sphr']) {
        await agent
          .post('/api/account/credits/certifications')
          .send({ certification, cycleStart: '2025-01-01', cycleEnd: '2027-12-31' })
          .expect(201);
      }
      for (let index = 0; index < 5; index++) {
        await agent
          .post('/api/account/credits/entries')
          .send({ earnedOn: today(), provider: 'x', activityTitle: `Activity ${index}`, body: 'hrci', category: 'ethics', hundredths: 100 })
          .expect(201);
      }
      expect(await count()).toBe(few);
      expect(few).toBeLessThanOrEqual(5);
    });
  });

  describe('the credit settings', () => {
    it('are read and changed by admins, with messages naming the certification', async () => {
      const { body } = await admin.get('/api/admin/credit-settings').expect(200);
      expect(body.recordRetentionYears).toBe(5);
      expect(body.requirements.find((row: { certification: string }) => row.certification === 'gphr')).toMatchObject({
        label: 'GPHR',
        totalHundredths: 6000,
        ethicsHundredths: 100,
        globalHundredths: 1500,
      });
      const saved = await admin
        .put('/api/admin/credit-settings')
        .send({
          requirements: [
            { certification: 'cpd', totalHundredths: 3000, ethicsHundredths: 0, businessHundredths: 0, globalHundredths: 0, cycleYears: 1 },
          ],
          recordRetentionYears: 7,
        })
        .expect(200);
      expect(saved.body.recordRetentionYears).toBe(7);
      expect(saved.body.requirements.find((row: { certification: string }) => row.certification === 'cpd')).toMatchObject({
        totalHundredths: 3000,
        cycleYears: 1,
      });

      const refused = await admin
        .put('/api/admin/credit-settings')
        .send({
          requirements: [{ certification: 'shrm-cp', totalHundredths: 6000, ethicsHundredths: 100, cycleYears: 3 }],
          recordRetentionYears: 5,
        })
        .expect(400);
      expect(refused.body.message).toBe('SHRM-CP: only HRCI certifications have ethics, business or global minimums');
      const retention = await admin.put('/api/admin/credit-settings').send({ requirements: [], recordRetentionYears: 0 }).expect(400);
      expect(retention.body.message).toEqual(['Keep provider records for 1 to 50 whole years']);
      const learner = await signedInAgent(testApp);
      await learner.agent.get('/api/admin/credit-settings').expect(403);
      await admin
        .put('/api/admin/credit-settings')
        .send({
          requirements: [
            { certification: 'cpd', totalHundredths: null, ethicsHundredths: 0, businessHundredths: 0, globalHundredths: 0, cycleYears: 3 },
          ],
          recordRetentionYears: 5,
        })
        .expect(200);
    });
  });

  describe('provider records', () => {
    it('export who earned which credits for which activity, and keep a deleted account’s name and address', async () => {
      const course = await createCourse(testApp, { title: 'Ethics in Recruiting', modules: 1, lessonsPerModule: 1 });
      await admin
        .put(`/api/admin/courses/${course.course.id}/credits`)
        .send({ hrci: { activityId: '654321', ethics: 200 } })
        .expect(200);
      const staying = await signedInAgent(testApp);
      const stayingCode = await graduate(staying.agent, staying.user, course);
      const leavingUser = await createUser(testApp, 'jobseeker', { firstName: 'Lea', lastName: 'Ving' });
      const leaving = testApp.agent();
      await leaving.post('/api/login').send({ email: leavingUser.email, password: PASSWORD }).expect(200);
      const leavingCode = await graduate(leaving, leavingUser, course);
      await leaving.post('/api/account/delete').send({ password: PASSWORD, keepNameOnCertificates: false }).expect(204);

      const response = await admin
        .get('/api/admin/exports/credit-records.csv')
        .query({ body: 'hrci', courseId: course.course.id, from: today(), to: today() })
        .expect(200);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="credit-records-hrci-${today()}.csv"`);
      const rows = records(response);
      expect(
        rows.map((row) => [
          row['Certificate code'],
          row.Learner,
          row.Email,
          row['Account deleted'],
          row.Category,
          row.Credits,
          row['Activity ID'],
        ]),
      ).toEqual([
        [stayingCode, 'Test jobseeker', staying.user.email, 'no', 'ethics', '2', '654321'],
        [leavingCode, 'Lea Ving', leavingUser.email, 'yes', 'ethics', '2', '654321'],
      ]);
      // The certificate page honours the learner's choice; the provider record is for admins.
      expect((await testApp.http().get(`/api/certificates/${leavingCode}`).expect(200)).body.learnerName).toBe(
        'Name withheld by the holder',
      );
      const [{ user_id }] = await sql<{ user_id: number | null }>(`select user_id from certificates where code = ?`, [leavingCode]);
      expect(user_id).toBeNull();

      expect(
        records(await admin.get('/api/admin/exports/credit-records.csv').query({ body: 'shrm', courseId: course.course.id }).expect(200)),
      ).toEqual([]);
      const missing = await admin.get('/api/admin/exports/credit-records.csv').expect(400);
      expect(missing.body.message).toEqual(['body is required: one of shrm, hrci, cpd']);
    });

    it('are exported in a constant number of statements, and to API tokens with the credits:read scope only', async () => {
      const run = async () =>
        (await testApp.countQueries(() => admin.get('/api/admin/exports/credit-records.csv').query({ body: 'hrci' }).expect(200))).count;
      const before = await run();
      const { agent, user } = await signedInAgent(testApp);
      await graduate(agent, user);
      expect(await run()).toBe(before);

      const token = async (scopes: string[]) =>
        (
          await admin
            .post('/api/admin/api-tokens')
            .send({ name: scopes.join(' '), scopes, expiresInDays: 1 })
            .expect(201)
        ).body.secret as string;
      const reader = await token(['credits:read']);
      await testApp
        .http()
        .get('/api/admin/exports/credit-records.csv')
        .query({ body: 'shrm' })
        .set({ Authorization: `Bearer ${reader}` })
        .expect(200);
      await testApp
        .http()
        .get('/api/admin/exports/users.csv')
        .set({ Authorization: `Bearer ${reader}` })
        .expect(403);
      const progress = await token(['progress:read']);
      const refused = await testApp
        .http()
        .get('/api/admin/exports/credit-records.csv')
        .query({ body: 'shrm' })
        .set({ Authorization: `Bearer ${progress}` })
        .expect(403);
      expect(refused.body.code).toBe('API_TOKEN_SCOPE_MISSING');
      await testApp
        .http()
        .get('/api/account/credits')
        .set({ Authorization: `Bearer ${reader}` })
        .expect(403);
    });
  });
});
