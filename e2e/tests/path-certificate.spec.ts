import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from '../support/admin.js';
import { expectAccessible } from '../support/axe.js';
import { createCourse, deleteCourses, type CreatedCourse } from '../support/db.js';

// A learning path's certificate end to end: an admin (through the API) makes a one-course path whose
// certificate earns 1 SHRM PDC and is valid for 24 months, and publishes it; a learner completes the
// course's lessons in the browser and finds the path's certificate on the path page, its verification
// page (path wording, validity, credits, PDF, LinkedIn), the catalogue, the dashboard and My
// Certificates, on a desktop and at 390 px. The tests build on each other, in order.

const token = Date.now().toString(36);
const COURSE = `Offer Conversations ${token}`;
const LESSONS = [`Anchoring the offer ${token}`, `Closing the offer ${token}`];
const PATH = `Closing Practitioner ${token}`;
const CERTIFICATE = `Certified Closer — Practitioner ${token}`;
const PASSWORD = 'learner-password-path-certificate';
const PHONE = { width: 390, height: 844 };

let course: CreatedCourse;
let pathId: number | undefined;
let slug: string;
let email: string;
let code: string;
/** The certificate's expiry as the pages print it. */
let validUntilText: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  course = await createCourse({
    title: COURSE,
    description: 'From the verbal offer to the signed contract.',
    modules: [
      {
        title: 'Offers',
        lessons: LESSONS.map((title) => ({
          title,
          type: 'text' as const,
          content: '<p>Say the number, then stop talking.</p>',
          duration: 20,
        })),
      },
    ],
  });
  const admin = await browser.newContext();
  await signInAsAdmin(admin);
  const created = await admin.request.post('/api/admin/paths', {
    data: { title: PATH, levelLabel: 'Practitioner', certificateTitle: CERTIFICATE, description: 'Close offers with confidence.' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  ({ id: pathId, slug } = (await created.json()) as { id: number; slug: string });
  for (const [address, data] of [
    [`/api/admin/paths/${pathId}/steps`, { steps: [{ courseId: course.id, isRequired: true }] }],
    [`/api/admin/paths/${pathId}/credits`, { shrm: { hundredths: 100, activityId: null }, hrci: null, cpd: null }],
    [`/api/admin/paths/${pathId}/certificate-settings`, { validityMonths: 24, refresherCourseId: null, refresherLessonId: null }],
  ] as const) {
    const saved = await admin.request.put(address, { data });
    expect(saved.ok(), `${address}: ${await saved.text()}`).toBe(true);
  }
  const published = await admin.request.post(`/api/admin/paths/${pathId}/publish`);
  expect(published.ok(), await published.text()).toBe(true);
  await admin.close();
});

test.afterAll(async ({ browser }) => {
  if (pathId !== undefined) {
    const context = await browser.newContext();
    await signInAsAdmin(context);
    await context.request.delete(`/api/admin/paths/${pathId}`);
    await context.close();
  }
  if (course) await deleteCourses([course.id]);
});

async function signIn(page: Page) {
  const response = await page.request.post('/api/login', { data: { email, password: PASSWORD } });
  expect(response.ok(), await response.text()).toBe(true);
}

async function expectNoSidewaysScroll(page: Page, screen: string) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.scroll, `${screen} is wider than the window`).toBeLessThanOrEqual(widths.viewport);
}

/** "November 22, 2028", as the pages print a certificate's dates (UTC). */
const longDate = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

const SHRM_SENTENCE = "Completing the path earns 1 SHRM PDC, on top of its courses' credits.";

test('a learner completes the path in the browser and finds its certificate on the path page', async ({ page }) => {
  email = `path-certificate-${token}@example.com`;
  const registered = await page.request.post('/api/register', {
    data: { email, password: PASSWORD, firstName: 'Casey', lastName: 'Closer' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);

  await page.goto(`/paths/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: PATH })).toBeVisible();
  await expect(page.getByText(SHRM_SENTENCE)).toBeVisible();
  await expect(page.getByRole('region', { name: /^You earned/ })).toHaveCount(0);

  const steps = page.getByRole('heading', { name: 'Steps' }).locator('..').getByRole('listitem');
  await steps.nth(0).getByRole('link', { name: COURSE }).click();
  const enrolment = page.getByRole('complementary', { name: 'Enrolment' });
  await enrolment.getByRole('button', { name: 'Enroll Now' }).click();
  await enrolment.getByRole('link', { name: 'Start your first lesson' }).click();
  await expect(page.getByRole('heading', { level: 1, name: LESSONS[0] })).toBeVisible();
  await page.getByRole('button', { name: 'Complete and continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: LESSONS[1] })).toBeVisible();
  // The last lesson completes the course, whose certificate completes the path's only step.
  await page.getByRole('button', { name: 'Complete and continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/courses/${course.id}$`));
  // The course's certificate is the learner's first: it is celebrated, not the path's that came with it.
  const celebration = page.getByRole('dialog', { name: 'Your first certificate!' });
  await expect(celebration).toContainText(`You completed ${COURSE} and earned your first certificate.`);
  await celebration.getByRole('button', { name: 'Keep learning' }).click();
  await expect(celebration).toHaveCount(0);

  await page.getByRole('link', { name: PATH }).click();
  await expect(page).toHaveURL(new RegExp(`/paths/${slug}$`));
  await expect(page.getByText('All 1 required step done')).toBeVisible();
  const earned = page.getByRole('region', { name: `You earned: ${CERTIFICATE}` });
  await expect(earned).toBeVisible();

  const mine = (await (await page.request.get('/api/certificates')).json()) as {
    code: string;
    kind: string;
    issuedAt: string;
    validUntil: string | null;
  }[];
  const pathCertificate = mine.find((certificate) => certificate.kind === 'path');
  expect(pathCertificate, 'the path certificate is issued with the course certificate').toBeDefined();
  code = pathCertificate!.code;
  // 24 months from its issue.
  const issued = new Date(pathCertificate!.issuedAt);
  const validUntil = new Date(pathCertificate!.validUntil!);
  expect([validUntil.getUTCFullYear(), validUntil.getUTCMonth()]).toEqual([issued.getUTCFullYear() + 2, issued.getUTCMonth()]);
  validUntilText = longDate(pathCertificate!.validUntil!);
  await expect(earned.getByText(`Valid until ${validUntilText}`)).toBeVisible();
  await expect(earned.getByRole('link', { name: 'View your certificate' })).toHaveAttribute('href', `/certificates/${code}`);
  await expectAccessible(page, 'the path page with its certificate');

  await page.setViewportSize(PHONE);
  await expect(earned.getByRole('link', { name: 'View your certificate' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'The path page with its certificate at 390 px');
});

test("the certificate's page says the learner completed the path, with its validity, credits, PDF and LinkedIn", async ({ page }) => {
  await signIn(page);
  await page.goto(`/paths/${slug}`);
  await page.getByRole('link', { name: 'View your certificate' }).click();
  await expect(page).toHaveURL(new RegExp(`/certificates/${code}$`));
  await expect(page.getByRole('heading', { level: 1, name: CERTIFICATE })).toBeVisible();
  await expect(page).toHaveTitle(`Certificate: ${CERTIFICATE} · Recruiting Academy`);
  await expect(page.getByText(`Casey Closer completed every required step of the learning path ${PATH}.`)).toBeVisible();
  await expect(page.getByRole('link', { name: PATH })).toHaveAttribute('href', `/paths/${slug}`);
  const card = page.getByRole('article', { name: CERTIFICATE });
  await expect(card.getByRole('status')).toContainText(`This certificate is valid until ${validUntilText}`);
  await expect(card.getByText('Valid until', { exact: true })).toBeVisible();
  await expect(page.getByText('1 SHRM PDC', { exact: true })).toBeVisible();

  const pdfHref = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
  const pdf = await page.request.get(pdfHref!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const linkedIn = new URL((await page.getByRole('link', { name: 'Add to LinkedIn profile' }).getAttribute('href'))!);
  expect(linkedIn.searchParams.get('name')).toBe(CERTIFICATE);
  expect(linkedIn.searchParams.get('certId')).toBe(code);
  const credential = await page.request.get((await page.getByRole('link', { name: 'Download credential' }).getAttribute('href'))!);
  expect(credential.status()).toBe(200);
  await expectAccessible(page, "a path certificate's page");

  await page.setViewportSize(PHONE);
  await expect(page.getByRole('link', { name: 'Add to LinkedIn profile' })).toBeVisible();
  await expectNoSidewaysScroll(page, "A path certificate's page at 390 px");
});

test('the catalogue, the dashboard and My Certificates show the path certificate', async ({ page }) => {
  await signIn(page);
  await page.goto('/courses');
  const card = page.getByRole('article', { name: PATH });
  await expect(card.getByText('Certificate earned')).toBeVisible();

  await page.goto('/');
  const myPaths = page.getByRole('region', { name: 'My Learning Paths' });
  const item = myPaths.getByRole('listitem').filter({ has: page.getByRole('link', { name: PATH }) });
  await expect(item.getByText('Certificate earned')).toBeVisible();
  await expect(item.getByRole('link', { name: `View your certificate: ${CERTIFICATE}` })).toHaveAttribute('href', `/certificates/${code}`);

  await page.goto('/certificates');
  const certificate = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name: CERTIFICATE }) });
  await expect(certificate.getByRole('link', { name: PATH })).toHaveAttribute('href', `/paths/${slug}`);
  await expect(certificate.getByText(`Valid until ${validUntilText}`)).toBeVisible();
  await expect(page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name: COURSE }) })).toHaveCount(1);
  await page.setViewportSize(PHONE);
  await expect(certificate.getByRole('link', { name: PATH })).toBeVisible();
  await expectNoSidewaysScroll(page, 'My Certificates at 390 px');
});

test("a visitor gets the path certificate's page rendered, with its title and JSON-LD about the path", async ({ request }) => {
  const response = await request.get(`/certificates/${code}`, { headers: { cookie: '' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title>Certificate: ${CERTIFICATE} · Recruiting Academy</title>`);
  expect(html).toContain('completed every required step of');
  const credential = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1]) as Record<string, unknown>)
    .find((document) => document['@type'] === 'EducationalOccupationalCredential');
  expect(credential).toMatchObject({
    name: CERTIFICATE,
    about: { '@type': 'EducationalOccupationalProgram', name: PATH },
  });
});
