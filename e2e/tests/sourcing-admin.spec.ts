import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { choose } from '../support/antd.js';
import { signInAsAdmin } from '../support/admin.js';
import { expectAccessible } from '../support/axe.js';
import { createCourse, deleteCourses } from '../support/db.js';

const HEADER = 'name,title,company,location,industry,skills,languages,years_experience,open_to_work,summary,profile_url,external_id';
/** Four Go engineers in Berlin (the reference query's hits), and three others it must not find. */
const PROFILES = [
  'Ana Silva,Senior Backend Engineer,Northwind,"Berlin, Germany",Software,Go;Kubernetes,English,8,true,Builds payment APIs.,https://www.linkedin.com/in/ana-silva,a1',
  'Ben Okafor,Backend Engineer,Contoso,"Berlin, Germany",Fintech,Go;PostgreSQL,English;German,5,false,Ledgers and queues.,https://www.linkedin.com/in/ben-okafor,a2',
  'Chloe Martin,Platform Engineer,Fabrikam,"Berlin, Germany",Software,Go;Terraform,French;English,6,yes,Runs the platform team.,https://www.linkedin.com/in/chloe-martin,a3',
  'Dev Patel,Staff Engineer,Acme,"Berlin, Germany",E-commerce,Go;Rust,English,12,no,Search infrastructure.,https://www.linkedin.com/in/dev-patel,a4',
  'Eva Novak,Backend Engineer,Initech,"Munich, Germany",Software,Go;gRPC,Czech;English,4,true,Microservices in Go.,https://www.linkedin.com/in/eva-novak,a5',
  'Farid Haddad,Frontend Engineer,Globex,"Berlin, Germany",Media,TypeScript;React,Arabic;English,7,true,Design systems.,https://www.linkedin.com/in/farid-haddad,a6',
  'Greta Lund,Talent Sourcer,Hooli,"Berlin, Germany",Recruiting,Boolean search;LinkedIn Recruiter,Swedish;English,3,false,Sources engineers.,https://www.linkedin.com/in/greta-lund,a7',
];

const folder = mkdtempSync(join(tmpdir(), 'sourcing-admin-'));
function csvFile(name: string, rows: string[]): string {
  const path = join(folder, name);
  writeFileSync(path, `${[HEADER, ...rows].join('\n')}\n`);
  return path;
}

const toast = (page: Page, text: string) => page.locator('.ant-notification').getByText(text, { exact: true });
const courses: number[] = [];
const pools: number[] = [];

async function poolNamed(request: APIRequestContext, name: string): Promise<{ id: number; profileCount: number } | undefined> {
  const list = await request.get('/api/admin/candidate-pools');
  expect(list.ok(), await list.text()).toBe(true);
  return ((await list.json()) as { id: number; name: string; profileCount: number }[]).find((pool) => pool.name === name);
}

test.afterAll(async ({ browser }) => {
  await deleteCourses(courses);
  const page = await browser.newPage();
  await signInAsAdmin(page);
  for (const id of pools) await page.request.delete(`/api/admin/candidate-pools/${id}`);
  await page.close();
});

async function expectNoHorizontalScroll(page: Page, what: string) {
  const sizes = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(sizes.scrollWidth, `${what} is wider than the window (${JSON.stringify(sizes)})`).toBeLessThanOrEqual(sizes.clientWidth);
}

test('an author adds a Boolean search exercise: the reference query’s hits, one left out, the saved target count', async ({ page }) => {
  await signInAsAdmin(page);
  const poolName = `Berlin engineers ${Date.now()}`;
  // The pool, imported on the pools page.
  await page.goto('/admin/candidate-pools');
  await page.getByRole('textbox', { name: /Pool name/ }).fill(poolName);
  await page.getByLabel('CSV or JSON file').setInputFiles(csvFile('berlin.csv', PROFILES));
  await page.getByRole('button', { name: 'Import pool' }).click();
  await expect(toast(page, 'Pool imported')).toBeVisible();
  const row = page.getByRole('table', { name: 'Candidate pools' }).getByRole('row').filter({ hasText: poolName });
  await expect(row.getByRole('cell').nth(1)).toHaveText(String(PROFILES.length));
  const pool = await poolNamed(page.request, poolName);
  expect(pool?.profileCount).toBe(PROFILES.length);
  pools.push(pool?.id ?? 0);

  const course = await createCourse({
    title: `Sourcing lab ${Date.now()}`,
    modules: [{ title: 'Sourcing', lessons: [{ title: 'Boolean search drills', type: 'quiz' }] }],
  });
  courses.push(course.id);
  const lessonId = course.lessonIds[0];
  const quiz = await page.request.put(`/api/admin/lessons/${lessonId}/quiz`, { data: { title: 'Boolean search drills' } });
  expect(quiz.ok(), await quiz.text()).toBe(true);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/courses/${course.id}/lessons/${lessonId}`);
  await page.getByRole('button', { name: 'Add Question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Question' });
  await choose(page, dialog.getByLabel('Question Type'), 'Boolean search');
  await dialog.getByRole('textbox', { name: /^(\* ?)?Question$/ }).fill('Find Go engineers in Berlin.');
  await choose(page, dialog.getByLabel('Candidate pool'), poolName);
  await expect(dialog.getByRole('checkbox', { name: 'Skills' })).toBeChecked();
  await dialog.getByLabel('Pass threshold (F1, %)').fill('80');

  // A syntax error is shown in place, under the query.
  const reference = dialog.getByRole('textbox', { name: /^(\* ?)?Reference query$/ });
  await reference.fill('skills:(go AND location:berlin');
  await reference.press('Enter');
  const syntaxError = dialog.locator('#question-search-reference-problem');
  await expect(syntaxError).toHaveAttribute('role', 'alert');
  await expect(syntaxError).toContainText('at character');
  await expect(reference).toHaveAttribute('aria-invalid', 'true');

  // Fixed and run from the keyboard: four hits, the matched words marked.
  await reference.fill('skills:go AND location:berlin');
  await reference.press('Enter');
  const hits = dialog.getByRole('region', { name: 'Reference query hits' });
  await expect(hits.getByText('4 hits', { exact: true })).toBeVisible();
  await expect(hits.getByRole('article')).toHaveCount(4);
  await expect(hits.getByRole('article', { name: 'Ana Silva' }).locator('mark').first()).toBeVisible();
  await expect(hits.getByRole('article', { name: 'Eva Novak' })).toHaveCount(0);
  const targets = dialog.getByRole('status', { name: 'Targets' });
  await expect(targets).toContainText('4 targets');

  // Dev Patel works at Acme: not a target.
  await hits.getByRole('checkbox', { name: 'Target: Dev Patel' }).uncheck();
  await expect(targets).toContainText('3 targets');
  await expect(dialog.getByRole('region', { name: 'Left out' }).getByText('Dev Patel')).toBeVisible();

  // Eva is in Munich, but the author wants her too.
  const find = dialog.locator('#question-search-find');
  await find.fill('location:munich');
  await find.press('Enter');
  await dialog.getByRole('button', { name: 'Add to targets: Eva Novak' }).click();
  await expect(dialog.getByRole('region', { name: 'Added by hand' }).getByText('Eva Novak')).toBeVisible();
  await expect(targets).toContainText('4 targets');
  await dialog.getByRole('button', { name: 'Remove Eva Novak from the added targets' }).click();
  await expect(targets).toContainText('3 targets');
  await expectAccessible(page, 'the Boolean search question dialog');

  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(hits.getByRole('article', { name: 'Ana Silva' })).toBeVisible();
    await expectNoHorizontalScroll(page, `the Boolean search question dialog at ${width} px`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await dialog.getByRole('button', { name: 'Save Question' }).click();
  await expect(toast(page, 'Question added!')).toBeVisible();
  await expect(dialog).toBeHidden();
  const question = page.getByRole('listitem', { name: 'Question 1' });
  await expect(question.getByText(`3 targets in ${poolName} · pass at F1 80%`)).toBeVisible();

  const saved = await page.request.get(`/api/admin/lessons/${lessonId}/quiz`);
  const body = (await saved.json()) as { quiz: { questions: { search: { targetCount: number; exclude: number[]; passF1: number } }[] } };
  expect(body.quiz.questions[0].search).toMatchObject({ targetCount: 3, passF1: 80 });
  expect(body.quiz.questions[0].search.exclude).toHaveLength(1);

  // Editing shows the saved query's hits again, Dev Patel still unticked.
  await question.getByRole('button', { name: 'Edit question 1' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Question' });
  await expect(edit.getByRole('region', { name: 'Reference query hits' }).getByText('4 hits', { exact: true })).toBeVisible();
  await expect(edit.getByRole('checkbox', { name: 'Target: Dev Patel' })).not.toBeChecked();
  await expect(edit.getByRole('status', { name: 'Targets' })).toContainText('3 targets');
});

test('an author shows the reference hits past the first 20 and unticks one, from the keyboard', async ({ page, baseURL }) => {
  await signInAsAdmin(page);
  const poolName = `Go engineers ${Date.now()}`;
  const engineers = Array.from(
    { length: 25 },
    (_, index) =>
      `Engineer ${index + 1},Backend Engineer,Northwind,"Berlin, Germany",Software,Go,English,5,true,,https://www.linkedin.com/in/e${index + 1},e${index + 1}`,
  );
  // An upload is accepted from the academy's own origin only.
  const imported = await page.request.post('/api/admin/candidate-pools/import', {
    headers: { Origin: new URL(baseURL ?? '').origin },
    multipart: {
      name: poolName,
      file: { name: 'go.csv', mimeType: 'text/csv', buffer: Buffer.from(`${[HEADER, ...engineers].join('\n')}\n`) },
    },
  });
  expect(imported.ok(), await imported.text()).toBe(true);
  pools.push(((await imported.json()) as { id: number }).id);

  const course = await createCourse({
    title: `Sourcing paging ${Date.now()}`,
    modules: [{ title: 'Sourcing', lessons: [{ title: 'Go engineers', type: 'quiz' }] }],
  });
  courses.push(course.id);
  const lessonId = course.lessonIds[0];
  const quiz = await page.request.put(`/api/admin/lessons/${lessonId}/quiz`, { data: { title: 'Go engineers' } });
  expect(quiz.ok(), await quiz.text()).toBe(true);

  await page.goto(`/admin/courses/${course.id}/lessons/${lessonId}`);
  await page.getByRole('button', { name: 'Add Question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Question' });
  await choose(page, dialog.getByLabel('Question Type'), 'Boolean search');
  await dialog.getByRole('textbox', { name: /^(\* ?)?Question$/ }).fill('Find Go engineers.');
  await choose(page, dialog.getByLabel('Candidate pool'), poolName);
  const reference = dialog.getByRole('textbox', { name: /^(\* ?)?Reference query$/ });
  await reference.fill('skills:go');
  await reference.press('Enter');
  const hits = dialog.getByRole('region', { name: 'Reference query hits' });
  await expect(hits.getByText('25 hits · 20 shown', { exact: true })).toBeVisible();
  await expect(hits.getByRole('article')).toHaveCount(20);
  const targets = dialog.getByRole('status', { name: 'Targets' });
  await expect(targets).toContainText('25 targets');

  // Tab from the last hit's box reaches the button; Enter shows the rest and moves the focus to the first of them.
  await hits.getByRole('checkbox', { name: 'Target: Engineer 20' }).focus();
  await page.keyboard.press('Tab');
  const more = hits.getByRole('button', { name: 'Show the last 5' });
  await expect(more).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(hits.getByRole('article')).toHaveCount(25);
  await expect(hits.getByText('25 hits', { exact: true })).toBeVisible();
  const engineer21 = hits.getByRole('checkbox', { name: 'Target: Engineer 21' });
  await expect(engineer21).toBeFocused();
  await page.keyboard.press('Space');
  await expect(engineer21).not.toBeChecked();
  await expect(targets).toContainText('24 targets');

  await dialog.getByRole('button', { name: 'Save Question' }).click();
  await expect(toast(page, 'Question added!')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Question 1' }).getByText(`24 targets in ${poolName}`, { exact: false })).toBeVisible();
});

test('a CSV import with one bad row is refused whole: the row’s line and reason are shown, and no pool is added', async ({ page }) => {
  await signInAsAdmin(page);
  const poolName = `Refused pool ${Date.now()}`;
  // Line 3 (the header is line 1) has no title.
  const file = csvFile('one-bad-row.csv', [PROFILES[0], PROFILES[1].replace('Backend Engineer', ''), PROFILES[2]]);

  await page.goto('/admin');
  await page.getByRole('link', { name: 'Candidate pools for sourcing exercises' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Candidate pools' })).toBeVisible();
  await expect(page.getByText('years_experience', { exact: true })).toBeVisible();

  await page.getByRole('textbox', { name: /Pool name/ }).fill(poolName);
  await page.getByLabel('CSV or JSON file').setInputFiles(file);
  await page.getByRole('button', { name: 'Import pool' }).click();

  const refused = page.getByRole('region', { name: 'Rows that could not be imported' });
  await expect(refused.getByRole('alert')).toContainText('nothing was imported');
  const rows = refused.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1).getByRole('cell').first()).toHaveText('3');
  await expect(rows.nth(1).getByRole('cell').nth(1)).toContainText('title');
  await expectAccessible(page, 'the candidate pools page with a refused import');

  await expect(page.getByRole('table', { name: 'Candidate pools' }).getByText(poolName)).toHaveCount(0);
  expect(await poolNamed(page.request, poolName)).toBeUndefined();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Candidate pools' })).toBeVisible();
  await expect(page.getByText(poolName)).toHaveCount(0);

  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoHorizontalScroll(page, `the candidate pools page at ${width} px`);
  }
  await expectAccessible(page, 'the candidate pools page on a phone');
});
