import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { REPO_ROOT } from '../../src/config/config.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createMigratedDatabase, dropDatabase } from '../support/test-database.js';

/** The response's body, decoded (supertest decodes what it receives). */
const bodyOf = (request: import('supertest').Test) =>
  request.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
const decoded = (response: { body: unknown }) => response.body as Buffer;

/**
 * The built front end's files, with the built front end (`npm run build` first): the build's Brotli
 * and gzip copies are sent as they are to a browser that takes them, the file itself to one that does
 * not, with the caching of the file they stand for.
 */
describe('the front end’s files', () => {
  const adminUrl = process.env.ACADEMY_TEST_ADMIN_URL!;
  let databaseUrl: string;
  let testApp: TestApp;
  const shellDist = join(REPO_ROOT, 'shell/dist');
  const learnerDist = join(REPO_ROOT, 'learner-app/dist');
  const mainScript = () => readdirSync(shellDist).find((file) => /^main\.[0-9a-f]+\.js$/.test(file))!;

  beforeAll(async () => {
    if (!existsSync(join(shellDist, 'index.html')))
      throw new Error('These tests serve the built front end: run `npm run build` at the repository root first');
    databaseUrl = await createMigratedDatabase('academy_static_assets');
    testApp = await createTestApp({ DATABASE_URL: databaseUrl });
  });
  afterAll(async () => {
    await testApp?.close();
    if (databaseUrl) await dropDatabase(adminUrl, databaseUrl);
  });

  it('comes with its Brotli and gzip copies beside it', () => {
    const file = join(shellDist, mainScript());
    expect(brotliDecompressSync(readFileSync(`${file}.br`))).toEqual(readFileSync(file));
    expect(gunzipSync(readFileSync(`${file}.gz`))).toEqual(readFileSync(file));
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ])('sends a content-hashed script compressed as built to a browser taking %s, cached for a year', async (accepts, encoding) => {
    const file = mainScript();
    const response = await bodyOf(testApp.http().get(`/${file}`).set('Accept-Encoding', accepts)).expect(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    // The build's copy, whole (compressed on the fly, it would have no length and other bytes).
    expect(Number(response.headers['content-length'])).toBe(statSync(join(shellDist, `${file}.${encoding === 'br' ? 'br' : 'gz'}`)).size);
    expect(response.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(response)).toEqual(readFileSync(join(shellDist, file)));
  });

  it('sends the script itself to a browser that takes no compression', async () => {
    const file = mainScript();
    const response = await bodyOf(testApp.http().get(`/${file}`).set('Accept-Encoding', 'identity')).expect(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(decoded(response)).toEqual(readFileSync(join(shellDist, file)));
  });

  it("keeps a remote's manifest, whose name has no hash, asked again on every load, compressed as built", async () => {
    const response = await bodyOf(testApp.http().get('/remotes/learner/mf-manifest.json').set('Accept-Encoding', 'br')).expect(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBe(statSync(join(learnerDist, 'mf-manifest.json.br')).size);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(decoded(response)).toEqual(readFileSync(join(learnerDist, 'mf-manifest.json')));
  });
});
