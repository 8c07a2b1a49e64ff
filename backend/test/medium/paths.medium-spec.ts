import { jest } from '@jest/globals';
import { Course } from '../../src/modules/catalog/entities/course.entity.js';
import { Lesson } from '../../src/modules/catalog/entities/lesson.entity.js';
import { newCertificateCode } from '../../src/modules/certificates/certificate-code.js';
import { Certificate } from '../../src/modules/certificates/entities/certificate.entity.js';
import { LearningModule } from '../../src/modules/learning/learning.module.js';
import { LearningService } from '../../src/modules/learning/learning.service.js';
import type { PathDetailDto } from '../../src/modules/paths/dto/path.dto.js';
import type { PathStepInputDto } from '../../src/modules/paths/dto/path-input.dto.js';
import { PathsModule } from '../../src/modules/paths/paths.module.js';
import { PathsRepository } from '../../src/modules/paths/paths.repository.js';
import { PathsService } from '../../src/modules/paths/paths.service.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { factories, type Factories } from './factories.js';
import { createMediumApp, expectRefusal, type MediumApp } from './medium-app.js';

describe('learning paths, at the service level', () => {
  let app: MediumApp;
  let make: Factories;
  let paths: PathsService;
  let learning: LearningService;

  beforeAll(async () => {
    app = await createMediumApp([LearningModule, PathsModule]);
    make = factories(app.em);
    paths = app.get(PathsService);
    learning = app.get(LearningService);
  });
  afterAll(() => app.close());
  afterEach(() => jest.restoreAllMocks());

  const unique = () => Math.random().toString(36).slice(2, 8);
  const learnerViewer = (user: User) => ({ id: user.id, role: user.role });

  async function newPath(title = `Certified Recruiter ${unique()}`) {
    return paths.create({
      title,
      levelLabel: 'Practitioner',
      certificateTitle: 'Certified Recruiter — Practitioner',
      description: 'Four steps.',
    });
  }

  /** A practice lesson (a capstone) in a new course of its own, with a video lesson before it. */
  async function capstone(kind: 'practice' | 'sourcing' = 'practice') {
    const course = await make.course({ title: `Capstones ${unique()}` });
    const chapter = await make.module(course);
    await make.lesson(chapter, { order: 0 });
    const lesson = await make.lesson(chapter, { type: kind === 'practice' ? 'practice' : 'quiz', order: 1, title: `Capstone ${unique()}` });
    if (kind === 'sourcing') await make.quiz(lesson, { questions: [{ type: 'multiple_choice' }, { type: 'boolean_search' }] });
    return { course, lesson };
  }

  /** Completes every lesson of the course through the learning service: the certificate is issued. */
  async function finishCourse(learner: User, course: { course: Course; lessons: Lesson[] }) {
    for (const lesson of course.lessons) await learning.completeLesson(learner, lesson.id);
  }

  const stateOf = (detail: PathDetailDto) => detail.steps.map((step) => [step.courseTitle, step.lessonTitle, step.state, step.waitingFor]);

  it('unlocks each step when its prerequisites are complete, and counts the required steps done', async () => {
    const fundamentals = await make.courseWithLessons({ title: `Sourcing Fundamentals ${unique()}`, lessons: 2 });
    const boolean = await make.courseWithLessons({ title: `Boolean Search ${unique()}`, lessons: 1 });
    const practice = await capstone();
    const path = await newPath();
    const saved = await paths.setSteps(path.id, {
      steps: [
        { courseId: fundamentals.course.id },
        { courseId: boolean.course.id, prerequisiteIndexes: [0] },
        { lessonId: practice.lesson.id, prerequisiteIndexes: [0, 1], isRequired: false },
      ],
    });
    expect(saved.steps.map((step) => [step.kind, step.isRequired, step.position])).toEqual([
      ['course', true, 0],
      ['course', true, 1],
      ['practice', false, 2],
    ]);
    const [first, second, third] = saved.steps;
    expect(third).toMatchObject({ courseId: practice.course.id, lessonId: practice.lesson.id, prerequisiteStepIds: [first.id, second.id] });
    await paths.publish(path.id);

    const learner = await make.user();
    await make.enrollment(learner, fundamentals.course);
    await make.enrollment(learner, boolean.course);
    await make.enrollment(learner, practice.course);
    const before = await paths.detail(learnerViewer(learner), path.slug);
    expect(stateOf(before)).toEqual([
      [fundamentals.course.title, null, 'available', []],
      [boolean.course.title, null, 'locked', [first.id]],
      [practice.course.title, practice.lesson.title, 'locked', [first.id, second.id]],
    ]);
    expect(before.progress).toEqual({ requiredTotal: 2, requiredDone: 0, stepsDone: 0, percent: 0, isComplete: false });
    expect(before).toMatchObject({ stepCount: 3, requiredStepCount: 2, minutes: 30, isPublished: true });

    await learning.completeLesson(learner, fundamentals.lessons[0].id);
    const halfway = await paths.detail(learnerViewer(learner), path.slug);
    expect(halfway.steps[0]).toMatchObject({ state: 'available', isEnrolled: true, courseProgress: 50 });

    await finishCourse(learner, fundamentals);
    const afterFirst = await paths.detail(learnerViewer(learner), path.slug);
    expect(stateOf(afterFirst).map(([, , state, waiting]) => [state, waiting])).toEqual([
      ['done', []],
      ['available', []],
      ['locked', [second.id]],
    ]);
    expect(afterFirst.progress).toMatchObject({ requiredDone: 1, percent: 50, isComplete: false });

    await finishCourse(learner, boolean);
    const required = await paths.detail(learnerViewer(learner), path.slug);
    expect(required.progress).toEqual({ requiredTotal: 2, requiredDone: 2, stepsDone: 2, percent: 100, isComplete: true });
    expect(required.steps[2].state).toBe('available');

    await make.completion(learner, practice.lesson);
    expect((await paths.detail(learnerViewer(learner), path.slug)).steps.map((step) => step.state)).toEqual(['done', 'done', 'done']);

    // A visitor sees the path as a learner who has done nothing, without progress.
    const visitor = await paths.detail(null, path.slug);
    expect(visitor.steps.map((step) => step.state)).toEqual(['available', 'locked', 'locked']);
    expect(visitor.progress).toBeNull();
  });

  it('counts a step completed while locked as done, and a revoked certificate as not done', async () => {
    const first = await make.courseWithLessons({ lessons: 1 });
    const second = await make.courseWithLessons({ lessons: 1 });
    const path = await newPath();
    await paths.setSteps(path.id, { steps: [{ courseId: first.course.id }, { courseId: second.course.id, prerequisiteIndexes: [0] }] });
    await paths.publish(path.id);
    const learner = await make.user();
    await make.enrollment(learner, second.course);
    await finishCourse(learner, second);
    const detail = await paths.detail(learnerViewer(learner), path.slug);
    expect(detail.steps.map((step) => step.state)).toEqual(['available', 'done']);
    expect(detail.progress).toMatchObject({ requiredDone: 1, percent: 50 });

    await app.em
      .fork()
      .nativeUpdate(Certificate, { user: learner.id, course: second.course.id }, { revokedAt: new Date(), revokeReason: 'Test' });
    expect((await paths.detail(learnerViewer(learner), path.slug)).steps.map((step) => step.state)).toEqual(['available', 'locked']);
  });

  it('counts a course step done from the current certificate only: not from one a renewal replaced, once the renewal is revoked', async () => {
    const course = await make.courseWithLessons({ lessons: 1 });
    const path = await newPath();
    await paths.setSteps(path.id, { steps: [{ courseId: course.course.id }] });
    await paths.publish(path.id);
    const learner = await make.user();
    await make.enrollment(learner, course.course);
    await finishCourse(learner, course);
    expect((await paths.detail(learnerViewer(learner), path.slug)).steps.map((step) => step.state)).toEqual(['done']);

    // Renewed, and the renewal revoked: the learner holds no current certificate of the course.
    const fork = app.em.fork();
    const old = await fork.findOneOrFail(Certificate, { user: learner.id, course: course.course.id });
    await fork.nativeUpdate(Certificate, { id: old.id }, { renewedAt: new Date() });
    fork.create(Certificate, {
      code: newCertificateCode(),
      user: learner.id,
      course: course.course.id,
      learnerName: old.learnerName,
      courseTitle: old.courseTitle,
      minutes: old.minutes,
      renews: old.id,
      revokedAt: new Date(),
      revokeReason: 'Test',
    });
    await fork.flush();
    expect((await paths.detail(learnerViewer(learner), path.slug)).steps.map((step) => step.state)).toEqual(['available']);
  });

  it('answers a lesson deleted while the steps are saved with the refusal the check gives', async () => {
    const practice = await capstone();
    const path = await newPath();
    const read = PathsRepository.prototype.liveLessons;
    jest.spyOn(PathsRepository.prototype, 'liveLessons').mockImplementation(async function (this: PathsRepository, ids: number[]) {
      const lessons = await read.call(this, ids);
      // Another admin deletes the lesson right after it was read.
      await app.em.fork().nativeDelete(Lesson, { id: practice.lesson.id });
      return lessons;
    });
    await expectRefusal(
      paths.setSteps(path.id, { steps: [{ lessonId: practice.lesson.id }] }),
      'PATH_STEPS_INVALID',
      'Step 1: the lesson does not exist.',
    );
    expect((await paths.adminDetail(path.id)).steps).toEqual([]);
  });

  it('refuses a list of steps with every problem named: cycles, itself, out of range, twice, unknown, unsuitable, both', async () => {
    const a = await make.course({ title: `Alpha ${unique()}` });
    const b = await make.course({ title: `Beta ${unique()}` });
    const c = await make.course({ title: `Gamma ${unique()}` });
    const path = await newPath();
    const save = (steps: PathStepInputDto[]) => paths.setSteps(path.id, { steps });

    await expectRefusal(
      save([
        { courseId: a.id, prerequisiteIndexes: [2] },
        { courseId: b.id, prerequisiteIndexes: [0] },
        { courseId: c.id, prerequisiteIndexes: [1] },
      ]),
      'PATH_STEPS_INVALID',
      `Steps cannot require each other in a circle: ${a.title} requires ${c.title}, which requires ${b.title}, which requires ${a.title}.`,
    );
    await expectRefusal(save([{ courseId: a.id, prerequisiteIndexes: [0] }]), 'PATH_STEPS_INVALID', 'Step 1 cannot require itself.');
    await expectRefusal(
      save([{ courseId: a.id }, { courseId: b.id, prerequisiteIndexes: [5] }]),
      'PATH_STEPS_INVALID',
      'Step 2 requires step 6, but the path has 2 steps.',
    );
    await expectRefusal(
      save([{ courseId: a.id }, { courseId: a.id }]),
      'PATH_STEPS_INVALID',
      `Step 2: “${a.title}” is already step 1 of this path.`,
    );

    const deleted = await make.course({ deletedAt: new Date() });
    const video = await make.lesson(await make.module(a), { title: 'Welcome video' });
    const noSearch = await make.lesson(await make.module(b), { type: 'quiz', title: 'Plain quiz' });
    await make.quiz(noSearch, { questions: [{ type: 'multiple_choice' }] });
    const error = await expectRefusal(
      save([{ courseId: deleted.id }, { lessonId: 2_000_000_000 }, { lessonId: video.id }, { lessonId: noSearch.id }]),
      'PATH_STEPS_INVALID',
      [
        'Step 1: the course does not exist.',
        'Step 2: the lesson does not exist.',
        'Step 3: “Welcome video” is not a practice conversation or a sourcing exercise, so it cannot be a step.',
        'Step 4: “Plain quiz” is not a practice conversation or a sourcing exercise, so it cannot be a step.',
      ].join('\n'),
    );
    expect((error as unknown as { responseMessage: string[] }).responseMessage).toHaveLength(4);
    await expectRefusal(
      save([{ courseId: a.id, lessonId: video.id }]),
      'PATH_STEPS_INVALID',
      'Step 1: choose a course or a lesson, not both.',
    );
    // Nothing was saved.
    expect((await paths.adminDetail(path.id)).steps).toEqual([]);
  });

  it('keeps the step of a course or lesson that stays, and replaces the prerequisites', async () => {
    const a = await make.course();
    const b = await make.course();
    const sourcing = await capstone('sourcing');
    const path = await newPath();
    const first = await paths.setSteps(path.id, {
      steps: [{ courseId: a.id }, { courseId: b.id, prerequisiteIndexes: [0] }, { lessonId: sourcing.lesson.id, prerequisiteIndexes: [1] }],
    });
    expect(first.steps.map((step) => step.kind)).toEqual(['course', 'course', 'sourcing']);
    const [stepA, stepB, stepS] = first.steps.map((step) => step.id);

    const second = await paths.setSteps(path.id, {
      steps: [{ lessonId: sourcing.lesson.id }, { courseId: b.id, prerequisiteIndexes: [0], isRequired: false }],
    });
    expect(second.steps.map((step) => [step.id, step.position, step.isRequired, step.prerequisiteStepIds])).toEqual([
      [stepS, 0, true, []],
      [stepB, 1, false, [stepS]],
    ]);
    expect(second.steps.some((step) => step.id === stepA)).toBe(false);
    expect(second).toMatchObject({ stepCount: 2, requiredStepCount: 1 });
  });

  it('publishes only a path with a required step, and keeps a published path from losing its last one', async () => {
    const path = await newPath();
    await expectRefusal(paths.publish(path.id), 'PATH_NOT_PUBLISHABLE', 'Add at least one required step before publishing the path.');
    const course = await make.course();
    await paths.setSteps(path.id, { steps: [{ courseId: course.id, isRequired: false }] });
    await expectRefusal(paths.publish(path.id), 'PATH_NOT_PUBLISHABLE', 'Add at least one required step before publishing the path.');
    await paths.setSteps(path.id, { steps: [{ courseId: course.id }] });
    expect((await paths.publish(path.id)).isPublished).toBe(true);
    await expectRefusal(
      paths.setSteps(path.id, { steps: [] }),
      'PATH_NOT_PUBLISHABLE',
      'A published path needs at least one required step. Unpublish the path first to remove them all.',
    );
    expect((await paths.unpublish(path.id)).isPublished).toBe(false);
    expect((await paths.setSteps(path.id, { steps: [] })).steps).toEqual([]);
  });

  it('shows a path only to viewers who may see every course in it; drafts only to admins, by address', async () => {
    const open = await make.course();
    const recruiters = await make.course({ accessLevel: 'recruitpro' });
    const path = await newPath();
    await paths.setSteps(path.id, { steps: [{ courseId: open.id }, { courseId: recruiters.id }] });
    const admin = await make.user({ role: 'admin' });
    const recruiter = await make.user({ role: 'recruitpro' });
    const seeker = await make.user({ role: 'jobseeker' });

    await expectRefusal(paths.detail(learnerViewer(recruiter), path.slug), 'PATH_NOT_FOUND', 'Path not found');
    expect((await paths.detail(learnerViewer(admin), path.slug)).isPublished).toBe(false);
    expect((await paths.catalogue(learnerViewer(admin))).some((item) => item.id === path.id)).toBe(false);

    await paths.publish(path.id);
    expect((await paths.catalogue(learnerViewer(recruiter))).some((item) => item.id === path.id)).toBe(true);
    expect((await paths.catalogue(learnerViewer(seeker))).some((item) => item.id === path.id)).toBe(false);
    expect((await paths.catalogue(null)).some((item) => item.id === path.id)).toBe(false);
    await expectRefusal(paths.detail(learnerViewer(seeker), path.slug), 'PATH_NOT_FOUND', 'Path not found');
    expect(await paths.coursePaths(learnerViewer(recruiter), open.id)).toEqual([
      { id: path.id, slug: path.slug, title: path.title, levelLabel: 'Practitioner' },
    ]);
    expect(await paths.coursePaths(learnerViewer(seeker), open.id)).toEqual([]);

    await paths.remove(path.id);
    await expectRefusal(paths.detail(learnerViewer(admin), path.slug), 'PATH_NOT_FOUND', 'Path not found');
    await expectRefusal(paths.adminDetail(path.id), 'PATH_NOT_FOUND', 'Path not found');
  });

  it("leaves a deleted course's step out for learners, and its prerequisite no longer locks anything", async () => {
    const gone = await make.course();
    const kept = await make.course();
    const path = await newPath();
    await paths.setSteps(path.id, { steps: [{ courseId: gone.id }, { courseId: kept.id, prerequisiteIndexes: [0] }] });
    await paths.publish(path.id);
    await app.em.fork().nativeUpdate(Course, { id: gone.id }, { deletedAt: new Date() });

    const detail = await paths.detail(null, path.slug);
    expect(detail.steps.map((step) => [step.courseId, step.state, step.prerequisiteStepIds, step.position])).toEqual([
      [kept.id, 'available', [], 0],
    ]);
    expect((await paths.adminDetail(path.id)).steps.map((step) => step.courseDeleted)).toEqual([true, false]);
  });

  it("lists on the learner's dashboard the published paths they started, with each step's state", async () => {
    const first = await make.courseWithLessons({ lessons: 1 });
    const second = await make.courseWithLessons({ lessons: 1 });
    const started = await newPath();
    const untouched = await newPath();
    await paths.setSteps(started.id, { steps: [{ courseId: first.course.id }, { courseId: second.course.id, prerequisiteIndexes: [0] }] });
    await paths.setSteps(untouched.id, { steps: [{ courseId: second.course.id }] });
    await paths.publish(started.id);
    await paths.publish(untouched.id);

    const learner = await make.user();
    expect(await paths.mine(learner)).toEqual([]);
    await make.enrollment(learner, first.course);
    const mine = await paths.mine(learner);
    expect(mine.map((path) => path.id)).toEqual([started.id]);
    expect(mine[0].steps.map((step) => step.state)).toEqual(['available', 'locked']);
  });

  it('makes slugs from titles, unique among all paths, fixed when the title changes', async () => {
    const title = `Talent Sourcing Ladder ${unique()}`;
    const one = await newPath(title);
    const two = await newPath(title);
    expect(one.slug).toBe(title.toLowerCase().replace(/ /g, '-'));
    expect(two.slug).toBe(`${one.slug}-2`);
    const renamed = await paths.update(one.id, { title: 'Another title', description: '<b>Bold</b> claims' });
    expect(renamed).toMatchObject({ slug: one.slug, title: 'Another title', description: 'Bold claims' });
  });

  it('orders the catalogue as the admin says, and refuses an order that leaves a path out', async () => {
    const list = await paths.adminList();
    const reversed = list.map((path) => path.id).reverse();
    expect((await paths.reorder(reversed)).map((path) => path.id)).toEqual(reversed);
    await expectRefusal(paths.reorder(reversed.slice(1)), 'INVALID_ORDER', 'List every path once, in the new order.');
  });
});
