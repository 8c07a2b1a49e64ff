import { EntityManager } from '@mikro-orm/postgresql';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { parseSitemap } from 'sitemap';
import type TestAgent from 'supertest/lib/agent.js';
import { Lesson } from '../../src/modules/catalog/entities/lesson.entity.js';
import { signedInAgent } from '../support/accounts.js';
import { createCourse, enroll, type CreatedCourse } from '../support/catalog.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createMigratedDatabase, dropDatabase } from '../support/test-database.js';

/**
 * A built front end in miniature whose server renderer renders `/paths/:slug` from the API as the
 * real one does (asking the server's own services while it renders), to check the page's route,
 * its API answers and its status without building the front end. The real page's markup, head and
 * JSON-LD are checked by learner-app's pageHead.spec.ts and the browser suite (e2e/tests/paths.spec.ts).
 */
function frontEndFixture(): string {
  const root = mkdtempSync(join(tmpdir(), 'academy-paths-front-end-'));
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
    `exports.renderPublicPage = async ({ url, api }) => {
  const slug = new URL(url, 'http://academy.invalid').pathname.match(/^\\/paths\\/([^/]+)$/)?.[1];
  if (!slug) return undefined;
  const answer = await api.fetch(new Request(api.origin + '/api/paths/' + slug));
  const path = await answer.json();
  const steps = answer.ok ? path.steps.map((step) => '<li>' + step.courseTitle + ': ' + step.state + '</li>').join('') : '';
  return {
    status: answer.status,
    html: answer.ok ? '<h1>' + path.title + '</h1><ol>' + steps + '</ol>' : '<h1>Path not found</h1>',
    head: { title: answer.ok ? path.title : 'Path not found', description: '', canonical: 'http://academy.test' + url, indexable: answer.ok, openGraph: { type: 'article', image: null, imageAlt: null }, jsonLd: [] },
    apiCache: { queries: {}, mutations: {}, provided: {} },
  };
};
`,
  );
  return root;
}

describe('learning paths over HTTP', () => {
  // A database of its own: the catalogue of paths and its order are one list for everyone.
  const adminUrl = process.env.ACADEMY_TEST_ADMIN_URL!;
  let databaseUrl: string;
  let testApp: TestApp;
  let admin: TestAgent;
  let origin: string;

  beforeAll(async () => {
    databaseUrl = await createMigratedDatabase('academy_paths');
    testApp = await createTestApp({ DATABASE_URL: databaseUrl, STATIC_ROOT: frontEndFixture() });
    admin = (await signedInAgent(testApp, 'admin')).agent;
    origin = testApp.config.publicUrl;
  });
  afterAll(async () => {
    await testApp.close();
    await dropDatabase(adminUrl, databaseUrl);
  });

  /** A practice lesson (a capstone) in `course`'s first module. */
  async function practiceLesson(course: CreatedCourse): Promise<Lesson> {
    const em = testApp.app.get(EntityManager).fork();
    const lesson = em.create(Lesson, {
      course: course.course.id,
      module: course.modules[0].id,
      title: 'Capstone: an intake call',
      description: '',
      type: 'practice',
      videoProvider: null,
      videoId: null,
      content: null,
      contentUrl: null,
      duration: 15,
      order: 99,
    });
    await em.flush();
    return lesson;
  }

  const create = (body: object) => admin.post('/api/admin/paths').set('Origin', origin).send(body);
  const setSteps = (id: number, steps: object[]) => admin.put(`/api/admin/paths/${id}/steps`).set('Origin', origin).send({ steps });

  /** A published path of `courses` in order, each requiring the one before. */
  async function publishedPath(title: string, courses: CreatedCourse[]) {
    const path = (await create({ title, levelLabel: 'Foundation', certificateTitle: `${title} certificate` }).expect(201)).body;
    await setSteps(
      path.id,
      courses.map((course, index) => ({ courseId: course.course.id, prerequisiteIndexes: index === 0 ? [] : [index - 1] })),
    ).expect(200);
    return (await admin.post(`/api/admin/paths/${path.id}/publish`).set('Origin', origin).expect(200)).body;
  }

  it('lets an admin create, edit, order, publish, unpublish and delete a path', async () => {
    const sourcing = await createCourse(testApp, { title: 'Sourcing Fundamentals' });
    const boolean = await createCourse(testApp, { title: 'Boolean Search' });
    const capstone = await practiceLesson(boolean);

    const created = await create({
      title: 'Certified Recruiter: Practitioner',
      description: 'From the first search to the <b>offer</b>.',
      levelLabel: 'Practitioner',
      certificateTitle: 'Certified Recruiter — Practitioner',
    }).expect(201);
    expect(created.body).toMatchObject({
      slug: 'certified-recruiter-practitioner',
      description: 'From the first search to the offer.',
      isPublished: false,
      stepCount: 0,
      steps: [],
    });
    const id = created.body.id as number;

    const options = (await admin.get('/api/admin/paths/step-options').expect(200)).body;
    expect(options.courses.map((course: { title: string }) => course.title)).toEqual(
      expect.arrayContaining(['Sourcing Fundamentals', 'Boolean Search']),
    );
    expect(options.lessons).toContainEqual({
      id: capstone.id,
      title: 'Capstone: an intake call',
      kind: 'practice',
      courseId: boolean.course.id,
      courseTitle: 'Boolean Search',
    });

    const saved = await setSteps(id, [
      { courseId: sourcing.course.id },
      { courseId: boolean.course.id, prerequisiteIndexes: [0] },
      { lessonId: capstone.id, prerequisiteIndexes: [1], isRequired: false },
    ]).expect(200);
    const [first, second, third] = saved.body.steps;
    expect(saved.body.steps).toEqual([
      expect.objectContaining({ kind: 'course', courseTitle: 'Sourcing Fundamentals', isRequired: true, prerequisiteStepIds: [] }),
      expect.objectContaining({ kind: 'course', courseTitle: 'Boolean Search', prerequisiteStepIds: [first.id] }),
      expect.objectContaining({
        kind: 'practice',
        lessonTitle: 'Capstone: an intake call',
        isRequired: false,
        prerequisiteStepIds: [second.id],
      }),
    ]);

    // Reordering the steps keeps them, prerequisites and all.
    const reordered = await setSteps(id, [
      { courseId: sourcing.course.id },
      { lessonId: capstone.id, prerequisiteIndexes: [2], isRequired: false },
      { courseId: boolean.course.id, prerequisiteIndexes: [0] },
    ]).expect(200);
    expect(reordered.body.steps.map((step: { id: number }) => step.id)).toEqual([first.id, third.id, second.id]);

    const renamed = await admin.patch(`/api/admin/paths/${id}`).set('Origin', origin).send({ levelLabel: 'Expert' }).expect(200);
    expect(renamed.body).toMatchObject({
      levelLabel: 'Expert',
      title: 'Certified Recruiter: Practitioner',
      slug: 'certified-recruiter-practitioner',
    });

    await testApp.http().get('/api/paths/certified-recruiter-practitioner').expect(404);
    expect((await admin.get('/api/paths/certified-recruiter-practitioner').expect(200)).body.isPublished).toBe(false);
    const published = await admin.post(`/api/admin/paths/${id}/publish`).set('Origin', origin).expect(200);
    expect(published.body.isPublished).toBe(true);
    const publicPath = (await testApp.http().get('/api/paths/certified-recruiter-practitioner').expect(200)).body;
    expect(publicPath).toMatchObject({
      title: 'Certified Recruiter: Practitioner',
      levelLabel: 'Expert',
      stepCount: 3,
      requiredStepCount: 2,
      progress: null,
    });
    expect(publicPath.steps.map((step: { state: string }) => step.state)).toEqual(['available', 'locked', 'locked']);

    const other = await publishedPath('Talent Mapping Ladder', [sourcing]);
    const order = (await admin.get('/api/admin/paths').expect(200)).body.map((path: { id: number }) => path.id);
    expect(order).toEqual([id, other.id]);
    await admin
      .put('/api/admin/paths/order')
      .set('Origin', origin)
      .send({ pathIds: [other.id, id] })
      .expect(200);
    expect((await testApp.http().get('/api/paths').expect(200)).body.map((path: { id: number }) => path.id)).toEqual([other.id, id]);
    const courseLinks = (await testApp.http().get(`/api/courses/${boolean.course.id}/paths`).expect(200)).body;
    expect(courseLinks).toEqual([
      { id, slug: 'certified-recruiter-practitioner', title: 'Certified Recruiter: Practitioner', levelLabel: 'Expert' },
    ]);

    await admin.post(`/api/admin/paths/${id}/unpublish`).set('Origin', origin).expect(200);
    expect((await testApp.http().get('/api/paths').expect(200)).body.map((path: { id: number }) => path.id)).toEqual([other.id]);
    await admin.delete(`/api/admin/paths/${other.id}`).set('Origin', origin).expect(204);
    await admin.get(`/api/admin/paths/${other.id}`).expect(404);
    expect((await testApp.http().get('/api/paths').expect(200)).body).toEqual([]);
  });

  it('refuses bad input with a 4xx and a message a person understands', async () => {
    for (const [body, message] of [
      [{ levelLabel: 'Expert', certificateTitle: 'X' }, 'Title is required'],
      [{ title: '   ', levelLabel: 'Expert', certificateTitle: 'X' }, 'Title is required'],
      [{ title: 'T', levelLabel: 'E'.repeat(61), certificateTitle: 'X' }, 'Level must be at most 60 characters'],
      [{ title: 'T', levelLabel: 'Expert' }, 'Certificate title is required'],
      [{ title: 'T', levelLabel: 'Expert', certificateTitle: 'X', published: true }, 'property published should not exist'],
    ] as const) {
      const answer = await create(body).expect(400);
      expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(answer.body.message).toContain(message);
    }

    const path = (await create({ title: 'Validation ladder', levelLabel: 'Foundation', certificateTitle: 'X' }).expect(201)).body;
    const { course } = await createCourse(testApp, { title: 'Interviewing' });
    const cycle = await setSteps(path.id, [
      { courseId: course.id, prerequisiteIndexes: [1] },
      { courseId: (await createCourse(testApp, { title: 'Offers' })).course.id, prerequisiteIndexes: [0] },
    ]).expect(400);
    expect(cycle.body).toMatchObject({
      code: 'PATH_STEPS_INVALID',
      message: ['Steps cannot require each other in a circle: Interviewing requires Offers, which requires Interviewing.'],
    });
    const many = await setSteps(path.id, [{ courseId: course.id }, { courseId: course.id }, { courseId: 2_000_000_000 }]).expect(400);
    expect(many.body.message).toEqual(['Step 2: “Interviewing” is already step 1 of this path.', 'Step 3: the course does not exist.']);
    for (const steps of [
      [{}],
      [{ courseId: 'one' }],
      [{ courseId: course.id, prerequisiteIndexes: [-1] }],
      [{ courseId: course.id, prerequisiteIndexes: [0, 0] }],
      [{ courseId: course.id, isRequired: 'yes' }],
      Array.from({ length: 31 }, () => ({ courseId: course.id })),
    ]) {
      const answer = await setSteps(path.id, steps).expect(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await setSteps(path.id, [{}]).expect(400)).body.message).toContain(
      'Each step needs a course or a lesson (one of them, not both)',
    );

    const publish = await admin.post(`/api/admin/paths/${path.id}/publish`).set('Origin', origin).expect(409);
    expect(publish.body).toMatchObject({
      code: 'PATH_NOT_PUBLISHABLE',
      message: 'Add at least one required step before publishing the path.',
    });
    const order = await admin
      .put('/api/admin/paths/order')
      .set('Origin', origin)
      .send({ pathIds: [path.id, path.id] })
      .expect(400);
    expect(order.body.message).toContain('pathIds lists a path twice');

    for (const bad of ['abc', '0', '01', '2147483648']) {
      const answer = await admin.get(`/api/admin/paths/${bad}`).expect(404);
      expect(answer.body).toMatchObject({ code: 'PATH_NOT_FOUND', message: 'Path not found' });
    }
    for (const bad of ['Not-A-Slug', 'a'.repeat(221), 'x%20y']) await testApp.http().get(`/api/paths/${bad}`).expect(404);
    await admin.patch('/api/admin/paths/2000000000').set('Origin', origin).send({ title: 'Gone' }).expect(404);
    await testApp.http().get('/api/courses/abc/paths').expect(404);
  });

  it('keeps the admin API to admins, and My paths to signed-in learners', async () => {
    const learner = (await signedInAgent(testApp)).agent;
    const visitor = testApp.http();
    await learner.get('/api/admin/paths').expect(403);
    await learner.post('/api/admin/paths').set('Origin', origin).send({ title: 'T', levelLabel: 'L', certificateTitle: 'C' }).expect(403);
    await learner.get('/api/admin/paths/step-options').expect(403);
    await learner.put('/api/admin/paths/order').set('Origin', origin).send({ pathIds: [] }).expect(403);
    await learner.delete('/api/admin/paths/1').set('Origin', origin).expect(403);
    await visitor.get('/api/admin/paths').expect(401);
    await visitor.get('/api/user/paths').expect(401);
    await learner.get('/api/user/paths').expect(200, []);
  });

  it('shows a learner locked and unlocked steps and their progress, and loads the path page and dashboard in constant queries', async () => {
    const courses = await Promise.all(
      ['Screening Calls', 'Structured Interviews', 'Closing Offers'].map((title) => createCourse(testApp, { title, lessonsPerModule: 1 })),
    );
    const path = await publishedPath('Interview Ladder', courses);
    const { agent, user } = await signedInAgent(testApp);
    await agent.post(`/api/courses/${courses[0].course.id}/enroll`).set('Origin', origin).expect(200);

    const before = (await agent.get(`/api/paths/${path.slug}`).expect(200)).body;
    expect(before.steps.map((step: { state: string }) => step.state)).toEqual(['available', 'locked', 'locked']);
    expect(before.steps[1].waitingFor).toEqual([before.steps[0].id]);
    expect(before.progress).toEqual({ requiredTotal: 3, requiredDone: 0, stepsDone: 0, percent: 0, isComplete: false });

    await agent.post(`/api/lessons/${courses[0].lessons[0].id}/complete`).set('Origin', origin).expect(200);
    const after = (await agent.get(`/api/paths/${path.slug}`).expect(200)).body;
    expect(after.steps.map((step: { state: string }) => step.state)).toEqual(['done', 'available', 'locked']);
    expect(after.progress).toMatchObject({ requiredDone: 1, percent: 33 });
    const mine = (await agent.get('/api/user/paths').expect(200)).body;
    expect(mine.map((item: { id: number }) => item.id)).toEqual([path.id]);
    expect((await agent.get('/api/paths').expect(200)).body[0].progress).toMatchObject({ requiredDone: 1 });

    // Statements per request: the session check, the paths and their steps, whatever the number of steps or paths.
    const small = await testApp.countQueries(() => agent.get(`/api/paths/${path.slug}`).expect(200));
    const bigCourses = await Promise.all(Array.from({ length: 8 }, () => createCourse(testApp, { lessonsPerModule: 1 })));
    const big = await publishedPath('Long Ladder', bigCourses);
    for (const course of bigCourses) await enroll(testApp, user, course.course);
    const large = await testApp.countQueries(() => agent.get(`/api/paths/${big.slug}`).expect(200));
    expect(large.count).toBe(small.count);
    expect(small.count).toBeLessThanOrEqual(3);

    const dashboardOne = await testApp.countQueries(() => agent.get('/api/user/paths').expect(200));
    const more = await Promise.all(
      ['A', 'B', 'C'].map((letter) => publishedPath(`Extra Ladder ${letter}`, [bigCourses[0], bigCourses[1]])),
    );
    const dashboardMany = await testApp.countQueries(() => agent.get('/api/user/paths').expect(200));
    expect((await agent.get('/api/user/paths').expect(200)).body).toHaveLength(2 + more.length);
    expect(dashboardMany.count).toBe(dashboardOne.count);
    const catalogue = await testApp.countQueries(() => testApp.http().get('/api/paths').expect(200));
    expect(catalogue.count).toBe(2);
  });

  it('renders a path page on the server for visitors, and lists published paths in the sitemap', async () => {
    const course = await createCourse(testApp, { title: 'Employer Branding' });
    const hidden = await createCourse(testApp, { title: 'Recruiter Only', accessLevel: 'recruitpro' });
    const path = await publishedPath('Branding Ladder', [course]);
    const restricted = await publishedPath('Restricted Ladder', [hidden]);

    const page = await testApp.http().get(`/paths/${path.slug}`).expect(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('<h1>Branding Ladder</h1><ol><li>Employer Branding: available</li></ol>');
    expect(page.headers['x-robots-tag']).toBeUndefined();

    const missing = await testApp.http().get(`/paths/${restricted.slug}`).expect(404);
    expect(missing.text).toContain('Path not found');
    expect(missing.headers['x-robots-tag']).toBe('noindex');

    const sitemap = await testApp.http().get('/sitemap.xml').expect(200);
    const urls = (await parseSitemap(Readable.from([sitemap.text]))).map((entry) => entry.url);
    expect(urls).toContain(`${origin}/paths/${path.slug}`);
    expect(urls).not.toContain(`${origin}/paths/${restricted.slug}`);
  });
});
