import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe.js';
import { createCourse, deleteCourses, type CreatedCourse } from '../support/db.js';

// Every learner screen at phone and desktop widths: no sideways scrolling (WCAG 2.2 reflow), each
// route's document title, the visitors' navigation, the course page's primary action in the first
// screen on a phone, and 'Try again' after a failed load.
const VIEWPORTS = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];
const PHONE = { width: 390, height: 844 };
const ACADEMY = 'Recruiting Academy';
const PASSWORD = 'learner-password';

let sequence = 0;
const uniqueEmail = () => `responsive-${Date.now()}-${++sequence}@example.com`;

let free: CreatedCourse;
let paid: CreatedCourse;
let freeTitle: string;
let paidTitle: string;
const LESSON_TITLE = 'Reading a job description closely';

/** A course page as long as a real one: a description and a curriculum of several modules. */
function curriculum(prefix: string) {
  return ['Foundations', 'Sourcing', 'Screening', 'Closing'].map((module, index) => ({
    title: `${prefix} ${module}`,
    lessons: Array.from({ length: 6 }, (_, lesson) =>
      index === 0 && lesson === 1
        ? {
            title: LESSON_TITLE,
            type: 'text' as const,
            content: '<p>Requirements, nice-to-haves and the words between them.</p>',
            duration: 10,
          }
        : { title: `${module} lesson ${lesson + 1} with a fairly long title`, type: 'text' as const, content: '<p>Text</p>', duration: 12 },
    ),
  }));
}

const DESCRIPTION =
  'A practical course for recruiters who want to run a structured hiring process end to end: writing the brief with the hiring manager, sourcing with Boolean strings, screening calls that candidates enjoy, structured interviews, references and closing the offer.';

// Each test signs its own learner up: they run side by side (each worker makes its own courses).
test.describe.configure({ mode: 'parallel' });

test.beforeAll(async () => {
  const stamp = Date.now();
  freeTitle = `Structured Hiring Essentials ${stamp}`;
  paidTitle = `Advanced Offer Negotiation ${stamp}`;
  free = await createCourse({ title: freeTitle, description: DESCRIPTION, estimatedDuration: 300, modules: curriculum('Free') });
  paid = await createCourse({
    title: paidTitle,
    description: DESCRIPTION,
    estimatedDuration: 240,
    isPaid: true,
    price: 4900,
    modules: curriculum('Paid'),
  });
});

test.afterAll(async () => {
  await deleteCourses([free.id, paid.id]);
});

test.beforeEach(async ({ page }) => {
  // Stripe.js lives on a host this machine cannot reach: refuse it at once.
  await page.route(/^https:\/\/js\.stripe\.com\//, (route) => route.abort());
});

async function signUp(page: Page) {
  const response = await page.request.post('/api/register', {
    data: { email: uniqueEmail(), password: PASSWORD, firstName: 'Robin', lastName: 'Reflow' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

interface Screen {
  path: string;
  title: string;
  /** Waits until the screen's content is there. */
  ready: (page: Page) => Promise<void>;
}

const heading = (name: string | RegExp) => (page: Page) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

async function expectNoSidewaysScroll(page: Page, screen: string) {
  const widths = await page.evaluate(() => {
    // The outermost elements reaching past the right edge (the ones to fix), to name in the failure.
    const beyond = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > window.innerWidth + 0.5,
    );
    const outermost = beyond.filter((element) => !beyond.includes(element.parentElement!));
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`;
    return {
      scroll: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      beyond: outermost.slice(0, 5).map((element) => `${name(element)} (${Math.round(element.getBoundingClientRect().width)} px)`),
    };
  });
  expect(widths.scroll, `${screen} is wider than the window: ${widths.beyond.join(', ')}`).toBeLessThanOrEqual(widths.viewport);
}

async function checkScreens(page: Page, viewport: (typeof VIEWPORTS)[number], screens: Screen[]) {
  await page.setViewportSize(viewport);
  for (const screen of screens) {
    await page.goto(screen.path);
    await screen.ready(page);
    await expect(page).toHaveTitle(screen.title);
    await expectNoSidewaysScroll(page, `${screen.path} at ${viewport.width} px`);
  }
}

// One test per width: each loads every screen once, within the test timeout.
for (const viewport of VIEWPORTS) {
  test(`visitor screens reflow at ${viewport.width} px and name themselves in the title`, async ({ page }) => {
    await checkScreens(page, viewport, [
      { path: '/', title: ACADEMY, ready: heading('Transform Your Recruiting Career') },
      { path: '/auth', title: `Sign In · ${ACADEMY}`, ready: (p) => expect(p.getByRole('tab', { name: 'Sign In' })).toBeVisible() },
      { path: '/forgot-password', title: `Forgot your password? · ${ACADEMY}`, ready: heading('Forgot your password?') },
      {
        path: '/courses',
        title: `Courses · ${ACADEMY}`,
        ready: (p) => expect(p.getByRole('link', { name: 'View Course' }).first()).toBeVisible(),
      },
      { path: `/courses/${paid.id}`, title: `${paidTitle} · ${ACADEMY}`, ready: heading(paidTitle) },
      {
        path: `/checkout/${paid.id}`,
        title: `Checkout: ${paidTitle} · ${ACADEMY}`,
        ready: (p) => expect(p.getByLabel('Email')).toBeVisible(),
      },
      {
        path: '/certificates/NOSUCHCERTIFICATECODE234567',
        title: `Certificate not found · ${ACADEMY}`,
        ready: heading('Certificate not found'),
      },
      { path: '/no-such-page', title: `Page not found · ${ACADEMY}`, ready: heading('404 Page Not Found') },
      {
        path: '/discussions/unsubscribe?token=not-a-valid-token',
        title: `Discussion e-mails · ${ACADEMY}`,
        ready: (p) => expect(p.getByText('This unsubscribe link is not valid.')).toBeVisible(),
      },
    ]);
  });

  test(`signed-in screens reflow at ${viewport.width} px and name themselves in the title`, async ({ page }) => {
    await signUp(page);
    expect((await page.request.post(`/api/courses/${free.id}/enroll`, { data: {} })).ok()).toBe(true);
    const started = await page.request.post(`/api/courses/${free.id}/discussions`, {
      data: { kind: 'question', title: 'How long should a screening call with a candidate really take?', body: `<p>${DESCRIPTION}</p>` },
    });
    expect(started.ok(), await started.text()).toBe(true);
    const threadId = ((await started.json()) as { thread: { id: number } }).thread.id;
    await checkScreens(page, viewport, [
      { path: '/', title: `Dashboard · ${ACADEMY}`, ready: (p) => expect(p.getByRole('region', { name: 'My Courses' })).toBeVisible() },
      {
        path: '/courses',
        title: `Courses · ${ACADEMY}`,
        ready: (p) => expect(p.getByRole('link', { name: 'Continue Learning' }).first()).toBeVisible(),
      },
      {
        path: `/courses/${free.id}`,
        title: `${freeTitle} · ${ACADEMY}`,
        ready: (p) => expect(p.getByRole('link', { name: 'Start Learning' })).toBeVisible(),
      },
      {
        path: `/courses/${paid.id}`,
        title: `${paidTitle} · ${ACADEMY}`,
        ready: (p) => expect(p.getByRole('link', { name: 'Purchase' })).toBeVisible(),
      },
      {
        path: `/checkout/${paid.id}`,
        title: `Checkout: ${paidTitle} · ${ACADEMY}`,
        ready: (p) => expect(p.getByRole('complementary', { name: 'Payment' })).toBeVisible(),
      },
      { path: '/downloads', title: `Download Library · ${ACADEMY}`, ready: heading('Download Library') },
      { path: '/account', title: `Account settings · ${ACADEMY}`, ready: (p) => expect(p.getByText('This device')).toBeVisible() },
      { path: `/courses/${free.id}/learn`, title: `${freeTitle} · ${ACADEMY}`, ready: heading(freeTitle) },
      { path: `/lessons/${free.lessonIds[1]}`, title: `${LESSON_TITLE} · ${ACADEMY}`, ready: heading(LESSON_TITLE) },
      {
        path: `/courses/${free.id}/discussions`,
        title: `Community: ${freeTitle} · ${ACADEMY}`,
        ready: (p) => expect(p.getByRole('button', { name: 'Start a discussion' })).toBeVisible(),
      },
      {
        path: `/courses/${free.id}/discussions/${threadId}`,
        title: `How long should a screening call with a candidate really take? · ${ACADEMY}`,
        ready: (p) => expect(p.getByRole('form', { name: 'Your reply' }).locator('[contenteditable="true"]')).toBeVisible(),
      },
      { path: '/notifications', title: `Notifications · ${ACADEMY}`, ready: heading('Notifications') },
      {
        path: '/certificates/NOSUCHCERTIFICATECODE234567',
        title: `Certificate not found · ${ACADEMY}`,
        ready: heading('Certificate not found'),
      },
      { path: '/no-such-page', title: `Page not found · ${ACADEMY}`, ready: heading('404 Page Not Found') },
    ]);
  });
}

test("the learning page keeps its wide-screen layout while the app's stylesheets arrive, in any order", async ({ page }) => {
  await page.setViewportSize({ width: 1350, height: 940 });
  await signUp(page);
  expect((await page.request.post(`/api/courses/${free.id}/enroll`, { data: {} })).ok()).toBe(true);
  // The page arrives rendered with its styles; the app, starting at once, links the stylesheets of the
  // chunks it loads. Hold the learning page's own (which hides the outline's drawer button on wide
  // screens) until every other one has been applied.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/remotes\/learner\/learn\.[0-9a-f]+\.css$/, async (route) => {
    await held;
    await route.fallback();
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // Not until `load`: the held stylesheet keeps the page from loading.
  await page.goto(`/courses/${free.id}/learn`, { waitUntil: 'domcontentloaded' });
  const drawerButton = page.getByRole('button', { name: /^Course Content/ });
  const outline = page.getByRole('navigation', { name: 'Course Content' });
  await expect(outline).toBeVisible();
  await expect(drawerButton).toBeHidden();
  const before = await outline.boundingBox();

  await page.waitForFunction(() => {
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    const learn = links.filter((link) => /\/learn\.[0-9a-f]+\.css$/.test(link.href));
    return learn.length === 1 && links.length > 1 && links.every((link) => link === learn[0] || link.sheet !== null);
  });
  await expect(drawerButton).toBeHidden();
  expect(await outline.boundingBox()).toEqual(before);

  release();
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet));
  await expect(drawerButton).toBeHidden();
  expect(await outline.boundingBox()).toEqual(before);
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
});

test("the course page's Enroll, Purchase and Subscribe are in the first screen of a phone", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const monthly = await createCourse({
    title: `Recruiting Retainers ${Date.now()}`,
    description: DESCRIPTION,
    isPaid: true,
    price: 1900,
    paymentType: 'subscription',
    modules: curriculum('Monthly'),
  });
  try {
    // Visitors: the free course's Enroll Now (it leads to sign-in), Purchase, Subscribe.
    await page.goto(`/courses/${free.id}`);
    await expect(page.getByRole('link', { name: 'Enroll Now' })).toBeInViewport({ ratio: 1 });
    await page.goto(`/courses/${paid.id}`);
    await expect(page.getByRole('link', { name: 'Purchase' })).toBeInViewport({ ratio: 1 });
    await page.goto(`/courses/${monthly.id}`);
    await expect(page.getByRole('link', { name: 'Subscribe for $19.00/month' })).toBeInViewport({ ratio: 1 });

    // Signed in, under the two-row navigation bar.
    await signUp(page);
    await page.goto(`/courses/${free.id}`);
    await expect(page.getByRole('button', { name: 'Enroll Now' })).toBeInViewport({ ratio: 1 });
    await page.goto(`/courses/${paid.id}`);
    await expect(page.getByRole('link', { name: 'Purchase' })).toBeInViewport({ ratio: 1 });
    await page.goto(`/courses/${monthly.id}`);
    await expect(page.getByRole('link', { name: 'Subscribe for $19.00/month' })).toBeInViewport({ ratio: 1 });
  } finally {
    await deleteCourses([monthly.id]);
  }
});

test('visitors keep the navigation bar on the catalogue, a course and its checkout', async ({ page }) => {
  for (const viewport of [
    { width: 320, height: 640 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    for (const path of ['/courses', `/courses/${paid.id}`, `/checkout/${paid.id}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const banner = page.getByRole('banner');
      const nav = banner.getByRole('navigation', { name: 'Main' });
      await expect(banner.getByRole('link', { name: ACADEMY })).toHaveAttribute('href', '/');
      await expect(nav.getByRole('link', { name: 'Browse Courses' })).toBeInViewport({ ratio: 1 });
      await expect(nav.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/courses');
      await expect(nav.getByRole('link', { name: 'Sign In' })).toBeInViewport({ ratio: 1 });
      await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', `/auth?returnTo=${encodeURIComponent(path)}`);
    }
  }
  await expectAccessible(page, 'checkout (visitor) with the navigation bar');

  // 'Sign In' leads to the sign-in page, which has no navigation bar, and back to the course after signing in.
  await page.goto(`/courses/${paid.id}`);
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`/auth?returnTo=${encodeURIComponent(`/courses/${paid.id}`)}`);
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
});

/**
 * Answers GET requests to `path` with a 500 until the returned function is called (a preloaded query
 * that failed is asked again when its page mounts, so failing only the first call is not enough).
 */
async function failUntilRecovered(page: Page, path: RegExp): Promise<() => void> {
  let failing = true;
  await page.route(path, async (route) => {
    if (!failing || route.request().method() !== 'GET') return route.fallback();
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 500, code: 'INTERNAL', message: 'Something went wrong.' }),
    });
  });
  return () => {
    failing = false;
  };
}

const recoveries = new WeakMap<Page, { recover: () => void }>();

/** Calls `recover` in the test, from the page, as a 'Try again' button is pressed (before the page's own click handler). */
async function recoverOnTryAgain(page: Page, recover: () => void) {
  let current = recoveries.get(page);
  if (!current) {
    current = { recover };
    recoveries.set(page, current);
    const registered = current;
    await page.exposeFunction('academyRecover', () => registered.recover());
  }
  current.recover = recover;
  await page.evaluate(() => {
    const pressed = (event: Event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (button?.textContent?.trim() === 'Try again') (window as unknown as { academyRecover: () => void }).academyRecover();
    };
    document.addEventListener('click', pressed, { capture: true });
  });
}

interface FailedLoad {
  path: string;
  api: RegExp;
  loaded: (page: Page) => Promise<void>;
  /**
   * A page that arrives rendered by the server (a visitor's public page, any signed-in page) comes with
   * its data: it fails in the browser only when the app opens it, so the test opens it from inside the
   * app, from this page.
   */
  inApp?: { from: string; ready: (page: Page) => Promise<void> };
}

/** Where a visitor's page is opened from inside the app. */
const FROM_SIGN_IN: FailedLoad['inApp'] = { from: '/auth', ready: (p) => expect(p.getByRole('tab', { name: 'Sign In' })).toBeVisible() };
/** Where a learner's page is opened from inside the app (its own data is not failed by any load below but its own). */
const FROM_CERTIFICATES: FailedLoad['inApp'] = {
  from: '/certificates',
  ready: (p) => expect(p.getByRole('heading', { level: 1, name: 'My Certificates' })).toBeVisible(),
};

async function retryRecovers(page: Page, load: FailedLoad) {
  await test.step(`Try again on ${load.path}`, () => retryRecoversAt(page, load));
}

async function retryRecoversAt(page: Page, load: FailedLoad) {
  await page.unrouteAll({ behavior: 'wait' });
  const recover = await failUntilRecovered(page, load.api);
  if (load.inApp) {
    await page.goto(load.inApp.from);
    await load.inApp.ready(page);
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, load.path);
  } else await page.goto(load.path);
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(retry, `${load.path} offers Try again`).toBeVisible();
  // The API recovers when Try again is pressed, not before: a page may ask once more on its own as it
  // mounts (a failed query gets a new subscriber), which must still fail.
  await recoverOnTryAgain(page, recover);
  await retry.click();
  await load.loaded(page);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
}

test("'Try again' loads a visitor's failed screen again", async ({ page }) => {
  const loads: FailedLoad[] = [
    {
      path: '/courses',
      api: /\/api\/courses\/public$/,
      loaded: (p) => expect(p.getByRole('link', { name: 'View Course' }).first()).toBeVisible(),
      inApp: FROM_SIGN_IN,
    },
    { path: `/courses/${paid.id}`, api: new RegExp(`/api/courses/public/${paid.id}$`), loaded: heading(paidTitle), inApp: FROM_SIGN_IN },
    {
      path: `/checkout/${paid.id}`,
      api: new RegExp(`/api/courses/public/${paid.id}$`),
      loaded: (p) => expect(p.getByLabel('Email')).toBeVisible(),
    },
    {
      path: '/certificates/NOSUCHCERTIFICATECODE234567',
      api: /\/api\/certificates\/NOSUCHCERTIFICATECODE234567$/,
      loaded: heading('Certificate not found'),
      inApp: FROM_SIGN_IN,
    },
  ];
  for (const load of loads) await retryRecovers(page, load);
  await page.unrouteAll({ behavior: 'wait' });
  await failUntilRecovered(page, /\/api\/courses\/public$/);
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await page.evaluate(() => {
    history.pushState(null, '', '/courses');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('alert')).toContainText('Error loading courses');
  await expectAccessible(page, 'course list load error');
});

test("'Try again' loads a learner's failed screen again", async ({ page }) => {
  await signUp(page);
  expect((await page.request.post(`/api/courses/${free.id}/enroll`, { data: {} })).ok()).toBe(true);
  // Every signed-in page arrives rendered with its data: each is opened from inside the app.
  const loads: FailedLoad[] = [
    {
      inApp: FROM_CERTIFICATES,
      path: '/',
      api: /\/api\/user\/dashboard$/,
      loaded: (p) => expect(p.getByRole('region', { name: 'My Courses' })).toBeVisible(),
    },
    {
      inApp: FROM_CERTIFICATES,
      path: '/courses',
      api: /\/api\/courses$/,
      loaded: (p) => expect(p.getByRole('link', { name: 'Continue Learning' }).first()).toBeVisible(),
    },
    {
      inApp: FROM_CERTIFICATES,
      path: `/courses/${free.id}`,
      api: new RegExp(`/api/courses/${free.id}$`),
      loaded: (p) => expect(p.getByRole('link', { name: 'Start Learning' })).toBeVisible(),
    },
    {
      inApp: FROM_CERTIFICATES,
      path: `/checkout/${paid.id}`,
      api: new RegExp(`/api/courses/${paid.id}$`),
      loaded: (p) => expect(p.getByRole('complementary', { name: 'Payment' })).toBeVisible(),
    },
    {
      inApp: FROM_CERTIFICATES,
      path: '/downloads',
      api: /\/api\/downloads$/,
      loaded: (p) => expect(p.getByText(/Showing \d+ of \d+/)).toBeVisible(),
    },
    {
      inApp: FROM_CERTIFICATES,
      path: `/courses/${free.id}/learn`,
      api: new RegExp(`/api/courses/${free.id}/learn$`),
      loaded: heading(freeTitle),
    },
    {
      inApp: FROM_CERTIFICATES,
      path: `/lessons/${free.lessonIds[1]}`,
      api: new RegExp(`/api/lessons/${free.lessonIds[1]}$`),
      loaded: heading(LESSON_TITLE),
    },
    {
      inApp: FROM_CERTIFICATES,
      path: '/account',
      api: /\/api\/account\/sessions$/,
      loaded: (p) => expect(p.getByText('This device')).toBeVisible(),
    },
  ];
  for (const load of loads) await retryRecovers(page, load);
});
