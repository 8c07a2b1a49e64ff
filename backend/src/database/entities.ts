import { InviteSchema } from '../modules/admin/entities/invite.entity.js';
import { PaymentSchema } from '../modules/payments/entities/payment.entity.js';
import { StripeEventSchema } from '../modules/payments/entities/stripe-event.entity.js';
import { CourseSchema } from '../modules/catalog/entities/course.entity.js';
import { LessonSchema } from '../modules/catalog/entities/lesson.entity.js';
import { CourseModuleSchema } from '../modules/catalog/entities/module.entity.js';
import { DownloadSchema } from '../modules/downloads/entities/download.entity.js';
import { EnrollmentSchema } from '../modules/learning/entities/enrollment.entity.js';
import { LessonProgressSchema } from '../modules/learning/entities/lesson-progress.entity.js';
import { UserSchema } from '../modules/users/entities/user.entity.js';

/** Every entity schema of the product, registered once with the ORM. */
export const entities = [UserSchema, CourseSchema, CourseModuleSchema, LessonSchema, EnrollmentSchema, LessonProgressSchema, DownloadSchema, InviteSchema, PaymentSchema, StripeEventSchema];
