/**
 * @jest-environment @academy/ui/jest-environment
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notification } from 'antd';
import type { CourseDetailDto, LessonOutlineDto, ModuleOutlineDto } from '@academy/api';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import AdminArea from '../../AdminArea';

const COURSE_ID = 3;

function lesson(
  id: number,
  moduleId: number,
  order: number,
  title: string,
  type: LessonOutlineDto['type'],
  duration: number,
): LessonOutlineDto {
  return { id, moduleId, order, title, type, duration, isCompleted: false, isPreview: false };
}

// Listed out of order: the page shows modules and lessons by their `order`.
const modules: ModuleOutlineDto[] = [
  { id: 11, order: 2, title: 'Advanced Strings', description: null, unlockAfterDays: null, lessons: [] },
  {
    id: 10,
    order: 1,
    title: 'Getting Started',
    description: 'The basics of search strings.',
    unlockAfterDays: null,
    lessons: [lesson(21, 10, 2, 'AND, OR, NOT', 'text', 12), lesson(20, 10, 1, 'Welcome', 'video', 5)],
  },
];

function course(withModules: ModuleOutlineDto[]): CourseDetailDto {
  return {
    id: COURSE_ID,
    slug: 'boolean-sourcing-masterclass',
    title: 'Boolean Sourcing Masterclass',
    description: 'Find anyone with search strings.',
    accessLevel: 'all',
    isPaid: false,
    price: 0,
    paymentType: 'one_time',
    thumbnailUrl: null,
    heroImageUrl: null,
    estimatedDuration: 60,
    createdAt: '2026-03-01T09:00:00.000Z',
    certificateCode: null,
    isEnrolled: false,
    progress: { completed: 0, total: 2 },
    lessonCount: withModules.reduce((sum, module) => sum + module.lessons.length, 0),
    ratingCount: 0,
    ratingAverage: null,
    lessons: withModules.flatMap((module) => module.lessons),
    modules: withModules,
    instructors: [],
  };
}

const COURSE = `GET /api/courses/${COURSE_ID}`;
const CREATE_MODULE = `POST /api/courses/${COURSE_ID}/modules`;

function openStructurePage(routes: Parameters<typeof stubFetch>[0] = {}) {
  const api = stubFetch({ [COURSE]: { body: course(modules) }, ...routes });
  renderScreen(<AdminArea NotFound={() => <h1>404 Page Not Found</h1>} />, { url: `/admin/courses/${COURSE_ID}`, path: '/admin/*' });
  return api;
}

async function openAddModuleDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add Module' }));
  return screen.findByRole('dialog', { name: 'Add Module' });
}

// Toasts outlive the rendered screen: each test starts without one.
afterEach(() => {
  act(() => notification.destroy());
  jest.restoreAllMocks();
});

describe('CourseStructurePage', () => {
  it('lists the modules and their lessons in course order, each lesson linking to its editor', async () => {
    openStructurePage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Boolean Sourcing Masterclass' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage Course' }).getAttribute('href')).toBe(`/admin/courses/${COURSE_ID}/manage`);

    const regions = screen.getAllByRole('region');
    expect(regions.map((region) => region.getAttribute('aria-label'))).toEqual(['Module 1: Getting Started', 'Module 2: Advanced Strings']);

    const first = within(regions[0]);
    expect(first.getByText('The basics of search strings.')).toBeTruthy();
    const lessonLinks = first.getAllByRole('link');
    expect(lessonLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Welcome', `/admin/courses/${COURSE_ID}/lessons/20`],
      ['AND, OR, NOT', `/admin/courses/${COURSE_ID}/lessons/21`],
    ]);
    expect(first.getByText('Video Lesson')).toBeTruthy();
    expect(first.getByText('12 min')).toBeTruthy();
    expect(first.getByRole('button', { name: 'Move up: module Getting Started' }).hasAttribute('disabled')).toBe(true);
    expect(first.getByRole('button', { name: 'Move lesson Welcome up' }).hasAttribute('disabled')).toBe(true);
    expect(first.getByRole('button', { name: 'Move lesson AND, OR, NOT down' }).hasAttribute('disabled')).toBe(true);

    const second = within(regions[1]);
    expect(second.getByText('No lessons in this module yet.')).toBeTruthy();
    expect(second.getByRole('button', { name: 'Move down: module Advanced Strings' }).hasAttribute('disabled')).toBe(true);
    expect(second.getByRole('button', { name: 'Add Lesson to Advanced Strings' })).toBeTruthy();
  });

  it('says so when the course has no modules yet', async () => {
    openStructurePage({ [COURSE]: { body: course([]) } });
    expect(await screen.findByText('No modules yet. Click "Add Module" to start.')).toBeTruthy();
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('adds a module: the title is required, then the module is created and listed', async () => {
    const added: ModuleOutlineDto = {
      id: 12,
      order: 3,
      title: 'Sourcing on LinkedIn',
      description: 'Recruiter seats and X-ray searches.',
      unlockAfterDays: null,
      lessons: [],
    };
    const api = openStructurePage({
      [CREATE_MODULE]: { status: 201, body: { id: 12, courseId: COURSE_ID, order: 3, title: added.title, description: added.description } },
    });
    const dialog = await openAddModuleDialog();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Module' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(api.requestsTo(CREATE_MODULE)).toHaveLength(0);

    // After the creation the course is asked again (cache tags): it now has the new module.
    api.answer(COURSE, { body: course([...modules, added]) });
    fireEvent.change(within(dialog).getByLabelText('Module Title'), { target: { value: '  Sourcing on LinkedIn ' } });
    fireEvent.change(within(dialog).getByLabelText('Description (optional)'), { target: { value: 'Recruiter seats and X-ray searches.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Module' }));

    expect(await screen.findByText('Module Created')).toBeTruthy();
    expect(api.requestsTo(CREATE_MODULE).map((request) => request.body)).toEqual([
      { title: 'Sourcing on LinkedIn', description: 'Recruiter seats and X-ray searches.' },
    ]);
    expect(await screen.findByRole('region', { name: 'Module 3: Sourcing on LinkedIn' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Module' })).toBeNull());
  });

  it('renames a module: the title is required, then the new title is saved and shown', async () => {
    const UPDATE_MODULE = 'PATCH /api/modules/10';
    const api = openStructurePage({ [UPDATE_MODULE]: { body: { ...modules[1], title: 'Boolean Basics' } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Rename module Getting Started' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Module' });
    const title = within(dialog).getByLabelText('Module Title') as HTMLInputElement;
    expect(title.value).toBe('Getting Started');

    fireEvent.change(title, { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(api.requestsTo(UPDATE_MODULE)).toHaveLength(0);

    api.answer(COURSE, { body: course([modules[0], { ...modules[1], title: 'Boolean Basics' }]) });
    fireEvent.change(title, { target: { value: ' Boolean Basics ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Module Renamed')).toBeTruthy();
    expect(api.requestsTo(UPDATE_MODULE).map((request) => request.body)).toEqual([{ title: 'Boolean Basics' }]);
    expect(await screen.findByRole('region', { name: 'Module 1: Boolean Basics' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rename Module' })).toBeNull());
  });

  it("shows a module's drip and sets another: 'Unlocks after (days)' sends the days", async () => {
    const DRIP = 'PATCH /api/modules/11';
    const api = openStructurePage({
      [COURSE]: { body: course([{ ...modules[0], unlockAfterDays: 7 }, modules[1]]) },
      [DRIP]: ({ body }) => ({ body: { ...modules[0], ...(body as object) } }),
    });
    const module = within(await screen.findByRole('region', { name: 'Module 2: Advanced Strings' }));
    expect(module.getByText('Opens day 7')).toBeTruthy();
    const days = module.getByLabelText('Unlocks after (days)') as HTMLInputElement;
    expect(days.value).toBe('7');
    // The module without drip is open from the start.
    const first = within(screen.getByRole('region', { name: 'Module 1: Getting Started' }));
    expect((first.getByLabelText('Unlocks after (days)') as HTMLInputElement).placeholder).toBe('From the start');
    expect(first.queryByText(/^Opens day/)).toBeNull();

    // After the change the outline is asked again (cache tags): it shows the new day.
    api.answer(COURSE, { body: course([{ ...modules[0], unlockAfterDays: 14 }, modules[1]]) });
    fireEvent.change(days, { target: { value: '14' } });
    fireEvent.click(module.getByRole('button', { name: 'Save drip of Advanced Strings' }));
    await waitFor(() => expect(api.requestsTo(DRIP).map((request) => request.body)).toEqual([{ unlockAfterDays: 14 }]));
    expect(await screen.findByText('Drip saved')).toBeTruthy();
    expect(await module.findByText('Opens day 14')).toBeTruthy();
    expect(api.requestsTo(COURSE)).toHaveLength(2);
  });

  it("sends null when the days are emptied ('From the start'), and shows the server's refusal", async () => {
    const DRIP = 'PATCH /api/modules/11';
    const api = openStructurePage({
      [COURSE]: { body: course([{ ...modules[0], unlockAfterDays: 7 }, modules[1]]) },
      [DRIP]: { body: { ...modules[0], unlockAfterDays: null } },
    });
    const module = within(await screen.findByRole('region', { name: 'Module 2: Advanced Strings' }));
    const days = module.getByLabelText('Unlocks after (days)') as HTMLInputElement;
    fireEvent.change(days, { target: { value: '' } });
    fireEvent.click(module.getByRole('button', { name: 'Save drip of Advanced Strings' }));
    await waitFor(() => expect(api.requestsTo(DRIP).map((request) => request.body)).toEqual([{ unlockAfterDays: null }]));
    expect(await screen.findByText('Advanced Strings is open from the start.')).toBeTruthy();

    api.answer(DRIP, {
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: ['Unlock after must be a whole number of days from 1 to 365, or empty'],
        error: 'Bad Request',
      },
    });
    fireEvent.change(days, { target: { value: '30' } });
    fireEvent.click(module.getByRole('button', { name: 'Save drip of Advanced Strings' }));
    expect((await module.findByRole('alert')).textContent).toBe('Unlock after must be a whole number of days from 1 to 365, or empty');
  });

  it('gives each lesson a drag handle that says how to move it with the keyboard', async () => {
    openStructurePage();
    const handle = await screen.findByRole('button', { name: 'Drag lesson Welcome' });
    expect(handle.getAttribute('aria-roledescription')).toBe('sortable');
    const instructions = document.getElementById(handle.getAttribute('aria-describedby')!);
    expect(instructions?.textContent).toContain('press Space to pick it up');
  });

  it("shows the server's message when the module is refused", async () => {
    openStructurePage({
      [CREATE_MODULE]: {
        status: 400,
        body: { statusCode: 400, code: 'BAD_REQUEST', message: 'Title must be at most 200 characters', error: 'Bad Request' },
      },
    });
    const dialog = await openAddModuleDialog();
    fireEvent.change(within(dialog).getByLabelText('Module Title'), { target: { value: 'A title' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Module' }));

    expect(await screen.findByText('Title must be at most 200 characters')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add Module' })).toBeTruthy();
  });

  it('sends a signed-out admin to /auth after telling them to log in (UNAUTHENTICATED)', async () => {
    const setTimeoutSpy = jest.spyOn(window, 'setTimeout');
    openStructurePage({
      [CREATE_MODULE]: {
        status: 401,
        body: { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Please sign in to continue', error: 'Unauthorized' },
      },
    });
    const dialog = await openAddModuleDialog();
    fireEvent.change(within(dialog).getByLabelText('Module Title'), { target: { value: 'Sourcing on LinkedIn' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Module' }));

    expect(await screen.findByText('Not Logged In')).toBeTruthy();
    expect(screen.getByText('Please log in to save changes.')).toBeTruthy();
    expect(screen.queryByText('Please sign in to continue')).toBeNull();
    // The move to /auth waits a second so the toast can be read; on a busy machine the toast itself can
    // take that long to render, so the test checks the delay that was asked for rather than racing it.
    expect(setTimeoutSpy).toHaveBeenCalledWith(expect.any(Function), 1000);
    await waitFor(() => expect(window.location.pathname).toBe('/auth'));
  });
});
