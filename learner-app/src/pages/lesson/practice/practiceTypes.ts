// Interim shapes of the practice API (the contract's DTOs) until the generated client has them.
export interface PracticeTurnDto {
  seq: number;
  speaker: 'persona' | 'learner';
  content: string;
  status: 'complete' | 'pending' | 'failed';
  error: { code: string; message: string } | null;
}

export interface PracticeCriterionResultDto {
  criterionId: string;
  name: string;
  weight: number;
  score: number;
  maxScore: number;
  evidence: string;
  tip: string;
  overridden: { comment: string } | null;
}

export interface PracticeResultDto {
  total: number;
  passed: boolean;
  passMark: number;
  criteria: PracticeCriterionResultDto[];
  choices: { line: string; reply: string; feedback: string }[];
}

export interface PracticeAttemptDto {
  id: number;
  lessonId: number;
  attemptNumber: number;
  mode: 'scenario' | 'ai';
  status: 'in_progress' | 'grading' | 'graded' | 'needs_review';
  startedAt: string;
  endedAt: string | null;
  endReason: string | null;
  turnsLeft: number | null;
  turns: PracticeTurnDto[];
  options: { id: string; text: string }[];
  result: PracticeResultDto | null;
}

export interface LearnerPracticeDto {
  lessonId: number;
  mode: 'scenario' | 'ai';
  available: boolean;
  unavailableMessage: string | null;
  persona: { name: string; role: string; background: string };
  objective: string;
  openingLine: string;
  maxTurns: number;
  passMark: number;
  maxAttempts: number | null;
  attemptsUsed: number;
  rubric: { id: string; name: string; weight: number; good: string }[];
  providerNotice: string | null;
  current: PracticeAttemptDto | null;
  latest: PracticeAttemptDto | null;
  passed: boolean;
}
