/**
 * @jest-environment @academy/ui/jest-environment
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notification } from 'antd';
import type { CandidateCardDto } from '@academy/api';
import type { AdminQuestionDto, CandidatePoolDto } from '@academy/api/admin';
import { renderScreen, stubFetch, type StubbedRoute } from '@academy/ui/testing';
import { QuestionDialog } from './QuestionDialog';

const QUESTION_ID = 9;
const UPDATE = `PATCH /api/admin/quiz-questions/${QUESTION_ID}`;
const SEARCH = 'POST /api/admin/candidate-pools/3/search';

const POOLS: CandidatePoolDto[] = [
  {
    id: 4,
    name: 'Imported pool',
    description: '',
    profileCount: 12,
    isDefault: false,
    exerciseCount: 0,
    createdAt: '2026-12-01T10:00:00.000Z',
  },
  {
    id: 3,
    name: 'Demo talent pool',
    description: '',
    profileCount: 2000,
    isDefault: true,
    exerciseCount: 4,
    createdAt: '2026-12-01T09:00:00.000Z',
  },
];

function card(id: number, name: string, change: Partial<CandidateCardDto> = {}): CandidateCardDto {
  return {
    id,
    name,
    title: 'Backend Engineer',
    company: 'Northwind',
    location: 'Berlin, Germany',
    industry: 'Software',
    skills: ['Go', 'Kubernetes'],
    languages: ['English'],
    yearsExperience: 6,
    openToWork: true,
    summary: 'Builds APIs.',
    profileUrl: `https://www.linkedin.com/in/${id}`,
    highlights: [{ field: 'skills', index: 0, start: 0, end: 2 }],
    ...change,
  };
}

const QUESTION: AdminQuestionDto = {
  id: QUESTION_ID,
  type: 'boolean_search',
  question: 'Find Go engineers in Berlin.',
  options: [],
  correctOptions: [],
  acceptedAnswers: [],
  explanation: '',
  points: 1,
  order: 0,
  search: {
    poolId: 3,
    poolName: 'Demo talent pool',
    referenceQuery: 'skills:go',
    fields: ['title', 'skills'],
    passF1: 70,
    include: [],
    exclude: [],
    targetCount: 2,
  },
};

afterEach(() => {
  act(() => notification.destroy());
});

function openEditor(saved: StubbedRoute = { body: QUESTION }) {
  const api = stubFetch({
    'GET /api/admin/candidate-pools': { body: POOLS },
    [SEARCH]: (request) =>
      (request.body as { query: string }).query === 'ana'
        ? { body: { total: 1, results: [card(30, 'Ana Silva', { location: 'Munich, Germany' })], warnings: [], hitIds: [30] } }
        : { body: { total: 2, results: [card(11, 'Ben Okafor'), card(12, 'Dev Patel')], warnings: [], hitIds: [11, 12] } },
    'GET /api/admin/candidate-pools/3/profiles': (request) => ({
      body: [card(12, 'Dev Patel'), card(30, 'Ana Silva')].filter((profile) => request.path.includes(String(profile.id))),
    }),
    [UPDATE]: saved,
  });
  const onClose = jest.fn();
  renderScreen(<QuestionDialog quizId={5} target={{ mode: 'edit', question: QUESTION }} onClose={onClose} />);
  return { api, onClose };
}

describe('QuestionDialog: a Boolean search exercise', () => {
  it("shows the saved query's hits, leaves out an unticked one, adds one found by hand and saves them", async () => {
    const { api, onClose } = openEditor();
    const hits = await screen.findByRole('region', { name: 'Reference query hits' });
    await within(hits).findByText('2 hits');
    expect(api.requestsTo(SEARCH)[0].body).toEqual({ query: 'skills:go', fields: ['title', 'skills'] });
    expect(within(hits).getAllByText('Go', { selector: 'mark' })).toHaveLength(2);
    const targets = screen.getByRole('status', { name: 'Targets' });
    expect(targets.textContent).toContain('2 targets');

    fireEvent.click(within(hits).getByRole('checkbox', { name: 'Target: Dev Patel' }));
    expect(targets.textContent).toContain('1 target');
    await within(screen.getByRole('region', { name: 'Left out' })).findByText('Dev Patel');

    const find = screen.getByRole('region', { name: 'Find a profile to add' });
    fireEvent.change(within(find).getByRole('searchbox', { name: 'Find a profile to add' }), { target: { value: 'ana' } });
    fireEvent.click(within(find).getByRole('button', { name: /Find/ }));
    fireEvent.click(await within(find).findByRole('button', { name: 'Add to targets: Ana Silva' }));
    expect(targets.textContent).toContain('2 targets');

    fireEvent.click(screen.getByRole('button', { name: 'Save Question' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect((api.requestsTo(UPDATE)[0].body as { search: unknown }).search).toEqual({
      poolId: 3,
      referenceQuery: 'skills:go',
      fields: ['title', 'skills'],
      passF1: 70,
      include: [30],
      exclude: [12],
    });
  });

  it("shows the server's syntax error under the reference query, with its hint", async () => {
    const { onClose } = openEditor({
      status: 400,
      body: {
        statusCode: 400,
        code: 'SEARCH_QUERY_INVALID',
        message: 'Unexpected “end” at character 10',
        error: 'Bad Request',
        position: 10,
        hint: 'Check the operators, quotes and parentheses around it.',
      },
    });
    await screen.findByText('2 hits');
    fireEvent.click(screen.getByRole('button', { name: 'Save Question' }));
    const problem = await screen.findByText('Unexpected “end” at character 10');
    expect(problem.closest('[role="alert"]')?.textContent).toContain('Check the operators, quotes and parentheses around it.');
    expect(screen.getByRole('textbox', { name: /Reference query/ }).getAttribute('aria-invalid')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a refused target set at the target count', async () => {
    openEditor({
      status: 400,
      body: {
        statusCode: 400,
        code: 'SEARCH_EXERCISE_INVALID',
        message: 'The exercise has no targets: add at least one.',
        error: 'Bad Request',
      },
    });
    await screen.findByText('2 hits');
    fireEvent.click(screen.getByRole('button', { name: 'Save Question' }));
    expect((await screen.findByText('The exercise has no targets: add at least one.')).getAttribute('role')).toBe('alert');
  });
});

/** 45 reference hits (ids 101–145), 20 a page, and a search for one of them (Nia, the 40th) to add by hand. */
const HIT_IDS = Array.from({ length: 45 }, (_, index) => 101 + index);
const nameOf = (id: number) => (id === 140 ? 'Nia Berg' : `Person ${id}`);

function openLongList(saved: Partial<NonNullable<AdminQuestionDto['search']>> = {}) {
  const api = stubFetch({
    'GET /api/admin/candidate-pools': { body: POOLS },
    [SEARCH]: (request) => {
      const body = request.body as { query: string; offset?: number };
      if (body.query === 'nia') return { body: { total: 1, results: [card(140, 'Nia Berg')], warnings: [], hitIds: [140] } };
      const offset = body.offset ?? 0;
      const page = HIT_IDS.slice(offset, offset + 20).map((id) => card(id, nameOf(id)));
      return { body: { total: HIT_IDS.length, results: page, warnings: [], hitIds: HIT_IDS } };
    },
    'GET /api/admin/candidate-pools/3/profiles': (request) => ({
      body: [card(140, 'Nia Berg'), card(999, 'Old Hit')].filter((profile) => request.path.includes(String(profile.id))),
    }),
    [UPDATE]: { body: QUESTION },
  });
  const question = { ...QUESTION, search: { ...QUESTION.search!, targetCount: 45, ...saved } };
  const onClose = jest.fn();
  renderScreen(<QuestionDialog quizId={5} target={{ mode: 'edit', question }} onClose={onClose} />);
  return { api, onClose };
}

describe('QuestionDialog: a reference query with more hits than a page', () => {
  it('shows 20 more at a time with a button that moves the focus to the first new hit, keeps the ticks and saves hits unticked on any page', async () => {
    const { api, onClose } = openLongList();
    const hits = await screen.findByRole('region', { name: 'Reference query hits' });
    await within(hits).findByText('45 hits · 20 shown');
    expect(within(hits).getAllByRole('article')).toHaveLength(20);
    const targets = screen.getByRole('status', { name: 'Targets' });
    expect(targets.textContent).toContain('45 targets');

    fireEvent.click(within(hits).getByRole('checkbox', { name: 'Target: Person 105' }));
    expect(targets.textContent).toContain('44 targets');

    const more = within(hits).getByRole('button', { name: 'Show 20 more (of 25)' });
    expect(more.tagName).toBe('BUTTON');
    fireEvent.click(more);
    await within(hits).findByText('45 hits · 40 shown');
    expect(api.requestsTo(SEARCH).at(-1)?.body).toEqual({ query: 'skills:go', fields: ['title', 'skills'], offset: 20 });
    expect(within(hits).getAllByRole('article')).toHaveLength(40);
    // The first new hit takes the focus, and the earlier tick stays.
    await waitFor(() => expect(document.activeElement).toBe(within(hits).getByRole('checkbox', { name: 'Target: Person 121' })));
    expect((within(hits).getByRole('checkbox', { name: 'Target: Person 105' }) as HTMLInputElement).checked).toBe(false);

    fireEvent.click(within(hits).getByRole('checkbox', { name: 'Target: Person 130' }));
    expect(targets.textContent).toContain('43 targets');

    fireEvent.click(within(hits).getByRole('button', { name: 'Show the last 5' }));
    await within(hits).findByText('45 hits');
    expect(within(hits).getAllByRole('article')).toHaveLength(45);
    expect(within(hits).queryByRole('button', { name: /Show/ })).toBeNull();
    expect(api.requestsTo(SEARCH).at(-1)?.body).toMatchObject({ offset: 40 });

    fireEvent.click(screen.getByRole('button', { name: 'Save Question' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect((api.requestsTo(UPDATE)[0].body as { search: { exclude: number[] } }).search.exclude).toEqual([105, 130]);
  });

  it('knows a hit beyond the pages shown is a target already, and counts a left-out profile the query no longer finds as nothing', async () => {
    openLongList({ exclude: [999] });
    const hits = await screen.findByRole('region', { name: 'Reference query hits' });
    await within(hits).findByText('45 hits · 20 shown');
    const targets = screen.getByRole('status', { name: 'Targets' });
    // The old query found profile 999; this one does not, so leaving it out takes nothing away.
    expect(targets.textContent).toContain('45 targets');
    const leftOut = screen.getByRole('region', { name: 'Left out' });
    await within(leftOut).findByText('Old Hit');
    expect(leftOut.textContent).toContain('not found by the query now');

    const find = screen.getByRole('region', { name: 'Find a profile to add' });
    fireEvent.change(within(find).getByRole('searchbox', { name: 'Find a profile to add' }), { target: { value: 'nia' } });
    fireEvent.click(within(find).getByRole('button', { name: /Find/ }));
    await within(find).findByText('1 profile found');
    expect(within(find).queryByRole('button', { name: 'Add to targets: Nia Berg' })).toBeNull();
    expect(within(find).getByText('Target', { selector: '.ant-typography' })).toBeTruthy();
    expect(targets.textContent).toContain('45 targets');
  });

  it('says the count is a lower bound when there are too many hits to list', async () => {
    stubFetch({
      'GET /api/admin/candidate-pools': { body: POOLS },
      [SEARCH]: { body: { total: 1200, results: [card(11, 'Ben Okafor')], warnings: [], hitIds: null } },
      'GET /api/admin/candidate-pools/3/profiles': { body: [] },
    });
    renderScreen(<QuestionDialog quizId={5} target={{ mode: 'edit', question: QUESTION }} onClose={jest.fn()} />);
    await screen.findByText('1200 hits · 1 shown');
    expect(screen.getByRole('status', { name: 'Targets' }).textContent).toContain('At least 1200 targets');
    expect(screen.getByText('That is more than 1000 targets: narrow the reference query.').getAttribute('role')).toBe('alert');
  });
});
