import { describe, expect, it } from '@jest/globals';
import {
  answerText,
  draftOf,
  draftProblem,
  emptyDraft,
  markedCorrect,
  moved,
  questionRequestOf,
  settingsRequestOf,
  settingsValuesOf,
  targetCountOf,
  targetCountProblem,
  isReferenceHit,
  isTarget,
  showMoreLabel,
  withAddedTarget,
  withField,
  withHitTargeted,
  withMultipleAnswers,
  withoutExcluded,
  withoutIncluded,
  withPool,
  type SearchDraft,
} from './quizForm';

describe('quiz settings form', () => {
  it('starts from the lesson title for a new quiz and sends empty numbers as "none"', () => {
    const values = settingsValuesOf(null, 'Sourcing quiz');
    expect(values).toEqual({ title: 'Sourcing quiz', description: '', timeLimit: '', passMark: '', maxAttempts: '', allowReview: true });
    expect(settingsRequestOf({ ...values, timeLimit: ' 15 ', passMark: '70', allowReview: false })).toEqual({
      title: 'Sourcing quiz',
      description: '',
      timeLimit: 15,
      passMark: 70,
      maxAttempts: null,
      allowReview: false,
    });
  });
});

describe('question drafts', () => {
  it('sends options without blanks, with the correct indexes following them', () => {
    const draft = {
      ...emptyDraft(),
      question: ' Which? ',
      options: [
        { text: 'A', correct: false },
        { text: ' ', correct: false },
        { text: 'C', correct: true },
      ],
    };
    expect(draftProblem(draft)).toBeNull();
    expect(questionRequestOf(draft)).toEqual({
      type: 'multiple_choice',
      question: 'Which?',
      points: 1,
      explanation: '',
      options: ['A', 'C'],
      correctOptions: [1],
      acceptedAnswers: [],
    });
  });

  it('names what is missing before saving', () => {
    expect(draftProblem(emptyDraft())).toBe('Question text is required');
    expect(draftProblem({ ...emptyDraft(), question: 'Q', options: [{ text: 'A', correct: true }] })).toBe(
      'A multiple choice question needs at least 2 options.',
    );
    expect(
      draftProblem({
        ...emptyDraft(),
        question: 'Q',
        options: [
          { text: 'A', correct: false },
          { text: 'B', correct: false },
        ],
      }),
    ).toBe('Mark at least one option as correct.');
    expect(draftProblem({ ...emptyDraft('short_answer'), question: 'Q' })).toBe(
      'A short answer question needs at least one accepted answer.',
    );
    expect(draftProblem({ ...emptyDraft('file_upload'), question: 'Upload your CV' })).toBeNull();
  });

  it('starts with no option marked correct', () => {
    const draft = emptyDraft();
    expect(draft.multipleAnswers).toBe(false);
    expect(draft.options.map((option) => option.correct)).toEqual([false, false]);
    expect(
      draftProblem({
        ...draft,
        question: 'Q',
        options: [
          { text: 'A', correct: false },
          { text: 'B', correct: false },
        ],
      }),
    ).toBe('Mark at least one option as correct.');
  });

  it('keeps one correct option when only one answer is correct', () => {
    const draft = {
      ...emptyDraft(),
      question: 'Which?',
      options: [
        { text: 'A', correct: false },
        { text: 'B', correct: false },
        { text: 'C', correct: false },
      ],
    };
    const first = markedCorrect(draft, 0, true);
    const second = markedCorrect(first, 1, true);
    expect(second.options.map((option) => option.correct)).toEqual([false, true, false]);
    expect(questionRequestOf(second).correctOptions).toEqual([1]);
  });

  it('lets the author mark several options once more than one answer is correct', () => {
    const draft = withMultipleAnswers(
      {
        ...emptyDraft(),
        question: 'Which?',
        options: [
          { text: 'A', correct: false },
          { text: 'B', correct: false },
          { text: 'C', correct: false },
        ],
      },
      true,
    );
    const one = markedCorrect(draft, 0, true);
    expect(draftProblem(one)).toBe('Mark at least two options as correct, or turn off "More than one answer is correct".');
    const two = markedCorrect(one, 2, true);
    expect(draftProblem(two)).toBeNull();
    expect(questionRequestOf(two).correctOptions).toEqual([0, 2]);
    expect(markedCorrect(two, 0, false).options.map((option) => option.correct)).toEqual([false, false, true]);
    // Back to one answer: only the first marked option stays correct.
    expect(withMultipleAnswers(two, false).options.map((option) => option.correct)).toEqual([true, false, false]);
  });

  it('round-trips a stored question', () => {
    const stored = {
      id: 1,
      type: 'multiple_choice' as const,
      question: 'Q',
      options: ['A', 'B'],
      correctOptions: [1],
      acceptedAnswers: [],
      explanation: 'B is right.',
      points: 2,
      order: 0,
      search: null,
    };
    expect(questionRequestOf(draftOf(stored))).toEqual({
      type: 'multiple_choice',
      question: 'Q',
      points: 2,
      explanation: 'B is right.',
      options: ['A', 'B'],
      correctOptions: [1],
      acceptedAnswers: [],
    });
    expect(questionRequestOf({ ...draftOf(stored), explanation: '  Trimmed \n' }).explanation).toBe('Trimmed');
    expect(draftOf(stored).multipleAnswers).toBe(false);
    expect(draftOf({ ...stored, options: ['A', 'B', 'C'], correctOptions: [0, 2] }).multipleAnswers).toBe(true);
  });

  it('moves questions up and down within bounds', () => {
    expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
  });

  it('shows answers with option texts', () => {
    const question = {
      id: 1,
      type: 'multiple_choice' as const,
      question: 'Q',
      options: ['A', 'B'],
      correctOptions: [1],
      acceptedAnswers: [],
      explanation: '',
      points: 1,
      order: 0,
      search: null,
    };
    const answer = { questionId: 1, type: 'multiple_choice' as const, question: 'Q', maxPoints: 1, file: null, grade: null, search: null };
    expect(answerText({ ...answer, answer: [0, 1] }, question)).toBe('A, B');
    expect(answerText({ ...answer, answer: null }, question)).toBe('No answer');
  });
});

describe('Boolean search drafts', () => {
  const search = (change: Partial<SearchDraft> = {}): SearchDraft => ({ ...emptyDraft('boolean_search').search, poolId: 3, ...change });
  const draft = (change: Partial<SearchDraft> = {}) => ({
    ...emptyDraft('boolean_search'),
    question: ' Find senior Go engineers in Berlin ',
    search: search({ referenceQuery: ' title:senior AND skills:go ', ...change }),
  });

  it('starts with every field searchable, a 70% threshold and no pool until the pools load', () => {
    const empty = emptyDraft('boolean_search').search;
    expect(empty).toEqual({
      poolId: null,
      fields: ['title', 'skills', 'company', 'location', 'text'],
      passF1: 70,
      referenceQuery: '',
      include: [],
      exclude: [],
    });
  });

  it('names what is missing before saving', () => {
    expect(draftProblem({ ...draft(), search: { ...draft().search, poolId: null } })).toBe('Choose the candidate pool learners search.');
    expect(draftProblem(draft({ fields: [] }))).toBe('Tick at least one field learners can search.');
    expect(draftProblem(draft({ passF1: null }))).toBe('Set a pass threshold between 1 and 100%.');
    expect(draftProblem(draft({ passF1: 0 }))).toBe('Set a pass threshold between 1 and 100%.');
    expect(draftProblem(draft({ passF1: 101 }))).toBe('Set a pass threshold between 1 and 100%.');
    expect(draftProblem(draft({ referenceQuery: '  ' }))).toBe('Write the reference query: the candidates it finds are the targets.');
    expect(draftProblem({ ...draft(), question: ' ' })).toBe('Question text is required');
    expect(draftProblem(draft())).toBeNull();
  });

  it('sends the brief as the question and the exercise with the reference query trimmed', () => {
    expect(questionRequestOf(draft({ fields: ['title', 'skills'], passF1: 80, include: [12], exclude: [4] }))).toEqual({
      type: 'boolean_search',
      question: 'Find senior Go engineers in Berlin',
      points: 1,
      explanation: '',
      options: [],
      correctOptions: [],
      acceptedAnswers: [],
      search: {
        poolId: 3,
        referenceQuery: 'title:senior AND skills:go',
        fields: ['title', 'skills'],
        passF1: 80,
        include: [12],
        exclude: [4],
      },
    });
    // Another type sends no exercise.
    expect(questionRequestOf({ ...draft(), type: 'long_answer' })).not.toHaveProperty('search');
  });

  it('round-trips a stored exercise, fields in their usual order', () => {
    const stored = {
      id: 7,
      type: 'boolean_search' as const,
      question: 'Find senior Go engineers in Berlin',
      options: [],
      correctOptions: [],
      acceptedAnswers: [],
      explanation: '',
      points: 2,
      order: 0,
      search: {
        poolId: 3,
        poolName: 'Demo talent pool',
        referenceQuery: 'skills:go location:berlin',
        fields: ['skills' as const, 'title' as const],
        passF1: 75,
        include: [40],
        exclude: [5, 6],
        targetCount: 21,
      },
    };
    const loaded = draftOf(stored);
    expect(loaded.search).toEqual({
      poolId: 3,
      fields: ['title', 'skills'],
      passF1: 75,
      referenceQuery: 'skills:go location:berlin',
      include: [40],
      exclude: [5, 6],
    });
    expect(questionRequestOf(loaded).search).toEqual({
      poolId: 3,
      referenceQuery: 'skills:go location:berlin',
      fields: ['title', 'skills'],
      passF1: 75,
      include: [40],
      exclude: [5, 6],
    });
  });

  it('ticks fields on and off in their usual order', () => {
    const titleOnly = search({ fields: ['title'] });
    expect(withField(titleOnly, 'text', true).fields).toEqual(['title', 'text']);
    expect(withField(withField(titleOnly, 'text', true), 'skills', true).fields).toEqual(['title', 'skills', 'text']);
    expect(withField(titleOnly, 'title', false).fields).toEqual([]);
  });

  it('forgets the profiles chosen by hand when the pool changes', () => {
    const chosen = search({ include: [1], exclude: [2] });
    expect(withPool(chosen, 3)).toBe(chosen);
    expect(withPool(chosen, 9)).toMatchObject({ poolId: 9, include: [], exclude: [] });
  });

  it('leaves an unticked hit out of the targets and brings it back when ticked again', () => {
    const unticked = withHitTargeted(search(), 5, false);
    expect(unticked.exclude).toEqual([5]);
    expect(isTarget(unticked, 5, true)).toBe(false);
    expect(withHitTargeted(withHitTargeted(unticked, 6, false), 5, true).exclude).toEqual([6]);
    // Unticking twice does not list it twice.
    expect(withHitTargeted(unticked, 5, false).exclude).toEqual([5]);
  });

  it('adds a profile found by hand, or brings back a hit that was left out', () => {
    const added = withAddedTarget(search(), 40, false);
    expect(added.include).toEqual([40]);
    expect(isTarget(added, 40, false)).toBe(true);
    expect(withAddedTarget(added, 40, false).include).toEqual([40]);
    const leftOut = search({ exclude: [5] });
    expect(withAddedTarget(leftOut, 5, true)).toMatchObject({ include: [], exclude: [] });
    expect(withoutIncluded(added, 40).include).toEqual([]);
    expect(withoutExcluded(leftOut, 5).exclude).toEqual([]);
  });

  it('counts the targets exactly as saving does: the hits and those added, less those left out', () => {
    const ids = Array.from({ length: 75 }, (_, index) => index + 1);
    const hits = { total: 75, ids, shown: ids.slice(0, 20) };
    expect(targetCountOf(search(), hits)).toEqual({ exact: true, count: 75 });
    expect(targetCountOf(search({ exclude: [2] }), hits)).toEqual({ exact: true, count: 74 });
    expect(targetCountOf(search({ exclude: [2], include: [140, 141] }), hits)).toEqual({ exact: true, count: 76 });
    // A hit beyond the pages shown, added by hand, is counted once.
    expect(targetCountOf(search({ include: [60] }), hits)).toEqual({ exact: true, count: 75 });
    // A profile left out that the query no longer finds takes nothing away.
    expect(targetCountOf(search({ exclude: [2, 500] }), hits)).toEqual({ exact: true, count: 74 });
    expect(targetCountOf(search({ include: [40] }), { total: 0, ids: [], shown: [] })).toEqual({ exact: true, count: 1 });
  });

  it('gives a lower bound when there are too many hits to list their ids', () => {
    const shown = Array.from({ length: 20 }, (_, index) => index + 1);
    const hits = { total: 1500, ids: null, shown };
    expect(targetCountOf(search({ exclude: [2, 3] }), hits)).toEqual({ exact: false, atLeast: 1498 });
    expect(targetCountProblem(targetCountOf(search(), hits))).toBe('That is more than 1000 targets: narrow the reference query.');
    expect(isReferenceHit(hits, 20)).toBe(true);
    expect(isReferenceHit(hits, 21)).toBe(false);
  });

  it('tells a hit beyond the pages shown from a profile the query does not find', () => {
    const ids = Array.from({ length: 75 }, (_, index) => index + 1);
    const hits = { total: 75, ids, shown: ids.slice(0, 20) };
    expect(isReferenceHit(hits, 60)).toBe(true);
    expect(isReferenceHit(hits, 140)).toBe(false);
    expect(isTarget(search(), 60, isReferenceHit(hits, 60))).toBe(true);
    // "Add to targets" on such a hit does not add it by hand.
    expect(withAddedTarget(search(), 60, isReferenceHit(hits, 60)).include).toEqual([]);
  });

  it('says when the count is out of bounds', () => {
    expect(targetCountProblem({ exact: true, count: 1 })).toBeNull();
    expect(targetCountProblem({ exact: true, count: 1000 })).toBeNull();
    expect(targetCountProblem({ exact: true, count: 1001 })).toBe('That is more than 1000 targets: narrow the reference query.');
    expect(targetCountProblem({ exact: true, count: 0 })).toBe('There are no targets: change the reference query or add profiles by hand.');
    expect(targetCountProblem({ exact: false, atLeast: 0 })).toBeNull();
  });

  it('labels the button that shows more hits with how many are left', () => {
    expect(showMoreLabel(75)).toBe('Show 20 more (of 75)');
    expect(showMoreLabel(21)).toBe('Show 20 more (of 21)');
    expect(showMoreLabel(20)).toBe('Show the last 20');
    expect(showMoreLabel(1)).toBe('Show the last one');
  });
});
