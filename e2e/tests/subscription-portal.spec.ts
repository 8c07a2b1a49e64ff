import { expect, test, type Page } from '@playwright/test';
import { stripeApiBase } from '../playwright.config.js';
import { expectAccessible } from '../support/axe.js';
import { createCourse, deleteCourses, type CreatedCourse } from '../support/db.js';

const PASSWORD = 'learner-password';
const TITLE = `Recruiter Retainer ${Date.now()}`;
const ACCESS_WHILE_SUBSCRIBED = 'Access for as long as you subscribe; cancel any time';
let course: CreatedCourse;

/** The date a month from now as the account page writes it (the local server bills monthly from the day of subscribing). */
function inAMonth(): string {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() + 1);
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' }).format(date);
}

test.beforeAll(async () => {
  course = await createCourse({
    title: TITLE,
    description: 'Monthly coaching for agency recruiters.',
    isPaid: true,
    price: 1900,
    paymentType: 'subscription',
    modules: [{ title: 'Month one', lessons: [{ title: 'Your first retainer', type: 'text', content: '<p>Scope it.</p>', duration: 10 }] }],
  });
});

test.afterAll(async () => {
  await deleteCourses([course.id]);
});

test.beforeEach(async ({ page }) => {
  // Stripe.js cannot load here; the checkout offers the hosted checkout instead.
  await page.route('https://js.stripe.com/**', (route) => route.abort());
});

const subscriptions = (page: Page) => page.getByRole('region', { name: 'Subscriptions' });

async function openPortal(page: Page): Promise<void> {
  await page.goto('/account');
  await subscriptions(page).getByRole('button', { name: 'Manage subscription' }).click();
  await expect(page.getByRole('heading', { name: 'Manage your subscription' })).toBeVisible();
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
}

async function backToAccount(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Return to Recruiting Academy' }).click();
  await expect(page).toHaveURL('/account');
}

test('a subscriber manages the subscription from account settings: cancel at period end, resume, cancel, period ends', async ({ page }) => {
  const email = `subscriber-${Date.now()}@example.com`;
  const registered = await page.request.post('/api/register', {
    data: { email, password: PASSWORD, firstName: 'Sam', lastName: 'Subscriber' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const nextPayment = inAMonth();

  // The course and the checkout say the same thing about access.
  await page.goto(`/courses/${course.id}`);
  await expect(page.getByText(ACCESS_WHILE_SUBSCRIBED)).toBeVisible();
  await expect(page.getByText('Lifetime access')).toHaveCount(0);
  await page.getByRole('link', { name: 'Subscribe for $19.00/month' }).click();
  await expect(page).toHaveURL(`/checkout/${course.id}`);
  await expect(page.getByText(ACCESS_WHILE_SUBSCRIBED)).toBeVisible();
  await page.getByRole('button', { name: 'Pay on secure checkout page' }).click();
  await expect(page.getByText('$19.00 per month')).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(`/courses/${course.id}`);
  await expect(page.getByRole('link', { name: 'Start Learning' })).toBeVisible();

  // The dashboard lists the course without its price: it is paid for.
  await page.goto('/');
  const card = page.getByRole('article', { name: TITLE });
  await expect(card).toBeVisible();
  await expect(card.getByText('$19.00', { exact: false })).toHaveCount(0);

  // Account settings: the subscription, active, with its next payment date.
  await page.goto('/account');
  const section = subscriptions(page);
  await expect(section.getByRole('link', { name: TITLE })).toBeVisible();
  await expect(section.getByText('Active', { exact: true })).toBeVisible();
  await expect(section.getByText(`Next payment on ${nextPayment}`)).toBeVisible();
  await expectAccessible(page, 'account settings with a subscription');
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    const manage = section.getByRole('button', { name: 'Manage subscription' });
    await manage.scrollIntoViewIfNeeded();
    await expect(manage).toBeInViewport({ ratio: 1 });
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(widths.scroll, `no horizontal scroll at ${width} px`).toBeLessThanOrEqual(widths.viewport);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Cancelled at period end: it ends on the period's last day, and the course stays open until then.
  await openPortal(page);
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText(/^Cancels on /)).toBeVisible();
  await backToAccount(page);
  await expect(section.getByText(`Ends on ${nextPayment}`)).toBeVisible();
  await page.goto(`/courses/${course.id}`);
  await expect(page.getByRole('link', { name: 'Start Learning' })).toBeVisible();

  // Resumed: billed again on the same date.
  await openPortal(page);
  await page.getByRole('button', { name: 'Renew subscription' }).click();
  await expect(page.getByText(/^Renews on /)).toBeVisible();
  await backToAccount(page);
  await expect(section.getByText(`Next payment on ${nextPayment}`)).toBeVisible();

  // Cancelled again, and the period ends: Stripe deletes the subscription and the access goes with it.
  await openPortal(page);
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText(/^Cancels on /)).toBeVisible();
  const subscriptionId = await page.locator('input[name="subscription"]').first().inputValue();
  await backToAccount(page);
  await expect(section.getByText(`Ends on ${nextPayment}`)).toBeVisible();
  const ended = await page.request.post(`${stripeApiBase}/control/end-period/${subscriptionId}`);
  expect(ended.ok(), await ended.text()).toBe(true);

  await page.reload();
  await expect(section.getByText('Ended', { exact: true })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Manage subscription' })).toHaveCount(0);
  await page.goto(`/courses/${course.id}`);
  await expect(page.getByRole('link', { name: 'Subscribe for $19.00/month' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Learning' })).toHaveCount(0);
});
