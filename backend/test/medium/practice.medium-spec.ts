import { LearningModule } from '../../src/modules/learning/learning.module.js';
import { LessonProgress } from '../../src/modules/learning/entities/lesson-progress.entity.js';
import { PracticeAttempt } from '../../src/modules/practice/entities/practice-attempt.entity.js';
import { PracticeTurn } from '../../src/modules/practice/entities/practice-turn.entity.js';
import { WebhookEvent } from '../../src/modules/webhooks/entities/webhook-event.entity.js';
import { PracticeAdminService } from '../../src/modules/practice/practice-admin.service.js';
import { PracticeAttemptsService } from '../../src/modules/practice/practice-attempts.service.js';
import { PracticeModule } from '../../src/modules/practice/practice.module.js';
import { PracticeService } from '../../src/modules/practice/practice.service.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { GRAPH, scenarioSettings } from '../practice/scenario-fixture.js';
import { factories, type Factories } from './factories.js';
import { createMediumApp, expectRefusal, type MediumApp } from './medium-app.js';

describe('practice, at the service level', () => {
  let app: MediumApp;
  let make: Factories;
  let practice: PracticeService;
  let practiceAdmin: PracticeAdminService;
  let attempts: PracticeAttemptsService;
  let admin: User;

  beforeAll(async () => {
    // Learning completes the lesson once the practice is passed.
    app = await createMediumApp([PracticeModule, LearningModule]);
    make = factories(app.em);
    practice = app.get(PracticeService);
    practiceAdmin = app.get(PracticeAdminService);
    attempts = app.get(PracticeAttemptsService);
    admin = await make.user({ role: 'admin' });
  });
  afterAll(() => app.close());

  async function practiceLesson(overrides: Record<string, unknown> = {}) {
    const { course, lessons } = await make.courseWithLessons({ lessons: 1, lessonType: 'practice' });
    await practiceAdmin.saveSettings(lessons[0].id, scenarioSettings(overrides));
    const learner = await make.user();
    await make.enrollment(learner, course);
    return { lesson: lessons[0], learner };
  }

  it('computes the total from the rubric weights, never from the grader, and completes the lesson on a pass only', async () => {
    const { lesson, learner } = await practiceLesson({ mode: 'ai', graph: null, openingLine: 'Hello.' });
    // An AI attempt, written as the conversation module would: started, ended, graded.
    const em = app.em.fork();
    const attempt = em.create(PracticeAttempt, {
      lesson: lesson.id,
      user: learner.id,
      attemptNumber: 1,
      mode: 'ai',
      startedAt: new Date(),
    });
    await em.flush();
    await attempts.endAttempt(attempt.id, 'learner');
    const low = await attempts.saveGrading(attempt.id, [
      { criterionId: 'rapport', score: 2, evidence: '"I hear you"', tip: 'Ask first' },
      { criterionId: 'facts', score: 4.4, evidence: '"When could you start?"', tip: '' },
    ]);
    // (3·2 + 1·4) / 16 = 62.5 → 63, below the pass mark of 75.
    expect(low).toMatchObject({ status: 'graded', total: 63, passed: false });
    expect(await app.em.fork().count(LessonProgress, { user: learner.id, lesson: lesson.id })).toBe(0);

    const second = em.create(PracticeAttempt, { lesson: lesson.id, user: learner.id, attemptNumber: 2, mode: 'ai', startedAt: new Date() });
    await em.flush();
    await attempts.endAttempt(second.id, 'max_turns');
    const high = await attempts.saveGrading(second.id, [
      { criterionId: 'rapport', score: 4, evidence: '', tip: '' },
      { criterionId: 'facts', score: 0, evidence: '', tip: '' },
    ]);
    expect(high).toMatchObject({ total: 75, passed: true });
    expect(await app.em.fork().count(LessonProgress, { user: learner.id, lesson: lesson.id })).toBe(1);

    const third = em.create(PracticeAttempt, { lesson: lesson.id, user: learner.id, attemptNumber: 3, mode: 'ai', startedAt: new Date() });
    await em.flush();
    await attempts.endAttempt(third.id, 'learner');
    expect(await attempts.saveGrading(third.id, null)).toMatchObject({ status: 'needs_review', total: null, passed: null });
  });

  it('resumes the attempt in progress and keeps to the attempts allowed', async () => {
    const { lesson, learner } = await practiceLesson({ maxAttempts: 2 });
    const first = await practice.start(learner, lesson.id);
    expect((await practice.start(learner, lesson.id)).id).toBe(first.id);
    await practice.choose(learner, first.id, 'cold');
    const ended = await practice.choose(learner, first.id, 'pitch');
    expect(ended).toMatchObject({ status: 'graded', result: { total: 0, passed: false } });
    const second = await practice.start(learner, lesson.id);
    expect(second.attemptNumber).toBe(2);
    await practice.choose(learner, second.id, 'warm');
    const resumed = await practice.start(learner, lesson.id);
    expect(resumed).toMatchObject({ id: second.id, options: [{ id: 'notice' }, { id: 'skip' }] });
    await practice.choose(learner, second.id, 'skip');
    await expectRefusal(
      practice.start(learner, lesson.id),
      'PRACTICE_NO_ATTEMPTS_LEFT',
      'You have used all 2 attempts at this practice conversation.',
    );
  });

  it('recomputes the total on an override and keeps the original score', async () => {
    const { lesson, learner } = await practiceLesson();
    const attempt = await practice.start(learner, lesson.id);
    await practice.choose(learner, attempt.id, 'warm');
    await practice.choose(learner, attempt.id, 'skip'); // rapport 4, facts 1 → (12 + 1) / 16 = 81
    const reviewed = await practiceAdmin.override(admin, attempt.id, 'facts', { score: 0, comment: 'The notice period was never asked.' });
    expect(reviewed).toMatchObject({ total: 75, passed: true });
    expect(reviewed.criteria[1]).toMatchObject({
      score: 0,
      originalScore: 1,
      overridden: { comment: 'The notice period was never asked.' },
    });
  });

  const completedEvents = async (attemptId: number) =>
    (await app.em.fork().find(WebhookEvent, { type: 'practice.completed' })).filter(
      (event) => (event.data as { attemptId?: number }).attemptId === attemptId,
    );

  it('stores a grading only while the attempt is grading, and sets off its completion once', async () => {
    const { lesson, learner } = await practiceLesson({ mode: 'ai', graph: null, openingLine: 'Hello.' });
    const em = app.em.fork();
    const attempt = em.create(PracticeAttempt, {
      lesson: lesson.id,
      user: learner.id,
      attemptNumber: 1,
      mode: 'ai',
      startedAt: new Date(),
    });
    await em.flush();
    await attempts.endAttempt(attempt.id, 'learner');
    const full = [
      { criterionId: 'rapport', score: 4, evidence: '', tip: '' },
      { criterionId: 'facts', score: 4, evidence: '', tip: '' },
    ];
    expect(await attempts.saveGrading(attempt.id, full)).toMatchObject({ status: 'graded', total: 100 });
    // A second grading (another server's, or a late one) finds the attempt graded: nothing changes.
    const late = await attempts.saveGrading(
      attempt.id,
      full.map((result) => ({ ...result, score: 0 })),
    );
    expect(late).toMatchObject({ status: 'graded', total: 100 });
    expect(await attempts.saveGrading(attempt.id, null)).toMatchObject({ status: 'graded', total: 100 });
    expect(await completedEvents(attempt.id)).toHaveLength(1);
  });

  it('an override that changes neither the total nor the pass sets nothing off again; an attempt awaiting review has no original score', async () => {
    const { lesson, learner } = await practiceLesson();
    const attempt = await practice.start(learner, lesson.id);
    await practice.choose(learner, attempt.id, 'warm');
    await practice.choose(learner, attempt.id, 'skip');
    expect(await completedEvents(attempt.id)).toHaveLength(1);
    const same = await practiceAdmin.override(admin, attempt.id, 'rapport', { score: 4, comment: 'Agreed.' });
    expect(same).toMatchObject({ total: 81 });
    expect(await completedEvents(attempt.id)).toHaveLength(1);
    await practiceAdmin.override(admin, attempt.id, 'facts', { score: 0, comment: 'Never asked.' });
    expect(await completedEvents(attempt.id)).toHaveLength(2);

    await app.em
      .fork()
      .nativeUpdate(PracticeAttempt, { id: attempt.id }, { status: 'needs_review', scores: null, total: null, passed: null });
    const reviewed = await practiceAdmin.override(admin, attempt.id, 'facts', { score: 2, comment: 'Some.' });
    expect(reviewed.criteria[1]).toMatchObject({ score: 2, originalScore: null });
  });

  it('ends the attempts in progress when the graph or mode changes: scenarios graded from their choices, AI ones by turns said', async () => {
    const { lesson, learner } = await practiceLesson({ passMark: 70 });
    const chose = await practice.start(learner, lesson.id);
    await practice.choose(learner, chose.id, 'warm'); // rapport 4, facts none → (12 + 0) / 16 = 75
    // The same settings again leave it in progress.
    await practiceAdmin.saveSettings(lesson.id, scenarioSettings({ passMark: 70 }));
    expect((await attempts.attemptDto(chose.id)).status).toBe('in_progress');

    const graph = { ...GRAPH, nodes: GRAPH.nodes.map((node) => (node.id === 'good-end' ? { ...node, line: 'Great, send it.' } : node)) };
    await practiceAdmin.saveSettings(lesson.id, scenarioSettings({ passMark: 70, graph }));
    expect(await attempts.attemptDto(chose.id)).toMatchObject({
      status: 'graded',
      endReason: 'learner',
      result: { total: 75, passed: true },
    });
    expect(await app.em.fork().count(LessonProgress, { user: learner.id, lesson: lesson.id })).toBe(1);

    // AI to scenario: a conversation with messages goes to a reviewer; one without any scores 0.
    const ai = await practiceLesson({ mode: 'ai', graph: null, openingLine: 'Hello.' });
    const em = app.em.fork();
    const talked = em.create(PracticeAttempt, {
      lesson: ai.lesson.id,
      user: ai.learner.id,
      attemptNumber: 1,
      mode: 'ai',
      startedAt: new Date(),
    });
    const silent = em.create(PracticeAttempt, {
      lesson: ai.lesson.id,
      user: admin.id,
      attemptNumber: 1,
      mode: 'ai',
      startedAt: new Date(),
    });
    await em.flush();
    em.create(PracticeTurn, { attempt: talked.id, seq: 0, speaker: 'learner', content: 'Hi', status: 'complete', createdAt: new Date() });
    await em.flush();
    await practiceAdmin.saveSettings(ai.lesson.id, scenarioSettings());
    expect(await attempts.attemptDto(talked.id)).toMatchObject({ status: 'needs_review', endReason: 'learner', result: null });
    expect(await attempts.attemptDto(silent.id)).toMatchObject({ status: 'graded', result: { total: 0 } });
  });
});
