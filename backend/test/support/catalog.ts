import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { Course, type AccessLevel, type PaymentType } from '../../src/modules/catalog/entities/course.entity.js';
import { Lesson, type LessonType } from '../../src/modules/catalog/entities/lesson.entity.js';
import { CourseModule } from '../../src/modules/catalog/entities/module.entity.js';
import { Enrollment } from '../../src/modules/learning/entities/enrollment.entity.js';
import { User } from '../../src/modules/users/entities/user.entity.js';
import type { TestApp } from './test-app.js';

export interface CourseSpec {
  title?: string;
  accessLevel?: AccessLevel;
  isPaid?: boolean;
  price?: number;
  paymentType?: PaymentType;
  modules?: number;
  lessonsPerModule?: number;
  lessonMinutes?: number;
  lessonType?: LessonType;
  specificUsers?: User[];
}

export interface CreatedCourse {
  course: Course;
  modules: CourseModule[];
  lessons: Lesson[];
}

/** Inserts a course with modules and video lessons straight into the database. */
export async function createCourse(testApp: TestApp, spec: CourseSpec = {}): Promise<CreatedCourse> {
  const em = testApp.app.get(EntityManager).fork();
  const suffix = randomUUID().slice(0, 8);
  const course = em.create(Course, {
    title: spec.title ?? `Course ${suffix}`,
    description: 'A course made by a test',
    slug: `course-${suffix}`,
    accessLevel: spec.accessLevel ?? 'all',
    isPaid: spec.isPaid ?? false,
    price: spec.price ?? (spec.isPaid ? 4900 : 0),
    paymentType: spec.paymentType ?? 'one_time',
    estimatedDuration: null,
  });
  for (const user of spec.specificUsers ?? []) course.specificUsers.add(em.getReference(User, user.id));
  const modules: CourseModule[] = [];
  const lessons: Lesson[] = [];
  for (let m = 0; m < (spec.modules ?? 1); m++) {
    const module = em.create(CourseModule, { course, title: `Module ${m + 1}`, description: null, order: m });
    modules.push(module);
    for (let l = 0; l < (spec.lessonsPerModule ?? 2); l++) {
      lessons.push(
        em.create(Lesson, {
          course,
          module,
          title: `Lesson ${m + 1}.${l + 1}`,
          description: '<p>About this lesson</p>',
          type: spec.lessonType ?? 'video',
          videoProvider: 'youtube',
          videoId: `vid${m}${l}${suffix}`.slice(0, 11),
          content: null,
          contentUrl: null,
          duration: spec.lessonMinutes ?? 10,
          order: l,
        }),
      );
    }
  }
  await em.flush();
  return { course, modules, lessons };
}

export async function enroll(testApp: TestApp, user: User, course: Course): Promise<void> {
  const em = testApp.app.get(EntityManager).fork();
  em.create(Enrollment, { user: user.id, course: course.id, source: 'free', status: 'active' });
  await em.flush();
}
