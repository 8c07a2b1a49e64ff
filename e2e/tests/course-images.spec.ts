import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { choose } from '../support/antd.js';
import { expectAccessible } from '../support/axe.js';
import { solidPng } from '../support/png.js';
import { signInAsAdmin } from '../support/admin.js';

const PASSWORD = 'learner-password';

let sequence = 0;
const uniqueToken = () => `${Date.now().toString(36)}${(++sequence).toString(36)}`;

const toast = (page: Page, text: string) => page.locator('.ant-notification').getByText(text, { exact: true });

async function api(page: Page, method: 'get' | 'post', url: string, data?: object) {
  const response = await page.request[method](url, data ? { data } : undefined);
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

interface CourseImages {
  thumbnailUrl: string | null;
  heroImageUrl: string | null;
}

/** The image inside `scope` with this `src`, checked to have loaded `loaded` (a srcset may pick another size than `src`). */
async function expectImage(scope: Locator, src: string, loaded = src) {
  const image = scope.locator(`img[src="${src}"]`);
  await expect(image).toBeVisible();
  // Card images load lazily: bring this one into the viewport, as a reader scrolling to it would.
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      image.evaluate((element: HTMLImageElement) =>
        element.complete && element.naturalWidth > 0 ? new URL(element.currentSrc).pathname : null,
      ),
    )
    .toBe(loaded);
  return image;
}

async function newLearner(browser: Browser, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const email = `course-images-${Date.now()}-${++sequence}@example.com`;
  await api(page, 'post', '/api/register', { email, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' });
  return { context, page };
}

test.describe('course images', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an admin adds an image in the Create Course dialog and replaces it in Settings; learners see it on cards, the hero and the dashboard', async ({
    page,
    browser,
  }) => {
    const token = uniqueToken();
    const title = `Talent Mapping ${token}`;
    await signInAsAdmin(page);

    // Create Course with an image: a preview first, the upload once the course exists.
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Create Course' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Course' });
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await choose(page, dialog.getByLabel('Access Level'), 'All Users');
    const imageField = dialog.getByRole('group', { name: 'Course image' });
    await expect(imageField.getByText('No image: the course shows its initial')).toBeVisible();
    // Not a picture: refused before anything is sent.
    await imageField
      .getByLabel('Course image file')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(imageField.getByRole('alert')).toHaveText(
      'Choose a JPEG, PNG or WebP image. JPEG, PNG or WebP, up to 10 MB. It is cropped to 16:9.',
    );
    await imageField
      .getByLabel('Course image file')
      .setInputFiles({ name: 'blue.png', mimeType: 'image/png', buffer: solidPng(64, [37, 99, 235]) });
    await expect(imageField.getByRole('img', { name: 'Course image preview' })).toBeVisible();
    await expect(imageField.getByRole('alert')).toHaveCount(0);
    await expect(imageField.getByRole('button', { name: 'Replace image' })).toBeVisible();
    await expectAccessible(page, 'the Create Course dialog with an image');
    await dialog.getByRole('button', { name: 'Create Course' }).click();
    await expect(toast(page, 'Course created!')).toBeVisible();
    await expect(dialog).toBeHidden();

    const courses: ({ id: number; title: string } & CourseImages)[] = await api(page, 'get', '/api/courses');
    const created = courses.find((course) => course.title === title)!;
    expect(created.thumbnailUrl).toMatch(/^\/api\/course-images\/[0-9a-f]{32}-card\.webp$/);
    expect(created.heroImageUrl).toMatch(/^\/api\/course-images\/[0-9a-f]{32}-hero\.webp$/);
    const module = await api(page, 'post', `/api/courses/${created.id}/modules`, { title: `Basics ${token}` });
    await api(page, 'post', `/api/modules/${module.id}/lessons`, { title: `First steps ${token}`, type: 'text' });

    // Settings: the current image, replaced by another; a disguised file gets the server's message.
    await page.goto(`/admin/courses/${created.id}/manage`);
    await page.getByRole('tab', { name: 'Settings' }).click();
    const settings = page.getByRole('tabpanel', { name: 'Settings' }).getByRole('group', { name: 'Course image' });
    await expectImage(settings, created.thumbnailUrl!);
    await settings
      .getByLabel('Course image file')
      .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.4 not a picture') });
    await expect(settings.getByRole('alert')).toHaveText(
      'The file is not a valid PNG file. Allowed images: .jpg, .jpeg, .png, .webp, up to 10 MB.',
    );
    await settings
      .getByLabel('Course image file')
      .setInputFiles({ name: 'green.png', mimeType: 'image/png', buffer: solidPng(64, [22, 163, 74]) });
    await expect(toast(page, 'Course image updated')).toBeVisible();
    const replaced: CourseImages = await api(page, 'get', `/api/courses/${created.id}`);
    expect(replaced.thumbnailUrl).not.toBe(created.thumbnailUrl);
    await expectImage(settings, replaced.thumbnailUrl!);
    await expect(settings.getByRole('alert')).toHaveCount(0);
    await expectAccessible(page, 'the course settings with an image');
    // The old sizes are gone.
    expect((await page.request.get(created.thumbnailUrl!)).status()).toBe(404);

    // A learner: the card in the catalogue, the hero on the course page, the card on the dashboard.
    const learner = await newLearner(browser);
    await learner.page.goto('/courses');
    const catalogueCard = learner.page.getByRole('article', { name: title, exact: true });
    const cardImage = await expectImage(catalogueCard, replaced.thumbnailUrl!);
    await expect(cardImage).toHaveAttribute('loading', 'lazy');
    await expect(cardImage).toHaveAttribute('alt', '');
    await expect(catalogueCard.locator('.cc-thumb__initial')).toHaveCount(0);

    await learner.page.goto(`/courses/${created.id}`);
    const hero = learner.page.locator('.cc-thumb--hero');
    await expectImage(hero, replaced.heroImageUrl!);
    await expectAccessible(learner.page, 'a course page with its image');
    await api(learner.page, 'post', `/api/courses/${created.id}/enroll`, {});

    // The dashboard is the signed-in home page.
    await learner.page.goto('/');
    const dashboardCard = learner.page.getByRole('region', { name: 'My Courses' }).getByRole('article', { name: title, exact: true });
    await expectImage(dashboardCard, replaced.thumbnailUrl!);

    // Removed in Settings: the gradient and the initial again.
    await settings.getByRole('button', { name: 'Remove image' }).click();
    await expect(toast(page, 'Course image removed')).toBeVisible();
    await expect(settings.getByText('No image: the course shows its initial')).toBeVisible();
    await learner.page.goto('/courses');
    await expect(catalogueCard.locator('img')).toHaveCount(0);
    await expect(catalogueCard.locator('.cc-thumb__initial')).toHaveText('T');
    await learner.context.close();
  });

  test('the course page hero and cards fit a 320 px wide phone without horizontal scrolling', async ({ browser, page, baseURL }) => {
    const token = uniqueToken();
    await signInAsAdmin(page);
    const course = await api(page, 'post', '/api/courses', { title: `Phone Screens ${token}`, accessLevel: 'all' });
    const upload = await page.request.put(`/api/courses/${course.id}/image`, {
      headers: { Origin: new URL(baseURL!).origin },
      multipart: { file: { name: 'wide.png', mimeType: 'image/png', buffer: solidPng(64, [190, 18, 60]) } },
    });
    expect(upload.ok(), await upload.text()).toBe(true);
    const { thumbnailUrl, heroImageUrl }: CourseImages = await upload.json();

    const learner = await newLearner(browser, { width: 320, height: 700 });
    // On a phone the hero loads the card size.
    for (const [path, scope, src, loaded] of [
      ['/courses', learner.page.getByRole('article', { name: `Phone Screens ${token}`, exact: true }), thumbnailUrl!, thumbnailUrl!],
      [`/courses/${course.id}`, learner.page.locator('.cc-thumb--hero'), heroImageUrl!, thumbnailUrl!],
    ] as const) {
      await learner.page.goto(path);
      await expectImage(scope, src, loaded);
      const box = await scope.locator('img').boundingBox();
      expect(box!.width / box!.height).toBeGreaterThan(1.5);
      expect(await learner.page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    }
    await learner.context.close();
  });
});
