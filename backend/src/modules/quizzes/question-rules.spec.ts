import { DEMO_COURSES } from '../../seed/demo-academy.data.js';
import { DEMO_QUIZZES } from '../../seed/demo-quizzes.data.js';
import { questionFields } from './question-rules.js';

describe('question rules', () => {
  it('clears the fields another type uses and orders correct options', () => {
    expect(
      questionFields({
        type: 'multiple_choice',
        question: 'Q',
        options: ['A', 'B', 'C'],
        correctOptions: [2, 0, 2],
        acceptedAnswers: ['x'],
      }),
    ).toEqual({
      type: 'multiple_choice',
      question: 'Q',
      points: 1,
      options: ['A', 'B', 'C'],
      correctOptions: [0, 2],
      acceptedAnswers: [],
      explanation: '',
      searchPoolId: null,
      search: null,
    });
    expect(questionFields({ type: 'long_answer', question: 'Why?', explanation: 'Because.' })).toMatchObject({ explanation: 'Because.' });
    expect(questionFields({ type: 'file_upload', question: 'Upload', options: ['A'], points: 3 })).toMatchObject({
      options: [],
      points: 3,
    });
    expect(() => questionFields({ type: 'multiple_choice', question: 'Q', options: ['Yes', 'yes'], correctOptions: [0] })).toThrow(
      'Each option must be different.',
    );
  });

  it('accepts every demo quiz, and every demo quiz lesson has one', () => {
    const quizLessons = DEMO_COURSES.flatMap((course) => course.modules.flatMap((module) => module.lessons)).filter(
      (lesson) => lesson.type === 'quiz',
    );
    expect(Object.keys(DEMO_QUIZZES).sort()).toEqual(quizLessons.map((lesson) => lesson.title).sort());
    for (const quiz of Object.values(DEMO_QUIZZES)) {
      expect(quiz.questions.length).toBeGreaterThan(0);
      for (const question of quiz.questions) {
        expect(() =>
          questionFields({
            type: question.type,
            question: question.question,
            options: question.options,
            correctOptions: question.correct,
            acceptedAnswers: question.accepted,
            points: question.points,
            search: question.search ? { poolId: 1, ...question.search } : undefined,
          }),
        ).not.toThrow();
      }
    }
  });
});
