import { EntityManager } from '@mikro-orm/postgresql';
import { Lesson, type LessonType } from '../../src/modules/catalog/entities/lesson.entity.js';
import { signedInAgent } from '../support/accounts.js';
import { createCourse } from '../support/catalog.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

type Agent = ReturnType<TestApp['agent']>;

describe('free preview lessons', () => {
  let testApp: TestApp;
  let admin: Agent;

  const origin = () => testApp.config.publicUrl;
  const markPreview = (lessonId: number, isPreview: boolean) =>
    admin.patch(`/api/lessons/${lessonId}`).set('Origin', origin()).send({ isPreview });

  /** A paid public course: lesson 0 a video preview, lesson 1 a text preview, lesson 2 not a preview. */
  async function paidCourseWithPreviews() {
    const created = await createCourse(testApp, { isPaid: true, price: 4900, lessonsPerModule: 3 });
    const em = testApp.app.get(EntityManager).fork();
    await em.nativeUpdate(
      Lesson,
      { id: created.lessons[1].id },
      { type: 'text', videoProvider: null, videoId: null, content: '<p>Read me</p>' },
    );
    await markPreview(created.lessons[0].id, true).expect(200);
    await markPreview(created.lessons[1].id, true).expect(200);
    return created;
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = (await signedInAgent(testApp, 'admin')).agent;
  });
  afterAll(() => testApp.close());

  it('opens a preview lesson with its content to visitors and marks previews in the outline', async () => {
    const { course, lessons } = await paidCourseWithPreviews();
    const video = (await testApp.http().get(`/api/lessons/${lessons[0].id}/preview`).expect(200)).body;
    expect(video).toMatchObject({
      id: lessons[0].id,
      courseId: course.id,
      type: 'video',
      videoProvider: 'youtube',
      videoId: lessons[0].videoId,
      canAccessContent: true,
      isPreview: true,
      isCompleted: false,
    });
    const text = (await testApp.http().get(`/api/lessons/${lessons[1].id}/preview`).expect(200)).body;
    expect(text).toMatchObject({ type: 'text', content: '<p>Read me</p>', canAccessContent: true, isPreview: true });

    const outline = (await testApp.http().get(`/api/courses/public/${course.id}`).expect(200)).body;
    expect(outline.lessons.map((lesson: { isPreview: boolean }) => lesson.isPreview)).toEqual([true, true, false]);

    // One statement per preview (its course's outline comes from the catalogue cache).
    const counted = await testApp.countQueries(() => testApp.http().get(`/api/lessons/${lessons[1].id}/preview`).expect(200));
    expect(counted.count).toBe(1);
  });

  it('refuses the content of a lesson that is not a preview to visitors and non-enrolled learners', async () => {
    const { lessons } = await paidCourseWithPreviews();
    const refused = await testApp.http().get(`/api/lessons/${lessons[2].id}/preview`).expect(403);
    expect(refused.body).toMatchObject({
      code: 'PREVIEW_NOT_AVAILABLE',
      message: 'This lesson is not a free preview. Enroll in the course to open it.',
    });
    await testApp.http().get(`/api/lessons/${lessons[2].id}`).expect(401);
    await testApp.http().get('/api/lessons/2000000000/preview').expect(404);

    const { agent: learner } = await signedInAgent(testApp);
    const locked = (await learner.get(`/api/lessons/${lessons[2].id}`).expect(200)).body;
    expect(locked).toMatchObject({
      canAccessContent: false,
      isPreview: false,
      videoId: null,
      videoProvider: null,
      content: null,
      contentUrl: null,
    });
    const open = (await learner.get(`/api/lessons/${lessons[0].id}`).expect(200)).body;
    expect(open).toMatchObject({ canAccessContent: true, isPreview: true, videoId: lessons[0].videoId });
  });

  it('records no progress for a preview opened by a learner who is not enrolled', async () => {
    const { course, lessons } = await paidCourseWithPreviews();
    const { agent: learner } = await signedInAgent(testApp);
    const answer = await learner.post(`/api/lessons/${lessons[0].id}/complete`).set('Origin', origin()).expect(403);
    expect(answer.body.code).toBe('NOT_ENROLLED');
    await learner.put(`/api/lessons/${lessons[0].id}/last-viewed`).set('Origin', origin()).expect(403);
    expect((await learner.get(`/api/courses/${course.id}`).expect(200)).body.progress).toEqual({ completed: 0, total: 3 });
  });

  it('keeps previews inside courses the viewer may see', async () => {
    const hidden = await createCourse(testApp, { accessLevel: 'recruitpro' });
    await markPreview(hidden.lessons[0].id, true).expect(200);
    await testApp.http().get(`/api/lessons/${hidden.lessons[0].id}/preview`).expect(404);
    const { agent: jobseeker } = await signedInAgent(testApp, 'jobseeker');
    await jobseeker.get(`/api/lessons/${hidden.lessons[0].id}`).expect(404);
    const { agent: recruiter } = await signedInAgent(testApp, 'recruitpro');
    expect((await recruiter.get(`/api/lessons/${hidden.lessons[0].id}`).expect(200)).body).toMatchObject({ canAccessContent: true });
  });

  it.each<LessonType>(['quiz', 'download'])('refuses to make a %s lesson a preview, when created and when edited', async (type) => {
    const { modules } = await createCourse(testApp, { lessonsPerModule: 0 });
    const created = await admin
      .post(`/api/modules/${modules[0].id}/lessons`)
      .set('Origin', origin())
      .send({ title: `A ${type}`, type, isPreview: true })
      .expect(400);
    expect(created.body).toMatchObject({
      code: 'LESSON_PREVIEW_NOT_ALLOWED',
      message: 'Only video and text lessons can be free previews.',
    });
    const lesson = (
      await admin
        .post(`/api/modules/${modules[0].id}/lessons`)
        .set('Origin', origin())
        .send({ title: `A ${type}`, type })
        .expect(201)
    ).body;
    expect(lesson.isPreview).toBe(false);
    const edited = await markPreview(lesson.id, true).expect(400);
    expect(edited.body.code).toBe('LESSON_PREVIEW_NOT_ALLOWED');
    await markPreview(lesson.id, false).expect(200);
    expect((await markPreview(lesson.id, 'yes' as unknown as boolean).expect(400)).body.code).toBe('VALIDATION_FAILED');
  });

  it('only admins mark previews', async () => {
    const { lessons } = await createCourse(testApp);
    const { agent: learner } = await signedInAgent(testApp);
    await learner.patch(`/api/lessons/${lessons[0].id}`).set('Origin', origin()).send({ isPreview: true }).expect(403);
    await testApp.http().get(`/api/lessons/${lessons[0].id}/preview`).expect(403);
  });
});
