import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { sanitizeLessonHtml } from '../../src/common/html/sanitize-html.js';
import { ormOptions } from '../../src/database/mikro-orm.config.js';
import { DEMO_COURSES, DEMO_DOWNLOADS, DEMO_LEARNERS, DEMO_PASSWORD } from '../../src/seed/demo-academy.data.js';
import { seedDemoAcademy } from '../../src/seed/demo-academy.seeder.js';
import { DEMO_PATHS } from '../../src/seed/demo-paths.data.js';
import { DEMO_QUIZZES } from '../../src/seed/demo-quizzes.data.js';
import { DEMO_REVIEWS } from '../../src/seed/demo-reviews.data.js';
import { DEMO_SCORM } from '../../src/seed/demo-scorm.data.js';
import { ScormPackage } from '../../src/modules/scorm/entities/scorm-package.entity.js';
import { ScormStorage } from '../../src/modules/scorm/scorm-storage.service.js';
import { Review } from '../../src/modules/reviews/entities/review.entity.js';
import { CertificateSettings } from '../../src/modules/certificates/entities/certificate-settings.entity.js';
import { CourseCredit } from '../../src/modules/credits/entities/course-credit.entity.js';
import { PathCredit } from '../../src/modules/credits/entities/path-credit.entity.js';
import { LearningPathStepPrerequisite } from '../../src/modules/paths/entities/learning-path-step-prerequisite.entity.js';
import { LearningPathStep } from '../../src/modules/paths/entities/learning-path-step.entity.js';
import { LearningPath } from '../../src/modules/paths/entities/learning-path.entity.js';
import { CourseImage } from '../../src/modules/catalog/entities/course-image.entity.js';
import { ACCESS_LEVELS, Course } from '../../src/modules/catalog/entities/course.entity.js';
import { LESSON_TYPES, Lesson, VIDEO_PROVIDERS } from '../../src/modules/catalog/entities/lesson.entity.js';
import { CourseModule } from '../../src/modules/catalog/entities/module.entity.js';
import { DOWNLOAD_CATEGORIES, DOWNLOAD_FILE_TYPES, Download } from '../../src/modules/downloads/entities/download.entity.js';
import { Enrollment } from '../../src/modules/learning/entities/enrollment.entity.js';
import { LessonProgress } from '../../src/modules/learning/entities/lesson-progress.entity.js';
import { QuizQuestion } from '../../src/modules/quizzes/entities/quiz-question.entity.js';
import { Quiz } from '../../src/modules/quizzes/entities/quiz.entity.js';
import { CandidateSearchService } from '../../src/modules/sourcing/candidate-search.service.js';
import { parseQuery } from '../../src/modules/sourcing/public/search-language.js';
import { SourcingRepository } from '../../src/modules/sourcing/sourcing.repository.js';
import { User } from '../../src/modules/users/entities/user.entity.js';
import { PasswordHasher } from '../../src/modules/users/password-hasher.service.js';
import { createTestApp, testConfig } from '../support/test-app.js';
import { createMigratedDatabase, dropDatabase } from '../support/test-database.js';

const ALLOWED_TAGS = new Set(['p', 'h2', 'h3', 'h4', 'strong', 'em', 'blockquote', 'ul', 'ol', 'li', 'code', 'pre', 'a', 'br']);

/** A database of its own (the run's shared database already has other files' rows), migrated and with an ORM on it. */
async function freshAcademy(prefix: string): Promise<{ url: string; orm: MikroORM; drop(): Promise<void> }> {
  const adminUrl = process.env.ACADEMY_TEST_ADMIN_URL!;
  const url = await createMigratedDatabase(prefix);
  const orm = await MikroORM.init(ormOptions(url, { silent: true }));
  return {
    url,
    orm,
    drop: async () => {
      await orm.close(true);
      await dropDatabase(adminUrl, url);
    },
  };
}

async function counts(orm: MikroORM): Promise<Record<string, number>> {
  const em = orm.em.fork();
  return {
    courses: await em.count(Course, {}),
    modules: await em.count(CourseModule, {}),
    lessons: await em.count(Lesson, {}),
    downloads: await em.count(Download, {}),
    users: await em.count(User, {}),
    enrollments: await em.count(Enrollment, {}),
    progress: await em.count(LessonProgress, {}),
    paths: await em.count(LearningPath, {}),
    pathSteps: await em.count(LearningPathStep, {}),
    scormPackages: await em.count(ScormPackage, {}),
  };
}

/** Where the seeder unpacks SCORM packages: a directory of its own, as the app's SCORM_STORAGE_DIR. */
function scormStorage(): { storage: ScormStorage; dir: string } {
  const config = testConfig('seed');
  return { storage: new ScormStorage(config), dir: config.scorm.storageDir };
}

/** What the SCORM storage holds: each package's directory, and anything left in the uploads' working directory. */
function storedPackages(dir: string): { packages: string[]; incoming: string[] } {
  const names = existsSync(dir) ? readdirSync(dir) : [];
  const incoming = join(dir, '.incoming');
  return {
    packages: names.filter((name) => name !== '.incoming').sort(),
    incoming: existsSync(incoming) ? readdirSync(incoming) : [],
  };
}

function tagsAndLinks(html: string): { tags: string[]; hrefs: string[] } {
  return {
    tags: [...html.matchAll(/<\/?([a-zA-Z0-9]+)/g)].map((match) => match[1].toLowerCase()),
    hrefs: [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]),
  };
}

const hasher = new PasswordHasher(testConfig('seed'));

describe('demo academy seeder', () => {
  let academy: Awaited<ReturnType<typeof freshAcademy>>;
  const lines: string[] = [];
  let firstRun: boolean;
  const scorm = scormStorage();

  beforeAll(async () => {
    academy = await freshAcademy('academy_seed');
    firstRun = await seedDemoAcademy(academy.orm.em, hasher, scorm.storage, (line) => lines.push(line));
  }, 60_000);
  afterAll(() => academy?.drop());

  it('seeds an empty database and logs what it made and each demo learner once', () => {
    expect(firstRun).toBe(true);
    expect(lines.filter((line) => line.startsWith('Demo academy created:'))).toEqual([
      expect.stringContaining(`${DEMO_COURSES.length} courses, `),
    ]);
    expect(lines.join('\n')).toContain(`, ${DEMO_PATHS.length} learning paths, `);
    for (const learner of DEMO_LEARNERS) {
      expect(
        lines.filter((line) => line.startsWith('Demo learner:') && line.includes(learner.email) && line.includes(DEMO_PASSWORD)),
      ).toHaveLength(1);
    }
  });

  it('gives every quiz lesson its quiz and questions', async () => {
    const em = academy.orm.em.fork();
    const quizLessons = await em.find(Lesson, { type: 'quiz' });
    const quizzes = await em.find(Quiz, {}, { populate: ['lesson'] });
    expect(quizzes.map((quiz) => quiz.lesson.id).sort()).toEqual(quizLessons.map((lesson) => lesson.id).sort());
    const questions = await em.count(QuizQuestion, {});
    expect(questions).toBe(Object.values(DEMO_QUIZZES).reduce((sum, quiz) => sum + quiz.questions.length, 0));
  });

  it('gives every SCORM lesson its package, made in code and stored as an upload is: checked, unpacked, nothing left over', async () => {
    const em = academy.orm.em.fork();
    const scormLessons = await em.find(Lesson, { type: 'scorm' }, { populate: ['course'] });
    expect(scormLessons.map((lesson) => [lesson.title, lesson.course.slug])).toEqual([
      ['Intake meeting essentials (interactive)', 'recruiting-fundamentals'],
    ]);
    const packages = await em.find(ScormPackage, {}, { populate: ['lesson'] });
    expect(packages.map((row) => row.lesson.id)).toEqual(scormLessons.map((lesson) => lesson.id));
    const [row] = packages;
    expect(row).toMatchObject({
      version: '1.2',
      title: 'Intake meeting essentials',
      launchPath: 'index.html',
      fileName: DEMO_SCORM['Intake meeting essentials (interactive)'].fileName,
      fileCount: 4,
    });
    expect(row.sizeBytes).toBeGreaterThan(1000);
    // One directory, the row's, holding the SCO; no partial unpacking and no zip left where uploads arrive.
    expect(storedPackages(scorm.dir)).toEqual({ packages: [row.storageId], incoming: [] });
    const files = readdirSync(join(scorm.dir, row.storageId)).sort();
    expect(files).toEqual(['imsmanifest.xml', 'index.html', 'sco.js', 'style.css']);
    expect(readFileSync(join(scorm.dir, row.storageId, 'index.html'), 'utf8')).toContain('<h1>Intake meeting essentials</h1>');
    const sco = readFileSync(join(scorm.dir, row.storageId, 'sco.js'), 'utf8');
    for (const call of ["call('Initialize')", "call('Commit')", "call('Terminate')", 'cmi.suspend_data', 'cmi.core.lesson_location'])
      expect(sco).toContain(call);
  });

  it('gives its courses SHRM, HRCI and CPD credits, and none to the admin handbook', async () => {
    const em = academy.orm.em.fork();
    const credits = await em.find(CourseCredit, {}, { populate: ['course'], orderBy: { id: 'asc' } });
    const bySlug = (slug: string) =>
      credits.filter((credit) => credit.course.slug === slug).map(({ body, category, hundredths }) => [body, category, hundredths]);
    expect(bySlug('recruiting-fundamentals')).toEqual([
      ['shrm', 'general', 200],
      ['hrci', 'general', 150],
      ['hrci', 'ethics', 50],
      ['cpd', 'general', 200],
    ]);
    expect(bySlug('running-the-academy-admin-handbook')).toEqual([]);
    expect(new Set(credits.map((credit) => credit.course.slug)).size).toBe(5);
  });

  it('publishes the certification ladder: its steps and prerequisites, the credits of its certificates and their validity', async () => {
    const em = academy.orm.em.fork();
    const paths = await em.find(LearningPath, {}, { orderBy: { position: 'asc' } });
    expect(
      paths.map((path) => [path.position, path.slug, path.levelLabel, path.isPublished, path.isPaid, path.price, path.paymentType]),
    ).toEqual([
      [0, 'recruiting-foundation', 'Foundation', true, false, 0, 'one_time'],
      [1, 'recruiting-practitioner', 'Practitioner', true, true, 3900, 'one_time'],
      [2, 'recruiting-expert', 'Expert', true, true, 8900, 'one_time'],
    ]);

    const steps = await em.find(LearningPathStep, {}, { populate: ['course', 'lesson'], orderBy: { path: 'asc', position: 'asc' } });
    const prerequisites = await em.find(LearningPathStepPrerequisite, {}, { populate: ['step', 'prerequisite'] });
    const stepsOf = (slug: string) =>
      steps
        .filter((step) => step.path.id === paths.find((path) => path.slug === slug)!.id)
        .map((step) => [
          step.position,
          step.lesson ? `${step.lesson.title} (${step.lesson.type}, ${step.course.title})` : step.course.title,
          step.isRequired,
          prerequisites.filter((row) => row.step.id === step.id).map((row) => row.prerequisite.position),
        ]);
    expect(stepsOf('recruiting-foundation')).toEqual([[0, 'Recruiting Fundamentals', true, []]]);
    expect(stepsOf('recruiting-practitioner')).toEqual([
      [0, 'Recruiting Fundamentals', false, []],
      [1, 'Modern Candidate Sourcing', true, []],
      [2, 'Sourcing Lab (quiz, Modern Candidate Sourcing)', true, []],
      [3, 'Practice: screening a hesitant candidate (practice, Recruiting Fundamentals)', true, [1]],
    ]);
    expect(stepsOf('recruiting-expert')).toEqual([
      [0, 'Interviewing with Structure', true, []],
      [1, 'Employer Branding That Attracts Talent', true, []],
      [2, 'Practice: the intake meeting (practice, Recruiting Fundamentals)', true, [0]],
      [3, 'Practice: delivering a rejection with care (practice, Recruiting Fundamentals)', true, [0]],
    ]);
    // Prerequisites stay within their path.
    for (const row of prerequisites) expect(row.prerequisite.path.id).toBe(row.step.path.id);

    const credits = await em.find(PathCredit, {}, { populate: ['path'], orderBy: { id: 'asc' } });
    const creditsOf = (slug: string) =>
      credits
        .filter((credit) => credit.path.slug === slug)
        .map(({ body, category, hundredths, activityId, bodyName }) => [body, category, hundredths, activityId, bodyName]);
    expect(creditsOf('recruiting-foundation')).toEqual([]);
    expect(creditsOf('recruiting-practitioner')).toEqual([
      ['shrm', 'general', 100, '26-RP4C9', null],
      ['hrci', 'general', 100, '612349', null],
      ['cpd', 'general', 100, null, 'CIPD'],
    ]);
    expect(creditsOf('recruiting-expert')).toEqual([
      ['shrm', 'general', 150, '26-RE7X2', null],
      ['hrci', 'general', 100, '612350', null],
      ['hrci', 'ethics', 50, '612350', null],
      ['cpd', 'general', 150, null, 'CIPD'],
    ]);

    // Foundation has no row: its certificates never expire. No course has settings of its own.
    const settings = await em.find(CertificateSettings, {}, { populate: ['path', 'refresherLesson'], orderBy: { id: 'asc' } });
    expect(
      settings.map((row) => [
        row.path?.slug,
        row.course,
        row.validityMonths,
        row.refresherCourse,
        row.refresherLesson?.title,
        row.refresherLesson?.type,
      ]),
    ).toEqual([
      ['recruiting-practitioner', null, 24, null, 'Sourcing Lab', 'quiz'],
      ['recruiting-expert', null, 24, null, 'Practice: delivering a rejection with care', 'practice'],
    ]);
  });

  it("gives the Sourcing Lab's exercises the demo pool and, as targets, exactly what the SQL search finds", async () => {
    const em = academy.orm.em.fork();
    const search = new CandidateSearchService(new SourcingRepository(em));
    const exercises = await em.find(QuizQuestion, { type: 'boolean_search' }, { orderBy: { order: 'asc' }, populate: ['searchPool'] });
    expect(exercises.length).toBeGreaterThanOrEqual(4);
    for (const exercise of exercises) {
      expect(exercise.searchPool?.name).toBe('Demo talent pool');
      const parsed = parseQuery(exercise.search!.referenceQuery);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const hits = await search.hitIds(exercise.searchPool!.id, parsed.query, exercise.search!.fields);
      expect(exercise.search!.targetIds).toEqual(hits);
      expect(hits.length).toBeGreaterThanOrEqual(5);
      expect(hits.length).toBeLessThanOrEqual(80);
    }
  });

  it('creates the six courses with their pricing, access levels and summed durations', async () => {
    const em = academy.orm.em.fork();
    const courses = await em.find(Course, {}, { orderBy: { id: 'asc' } });
    expect(courses.map((course) => course.title)).toEqual([
      'Recruiting Fundamentals',
      'Modern Candidate Sourcing',
      'Interviewing with Structure',
      'Land Your Next Role: Job Search Playbook',
      'Employer Branding That Attracts Talent',
      'Running the Academy (Admin Handbook)',
    ]);
    expect(new Set(courses.map((course) => course.accessLevel))).toEqual(new Set(ACCESS_LEVELS));
    expect(courses.map((course) => [course.isPaid, course.price, course.paymentType])).toEqual([
      [false, 0, 'one_time'],
      [true, 4900, 'one_time'],
      [true, 1900, 'subscription'],
      [false, 0, 'one_time'],
      [true, 7900, 'one_time'],
      [false, 0, 'one_time'],
    ]);
    // Every course has its own generated image, in both sizes.
    const images = await em.find(CourseImage, {}, { populate: ['data'], orderBy: { id: 'asc' } });
    expect(new Set(courses.map((course) => course.imageKey)).size).toBe(courses.length);
    for (const course of courses) {
      const own = images.filter((image) => image.course.id === course.id);
      expect(own.map((image) => image.id).sort()).toEqual([`${course.imageKey}-card`, `${course.imageKey}-hero`]);
      for (const image of own) {
        const { format, width, height } = await sharp(Buffer.from(image.data)).metadata();
        expect([format, width, height]).toEqual(image.variant === 'card' ? ['webp', 640, 360] : ['webp', 1600, 900]);
      }
    }

    const lessons = await em.find(Lesson, {}, { orderBy: { id: 'asc' } });
    const modules = await em.find(CourseModule, {}, { orderBy: { id: 'asc' } });
    for (const course of courses) {
      const own = lessons.filter((lesson) => lesson.course.id === course.id);
      expect(course.estimatedDuration).toBe(own.reduce((sum, lesson) => sum + lesson.duration, 0));
      const ownModules = modules.filter((module) => module.course.id === course.id);
      expect(ownModules.map((module) => module.order)).toEqual(ownModules.map((_, index) => index + 1));
      if (course.accessLevel === 'admin') {
        expect(ownModules).toHaveLength(1);
        expect(own.map((lesson) => lesson.type)).toEqual(['text', 'text']);
      } else {
        expect(ownModules.length).toBeGreaterThanOrEqual(2);
        // Recruiting Fundamentals ends with a module of practice conversations.
        expect(ownModules.length).toBeLessThanOrEqual(4);
      }
      for (const module of ownModules) {
        const inModule = own.filter((lesson) => lesson.module.id === module.id);
        expect(inModule.length).toBeGreaterThanOrEqual(2);
        expect(inModule.length).toBeLessThanOrEqual(4);
        expect(inModule.map((lesson) => lesson.order)).toEqual(inModule.map((_, index) => index + 1));
      }
    }
  });

  it('uses every lesson type and video provider, with only the fields of each type', async () => {
    const lessons = await academy.orm.em.fork().find(Lesson, {});
    expect(new Set(lessons.map((lesson) => lesson.type))).toEqual(new Set(LESSON_TYPES));
    expect(new Set(lessons.filter((lesson) => lesson.type === 'video').map((lesson) => lesson.videoProvider))).toEqual(
      new Set(VIDEO_PROVIDERS),
    );
    const idPatterns = { youtube: /^[\w-]{11}$/, vimeo: /^\d{6,10}$/, wistia: /^[a-z0-9]{10}$/, jwplayer: /^[a-zA-Z0-9]{8}$/ };
    for (const lesson of lessons) {
      expect(lesson.duration).toBeGreaterThan(0);
      expect(lesson.description).toMatch(/^<p>/);
      if (lesson.type === 'video') {
        expect(lesson.videoId).toMatch(idPatterns[lesson.videoProvider!]);
      } else {
        expect([lesson.videoProvider, lesson.videoId]).toEqual([null, null]);
      }
      if (lesson.type === 'text') {
        for (const tag of ['<h2>', '<li>', '<blockquote>']) expect(lesson.content).toContain(tag);
      } else {
        expect(lesson.content).toBeNull();
      }
      if (lesson.type === 'download') {
        expect(lesson.contentUrl).toMatch(/^https:\/\/example\.org\/academy\/[a-z0-9-]+\.pdf$/);
      } else {
        expect(lesson.contentUrl).toBeNull();
      }
      // Stored HTML is already in the sanitizer's canonical form.
      for (const html of [lesson.description, lesson.content ?? '']) expect(sanitizeLessonHtml(html)).toBe(html);
    }
    expect(
      lessons.filter((lesson) => lesson.type === 'text' && /<a href="https:\/\//.test(lesson.content ?? '')).length,
    ).toBeGreaterThanOrEqual(5);
  });

  it('writes its HTML with allowed tags and https links only', () => {
    const htmls = DEMO_COURSES.flatMap((course) =>
      course.modules.flatMap((module) =>
        module.lessons.flatMap((lesson) => [lesson.description, lesson.type === 'text' ? lesson.content : '']),
      ),
    );
    for (const html of htmls) {
      const { tags, hrefs } = tagsAndLinks(html);
      expect(tags.filter((tag) => !ALLOWED_TAGS.has(tag))).toEqual([]);
      for (const href of hrefs) expect(href).toMatch(/^https:\/\/[^\s"]+$/);
    }
  });

  it('fills the download library: two per category, every file type', async () => {
    const downloads = await academy.orm.em.fork().find(Download, {});
    expect(downloads).toHaveLength(DEMO_DOWNLOADS.length);
    for (const category of DOWNLOAD_CATEGORIES) expect(downloads.filter((download) => download.category === category)).toHaveLength(2);
    expect(new Set(downloads.map((download) => download.fileType))).toEqual(new Set(DOWNLOAD_FILE_TYPES));
    for (const download of downloads) {
      expect(download.fileUrl).toMatch(/^https:\/\/example\.org\//);
      expect(download.fileUrl.endsWith(`/${download.fileName}`)).toBe(true);
      expect(download.fileSize).toBeGreaterThan(1000);
      expect(download.description.length).toBeGreaterThan(40);
    }
  });

  it('creates the demo learners and starts the job seeker on a free course', async () => {
    const em = academy.orm.em.fork();
    const recruiter = await em.findOneOrFail(User, { email: 'recruiter@academy.local' });
    const jobseeker = await em.findOneOrFail(User, { email: 'jobseeker@academy.local' });
    expect([recruiter.role, recruiter.firstName, recruiter.lastName]).toEqual(['recruitpro', 'Riley', 'Recruiter']);
    expect([jobseeker.role, jobseeker.firstName, jobseeker.lastName]).toEqual(['jobseeker', 'Jordan', 'Seeker']);

    expect(await em.count(Enrollment, { user: recruiter })).toBe(0);
    const enrolments = await em.find(Enrollment, { user: jobseeker }, { populate: ['course'] });
    expect(enrolments).toHaveLength(1);
    expect(enrolments[0]).toMatchObject({ source: 'free', status: 'active' });
    expect(enrolments[0].course.isPaid).toBe(false);
    expect(['all', 'jobseeker']).toContain(enrolments[0].course.accessLevel);

    const progress = await em.find(LessonProgress, { user: jobseeker }, { populate: ['lesson'] });
    expect(progress).toHaveLength(2);
    expect(progress.every((row) => row.course.id === enrolments[0].course.id && row.lesson.course.id === enrolments[0].course.id)).toBe(
      true,
    );
    expect(progress.every((row) => row.completedAt.getTime() < Date.now())).toBe(true);
  });

  it('gives courses reviews from enrolled learners past the threshold, with each course counting its ratings', async () => {
    const em = academy.orm.em.fork();
    const reviews = await em.find(Review, {}, { populate: ['user', 'course'] });
    expect(reviews).toHaveLength(DEMO_REVIEWS.length);
    for (const review of reviews) {
      const enrolment = await em.findOneOrFail(Enrollment, { user: review.user, course: review.course });
      const lessons = await em.count(Lesson, { course: review.course });
      expect(enrolment.status).toBe('active');
      expect(enrolment.completedLessons / lessons).toBeGreaterThanOrEqual(0.3);
      expect(await em.count(LessonProgress, { user: review.user, course: review.course })).toBe(enrolment.completedLessons);
      expect(review.helpfulCount).toBe(DEMO_REVIEWS.find((data) => data.email === review.user.email)!.helpfulVotes ?? 0);
    }
    const courses = await em.find(Course, {});
    for (const course of courses) {
      const own = reviews.filter((review) => review.course.id === course.id);
      expect([course.title, course.ratingCount, course.ratingSum]).toEqual([
        course.title,
        own.length,
        own.reduce((sum, review) => sum + review.rating, 0),
      ]);
    }
    expect(courses.filter((course) => course.ratingCount > 0).length).toBeGreaterThanOrEqual(3);
  });

  it('does nothing the second time, on disk either', async () => {
    const before = await counts(academy.orm);
    const stored = storedPackages(scorm.dir);
    const logged = lines.length;
    expect(await seedDemoAcademy(academy.orm.em, hasher, scorm.storage, (line) => lines.push(line))).toBe(false);
    expect(await counts(academy.orm)).toEqual(before);
    expect(storedPackages(scorm.dir)).toEqual(stored);
    expect(lines).toHaveLength(logged);
  });

  it('lets the demo learners sign in through POST /api/login, and shows them and visitors the paths they may see', async () => {
    // A chosen admin password keeps the start-up admin bootstrap from printing a generated one.
    const testApp = await createTestApp({
      DATABASE_URL: academy.url,
      ADMIN_EMAIL: 'admin@academy.local',
      ADMIN_PASSWORD: 'seed-test-admin-password',
      SCORM_STORAGE_DIR: scorm.dir,
    });
    try {
      for (const learner of DEMO_LEARNERS) {
        const agent = testApp.agent();
        const response = await agent.post('/api/login').send({ email: learner.email, password: DEMO_PASSWORD }).expect(200);
        expect(response.body.user).toMatchObject({
          email: learner.email,
          role: learner.role,
          firstName: learner.firstName,
          lastName: learner.lastName,
        });
        // Expert has Interviewing with Structure, a RecruitPro course: only the recruiter sees the whole ladder.
        const paths = await agent.get('/api/paths').expect(200);
        expect(paths.body.map((path: { slug: string }) => path.slug)).toEqual(
          learner.role === 'recruitpro'
            ? ['recruiting-foundation', 'recruiting-practitioner', 'recruiting-expert']
            : ['recruiting-foundation', 'recruiting-practitioner'],
        );
      }

      // The demo SCORM lesson plays: a learner who enrols in its free course launches it and is served the seeded files.
      const learner = testApp.agent();
      await learner.post('/api/login').send({ email: 'recruiter@academy.local', password: DEMO_PASSWORD }).expect(200);
      const em = academy.orm.em.fork();
      const scormLesson = await em.findOneOrFail(Lesson, { type: 'scorm' });
      await learner.post(`/api/courses/${scormLesson.course.id}/enroll`).set('Origin', testApp.config.publicUrl).expect(200);
      const launch = (await learner.get(`/api/lessons/${scormLesson.id}/scorm`).expect(200)).body;
      expect(launch).toMatchObject({ version: '1.2', isCompleted: false, completionStatus: 'not_attempted' });
      const page = await testApp.http().get(launch.launchUrl).expect(200);
      expect(page.text).toContain('<h1>Intake meeting essentials</h1>');
      expect(page.text).toContain('<script src="/api/scorm-bridge.js"');

      // Visitors see the first two rungs, with the capstone locks and the path's price.
      const visible = await testApp.http().get('/api/paths').expect(200);
      expect(visible.body.map((path: { slug: string }) => path.slug)).toEqual(['recruiting-foundation', 'recruiting-practitioner']);
      await testApp.http().get('/api/paths/recruiting-expert').expect(404);
      const practitioner = await testApp.http().get('/api/paths/recruiting-practitioner').expect(200);
      const steps: { id: number; state: string; waitingFor: number[]; isRequired: boolean }[] = practitioner.body.steps;
      expect(steps.map((step) => [step.state, step.isRequired])).toEqual([
        ['available', false],
        ['available', true],
        ['available', true],
        ['locked', true],
      ]);
      expect(steps[3].waitingFor).toEqual([steps[1].id]);
      const purchase = await testApp.http().get('/api/paths/recruiting-practitioner/purchase').expect(200);
      expect(purchase.body).toMatchObject({ isPaid: true, price: 3900, paymentType: 'one_time', courseCount: 2 });
    } finally {
      await testApp.close();
    }
  });
});

describe('demo academy seeder, several replicas starting at once on a database with a demo e-mail and a demo path’s address taken', () => {
  let academy: Awaited<ReturnType<typeof freshAcademy>>;
  const scorm = scormStorage();

  beforeAll(async () => {
    academy = await freshAcademy('academy_seed_race');
    const em = academy.orm.em.fork();
    em.create(User, {
      email: 'jobseeker@academy.local',
      passwordHash: 'not-a-demo-hash',
      firstName: 'Existing',
      lastName: 'Person',
      role: 'jobseeker',
      profileImageUrl: null,
    });
    // A draft an admin made before there were courses to put in it.
    em.create(LearningPath, {
      title: 'Recruiting Foundation',
      slug: 'recruiting-foundation',
      levelLabel: 'Basics',
      certificateTitle: 'Ours',
    });
    await em.flush();
  }, 60_000);
  afterAll(() => academy?.drop());

  it('seeds exactly once, keeps the existing account and path, and logs only the learner it created', async () => {
    const lines: string[] = [];
    const results = await Promise.all(
      [0, 1, 2].map(() => seedDemoAcademy(academy.orm.em, hasher, scorm.storage, (line) => lines.push(line))),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await counts(academy.orm)).toMatchObject({
      courses: DEMO_COURSES.length,
      downloads: DEMO_DOWNLOADS.length,
      // The demo learners and the demo reviewers, each reviewer enrolled with their progress.
      users: 2 + DEMO_REVIEWS.length,
      enrollments: 1 + DEMO_REVIEWS.length,
      progress: 2 + DEMO_REVIEWS.reduce((sum, review) => sum + review.completedLessons, 0),
      scormPackages: Object.keys(DEMO_SCORM).length,
    });
    // The replicas that lost the race removed the packages they had unpacked.
    const packages = await academy.orm.em.fork().find(ScormPackage, {});
    expect(storedPackages(scorm.dir)).toEqual({ packages: packages.map((row) => row.storageId).sort(), incoming: [] });
    expect(lines.filter((line) => line.startsWith('Demo learner:'))).toEqual([expect.stringContaining('recruiter@academy.local')]);
    expect(lines.filter((line) => line.includes(' learning paths, '))).toEqual([expect.stringContaining(', 2 learning paths, ')]);

    const em = academy.orm.em.fork();
    const existing = await em.findOneOrFail(User, { email: 'jobseeker@academy.local' });
    expect([existing.firstName, existing.lastName]).toEqual(['Existing', 'Person']);
    expect(await em.count(Enrollment, { user: existing })).toBe(1);
    // The taken address keeps its path; the other demo paths come after it.
    const paths = await em.find(LearningPath, {}, { orderBy: { position: 'asc' } });
    expect(paths.map((path) => [path.position, path.slug, path.levelLabel, path.isPublished])).toEqual([
      [0, 'recruiting-foundation', 'Basics', false],
      [1, 'recruiting-practitioner', 'Practitioner', true],
      [2, 'recruiting-expert', 'Expert', true],
    ]);
    expect(await em.count(LearningPathStep, { path: paths[0] })).toBe(0);
  });
});
