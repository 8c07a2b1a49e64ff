/**
 * @jest-environment @academy/ui/jest-environment
 */
import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { academyApi, type LearnViewDto, type LessonDto } from '@academy/api';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import LearnPage from './LearnPage';

const COURSE_ID = 3;
const outline = (id: number, moduleId: number, title: string, order: number, isCompleted = false) => ({
  id,
  moduleId,
  title,
  type: 'text' as const,
  duration: 5,
  order,
  isCompleted,
  isPreview: false,
});

const view: LearnViewDto = {
  id: COURSE_ID,
  title: 'Structured Screening',
  description: 'Screen candidates consistently.',
  totalProgress: { completed: 1, total: 3 },
  resumeLessonId: 13,
  lockedModules: [],
  modules: [
    {
      id: 1,
      title: 'Foundations',
      description: null,
      order: 0,
      unlockAfterDays: null,
      lessons: [outline(11, 1, 'Why it works', 0, true), outline(12, 1, 'The scorecard', 1)],
    },
    { id: 2, title: 'In practice', description: null, order: 1, unlockAfterDays: null, lessons: [outline(13, 2, 'The checklist', 0)] },
  ],
};

const lesson = (id: number, title: string): LessonDto => ({
  id,
  title,
  courseId: COURSE_ID,
  courseTitle: view.title,
  moduleId: id === 13 ? 2 : 1,
  description: '',
  type: 'text',
  content: `<p>${title} content</p>`,
  contentUrl: null,
  videoId: null,
  videoProvider: null,
  duration: 5,
  order: 0,
  position: id - 10,
  lessonCount: 3,
  hasQuiz: false,
  isCompleted: id === 11,
  canAccessContent: true,
  isPreview: false,
  unlocksAt: null,
});

async function openLearnPage(routes: Parameters<typeof stubFetch>[0] = {}) {
  const api = stubFetch({
    'GET /api/user': {
      body: { id: 1, email: 'lee@example.com', firstName: 'Lee', lastName: 'Morgan', role: 'jobseeker', emailVerified: true },
    },
    [`GET /api/courses/${COURSE_ID}/learn`]: { body: view },
    'GET /api/lessons/11': { body: lesson(11, 'Why it works') },
    'GET /api/lessons/12': { body: lesson(12, 'The scorecard') },
    'GET /api/lessons/13': { body: lesson(13, 'The checklist') },
    'PUT /api/lessons/11/last-viewed': { status: 204 },
    'PUT /api/lessons/12/last-viewed': { status: 204 },
    'PUT /api/lessons/13/last-viewed': { status: 204 },
    [`GET /api/courses/${COURSE_ID}/cohorts`]: { body: { cohorts: [], canJoin: true } },
    [`GET /api/courses/${COURSE_ID}/sessions`]: { body: [] },
    ...routes,
  });
  const { store } = renderScreen(<LearnPage />, { url: `/courses/${COURSE_ID}/learn`, path: '/courses/:id/learn' });
  await act(async () => {
    await store.dispatch(academyApi.endpoints.currentUser.initiate());
  });
  return api;
}

describe('LearnPage', () => {
  it('opens at the lesson to resume, in its expanded module, and remembers each lesson viewed', async () => {
    const api = await openLearnPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'The checklist' })).toBeTruthy();
    const outlineNav = screen.getByRole('navigation', { name: 'Course Content' });
    expect(
      within(outlineNav)
        .getByRole('button', { name: /Module 2: In practice/ })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    expect(
      within(outlineNav)
        .getByRole('button', { name: /Module 1: Foundations/ })
        .getAttribute('aria-expanded'),
    ).toBe('false');
    await waitFor(() => expect(api.requestsTo('PUT /api/lessons/13/last-viewed')).toHaveLength(1));

    fireEvent.click(within(outlineNav).getByRole('button', { name: /Module 1: Foundations/ }));
    fireEvent.click(within(outlineNav).getByRole('button', { name: /The scorecard/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'The scorecard' })).toBeTruthy();
    await waitFor(() => expect(api.requestsTo('PUT /api/lessons/12/last-viewed')).toHaveLength(1));
  });

  it('puts the outline in a drawer: a button with aria-expanded, focus inside, Escape closes, a choice moves to the lesson', async () => {
    await openLearnPage();
    await screen.findByRole('heading', { level: 2, name: 'The checklist' });
    const toggle = screen.getByRole('button', { name: /Course Content/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toContain('Lesson 3 of 3');
    expect(
      document
        .getElementById(toggle.getAttribute('aria-controls') ?? '')
        ?.contains(screen.getByRole('navigation', { name: 'Course Content' })),
    ).toBe(true);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' })));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Close' }), { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    fireEvent.click(toggle);
    const outlineNav = screen.getByRole('navigation', { name: 'Course Content' });
    fireEvent.click(within(outlineNav).getByRole('button', { name: /Module 1: Foundations/ }));
    fireEvent.click(within(outlineNav).getByRole('button', { name: /Why it works/ }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const title = await screen.findByRole('heading', { level: 2, name: 'Why it works' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(toggle.textContent).toContain('Lesson 1 of 3');
  });

  it('plays a practice lesson in the panel, with no Mark as Complete; a pass shows as completed in the outline', async () => {
    const practiceLesson = { ...lesson(13, 'Intake meeting'), type: 'practice' as const };
    const practiceOutline = { ...outline(13, 2, 'Intake meeting', 0), type: 'practice' as const };
    let passed = false;
    const learnView = (): LearnViewDto => ({
      ...view,
      modules: [view.modules[0], { ...view.modules[1], lessons: [{ ...practiceOutline, isCompleted: passed }] }],
    });
    const attempt = {
      id: 80,
      lessonId: 13,
      attemptNumber: 1,
      mode: 'scenario',
      status: 'in_progress',
      startedAt: '2026-11-28T10:00:00.000Z',
      endedAt: null,
      endReason: null,
      turnsLeft: null,
      turns: [{ seq: 1, speaker: 'persona', content: 'I need someone yesterday.', status: 'complete', error: null }],
      options: [
        { id: 'ask', text: 'Which skills are must-haves?' },
        { id: 'rush', text: 'CVs tomorrow!' },
      ],
      result: null,
    };
    const api = await openLearnPage({
      [`GET /api/courses/${COURSE_ID}/learn`]: () => ({ body: learnView() }),
      'GET /api/lessons/13': () => ({ body: { ...practiceLesson, isCompleted: passed } }),
      'GET /api/lessons/13/practice': () => ({
        body: {
          lessonId: 13,
          mode: 'scenario',
          available: true,
          unavailableMessage: null,
          persona: { name: 'Dana Reyes', role: 'Hiring manager', background: '' },
          objective: 'Take the brief.',
          openingLine: 'I need someone yesterday.',
          maxTurns: 10,
          passMark: 50,
          maxAttempts: null,
          attemptsUsed: passed ? 1 : 0,
          rubric: [{ id: 'skills', name: 'Must-haves', weight: 1, good: 'Asks.' }],
          providerNotice: null,
          current: passed ? null : attempt,
          latest: null,
          passed,
        },
      }),
      'POST /api/practice-attempts/80/choices': () => {
        passed = true;
        return {
          body: {
            ...attempt,
            status: 'graded',
            options: [],
            result: {
              total: 100,
              passed: true,
              passMark: 50,
              criteria: [
                {
                  criterionId: 'skills',
                  name: 'Must-haves',
                  weight: 1,
                  score: 4,
                  maxScore: 4,
                  evidence: 'Asked.',
                  tip: '',
                  overridden: null,
                },
              ],
              choices: [],
            },
          },
        };
      },
    });
    const choice = await screen.findByRole('button', { name: 'Which skills are must-haves?' });
    expect(screen.getByRole('heading', { level: 2, name: 'Intake meeting' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark as Complete' })).toBeNull();
    const learnViews = api.requestsTo(`GET /api/courses/${COURSE_ID}/learn`).length;

    fireEvent.click(choice);
    expect(await screen.findByText('Passed')).toBeTruthy();
    await waitFor(() => expect(api.requestsTo(`GET /api/courses/${COURSE_ID}/learn`).length).toBeGreaterThan(learnViews));
    const outlineNav = screen.getByRole('navigation', { name: 'Course Content' });
    await waitFor(() => expect(within(outlineNav).getByRole('button', { name: /Intake meeting/ }).textContent).toContain('Completed'));
  });

  it("lists a drip module not open yet with 'Unlocks on …' and its lessons without a way in, and opens elsewhere", async () => {
    const unlocksAt = '2027-03-08T12:00:00.000Z';
    const api = await openLearnPage({
      [`GET /api/courses/${COURSE_ID}/learn`]: {
        body: {
          ...view,
          modules: [view.modules[0], { ...view.modules[1], unlockAfterDays: 7 }],
          lockedModules: [{ moduleId: 2, unlocksAt }],
        },
      },
    });
    // The lesson to resume (13) is locked: the first open lesson not completed instead.
    expect(await screen.findByRole('heading', { level: 2, name: 'The scorecard' })).toBeTruthy();
    const outlineNav = screen.getByRole('navigation', { name: 'Course Content' });
    const lockedModule = within(outlineNav).getByRole('button', { name: /Module 2: In practice/ });
    expect(lockedModule.textContent).toContain('Unlocks on March 8, 2027');
    fireEvent.click(lockedModule);
    const lockedLesson = within(outlineNav).getByText('The checklist');
    expect(lockedLesson.closest('button, a')).toBeNull();
    expect(lockedLesson.closest('li')?.textContent).toContain('Locked');
    // Next Lesson stops before the locked module.
    expect(screen.queryByRole('button', { name: /Next Lesson/ })).toBeNull();
    expect(api.requestsTo('GET /api/lessons/13')).toHaveLength(0);
  });

  it('shows when the module opens in place of a lesson that locked meanwhile, with no Mark as Complete', async () => {
    const unlocksAt = '2027-03-08T12:00:00.000Z';
    await openLearnPage({
      'GET /api/lessons/13': { body: { ...lesson(13, 'The checklist'), canAccessContent: false, content: null, unlocksAt } },
    });
    expect(await screen.findByText(/This module unlocks on/)).toHaveProperty('textContent', 'This module unlocks on March 8, 2027.');
    expect(screen.getByRole('heading', { level: 2, name: 'The checklist' })).toBeTruthy();
    expect(screen.queryByText('The checklist content')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark as Complete' })).toBeNull();
  });

  it("shows the course's cohorts and its live sessions under the lesson", async () => {
    const cohort = {
      id: 7,
      courseId: COURSE_ID,
      title: 'March 2027 cohort',
      startsAt: '2027-03-01T09:00:00.000Z',
      endsAt: '2027-04-30T17:00:00.000Z',
      capacity: 25,
      memberCount: 25,
      placesLeft: 0,
      isMember: true,
      placedByTeam: false,
    };
    const start = Date.now() + 24 * 60 * 60_000;
    await openLearnPage({
      [`GET /api/courses/${COURSE_ID}/cohorts`]: { body: { cohorts: [cohort], canJoin: true } },
      [`GET /api/courses/${COURSE_ID}/sessions`]: {
        body: [
          {
            id: 5,
            cohortId: 7,
            cohortTitle: cohort.title,
            courseId: COURSE_ID,
            courseTitle: view.title,
            title: 'Live role-play: the intake meeting',
            description: null,
            startsAt: new Date(start).toISOString(),
            endsAt: new Date(start + 60 * 60_000).toISOString(),
            timeZone: 'UTC',
            durationMinutes: 60,
            provider: 'Google Meet',
            recordingUrl: null,
            credits: [],
            joined: false,
            attended: false,
          },
        ],
      },
    });
    const cohorts = await screen.findByRole('region', { name: 'Cohorts' });
    expect(within(cohorts).getByRole('button', { name: 'Leave' })).toBeTruthy();
    const sessions = await screen.findByRole('region', { name: 'Live sessions' });
    expect(sessions.id).toBe('live-sessions');
    expect(within(sessions).getByRole('heading', { name: 'Live role-play: the intake meeting' })).toBeTruthy();
  });
});
