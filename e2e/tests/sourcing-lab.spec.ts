import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_POOL_SIZE, DEMO_QUIZZES, demoTalentProfiles, type ImportColumn } from '@academy/backend/testing';
import { signInAsAdmin } from '../support/admin.js';
import { createCourse, deleteCourses, type CreatedCourse } from '../support/db.js';

// A learner at a sourcing exercise: runs searches and reads the candidate cards, meets a syntax
// error in place, fixes it, submits and reads the grading (precision, recall, F1, the missed and the
// wrong candidates with their reasons, the author's string), with the keyboard and at phone widths.
// The exercise is written through the admin API over a small imported pool whose answers are known.
let sequence = 0;
const uniqueEmail = () => `sourcing-${Date.now()}-${++sequence}@example.com`;

const BRIEF = 'Find backend engineers in Berlin who know Go or Rust.';
const REFERENCE = 'title:backend AND skills:(go OR rust) AND location:berlin';

/** name, title, company, location, skills: the targets are the Berlin backend engineers with Go or Rust. */
const PROFILES: [string, string, string, string, string][] = [
  ['Lena Vogel', 'Senior Backend Engineer', 'Northwind', 'Berlin, Germany', 'Go;PostgreSQL;Kubernetes'],
  ['Jonas Richter', 'Backend Developer', 'Fernwerk', 'Berlin, Germany', 'Rust;AWS'],
  ['Aylin Demir', 'Backend Engineer', 'Kiezbank', 'Berlin, Germany', 'Go;gRPC'],
  ['Marek Nowak', 'Lead Backend Engineer', 'Spreeware', 'Berlin, Germany', 'Rust;Go;Terraform'],
  ['Sofia Rossi', 'Backend Engineer', 'Havelsoft', 'Berlin, Germany', 'Go;Redis'],
  ['Tom Berger', 'Backend Engineer', 'Isarlabs', 'Munich, Germany', 'Go;MySQL'],
  ['Nina Schulz', 'Backend Engineer', 'Kiezbank', 'Berlin, Germany', 'Java;Spring'],
  ['Paul Weber', 'Frontend Engineer', 'Northwind', 'Berlin, Germany', 'TypeScript;React;Go'],
  ['Clara Fischer', 'Data Engineer', 'Spreeware', 'Berlin, Germany', 'Python;Rust;Spark'],
  ['Omar Haddad', 'Technical Recruiter', 'Talentwerk', 'Berlin, Germany', 'Sourcing;Boolean search'],
  ['Eva Lindqvist', 'Backend Engineer', 'Nordcloud', 'Stockholm, Sweden', 'Rust;Kafka'],
  ['Luca Bianchi', 'Site Reliability Engineer', 'Havelsoft', 'Berlin, Germany', 'Go;Kubernetes;Prometheus'],
];
const BACKEND_COUNT = PROFILES.filter(([, title]) => title.includes('Backend')).length;

function poolCsv(): string {
  const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;
  const header = 'name,title,company,location,industry,skills,languages,years_experience,open_to_work,summary,profile_url';
  const rows = PROFILES.map(([name, title, company, location, skills], index) =>
    [
      name,
      title,
      company,
      location,
      'Software',
      skills,
      'English;German',
      String(3 + index),
      index % 2 === 0 ? 'yes' : 'no',
      `${title} at ${company}.`,
      `https://www.linkedin.com/in/${name.toLowerCase().replaceAll(' ', '-')}`,
    ]
      .map(quote)
      .join(','),
  );
  return [header, ...rows].join('\n');
}

let course: CreatedCourse;
let lessonId: number;

/** The pool imported and the exercise written through the admin API. */
async function writeExercise(browser: Browser, baseURL: string): Promise<void> {
  const page = await browser.newPage();
  await signInAsAdmin(page);
  // An upload is accepted from the academy's own origin only.
  const imported = await page.request.post('/api/admin/candidate-pools/import', {
    headers: { Origin: new URL(baseURL).origin },
    multipart: {
      name: `Sourcing lab e2e ${Date.now()}`,
      file: { name: 'pool.csv', mimeType: 'text/csv', buffer: Buffer.from(poolCsv()) },
    },
  });
  expect(imported.ok(), await imported.text()).toBe(true);
  const pool = (await imported.json()) as { id: number; profileCount: number };
  expect(pool.profileCount).toBe(PROFILES.length);

  const quiz = await page.request.put(`/api/admin/lessons/${lessonId}/quiz`, {
    data: { title: 'Sourcing Lab', passMark: 50, allowReview: true },
  });
  expect(quiz.ok(), await quiz.text()).toBe(true);
  const { id } = (await quiz.json()) as { id: number };
  const question = await page.request.post(`/api/admin/quizzes/${id}/questions`, {
    data: {
      type: 'boolean_search',
      question: BRIEF,
      search: { poolId: pool.id, referenceQuery: REFERENCE, fields: ['title', 'skills', 'location'], passF1: 90 },
    },
  });
  expect(question.ok(), await question.text()).toBe(true);
  await page.close();
}

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
  const sizes = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    wide: Array.from(document.querySelectorAll('.qz *'))
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .map((element) => element.className || element.tagName)
      .slice(0, 5),
  }));
  expect(sizes.scroll, `${screen} at ${width} px (${sizes.wide.join(', ')})`).toBeLessThanOrEqual(width);
  expect(sizes.wide, `${screen} at ${width} px`).toEqual([]);
}

test.beforeAll(async ({ browser, baseURL }) => {
  course = await createCourse({
    title: `Sourcing Lab ${Date.now()}`,
    modules: [{ title: 'Sourcing', lessons: [{ title: 'Sourcing Lab', type: 'quiz' }] }],
  });
  [lessonId] = course.lessonIds;
  await writeExercise(browser, baseURL!);
});

test.afterAll(async () => {
  await deleteCourses([course.id]);
});

test('a learner runs searches, meets a syntax error in place, fixes it, submits and reads the grading', async ({ browser }) => {
  const page = await learner(browser, course.id);
  await page.goto(`/lessons/${lessonId}`);
  const quiz = page.getByRole('region', { name: 'Sourcing Lab' });
  await quiz.getByRole('button', { name: 'Take Quiz' }).click();
  await expect(quiz.getByText(BRIEF)).toBeVisible();
  await expect(quiz.getByText(/Words without a field name search title, skills and location\./)).toBeVisible();

  // Keyboard only: type into the box and press Enter.
  const box = quiz.getByLabel('Search string');
  await box.focus();
  await page.keyboard.type('backend');
  await page.keyboard.press('Enter');
  const status = quiz.getByRole('status');
  await expect(status).toHaveText(`${BACKEND_COUNT} candidates`);
  const results = quiz.getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('article')).toHaveCount(BACKEND_COUNT);
  const lena = results.getByRole('article', { name: 'Lena Vogel' });
  await expect(lena.locator('mark')).toHaveText(['Backend']);
  await expect(lena).toContainText('Senior Backend Engineer at Northwind');
  await expect(lena.getByRole('listitem')).toHaveText(['Go', 'PostgreSQL', 'Kubernetes']);
  await expect(box).toHaveValue('backend');

  // An unclosed parenthesis: the error under the box, with its position and a hint; the string stays.
  const unclosed = 'title:"backend engineer" AND (go OR rust';
  await box.fill(unclosed);
  await box.press('Enter');
  const error = quiz.getByRole('alert');
  await expect(error).toContainText(/at character \d+/);
  await expect(error.locator('.qz-search__error-hint')).not.toBeEmpty();
  await expect(box).toHaveValue(unclosed);
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(results).toHaveCount(0);

  // Fixed, and run with the button reached by Tab.
  const fixed = `${unclosed})`;
  await box.fill(fixed);
  await page.keyboard.press('Tab');
  await expect(error.getByRole('button', { name: /Go to character/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(quiz.getByRole('button', { name: 'Run search' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('6 candidates');
  await expect(error).toHaveCount(0);
  await expect(results.getByRole('article', { name: 'Tom Berger' })).toBeVisible();
  await expect(results.getByRole('article', { name: 'Jonas Richter' })).toHaveCount(0);
  await expect(quiz.getByText('All answers saved')).toBeVisible();

  for (const width of [320, 390]) await expectNoSidewaysScroll(page, width, 'the search results');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The saved answer is the string in the box, after a reload too.
  await page.reload();
  await expect(quiz.getByLabel('Search string')).toHaveValue(fixed);

  await quiz.getByRole('button', { name: 'Submit Quiz' }).click();
  await expect(quiz.getByRole('heading', { name: 'Quiz Completed!' })).toBeVisible();
  const grading = quiz.locator('.qz-grade');
  // Six found (Tom in Munich and Eva in Stockholm are not targets), four of the five targets (not Jonas, a Backend Developer).
  await expect(grading.locator('.qz-grade__scores > div')).toHaveText(['Precision66.7%', 'Recall80%', 'F172.7%']);
  await expect(grading.getByText('Not passed: F1 72.7%, 90% needed to pass.')).toBeVisible();
  await expect(grading.getByText('Found 4 of the 5 target candidates with 6 results in all.')).toBeVisible();
  const missed = grading.locator('.qz-grade__group--missed');
  await expect(missed.getByRole('heading')).toHaveText('Target candidates missed (1)');
  await expect(missed).toContainText('Jonas Richter');
  await expect(missed.locator('.qz-grade__reasons li').first()).not.toBeEmpty();
  const wrong = grading.locator('.qz-grade__group--wrong');
  await expect(wrong.getByRole('heading')).toHaveText('Found but not targets (2)');
  await expect(wrong).toContainText('Tom Berger');
  await expect(wrong).toContainText('Eva Lindqvist');
  await expect(wrong.locator('.qz-grade__reasons li').first()).not.toBeEmpty();
  await expect(grading.getByText(REFERENCE, { exact: true })).toBeVisible();
  await expect(grading.getByText(fixed, { exact: true })).toBeVisible();
  for (const width of [320, 390]) await expectNoSidewaysScroll(page, width, 'the grading');
  await page.context().close();
});

// The demo academy's first Sourcing Lab exercise over its own 2,000-profile pool. The served app never
// seeds the demo (production settings), so the pool is imported and the exercise written through the
// admin API from the seed's own data; the targets are what the server finds for the reference query.
test.describe('the demo academy’s first exercise', () => {
  const lab = DEMO_QUIZZES['Sourcing Lab'];
  const [exercise] = lab.questions;
  const search = exercise.search!;
  let profiles: Awaited<ReturnType<typeof demoTalentProfiles>>;
  let demoCourse: CreatedCourse;
  let demoLessonId: number;
  const poolName = `Demo talent pool e2e ${Date.now()}`;
  let poolId: number;
  let targetCount: number;

  test.beforeAll(async ({ browser, baseURL }) => {
    profiles = await demoTalentProfiles();
    demoCourse = await createCourse({
      title: `Demo Sourcing Lab ${Date.now()}`,
      modules: [{ title: 'Sourcing', lessons: [{ title: lab.title, type: 'quiz' }] }],
    });
    [demoLessonId] = demoCourse.lessonIds;

    const page = await browser.newPage();
    await signInAsAdmin(page);
    const rows = profiles.map(
      (profile) =>
        ({
          external_id: profile.externalId,
          name: profile.name,
          title: profile.title,
          company: profile.company,
          location: profile.location,
          industry: profile.industry,
          skills: profile.skills,
          languages: profile.languages,
          years_experience: profile.yearsExperience,
          open_to_work: profile.openToWork,
          summary: profile.summary,
          profile_url: profile.profileUrl,
        }) satisfies Record<ImportColumn, unknown>,
    );
    const imported = await page.request.post('/api/admin/candidate-pools/import', {
      headers: { Origin: new URL(baseURL!).origin },
      multipart: {
        name: poolName,
        file: { name: 'demo-pool.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(rows)) },
      },
    });
    expect(imported.ok(), await imported.text()).toBe(true);
    const pool = (await imported.json()) as { id: number; profileCount: number };
    poolId = pool.id;
    expect(pool.profileCount).toBe(DEMO_POOL_SIZE);

    const quiz = await page.request.put(`/api/admin/lessons/${demoLessonId}/quiz`, {
      data: { title: lab.title, description: lab.description, passMark: lab.passMark, allowReview: lab.allowReview ?? true },
    });
    expect(quiz.ok(), await quiz.text()).toBe(true);
    const { id } = (await quiz.json()) as { id: number };
    const question = await page.request.post(`/api/admin/quizzes/${id}/questions`, {
      data: { type: exercise.type, question: exercise.question, points: exercise.points, search: { poolId, ...search } },
    });
    expect(question.ok(), await question.text()).toBe(true);
    ({ targetCount } = ((await question.json()) as { search: { targetCount: number } }).search);
    await page.close();
  });

  test.afterAll(async ({ browser }) => {
    await deleteCourses([demoCourse.id]);
    const page = await browser.newPage();
    await signInAsAdmin(page);
    // Refused while an exercise still uses the pool: the course's deletion must have taken the quiz with it.
    const deleted = await page.request.delete(`/api/admin/candidate-pools/${poolId}`);
    expect(deleted.status(), await deleted.text()).toBe(204);
    await page.close();
  });

  test('a learner searches the demo pool, meets a syntax error, submits the reference string and reads 100% F1', async ({ browser }) => {
    const page = await learner(browser, demoCourse.id);
    await page.goto(`/lessons/${demoLessonId}`);
    const quiz = page.getByRole('region', { name: lab.title });
    await quiz.getByRole('button', { name: 'Take Quiz' }).click();
    await expect(quiz.getByText(exercise.question)).toBeVisible();
    await expect(quiz.getByText(`“${poolName}”, ${DEMO_POOL_SIZE.toLocaleString('en-US')} profiles.`)).toBeVisible();

    // Partly right: Go developers, but anywhere in Germany rather than in Berlin.
    const box = quiz.getByLabel('Search string');
    const partly = 'go location:germany';
    const germanGoDevelopers = profiles.filter((profile) => profile.skills.includes('Go') && profile.location.endsWith(', Germany'));
    expect(germanGoDevelopers.length).toBeGreaterThan(Math.max(targetCount, 20));
    await box.fill(partly);
    await box.press('Enter');
    const status = quiz.getByRole('status');
    await expect(status).toHaveText(`${germanGoDevelopers.length.toLocaleString('en-US')} candidates`);
    const results = quiz.getByRole('region', { name: 'Search results' });
    await expect(results.getByText('Showing the first 20.')).toBeVisible();
    const cards = results.getByRole('article');
    await expect(cards).toHaveCount(20);
    const first = cards.first();
    await expect(first.getByRole('heading')).toHaveText(germanGoDevelopers[0].name);
    await expect(first.locator('mark')).toHaveText(['Germany', 'Go']);

    // A group never closed: the message and its hint under the box, the results gone.
    const broken = 'skills:go AND location:(berlin';
    await box.fill(broken);
    await box.press('Enter');
    const error = quiz.getByRole('alert');
    await expect(error.locator('.qz-search__error-message')).toHaveText(`Missing closing parenthesis at character ${broken.length + 1}`);
    await expect(error.locator('.qz-search__error-hint')).toContainText(`The ( at character ${broken.indexOf('(') + 1} is never closed`);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(results).toHaveCount(0);

    // The author's string finds exactly the exercise's targets.
    await box.fill(search.referenceQuery);
    await box.press('Enter');
    await expect(status).toHaveText(`${targetCount} candidates`);
    await expect(error).toHaveCount(0);

    await quiz.getByRole('button', { name: 'Submit Quiz' }).click();
    await expect(quiz.getByRole('heading', { name: 'Quiz Completed!' })).toBeVisible();
    const grading = quiz.locator('.qz-grade');
    await expect(grading.locator('.qz-grade__scores > div')).toHaveText(['Precision100%', 'Recall100%', 'F1100%']);
    await expect(grading.getByText(`Passed: F1 100%, ${search.passF1}% needed to pass.`)).toBeVisible();
    await expect(
      grading.getByText(`Found ${targetCount} of the ${targetCount} target candidates with ${targetCount} results in all.`),
    ).toBeVisible();
    await expect(grading.locator('.qz-grade__group--missed')).toContainText('None: your search found every target candidate.');
    await expect(grading.locator('.qz-grade__group--wrong')).toContainText('None: everyone your search found was a target.');
    // The learner's string, then the author's: the same.
    await expect(grading.locator('.qz-grade__query dd')).toHaveText([search.referenceQuery, search.referenceQuery]);
    await page.context().close();
  });
});
