import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { slugify } from '../modules/catalog/course-admin.service.js';
import { MAX_VALIDITY_MONTHS, MIN_REFRESHER_VALIDITY_MONTHS } from '../modules/certificates/public/certificate-validity.js';
import { CourseCreditsDto } from '../modules/credits/dto/course-credits.dto.js';
import { courseCreditLines } from '../modules/credits/public/course-credit-lines.js';
import { CREDIT_BODIES, type CreditLine } from '../modules/credits/public/credit-rules.js';
import { PATH_MAXIMUM_PRICE, PATH_MINIMUM_PRICE } from '../modules/paths/dto/path-pricing.dto.js';
import { PATH_DESCRIPTION_MAX, PATH_LEVEL_MAX, PATH_TITLE_MAX } from '../modules/paths/entities/learning-path.entity.js';
import { stepListProblems } from '../modules/paths/path-rules.js';
import { DEMO_COURSES, type DemoCourse, type DemoLesson } from './demo-academy.data.js';
import { DEMO_CREDITS } from './demo-credits.data.js';
import { DEMO_PATHS, demoStepTitle, type DemoPath, type DemoPathStep } from './demo-paths.data.js';
import { DEMO_PRACTICE } from './demo-practice.data.js';
import { DEMO_QUIZZES } from './demo-quizzes.data.js';

const lessons = DEMO_COURSES.flatMap((course) => course.modules.flatMap((module) => module.lessons.map((lesson) => ({ lesson, course }))));

function lessonTitled(title: string): { lesson: DemoLesson; course: DemoCourse } {
  const found = lessons.filter(({ lesson }) => lesson.title === title);
  expect({ title, found: found.length }).toEqual({ title, found: 1 });
  return found[0];
}

function courseTitled(title: string): DemoCourse {
  const course = DEMO_COURSES.find((candidate) => candidate.title === title);
  expect({ title, found: !!course }).toEqual({ title, found: true });
  return course!;
}

/** As the paths module decides (paths.repository.ts): a practice conversation, or a quiz with a Boolean search question. */
function capstoneKind(lesson: DemoLesson): 'practice' | 'sourcing' | null {
  if (lesson.type === 'practice') return 'practice';
  if (lesson.type === 'quiz' && DEMO_QUIZZES[lesson.title]?.questions.some((question) => question.type === 'boolean_search'))
    return 'sourcing';
  return null;
}

/** The course of a step: the course itself, or the lesson's own course. */
const stepCourse = (step: DemoPathStep): DemoCourse => ('course' in step ? courseTitled(step.course) : lessonTitled(step.lesson).course);

/** Every course buying the path gives: its course steps and the courses of its lesson steps. */
const pathCourses = (path: DemoPath): DemoCourse[] => [...new Set(path.steps.map(stepCourse))];

function creditsByBody(lines: readonly CreditLine[]): Record<string, number> {
  return Object.fromEntries(
    CREDIT_BODIES.map((body) => [body, lines.filter((line) => line.body === body).reduce((sum, line) => sum + line.hundredths, 0)]),
  );
}

describe('the demo academy’s certification ladder', () => {
  it('is Foundation, Practitioner and Expert, in that order, each with its certificate title and the slug its title gives', () => {
    expect(DEMO_PATHS.map((path) => [path.title, path.levelLabel, path.certificateTitle])).toEqual([
      ['Recruiting Foundation', 'Foundation', 'Certified Recruiter — Foundation'],
      ['Recruiting Practitioner', 'Practitioner', 'Certified Recruiter — Practitioner'],
      ['Recruiting Expert', 'Expert', 'Certified Recruiter — Expert'],
    ]);
    for (const path of DEMO_PATHS) {
      expect(path.slug).toBe(slugify(path.title));
      expect(path.title.length).toBeLessThanOrEqual(PATH_TITLE_MAX);
      expect(path.certificateTitle.length).toBeLessThanOrEqual(PATH_TITLE_MAX);
      expect(path.levelLabel.length).toBeLessThanOrEqual(PATH_LEVEL_MAX);
      expect(path.description.length).toBeLessThanOrEqual(PATH_DESCRIPTION_MAX);
      // Plain text of two or three sentences.
      expect(path.description).not.toMatch(/[<>]/);
      expect(path.description.split(/(?<=\.)\s+/).length).toBeGreaterThanOrEqual(2);
      expect(path.description.split(/(?<=\.)\s+/).length).toBeLessThanOrEqual(3);
    }
  });

  it.each(DEMO_PATHS.map((path) => [path.title, path] as const))(
    '%s: its steps are demo courses and capstone lessons the path rules accept',
    (_title, path) => {
      const titles = path.steps.map(demoStepTitle);
      const problems = stepListProblems(
        path.steps.map((step) => {
          const prerequisiteIndexes = (step.after ?? []).map((title) => titles.indexOf(title));
          if ('course' in step) {
            const course = courseTitled(step.course);
            return { title: course.title, target: 'course', key: `course:${course.slug}`, unsuitableLesson: false, prerequisiteIndexes };
          }
          const { lesson } = lessonTitled(step.lesson);
          return {
            title: lesson.title,
            target: 'lesson',
            key: `lesson:${lesson.title}`,
            unsuitableLesson: !capstoneKind(lesson),
            prerequisiteIndexes,
          };
        }),
      );
      expect(problems).toEqual([]);
      // Publishing needs a required step.
      expect(path.steps.some((step) => !step.optional)).toBe(true);
      path.steps.forEach((step, index) => {
        for (const title of step.after ?? []) {
          // Each prerequisite is an earlier step: no circles, and the path reads in the order to take it.
          expect(titles.slice(0, index)).toContain(title);
          // A capstone never waits for its own course: the course's certificate needs the capstone done first.
          if ('lesson' in step) expect(title).not.toBe(lessonTitled(step.lesson).course.title);
        }
      });
    },
  );

  it('builds each rung from courses recruiters may see, Practitioner with a sourcing and a practice capstone, Expert with two practice ones', () => {
    for (const path of DEMO_PATHS) {
      for (const course of pathCourses(path)) expect(['all', 'recruitpro']).toContain(course.accessLevel);
    }
    const [foundation, practitioner, expert] = DEMO_PATHS;
    // Visitors see the first two rungs; Interviewing with Structure makes Expert a RecruitPro path.
    for (const path of [foundation, practitioner])
      expect(pathCourses(path).map((course) => course.accessLevel)).not.toContain('recruitpro');
    const kinds = (path: DemoPath) =>
      path.steps.flatMap((step) => ('lesson' in step && !step.optional ? [capstoneKind(lessonTitled(step.lesson).lesson)] : []));
    expect(kinds(practitioner).sort()).toEqual(['practice', 'sourcing']);
    expect(kinds(expert)).toEqual(['practice', 'practice']);
    // Every demo course for recruiters is on the ladder.
    const onLadder = new Set(DEMO_PATHS.flatMap((path) => pathCourses(path).map((course) => course.slug)));
    const forRecruiters = DEMO_COURSES.filter((course) => course.accessLevel === 'all' || course.accessLevel === 'recruitpro');
    expect([...onLadder].sort()).toEqual(forRecruiters.map((course) => course.slug).sort());
  });

  it('sells Practitioner and Expert once each, for less than their courses bought one by one', () => {
    expect(DEMO_PATHS.map((path) => [path.isPaid, path.paymentType])).toEqual([
      [false, 'one_time'],
      [true, 'one_time'],
      [true, 'one_time'],
    ]);
    for (const path of DEMO_PATHS) {
      if (!path.isPaid) {
        expect(path.price).toBe(0);
        continue;
      }
      expect(Number.isInteger(path.price)).toBe(true);
      expect(path.price).toBeGreaterThanOrEqual(PATH_MINIMUM_PRICE);
      expect(path.price).toBeLessThanOrEqual(PATH_MAXIMUM_PRICE);
      // A subscription course counts for one month: the least it costs alone.
      const alone = pathCourses(path).reduce((sum, course) => sum + (course.isPaid ? course.price : 0), 0);
      expect(path.price).toBeLessThan(alone);
    }
    expect(DEMO_PATHS[1].price).toBeLessThan(DEMO_PATHS[2].price);
  });

  it('gives credits that pass the course credit rules and never exceed, per body, what the required courses earn', () => {
    expect(DEMO_PATHS.map((path) => path.credits === null)).toEqual([true, false, false]);
    for (const path of DEMO_PATHS) {
      if (!path.credits) continue;
      const dto = plainToInstance(CourseCreditsDto, path.credits);
      expect(validateSync(dto, { forbidUnknownValues: true }).map((error) => error.toString())).toEqual([]);
      // Validation normalises nothing here: the data is written as the API stores it.
      expect(dto).toEqual(path.credits);
      const own = creditsByBody(courseCreditLines(path.credits));
      const courses = path.steps.flatMap((step) => ('course' in step && !step.optional ? [courseTitled(step.course).slug] : []));
      const earned = creditsByBody(courses.flatMap((slug) => (DEMO_CREDITS[slug] ? courseCreditLines(DEMO_CREDITS[slug]) : [])));
      for (const body of CREDIT_BODIES)
        expect({ path: path.title, body, over: own[body] > earned[body] }).toEqual({ path: path.title, body, over: false });
    }
    // Expert's rejection capstone is about treating candidates fairly: HRCI counts part of it as ethics.
    expect(DEMO_PATHS[2].credits?.hrci?.ethics).toBeGreaterThan(0);
  });

  it('certifies Foundation for good and the others for 24 months, renewed by passing a capstone again', () => {
    expect(DEMO_PATHS.map((path) => path.certificate?.validityMonths ?? null)).toEqual([null, 24, 24]);
    for (const path of DEMO_PATHS) {
      const certificate = path.certificate;
      if (!certificate) continue;
      expect(certificate.validityMonths).toBeGreaterThanOrEqual(1);
      expect(certificate.validityMonths).toBeLessThanOrEqual(MAX_VALIDITY_MONTHS);
      expect(certificate.refresherLesson).not.toBeNull();
      expect(certificate.validityMonths).toBeGreaterThanOrEqual(MIN_REFRESHER_VALIDITY_MONTHS);
      // Holders have completed every step already: the refresher is one of them they pass again, any number of times.
      const title = certificate.refresherLesson!;
      expect(path.steps.map(demoStepTitle)).toContain(title);
      const { lesson } = lessonTitled(title);
      expect(['quiz', 'practice']).toContain(lesson.type);
      if (lesson.type === 'quiz') {
        expect(DEMO_QUIZZES[title].questions.length).toBeGreaterThan(0);
        expect(DEMO_QUIZZES[title].maxAttempts).toBeNull();
      } else {
        expect(DEMO_PRACTICE[title].maxAttempts).toBeNull();
        // A scenario plays without the academy's model provider.
        expect(DEMO_PRACTICE[title].mode).toBe('scenario');
      }
    }
  });
});
