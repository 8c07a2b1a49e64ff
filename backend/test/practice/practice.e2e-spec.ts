import { EntityManager } from '@mikro-orm/postgresql';
import type TestAgent from 'supertest/lib/agent.js';
import { PracticeAttempt } from '../../src/modules/practice/entities/practice-attempt.entity.js';
import { ModelUsage } from '../../src/modules/practice/entities/model-usage.entity.js';
import { PracticeTurn } from '../../src/modules/practice/entities/practice-turn.entity.js';
import { PASSWORD, signedInAgent } from '../support/accounts.js';
import { createCourse, enroll } from '../support/catalog.js';
import { drainMail } from '../support/mail-drain.js';
import { TestSmtpServer } from '../support/smtp.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { GRAPH, scenarioSettings } from './scenario-fixture.js';

const PUBLIC_URL = 'http://academy.test';

describe('practice conversations (API)', () => {
  let testApp: TestApp;
  let smtp: TestSmtpServer;
  let admin: TestAgent;

  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    testApp = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL, MAIL_RETRY_DELAY_MS: '100' });
    admin = (await signedInAgent(testApp, 'admin')).agent;
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.stop();
  });

  async function practiceLesson(settings: Record<string, unknown> = scenarioSettings(), lessons = 1) {
    const created = await createCourse(testApp, { lessonsPerModule: lessons, lessonType: 'practice' });
    for (const lesson of created.lessons) await admin.put(`/api/admin/lessons/${lesson.id}/practice`).send(settings).expect(200);
    const learner = await signedInAgent(testApp);
    await enroll(testApp, learner.user, created.course);
    return { ...created, lessonId: created.lessons[0].id, learner: learner.agent, learnerUser: learner.user };
  }

  async function play(learner: TestAgent, lessonId: number, replies: string[]) {
    let attempt = (await learner.post(`/api/lessons/${lessonId}/practice/attempts`).expect(200)).body;
    for (const replyId of replies)
      attempt = (await learner.post(`/api/practice-attempts/${attempt.id}/choices`).send({ replyId }).expect(200)).body;
    return attempt;
  }

  describe('settings', () => {
    it('are for admins only', async () => {
      const { lessonId, learner, course } = await practiceLesson();
      await learner.get(`/api/admin/lessons/${lessonId}/practice`).expect(403);
      await learner.put(`/api/admin/lessons/${lessonId}/practice`).send(scenarioSettings()).expect(403);
      await learner.get(`/api/admin/lessons/${lessonId}/practice/attempts`).expect(403);
      await learner.get(`/api/admin/courses/${course.id}/practice-analytics`).expect(403);
      await learner.get('/api/admin/practice-attempts/1').expect(403);
      await learner.put('/api/admin/practice-attempts/1/criteria/rapport').send({ score: 1, comment: 'x' }).expect(403);
    });

    it('answer 404 before they exist, and save the start node’s line as the opening line', async () => {
      const { lessons } = await createCourse(testApp, { lessonsPerModule: 1, lessonType: 'practice' });
      const missing = await admin.get(`/api/admin/lessons/${lessons[0].id}/practice`).expect(404);
      expect(missing.body.code).toBe('PRACTICE_NOT_FOUND');
      const saved = await admin
        .put(`/api/admin/lessons/${lessons[0].id}/practice`)
        .send(scenarioSettings({ openingLine: 'Ignored in scenario mode' }))
        .expect(200);
      expect(saved.body.openingLine).toBe(GRAPH.nodes[0].line);
      expect(saved.body.persona.hiddenFacts).toHaveLength(2);
      const read = await admin.get(`/api/admin/lessons/${lessons[0].id}/practice`).expect(200);
      expect(read.body).toEqual(saved.body);
    });

    it('refuse a rubric outside 2–8 criteria, too many hidden facts and duplicate ids, with PRACTICE_SETTINGS_INVALID', async () => {
      const { lessonId } = await practiceLesson();
      const one = await admin
        .put(`/api/admin/lessons/${lessonId}/practice`)
        .send(scenarioSettings({ rubric: [scenarioSettings().rubric[0]] }))
        .expect(400);
      expect(one.body).toMatchObject({ code: 'PRACTICE_SETTINGS_INVALID', message: ['The rubric needs 2 to 8 criteria.'] });
      const facts = await admin
        .put(`/api/admin/lessons/${lessonId}/practice`)
        .send(
          scenarioSettings({ persona: { ...scenarioSettings().persona, hiddenFacts: Array.from({ length: 13 }, (_, i) => `Fact ${i}`) } }),
        )
        .expect(400);
      expect(facts.body.message).toEqual(['A persona can have at most 12 hidden facts.']);
      const rubric = scenarioSettings().rubric;
      const duplicate = await admin
        .put(`/api/admin/lessons/${lessonId}/practice`)
        .send(scenarioSettings({ rubric: [rubric[0], { ...rubric[1], id: rubric[0].id }] }))
        .expect(400);
      expect(duplicate.body.message).toEqual([`Criterion 2: another criterion has the id "${rubric[0].id}".`]);
      const { lessons: videos } = await createCourse(testApp, { lessonsPerModule: 1 });
      const video = await admin.put(`/api/admin/lessons/${videos[0].id}/practice`).send(scenarioSettings()).expect(400);
      expect(video.body.code).toBe('PRACTICE_SETTINGS_INVALID');
      await admin.put('/api/admin/lessons/2147483000/practice').send(scenarioSettings()).expect(404);
    });

    it('refuse a broken graph naming the node at fault, with PRACTICE_GRAPH_INVALID and nodeId', async () => {
      const { lessonId } = await practiceLesson();
      const deadEnd = structuredClone(GRAPH);
      deadEnd.nodes[2].replies = [];
      const answer = await admin
        .put(`/api/admin/lessons/${lessonId}/practice`)
        .send(scenarioSettings({ graph: deadEnd }))
        .expect(400);
      expect(answer.body).toMatchObject({ code: 'PRACTICE_GRAPH_INVALID', nodeId: 'rushed' });
      expect(answer.body.message).toContain('Node "rushed" is a dead end');

      const loop = structuredClone(GRAPH);
      loop.nodes[1].replies[1].next = 'rushed'; // ask → rushed → ask
      const looped = await admin
        .put(`/api/admin/lessons/${lessonId}/practice`)
        .send(scenarioSettings({ graph: loop }))
        .expect(400);
      expect(looped.body.code).toBe('PRACTICE_GRAPH_INVALID');
      expect(looped.body.message).toContain('making a loop');
    });
  });

  describe('learning', () => {
    it('is for enrolled learners: 403 otherwise, and never shows hidden facts, wants or the graph', async () => {
      const { lessonId, learner } = await practiceLesson();
      const stranger = (await signedInAgent(testApp)).agent;
      expect((await stranger.get(`/api/lessons/${lessonId}/practice`).expect(403)).body.code).toBe('NOT_ENROLLED');
      expect((await stranger.post(`/api/lessons/${lessonId}/practice/attempts`).expect(403)).body.code).toBe('NOT_ENROLLED');
      const view = await learner.get(`/api/lessons/${lessonId}/practice`).expect(200);
      expect(view.body).toMatchObject({ mode: 'scenario', available: true, openingLine: GRAPH.nodes[0].line, current: null, latest: null });
      const text = JSON.stringify(view.body);
      expect(text).not.toContain('notice period"');
      expect(text).not.toContain('Would accept 90k');
      expect(text).not.toContain('shorter commute');
      expect(text).not.toMatch(/"graph"|"wants"|"hiddenFacts"|"poor"/);
    });

    it('plays a scenario to its end: resumes, refuses replies from elsewhere, grades at once and completes the lesson', async () => {
      const { lessonId, learner, lessons, course } = await practiceLesson(scenarioSettings(), 2);
      // Not completable by hand.
      const refused = await learner.post(`/api/lessons/${lessons[1].id}/complete`).expect(409);
      expect(refused.body.code).toBe('PRACTICE_NOT_PASSED');

      const started = await learner.post(`/api/lessons/${lessonId}/practice/attempts`).expect(200);
      expect(started.body).toMatchObject({ attemptNumber: 1, status: 'in_progress', turnsLeft: null, result: null });
      expect(started.body.turns).toEqual([{ seq: 0, speaker: 'persona', content: GRAPH.nodes[0].line, status: 'complete', error: null }]);
      expect(started.body.options.map((option: { id: string }) => option.id)).toEqual(['warm', 'cold']);
      const resumed = await learner.post(`/api/lessons/${lessonId}/practice/attempts`).expect(200);
      expect(resumed.body.id).toBe(started.body.id);

      const elsewhere = await learner.post(`/api/practice-attempts/${started.body.id}/choices`).send({ replyId: 'notice' }).expect(400);
      expect(elsewhere.body.code).toBe('PRACTICE_REPLY_NOT_FOUND');
      await learner.post(`/api/practice-attempts/${started.body.id}/choices`).send({}).expect(400);

      const step = await learner.post(`/api/practice-attempts/${started.body.id}/choices`).send({ replyId: 'warm' }).expect(200);
      expect(step.body.turns.map((turn: { speaker: string }) => turn.speaker)).toEqual(['persona', 'learner', 'persona']);
      expect(step.body.options.map((option: { id: string }) => option.id)).toEqual(['notice', 'skip']);

      const done = await learner.post(`/api/practice-attempts/${started.body.id}/choices`).send({ replyId: 'notice' }).expect(200);
      expect(done.body).toMatchObject({ status: 'graded', endReason: 'scenario_end', options: [] });
      // The end node's line is the transcript's last turn: the conversation as it ended.
      expect(done.body.turns.slice(3)).toEqual([
        { seq: 3, speaker: 'learner', content: GRAPH.nodes[1].replies[0].text, status: 'complete', error: null },
        { seq: 4, speaker: 'persona', content: 'Sounds good, send it over.', status: 'complete', error: null },
      ]);
      expect((await learner.get(`/api/practice-attempts/${started.body.id}`).expect(200)).body.turns).toEqual(done.body.turns);
      expect(done.body.result).toEqual({
        total: 100,
        passed: true,
        passMark: 75,
        criteria: [
          expect.objectContaining({
            criterionId: 'rapport',
            score: 4,
            maxScore: 4,
            evidence: 'You acknowledged the hesitation.',
            tip: '',
            overridden: null,
          }),
          expect.objectContaining({ criterionId: 'facts', score: 4, evidence: 'You confirmed the notice period.', tip: '' }),
        ],
        choices: [
          { line: GRAPH.nodes[0].line, reply: GRAPH.nodes[0].replies[0].text, feedback: 'You acknowledged the hesitation.' },
          { line: GRAPH.nodes[1].line, reply: GRAPH.nodes[1].replies[0].text, feedback: 'You confirmed the notice period.' },
        ],
      });
      const [event] = await testApp.app
        .get(EntityManager)
        .fork()
        .getConnection()
        .execute<{ data: Record<string, unknown> }[]>(
          `select data from webhook_events where type = 'practice.completed' and (data->>'attemptId')::int = ?`,
          [started.body.id],
        );
      expect(event.data).toMatchObject({
        attemptId: started.body.id,
        attemptNumber: 1,
        course: { id: course.id },
        lesson: { id: lessonId },
        mode: 'scenario',
        total: 100,
        passed: true,
        passMark: 75,
        criteria: [
          { criterionId: 'rapport', name: 'Builds rapport', score: 4 },
          { criterionId: 'facts', name: 'Uncovers the facts', score: 4 },
        ],
        reviewed: false,
      });
      const ended = await learner.post(`/api/practice-attempts/${started.body.id}/choices`).send({ replyId: 'warm' }).expect(409);
      expect(ended.body.code).toBe('PRACTICE_ATTEMPT_ENDED');

      const learn = await learner.get(`/api/courses/${course.id}/learn`).expect(200);
      const outline = learn.body.modules.flatMap((module: { lessons: { id: number; isCompleted: boolean }[] }) => module.lessons);
      expect(outline.find((lesson: { id: number }) => lesson.id === lessonId).isCompleted).toBe(true);
      const view = await learner.get(`/api/lessons/${lessonId}/practice`).expect(200);
      expect(view.body).toMatchObject({ passed: true, attemptsUsed: 1, current: null, latest: { id: started.body.id } });
    });

    it("hides another learner's attempt (404) and shows it to admins", async () => {
      const { lessonId, learner, course } = await practiceLesson();
      const attempt = (await learner.post(`/api/lessons/${lessonId}/practice/attempts`).expect(200)).body;
      const other = await signedInAgent(testApp);
      await enroll(testApp, other.user, course);
      expect((await other.agent.get(`/api/practice-attempts/${attempt.id}`).expect(404)).body.code).toBe('PRACTICE_ATTEMPT_NOT_FOUND');
      await other.agent.post(`/api/practice-attempts/${attempt.id}/choices`).send({ replyId: 'warm' }).expect(404);
      await admin.get(`/api/practice-attempts/${attempt.id}`).expect(200);
    });

    it('keeps to the attempts allowed however starts race, and advances once for two clicks at once', async () => {
      const { lessonId, learner } = await practiceLesson(scenarioSettings({ maxAttempts: 1 }));
      const starts = await Promise.all(Array.from({ length: 5 }, () => learner.post(`/api/lessons/${lessonId}/practice/attempts`)));
      expect(new Set(starts.map((response) => response.status))).toEqual(new Set([200]));
      expect(new Set(starts.map((response) => response.body.id)).size).toBe(1);
      const id = starts[0].body.id;
      const clicks = await Promise.all([
        learner.post(`/api/practice-attempts/${id}/choices`).send({ replyId: 'warm' }),
        learner.post(`/api/practice-attempts/${id}/choices`).send({ replyId: 'warm' }),
      ]);
      expect(clicks.map((response) => response.status).sort()).toEqual([200, 400]);
      const after = await learner.get(`/api/practice-attempts/${id}`).expect(200);
      expect(after.body.turns).toHaveLength(3);
      await learner.post(`/api/practice-attempts/${id}/choices`).send({ replyId: 'skip' }).expect(200);
      const none = await learner.post(`/api/lessons/${lessonId}/practice/attempts`).expect(409);
      expect(none.body.code).toBe('PRACTICE_NO_ATTEMPTS_LEFT');
    });

    it('tells learners an AI lesson is unavailable without a model provider, and refuses to start it', async () => {
      const { lessonId, learner } = await practiceLesson({
        ...scenarioSettings(),
        mode: 'ai',
        graph: null,
        openingLine: 'Thanks for making time.',
      });
      const view = await learner.get(`/api/lessons/${lessonId}/practice`).expect(200);
      expect(view.body).toMatchObject({
        mode: 'ai',
        available: false,
        unavailableMessage: 'Practice with AI is not available on this academy yet',
        openingLine: 'Thanks for making time.',
      });
      expect(view.body.providerNotice).toContain('AI provider');
      expect((await learner.post(`/api/lessons/${lessonId}/practice/attempts`).expect(503)).body.code).toBe('PRACTICE_AI_UNAVAILABLE');
      expect((await learner.post('/api/practice-attempts/1/choices').send({ replyId: 'x' })).status).toBe(404);
    });
  });

  describe('review', () => {
    it('overrides a criterion with a comment, recomputes the total, e-mails the learner and completes the lesson on a pass', async () => {
      const { lessonId, learner, learnerUser, course } = await practiceLesson();
      const attempt = await play(learner, lessonId, ['cold', 'recover', 'skip']);
      // rapport: mean(0, 2) = 1; facts: mean(2, 1) = 1.5 → 2 → (3·1 + 1·2) / 16 = 31%
      expect(attempt.result).toMatchObject({ total: 31, passed: false });

      await admin.put(`/api/admin/practice-attempts/${attempt.id}/criteria/rapport`).send({ score: 5, comment: 'x' }).expect(400);
      await admin.put(`/api/admin/practice-attempts/${attempt.id}/criteria/rapport`).send({ score: 4, comment: '  ' }).expect(400);
      const unknown = await admin
        .put(`/api/admin/practice-attempts/${attempt.id}/criteria/empathy`)
        .send({ score: 4, comment: 'Fine' })
        .expect(404);
      expect(unknown.body.code).toBe('PRACTICE_CRITERION_NOT_FOUND');

      const overridden = await admin
        .put(`/api/admin/practice-attempts/${attempt.id}/criteria/rapport`)
        .send({ score: 4, comment: 'The recovery was sincere and kept the candidate talking.', total: 0 })
        .expect(400); // unknown fields are refused
      expect(overridden.body.code).toBe('VALIDATION_FAILED');
      const reviewed = await admin
        .put(`/api/admin/practice-attempts/${attempt.id}/criteria/rapport`)
        .send({ score: 4, comment: 'The recovery was sincere and kept the candidate talking.' })
        .expect(200);
      // (3·4 + 1·2) / 16 = 87.5 → 88
      expect(reviewed.body).toMatchObject({ status: 'graded', total: 88, passed: true, learner: { id: learnerUser.id } });
      expect(reviewed.body.hiddenFacts).toEqual(['Three-month notice period', 'Would accept 90k']);
      expect(reviewed.body.criteria[0]).toMatchObject({
        criterionId: 'rapport',
        score: 4,
        originalScore: 1,
        overridden: { comment: 'The recovery was sincere and kept the candidate talking.' },
      });

      const mine = await learner.get(`/api/practice-attempts/${attempt.id}`).expect(200);
      expect(mine.body.result.criteria[0].overridden).toEqual({ comment: 'The recovery was sincere and kept the candidate talking.' });
      expect(mine.body.result.total).toBe(88);

      await drainMail(testApp);
      const mail = smtp.messages.find((message) => message.to.includes(learnerUser.email));
      expect(mail?.subject).toContain('was reviewed');
      expect(mail?.body).toContain('The recovery was sincere');
      expect(mail?.body).toContain(`${PUBLIC_URL}/lessons/${lessonId}`);

      const learn = await learner.get(`/api/courses/${course.id}/learn`).expect(200);
      expect(learn.body.totalProgress.completed).toBe(1);
    });

    it('moves a needs_review attempt to graded once every criterion has a score', async () => {
      const { lessonId, learner } = await practiceLesson();
      const attempt = await play(learner, lessonId, ['warm', 'notice']);
      const em = testApp.app.get(EntityManager).fork();
      await em.nativeUpdate(PracticeAttempt, { id: attempt.id }, { status: 'needs_review', scores: null, total: null, passed: null });
      expect((await learner.get(`/api/practice-attempts/${attempt.id}`).expect(200)).body.result).toBeNull();

      const first = await admin
        .put(`/api/admin/practice-attempts/${attempt.id}/criteria/rapport`)
        .send({ score: 2, comment: 'Half way' })
        .expect(200);
      expect(first.body).toMatchObject({ status: 'needs_review', total: null, result: null });
      expect(first.body.criteria.map((criterion: { score: number | null }) => criterion.score)).toEqual([2, null]);
      const second = await admin
        .put(`/api/admin/practice-attempts/${attempt.id}/criteria/facts`)
        .send({ score: 4, comment: 'Asked well' })
        .expect(200);
      // (3·2 + 1·4) / 16 = 62.5 → 63
      expect(second.body).toMatchObject({ status: 'graded', total: 63, passed: false });
    });

    it('refuses to override an attempt still in progress', async () => {
      const { lessonId, learner } = await practiceLesson();
      const attempt = (await learner.post(`/api/lessons/${lessonId}/practice/attempts`).expect(200)).body;
      const refused = await admin
        .put(`/api/admin/practice-attempts/${attempt.id}/criteria/rapport`)
        .send({ score: 2, comment: 'Early' })
        .expect(409);
      expect(refused.body.code).toBe('PRACTICE_NOT_GRADED');
    });

    it('lists attempts and analytics in a constant number of queries', async () => {
      const { lessonId, course, lessons } = await practiceLesson(scenarioSettings(), 2);
      const countFor = async () => ({
        list: (await testApp.countQueries(() => admin.get(`/api/admin/lessons/${lessonId}/practice/attempts?pageSize=50`).expect(200)))
          .count,
        analytics: (await testApp.countQueries(() => admin.get(`/api/admin/courses/${course.id}/practice-analytics`).expect(200))).count,
      });
      const empty = await countFor();
      for (let index = 0; index < 3; index++) {
        const learner = await signedInAgent(testApp);
        await enroll(testApp, learner.user, course);
        await play(learner.agent, lessonId, index % 2 === 0 ? ['warm', 'notice'] : ['cold', 'pitch']);
        await play(learner.agent, lessons[1].id, ['warm', 'skip']);
      }
      const busy = await countFor();
      expect(busy).toEqual(empty);

      const page = await admin.get(`/api/admin/lessons/${lessonId}/practice/attempts?page=1&pageSize=2`).expect(200);
      expect(page.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(page.body.items).toHaveLength(2);
      const analytics = await admin.get(`/api/admin/courses/${course.id}/practice-analytics`).expect(200);
      const first = analytics.body.lessons.find((lesson: { lessonId: number }) => lesson.lessonId === lessonId);
      // Two passes at 100%, one fail: rapport (4 + 4 + 0) / 3, facts (4 + 4 + 0) / 3.
      expect(first).toMatchObject({ mode: 'scenario', attempts: 3, graded: 3, passRate: 67, averageTotal: 67 });
      expect(first.criteria).toEqual([
        { criterionId: 'rapport', name: 'Builds rapport', averageScore: 2.7 },
        { criterionId: 'facts', name: 'Uncovers the facts', averageScore: 2.7 },
      ]);
      await admin.get('/api/admin/courses/2147483000/practice-analytics').expect(404);
    });
  });

  describe('privacy', () => {
    it("puts transcripts in 'Download my data' and deletes them with the account, keeping token usage without its owner", async () => {
      const { lessonId, learner, learnerUser, course } = await practiceLesson();
      const attempt = await play(learner, lessonId, ['warm', 'notice']);
      const exported = await learner.get('/api/account/export').expect(200);
      expect(exported.body.practiceAttempts).toEqual([
        expect.objectContaining({
          attemptNumber: 1,
          mode: 'scenario',
          total: 100,
          passed: true,
          transcript: [
            expect.objectContaining({ speaker: 'persona', content: GRAPH.nodes[0].line }),
            expect.objectContaining({ speaker: 'learner', content: GRAPH.nodes[0].replies[0].text }),
            expect.objectContaining({ speaker: 'persona', content: GRAPH.nodes[1].line }),
            expect.objectContaining({ speaker: 'learner', content: GRAPH.nodes[1].replies[0].text }),
            expect.objectContaining({ speaker: 'persona', content: GRAPH.nodes[3].line }),
          ],
        }),
      ]);

      const em = testApp.app.get(EntityManager).fork();
      em.create(ModelUsage, { user: learnerUser.id, course: course.id, attempt: attempt.id, purpose: 'grading', tokens: 321 });
      await em.flush();
      await learner.post('/api/account/delete').send({ password: PASSWORD, keepNameOnCertificates: false }).expect(204);
      const after = testApp.app.get(EntityManager).fork();
      expect(await after.count(PracticeAttempt, { id: attempt.id })).toBe(0);
      expect(await after.count(PracticeTurn, { attempt: attempt.id })).toBe(0);
      const usage = await after.find(ModelUsage, { course: course.id });
      expect(usage.map((row) => ({ user: row.user, attempt: row.attempt, tokens: row.tokens }))).toEqual([
        { user: null, attempt: null, tokens: 321 },
      ]);
    });
  });
});
