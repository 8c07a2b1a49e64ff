import { gradeAttempt, validateAnswers, type GradableQuestion } from './grading.js';
import { questionFields, withSearchTargets } from './question-rules.js';
import { scoreSearch, searchTargets, type SearchGrade } from './search-exercise.js';

describe('search scores', () => {
  it('scores nothing found as 0 precision, 0 recall and 0 F1 (not a division by zero)', () => {
    expect(scoreSearch([], [1, 2, 3], 50)).toMatchObject({
      hitCount: 0,
      targetCount: 3,
      truePositives: 0,
      precision: 0,
      recall: 0,
      f1: 0,
      passed: false,
      missedIds: [1, 2, 3],
      wrongIds: [],
    });
  });

  it('scores finding exactly the targets as 1 everywhere', () => {
    expect(scoreSearch([3, 1, 2], [1, 2, 3], 100)).toMatchObject({
      precision: 1,
      recall: 1,
      f1: 1,
      passed: true,
      missedIds: [],
      wrongIds: [],
    });
  });

  it('scores everything found plus noise by precision', () => {
    // 4 targets all found among 8 hits: precision 0.5, recall 1, F1 2/3.
    expect(scoreSearch([1, 2, 3, 4, 5, 6, 7, 8], [1, 2, 3, 4], 60)).toMatchObject({
      precision: 0.5,
      recall: 1,
      f1: 0.667,
      passed: true,
      wrongIds: [5, 6, 7, 8],
    });
  });

  it('scores a partial search: 2 of 3 hits are among 4 targets', () => {
    const score = scoreSearch([10, 2, 1], [1, 2, 3, 4], 50);
    expect(score).toMatchObject({ truePositives: 2, precision: 0.667, recall: 0.5, f1: 0.571, missedIds: [3, 4], wrongIds: [10] });
    expect(score.passed).toBe(true);
    expect(scoreSearch([10, 2, 1], [1, 2, 3, 4], 58).passed).toBe(false);
  });

  it('passes at exactly the threshold on the F1 shown (three decimals)', () => {
    // 1 of 1 hit among 3 targets: precision 1, recall 1/3, F1 exactly 0.5.
    expect(scoreSearch([1], [1, 2, 3], 50)).toMatchObject({ f1: 0.5, passed: true });
    expect(scoreSearch([1], [1, 2, 3], 51).passed).toBe(false);
    // 2 of 3 targets with 1 wrong: F1 = 2/3 = 0.667 → passes 66 %, fails 67 %.
    expect(scoreSearch([1, 2, 9], [1, 2, 3], 66).passed).toBe(true);
    expect(scoreSearch([1, 2, 9], [1, 2, 3], 67).passed).toBe(false);
  });

  it('counts repeated ids once', () => {
    expect(scoreSearch([1, 1, 2], [1, 1], 100)).toMatchObject({ hitCount: 2, targetCount: 1, truePositives: 1, precision: 0.5 });
  });
});

describe('search targets', () => {
  it('adds the profiles included by hand to the hits and takes out the excluded ones', () => {
    expect(searchTargets([5, 3, 1], [7, 3], [5])).toEqual([1, 3, 7]);
  });

  it('refuses an empty target set, too many targets, and profiles from another pool', () => {
    const exercise = questionFields({
      type: 'boolean_search',
      question: 'Find Go developers',
      search: { poolId: 1, referenceQuery: 'skills:go', fields: ['title', 'skills'], passF1: 70, exclude: [1] },
    }).search!;
    expect(withSearchTargets(exercise, [1, 2], new Set([1])).targetIds).toEqual([2]);
    expect(() => withSearchTargets(exercise, [1], new Set([1]))).toThrow('The exercise has no target candidates');
    const many = Array.from({ length: 1002 }, (_, index) => index + 1);
    expect(() => withSearchTargets(exercise, many, new Set([1]))).toThrow('The exercise has 1001 target candidates; at most 1000');
    expect(() => withSearchTargets(exercise, [2], new Set())).toThrow('Profile 1 is not in this candidate pool.');
  });
});

describe('boolean search question rules', () => {
  const search = { poolId: 1, referenceQuery: 'title:engineer AND skills:(go OR rust)', fields: ['skills' as const], passF1: 70 };

  it('keeps the exercise without targets until the pool is searched, and clears it for other types', () => {
    expect(questionFields({ type: 'boolean_search', question: 'Find them', search })).toMatchObject({
      searchPoolId: 1,
      search: { referenceQuery: search.referenceQuery, fields: ['skills'], passF1: 70, include: [], exclude: [], targetIds: [] },
    });
    expect(questionFields({ type: 'long_answer', question: 'Why?', search })).toMatchObject({ searchPoolId: null, search: null });
  });

  it('refuses a reference query that does not parse, with the position and a hint', () => {
    try {
      questionFields({ type: 'boolean_search', question: 'Q', search: { ...search, referenceQuery: 'title:(engineer OR developer' } });
      throw new Error('accepted');
    } catch (error) {
      expect(error).toMatchObject({ code: 'SEARCH_QUERY_INVALID', details: { position: expect.any(Number), hint: expect.any(String) } });
    }
  });

  it('refuses a missing exercise, no fields, a threshold outside 1–100 and a profile both added and removed', () => {
    const refused = (input: (Partial<typeof search> & { include?: number[]; exclude?: number[] }) | null) => () =>
      questionFields({ type: 'boolean_search', question: 'Q', search: input === null ? null : { ...search, ...input } });
    expect(refused(null)).toThrow('needs a candidate pool and a reference query');
    expect(refused({ fields: [] })).toThrow('Choose at least one field');
    expect(refused({ passF1: 0 })).toThrow('between 1 and 100');
    expect(refused({ passF1: 101 })).toThrow('between 1 and 100');
    expect(refused({ include: [4], exclude: [4] })).toThrow('both added to and removed');
  });
});

describe('grading a boolean search question', () => {
  const searchQuestion: GradableQuestion = {
    id: 7,
    type: 'boolean_search',
    options: [],
    correctOptions: [],
    acceptedAnswers: [],
    points: 4,
  };
  const grade = (searchGrade: Partial<SearchGrade> | undefined) =>
    gradeAttempt({
      questions: [searchQuestion],
      answers: { 7: 'title:engineer' },
      searchGrades: searchGrade
        ? {
            7: {
              query: 'title:engineer',
              hitCount: 4,
              targetCount: 4,
              truePositives: 3,
              precision: 0.75,
              recall: 0.75,
              f1: 0.75,
              passF1: 70,
              passed: true,
              syntaxError: null,
              missed: [],
              missedCount: 1,
              wrong: [],
              wrongCount: 1,
              missedIds: [9],
              ...searchGrade,
            },
          }
        : {},
      uploadedQuestionIds: new Set(),
      manualGrades: {},
      passMark: 50,
      now: new Date('2026-12-06T12:00:00Z'),
    });

  it('gives all the points when F1 reaches the threshold, none below it', () => {
    expect(grade({})).toMatchObject({ earnedPoints: 4, score: 100, passed: true, grades: { 7: { points: 4 } } });
    expect(grade({ f1: 0.69, passed: false })).toMatchObject({ earnedPoints: 0, passed: false, grades: { 7: { points: 0 } } });
    expect(grade({}).grades[7].comment).toBe('F1 75% (precision 75%, recall 75%); 70% needed');
  });

  it('scores a string with a syntax error 0, with the error as the reason', () => {
    const outcome = grade({ syntaxError: 'Missing closing parenthesis at character 7', passed: false, f1: 0 });
    expect(outcome.grades[7]).toMatchObject({ points: 0, comment: 'Search string not valid: Missing closing parenthesis at character 7' });
  });

  it('scores 0 when no grade could be made', () => {
    expect(grade(undefined).grades[7].points).toBe(0);
  });

  it('takes the search string as text of at most 1000 characters', () => {
    expect(validateAnswers([searchQuestion], { 7: 'skills:go' })).toEqual({ 7: 'skills:go' });
    expect(() => validateAnswers([searchQuestion], { 7: 'x'.repeat(1001) })).toThrow(
      'Question 1: the answer must be at most 1000 characters',
    );
    expect(() => validateAnswers([searchQuestion], { 7: [1] })).toThrow('Question 1: the answer must be text');
  });
});
