/**
 * The cache tags of the admin's endpoints (adminApi.gen.ts: the /api/admin URLs), with the tag types
 * and helpers of cacheTags.ts, which gives the other endpoints theirs. Only the entry
 * `@academy/api/admin` (src/admin.ts) imports them, so they ship with the admin app alone.
 */
// Through the package's name, as in src/adminBase.ts: the admin remote uses the page's shared copy.
import {
  answers,
  cacheOf,
  courseOfReview,
  each,
  eachId,
  learnerSessionTags,
  lessonOfQuiz,
  LIST,
  oneOrAll,
  pathStepTags,
  provides,
  ratingTags,
  refresherTags,
  rememberCache,
  tag,
  teamEnrolmentTags,
  teamSubjects,
  threadOfPost,
} from '@academy/api';
import type { TagDescription } from '@reduxjs/toolkit/query';
import type { academyAdminApi, AdminCohortDto, CohortDetailDto, StudentDto } from './adminApi.gen.js';
import type { CachedQueries, Tag, TagType } from './cacheTags.js';

/**
 * The tag types only the admin's screens show, added to the slice by src/admin.ts (with the types of
 * cacheTags.ts, whose rules they follow: an id names one entity).
 */
export const ADMIN_TAG_TYPES = [
  /** A live session's attendance, by session id: who joined, and whom an admin confirmed. */
  'SessionAttendance',
] as const;

/** The admin's own tag types, and cacheTags.ts's (cohorts and live sessions are tagged there). */
type AdminTagType = (typeof ADMIN_TAG_TYPES)[number] | TagType;
type AdminTag = TagDescription<AdminTagType>;
type Enhancement = NonNullable<Parameters<typeof academyAdminApi.enhanceEndpoints<AdminTagType>>[0]['endpoints']>;

const adminTag = (type: AdminTagType, id: number | string): AdminTag => ({ type, id });
const eachAdmin = (type: AdminTagType, items: readonly { id: number }[] | undefined): AdminTag[] =>
  (items ?? []).map(({ id }) => adminTag(type, id));
const oneOrAllAdmin = (type: AdminTagType, id: number | undefined): AdminTag => (id === undefined ? type : adminTag(type, id));
/** `provides` (cacheTags.ts), for queries that name the admin's own tag types too. */
const providesAdmin = provides as <Result, Arg>(
  tags: (result: Result | undefined, arg: Arg) => AdminTag[],
) => (result: Result | undefined, error: unknown, arg: Arg) => AdminTag[];

// ---- The cache when a mutation started ----

type CachedAdminQuiz = { lessonId: number; quiz: { id: number; questions: { id: number }[] } | null };

/** The quiz of a question and its lesson, from the admin's cached quiz. */
function quizOfQuestion(cache: CachedQueries, questionId: number): { quizId?: number; lessonId?: number } {
  for (const { data } of answers<CachedAdminQuiz>(cache, 'getAdminLessonQuiz')) {
    if (data.quiz?.questions.some((question) => question.id === questionId)) return { quizId: data.quiz.id, lessonId: data.lessonId };
  }
  return {};
}

/** The quiz of a lesson, from the admin's cached quiz. */
function quizOfLesson(cache: CachedQueries, lessonId: number): number | undefined {
  for (const { data } of answers<CachedAdminQuiz>(cache, 'getAdminLessonQuiz')) if (data.lessonId === lessonId) return data.quiz?.id;
  return undefined;
}

/** The course and the student holding a certificate, from the course's cached Students tab. */
function holderOfCertificate(cache: CachedQueries, code: string): { courseId?: number; userId?: number } {
  for (const { data, arg } of answers<{ items: StudentDto[] } | StudentDto[], { id: number }>(
    cache,
    'listCourseStudentPage',
    'listCourseStudents',
  )) {
    const student = (Array.isArray(data) ? data : data.items).find((item) => item.certificate?.code === code);
    if (student) return { courseId: arg.id, userId: student.id };
  }
  return {};
}

/** The course of a cohort, from the cached cohort lists and details; undefined for a path's cohort or one not in the cache. */
function courseOfCohort(cache: CachedQueries, cohortId: number): number | undefined {
  for (const { data } of answers<CohortDetailDto>(cache, 'getCohort')) {
    if (data.cohort.id === cohortId) return data.cohort.courseId ?? undefined;
  }
  for (const { data } of answers<AdminCohortDto[]>(cache, 'listCohorts')) {
    const cohort = data.find((item) => item.id === cohortId);
    if (cohort) return cohort.courseId ?? undefined;
  }
  return undefined;
}

/** The cohort of a live session, from the cached cohort details. */
function cohortOfSession(cache: CachedQueries, sessionId: number): number | undefined {
  for (const { data } of answers<CohortDetailDto>(cache, 'getCohort')) {
    if (data.sessions.some((session) => session.id === sessionId)) return data.cohort.id;
  }
  return undefined;
}

/** The signed-in user's id, from the cached current user. */
function signedInUserId(cache: CachedQueries): number | undefined {
  for (const { data } of answers<{ id: number }>(cache, 'currentUser')) return data.id;
  return undefined;
}

/** An admin's grading of another learner: the admin's views; when the learner is the admin, their own learning too. */
const gradedTags = (learnerId: number | undefined, me: number | undefined): Tag[] =>
  learnerId !== undefined && learnerId === me ? ['Enrolment', 'Certificate', 'MyCredits'] : [];

// ---- Mutations that change nothing on screen ----

/** The admin's mutations that invalidate nothing, each with the reason (see NO_REFETCH). */
export const ADMIN_NO_REFETCH = {
  searchCandidatePool: "a preview search (a POST for its body): the pool doesn't change",
} as const;

// ---- Every endpoint's tags ----

/** providesTags of every admin query and invalidatesTags of every admin mutation not in ADMIN_NO_REFETCH (see CACHE_TAGS). */
export const ADMIN_CACHE_TAGS = {
  // Employer single sign-on: a team's (by team id, shared with its manager's page) and the academy's.
  getAcademySso: { providesTags: [tag('Sso', 'ACADEMY')] },
  putAcademySso: { invalidatesTags: [tag('Sso', 'ACADEMY')] },
  deleteAcademySso: { invalidatesTags: [tag('Sso', 'ACADEMY')] },
  getAdminTeamSso: { providesTags: provides((_setup, { id }) => [tag('Sso', id)]) },
  putAdminTeamSso: { invalidatesTags: (_connection, _error, { id }) => [tag('Sso', id)] },
  deleteAdminTeamSso: { invalidatesTags: (_result, _error, { id }) => [tag('Sso', id)] },
  // The admin's users.
  listUsers: { providesTags: provides((users, _arg: void) => [tag('User', LIST), ...each('User', users)]) },
  searchUsers: { providesTags: provides((page) => [tag('User', LIST), ...each('User', page?.items)]) },
  // Names and roles show in the students lists, on reviews and the teams table; a former admin's API tokens are revoked.
  updateUser: {
    invalidatesTags: (_user, _error, { id }) => [
      tag('User', id),
      tag('User', LIST),
      'CourseStudents',
      'CourseReviews',
      tag('Review', LIST),
      tag('Team', LIST),
      tag('ApiToken', LIST),
    ],
  },
  // Their enrolments, reviews (and so the courses' ratings) and tokens go with them.
  deleteUser: {
    invalidatesTags: (_user, _error, { id }) => [
      tag('User', id),
      tag('User', LIST),
      'CourseStudents',
      'Analytics',
      'CourseReviews',
      tag('Review', LIST),
      'Course',
      tag('Team', LIST),
      tag('ApiToken', LIST),
    ],
  },
  // Ends the user's sessions: the admin's own list of sessions when it is the admin.
  signOutEverywhere: { invalidatesTags: [tag('Session', LIST)] },
  sendVerificationEmail: { invalidatesTags: ['MailQueue'] },

  // The admin's course management. The course table counts each course's students.
  searchCourses: { providesTags: provides((page) => [tag('Course', LIST), tag('CourseStudents', LIST), ...each('Course', page?.items)]) },
  listCouponCourses: { providesTags: provides((courses, _arg: void) => [tag('Course', LIST), ...each('Course', courses)]) },

  // The admin's reports.
  listCourseStudentPage: { providesTags: provides((_page, { id }) => [tag('CourseStudents', id)]) },
  getCourseAnalytics: {
    providesTags: provides((analytics, { id }) => [
      tag('Analytics', id),
      ...eachId(
        'Lesson',
        [...(analytics?.lessonFunnel ?? []), ...(analytics?.quizzes ?? [])].map((lesson) => lesson.lessonId),
      ),
    ]),
  },
  getSourcingAnalytics: {
    providesTags: provides((analytics, { courseId }) => [
      tag('Analytics', courseId),
      tag('QuizQuestion', LIST),
      ...eachId(
        'Lesson',
        (analytics?.exercises ?? []).map((exercise) => exercise.lessonId),
      ),
    ]),
  },
  getPracticeAnalytics: {
    providesTags: provides((analytics, { id }) => [
      tag('Analytics', id),
      ...eachId(
        'Lesson',
        (analytics?.lessons ?? []).map((lesson) => lesson.lessonId),
      ),
    ]),
  },
  // A snapshot the worker refreshes on a schedule (its generatedAt): no action changes it at once.
  getAnalytics: { providesTags: [] },
  getMailQueueStatus: { providesTags: ['MailQueue'] },
  // Files the Exports tab downloads by link.
  exportCreditRecordsCsv: { providesTags: [] },
  exportEnrolmentsCsv: { providesTags: [] },
  exportPaymentsCsv: { providesTags: [] },
  exportPracticeResultsCsv: { providesTags: [] },
  exportScormResultsCsv: { providesTags: [] },
  exportQuizResultsCsv: { providesTags: [] },
  exportUsersCsv: { providesTags: [] },

  // Quizzes: the admin's.
  getAdminLessonQuiz: {
    providesTags: provides((lessonQuiz, { lessonId }) => [
      tag('LessonQuiz', lessonId),
      tag('Lesson', lessonId),
      ...eachId('Quiz', [lessonQuiz?.quiz?.id]),
      ...each('QuizQuestion', lessonQuiz?.quiz?.questions),
    ]),
  },
  listQuizAttempts: { providesTags: provides((attempts, { quizId }) => [tag('Quiz', quizId), ...each('QuizAttempt', attempts)]) },
  // The lesson gets (or keeps) a quiz: its 'Take Quiz', and its duration in the outlines (the time limit).
  saveQuizSettings: {
    invalidatesTags: (quiz, _error, { lessonId }) => [
      tag('LessonQuiz', lessonId),
      tag('Lesson', lessonId),
      ...eachId('Quiz', [quiz?.id]),
      'Analytics',
    ],
  },
  // Its attempts go with it (the quiz is looked up in the cache).
  deleteQuiz: {
    onQueryStarted: rememberCache,
    invalidatesTags: (_result, _error, arg) => [
      tag('LessonQuiz', arg.lessonId),
      tag('Lesson', arg.lessonId),
      oneOrAll('Quiz', quizOfLesson(cacheOf(arg), arg.lessonId)),
      tag('QuizQuestion', LIST),
      'Analytics',
    ],
  },
  /**
   * Questions: a lesson has a quiz once it has a question ('Take Quiz'), and a search exercise makes it
   * a path's sourcing step and counts in its candidate pool. The lesson is looked up in the cache.
   */
  createQuizQuestion: {
    onQueryStarted: rememberCache,
    invalidatesTags: (_question, _error, arg) => [
      tag('Quiz', arg.quizId),
      oneOrAll('Lesson', lessonOfQuiz(cacheOf(arg), arg.quizId)),
      tag('QuizQuestion', LIST),
    ],
  },
  updateQuizQuestion: {
    onQueryStarted: rememberCache,
    invalidatesTags: (_question, _error, arg) => [
      tag('QuizQuestion', arg.questionId),
      oneOrAll('Lesson', quizOfQuestion(cacheOf(arg), arg.questionId).lessonId),
      tag('QuizQuestion', LIST),
    ],
  },
  deleteQuizQuestion: {
    onQueryStarted: rememberCache,
    invalidatesTags: (_result, _error, arg) => {
      const { quizId, lessonId } = quizOfQuestion(cacheOf(arg), arg.questionId);
      return [tag('QuizQuestion', arg.questionId), oneOrAll('Quiz', quizId), oneOrAll('Lesson', lessonId), tag('QuizQuestion', LIST)];
    },
  },
  reorderQuizQuestions: { invalidatesTags: (_quiz, _error, { quizId }) => [tag('Quiz', quizId)] },
  // A grade can complete the learner's lesson (and course): the admin's views, and the admin's own learning when they graded themselves.
  gradeQuizAnswer: {
    onQueryStarted: rememberCache,
    invalidatesTags: (attempt, _error, arg) => [
      tag('QuizAttempt', arg.attemptId),
      'CourseStudents',
      'Analytics',
      ...gradedTags(attempt?.learner.id, signedInUserId(cacheOf(arg))),
    ],
  },

  // SCORM lessons.
  getScormPackage: { providesTags: provides((_lesson, { lessonId }) => [tag('Scorm', lessonId), tag('Lesson', lessonId)]) },
  // Learners' launches start the new package; its title and edition show in the course's SCORM results.
  uploadScormPackage: { invalidatesTags: (_lesson, _error, { lessonId }) => [tag('Scorm', lessonId), 'Analytics'] },
  getScormAnalytics: {
    providesTags: provides((results, { id }) => [
      tag('Analytics', id),
      ...eachId(
        'Lesson',
        (results?.lessons ?? []).map((lesson) => lesson.lessonId),
      ),
    ]),
  },

  // Practice conversations.
  getPracticeSettings: { providesTags: provides((_settings, { lessonId }) => [tag('Practice', lessonId), tag('Lesson', lessonId)]) },
  listPracticeAttempts: {
    providesTags: provides((page, { lessonId }) => [tag('Practice', lessonId), ...each('PracticeAttempt', page?.items)]),
  },
  // The review names the rubric's criteria.
  getPracticeAttemptReview: {
    providesTags: provides((attempt, { id }) => [tag('PracticeAttempt', id), ...eachId('Practice', [attempt?.lessonId])]),
  },
  // The rubric's criteria name the course's practice report.
  savePracticeSettings: {
    invalidatesTags: (settings, _error, { lessonId }) => [tag('Practice', lessonId), oneOrAll('Analytics', settings?.courseId)],
  },
  // A reviewed score can pass the attempt, which completes the learner's lesson; the learner is e-mailed.
  overridePracticeScore: {
    onQueryStarted: rememberCache,
    invalidatesTags: (attempt, _error, arg) => [
      tag('PracticeAttempt', arg.id),
      ...eachId('Practice', [attempt?.lessonId]),
      'CourseStudents',
      'Analytics',
      'MailQueue',
      ...gradedTags(attempt?.learner.id, signedInUserId(cacheOf(arg))),
    ],
  },
  // The model provider's configuration: it changes only with the server's settings.
  getPracticeAiStatus: { providesTags: [] },
  // Tokens spent as learners converse, whoever they are: the card asks on each visit.
  getModelUsage: { providesTags: [] },

  // Sourcing.
  listCandidatePools: {
    providesTags: provides((pools, _arg: void) => [tag('CandidatePool', LIST), tag('QuizQuestion', LIST), ...each('CandidatePool', pools)]),
  },
  candidatePoolProfiles: { providesTags: provides((_profiles, { id }) => [tag('CandidatePool', id)]) },
  importCandidatePool: { invalidatesTags: [tag('CandidatePool', LIST)] },
  deleteCandidatePool: { invalidatesTags: (_result, _error, { id }) => [tag('CandidatePool', id), tag('CandidatePool', LIST)] },
  makeDefaultCandidatePool: { invalidatesTags: [tag('CandidatePool', LIST)] },

  // Certificates.
  /**
   * Revoked: the verification page, the revocation list and the course's Students tab (found in the
   * cache); when the admin holds it, their learning (a course's certificate, a path step done) and credits.
   */
  revokeCertificate: {
    onQueryStarted: rememberCache,
    invalidatesTags: (_certificate, _error, arg): Tag[] => {
      const cache = cacheOf(arg);
      const { courseId, userId } = holderOfCertificate(cache, arg.code);
      const mine = userId === undefined || userId === signedInUserId(cache);
      return [
        'Certificate',
        oneOrAll('CourseStudents', courseId),
        ...(mine ? [oneOrAll('Enrolment', courseId), tag('Enrolment', LIST), 'MyCredits' as const] : []),
      ];
    },
  },
  getPathCertificateSettings: {
    providesTags: provides((settings, { id }) => [tag('CertificateSettings', `path:${id}`), ...refresherTags(settings)]),
  },
  savePathCertificateSettings: {
    invalidatesTags: (_settings, _error, { id }) => [tag('CertificateSettings', `path:${id}`), tag('Certificate', LIST)],
  },

  // Credits.
  getCourseCredits: { providesTags: provides((_credits, { id }) => [tag('CourseCredits', id)]) },
  // Certificates issued before keep the credits they earned (their snapshot).
  setCourseCredits: { invalidatesTags: (_credits, _error, { id }) => [tag('CourseCredits', id)] },
  getPathCredits: { providesTags: provides((_credits, { id }) => [tag('PathCredits', id)]) },
  setPathCredits: { invalidatesTags: (_credits, _error, { id }) => [tag('PathCredits', id), tag('PathCredits', LIST)] },
  getCreditSettings: { providesTags: [tag('Settings', 'credits')] },
  // The requirements are the learners' targets on their credits page.
  updateCreditSettings: { invalidatesTags: [tag('Settings', 'credits'), 'MyCredits'] },

  // Cohorts, live sessions and attendance. A cohort's row counts its members and sessions.
  listCohorts: { providesTags: providesAdmin((cohorts, { id }) => [adminTag('CourseCohorts', id), ...eachAdmin('Cohort', cohorts)]) },
  getCohort: { providesTags: providesAdmin((detail, { id }) => [adminTag('Cohort', id), ...eachAdmin('LiveSession', detail?.sessions)]) },
  listAttendance: { providesTags: providesAdmin((_attendance, { id }) => [adminTag('SessionAttendance', id)]) },
  createCohort: { invalidatesTags: (_cohort, _error, { id }) => [adminTag('CourseCohorts', id)] },
  listAdminPathCohorts: {
    providesTags: providesAdmin((cohorts, { id }) => [adminTag('CourseCohorts', `path:${id}`), ...eachAdmin('Cohort', cohorts)]),
  },
  createPathCohort: { invalidatesTags: (_cohort, _error, { id }) => [adminTag('CourseCohorts', `path:${id}`)] },
  // Name, dates and capacity (moving the start moves its members' drip modules: the admins see no drip).
  updateCohort: { invalidatesTags: (_cohort, _error, { id }) => [adminTag('Cohort', id)] },
  /**
   * Its sessions and memberships go with it (the course, for its members' lists of sessions, is looked up
   * in the cache), and the credits recorded for attending them: when the admin was a member, theirs.
   */
  deleteCohort: {
    onQueryStarted: rememberCache,
    invalidatesTags: (_result, _error, arg) => [
      adminTag('Cohort', arg.id),
      ...learnerSessionTags(courseOfCohort(cacheOf(arg), arg.id)),
      'MyCredits',
    ],
  },
  // A member who never joined a session leaves its attendance lists.
  removeCohortMember: { invalidatesTags: (_result, _error, { id }) => [adminTag('Cohort', id), 'SessionAttendance'] },
  // Its cohort's count, and the members' lists of sessions.
  createSession: {
    invalidatesTags: (session, _error, { id }) => [adminTag('Cohort', id), ...learnerSessionTags(session?.courseId ?? undefined)],
  },
  updateSession: { invalidatesTags: (_session, _error, { id }) => [adminTag('LiveSession', id)] },
  // Its cohort's session count (the cohort is looked up in the cache); the credits recorded for it are withdrawn.
  deleteSession: {
    onQueryStarted: rememberCache,
    invalidatesTags: (_result, _error, arg) => [
      adminTag('LiveSession', arg.id),
      adminTag('SessionAttendance', arg.id),
      oneOrAllAdmin('Cohort', cohortOfSession(cacheOf(arg), arg.id)),
      'MyCredits',
    ],
  },
  // The session's and the member's attended counts; the credits it records are the learner's: the admin's own when they attended.
  setAttendance: {
    onQueryStarted: rememberCache,
    invalidatesTags: (_attendance, _error, arg) => [
      adminTag('SessionAttendance', arg.id),
      adminTag('LiveSession', arg.id),
      ...(arg.userId === signedInUserId(cacheOf(arg)) ? ['MyCredits' as const] : []),
    ],
  },

  // Payments.
  listCoupons: {
    providesTags: provides((coupons, _arg: void) => [
      tag('Coupon', LIST),
      ...each(
        'Course',
        (coupons ?? []).flatMap((coupon) => coupon.courses),
      ),
    ]),
  },
  createCoupon: { invalidatesTags: [tag('Coupon', LIST)] },
  disableCoupon: { invalidatesTags: [tag('Coupon', LIST)] },

  // Learning paths: the admin's.
  listAdminPaths: { providesTags: provides((paths, _arg: void) => [tag('Path', LIST), ...each('Path', paths)]) },
  getAdminPath: { providesTags: provides((path, { id }) => [tag('Path', id), ...pathStepTags(path?.steps, false)]) },
  // The courses, and the practice and sourcing lessons (quizzes with a search exercise), a step may be.
  getPathStepOptions: {
    providesTags: provides((options, _arg: void) => [
      tag('Course', LIST),
      tag('QuizQuestion', LIST),
      ...each('Course', options?.courses),
      ...each('Lesson', options?.lessons),
    ]),
  },
  createPath: { invalidatesTags: [tag('Path', LIST)] },
  reorderPaths: { invalidatesTags: [tag('Path', LIST)] },
  // Published paths show in the catalogue, the course pages and the dashboards; steps add up the lists' minutes.
  updatePath: { invalidatesTags: (_path, _error, { id }) => [tag('Path', id), tag('Path', LIST)] },
  setPathSteps: { invalidatesTags: (_path, _error, { id }) => [tag('Path', id), tag('Path', LIST)] },
  publishPath: { invalidatesTags: (_path, _error, { id }) => [tag('Path', id), tag('Path', LIST)] },
  unpublishPath: { invalidatesTags: (_path, _error, { id }) => [tag('Path', id), tag('Path', LIST)] },
  deletePath: { invalidatesTags: (_result, _error, { id }) => [tag('Path', id), tag('Path', LIST)] },
  getPathPricing: { providesTags: provides((_pricing, { id }) => [tag('PathPurchase', id)]) },
  setPathPricing: { invalidatesTags: (_pricing, _error, { id }) => [tag('PathPurchase', id)] },

  // Teams and seat pricing.
  listPathSeatTiers: { providesTags: provides((_tiers, { id }) => [tag('SeatTiers', `path:${id}`)]) },
  replacePathSeatTiers: { invalidatesTags: (_tiers, _error, { id }) => [tag('SeatTiers', `path:${id}`)] },
  listAdminTeams: {
    providesTags: provides((teams, _arg: void) => [
      tag('Team', LIST),
      tag('User', LIST),
      ...each('Team', teams),
      ...teamSubjects(teams ?? []),
    ]),
  },
  // Fewer seats end the newest holders' enrolments (they are e-mailed); another manager takes the team.
  updateAdminTeam: {
    invalidatesTags: (team, _error, { id }) => [tag('Team', id), tag('Team', LIST), 'TeamInvite', ...teamEnrolmentTags(team), 'MailQueue'],
  },

  // Reviews.
  listAdminReviews: {
    providesTags: provides((page) => [
      tag('Review', LIST),
      ...each('Review', page?.items),
      ...eachId(
        'Course',
        (page?.items ?? []).map((review) => review.courseId),
      ),
    ]),
  },
  hideReview: {
    onQueryStarted: rememberCache,
    invalidatesTags: (review, _error, arg) => [
      tag('Review', arg.id),
      tag('Review', LIST),
      ...ratingTags(review?.courseId ?? courseOfReview(cacheOf(arg), arg.id)),
    ],
  },
  unhideReview: {
    onQueryStarted: rememberCache,
    invalidatesTags: (review, _error, arg) => [
      tag('Review', arg.id),
      tag('Review', LIST),
      ...ratingTags(review?.courseId ?? courseOfReview(cacheOf(arg), arg.id)),
    ],
  },
  // Discussion moderation: a hidden post leaves its thread (and the thread leaves the lists when it was the opening post).
  listPostReports: { providesTags: [tag('PostReport', LIST)] },
  hidePost: {
    onQueryStarted: rememberCache,
    invalidatesTags: (_post, _error, arg) => [
      tag('PostReport', LIST),
      oneOrAll('Discussion', threadOfPost(cacheOf(arg), arg.id)),
      tag('Discussion', LIST),
    ],
  },
  unhidePost: {
    onQueryStarted: rememberCache,
    invalidatesTags: (_post, _error, arg) => [oneOrAll('Discussion', threadOfPost(cacheOf(arg), arg.id)), tag('Discussion', LIST)],
  },
  dismissPostReports: { invalidatesTags: [tag('PostReport', LIST)] },
  lockThread: { invalidatesTags: (_detail, _error, { id }) => [tag('Discussion', id), tag('Discussion', LIST)] },
  unlockThread: { invalidatesTags: (_detail, _error, { id }) => [tag('Discussion', id), tag('Discussion', LIST)] },
  listDiscussionSuspensions: { providesTags: provides((_list, { id }) => [tag('DiscussionSuspension', id)]) },
  suspendFromDiscussions: { invalidatesTags: (_list, _error, { id }) => [tag('DiscussionSuspension', id)] },
  liftDiscussionSuspension: { invalidatesTags: (_list, _error, { id }) => [tag('DiscussionSuspension', id)] },
  getAcademySettings: { providesTags: [tag('Settings', 'academy')] },
  // The review threshold decides who may review each course.
  updateAcademySettings: { invalidatesTags: [tag('Settings', 'academy'), 'CourseReviews'] },

  // The download library.
  searchDownloads: { providesTags: provides((page) => [tag('Download', LIST), ...each('Download', page?.items)]) },

  // Integrations.
  listApiTokens: { providesTags: [tag('ApiToken', LIST)] },
  createApiToken: { invalidatesTags: [tag('ApiToken', LIST)] },
  revokeApiToken: { invalidatesTags: [tag('ApiToken', LIST)] },
  listWebhookEndpoints: { providesTags: provides((endpoints, _arg: void) => [tag('Webhook', LIST), ...each('Webhook', endpoints)]) },
  listWebhookDeliveries: { providesTags: provides((_page, { id }) => [tag('WebhookDeliveries', id)]) },
  createWebhookEndpoint: { invalidatesTags: [tag('Webhook', LIST)] },
  updateWebhookEndpoint: { invalidatesTags: (_endpoint, _error, { id }) => [tag('Webhook', id)] },
  deleteWebhookEndpoint: {
    invalidatesTags: (_result, _error, { id }) => [tag('Webhook', id), tag('Webhook', LIST), tag('WebhookDeliveries', id)],
  },
  rotateWebhookSecret: { invalidatesTags: (_secret, _error, { id }) => [tag('Webhook', id)] },
  // A delivery shows in the log, and its outcome on the endpoint (last success, failures).
  sendWebhookTest: { invalidatesTags: (_delivery, _error, { id }) => [tag('Webhook', id), tag('WebhookDeliveries', id)] },
  redeliverWebhook: { invalidatesTags: (_delivery, _error, { id }) => [tag('Webhook', id), tag('WebhookDeliveries', id)] },
} satisfies Enhancement;
