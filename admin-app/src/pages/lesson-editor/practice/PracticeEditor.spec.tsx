/**
 * @jest-environment @academy/ui/jest-environment
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notification } from 'antd';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import { PracticeEditor } from './PracticeEditor';
import { SAVED_PRACTICE } from './testData';

const LESSON_ID = 31;
const SETTINGS = `GET /api/admin/lessons/${LESSON_ID}/practice`;
const SAVE = `PUT /api/admin/lessons/${LESSON_ID}/practice`;
const STATUS = 'GET /api/admin/practice/status';
const ATTEMPTS = `GET /api/admin/lessons/${LESSON_ID}/practice/attempts`;
const AI_OFF = { aiAvailable: false, model: null, reason: 'LLM_BASE_URL and LLM_MODEL are not set.' };

afterEach(() => {
  act(() => notification.destroy());
});

function renderEditor(routes: Parameters<typeof stubFetch>[0] = {}) {
  const api = stubFetch({
    [SETTINGS]: { body: SAVED_PRACTICE },
    [STATUS]: { body: AI_OFF },
    [ATTEMPTS]: { body: { items: [], total: 0, page: 1, pageSize: 20 } },
    ...routes,
  });
  renderScreen(<PracticeEditor lessonId={LESSON_ID} />);
  return api;
}

type SavedBody = { graph: { start: string; nodes: { id: string; end: boolean; replies: { next: string }[] }[] } };

describe('PracticeEditor', () => {
  it('explains why AI mode is off and how to turn it on', async () => {
    renderEditor();
    const note = await screen.findByRole('note', { name: 'AI practice is not configured' });
    expect(note.textContent).toContain('LLM_BASE_URL and LLM_MODEL are not set.');
    expect(note.textContent).toContain('LLM_BASE_URL');
    expect(note.textContent).toContain('You can still save an AI lesson');
    expect(screen.getByRole('radio', { name: /AI role-play.*not configured/ })).toBeTruthy();
  });

  it('adds a node that a reply can lead to, and saves it', async () => {
    const api = renderEditor({ [SAVE]: (request) => ({ body: request.body }) });
    await screen.findByRole('list', { name: 'Scenario nodes' });
    fireEvent.click(screen.getByRole('button', { name: 'Add node' }));

    const node = screen.getByRole('region', { name: 'Node 3 (node-1)' });
    await waitFor(() => expect(document.activeElement).toBe(within(node).getByRole('textbox', { name: 'Node 3 id' })));
    fireEvent.change(within(node).getByRole('textbox', { name: 'Node 3 persona line' }), { target: { value: 'Fine, send me profiles.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Practice' }));

    await waitFor(() => expect(api.requestsTo(SAVE)).toHaveLength(1));
    const body = api.requestsTo(SAVE)[0].body as SavedBody;
    expect(body.graph.nodes.map((item) => [item.id, item.end])).toEqual([
      ['open', false],
      ['close', true],
      ['node-1', true],
    ]);
    expect((api.requestsTo(SAVE)[0].body as { persona: { hiddenFacts: string[] } }).persona.hiddenFacts).toEqual(
      SAVED_PRACTICE.persona.hiddenFacts,
    );
  });

  it('shows a graph error from the server at the node it names', async () => {
    const message = 'Node "node-1" cannot reach an end: every path must close the conversation.';
    renderEditor({
      [SAVE]: {
        status: 400,
        body: { statusCode: 400, code: 'PRACTICE_GRAPH_INVALID', message, error: 'Bad Request', nodeId: 'node-1' },
      },
    });
    await screen.findByRole('list', { name: 'Scenario nodes' });
    fireEvent.click(screen.getByRole('button', { name: 'Add node' }));
    const node = screen.getByRole('region', { name: 'Node 3 (node-1)' });
    fireEvent.click(within(node).getByRole('switch', { name: 'Node 3 ends the conversation' }));
    expect(within(node).getAllByRole('group', { name: /^Reply/ })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Save Practice' }));

    expect((await within(node).findByRole('alert')).textContent).toBe(message);
    await waitFor(() => expect(document.activeElement).toBe(node));
    // Only the node at fault shows it.
    expect(within(screen.getByRole('region', { name: 'Node 1 (open)' })).queryByRole('alert')).toBeNull();
  });

  it('shows an error that names no node below the form of a new practice, keeping what was typed', async () => {
    const message = 'The rubric needs 2–8 criteria, each with a name.';
    const api = renderEditor({
      [SETTINGS]: { status: 404, body: { statusCode: 404, code: 'PRACTICE_NOT_FOUND', message: 'Not set up yet', error: 'Not Found' } },
      [SAVE]: { status: 400, body: { statusCode: 400, code: 'PRACTICE_SETTINGS_INVALID', message, error: 'Bad Request' } },
    });
    expect(await screen.findByText(/has no practice conversation yet/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Priya Raman' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Practice' }));

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    await waitFor(() => expect(api.requestsTo(SETTINGS)).toHaveLength(2));
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Priya Raman');
    expect(screen.getByRole('alert').textContent).toBe(message);
  });
});
