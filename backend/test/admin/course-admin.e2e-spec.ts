import { EntityManager } from '@mikro-orm/postgresql';
import { Enrollment } from '../../src/modules/learning/entities/enrollment.entity.js';
import { LessonProgress } from '../../src/modules/learning/entities/lesson-progress.entity.js';
import { createUser, signedInAgent } from '../support/accounts.js';
import { createCourse, enroll } from '../support/catalog.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

type Agent = Awaited<ReturnType<typeof signedInAgent>>['agent'];

const ADMIN_ROUTES: [method: 'post' | 'patch' | 'delete' | 'put', path: string][] = [
  ['post', '/api/courses'],
  ['patch', '/api/courses/1'],
  ['delete', '/api/courses/1'],
  ['put', '/api/courses/1/specific-access'],
  ['post', '/api/courses/1/modules'],
  ['put', '/api/courses/1/modules/order'],
  ['patch', '/api/modules/1'],
  ['delete', '/api/modules/1'],
  ['post', '/api/modules/1/lessons'],
  ['put', '/api/modules/1/lessons/order'],
  ['put', '/api/lessons/1/position'],
  ['post', '/api/lessons'],
  ['patch', '/api/lessons/1'],
  ['delete', '/api/lessons/1'],
];

describe('course administration', () => {
  let testApp: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = (await signedInAgent(testApp, 'admin')).agent;
  });
  afterAll(() => testApp.close());

  it.each(ADMIN_ROUTES)('%s %s is 401 for visitors and 403 for learners', async (method, path) => {
    await testApp.http()[method](path).send({}).expect(401);
    const { agent } = await signedInAgent(testApp, 'recruitpro');
    await agent[method](path).send({}).expect(403);
  });

  describe('courses', () => {
    it('needs a title and an access level, reported once', async () => {
      const response = await admin.post('/api/courses').send({ description: 'x' }).expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: ['Please fill in course title and access level.'],
        error: 'Bad Request',
      });
      const blank = await admin.post('/api/courses').send({ title: '  ', accessLevel: 'all' }).expect(400);
      expect(blank.body.message).toEqual(['Please fill in course title and access level.']);
    });

    it('creates a paid course in cents with a unique slug; free courses carry no price', async () => {
      const title = `Sourcing Deep Dive ${Date.now()}`;
      const first = await admin
        .post('/api/courses')
        .send({ title, accessLevel: 'all', isPaid: true, price: 4900, paymentType: 'subscription' })
        .expect(201);
      expect(first.body).toMatchObject({
        title,
        isPaid: true,
        price: 4900,
        paymentType: 'subscription',
        slug: title.toLowerCase().replace(/\s+/g, '-'),
      });
      const second = await admin.post('/api/courses').send({ title, accessLevel: 'all' }).expect(201);
      expect(second.body.slug).toBe(`${first.body.slug}-2`);
      expect(second.body).toMatchObject({ isPaid: false, price: 0, paymentType: 'one_time' });
      const free = await admin.post('/api/courses').send({ title: 'Free one', accessLevel: 'all', isPaid: false, price: null }).expect(201);
      expect(free.body.price).toBe(0);
      await admin.post('/api/courses').send({ title: 'Bad', accessLevel: 'all', isPaid: true, price: 12.5 }).expect(400);
      await admin.post('/api/courses').send({ title: 'Bad', accessLevel: 'all', isPaid: true, price: -1 }).expect(400);
      await admin.post('/api/courses').send({ title: 'Bad', accessLevel: 'everyone' }).expect(400);
      await admin.post('/api/courses').send({ title: 'Bad', accessLevel: 'all', role: 'x' }).expect(400);
    });

    it('updates pricing and access', async () => {
      const { course } = await createCourse(testApp);
      const updated = await admin
        .patch(`/api/courses/${course.id}`)
        .send({ isPaid: true, price: 1900, accessLevel: 'recruitpro' })
        .expect(200);
      expect(updated.body).toMatchObject({ isPaid: true, price: 1900, accessLevel: 'recruitpro' });
      const free = await admin.patch(`/api/courses/${course.id}`).send({ isPaid: false }).expect(200);
      expect(free.body.price).toBe(0);
      await admin.patch('/api/courses/999999999').send({ title: 'x' }).expect(404);
    });

    it('deleting a course removes it from the catalogue but keeps enrolments and progress', async () => {
      const { course, lessons } = await createCourse(testApp);
      const { agent, user } = await signedInAgent(testApp);
      await enroll(testApp, user, course);
      await agent.post(`/api/lessons/${lessons[0].id}/complete`).expect(200);
      await admin.delete(`/api/courses/${course.id}`).expect(204);
      await agent.get(`/api/courses/${course.id}`).expect(404);
      await admin.get(`/api/courses/${course.id}`).expect(404);
      await agent.post(`/api/lessons/${lessons[1].id}/complete`).expect(404);
      const listed = (await agent.get('/api/courses').expect(200)).body.map((item: { id: number }) => item.id);
      expect(listed).not.toContain(course.id);
      const em = testApp.app.get(EntityManager).fork();
      expect(await em.count(Enrollment, { user: user.id, course: course.id })).toBe(1);
      expect(await em.count(LessonProgress, { user: user.id, course: course.id })).toBe(1);
      await admin.delete(`/api/courses/${course.id}`).expect(404);
    });

    it('sets specific user access for non-admins only', async () => {
      const { course } = await createCourse(testApp, { accessLevel: 'admin' });
      const learner = await createUser(testApp, 'jobseeker');
      const otherAdmin = await createUser(testApp, 'admin');
      const response = await admin
        .put(`/api/courses/${course.id}/specific-access`)
        .send({ userIds: [learner.id] })
        .expect(200);
      expect(response.body.specificUserAccess).toEqual([learner.id]);
      const refused = await admin
        .put(`/api/courses/${course.id}/specific-access`)
        .send({ userIds: [otherAdmin.id] })
        .expect(400);
      expect(refused.body.message).toBe('Admins already see every course; choose non-admin users');
      await admin
        .put(`/api/courses/${course.id}/specific-access`)
        .send({ userIds: [999999999] })
        .expect(400);
      const cleared = await admin.put(`/api/courses/${course.id}/specific-access`).send({ userIds: [] }).expect(200);
      expect(cleared.body.specificUserAccess).toEqual([]);
    });
  });

  describe('structure', () => {
    it('adds modules and lessons at the end, reorders and deletes them', async () => {
      const { course } = await createCourse(testApp, { modules: 0 });
      await admin.post(`/api/courses/${course.id}/modules`).send({ description: 'no title' }).expect(400);
      const first = (await admin.post(`/api/courses/${course.id}/modules`).send({ title: 'Basics' }).expect(201)).body;
      const second = (await admin.post(`/api/courses/${course.id}/modules`).send({ title: 'Advanced', description: 'Deeper' }).expect(201))
        .body;
      expect([first.order, second.order]).toEqual([0, 1]);

      const missing = await admin.post(`/api/modules/${first.id}/lessons`).send({ title: 'No type' }).expect(400);
      expect(missing.body.message).toEqual(['Please fill in lesson title and type.']);
      const a = (await admin.post(`/api/modules/${first.id}/lessons`).send({ title: 'A', type: 'text' }).expect(201)).body;
      const b = (await admin.post(`/api/modules/${first.id}/lessons`).send({ title: 'B', type: 'video' }).expect(201)).body;
      expect([a.order, b.order]).toEqual([0, 1]);
      expect(b.videoProvider).toBe('youtube');

      const reordered = await admin
        .put(`/api/modules/${first.id}/lessons/order`)
        .send({ ids: [b.id, a.id] })
        .expect(200);
      expect(reordered.body.lessons.map((lesson: { id: number }) => lesson.id)).toEqual([b.id, a.id]);
      await admin
        .put(`/api/modules/${first.id}/lessons/order`)
        .send({ ids: [b.id] })
        .expect(400);
      const modules = await admin
        .put(`/api/courses/${course.id}/modules/order`)
        .send({ ids: [second.id, first.id] })
        .expect(200);
      expect(modules.body.map((module: { id: number }) => module.id)).toEqual([second.id, first.id]);

      await admin.patch(`/api/modules/${second.id}`).send({ title: 'Advanced topics' }).expect(200);
      await admin.delete(`/api/lessons/${a.id}`).expect(204);
      await admin.delete(`/api/modules/${first.id}`).expect(204);
      const outline = await admin.get(`/api/courses/${course.id}`).expect(200);
      expect(outline.body.modules.map((module: { title: string }) => module.title)).toEqual(['Advanced topics']);
      expect(outline.body.lessons).toEqual([]);
    });

    it('moves a lesson to a position in another module, renumbering both, in a constant number of statements', async () => {
      const { course, modules, lessons } = await createCourse(testApp, { modules: 2, lessonsPerModule: 3 });
      const [a1, a2, a3, b1, b2, b3] = lessons.map((lesson) => lesson.id);
      const [first, second] = modules.map((module) => module.id);
      const outline = (body: { id: number; lessons: { id: number; order: number }[] }[]) =>
        body.map((module) => module.lessons.map((lesson) => [lesson.id, lesson.order]));

      const moved = await admin.put(`/api/lessons/${a2}/position`).send({ moduleId: second, position: 1 }).expect(200);
      expect(moved.body.map((module: { id: number }) => module.id)).toEqual([first, second]);
      expect(outline(moved.body)).toEqual([
        [
          [a1, 0],
          [a3, 1],
        ],
        [
          [b1, 0],
          [a2, 1],
          [b2, 2],
          [b3, 3],
        ],
      ]);
      const detail = await admin.get(`/api/courses/${course.id}`).expect(200);
      expect(detail.body.lessons.find((lesson: { id: number }) => lesson.id === a2).moduleId).toBe(second);

      // Within its own module, to the end.
      const within = await admin.put(`/api/lessons/${b1}/position`).send({ moduleId: second, position: 3 }).expect(200);
      expect(outline(within.body)[1]).toEqual([
        [a2, 0],
        [b2, 1],
        [b3, 2],
        [b1, 3],
      ]);

      const small = await testApp.countQueries(() =>
        admin.put(`/api/lessons/${a1}/position`).send({ moduleId: second, position: 0 }).expect(200),
      );
      const { modules: bigModules, lessons: bigLessons } = await createCourse(testApp, { modules: 2, lessonsPerModule: 12 });
      const large = await testApp.countQueries(() =>
        admin.put(`/api/lessons/${bigLessons[0].id}/position`).send({ moduleId: bigModules[1].id, position: 5 }).expect(200),
      );
      expect(large.count).toBe(small.count);
    });

    it('refuses a move out of the course, past the end, or of a lesson or module that does not exist', async () => {
      const { modules, lessons } = await createCourse(testApp, { modules: 2, lessonsPerModule: 2 });
      const { modules: otherModules } = await createCourse(testApp);
      const outside = await admin
        .put(`/api/lessons/${lessons[0].id}/position`)
        .send({ moduleId: otherModules[0].id, position: 0 })
        .expect(400);
      expect(outside.body).toMatchObject({
        code: 'LESSON_MOVE_OUTSIDE_COURSE',
        message: 'A lesson can only move to a module of its own course.',
      });
      const past = await admin.put(`/api/lessons/${lessons[0].id}/position`).send({ moduleId: modules[1].id, position: 3 }).expect(400);
      expect(past.body).toMatchObject({ code: 'INVALID_ORDER', message: 'The position must be between 0 and 2.' });
      const negative = await admin
        .put(`/api/lessons/${lessons[0].id}/position`)
        .send({ moduleId: modules[1].id, position: -1 })
        .expect(400);
      expect(negative.body.message).toEqual(['position must be 0 or more']);
      await admin.put(`/api/lessons/${lessons[0].id}/position`).send({ moduleId: modules[1].id }).expect(400);
      const noModule = await admin.put(`/api/lessons/${lessons[0].id}/position`).send({ moduleId: 999999999, position: 0 }).expect(404);
      expect(noModule.body.message).toBe('Module not found');
      const noLesson = await admin.put('/api/lessons/999999999/position').send({ moduleId: modules[1].id, position: 0 }).expect(404);
      expect(noLesson.body.message).toBe('Lesson not found');
      await admin.put('/api/lessons/0/position').send({ moduleId: modules[1].id, position: 0 }).expect(404);
      const unchanged = await admin.get(`/api/modules/${modules[1].id}/lessons`).expect(200);
      expect(unchanged.body.map((lesson: { id: number }) => lesson.id)).toEqual([lessons[2].id, lessons[3].id]);
    });

    it('quick creation reduces YouTube and Vimeo URLs and keeps video fields off other types', async () => {
      const { course } = await createCourse(testApp, { modules: 0 });
      const video = await admin
        .post('/api/lessons')
        .send({
          courseId: course.id,
          title: 'Watch',
          type: 'video',
          videoProvider: 'youtube',
          videoId: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1s',
        })
        .expect(201);
      expect(video.body).toMatchObject({ videoProvider: 'youtube', videoId: 'dQw4w9WgXcQ' });
      const vimeo = await admin
        .post('/api/lessons')
        .send({ courseId: course.id, title: 'Watch more', type: 'video', videoProvider: 'vimeo', videoId: 'https://vimeo.com/76979871' })
        .expect(201);
      expect(vimeo.body.videoId).toBe('76979871');
      const text = await admin
        .post('/api/lessons')
        .send({ courseId: course.id, title: 'Read', type: 'text', videoProvider: 'youtube', videoId: 'abc' })
        .expect(201);
      expect(text.body).toMatchObject({ videoProvider: null, videoId: null });
      const outline = await admin.get(`/api/courses/${course.id}`).expect(200);
      expect(outline.body.modules).toHaveLength(1);
      expect(outline.body.modules[0].title).toBe('Course Content');
      await admin
        .post('/api/lessons')
        .send({ courseId: course.id, title: 'Get', type: 'download', contentUrl: 'javascript:alert(1)' })
        .expect(400);
      await admin.post('/api/lessons').send({ courseId: 999999999, title: 'x', type: 'text' }).expect(404);
    });

    it('the lesson editor: type locked, HTML sanitized, duration whole minutes', async () => {
      const { lessons } = await createCourse(testApp, { lessonType: 'text' });
      const id = lessons[0].id;
      const locked = await admin.patch(`/api/lessons/${id}`).send({ type: 'video' }).expect(400);
      expect(locked.body.message).toBe('Lesson type cannot be changed after creation');
      const saved = await admin
        .patch(`/api/lessons/${id}`)
        .send({
          title: 'Edited',
          type: 'text',
          description: '<p onclick="x()">Intro<script>alert(1)</script></p><img src=x onerror=alert(1)>',
          content: '<h2>Heading</h2><ul><li>one</li></ul><a href="javascript:alert(1)">bad</a><a href="https://example.org">good</a>',
          duration: 'twelve',
          quizQuestions: [],
        })
        .expect(200);
      expect(saved.body.title).toBe('Edited');
      expect(saved.body.description).toBe('<p>Intro</p>');
      expect(saved.body.content).toBe(
        '<h2>Heading</h2><ul><li>one</li></ul><a target="_blank" rel="noopener noreferrer nofollow">bad</a><a href="https://example.org" target="_blank" rel="noopener noreferrer nofollow">good</a>',
      );
      expect(saved.body.duration).toBe(0);
      const minutes = await admin.patch(`/api/lessons/${id}`).send({ duration: '25' }).expect(200);
      expect(minutes.body.duration).toBe(25);
      await admin.patch('/api/lessons/999999999').send({ title: 'x' }).expect(404);
    });
  });
});
