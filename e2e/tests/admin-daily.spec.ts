import { expect, test, type Page } from '@playwright/test';
import { choose } from '../support/antd.js';
import { signInAsAdmin } from '../support/admin.js';
import { expectAccessible } from '../support/axe.js';
import { createCourse, createDownload, deleteCourses, withDb, type CreatedCourse } from '../support/db.js';

// What an admin does every day: find a user among many pages, filter, open a course's structure in
// one click, and all of it on a phone (390 and 320 px) without sideways scrolling or an action
// out of reach.
const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}`;
const TARGET_EMAIL = `daily-target-${stamp}@example.com`;
const MEMBERS = 45;
let course: CreatedCourse;
const courseTitle = `Daily Structure Course ${stamp}`;

test.beforeAll(async () => {
  // Enough users for several pages; the one to find is the oldest, so it is on the last page of the default order.
  await withDb(async (client) => {
    await client.query(
      `insert into users (email, password_hash, first_name, last_name, role, email_verified_at, created_at)
       select format('daily-member-%s-%s@example.com', $1::text, n), 'not-a-hash', 'Daily', format('Member %s', n),
              (case when n % 3 = 0 then 'recruitpro' else 'jobseeker' end)::text, now(), now() - make_interval(secs => n)
       from generate_series(1, $2::int) as n`,
      [stamp, MEMBERS],
    );
    await client.query(
      `insert into users (email, password_hash, first_name, last_name, role, email_verified_at, created_at)
       values ($1, 'not-a-hash', 'Quinn', 'Target', 'recruitpro', null, now() - interval '400 days')`,
      [TARGET_EMAIL],
    );
  });
  course = await createCourse({
    title: courseTitle,
    description: 'A course whose structure the admin edits.',
    modules: [{ title: 'First module', lessons: [{ title: 'First lesson', type: 'text', content: '<p>Text</p>', duration: 5 }] }],
  });
  // A student with a certificate, so the course's Students table has a row with an action to check.
  await withDb(async (client) => {
    await client.query(
      `insert into enrollments (user_id, course_id, source, status, enrolled_at) select id, $2, 'grant', 'active', now() from users where email = $1`,
      [TARGET_EMAIL, course.id],
    );
    await client.query(
      `insert into certificates (code, user_id, course_id, learner_name, course_title, minutes, issued_at)
       select $3, id, $2, 'Quinn Target', $4, 5, now() from users where email = $1`,
      [TARGET_EMAIL, course.id, `DAILY${stamp.toUpperCase()}`.slice(0, 26), courseTitle],
    );
  });
  await createDownload({ title: `Daily checklist ${stamp}`, fileType: 'Checklist', category: 'candidate-sourcing', fileSize: 2048 });
});

test.afterAll(async () => {
  await deleteCourses([course.id]);
  await withDb((client) => client.query(`delete from users where email like $1`, [`daily-%-${stamp}%@example.com`]));
  await withDb((client) => client.query(`delete from users where email = $1`, [TARGET_EMAIL]));
  await withDb((client) => client.query(`delete from downloads where title = $1`, [`Daily checklist ${stamp}`]));
});

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

/** An API token, so that the tokens table has a row with its actions. */
async function ensureApiToken(page: Page) {
  const response = await page.request.post('/api/admin/api-tokens', {
    data: { name: `Daily sync ${stamp}`, scopes: ['catalog:read'], expiresInDays: 30 },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

const usersPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Users' });

test('the admin finds a user on a later page by part of the e-mail, filters by role, and reload and Back keep it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin?tab=users');
  const panel = usersPanel(page);
  await expect(panel.getByRole('table', { name: 'Users' })).toBeVisible();
  await expect(panel.getByText(/^\d+ users$/)).toBeVisible();
  await expect(panel.getByText(TARGET_EMAIL)).toHaveCount(0);

  await panel.getByRole('searchbox', { name: 'Search users by name or e-mail' }).fill(`target-${stamp}`);
  const row = panel.getByRole('row').filter({ hasText: TARGET_EMAIL });
  await expect(row).toBeVisible();
  await expect(panel.getByText('1 user', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`users\\.q=target-${stamp}`));

  // The address keeps the search: a reload shows the same row.
  await page.reload();
  await expect(usersPanel(page).getByRole('row').filter({ hasText: TARGET_EMAIL })).toBeVisible();

  // Filter by role among the seeded members: only RecruitPros are left, and their total.
  await usersPanel(page).getByRole('searchbox', { name: 'Search users by name or e-mail' }).fill(`member-${stamp}`);
  await expect(usersPanel(page).getByText(`${MEMBERS} users`)).toBeVisible();
  await choose(page, usersPanel(page).getByRole('combobox', { name: 'Role' }), 'RecruitPro');
  await expect(usersPanel(page).getByText(`${MEMBERS / 3} users`)).toBeVisible();
  await expect(page).toHaveURL(/users\.role=recruitpro/);
  const roles = usersPanel(page).locator('tbody tr[data-row-key] td:nth-child(3)');
  await expect(roles).toHaveCount(15);
  expect(new Set(await roles.allInnerTexts())).toEqual(new Set(['RecruitPro']));

  // Back undoes the filter.
  await page.goBack();
  await expect(usersPanel(page).getByText(`${MEMBERS} users`)).toBeVisible();
  await expectAccessible(page, 'the Users tab with a search');
});

test('editing a course structure is one click from the Courses table', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin?courses.q=${encodeURIComponent(courseTitle)}`);
  await page.getByRole('link', { name: `Edit structure of ${courseTitle}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/courses/${course.id}$`));
  await expect(page.getByText('First module')).toBeVisible();
});

/** The page does not scroll sideways, and every row action on it lies inside the window. */
async function expectFits(page: Page, screen: string) {
  const result = await page.evaluate(() => {
    const scroller = document.scrollingElement!;
    const actions = [
      ...document.querySelectorAll<HTMLElement>(
        '.ant-table-tbody .ant-table-cell:last-child :is(button, a), .data-card-actions :is(button, a)',
      ),
    ].filter((element) => element.getClientRects().length > 0);
    const outside = actions
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.left < 0 || box.right > window.innerWidth + 0.5;
      })
      .map((element) => element.getAttribute('aria-label') ?? element.textContent);
    return { scrollWidth: scroller.scrollWidth, clientWidth: scroller.clientWidth, actions: actions.length, outside };
  });
  expect(result.scrollWidth, `${screen} scrolls sideways`).toBeLessThanOrEqual(result.clientWidth);
  expect(result.outside, `${screen}: row actions off-screen`).toEqual([]);
  return result.actions;
}

for (const width of [390, 320]) {
  test(`every admin screen fits ${width} px with its row actions in sight`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await ensureApiToken(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText('Total Users')).toBeVisible();

    const tabs: [string, (page: Page) => Promise<unknown>][] = [
      ['Courses', (p) => expect(p.getByRole('link', { name: /^Edit structure of / }).first()).toBeVisible()],
      ['Video Platforms', (p) => expect(p.getByRole('tabpanel', { name: 'Video Platforms' })).toBeVisible()],
      ['Users', (p) => expect(p.getByRole('button', { name: /^Actions for / }).first()).toBeVisible()],
      ['Downloads', (p) => expect(p.getByRole('button', { name: /^Actions for / }).first()).toBeVisible()],
      ['Instructors', (p) => expect(p.getByRole('tabpanel', { name: 'Instructors' })).toBeVisible()],
      ['Teams', (p) => expect(p.getByRole('tabpanel', { name: 'Teams' })).toBeVisible()],
      ['Coupons', (p) => expect(p.getByRole('tabpanel', { name: 'Coupons' })).toBeVisible()],
      ['Analytics', (p) => expect(p.getByRole('tabpanel', { name: 'Analytics' })).toBeVisible()],
    ];
    for (const [tab, ready] of tabs) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await ready(page);
      await expectFits(page, `/admin ${tab} at ${width} px`);
    }
    // Phones get cards, each with its actions at the foot.
    await page.getByRole('tab', { name: 'Users', exact: true }).click();
    await expect(
      usersPanel(page)
        .getByRole('button', { name: /^Actions for / })
        .first(),
    ).toBeVisible();
    expect(await expectFits(page, `/admin Users at ${width} px`)).toBeGreaterThan(0);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    if (width === 390) await expectAccessible(page, `/admin Users at ${width} px`);

    await page.goto(`/admin/courses/${course.id}`);
    await expect(page.getByText('First module')).toBeVisible();
    await expectFits(page, `course structure at ${width} px`);

    await page.goto(`/admin/courses/${course.id}/manage`);
    await expect(page.getByRole('heading', { level: 1, name: courseTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Actions for Quinn Target' })).toBeVisible();
    expect(await expectFits(page, `course management Students at ${width} px`)).toBeGreaterThan(0);
    for (const tab of ['Outline', 'Settings', 'Instructors', 'Analytics', 'Discussions']) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
      await expectFits(page, `course management ${tab} at ${width} px`);
    }

    await page.goto(`/admin/courses/${course.id}/lessons/${course.lessonIds[0]}`);
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await expectFits(page, `lesson editor at ${width} px`);

    await page.goto('/admin/reviews');
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    await expectFits(page, `reviews at ${width} px`);

    await page.goto('/admin/discussions');
    await expect(page.getByRole('heading', { level: 1, name: 'Discussions' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Open reports' })).toBeVisible();
    await expectFits(page, `discussion reports at ${width} px`);

    await page.goto('/admin/integrations');
    await expect(page.getByRole('button', { name: `Actions for Daily sync ${stamp}` }).first()).toBeVisible();
    expect(await expectFits(page, `integrations API tokens at ${width} px`)).toBeGreaterThan(0);
    for (const tab of ['Webhooks', 'Exports']) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
      await expectFits(page, `integrations ${tab} at ${width} px`);
    }
  });
}
