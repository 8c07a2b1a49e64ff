import { academyApi } from './academyApi.gen.js';

export * from './academyApi.gen.js';
export {
  ERROR_CODES,
  errorCode,
  errorMessage,
  errorStatus,
  HYDRATE_API_CACHE,
  hydrateApiCache,
  onSessionEnded,
  type ApiError,
  type EndpointName,
  type ErrorCode,
  type ServerApiAccess,
  type SessionEnded,
} from './baseApi.js';
export { IMAGE_UPLOAD_ACCEPT, IMAGE_UPLOAD_HINT, UPLOAD_ACCEPT, UPLOAD_HINT, UPLOAD_MAX_BYTES } from './uploads.js';

/** The product's api slice with cache tags; shell, learner-app and admin-app all use this one. */
export const api = academyApi.enhanceEndpoints({
  // Where the account is signed in: its own tag, so a password change does not refetch the user; the academy settings.
  addTagTypes: ['sessions', 'settings'],
  endpoints: {
    // A 401 on the current-user call means "signed out", not an error worth retrying.
    currentUser: { providesTags: ['auth'] },
    login: { invalidatesTags: ['auth'] },
    register: { invalidatesTags: ['auth'] },
    // Confirming the address (the e-mailed link, or a reset link, which proves it too) hands over the
    // purchases and grants held for it: enrolments, the catalogue and the admin's lists change.
    confirmEmail: { invalidatesTags: ['auth', 'learning', 'catalog', 'admin'] },
    resetPassword: { invalidatesTags: ['auth', 'learning', 'catalog', 'admin'] },
    // Nothing changes until a link is opened: no refetch (a visitor's GET /api/user is asked once).
    resendVerificationEmail: { invalidatesTags: [] },
    // What waits for the confirmation changes with the account and its enrolments (a claimed checkout, a grant).
    emailVerificationStatus: { providesTags: ['auth', 'learning'] },
    requestPasswordReset: { invalidatesTags: [] },
    requestEmailChange: { invalidatesTags: [] },
    // Account settings: the user (nav bar, banner) and the admin's user lists show name, picture and address.
    ...Object.fromEntries(
      ['updateProfile', 'uploadProfileImage', 'removeProfileImage', 'confirmEmailChange', 'deleteAccount'].map((name) => [
        name,
        { invalidatesTags: ['auth', 'admin'] },
      ]),
    ),
    listSessions: { providesTags: ['sessions'] },
    changePassword: { invalidatesTags: ['sessions'] },
    signOutOtherSessions: { invalidatesTags: ['sessions'] },
    // Admin actions on an account.
    sendVerificationEmail: { invalidatesTags: ['admin'] },
    signOutEverywhere: { invalidatesTags: ['admin'] },
    // Enrolling or completing a lesson changes the catalogue entries (isEnrolled, progress) as well;
    // completing the last lesson issues a certificate.
    enrollInCourse: { invalidatesTags: ['learning', 'catalog'] },
    completeLesson: { invalidatesTags: ['learning', 'catalog', 'certificates', 'credits'] },
    // Where to resume: the dashboard and the learning page ask again when they open, so nothing refetches on each lesson viewed.
    recordLessonView: { invalidatesTags: [] },
    // A revoked certificate shows on the Students tab and leaves the learner's count (and their credits).
    revokeCertificate: { invalidatesTags: ['certificates', 'admin', 'learning', 'credits'] },
    // A confirmed payment enrols the learner (and may start a subscription).
    confirmPayment: { invalidatesTags: ['learning', 'catalog', 'admin', 'payments'] },
    // A quote is a preview: nothing changes until a payment with the code succeeds (which confirmPayment's refetch covers).
    quoteCoupon: { invalidatesTags: [] },
    // The admin's coupons; a payment's redemption shows on the next visit to the list.
    listCoupons: { providesTags: ['coupons'] },
    listCouponCourses: { providesTags: ['catalog'] },
    createCoupon: { invalidatesTags: ['coupons'] },
    disableCoupon: { invalidatesTags: ['coupons'] },
    // The portal changes a subscription only once the learner acts there, and comes back to a new page load.
    createPortalSession: { invalidatesTags: [] },
    // Course, module and lesson changes show in the catalogue and in the admin reports.
    ...Object.fromEntries(
      [
        'createCourse',
        'updateCourse',
        'deleteCourse',
        'uploadCourseImage',
        'removeCourseImage',
        'setCourseSpecificAccess',
        'createModule',
        'updateModule',
        'deleteModule',
        'reorderModules',
        'createModuleLesson',
        'reorderLessons',
        'moveLesson',
        'createLesson',
        'updateLesson',
        'deleteLesson',
      ].map((name) => [name, { invalidatesTags: ['catalog', 'admin', 'learning'] }]),
    ),
    // The admin's Courses table shows enrolment counts: course changes, grants and enrolments refresh it.
    searchCourses: { providesTags: ['admin', 'catalog'] },
    // Quizzes: answers and files are saved as the learner goes without refetching anything; submitting
    // (and a reviewer's grade) can complete the lesson (and the course); authoring changes 'Take Quiz'.
    saveQuizAnswers: { invalidatesTags: [] },
    uploadQuizFile: { invalidatesTags: [] },
    // A learner's candidate search only reads: the quiz stays as it is.
    searchQuizCandidates: { invalidatesTags: [] },
    submitQuiz: { invalidatesTags: ['quizzes', 'learning', 'catalog', 'certificates', 'credits'] },
    gradeQuizAnswer: { invalidatesTags: ['quiz-admin', 'quizzes', 'learning', 'catalog', 'certificates', 'credits'] },
    ...Object.fromEntries(
      ['saveQuizSettings', 'deleteQuiz', 'createQuizQuestion', 'updateQuizQuestion', 'deleteQuizQuestion', 'reorderQuizQuestions'].map(
        (name) => [name, { invalidatesTags: ['quiz-admin', 'quizzes', 'catalog', 'sourcing'] }],
      ),
    ),
    // A grant enrols an existing learner at once.
    grantAccess: { invalidatesTags: ['admin', 'catalog', 'learning'] },
    // Team seats. Nothing changes until Stripe says the seats are paid (the team page then asks again).
    createTeamCheckoutSession: { invalidatesTags: [] },
    // A seat that becomes or stops being the user's own enrols or unenrols them: their courses change too.
    ...Object.fromEntries(
      ['acceptTeamInvite', 'takeTeamSeat', 'revokeTeamSeat', 'reassignTeamSeat'].map((name) => [
        name,
        { invalidatesTags: ['teams', 'learning', 'catalog'] },
      ]),
    ),
    // Fewer seats end enrolments, which the admin's student lists show.
    updateAdminTeam: { invalidatesTags: ['teams', 'admin', 'learning', 'catalog'] },
    // Course pages show their instructors: a changed profile or a course's new list changes them.
    ...Object.fromEntries(
      [
        'createInstructor',
        'updateInstructor',
        'deleteInstructor',
        'uploadInstructorPhoto',
        'removeInstructorPhoto',
        'setCourseInstructors',
      ].map((name) => [name, { invalidatesTags: ['instructors', 'catalog'] }]),
    ),
    // Reviews: a review written, edited, hidden or shown again changes the course's average and count on
    // the catalogue and dashboard cards too; a helpful vote and the threshold change only the reviews.
    listReviews: { providesTags: ['reviews'] },
    getMyReview: { providesTags: ['reviews'] },
    listAdminReviews: { providesTags: ['reviews'] },
    ...Object.fromEntries(
      ['createReview', 'updateReview', 'hideReview', 'unhideReview'].map((name) => [
        name,
        { invalidatesTags: ['reviews', 'catalog', 'learning'] },
      ]),
    ),
    markReviewHelpful: { invalidatesTags: ['reviews'] },
    unmarkReviewHelpful: { invalidatesTags: ['reviews'] },
    // Practice conversations: the learner's screen keeps the attempt it plays (each choice, message and
    // reply answers with it), so only starting one changes the lesson's summary; once an attempt is
    // graded the screen asks again for the summary, and after a pass for the completion and progress.
    startPracticeAttempt: { invalidatesTags: ['practice'] },
    choosePracticeReply: { invalidatesTags: [] },
    endPracticeAttempt: { invalidatesTags: [] },
    // Sourcing: a search is a preview (a POST for its body) and changes nothing; adding or removing a
    // search exercise changes the pools' exercise counts.
    searchCandidatePool: { invalidatesTags: [] },
    // Learning paths: a step is done once its course's certificate is issued or its lesson completed, so what
    // changes enrolments, completions, certificates or courses changes the paths too; signing in adds progress.
    ...Object.fromEntries(
      ['listPaths', 'getPath', 'listMyPaths', 'listCoursePaths'].map((name) => [
        name,
        { providesTags: ['paths', 'catalog', 'learning', 'certificates', 'auth'] },
      ]),
    ),
    // The admin's paths name their courses and lessons: course authoring changes them too.
    listAdminPaths: { providesTags: ['path-admin', 'catalog'] },
    getAdminPath: { providesTags: ['path-admin', 'catalog'] },
    getPathStepOptions: { providesTags: ['path-admin', 'catalog', 'quiz-admin'] },
    ...Object.fromEntries(
      ['createPath', 'updatePath', 'setPathSteps', 'publishPath', 'unpublishPath', 'deletePath', 'reorderPaths'].map((name) => [
        name,
        { invalidatesTags: ['path-admin', 'paths'] },
      ]),
    ),
    // A path sold as one product: its price and the viewer's access follow payments, seats and enrolments.
    getPathPurchase: { providesTags: ['paths', 'payments', 'teams', 'learning', 'auth'] },
    // Nothing changes until Stripe says the path is paid; confirming enrols in every course of it.
    createPathPaymentIntent: { invalidatesTags: [] },
    createPathCheckoutSession: { invalidatesTags: [] },
    createPathTeamCheckoutSession: { invalidatesTags: [] },
    confirmPathPayment: { invalidatesTags: ['learning', 'catalog', 'admin', 'payments', 'paths'] },
    getPathPricing: { providesTags: ['path-admin'] },
    setPathPricing: { invalidatesTags: ['path-admin', 'paths', 'payments'] },
    listPathSeatTiers: { providesTags: ['path-admin'] },
    replacePathSeatTiers: { invalidatesTags: ['path-admin', 'teams'] },
    getAcademySettings: { providesTags: ['settings'] },
    updateAcademySettings: { invalidatesTags: ['settings', 'reviews'] },
  },
});
