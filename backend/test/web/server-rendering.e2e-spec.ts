import { jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isInProcessRequest } from '../../src/common/in-process-request.js';
import { REPO_ROOT } from '../../src/config/config.js';
import { CatalogService } from '../../src/modules/catalog/catalog.service.js';
import { Course } from '../../src/modules/catalog/entities/course.entity.js';
import { Lesson } from '../../src/modules/catalog/entities/lesson.entity.js';
import { Certificate } from '../../src/modules/certificates/entities/certificate.entity.js';
import { PasswordHasher } from '../../src/modules/users/password-hasher.service.js';
import { inProcessApi } from '../../src/modules/web/public-pages/in-process-api.js';
import { seedDemoAcademy } from '../../src/seed/demo-academy.seeder.js';
import { ScormStorage } from '../../src/modules/scorm/scorm-storage.service.js';
import { DEMO_PATHS } from '../../src/seed/demo-paths.data.js';
import { DEMO_REVIEWS } from '../../src/seed/demo-reviews.data.js';
import { createUser, PASSWORD } from '../support/accounts.js';
import { createCourse, enroll } from '../support/catalog.js';
import { createTestApp, testConfig, type TestApp } from '../support/test-app.js';
import { createMigratedDatabase, dropDatabase } from '../support/test-database.js';

/** An answer of the API, as its Fastify instance saw it go out. */
interface ApiAnswer {
  url: string;
  status: number;
  ip: string;
  inProcess: boolean;
}

/** What a visitor's page needs: a seeded course with its reviews, credits and paths, a preview lesson, a path and a certificate. */
interface Academy {
  course: Course;
  preview: Lesson;
  review: string;
  path: { slug: string; title: string; certificateTitle: string };
  certificate: Certificate;
}

const decodeEntities = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The words a reader sees in the page's #root. */
function pageText(html: string): string {
  const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="academy-state">/.exec(html)?.[1];
  if (root === undefined) throw new Error('Not a server-rendered page');
  return decodeEntities(root.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
}

/** Each query in the cache handed to the browser: fulfilled, or the HTTP status it was refused with. */
function handedOver(html: string): { endpoint: string; outcome: 'fulfilled' | number }[] {
  const json = /<script type="application\/json" id="academy-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (json === undefined) throw new Error('The page hands over no API cache');
  const { queries } = JSON.parse(json) as {
    queries: Record<string, { endpointName: string; status: string; error?: { status: number } }>;
  };
  return Object.values(queries).map((query) => ({
    endpoint: query.endpointName,
    outcome: query.status === 'fulfilled' ? 'fulfilled' : query.error!.status,
  }));
}

/**
 * The visitor pages of a seeded academy rendered by the built server renderer (`npm run build` first,
 * as `npm test` does), whose API requests go through the app itself (Fastify's inject): every request
 * a page makes is answered as the API answers a browser, never refused because nothing inside the
 * server knew the route.
 */
describe('visitor pages rendered on the server through the API', () => {
  const adminUrl = process.env.ACADEMY_TEST_ADMIN_URL!;
  let databaseUrl: string;
  let testApp: TestApp;
  let academy: Academy;
  const answers: ApiAnswer[] = [];
  const inProcessAnswers = () => answers.filter((answer) => answer.inProcess).map(({ url, status }) => ({ url, status }));

  /** A visitor's GET of `url` (one proxy in front of the API: the address is the last X-Forwarded-For hop), and the API answers it caused. */
  async function visit(url: string) {
    answers.length = 0;
    const response = await testApp.http().get(url).set('X-Forwarded-For', '198.51.100.7, 203.0.113.9');
    return response;
  }

  beforeAll(async () => {
    if (!existsSync(join(REPO_ROOT, 'shell/dist-server/render.cjs')))
      throw new Error('These tests render with the built front end: run `npm run build` at the repository root first');
    databaseUrl = await createMigratedDatabase('academy_server_rendering');
    testApp = await createTestApp(
      { DATABASE_URL: databaseUrl, TRUST_PROXY: '1' },
      {
        beforeReady: (fastify) =>
          fastify.addHook('onResponse', async (request, reply) => {
            if (request.url.startsWith('/api/'))
              answers.push({ url: request.url, status: reply.statusCode, ip: request.ip, inProcess: isInProcessRequest(request.raw) });
          }),
      },
    );
    await seedDemoAcademy(
      testApp.app.get(EntityManager),
      new PasswordHasher(testConfig('seed')),
      testApp.app.get(ScormStorage),
      () => undefined,
    );

    const em = testApp.app.get(EntityManager).fork();
    const course = await em.findOneOrFail(Course, { slug: 'recruiting-fundamentals' });
    const preview = await em.findOneOrFail(Lesson, { course, isPreview: true }, { orderBy: { id: 'asc' } });
    const path = DEMO_PATHS.find((candidate) => candidate.steps.some((step) => 'course' in step && step.course === course.title))!;
    const review = DEMO_REVIEWS.find((candidate) => candidate.courseSlug === course.slug)!.body;

    const certified = await createCourse(testApp, { title: 'Offer Negotiation Basics' });
    const learner = await createUser(testApp, 'jobseeker', { firstName: 'Ada', lastName: 'Lovelace' });
    const agent = testApp.agent();
    await agent.post('/api/login').send({ email: learner.email, password: PASSWORD }).expect(200);
    await enroll(testApp, learner, certified.course);
    for (const lesson of certified.lessons) await agent.post(`/api/lessons/${lesson.id}/complete`).expect(200);
    const certificate = await em.findOneOrFail(Certificate, { user: learner.id });
    academy = { course, preview, review, path, certificate };
  });
  afterAll(async () => {
    await testApp?.close();
    if (databaseUrl) await dropDatabase(adminUrl, databaseUrl);
  });

  it.each<[page: string, url: (academy: Academy) => string, endpoints: string[], shows: (academy: Academy) => string[]]>([
    ['the landing page', () => '/', ['listPublicCourses'], ({ course }) => [course.title]],
    ['the course list', () => '/courses', ['listPublicCourses', 'listPaths'], ({ course, path }) => [course.title, path.title]],
    [
      'a course',
      ({ course }) => `/courses/${course.id}`,
      ['getPublicCourse', 'listReviews', 'listCourseCredits', 'listCoursePaths'],
      // The demo course earns 2 SHRM PDCs (DEMO_CREDITS).
      ({ course, review, path }) => [course.title, review, 'Earn 2 SHRM PDCs', path.title],
    ],
    [
      'a preview lesson',
      ({ course, preview }) => `/courses/${course.id}/preview/${preview.id}`,
      ['getPublicCourse', 'getPreviewLesson'],
      ({ course, preview }) => [course.title, preview.title],
    ],
    [
      'a learning path',
      ({ path }) => `/paths/${path.slug}`,
      ['getPath', 'getPathPurchase', 'listPathCredits'],
      ({ course, path }) => [path.title, path.certificateTitle, course.title],
    ],
    [
      'a certificate',
      ({ certificate }) => `/certificates/${certificate.code}`,
      ['verifyCertificate'],
      ({ certificate }) => ['Ada Lovelace', 'Offer Negotiation Basics', certificate.code],
    ],
  ])(
    'renders %s from the answers the API gives a visitor: every request answered, its data on the page',
    async (_page, url, endpoints, shows) => {
      const response = await visit(url(academy));
      expect(response.status).toBe(200);

      // Only "who is signed in" is refused (the visitor's 401); every other request of the page is answered.
      const queries = handedOver(response.text);
      expect(queries.filter((query) => query.outcome !== 'fulfilled')).toEqual([{ endpoint: 'currentUser', outcome: 401 }]);
      expect(queries.map((query) => query.endpoint)).toEqual(expect.arrayContaining(endpoints));
      expect(inProcessAnswers().filter((answer) => answer.status !== 200)).toEqual([{ url: '/api/user', status: 401 }]);

      const text = pageText(response.text);
      for (const words of shows(academy)) expect(text).toContain(words);

      // Its styles open the body, after the head where the app, once started, links its chunks' stylesheets.
      expect(response.text.slice(0, response.text.indexOf('</head>'))).not.toContain('<style');
      expect(response.text).toMatch(/<body>\s*<style id="academy-styles">[\s\S]+?<\/style><div id="root">/);
    },
  );

  it.each([
    ['an unknown course', '/courses/2147483647', 'getPublicCourse'],
    // Over PostgreSQL's integer: the API's id pipe answers 404 before any query.
    ['a course id no row can have', '/courses/2147483648', 'getPublicCourse'],
    ['an unknown path', '/paths/no-such-path', 'getPath'],
    ['an unknown certificate', `/certificates/${'A'.repeat(26)}`, 'verifyCertificate'],
  ])("answers %s with the page's own 404, from the API's 404", async (_what, url, endpoint) => {
    const response = await visit(url);
    expect(response.status).toBe(404);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(handedOver(response.text)).toContainEqual({ endpoint, outcome: 404 });
    expect(inProcessAnswers().filter((answer) => ![200, 401, 404].includes(answer.status))).toEqual([]);
  });

  it('tags a rendered course page by what it shows: the same tag on every render, 304 while unchanged', async () => {
    const url = `/courses/${academy.course.id}`;
    // The page's four reads are answered in whichever order they finish: render it a few times.
    const renders = [];
    for (let render = 0; render < 5; render++) renders.push(await visit(url));
    const [first, second] = renders;
    expect(second.text).not.toBe(first.text); // the handed-over cache's timestamps differ
    expect(new Set(renders.map((response) => response.headers.etag))).toEqual(new Set([first.headers.etag]));
    const notModified = await testApp
      .http()
      .get(url)
      .set('If-None-Match', first.headers.etag as string)
      .expect(304);
    expect(notModified.text).toBe('');
  });

  it('answers an in-process read exactly as the API answers it over HTTP, validation and refusals included', async () => {
    const { course } = academy;
    const faults: unknown[] = [];
    const api = inProcessApi(testApp.app.getHttpAdapter().getInstance(), {
      origin: testApp.config.publicUrl,
      visitorIp: '203.0.113.9',
      faults,
    });
    const nonPreview = await testApp.app.get(EntityManager).fork().findOneOrFail(Lesson, { course, isPreview: false });
    const paths = [
      `/api/courses/public/${course.id}`,
      `/api/courses/${course.id}/reviews?page=1&pageSize=1000`,
      `/api/courses/${course.id}/reviews?sort=oldest`,
      '/api/courses/abc/credits',
      `/api/lessons/${nonPreview.id}/preview`,
      '/api/certificates/%00',
      '/api/user',
      '/api/no-such-route',
    ];
    for (const path of paths) {
      const overHttp = await testApp.http().get(path);
      const inProcess = await api.fetch(new Request(`${testApp.config.publicUrl}${path}`));
      expect({ path, status: inProcess.status, type: inProcess.headers.get('content-type'), body: await inProcess.json() }).toEqual({
        path,
        status: overHttp.status,
        type: overHttp.headers['content-type'],
        body: overHttp.body,
      });
    }
    // Validation ran: the out-of-range page size and the unknown sort are the DTO's 400s, the NUL the input check's.
    expect(answers.filter((answer) => answer.inProcess && answer.status === 400).map((answer) => answer.url)).toEqual([
      `/api/courses/${course.id}/reviews?page=1&pageSize=1000`,
      `/api/courses/${course.id}/reviews?sort=oldest`,
      '/api/certificates/%00',
    ]);
    expect(faults).toEqual([]);
  });

  it("sends nothing but GETs of the academy's own API: anything else is a fault, not a request", async () => {
    const faults: unknown[] = [];
    const api = inProcessApi(testApp.app.getHttpAdapter().getInstance(), {
      origin: testApp.config.publicUrl,
      visitorIp: '203.0.113.9',
      faults,
    });
    const origin = testApp.config.publicUrl;
    answers.length = 0;
    await expect(api.fetch(new Request(`${origin}/api/logout`, { method: 'POST' }))).rejects.toThrow(/only reads/);
    await expect(api.fetch(new Request('http://elsewhere.test/api/user'))).rejects.toThrow(/only reads/);
    await expect(api.fetch(new Request(`${origin}/courses/${academy.course.id}`))).rejects.toThrow(/only reads/);
    expect(faults).toHaveLength(3);
    expect(answers).toEqual([]);
  });

  it("counts a page's reads as the visitor's own requests, from the visitor's address; an outside request never passes for one", async () => {
    await visit(`/courses/${academy.course.id}`);
    // One trusted proxy: the page request is the last hop's, 203.0.113.9, and so is every read it made.
    const reads = answers.filter((answer) => answer.inProcess);
    expect(reads.length).toBeGreaterThanOrEqual(5);
    expect(new Set(reads.map((answer) => answer.ip))).toEqual(new Set(['203.0.113.9']));

    answers.length = 0;
    await testApp
      .http()
      .get('/api/courses/public')
      .set('User-Agent', 'lightMyRequest')
      .set('X-Forwarded-For', '198.51.100.7, 203.0.113.9')
      .expect(200);
    expect(answers).toEqual([{ url: '/api/courses/public', status: 200, ip: '203.0.113.9', inProcess: false }]);
  });

  it('sends the client-rendered app when the API fails while the page renders (a 5xx is a fault, not an answer)', async () => {
    const catalogue = jest.spyOn(testApp.app.get(CatalogService), 'publicCatalogue').mockRejectedValue(new Error('catalogue unavailable'));
    try {
      const response = await visit('/courses');
      expect(response.status).toBe(200);
      expect(response.text).toContain('<div id="root"></div>');
      expect(response.text).not.toContain('academy-state');
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(inProcessAnswers()).toContainEqual({ url: '/api/courses/public', status: 500 });
    } finally {
      catalogue.mockRestore();
    }
  });
});
