import { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { CourseImage } from '../../src/modules/catalog/entities/course-image.entity.js';
import { signedInAgent } from '../support/accounts.js';
import { createCourse, enroll } from '../support/catalog.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

type Agent = ReturnType<TestApp['agent']>;

const URL_PATTERN = /^\/api\/course-images\/[0-9a-f]{32}-(card|hero)\.webp$/;

function picture(format: 'png' | 'jpeg' | 'webp', width = 1200, height = 900, color = { r: 30, g: 90, b: 200 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    [format]()
    .toBuffer();
}

describe('course images', () => {
  let testApp: TestApp;
  let admin: Agent;

  const upload = (agent: Agent, courseId: number | string, data: Buffer, filename: string, contentType: string) =>
    agent.put(`/api/courses/${courseId}/image`).set('Origin', testApp.config.publicUrl).attach('file', data, { filename, contentType });

  const fetchImage = (url: string) =>
    testApp
      .http()
      .get(url)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });

  const storedImages = (courseId: number) => testApp.app.get(EntityManager).fork().find(CourseImage, { course: courseId });

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = (await signedInAgent(testApp, 'admin')).agent;
  });
  afterAll(() => testApp.close());

  it('crops an upload to a card and a hero WebP, served to anyone with long cache headers', async () => {
    const { course } = await createCourse(testApp);
    const photo = await sharp(await picture('jpeg', 1000, 1000))
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret location' } })
      .toBuffer();
    const uploaded = await upload(admin, course.id, photo, 'photo.jpg', 'image/jpeg').expect(200);
    expect(uploaded.body.id).toBe(course.id);
    expect(uploaded.body.thumbnailUrl).toMatch(URL_PATTERN);
    expect(uploaded.body.heroImageUrl).toMatch(URL_PATTERN);
    expect(uploaded.body.thumbnailUrl.replace('-card.webp', '')).toBe(uploaded.body.heroImageUrl.replace('-hero.webp', ''));

    for (const [url, width, height] of [
      [uploaded.body.thumbnailUrl, 640, 360],
      [uploaded.body.heroImageUrl, 1600, 900],
    ] as const) {
      const served = await fetchImage(url).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(served.body as Buffer).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width, height });
      expect(metadata.exif).toBeUndefined();
    }

    // Learners and visitors see the same addresses in the catalogue and on the course page.
    const { agent: learner } = await signedInAgent(testApp);
    const listed = (await learner.get('/api/courses').expect(200)).body.find((item: { id: number }) => item.id === course.id);
    expect(listed).toMatchObject({ thumbnailUrl: uploaded.body.thumbnailUrl, heroImageUrl: uploaded.body.heroImageUrl });
    const detail = (await learner.get(`/api/courses/${course.id}`).expect(200)).body;
    expect(detail).toMatchObject({ thumbnailUrl: uploaded.body.thumbnailUrl, heroImageUrl: uploaded.body.heroImageUrl });
    const visitor = (await testApp.http().get('/api/courses/public').expect(200)).body.find(
      (item: { id: number }) => item.id === course.id,
    );
    expect(visitor.thumbnailUrl).toBe(uploaded.body.thumbnailUrl);
  });

  it('accepts PNG and WebP; a new picture gets new addresses and the old sizes are deleted; removing deletes them all', async () => {
    const { course } = await createCourse(testApp);
    const first = (await upload(admin, course.id, await picture('png'), 'first.png', 'image/png').expect(200)).body;
    const second = (
      await upload(admin, course.id, await picture('webp', 800, 600, { r: 200, g: 40, b: 40 }), 'second.webp', 'image/webp').expect(200)
    ).body;
    expect(second.thumbnailUrl).not.toBe(first.thumbnailUrl);
    expect(second.heroImageUrl).not.toBe(first.heroImageUrl);
    await fetchImage(first.thumbnailUrl).expect(404);
    await fetchImage(first.heroImageUrl).expect(404);
    await fetchImage(second.thumbnailUrl).expect(200);
    expect((await storedImages(course.id)).map((image) => image.variant).sort()).toEqual(['card', 'hero']);

    // The same picture again keeps its addresses.
    const again = (
      await upload(
        admin,
        course.id,
        await picture('webp', 800, 600, { r: 200, g: 40, b: 40 }),
        'again.webp',
        'application/octet-stream',
      ).expect(200)
    ).body;
    expect(again.thumbnailUrl).toBe(second.thumbnailUrl);
    await fetchImage(second.heroImageUrl).expect(200);

    const removed = (await admin.delete(`/api/courses/${course.id}/image`).expect(200)).body;
    expect(removed).toMatchObject({ id: course.id, thumbnailUrl: null, heroImageUrl: null });
    await fetchImage(second.thumbnailUrl).expect(404);
    expect(await storedImages(course.id)).toEqual([]);
    // Removing again is harmless.
    await admin.delete(`/api/courses/${course.id}/image`).expect(200);
  });

  it('refuses other files, unreadable pictures and oversize uploads with a clear 400', async () => {
    const { course } = await createCourse(testApp);
    const pdf = await upload(admin, course.id, Buffer.from('%PDF-1.4\n%…\n'), 'cv.pdf', 'application/pdf').expect(400);
    expect(pdf.body).toMatchObject({
      code: 'FILE_TYPE_NOT_ACCEPTED',
      message: 'This type of file is not accepted. Allowed images: .jpg, .jpeg, .png, .webp, up to 10 MB.',
    });
    const svg = await upload(
      admin,
      course.id,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'logo.svg',
      'image/svg+xml',
    ).expect(400);
    expect(svg.body.code).toBe('FILE_TYPE_NOT_ACCEPTED');
    const disguised = await upload(admin, course.id, Buffer.from('%PDF-1.4 not a picture'), 'photo.png', 'image/png').expect(400);
    expect(disguised.body.message).toBe('The file is not a valid PNG file. Allowed images: .jpg, .jpeg, .png, .webp, up to 10 MB.');
    const mislabelled = await upload(admin, course.id, await picture('png'), 'photo.png', 'text/html').expect(400);
    expect(mislabelled.body.message).toContain("The file's type (text/html) does not match its .png name.");
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.from('not really a png')]);
    const unreadable = await upload(admin, course.id, broken, 'photo.png', 'image/png').expect(400);
    expect(unreadable.body).toMatchObject({
      code: 'INVALID_COURSE_IMAGE',
      message: 'This image could not be read. Choose another JPEG, PNG or WebP file.',
    });
    const nameless = await upload(admin, course.id, await picture('png'), '', 'application/octet-stream').expect(400);
    expect(nameless.body.code).toBe('FILE_TYPE_NOT_ACCEPTED');
    const empty = await upload(admin, course.id, Buffer.alloc(0), 'photo.png', 'image/png').expect(400);
    expect(empty.body.code).toBe('FILE_EMPTY');
    const huge = Buffer.concat([await picture('png', 10, 10), Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await upload(admin, course.id, huge, 'photo.png', 'image/png').expect(400);
    expect(tooLarge.body).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'The file is larger than 10 MB.' });
    const notMultipart = await admin
      .put(`/api/courses/${course.id}/image`)
      .set('Origin', testApp.config.publicUrl)
      .send({ file: 'x' })
      .expect(400);
    expect(notMultipart.body.code).toBe('UPLOAD_MALFORMED');
    expect(await storedImages(course.id)).toEqual([]);
    expect((await admin.get(`/api/courses/${course.id}`).expect(200)).body.thumbnailUrl).toBeNull();
  });

  it('is for admins only, on courses that exist', async () => {
    const { course } = await createCourse(testApp);
    const png = await picture('png', 64, 64);
    await upload(testApp.agent(), course.id, png, 'a.png', 'image/png').expect(401);
    await testApp.http().delete(`/api/courses/${course.id}/image`).expect(401);
    for (const role of ['jobseeker', 'recruitpro'] as const) {
      const { agent } = await signedInAgent(testApp, role);
      await upload(agent, course.id, png, 'a.png', 'image/png').expect(403);
      await agent.delete(`/api/courses/${course.id}/image`).expect(403);
    }
    expect(await storedImages(course.id)).toEqual([]);

    for (const id of ['999999', '0', '2147483648']) {
      const missing = await upload(admin, id, png, 'a.png', 'image/png').expect(404);
      expect(missing.body).toMatchObject({ code: 'COURSE_NOT_FOUND', message: 'Course not found' });
      await admin.delete(`/api/courses/${id}/image`).expect(404);
    }
    await admin.delete(`/api/courses/${course.id}`).expect(204);
    await upload(admin, course.id, png, 'a.png', 'image/png').expect(404);

    for (const file of ['nothing', `${'0'.repeat(32)}-card.webp`, `${'0'.repeat(32)}-thumb.webp`, '..%2F..%2Fetc%2Fpasswd']) {
      const unknown = await testApp.http().get(`/api/course-images/${file}`).expect(404);
      expect(unknown.body.code).toBe('COURSE_IMAGE_NOT_FOUND');
    }
  });

  it('keeps the statement counts of the catalogue and the dashboard whether courses have images or not', async () => {
    const { agent, user } = await signedInAgent(testApp);
    const plain = await createCourse(testApp, { lessonsPerModule: 1 });
    await enroll(testApp, user, plain.course);
    // Counted on a second request each: the first fills the catalogue cache.
    const secondCount = async (request: () => PromiseLike<unknown>) => {
      await request();
      return (await testApp.countQueries(async () => request())).count;
    };
    const counts = async () => [
      await secondCount(() => agent.get('/api/courses').expect(200)),
      await secondCount(() => testApp.http().get('/api/courses/public').expect(200)),
      await secondCount(() => agent.get('/api/user/dashboard').expect(200)),
      await secondCount(() => agent.get(`/api/courses/${plain.course.id}`).expect(200)),
    ];
    const before = await counts();
    for (let index = 0; index < 3; index++) {
      const { course } = await createCourse(testApp, { lessonsPerModule: 1 });
      await enroll(testApp, user, course);
      await upload(admin, course.id, await picture('png', 64, 64), 'a.png', 'image/png').expect(200);
    }
    await upload(admin, plain.course.id, await picture('png', 64, 64), 'a.png', 'image/png').expect(200);
    expect(await counts()).toEqual(before);
  });
});
