import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signedInAgent } from '../support/accounts.js';
import { createCourse } from '../support/catalog.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

type Agent = ReturnType<TestApp['agent']>;

/**
 * A built front end in miniature: the shell's index.html and a server renderer of the course list
 * that, like the real one, reads the API while it renders and hands over a cache whose bookkeeping
 * (request ids, timestamps) differs on every render.
 */
function frontEndFixture(): string {
  const root = mkdtempSync(join(tmpdir(), 'academy-front-end-'));
  mkdirSync(join(root, 'shell/dist'), { recursive: true });
  mkdirSync(join(root, 'shell/dist-server'), { recursive: true });
  writeFileSync(
    join(root, 'shell/dist/index.html'),
    '<!doctype html><html><head><title>Recruiting Academy</title><meta name="description" content="Learn recruiting">' +
      '<script src="/runtime-config.js"></script></head><body><noscript>Turn on JavaScript</noscript><div id="root"></div></body></html>',
  );
  writeFileSync(join(root, 'shell/dist-server/render.css'), 'body{margin:0}');
  writeFileSync(
    join(root, 'shell/dist-server/render.cjs'),
    `let renders = 0;
exports.renderPublicPage = async ({ url, api }) => {
  if (new URL(url, 'http://academy.invalid').pathname !== '/courses') return undefined;
  const courses = await (await api.fetch(new Request(api.origin + '/api/courses/public'))).json();
  renders++;
  return {
    status: 200,
    html: '<ul>' + courses.map((course) => '<li>' + course.title + '</li>').join('') + '</ul>',
    head: { title: 'Courses', description: 'Every course', canonical: 'http://academy.test/courses', indexable: true, openGraph: { type: 'website', image: null, imageAlt: null }, jsonLd: [] },
    apiCache: {
      queries: { 'listPublicCourses(undefined)': { status: 'fulfilled', data: courses, requestId: 'render-' + renders, startedTimeStamp: Date.now(), fulfilledTimeStamp: Date.now() + renders } },
      mutations: {},
      provided: {},
    },
  };
};
`,
  );
  return root;
}

describe('conditional GET of what visitors read', () => {
  let testApp: TestApp;
  let admin: Agent;

  const rename = (courseId: number, title: string) =>
    admin.patch(`/api/courses/${courseId}`).set('Origin', testApp.config.publicUrl).send({ title }).expect(200);

  beforeAll(async () => {
    testApp = await createTestApp({ STATIC_ROOT: frontEndFixture() });
    admin = (await signedInAgent(testApp, 'admin')).agent;
  });
  afterAll(() => testApp.close());

  it.each<[name: string, pathOf: (courseId: number) => string]>([
    ['the public catalogue', () => '/api/courses/public'],
    ['a public course', (courseId) => `/api/courses/public/${courseId}`],
  ])('answers 304 without a body for %s while it is unchanged, and 200 with a new tag once it changes', async (_name, pathOf) => {
    const { course } = await createCourse(testApp, { title: 'Tagged' });
    const path = pathOf(course.id);
    const first = await testApp.http().get(path).expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(first.text)).toEqual(first.body);

    const again = await testApp.http().get(path).expect(200);
    expect(again.headers.etag).toBe(etag);
    expect(again.text).toBe(first.text);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"0000", ${etag}`, '*']) {
      const notModified = await testApp.http().get(path).set('If-None-Match', ifNoneMatch).expect(304);
      expect({
        ifNoneMatch,
        body: notModified.text,
        etag: notModified.headers.etag,
        cacheControl: notModified.headers['cache-control'],
      }).toEqual({
        ifNoneMatch,
        body: '',
        etag,
        cacheControl: 'public, no-cache',
      });
    }
    await testApp.http().get(path).set('If-None-Match', '"something else"').expect(200);

    await rename(course.id, 'Tagged, renamed');
    const changed = await testApp.http().get(path).set('If-None-Match', etag).expect(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.text).toContain('Tagged, renamed');
  });

  it('answers a course a visitor may not see 404 whatever the If-None-Match', async () => {
    const { course } = await createCourse(testApp, { accessLevel: 'recruitpro' });
    const response = await testApp.http().get(`/api/courses/public/${course.id}`).set('If-None-Match', '*').expect(404);
    expect(response.body).toMatchObject({ code: 'COURSE_NOT_FOUND' });
    expect(response.headers.etag).toBeUndefined();
  });

  it('tags a rendered page by what it shows, not by the bookkeeping that changes on every render', async () => {
    const { course } = await createCourse(testApp, { title: 'On the list' });
    const first = await testApp.http().get('/courses').expect(200);
    expect(first.text).toContain('On the list');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toMatch(/Cookie/i);

    const second = await testApp.http().get('/courses').expect(200);
    expect(second.text).not.toBe(first.text); // the handed-over cache's timestamps differ
    expect(second.headers.etag).toBe(etag);

    const notModified = await testApp.http().get('/courses').set('If-None-Match', etag).expect(304);
    expect(notModified.text).toBe('');
    expect(notModified.headers.etag).toBe(etag);

    await rename(course.id, 'Renamed on the list');
    const changed = await testApp.http().get('/courses').set('If-None-Match', etag).expect(200);
    expect(changed.text).toContain('Renamed on the list');
    expect(changed.headers.etag).not.toBe(etag);

    // With a session the same address is the app itself, tagged apart from the visitor's page.
    const app = await admin
      .get('/courses')
      .set('If-None-Match', changed.headers.etag as string)
      .expect(200);
    expect(app.text).not.toContain('Renamed on the list');
    expect(app.headers.etag).not.toBe(changed.headers.etag);
    await admin
      .get('/courses')
      .set('If-None-Match', app.headers.etag as string)
      .expect(304);
  });
});
