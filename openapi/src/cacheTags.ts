/**
 * The cache tags of the api slice: which entity each query shows and what each mutation changes, so
 * that a mutation refetches only the queries whose answer it can have changed (docs/adr/0002-one-api-slice.md).
 * The client is generated without tags (codegen.config.cjs): every endpoint's tags are here, except the
 * admin's endpoints' (adminApi.gen.ts): adminCacheTags.ts gives theirs, with the helpers exported here.
 */
import type { TagDescription } from '@reduxjs/toolkit/query';
import type {
  CertificateSettingsDto,
  CourseDetailDto,
  academyApi,
  LearnViewDto,
  LessonDto,
  LessonOutlineDto,
  ModuleOutlineDto,
  PathDetailDto,
  PathStepDto,
  QuizResultDto,
  TeamCohortsDto,
} from './academyApi.gen.js';

/**
 * The tag types. An id names one entity; 'LIST' names a list of them (its membership, order and the
 * figures it adds up), so that creating or deleting one refetches the lists and nothing else.
 */
export const TAG_TYPES = [
  /** Who is signed in (no id): signing in or out asks again whatever answers differently for a visitor. */
  'Viewer',
  /** An account: its id, 'ME' (the signed-in user) or 'LIST' (the admin's user tables). */
  'User',
  /** 'LIST': where the signed-in account is signed in. */
  'Session',
  /** The signed-in account's ways in: its password (set or not) and linked provider sign-ins (no id). */
  'SignInMethod',
  /** Whether the signed-in user's address is confirmed, and what waits for it (no id). */
  'EmailVerification',
  /** 'academy' (review threshold) or 'credits' (credit requirements). */
  'Settings',
  /** A course as the catalogue shows it, with its outline; 'LIST': the course lists. */
  'Course',
  /** A module of a course outline. */
  'Module',
  /** A lesson, with the signed-in learner's completion of it. */
  'Lesson',
  /** The signed-in learner's enrolment in a course (by course id) and progress in it; 'LIST': views adding up all of them. */
  'Enrolment',
  /**
   * The admin's view of a course's students (by course id): who is enrolled, their progress and
   * certificates; 'LIST': the course table's enrolment counts.
   */
  'CourseStudents',
  /** The admin's reports of a course (by course id). */
  'Analytics',
  /** A quiz, by quiz id: its settings, questions and the attempts on it. */
  'Quiz',
  /** The quiz of a lesson, by lesson id (the learner's and the admin's quiz queries are asked by lesson). */
  'LessonQuiz',
  /** A quiz question, by id; 'LIST': figures counted over every quiz's questions (search exercises). */
  'QuizQuestion',
  /** A quiz attempt as the admin grades it. */
  'QuizAttempt',
  /** The practice conversation of a lesson, by lesson id: its settings and the learner's attempts. */
  'Practice',
  /** A practice attempt, by id. */
  'PracticeAttempt',
  /** The SCORM package of a lesson, by lesson id: the learner's launch and the admin's package. */
  'Scorm',
  /** A certificate, by code; 'LIST': the signed-in learner's certificates; 'STATUS': the revocation list. */
  'Certificate',
  /** A course's or a path's certificate validity and refresher ('course:<id>', 'path:<id>'). */
  'CertificateSettings',
  /** The signed-in learner's credits (no id). */
  'MyCredits',
  /** The credits a course offers, by course id. */
  'CourseCredits',
  /** The credits a path offers, by path id; 'LIST': those asked by slug. */
  'PathCredits',
  /**
   * A learning path, by id; 'LIST': the path lists; 'MINUTES': the learner's path views, whose minutes
   * add up the durations of their courses' lessons.
   */
  'Path',
  /** A path sold as one product, by path id: its price and the viewer's access. */
  'PathPurchase',
  /** Team seat discounts ('course:<id>', 'path:<id>'), with the quotes made from them. */
  'SeatTiers',
  /** A team, by id; 'LIST': the manager's and the admin's team lists. */
  'Team',
  /** A team invitation, by token. */
  'TeamInvite',
  /** An employer single sign-on connection, by team id; 'ACADEMY': the academy's. */
  'Sso',
  /** An invitation to join the academy (grant or purchase), by token. */
  'Invite',
  /** A review, by id; 'LIST': the admin's review table. */
  'Review',
  /** A course's reviews as its page shows them (by course id): the page of reviews and the learner's own. */
  'CourseReviews',
  /** An instructor profile, by id; 'LIST': the instructors. */
  'Instructor',
  /** A download of the library, by id; 'LIST': the library. */
  'Download',
  /** 'LIST': the admin's coupons. */
  'Coupon',
  /** 'LIST': the signed-in learner's subscriptions. */
  'Payment',
  /** 'LIST': the admin's API tokens. */
  'ApiToken',
  /** A webhook endpoint, by id; 'LIST': the endpoints. */
  'Webhook',
  /** The deliveries of a webhook endpoint, by endpoint id. */
  'WebhookDeliveries',
  /** A candidate pool, by id; 'LIST': the pools. */
  'CandidatePool',
  /** The mail outbox and queue (no id). */
  'MailQueue',
  /** A discussion thread with its posts, by id; 'LIST': the thread lists of lessons and courses and a course's latest questions. */
  'Discussion',
  /** 'LIST': the signed-in user's notifications and unread count. */
  'Notification',
  /** The signed-in user's discussion e-mail setting (no id). */
  'DiscussionEmailSetting',
  /** 'LIST': the admin's open post reports. */
  'PostReport',
  /** A course's posting suspensions, by course id. */
  'DiscussionSuspension',
  /** A cohort, by id: its dates, capacity and members; 'LIST': the admin's lists of cohorts. */
  'Cohort',
  /** A course's cohorts as the learner's picker shows them (by course id): places left and the viewer's membership. */
  'CourseCohorts',
  /** A team's members' cohorts and their attendance, by team id. */
  'TeamCohorts',
  /**
   * A live session, by id: its details, attendance and the viewer's Joined and Attended badges;
   * 'course:<id>': the sessions a learner sees in a course (their cohort's); 'UPCOMING': the learner's next sessions.
   */
  'LiveSession',
  /** The signed-in user's calendar feed address (no id). */
  'CalendarFeed',
] as const;

export type TagType = (typeof TAG_TYPES)[number];
export type Tag = TagDescription<TagType>;

type Enhancement = NonNullable<Parameters<typeof academyApi.enhanceEndpoints<TagType>>[0]['endpoints']>;

// ---- Helpers naming tags ----

export const LIST = 'LIST';
export const tag = (type: TagType, id: number | string): Tag => ({ type, id });
export const each = (type: TagType, items: readonly { id: number | string }[] | undefined): Tag[] =>
  (items ?? []).map(({ id }) => tag(type, id));
export const eachId = (type: TagType, ids: readonly (number | null | undefined)[]): Tag[] =>
  ids.filter((id): id is number => typeof id === 'number').map((id) => tag(type, id));

/** What teams' seats are for: each team's course or path. */
export const teamSubjects = (teams: readonly ({ course?: { id: number } | null; path?: { id: number } | null } | undefined)[]): Tag[] => [
  ...eachId(
    'Course',
    teams.map((team) => team?.course?.id),
  ),
  ...eachId(
    'Path',
    teams.map((team) => team?.path?.id),
  ),
];

/**
 * A query's tags from its argument and, once answered, from its answer. A failed query (a 401, a 403
 * NOT_ENROLLED, a 404 for something not published yet) also provides Viewer and Enrolment LIST:
 * signing in, enrolling or buying asks it again.
 */
export function provides<Result, Arg>(tags: (result: Result | undefined, arg: Arg) => Tag[]) {
  return (result: Result | undefined, error: unknown, arg: Arg): Tag[] =>
    error || result === undefined ? [...tags(undefined, arg), 'Viewer', tag('Enrolment', LIST)] : tags(result, arg);
}

const lessonsOf = (modules: readonly ModuleOutlineDto[] | undefined): LessonOutlineDto[] =>
  (modules ?? []).flatMap((module) => module.lessons);

/** What a course outline shows: its modules and lessons. */
const outlineTags = (modules: readonly ModuleOutlineDto[] | undefined): Tag[] => [
  ...each('Module', modules),
  ...each('Lesson', lessonsOf(modules)),
];

/** A course page: the course, its outline and instructors (and, signed in, the learner's enrolment). */
const courseDetailTags = (course: CourseDetailDto | undefined, id: number): Tag[] => [
  tag('Course', id),
  ...outlineTags(course?.modules),
  ...each('Lesson', course?.lessons),
  ...each('Instructor', course?.instructors),
];

/** A path with its steps: each step's course (title, minutes, the learner's progress) and lesson. */
export const pathStepTags = (steps: readonly (Pick<PathStepDto, 'courseId' | 'lessonId'> & object)[] | undefined, withProgress: boolean) =>
  (steps ?? []).flatMap((step): Tag[] => [
    tag('Course', step.courseId),
    ...(withProgress ? [tag('Enrolment', step.courseId)] : []),
    ...eachId('Lesson', [step.lessonId]),
  ]);

const learnerPathTags = (path: PathDetailDto): Tag[] => [tag('Path', path.id), ...pathStepTags(path.steps, true)];

/** The refresher a certificate's settings name: a course, or a lesson of one. */
export const refresherTags = (settings: CertificateSettingsDto | undefined): Tag[] => {
  const refresher = settings?.refresher;
  if (!refresher) return [];
  return refresher.kind === 'course'
    ? [tag('Course', refresher.id)]
    : [tag('Lesson', refresher.id), ...eachId('Course', [refresher.courseId])];
};

// ---- The cache when a mutation started ----

/** The cached queries, as the store keeps them (`state.api.queries`). */
export type CachedQueries = Readonly<Record<string, { endpointName: string; originalArgs?: unknown; data?: unknown } | undefined>>;

const NOTHING_CACHED: CachedQueries = {};

/**
 * Some mutations change what only the cache can name: completing a lesson knows the lesson, not its
 * course; submitting a quiz knows the quiz, not its lesson. Each of them keeps the cache as it was when
 * it started (onQueryStarted, keyed by its argument), and its invalidatesTags reads the ids there;
 * with nothing found it invalidates every tag of the type. Read after the answer, the cache would
 * already lack the unused entries the mutation's own invalidation removes.
 */
const cacheAtStart = new WeakMap<object, CachedQueries>();

export function rememberCache(arg: object, { getState }: { getState: () => unknown }): void {
  const queries = (getState() as { api?: { queries?: CachedQueries } }).api?.queries;
  if (queries) cacheAtStart.set(arg, queries);
}

export const cacheOf = (arg: object): CachedQueries => cacheAtStart.get(arg) ?? NOTHING_CACHED;

export function* answers<Data, Arg = unknown>(cache: CachedQueries, ...endpoints: string[]): Generator<{ data: Data; arg: Arg }> {
  for (const entry of Object.values(cache)) {
    if (entry?.data !== undefined && endpoints.includes(entry.endpointName))
      yield { data: entry.data as Data, arg: entry.originalArgs as Arg };
  }
}

/** The course of a lesson, from any cached answer that shows it. */
export function courseOfLesson(cache: CachedQueries, lessonId: number): number | undefined {
  for (const { data } of answers<LessonDto>(cache, 'getLesson', 'getPreviewLesson')) if (data.id === lessonId) return data.courseId;
  for (const { data } of answers<LearnViewDto | CourseDetailDto>(cache, 'getLearnView', 'getCourse', 'getPublicCourse')) {
    if (lessonsOf(data.modules).some((lesson) => lesson.id === lessonId)) return data.id;
  }
  for (const { data, arg } of answers<ModuleOutlineDto[], { id: number }>(cache, 'listCourseModules')) {
    if (lessonsOf(data).some((lesson) => lesson.id === lessonId)) return arg.id;
  }
  for (const { data } of answers<{ lessonId: number; courseId: number }>(cache, 'getAdminLessonQuiz', 'getPracticeSettings')) {
    if (data.lessonId === lessonId) return data.courseId;
  }
  return undefined;
}

/** The course of a module, from any cached outline or lesson. */
function courseOfModule(cache: CachedQueries, moduleId: number): number | undefined {
  for (const { data } of answers<LearnViewDto | CourseDetailDto>(cache, 'getLearnView', 'getCourse', 'getPublicCourse')) {
    if (data.modules.some((module) => module.id === moduleId)) return data.id;
  }
  for (const { data, arg } of answers<ModuleOutlineDto[], { id: number }>(cache, 'listCourseModules')) {
    if (data.some((module) => module.id === moduleId)) return arg.id;
  }
  for (const { data } of answers<LessonDto>(cache, 'getLesson', 'getPreviewLesson')) if (data.moduleId === moduleId) return data.courseId;
  return undefined;
}

/** The lesson of a quiz, from the learner's or the admin's cached quiz. */
export function lessonOfQuiz(cache: CachedQueries, quizId: number): number | undefined {
  for (const { data } of answers<{ id: number; lessonId: number }>(cache, 'getLessonQuiz')) if (data.id === quizId) return data.lessonId;
  for (const { data } of answers<{ lessonId: number; quiz: { id: number } | null }>(cache, 'getAdminLessonQuiz')) {
    if (data.quiz?.id === quizId) return data.lessonId;
  }
  return undefined;
}

/** The course of a review, from the course page's cached reviews or the admin's review table. */
export function courseOfReview(cache: CachedQueries, reviewId: number): number | undefined {
  for (const { data, arg } of answers<{ review: { id: number } | null }, { id: number }>(cache, 'getMyReview')) {
    if (data.review?.id === reviewId) return arg.id;
  }
  for (const { data } of answers<{ items: { id: number; courseId: number }[] }>(cache, 'listReviews', 'listAdminReviews')) {
    const review = data.items.find((item) => item.id === reviewId);
    if (review) return review.courseId;
  }
  return undefined;
}

/** The thread of a post, from the cached thread views. */
export function threadOfPost(cache: CachedQueries, postId: number): number | undefined {
  for (const { data } of answers<{ thread: { id: number }; posts: { id: number }[] }>(cache, 'getThread')) {
    if (data.posts.some((post) => post.id === postId)) return data.thread.id;
  }
  return undefined;
}

/** The course of a cohort, from any cached answer that shows the cohort; undefined for a path's cohort or one not in the cache. */
export function courseOfCohort(cache: CachedQueries, cohortId: number): number | undefined {
  for (const { data, arg } of answers<{ cohorts: { id: number }[] }, { id: number }>(cache, 'listCourseCohorts')) {
    if (data.cohorts.some((cohort) => cohort.id === cohortId)) return arg.id;
  }
  for (const { data } of answers<{ cohorts: { id: number; courseId: number | null }[] }>(cache, 'getTeamCohorts')) {
    const cohort = data.cohorts.find((item) => item.id === cohortId);
    if (cohort) return cohort.courseId ?? undefined;
  }
  for (const { data } of answers<{ cohortId: number; courseId: number | null }[]>(cache, 'listCourseSessions', 'listUpcomingSessions')) {
    const session = data.find((item) => item.cohortId === cohortId);
    if (session) return session.courseId ?? undefined;
  }
  return undefined;
}

/** A team's course and the cohort a seat's holder is in, from the cached team views. */
function teamCohortOfSeat(cache: CachedQueries, teamId: number, seatId: number): { courseId?: number; cohortId?: number | null } {
  let courseId: number | undefined;
  for (const { data, arg } of answers<{ course: { id: number } | null }, { id: number }>(cache, 'getTeam')) {
    if (arg.id === teamId && data.course) courseId = data.course.id;
  }
  for (const { data, arg } of answers<TeamCohortsDto, { id: number }>(cache, 'getTeamCohorts')) {
    if (arg.id !== teamId) continue;
    courseId ??= data.cohorts[0]?.courseId ?? undefined;
    return { courseId, cohortId: data.members.find((member) => member.seatId === seatId)?.cohortId };
  }
  return { courseId };
}

/** A tag for one id, or for every id of the type when the id is unknown. */
export const oneOrAll = (type: TagType, id: number | undefined): Tag => (id === undefined ? type : tag(type, id));

// ---- What changes together ----

/**
 * A lesson completed by the signed-in learner (its button, a passed quiz, a passed practice
 * conversation): the lesson and the outlines showing it, the learner's progress in the course and the
 * views adding up all courses (dashboard, paths), their certificates (the last lesson issues the
 * course's, any completion may renew one or complete a path) and credits, and, for an admin learning,
 * the course's student list and reports.
 */
export function lessonCompletionTags(lessonId: number | undefined, courseId: number | undefined): Tag[] {
  return [
    oneOrAll('Lesson', lessonId),
    oneOrAll('Enrolment', courseId),
    tag('Enrolment', LIST),
    'Certificate',
    'MyCredits',
    oneOrAll('CourseStudents', courseId),
    oneOrAll('Analytics', courseId),
  ];
}

/** The signed-in learner's access to a course changed (enrolled, bought, granted, a team seat taken or lost). */
const enrolmentTags = (courseId: number | undefined): Tag[] => [
  oneOrAll('Enrolment', courseId),
  tag('Enrolment', LIST),
  oneOrAll('CourseStudents', courseId),
  tag('CourseStudents', LIST),
  oneOrAll('Analytics', courseId),
];

/** A team's course, or every course when the team is a path's (its courses are not in the answer). */
export const teamEnrolmentTags = (team: { course: { id: number } | null } | undefined): Tag[] => enrolmentTags(team?.course?.id);

/**
 * A course's structure changed (a module or lesson added, moved or deleted): the course's outline
 * and lesson count, every learner's progress in it (the dashboard, the path minutes), its students'
 * progress and its reports.
 */
const structureTags = (courseId: number | undefined): Tag[] => [
  oneOrAll('Course', courseId),
  oneOrAll('Enrolment', courseId),
  tag('Enrolment', LIST),
  tag('Path', 'MINUTES'),
  oneOrAll('CourseStudents', courseId),
  oneOrAll('Analytics', courseId),
];

/** The live sessions learners see in a course (every course's when the course is unknown), and their upcoming ones. */
export const learnerSessionTags = (courseId: number | undefined): Tag[] => [
  courseId === undefined ? 'LiveSession' : tag('LiveSession', `course:${courseId}`),
  tag('LiveSession', 'UPCOMING'),
];

/**
 * A learner joined or left a cohort of a course (or their manager placed them): the cohorts' places
 * and membership, the sessions they see (the course's, the dashboard's upcoming ones), and their
 * start in the course, from which drip modules open (the learning page's locks, a locked lesson).
 * A path's cohort (`courseId` undefined) moves the start in every course of the path: all of them.
 */
const cohortMembershipTags = (courseId: number | undefined, cohortIds: readonly (number | null | undefined)[]): Tag[] => [
  ...eachId('Cohort', cohortIds),
  oneOrAll('CourseCohorts', courseId),
  ...learnerSessionTags(courseId),
  oneOrAll('Enrolment', courseId),
];

/** A review written, edited, hidden or shown again: the course's reviews, and its rating on the course cards. */
export const ratingTags = (courseId: number | undefined): Tag[] => [oneOrAll('CourseReviews', courseId), oneOrAll('Course', courseId)];

/** The signed-in account's name changed: where it is shown to admins, and as the author of reviews. */
const accountNameTags: Tag[] = [tag('User', 'ME'), tag('User', LIST), 'CourseStudents', 'CourseReviews', tag('Review', LIST)];

/**
 * The address is proven (confirmed, changed, reset): purchases and grants held for it become
 * enrolments (docs/product-rules.md#payments-and-access).
 */
const addressProvenTags: Tag[] = [
  tag('User', 'ME'),
  tag('User', LIST),
  'EmailVerification',
  'Enrolment',
  'CourseStudents',
  'Analytics',
  tag('Payment', LIST),
];

// ---- Mutations that change nothing on screen ----

/**
 * Mutations that invalidate nothing, each with the reason. A mutation is either here or has
 * invalidatesTags in CACHE_TAGS, an admin one likewise in ADMIN_NO_REFETCH or ADMIN_CACHE_TAGS
 * (openapi/src/cacheTags.spec.ts checks both ways).
 */
export const NO_REFETCH = {
  recordLessonView: 'records where to resume; the dashboard and the learning page ask again whenever they open',
  resendVerificationEmail: 'sends a link; nothing changes until it is opened (confirmEmail)',
  requestPasswordReset: 'sends a link; nothing changes until it is opened (resetPassword)',
  requestEmailChange: 'sends a link to the new address; nothing changes until it is opened (confirmEmailChange)',
  quoteCoupon: 'a price preview; a payment with the code changes what confirmPayment refetches',
  searchQuizCandidates: "a learner's search during a quiz attempt: the attempt doesn't change",
  saveQuizAnswers: 'saves answers as the learner goes; the quiz on screen already shows them',
  uploadQuizFile: "stores an answer's file; the quiz on screen shows it from the answer",
  uploadDownloadFile: 'stores a file; the library changes when a download naming it is saved',
  choosePracticeReply: 'the answer is the attempt the screen shows; PracticeSection invalidates once it is graded',
  endPracticeAttempt: 'the answer is the attempt the screen shows; PracticeSection invalidates once it is graded',
  sendPracticeMessage: 'the chat streams it with fetch (Server-Sent Events), not through the slice',
  retryPracticeReply: 'the chat streams it with fetch (Server-Sent Events), not through the slice',
  createCheckoutSession: 'nothing changes until Stripe confirms the payment (confirmPayment)',
  createPaymentIntent: 'nothing changes until Stripe confirms the payment (confirmPayment)',
  createPublicCheckoutSession: "a visitor's checkout: the purchase waits for the account that claims it",
  createPathCheckoutSession: 'nothing changes until Stripe confirms the payment (confirmPathPayment)',
  createPathPaymentIntent: 'nothing changes until Stripe confirms the payment (confirmPathPayment)',
  createTeamCheckoutSession: 'the team exists once Stripe confirms the payment; the teams page asks again on its return',
  createPathTeamCheckoutSession: 'the team exists once Stripe confirms the payment; the teams page asks again on its return',
  commitScorm:
    "scorm-again commits synchronously with XMLHttpRequest, not through the slice; the SCORM player invalidates the lesson's completion once a commit says it is complete",
  discoverSso: "a look-up (a POST for its body): the browser then navigates to the connection's start",
  createPortalSession: 'the portal changes a subscription only once the learner acts there, and comes back to a new page load',
} as const;

// ---- Every endpoint's tags ----

/**
 * providesTags of every query and invalidatesTags of every mutation not in NO_REFETCH. A query with
 * `providesTags: []` shows nothing any mutation of the app changes (the reason is beside it).
 */
export const CACHE_TAGS = {
  // Who is signed in, and their account.
  currentUser: { providesTags: provides((user, _arg: void) => ['Viewer', tag('User', 'ME'), ...eachId('User', [user?.id])]) },
  emailVerificationStatus: { providesTags: ['Viewer', 'EmailVerification'] },
  listSessions: { providesTags: [tag('Session', LIST)] },
  // A sign-in (a waiting provider sign-in may link) and a reset (a password is set) change them: both invalidate 'Viewer'.
  listSignInMethods: { providesTags: ['Viewer', 'SignInMethod'] },
  // The configured providers change only with a restart.
  listSignInProviders: { providesTags: [] },
  // A browser navigation to the provider, never asked through the slice.
  startSocialSignIn: { providesTags: [] },
  // Employer single sign-on: the name on /auth, the metadata and the start (a navigation) change with no mutation the app shows.
  getSsoConnectionName: { providesTags: [] },
  getSsoSamlMetadata: { providesTags: [] },
  startSso: { providesTags: [] },
  getTeamSso: { providesTags: provides((_setup, { id }) => [tag('Sso', id)]) },
  putTeamSso: { invalidatesTags: (_connection, _error, { id }) => [tag('Sso', id)] },
  deleteTeamSso: { invalidatesTags: (_result, _error, { id }) => [tag('Sso', id)] },
  unlinkSignInMethod: { invalidatesTags: ['SignInMethod'] },
  // A file the account page downloads by link.
  exportAccountData: { providesTags: [] },
  // A picture's address names that picture: a new one has a new address.
  profileImage: { providesTags: [] },
  login: { invalidatesTags: ['Viewer'] },
  // With an invite, the invite is used up (and a grant enrols at once: nothing of it was cached as a visitor).
  register: {
    invalidatesTags: (_user, _error, { registerDto }) => [
      'Viewer',
      ...(registerDto.inviteToken ? [tag('Invite', registerDto.inviteToken)] : []),
    ],
  },
  logout: { invalidatesTags: ['Viewer'] },
  // A reset signs in, ends every other session and proves the address.
  resetPassword: { invalidatesTags: ['Viewer', tag('Session', LIST), ...addressProvenTags] },
  confirmEmail: { invalidatesTags: addressProvenTags },
  confirmEmailChange: { invalidatesTags: [...addressProvenTags, tag('Session', LIST)] },
  updateProfile: { invalidatesTags: accountNameTags },
  // The picture shows in the navigation bar and the admin's user tables.
  uploadProfileImage: { invalidatesTags: [tag('User', 'ME'), tag('User', LIST)] },
  removeProfileImage: { invalidatesTags: [tag('User', 'ME'), tag('User', LIST)] },
  // The account is gone: the app leaves the session (and empties the cache).
  deleteAccount: { invalidatesTags: ['Viewer', tag('User', LIST)] },
  changePassword: { invalidatesTags: [tag('Session', LIST)] },
  signOutOtherSessions: { invalidatesTags: [tag('Session', LIST)] },

  // An invitation to join the academy.
  checkInvite: { providesTags: provides((invite, { token }) => [tag('Invite', token), ...eachId('Course', [invite?.courseId])]) },

  // The catalogue.
  listCourses: {
    providesTags: provides((courses, _arg: void) => [tag('Course', LIST), ...each('Course', courses), ...each('Enrolment', courses)]),
  },
  listPublicCourses: { providesTags: provides((courses, _arg: void) => [tag('Course', LIST), ...each('Course', courses)]) },
  getPublicCourse: { providesTags: provides((course, { id }) => courseDetailTags(course, id)) },
  getCourse: { providesTags: provides((course, { id }) => [...courseDetailTags(course, id), tag('Enrolment', id)]) },
  listCourseModules: { providesTags: provides((modules, { id }) => [tag('Course', id), ...outlineTags(modules)]) },
  listModuleLessons: { providesTags: provides((lessons, { moduleId }) => [tag('Module', moduleId), ...each('Lesson', lessons)]) },
  /**
   * A lesson shows its course's title and its position among the course's lessons. Its content waits
   * for an enrolment: enrolling asks again. (Access lost shows at the next visit: the lesson pages ask
   * for their lesson on every visit.)
   */
  getLesson: {
    providesTags: provides((lesson, { id }) => [
      tag('Lesson', id),
      ...(lesson ? [tag('Course', lesson.courseId), tag('Module', lesson.moduleId)] : []),
      ...(lesson && !lesson.canAccessContent ? [tag('Enrolment', lesson.courseId)] : []),
    ]),
  },
  getPreviewLesson: {
    providesTags: provides((lesson, { id }) => [
      tag('Lesson', id),
      ...(lesson ? [tag('Course', lesson.courseId), tag('Module', lesson.moduleId)] : []),
    ]),
  },
  getLearnView: { providesTags: provides((view, { id }) => [tag('Course', id), tag('Enrolment', id), ...outlineTags(view?.modules)]) },
  getDashboard: {
    providesTags: provides((dashboard, _arg: void) => [
      tag('Enrolment', LIST),
      tag('Certificate', LIST),
      ...each('Course', dashboard?.myCourses),
      ...eachId('Lesson', [
        ...(dashboard?.myCourses ?? []).map((course) => course.resumeLesson?.id),
        ...(dashboard?.recentProgress ?? []).map((progress) => progress.lessonId),
      ]),
    ]),
  },
  // A picture's address names that picture: a new one has a new address.
  courseImage: { providesTags: [] },
  courseSocialImage: { providesTags: provides((_image, { id }) => [tag('Course', id)]) },
  listCoursePaths: { providesTags: provides((paths, _arg) => ['Viewer', tag('Path', LIST), ...each('Path', paths)]) },
  listInstructors: { providesTags: provides((instructors, _arg: void) => [tag('Instructor', LIST), ...each('Instructor', instructors)]) },
  // A photo's address names that photo: a new one has a new address.
  instructorPhoto: { providesTags: [] },

  // Learning.
  enrollInCourse: { invalidatesTags: (_result, _error, { id }) => enrolmentTags(id) },
  // The course is looked up in the cache (the answer names only the lesson).
  completeLesson: {
    onQueryStarted: rememberCache,
    invalidatesTags: (_result, _error, arg) => lessonCompletionTags(arg.id, courseOfLesson(cacheOf(arg), arg.id)),
  },

  // The admin's course management.
  createCourse: { invalidatesTags: [tag('Course', LIST)] },
  // Title, price, access and duration show in every course list (a sorted one may move it); the duration counts in the paths' minutes.
  updateCourse: { invalidatesTags: (_course, _error, { id }) => [tag('Course', id), tag('Course', LIST), tag('Path', 'MINUTES')] },
  // The course leaves the catalogue, the dashboards and the paths; certificates of it can no longer be renewed.
  deleteCourse: {
    invalidatesTags: (_result, _error, { id }) => [
      tag('Course', id),
      tag('Course', LIST),
      tag('Enrolment', id),
      tag('Enrolment', LIST),
      tag('Path', LIST),
      tag('Path', 'MINUTES'),
      tag('Certificate', LIST),
    ],
  },
  uploadCourseImage: { invalidatesTags: (_course, _error, { id }) => [tag('Course', id)] },
  removeCourseImage: { invalidatesTags: (_course, _error, { id }) => [tag('Course', id)] },
  // The users taken off the list lose what only that access gave them.
  setCourseSpecificAccess: {
    invalidatesTags: (_course, _error, { id }) => [
      tag('Course', id),
      tag('CourseStudents', id),
      tag('CourseStudents', LIST),
      tag('Analytics', id),
    ],
  },
  setCourseInstructors: { invalidatesTags: (_course, _error, { id }) => [tag('Course', id)] },
  // An existing learner is enrolled at once (never the admin: admins see every course); an e-mail goes out.
  grantAccess: {
    invalidatesTags: (_result, _error, { id }) => [
      tag('CourseStudents', id),
      tag('CourseStudents', LIST),
      tag('Analytics', id),
      'MailQueue',
    ],
  },
  inviteToPurchase: { invalidatesTags: ['MailQueue'] },
  createModule: { invalidatesTags: (_module, _error, { id }) => [tag('Course', id)] },
  updateModule: { invalidatesTags: (_module, _error, { moduleId }) => [tag('Module', moduleId)] },
  // Its lessons and their completions go: the course is looked up in the cache.
  deleteModule: {
    onQueryStarted: rememberCache,
    invalidatesTags: (_result, _error, arg) => [tag('Module', arg.moduleId), ...structureTags(courseOfModule(cacheOf(arg), arg.moduleId))],
  },
  // The resume lesson (the first not completed) follows the order.
  reorderModules: { invalidatesTags: (_modules, _error, { id }) => [tag('Course', id), tag('Enrolment', LIST)] },
  createModuleLesson: {
    onQueryStarted: rememberCache,
    invalidatesTags: (lesson, _error, arg) => [
      tag('Module', arg.moduleId),
      ...structureTags(lesson?.courseId ?? courseOfModule(cacheOf(arg), arg.moduleId)),
    ],
  },
  createLesson: { invalidatesTags: (_lesson, _error, { createLessonDto }) => structureTags(createLessonDto.courseId) },
  reorderLessons: { invalidatesTags: (_module, _error, { moduleId }) => [tag('Module', moduleId), tag('Enrolment', LIST)] },
  // The answer is the course's modules: every lesson whose position changed is in one of them.
  moveLesson: {
    onQueryStarted: rememberCache,
    invalidatesTags: (modules, _error, arg) =>
      modules
        ? [tag('Lesson', arg.id), ...each('Module', modules), tag('Enrolment', LIST)]
        : [tag('Lesson', arg.id), ...structureTags(courseOfLesson(cacheOf(arg), arg.id))],
  },
  // Title, type and duration show in the outlines; a duration also counts in the dashboard's hours and the paths' minutes.
  updateLesson: {
    invalidatesTags: (_lesson, _error, { id, updateLessonDto }) => [
      tag('Lesson', id),
      ...(updateLessonDto.duration === undefined ? [] : [tag('Enrolment', LIST), tag('Path', 'MINUTES')]),
    ],
  },
  deleteLesson: {
    onQueryStarted: rememberCache,
    invalidatesTags: (_result, _error, arg) => [tag('Lesson', arg.id), ...structureTags(courseOfLesson(cacheOf(arg), arg.id))],
  },

  // The admin's reports.
  listCourseStudents: { providesTags: provides((_students, { id }) => [tag('CourseStudents', id)]) },
  // Live status, asked on each visit and by its Refresh button.
  health: { providesTags: [] },
  adminHealth: { providesTags: [] },

  // Quizzes: the learner's.
  getLessonQuiz: { providesTags: provides((quiz, { id }) => [tag('LessonQuiz', id), ...eachId('Quiz', [quiz?.id])]) },
  // A file its uploader and admins open by link.
  downloadQuizUpload: { providesTags: [] },
  startQuizAttempt: { invalidatesTags: (_attempt, _error, { id }) => [tag('Quiz', id)] },
  /**
   * The attempt shows in the quiz; a pass (or a submission, without a pass mark) completes the lesson,
   * also when the answer is a 409 (time up, or submitted in another tab). The lesson is looked up in the cache.
   */
  submitQuiz: {
    onQueryStarted: rememberCache,
    invalidatesTags: (result, error, arg) => {
      const answer = result ?? (error as { data?: { result?: QuizResultDto } } | undefined)?.data?.result;
      if (answer?.lessonCompleted === false) return [tag('Quiz', arg.id)];
      const cache = cacheOf(arg);
      const lessonId = lessonOfQuiz(cache, arg.id);
      return [tag('Quiz', arg.id), ...lessonCompletionTags(lessonId, lessonId === undefined ? undefined : courseOfLesson(cache, lessonId))];
    },
  },

  // SCORM lessons: a new package changes the launch; the package's files are loaded by the iframe, by address.
  getScormLaunch: { providesTags: provides((_launch, { id }) => [tag('Scorm', id)]) },
  getScormContent: { providesTags: [] },
  getScormBridge: { providesTags: [] },

  // Practice conversations.
  getLessonPractice: { providesTags: provides((_practice, { id }) => [tag('Practice', id)]) },
  getPracticeAttempt: { providesTags: provides((_attempt, { id }) => [tag('PracticeAttempt', id)]) },
  startPracticeAttempt: { invalidatesTags: (_attempt, _error, { id }) => [tag('Practice', id)] },

  // Certificates.
  listMyCertificates: {
    providesTags: provides((certificates, _arg: void) => [
      tag('Certificate', LIST),
      ...(certificates ?? []).map(({ code }) => tag('Certificate', code)),
      ...eachId(
        'Path',
        (certificates ?? []).map((certificate) => certificate.path?.id),
      ),
    ]),
  },
  verifyCertificate: { providesTags: provides((_certificate, { code }) => [tag('Certificate', code)]) },
  downloadCertificateCredential: { providesTags: provides((_credential, { code }) => [tag('Certificate', code)]) },
  downloadCertificatePdf: { providesTags: provides((_pdf, { code }) => [tag('Certificate', code)]) },
  certificateSocialImage: { providesTags: provides((_image, { code }) => [tag('Certificate', code)]) },
  credentialStatusList: { providesTags: [tag('Certificate', 'STATUS')] },
  setCertificateVisibility: { invalidatesTags: (_certificate, _error, { code }) => [tag('Certificate', code)] },
  getCertificateSettings: {
    providesTags: provides((settings, { id }) => [tag('CertificateSettings', `course:${id}`), ...refresherTags(settings)]),
  },
  // The learner's certificates show their refresher and whether they can be renewed.
  saveCertificateSettings: {
    invalidatesTags: (_settings, _error, { id }) => [tag('CertificateSettings', `course:${id}`), tag('Certificate', LIST)],
  },

  // Credits.
  getMyCredits: { providesTags: ['MyCredits'] },
  downloadMyCreditEvidence: { providesTags: ['MyCredits'] },
  downloadMyCreditsCsv: { providesTags: ['MyCredits'] },
  downloadMyCreditsPdf: { providesTags: ['MyCredits'] },
  addMyCertification: { invalidatesTags: ['MyCredits'] },
  updateMyCertification: { invalidatesTags: ['MyCredits'] },
  removeMyCertification: { invalidatesTags: ['MyCredits'] },
  addMyCreditEntry: { invalidatesTags: ['MyCredits'] },
  updateMyCreditEntry: { invalidatesTags: ['MyCredits'] },
  removeMyCreditEntry: { invalidatesTags: ['MyCredits'] },
  uploadMyCreditEvidence: { invalidatesTags: ['MyCredits'] },
  removeMyCreditEvidence: { invalidatesTags: ['MyCredits'] },
  listCourseCredits: { providesTags: provides((_credits, { id }) => ['Viewer', tag('CourseCredits', id)]) },
  listPathCredits: { providesTags: ['Viewer', tag('PathCredits', LIST)] },

  // Payments.
  // Enrolled once paid; the coupon's redemptions, the subscriptions and what waited for the address follow.
  confirmPayment: {
    invalidatesTags: (_result, _error, { courseCheckoutDto }) => [
      ...enrolmentTags(courseCheckoutDto.courseId),
      tag('Payment', LIST),
      tag('Coupon', LIST),
      'EmailVerification',
    ],
  },
  listSubscriptions: {
    providesTags: provides((subscriptions, _arg: void) => [
      tag('Payment', LIST),
      ...eachId(
        'Course',
        (subscriptions ?? []).map((subscription) => subscription.courseId),
      ),
      ...eachId(
        'Path',
        (subscriptions ?? []).map((subscription) => subscription.path?.id),
      ),
    ]),
  },

  // Learning paths: the learner's.
  listPaths: {
    providesTags: provides((paths, _arg: void) => [
      'Viewer',
      tag('Path', LIST),
      tag('Path', 'MINUTES'),
      tag('Enrolment', LIST),
      tag('Certificate', LIST),
      ...each('Path', paths),
    ]),
  },
  getPath: {
    providesTags: provides((path, _arg) => [
      'Viewer',
      tag('Path', 'MINUTES'),
      tag('Certificate', LIST),
      ...(path ? learnerPathTags(path) : [tag('Path', LIST)]),
    ]),
  },
  listMyPaths: {
    providesTags: provides((paths, _arg: void) => [
      tag('Path', LIST),
      tag('Path', 'MINUTES'),
      tag('Enrolment', LIST),
      tag('Certificate', LIST),
      ...(paths ?? []).flatMap(learnerPathTags),
    ]),
  },
  getPathPurchase: {
    providesTags: provides((purchase, _arg) => [
      'Viewer',
      tag('Enrolment', LIST),
      ...(purchase ? [tag('PathPurchase', purchase.pathId), tag('Path', purchase.pathId)] : [tag('Path', LIST)]),
    ]),
  },
  // Paid: enrolled in every course of the path (its courses are not in the answer).
  confirmPathPayment: {
    invalidatesTags: (_result, _error, { id }) => [
      tag('PathPurchase', id),
      ...enrolmentTags(undefined),
      tag('Payment', LIST),
      'EmailVerification',
    ],
  },

  // Teams and seat pricing.
  listSeatTiers: { providesTags: provides((_tiers, { id }) => [tag('SeatTiers', `course:${id}`)]) },
  replaceSeatTiers: { invalidatesTags: (_tiers, _error, { id }) => [tag('SeatTiers', `course:${id}`)] },
  getSeatQuote: { providesTags: provides((_quote, { id }) => ['Viewer', tag('SeatTiers', `course:${id}`), tag('Course', id)]) },
  getPathSeatQuote: { providesTags: provides((_quote, { id }) => ['Viewer', tag('SeatTiers', `path:${id}`), tag('PathPurchase', id)]) },
  listMyTeams: {
    providesTags: provides((teams, _arg: void) => [tag('Team', LIST), ...each('Team', teams), ...teamSubjects(teams ?? [])]),
  },
  getTeam: {
    providesTags: provides((team, { id }) => [tag('Team', id), ...teamSubjects([team])]),
  },
  exportTeamMembersCsv: { providesTags: provides((_csv, { id }) => [tag('Team', id)]) },
  getTeamInvite: {
    providesTags: provides((invite, { token }) => [
      tag('TeamInvite', token),
      ...eachId('Course', [invite?.courseId]),
      ...eachId('Path', [invite?.path?.id]),
    ]),
  },
  assignTeamSeats: { invalidatesTags: (_team, _error, { id }) => [tag('Team', id), tag('Team', LIST)] },
  // The manager is enrolled at once when their address is confirmed.
  takeTeamSeat: { invalidatesTags: (team, _error, { id }) => [tag('Team', id), tag('Team', LIST), ...teamEnrolmentTags(team)] },
  // The holder (the manager too, when it was theirs) loses the access the seat gave; its invitation stops working.
  revokeTeamSeat: {
    invalidatesTags: (team, _error, { id }) => [tag('Team', id), tag('Team', LIST), 'TeamInvite', ...teamEnrolmentTags(team)],
  },
  reassignTeamSeat: {
    invalidatesTags: (team, _error, { id }) => [tag('Team', id), tag('Team', LIST), 'TeamInvite', ...teamEnrolmentTags(team)],
  },
  // A new link: the previous one stops working.
  resendTeamInvite: { invalidatesTags: (_result, _error, { id }) => [tag('Team', id), 'TeamInvite'] },
  addTeamSubscriptionSeats: { invalidatesTags: (_team, _error, { id }) => [tag('Team', id), tag('Team', LIST), tag('Payment', LIST)] },
  // Joined: enrolled in the team's course, or in every course of its path.
  acceptTeamInvite: {
    invalidatesTags: (accepted, error, { token }) => [
      tag('TeamInvite', token),
      tag('Team', LIST),
      ...(error ? [] : enrolmentTags(accepted?.courseId ?? undefined)),
    ],
  },

  // Reviews.
  listReviews: { providesTags: provides((page, { id }) => ['Viewer', tag('CourseReviews', id), ...each('Review', page?.items)]) },
  // Whether the learner may review depends on their progress in the course.
  getMyReview: {
    providesTags: provides((eligibility, { id }) => [
      tag('CourseReviews', id),
      tag('Enrolment', id),
      ...eachId('Review', [eligibility?.review?.id]),
    ]),
  },
  createReview: { invalidatesTags: (_review, _error, { id }) => [tag('Review', LIST), ...ratingTags(id)] },
  // The course is looked up in the cache (the answer does not name it).
  updateReview: {
    onQueryStarted: rememberCache,
    invalidatesTags: (_review, _error, arg) => [
      tag('Review', arg.id),
      tag('Review', LIST),
      ...ratingTags(courseOfReview(cacheOf(arg), arg.id)),
    ],
  },
  // A vote changes the review's helpful count (and its place when sorted by it).
  markReviewHelpful: { invalidatesTags: (_vote, _error, { id }) => [tag('Review', id)] },
  unmarkReviewHelpful: { invalidatesTags: (_vote, _error, { id }) => [tag('Review', id)] },

  // Discussions. A thread's view holds its posts (their bodies, upvotes and the answer); the lists hold counts and activity.
  listLessonThreads: { providesTags: provides((page) => [tag('Discussion', LIST), ...each('Discussion', page?.items)]) },
  listCourseThreads: { providesTags: provides((page) => [tag('Discussion', LIST), ...each('Discussion', page?.items)]) },
  getLatestQuestions: { providesTags: provides((questions) => [tag('Discussion', LIST), ...each('Discussion', questions)]) },
  askLessonQuestion: { invalidatesTags: [tag('Discussion', LIST)] },
  startCourseThread: { invalidatesTags: [tag('Discussion', LIST)] },
  getThread: { providesTags: provides((_detail, { id }) => [tag('Discussion', id)]) },
  replyInThread: { invalidatesTags: (_post, _error, { id }) => [tag('Discussion', id), tag('Discussion', LIST)] },
  // The post's thread is looked up in the cache (the answer does not name it).
  editPost: {
    onQueryStarted: rememberCache,
    invalidatesTags: (_post, _error, arg) => [oneOrAll('Discussion', threadOfPost(cacheOf(arg), arg.id)), tag('Discussion', LIST)],
  },
  deletePost: {
    onQueryStarted: rememberCache,
    invalidatesTags: (_result, _error, arg) => [oneOrAll('Discussion', threadOfPost(cacheOf(arg), arg.id)), tag('Discussion', LIST)],
  },
  upvotePost: {
    onQueryStarted: rememberCache,
    invalidatesTags: (_vote, _error, arg) => [oneOrAll('Discussion', threadOfPost(cacheOf(arg), arg.id))],
  },
  removePostUpvote: {
    onQueryStarted: rememberCache,
    invalidatesTags: (_vote, _error, arg) => [oneOrAll('Discussion', threadOfPost(cacheOf(arg), arg.id))],
  },
  // Only the admins' report list shows reports.
  reportPost: { invalidatesTags: [tag('PostReport', LIST)] },
  markThreadAnswered: { invalidatesTags: (_detail, _error, { id }) => [tag('Discussion', id), tag('Discussion', LIST)] },
  unmarkThreadAnswered: { invalidatesTags: (_detail, _error, { id }) => [tag('Discussion', id), tag('Discussion', LIST)] },
  listNotifications: { providesTags: [tag('Notification', LIST)] },
  markNotificationRead: { invalidatesTags: [tag('Notification', LIST)] },
  markAllNotificationsRead: { invalidatesTags: [tag('Notification', LIST)] },
  getDiscussionEmailSetting: { providesTags: ['DiscussionEmailSetting'] },
  updateDiscussionEmailSetting: { invalidatesTags: ['DiscussionEmailSetting'] },
  getUnsubscribe: { providesTags: ['DiscussionEmailSetting'] },
  unsubscribe: { invalidatesTags: ['DiscussionEmailSetting'] },

  // Instructors: course pages show their profiles.
  createInstructor: { invalidatesTags: [tag('Instructor', LIST)] },
  updateInstructor: { invalidatesTags: (_instructor, _error, { id }) => [tag('Instructor', id)] },
  uploadInstructorPhoto: { invalidatesTags: (_instructor, _error, { id }) => [tag('Instructor', id)] },
  removeInstructorPhoto: { invalidatesTags: (_instructor, _error, { id }) => [tag('Instructor', id)] },
  deleteInstructor: { invalidatesTags: (_result, _error, { id }) => [tag('Instructor', id), tag('Instructor', LIST)] },

  // The download library.
  listDownloads: { providesTags: provides((downloads, _arg: void) => [tag('Download', LIST), ...each('Download', downloads)]) },
  // A file's address names that file: a new one has a new address.
  downloadFile: { providesTags: [] },
  createDownload: { invalidatesTags: [tag('Download', LIST)] },
  updateDownload: { invalidatesTags: (_download, _error, { id }) => [tag('Download', id), tag('Download', LIST)] },
  deleteDownload: { invalidatesTags: (_result, _error, { id }) => [tag('Download', id), tag('Download', LIST)] },

  // Cohorts and live sessions: the learner's. Who may join follows the enrolment.
  listCourseCohorts: {
    providesTags: provides((view, { id }) => [tag('CourseCohorts', id), tag('Enrolment', id), ...each('Cohort', view?.cohorts)]),
  },
  listPathCohorts: {
    providesTags: provides((view, { slug }) => [tag('CourseCohorts', `path:${slug}`), ...each('Cohort', view?.cohorts)]),
  },
  listPathSessions: {
    providesTags: provides((sessions, { slug }) => [tag('LiveSession', `path:${slug}`), ...each('LiveSession', sessions)]),
  },
  listCourseSessions: {
    providesTags: provides((sessions, { id }) => [tag('LiveSession', `course:${id}`), ...each('LiveSession', sessions)]),
  },
  listUpcomingSessions: {
    providesTags: provides((sessions, _arg: void) => [tag('LiveSession', 'UPCOMING'), ...each('LiveSession', sessions)]),
  },
  downloadSessionCalendar: { providesTags: provides((_file, { id }) => [tag('LiveSession', id)]) },
  /**
   * Joined or left, also after a refusal (a 409: the cohort filled up, or the learner is in another
   * one meanwhile), so the picker shows how things are. The course is in the answer to a join, and
   * looked up in the cache for a leave.
   */
  joinCohort: {
    onQueryStarted: rememberCache,
    invalidatesTags: (cohort, _error, arg) =>
      cohortMembershipTags(cohort ? (cohort.courseId ?? undefined) : courseOfCohort(cacheOf(arg), arg.id), [arg.id]),
  },
  leaveCohort: {
    onQueryStarted: rememberCache,
    invalidatesTags: (_result, _error, arg) => cohortMembershipTags(courseOfCohort(cacheOf(arg), arg.id), [arg.id]),
  },
  // The click is recorded: the session shows 'Joined'.
  joinSession: { invalidatesTags: (_link, _error, { id }) => [tag('LiveSession', id)] },

  // A team's cohorts: its seats' holders come and go with the team.
  getTeamCohorts: {
    providesTags: provides((view, { id }) => [tag('TeamCohorts', id), tag('Team', id), ...each('Cohort', view?.cohorts)]),
  },
  /**
   * The member moves from their cohort (looked up in the cache) to the new one: both cohorts' places,
   * and, when the manager placed themselves, their own sessions and drip start.
   */
  placeSeatInCohort: {
    onQueryStarted: rememberCache,
    invalidatesTags: (_result, _error, arg) => {
      const { courseId, cohortId } = teamCohortOfSeat(cacheOf(arg), arg.id, arg.seatId);
      return [tag('TeamCohorts', arg.id), ...cohortMembershipTags(courseId, [cohortId, arg.seatCohortDto.cohortId])];
    },
  },

  // The calendar feed: its address, which a reset replaces.
  getCalendarFeed: { providesTags: ['CalendarFeed'] },
  readCalendarFeed: { providesTags: ['CalendarFeed'] },
  resetCalendarFeed: { invalidatesTags: ['CalendarFeed'] },
  deleteCalendarFeed: { invalidatesTags: ['CalendarFeed'] },
} satisfies Enhancement;
