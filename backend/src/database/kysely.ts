import type { EntityManager, InferKyselyDB, Kysely } from '@mikro-orm/postgresql';
import type { CourseSchema } from '../modules/catalog/entities/course.entity.js';
import type { LessonSchema } from '../modules/catalog/entities/lesson.entity.js';
import type { DownloadFileSchema } from '../modules/downloads/entities/download-file.entity.js';
import type { DownloadSchema } from '../modules/downloads/entities/download.entity.js';
import type { EnrollmentSchema } from '../modules/learning/entities/enrollment.entity.js';
import type { PaymentSchema } from '../modules/payments/entities/payment.entity.js';
import type { QuizAttemptSchema } from '../modules/quizzes/entities/quiz-attempt.entity.js';
import type { QuizQuestionSchema } from '../modules/quizzes/entities/quiz-question.entity.js';
import type { QuizUploadSchema } from '../modules/quizzes/entities/quiz-upload.entity.js';
import type { QuizSchema } from '../modules/quizzes/entities/quiz.entity.js';
import type { UserSchema } from '../modules/users/entities/user.entity.js';

type Schemas =
  | typeof CourseSchema
  | typeof LessonSchema
  | typeof DownloadFileSchema
  | typeof DownloadSchema
  | typeof EnrollmentSchema
  | typeof PaymentSchema
  | typeof QuizSchema
  | typeof QuizQuestionSchema
  | typeof QuizAttemptSchema
  | typeof QuizUploadSchema
  | typeof UserSchema;

/**
 * The tables typed queries use, with PostgreSQL's own table and column names (derived from the
 * entity schemas; add a schema above to query its table). `course_user_access` is the pivot table of
 * Course.specificUsers, which has no entity of its own.
 */
export type AcademyDb = InferKyselyDB<Schemas> & { course_user_access: { course_id: number; user_id: number } };

/** A typed query builder on `em`'s connection, inside `em`'s transaction when it has one. */
export function kysely(em: EntityManager): Kysely<AcademyDb> {
  return em.getKysely<AcademyDb>();
}
