import sharp from 'sharp';
import { signedInAgent } from '../support/accounts.js';
import { createCourse } from '../support/catalog.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

type Agent = ReturnType<TestApp['agent']>;

const PHOTO_URL = /^\/api\/instructor-photos\/[0-9a-f]{32}\.webp$/;

describe('instructors', () => {
  let testApp: TestApp;
  let admin: Agent;

  const origin = () => testApp.config.publicUrl;
  const createInstructor = async (body: Record<string, unknown>) =>
    (await admin.post('/api/instructors').set('Origin', origin()).send(body).expect(201)).body as { id: number; name: string };
  const attach = (courseId: number, instructorIds: number[]) =>
    admin.put(`/api/courses/${courseId}/instructors`).set('Origin', origin()).send({ instructorIds });

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = (await signedInAgent(testApp, 'admin')).agent;
  });
  afterAll(() => testApp.close());

  it('admins create, list, change and delete profiles; course pages show the attached ones in order', async () => {
    const dana = await createInstructor({
      name: '  Dana Whitfield ',
      title: 'Head of Talent Acquisition',
      bio: 'Fifteen years of hiring.',
      credentials: ['SHRM-SCP', ' PHR '],
      links: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/in/dana' }],
    });
    expect(dana).toEqual({
      id: expect.any(Number),
      name: 'Dana Whitfield',
      title: 'Head of Talent Acquisition',
      bio: 'Fifteen years of hiring.',
      credentials: ['SHRM-SCP', 'PHR'],
      links: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/in/dana' }],
      photoUrl: null,
    });
    const marcus = await createInstructor({ name: 'Marcus Oyelaran' });
    expect(marcus).toMatchObject({ title: '', bio: '', credentials: [], links: [] });
    const listed = (await admin.get('/api/instructors').expect(200)).body as { id: number }[];
    expect(listed.map((instructor) => instructor.id)).toEqual(expect.arrayContaining([dana.id, marcus.id]));

    const { course } = await createCourse(testApp);
    const attached = (await attach(course.id, [marcus.id, dana.id]).expect(200)).body;
    expect(attached.instructors.map((instructor: { name: string }) => instructor.name)).toEqual(['Marcus Oyelaran', 'Dana Whitfield']);

    // Visitors (from the catalogue cache) and learners see the change of a profile at once.
    const visitorNames = async () =>
      (
        (await testApp.http().get(`/api/courses/public/${course.id}`).expect(200)).body.instructors as { name: string; title: string }[]
      ).map((instructor) => `${instructor.name}: ${instructor.title}`);
    expect(await visitorNames()).toEqual(['Marcus Oyelaran: ', 'Dana Whitfield: Head of Talent Acquisition']);
    await admin.patch(`/api/instructors/${marcus.id}`).set('Origin', origin()).send({ title: 'Sourcing Lead' }).expect(200);
    expect(await visitorNames()).toEqual(['Marcus Oyelaran: Sourcing Lead', 'Dana Whitfield: Head of Talent Acquisition']);
    const { agent: learner } = await signedInAgent(testApp);
    expect((await learner.get(`/api/courses/${course.id}`).expect(200)).body.instructors).toHaveLength(2);

    await attach(course.id, [dana.id]).expect(200);
    expect(await visitorNames()).toEqual(['Dana Whitfield: Head of Talent Acquisition']);
    await admin.delete(`/api/instructors/${dana.id}`).set('Origin', origin()).expect(204);
    expect(await visitorNames()).toEqual([]);
    await admin.patch(`/api/instructors/${dana.id}`).set('Origin', origin()).send({ name: 'Gone' }).expect(404);
  });

  it('refuses learners, visitors and bad input with clear answers', async () => {
    const { agent: learner } = await signedInAgent(testApp);
    const marcus = await createInstructor({ name: 'Marcus' });
    const { course } = await createCourse(testApp);
    await learner.get('/api/instructors').expect(403);
    await learner.post('/api/instructors').set('Origin', origin()).send({ name: 'Me' }).expect(403);
    await learner.patch(`/api/instructors/${marcus.id}`).set('Origin', origin()).send({ name: 'Me' }).expect(403);
    await learner.delete(`/api/instructors/${marcus.id}`).set('Origin', origin()).expect(403);
    await learner
      .put(`/api/courses/${course.id}/instructors`)
      .set('Origin', origin())
      .send({ instructorIds: [marcus.id] })
      .expect(403);
    await testApp.http().get('/api/instructors').expect(401);

    const invalid = async (body: Record<string, unknown>, message: string) => {
      const answer = await admin.post('/api/instructors').set('Origin', origin()).send(body).expect(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
      expect(answer.body.message).toContain(message);
    };
    await invalid({ name: '   ' }, 'Name is required');
    await invalid(
      { name: 'A', links: [{ label: 'Evil', url: 'javascript:alert(1)' }] },
      'Each link must be a web address starting with http:// or https://',
    );
    await invalid(
      { name: 'A', links: [{ label: 'Relative', url: '/courses' }] },
      'Each link must be a web address starting with http:// or https://',
    );
    await invalid({ name: 'A', links: [{ label: '', url: 'https://example.com' }] }, 'Each link needs a label');
    await invalid({ name: 'A', credentials: ['x'.repeat(61)] }, 'Each credential must be 1 to 60 characters');
    await invalid({ name: 'A', credentials: 'SHRM' }, 'Credentials must be a list');
    const nullName = await admin.patch(`/api/instructors/${marcus.id}`).set('Origin', origin()).send({ name: null }).expect(400);
    expect(nullName.body.message).toContain('Name is required');

    expect((await attach(course.id, [marcus.id, 2_000_000_000]).expect(400)).body.code).toBe('UNKNOWN_INSTRUCTORS');
    expect((await attach(course.id, [marcus.id, marcus.id]).expect(400)).body.code).toBe('INVALID_ORDER');
    expect((await attach(2_000_000_000, [marcus.id]).expect(404)).body.code).toBe('COURSE_NOT_FOUND');
    await admin.patch('/api/instructors/01').set('Origin', origin()).send({ name: 'X' }).expect(404);
  });

  it('crops a photo to a 400×400 WebP served to anyone; a new photo gets a new address', async () => {
    const instructor = await createInstructor({ name: 'Photo Person' });
    const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 20, g: 120, b: 90 } } })
      .png()
      .toBuffer();
    const uploaded = (
      await admin
        .put(`/api/instructors/${instructor.id}/photo`)
        .set('Origin', origin())
        .attach('file', picture, { filename: 'me.png', contentType: 'image/png' })
        .expect(200)
    ).body;
    expect(uploaded.photoUrl).toMatch(PHOTO_URL);
    const served = await testApp
      .http()
      .get(uploaded.photoUrl)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400 });

    const pdf = await admin
      .put(`/api/instructors/${instructor.id}/photo`)
      .set('Origin', origin())
      .attach('file', Buffer.from('%PDF-1.4\n'), { filename: 'cv.pdf', contentType: 'application/pdf' })
      .expect(400);
    expect(pdf.body.code).toBe('FILE_TYPE_NOT_ACCEPTED');

    const removed = (await admin.delete(`/api/instructors/${instructor.id}/photo`).set('Origin', origin()).expect(200)).body;
    expect(removed.photoUrl).toBeNull();
    await testApp.http().get(uploaded.photoUrl).expect(404);
    await testApp.http().get('/api/instructor-photos/not-a-photo.webp').expect(404);
  });

  it("keeps the course page's statements constant whatever the number of instructors", async () => {
    const { agent: learner } = await signedInAgent(testApp);
    const one = await createCourse(testApp);
    const many = await createCourse(testApp);
    const ids: number[] = [];
    for (let index = 0; index < 8; index++) ids.push((await createInstructor({ name: `Instructor ${index}`, credentials: ['A', 'B'] })).id);
    await attach(one.course.id, ids.slice(0, 1)).expect(200);
    await attach(many.course.id, ids).expect(200);
    // The course list is loaded once for both; each course's outline and instructors are loaded on its first request.
    await testApp.http().get('/api/courses/public').expect(200);
    const cold = {
      one: await testApp.countQueries(() => testApp.http().get(`/api/courses/public/${one.course.id}`).expect(200)),
      many: await testApp.countQueries(() => testApp.http().get(`/api/courses/public/${many.course.id}`).expect(200)),
    };
    expect(cold.many.count).toBe(cold.one.count);
    expect(cold.one.count).toBeLessThanOrEqual(3);
    const signedIn = {
      one: await testApp.countQueries(() => learner.get(`/api/courses/${one.course.id}`).expect(200)),
      many: await testApp.countQueries(() => learner.get(`/api/courses/${many.course.id}`).expect(200)),
    };
    expect(signedIn.many.count).toBe(signedIn.one.count);
    expect((await learner.get(`/api/courses/${many.course.id}`).expect(200)).body.instructors).toHaveLength(8);
  });
});
