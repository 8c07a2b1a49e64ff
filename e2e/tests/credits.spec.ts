import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { signInAsAdmin } from '../support/admin.js';
import { expectAccessible } from '../support/axe.js';
import { createCourse, deleteCourses, type CreatedCourse } from '../support/db.js';

// A learner completes a course that earns continuing-education credits, then keeps track of them on
// My credits: a certification and its cycle, credits from elsewhere with an evidence file, progress,
// and the transcript; the pages fit phones.
const PASSWORD = 'learner-password';
const TITLE = `Ethical Recruiting ${Date.now()}`;
const YEAR = new Date().getUTCFullYear();
let course: CreatedCourse;
let email: string;

async function expectNoHorizontalOverflow(page: Page, what: string) {
  const sizes = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(sizes.scrollWidth, `${what} is wider than the window (${JSON.stringify(sizes)})`).toBeLessThanOrEqual(sizes.clientWidth);
}

async function pdfText(path: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)));
  return (await extractText(pdf, { mergePages: true })).text;
}

async function signIn(page: Page): Promise<void> {
  const response = await page.request.post('/api/login', { data: { email, password: PASSWORD } });
  expect(response.ok(), await response.text()).toBe(true);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  course = await createCourse({
    title: TITLE,
    description: 'Fair, consistent and legal hiring decisions.',
    modules: [
      {
        title: 'Decisions',
        lessons: [
          { title: 'Structured scorecards', type: 'text', content: '<p>Score what matters.</p>', duration: 60 },
          { title: 'Bias in screening', type: 'text', content: '<p>Notice it, then design it out.</p>', duration: 90 },
        ],
      },
    ],
  });
  const admin = await browser.newContext();
  await signInAsAdmin(admin);
  const saved = await admin.request.put(`/api/admin/courses/${course.id}/credits`, {
    data: {
      shrm: { hundredths: 250, activityId: '26-ET4H1' },
      hrci: { activityId: '612399', general: 150, ethics: 100 },
      cpd: { hundredths: 250, bodyName: 'CIPD' },
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await admin.close();
});

test.afterAll(async () => {
  if (course) await deleteCourses([course.id]);
});

test('a learner earns a course’s credits and tracks them on My credits, with an entry from elsewhere and a transcript', async ({
  page,
}) => {
  // A visitor's course page is rendered on the server with its credits in the first HTML.
  const visitorPage = await page.request.get(`/courses/${course.id}`);
  expect(await visitorPage.text()).toContain('Earn 2.5 SHRM PDCs');

  email = `credits-${Date.now()}@example.com`;
  const registered = await page.request.post('/api/register', {
    data: { email, password: PASSWORD, firstName: 'Noor', lastName: 'Haddad' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);

  // The course page says what completing it earns, before enrolling.
  await page.goto(`/courses/${course.id}`);
  const enrolment = page.getByRole('complementary', { name: 'Enrolment' });
  await expect(enrolment.getByText('Earn 2.5 SHRM PDCs')).toBeVisible();
  await expect(enrolment.getByText('Earn 2.5 HRCI credits (1.5 general, 1 ethics)')).toBeVisible();
  await expect(enrolment.getByText('Earn 2.5 CPD hours (CIPD)')).toBeVisible();
  await enrolment.getByRole('button', { name: 'Enroll Now' }).click();
  await expect(page.getByText("You're enrolled. Ready when you are:")).toBeVisible();
  for (const lessonId of course.lessonIds) {
    const completed = await page.request.post(`/api/lessons/${lessonId}/complete`, { data: {} });
    expect(completed.ok(), await completed.text()).toBe(true);
  }

  // The certificate lists the credits it earned.
  await page.reload();
  await enrolment.getByRole('link', { name: 'View Certificate' }).click();
  await expect(page.getByText('2.5 HRCI credits (1.5 general, 1 ethics) · activity ID 612399')).toBeVisible();

  await page.goto('/account');
  await page.getByRole('link', { name: 'Open My credits' }).click();
  await expect(page).toHaveURL(/\/account\/credits$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My credits' })).toBeVisible();
  await expect(page).toHaveTitle('My credits · Recruiting Academy');

  // A certification and its cycle: the end follows the start.
  const certifications = page.getByRole('region', { name: 'My certifications' });
  await certifications.getByLabel('Certification', { exact: true }).selectOption('phr');
  await expect(certifications.getByText('PHR: 60 credits every 3 years, including 1 ethics credit.')).toBeVisible();
  await certifications.getByLabel('Cycle starts').fill(`${YEAR}-01-01`);
  await expect(certifications.getByLabel('Cycle ends')).toHaveValue(`${YEAR + 2}-12-31`);
  await certifications.getByRole('button', { name: 'Add certification' }).click();
  const phr = certifications.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'PHR' }) });
  await expect(phr.getByText('2.5 of 60 credits')).toBeVisible();
  await expect(phr.getByText('Ethics: 1 of 1')).toBeVisible();
  await phr.getByText('Credits in this cycle (2)').click();
  await expect(phr.getByRole('link', { name: TITLE }).first()).toBeVisible();

  // Credits from elsewhere, with a certificate of attendance.
  const elsewhere = page.getByRole('region', { name: 'Credits from elsewhere' });
  await elsewhere.getByLabel('Activity', { exact: true }).fill('Fair hiring summit');
  await elsewhere.getByLabel('Provider', { exact: true }).fill('HR Summit Europe');
  await elsewhere.getByLabel('Credit type').selectOption('hrci');
  await elsewhere.getByLabel('HRCI category').selectOption('business');
  await elsewhere.getByLabel('Credits', { exact: true }).fill('10');
  await elsewhere.getByLabel('Date earned').fill(`${YEAR}-01-15`);
  await elsewhere.getByLabel('Evidence (optional)').setInputFiles({
    name: 'attendance.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% attendance\n'),
  });
  await elsewhere.getByRole('button', { name: 'Add credits' }).click();
  const entry = elsewhere.getByRole('listitem').filter({ hasText: 'Fair hiring summit' });
  await expect(entry.getByText('10 HRCI credits (business)')).toBeVisible();
  await expect(entry.getByRole('link', { name: 'attendance.pdf' })).toBeVisible();
  await expect(phr.getByText('12.5 of 60 credits')).toBeVisible();
  await expect(phr.getByRole('progressbar', { name: 'PHR progress' })).toHaveAttribute('aria-valuenow', '20');

  // The transcript, for the learner's own audit.
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download transcript (PDF)' }).click()]);
  const text = await pdfText(await pdf.path());
  expect(text).toContain('Continuing-education transcript');
  expect(text).toContain('12.5 of 60 credits; ethics 1 of 1');
  expect(text).toContain('Fair hiring summit');
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download transcript (CSV)' }).click()]);
  const rows = (await readFile(await csv.path(), 'utf8')).split('\r\n');
  expect(rows[0]).toContain('Date,Source,Activity,Provider,Body,Category,Credits');
  expect(rows.some((row) => row.includes('Fair hiring summit') && row.includes('attendance.pdf'))).toBe(true);
  await expectAccessible(page, 'My credits');
});

test("an admin changes a course's credits on its Credits tab, with the field's rule when one is broken", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(`/admin/courses/${course.id}/manage`);
  await page.getByRole('tab', { name: 'Credits' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Credits' });
  await expect(panel.getByLabel('PDCs', { exact: true })).toHaveValue('2.50');
  await panel.getByLabel('SHRM activity ID (optional)').fill('2026-ET4H1');
  await panel.getByLabel('Hours', { exact: true }).fill('3');
  await panel.getByRole('button', { name: 'Save credits' }).click();
  await expect(panel.getByText(/^SHRM activity ID must be written as SHRM issued it/)).toBeVisible();
  await expectAccessible(page, "a course's Credits tab");
  await panel.getByLabel('SHRM activity ID (optional)').fill('26-et4h1');
  await panel.getByRole('button', { name: 'Save credits' }).click();
  await expect(page.getByText('Credits saved')).toBeVisible();
  const shown = await page.request.get(`/api/courses/${course.id}/credits`);
  expect(
    ((await shown.json()) as { label: string; activityId: string | null }[]).map((credit) => [credit.label, credit.activityId]),
  ).toEqual([
    ['2.5 SHRM PDCs', '26-ET4H1'],
    ['2.5 HRCI credits', '612399'],
    ['3 CPD hours (CIPD)', null],
  ]);

  await page.goto('/admin/credits');
  const gphr = page.getByRole('region', { name: 'GPHR' });
  await expect(gphr.getByLabel('Credits per cycle')).toHaveValue('60.00');
  await expect(gphr.getByLabel('Of which global, at least')).toHaveValue('15.00');
  await expect(page.getByLabel('Keep the records of deleted accounts for (years)')).toHaveValue('5');
  await expectAccessible(page, 'the credit settings');
});

for (const width of [320, 390]) {
  test(`My credits and the course page fit ${width} px without horizontal scrolling`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page);
    await page.goto('/account/credits');
    await expect(page.getByRole('heading', { level: 3, name: 'PHR' })).toBeVisible();
    await page.getByText('Credits in this cycle (3)').click();
    await page.getByRole('button', { name: 'Change cycle' }).click();
    await expect(page.getByRole('button', { name: 'Save cycle' })).toBeVisible();
    await expectNoHorizontalOverflow(page, `My credits at ${width} px`);
    await page.goto(`/courses/${course.id}`);
    await expect(page.getByText('Earn 2.5 HRCI credits (1.5 general, 1 ethics)')).toBeVisible();
    await expectNoHorizontalOverflow(page, `the course page at ${width} px`);
  });

  test(`the admin's credit screens fit ${width} px without horizontal scrolling`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInAsAdmin(page);
    await page.goto(`/admin/courses/${course.id}/manage`);
    await page.getByRole('tab', { name: 'Credits' }).click();
    await expect(page.getByRole('button', { name: 'Save credits' })).toBeVisible();
    await expectNoHorizontalOverflow(page, `a course's Credits tab at ${width} px`);
    await page.goto('/admin/credits');
    await expect(page.getByRole('region', { name: 'GPHR' })).toBeVisible();
    await expectNoHorizontalOverflow(page, `the credit settings at ${width} px`);
  });
}
