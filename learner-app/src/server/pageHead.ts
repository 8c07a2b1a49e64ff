import {
  api,
  type CertificateVerificationDto,
  type CourseDetailDto,
  type InstructorDto,
  type PathDetailDto,
  type PublicCourseDto,
} from '@academy/api';
import { documentTitle, formatDate, priceLabel, type AcademyStore } from '@academy/ui';
import { certificateName } from '../lib/certificate';
import { hoursAndMinutes } from '../lib/format';
import { pathFacts } from '../lib/paths';
import { isPathSlug } from '../lib/route-params';
import { decodeSegment, parseId } from '../lib/route-params';
import { aggregateRatingOf } from './aggregateRating';

const ACADEMY_NAME = 'Recruiting Academy';
const ACADEMY_DESCRIPTION =
  'Practical, expert-led courses for recruiting professionals and job seekers: sourcing, interviewing, negotiating and landing the right role.';
/** Prices are US dollars (cents in the API, shown as $X.XX). */
const CURRENCY = 'USD';
const DESCRIPTION_LENGTH = 160;

/** What a server-rendered public page says about itself in <head>: search engines and link previews read it. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page's one address (from PUBLIC_URL). */
  canonical: string;
  /** false: `noindex` (not found, or a certificate its holder has not made public). */
  indexable: boolean;
  openGraph: {
    type: 'website' | 'article';
    /** 1200×630 preview image, absolute URL. */
    image: string | null;
    imageAlt: string | null;
  };
  /** schema.org objects, one <script type="application/ld+json"> each. */
  jsonLd: object[];
}

type State = ReturnType<AcademyStore['getState']>;

/** A plain-text description (courses and modules have no markup) on one line, at most `length` characters, cut at a word. */
export function metaDescription(text: string, length = DESCRIPTION_LENGTH): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= length) return plain;
  // The first `length` characters; the text before their last space fits with the ellipsis.
  const cut = plain.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  const atWord = lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut.slice(0, length - 1);
  return `${atWord.replace(/[\s,.;:]+$/, '')}…`;
}

/** ISO 8601 duration of a number of minutes: 95 → PT1H35M. */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 || hours === 0 ? `${rest}M` : ''}`;
}

function provider(publicUrl: string) {
  return { '@type': 'Organization', name: ACADEMY_NAME, url: `${publicUrl}/`, sameAs: `${publicUrl}/` };
}

function courseMinutes(course: PublicCourseDto | CourseDetailDto): number | null {
  if (course.estimatedDuration) return course.estimatedDuration;
  if ('lessons' in course && course.lessons.length > 0) return course.lessons.reduce((sum, lesson) => sum + lesson.duration, 0);
  return null;
}

/**
 * schema.org Course with what Google's course rich results ask for: provider, offers (free or the
 * price, in dollars) and an online course instance with its workload.
 */
export function courseJsonLd(course: PublicCourseDto | CourseDetailDto, publicUrl: string): object {
  const free = !course.isPaid || course.price <= 0;
  const url = `${publicUrl}/courses/${course.id}`;
  const minutes = courseMinutes(course);
  const syllabus =
    'modules' in course
      ? course.modules.map((module) => ({
          '@type': 'Syllabus',
          name: module.title,
          ...(module.description ? { description: metaDescription(module.description) } : {}),
          timeRequired: isoDuration(module.lessons.reduce((sum, lesson) => sum + lesson.duration, 0)),
        }))
      : [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    '@id': url,
    name: course.title,
    description: metaDescription(course.description) || course.title,
    url,
    inLanguage: 'en',
    provider: provider(publicUrl),
    ...(course.heroImageUrl ? { image: [new URL(course.heroImageUrl, `${publicUrl}/`).href] } : {}),
    offers: [
      {
        '@type': 'Offer',
        category: free ? 'Free' : course.paymentType === 'subscription' ? 'Subscription' : 'Paid',
        price: free ? 0 : Number((course.price / 100).toFixed(2)),
        priceCurrency: CURRENCY,
        url,
        availability: 'https://schema.org/InStock',
      },
    ],
    hasCourseInstance: [
      {
        '@type': 'CourseInstance',
        courseMode: 'Online',
        ...(minutes ? { courseWorkload: isoDuration(minutes) } : {}),
      },
    ],
    ...(syllabus.length > 0 ? { syllabusSections: syllabus } : {}),
    ...('instructors' in course && course.instructors.length > 0
      ? { instructor: course.instructors.map((instructor) => instructorJsonLd(instructor, publicUrl)) }
      : {}),
    ...aggregateRatingOf(course),
  };
}

/** The catalogue as a list of course pages (Google's course list), each with its full Course. */
function courseListJsonLd(courses: PublicCourseDto[], publicUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: courses.map((course, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: `${publicUrl}/courses/${course.id}`,
    })),
  };
}

function organizationJsonLd(publicUrl: string): object {
  return { '@context': 'https://schema.org', ...provider(publicUrl), '@type': 'EducationalOrganization', description: ACADEMY_DESCRIPTION };
}

/** schema.org EducationalOccupationalCredential for a certificate's verification page. */
export function certificateJsonLd(certificate: CertificateVerificationDto, publicUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOccupationalCredential',
    '@id': certificate.verificationUrl,
    name: certificateName(certificate),
    description: certificateDescription(certificate),
    credentialCategory: 'certificate',
    url: certificate.verificationUrl,
    dateCreated: certificate.issuedAt,
    ...(certificate.revokedAt || certificate.validUntil ? { expires: certificate.revokedAt ?? certificate.validUntil } : {}),
    educationalLevel: 'Professional development',
    timeRequired: isoDuration(Math.round(certificate.hours * 60)),
    about: certificateAbout(certificate, publicUrl),
    recognizedBy: provider(publicUrl),
  };
}

/** What the credential is about: the course, or the learning path (an EducationalOccupationalProgram, at its page). */
function certificateAbout(certificate: CertificateVerificationDto, publicUrl: string): object {
  if (certificate.kind !== 'path') return { '@type': 'Course', name: certificate.courseTitle };
  if (!certificate.path) return { '@type': 'EducationalOccupationalProgram', name: certificate.courseTitle };
  return { '@type': 'EducationalOccupationalProgram', name: certificate.path.title, url: `${publicUrl}/paths/${certificate.path.slug}` };
}

function certificateDescription(certificate: CertificateVerificationDto): string {
  const when = formatDate(certificate.issuedAt);
  if (certificate.status === 'revoked') return `This certificate for ${certificate.courseTitle} was revoked by ${ACADEMY_NAME}.`;
  if (certificate.kind === 'path') {
    const path = certificate.path ? `the learning path ${certificate.path.title}` : 'the learning path';
    if (certificate.status === 'expired')
      return `This certificate for ${certificate.courseTitle} expired on ${formatDate(certificate.validUntil!)}: ${certificate.learnerName} completed ${path} at ${ACADEMY_NAME} on ${when}.`;
    return `${certificate.learnerName} earned ${certificate.courseTitle} at ${ACADEMY_NAME} on ${when}, completing every required step of ${path} (${certificate.hours} hours).`;
  }
  if (certificate.status === 'expired')
    return `This certificate for ${certificate.courseTitle} expired on ${formatDate(certificate.validUntil!)}: ${certificate.learnerName} completed the course at ${ACADEMY_NAME} on ${when}.`;
  return `${certificate.learnerName} completed ${certificate.courseTitle} (${certificate.hours} hours) at ${ACADEMY_NAME} on ${when}.`;
}

function courseSummary(course: PublicCourseDto | CourseDetailDto): string {
  const minutes = courseMinutes(course);
  const facts = `${[priceLabel(course), minutes ? hoursAndMinutes(minutes) : null, `${course.lessonCount} lessons`].filter(Boolean).join(' · ')}.`;
  const description = metaDescription(course.description, DESCRIPTION_LENGTH - facts.length - 1);
  return description ? `${description} ${facts}` : facts;
}

function notFound(title: string, canonical: string): PageHead {
  return {
    title: documentTitle(title),
    description: ACADEMY_DESCRIPTION,
    canonical,
    indexable: false,
    openGraph: { type: 'website', image: null, imageAlt: null },
    jsonLd: [],
  };
}

/**
 * The <head> of a public page rendered on the server, from the same cached API answers the page was
 * rendered from. Undefined for paths that are not public pages.
 */
export function publicPageHead(pathname: string, state: State, publicUrl: string): PageHead | undefined {
  const [first, second, ...rest] = pathname.split('/').filter(Boolean);
  if (first === 'courses' && rest[0] === 'preview' && rest.length === 2) return lessonPreviewHead(second, rest[1], state, publicUrl);
  if (rest.length > 0) return undefined;
  if (first === undefined) {
    const courses = api.endpoints.listPublicCourses.select(undefined)(state).data ?? [];
    return {
      title: documentTitle(),
      description: ACADEMY_DESCRIPTION,
      canonical: `${publicUrl}/`,
      indexable: true,
      openGraph: { type: 'website', image: null, imageAlt: null },
      jsonLd: [organizationJsonLd(publicUrl), ...(courses.length > 0 ? [courseListJsonLd(courses, publicUrl)] : [])],
    };
  }
  if (first === 'courses' && second === undefined) {
    const courses = api.endpoints.listPublicCourses.select(undefined)(state).data ?? [];
    return {
      title: documentTitle('Courses'),
      description: metaDescription(
        `${courses.length} courses for recruiting professionals and job seekers at ${ACADEMY_NAME}: ${courses.map((course) => course.title).join(', ')}.`,
      ),
      canonical: `${publicUrl}/courses`,
      indexable: true,
      openGraph: { type: 'website', image: null, imageAlt: null },
      jsonLd: courses.length > 0 ? [courseListJsonLd(courses, publicUrl)] : [],
    };
  }
  if (first === 'courses') {
    const id = parseId(second);
    const canonical = `${publicUrl}/courses/${id ?? encodeURIComponent(second)}`;
    const course = id === null ? undefined : api.endpoints.getPublicCourse.select({ id })(state).data;
    if (!course) return notFound('Course not found', canonical);
    return {
      title: documentTitle(course.title),
      description: courseSummary(course),
      canonical,
      indexable: true,
      openGraph: { type: 'article', image: `${publicUrl}/api/courses/${course.id}/social-image`, imageAlt: course.title },
      jsonLd: [courseJsonLd(course, publicUrl)],
    };
  }
  if (first === 'paths' && second !== undefined) {
    const canonical = `${publicUrl}/paths/${encodeURIComponent(second)}`;
    const path = isPathSlug(second) ? api.endpoints.getPath.select({ slug: second })(state).data : undefined;
    if (!path) return notFound('Path not found', canonical);
    return {
      title: documentTitle(path.title),
      description: pathDescription(path),
      canonical,
      indexable: path.isPublished,
      openGraph: { type: 'website', image: null, imageAlt: null },
      jsonLd: [pathJsonLd(path, publicUrl)],
    };
  }
  if (first === 'certificates' && second !== undefined) {
    const certificate = api.endpoints.verifyCertificate.select({ code: decodeSegment(second) })(state).data;
    const canonical = `${publicUrl}/certificates/${encodeURIComponent(second)}`;
    if (!certificate) return notFound('Certificate not found', canonical);
    return {
      title: documentTitle(`Certificate: ${certificate.courseTitle}`),
      description: certificateDescription(certificate),
      canonical: certificate.verificationUrl,
      indexable: isPublicCertificate(certificate),
      // A revoked or expired certificate has no link preview (its image answers 404).
      openGraph:
        certificate.status !== 'valid'
          ? { type: 'article', image: null, imageAlt: null }
          : {
              type: 'article',
              image: `${publicUrl}/api/certificates/${encodeURIComponent(certificate.code)}/social-image`,
              imageAlt: certificateName(certificate),
            },
      jsonLd: [certificateJsonLd(certificate, publicUrl)],
    };
  }
  return undefined;
}

/**
 * schema.org EducationalOccupationalProgram for a learning path: the programme, its provider, its level,
 * the credential it leads to, its length, and its courses in order (capstone lessons named as part of their course).
 */
export function pathJsonLd(path: PathDetailDto, publicUrl: string): object {
  const url = `${publicUrl}/paths/${path.slug}`;
  const courses = path.steps.filter((step) => step.kind === 'course');
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOccupationalProgram',
    '@id': url,
    name: path.title,
    description: metaDescription(path.description) || path.title,
    url,
    provider: provider(publicUrl),
    educationalProgramMode: 'online',
    educationalLevel: path.levelLabel,
    educationalCredentialAwarded: {
      '@type': 'EducationalOccupationalCredential',
      name: path.certificateTitle,
      credentialCategory: 'certificate',
    },
    ...(path.minutes > 0 ? { timeToComplete: isoDuration(path.minutes) } : {}),
    ...(courses.length > 0
      ? {
          hasCourse: courses.map((step) => ({
            '@type': 'Course',
            name: step.courseTitle,
            url: `${publicUrl}/courses/${step.courseId}`,
            provider: provider(publicUrl),
          })),
        }
      : {}),
  };
}

/** A path's meta description: its own words, cut to leave room for its facts ("Practitioner learning path · 4 steps · 9h."). */
function pathDescription(path: PathDetailDto): string {
  const facts = `${path.levelLabel} learning path · ${pathFacts(path).join(' · ')}.`;
  const description = metaDescription(path.description, DESCRIPTION_LENGTH - facts.length - 1);
  return description ? `${description} ${facts}` : facts;
}

/** A certificate's page is indexed only when its holder chose to show it (and it is valid). */
function isPublicCertificate(certificate: CertificateVerificationDto): boolean {
  return certificate.status === 'valid' && certificate.public;
}

/** schema.org Person for a course's `instructor`: links become `sameAs`, the photo an absolute `image`. */
export function instructorJsonLd(instructor: InstructorDto, publicUrl: string): object {
  return {
    '@type': 'Person',
    name: instructor.name,
    ...(instructor.title ? { jobTitle: instructor.title } : {}),
    ...(instructor.photoUrl ? { image: new URL(instructor.photoUrl, `${publicUrl}/`).href } : {}),
    ...(instructor.bio ? { description: metaDescription(instructor.bio, 300) } : {}),
    ...(instructor.links.length > 0 ? { sameAs: instructor.links.map((link) => link.url) } : {}),
    ...(instructor.credentials.length > 0
      ? { hasCredential: instructor.credentials.map((name) => ({ '@type': 'EducationalOccupationalCredential', name })) }
      : {}),
  };
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** The text of sanitised lesson HTML, for a meta description. */
function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** The <head> of a free preview lesson's page: its own title and description, the course's link preview image. */
function lessonPreviewHead(courseSegment: string, lessonSegment: string, state: State, publicUrl: string): PageHead {
  const courseId = parseId(courseSegment);
  const lessonId = parseId(lessonSegment);
  const canonical = `${publicUrl}/courses/${courseId ?? encodeURIComponent(courseSegment)}/preview/${lessonId ?? encodeURIComponent(lessonSegment)}`;
  const course = courseId === null ? undefined : api.endpoints.getPublicCourse.select({ id: courseId })(state).data;
  const lesson = lessonId === null ? undefined : api.endpoints.getPreviewLesson.select({ id: lessonId })(state).data;
  if (!course || !lesson || lesson.courseId !== course.id) return notFound('Lesson not found', canonical);
  const about = metaDescription(plainText(lesson.description));
  return {
    title: documentTitle(`${lesson.title} · Free preview`),
    description: metaDescription(`Free preview of ${course.title}. ${about}`),
    canonical,
    indexable: true,
    openGraph: { type: 'article', image: `${publicUrl}/api/courses/${course.id}/social-image`, imageAlt: course.title },
    jsonLd: [],
  };
}
