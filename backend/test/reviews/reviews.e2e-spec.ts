import type TestAgent from 'supertest/lib/agent.js';
import type { Course } from '../../src/modules/catalog/entities/course.entity.js';
import type { Lesson } from '../../src/modules/catalog/entities/lesson.entity.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { REVIEW_WRITES_PER_HOUR } from '../../src/modules/reviews/reviews.service.js';
import { signedInAgent } from '../support/accounts.js';
import { createCourse, enroll } from '../support/catalog.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createMigratedDatabase, dropDatabase } from '../support/test-database.js';

interface Learner {
  agent: TestAgent;
  user: User;
}

describe('course reviews and ratings', () => {
  // A database of its own: the academy's review threshold is one setting for everyone.
  const adminUrl = process.env.ACADEMY_TEST_ADMIN_URL!;
  let databaseUrl: string;
  let testApp: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    databaseUrl = await createMigratedDatabase('academy_reviews');
    testApp = await createTestApp({ DATABASE_URL: databaseUrl });
    admin = (await signedInAgent(testApp, 'admin')).agent;
  });
  afterAll(async () => {
    await testApp.close();
    await dropDatabase(adminUrl, databaseUrl);
  });

  /** A learner enrolled in `course` who completed `completed` of its lessons through the API. */
  async function learnerWith(course: Course, lessons: Lesson[], completed: number): Promise<Learner> {
    const learner = await signedInAgent(testApp);
    await enroll(testApp, learner.user, course);
    for (const lesson of lessons.slice(0, completed)) await learner.agent.post(`/api/lessons/${lesson.id}/complete`).expect(200);
    return learner;
  }

  /** A course of ten lessons: each lesson is 10% of it. */
  const tenLessons = () => createCourse(testApp, { modules: 2, lessonsPerModule: 5 });

  it('lets an enrolled learner review once they completed the academy share (30% by default), and refuses others with a clear 4xx', async () => {
    const { course, lessons } = await tenLessons();
    const visitorPage = await testApp.http().get(`/api/courses/${course.id}/reviews`).expect(200);
    expect(visitorPage.body).toEqual({ items: [], total: 0, page: 1, pageSize: 20, summary: { count: 0, average: null } });

    const outsider = await signedInAgent(testApp);
    const notEnrolled = await outsider.agent.post(`/api/courses/${course.id}/reviews`).send({ rating: 5 }).expect(403);
    expect(notEnrolled.body).toMatchObject({ code: 'REVIEW_NOT_ENROLLED', message: 'Enrol in this course to review it.' });

    const early = await learnerWith(course, lessons, 2);
    const mine = await early.agent.get(`/api/courses/${course.id}/reviews/mine`).expect(200);
    expect(mine.body).toEqual({
      canReview: false,
      reason: 'Complete at least 30% of this course to review it. You have completed 20%.',
      requiredProgress: 30,
      progress: 20,
      review: null,
    });
    const tooEarly = await early.agent.post(`/api/courses/${course.id}/reviews`).send({ rating: 4 }).expect(403);
    expect(tooEarly.body).toMatchObject({ code: 'REVIEW_PROGRESS_TOO_LOW' });

    await early.agent.post(`/api/lessons/${lessons[2].id}/complete`).expect(200);
    const created = await early.agent
      .post(`/api/courses/${course.id}/reviews`)
      .send({ rating: 4, body: '  Useful scorecards.  ' })
      .expect(201);
    expect(created.body).toMatchObject({ rating: 4, body: 'Useful scorecards.', editedAt: null, isHidden: false, hiddenReason: null });

    const again = await early.agent.post(`/api/courses/${course.id}/reviews`).send({ rating: 5 }).expect(409);
    expect(again.body).toMatchObject({ code: 'REVIEW_EXISTS' });

    await testApp.http().post(`/api/courses/${course.id}/reviews`).send({ rating: 5 }).expect(401);
    for (const bad of [{ rating: 0 }, { rating: 6 }, { rating: 4.5 }, { rating: '5' }, {}, { rating: 5, body: 'x'.repeat(2001) }]) {
      const answer = await early.agent.post(`/api/courses/${course.id}/reviews`).send(bad).expect(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
    }
    const hiddenCourse = (await createCourse(testApp, { accessLevel: 'recruitpro' })).course;
    await early.agent.post(`/api/courses/${hiddenCourse.id}/reviews`).send({ rating: 5 }).expect(404);
  });

  it('follows the threshold an admin sets (0–100), for new reviews only', async () => {
    expect((await admin.get('/api/admin/settings').expect(200)).body).toEqual({ reviewMinProgress: 30 });
    const learner = await signedInAgent(testApp);
    await learner.agent.get('/api/admin/settings').expect(403);
    await learner.agent.patch('/api/admin/settings').send({ reviewMinProgress: 0 }).expect(403);
    for (const bad of [-1, 101, 12.5, '50', null]) {
      const answer = await admin.patch('/api/admin/settings').send({ reviewMinProgress: bad }).expect(400);
      expect(answer.body.message).toContain('The share of a course must be a whole percent from 0 to 100');
    }

    const { course, lessons } = await tenLessons();
    const starter = await learnerWith(course, lessons, 0);
    try {
      await admin.patch('/api/admin/settings').send({ reviewMinProgress: 0 }).expect(200, { reviewMinProgress: 0 });
      await starter.agent.post(`/api/courses/${course.id}/reviews`).send({ rating: 3 }).expect(201);
      await admin.patch('/api/admin/settings').send({ reviewMinProgress: 100 }).expect(200);
      const nine = await learnerWith(course, lessons, 9);
      await nine.agent.post(`/api/courses/${course.id}/reviews`).send({ rating: 5 }).expect(403);
      // A review written before the threshold rose stays editable.
      const [own] = (await starter.agent.get(`/api/courses/${course.id}/reviews`).expect(200)).body.items;
      await starter.agent.put(`/api/reviews/${own.id}`).send({ rating: 2 }).expect(200);
    } finally {
      await admin.patch('/api/admin/settings').send({ reviewMinProgress: 30 }).expect(200);
    }
  });

  it('lets only the author edit a review, marking it edited and keeping the average right', async () => {
    const { course, lessons } = await tenLessons();
    const ann = await learnerWith(course, lessons, 3);
    const bob = await learnerWith(course, lessons, 3);
    const annReview = (await ann.agent.post(`/api/courses/${course.id}/reviews`).send({ rating: 5, body: 'Great' }).expect(201)).body;
    await bob.agent.post(`/api/courses/${course.id}/reviews`).send({ rating: 2 }).expect(201);
    expect((await testApp.http().get(`/api/courses/public/${course.id}`).expect(200)).body).toMatchObject({
      ratingCount: 2,
      ratingAverage: 3.5,
    });

    const edited = await ann.agent.put(`/api/reviews/${annReview.id}`).send({ rating: 3, body: 'Good, but long' }).expect(200);
    expect(edited.body).toMatchObject({ id: annReview.id, rating: 3, body: 'Good, but long' });
    expect(edited.body.editedAt).not.toBeNull();

    const notYours = await bob.agent.put(`/api/reviews/${annReview.id}`).send({ rating: 1 }).expect(403);
    expect(notYours.body).toMatchObject({ code: 'REVIEW_NOT_YOURS' });
    await bob.agent.put('/api/reviews/999999999').send({ rating: 1 }).expect(404);

    const page = (await bob.agent.get(`/api/courses/${course.id}/reviews`).expect(200)).body;
    expect(page.summary).toEqual({ count: 2, average: 2.5 });
    expect(page.items.map((review: { rating: number; isOwn: boolean }) => [review.rating, review.isOwn])).toEqual([
      [2, true],
      [3, false],
    ]);
    expect(page.items[1]).toMatchObject({ authorName: 'Test J.', body: 'Good, but long' });
    expect(JSON.stringify(page)).not.toContain(ann.user.email);
    const learner = (await bob.agent.get('/api/courses').expect(200)).body.find((entry: { id: number }) => entry.id === course.id);
    expect(learner).toMatchObject({ ratingCount: 2, ratingAverage: 2.5 });
  });

  it('stores review text as plain text', async () => {
    const { course, lessons } = await tenLessons();
    const learner = await learnerWith(course, lessons, 3);
    const body =
      '<p onclick="steal()">Loved it <script>alert(1)</script><a href="javascript:alert(2)">here</a> & 5 > 4</p><img src=x onerror=alert(3)>';
    const created = await learner.agent.post(`/api/courses/${course.id}/reviews`).send({ rating: 5, body }).expect(201);
    expect(created.body.body).toBe('Loved it here & 5 > 4');
    const listed = (await testApp.http().get(`/api/courses/${course.id}/reviews`).expect(200)).body.items[0];
    expect(listed.body).toBe('Loved it here & 5 > 4');
  });

  it('counts helpful votes once per learner, never on their own review, and sorts by them on request', async () => {
    const { course, lessons } = await tenLessons();
    const [first, second, third] = [
      await learnerWith(course, lessons, 3),
      await learnerWith(course, lessons, 3),
      await learnerWith(course, lessons, 3),
    ];
    const older = (await first.agent.post(`/api/courses/${course.id}/reviews`).send({ rating: 4, body: 'Older' }).expect(201)).body;
    const newer = (await second.agent.post(`/api/courses/${course.id}/reviews`).send({ rating: 5, body: 'Newer' }).expect(201)).body;

    const own = await first.agent.put(`/api/reviews/${older.id}/helpful`).expect(403);
    expect(own.body).toMatchObject({ code: 'REVIEW_OWN_HELPFUL' });
    expect((await second.agent.put(`/api/reviews/${older.id}/helpful`).expect(200)).body).toEqual({ helpfulCount: 1, votedHelpful: true });
    expect((await second.agent.put(`/api/reviews/${older.id}/helpful`).expect(200)).body).toEqual({ helpfulCount: 1, votedHelpful: true });
    expect((await third.agent.put(`/api/reviews/${older.id}/helpful`).expect(200)).body).toEqual({ helpfulCount: 2, votedHelpful: true });
    expect((await third.agent.delete(`/api/reviews/${older.id}/helpful`).expect(200)).body).toEqual({
      helpfulCount: 1,
      votedHelpful: false,
    });
    expect((await third.agent.delete(`/api/reviews/${older.id}/helpful`).expect(200)).body).toEqual({
      helpfulCount: 1,
      votedHelpful: false,
    });
    await testApp.http().put(`/api/reviews/${older.id}/helpful`).expect(401);

    const ids = (page: { items: { id: number }[] }) => page.items.map((review) => review.id);
    const newest = (await second.agent.get(`/api/courses/${course.id}/reviews`).expect(200)).body;
    expect(ids(newest)).toEqual([newer.id, older.id]);
    const helpful = (await second.agent.get(`/api/courses/${course.id}/reviews?sort=helpful`).expect(200)).body;
    expect(ids(helpful)).toEqual([older.id, newer.id]);
    expect(helpful.items[0]).toMatchObject({ helpfulCount: 1, votedHelpful: true });
    const paged = (await testApp.http().get(`/api/courses/${course.id}/reviews?sort=helpful&page=2&pageSize=1`).expect(200)).body;
    expect({ ids: ids(paged), total: paged.total }).toEqual({ ids: [newer.id], total: 2 });
    await testApp.http().get(`/api/courses/${course.id}/reviews?sort=best`).expect(400);
  });

  it("takes a removed account's review out of the course's rating and its helpful votes out of the counts", async () => {
    const { course, lessons } = await tenLessons();
    const [staying, leaving] = [await learnerWith(course, lessons, 3), await learnerWith(course, lessons, 3)];
    const kept = (await staying.agent.post(`/api/courses/${course.id}/reviews`).send({ rating: 5 }).expect(201)).body;
    await leaving.agent.post(`/api/courses/${course.id}/reviews`).send({ rating: 1 }).expect(201);
    await leaving.agent.put(`/api/reviews/${kept.id}/helpful`).expect(200);
    expect((await testApp.http().get(`/api/courses/${course.id}/reviews`).expect(200)).body.summary).toEqual({ count: 2, average: 3 });

    await admin.delete(`/api/admin/users/${leaving.user.id}`).expect(204);

    const page = (await testApp.http().get(`/api/courses/${course.id}/reviews`).expect(200)).body;
    expect({ summary: page.summary, total: page.total }).toEqual({ summary: { count: 1, average: 5 }, total: 1 });
    expect(page.items.map((review: { id: number; helpfulCount: number }) => [review.id, review.helpfulCount])).toEqual([[kept.id, 0]]);
  });

  it('lets only admins hide a review with a reason and unhide it; hidden reviews leave the lists and the average, and their author sees why', async () => {
    const { course, lessons } = await tenLessons();
    const author = await learnerWith(course, lessons, 3);
    const other = await learnerWith(course, lessons, 3);
    const review = (await author.agent.post(`/api/courses/${course.id}/reviews`).send({ rating: 1, body: 'Call me on 555' }).expect(201))
      .body;
    await other.agent.post(`/api/courses/${course.id}/reviews`).send({ rating: 5 }).expect(201);

    await author.agent.post(`/api/admin/reviews/${review.id}/hide`).send({ reason: 'Mine' }).expect(403);
    await author.agent.get('/api/admin/reviews').expect(403);
    await admin.post(`/api/admin/reviews/${review.id}/hide`).send({ reason: '   ' }).expect(400);
    await admin.post(`/api/admin/reviews/${review.id}/hide`).send({}).expect(400);
    await admin.post('/api/admin/reviews/999999999/hide').send({ reason: 'Spam' }).expect(404);
    const hidden = await admin.post(`/api/admin/reviews/${review.id}/hide`).send({ reason: 'Shares a phone number' }).expect(200);
    expect(hidden.body).toMatchObject({
      id: review.id,
      courseId: course.id,
      hiddenReason: 'Shares a phone number',
      authorEmail: author.user.email,
    });
    expect(hidden.body.hiddenAt).not.toBeNull();

    const visitor = (await testApp.http().get(`/api/courses/${course.id}/reviews`).expect(200)).body;
    expect({ total: visitor.total, summary: visitor.summary, ids: visitor.items.map((item: { id: number }) => item.id) }).toEqual({
      total: 1,
      summary: { count: 1, average: 5 },
      ids: [expect.any(Number)],
    });
    expect(visitor.items[0].id).not.toBe(review.id);
    expect((await testApp.http().get(`/api/courses/public/${course.id}`).expect(200)).body).toMatchObject({
      ratingCount: 1,
      ratingAverage: 5,
    });
    expect((await author.agent.get(`/api/courses/${course.id}/reviews/mine`).expect(200)).body.review).toMatchObject({
      id: review.id,
      isHidden: true,
      hiddenReason: 'Shares a phone number',
    });
    await other.agent.put(`/api/reviews/${review.id}/helpful`).expect(404);

    const hiddenOnly = (await admin.get(`/api/admin/reviews?courseId=${course.id}&hidden=true`).expect(200)).body;
    expect({ total: hiddenOnly.total, ids: hiddenOnly.items.map((item: { id: number }) => item.id) }).toEqual({
      total: 1,
      ids: [review.id],
    });
    const all = (await admin.get(`/api/admin/reviews?courseId=${course.id}`).expect(200)).body;
    expect(all.total).toBe(2);
    await admin.get('/api/admin/reviews?hidden=maybe').expect(400);

    const shown = await admin.post(`/api/admin/reviews/${review.id}/unhide`).expect(200);
    expect(shown.body).toMatchObject({ hiddenAt: null, hiddenReason: null });
    expect((await testApp.http().get(`/api/courses/public/${course.id}`).expect(200)).body).toMatchObject({
      ratingCount: 2,
      ratingAverage: 3,
    });
  });

  it('limits review writes per learner', async () => {
    const { course, lessons } = await tenLessons();
    const learner = await learnerWith(course, lessons, 3);
    const review = (await learner.agent.post(`/api/courses/${course.id}/reviews`).send({ rating: 5 }).expect(201)).body;
    for (let edit = 1; edit < REVIEW_WRITES_PER_HOUR; edit++)
      await learner.agent.put(`/api/reviews/${review.id}`).send({ rating: 4 }).expect(200);
    const limited = await learner.agent.put(`/api/reviews/${review.id}`).send({ rating: 3 }).expect(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps the catalogue and the review list at a constant number of statements, whatever the reviews', async () => {
    const courses = await Promise.all([tenLessons(), tenLessons(), tenLessons()]);
    const reader = await signedInAgent(testApp);
    const countsFor = async () => {
      // A review change drops the catalogue cache: measure the catalogue read from the database.
      const visitor = await testApp.countQueries(() => testApp.http().get('/api/courses/public').expect(200));
      const learner = await testApp.countQueries(() => reader.agent.get('/api/courses').expect(200));
      const reviews = await testApp.countQueries(() =>
        reader.agent.get(`/api/courses/${courses[0].course.id}/reviews?sort=helpful`).expect(200),
      );
      return { visitor: visitor.statements, learner: learner.count, reviews: reviews.count };
    };

    const first = await learnerWith(courses[0].course, courses[0].lessons, 3);
    await first.agent.post(`/api/courses/${courses[0].course.id}/reviews`).send({ rating: 4 }).expect(201);
    const fewer = await countsFor();

    for (const { course, lessons } of courses) {
      for (let n = 0; n < 3; n++) {
        const learner = await learnerWith(course, lessons, 3);
        await learner.agent
          .post(`/api/courses/${course.id}/reviews`)
          .send({ rating: 5, body: `Review ${n}` })
          .expect(201);
      }
    }
    const more = await countsFor();

    expect(more).toEqual(fewer);
    expect(more.visitor).toHaveLength(1);
    expect(more.visitor.join('\n')).not.toContain('"reviews"');
    // The session's statement, then the course's summary and the page, in parallel.
    expect(more.reviews).toBeLessThanOrEqual(3);
  });
});
