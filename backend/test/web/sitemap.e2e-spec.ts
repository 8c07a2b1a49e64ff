import { EntityManager } from '@mikro-orm/postgresql';
import { parseSitemap } from 'sitemap';
import { Readable } from 'node:stream';
import { Course } from '../../src/modules/catalog/entities/course.entity.js';
import { Lesson } from '../../src/modules/catalog/entities/lesson.entity.js';
import { signedInAgent } from '../support/accounts.js';
import { createCourse } from '../support/catalog.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('sitemap.xml and robots.txt', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  async function sitemapEntries(): Promise<Map<string, string>> {
    const response = await testApp.http().get('/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const entries = await parseSitemap(Readable.from([response.text]));
    return new Map(entries.map((entry) => [entry.url, entry.lastmod ?? '']));
  }

  const courseUrl = (id: number) => `${testApp.config.publicUrl}/courses/${id}`;
  const updatedAt = async (id: number) => (await testApp.app.get(EntityManager).fork().findOneOrFail(Course, id)).updatedAt;

  it('lists the landing page, the course list and exactly the courses a visitor may see, each with its lastmod', async () => {
    const open = await createCourse(testApp);
    const restricted = await createCourse(testApp, { accessLevel: 'recruitpro' });
    const adminOnly = await createCourse(testApp, { accessLevel: 'admin' });
    const deleted = await createCourse(testApp);
    const admin = (await signedInAgent(testApp, 'admin')).agent;
    await admin.delete(`/api/courses/${deleted.course.id}`).set('Origin', testApp.config.publicUrl).expect(204);

    // Other suites add and remove courses on the same database meanwhile (and this process's catalogue
    // cache does not hear of them): the sitemap, read between two reads of the open, live courses in
    // the database, has every course in both and none in neither.
    const visibleUrls = async () =>
      new Set(
        (
          await testApp.app
            .get(EntityManager)
            .fork()
            .find(Course, { accessLevel: 'all', deletedAt: null }, { fields: ['id'] })
        ).map((course) => courseUrl(course.id)),
      );
    const before = await visibleUrls();
    const entries = await sitemapEntries();
    const after = await visibleUrls();
    const pages = [`${testApp.config.publicUrl}/`, `${testApp.config.publicUrl}/courses`];
    for (const page of pages) expect(entries.has(page)).toBe(true);
    const courseEntries = [...entries.keys()].filter((url) => url.startsWith(`${testApp.config.publicUrl}/courses/`));
    expect(courseEntries.filter((url) => !before.has(url) && !after.has(url))).toEqual([]);
    expect([...before].filter((url) => after.has(url) && !entries.has(url))).toEqual([]);
    expect(entries.has(courseUrl(open.course.id))).toBe(true);
    for (const hidden of [restricted, adminOnly, deleted]) expect(entries.has(courseUrl(hidden.course.id))).toBe(false);
    expect(new Date(entries.get(courseUrl(open.course.id))!).getTime()).toBe((await updatedAt(open.course.id)).getTime());
  });

  it("moves a course's lastmod when the course, one of its modules or one of its lessons changes", async () => {
    const { course, modules, lessons } = await createCourse(testApp);
    const admin = (await signedInAgent(testApp, 'admin')).agent;
    const origin = testApp.config.publicUrl;

    let previous = await updatedAt(course.id);
    const changes = [
      () => admin.patch(`/api/courses/${course.id}`).set('Origin', origin).send({ title: 'A new title' }).expect(200),
      () => admin.patch(`/api/modules/${modules[0].id}`).set('Origin', origin).send({ title: 'A new module title' }).expect(200),
      () => admin.patch(`/api/lessons/${lessons[0].id}`).set('Origin', origin).send({ duration: 42 }).expect(200),
      async () => {
        await testApp.app.get(EntityManager).fork().nativeDelete(Lesson, { id: lessons[1].id });
      },
    ];
    for (const change of changes) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      await change();
      const current = await updatedAt(course.id);
      expect(current.getTime()).toBeGreaterThan(previous.getTime());
      previous = current;
    }
    expect(new Date((await sitemapEntries()).get(courseUrl(course.id))!).getTime()).toBe(previous.getTime());
  });

  it('robots.txt keeps crawlers out of the API, the admin area and signed-in pages, and names the sitemap', async () => {
    const response = await testApp.http().get('/robots.txt').expect(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const lines = response.text.split('\n');
    for (const line of [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /admin',
      'Disallow: /account',
      'Disallow: /downloads',
      'Disallow: /lessons/',
    ]) {
      expect(lines).toContain(line);
    }
    // Link previews fetch the social images and course images, which live under /api/.
    expect(lines).toContain('Allow: /api/courses/*/social-image');
    expect(lines).toContain(`Sitemap: ${testApp.config.publicUrl}/sitemap.xml`);
  });
});
