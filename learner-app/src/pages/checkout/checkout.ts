import { errorStatus, type CourseDetailDto } from '@academy/api';
import { accessPromise } from '../../lib/catalogue';
import { roundedHours } from '../../lib/format';

export type CheckoutCourse = Pick<
  CourseDetailDto,
  | 'id'
  | 'title'
  | 'description'
  | 'thumbnailUrl'
  | 'accessLevel'
  | 'estimatedDuration'
  | 'isPaid'
  | 'price'
  | 'paymentType'
  | 'isEnrolled'
  | 'lessonCount'
>;

export type CheckoutState = 'not-found' | 'error' | 'enrolled' | 'free' | 'pay';

/** Which checkout screen to show (docs/product-rules.md#payments-and-access). */
export function checkoutState(id: number | null, course: CheckoutCourse | undefined, error: unknown): CheckoutState {
  if (id === null || errorStatus(error) === 404) return 'not-found';
  if (error || !course) return 'error';
  if (course.isEnrolled) return 'enrolled';
  if (!course.isPaid || course.price <= 0) return 'free';
  return 'pay';
}

/** 503 from the payment endpoints: no Stripe keys on the server. */
export function isServiceUnavailable(error: unknown): boolean {
  return errorStatus(error) === 503;
}

/** The checkout's 'What you'll get' list. */
export function whatYouGet(course: Pick<CheckoutCourse, 'lessonCount' | 'estimatedDuration' | 'paymentType'>): string[] {
  return [
    `${course.lessonCount} ${course.lessonCount === 1 ? 'lesson' : 'lessons'}${course.estimatedDuration ? ` (${roundedHours(course.estimatedDuration)} of content)` : ''}`,
    accessPromise(course),
    'Certificate of completion',
    'Downloadable resources',
  ];
}
