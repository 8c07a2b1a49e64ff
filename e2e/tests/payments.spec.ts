import { expect, test, type Page } from '@playwright/test';
import { createCourse, deleteCourses, type CreatedCourse } from '../support/db.js';

const PASSWORD = 'learner-password';
let sequence = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${++sequence}@example.com`;
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

let paidCourse: CreatedCourse;
let freeCourse: CreatedCourse;
const PAID_TITLE = `Offer Negotiation ${Date.now()}`;
const FREE_TITLE = `Recruiting Basics ${Date.now()}`;

test.beforeAll(async () => {
  const lessons = [{ title: 'Anchoring the offer', type: 'text' as const, content: '<p>Start high, explain why.</p>', duration: 10 }];
  paidCourse = await createCourse({
    title: PAID_TITLE,
    description: 'Close candidates without losing them at the offer stage.',
    isPaid: true,
    price: 4900,
    estimatedDuration: 120,
    modules: [{ title: 'Offers', lessons }],
  });
  freeCourse = await createCourse({ title: FREE_TITLE, modules: [{ title: 'Start', lessons }] });
});

test.afterAll(async () => {
  await deleteCourses([paidCourse.id, freeCourse.id]);
});

test.beforeEach(async ({ page }) => {
  // Stripe.js comes from js.stripe.com, which this machine cannot reach: refuse it at once, as a blocker would.
  await page.route('https://js.stripe.com/**', (route) => route.abort());
});

test('a learner buys a one-time course through the hosted checkout and lands enrolled', async ({ page }) => {
  const response = await page.request.post('/api/register', {
    data: { email: uniqueEmail('buyer'), password: PASSWORD, firstName: 'Pat', lastName: 'Buyer' },
  });
  expect(response.ok(), await response.text()).toBe(true);

  await page.goto(`/courses/${paidCourse.id}`);
  await page.getByRole('link', { name: 'Purchase' }).click();
  await expect(page).toHaveURL(`/checkout/${paidCourse.id}`);
  await expect(page.getByRole('heading', { level: 1, name: PAID_TITLE })).toBeVisible();
  await expect(page.getByText('$49.00', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: "What you'll get" })).toBeVisible();
  await expect(page.getByText('Lifetime access')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Course' })).toHaveAttribute('href', `/courses/${paidCourse.id}`);
  // The card form cannot load here; the page says so and offers the hosted checkout instead of spinning.
  await expect(page.getByText(/The card form could not be loaded/)).toBeVisible();

  await page.getByRole('button', { name: 'Pay on secure checkout page' }).click();
  await expect(page.getByRole('heading', { name: PAID_TITLE })).toBeVisible();
  await expect(page.getByText('$49.00')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(`/courses/${paidCourse.id}`);
  await expect(toast(page, 'Payment Successful')).toBeVisible();
  await expect(toast(page, 'You have been enrolled in the course!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Learning' })).toBeVisible();

  await page.goto(`/checkout/${paidCourse.id}`);
  await expect(page.getByRole('heading', { name: 'Already Enrolled' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Course' })).toHaveAttribute('href', `/courses/${paidCourse.id}`);
});

test('a visitor pays with an e-mail, registers from the payment=success link and finds the course enrolled', async ({ page }) => {
  const email = uniqueEmail('visitor');
  await page.goto(`/checkout/${paidCourse.id}`);
  await expect(page.getByRole('heading', { level: 1, name: PAID_TITLE })).toBeVisible();
  const pay = page.getByRole('button', { name: 'Pay $49.00' });
  await expect(pay).toBeDisabled();
  await page.getByLabel('Email').fill(email);
  await expect(pay).toBeEnabled();
  await pay.click();

  await expect(page.getByText(`Email: ${email}`)).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/auth\?payment=success/);
  await expect(page.getByText('Payment successful! Complete your registration below to access your course.')).toBeVisible();
  const signUp = page.getByRole('tabpanel', { name: 'Sign Up' });
  await expect(signUp.getByLabel('Email')).toHaveValue(email);
  await signUp.getByLabel('First name').fill('Vic');
  await signUp.getByLabel('Last name').fill('Visitor');
  await signUp.getByLabel('Password').fill(PASSWORD);
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).not.toHaveURL(/\/auth/);

  await page.goto(`/courses/${paidCourse.id}`);
  await expect(page.getByRole('link', { name: 'Start Learning' })).toBeVisible();
});

test('checkout states: a free course, and a course that does not exist', async ({ page }) => {
  await page.goto(`/checkout/${freeCourse.id}`);
  await expect(page.getByRole('heading', { name: 'Free Course' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Course' })).toHaveAttribute('href', `/courses/${freeCourse.id}`);
  await page.goto('/checkout/999999');
  await expect(page.getByRole('heading', { name: 'Course not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Courses' })).toHaveAttribute('href', '/courses');
});
