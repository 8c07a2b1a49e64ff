import { expect, test, type Browser, type Page } from '@playwright/test';
import { sampleScormFiles, zipFiles, type SampleScormVersion } from '@academy/backend/testing';
import { signInAsAdmin } from '../support/admin.js';
import { createCourse, deleteCourses } from '../support/db.js';

// SCORM lessons end to end: an admin uploads a package the test builds (a real SCO: it calls
// LMSInitialize / Initialize, SetValue and Commit through scorm-again's cross-frame bridge), a learner
// plays it to completion in the sandboxed frame, and a second visit resumes from the saved location
// and suspend data. SCORM 1.2 and 2004 alike; the lesson page at 320 and 390 px.
let sequence = 0;
const uniqueEmail = () => `scorm-${Date.now()}-${++sequence}@example.com`;
const courses: number[] = [];

test.afterAll(async () => {
  await deleteCourses(courses);
});

async function learner(browser: Browser, courseId: number): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const registered = await page.request.post('/api/register', {
    data: { email: uniqueEmail(), password: 'learner-password', firstName: 'Quinn', lastName: 'Adeyemi' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const enrolled = await page.request.post(`/api/courses/${courseId}/enroll`, { data: {} });
  expect(enrolled.ok(), await enrolled.text()).toBe(true);
  return page;
}

async function expectNoSidewaysScroll(page: Page, width: number, screen: string) {
  await page.setViewportSize({ width, height: 740 });
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll, `${screen} at ${width} px`).toBeLessThanOrEqual(width);
}

for (const version of ['1.2', '2004'] as SampleScormVersion[]) {
  test(`SCORM ${version}: an admin uploads a package, a learner plays it to completion and resumes it`, async ({ page, browser }) => {
    const title = `SCORM ${version} course ${Date.now()}`;
    const course = await createCourse({
      title,
      modules: [
        {
          title: 'Intake',
          lessons: [
            { title: `Intake essentials ${version}`, type: 'scorm' },
            { title: 'Wrap-up', type: 'text' },
          ],
        },
      ],
    });
    courses.push(course.id);
    const lessonId = course.lessonIds[0];

    // The admin's editor: a refused upload shows the server's message, a good one what the manifest says.
    await signInAsAdmin(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/admin/courses/${course.id}/lessons/${lessonId}`);
    const card = page.locator('.ant-card', { hasText: 'SCORM package' }).last();
    await expect(card.getByText('No package yet', { exact: false })).toBeVisible();
    const input = card.locator('input[type="file"]');
    await input.setInputFiles({ name: 'broken.zip', mimeType: 'application/zip', buffer: Buffer.from('not a zip at all') });
    await expect(card.getByRole('alert')).toContainText('The file is not a valid zip archive.');
    const packageTitle = `Intake meeting essentials ${version} ${Date.now()}`;
    const zip = await zipFiles(sampleScormFiles(version, { title: packageTitle, score: 90 }));
    await input.setInputFiles({ name: `intake-${version}.zip`, mimeType: 'application/zip', buffer: zip });
    await expect(card.getByText(packageTitle)).toBeVisible();
    await expect(card.getByText(`SCORM ${version}`, { exact: true })).toBeVisible();
    await expect(card.getByText('index.html', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Replace package' })).toBeVisible();

    // The learner plays it: the SCO finds the API, goes to page 2 and leaves.
    const student = await learner(browser, course.id);
    await student.setViewportSize({ width: 1280, height: 900 });
    await student.goto(`/lessons/${lessonId}`);
    await expect(student.getByText('Finish the lesson content to complete this lesson.')).toBeVisible();
    await expect(student.getByRole('button', { name: 'Mark Complete' })).toHaveCount(0);
    const frameElement = student.locator('iframe.sc-player__frame');
    await expect(frameElement).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups');
    const sco = student.frameLocator('iframe.sc-player__frame');
    await expect(sco.getByText('Page 1 of 2.')).toBeVisible();
    await sco.getByRole('button', { name: 'Next' }).click();
    await expect(sco.getByRole('heading', { name: 'Page 2 of 2: the scorecard' })).toBeVisible();
    // The sandboxed package cannot read the academy's cookies or storage.
    const isolated = await student.frames()[1]?.evaluate(() => {
      try {
        return document.cookie === '' && typeof window.localStorage === 'undefined';
      } catch {
        return true;
      }
    });
    expect(isolated).toBe(true);
    await expect
      .poll(async () => (await student.request.get(`/api/lessons/${lessonId}/scorm`)).json().then((launch) => launch.cmi.suspend_data))
      .toBe('p1,p2');

    // A second visit resumes at page 2 with what was seen.
    await student.reload();
    await expect(sco.getByText('Welcome back: resumed at page 2 (seen p1,p2).')).toBeVisible();
    await expect(sco.getByRole('heading', { name: 'Page 2 of 2: the scorecard' })).toBeVisible();

    // Finishing completes the lesson.
    await sco.getByRole('button', { name: 'Finish' }).click();
    await expect(sco.getByText('Finished: well done.')).toBeVisible();
    await expect(student.locator('.ls-actions').getByText('Completed')).toBeVisible();
    const launch = await (await student.request.get(`/api/lessons/${lessonId}/scorm`)).json();
    expect(launch).toMatchObject({ isCompleted: true, completionStatus: 'completed', successStatus: 'passed', scoreScaled: 0.9 });

    for (const width of [320, 390]) await expectNoSidewaysScroll(student, width, 'The SCORM lesson page');
    await expect(sco.getByRole('button', { name: 'Finish' })).toBeVisible();

    // The course's analytics: one learner, completed and passed, at 90%.
    await page.goto(`/admin/courses/${course.id}/manage`);
    await page.getByRole('tab', { name: 'Analytics' }).click();
    const results = page.getByRole('region', { name: `Intake essentials ${version}` });
    await expect(results.getByText(`SCORM ${version}`)).toBeVisible();
    await expect(results.getByText('90%')).toBeVisible();
    await student.context().close();
  });
}
