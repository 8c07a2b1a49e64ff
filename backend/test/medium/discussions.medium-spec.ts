import { jest } from '@jest/globals';
import type { Course } from '../../src/modules/catalog/entities/course.entity.js';
import type { Lesson } from '../../src/modules/catalog/entities/lesson.entity.js';
import { DiscussionNotifications, nextDigestAt } from '../../src/modules/discussions/discussion-notifications.service.js';
import { DiscussionsModule } from '../../src/modules/discussions/discussions.module.js';
import { DiscussionsService } from '../../src/modules/discussions/discussions.service.js';
import { DiscussionNotification } from '../../src/modules/discussions/entities/discussion-notification.entity.js';
import { OutgoingEmail } from '../../src/modules/mail/entities/outgoing-email.entity.js';
import { ScheduledJob } from '../../src/modules/scheduler/entities/scheduled-job.entity.js';
import { ScheduledWork } from '../../src/modules/scheduler/scheduled-work.service.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { factories, type Factories } from './factories.js';
import { createMediumApp, expectRefusal, PUBLIC_URL, type MediumApp, type TestClock } from './medium-app.js';

const HOUR = 60 * 60_000;

describe('discussions, at the service level', () => {
  let app: MediumApp;
  let make: Factories;
  let discussions: DiscussionsService;
  let notifications: DiscussionNotifications;
  let work: ScheduledWork;
  let admin: User;
  let clock: TestClock;

  beforeAll(async () => {
    app = await createMediumApp([DiscussionsModule]);
    make = factories(app.em);
    discussions = app.get(DiscussionsService);
    notifications = app.get(DiscussionNotifications);
    work = app.get(ScheduledWork);
    admin = await make.user({ role: 'admin' });
  });
  afterAll(() => app.close());
  beforeEach(() => {
    clock = app.freezeClock();
  });
  afterEach(() => jest.restoreAllMocks());

  async function course(): Promise<{ course: Course; lessons: Lesson[] }> {
    return make.courseWithLessons({ lessons: 1 });
  }

  async function learner(of: Course, mode?: 'immediately' | 'daily' | 'off'): Promise<User> {
    const user = await make.user();
    await make.enrollment(user, of);
    if (mode) await notifications.setEmailMode(user.id, mode);
    return user;
  }

  const mailTo = (user: User) =>
    app.em.fork().find(OutgoingEmail, { recipient: user.email, queue: app.config.redis.queuePrefix }, { orderBy: { id: 'asc' } });
  const notificationsOf = (user: User) => app.em.fork().find(DiscussionNotification, { user: user.id }, { orderBy: { id: 'asc' } });
  const digestJobs = (user: User) => app.em.fork().find(ScheduledJob, { key: { $like: `discussion-digest:${user.id}:%` } });

  it('tells the author of the post replied to: in the app always, by e-mail at once, in a digest or not at all as they chose', async () => {
    const { course: made, lessons } = await course();
    const [atOnce, daily, off] = [await learner(made), await learner(made, 'daily'), await learner(made, 'off')];
    const replier = await learner(made);
    for (const author of [atOnce, daily, off]) {
      const asked = await discussions.askOnLesson(author, lessons[0].id, { title: `From ${author.id}`, body: '<p>Question?</p>' });
      await discussions.reply(author, asked.thread.id, '<p>Bump (my own reply: nobody is told).</p>', undefined);
      await discussions.reply(replier, asked.thread.id, '<p>An answer</p>', undefined);
      await discussions.reply(replier, asked.thread.id, '<p>And another</p>', undefined);
    }

    expect((await notificationsOf(atOnce)).map((row) => [row.kind, row.email, row.emailedAt !== null])).toEqual([
      ['reply', 'immediate', true],
      ['reply', 'immediate', true],
    ]);
    const sent = await mailTo(atOnce);
    expect(sent.map((mail) => mail.template)).toEqual(['discussionReply', 'discussionReply']);
    expect((sent[0].params as { unsubscribe: { oneClickUrl: string } }).unsubscribe.oneClickUrl).toMatch(
      new RegExp(`^${PUBLIC_URL}/api/discussions/unsubscribe\\?token=${atOnce.id}\\.`),
    );

    expect((await notificationsOf(daily)).map((row) => [row.email, row.emailedAt])).toEqual([
      ['digest', null],
      ['digest', null],
    ]);
    expect(await mailTo(daily)).toEqual([]);
    const jobs = await digestJobs(daily);
    expect(jobs).toHaveLength(1);
    expect(jobs[0].runAt).toEqual(nextDigestAt(clock.now()));

    expect((await notificationsOf(off)).map((row) => row.email)).toEqual(['none', 'none']);
    expect(await mailTo(off)).toEqual([]);
    expect(await digestJobs(off)).toEqual([]);
    expect((await notifications.page(replier.id, 1, 20)).total).toBe(0);
  });

  it('sends the daily digest once, with every notification since the last one, and nothing when they turned e-mail off', async () => {
    const { course: made, lessons } = await course();
    const [author, quitter] = [await learner(made, 'daily'), await learner(made, 'daily')];
    const replier = await learner(made);
    for (const user of [author, quitter]) {
      const asked = await discussions.askOnLesson(user, lessons[0].id, { title: 'Digest me', body: '<p>Question?</p>' });
      const reply = await discussions.reply(replier, asked.thread.id, '<p>Reply</p>', undefined);
      await discussions.markAnswered(admin, asked.thread.id, reply.id);
    }
    await notifications.setEmailMode(quitter.id, 'off');

    clock.advance(nextDigestAt(clock.now()).getTime() - clock.now().getTime() + 1000);
    await work.runDue();
    await work.runDue();
    const digests = await mailTo(author);
    expect(digests.map((mail) => mail.template)).toEqual(['discussionDigest']);
    expect((digests[0].params as { items: { kind: string }[] }).items.map((item) => item.kind)).toEqual(['reply', 'answer']);
    expect(digests[0].subject).toBe('Your discussions: 2 new replies and answers');
    expect((await notificationsOf(author)).every((row) => row.emailedAt !== null)).toBe(true);
    expect(await mailTo(quitter)).toEqual([]);

    // The next notification goes into the next day's digest.
    const asked = await discussions.askOnLesson(author, lessons[0].id, { title: 'Later', body: '<p>Again?</p>' });
    await discussions.reply(replier, asked.thread.id, '<p>Later reply</p>', undefined);
    expect(await digestJobs(author)).toHaveLength(2);
    clock.advance(24 * HOUR);
    await work.runDue();
    expect((await mailTo(author)).map((mail) => mail.subject)).toEqual([
      'Your discussions: 2 new replies and answers',
      'Your discussions: 1 new reply or answer',
    ]);
  });

  it('keeps a suspended learner from posting until the suspension ends, and a locked thread from replies', async () => {
    const { course: made, lessons } = await course();
    const [ann, bob] = [await learner(made), await learner(made)];
    const asked = await discussions.askOnLesson(ann, lessons[0].id, { title: 'Locks', body: '<p>?</p>' });
    await discussions.suspend(admin, made.id, bob.id, 'Spam', new Date(clock.now().getTime() + HOUR).toISOString());
    await expectRefusal(
      discussions.reply(bob, asked.thread.id, '<p>Buy now</p>', undefined),
      'DISCUSSION_SUSPENDED',
      'An admin has suspended you from posting in this course’s discussions.',
    );
    expect((await discussions.thread(bob, asked.thread.id, 1, 20)).canReply).toBe(false);
    clock.advance(2 * HOUR);
    await discussions.reply(bob, asked.thread.id, '<p>Sorry</p>', undefined);

    await discussions.lock(admin, asked.thread.id, true);
    await expectRefusal(
      discussions.reply(ann, asked.thread.id, '<p>More</p>', undefined),
      'DISCUSSION_THREAD_LOCKED',
      'This thread is locked: it takes no new replies or edits.',
    );
    await discussions.reply(admin, asked.thread.id, '<p>Closing</p>', undefined);
  });

  it('shows a hidden post to admins only, and never its body to anyone else', async () => {
    const { course: made, lessons } = await course();
    const [ann, bob] = [await learner(made), await learner(made)];
    const asked = await discussions.askOnLesson(ann, lessons[0].id, { title: 'Hidden', body: '<p>?</p>' });
    const post = await discussions.reply(bob, asked.thread.id, '<p>Secret insult</p>', undefined);
    await discussions.hide(admin, post.id, 'Insulting');

    for (const viewer of [ann, bob]) {
      const view = await discussions.thread(viewer, asked.thread.id, 1, 20);
      expect(JSON.stringify(view)).not.toContain('Secret insult');
      expect(view.total).toBe(1);
    }
    const adminView = await discussions.thread(admin, asked.thread.id, 1, 20);
    expect(adminView.posts[1]).toMatchObject({ bodyHtml: '<p>Secret insult</p>', hidden: { reason: 'Insulting' } });
    const [notification] = await notificationsOf(ann);
    expect((await notifications.page(ann.id, 1, 20)).items).toEqual([expect.objectContaining({ id: notification.id, excerpt: null })]);
  });

  it('lets a course outsider read nothing', async () => {
    const { course: made, lessons } = await course();
    const outsider = await make.user();
    await expectRefusal(
      discussions.askOnLesson(outsider, lessons[0].id, { title: 'Hi', body: '<p>hi</p>' }),
      'DISCUSSION_NOT_ENROLLED',
      "Discussions are open to this course's enrolled learners. Enrol in the course to read and take part.",
    );
    await expectRefusal(
      discussions.courseThreads(outsider, made.id, { page: 1, pageSize: 20 }),
      'DISCUSSION_NOT_ENROLLED',
      "Discussions are open to this course's enrolled learners. Enrol in the course to read and take part.",
    );
  });
});
