import { createUser, signedInAgent } from '../support/accounts.js';
import { createCourse } from '../support/catalog.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** Inputs the OpenAPI fuzz found answered with 500, each now a clear 400. */
describe('input the fuzz found', () => {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAgent>>['agent'];

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = (await signedInAgent(testApp, 'admin')).agent;
  });
  afterAll(() => testApp.close());

  it('refuses NUL characters and lone surrogates in bodies, query strings and paths', async () => {
    const { modules } = await createCourse(testApp);
    const nul = await admin.patch(`/api/modules/${modules[0].id}`).send({ title: 'a\u0000b' }).expect(400);
    expect(nul.body.message).toBe('Text must not contain NUL characters or invalid Unicode');
    const surrogate = await testApp.http().post('/api/login').send({ email: '\uD800', password: 'secret1' }).expect(400);
    expect(surrogate.body.message).toBe('Text must not contain NUL characters or invalid Unicode');
    await testApp
      .http()
      .post('/api/login')
      .send({ ['\uDFFF']: 'key', email: 'a@b.co', password: 'secret1' })
      .expect(400);
    await admin.get('/api/admin/users?search=%00').expect(400);
    await testApp.http().get('/api/invite/a%00b').expect(400);
    // Emoji (proper surrogate pairs) and right-to-left text are fine.
    await admin.patch(`/api/modules/${modules[0].id}`).send({ title: 'שלום 😀' }).expect(200);
  });

  it('refuses absurdly nested JSON instead of overflowing the stack', async () => {
    const { course } = await createCourse(testApp);
    const body = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const response = await admin.post(`/api/courses/${course.id}/invite`).set('Content-Type', 'application/json').send(body).expect(400);
    expect(response.body.message).toBe('The request body is nested too deeply');
  });

  it('refuses null for fields that cannot be empty, instead of failing to save', async () => {
    const { course, modules, lessons } = await createCourse(testApp);
    const courseNull = await admin.patch(`/api/courses/${course.id}`).send({ accessLevel: null }).expect(400);
    expect(courseNull.body.message).toEqual(['Access level must be one of: all, recruitpro, jobseeker, admin']);
    await admin.patch(`/api/courses/${course.id}`).send({ title: null }).expect(400);
    const moduleNull = await admin.patch(`/api/modules/${modules[0].id}`).send({ title: null, description: null }).expect(400);
    expect(moduleNull.body.message).toEqual(['Module title is required']);
    await admin.patch(`/api/lessons/${lessons[0].id}`).send({ title: null }).expect(400);
    const learner = await createUser(testApp);
    const emailNull = await admin
      .put(`/api/admin/users/${learner.id}`)
      .send({ firstName: 'Ada', lastName: 'Learner', role: 'jobseeker', email: null })
      .expect(400);
    expect(emailNull.body.message).toEqual(['Please enter a valid email address']);
    // Nullable fields still take null.
    await admin.patch(`/api/modules/${modules[0].id}`).send({ description: null }).expect(200);
    await admin.patch(`/api/courses/${course.id}`).send({ estimatedDuration: null }).expect(200);
  });

  it('refuses numbers too large for their columns', async () => {
    const { course, modules } = await createCourse(testApp);
    const duration = await admin.patch(`/api/courses/${course.id}`).send({ estimatedDuration: 2147483648 }).expect(400);
    expect(duration.body.message).toEqual(['Estimated duration must be at most 100000 minutes']);
    const order = await admin
      .post(`/api/modules/${modules[0].id}/lessons`)
      .send({ title: 'Far', type: 'text', order: 2147483648 })
      .expect(400);
    expect(order.body.message).toEqual(['Order must be at most 100000']);
    const lesson = await admin.post('/api/lessons').send({ title: 'Nowhere', type: 'text', courseId: 2147483648 }).expect(400);
    expect(lesson.body.message).toEqual(['Course not found']);
    await admin
      .put(`/api/courses/${course.id}/modules/order`)
      .send({ ids: [2147483648] })
      .expect(400);
    await admin
      .put(`/api/courses/${course.id}/specific-access`)
      .send({ userIds: [2147483648] })
      .expect(400);
    const size = await admin
      .post('/api/downloads')
      .send({ title: 'Big', fileType: 'Guide', fileUrl: 'https://example.com/big.pdf', fileName: 'big.pdf', fileSize: 2 ** 40 })
      .expect(400);
    expect(size.body.message).toEqual(['File size must be at most 2 GB']);
  });
});
