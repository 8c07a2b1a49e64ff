import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent.js';
import { Course } from '../../src/modules/catalog/entities/course.entity.js';
import { Download } from '../../src/modules/downloads/entities/download.entity.js';
import { createUser, signedInAgent } from '../support/accounts.js';
import { createCourse, enroll } from '../support/catalog.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

// The admin's Users, Courses and Downloads tables: search, filters, sort, pages, validation and a
// constant number of statements. Rows are told apart from other suites' by a tag in their text.
describe('admin tables (search, filter, sort, pages)', () => {
  let testApp: TestApp;
  let admin: TestAgent;
  const tag = `zq${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    testApp = await createTestApp();
    ({ agent: admin } = await signedInAgent(testApp, 'admin'));
  });
  afterAll(() => testApp.close());

  describe('GET /api/admin/users/search', () => {
    const people = [
      { firstName: 'Avery', lastName: `Stone${tag}`, role: 'jobseeker', emailVerified: true },
      { firstName: 'Blake', lastName: `Moss${tag}`, role: 'recruitpro', emailVerified: false },
      { firstName: 'Casey', lastName: `Reed${tag}`, role: 'jobseeker', emailVerified: false },
      { firstName: 'Drew', lastName: `Hale${tag}`, role: 'admin', emailVerified: true },
      { firstName: 'Emery', lastName: `Vale${tag}`, role: 'recruitpro', emailVerified: true },
    ] as const;

    beforeAll(async () => {
      for (const [index, person] of people.entries()) {
        await createUser(testApp, person.role, {
          email: `${person.firstName.toLowerCase()}.${index}.${tag}@example.com`,
          firstName: person.firstName,
          lastName: person.lastName,
          emailVerified: person.emailVerified,
        });
      }
    });

    it('finds users by part of their e-mail or full name, case-insensitively, with the total', async () => {
      const byEmail = await admin
        .get('/api/admin/users/search')
        .query({ q: `Casey.2.${tag.toUpperCase()}` })
        .expect(200);
      expect(byEmail.body).toMatchObject({ total: 1, page: 1, pageSize: 20 });
      expect(byEmail.body.items[0]).toMatchObject({ firstName: 'Casey', emailVerified: false, role: 'jobseeker' });

      const byFullName = await admin
        .get('/api/admin/users/search')
        .query({ q: `blake moss${tag}` })
        .expect(200);
      expect(byFullName.body.items.map((user: { firstName: string }) => user.firstName)).toEqual(['Blake']);

      const all = await admin.get('/api/admin/users/search').query({ q: tag }).expect(200);
      expect(all.body.total).toBe(5);
    });

    it('takes the search text literally: % and _ match only themselves', async () => {
      const response = await admin
        .get('/api/admin/users/search')
        .query({ q: `%${tag}` })
        .expect(200);
      expect(response.body).toMatchObject({ total: 0, items: [] });
      const underscore = await admin.get('/api/admin/users/search').query({ q: `avery_0` }).expect(200);
      expect(underscore.body.items.filter((user: { email: string }) => user.email.includes(tag))).toEqual([]);
    });

    it('filters by role and by a confirmed address', async () => {
      const recruiters = await admin.get('/api/admin/users/search').query({ q: tag, role: 'recruitpro' }).expect(200);
      expect(recruiters.body.items.map((user: { firstName: string }) => user.firstName).sort()).toEqual(['Blake', 'Emery']);

      const unconfirmed = await admin.get('/api/admin/users/search').query({ q: tag, verified: 'false' }).expect(200);
      expect(unconfirmed.body.items.map((user: { firstName: string }) => user.firstName).sort()).toEqual(['Blake', 'Casey']);

      const confirmedRecruiters = await admin
        .get('/api/admin/users/search')
        .query({ q: tag, role: 'recruitpro', verified: 'true' })
        .expect(200);
      expect(confirmedRecruiters.body).toMatchObject({ total: 1, items: [{ firstName: 'Emery' }] });
    });

    it('sorts by name and e-mail both ways, and pages with the total on every page', async () => {
      const ascending = await admin.get('/api/admin/users/search').query({ q: tag, sort: 'name', order: 'asc' }).expect(200);
      expect(ascending.body.items.map((user: { firstName: string }) => user.firstName)).toEqual([
        'Avery',
        'Blake',
        'Casey',
        'Drew',
        'Emery',
      ]);
      const descending = await admin.get('/api/admin/users/search').query({ q: tag, sort: 'email', order: 'desc' }).expect(200);
      expect(descending.body.items.map((user: { firstName: string }) => user.firstName)).toEqual([
        'Emery',
        'Drew',
        'Casey',
        'Blake',
        'Avery',
      ]);

      const second = await admin.get('/api/admin/users/search').query({ q: tag, sort: 'name', page: 2, pageSize: 2 }).expect(200);
      expect(second.body).toMatchObject({ total: 5, page: 2, pageSize: 2 });
      expect(second.body.items.map((user: { firstName: string }) => user.firstName)).toEqual(['Casey', 'Drew']);

      const beyond = await admin.get('/api/admin/users/search').query({ q: tag, page: 9, pageSize: 2 }).expect(200);
      expect(beyond.body).toMatchObject({ total: 5, page: 9, items: [] });
    });

    it('lists the newest first by default', async () => {
      const response = await admin.get('/api/admin/users/search').query({ q: tag }).expect(200);
      expect(response.body.items.map((user: { firstName: string }) => user.firstName)).toEqual([
        'Emery',
        'Drew',
        'Casey',
        'Blake',
        'Avery',
      ]);
    });

    it.each([
      [{ sort: 'password' }, 'sort must be one of: name, email, role, createdAt, lastActiveAt'],
      [{ order: 'sideways' }, 'order must be asc or desc'],
      [{ role: 'owner' }, 'role must be one of: admin, recruitpro, jobseeker'],
      [{ verified: 'yes' }, 'verified must be true or false'],
      [{ page: '0' }, 'page must be a whole number from 1 to 100000'],
      [{ pageSize: '101' }, 'pageSize must be a whole number from 1 to 100'],
      [{ q: 'x'.repeat(201) }, 'q must be at most 200 characters'],
      [{ colour: 'blue' }, 'property colour should not exist'],
    ])('refuses %j with a 400 that says why', async (query, message) => {
      const response = await admin.get('/api/admin/users/search').query(query).expect(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(response.body.message)).toContain(message);
    });

    it('is for admins only', async () => {
      const { agent: learner } = await signedInAgent(testApp);
      await learner.get('/api/admin/users/search').expect(403);
      await testApp.http().get('/api/admin/users/search').expect(401);
    });

    it('answers any page of any search in the same number of statements', async () => {
      const small = await testApp.countQueries(() => admin.get('/api/admin/users/search').query({ q: tag, pageSize: 2 }).expect(200));
      const large = await testApp.countQueries(() =>
        admin.get('/api/admin/users/search').query({ pageSize: 100, sort: 'lastActiveAt' }).expect(200),
      );
      expect(large.count).toBe(small.count);
      // The session's user, the page, its total.
      expect(small.count).toBeLessThanOrEqual(3);
      const beyond = await testApp.countQueries(() => admin.get('/api/admin/users/search').query({ q: tag, page: 50 }).expect(200));
      expect(beyond.count).toBe(small.count);
    });
  });

  describe('GET /api/admin/courses/search', () => {
    let enrolledTitle: string;

    beforeAll(async () => {
      const free = await createCourse(testApp, { title: `Alpha interviews ${tag}`, accessLevel: 'all', modules: 1, lessonsPerModule: 3 });
      await createCourse(testApp, { title: `Beta sourcing ${tag}`, accessLevel: 'recruitpro', isPaid: true, price: 4900 });
      await createCourse(testApp, {
        title: `Gamma branding ${tag}`,
        accessLevel: 'jobseeker',
        isPaid: true,
        price: 1900,
        paymentType: 'subscription',
      });
      const deleted = await createCourse(testApp, { title: `Deleted ${tag}` });
      const em = testApp.app.get(EntityManager).fork();
      await em.nativeUpdate(Course, { id: deleted.course.id }, { deletedAt: new Date() });
      for (let index = 0; index < 2; index++) await enroll(testApp, await createUser(testApp), free.course);
      enrolledTitle = free.course.title;
    });

    it('finds live courses by part of the title, with active enrolments and lesson counts', async () => {
      const response = await admin
        .get('/api/admin/courses/search')
        .query({ q: `INTERVIEWS ${tag}` })
        .expect(200);
      expect(response.body).toMatchObject({ total: 1, page: 1, pageSize: 20 });
      expect(response.body.items[0]).toMatchObject({ title: enrolledTitle, enrolledCount: 2, lessonCount: 3, isPaid: false });
      const all = await admin.get('/api/admin/courses/search').query({ q: tag }).expect(200);
      expect(all.body.total).toBe(3);
    });

    it('filters by access level and pricing', async () => {
      const titles = async (query: Record<string, string>) =>
        (
          await admin
            .get('/api/admin/courses/search')
            .query({ q: tag, ...query })
            .expect(200)
        ).body.items.map((course: { title: string }) => course.title.split(' ')[0]);
      expect(await titles({ pricing: 'free' })).toEqual(['Alpha']);
      expect(await titles({ pricing: 'one_time' })).toEqual(['Beta']);
      expect(await titles({ pricing: 'subscription' })).toEqual(['Gamma']);
      expect(await titles({ accessLevel: 'recruitpro' })).toEqual(['Beta']);
    });

    it('sorts by title, price and enrolments', async () => {
      const order = async (sort: string, direction: string) =>
        (await admin.get('/api/admin/courses/search').query({ q: tag, sort, order: direction }).expect(200)).body.items.map(
          (course: { title: string }) => course.title.split(' ')[0],
        );
      expect(await order('title', 'asc')).toEqual(['Alpha', 'Beta', 'Gamma']);
      expect(await order('price', 'desc')).toEqual(['Beta', 'Gamma', 'Alpha']);
      expect(await order('enrolledCount', 'desc')).toEqual(['Alpha', 'Gamma', 'Beta']);
    });

    it('refuses an unknown sort field or filter value', async () => {
      const sort = await admin.get('/api/admin/courses/search').query({ sort: 'revenue' }).expect(400);
      expect(sort.body.message).toEqual(['sort must be one of: title, accessLevel, price, lessonCount, enrolledCount, createdAt']);
      const pricing = await admin.get('/api/admin/courses/search').query({ pricing: 'cheap' }).expect(400);
      expect(pricing.body.message).toEqual(['pricing must be one of: free, one_time, subscription']);
      const { agent: learner } = await signedInAgent(testApp);
      await learner.get('/api/admin/courses/search').expect(403);
    });

    it('answers in the same number of statements whatever the page holds', async () => {
      const one = await testApp.countQueries(() => admin.get('/api/admin/courses/search').query({ q: tag, pageSize: 1 }).expect(200));
      const many = await testApp.countQueries(() =>
        admin.get('/api/admin/courses/search').query({ pageSize: 100, sort: 'enrolledCount' }).expect(200),
      );
      expect(many.count).toBe(one.count);
      expect(one.count).toBeLessThanOrEqual(2);
    });
  });

  describe('GET /api/admin/downloads/search', () => {
    beforeAll(async () => {
      const em = testApp.app.get(EntityManager).fork();
      const rows = [
        { title: `Offer letter ${tag}`, category: 'recruitment-process', fileType: 'Template', fileSize: 300 },
        { title: `Interview checklist ${tag}`, category: 'interview-techniques', fileType: 'Checklist', fileSize: 100 },
        { title: `Sourcing guide ${tag}`, category: 'candidate-sourcing', fileType: 'Guide', fileSize: null },
      ] as const;
      for (const row of rows) {
        em.create(Download, { ...row, description: '', fileUrl: `https://files.example.com/${randomUUID()}.pdf`, fileName: 'file.pdf' });
      }
      await em.flush();
    });

    it('finds downloads by part of the title, filters by category and file type, and sorts', async () => {
      const found = await admin
        .get('/api/admin/downloads/search')
        .query({ q: `checklist ${tag}` })
        .expect(200);
      expect(found.body).toMatchObject({ total: 1, items: [{ title: `Interview checklist ${tag}`, fileType: 'Checklist' }] });

      const byCategory = await admin.get('/api/admin/downloads/search').query({ q: tag, category: 'candidate-sourcing' }).expect(200);
      expect(byCategory.body.items.map((download: { title: string }) => download.title)).toEqual([`Sourcing guide ${tag}`]);
      const byType = await admin.get('/api/admin/downloads/search').query({ q: tag, fileType: 'Template' }).expect(200);
      expect(byType.body.total).toBe(1);

      const bySize = await admin.get('/api/admin/downloads/search').query({ q: tag, sort: 'fileSize', order: 'desc' }).expect(200);
      // Unknown sizes come last either way.
      expect(bySize.body.items.map((download: { fileSize: number | null }) => download.fileSize)).toEqual([300, 100, null]);
      const newest = await admin.get('/api/admin/downloads/search').query({ q: tag }).expect(200);
      expect(newest.body.items.map((download: { title: string }) => download.title.split(' ')[0])).toEqual([
        'Sourcing',
        'Interview',
        'Offer',
      ]);
      const byTitle = await admin.get('/api/admin/downloads/search').query({ q: tag, sort: 'title' }).expect(200);
      expect(byTitle.body.items.map((download: { title: string }) => download.title.split(' ')[0])).toEqual([
        'Interview',
        'Offer',
        'Sourcing',
      ]);
    });

    it('refuses an unknown sort field, and answers in a constant number of statements', async () => {
      const sort = await admin.get('/api/admin/downloads/search').query({ sort: 'downloads' }).expect(400);
      expect(sort.body.message).toEqual(['sort must be one of: title, category, fileType, fileSize, createdAt']);
      const category = await admin.get('/api/admin/downloads/search').query({ category: 'misc' }).expect(400);
      expect(category.body.code).toBe('VALIDATION_FAILED');

      const one = await testApp.countQueries(() => admin.get('/api/admin/downloads/search').query({ q: tag, pageSize: 1 }).expect(200));
      const many = await testApp.countQueries(() => admin.get('/api/admin/downloads/search').query({ pageSize: 100 }).expect(200));
      expect(many.count).toBe(one.count);
      expect(one.count).toBeLessThanOrEqual(2);
    });
  });

  it('leaves the full lists the app already reads as they were', async () => {
    const users = await admin.get('/api/admin/users').expect(200);
    expect(Array.isArray(users.body)).toBe(true);
    const downloads = await admin.get('/api/downloads').expect(200);
    expect(Array.isArray(downloads.body)).toBe(true);
  });
});
