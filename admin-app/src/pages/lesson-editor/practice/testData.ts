import type { PracticeSettingsDto, PracticeSettingsInputDto } from '@academy/api/admin';

/** A saved scenario practice: a hiring manager's brief in two nodes. */
export const SAVED_INPUT: PracticeSettingsInputDto = {
  mode: 'scenario',
  persona: {
    name: 'Dana Whitfield',
    role: 'Head of Engineering, hiring manager',
    background: 'Needs a platform engineer fast.',
    wants: 'Someone who can start in a month.',
    hiddenFacts: ['The budget is 140k', 'Kubernetes is a must-have'],
  },
  objective: 'Take a complete brief.',
  openingLine: 'So, you wanted to talk about the platform role?',
  maxTurns: 12,
  rubric: [
    {
      id: 'must-haves',
      name: 'Separated must-haves from nice-to-haves',
      weight: 3,
      good: 'Asked which skills are essential',
      poor: 'Took the list as is',
    },
    { id: 'budget', name: 'Uncovered the budget', weight: 1, good: 'Asked for the range', poor: 'Never asked' },
  ],
  passMark: 60,
  maxAttempts: 3,
  graph: {
    start: 'open',
    nodes: [
      {
        id: 'open',
        line: 'So, you wanted to talk about the platform role?',
        end: false,
        replies: [
          {
            id: 'r1',
            text: 'Which skills are essential?',
            feedback: 'Good: you separated the essentials.',
            scores: { 'must-haves': 4 },
            next: 'close',
          },
          {
            id: 'r2',
            text: 'Send me the job ad.',
            feedback: 'You missed the chance to ask.',
            scores: { 'must-haves': 0, budget: 0 },
            next: 'close',
          },
        ],
      },
      { id: 'close', line: 'Thanks, talk soon.', end: true, replies: [] },
    ],
  },
};

export const SAVED_PRACTICE: PracticeSettingsDto = {
  ...SAVED_INPUT,
  openingLine: SAVED_INPUT.openingLine ?? '',
  maxAttempts: SAVED_INPUT.maxAttempts ?? null,
  graph: SAVED_INPUT.graph ?? null,
  lessonId: 31,
  lessonTitle: 'Taking the brief',
  courseId: 4,
  attemptCount: 0,
  updatedAt: '2026-11-28T09:00:00.000Z',
};
