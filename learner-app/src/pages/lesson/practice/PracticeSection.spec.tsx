/**
 * @jest-environment @academy/ui/jest-environment
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import { PracticeSection } from './PracticeSection';
import type { LearnerPracticeDto, PracticeAttemptDto, PracticeTurnDto } from './practiceTypes';

const LESSON_ID = 9;
const COURSE_ID = 4;
const ATTEMPT_ID = 70;

const rubric = [
  { id: 'must-haves', name: 'Separated must-haves from nice-to-haves', weight: 2, good: 'Asks which skills are essential.' },
  { id: 'budget', name: 'Uncovered the budget', weight: 1, good: 'Asks for the salary range early.' },
];

const practiceOf = (overrides: Partial<LearnerPracticeDto> = {}): LearnerPracticeDto => ({
  lessonId: LESSON_ID,
  mode: 'scenario',
  available: true,
  unavailableMessage: null,
  persona: { name: 'Dana Reyes', role: 'Head of Engineering, hiring manager', background: 'Needs a platform engineer by spring.' },
  objective: 'Take a complete brief for the platform engineer role.',
  openingLine: 'Thanks for making time. I need someone yesterday.',
  maxTurns: 10,
  passMark: 70,
  maxAttempts: 3,
  attemptsUsed: 0,
  rubric,
  providerNotice: null,
  current: null,
  latest: null,
  passed: false,
  ...overrides,
});

const turn = (
  seq: number,
  speaker: PracticeTurnDto['speaker'],
  content: string,
  status: PracticeTurnDto['status'] = 'complete',
): PracticeTurnDto => ({
  seq,
  speaker,
  content,
  status,
  error: null,
});

const attemptOf = (overrides: Partial<PracticeAttemptDto> = {}): PracticeAttemptDto => ({
  id: ATTEMPT_ID,
  lessonId: LESSON_ID,
  attemptNumber: 1,
  mode: 'scenario',
  status: 'in_progress',
  startedAt: '2026-11-28T10:00:00.000Z',
  endedAt: null,
  endReason: null,
  turnsLeft: null,
  turns: [turn(1, 'persona', 'Thanks for making time. I need someone yesterday.')],
  options: [],
  result: null,
  gradingError: null,
  ...overrides,
});

const PRACTICE = `GET /api/lessons/${LESSON_ID}/practice`;
const START = `POST /api/lessons/${LESSON_ID}/practice/attempts`;
const ATTEMPT = `GET /api/practice-attempts/${ATTEMPT_ID}`;
const CHOOSE = `POST /api/practice-attempts/${ATTEMPT_ID}/choices`;
const MESSAGES = `POST /api/practice-attempts/${ATTEMPT_ID}/messages`;
const RETRY = `POST /api/practice-attempts/${ATTEMPT_ID}/reply`;
const END = `POST /api/practice-attempts/${ATTEMPT_ID}/end`;

/** A text/event-stream answer whose events the test sends one at a time. */
function eventStream() {
  // Node's ReadableStream (the one its Response reads), which the jsdom page does not expose by name.
  const Stream = new Response('').body!.constructor as typeof ReadableStream<Uint8Array>;
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new Stream({
    start(started) {
      controller = started;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    send(event: string, data: unknown) {
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    close() {
      controller.close();
    },
  };
}

type EventStream = ReturnType<typeof eventStream>;

/** JSON routes through stubFetch; the streaming routes answer with the streams the test hands out, in order. */
function stubPracticeApi(routes: Parameters<typeof stubFetch>[0], streamRoutes: Record<string, EventStream[]> = {}) {
  const api = stubFetch(routes);
  const json = globalThis.fetch;
  const streamed: { route: string; body: string }[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init);
    const route = `${request.method} ${new URL(request.url).pathname}`;
    const queue = streamRoutes[route];
    if (!queue) return json(request);
    streamed.push({ route, body: await request.text() });
    const next = queue.shift();
    if (!next) throw new Error(`No stream left for ${route}`);
    return next.response;
  };
  return { api, streamed };
}

function render() {
  return renderScreen(<PracticeSection lessonId={LESSON_ID} courseId={COURSE_ID} />, { url: `/lessons/${LESSON_ID}` });
}

const log = () => screen.getByRole('log', { name: 'Conversation with Dana Reyes' });

afterEach(() => {
  delete (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
});

describe('PracticeSection: scenario', () => {
  it('shows the persona, the objective and the criteria, plays the replies to the end and shows the score per criterion with each choice’s feedback', async () => {
    const graded = attemptOf({
      status: 'graded',
      endedAt: '2026-11-28T10:05:00.000Z',
      endReason: 'scenario_end',
      turns: [
        turn(1, 'persona', 'Thanks for making time. I need someone yesterday.'),
        turn(2, 'learner', 'Which skills are must-haves?'),
        turn(3, 'persona', 'Kubernetes, no question. Anything else can be learned.'),
      ],
      result: {
        total: 83,
        passed: true,
        passMark: 70,
        criteria: [
          {
            criterionId: 'must-haves',
            name: rubric[0].name,
            weight: 2,
            score: 4,
            maxScore: 4,
            evidence: 'A clear question about must-haves.',
            tip: '',
            overridden: null,
          },
          {
            criterionId: 'budget',
            name: rubric[1].name,
            weight: 1,
            score: 2,
            maxScore: 4,
            evidence: 'The budget was left for later.',
            tip: 'Asks for the salary range early.',
            overridden: null,
          },
        ],
        choices: [
          {
            line: 'Thanks for making time. I need someone yesterday.',
            reply: 'Which skills are must-haves?',
            feedback: 'Good: it separates essentials first.',
          },
        ],
      },
    });
    const { api } = stubPracticeApi({
      [PRACTICE]: { body: practiceOf() },
      [START]: {
        body: attemptOf({
          options: [
            { id: 'ask-skills', text: 'Which skills are must-haves?' },
            { id: 'ask-start', text: 'When should they start?' },
          ],
        }),
      },
      [CHOOSE]: { body: graded },
    });
    render();

    expect(await screen.findByText('Dana Reyes')).toBeTruthy();
    expect(screen.getByText('Head of Engineering, hiring manager')).toBeTruthy();
    expect(screen.getByText('Take a complete brief for the platform engineer role.')).toBeTruthy();
    expect(screen.getByText(rubric[0].name)).toBeTruthy();
    expect(screen.getByText('Attempts: 0 of 3 used')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Start conversation' }));
    expect(await within(await screen.findByRole('log')).findByText('Thanks for making time. I need someone yesterday.')).toBeTruthy();
    const replies = screen.getByRole('group', { name: 'Your reply' });
    expect(
      within(replies)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Which skills are must-haves?', 'When should they start?']);
    // Scenario replies are buttons: no text box, no voice.
    expect(screen.queryByLabelText('Your message')).toBeNull();

    fireEvent.click(within(replies).getByRole('button', { name: 'Which skills are must-haves?' }));
    expect(await screen.findByText('Total:')).toBeTruthy();
    expect(api.requestsTo(CHOOSE)[0].body).toEqual({ replyId: 'ask-skills' });
    expect(screen.getByText('83%')).toBeTruthy();
    expect(screen.getByText('Passed')).toBeTruthy();
    const criteria = within(screen.getByRole('list', { name: 'Score per criterion' })).getAllByRole('listitem');
    expect(criteria.map((item) => item.querySelector('.pr-criterion__score')?.textContent)).toEqual(['4/4', '2/4']);
    expect(within(criteria[1]).getByText('The budget was left for later.')).toBeTruthy();
    expect(within(criteria[1]).getByText('Asks for the salary range early.')).toBeTruthy();
    expect(screen.getByText('Good: it separates essentials first.')).toBeTruthy();
    // The end node's line, said after the last choice, closes the conversation on screen and in the transcript.
    const closing = screen.getByRole('figure');
    expect(within(closing).getByText('Kubernetes, no question. Anything else can be learned.')).toBeTruthy();
    expect(within(closing).getByText('Dana Reyes, closing the conversation')).toBeTruthy();
    const transcript = screen.getByText('Transcript of attempt 1').closest('details')!;
    expect([...transcript.querySelectorAll('.pr-turn')].map((item) => item.textContent)).toEqual([
      'Dana ReyesThanks for making time. I need someone yesterday.',
      'YouWhich skills are must-haves?',
      'Dana ReyesKubernetes, no question. Anything else can be learned.',
    ]);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the last result, offers no new attempt when none is left', async () => {
    stubPracticeApi({
      [PRACTICE]: {
        body: practiceOf({
          attemptsUsed: 3,
          latest: attemptOf({
            attemptNumber: 3,
            status: 'graded',
            result: {
              total: 40,
              passed: false,
              passMark: 70,
              criteria: [
                {
                  criterionId: 'must-haves',
                  name: rubric[0].name,
                  weight: 2,
                  score: 1,
                  maxScore: 4,
                  evidence: '',
                  tip: 'Ask first.',
                  overridden: null,
                },
              ],
              choices: [],
            },
          }),
        }),
      },
    });
    render();
    expect(await screen.findByText('Attempt 3: your result')).toBeTruthy();
    expect(screen.getByText('Not passed yet')).toBeTruthy();
    expect(screen.getByText('1/4')).toBeTruthy();
    expect(screen.getByText('You have used all your attempts for this conversation.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('PracticeSection: AI conversation', () => {
  const aiPractice = (overrides: Partial<LearnerPracticeDto> = {}) =>
    practiceOf({
      mode: 'ai',
      providerNotice: 'Your replies are sent to the AI provider of this academy.',
      ...overrides,
    });
  const aiAttempt = (overrides: Partial<PracticeAttemptDto> = {}) => attemptOf({ mode: 'ai', turnsLeft: 10, ...overrides });

  it('says AI practice is unavailable and offers no start', async () => {
    stubPracticeApi({
      [PRACTICE]: {
        body: aiPractice({
          available: false,
          unavailableMessage: 'Practice with AI is not available on this academy yet',
          providerNotice: null,
        }),
      },
    });
    render();
    expect(await screen.findByText('Practice with AI is not available on this academy yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start conversation' })).toBeNull();
  });

  it('streams the reply as it arrives, after the privacy notice; Enter sends, Shift+Enter does not', async () => {
    const reply = eventStream();
    const { streamed } = stubPracticeApi({ [PRACTICE]: { body: aiPractice({ current: aiAttempt() }) } }, { [MESSAGES]: [reply] });
    render();
    // The conversation in progress is resumed at once; the notice stands before the first message.
    const box = await screen.findByLabelText('Your message');
    expect(screen.getByText('Your replies are sent to the AI provider of this academy.')).toBeTruthy();
    expect(screen.getByText('10 messages left')).toBeTruthy();

    fireEvent.change(box, { target: { value: 'What must the engineer know?' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(streamed).toHaveLength(0);
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(streamed).toHaveLength(1));
    expect(JSON.parse(streamed[0].body)).toEqual({ text: 'What must the engineer know?' });
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(await screen.findByText('Dana Reyes is typing…')).toBeTruthy();

    reply.send('learner', { seq: 2 });
    expect(await within(log()).findByText('What must the engineer know?')).toBeTruthy();
    reply.send('delta', { text: 'Kubernetes, ' });
    expect((await screen.findByTestId('streaming-reply')).textContent).toContain('Kubernetes,');
    reply.send('delta', { text: 'no question.' });
    await waitFor(() => expect(screen.getByTestId('streaming-reply').textContent).toContain('Kubernetes, no question.'));
    // Only the stored reply reaches screen readers, so it is announced once.
    expect(screen.getByTestId('streaming-reply').closest('[aria-hidden="true"]')).toBeTruthy();
    expect(within(log()).queryByRole('listitem', { name: /Kubernetes/ })).toBeNull();

    reply.send(
      'done',
      aiAttempt({
        turnsLeft: 9,
        turns: [
          turn(1, 'persona', 'Thanks for making time. I need someone yesterday.'),
          turn(2, 'learner', 'What must the engineer know?'),
          turn(3, 'persona', 'Kubernetes, no question.'),
        ],
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('streaming-reply')).toBeNull());
    expect(within(log()).getByText('Kubernetes, no question.')).toBeTruthy();
    reply.close();
    await waitFor(() => expect(screen.getByRole('button', { name: 'End conversation' }).hasAttribute('disabled')).toBe(false));
    expect(screen.getByText('9 messages left')).toBeTruthy();
    expect(screen.queryByText('Your replies are sent to the AI provider of this academy.')).toBeNull();
  });

  it('shows a failed reply with its message and retries it without retyping', async () => {
    const failing = eventStream();
    const retried = eventStream();
    const { streamed } = stubPracticeApi(
      { [PRACTICE]: { body: aiPractice({ current: aiAttempt() }) } },
      { [MESSAGES]: [failing], [RETRY]: [retried] },
    );
    render();
    const box = await screen.findByLabelText('Your message');
    fireEvent.change(box, { target: { value: 'What is the budget?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(streamed).toHaveLength(1));
    failing.send('learner', { seq: 2 });
    failing.send('error', { code: 'MODEL_UNAVAILABLE', message: 'The AI provider is not answering. Please retry.', retryable: true });
    failing.close();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The AI provider is not answering. Please retry.')).toBeTruthy();
    expect(within(log()).getByText('What is the budget?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(streamed).toHaveLength(2));
    expect(streamed[1].route).toBe(RETRY);
    retried.send('delta', { text: 'Around 140k.' });
    expect((await screen.findByTestId('streaming-reply')).textContent).toContain('Around 140k.');
    retried.send(
      'done',
      aiAttempt({
        turnsLeft: 9,
        turns: [
          turn(1, 'persona', 'Thanks for making time. I need someone yesterday.'),
          turn(2, 'learner', 'What is the budget?'),
          turn(4, 'persona', 'Around 140k.'),
        ],
      }),
    );
    retried.close();
    expect(await within(log()).findByText('Around 140k.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(streamed.filter((request) => request.route === MESSAGES)).toHaveLength(1);
  });

  it('keeps the message in the box when the server refuses it before streaming', async () => {
    const { api } = stubPracticeApi({
      [PRACTICE]: { body: aiPractice({ current: aiAttempt() }) },
      [MESSAGES]: {
        status: 429,
        body: {
          statusCode: 429,
          code: 'PRACTICE_DAILY_BUDGET_SPENT',
          message: 'You have used today’s practice allowance.',
          error: 'Too Many Requests',
        },
      },
    });
    render();
    const box = await screen.findByLabelText('Your message');
    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('You have used today’s practice allowance.')).toBeTruthy();
    expect(api.requestsTo(MESSAGES)).toHaveLength(1);
    expect((box as HTMLTextAreaElement).value).toBe('Hello');
  });

  it('after a reload, waits for a reply still being written, then ends the conversation and shows the grading with evidence', async () => {
    const pending = aiAttempt({
      turns: [
        turn(1, 'persona', 'Thanks for making time.'),
        turn(2, 'learner', 'Is Kubernetes a must?'),
        turn(3, 'persona', '', 'pending'),
      ],
    });
    const written = aiAttempt({
      turnsLeft: 9,
      turns: [turn(1, 'persona', 'Thanks for making time.'), turn(2, 'learner', 'Is Kubernetes a must?'), turn(3, 'persona', 'It is.')],
    });
    let polls = 0;
    const { api } = stubPracticeApi({
      [PRACTICE]: { body: aiPractice({ current: pending }) },
      [ATTEMPT]: () => ({ body: ++polls < 2 ? pending : written }),
      [END]: {
        body: aiAttempt({
          status: 'graded',
          turns: written.turns,
          result: {
            total: 50,
            passed: false,
            passMark: 70,
            criteria: [
              {
                criterionId: 'must-haves',
                name: rubric[0].name,
                weight: 2,
                score: 3,
                maxScore: 4,
                evidence: 'Is Kubernetes a must?',
                tip: 'Ask what else is essential.',
                overridden: null,
              },
            ],
            choices: [],
          },
        }),
      },
    });
    render();
    expect(await screen.findByText('Dana Reyes is typing…')).toBeTruthy();
    expect(await within(log()).findByText('It is.')).toBeTruthy();
    expect(api.requestsTo(ATTEMPT).length).toBe(2);

    fireEvent.click(screen.getByRole('button', { name: 'End conversation' }));
    expect(await screen.findByText('Not passed yet')).toBeTruthy();
    expect(screen.getByText('3/4')).toBeTruthy();
    expect(screen.getByText('Is Kubernetes a must?', { selector: 'blockquote' })).toBeTruthy();
    expect(screen.getByText('Ask what else is essential.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('PracticeSection: a grading that failed', () => {
  const graded = (total: number) =>
    attemptOf({
      mode: 'ai',
      status: 'graded',
      turnsLeft: 9,
      result: { total, passed: false, passMark: 70, criteria: [], choices: [] },
    });

  it('shows the grading error with Grade again instead of waiting forever, and grades again on request', async () => {
    const stuck = attemptOf({
      mode: 'ai',
      status: 'grading',
      turnsLeft: 9,
      gradingError: { code: 'MODEL_UNAVAILABLE', message: 'The AI could not be reached. Nothing is lost: try again in a moment.' },
    });
    let ends = 0;
    const { api } = stubPracticeApi({
      [PRACTICE]: { body: practiceOf({ mode: 'ai', latest: stuck, attemptsUsed: 1 }) },
      [END]: () =>
        ++ends === 1
          ? {
              status: 503,
              body: { code: 'MODEL_RATE_LIMITED', message: 'The AI is busy right now. Nothing is lost: wait a moment and try again.' },
            }
          : { body: graded(40) },
    });
    render();
    expect(await screen.findByText('The AI could not be reached. Nothing is lost: try again in a moment.')).toBeTruthy();
    expect(screen.queryByText('Grading your conversation…')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Grade again' }));
    expect(await screen.findByText('The AI is busy right now. Nothing is lost: wait a moment and try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Grade again' }));
    expect(await screen.findByText('Not passed yet')).toBeTruthy();
    expect(api.requestsTo(END)).toHaveLength(2);
    expect(api.requestsTo(ATTEMPT)).toHaveLength(0);
  });

  it('stops polling a grading once the attempt says it failed', async () => {
    const current = attemptOf({ mode: 'ai', turnsLeft: 9, turns: [turn(1, 'persona', 'Hi.'), turn(2, 'learner', 'Hello')] });
    const grading = { ...current, status: 'grading' as const, endedAt: '2026-11-28T10:05:00.000Z', endReason: 'learner' as const };
    const { api } = stubPracticeApi({
      [PRACTICE]: { body: practiceOf({ mode: 'ai', current }) },
      [END]: { body: grading },
      [ATTEMPT]: {
        body: {
          ...grading,
          gradingError: { code: 'MODEL_TIMEOUT', message: 'The AI took too long to answer. Nothing is lost: try again.' },
        },
      },
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'End conversation' }));
    expect(await screen.findByText('Grading your conversation…')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Grade again' })).toBeTruthy();
    expect(screen.getByText('The AI took too long to answer. Nothing is lost: try again.')).toBeTruthy();
    expect(api.requestsTo(ATTEMPT)).toHaveLength(1);
  });
});

describe('PracticeSection: voice', () => {
  const ai = () => practiceOf({ mode: 'ai', current: attemptOf({ mode: 'ai', turnsLeft: 5 }) });

  it('has no Talk toggle where the browser cannot recognise speech, and says typing works everywhere', async () => {
    stubPracticeApi({ [PRACTICE]: { body: ai() } });
    render();
    await screen.findByLabelText('Your message');
    expect(screen.queryByRole('button', { name: 'Talk' })).toBeNull();
    expect(screen.getByText('Voice needs a browser with speech recognition; typing works everywhere.')).toBeTruthy();
  });

  it('dictates into the box with the browser’s speech recognition when Talk is on', async () => {
    const started: FakeRecognition[] = [];
    class FakeRecognition {
      lang = '';
      continuous = false;
      interimResults = true;
      onresult: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      start() {
        started.push(this);
      }
      stop() {
        this.onend?.();
      }
      abort() {}
    }
    (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition = FakeRecognition;
    stubPracticeApi({ [PRACTICE]: { body: ai() } });
    render();
    const talk = await screen.findByRole('button', { name: 'Talk' });
    expect(screen.queryByText(/Voice needs a browser/)).toBeNull();
    fireEvent.click(talk);
    expect(talk.getAttribute('aria-pressed')).toBe('true');
    expect(started).toHaveLength(1);
    const phrase = Object.assign([{ transcript: ' What is the budget ' }], { isFinal: true });
    act(() => started[0].onresult?.({ resultIndex: 0, results: [phrase] }));
    await waitFor(() => expect((screen.getByLabelText('Your message') as HTMLTextAreaElement).value).toBe('What is the budget'));
    fireEvent.click(screen.getByRole('button', { name: 'Stop dictation' }));
    expect(await screen.findByRole('button', { name: 'Dictate' })).toBeTruthy();
  });
});
