import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { baseURL } from '../playwright.config.js';
import { createCourse, deleteCourses, type CreatedCourse } from '../support/db.js';

// The landing page, the course list, a course and a certificate are rendered on the server for
// visitors: what a search engine or a link preview reads is in the first response.

const token = `${Date.now().toString(36)}`;
const PUBLIC_TITLE = `Sourcing on the Open Web ${token}`;
const PAID_TITLE = `Negotiating Offers ${token}`;
const RESTRICTED_TITLE = `Recruiter-only Playbook ${token}`;
const DELETED_TITLE = `Retired Course ${token}`;
const PASSWORD = 'learner-password';

let publicCourse: CreatedCourse;
let paidCourse: CreatedCourse;
let restrictedCourse: CreatedCourse;
let deletedCourse: CreatedCourse;

test.beforeAll(async () => {
  publicCourse = await createCourse({
    title: PUBLIC_TITLE,
    description: 'Find candidates where they publish: code hosts, conference talks and community forums.',
    estimatedDuration: 95,
    modules: [
      {
        title: 'Where people publish',
        lessons: [
          { title: `Code hosts ${token}`, type: 'text', duration: 25 },
          { title: `Conference speakers ${token}`, type: 'video', videoProvider: 'youtube', videoId: 'dQw4w9WgXcQ', duration: 15 },
        ],
      },
    ],
  });
  paidCourse = await createCourse({
    title: PAID_TITLE,
    description: 'Close offers both sides are glad to sign.',
    isPaid: true,
    price: 4900,
    modules: [{ title: 'Offers', lessons: [{ title: `Anchoring ${token}`, type: 'text', duration: 30 }] }],
  });
  restrictedCourse = await createCourse({
    title: RESTRICTED_TITLE,
    description: 'Only recruiting professionals may see this.',
    accessLevel: 'recruitpro',
    modules: [{ title: 'Secret', lessons: [{ title: `Hidden lesson ${token}`, type: 'text', duration: 10 }] }],
  });
  deletedCourse = await createCourse({ title: DELETED_TITLE, description: 'Gone.', modules: [] });
  await deleteCourses([deletedCourse.id]);
});

test.afterAll(async () => {
  await deleteCourses([publicCourse, paidCourse, restrictedCourse].filter(Boolean).map((course) => course.id));
});

/** A page as a crawler gets it: no cookies, no scripts run. */
async function fetchPage(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { cookie: '' } });
  const html = await response.text();
  return { response, html };
}

function rootMarkup(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="academy-state">');
  expect(start).toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  return html.slice(start, end);
}

const textOf = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const match = new RegExp(`<meta ${attribute}="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)">`).exec(html);
  return match?.[1].replace(/&amp;/g, '&').replace(/&quot;/g, '"');
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );
}

test.describe('server-rendered public pages (HTTP, no browser)', () => {
  test('a course page carries its content, meta tags and Course JSON-LD in the first response', async ({ request }) => {
    const { response, html } = await fetchPage(request, `/courses/${publicCourse.id}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['x-robots-tag']).toBeUndefined();

    const text = textOf(rootMarkup(html));
    expect(text).toContain(PUBLIC_TITLE);
    expect(text).toContain('Find candidates where they publish: code hosts, conference talks and community forums.');
    expect(text).toContain('Free');
    expect(text).toContain('Where people publish');
    expect(text).toContain(`Code hosts ${token}`);
    expect(text).toContain('Reading · 25 min');
    expect(text).toContain(`Conference speakers ${token}`);
    expect(text).toContain('Video · 15 min');

    const url = `${baseURL}/courses/${publicCourse.id}`;
    expect(html).toContain(`<title>${PUBLIC_TITLE} · Recruiting Academy</title>`);
    expect(metaContent(html, 'name', 'description')).toMatch(/^Find candidates where they publish.* Free · 1h 35m · 2 lessons\.$/);
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(metaContent(html, 'property', 'og:title')).toBe(`${PUBLIC_TITLE} · Recruiting Academy`);
    expect(metaContent(html, 'property', 'og:url')).toBe(url);
    expect(metaContent(html, 'property', 'og:type')).toBe('article');
    expect(metaContent(html, 'property', 'og:image')).toBe(`${baseURL}/api/courses/${publicCourse.id}/social-image`);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'name', 'robots')).toBeUndefined();

    // Google's course rich results: name, description, provider, offers and an online instance with its workload.
    const [course] = jsonLd(html).filter((data) => data['@type'] === 'Course');
    expect(course).toMatchObject({
      '@context': 'https://schema.org',
      name: PUBLIC_TITLE,
      url,
      provider: { '@type': 'Organization', name: 'Recruiting Academy', sameAs: `${baseURL}/` },
      offers: [{ '@type': 'Offer', category: 'Free', price: 0, priceCurrency: 'USD' }],
      hasCourseInstance: [{ '@type': 'CourseInstance', courseMode: 'Online', courseWorkload: 'PT1H35M' }],
    });
    expect(String(course.description)).toContain('Find candidates where they publish');

    const paid = jsonLd((await fetchPage(request, `/courses/${paidCourse.id}`)).html).find((data) => data['@type'] === 'Course');
    expect(paid).toMatchObject({ offers: [{ category: 'Paid', price: 49, priceCurrency: 'USD' }] });
  });

  test('the landing page and the course list show the public courses, with ItemList JSON-LD', async ({ request }) => {
    for (const path of ['/', '/courses']) {
      const { response, html } = await fetchPage(request, path);
      expect(response.status(), path).toBe(200);
      const text = textOf(rootMarkup(html));
      expect(text, path).toContain(PUBLIC_TITLE);
      expect(text, path).toContain(PAID_TITLE);
      expect(text, path).toContain('$49.00');
      const list = jsonLd(html).find((data) => data['@type'] === 'ItemList') as { itemListElement: { url: string }[] } | undefined;
      expect(
        list?.itemListElement.map((item) => item.url),
        path,
      ).toContain(`${baseURL}/courses/${publicCourse.id}`);
      expect(html.match(/<link rel="canonical" href="([^"]+)">/)?.[1], path).toBe(`${baseURL}${path === '/' ? '/' : '/courses'}`);
    }
    const landing = (await fetchPage(request, '/')).html;
    expect(landing).toContain('<title>Recruiting Academy</title>');
    expect(textOf(rootMarkup(landing))).toContain('Transform Your Recruiting Career');
  });

  test('a restricted or deleted course is not leaked into HTML, JSON-LD or the sitemap; it gets the same 404 page as an unknown course', async ({
    request,
  }) => {
    for (const path of ['/', '/courses', '/sitemap.xml']) {
      const { html } = await fetchPage(request, path);
      for (const hidden of [RESTRICTED_TITLE, DELETED_TITLE, `Hidden lesson ${token}`])
        expect(html, `${path} leaks ${hidden}`).not.toContain(hidden);
      for (const id of [restrictedCourse.id, deletedCourse.id]) expect(html, path).not.toContain(`/courses/${id}"`);
      expect(html, path).not.toContain(`/courses/${restrictedCourse.id}<`);
    }

    const unknownId = restrictedCourse.id + 100_000;
    const pages = await Promise.all([restrictedCourse.id, deletedCourse.id, unknownId].map((id) => fetchPage(request, `/courses/${id}`)));
    const markups = pages.map(({ response, html }) => {
      expect(response.status()).toBe(404);
      expect(response.headers()['x-robots-tag']).toBe('noindex');
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain('<title>Course not found · Recruiting Academy</title>');
      expect(jsonLd(html)).toEqual([]);
      expect(html).not.toContain(RESTRICTED_TITLE);
      // The same page but for the address it was asked at (the Sign In link comes back to it).
      return rootMarkup(html).replace(/returnTo=%2Fcourses%2F\d+/g, 'returnTo=%2Fcourses%2F{id}');
    });
    expect(textOf(markups[0])).toContain('Course not found');
    expect(markups[1]).toBe(markups[0]);
    expect(markups[2]).toBe(markups[0]);
  });

  test('sitemap.xml is valid XML listing exactly the public courses and learning paths; robots.txt keeps crawlers out of the API and private pages', async ({
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.headers()['content-type']).toContain('application/xml');
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const sitemap = new XMLParser({ isArray: (name) => name === 'url' }).parse(xml) as {
      urlset: { url: { loc: string; lastmod: string }[] };
    };
    const locations = sitemap.urlset.url.map((entry) => entry.loc);
    const publicCourses = (await (await request.get('/api/courses/public')).json()) as { id: number }[];
    const publicPaths = (await (await request.get('/api/paths')).json()) as { slug: string }[];
    expect(publicCourses.map((course) => course.id)).toContain(publicCourse.id);
    expect(locations.sort()).toEqual(
      [
        `${baseURL}/`,
        `${baseURL}/courses`,
        ...publicCourses.map((course) => `${baseURL}/courses/${course.id}`),
        ...publicPaths.map((path) => `${baseURL}/paths/${path.slug}`),
      ].sort(),
    );
    for (const entry of sitemap.urlset.url) expect(Number.isNaN(Date.parse(entry.lastmod)), entry.loc).toBe(false);

    const robots = await (await request.get('/robots.txt')).text();
    for (const line of [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /admin',
      'Disallow: /account',
      'Disallow: /downloads',
      `Sitemap: ${baseURL}/sitemap.xml`,
    ]) {
      expect(robots).toContain(line);
    }
  });

  test("signed-in users get their own rendering of a public page, never indexed; a visitor's app pages are client-rendered", async ({
    playwright,
  }) => {
    const learner = await playwright.request.newContext({ baseURL });
    const signUp = await learner.post('/api/register', {
      data: { email: `public-pages-${token}@example.com`, password: PASSWORD, firstName: 'Robin', lastName: 'Ortiz' },
    });
    expect(signUp.ok(), await signUp.text()).toBe(true);
    const page = await learner.get(`/courses/${publicCourse.id}`);
    expect(page.status()).toBe(200);
    // Their own view of the course (with the enrol button a signed-in learner gets), their name in the nav bar.
    const html = await page.text();
    expect(html).toContain('<div id="root" data-start="at-once">');
    expect(html).toContain('Robin');
    expect(page.headers()['x-robots-tag']).toBe('noindex');
    expect(page.headers()['cache-control']).toBe('private, no-cache');
    await learner.dispose();

    const visitor = await playwright.request.newContext({ baseURL });
    for (const path of ['/auth', '/admin', `/courses/${publicCourse.id}/learn`]) {
      const { response, html } = await fetchPage(visitor, path);
      expect(response.headers()['x-robots-tag'], path).toBe('noindex');
      expect(html, path).toContain('<div id="root"></div>');
    }
    await visitor.dispose();
  });
});

let learnerCount = 0;

/** A learner who completed the public course, signed in through an API context, and their certificate. */
async function issueCertificate(
  playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } },
  firstName: string,
  lastName: string,
) {
  const holder = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const post = async (path: string, data: object = {}) => {
    const response = await holder.post(path, { data });
    expect(response.ok(), await response.text()).toBe(true);
  };
  await post('/api/register', { email: `certificate-${token}-${++learnerCount}@example.com`, password: PASSWORD, firstName, lastName });
  await post(`/api/courses/${publicCourse.id}/enroll`);
  for (const lessonId of publicCourse.lessonIds) await post(`/api/lessons/${lessonId}/complete`);
  const [certificate] = (await (await holder.get('/api/certificates')).json()) as {
    code: string;
    issuedAt: string;
    verificationUrl: string;
  }[];
  return { holder, certificate };
}

test.describe('a certificate page rendered on the server', () => {
  test('shows the holder, course and date to an employer; it is indexed only once the holder makes it public', async ({
    playwright,
    request,
  }) => {
    const { holder, certificate } = await issueCertificate(playwright, 'Noor', 'Haddad');
    const path = `/certificates/${certificate.code}`;
    const { response, html } = await fetchPage(request, path);
    expect(response.status()).toBe(200);
    const text = textOf(rootMarkup(html));
    for (const fact of ['Noor Haddad', PUBLIC_TITLE, 'Recruiting Academy']) expect(text).toContain(fact);
    expect(html).toContain(`<title>Certificate: ${PUBLIC_TITLE} · Recruiting Academy</title>`);
    expect(metaContent(html, 'name', 'description')).toContain(`Noor Haddad completed ${PUBLIC_TITLE}`);
    expect(metaContent(html, 'property', 'og:image')).toBe(`${baseURL}/api/certificates/${certificate.code}/social-image`);
    expect(jsonLd(html)).toEqual([
      expect.objectContaining({
        '@type': 'EducationalOccupationalCredential',
        name: `Certificate of completion: ${PUBLIC_TITLE}`,
        url: `${baseURL}${path}`,
        dateCreated: certificate.issuedAt,
        recognizedBy: expect.objectContaining({ name: 'Recruiting Academy' }),
      }),
    ]);
    // Not public yet: employers with the link may read it, search engines may not index it.
    expect(metaContent(html, 'name', 'robots')).toBe('noindex');
    expect(response.headers()['x-robots-tag']).toBe('noindex');

    const visibility = await holder.put(`${path.replace('/certificates/', '/api/certificates/')}/visibility`, { data: { public: true } });
    expect(visibility.ok(), await visibility.text()).toBe(true);
    const published = await fetchPage(request, path);
    expect(metaContent(published.html, 'name', 'robots')).toBeUndefined();
    expect(published.response.headers()['x-robots-tag']).toBeUndefined();

    const unknown = await fetchPage(request, '/certificates/AAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.response.status()).toBe(404);
    expect(textOf(rootMarkup(unknown.html))).toContain('Certificate not found');
    expect(metaContent(unknown.html, 'name', 'robots')).toBe('noindex');
    await holder.dispose();
  });

  test('a button pressed before the app has started is pressed again once it has', async ({ playwright, browser }) => {
    const { holder, certificate } = await issueCertificate(playwright, 'Ines', 'Duarte');
    await holder.dispose();
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    await page.goto(`/certificates/${certificate.code}`);
    // The very first thing the visitor does is press 'Copy link': that press starts the app.
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(certificate.verificationUrl);
    await context.close();
  });
});

/** Console messages and page errors of a page, to check hydration leaves none. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** The visitor acts (the app starts then), and the learner app arrives and takes over the server's HTML. */
async function hydrated(page: Page): Promise<void> {
  await page.mouse.move(5, 5);
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/remotes/learner/')));
  await page.waitForLoadState('networkidle');
}

test.describe('server-rendered public pages in the browser', () => {
  test('with JavaScript disabled, a visitor reads the course page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/courses/${publicCourse.id}`);
    await expect(page.getByRole('heading', { level: 1, name: PUBLIC_TITLE })).toBeVisible();
    await expect(page.getByText(`Code hosts ${token}`)).toBeVisible();
    await expect(page.getByText('Find candidates where they publish: code hosts, conference talks and community forums.')).toBeVisible();
    await expect(page).toHaveTitle(`${PUBLIC_TITLE} · Recruiting Academy`);
    await context.close();
  });

  test('with JavaScript, the app takes over without hydration warnings, console errors, refetching or layout shift', async ({
    browser,
  }) => {
    for (const path of ['/', '/courses', `/courses/${publicCourse.id}`]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const problems = collectProblems(page);
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/course-images/')) apiCalls.push(url.pathname);
      });
      await page.addInitScript(() => {
        (window as unknown as { __layoutShift: number }).__layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) (window as unknown as { __layoutShift: number }).__layoutShift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      await hydrated(page);

      expect(problems, path).toEqual([]);
      // GET /api/user is asked again (is this visitor still signed out?); what the HTML carried is not.
      expect(
        apiCalls.filter((call) => call !== '/api/user'),
        path,
      ).toEqual([]);
      const shift = await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
      expect(shift, path).toBeLessThanOrEqual(0.02);
      await context.close();
    }
  });

  test('after hydration, links navigate inside the app', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/');
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const section = page.getByRole('region', { name: 'Available Courses' });
    await section.getByRole('article', { name: PUBLIC_TITLE, exact: true }).getByRole('link', { name: 'View Course Details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: PUBLIC_TITLE })).toBeVisible();
    await expect(page).toHaveTitle(`${PUBLIC_TITLE} · Recruiting Academy`);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await context.close();
  });
});
