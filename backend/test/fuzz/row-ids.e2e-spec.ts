import { signedInAgent } from '../support/accounts.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Path ids no row can have (below 1, past PostgreSQL's integer range, not a canonical decimal integer) answer each route's own 404, before any query. */
describe('ids out of range in paths', () => {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAgent>>['agent'];

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = (await signedInAgent(testApp, 'admin')).agent;
  });
  afterAll(() => testApp.close());

  const routes: { route: string; code: string; message: string; body?: object }[] = [
    { route: 'GET /api/courses/public/:id', code: 'COURSE_NOT_FOUND', message: 'Course not found' },
    { route: 'GET /api/courses/:id', code: 'COURSE_NOT_FOUND', message: 'Course not found' },
    { route: 'GET /api/courses/:id/modules', code: 'COURSE_NOT_FOUND', message: 'Course not found' },
    { route: 'GET /api/modules/:id/lessons', code: 'MODULE_NOT_FOUND', message: 'Module not found' },
    { route: 'GET /api/lessons/:id', code: 'LESSON_NOT_FOUND', message: 'Lesson not found' },
    { route: 'POST /api/courses/:id/enroll', code: 'COURSE_NOT_FOUND', message: 'Course not found' },
    { route: 'GET /api/courses/:id/learn', code: 'COURSE_NOT_FOUND', message: 'Course not found' },
    { route: 'POST /api/lessons/:id/complete', code: 'LESSON_NOT_FOUND', message: 'Lesson not found' },
    { route: 'GET /api/lessons/:id/quiz', code: 'QUIZ_NOT_FOUND', message: 'This lesson has no quiz' },
    { route: 'POST /api/quizzes/:id/attempts', code: 'QUIZ_NOT_FOUND', message: 'Quiz not found' },
    {
      route: 'PUT /api/quiz-attempts/:id/answers',
      code: 'QUIZ_ATTEMPT_NOT_FOUND',
      message: 'Quiz attempt not found',
      body: { answers: {} },
    },
    { route: 'POST /api/quizzes/:id/submit', code: 'QUIZ_NOT_FOUND', message: 'Quiz not found', body: { answers: {} } },
    { route: 'GET /api/quiz-uploads/:id', code: 'FILE_NOT_FOUND', message: 'File not found' },
    { route: 'GET /api/admin/lessons/:id/quiz', code: 'LESSON_NOT_FOUND', message: 'Lesson not found' },
    { route: 'DELETE /api/admin/lessons/:id/quiz', code: 'QUIZ_NOT_FOUND', message: 'This lesson has no quiz' },
    { route: 'GET /api/admin/quizzes/:id/attempts', code: 'QUIZ_NOT_FOUND', message: 'Quiz not found' },
    { route: 'PATCH /api/admin/quiz-questions/:id', code: 'QUESTION_NOT_FOUND', message: 'Question not found', body: {} },
    { route: 'DELETE /api/admin/quiz-questions/:id', code: 'QUESTION_NOT_FOUND', message: 'Question not found' },
    { route: 'GET /api/courses/:id/students', code: 'COURSE_NOT_FOUND', message: 'Course not found' },
    { route: 'GET /api/admin/courses/:id/analytics', code: 'COURSE_NOT_FOUND', message: 'Course not found' },
  ];

  it.each(routes)('$route', async ({ route, code, message, body }) => {
    const [verb, path] = route.split(' ');
    const send = (id: string) => {
      const request = admin[verb.toLowerCase() as Method](path.replace(':id', id));
      return body ? request.send(body) : request;
    };
    for (const id of ['0', '-1', '2147483648', '99999999999', 'abc', '01', '0x1', '%201', '1e0']) {
      const response = await send(id);
      expect({ id, status: response.status, code: response.body.code, message: response.body.message }).toEqual({
        id,
        status: 404,
        code,
        message,
      });
    }
  });
});
