import { expect, test, type Page } from '@playwright/test';
import { stripeApiBase } from '../playwright.config.js';
import { signInAsAdmin } from '../support/admin.js';
import { expectAccessible } from '../support/axe.js';
import { createCourse, deleteCourses, type CreatedCourse } from '../support/db.js';

// A learning path sold as one product, end to end: an admin sets its price in the path editor; a
// learner who already has one of its courses sees the price and what it gives on the path page, pays
// with the card form, and has every course of the path. The tests build on each other, in order.

const token = Date.now().toString(36);
const PATH = `Recruiter Toolkit ${token}`;
const TITLES = [`Sourcing Sprint ${token}`, `Interview Craft ${token}`, `Offer Basics ${token}`];
const PASSWORD = 'learner-password-path-purchase';
const PHONES = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
];
/** The local Stripe server's secret key (playwright.config.ts), for what Stripe.js would do in the browser. */
const STRIPE_KEY = 'sk_test_e2e_local';

let courses: CreatedCourse[] = [];
let path: { id: number; slug: string } | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  const lessons = (title: string) => [
    { title: `${title}: the first lesson`, type: 'text' as const, content: '<p>Start here.</p>', duration: 30 },
  ];
  courses = [
    await createCourse({ title: TITLES[0], isPaid: true, price: 4900, modules: [{ title: 'One', lessons: lessons(TITLES[0]) }] }),
    await createCourse({ title: TITLES[1], isPaid: true, price: 5900, modules: [{ title: 'One', lessons: lessons(TITLES[1]) }] }),
    await createCourse({ title: TITLES[2], modules: [{ title: 'One', lessons: lessons(TITLES[2]) }] }),
  ];
  // The path itself is built through the admin API: building one on screen is the paths suite's journey.
  const context = await browser.newContext();
  await signInAsAdmin(context);
  const created = await context.request.post('/api/admin/paths', {
    data: { title: PATH, levelLabel: 'Foundation', certificateTitle: 'Certified Recruiter — Foundation', description: 'Three courses.' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  path = (await created.json()) as { id: number; slug: string };
  const steps = await context.request.put(`/api/admin/paths/${path.id}/steps`, {
    data: { steps: courses.map((course) => ({ courseId: course.id })) },
  });
  expect(steps.ok(), await steps.text()).toBe(true);
  expect((await context.request.post(`/api/admin/paths/${path.id}/publish`)).ok()).toBe(true);
  await context.close();
});

test.afterAll(async ({ browser }) => {
  if (path) {
    const context = await browser.newContext();
    await signInAsAdmin(context);
    await context.request.delete(`/api/admin/paths/${path.id}`);
    await context.close();
  }
  await deleteCourses(courses.map((course) => course.id));
});

test.beforeEach(async ({ page }) => {
  // Stripe.js comes from js.stripe.com, which this machine cannot reach: refuse it at once, as a blocker would.
  await page.route('https://js.stripe.com/**', (route) => route.abort());
});

async function expectNoSidewaysScroll(page: Page, screen: string) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.scroll, `${screen} is wider than the window`).toBeLessThanOrEqual(widths.viewport);
}

async function atPhoneWidths(page: Page, screen: string, ready: () => Promise<void>) {
  const desktop = page.viewportSize();
  for (const size of PHONES) {
    await page.setViewportSize(size);
    await ready();
    await expectNoSidewaysScroll(page, `${screen} at ${size.width} px`);
  }
  if (desktop) await page.setViewportSize(desktop);
}

test('an admin sells the path for $149.00 from the path editor', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(`/admin/paths/${path!.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Pricing' })).toBeVisible();
  await page.getByRole('switch', { name: 'Sell this path' }).click();
  await page.getByRole('button', { name: 'Save pricing' }).click();
  await expect(page.getByText('Please enter a price for a paid path.')).toBeVisible();
  await page.getByLabel('Price (USD)').fill('149');
  await page.getByRole('button', { name: 'Save pricing' }).click();
  await expect(page.getByText('Path pricing saved')).toBeVisible();
  await expect(page.getByText('Price per seat before discounts: $149.00')).toBeVisible();
  await atPhoneWidths(page, "The path editor's pricing", () => expect(page.getByRole('button', { name: 'Save pricing' })).toBeVisible());
});

test('a learner buys the path with the card form and has every course of it', async ({ page }) => {
  const email = `path-buyer-${token}@example.com`;
  const registered = await page.request.post('/api/register', {
    data: { email, password: PASSWORD, firstName: 'Robin', lastName: 'Buyer' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  // The free course is the learner's already: it stays theirs as it is, and the price stays the path's.
  expect((await page.request.post(`/api/courses/${courses[2].id}/enroll`, { data: {} })).ok()).toBe(true);

  await page.goto(`/paths/${path!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: PATH })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Get every course of this path' });
  await expect(panel.getByText('$149.00', { exact: true })).toBeVisible();
  await expect(panel.getByText('All 3 courses of this path in one payment, with lifetime access.')).toBeVisible();
  await expect(
    panel.getByText("You already have 1 of these 3 courses. The price is the path's price, whatever you already have."),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Buy for my team' })).toBeVisible();
  await atPhoneWidths(page, 'The path page with its price', () => expect(panel.getByRole('link', { name: 'Buy this path' })).toBeVisible());
  await expectAccessible(page, 'the path page with its price');

  const started = page.waitForResponse((response) => response.url().endsWith(`/api/paths/${path!.id}/payment-intent`) && response.ok());
  await panel.getByRole('link', { name: 'Buy this path' }).click();
  await expect(page).toHaveURL(`/checkout/paths/${path!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: PATH })).toBeVisible();
  await expect(page.getByRole('heading', { name: "What you'll get" })).toBeVisible();
  await expect(page.getByText('3 courses (2 hours of content)')).toBeVisible();
  await expect(page.getByText('Lifetime access')).toBeVisible();
  for (const title of TITLES) await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Path' })).toHaveAttribute('href', `/paths/${path!.slug}`);
  // The card form cannot load here; the page says so and offers the hosted checkout instead of spinning.
  await expect(page.getByText(/The card form could not be loaded/)).toBeVisible();
  await atPhoneWidths(page, 'The path checkout', () => expect(page.getByRole('heading', { level: 1, name: PATH })).toBeVisible());
  await expectAccessible(page, 'the path checkout');

  // The card form's PaymentIntent is for the path's price from the database.
  const { clientSecret } = (await (await started).json()) as { clientSecret: string };
  const intentId = clientSecret.split('_secret_')[0];
  const stripe = { Authorization: `Bearer ${STRIPE_KEY}` };
  const intent = await (await page.request.get(`${stripeApiBase}/v1/payment_intents/${intentId}`, { headers: stripe })).json();
  expect(intent.amount).toBe(14_900);

  // What Stripe.js does with the card form, then what the page does once it reports success.
  const confirmed = await page.request.post(`${stripeApiBase}/v1/payment_intents/${intentId}/confirm`, {
    headers: stripe,
    form: { payment_method: 'pm_card_visa' },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const paid = await page.request.post(`/api/paths/${path!.id}/payments/confirm`);
  expect(await paid.json()).toMatchObject({ hasAccess: true, status: 'succeeded' });

  await page.goto(`/paths/${path!.slug}`);
  const access = page.getByRole('region', { name: 'Your access' });
  await expect(access.getByText('You have this path: every course in it is yours.')).toBeVisible();
  await expect(access.getByRole('link', { name: 'Buy this path' })).toHaveCount(0);
  await atPhoneWidths(page, 'The path page once bought', () => expect(access).toBeVisible());

  for (const course of courses) {
    await page.goto(`/courses/${course.id}`);
    await expect(page.getByRole('link', { name: 'Start Learning' })).toBeVisible();
  }
  await page.goto(`/checkout/paths/${path!.slug}`);
  await expect(page.getByRole('heading', { name: 'Already Yours' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Path' })).toHaveAttribute('href', `/paths/${path!.slug}`);
});

test("a visitor's path page arrives with the price rendered, and the checkout asks them to sign in", async ({ browser }) => {
  const response = await (await browser.newContext()).request.get(`/paths/${path!.slug}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('$149.00');
  expect(html).toContain('Buy this path');

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route('https://js.stripe.com/**', (route) => route.abort());
  await page.goto(`/checkout/paths/${path!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: PATH })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to buy' })).toHaveAttribute(
    'href',
    `/auth?returnTo=${encodeURIComponent(`/checkout/paths/${path!.slug}`)}`,
  );
  await atPhoneWidths(page, "A visitor's path checkout", () => expect(page.getByRole('link', { name: 'Sign in to buy' })).toBeVisible());
  await context.close();
});
