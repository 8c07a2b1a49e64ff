import { EntityManager } from '@mikro-orm/postgresql';
import { RequestContext } from '@mikro-orm/core';
import { CatalogService } from '../../src/modules/catalog/catalog.service.js';
import type { Viewer } from '../../src/modules/catalog/public/viewer.js';
import { createUser } from '../support/accounts.js';
import { createCourse, enroll } from '../support/catalog.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

// The course page's JSON is spliced from the cached values' JSON (CatalogService.detailJson): it must be
// exactly what serialising `detail`, the same answer as objects, gives.
describe("the course page's JSON", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('is the JSON of the course page as objects, for a visitor, a learner with completions and an admin', async () => {
    const learner = await createUser(testApp);
    const admin = await createUser(testApp, 'admin');
    const { course, lessons } = await createCourse(testApp, { modules: 2, lessonsPerModule: 3, specificUsers: [learner] });
    await enroll(testApp, learner, course);
    const catalog = testApp.app.get(CatalogService);
    const em = testApp.app.get(EntityManager);
    const viewers: Viewer[] = [null, { id: learner.id, role: learner.role }, { id: admin.id, role: 'admin' }];
    await RequestContext.create(em, async () => {
      for (const lesson of lessons.slice(0, 2)) await learnerCompletes(lesson.id);
      for (const viewer of viewers)
        expect(await catalog.detailJson(viewer, course.id)).toBe(JSON.stringify(await catalog.detail(viewer, course.id)));
    });

    async function learnerCompletes(lessonId: number) {
      await em
        .getConnection()
        .execute('insert into lesson_progress (user_id, lesson_id, course_id, completed_at) values (?, ?, ?, now())', [
          learner.id,
          lessonId,
          course.id,
        ]);
    }
  });
});
