import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { ADMIN } from '../../playwright.config.js';
import { appNow, moveClockTo, resetClock } from '../../support/clock.js';
import { createCourse, deleteCourses, withDb, type CreatedCourse } from '../../support/db.js';
import { mailsTo, waitForMailMatching } from '../../support/mail.js';
import { startWorkers } from '../../support/workers.js';

// A cohort run end to end on a moved clock: a learner joins the cohort and finds its second module
// locked until day 7, subscribes to their calendar feed (a standard iCalendar parser reads it), gets
// the session's reminders 24 hours and 1 hour before it exactly once while two worker processes run
// beside the app, joins the session, and sees the module open (with its e-mail) once the clock passes
// its day. The tests build on each other, in order. The project runs after the 'chromium' one: to run
// this file alone, `npm test -w e2e -- tests/moved-clock/cohorts.spec.ts --no-deps`.

const token = Date.now().toString(36);
const TITLE = `Intake Meetings Cohort ${token}`;
const LOCKED_MODULE = `Live practice ${token}`;
const LOCKED_LESSON = `Role-play debrief ${token}`;
const SESSION = `Live role-play: the intake meeting ${token}`;
const EMAIL = `cohort-${token}@example.com`;
const PASSWORD = 'learner-password-cohorts';
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** Scheduled work reaches the queue within the relay's poll (10 s here), then the mail outbox's. */
const SCHEDULED_MS = 45_000;

test.describe.configure({ mode: 'serial' });

let course: CreatedCourse;
let learner: BrowserContext;
let admin: BrowserContext;
let cohortStart: Date;
let sessionStart: Date;
let sessionId: number;
let workers: Awaited<ReturnType<typeof startWorkers>> | undefined;

test.beforeAll(async ({ browser }) => {
  course = await createCourse({
    title: TITLE,
    description: 'Run intake meetings hiring managers thank you for, together with your cohort.',
    modules: [
      {
        title: 'Foundations',
        lessons: [{ title: 'What an intake meeting is for', type: 'text', content: '<p>Agree the role.</p>', duration: 5 }],
      },
      { title: LOCKED_MODULE, lessons: [{ title: LOCKED_LESSON, type: 'text', content: '<p>What went well?</p>', duration: 5 }] },
    ],
  });
  // Signed in here rather than from the admin session project: this file also runs alone (--no-deps).
  admin = await browser.newContext();
  const signIn = await admin.request.post('/api/login', { data: ADMIN });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const drip = await admin.request.patch(`/api/modules/${course.modules[1].id}`, { data: { unlockAfterDays: 7 } });
  expect(drip.ok(), await drip.text()).toBe(true);
  cohortStart = new Date(Math.floor(appNow().getTime() / 60_000) * 60_000 - 60_000);
  const cohort = await admin.request.post(`/api/admin/courses/${course.id}/cohorts`, {
    data: {
      title: `Spring cohort ${token}`,
      startsAt: cohortStart.toISOString(),
      endsAt: new Date(cohortStart.getTime() + 60 * DAY_MS).toISOString(),
      capacity: 12,
    },
  });
  expect(cohort.ok(), await cohort.text()).toBe(true);
  const { id: cohortId } = (await cohort.json()) as { id: number };
  sessionStart = new Date(cohortStart.getTime() + 26 * HOUR_MS);
  const session = await admin.request.post(`/api/admin/cohorts/${cohortId}/sessions`, {
    data: {
      title: SESSION,
      description: 'Bring a role you are hiring for.',
      startsAt: sessionStart.toISOString(),
      timeZone: 'Europe/London',
      durationMinutes: 60,
      joinUrl: 'https://meet.google.com/abc-defg-hij',
    },
  });
  expect(session.ok(), await session.text()).toBe(true);
  sessionId = ((await session.json()) as { id: number }).id;

  learner = await browser.newContext();
  const signUp = await learner.request.post('/api/register', {
    data: { email: EMAIL, password: PASSWORD, firstName: 'Casey', lastName: 'Cohort' },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  expect((await learner.request.post(`/api/courses/${course.id}/enroll`, { data: {} })).ok()).toBe(true);
});

test.afterAll(async () => {
  await workers?.stop();
  await resetClock();
  await learner?.close();
  await admin?.close();
  if (course) await deleteCourses([course.id]);
});

async function learnPage(): Promise<Page> {
  const page = await learner.newPage();
  await page.goto(`/courses/${course.id}/learn`);
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  return page;
}

test('a learner joins the cohort and finds the drip module locked until its day', async () => {
  const page = await learnPage();
  await page.getByRole('button', { name: 'Join cohort' }).click();
  const sessions = page.getByRole('region', { name: 'Live sessions' });
  await expect(sessions.getByText(SESSION)).toBeVisible();
  await expect(page.getByText(/Unlocks on/).first()).toBeVisible();
  // Its lessons are listed, but cannot be opened.
  const outline = page.getByRole('navigation', { name: 'Course Content' });
  await expect(outline.getByText(LOCKED_LESSON)).toHaveCount(1);
  await expect(outline.getByRole('button', { name: LOCKED_LESSON, includeHidden: true })).toHaveCount(0);

  await page.goto(`/lessons/${course.lessonIds[1]}`);
  await expect(page.getByText(/This module unlocks on/)).toBeVisible();
  await expect(page.getByText('What went well?')).toHaveCount(0);
  const complete = await learner.request.post(`/api/lessons/${course.lessonIds[1]}/complete`, { data: {} });
  expect(complete.status()).toBe(403);
  expect(((await complete.json()) as { code: string }).code).toBe('MODULE_LOCKED');
  await page.close();
});

test("the learner's calendar feed and the session's file parse as iCalendar", async ({ playwright }) => {
  const page = await learner.newPage();
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Calendar feed' });
  await section.getByRole('button', { name: 'Turn on calendar feed' }).click();
  const address = section.getByRole('textbox');
  await expect(address).toHaveValue(/\/api\/calendar-feeds\/.+\/sessions\.ics$/);
  const feedUrl = await address.inputValue();
  await page.close();

  // A calendar app fetches the feed without the learner's cookies.
  const anonymous = await playwright.request.newContext();
  const feed = await anonymous.get(feedUrl);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const events = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
  const event = events.find((candidate) => candidate.summary === SESSION);
  expect(event, 'the session is in the feed').toBeDefined();
  expect(event!.startDate.toJSDate().toISOString()).toBe(sessionStart.toISOString());
  expect(event!.endDate.toJSDate().getTime() - sessionStart.getTime()).toBe(HOUR_MS);
  await anonymous.dispose();

  const file = await learner.request.get(`/api/sessions/${sessionId}/calendar.ics`);
  expect(file.status()).toBe(200);
  const single = new ICAL.Event(new ICAL.Component(ICAL.parse(await file.text())).getFirstSubcomponent('vevent')!);
  expect(single.summary).toBe(SESSION);
  expect(single.startDate.toJSDate().toISOString()).toBe(sessionStart.toISOString());
});

/** The learner's reminder e-mails of the session, `hours` before it. */
const reminders = (hours: 1 | 24) =>
  mailsTo(EMAIL, (mail) => mail.includes(`Starts in ${hours} hour${hours === 1 ? '' : 's'}: ${SESSION}`));

/** The reminders the outbox holds for the learner: written with their job's completion, once per job. */
async function outboxReminders(): Promise<number> {
  return withDb(async (db) => {
    const { rows } = await db.query<{ count: string }>(
      "select count(*) from outgoing_emails where recipient = $1 and template = 'liveSessionReminder'",
      [EMAIL],
    );
    return Number(rows[0].count);
  });
}

test('two workers beside the app send each reminder exactly once', async () => {
  workers = await startWorkers(2);

  await moveClockTo(new Date(sessionStart.getTime() - 24 * HOUR_MS + 60_000));
  await waitForMailMatching(EMAIL, (mail) => mail.includes(`Starts in 24 hours: ${SESSION}`), '24-hour reminder', SCHEDULED_MS);

  await moveClockTo(new Date(sessionStart.getTime() - HOUR_MS + 60_000));
  const hourBefore = await waitForMailMatching(
    EMAIL,
    (mail) => mail.includes(`Starts in 1 hour: ${SESSION}`),
    '1-hour reminder',
    SCHEDULED_MS,
  );
  // The time as the session's organiser set it, in London.
  expect(hourBefore).toContain(
    new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone: 'Europe/London' }).format(sessionStart).replace(/\u202f/g, ' '),
  );

  // Both jobs are done (nothing of them left to run), and each wrote its e-mail once.
  await expect
    .poll(() =>
      withDb(async (db) => {
        const { rows } = await db.query<{ pending: string }>(
          'select count(*) as pending from scheduled_jobs where key like $1 and done_at is null',
          [`live-session:${sessionId}:%`],
        );
        return Number(rows[0].pending);
      }),
    )
    .toBe(0);
  expect(await outboxReminders()).toBe(2);
  expect(await reminders(24)).toHaveLength(1);
  expect(await reminders(1)).toHaveLength(1);
});

test('the learner joins the live session from the course page', async () => {
  await moveClockTo(new Date(sessionStart.getTime() + 60_000));
  // Join opens 15 minutes before the start by the browser's clock: the learner's browser lives at the app's time too.
  await learner.clock.install({ time: appNow() });
  const page = await learnPage();
  // The meeting itself is outside the test: its page answers with a stand-in.
  await learner.route('https://meet.google.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Meeting</title>' }),
  );
  const sessions = page.getByRole('region', { name: 'Live sessions' });
  const [meeting] = await Promise.all([learner.waitForEvent('page'), sessions.getByRole('button', { name: 'Join' }).click()]);
  await expect.poll(() => meeting.url()).toContain('meet.google.com/abc-defg-hij');
  await meeting.close();

  const attendance = await admin.request.get(`/api/admin/sessions/${sessionId}/attendance`);
  const rows = (await attendance.json()) as { email: string; joinedAt: string | null }[];
  expect(rows.find((row) => row.email === EMAIL)?.joinedAt).not.toBeNull();
  await page.close();
});

test('the drip module opens on its day, with an e-mail', async () => {
  await moveClockTo(new Date(cohortStart.getTime() + 7 * DAY_MS + 2 * 60_000));
  await waitForMailMatching(EMAIL, (mail) => mail.includes(`Now open: ${LOCKED_MODULE}`), 'module unlocked e-mail', SCHEDULED_MS);

  const page = await learnPage();
  await expect(page.getByText(/Unlocks on/)).toHaveCount(0);
  // Collapsed modules keep their lessons hidden: count them with the hidden ones.
  await expect(
    page.getByRole('navigation', { name: 'Course Content' }).getByRole('button', { name: LOCKED_LESSON, includeHidden: true }),
  ).toHaveCount(1);
  await page.goto(`/lessons/${course.lessonIds[1]}`);
  await expect(page.getByText('What went well?')).toBeVisible();
  await expect(page.getByText(/This module unlocks on/)).toHaveCount(0);
  await page.close();
  expect(await mailsTo(EMAIL, (mail) => mail.includes(`Now open: ${LOCKED_MODULE}`))).toHaveLength(1);
});
