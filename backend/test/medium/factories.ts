import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { Course, type AccessLevel, type PaymentType } from '../../src/modules/catalog/entities/course.entity.js';
import { Lesson, type LessonType } from '../../src/modules/catalog/entities/lesson.entity.js';
import { CourseModule } from '../../src/modules/catalog/entities/module.entity.js';
import { Enrollment, type EnrollmentSource, type EnrollmentStatus } from '../../src/modules/learning/entities/enrollment.entity.js';
import { LessonProgress } from '../../src/modules/learning/entities/lesson-progress.entity.js';
import { Payment, type PaymentKind, type PaymentStatus } from '../../src/modules/payments/entities/payment.entity.js';
import { LearningPathStep } from '../../src/modules/paths/entities/learning-path-step.entity.js';
import { LearningPath } from '../../src/modules/paths/entities/learning-path.entity.js';
import { QuizQuestion, type QuestionType } from '../../src/modules/quizzes/entities/quiz-question.entity.js';
import { Quiz } from '../../src/modules/quizzes/entities/quiz.entity.js';
import { User, type UserRole } from '../../src/modules/users/entities/user.entity.js';

export interface QuestionSpec {
  type?: QuestionType;
  question?: string;
  options?: string[];
  correctOptions?: number[];
  acceptedAnswers?: string[];
  points?: number;
}

const unique = () => randomUUID().slice(0, 12);

/**
 * Small factories for service-level tests: each inserts one row (or a course with its modules and
 * lessons, a quiz with its questions) through the ORM entities, with defaults a test overrides only
 * where the rule it checks cares. Each call flushes its own fork, so rows are committed when it returns.
 */
export function factories(root: EntityManager) {
  async function insert<T extends object>(build: (em: EntityManager) => T): Promise<T> {
    const em = root.fork();
    const entity = build(em);
    await em.flush();
    return entity;
  }

  const user = (overrides: Partial<{ email: string; firstName: string; lastName: string; role: UserRole; emailVerified: boolean }> = {}) =>
    insert((em) => {
      const role = overrides.role ?? 'jobseeker';
      return em.create(User, {
        email: overrides.email ?? `${role}-${unique()}@example.com`,
        // Nobody signs in during a service test.
        passwordHash: 'not-a-password-hash',
        firstName: overrides.firstName ?? 'Test',
        lastName: overrides.lastName ?? 'Learner',
        role,
        profileImageUrl: null,
        emailVerifiedAt: overrides.emailVerified === false ? null : new Date(),
        lastActiveAt: null,
      });
    });

  const course = (
    overrides: Partial<{
      title: string;
      accessLevel: AccessLevel;
      isPaid: boolean;
      price: number;
      paymentType: PaymentType;
      deletedAt: Date | null;
    }> = {},
  ) =>
    insert((em) => {
      const suffix = unique();
      const isPaid = overrides.isPaid ?? overrides.price !== undefined;
      return em.create(Course, {
        title: overrides.title ?? `Course ${suffix}`,
        description: 'A course made by a test',
        slug: `course-${suffix}`,
        accessLevel: overrides.accessLevel ?? 'all',
        isPaid,
        price: overrides.price ?? (isPaid ? 4900 : 0),
        paymentType: overrides.paymentType ?? 'one_time',
        estimatedDuration: null,
        deletedAt: overrides.deletedAt ?? null,
      });
    });

  const module = (of: Course, overrides: Partial<{ title: string; order: number }> = {}) =>
    insert((em) =>
      em.create(CourseModule, { course: of.id, title: overrides.title ?? 'Module', description: null, order: overrides.order ?? 0 }),
    );

  const lesson = (of: CourseModule, overrides: Partial<{ title: string; type: LessonType; duration: number; order: number }> = {}) =>
    insert((em) =>
      em.create(Lesson, {
        course: of.course.id,
        module: of.id,
        title: overrides.title ?? `Lesson ${unique()}`,
        description: '<p>About this lesson</p>',
        type: overrides.type ?? 'video',
        videoProvider: null,
        videoId: null,
        content: null,
        contentUrl: null,
        duration: overrides.duration ?? 10,
        order: overrides.order ?? 0,
      }),
    );

  /** A course with one module of `lessons` lessons (in order), each `lessonMinutes` long. */
  async function courseWithLessons(
    overrides: Parameters<typeof course>[0] & { lessons?: number; lessonType?: LessonType; lessonMinutes?: number } = {},
  ): Promise<{ course: Course; module: CourseModule; lessons: Lesson[] }> {
    const { lessons: count = 2, lessonType, lessonMinutes, ...courseFields } = overrides;
    const created = await course(courseFields);
    const chapter = await module(created);
    const lessons: Lesson[] = [];
    for (let order = 0; order < count; order++) lessons.push(await lesson(chapter, { type: lessonType, duration: lessonMinutes, order }));
    return { course: created, module: chapter, lessons };
  }

  const question = (of: Quiz, spec: QuestionSpec = {}, order = 0) =>
    insert((em) => {
      const type = spec.type ?? 'multiple_choice';
      const choice = type === 'multiple_choice';
      return em.create(QuizQuestion, {
        quiz: of.id,
        type,
        question: spec.question ?? `Question ${order + 1}`,
        options: spec.options ?? (choice ? ['A', 'B', 'C'] : []),
        correctOptions: spec.correctOptions ?? (choice ? [0] : []),
        acceptedAnswers: spec.acceptedAnswers ?? (type === 'short_answer' ? ['boolean search'] : []),
        points: spec.points ?? 1,
        order,
      });
    });

  /** The quiz of `of` (a lesson) with its questions in the order given. */
  async function quiz(
    of: Lesson,
    overrides: Partial<{
      title: string;
      timeLimit: number | null;
      passMark: number | null;
      maxAttempts: number | null;
      questions: QuestionSpec[];
    }> = {},
  ): Promise<{ quiz: Quiz; questions: QuizQuestion[] }> {
    const created = await insert((em) =>
      em.create(Quiz, {
        lesson: of.id,
        title: overrides.title ?? 'Knowledge check',
        description: '',
        timeLimit: overrides.timeLimit ?? null,
        passMark: overrides.passMark === undefined ? 50 : overrides.passMark,
        maxAttempts: overrides.maxAttempts ?? null,
      }),
    );
    const questions: QuizQuestion[] = [];
    for (const [order, spec] of (overrides.questions ?? [{}]).entries()) questions.push(await question(created, spec, order));
    return { quiz: created, questions };
  }

  const enrollment = (learner: User, of: Course, overrides: Partial<{ source: EnrollmentSource; status: EnrollmentStatus }> = {}) =>
    insert((em) =>
      em.create(Enrollment, { user: learner.id, course: of.id, source: overrides.source ?? 'free', status: overrides.status ?? 'active' }),
    );

  /** A completed lesson, written directly (no certificate check: use LearningService for that). */
  const completion = (learner: User, of: Lesson) =>
    insert((em) => em.create(LessonProgress, { user: learner.id, lesson: of.id, course: of.course.id }));

  /** A payment for `of`, by `buyer` (null: a visitor, known by `email`), for the course's price unless `amount` says otherwise. */
  const payment = (
    of: Course,
    buyer: User | null,
    overrides: Partial<{
      email: string;
      kind: PaymentKind;
      status: PaymentStatus;
      amount: number;
      paymentIntentId: string;
      subscriptionId: string;
      lastEventAt: number;
    }> = {},
  ) =>
    insert((em) =>
      em.create(Payment, {
        user: buyer?.id ?? null,
        email: overrides.email ?? buyer?.email ?? `visitor-${unique()}@example.com`,
        course: of.id,
        kind: overrides.kind ?? (of.paymentType === 'subscription' ? 'subscription' : 'one_time'),
        status: overrides.status ?? 'pending',
        amount: overrides.amount ?? of.price,
        currency: 'usd',
        checkoutSessionId: null,
        paymentIntentId: overrides.paymentIntentId ?? null,
        subscriptionId: overrides.subscriptionId ?? null,
        customerId: null,
        lastEventAt: overrides.lastEventAt ?? null,
      }),
    );

  /** A published learning path whose steps are these courses, in order. */
  async function path(courses: readonly Course[], overrides: Partial<{ title: string }> = {}): Promise<LearningPath> {
    const suffix = unique();
    const created = await insert((em) =>
      em.create(LearningPath, {
        title: overrides.title ?? `Path ${suffix}`,
        slug: `path-${suffix}`,
        levelLabel: 'Practitioner',
        certificateTitle: 'Certified Recruiter',
        isPublished: true,
      }),
    );
    for (const [position, of] of courses.entries())
      await insert((em) => em.create(LearningPathStep, { path: created.id, course: of.id, lesson: null, position }));
    return created;
  }

  return { user, course, module, lesson, courseWithLessons, quiz, question, enrollment, completion, payment, path };
}

export type Factories = ReturnType<typeof factories>;
