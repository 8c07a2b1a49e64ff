import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent.js';
import { signedInAgent } from '../support/accounts.js';
import { createCourse, enroll } from '../support/catalog.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const HEADER = 'name,title,company,location,industry,skills,languages,years_experience,open_to_work,summary,profile_url,external_id';

/** Who is in the test pool: Go and Rust engineers in Berlin are what the exercise looks for. */
const PEOPLE: Array<[name: string, title: string, company: string, location: string, skills: string]> = [
  ['Ada Go', 'Senior Backend Engineer', 'Acme', 'Berlin, Germany', 'Go;Kubernetes'],
  ['Ben Go', 'Backend Engineer', 'Zalando', 'Berlin, Germany', 'Go;PostgreSQL'],
  ['Cem Go', 'Platform Engineer', 'N26', 'Berlin, Germany', 'Go;Terraform'],
  ['Dan Go', 'Site Reliability Engineer', 'Delivery Hero', 'Berlin, Germany', 'Go;Prometheus'],
  ['Eva Rust', 'Systems Engineer', 'Mozilla', 'Berlin, Germany', 'Rust;C++'],
  ['Fin Rust', 'Backend Engineer', 'Parity', 'Berlin, Germany', 'Rust;WebAssembly'],
  ['Gus Munich', 'Backend Engineer', 'BMW', 'Munich, Germany', 'Go;Kafka'],
  ['Hal Munich', 'Backend Engineer', 'Siemens', 'Munich, Germany', 'Rust;Embedded'],
  ['Ivy Java', 'Backend Engineer', 'SAP', 'Berlin, Germany', 'Java;Spring'],
  ['Jon Java', 'Java Developer', 'Otto', 'Hamburg, Germany', 'Java;Kotlin'],
  ['Kim Front', 'Frontend Developer', 'Zalando', 'Berlin, Germany', 'React;TypeScript'],
  ['Lea Data', 'Data Engineer', 'Spotify', 'Stockholm, Sweden', 'Python;Spark'],
];
const REFERENCE = 'skills:(go OR rust) AND location:berlin';

interface SearchInput {
  poolId: number;
  referenceQuery: string;
  fields: string[];
  passF1: number;
  include?: number[];
  exclude?: number[];
}

describe('boolean search questions', () => {
  let testApp: TestApp;
  let admin: TestAgent;
  let poolId: number;
  let poolName: string;
  /** Profile id by name. */
  const ids = new Map<string, number>();

  const sql = <T>(query: string, params: unknown[] = []) =>
    testApp.app.get(EntityManager).fork().getConnection().execute<T[]>(query, params);

  async function importPool(name: string, people: typeof PEOPLE): Promise<number> {
    const csv = [
      HEADER,
      ...people.map(
        ([person, title, company, location, skills], index) =>
          `${person},${title},${company},"${location}",Software,${skills},English,${5 + index},yes,Builds things.,https://www.linkedin.com/in/p${index},p${index}`,
      ),
    ].join('\n');
    const created = await admin
      .post('/api/admin/candidate-pools/import')
      .set('Origin', testApp.config.publicUrl)
      .field('name', name)
      .attach('file', Buffer.from(csv), { filename: 'pool.csv', contentType: 'text/csv' })
      .expect(201);
    return created.body.id as number;
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = (await signedInAgent(testApp, 'admin')).agent;
    poolName = `Exercise pool ${randomUUID().slice(0, 8)}`;
    poolId = await importPool(poolName, PEOPLE);
    for (const row of await sql<{ id: number; name: string }>('select id, name from candidate_profiles where pool_id = ?', [poolId])) {
      ids.set(row.name, row.id);
    }
  });
  afterAll(() => testApp.close());

  const id = (name: string) => ids.get(name)!;
  const search = (overrides: Partial<SearchInput> = {}): SearchInput => ({
    poolId,
    referenceQuery: REFERENCE,
    fields: ['title', 'skills'],
    passF1: 70,
    ...overrides,
  });

  /** A course with a quiz lesson whose quiz holds `questions`, and an enrolled learner. */
  async function sourcingQuiz(
    questions: Array<Record<string, unknown>> = [
      { type: 'boolean_search', question: 'Find Go or Rust engineers in Berlin', search: search() },
    ],
    settings: { allowReview?: boolean; passMark?: number | null } = {},
  ) {
    const { course, lessons } = await createCourse(testApp, { lessonsPerModule: 1, lessonType: 'quiz' });
    const quiz = await admin
      .put(`/api/admin/lessons/${lessons[0].id}/quiz`)
      .send({ title: 'Sourcing lab', timeLimit: null, passMark: 50, maxAttempts: null, ...settings })
      .expect(200);
    const questionIds: number[] = [];
    for (const question of questions) {
      questionIds.push((await admin.post(`/api/admin/quizzes/${quiz.body.id}/questions`).send(question).expect(201)).body.id);
    }
    const learner = await signedInAgent(testApp);
    await enroll(testApp, learner.user, course);
    return { course, lessonId: lessons[0].id, quizId: quiz.body.id as number, questionIds, learner: learner.agent, user: learner.user };
  }

  const runSearch = (agent: TestAgent, attemptId: number, questionId: number, query: string) =>
    agent.post(`/api/quiz-attempts/${attemptId}/questions/${questionId}/search`).send({ query });

  describe('authoring', () => {
    it('creates an exercise whose targets are the reference hits plus the added, less the removed profiles', async () => {
      const { quizId } = await sourcingQuiz([]);
      const created = await admin
        .post(`/api/admin/quizzes/${quizId}/questions`)
        .send({
          type: 'boolean_search',
          question: 'Find Go or Rust engineers in Berlin',
          points: 5,
          search: search({ include: [id('Gus Munich')], exclude: [id('Dan Go')] }),
        })
        .expect(201);
      expect(created.body).toMatchObject({
        type: 'boolean_search',
        points: 5,
        search: {
          poolId,
          poolName,
          referenceQuery: REFERENCE,
          fields: ['title', 'skills'],
          passF1: 70,
          include: [id('Gus Munich')],
          exclude: [id('Dan Go')],
          // 6 hits (4 Go + 2 Rust in Berlin), Gus added, Dan removed.
          targetCount: 6,
        },
      });
      const stored = await sql<{ search: { targetIds: number[] }; search_pool_id: number }>(
        'select search, search_pool_id from quiz_questions where id = ?',
        [created.body.id],
      );
      expect(stored[0].search_pool_id).toBe(poolId);
      expect(stored[0].search.targetIds).toEqual(
        ['Ada Go', 'Ben Go', 'Cem Go', 'Eva Rust', 'Fin Rust', 'Gus Munich'].map(id).sort((a, b) => a - b),
      );

      // The editor reads it back the same way; a change of threshold keeps the exercise.
      const edited = await admin
        .patch(`/api/admin/quiz-questions/${created.body.id}`)
        .send({ search: search({ passF1: 90 }) })
        .expect(200);
      expect(edited.body.search).toMatchObject({ passF1: 90, include: [], exclude: [], targetCount: 6 });
      const renamed = await admin
        .patch(`/api/admin/quiz-questions/${created.body.id}`)
        .send({ question: 'Berlin: Go or Rust' })
        .expect(200);
      expect(renamed.body.search).toMatchObject({ passF1: 90, targetCount: 6, poolName });
      const read = await admin
        .get(
          `/api/admin/lessons/${(await sql<{ lesson_id: number }>('select lesson_id from quizzes where id = ?', [quizId]))[0].lesson_id}/quiz`,
        )
        .expect(200);
      expect(read.body.quiz.questions[0].search).toMatchObject({ poolName, targetCount: 6 });
    });

    it("counts a pool's exercises and refuses to delete a pool an exercise uses", async () => {
      const ownPool = await importPool(`Pool in use ${randomUUID().slice(0, 8)}`, PEOPLE);
      await sourcingQuiz([
        { type: 'boolean_search', question: 'Find Go or Rust engineers in Berlin', search: search({ poolId: ownPool }) },
      ]);
      const pools = (await admin.get('/api/admin/candidate-pools').expect(200)).body as Array<{ id: number; exerciseCount: number }>;
      expect(pools.find((pool) => pool.id === ownPool)?.exerciseCount).toBe(1);
      const refused = await admin.delete(`/api/admin/candidate-pools/${ownPool}`).set('Origin', testApp.config.publicUrl).expect(409);
      expect(refused.body).toMatchObject({ code: 'CANDIDATE_POOL_IN_USE', message: 'Used by 1 exercise: remove it first.' });
      expect(await sql('select id from candidate_pools where id = ?', [ownPool])).toHaveLength(1);
    });

    it('refuses a reference query that does not parse with the position and a hint, and exercises with no or foreign targets', async () => {
      const { quizId } = await sourcingQuiz([]);
      const add = (input: Record<string, unknown>) =>
        admin.post(`/api/admin/quizzes/${quizId}/questions`).send({ type: 'boolean_search', question: 'Find them', ...input });

      const bad = await add({ search: search({ referenceQuery: 'skills:(go OR rust AND location:berlin' }) }).expect(400);
      expect(bad.body).toMatchObject({ code: 'SEARCH_QUERY_INVALID', position: expect.any(Number), hint: expect.any(String) });
      expect(bad.body.message).toMatch(/character \d+/);

      expect((await add({ search: search({ referenceQuery: 'skills:cobol' }) }).expect(400)).body).toMatchObject({
        code: 'SEARCH_EXERCISE_INVALID',
        message: expect.stringContaining('no target candidates'),
      });
      expect((await add({}).expect(400)).body.code).toBe('SEARCH_EXERCISE_INVALID');
      const message = async (input: Record<string, unknown>) => String((await add(input).expect(400)).body.message);
      expect(await message({ search: search({ fields: [] }) })).toContain('Choose at least one field to search');
      expect(await message({ search: search({ fields: ['email'] }) })).toContain('Fields must be among');
      expect(await message({ search: search({ passF1: 0 }) })).toContain('between 1 and 100');
      expect((await add({ search: search({ poolId: 2_000_000_000 }) }).expect(404)).body.code).toBe('CANDIDATE_POOL_NOT_FOUND');

      const otherPool = await importPool(`Other pool ${randomUUID().slice(0, 8)}`, PEOPLE.slice(0, 2));
      const foreign = (await sql<{ id: number }>('select id from candidate_profiles where pool_id = ? order by id limit 1', [otherPool]))[0]
        .id;
      expect((await add({ search: search({ include: [foreign] }) }).expect(400)).body).toMatchObject({
        code: 'SEARCH_EXERCISE_INVALID',
        message: `Profile ${foreign} is not in this candidate pool.`,
      });
      expect((await sql<{ count: string }>('select count(*) as count from quiz_questions where quiz_id = ?', [quizId]))[0].count).toBe('0');
    });
  });

  describe('taking the exercise', () => {
    it('tells the learner the fields and pool, never the targets or the reference query', async () => {
      const { lessonId, quizId, questionIds, learner } = await sourcingQuiz();
      const started = await learner.post(`/api/quizzes/${quizId}/attempts`).expect(200);
      expect(started.body.questions[0]).toMatchObject({
        id: questionIds[0],
        type: 'boolean_search',
        search: { fields: ['title', 'skills'], poolName, poolSize: PEOPLE.length },
      });
      const results = await runSearch(learner, started.body.id, questionIds[0], 'skills:go').expect(200);
      for (const body of [started.body, (await learner.get(`/api/lessons/${lessonId}/quiz`).expect(200)).body, results.body]) {
        const text = JSON.stringify(body);
        expect(text).not.toContain('referenceQuery');
        expect(text).not.toContain('location:berlin');
        expect(text).not.toContain('targetIds');
        expect(text).not.toContain('target');
      }
    });

    it('runs searches over the pool: the hit count, the first cards with highlights, syntax errors with position and hint', async () => {
      const { quizId, questionIds, learner } = await sourcingQuiz();
      const attempt = (await learner.post(`/api/quizzes/${quizId}/attempts`).expect(200)).body.id as number;
      const found = await runSearch(learner, attempt, questionIds[0], 'go AND engineer').expect(200);
      expect(found.body.total).toBe(5);
      expect(found.body.results.map((card: { name: string }) => card.name)).toEqual(['Ada Go', 'Ben Go', 'Cem Go', 'Dan Go', 'Gus Munich']);
      expect(found.body.results[0].highlights).toEqual(
        expect.arrayContaining([
          { field: 'skills', index: 0, start: 0, end: 2 },
          { field: 'title', index: 0, start: 15, end: 23 },
        ]),
      );
      expect(found.body.warnings).toEqual([]);

      const broken = await runSearch(learner, attempt, questionIds[0], 'skills:(go OR rust').expect(400);
      expect(broken.body).toMatchObject({ code: 'SEARCH_QUERY_INVALID', position: expect.any(Number), hint: expect.any(String) });
      expect((await runSearch(learner, attempt, questionIds[0], '   ').expect(400)).body.code).toBe('SEARCH_QUERY_INVALID');
      expect((await runSearch(learner, attempt, questionIds[0], 'x'.repeat(1001)).expect(400)).body.message).toEqual(
        expect.arrayContaining([expect.stringContaining('at most 1000 characters')]),
      );
      // Within 1000 characters but longer than PostgreSQL takes a word: refused as such, and a saved one still submits.
      const longWord = `go ${'中'.repeat(700)}`;
      expect((await runSearch(learner, attempt, questionIds[0], longWord).expect(400)).body.message).toBe(
        'The word at character 4 is too long to search for',
      );
      await learner
        .put(`/api/quiz-attempts/${attempt}/answers`)
        .send({ answers: { [questionIds[0]]: longWord } })
        .expect(200);
      const result = await learner.post(`/api/quizzes/${quizId}/submit`).send({}).expect(200);
      expect(result.body.feedback[0]).toMatchObject({
        points: 0,
        search: { syntaxError: 'The word at character 4 is too long to search for' },
      });
    });

    it("refuses someone else's attempt, another quiz's question, a question that is not a search, and a submitted attempt", async () => {
      const { quizId, questionIds, learner } = await sourcingQuiz([
        { type: 'boolean_search', question: 'Find them', search: search() },
        { type: 'long_answer', question: 'Why?' },
      ]);
      const attempt = (await learner.post(`/api/quizzes/${quizId}/attempts`).expect(200)).body.id as number;
      const other = await sourcingQuiz();
      const otherAttempt = (await other.learner.post(`/api/quizzes/${other.quizId}/attempts`).expect(200)).body.id as number;

      expect((await runSearch(other.learner, attempt, questionIds[0], 'go').expect(404)).body.code).toBe('QUIZ_ATTEMPT_NOT_FOUND');
      expect((await runSearch(learner, otherAttempt, other.questionIds[0], 'go').expect(404)).body.code).toBe('QUIZ_ATTEMPT_NOT_FOUND');
      expect((await runSearch(learner, attempt, other.questionIds[0], 'go').expect(404)).body.code).toBe('QUESTION_NOT_FOUND');
      expect((await runSearch(learner, attempt, questionIds[1], 'go').expect(404)).body.code).toBe('QUESTION_NOT_FOUND');
      const anonymous = await testApp.http().post(`/api/quiz-attempts/${attempt}/questions/${questionIds[0]}/search`).send({ query: 'go' });
      expect([401, 403]).toContain(anonymous.status);

      await learner
        .post(`/api/quizzes/${quizId}/submit`)
        .send({ answers: { [questionIds[0]]: 'go' } })
        .expect(200);
      expect((await runSearch(learner, attempt, questionIds[0], 'go').expect(409)).body.code).toBe('QUIZ_ALREADY_SUBMITTED');
    });

    it('allows 60 searches a minute per learner, then answers 429 with Retry-After', async () => {
      const { quizId, questionIds, learner } = await sourcingQuiz();
      const attempt = (await learner.post(`/api/quizzes/${quizId}/attempts`).expect(200)).body.id as number;
      for (let index = 0; index < 60; index++) await runSearch(learner, attempt, questionIds[0], `go OR rust${index}`).expect(200);
      const limited = await runSearch(learner, attempt, questionIds[0], 'go').expect(429);
      expect(limited.body.code).toBe('RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('grading', () => {
    it('grades the final string on submit by F1, stores the grade, and shows missed and wrong candidates with reasons', async () => {
      const { quizId, questionIds, learner, user } = await sourcingQuiz([
        { type: 'boolean_search', question: 'Find Go or Rust engineers in Berlin', points: 4, search: search({ passF1: 70 }) },
      ]);
      const attempt = (await learner.post(`/api/quizzes/${quizId}/attempts`).expect(200)).body.id as number;
      // Go engineers anywhere: the 4 Go targets and Gus in Munich; misses the 2 Rust targets.
      await learner
        .put(`/api/quiz-attempts/${attempt}/answers`)
        .send({ answers: { [questionIds[0]]: 'skills:go' } })
        .expect(200);
      const result = await learner.post(`/api/quizzes/${quizId}/submit`).send({}).expect(200);
      const feedback = result.body.feedback[0];
      // precision 4/5, recall 4/6, F1 = 2·0.8·0.667/(1.467) = 0.727
      expect(feedback).toMatchObject({
        type: 'boolean_search',
        status: 'correct',
        points: 4,
        search: {
          query: 'skills:go',
          hitCount: 5,
          targetCount: 6,
          truePositives: 4,
          precision: 0.8,
          recall: 0.667,
          f1: 0.727,
          passF1: 70,
          passed: true,
          syntaxError: null,
          missedCount: 2,
          wrongCount: 1,
        },
        review: { answer: 'skills:go', referenceQuery: REFERENCE },
      });
      expect(feedback.search.missed.map((profile: { name: string }) => profile.name)).toEqual(['Eva Rust', 'Fin Rust']);
      expect(feedback.search.missed[0].reasons.length).toBeGreaterThan(0);
      expect(feedback.search.wrong).toEqual([
        expect.objectContaining({
          id: id('Gus Munich'),
          name: 'Gus Munich',
          title: 'Backend Engineer',
          company: 'BMW',
          location: 'Munich, Germany',
        }),
      ]);
      expect(feedback.search.wrong[0].reasons.join(' ')).toMatch(/go/i);
      expect(feedback.search).not.toHaveProperty('missedIds');
      expect(result.body).toMatchObject({ score: 100, passed: true });

      const stored = await sql<{ search_grades: Record<string, { f1: number; missedIds: number[] }> }>(
        'select search_grades from quiz_attempts where quiz_id = ? and user_id = ?',
        [quizId, user.id],
      );
      expect(stored[0].search_grades[questionIds[0]]).toMatchObject({ f1: 0.727, missedIds: [id('Eva Rust'), id('Fin Rust')] });

      // The admin's view of the attempt shows the same grade.
      const attempts = await admin.get(`/api/admin/quizzes/${quizId}/attempts`).expect(200);
      expect(attempts.body[0].answers[0]).toMatchObject({
        answer: 'skills:go',
        search: { f1: 0.727, missedCount: 2 },
        grade: { points: 4, automatic: true },
      });
    });

    it('scores a string that does not parse 0 with the error, and an unanswered exercise 0', async () => {
      const { quizId, questionIds, learner } = await sourcingQuiz([
        { type: 'boolean_search', question: 'Broken', search: search() },
        { type: 'boolean_search', question: 'Unanswered', search: search() },
      ]);
      await learner.post(`/api/quizzes/${quizId}/attempts`).expect(200);
      const result = await learner
        .post(`/api/quizzes/${quizId}/submit`)
        .send({ answers: { [questionIds[0]]: 'skills:(go OR rust' } })
        .expect(200);
      const [broken, unanswered] = result.body.feedback;
      expect(broken).toMatchObject({ status: 'incorrect', points: 0, search: { f1: 0, hitCount: 0, passed: false, missedCount: 6 } });
      expect(broken.search.syntaxError).toMatch(/character \d+/);
      expect(broken.comment).toContain('Search string not valid');
      expect(unanswered).toMatchObject({ points: 0, comment: 'No search string given', search: { query: '', f1: 0 } });
      expect(result.body).toMatchObject({ score: 0, passed: false });
    });

    it('still lets the learner submit when the database cannot run a search string: it scores 0 with a reason', async () => {
      const { quizId, questionIds, learner } = await sourcingQuiz([
        { type: 'boolean_search', question: 'Too long a word', search: search() },
        { type: 'boolean_search', question: 'Fine', search: search() },
      ]);
      const attempt = (await learner.post(`/api/quizzes/${quizId}/attempts`).expect(200)).body.id as number;
      // A word of 2,100 bytes: PostgreSQL refuses tsquery words of 2,047 bytes or more.
      await learner
        .put(`/api/quiz-attempts/${attempt}/answers`)
        .send({ answers: { [questionIds[0]]: '中'.repeat(700), [questionIds[1]]: REFERENCE } })
        .expect(200);
      const result = await learner.post(`/api/quizzes/${quizId}/submit`).send({}).expect(200);
      const [failed, fine] = result.body.feedback;
      expect(failed).toMatchObject({ status: 'incorrect', points: 0, search: { f1: 0, hitCount: 0, passed: false, missedCount: 6 } });
      expect(failed.search.syntaxError).toEqual(expect.any(String));
      expect(failed.comment).toContain('Search string not valid');
      expect(fine).toMatchObject({ status: 'correct', search: { f1: 1, syntaxError: null } });
    });

    it('keeps the search grade when a reviewer grades another question of the attempt, and rejects grading it by hand', async () => {
      const { quizId, questionIds, learner } = await sourcingQuiz([
        { type: 'boolean_search', question: 'Find them', points: 2, search: search() },
        { type: 'long_answer', question: 'Explain your string', points: 2 },
      ]);
      const attempt = (await learner.post(`/api/quizzes/${quizId}/attempts`).expect(200)).body.id as number;
      const submitted = await learner
        .post(`/api/quizzes/${quizId}/submit`)
        .send({ answers: { [questionIds[0]]: 'skills:(go OR rust) AND location:berlin', [questionIds[1]]: 'Go or Rust, in Berlin.' } })
        .expect(200);
      expect(submitted.body).toMatchObject({ earnedPoints: 2, pendingReview: true, passed: true });
      const graded = await admin
        .put(`/api/admin/quiz-attempts/${attempt}/questions/${questionIds[1]}/grade`)
        .send({ points: 1 })
        .expect(200);
      expect(graded.body).toMatchObject({ earnedPoints: 3, score: 75, pendingReview: false, passed: true });
      expect(graded.body.answers[0]).toMatchObject({ grade: { points: 2, automatic: true }, search: { f1: 1, passed: true } });
      const byHand = await admin
        .put(`/api/admin/quiz-attempts/${attempt}/questions/${questionIds[0]}/grade`)
        .send({ points: 0 })
        .expect(400);
      expect(byHand.body.code).toBe('NOT_MANUALLY_GRADED');
    });

    it('hides the reference query and the candidates when the quiz does not allow review, but still shows the scores', async () => {
      const { quizId, questionIds, learner, lessonId } = await sourcingQuiz(undefined, { allowReview: false });
      await learner.post(`/api/quizzes/${quizId}/attempts`).expect(200);
      // The 4 Go targets in Berlin and Hal, a Rust engineer in Munich: the Rust targets Eva and Fin are missed.
      const result = await learner
        .post(`/api/quizzes/${quizId}/submit`)
        .send({ answers: { [questionIds[0]]: '(skills:go AND location:berlin) OR (skills:rust AND location:munich)' } })
        .expect(200);
      const figures = {
        hitCount: 5,
        targetCount: 6,
        truePositives: 4,
        missedCount: 2,
        wrongCount: 1,
        passF1: 70,
        syntaxError: null,
        missed: [],
        wrong: [],
      };
      expect(result.body.feedback[0]).toMatchObject({ review: null, search: figures });
      expect(result.body.feedback[0].search).toMatchObject({
        precision: expect.any(Number),
        recall: expect.any(Number),
        f1: expect.any(Number),
      });
      expect(JSON.stringify(result.body)).not.toContain(REFERENCE);
      for (const name of ['Eva Rust', 'Fin Rust', 'Hal Munich']) expect(JSON.stringify(result.body)).not.toContain(name);

      const quiz = await learner.get(`/api/lessons/${lessonId}/quiz`).expect(200);
      expect(quiz.body.lastResult.feedback[0]).toMatchObject({ review: null, search: figures });

      // The admin's view of the attempt still lists them.
      const attempts = await admin.get(`/api/admin/quizzes/${quizId}/attempts`).expect(200);
      expect(attempts.body[0].answers[0].search.missed.map((profile: { name: string }) => profile.name)).toEqual(['Eva Rust', 'Fin Rust']);
      expect(attempts.body[0].answers[0].search.wrong).toHaveLength(1);
    });

    it('keeps statement counts flat: one hit query per exercise on submit, nothing per candidate; analytics whatever the size', async () => {
      const submitCount = async (exercises: number) => {
        const { quizId, questionIds, learner } = await sourcingQuiz(
          Array.from({ length: exercises }, (_, index) => ({ type: 'boolean_search', question: `Exercise ${index}`, search: search() })),
        );
        await learner.post(`/api/quizzes/${quizId}/attempts`).expect(200);
        const answers = Object.fromEntries(questionIds.map((questionId) => [questionId, 'engineer OR developer']));
        return (await testApp.countQueries(() => learner.post(`/api/quizzes/${quizId}/submit`).send({ answers }).expect(200))).count;
      };
      const one = await submitCount(1);
      const three = await submitCount(3);
      expect(three - one).toBe(2);

      const analyticsCount = async (exercises: number, learners: number) => {
        const { course, quizId, questionIds } = await sourcingQuiz(
          Array.from({ length: exercises }, (_, index) => ({ type: 'boolean_search', question: `Exercise ${index}`, search: search() })),
        );
        for (let index = 0; index < learners; index++) {
          const learner = await signedInAgent(testApp);
          await enroll(testApp, learner.user, course);
          await learner.agent.post(`/api/quizzes/${quizId}/attempts`).expect(200);
          const answers = Object.fromEntries(questionIds.map((questionId) => [questionId, 'skills:go']));
          await learner.agent.post(`/api/quizzes/${quizId}/submit`).send({ answers }).expect(200);
        }
        return (await testApp.countQueries(() => admin.get(`/api/admin/courses/${course.id}/sourcing-analytics`).expect(200))).count;
      };
      expect(await analyticsCount(3, 3)).toBe(await analyticsCount(1, 1));
    });
  });

  describe('analytics', () => {
    it('averages F1, precision and recall per exercise, with the pass rate and the most missed targets', async () => {
      const { course, quizId, questionIds, lessonId } = await sourcingQuiz();
      const answersBy = ['skills:go', 'skills:go AND location:berlin', 'skills:rust'];
      for (const answer of answersBy) {
        const learner = await signedInAgent(testApp);
        await enroll(testApp, learner.user, course);
        await learner.agent.post(`/api/quizzes/${quizId}/attempts`).expect(200);
        await learner.agent
          .post(`/api/quizzes/${quizId}/submit`)
          .send({ answers: { [questionIds[0]]: answer } })
          .expect(200);
      }
      const analytics = await admin.get(`/api/admin/courses/${course.id}/sourcing-analytics`).expect(200);
      // F1s: skills:go 0.727 (passes 70), go in Berlin 0.8 (passes), skills:rust (2 of 3 hits, 2 of 6 targets) 0.444.
      expect(analytics.body.exercises).toEqual([
        {
          questionId: questionIds[0],
          lessonId,
          lessonTitle: expect.any(String),
          question: 'Find Go or Rust engineers in Berlin',
          attempts: 3,
          averageF1: expect.closeTo((0.727 + 0.8 + 0.444) / 3, 3),
          averagePrecision: expect.closeTo((0.8 + 1 + 0.667) / 3, 3),
          averageRecall: expect.closeTo((0.667 + 0.667 + 0.333) / 3, 3),
          passRate: expect.closeTo(2 / 3, 3),
          mostMissed: expect.any(Array),
        },
      ]);
      const missed = analytics.body.exercises[0].mostMissed as { profileId: number; name: string; missedCount: number }[];
      // Eva and Fin were missed twice (by the two Go strings); the 4 Go targets once (by the Rust one).
      expect(missed.slice(0, 2)).toEqual([
        { profileId: id('Eva Rust'), name: 'Eva Rust', title: 'Systems Engineer', missedCount: 2 },
        { profileId: id('Fin Rust'), name: 'Fin Rust', title: 'Backend Engineer', missedCount: 2 },
      ]);
      expect(missed).toHaveLength(5);
      expect(missed.slice(2).every((profile) => profile.missedCount === 1)).toBe(true);

      expect((await admin.get('/api/admin/courses/2000000000/sourcing-analytics').expect(404)).body.code).toBe('COURSE_NOT_FOUND');
      const learner = await signedInAgent(testApp);
      await learner.agent.get(`/api/admin/courses/${course.id}/sourcing-analytics`).expect(403);
    });
  });
});
