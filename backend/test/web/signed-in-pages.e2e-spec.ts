import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isInProcessRequest } from '../../src/common/in-process-request.js';
import { REPO_ROOT } from '../../src/config/config.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { createUser, PASSWORD } from '../support/accounts.js';
import { createCourse, enroll, type CreatedCourse } from '../support/catalog.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createMigratedDatabase, dropDatabase } from '../support/test-database.js';

/** An answer of the API, as its Fastify instance saw it go out. */
interface ApiAnswer {
  url: string;
  status: number;
  inProcess: boolean;
}

/** The cache handed to the browser: each query's endpoint, outcome and data. */
function handedOver(html: string): { endpoint: string; status: string; data: unknown }[] {
  const json = /<script type="application\/json" id="academy-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (json === undefined) throw new Error('The page hands over no API cache');
  const { queries } = JSON.parse(json) as { queries: Record<string, { endpointName: string; status: string; data?: unknown }> };
  return Object.values(queries).map((query) => ({ endpoint: query.endpointName, status: query.status, data: query.data }));
}

/** The markup in #root (empty when the browser renders the page). */
function rootOf(html: string): { attributes: string; markup: string } {
  const match = /<div id="root"([^>]*)>([\s\S]*)<\/div><script type="application\/json" id="academy-state">/.exec(html);
  if (!match) throw new Error('No #root followed by the API cache');
  return { attributes: match[1], markup: match[2] };
}

/** The files the page's preload hints name. */
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="(?:script|style|fetch)"[^>]* href="([^"]+)">/g)].map((match) => match[1]);

const chunkMap = (app: string) => JSON.parse(readFileSync(join(REPO_ROOT, app, 'dist/chunk-map.json'), 'utf8')) as Record<string, string[]>;

/**
 * A signed-in user's page, with the built front end (`npm run build` first, as `npm test` does): the
 * page arrives rendered from their own data, with that data and the user in the cache it hands the
 * browser and preload hints for the route's files, so nothing waits for a chain of requests.
 */
describe('signed-in pages', () => {
  const adminUrl = process.env.ACADEMY_TEST_ADMIN_URL!;
  let databaseUrl: string;
  let testApp: TestApp;
  let learner: User;
  let cookie: string;
  let course: CreatedCourse;
  const answers: ApiAnswer[] = [];

  async function signIn(user: User): Promise<string> {
    const response = await testApp.http().post('/api/login').send({ email: user.email, password: PASSWORD }).expect(200);
    return ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .map((line) => line.split(';')[0])
      .join('; ');
  }

  async function open(url: string, asCookie = cookie) {
    answers.length = 0;
    return testApp.http().get(url).set('Cookie', asCookie).expect(200);
  }

  beforeAll(async () => {
    if (!existsSync(join(REPO_ROOT, 'shell/dist-server/render.cjs')))
      throw new Error('These tests render with the built front end: run `npm run build` at the repository root first');
    databaseUrl = await createMigratedDatabase('academy_signed_in_pages');
    testApp = await createTestApp(
      { DATABASE_URL: databaseUrl },
      {
        beforeReady: (fastify) =>
          fastify.addHook('onResponse', async (request, reply) => {
            if (request.url.startsWith('/api/'))
              answers.push({ url: request.url, status: reply.statusCode, inProcess: isInProcessRequest(request.raw) });
          }),
      },
    );
    course = await createCourse(testApp, { title: 'Sourcing on a Budget' });
    learner = await createUser(testApp, 'jobseeker', { firstName: 'Grace', lastName: 'Hopper' });
    await enroll(testApp, learner, course.course);
    cookie = await signIn(learner);
  });
  afterAll(async () => {
    await testApp?.close();
    if (databaseUrl) await dropDatabase(adminUrl, databaseUrl);
  });

  it("arrives rendered from the learner's own data, with the user and that data handed over, as theirs alone", async () => {
    const response = await open(`/courses/${course.course.id}/learn`);
    const { attributes, markup } = rootOf(response.text);
    // The app starts at once (a visitor's rendered page waits for the visitor to act).
    expect(attributes).toBe(' data-start="at-once"');
    expect(markup).toContain('Sourcing on a Budget');
    expect(markup).toContain(course.lessons[0].title);
    expect(markup).toContain('Grace');

    const cache = handedOver(response.text);
    expect(cache).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ endpoint: 'currentUser', status: 'fulfilled', data: expect.objectContaining({ email: learner.email }) }),
        expect.objectContaining({ endpoint: 'getLearnView', status: 'fulfilled' }),
      ]),
    );
    // Read in process, as the learner.
    expect(answers.filter((answer) => answer.inProcess).map(({ url, status }) => ({ url, status }))).toEqual(
      expect.arrayContaining([
        { url: '/api/user', status: 200 },
        { url: `/api/courses/${course.course.id}/learn`, status: 200 },
      ]),
    );
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toContain('Cookie');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.headers.etag).toBeUndefined();
  });

  it("names the route's files in preload hints: the shell's bootstrap and bar, the learner app's manifest, entry and routes, and the page's chunk", async () => {
    const response = await open(`/courses/${course.course.id}/learn`);
    const learner = chunkMap('learner-app');
    const shell = chunkMap('shell');
    expect(shell['nav-bar'].some((file) => file.endsWith('.js'))).toBe(true);
    const expected = [
      ...[...shell.bootstrap, ...shell['nav-bar']].map((file) => `/${file}`),
      '/remotes/learner/mf-manifest.json',
      ...[...learner.learner, ...learner.__federation_expose_routes, ...learner.learn].map((file) => `/remotes/learner/${file}`),
    ];
    expect(learner.learn.some((file) => file.endsWith('.js'))).toBe(true);
    // The page's styles are inline: its stylesheets are not hinted (the app asks for them as it starts).
    expect(new Set(preloads(response.text))).toEqual(new Set(expected.filter((file) => !file.endsWith('.css'))));
  });

  it("puts the shared stylesheet at the start of the body, after the head where the app links its chunks' stylesheets", async () => {
    const { text } = await open(`/courses/${course.course.id}/learn`);
    const head = text.slice(0, text.indexOf('</head>'));
    expect(head).not.toContain('<style');
    // Right before #root: later in the document than any stylesheet the app adds to the head, so none of
    // them, arriving in whatever order, overrides a rule that comes after its own in the shared one.
    const body = text.slice(text.indexOf('<body>'));
    const styles = /<style id="academy-styles">([\s\S]*?)<\/style><div id="root"/.exec(body);
    expect(styles?.[1]).toContain('.ln-outline-toggle');
    // Nothing in the body before it but the template's <noscript>.
    expect(body.slice(0, styles!.index)).toMatch(/^<body>(?:<noscript>[^<]*<\/noscript>)?\s*$/);
  });

  it.each([
    ['the dashboard', () => '/', 'getDashboard'],
    ['the course list', () => '/courses', 'listCourses'],
    ['a lesson', () => `/lessons/${course.lessons[0].id}`, 'getLesson'],
    ['the downloads', () => '/downloads', 'listDownloads'],
  ])("serves %s the same way, the public addresses as well as the app's own", async (_page, url, endpoint) => {
    const response = await open(url());
    expect(rootOf(response.text).markup).toContain('Grace');
    expect(handedOver(response.text)).toEqual(expect.arrayContaining([expect.objectContaining({ endpoint, status: 'fulfilled' })]));
    expect(answers.filter((answer) => answer.inProcess && answer.status !== 200)).toEqual([]);
  });

  it("renders an admin's dashboard with its first data, Ant Design's styles and the admin app's stylesheets", async () => {
    const admin = await createUser(testApp, 'admin');
    const response = await open('/admin', await signIn(admin));
    const { attributes, markup } = rootOf(response.text);
    expect(attributes).toBe(' data-start="at-once"');
    // The courses table, with its link to each course's structure.
    expect(markup).toContain('Admin Dashboard');
    expect(markup).toContain(`aria-label="Edit structure of Sourcing on a Budget"`);
    expect(handedOver(response.text)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ endpoint: 'currentUser', status: 'fulfilled' }),
        expect.objectContaining({ endpoint: 'searchUsers', status: 'fulfilled' }),
        expect.objectContaining({ endpoint: 'searchCourses', status: 'fulfilled' }),
        expect.objectContaining({ endpoint: 'searchDownloads', status: 'fulfilled' }),
      ]),
    );
    const head = response.text.slice(0, response.text.indexOf('</head>'));
    // The shell's styles are in the head, before the admin app's, which override them; the learner app's are not there.
    const shellStyles = /<style>([^<]*)<\/style>/.exec(head);
    expect(shellStyles?.[1]).toContain('.shell-');
    expect(shellStyles?.[1]).not.toContain('.ln-');
    expect(head).not.toContain('academy-styles');
    expect(head.indexOf('<style>')).toBeLessThan(head.search(/<style[^>]* data-css-hash=/));
    expect(head).toMatch(/<style[^>]* data-css-hash="[^"]+"[^>]*>[^<]*\.ant-table/);
    // The admin app's stylesheets are linked (the shared stylesheet has the learner pages' only); its scripts are hinted.
    const adminArea = chunkMap('admin-app')['admin-area'].map((file) => `/remotes/admin/${file}`);
    const stylesheets = adminArea.filter((file) => file.endsWith('.css'));
    expect(stylesheets.length).toBeGreaterThan(0);
    for (const file of stylesheets) expect(head).toContain(`<link rel="stylesheet" href="${file}">`);
    // The shell's own styles are inline already.
    for (const file of chunkMap('shell').bootstrap.filter((name) => name.endsWith('.css'))) {
      expect(head).not.toContain(`<link rel="stylesheet" href="/${file}">`);
    }
    expect(new Set(preloads(response.text))).toEqual(
      new Set([
        ...[...chunkMap('shell').bootstrap, ...chunkMap('shell')['nav-bar']]
          .filter((file) => file.endsWith('.js'))
          .map((file) => `/${file}`),
        '/remotes/admin/mf-manifest.json',
        ...[...chunkMap('admin-app').admin, ...chunkMap('admin-app').__federation_expose_routes].map((file) => `/remotes/admin/${file}`),
        ...adminArea.filter((file) => !file.endsWith('.css')),
      ]),
    );
  });

  it('sends a signed-in learner at an admin address home', async () => {
    const response = await testApp.http().get('/admin/paths').set('Cookie', cookie).expect(302);
    expect(response.headers.location).toBe('/');
  });

  it('sends a signed-in user on from the visitor pages: /auth to the page they wanted (never another site), /forgot-password to the account', async () => {
    for (const [url, location] of [
      ['/auth?returnTo=%2Fdownloads%3Fq%3D1', '/downloads?q=1'],
      ['/auth', '/'],
      ['/auth?returnTo=https%3A%2F%2Fevil.example%2F', '/'],
      ['/auth?returnTo=%2F%2Fevil.example', '/'],
      ['/forgot-password', '/account'],
    ]) {
      const response = await testApp.http().get(url).set('Cookie', cookie).expect(302);
      expect(response.headers.location).toBe(location);
      expect(response.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('sends the plain app when the session has ended', async () => {
    const other = await createUser(testApp, 'jobseeker');
    const ended = await signIn(other);
    await testApp.http().post('/api/logout').set('Cookie', ended).expect(204);
    const response = await open(`/courses/${course.course.id}/learn`, ended);
    expect(response.text).toBe(readFileSync(join(REPO_ROOT, 'shell/dist/index.html'), 'utf8'));
  });
});
