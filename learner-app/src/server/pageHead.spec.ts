import { describe, expect, it } from '@jest/globals';
import {
  api,
  type CertificateVerificationDto,
  type CourseDetailDto,
  type LessonDto,
  type PathDetailDto,
  type PathStepDto,
} from '@academy/api';
import { createAcademyStore } from '@academy/ui';
import { certificateJsonLd, courseJsonLd, isoDuration, metaDescription, pathJsonLd, publicPageHead } from './pageHead';

const PUBLIC_URL = 'https://academy.example';

const course: CourseDetailDto = {
  id: 7,
  title: 'Sourcing Fundamentals',
  description: 'Boolean search, talent maps & outreach\n that candidates answer.',
  slug: 'sourcing-fundamentals',
  accessLevel: 'all',
  isPaid: true,
  price: 1900,
  paymentType: 'subscription',
  estimatedDuration: null,
  lessonCount: 2,
  ratingCount: 0,
  ratingAverage: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  thumbnailUrl: null,
  heroImageUrl: '/api/course-images/abc-hero.webp',
  isEnrolled: false,
  certificateCode: null,
  progress: { completed: 0, total: 2 },
  modules: [
    {
      id: 1,
      title: 'Search',
      description: 'Strings that find people',
      order: 0,
      unlockAfterDays: null,
      lessons: [
        { id: 1, moduleId: 1, order: 0, title: 'Boolean', type: 'text', duration: 45, isCompleted: false, isPreview: false },
        { id: 2, moduleId: 1, order: 1, title: 'Maps', type: 'video', duration: 50, isCompleted: false, isPreview: false },
      ],
    },
  ],
  lessons: [],
  instructors: [],
};
course.lessons = course.modules.flatMap((module) => module.lessons);

describe('metaDescription', () => {
  it('is one line, whitespace collapsed', () => {
    expect(metaDescription(' Hello   <world>\n and  more ')).toBe('Hello <world> and more');
  });

  it('cuts at a word and ends with an ellipsis', () => {
    const text = `${'word '.repeat(50)}end`;
    const description = metaDescription(text);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('word…')).toBe(true);
    expect(metaDescription(text, 40)).toBe('word word word word word word word word…');
  });
});

describe('isoDuration', () => {
  it.each([
    [95, 'PT1H35M'],
    [120, 'PT2H'],
    [5, 'PT5M'],
    [0, 'PT0M'],
  ])('%i minutes is %s', (minutes, expected) => {
    expect(isoDuration(minutes)).toBe(expected);
  });
});

describe('courseJsonLd', () => {
  it("has what Google's course rich results require: name, description, provider, offers and an online instance with its workload", () => {
    expect(courseJsonLd(course, PUBLIC_URL)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Sourcing Fundamentals',
      description: 'Boolean search, talent maps & outreach that candidates answer.',
      url: 'https://academy.example/courses/7',
      image: ['https://academy.example/api/course-images/abc-hero.webp'],
      provider: { '@type': 'Organization', name: 'Recruiting Academy', sameAs: 'https://academy.example/' },
      offers: [{ '@type': 'Offer', category: 'Subscription', price: 19, priceCurrency: 'USD', url: 'https://academy.example/courses/7' }],
      // No estimated duration set: the lessons' minutes add up.
      hasCourseInstance: [{ '@type': 'CourseInstance', courseMode: 'Online', courseWorkload: 'PT1H35M' }],
      syllabusSections: [{ '@type': 'Syllabus', name: 'Search', description: 'Strings that find people', timeRequired: 'PT1H35M' }],
    });
  });

  it('offers a free course at no price, and a paid one with a zero price as free', () => {
    for (const free of [
      { isPaid: false, price: 0 },
      { isPaid: true, price: 0 },
    ]) {
      expect(courseJsonLd({ ...course, ...free }, PUBLIC_URL)).toMatchObject({ offers: [{ category: 'Free', price: 0 }] });
    }
    expect(courseJsonLd({ ...course, paymentType: 'one_time', price: 4999 }, PUBLIC_URL)).toMatchObject({
      offers: [{ category: 'Paid', price: 49.99 }],
    });
  });
});

describe('courseJsonLd aggregateRating', () => {
  it('gives the average and count of the visible reviews, on the 1–5 scale', () => {
    expect(courseJsonLd({ ...course, ratingCount: 14, ratingAverage: 4.6 }, PUBLIC_URL)).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, ratingCount: 14, reviewCount: 14, bestRating: 5, worstRating: 1 },
    });
  });

  it('has none without reviews', () => {
    expect(courseJsonLd({ ...course, ratingCount: 0, ratingAverage: null }, PUBLIC_URL)).not.toHaveProperty('aggregateRating');
  });
});

describe('certificateJsonLd', () => {
  const certificate = {
    code: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    status: 'valid',
    learnerName: 'Ada Lovelace',
    courseTitle: 'Sourcing Fundamentals',
    hours: 1.5,
    issuedAt: '2026-11-20T09:00:00.000Z',
    revokedAt: null,
    validUntil: null,
    renews: null,
    renewedBy: null,
    verificationUrl: 'https://academy.example/certificates/ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    pdfUrl: '/api/certificates/ABCDEFGHIJKLMNOPQRSTUVWXYZ/pdf',
    credentialUrl: '/api/certificates/ABCDEFGHIJKLMNOPQRSTUVWXYZ/credential',
    finalScore: 83,
    public: true,
    issuer: { name: 'Recruiting Academy', url: 'https://academy.example' },
    credits: [],
    kind: 'course',
    path: null,
  } satisfies CertificateVerificationDto;

  it('is an EducationalOccupationalCredential recognised by the academy, about the course', () => {
    const data = certificateJsonLd(certificate, PUBLIC_URL);
    expect(data).toMatchObject({
      '@type': 'EducationalOccupationalCredential',
      name: 'Certificate of completion: Sourcing Fundamentals',
      credentialCategory: 'certificate',
      url: certificate.verificationUrl,
      dateCreated: '2026-11-20T09:00:00.000Z',
      timeRequired: 'PT1H30M',
      about: { '@type': 'Course', name: 'Sourcing Fundamentals' },
      recognizedBy: { '@type': 'Organization', name: 'Recruiting Academy' },
    });
    expect((data as { description: string }).description).toBe(
      'Ada Lovelace completed Sourcing Fundamentals (1.5 hours) at Recruiting Academy on Nov 20, 2026.',
    );
    expect(data).not.toHaveProperty('expires');
  });

  it("is about the learning path for a path's certificate, named by the certificate's title", () => {
    const pathCertificate = {
      ...certificate,
      kind: 'path',
      courseTitle: 'Certified Recruiter — Practitioner',
      hours: 12,
      finalScore: null,
      path: { id: 3, slug: 'certified-recruiter-practitioner', title: 'Certified Recruiter: Practitioner' },
    } satisfies CertificateVerificationDto;
    const data = certificateJsonLd(pathCertificate, PUBLIC_URL);
    expect(data).toMatchObject({
      '@type': 'EducationalOccupationalCredential',
      name: 'Certified Recruiter — Practitioner',
      timeRequired: 'PT12H',
      about: {
        '@type': 'EducationalOccupationalProgram',
        name: 'Certified Recruiter: Practitioner',
        url: `${PUBLIC_URL}/paths/certified-recruiter-practitioner`,
      },
    });
    expect((data as { description: string }).description).toBe(
      'Ada Lovelace earned Certified Recruiter — Practitioner at Recruiting Academy on Nov 20, 2026, completing every required step of the learning path Certified Recruiter: Practitioner (12 hours).',
    );
    const expired = { ...pathCertificate, status: 'expired', validUntil: '2028-11-20T09:00:00.000Z' } satisfies CertificateVerificationDto;
    expect((certificateJsonLd(expired, PUBLIC_URL) as { description: string }).description).toBe(
      'This certificate for Certified Recruiter — Practitioner expired on Nov 20, 2028: Ada Lovelace completed the learning path Certified Recruiter: Practitioner at Recruiting Academy on Nov 20, 2026.',
    );
  });

  it('expires with the certificate, and an expired one says so', () => {
    const expiring = { ...certificate, validUntil: '2028-11-20T09:00:00.000Z' } satisfies CertificateVerificationDto;
    expect(certificateJsonLd(expiring, PUBLIC_URL)).toMatchObject({ expires: '2028-11-20T09:00:00.000Z' });
    const expired = { ...expiring, status: 'expired' } satisfies CertificateVerificationDto;
    expect((certificateJsonLd(expired, PUBLIC_URL) as { description: string }).description).toBe(
      'This certificate for Sourcing Fundamentals expired on Nov 20, 2028: Ada Lovelace completed the course at Recruiting Academy on Nov 20, 2026.',
    );
  });
});

describe('instructors in the Course JSON-LD', () => {
  const dana = {
    id: 4,
    name: 'Dana Whitfield',
    title: 'Head of Talent Acquisition',
    bio: 'Fifteen years of hiring.\n\nShe teaches intake.',
    credentials: ['SHRM-SCP'],
    links: [
      { label: 'LinkedIn', url: 'https://www.linkedin.com/in/dana' },
      { label: 'Website', url: 'https://dana.example.com' },
    ],
    photoUrl: '/api/instructor-photos/abc.webp',
  };

  it('lists each instructor as a schema.org Person with job title, image, description and sameAs links', () => {
    const data = courseJsonLd(
      {
        ...course,
        instructors: [dana, { ...dana, id: 5, name: 'Marcus', title: '', bio: '', links: [], credentials: [], photoUrl: null }],
      },
      PUBLIC_URL,
    ) as {
      instructor: object[];
    };
    expect(data.instructor).toEqual([
      {
        '@type': 'Person',
        name: 'Dana Whitfield',
        jobTitle: 'Head of Talent Acquisition',
        image: 'https://academy.example/api/instructor-photos/abc.webp',
        description: 'Fifteen years of hiring. She teaches intake.',
        sameAs: ['https://www.linkedin.com/in/dana', 'https://dana.example.com'],
        hasCredential: [{ '@type': 'EducationalOccupationalCredential', name: 'SHRM-SCP' }],
      },
      { '@type': 'Person', name: 'Marcus' },
    ]);
  });

  it('has no instructor without instructors', () => {
    expect(courseJsonLd(course, PUBLIC_URL)).not.toHaveProperty('instructor');
  });
});

describe("a free preview lesson's head", () => {
  const lesson: LessonDto = {
    id: 2,
    courseId: 7,
    courseTitle: course.title,
    moduleId: 1,
    title: 'Maps',
    description: '<p>Talent maps &amp; where to start</p>',
    type: 'video',
    videoProvider: 'youtube',
    videoId: 'abc',
    content: null,
    contentUrl: null,
    duration: 50,
    order: 1,
    position: 2,
    lessonCount: 2,
    isCompleted: false,
    hasQuiz: false,
    canAccessContent: true,
    isPreview: true,
    unlocksAt: null,
  };

  async function stateWith(previewLesson: LessonDto) {
    const store = createAcademyStore();
    await store.dispatch(api.util.upsertQueryData('getPublicCourse', { id: 7 }, course));
    await store.dispatch(api.util.upsertQueryData('getPreviewLesson', { id: previewLesson.id }, previewLesson));
    return store.getState();
  }

  it('names the lesson and its course, indexable, with the course image', async () => {
    const head = publicPageHead('/courses/7/preview/2', await stateWith(lesson), PUBLIC_URL);
    expect(head).toEqual({
      title: 'Maps · Free preview · Recruiting Academy',
      description: 'Free preview of Sourcing Fundamentals. Talent maps & where to start',
      canonical: 'https://academy.example/courses/7/preview/2',
      indexable: true,
      openGraph: { type: 'article', image: 'https://academy.example/api/courses/7/social-image', imageAlt: 'Sourcing Fundamentals' },
      jsonLd: [],
    });
  });

  it('is a noindex not-found head for a lesson of another course or one not loaded', async () => {
    const elsewhere = publicPageHead('/courses/7/preview/3', await stateWith({ ...lesson, id: 3, courseId: 8 }), PUBLIC_URL);
    expect(elsewhere).toMatchObject({ title: 'Lesson not found · Recruiting Academy', indexable: false });
    expect(publicPageHead('/courses/7/preview/9', await stateWith(lesson), PUBLIC_URL)).toMatchObject({ indexable: false });
    expect(publicPageHead('/courses/7/other/2', await stateWith(lesson), PUBLIC_URL)).toBeUndefined();
  });
});

describe("a certificate page's head", () => {
  const certificate = {
    code: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    status: 'valid',
    learnerName: 'Ada Lovelace',
    courseTitle: 'Sourcing Fundamentals',
    hours: 1.5,
    issuedAt: '2026-11-20T09:00:00.000Z',
    revokedAt: null,
    validUntil: null,
    renews: null,
    renewedBy: null,
    verificationUrl: 'https://academy.example/certificates/ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    pdfUrl: '/api/certificates/ABCDEFGHIJKLMNOPQRSTUVWXYZ/pdf',
    credentialUrl: '/api/certificates/ABCDEFGHIJKLMNOPQRSTUVWXYZ/credential',
    finalScore: 83,
    public: true,
    issuer: { name: 'Recruiting Academy', url: 'https://academy.example' },
    credits: [],
    kind: 'course',
    path: null,
  } satisfies CertificateVerificationDto;

  async function headOf(answer: CertificateVerificationDto) {
    const store = createAcademyStore();
    await store.dispatch(api.util.upsertQueryData('verifyCertificate', { code: answer.code }, answer));
    return publicPageHead(`/certificates/${answer.code}`, store.getState(), PUBLIC_URL);
  }

  it('names the link preview of a valid certificate', async () => {
    expect((await headOf(certificate))?.openGraph).toEqual({
      type: 'article',
      image: `${PUBLIC_URL}/api/certificates/${certificate.code}/social-image`,
      imageAlt: 'Certificate of completion: Sourcing Fundamentals',
    });
  });

  it("titles a path's certificate page and its preview by the certificate's title", async () => {
    const head = await headOf({
      ...certificate,
      kind: 'path',
      courseTitle: 'Certified Recruiter — Practitioner',
      path: { id: 3, slug: 'certified-recruiter-practitioner', title: 'Certified Recruiter: Practitioner' },
    });
    expect(head?.title).toBe('Certificate: Certified Recruiter — Practitioner · Recruiting Academy');
    expect(head?.description).toMatch(/^Ada Lovelace earned Certified Recruiter — Practitioner at Recruiting Academy/);
    expect(head?.openGraph.imageAlt).toBe('Certified Recruiter — Practitioner');
  });

  it('names none for a revoked one, whose preview is no longer served', async () => {
    const revoked = { ...certificate, status: 'revoked', revokedAt: '2026-11-25T09:00:00.000Z' } satisfies CertificateVerificationDto;
    expect((await headOf(revoked))?.openGraph).toEqual({ type: 'article', image: null, imageAlt: null });
  });

  it('names none for an expired one either: it is not shared, and its preview is not served', async () => {
    const expired = { ...certificate, status: 'expired', validUntil: '2026-11-25T09:00:00.000Z' } satisfies CertificateVerificationDto;
    expect((await headOf(expired))?.openGraph).toEqual({ type: 'article', image: null, imageAlt: null });
  });
});

describe("a learning path's head", () => {
  const step = (id: number, overrides: Partial<PathStepDto> = {}): PathStepDto => ({
    id,
    position: id - 1,
    kind: 'course',
    isRequired: true,
    courseId: 10 + id,
    courseTitle: `Course ${id}`,
    lessonId: null,
    lessonTitle: null,
    minutes: 120,
    prerequisiteStepIds: [],
    state: 'available',
    waitingFor: [],
    isEnrolled: false,
    courseProgress: 0,
    ...overrides,
  });
  const path: PathDetailDto = {
    id: 3,
    slug: 'certified-recruiter-practitioner',
    title: 'Certified Recruiter: Practitioner',
    description: 'From the first search string to the signed offer.',
    levelLabel: 'Practitioner',
    certificateTitle: 'Certified Recruiter — Practitioner',
    stepCount: 3,
    requiredStepCount: 2,
    minutes: 240,
    progress: null,
    certificate: null,
    isPublished: true,
    updatedAt: '2026-12-06T17:20:00.000Z',
    steps: [
      step(1, { courseTitle: 'Sourcing Fundamentals' }),
      step(2, { courseTitle: 'Interviewing', prerequisiteStepIds: [1], state: 'locked', waitingFor: [1] }),
      step(3, { kind: 'practice', courseTitle: 'Interviewing', lessonId: 40, lessonTitle: 'Intake call', isRequired: false, minutes: 15 }),
    ],
  };

  async function stateWith(answer: PathDetailDto) {
    const store = createAcademyStore();
    await store.dispatch(api.util.upsertQueryData('getPath', { slug: answer.slug }, answer));
    return store.getState();
  }

  it('describes the programme as an EducationalOccupationalProgram with its credential, length and courses', async () => {
    const head = publicPageHead(`/paths/${path.slug}`, await stateWith(path), PUBLIC_URL);
    expect(head).toEqual({
      title: 'Certified Recruiter: Practitioner · Recruiting Academy',
      description: 'From the first search string to the signed offer. Practitioner learning path · 3 steps · 2 required · 4h.',
      canonical: 'https://academy.example/paths/certified-recruiter-practitioner',
      indexable: true,
      openGraph: { type: 'website', image: null, imageAlt: null },
      jsonLd: [pathJsonLd(path, PUBLIC_URL)],
    });
    expect(pathJsonLd(path, PUBLIC_URL)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'EducationalOccupationalProgram',
      '@id': 'https://academy.example/paths/certified-recruiter-practitioner',
      name: 'Certified Recruiter: Practitioner',
      description: 'From the first search string to the signed offer.',
      url: 'https://academy.example/paths/certified-recruiter-practitioner',
      provider: {
        '@type': 'Organization',
        name: 'Recruiting Academy',
        url: 'https://academy.example/',
        sameAs: 'https://academy.example/',
      },
      educationalProgramMode: 'online',
      educationalLevel: 'Practitioner',
      educationalCredentialAwarded: {
        '@type': 'EducationalOccupationalCredential',
        name: 'Certified Recruiter — Practitioner',
        credentialCategory: 'certificate',
      },
      timeToComplete: 'PT4H',
      hasCourse: [
        {
          '@type': 'Course',
          name: 'Sourcing Fundamentals',
          url: 'https://academy.example/courses/11',
          provider: {
            '@type': 'Organization',
            name: 'Recruiting Academy',
            url: 'https://academy.example/',
            sameAs: 'https://academy.example/',
          },
        },
        {
          '@type': 'Course',
          name: 'Interviewing',
          url: 'https://academy.example/courses/12',
          provider: {
            '@type': 'Organization',
            name: 'Recruiting Academy',
            url: 'https://academy.example/',
            sameAs: 'https://academy.example/',
          },
        },
      ],
    });
  });

  it('is a noindex not-found head for a path not loaded or an address no slug can be', async () => {
    const state = await stateWith(path);
    for (const pathname of ['/paths/another-path', '/paths/Not%20a%20slug']) {
      const head = publicPageHead(pathname, state, PUBLIC_URL);
      expect(head).toMatchObject({ title: 'Path not found · Recruiting Academy', indexable: false, jsonLd: [] });
    }
  });
});
