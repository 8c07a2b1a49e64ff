import { EntityManager } from '@mikro-orm/postgresql';
import type TestAgent from 'supertest/lib/agent.js';
import { signedInAgent } from '../support/accounts.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x20), Buffer.from('\n%%EOF\n')]);

describe('download library: uploaded files', () => {
  let testApp: TestApp;
  let admin: TestAgent;
  let learner: TestAgent;

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = (await signedInAgent(testApp, 'admin')).agent;
    learner = (await signedInAgent(testApp)).agent;
  });
  afterAll(() => testApp.close());

  const upload = (agent: TestAgent, data: Buffer, filename: string, contentType: string) =>
    agent.post('/api/download-files').set('Origin', testApp.config.publicUrl).attach('file', data, { filename, contentType });
  const storedFiles = async () =>
    Number(
      (await testApp.app.get(EntityManager).getConnection().execute<{ n: string }[]>(`select count(*) as n from download_files`))[0].n,
    );
  const download = (fileUrl: string, fileName: string, fileSize: number) => ({
    title: 'Offer letter',
    fileType: 'Template',
    fileUrl,
    fileName,
    fileSize,
    category: 'recruitment-process',
  });

  it('an admin uploads a file, links a download to it, and signed-in users download it as an attachment', async () => {
    const uploaded = await upload(admin, PDF, 'Offer letter (2026).pdf', 'application/pdf').expect(201);
    expect(uploaded.body).toEqual({
      fileUrl: expect.stringMatching(/^\/api\/download-files\/[0-9a-f-]{36}$/),
      fileName: 'Offer letter (2026).pdf',
      fileSize: PDF.length,
    });

    const created = await admin
      .post('/api/downloads')
      .send(download(uploaded.body.fileUrl, uploaded.body.fileName, uploaded.body.fileSize))
      .expect(201);
    expect(created.body.fileUrl).toBe(uploaded.body.fileUrl);

    const file = await learner
      .get(uploaded.body.fileUrl)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(Buffer.compare(file.body as Buffer, PDF)).toBe(0);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Offer letter (2026).pdf"; filename*=UTF-8''Offer%20letter%20(2026).pdf`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    await testApp.http().get(uploaded.body.fileUrl).expect(401);

    // Replacing the file removes the old one; deleting the download removes the new one.
    const replacement = await upload(admin, PDF, 'offer-v2.pdf', 'application/pdf').expect(201);
    await admin
      .put(`/api/downloads/${created.body.id}`)
      .send(download(replacement.body.fileUrl, 'offer-v2.pdf', PDF.length))
      .expect(200);
    await learner.get(uploaded.body.fileUrl).expect(404);
    await learner.get(replacement.body.fileUrl).expect(200);
    await admin.post(`/api/downloads/${created.body.id}/delete`).expect(204);
    await learner.get(replacement.body.fileUrl).expect(404);
  });

  it('refuses bad uploads with a clear message and stores nothing', async () => {
    const before = await storedFiles();
    const cases: [Buffer, string, string, string][] = [
      [Buffer.alloc(0), 'empty.pdf', 'application/pdf', 'The file is empty. Choose a file with content.'],
      [Buffer.from('<script>alert(1)</script>'), 'page.html', 'text/html', 'This type of file is not accepted.'],
      [Buffer.from('MZ\x90\x00 not really a pdf'), 'fake.pdf', 'application/pdf', 'The file is not a valid PDF file.'],
      [
        Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024 + 1)]),
        'huge.pdf',
        'application/pdf',
        'The file is larger than 10 MB.',
      ],
    ];
    for (const [data, name, type, message] of cases) {
      const response = await upload(admin, data, name, type).expect(400);
      expect(response.body.message).toContain(message);
    }
    const notMultipart = await admin.post('/api/download-files').send({ file: 'x' }).expect(400);
    expect(notMultipart.body.message).toContain('Send the file as multipart/form-data');
    expect(await storedFiles()).toBe(before);
  });

  it('only admins upload; unknown or malformed file ids are 404', async () => {
    await upload(learner, PDF, 'a.pdf', 'application/pdf').expect(403);
    await learner.get('/api/download-files/00000000-0000-0000-0000-000000000000').expect(404);
    await learner.get('/api/download-files/not-a-uuid').expect(404);
  });

  it('a download links to http(s) addresses or to files uploaded here, nothing else', async () => {
    for (const fileUrl of ['/api/downloads', 'javascript:alert(1)', '/api/download-files/../users', 'ftp://files.example.com/a.pdf']) {
      const response = await admin
        .post('/api/downloads')
        .send(download(fileUrl, 'a.pdf', 1))
        .expect(400);
      expect(response.body.message).toEqual(['File URL must start with http:// or https://, or be an uploaded file']);
    }
  });
});
