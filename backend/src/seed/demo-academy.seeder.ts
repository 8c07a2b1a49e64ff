import { EntityManager } from '@mikro-orm/postgresql';
import { sanitizeLessonHtml } from '../common/html/sanitize-html.js';
import { Course } from '../modules/catalog/entities/course.entity.js';
import { CohortMember } from '../modules/cohorts/entities/cohort-member.entity.js';
import { Cohort } from '../modules/cohorts/entities/cohort.entity.js';
import { LiveSession } from '../modules/cohorts/entities/live-session.entity.js';
import { CourseInstructor } from '../modules/catalog/entities/course-instructor.entity.js';
import { Instructor } from '../modules/catalog/entities/instructor.entity.js';
import { Lesson } from '../modules/catalog/entities/lesson.entity.js';
import { CourseModule } from '../modules/catalog/entities/module.entity.js';
import { renderCourseImage, storeCourseImage, type RenderedCourseImage } from '../modules/catalog/public/course-image.js';
import { CertificateSettings } from '../modules/certificates/entities/certificate-settings.entity.js';
import { CourseCredit } from '../modules/credits/entities/course-credit.entity.js';
import { PathCredit } from '../modules/credits/entities/path-credit.entity.js';
import { courseCreditLines } from '../modules/credits/public/course-credit-lines.js';
import { Download } from '../modules/downloads/entities/download.entity.js';
import { Enrollment } from '../modules/learning/entities/enrollment.entity.js';
import { LessonProgress } from '../modules/learning/entities/lesson-progress.entity.js';
import { LearningPathStepPrerequisite } from '../modules/paths/entities/learning-path-step-prerequisite.entity.js';
import { LearningPathStep } from '../modules/paths/entities/learning-path-step.entity.js';
import { LearningPath } from '../modules/paths/entities/learning-path.entity.js';
import { QuizQuestion } from '../modules/quizzes/entities/quiz-question.entity.js';
import { Quiz } from '../modules/quizzes/entities/quiz.entity.js';
import { PracticeLesson } from '../modules/practice/entities/practice-lesson.entity.js';
import { parsePracticeSettings } from '../modules/practice/practice-settings.js';
import { ScormPackage } from '../modules/scorm/entities/scorm-package.entity.js';
import type { InstalledPackage, ScormStorage } from '../modules/scorm/scorm-storage.service.js';
import { ReviewHelpfulVote } from '../modules/reviews/entities/review-helpful-vote.entity.js';
import { Review } from '../modules/reviews/entities/review.entity.js';
import { createDemoTalentPool } from '../modules/sourcing/public/candidate-pools.js';
import { DEMO_POOL_SIZE, demoTalentProfiles } from '../modules/sourcing/public/talent-pool-generator.js';
import { User } from '../modules/users/entities/user.entity.js';
import type { PasswordHasher } from '../modules/users/password-hasher.service.js';
import {
  DEMO_COURSES,
  DEMO_DOWNLOADS,
  DEMO_LEARNERS,
  DEMO_PASSWORD,
  type DemoCourse,
  type DemoLearner,
  type DemoLesson,
} from './demo-academy.data.js';
import { DEMO_PRACTICE } from './demo-practice.data.js';
import { DEMO_QUIZZES } from './demo-quizzes.data.js';
import { demoSearchTargets } from './demo-sourcing-lab.js';
import { CandidatePool } from '../modules/sourcing/entities/candidate-pool.entity.js';
import { DEMO_INSTRUCTORS, demoPreviewLessons } from './demo-instructors.data.js';
import { DEMO_CREDITS } from './demo-credits.data.js';
import { DEMO_PATHS, demoStepTitle } from './demo-paths.data.js';
import { DEMO_REVIEWS } from './demo-reviews.data.js';
import { DEMO_SCORM } from './demo-scorm.data.js';
import { sampleScormFiles, zipScormPackage } from './scorm-sample.js';
import { demoCourseArt } from './course-art.js';

/** Serialises concurrent seeders (several replicas starting at once); released when the transaction ends. */
const SEED_LOCK_KEY = 7_301_845_112;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Minutes: the sum of the course's lesson durations. */
export function demoCourseDuration(course: DemoCourse): number {
  return course.modules.reduce((total, module) => total + module.lessons.reduce((sum, lesson) => sum + lesson.duration, 0), 0);
}

/**
 * Fills an empty academy with demo content: when the database has no courses, inserts the demo
 * courses (modules, lessons; a SCORM lesson's package unpacked into `scormStorage` first, as an
 * upload is), the certification ladder (learning paths), the download library and the demo learners
 * (with a started free course for the job seeker) in one transaction and returns true. Otherwise
 * changes nothing and returns false, leaving no package behind. Demo learners whose e-mail already
 * exists are left as they are.
 */
export async function seedDemoAcademy(
  em: EntityManager,
  hasher: PasswordHasher,
  scormStorage: ScormStorage,
  log: (line: string) => void,
): Promise<boolean> {
  const fork = em.fork();
  if ((await fork.count(Course, {})) > 0) return false;

  // Hashing is slow on purpose: do it before taking the lock. Each account gets its own salt.
  const hashes = new Map<string, string>();
  for (const learner of [...DEMO_LEARNERS, ...DEMO_REVIEWS]) hashes.set(learner.email, await hasher.hash(DEMO_PASSWORD));
  // Rendering the course images is slow too.
  const images = new Map<string, RenderedCourseImage>();
  for (const course of DEMO_COURSES) {
    const art = demoCourseArt(course.slug);
    if (!art) throw new Error(`Demo course without an image: ${course.slug}`);
    images.set(course.slug, await renderCourseImage(Buffer.from(art)));
  }
  const talentProfiles = await demoTalentProfiles();
  // Unpacking too: the packages are removed again unless the transaction below commits.
  const scormPackages = await installDemoScormPackages(scormStorage);

  let created: { learners: DemoLearner[]; pathCount: number } | null = null;
  try {
    created = await fork.transactional(async (tx) => {
      await tx.execute('select pg_advisory_xact_lock(?)', [SEED_LOCK_KEY]);
      if ((await tx.count(Course, {})) > 0) return null;

      const now = Date.now();
      // The sourcing lab's exercises search this pool.
      const poolId = await createDemoTalentPool(tx, talentProfiles);
      const profileIds = new Map(
        (
          await tx.execute<{ id: number; external_id: string }[]>('select id, external_id from candidate_profiles where pool_id = ?', [
            poolId,
          ])
        ).map((row) => [row.external_id, row.id]),
      );
      const lessonsBySlug = new Map<string, Lesson[]>();
      const coursesBySlug = new Map<string, Course>();
      DEMO_COURSES.forEach((data, courseIndex) => {
        const course = tx.create(Course, {
          title: data.title,
          description: data.description,
          slug: data.slug,
          accessLevel: data.accessLevel,
          isPaid: data.isPaid,
          price: data.price,
          paymentType: data.paymentType,
          estimatedDuration: demoCourseDuration(data),
          // Distinct creation times, a minute apart in authored order, keep date-ordered lists deterministic.
          createdAt: new Date(now - (DEMO_COURSES.length - courseIndex) * MINUTE),
        });
        coursesBySlug.set(data.slug, course);
        const previews = demoPreviewLessons(data);
        const lessons: Lesson[] = [];
        data.modules.forEach((moduleData, moduleIndex) => {
          const module = tx.create(CourseModule, {
            course,
            title: moduleData.title,
            description: moduleData.description,
            order: moduleIndex + 1,
          });
          moduleData.lessons.forEach((lessonData, lessonIndex) => {
            const lesson = tx.create(Lesson, {
              course,
              module,
              title: lessonData.title,
              order: lessonIndex + 1,
              ...lessonFields(lessonData),
              isPreview: previews.has(lessonData),
            });
            lessons.push(lesson);
            if (lessonData.type === 'scorm') {
              const installed = scormPackages.get(lessonData.title)!;
              tx.create(ScormPackage, { lesson, ...installed, uploadedAt: new Date(now) });
            }
            if (lessonData.type === 'practice') {
              const settings = parsePracticeSettings(DEMO_PRACTICE[lessonData.title]);
              tx.create(PracticeLesson, { lesson, ...settings });
            }
            const quizData = lessonData.type === 'quiz' ? DEMO_QUIZZES[lessonData.title] : undefined;
            if (quizData) {
              const { questions, ...settings } = quizData;
              const quiz = tx.create(Quiz, { lesson, ...settings });
              questions.forEach((question, order) => {
                tx.create(QuizQuestion, {
                  quiz,
                  type: question.type,
                  question: question.question,
                  options: question.options ?? [],
                  correctOptions: question.correct ?? [],
                  acceptedAnswers: question.accepted ?? [],
                  searchPool: question.search ? tx.getReference(CandidatePool, poolId) : null,
                  search: question.search
                    ? {
                        ...question.search,
                        include: [],
                        exclude: [],
                        targetIds: demoSearchTargets(talentProfiles, question.search)
                          .map((externalId) => profileIds.get(externalId)!)
                          .sort((a, b) => a - b),
                      }
                    : null,
                  points: question.points ?? 1,
                  order,
                });
              });
            }
          });
        });
        lessonsBySlug.set(data.slug, lessons);
      });

      for (const data of DEMO_INSTRUCTORS) {
        const { courses, ...profile } = data;
        const instructor = tx.create(Instructor, { ...profile, photoKey: null });
        for (const { slug, position } of courses) {
          const course = coursesBySlug.get(slug);
          if (!course) throw new Error(`Demo instructor names an unknown course: ${slug}`);
          tx.create(CourseInstructor, { course, instructor, position });
        }
      }

      for (const [slug, credits] of Object.entries(DEMO_CREDITS)) {
        const course = coursesBySlug.get(slug);
        if (!course) throw new Error(`Demo credits name an unknown course: ${slug}`);
        for (const line of courseCreditLines(credits)) tx.create(CourseCredit, { course, ...line });
      }

      const pathCount = await seedDemoPaths(tx, coursesBySlug, lessonsBySlug);

      DEMO_DOWNLOADS.forEach((download, index) => {
        tx.create(Download, { ...download, createdAt: new Date(now - (DEMO_DOWNLOADS.length - index) * MINUTE) });
      });

      const learners: DemoLearner[] = [];
      const cohorts = new Map<string, Cohort>();
      for (const learner of DEMO_LEARNERS) {
        let user = await tx.findOne(User, { email: learner.email });
        if (!user) {
          user = tx.create(User, {
            email: learner.email,
            passwordHash: hashes.get(learner.email)!,
            firstName: learner.firstName,
            lastName: learner.lastName,
            role: learner.role,
            profileImageUrl: null,
            emailVerifiedAt: new Date(),
          });
          learners.push(learner);
        }
        if (!learner.enrolment) continue;
        const course = coursesBySlug.get(learner.enrolment.courseSlug);
        const lessons = lessonsBySlug.get(learner.enrolment.courseSlug);
        if (!course || !lessons) throw new Error(`Demo enrolment names an unknown course: ${learner.enrolment.courseSlug}`);
        if (course.isPaid) throw new Error(`Demo enrolment must be in a free course: ${learner.enrolment.courseSlug}`);
        const completed = lessons.slice(0, learner.enrolment.completedLessons);
        tx.create(Enrollment, {
          user,
          course,
          source: 'free',
          status: 'active',
          enrolledAt: new Date(now - 3 * DAY),
          completedLessons: completed.length,
        });
        completed.forEach((lesson, index) => {
          tx.create(LessonProgress, { user, lesson, course, completedAt: new Date(now - (2 * DAY - index * 40 * MINUTE)) });
        });
        const cohort = cohorts.get(learner.enrolment.courseSlug) ?? demoCohort(tx, course, now);
        cohorts.set(learner.enrolment.courseSlug, cohort);
        tx.create(CohortMember, { cohort, course, user, teamSeat: null, joinedAt: new Date(now - 3 * DAY) });
      }

      await seedDemoReviews(tx, coursesBySlug, lessonsBySlug, hashes, now);

      // The images are keyed by course id: the courses need theirs first.
      await tx.flush();
      for (const [slug, course] of coursesBySlug) await storeCourseImage(tx, course, images.get(slug)!);
      await tx.flush();
      return { learners, pathCount };
    });
  } finally {
    if (!created) await removeDemoScormPackages(scormStorage, scormPackages);
  }

  if (!created) return false;
  const lessonCount = DEMO_COURSES.reduce(
    (total, course) => total + course.modules.reduce((sum, module) => sum + module.lessons.length, 0),
    0,
  );
  log(
    `Demo academy created: ${DEMO_COURSES.length} courses, ${lessonCount} lessons, ${created.pathCount} learning paths, ${DEMO_DOWNLOADS.length} downloads, ${DEMO_POOL_SIZE} candidate profiles.`,
  );
  for (const learner of created.learners) {
    log(`Demo learner: ${learner.email} / ${DEMO_PASSWORD} (${learner.role === 'recruitpro' ? 'RecruitPro' : 'Job Seeker'})`);
  }
  return true;
}

/**
 * Each demo SCORM lesson's package, made in code and put through what an admin's upload goes
 * through (received as a zip, its entries and manifest checked, unpacked into a directory of its
 * own); by lesson title.
 */
async function installDemoScormPackages(storage: ScormStorage): Promise<Map<string, InstalledPackage>> {
  const installed = new Map<string, InstalledPackage>();
  const lessons = DEMO_COURSES.flatMap((course) => course.modules.flatMap((module) => module.lessons)).filter(
    (lesson) => lesson.type === 'scorm',
  );
  try {
    for (const lesson of lessons) {
      const data = DEMO_SCORM[lesson.title];
      if (!data) throw new Error(`Demo SCORM lesson without a package: ${lesson.title}`);
      const { version, fileName, ...options } = data;
      const received = await storage.receiveBuffer(await zipScormPackage(sampleScormFiles(version, options)), fileName);
      try {
        installed.set(lesson.title, await storage.install(received));
      } finally {
        await storage.discard(received.path);
      }
    }
  } catch (error) {
    await removeDemoScormPackages(storage, installed);
    throw error;
  }
  return installed;
}

async function removeDemoScormPackages(storage: ScormStorage, packages: Map<string, InstalledPackage>): Promise<void> {
  for (const installed of packages.values()) await storage.remove(installed.storageId);
}

/**
 * A cohort of a demo learner's course, started with their enrolment, with a live session held
 * yesterday and one next week. The seed schedules no reminders: the demo addresses get no
 * e-mail (sessions an admin creates do).
 */
function demoCohort(tx: EntityManager, course: Course, now: number): Cohort {
  const cohort = tx.create(Cohort, {
    course,
    title: 'Demo cohort',
    startsAt: new Date(now - 3 * DAY),
    endsAt: new Date(now + 53 * DAY),
    capacity: 30,
  });
  // On the hour, as people schedule calls.
  const hour = (offset: number) => new Date(Math.floor((now + offset) / (60 * MINUTE)) * 60 * MINUTE);
  const session = { cohort, timeZone: 'America/New_York', durationMinutes: 60, joinUrl: 'https://meet.google.com/demo-cohort-call' };
  tx.create(LiveSession, {
    ...session,
    title: 'Kick-off: your job search plan',
    description: 'Meet the cohort and set the goals for the next eight weeks.',
    startsAt: hour(-DAY),
    recordingUrl: null,
  });
  tx.create(LiveSession, {
    ...session,
    title: 'Live practice: telling your story',
    description: 'Bring your two-minute introduction; we practise it in pairs.',
    startsAt: hour(7 * DAY),
    recordingUrl: null,
  });
  return cohort;
}

/**
 * The certification ladder: each demo path published in catalogue order (after any path an admin made
 * before there were courses), with its steps and their prerequisites, the credits its certificate earns
 * and, when it expires, its certificate settings. A demo path whose address is taken is left out.
 * Returns how many paths it created.
 */
async function seedDemoPaths(tx: EntityManager, coursesBySlug: Map<string, Course>, lessonsBySlug: Map<string, Lesson[]>): Promise<number> {
  const existing = await tx.find(LearningPath, {}, { fields: ['slug', 'position'] });
  const taken = new Set(existing.map((path) => path.slug));
  const firstPosition = Math.max(-1, ...existing.map((path) => path.position)) + 1;
  let position = firstPosition;
  const courses = new Map([...coursesBySlug.values()].map((course) => [course.title, course]));
  const lessons = [...lessonsBySlug.values()].flat();
  const lessonTitled = (title: string): Lesson => {
    const found = lessons.filter((lesson) => lesson.title === title);
    if (found.length !== 1) throw new Error(`Demo path names ${found.length === 0 ? 'an unknown' : 'an ambiguous'} lesson: ${title}`);
    return found[0];
  };

  for (const data of DEMO_PATHS) {
    if (taken.has(data.slug)) continue;
    const { steps, credits, certificate, ...fields } = data;
    const path = tx.create(LearningPath, { ...fields, isPublished: true, position: position++ });
    const earlier = new Map<string, LearningPathStep>();
    steps.forEach((stepData, index) => {
      const lesson = 'lesson' in stepData ? lessonTitled(stepData.lesson) : null;
      const course = lesson ? lesson.course : courses.get(demoStepTitle(stepData));
      if (!course) throw new Error(`Demo path names an unknown course: ${demoStepTitle(stepData)}`);
      const step = tx.create(LearningPathStep, { path, course, lesson, position: index, isRequired: !stepData.optional });
      for (const title of stepData.after ?? []) {
        const prerequisite = earlier.get(title);
        if (!prerequisite) throw new Error(`Demo path step “${demoStepTitle(stepData)}” requires a step not before it: ${title}`);
        tx.create(LearningPathStepPrerequisite, { step, prerequisite });
      }
      earlier.set(demoStepTitle(stepData), step);
    });
    if (credits) for (const line of courseCreditLines(credits)) tx.create(PathCredit, { path, ...line });
    if (certificate) {
      tx.create(CertificateSettings, {
        path,
        course: null,
        validityMonths: certificate.validityMonths,
        refresherCourse: null,
        refresherLesson: certificate.refresherLesson === null ? null : lessonTitled(certificate.refresherLesson),
      });
    }
  }
  return position - firstPosition;
}

/**
 * The demo reviewers: each enrolled (a paid course given by an admin) with their share of the course
 * completed, their review, the helpful votes of earlier reviewers of the course, and each course's
 * rating count and total. Reviewers whose e-mail already exists are left out.
 */
async function seedDemoReviews(
  tx: EntityManager,
  coursesBySlug: Map<string, Course>,
  lessonsBySlug: Map<string, Lesson[]>,
  hashes: Map<string, string>,
  now: number,
): Promise<void> {
  const reviewsByCourse = new Map<string, Review[]>();
  for (const data of DEMO_REVIEWS) {
    if (await tx.findOne(User, { email: data.email }, { fields: ['id'] })) continue;
    const course = coursesBySlug.get(data.courseSlug);
    const lessons = lessonsBySlug.get(data.courseSlug);
    if (!course || !lessons) throw new Error(`Demo review names an unknown course: ${data.courseSlug}`);
    const user = tx.create(User, {
      email: data.email,
      passwordHash: hashes.get(data.email)!,
      firstName: data.firstName,
      lastName: data.lastName,
      role: data.role,
      profileImageUrl: null,
      emailVerifiedAt: new Date(),
    });
    const reviewedAt = now - data.daysAgo * DAY;
    const completed = lessons.slice(0, data.completedLessons);
    tx.create(Enrollment, {
      user,
      course,
      source: course.isPaid ? 'grant' : 'free',
      status: 'active',
      enrolledAt: new Date(reviewedAt - 7 * DAY),
      completedLessons: completed.length,
    });
    completed.forEach((lesson, index) => {
      tx.create(LessonProgress, { user, lesson, course, completedAt: new Date(reviewedAt - DAY + index * 40 * MINUTE) });
    });
    const review = tx.create(Review, {
      user,
      course,
      rating: data.rating,
      body: data.body,
      helpfulCount: 0,
      createdAt: new Date(reviewedAt),
    });
    const earlier = reviewsByCourse.get(data.courseSlug) ?? [];
    reviewsByCourse.set(data.courseSlug, [...earlier, review]);
    course.ratingCount += 1;
    course.ratingSum += data.rating;
  }
  // Votes come from later reviewers of the same course, never the author.
  for (const data of DEMO_REVIEWS) {
    const reviews = reviewsByCourse.get(data.courseSlug) ?? [];
    const review = reviews.find((candidate) => candidate.user.email === data.email);
    if (!review) continue;
    const voters = reviews.filter((other) => other !== review).slice(0, data.helpfulVotes ?? 0);
    for (const voter of voters) tx.create(ReviewHelpfulVote, { review, user: voter.user, createdAt: new Date(now - DAY) });
    review.helpfulCount = voters.length;
  }
}

/** The type-specific columns of a lesson: video fields only for videos, content only for text, a URL only for downloads. */
function lessonFields(lesson: DemoLesson) {
  return {
    description: sanitizeLessonHtml(lesson.description),
    type: lesson.type,
    duration: lesson.duration,
    videoProvider: lesson.type === 'video' ? lesson.videoProvider : null,
    videoId: lesson.type === 'video' ? lesson.videoId : null,
    content: lesson.type === 'text' ? sanitizeLessonHtml(lesson.content) : null,
    contentUrl: lesson.type === 'download' ? lesson.contentUrl : null,
  };
}
