import type TestAgent from 'supertest/lib/agent.js';
import { DiscussionNotifications } from '../../src/modules/discussions/discussion-notifications.service.js';
import { POSTS_PER_WINDOW } from '../../src/modules/discussions/discussions.service.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { signedInAgent } from '../support/accounts.js';
import { createCourse, enroll, type CreatedCourse } from '../support/catalog.js';
import { drainMail } from '../support/mail-drain.js';
import { TestSmtpServer } from '../support/smtp.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const PUBLIC_URL = 'http://academy.test';

interface Member {
  agent: TestAgent;
  user: User;
}

describe('discussions API', () => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;
  let admin: Member;

  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    testApp = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL, MAIL_RETRY_DELAY_MS: '100' });
    admin = await signedInAgent(testApp, 'admin');
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.stop();
  });

  async function learnerIn(created: CreatedCourse): Promise<Member> {
    const learner = await signedInAgent(testApp);
    await enroll(testApp, learner.user, created.course);
    return learner;
  }

  async function ask(member: Member, lessonId: number, body = '<p>How do you score a phone screen?</p>') {
    const answer = await member.agent
      .post(`/api/lessons/${lessonId}/discussions`)
      .send({ title: 'Scoring phone screens', body })
      .expect(201);
    return answer.body as { thread: { id: number }; posts: { id: number; bodyHtml: string }[] };
  }

  it('takes a question from a learner to an answer marked by an admin, with the e-mail and the in-app notification', async () => {
    const created = await createCourse(testApp);
    const lesson = created.lessons[0];
    const learner = await learnerIn(created);

    const asked = await ask(learner, lesson.id);
    expect(asked.thread).toMatchObject({ kind: 'question', lessonId: lesson.id, isAnswered: false, authorName: 'Test J.', isOwn: true });
    const list = await learner.agent.get(`/api/lessons/${lesson.id}/discussions`).expect(200);
    expect(list.body).toMatchObject({ total: 1, canPost: true, items: [{ id: asked.thread.id, replyCount: 0 }] });

    const reply = await admin.agent
      .post(`/api/discussions/threads/${asked.thread.id}/posts`)
      .send({ body: '<p>Use a scorecard with <a href="https://example.com/card">four criteria</a>.</p>' })
      .expect(201);
    expect(reply.body.bodyHtml).toBe(
      '<p>Use a scorecard with <a href="https://example.com/card" target="_blank" rel="nofollow ugc noopener">four criteria</a>.</p>',
    );
    const marked = await admin.agent.put(`/api/discussions/threads/${asked.thread.id}/answer`).send({ postId: reply.body.id }).expect(200);
    expect(marked.body.thread).toMatchObject({ isAnswered: true, answeredPostId: reply.body.id });
    expect(marked.body.posts[1]).toMatchObject({ id: reply.body.id, isAnswer: true, authorIsStaff: true });

    await learner.agent.put(`/api/discussions/threads/${asked.thread.id}/answer`).send({ postId: reply.body.id }).expect(403);

    await drainMail(testApp);
    const replyMail = await smtp.waitFor(learner.user.email, 15_000, 'replied to your post');
    const answerMail = await smtp.waitFor(learner.user.email, 15_000, 'has an answer');
    expect(answerMail.subject).toBe('Your question "Scoring phone screens" has an answer');
    expect(answerMail.body).toContain(`${PUBLIC_URL}/courses/${created.course.id}/discussions/${asked.thread.id}`);
    expect(answerMail.body).toMatch(/^List-Unsubscribe:\s+<http:\/\/academy\.test\/api\/discussions\/unsubscribe\?token=[^>]+>/m);
    expect(answerMail.body).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(replyMail.body).toContain('Use a scorecard with four criteria.');

    const notifications = await learner.agent.get('/api/notifications').expect(200);
    expect(notifications.body).toMatchObject({ total: 2, unread: 2 });
    expect(notifications.body.items.map((item: { kind: string }) => item.kind)).toEqual(['answer', 'reply']);
    expect(notifications.body.items[0]).toMatchObject({ threadId: asked.thread.id, threadTitle: 'Scoring phone screens', readAt: null });
    await learner.agent.post(`/api/notifications/${notifications.body.items[0].id}/read`).expect(200, { unread: 1 });
    await admin.agent.post(`/api/notifications/${notifications.body.items[1].id}/read`).expect(404);
    await learner.agent.post('/api/notifications/read-all').expect(200, { unread: 0 });
  });

  it('lets only enrolled learners and admins in, with clear refusals', async () => {
    const created = await createCourse(testApp);
    const lesson = created.lessons[0];
    const learner = await learnerIn(created);
    const asked = await ask(learner, lesson.id);

    const outsider = await signedInAgent(testApp);
    const refused = await outsider.agent.get(`/api/lessons/${lesson.id}/discussions`).expect(403);
    expect(refused.body).toMatchObject({ code: 'DISCUSSION_NOT_ENROLLED' });
    await outsider.agent.get(`/api/discussions/threads/${asked.thread.id}`).expect(403);
    await outsider.agent.post(`/api/courses/${created.course.id}/discussions`).send({ title: 'Hi', body: '<p>Hi</p>' }).expect(403);
    await outsider.agent.get(`/api/courses/${created.course.id}/discussions/latest-questions`).expect(403);
    await testApp.http().get(`/api/lessons/${lesson.id}/discussions`).expect(401);

    const hidden = await createCourse(testApp, { accessLevel: 'recruitpro' });
    const notVisible = await outsider.agent.get(`/api/courses/${hidden.course.id}/discussions`).expect(404);
    expect(notVisible.body.code).toBe('COURSE_NOT_FOUND');
    for (const path of ['/api/lessons/999999999/discussions', '/api/lessons/abc/discussions', '/api/discussions/threads/0']) {
      const missing = await learner.agent.get(path).expect(404);
      expect(['LESSON_NOT_FOUND', 'DISCUSSION_THREAD_NOT_FOUND']).toContain(missing.body.code);
    }
    await learner.agent.patch('/api/discussions/posts/999999999').send({ body: '<p>x</p>' }).expect(404);

    const latest = await learner.agent.get(`/api/courses/${created.course.id}/discussions/latest-questions`).expect(200);
    expect(latest.body).toEqual([expect.objectContaining({ id: asked.thread.id, lessonId: lesson.id, isAnswered: false })]);
    await admin.agent.get(`/api/courses/${created.course.id}/discussions`).expect(200);
  });

  it('keeps XSS payloads inert in what it stores and returns', async () => {
    const created = await createCourse(testApp);
    const learner = await learnerIn(created);
    const payloads = [
      '<p>a<script>alert(1)</script>b</p>',
      '<img src=x onerror="alert(1)"><p>image</p>',
      '<p><a href="javascript:alert(1)">click</a></p>',
      '<svg onload="alert(1)"><p>svg</p></svg>',
      '<p style="background:url(javascript:alert(1))" onclick="alert(1)">styled</p>',
      '<p><a href="https://example.com" onmouseover="alert(1)" rel="opener" target="_self">link</a></p>',
      '<iframe src="https://evil.example"></iframe><p>frame</p>',
    ];
    const asked = await ask(learner, created.lessons[0].id, payloads.join(''));
    const thread = await learner.agent.get(`/api/discussions/threads/${asked.thread.id}`).expect(200);
    const html: string = thread.body.posts[0].bodyHtml;
    for (const forbidden of [
      /<script/i,
      /onerror/i,
      /onload/i,
      /onclick/i,
      /onmouseover/i,
      /javascript:/i,
      /style=/i,
      /<svg/i,
      /<img/i,
      /<iframe/i,
    ])
      expect(html).not.toMatch(forbidden);
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="nofollow ugc noopener">link</a>');
    expect(html).toContain('<a target="_blank" rel="nofollow ugc noopener">click</a>');

    const empty = await learner.agent
      .post(`/api/discussions/threads/${asked.thread.id}/posts`)
      .send({ body: '<script>alert(1)</script>' })
      .expect(400);
    expect(empty.body.code).toBe('DISCUSSION_POST_EMPTY');
  });

  it('hides a post from everyone but admins, who see why', async () => {
    const created = await createCourse(testApp);
    const [ann, bob] = [await learnerIn(created), await learnerIn(created)];
    const asked = await ask(ann, created.lessons[0].id);
    const rude = (await bob.agent.post(`/api/discussions/threads/${asked.thread.id}/posts`).send({ body: '<p>Rude words</p>' }).expect(201))
      .body;
    await ann.agent.post(`/api/discussions/posts/${rude.id}/report`).send({ reason: 'Rude' }).expect(204);
    const reports = await admin.agent.get('/api/admin/discussions/reports?pageSize=100').expect(200);
    expect(reports.body.items).toContainEqual(expect.objectContaining({ postId: rude.id, reason: 'Rude', reporterId: ann.user.id }));
    await ann.agent.get('/api/admin/discussions/reports').expect(403);

    const hidden = await admin.agent.post(`/api/admin/discussions/posts/${rude.id}/hide`).send({ reason: 'Not kind' }).expect(200);
    expect(hidden.body.hidden).toMatchObject({ reason: 'Not kind' });
    for (const member of [ann, bob]) {
      const view = await member.agent.get(`/api/discussions/threads/${asked.thread.id}`).expect(200);
      expect(view.body.posts.map((post: { id: number }) => post.id)).not.toContain(rude.id);
      expect(JSON.stringify(view.body)).not.toContain('Rude words');
      await member.agent.put(`/api/discussions/posts/${rude.id}/upvote`).expect(404);
    }
    const adminView = await admin.agent.get(`/api/discussions/threads/${asked.thread.id}`).expect(200);
    expect(adminView.body.posts.find((post: { id: number }) => post.id === rude.id)).toMatchObject({
      bodyHtml: '<p>Rude words</p>',
      hidden: { reason: 'Not kind' },
    });
    const open = await admin.agent.get('/api/admin/discussions/reports?pageSize=100').expect(200);
    expect(open.body.items.map((report: { postId: number }) => report.postId)).not.toContain(rude.id);

    // Hiding the opening post hides the thread.
    await admin.agent.post(`/api/admin/discussions/posts/${asked.posts[0].id}/hide`).send({ reason: 'Off topic' }).expect(200);
    await bob.agent.get(`/api/discussions/threads/${asked.thread.id}`).expect(404);
    const list = await bob.agent.get(`/api/lessons/${created.lessons[0].id}/discussions`).expect(200);
    expect(list.body.total).toBe(0);
    await admin.agent.post(`/api/admin/discussions/posts/${asked.posts[0].id}/unhide`).expect(200);
    await bob.agent.get(`/api/discussions/threads/${asked.thread.id}`).expect(200);
  });

  it('edits, deletes and upvotes with the right refusals, counts staying right', async () => {
    const created = await createCourse(testApp);
    const [ann, bob] = [await learnerIn(created), await learnerIn(created)];
    const asked = await ask(ann, created.lessons[0].id);
    const opening = asked.posts[0].id;

    await bob.agent.patch(`/api/discussions/posts/${opening}`).send({ body: '<p>mine now</p>' }).expect(403);
    const edited = await ann.agent.patch(`/api/discussions/posts/${opening}`).send({ body: '<p>Edited</p>' }).expect(200);
    expect(edited.body).toMatchObject({ bodyHtml: '<p>Edited</p>' });
    expect(edited.body.editedAt).not.toBeNull();

    const own = await ann.agent.put(`/api/discussions/posts/${opening}/upvote`).expect(403);
    expect(own.body.code).toBe('DISCUSSION_OWN_UPVOTE');
    await bob.agent.put(`/api/discussions/posts/${opening}/upvote`).expect(200, { upvoteCount: 1, upvoted: true });
    await bob.agent.put(`/api/discussions/posts/${opening}/upvote`).expect(200, { upvoteCount: 1, upvoted: true });
    await admin.agent.put(`/api/discussions/posts/${opening}/upvote`).expect(200, { upvoteCount: 2, upvoted: true });
    await bob.agent.delete(`/api/discussions/posts/${opening}/upvote`).expect(200, { upvoteCount: 1, upvoted: false });
    await bob.agent.delete(`/api/discussions/posts/${opening}/upvote`).expect(200, { upvoteCount: 1, upvoted: false });

    const reply = (await bob.agent.post(`/api/discussions/threads/${asked.thread.id}/posts`).send({ body: '<p>Reply</p>' }).expect(201))
      .body;
    const nested = (
      await ann.agent
        .post(`/api/discussions/threads/${asked.thread.id}/posts`)
        .send({ body: '<p>Nested</p>', parentId: reply.id })
        .expect(201)
    ).body;
    expect(nested.parentId).toBe(reply.id);
    const deeper = (
      await bob.agent
        .post(`/api/discussions/threads/${asked.thread.id}/posts`)
        .send({ body: '<p>Deeper</p>', parentId: nested.id })
        .expect(201)
    ).body;
    expect(deeper.parentId).toBe(reply.id);

    await bob.agent.delete(`/api/discussions/posts/${reply.id}`).expect(204);
    await bob.agent.delete(`/api/discussions/posts/${reply.id}`).expect(409);
    const view = await ann.agent.get(`/api/discussions/threads/${asked.thread.id}`).expect(200);
    expect(view.body.posts.find((post: { id: number }) => post.id === reply.id)).toMatchObject({
      bodyHtml: null,
      deletedNotice: 'This post was deleted.',
    });
    expect(view.body.total).toBe(4);

    // Locked: no replies or edits, but admins still may.
    await admin.agent.post(`/api/admin/discussions/threads/${asked.thread.id}/lock`).expect(200);
    const locked = await ann.agent.post(`/api/discussions/threads/${asked.thread.id}/posts`).send({ body: '<p>Late</p>' }).expect(409);
    expect(locked.body.code).toBe('DISCUSSION_THREAD_LOCKED');
    await ann.agent.patch(`/api/discussions/posts/${opening}`).send({ body: '<p>Again</p>' }).expect(409);
    await admin.agent.post(`/api/discussions/threads/${asked.thread.id}/posts`).send({ body: '<p>Closing this.</p>' }).expect(201);

    // Suspended from posting in the course: reading still works.
    await admin.agent
      .put(`/api/admin/courses/${created.course.id}/discussion-suspensions/${bob.user.id}`)
      .send({ reason: 'Spam', until: new Date(Date.now() + 86_400_000).toISOString() })
      .expect(200);
    const suspended = await bob.agent
      .post(`/api/courses/${created.course.id}/discussions`)
      .send({ title: 'Buy', body: '<p>now</p>' })
      .expect(403);
    expect(suspended.body.code).toBe('DISCUSSION_SUSPENDED');
    expect((await bob.agent.get(`/api/courses/${created.course.id}/discussions`).expect(200)).body.canPost).toBe(false);
    await admin.agent.delete(`/api/admin/courses/${created.course.id}/discussion-suspensions/${bob.user.id}`).expect(200, []);
    await bob.agent.post(`/api/courses/${created.course.id}/discussions`).send({ title: 'Back', body: '<p>hello</p>' }).expect(201);
  });

  it('searches the course discussions', async () => {
    const created = await createCourse(testApp);
    const learner = await learnerIn(created);
    await ask(learner, created.lessons[0].id, '<p>Boolean strings for sourcing engineers</p>');
    await learner.agent
      .post(`/api/courses/${created.course.id}/discussions`)
      .send({ title: 'Interview panels', body: '<p>Who sits on yours?</p>' })
      .expect(201);
    const community = await learner.agent.get(`/api/courses/${created.course.id}/discussions`).expect(200);
    expect(community.body.items.map((item: { title: string }) => item.title)).toEqual(['Interview panels']);
    const found = await learner.agent.get(`/api/courses/${created.course.id}/discussions?q=sourcing`).expect(200);
    expect(found.body.items.map((item: { title: string }) => item.title)).toEqual(['Scoring phone screens']);
    const panels = await learner.agent.get(`/api/courses/${created.course.id}/discussions?q=panel`).expect(200);
    expect(panels.body.items.map((item: { title: string }) => item.title)).toEqual(['Interview panels']);
    await learner.agent.get(`/api/courses/${created.course.id}/discussions?q=${'x'.repeat(201)}`).expect(400);
    await learner.agent.get(`/api/courses/${created.course.id}/discussions?q=${encodeURIComponent('"unclosed & | !')}`).expect(200);
  });

  it('unsubscribes in one click without signing in, and refuses bad links', async () => {
    const created = await createCourse(testApp);
    const learner = await learnerIn(created);
    const asked = await ask(learner, created.lessons[0].id);
    await admin.agent.post(`/api/discussions/threads/${asked.thread.id}/posts`).send({ body: '<p>See lesson 2.</p>' }).expect(201);
    await drainMail(testApp);
    const mail = await smtp.waitFor(learner.user.email, 15_000, 'replied to your post');
    // The link as the message shows it (the test server's decoding garbles header values, not the encoded parts).
    const token = testApp.app.get(DiscussionNotifications, { strict: false }).unsubscribeToken(learner.user.id);
    expect(mail.body).toContain(`${PUBLIC_URL}/discussions/unsubscribe?token=${token}`);
    const path = `/api/discussions/unsubscribe?token=${token}`;

    const info = await testApp.http().get(path).expect(200);
    expect(info.body).toEqual({ email: `${learner.user.email.slice(0, 2)}***@example.com`, mode: 'immediately' });
    await testApp
      .http()
      .post(path)
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('List-Unsubscribe=One-Click')
      .expect(200, { email: info.body.email, mode: 'off' });
    await learner.agent.get('/api/discussions/email-setting').expect(200, { mode: 'off' });

    for (const token of ['nope', `${learner.user.id}.AAAA`, '', 'x'.repeat(300)]) {
      const bad = await testApp.http().post(`/api/discussions/unsubscribe?token=${token}`).expect(400);
      expect(['UNSUBSCRIBE_LINK_INVALID', 'VALIDATION_FAILED']).toContain(bad.body.code);
    }

    // Off: the in-app notification still comes, the e-mail does not.
    const before = smtp.messages.length;
    await admin.agent.post(`/api/discussions/threads/${asked.thread.id}/posts`).send({ body: '<p>One more.</p>' }).expect(201);
    await drainMail(testApp);
    expect(smtp.messages.slice(before).filter((message) => message.to.includes(learner.user.email))).toEqual([]);
    expect((await learner.agent.get('/api/notifications').expect(200)).body.total).toBe(2);
    await learner.agent.put('/api/discussions/email-setting').send({ mode: 'weekly' }).expect(400);
    await learner.agent.put('/api/discussions/email-setting').send({ mode: 'daily' }).expect(200, { mode: 'daily' });
  });

  it('limits posting per user with a 429 and Retry-After', async () => {
    const created = await createCourse(testApp);
    const learner = await learnerIn(created);
    const asked = await ask(learner, created.lessons[0].id);
    for (let n = 1; n < POSTS_PER_WINDOW; n++)
      await learner.agent
        .post(`/api/discussions/threads/${asked.thread.id}/posts`)
        .send({ body: `<p>${n}</p>` })
        .expect(201);
    const limited = await learner.agent.post(`/api/discussions/threads/${asked.thread.id}/posts`).send({ body: '<p>more</p>' }).expect(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(limited.body.message).toMatch(/^Too many posts\. Please try again in /);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('reads a thread, a list and the notifications in a constant number of statements', async () => {
    const created = await createCourse(testApp);
    const [ann, bob] = [await learnerIn(created), await learnerIn(created)];
    const asked = await ask(ann, created.lessons[0].id);
    const counts = async () => ({
      thread: (await testApp.countQueries(() => ann.agent.get(`/api/discussions/threads/${asked.thread.id}`).expect(200))).count,
      list: (await testApp.countQueries(() => ann.agent.get(`/api/lessons/${created.lessons[0].id}/discussions`).expect(200))).count,
      notifications: (await testApp.countQueries(() => ann.agent.get('/api/notifications').expect(200))).count,
    });
    await bob.agent.post(`/api/discussions/threads/${asked.thread.id}/posts`).send({ body: '<p>first</p>' }).expect(201);
    const fewer = await counts();
    for (let n = 0; n < 5; n++) {
      const reply = await bob.agent
        .post(`/api/discussions/threads/${asked.thread.id}/posts`)
        .send({ body: `<p>${n}</p>` })
        .expect(201);
      await ann.agent.put(`/api/discussions/posts/${reply.body.id}/upvote`).expect(200);
    }
    await ask(bob, created.lessons[0].id);
    const more = await counts();
    expect(more).toEqual(fewer);
    expect(more.thread).toBeLessThanOrEqual(2);
    expect(more.list).toBeLessThanOrEqual(2);
    expect(more.notifications).toBeLessThanOrEqual(2);
  });
});
