/**
 * @jest-environment @academy/ui/jest-environment
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { academyApi, type CourseDetailDto, type LearnViewDto, type LessonDto, type ScormLaunchDto } from '@academy/api';
import { renderScreen, stubFetch, type StubbedRoute } from '@academy/ui/testing';
import LessonPage from '../LessonPage';
import { ScormPlayer } from './ScormPlayer';

const LESSON_ID = 21;
const COURSE_ID = 4;
const LAUNCH = `GET /api/lessons/${LESSON_ID}/scorm`;
const TOKEN = 'eyJzdG9yYWdlIjoiYWJjIn0.c2lnbmF0dXJl';

const launch: ScormLaunchDto = {
  lessonId: LESSON_ID,
  packageId: '6f1c2a4e-8b3d-4c5e-9f70-1a2b3c4d5e6f',
  title: 'Intake meeting essentials',
  version: '1.2',
  launchUrl: `/api/scorm-content/${TOKEN}/index.html`,
  expiresAt: '2027-01-01T16:00:00.000Z',
  cmi: { core: { student_id: '7', student_name: 'Morgan, Lee', entry: 'ab-initio' } },
  completionStatus: 'not_attempted',
  successStatus: 'unknown',
  scoreScaled: null,
  isCompleted: false,
};

// scorm-again warns that CrossFrameLMS answers any origin: the package's opaque origin leaves no other
// choice, and the runtime's own guard drops messages from any other window (ADR 0032). Other warnings still show.
const warn = console.warn;
beforeAll(() => {
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('CrossFrameLMS: Using wildcard origin')) warn(...args);
  });
});
afterAll(() => {
  jest.restoreAllMocks();
});

function renderPlayer(answer: StubbedRoute = { body: launch }) {
  const api = stubFetch({ [LAUNCH]: answer });
  renderScreen(<ScormPlayer lessonId={LESSON_ID} courseId={COURSE_ID} title="Intake meeting essentials" />);
  return api;
}

async function packageFrame(): Promise<HTMLIFrameElement> {
  return (await screen.findByTitle('Intake meeting essentials: lesson content')) as HTMLIFrameElement;
}

describe('ScormPlayer', () => {
  it('asks the launch endpoint, then loads the signed launch address in a frame sandboxed without the academy’s origin', async () => {
    const api = renderPlayer();
    const frame = await packageFrame();
    // The runtime starts listening before the package loads: the address comes once it is ready.
    await waitFor(() => expect(frame.getAttribute('src')).toBe(launch.launchUrl));
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-popups');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(api.requestsTo(LAUNCH)).toHaveLength(1);
    expect(api.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it("shows the server's message when the lesson cannot be launched, with a way to try again", async () => {
    const message = 'This lesson has no SCORM package yet.';
    const api = renderPlayer({ status: 404, body: { statusCode: 404, code: 'SCORM_NOT_FOUND', message, error: 'Not Found' } });
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Error loading the lesson content' })).toBeTruthy();
    expect(screen.queryByTitle('Intake meeting essentials: lesson content')).toBeNull();

    api.answer(LAUNCH, { body: launch });
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    const frame = await packageFrame();
    await waitFor(() => expect(frame.getAttribute('src')).toBe(launch.launchUrl));
  });
});

const outline = { id: LESSON_ID, moduleId: 2, title: 'Intake meeting essentials', type: 'scorm' as const, duration: 5, order: 0 };
const modules = [
  {
    id: 2,
    title: 'Defining the Role',
    description: null,
    order: 0,
    unlockAfterDays: null,
    lessons: [{ ...outline, isCompleted: false, isPreview: false }],
  },
];
const course: CourseDetailDto = {
  id: COURSE_ID,
  title: 'Recruiting Fundamentals',
  description: 'A practical foundation.',
  slug: 'recruiting-fundamentals',
  accessLevel: 'all',
  isPaid: false,
  price: 0,
  paymentType: 'one_time',
  estimatedDuration: 5,
  lessonCount: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
  thumbnailUrl: null,
  heroImageUrl: null,
  isEnrolled: true,
  certificateCode: null,
  progress: { completed: 0, total: 1 },
  modules,
  lessons: modules.flatMap((module) => module.lessons),
  instructors: [],
  ratingAverage: null,
  ratingCount: 0,
};
const learnView: LearnViewDto = {
  id: COURSE_ID,
  title: course.title,
  description: course.description,
  modules,
  totalProgress: { completed: 0, total: 1 },
  resumeLessonId: LESSON_ID,
  lockedModules: [],
};
const lesson: LessonDto = {
  ...outline,
  courseId: COURSE_ID,
  courseTitle: course.title,
  description: '<p>Two short screens.</p>',
  videoProvider: null,
  videoId: null,
  content: null,
  contentUrl: null,
  position: 1,
  lessonCount: 1,
  isCompleted: false,
  hasQuiz: false,
  canAccessContent: true,
  isPreview: false,
  unlocksAt: null,
};

describe('a SCORM lesson page', () => {
  it('plays the package and says the content completes the lesson, with no Mark Complete', async () => {
    const api = stubFetch({
      'GET /api/user': {
        body: { id: 7, email: 'lee@example.com', firstName: 'Lee', lastName: 'Morgan', role: 'jobseeker', emailVerified: true },
      },
      [`GET /api/lessons/${LESSON_ID}`]: { body: lesson },
      [`GET /api/courses/${COURSE_ID}`]: { body: course },
      [`GET /api/courses/${COURSE_ID}/learn`]: { body: learnView },
      [`PUT /api/lessons/${LESSON_ID}/last-viewed`]: { status: 204 },
      [LAUNCH]: { body: launch },
    });
    const { store } = renderScreen(<LessonPage />, { url: `/lessons/${LESSON_ID}`, path: '/lessons/:id' });
    await act(async () => {
      await store.dispatch(academyApi.endpoints.currentUser.initiate());
    });
    expect(await screen.findByText('Finish the lesson content to complete this lesson.')).toBeTruthy();
    const frame = await packageFrame();
    await waitFor(() => expect(frame.getAttribute('src')).toBe(launch.launchUrl));
    expect(screen.queryByRole('button', { name: 'Mark Complete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Complete and continue' })).toBeNull();
    expect(api.requestsTo(`POST /api/lessons/${LESSON_ID}/complete`)).toHaveLength(0);
  });
});
