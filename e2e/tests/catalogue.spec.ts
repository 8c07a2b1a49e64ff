import { expect, test, type Locator, type Page } from '@playwright/test';
import { changeCatalogue, createCourse, createDownload } from '../support/db.js';

// Playwright runs on an empty database: every test creates its own courses and downloads (SQL, see
// support/db.ts) with a unique token in their titles, so other suites' data never gets in the way.
const PASSWORD = 'learner-password';

let sequence = 0;
const uniqueToken = () => `${Date.now().toString(36)}${(++sequence).toString(36)}`;
const uniqueEmail = () => `catalogue-${Date.now()}-${++sequence}@example.com`;

/** Creates a job seeker through the API; the session cookie lands in the page's browser context. */
async function signUpThroughApi(page: Page, firstName = 'Casey'): Promise<string> {
  const email = uniqueEmail();
  const response = await page.request.post('/api/register', {
    data: { email, password: PASSWORD, firstName, lastName: 'Nguyen' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return email;
}

async function apiPost(page: Page, url: string) {
  const response = await page.request.post(url, { data: {} });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The card (article) named by a course or download title. */
const card = (scope: Page | Locator, title: string) => scope.getByRole('article', { name: title, exact: true });

test.describe('course catalogue, course detail, downloads and dashboard', () => {
  test('a visitor goes from the landing page to a course, signs up, enrols and can start learning', async ({ page }) => {
    const token = uniqueToken();
    const title = `Sourcing Essentials ${token}`;
    const course = await createCourse({
      title,
      description: 'Boolean strings, talent maps and outreach that candidates answer.',
      estimatedDuration: 95,
      modules: [
        {
          title: 'Getting started',
          lessons: [
            { title: `Welcome ${token}`, type: 'video', videoProvider: 'youtube', videoId: 'dQw4w9WgXcQ', duration: 10 },
            { title: `Boolean basics ${token}`, type: 'text', content: '<p>AND, OR, NOT</p>', duration: 20 },
          ],
        },
      ],
    });

    await page.goto('/');
    const section = page.getByRole('region', { name: 'Available Courses' });
    const courseCard = card(section, title);
    await expect(courseCard).toBeVisible();
    await expect(courseCard.getByText('Free', { exact: true })).toBeVisible();
    await expect(courseCard.getByText('2 lessons', { exact: true })).toBeVisible();
    await expect(courseCard.getByText('1h 35m', { exact: true })).toBeVisible();
    for (const promise of ['Lifetime access', 'Certificate of completion', 'Downloadable resources']) {
      await expect(courseCard.getByText(promise, { exact: true })).toBeVisible();
    }

    // 'Explore Courses' scrolls to the course section (and moves focus there).
    await page.getByRole('link', { name: 'Explore Courses' }).click();
    await expect(section).toBeFocused();
    await expect(section).toBeInViewport();

    await courseCard.getByRole('link', { name: 'View Course Details' }).click();
    await expect(page).toHaveURL(new RegExp(`/courses/${course.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('All Users', { exact: true })).toBeVisible();
    await expect(page.getByText('2 hours', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Enroll to view content')).toBeVisible();
    // Not enrolled: lesson titles without links.
    await expect(page.getByText(`Welcome ${token}`)).toBeVisible();
    await expect(page.getByRole('link', { name: `Welcome ${token}` })).toHaveCount(0);

    // A visitor's Enroll Now leads to sign-in, remembering the course.
    await page.getByRole('link', { name: 'Enroll Now' }).click();
    await expect(page).toHaveURL(new RegExp(`/auth\\?returnTo=%2Fcourses%2F${course.id}$`));
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const signUp = page.getByRole('tabpanel', { name: 'Sign Up' });
    await signUp.getByLabel('First name').fill('Riley');
    await signUp.getByLabel('Last name').fill('Park');
    await signUp.getByLabel('Email').fill(uniqueEmail());
    await signUp.getByLabel('Password').fill(PASSWORD);
    await signUp.getByRole('button', { name: 'Create Account' }).click();

    // Back on the course, signed in: enrol in the free course.
    await expect(page).toHaveURL(new RegExp(`/courses/${course.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Enroll Now' }).click();

    const start = page.getByRole('link', { name: 'Start Learning' });
    await expect(start).toBeVisible();
    await expect(start).toHaveAttribute('href', `/courses/${course.id}/learn`);
    await expect(page.getByText('Enroll to view content')).toHaveCount(0);
    await expect(page.getByRole('link', { name: `Welcome ${token}` })).toHaveAttribute('href', `/lessons/${course.lessonIds[0]}`);
    await expect(page.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByText('0 of 2 lessons completed')).toBeVisible();
  });

  test('the course list searches and filters by level, for visitors and signed-in learners', async ({ page }) => {
    const token = uniqueToken();
    const everyone = await createCourse({ title: `Offer Negotiation ${token}`, description: 'Closing candidates.', accessLevel: 'all' });
    await createCourse({ title: `Agency Playbook ${token}`, description: 'For RecruitPros.', accessLevel: 'recruitpro' });
    const seekers = await createCourse({ title: `Job Search Sprint ${token}`, description: 'For job seekers.', accessLevel: 'jobseeker' });

    // Visitor: the public list holds only the courses for everyone.
    await page.goto('/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search' });
    await expect(search).toHaveAttribute('placeholder', 'Search courses...');
    await search.fill(token);
    await expect(page.getByText('1 courses available', { exact: true })).toBeVisible();
    await expect(page.getByText(/\d+ enrolled/)).toHaveCount(0);
    const visitorCard = card(page, `Offer Negotiation ${token}`);
    await expect(visitorCard.getByRole('link', { name: 'View Course' })).toHaveAttribute('href', `/courses/${everyone.id}`);

    const level = page.getByRole('combobox', { name: 'Level' });
    await expect(level.getByRole('option')).toHaveText(['All Levels', 'RecruitPro', 'Job Seeker', 'Admin']);
    await level.selectOption({ label: 'Job Seeker' });
    await expect(page.getByRole('heading', { name: 'No courses found' })).toBeVisible();
    await expect(page.getByText('0 courses available', { exact: true })).toBeVisible();

    // A signed-in job seeker, enrolled in one course: theirs and everyone's, with the enrolled badge.
    await signUpThroughApi(page);
    await apiPost(page, `/api/courses/${everyone.id}/enroll`);
    await page.goto(`/courses?q=${token}`);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(token);
    await expect(page.getByText('2 courses available', { exact: true })).toBeVisible();
    await expect(page.getByText('1 enrolled', { exact: true })).toBeVisible();
    await expect(card(page, `Agency Playbook ${token}`)).toHaveCount(0);
    await expect(card(page, `Offer Negotiation ${token}`).getByRole('link', { name: 'Continue Learning' })).toHaveAttribute(
      'href',
      `/courses/${everyone.id}`,
    );
    await expect(card(page, `Job Search Sprint ${token}`).getByRole('link', { name: 'View Course' })).toHaveAttribute(
      'href',
      `/courses/${seekers.id}`,
    );

    await page.getByRole('combobox', { name: 'Level' }).selectOption({ label: 'Job Seeker' });
    await expect(page.getByText('1 courses available', { exact: true })).toBeVisible();
    await expect(card(page, `Job Search Sprint ${token}`)).toBeVisible();
    await expect(page).toHaveURL(/level=jobseeker/);

    await page.getByRole('combobox', { name: 'Level' }).selectOption({ label: 'RecruitPro' });
    await expect(page.getByRole('heading', { name: 'No courses found' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Level' }).selectOption({ label: 'All Levels' });
    await page.getByRole('searchbox', { name: 'Search' }).fill(`no such course ${token}`);
    await expect(page.getByRole('heading', { name: 'No courses found' })).toBeVisible();
  });

  test('paid courses offer Purchase or a monthly subscription; an unknown course is not found', async ({ page }) => {
    const token = uniqueToken();
    const oneTime = await createCourse({ title: `Executive Search ${token}`, isPaid: true, price: 4900, paymentType: 'one_time' });
    const monthly = await createCourse({ title: `Recruiter Club ${token}`, isPaid: true, price: 1900, paymentType: 'subscription' });

    await page.goto('/');
    await expect(card(page, `Executive Search ${token}`).getByText('$49.00', { exact: true })).toBeVisible();
    await expect(card(page, `Recruiter Club ${token}`).getByText('$19.00/month', { exact: true })).toBeVisible();

    await page.goto(`/courses/${oneTime.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Executive Search ${token}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Purchase' })).toHaveAttribute('href', `/checkout/${oneTime.id}`);
    await expect(page.getByRole('link', { name: 'Enroll Now' })).toHaveCount(0);

    // Signed in, the same offers.
    await signUpThroughApi(page);
    await page.goto(`/courses/${monthly.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Recruiter Club ${token}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Subscribe for $19.00/month' })).toHaveAttribute('href', `/checkout/${monthly.id}`);
    await expect(page.getByRole('button', { name: 'Enroll Now' })).toHaveCount(0);
    // No thumbnail: the gradient with the title's initial.
    await expect(page.getByText('R', { exact: true })).toBeVisible();

    // The course turns paid while the page is open: the enrol call's 402 becomes the failure toast.
    const free = await createCourse({ title: `Sourcing Sprint ${token}` });
    await page.goto(`/courses/${free.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Sourcing Sprint ${token}` })).toBeVisible();
    await changeCatalogue((client) => client.query('update courses set is_paid = true, price = 2500 where id = $1', [free.id]));
    await page.getByRole('button', { name: 'Enroll Now' }).click();
    await expect(page.getByText('Enrollment failed')).toBeVisible();
    await expect(page.getByText('This course requires payment. Please purchase it to enroll.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Learning' })).toHaveCount(0);

    await page.goto('/courses/999999999');
    await expect(page.getByRole('heading', { name: 'Course not found' })).toBeVisible();
    await expect(page.getByText("The course you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Courses' }).click();
    await expect(page).toHaveURL(/\/courses$/);
  });

  test('the download library searches, filters by category and counts what it shows', async ({ page }) => {
    const token = uniqueToken();
    await createDownload({
      title: `Offer Letter Template ${token}`,
      description: 'An editable offer letter.',
      fileType: 'Template',
      fileName: `offer-letter-${token}.docx`,
      fileUrl: `https://files.example.com/offer-letter-${token}.docx`,
      category: 'recruitment-process',
      fileSize: 1_258_291,
    });
    await createDownload({ title: `GDPR Checklist ${token}`, fileType: 'Checklist', category: 'compliance-legal', fileSize: 2048 });
    await createDownload({ title: `Boolean Guide ${token}`, fileType: 'Guide', category: 'candidate-sourcing', fileSize: null });

    await signUpThroughApi(page);
    const all = await (await page.request.get('/api/downloads')).json();
    const total = (all as unknown[]).length;

    await page.goto('/downloads');
    await expect(page.getByRole('heading', { level: 1, name: 'Download Library' })).toBeVisible();
    await expect(page.getByText(`Showing ${total} of ${total} downloads`)).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search' }).fill(token);
    await expect(page.getByText(`Showing 3 of ${total} downloads`)).toBeVisible();

    const offer = card(page, `Offer Letter Template ${token}`);
    await expect(offer.getByText('Template', { exact: true })).toBeVisible();
    await expect(offer.getByText('Recruitment Process', { exact: true })).toBeVisible();
    await expect(offer.getByText(`offer-letter-${token}.docx`, { exact: true })).toBeVisible();
    await expect(offer.getByText('1.2 MB', { exact: true })).toBeVisible();
    const link = offer.getByRole('link', { name: /^Download/ });
    await expect(link).toHaveAttribute('href', `https://files.example.com/offer-letter-${token}.docx`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(card(page, `GDPR Checklist ${token}`).getByText('2 KB', { exact: true })).toBeVisible();

    const category = page.getByRole('combobox', { name: 'Category' });
    await expect(category.getByRole('option')).toHaveText([
      'All categories',
      'Recruitment Process',
      'Interview Techniques',
      'Candidate Sourcing',
      'Employer Branding',
      'Compliance & Legal',
      'Analytics & Reporting',
    ]);
    await category.selectOption({ label: 'Compliance & Legal' });
    await expect(page.getByText(`Showing 1 of ${total} downloads`)).toBeVisible();
    await expect(card(page, `GDPR Checklist ${token}`)).toBeVisible();
    await expect(page).toHaveURL(/category=compliance-legal/);

    await category.selectOption({ label: 'Employer Branding' });
    await expect(page.getByText(`Showing 0 of ${total} downloads`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No downloads found' })).toBeVisible();
  });

  test('the dashboard shows real numbers, My Courses and Recent Activity after enrolling', async ({ page }) => {
    await signUpThroughApi(page, 'Avery');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Avery!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No courses yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse', exact: true })).toHaveAttribute('href', '/courses');
    await expect(page.getByText('No recent activity')).toBeVisible();
    const quickLinks = page.getByRole('region', { name: 'Quick Links' });
    await expect(quickLinks.getByRole('link', { name: /Browse Courses/ })).toHaveAttribute('href', '/courses');
    await expect(quickLinks.getByRole('link', { name: /Download Library/ })).toHaveAttribute('href', '/downloads');
    await expect(quickLinks.getByRole('link', { name: /Admin/ })).toHaveCount(0);

    const token = uniqueToken();
    const done = await createCourse({
      title: `Screening Calls ${token}`,
      modules: [
        {
          title: 'Calls',
          lessons: [
            { title: `Phone screen ${token}`, duration: 30 },
            { title: `Scorecards ${token}`, duration: 60 },
          ],
        },
      ],
    });
    const started = await createCourse({
      title: `Employer Branding ${token}`,
      modules: [
        {
          title: 'Brand',
          lessons: [
            { title: `Careers page ${token}`, duration: 15 },
            { title: `Reviews ${token}`, duration: 15 },
          ],
        },
      ],
    });
    await apiPost(page, `/api/courses/${done.id}/enroll`);
    await apiPost(page, `/api/courses/${started.id}/enroll`);
    for (const lessonId of done.lessonIds) await apiPost(page, `/api/lessons/${lessonId}/complete`);

    await page.reload();
    const stats = page.getByRole('region', { name: 'Your progress' });
    const stat = (label: string) => stats.getByRole('listitem').filter({ hasText: label });
    await expect(stat('Courses Completed')).toHaveText(/Courses Completed\s*1$/);
    await expect(stat('Hours Learned')).toHaveText(/Hours Learned\s*2$/);
    await expect(stat('In Progress')).toHaveText(/In Progress\s*1$/);
    await expect(stat('Certificates')).toHaveText(/Certificates\s*1$/);

    const myCourses = page.getByRole('region', { name: 'My Courses' });
    await expect(card(myCourses, `Employer Branding ${token}`).getByRole('link', { name: 'Continue Learning' })).toHaveAttribute(
      'href',
      `/courses/${started.id}/learn`,
    );
    await expect(card(myCourses, `Screening Calls ${token}`).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

    const activity = page.getByRole('region', { name: 'Recent Activity' });
    await expect(activity.getByRole('link', { name: `Scorecards ${token}` })).toHaveAttribute('href', `/lessons/${done.lessonIds[1]}`);
    await expect(activity.getByText('just now').first()).toBeVisible();
  });
});
