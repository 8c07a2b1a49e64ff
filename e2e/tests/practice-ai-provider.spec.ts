import { expect, test } from '@playwright/test';
import { signInAsAdmin } from '../support/admin.js';
import { createCourse, deleteCourses, type LessonType } from '../support/db.js';
import { llmRequests, scriptLlm } from '../support/llm.js';

// The served app talks to the local model server through the real SDK, with the key and model that
// playwright.config.ts gives both; this checks that wiring end to end over the API (the chat screens
// have their own journeys).
const courses: number[] = [];
test.afterAll(() => deleteCourses(courses));

test('an AI practice reply streams from the local model server, and the end grades it', async ({ browser }) => {
  const persona = `Morgan ${Date.now()}`;
  const course = await createCourse({
    title: `AI provider check ${Date.now()}`,
    modules: [{ title: 'Intake', lessons: [{ title: 'Intake meeting', type: 'practice' as LessonType }] }],
  });
  courses.push(course.id);
  const [lessonId] = course.lessonIds;

  const adminPage = await browser.newPage();
  await signInAsAdmin(adminPage);
  const status = await adminPage.request.get('/api/admin/practice/status');
  expect(await status.json()).toEqual({ aiAvailable: true, model: 'local-model', reason: null });
  const saved = await adminPage.request.put(`/api/admin/lessons/${lessonId}/practice`, {
    data: {
      mode: 'ai',
      persona: { name: persona, role: 'Hiring manager', background: 'Leads data.', wants: 'An analyst.', hiddenFacts: ['Budget 90k'] },
      objective: 'Take the brief',
      openingLine: 'Shall we start?',
      maxTurns: 5,
      rubric: [
        { id: 'questions', name: 'Open questions', weight: 2, good: 'Open', poor: 'Closed' },
        { id: 'budget', name: 'Budget', weight: 1, good: 'Asks', poor: 'Never' },
      ],
      passMark: 50,
      maxAttempts: null,
      graph: null,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await adminPage.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  const registered = await page.request.post('/api/register', {
    data: { email: `practice-ai-${Date.now()}@example.com`, password: 'learner-password', firstName: 'Kai', lastName: 'Osei' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  expect((await page.request.post(`/api/courses/${course.id}/enroll`, { data: {} })).ok()).toBe(true);
  const attempt = (await (await page.request.post(`/api/lessons/${lessonId}/practice/attempts`)).json()) as { id: number };

  await scriptLlm(
    page.request,
    { match: persona, kind: 'text', text: 'The role is a data analyst.', chunkSize: 6 },
    {
      match: persona,
      kind: 'json',
      json: {
        criteria: [
          { criterionId: 'questions', score: 4, evidence: 'What does the role need?', tip: '' },
          { criterionId: 'budget', score: 0, evidence: '', tip: 'Ask for the budget range.' },
        ],
      },
    },
  );
  const streamed = await page.request.post(`/api/practice-attempts/${attempt.id}/messages`, { data: { text: 'What does the role need?' } });
  expect(streamed.headers()['content-type']).toBe('text/event-stream; charset=utf-8');
  const body = await streamed.text();
  const events = [...body.matchAll(/^event: (\w+)$/gm)].map((match) => match[1]);
  expect(events[0]).toBe('learner');
  expect(events.at(-1)).toBe('done');
  expect(events.filter((event) => event === 'delta').length).toBeGreaterThan(1);

  const ended = await page.request.post(`/api/practice-attempts/${attempt.id}/end`);
  expect(await ended.json()).toMatchObject({ status: 'graded', result: { total: 67, passed: true } });

  const sent = await llmRequests(page.request, persona);
  expect(sent).toHaveLength(2);
  expect(sent[0].authorization).toBe('Bearer sk-e2e-local-llm');
  expect(sent[0].body).toMatchObject({ model: 'local-model', stream: true });
  expect(sent[1].body.response_format).toMatchObject({ type: 'json_schema' });
  await context.close();
});
