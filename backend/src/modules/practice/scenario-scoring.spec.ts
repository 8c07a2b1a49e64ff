import type { RubricCriterion, ScenarioReply } from './public/practice-types.js';
import { scenarioResults } from './scenario-scoring.js';
import { passes, rubricTotal } from './scoring.js';

const rubric: RubricCriterion[] = [
  { id: 'rapport', name: 'Rapport', weight: 2, good: 'Acknowledge the concern first', poor: 'Ignore it' },
  { id: 'facts', name: 'Facts', weight: 1, good: 'Ask about the budget', poor: 'Assume' },
  { id: 'close', name: 'Close', weight: 1, good: 'Agree next steps', poor: 'Leave it open' },
];
const reply = (id: string, scores: Record<string, number>, feedback = `Feedback ${id}`): ScenarioReply => ({
  id,
  text: id,
  feedback,
  scores,
  next: 'x',
});

describe('scenarioResults', () => {
  it('scores each criterion the rounded mean of the points the chosen replies gave it', () => {
    const results = scenarioResults(rubric, [reply('a', { rapport: 4, facts: 1 }), reply('b', { rapport: 1 }), reply('c', { facts: 2 })]);
    expect(results.map((result) => [result.criterionId, result.score])).toEqual([
      ['rapport', 3], // (4 + 1) / 2 = 2.5 rounds up
      ['facts', 2], // (1 + 2) / 2 = 1.5 rounds up
      ['close', 0], // no chosen reply scored it
    ]);
  });

  it("gives the feedback of the replies that scored a criterion as evidence, and the rubric's good text as tip below full marks", () => {
    const [rapport, facts, close] = scenarioResults(rubric, [reply('a', { rapport: 4 }), reply('b', { facts: 1 }, 'Too vague.')]);
    expect(rapport).toEqual({ criterionId: 'rapport', score: 4, evidence: 'Feedback a', tip: '' });
    expect(facts).toEqual({ criterionId: 'facts', score: 1, evidence: 'Too vague.', tip: 'Ask about the budget' });
    expect(close).toEqual({ criterionId: 'close', score: 0, evidence: '', tip: 'Agree next steps' });
  });

  it('gives totals from the weights: full marks on the heaviest criterion alone is half', () => {
    const results = scenarioResults(rubric, [reply('a', { rapport: 4 })]);
    const total = rubricTotal(rubric, results);
    expect(total).toBe(50);
    expect(passes(total, 50)).toBe(true);
    expect(passes(total, 51)).toBe(false);
  });
});
