import { expect, test, type Page } from '@playwright/test';
import { stripeApiBase } from '../playwright.config.js';
import { signInAsAdmin } from '../support/admin.js';
import { expectAccessible } from '../support/axe.js';
import { createCourse, deleteCourses, withDb, type CreatedCourse } from '../support/db.js';

// A coupon end to end: an admin creates it on a phone; a learner applies it at the card form and a
// visitor at the hosted checkout, each sees the new price before paying and pays it.
const PASSWORD = 'learner-password';
const stamp = Date.now();
const TITLE = `Offer Closing ${stamp}`;
const CODE = `SPRING${stamp.toString(36).toUpperCase()}`;
const PHONES = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
];
/** The local Stripe server's secret key (playwright.config.ts), for what Stripe.js would do in the browser. */
const STRIPE_KEY = 'sk_test_e2e_local';

let course: CreatedCourse;
let sequence = 0;
const uniqueEmail = (label: string) => `${label}-${stamp}-${++sequence}@example.com`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  course = await createCourse({
    title: TITLE,
    description: 'Close the offer without losing the candidate.',
    isPaid: true,
    price: 4900,
    modules: [{ title: 'Offers', lessons: [{ title: 'Anchoring', type: 'text', content: '<p>Start high.</p>', duration: 10 }] }],
  });
});

test.afterAll(async () => {
  if (!course) return;
  await deleteCourses([course.id]);
  await withDb((client) => client.query('delete from coupons where code = $1', [CODE]));
});

test.beforeEach(async ({ page }) => {
  // Stripe.js comes from js.stripe.com, which this machine cannot reach: refuse it at once, as a blocker would.
  await page.route('https://js.stripe.com/**', (route) => route.abort());
});

async function expectNoSidewaysScroll(page: Page, what: string) {
  const sizes = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(sizes.scrollWidth, `${what} is wider than the window (${JSON.stringify(sizes)})`).toBeLessThanOrEqual(sizes.clientWidth);
}

async function applyCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Coupon code' }).fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
}

test('an admin creates a coupon for one course on a phone and sees it listed', async ({ page }) => {
  await signInAsAdmin(page);
  await page.setViewportSize(PHONES[1]);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Coupons' }).click();
  await page.getByRole('button', { name: 'Create Coupon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Coupon' });
  await dialog.getByLabel('Code').fill(CODE.toLowerCase());
  await dialog.getByLabel('Percent off').fill('25');
  await dialog.getByText('Selected courses').click();
  const courses = dialog.getByRole('combobox', { name: 'Courses' });
  await courses.fill(TITLE);
  // The course list arrives from the API: Enter picks the first option shown, so wait for it.
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: TITLE })).toBeVisible();
  await courses.press('Enter');
  await expect(dialog.locator('.ant-select-selection-item', { hasText: TITLE })).toBeVisible();
  await dialog.getByLabel('Redemption limit').fill('5');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('listitem').filter({ hasText: CODE });
  await expect(card.getByText('25% off')).toBeVisible();
  await expect(card.getByText(TITLE)).toBeVisible();
  await expect(card.getByText('0 / 5')).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  for (const size of PHONES) {
    await page.setViewportSize(size);
    const disable = card.getByRole('button', { name: `Disable ${CODE}` });
    await disable.scrollIntoViewIfNeeded();
    const box = (await disable.boundingBox())!;
    expect(box.x + box.width, `Disable is off-screen at ${size.width} px`).toBeLessThanOrEqual(size.width);
    await expectNoSidewaysScroll(page, `The Coupons tab at ${size.width} px`);
  }
  await expectAccessible(page, 'the Coupons tab on a phone');
});

test('a learner applies the code at the card form: the new price, a PaymentIntent for it, enrolled once paid', async ({ page }) => {
  const registered = await page.request.post('/api/register', {
    data: { email: uniqueEmail('learner'), password: PASSWORD, firstName: 'Lee', lastName: 'Learner' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  await page.setViewportSize(PHONES[1]);
  await page.goto(`/checkout/${course.id}`);
  await expect(page.getByText(/The card form could not be loaded/)).toBeVisible();

  await applyCode(page, 'NOT-A-CODE');
  await expect(page.getByRole('alert').filter({ hasText: 'This code does not exist. Check it and try again.' })).toBeVisible();

  // The card form is prepared again with the code: its PaymentIntent is for the discounted price.
  const started = page.waitForResponse((response) => response.url().endsWith('/api/create-payment-intent') && response.ok());
  await applyCode(page, CODE.toLowerCase());
  const summary = page.getByRole('status').filter({ hasText: 'Total' });
  await expect(summary).toContainText('$49.00');
  await expect(summary).toContainText(`Code ${CODE} (25% off)`);
  await expect(summary).toContainText('−$12.25');
  await expect(summary).toContainText('Total$36.75');
  const { clientSecret } = (await (await started).json()) as { clientSecret: string };
  const intentId = clientSecret.split('_secret_')[0];
  const stripe = { Authorization: `Bearer ${STRIPE_KEY}` };
  const intent = await (await page.request.get(`${stripeApiBase}/v1/payment_intents/${intentId}`, { headers: stripe })).json();
  expect(intent.amount).toBe(3675);
  await expectNoSidewaysScroll(page, 'The checkout with a code at 390 px');
  await expectAccessible(page, 'the checkout with a code applied');

  // What Stripe.js does with the card form, then what the page does once it reports success.
  const confirmed = await page.request.post(`${stripeApiBase}/v1/payment_intents/${intentId}/confirm`, {
    headers: stripe,
    form: { payment_method: 'pm_card_visa' },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const enrolled = await page.request.post('/api/payments/confirm', { data: { courseId: course.id } });
  expect(await enrolled.json()).toMatchObject({ isEnrolled: true, status: 'succeeded' });
  await page.goto(`/courses/${course.id}`);
  await expect(page.getByRole('link', { name: 'Start Learning' })).toBeVisible();
});

test('a visitor applies the code at 320 px and pays the new price on the hosted checkout', async ({ page }) => {
  await page.setViewportSize(PHONES[0]);
  await page.goto(`/checkout/${course.id}`);
  await applyCode(page, CODE);
  await expect(page.getByRole('status').filter({ hasText: 'Total' })).toContainText('Total$36.75');
  await expectNoSidewaysScroll(page, 'The visitor checkout with a code at 320 px');
  await expectAccessible(page, "the visitor's checkout with a code applied");

  await page.getByLabel('Email').fill(uniqueEmail('visitor'));
  await page.getByRole('button', { name: 'Pay $36.75' }).click();
  await expect(page.getByText(`Subtotal $49.00; ${CODE}: −$12.25`)).toBeVisible();
  await expect(page.getByText('$36.75', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/auth\?payment=success/);

  const payments = await withDb((client) =>
    client.query<{ amount: number; discount_amount: number; coupon_code: string; status: string }>(
      'select amount, discount_amount, coupon_code, status from payments where course_id = $1 and coupon_code is not null order by id',
      [course.id],
    ),
  );
  expect(payments.rows).toEqual([
    { amount: 3675, discount_amount: 1225, coupon_code: CODE, status: 'succeeded' },
    { amount: 3675, discount_amount: 1225, coupon_code: CODE, status: 'succeeded' },
  ]);
  const coupon = await withDb((client) =>
    client.query<{ times_redeemed: number }>('select times_redeemed from coupons where code = $1', [CODE]),
  );
  expect(coupon.rows[0].times_redeemed).toBe(2);
});
