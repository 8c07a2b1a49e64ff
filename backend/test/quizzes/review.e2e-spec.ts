import type TestAgent from 'supertest/lib/agent.js';
import { signedInAgent } from '../support/accounts.js';
import { createCourse, enroll } from '../support/catalog.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const SECRET = 'boolean-search-7f3a';
const EXPLANATION = 'Passive candidates are not looking, so you go to them.';

const QUESTIONS = [
  {
    type: 'multiple_choice',
    question: 'Which channel finds passive candidates?',
    options: ['Job boards', 'Sourcing on LinkedIn'],
    correctOptions: [1],
    explanation: EXPLANATION,
  },
  {
    type: 'short_answer',
    question: 'Name the search technique using AND/OR/NOT',
    acceptedAnswers: [SECRET],
    explanation: 'AND, OR and NOT are Boolean operators.',
  },
  { type: 'long_answer', question: 'Describe your outreach message' },
];

describe('quiz review after submitting', () => {
  let testApp: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = (await signedInAgent(testApp, 'admin')).agent;
  });
  afterAll(() => testApp.close());

  async function quizLesson(settings: { allowReview?: boolean } = {}) {
    const { course, lessons } = await createCourse(testApp, { lessonsPerModule: 1, lessonType: 'quiz' });
    const lessonId = lessons[0].id;
    const quiz = await admin
      .put(`/api/admin/lessons/${lessonId}/quiz`)
      .send({ title: 'Sourcing check', passMark: 50, ...settings })
      .expect(200);
    const ids: number[] = [];
    for (const question of QUESTIONS)
      ids.push((await admin.post(`/api/admin/quizzes/${quiz.body.id}/questions`).send(question).expect(201)).body.id);
    const learner = await signedInAgent(testApp);
    await enroll(testApp, learner.user, course);
    return { lessonId, quizId: quiz.body.id as number, ids, learner: learner.agent, quiz: quiz.body };
  }

  it('shows each question with the correct answer and explanation once submitted, and none of it before', async () => {
    const { lessonId, quizId, ids, learner, quiz } = await quizLesson();
    expect(quiz.allowReview).toBe(true);
    const [mc, short, long] = ids;

    const before = [await learner.get(`/api/lessons/${lessonId}/quiz`).expect(200)];
    const started = await learner.post(`/api/quizzes/${quizId}/attempts`).expect(200);
    before.push(started);
    before.push(
      await learner
        .put(`/api/quiz-attempts/${started.body.id}/answers`)
        .send({ answers: { [mc]: [0] } })
        .expect(200),
    );
    before.push(await learner.post(`/api/quizzes/${quizId}/attempts`).expect(200));
    before.push(await learner.get(`/api/lessons/${lessonId}/quiz`).expect(200));
    for (const response of before) {
      const text = JSON.stringify(response.body);
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain(EXPLANATION);
      expect(text).not.toMatch(/correctOptions|acceptedAnswers|explanation|review/);
    }

    const submitted = await learner
      .post(`/api/quizzes/${quizId}/submit`)
      .send({ answers: { [mc]: [0], [short]: 'Boolean-Search-7F3A ' } })
      .expect(200);
    expect(submitted.body.reviewAllowed).toBe(true);
    expect(submitted.body.feedback).toEqual([
      {
        questionId: mc,
        type: 'multiple_choice',
        status: 'incorrect',
        points: 0,
        maxPoints: 1,
        comment: null,
        review: {
          question: QUESTIONS[0].question,
          options: QUESTIONS[0].options,
          answer: [0],
          correctOptions: [1],
          acceptedAnswers: [],
          explanation: EXPLANATION,
          referenceQuery: null,
        },
        search: null,
      },
      {
        questionId: short,
        type: 'short_answer',
        status: 'correct',
        points: 1,
        maxPoints: 1,
        comment: null,
        review: {
          question: QUESTIONS[1].question,
          options: [],
          answer: 'Boolean-Search-7F3A ',
          correctOptions: [],
          acceptedAnswers: [SECRET],
          explanation: QUESTIONS[1].explanation,
          referenceQuery: null,
        },
        search: null,
      },
      {
        questionId: long,
        type: 'long_answer',
        // Unanswered: 0 without review (docs/product-rules.md#quizzes).
        status: 'graded',
        points: 0,
        maxPoints: 1,
        comment: 'No answer given',
        review: {
          question: QUESTIONS[2].question,
          options: [],
          answer: null,
          correctOptions: [],
          acceptedAnswers: [],
          explanation: '',
          referenceQuery: null,
        },
        search: null,
      },
    ]);
    const later = await learner.get(`/api/lessons/${lessonId}/quiz`).expect(200);
    expect(later.body.lastResult.feedback).toEqual(submitted.body.feedback);

    // A new attempt hides the answers again until it is submitted.
    const again = await learner.post(`/api/quizzes/${quizId}/attempts`).expect(200);
    expect(JSON.stringify(again.body)).not.toMatch(/correctOptions|explanation/);
  });

  it('shows only right or wrong when the quiz does not allow review, and turning review on later reveals past attempts', async () => {
    const { lessonId, quizId, ids, learner } = await quizLesson({ allowReview: false });
    await learner.post(`/api/quizzes/${quizId}/attempts`).expect(200);
    const submitted = await learner
      .post(`/api/quizzes/${quizId}/submit`)
      .send({ answers: { [ids[0]]: [1] } })
      .expect(200);
    expect(submitted.body.reviewAllowed).toBe(false);
    expect(submitted.body.feedback.map((item: { status: string; review: unknown }) => [item.status, item.review])).toEqual([
      ['correct', null],
      ['incorrect', null],
      ['graded', null],
    ]);
    const text = JSON.stringify([submitted.body, (await learner.get(`/api/lessons/${lessonId}/quiz`).expect(200)).body]);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain(EXPLANATION);

    const settings = await admin
      .put(`/api/admin/lessons/${lessonId}/quiz`)
      .send({ title: 'Sourcing check', passMark: 50, allowReview: true })
      .expect(200);
    expect(settings.body.allowReview).toBe(true);
    const reviewed = await learner.get(`/api/lessons/${lessonId}/quiz`).expect(200);
    expect(reviewed.body.lastResult.feedback[0].review).toMatchObject({ correctOptions: [1], explanation: EXPLANATION });
  });

  it('keeps the review setting and each explanation through the admin editor', async () => {
    const { lessons } = await createCourse(testApp, { lessonsPerModule: 1, lessonType: 'quiz' });
    const lessonId = lessons[0].id;
    const created = await admin.put(`/api/admin/lessons/${lessonId}/quiz`).send({ title: 'Screening' }).expect(200);
    expect(created.body.allowReview).toBe(true);
    const off = await admin.put(`/api/admin/lessons/${lessonId}/quiz`).send({ title: 'Screening', allowReview: false }).expect(200);
    expect(off.body.allowReview).toBe(false);
    expect((await admin.get(`/api/admin/lessons/${lessonId}/quiz`).expect(200)).body.quiz.allowReview).toBe(false);
    const invalid = await admin.put(`/api/admin/lessons/${lessonId}/quiz`).send({ title: 'Screening', allowReview: 'yes' }).expect(400);
    expect(invalid.body.message).toEqual(['Allow review must be true or false']);

    const quizId = created.body.id as number;
    const question = await admin
      .post(`/api/admin/quizzes/${quizId}/questions`)
      .send({
        type: 'multiple_choice',
        question: 'Pick',
        options: ['A', 'B'],
        correctOptions: [0],
        explanation: '  Line one\r\nLine two <b>not bold</b>\u0007  ',
      })
      .expect(201);
    expect(question.body.explanation).toBe('Line one\nLine two <b>not bold</b>');
    const kept = await admin.patch(`/api/admin/quiz-questions/${question.body.id}`).send({ points: 2 }).expect(200);
    expect(kept.body).toMatchObject({ points: 2, explanation: 'Line one\nLine two <b>not bold</b>' });
    const cleared = await admin.patch(`/api/admin/quiz-questions/${question.body.id}`).send({ explanation: '' }).expect(200);
    expect(cleared.body.explanation).toBe('');
    const plain = await admin.post(`/api/admin/quizzes/${quizId}/questions`).send({ type: 'long_answer', question: 'Explain' }).expect(201);
    expect(plain.body.explanation).toBe('');

    const tooLong = await admin
      .patch(`/api/admin/quiz-questions/${question.body.id}`)
      .send({ explanation: 'x'.repeat(2001) })
      .expect(400);
    expect(tooLong.body.message).toEqual(['Explanation must be at most 2000 characters']);
    const notText = await admin.patch(`/api/admin/quiz-questions/${question.body.id}`).send({ explanation: 42 }).expect(400);
    expect(notText.body.message).toContain('Explanation must be text');
    const all = await admin.get(`/api/admin/lessons/${lessonId}/quiz`).expect(200);
    expect(all.body.quiz.questions.map((item: { explanation: string }) => item.explanation)).toEqual(['', '']);
  });
});
