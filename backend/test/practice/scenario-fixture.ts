/** A small branching scenario with a two-criterion rubric, for the practice tests. */
export const RUBRIC = [
  { id: 'rapport', name: 'Builds rapport', weight: 3, good: 'Acknowledges the concern before answering', poor: 'Talks past it' },
  { id: 'facts', name: 'Uncovers the facts', weight: 1, good: 'Asks what the notice period is', poor: 'Assumes' },
];

/**
 * start → warm (rapport 4) → ask (facts 4) → good-end
 *       → cold (rapport 0) → rushed (facts 0) → bad-end
 */
export const GRAPH = {
  start: 'start',
  nodes: [
    {
      id: 'start',
      line: "Hi. To be honest I'm not sure I want to move right now.",
      end: false,
      replies: [
        {
          id: 'warm',
          text: 'That makes sense. What would have to be true for a move to be worth it?',
          feedback: 'You acknowledged the hesitation.',
          scores: { rapport: 4 },
          next: 'ask',
        },
        {
          id: 'cold',
          text: 'The role pays well, you should apply.',
          feedback: 'You skipped past the concern.',
          scores: { rapport: 0 },
          next: 'rushed',
        },
      ],
    },
    {
      id: 'ask',
      line: 'Mostly the commute, and I have a three-month notice period.',
      end: false,
      replies: [
        {
          id: 'notice',
          text: 'Thanks. Could we plan the start around your notice?',
          feedback: 'You confirmed the notice period.',
          scores: { facts: 4 },
          next: 'good-end',
        },
        {
          id: 'skip',
          text: 'Great, I will send the job description.',
          feedback: 'You left the notice period open.',
          scores: { facts: 1 },
          next: 'good-end',
        },
      ],
    },
    {
      id: 'rushed',
      line: 'Hm. What else is there to know?',
      end: false,
      replies: [
        { id: 'pitch', text: 'Just apply and see.', feedback: 'No questions asked.', scores: { facts: 0 }, next: 'bad-end' },
        {
          id: 'recover',
          text: 'Sorry, tell me more about what matters to you.',
          feedback: 'A late recovery.',
          scores: { rapport: 2, facts: 2 },
          next: 'ask',
        },
      ],
    },
    { id: 'good-end', line: 'Sounds good, send it over.', end: true, replies: [] },
    { id: 'bad-end', line: 'I will think about it. Bye.', end: true, replies: [] },
  ],
};

export const PERSONA = {
  name: 'Sam Okafor',
  role: 'Senior backend engineer, passive candidate',
  background: 'Five years at a fintech, happy with the team.',
  wants: 'A shorter commute and a real say in architecture.',
  hiddenFacts: ['Three-month notice period', 'Would accept 90k'],
};

export function scenarioSettings(overrides: Record<string, unknown> = {}) {
  return {
    mode: 'scenario',
    persona: PERSONA,
    objective: 'Keep the candidate in the process and learn their notice period.',
    maxTurns: 10,
    rubric: RUBRIC,
    passMark: 75,
    maxAttempts: null,
    graph: GRAPH,
    ...overrides,
  };
}
