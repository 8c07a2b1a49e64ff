import { createHash } from 'node:crypto';
import type { PublicCourseDto } from '../catalog/dto/course.dto.js';
import type { CertificateVerificationDto } from '../certificates/dto/certificate.dto.js';

/** Part of every version: change it when the drawing changes, so cached images are renewed. */
const DESIGN = 'social-image-1';

/** What a course's social image shows (the picture by its address, which changes with the picture). */
export interface CourseSocialContent {
  title: string;
  /** "Free · 2 hours · 8 lessons". */
  details: string;
  heroImageUrl: string | null;
}

/** What a certificate's social image shows. */
export interface CertificateSocialContent {
  learnerName: string;
  courseTitle: string;
  /** "Completed on November 23, 2026". */
  completedOn: string;
}

export type SocialCourse = Pick<
  PublicCourseDto,
  'id' | 'title' | 'isPaid' | 'price' | 'paymentType' | 'estimatedDuration' | 'lessonCount' | 'heroImageUrl'
>;
export type SocialCertificate = Pick<CertificateVerificationDto, 'code' | 'learnerName' | 'courseTitle' | 'issuedAt'>;

const completionDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** docs/product-rules.md#display-formats: "Free", "$49.00", "$19.00/month". */
function priceLabel(course: SocialCourse): string {
  if (!course.isPaid || course.price <= 0) return 'Free';
  return `$${(course.price / 100).toFixed(2)}${course.paymentType === 'subscription' ? '/month' : ''}`;
}

/** docs/product-rules.md#display-formats: rounded hours as on the course page, never "0 hours". */
function roundedHours(minutes: number): string {
  const hours = Math.max(1, Math.round(minutes / 60));
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

export function courseSocialContent(course: SocialCourse): CourseSocialContent {
  const details = [
    priceLabel(course),
    ...(course.estimatedDuration ? [roundedHours(course.estimatedDuration)] : []),
    ...(course.lessonCount > 0 ? [`${course.lessonCount} ${course.lessonCount === 1 ? 'lesson' : 'lessons'}`] : []),
  ];
  return { title: course.title, details: details.join(' · '), heroImageUrl: course.heroImageUrl };
}

export function certificateSocialContent(certificate: SocialCertificate): CertificateSocialContent {
  return {
    learnerName: certificate.learnerName,
    courseTitle: certificate.courseTitle,
    completedOn: `Completed on ${completionDate.format(new Date(certificate.issuedAt))}`,
  };
}

/** A hash of everything the image draws: the cache key and the ETag, which change whenever the picture would. */
export function socialImageVersion(content: CourseSocialContent | CertificateSocialContent): string {
  return createHash('sha256')
    .update(JSON.stringify([DESIGN, content]))
    .digest('hex')
    .slice(0, 16);
}
