import { api } from './adminBase';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAnalytics: build.query<GetAnalyticsApiResponse, GetAnalyticsApiArg>({
      query: () => ({ url: `/api/admin/analytics` }),
    }),
    listApiTokens: build.query<ListApiTokensApiResponse, ListApiTokensApiArg>({
      query: () => ({ url: `/api/admin/api-tokens` }),
    }),
    createApiToken: build.mutation<CreateApiTokenApiResponse, CreateApiTokenApiArg>({
      query: (queryArg) => ({ url: `/api/admin/api-tokens`, method: 'POST', body: queryArg.createApiTokenDto }),
    }),
    revokeApiToken: build.mutation<RevokeApiTokenApiResponse, RevokeApiTokenApiArg>({
      query: (queryArg) => ({ url: `/api/admin/api-tokens/${queryArg.id}/revoke`, method: 'POST' }),
    }),
    listCandidatePools: build.query<ListCandidatePoolsApiResponse, ListCandidatePoolsApiArg>({
      query: () => ({ url: `/api/admin/candidate-pools` }),
    }),
    importCandidatePool: build.mutation<ImportCandidatePoolApiResponse, ImportCandidatePoolApiArg>({
      query: (queryArg) => ({ url: `/api/admin/candidate-pools/import`, method: 'POST', body: queryArg.body }),
    }),
    deleteCandidatePool: build.mutation<DeleteCandidatePoolApiResponse, DeleteCandidatePoolApiArg>({
      query: (queryArg) => ({ url: `/api/admin/candidate-pools/${queryArg.id}`, method: 'DELETE' }),
    }),
    makeDefaultCandidatePool: build.mutation<MakeDefaultCandidatePoolApiResponse, MakeDefaultCandidatePoolApiArg>({
      query: (queryArg) => ({ url: `/api/admin/candidate-pools/${queryArg.id}/default`, method: 'PUT' }),
    }),
    candidatePoolProfiles: build.query<CandidatePoolProfilesApiResponse, CandidatePoolProfilesApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/candidate-pools/${queryArg.id}/profiles`,
        params: {
          ids: queryArg.ids,
        },
      }),
    }),
    searchCandidatePool: build.mutation<SearchCandidatePoolApiResponse, SearchCandidatePoolApiArg>({
      query: (queryArg) => ({ url: `/api/admin/candidate-pools/${queryArg.id}/search`, method: 'POST', body: queryArg.poolSearchDto }),
    }),
    revokeCertificate: build.mutation<RevokeCertificateApiResponse, RevokeCertificateApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/certificates/${queryArg.code}/revoke`,
        method: 'POST',
        body: queryArg.revokeCertificateDto,
      }),
    }),
    deleteCohort: build.mutation<DeleteCohortApiResponse, DeleteCohortApiArg>({
      query: (queryArg) => ({ url: `/api/admin/cohorts/${queryArg.id}`, method: 'DELETE' }),
    }),
    getCohort: build.query<GetCohortApiResponse, GetCohortApiArg>({
      query: (queryArg) => ({ url: `/api/admin/cohorts/${queryArg.id}` }),
    }),
    updateCohort: build.mutation<UpdateCohortApiResponse, UpdateCohortApiArg>({
      query: (queryArg) => ({ url: `/api/admin/cohorts/${queryArg.id}`, method: 'PATCH', body: queryArg.cohortInputDto }),
    }),
    removeCohortMember: build.mutation<RemoveCohortMemberApiResponse, RemoveCohortMemberApiArg>({
      query: (queryArg) => ({ url: `/api/admin/cohorts/${queryArg.id}/members/${queryArg.userId}`, method: 'DELETE' }),
    }),
    createSession: build.mutation<CreateSessionApiResponse, CreateSessionApiArg>({
      query: (queryArg) => ({ url: `/api/admin/cohorts/${queryArg.id}/sessions`, method: 'POST', body: queryArg.sessionInputDto }),
    }),
    listCoupons: build.query<ListCouponsApiResponse, ListCouponsApiArg>({
      query: () => ({ url: `/api/admin/coupons` }),
    }),
    createCoupon: build.mutation<CreateCouponApiResponse, CreateCouponApiArg>({
      query: (queryArg) => ({ url: `/api/admin/coupons`, method: 'POST', body: queryArg.createCouponDto }),
    }),
    listCouponCourses: build.query<ListCouponCoursesApiResponse, ListCouponCoursesApiArg>({
      query: () => ({ url: `/api/admin/coupons/courses` }),
    }),
    disableCoupon: build.mutation<DisableCouponApiResponse, DisableCouponApiArg>({
      query: (queryArg) => ({ url: `/api/admin/coupons/${queryArg.id}/disable`, method: 'POST' }),
    }),
    searchCourses: build.query<SearchCoursesApiResponse, SearchCoursesApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/courses/search`,
        params: {
          page: queryArg.page,
          pageSize: queryArg.pageSize,
          q: queryArg.q,
          order: queryArg.order,
          sort: queryArg.sort,
          accessLevel: queryArg.accessLevel,
          pricing: queryArg.pricing,
        },
      }),
    }),
    getSourcingAnalytics: build.query<GetSourcingAnalyticsApiResponse, GetSourcingAnalyticsApiArg>({
      query: (queryArg) => ({ url: `/api/admin/courses/${queryArg.courseId}/sourcing-analytics` }),
    }),
    getCourseAnalytics: build.query<GetCourseAnalyticsApiResponse, GetCourseAnalyticsApiArg>({
      query: (queryArg) => ({ url: `/api/admin/courses/${queryArg.id}/analytics` }),
    }),
    listCohorts: build.query<ListCohortsApiResponse, ListCohortsApiArg>({
      query: (queryArg) => ({ url: `/api/admin/courses/${queryArg.id}/cohorts` }),
    }),
    createCohort: build.mutation<CreateCohortApiResponse, CreateCohortApiArg>({
      query: (queryArg) => ({ url: `/api/admin/courses/${queryArg.id}/cohorts`, method: 'POST', body: queryArg.cohortInputDto }),
    }),
    getCourseCredits: build.query<GetCourseCreditsApiResponse, GetCourseCreditsApiArg>({
      query: (queryArg) => ({ url: `/api/admin/courses/${queryArg.id}/credits` }),
    }),
    setCourseCredits: build.mutation<SetCourseCreditsApiResponse, SetCourseCreditsApiArg>({
      query: (queryArg) => ({ url: `/api/admin/courses/${queryArg.id}/credits`, method: 'PUT', body: queryArg.courseCreditsDto }),
    }),
    listDiscussionSuspensions: build.query<ListDiscussionSuspensionsApiResponse, ListDiscussionSuspensionsApiArg>({
      query: (queryArg) => ({ url: `/api/admin/courses/${queryArg.id}/discussion-suspensions` }),
    }),
    liftDiscussionSuspension: build.mutation<LiftDiscussionSuspensionApiResponse, LiftDiscussionSuspensionApiArg>({
      query: (queryArg) => ({ url: `/api/admin/courses/${queryArg.id}/discussion-suspensions/${queryArg.userId}`, method: 'DELETE' }),
    }),
    suspendFromDiscussions: build.mutation<SuspendFromDiscussionsApiResponse, SuspendFromDiscussionsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/courses/${queryArg.id}/discussion-suspensions/${queryArg.userId}`,
        method: 'PUT',
        body: queryArg.suspendDto,
      }),
    }),
    getPracticeAnalytics: build.query<GetPracticeAnalyticsApiResponse, GetPracticeAnalyticsApiArg>({
      query: (queryArg) => ({ url: `/api/admin/courses/${queryArg.id}/practice-analytics` }),
    }),
    getScormAnalytics: build.query<GetScormAnalyticsApiResponse, GetScormAnalyticsApiArg>({
      query: (queryArg) => ({ url: `/api/admin/courses/${queryArg.id}/scorm-analytics` }),
    }),
    listCourseStudentPage: build.query<ListCourseStudentPageApiResponse, ListCourseStudentPageApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/courses/${queryArg.id}/students`,
        params: {
          page: queryArg.page,
          pageSize: queryArg.pageSize,
          search: queryArg.search,
        },
      }),
    }),
    getCreditSettings: build.query<GetCreditSettingsApiResponse, GetCreditSettingsApiArg>({
      query: () => ({ url: `/api/admin/credit-settings` }),
    }),
    updateCreditSettings: build.mutation<UpdateCreditSettingsApiResponse, UpdateCreditSettingsApiArg>({
      query: (queryArg) => ({ url: `/api/admin/credit-settings`, method: 'PUT', body: queryArg.updateCreditSettingsDto }),
    }),
    dismissPostReports: build.mutation<DismissPostReportsApiResponse, DismissPostReportsApiArg>({
      query: (queryArg) => ({ url: `/api/admin/discussions/posts/${queryArg.id}/dismiss-reports`, method: 'POST' }),
    }),
    hidePost: build.mutation<HidePostApiResponse, HidePostApiArg>({
      query: (queryArg) => ({ url: `/api/admin/discussions/posts/${queryArg.id}/hide`, method: 'POST', body: queryArg.reasonDto }),
    }),
    unhidePost: build.mutation<UnhidePostApiResponse, UnhidePostApiArg>({
      query: (queryArg) => ({ url: `/api/admin/discussions/posts/${queryArg.id}/unhide`, method: 'POST' }),
    }),
    listPostReports: build.query<ListPostReportsApiResponse, ListPostReportsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/discussions/reports`,
        params: {
          page: queryArg.page,
          pageSize: queryArg.pageSize,
        },
      }),
    }),
    lockThread: build.mutation<LockThreadApiResponse, LockThreadApiArg>({
      query: (queryArg) => ({ url: `/api/admin/discussions/threads/${queryArg.id}/lock`, method: 'POST' }),
    }),
    unlockThread: build.mutation<UnlockThreadApiResponse, UnlockThreadApiArg>({
      query: (queryArg) => ({ url: `/api/admin/discussions/threads/${queryArg.id}/unlock`, method: 'POST' }),
    }),
    searchDownloads: build.query<SearchDownloadsApiResponse, SearchDownloadsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/downloads/search`,
        params: {
          page: queryArg.page,
          pageSize: queryArg.pageSize,
          q: queryArg.q,
          order: queryArg.order,
          sort: queryArg.sort,
          category: queryArg.category,
          fileType: queryArg.fileType,
        },
      }),
    }),
    exportCreditRecordsCsv: build.query<ExportCreditRecordsCsvApiResponse, ExportCreditRecordsCsvApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/exports/credit-records.csv`,
        params: {
          courseId: queryArg.courseId,
          from: queryArg['from'],
          to: queryArg.to,
          body: queryArg.body,
        },
      }),
    }),
    exportEnrolmentsCsv: build.query<ExportEnrolmentsCsvApiResponse, ExportEnrolmentsCsvApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/exports/enrolments.csv`,
        params: {
          courseId: queryArg.courseId,
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    exportPaymentsCsv: build.query<ExportPaymentsCsvApiResponse, ExportPaymentsCsvApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/exports/payments.csv`,
        params: {
          courseId: queryArg.courseId,
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    exportPracticeResultsCsv: build.query<ExportPracticeResultsCsvApiResponse, ExportPracticeResultsCsvApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/exports/practice-results.csv`,
        params: {
          courseId: queryArg.courseId,
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    exportQuizResultsCsv: build.query<ExportQuizResultsCsvApiResponse, ExportQuizResultsCsvApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/exports/quiz-results.csv`,
        params: {
          courseId: queryArg.courseId,
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    exportScormResultsCsv: build.query<ExportScormResultsCsvApiResponse, ExportScormResultsCsvApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/exports/scorm-results.csv`,
        params: {
          courseId: queryArg.courseId,
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    exportUsersCsv: build.query<ExportUsersCsvApiResponse, ExportUsersCsvApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/exports/users.csv`,
        params: {
          courseId: queryArg.courseId,
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    getPracticeSettings: build.query<GetPracticeSettingsApiResponse, GetPracticeSettingsApiArg>({
      query: (queryArg) => ({ url: `/api/admin/lessons/${queryArg.lessonId}/practice` }),
    }),
    savePracticeSettings: build.mutation<SavePracticeSettingsApiResponse, SavePracticeSettingsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/lessons/${queryArg.lessonId}/practice`,
        method: 'PUT',
        body: queryArg.practiceSettingsInputDto,
      }),
    }),
    listPracticeAttempts: build.query<ListPracticeAttemptsApiResponse, ListPracticeAttemptsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/lessons/${queryArg.lessonId}/practice/attempts`,
        params: {
          page: queryArg.page,
          pageSize: queryArg.pageSize,
        },
      }),
    }),
    deleteQuiz: build.mutation<DeleteQuizApiResponse, DeleteQuizApiArg>({
      query: (queryArg) => ({ url: `/api/admin/lessons/${queryArg.lessonId}/quiz`, method: 'DELETE' }),
    }),
    getAdminLessonQuiz: build.query<GetAdminLessonQuizApiResponse, GetAdminLessonQuizApiArg>({
      query: (queryArg) => ({ url: `/api/admin/lessons/${queryArg.lessonId}/quiz` }),
    }),
    saveQuizSettings: build.mutation<SaveQuizSettingsApiResponse, SaveQuizSettingsApiArg>({
      query: (queryArg) => ({ url: `/api/admin/lessons/${queryArg.lessonId}/quiz`, method: 'PUT', body: queryArg.quizSettingsDto }),
    }),
    getScormPackage: build.query<GetScormPackageApiResponse, GetScormPackageApiArg>({
      query: (queryArg) => ({ url: `/api/admin/lessons/${queryArg.lessonId}/scorm` }),
    }),
    uploadScormPackage: build.mutation<UploadScormPackageApiResponse, UploadScormPackageApiArg>({
      query: (queryArg) => ({ url: `/api/admin/lessons/${queryArg.lessonId}/scorm`, method: 'POST', body: queryArg.body }),
    }),
    getMailQueueStatus: build.query<GetMailQueueStatusApiResponse, GetMailQueueStatusApiArg>({
      query: () => ({ url: `/api/admin/mail-queue` }),
    }),
    listAdminPaths: build.query<ListAdminPathsApiResponse, ListAdminPathsApiArg>({
      query: () => ({ url: `/api/admin/paths` }),
    }),
    createPath: build.mutation<CreatePathApiResponse, CreatePathApiArg>({
      query: (queryArg) => ({ url: `/api/admin/paths`, method: 'POST', body: queryArg.createPathDto }),
    }),
    reorderPaths: build.mutation<ReorderPathsApiResponse, ReorderPathsApiArg>({
      query: (queryArg) => ({ url: `/api/admin/paths/order`, method: 'PUT', body: queryArg.reorderPathsDto }),
    }),
    getPathStepOptions: build.query<GetPathStepOptionsApiResponse, GetPathStepOptionsApiArg>({
      query: () => ({ url: `/api/admin/paths/step-options` }),
    }),
    deletePath: build.mutation<DeletePathApiResponse, DeletePathApiArg>({
      query: (queryArg) => ({ url: `/api/admin/paths/${queryArg.id}`, method: 'DELETE' }),
    }),
    getAdminPath: build.query<GetAdminPathApiResponse, GetAdminPathApiArg>({
      query: (queryArg) => ({ url: `/api/admin/paths/${queryArg.id}` }),
    }),
    updatePath: build.mutation<UpdatePathApiResponse, UpdatePathApiArg>({
      query: (queryArg) => ({ url: `/api/admin/paths/${queryArg.id}`, method: 'PATCH', body: queryArg.updatePathDto }),
    }),
    getPathCertificateSettings: build.query<GetPathCertificateSettingsApiResponse, GetPathCertificateSettingsApiArg>({
      query: (queryArg) => ({ url: `/api/admin/paths/${queryArg.id}/certificate-settings` }),
    }),
    savePathCertificateSettings: build.mutation<SavePathCertificateSettingsApiResponse, SavePathCertificateSettingsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/paths/${queryArg.id}/certificate-settings`,
        method: 'PUT',
        body: queryArg.updateCertificateSettingsDto,
      }),
    }),
    listAdminPathCohorts: build.query<ListAdminPathCohortsApiResponse, ListAdminPathCohortsApiArg>({
      query: (queryArg) => ({ url: `/api/admin/paths/${queryArg.id}/cohorts` }),
    }),
    createPathCohort: build.mutation<CreatePathCohortApiResponse, CreatePathCohortApiArg>({
      query: (queryArg) => ({ url: `/api/admin/paths/${queryArg.id}/cohorts`, method: 'POST', body: queryArg.cohortInputDto }),
    }),
    getPathCredits: build.query<GetPathCreditsApiResponse, GetPathCreditsApiArg>({
      query: (queryArg) => ({ url: `/api/admin/paths/${queryArg.id}/credits` }),
    }),
    setPathCredits: build.mutation<SetPathCreditsApiResponse, SetPathCreditsApiArg>({
      query: (queryArg) => ({ url: `/api/admin/paths/${queryArg.id}/credits`, method: 'PUT', body: queryArg.courseCreditsDto }),
    }),
    getPathPricing: build.query<GetPathPricingApiResponse, GetPathPricingApiArg>({
      query: (queryArg) => ({ url: `/api/admin/paths/${queryArg.id}/pricing` }),
    }),
    setPathPricing: build.mutation<SetPathPricingApiResponse, SetPathPricingApiArg>({
      query: (queryArg) => ({ url: `/api/admin/paths/${queryArg.id}/pricing`, method: 'PUT', body: queryArg.updatePathPricingDto }),
    }),
    publishPath: build.mutation<PublishPathApiResponse, PublishPathApiArg>({
      query: (queryArg) => ({ url: `/api/admin/paths/${queryArg.id}/publish`, method: 'POST' }),
    }),
    listPathSeatTiers: build.query<ListPathSeatTiersApiResponse, ListPathSeatTiersApiArg>({
      query: (queryArg) => ({ url: `/api/admin/paths/${queryArg.id}/seat-tiers` }),
    }),
    replacePathSeatTiers: build.mutation<ReplacePathSeatTiersApiResponse, ReplacePathSeatTiersApiArg>({
      query: (queryArg) => ({ url: `/api/admin/paths/${queryArg.id}/seat-tiers`, method: 'PUT', body: queryArg.seatTiersDto }),
    }),
    setPathSteps: build.mutation<SetPathStepsApiResponse, SetPathStepsApiArg>({
      query: (queryArg) => ({ url: `/api/admin/paths/${queryArg.id}/steps`, method: 'PUT', body: queryArg.pathStepsInputDto }),
    }),
    unpublishPath: build.mutation<UnpublishPathApiResponse, UnpublishPathApiArg>({
      query: (queryArg) => ({ url: `/api/admin/paths/${queryArg.id}/unpublish`, method: 'POST' }),
    }),
    getPracticeAttemptReview: build.query<GetPracticeAttemptReviewApiResponse, GetPracticeAttemptReviewApiArg>({
      query: (queryArg) => ({ url: `/api/admin/practice-attempts/${queryArg.id}` }),
    }),
    overridePracticeScore: build.mutation<OverridePracticeScoreApiResponse, OverridePracticeScoreApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/practice-attempts/${queryArg.id}/criteria/${queryArg.criterionId}`,
        method: 'PUT',
        body: queryArg.overridePracticeScoreDto,
      }),
    }),
    getPracticeAiStatus: build.query<GetPracticeAiStatusApiResponse, GetPracticeAiStatusApiArg>({
      query: () => ({ url: `/api/admin/practice/status` }),
    }),
    getModelUsage: build.query<GetModelUsageApiResponse, GetModelUsageApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/practice/usage`,
        params: {
          months: queryArg.months,
        },
      }),
    }),
    gradeQuizAnswer: build.mutation<GradeQuizAnswerApiResponse, GradeQuizAnswerApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/quiz-attempts/${queryArg.attemptId}/questions/${queryArg.questionId}/grade`,
        method: 'PUT',
        body: queryArg.gradeAnswerDto,
      }),
    }),
    deleteQuizQuestion: build.mutation<DeleteQuizQuestionApiResponse, DeleteQuizQuestionApiArg>({
      query: (queryArg) => ({ url: `/api/admin/quiz-questions/${queryArg.questionId}`, method: 'DELETE' }),
    }),
    updateQuizQuestion: build.mutation<UpdateQuizQuestionApiResponse, UpdateQuizQuestionApiArg>({
      query: (queryArg) => ({ url: `/api/admin/quiz-questions/${queryArg.questionId}`, method: 'PATCH', body: queryArg.updateQuestionDto }),
    }),
    listQuizAttempts: build.query<ListQuizAttemptsApiResponse, ListQuizAttemptsApiArg>({
      query: (queryArg) => ({ url: `/api/admin/quizzes/${queryArg.quizId}/attempts` }),
    }),
    createQuizQuestion: build.mutation<CreateQuizQuestionApiResponse, CreateQuizQuestionApiArg>({
      query: (queryArg) => ({ url: `/api/admin/quizzes/${queryArg.quizId}/questions`, method: 'POST', body: queryArg.questionInputDto }),
    }),
    reorderQuizQuestions: build.mutation<ReorderQuizQuestionsApiResponse, ReorderQuizQuestionsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/quizzes/${queryArg.quizId}/questions/order`,
        method: 'PUT',
        body: queryArg.reorderQuestionsDto,
      }),
    }),
    listAdminReviews: build.query<ListAdminReviewsApiResponse, ListAdminReviewsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/reviews`,
        params: {
          page: queryArg.page,
          pageSize: queryArg.pageSize,
          courseId: queryArg.courseId,
          hidden: queryArg.hidden,
        },
      }),
    }),
    hideReview: build.mutation<HideReviewApiResponse, HideReviewApiArg>({
      query: (queryArg) => ({ url: `/api/admin/reviews/${queryArg.id}/hide`, method: 'POST', body: queryArg.hideReviewDto }),
    }),
    unhideReview: build.mutation<UnhideReviewApiResponse, UnhideReviewApiArg>({
      query: (queryArg) => ({ url: `/api/admin/reviews/${queryArg.id}/unhide`, method: 'POST' }),
    }),
    deleteSession: build.mutation<DeleteSessionApiResponse, DeleteSessionApiArg>({
      query: (queryArg) => ({ url: `/api/admin/sessions/${queryArg.id}`, method: 'DELETE' }),
    }),
    updateSession: build.mutation<UpdateSessionApiResponse, UpdateSessionApiArg>({
      query: (queryArg) => ({ url: `/api/admin/sessions/${queryArg.id}`, method: 'PUT', body: queryArg.sessionInputDto }),
    }),
    listAttendance: build.query<ListAttendanceApiResponse, ListAttendanceApiArg>({
      query: (queryArg) => ({ url: `/api/admin/sessions/${queryArg.id}/attendance` }),
    }),
    setAttendance: build.mutation<SetAttendanceApiResponse, SetAttendanceApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/sessions/${queryArg.id}/attendance/${queryArg.userId}`,
        method: 'PUT',
        body: queryArg.attendanceInputDto,
      }),
    }),
    getAcademySettings: build.query<GetAcademySettingsApiResponse, GetAcademySettingsApiArg>({
      query: () => ({ url: `/api/admin/settings` }),
    }),
    updateAcademySettings: build.mutation<UpdateAcademySettingsApiResponse, UpdateAcademySettingsApiArg>({
      query: (queryArg) => ({ url: `/api/admin/settings`, method: 'PATCH', body: queryArg.updateAcademySettingsDto }),
    }),
    deleteAcademySso: build.mutation<DeleteAcademySsoApiResponse, DeleteAcademySsoApiArg>({
      query: () => ({ url: `/api/admin/sso`, method: 'DELETE' }),
    }),
    getAcademySso: build.query<GetAcademySsoApiResponse, GetAcademySsoApiArg>({
      query: () => ({ url: `/api/admin/sso` }),
    }),
    putAcademySso: build.mutation<PutAcademySsoApiResponse, PutAcademySsoApiArg>({
      query: (queryArg) => ({ url: `/api/admin/sso`, method: 'PUT', body: queryArg.putSsoConnectionDto }),
    }),
    listAdminTeams: build.query<ListAdminTeamsApiResponse, ListAdminTeamsApiArg>({
      query: () => ({ url: `/api/admin/teams` }),
    }),
    updateAdminTeam: build.mutation<UpdateAdminTeamApiResponse, UpdateAdminTeamApiArg>({
      query: (queryArg) => ({ url: `/api/admin/teams/${queryArg.id}`, method: 'PATCH', body: queryArg.updateAdminTeamDto }),
    }),
    deleteAdminTeamSso: build.mutation<DeleteAdminTeamSsoApiResponse, DeleteAdminTeamSsoApiArg>({
      query: (queryArg) => ({ url: `/api/admin/teams/${queryArg.id}/sso`, method: 'DELETE' }),
    }),
    getAdminTeamSso: build.query<GetAdminTeamSsoApiResponse, GetAdminTeamSsoApiArg>({
      query: (queryArg) => ({ url: `/api/admin/teams/${queryArg.id}/sso` }),
    }),
    putAdminTeamSso: build.mutation<PutAdminTeamSsoApiResponse, PutAdminTeamSsoApiArg>({
      query: (queryArg) => ({ url: `/api/admin/teams/${queryArg.id}/sso`, method: 'PUT', body: queryArg.putSsoConnectionDto }),
    }),
    listUsers: build.query<ListUsersApiResponse, ListUsersApiArg>({
      query: () => ({ url: `/api/admin/users` }),
    }),
    searchUsers: build.query<SearchUsersApiResponse, SearchUsersApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/users/search`,
        params: {
          page: queryArg.page,
          pageSize: queryArg.pageSize,
          q: queryArg.q,
          order: queryArg.order,
          sort: queryArg.sort,
          role: queryArg.role,
          verified: queryArg.verified,
        },
      }),
    }),
    deleteUser: build.mutation<DeleteUserApiResponse, DeleteUserApiArg>({
      query: (queryArg) => ({ url: `/api/admin/users/${queryArg.id}`, method: 'DELETE' }),
    }),
    updateUser: build.mutation<UpdateUserApiResponse, UpdateUserApiArg>({
      query: (queryArg) => ({ url: `/api/admin/users/${queryArg.id}`, method: 'PUT', body: queryArg.updateUserDto }),
    }),
    signOutEverywhere: build.mutation<SignOutEverywhereApiResponse, SignOutEverywhereApiArg>({
      query: (queryArg) => ({ url: `/api/admin/users/${queryArg.id}/sign-out`, method: 'POST' }),
    }),
    sendVerificationEmail: build.mutation<SendVerificationEmailApiResponse, SendVerificationEmailApiArg>({
      query: (queryArg) => ({ url: `/api/admin/users/${queryArg.id}/verification-email`, method: 'POST' }),
    }),
    listWebhookEndpoints: build.query<ListWebhookEndpointsApiResponse, ListWebhookEndpointsApiArg>({
      query: () => ({ url: `/api/admin/webhooks` }),
    }),
    createWebhookEndpoint: build.mutation<CreateWebhookEndpointApiResponse, CreateWebhookEndpointApiArg>({
      query: (queryArg) => ({ url: `/api/admin/webhooks`, method: 'POST', body: queryArg.createWebhookEndpointDto }),
    }),
    deleteWebhookEndpoint: build.mutation<DeleteWebhookEndpointApiResponse, DeleteWebhookEndpointApiArg>({
      query: (queryArg) => ({ url: `/api/admin/webhooks/${queryArg.id}`, method: 'DELETE' }),
    }),
    updateWebhookEndpoint: build.mutation<UpdateWebhookEndpointApiResponse, UpdateWebhookEndpointApiArg>({
      query: (queryArg) => ({ url: `/api/admin/webhooks/${queryArg.id}`, method: 'PATCH', body: queryArg.updateWebhookEndpointDto }),
    }),
    listWebhookDeliveries: build.query<ListWebhookDeliveriesApiResponse, ListWebhookDeliveriesApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/webhooks/${queryArg.id}/deliveries`,
        params: {
          page: queryArg.page,
          pageSize: queryArg.pageSize,
        },
      }),
    }),
    redeliverWebhook: build.mutation<RedeliverWebhookApiResponse, RedeliverWebhookApiArg>({
      query: (queryArg) => ({ url: `/api/admin/webhooks/${queryArg.id}/deliveries/${queryArg.deliveryId}/redeliver`, method: 'POST' }),
    }),
    rotateWebhookSecret: build.mutation<RotateWebhookSecretApiResponse, RotateWebhookSecretApiArg>({
      query: (queryArg) => ({ url: `/api/admin/webhooks/${queryArg.id}/rotate-secret`, method: 'POST' }),
    }),
    sendWebhookTest: build.mutation<SendWebhookTestApiResponse, SendWebhookTestApiArg>({
      query: (queryArg) => ({ url: `/api/admin/webhooks/${queryArg.id}/test`, method: 'POST' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as academyAdminApi };
export type GetAnalyticsApiResponse = /** status 200  */ AnalyticsDto;
export type GetAnalyticsApiArg = void;
export type ListApiTokensApiResponse = /** status 200  */ ApiTokenDto[];
export type ListApiTokensApiArg = void;
export type CreateApiTokenApiResponse = /** status 201  */ CreatedApiTokenDto;
export type CreateApiTokenApiArg = {
  createApiTokenDto: CreateApiTokenDto;
};
export type RevokeApiTokenApiResponse = /** status 200  */ ApiTokenDto;
export type RevokeApiTokenApiArg = {
  id: number;
};
export type ListCandidatePoolsApiResponse = /** status 200  */ CandidatePoolDto[];
export type ListCandidatePoolsApiArg = void;
export type ImportCandidatePoolApiResponse = /** status 201 Imported */ CandidatePoolDto;
export type ImportCandidatePoolApiArg = {
  body: {
    description?: string;
    file: Blob;
    name: string;
  };
};
export type DeleteCandidatePoolApiResponse = unknown;
export type DeleteCandidatePoolApiArg = {
  id: number;
};
export type MakeDefaultCandidatePoolApiResponse = unknown;
export type MakeDefaultCandidatePoolApiArg = {
  id: number;
};
export type CandidatePoolProfilesApiResponse = /** status 200  */ CandidateCardDto[];
export type CandidatePoolProfilesApiArg = {
  id: number;
  /** Up to 100 profile ids, separated by commas */
  ids: string;
};
export type SearchCandidatePoolApiResponse = /** status 200  */ PoolSearchResultsDto;
export type SearchCandidatePoolApiArg = {
  id: number;
  poolSearchDto: PoolSearchDto;
};
export type RevokeCertificateApiResponse = /** status 200  */ StudentCertificateDto;
export type RevokeCertificateApiArg = {
  code: string;
  revokeCertificateDto: RevokeCertificateDto;
};
export type DeleteCohortApiResponse = unknown;
export type DeleteCohortApiArg = {
  id: number;
};
export type GetCohortApiResponse = /** status 200  */ CohortDetailDto;
export type GetCohortApiArg = {
  id: number;
};
export type UpdateCohortApiResponse = /** status 200  */ AdminCohortDto;
export type UpdateCohortApiArg = {
  id: number;
  cohortInputDto: CohortInputDto;
};
export type RemoveCohortMemberApiResponse = unknown;
export type RemoveCohortMemberApiArg = {
  id: number;
  userId: number;
};
export type CreateSessionApiResponse = /** status 201  */ AdminLiveSessionDto;
export type CreateSessionApiArg = {
  id: number;
  sessionInputDto: SessionInputDto;
};
export type ListCouponsApiResponse = /** status 200  */ CouponDto[];
export type ListCouponsApiArg = void;
export type CreateCouponApiResponse = /** status 200 The coupon created */ CouponDto;
export type CreateCouponApiArg = {
  createCouponDto: CreateCouponDto;
};
export type ListCouponCoursesApiResponse = /** status 200  */ CouponCourseDto[];
export type ListCouponCoursesApiArg = void;
export type DisableCouponApiResponse = unknown;
export type DisableCouponApiArg = {
  id: number;
};
export type SearchCoursesApiResponse = /** status 200  */ AdminCoursePageDto;
export type SearchCoursesApiArg = {
  page?: number;
  pageSize?: number;
  /** Part of the text to find (case-insensitive substring) */
  q?: string;
  /** Sort direction; each table has its own default */
  order?: 'asc' | 'desc';
  /** The column to sort by (newest first by default) */
  sort?: 'title' | 'accessLevel' | 'price' | 'lessonCount' | 'enrolledCount' | 'createdAt';
  /** Only courses with this access level */
  accessLevel?: 'all' | 'recruitpro' | 'jobseeker' | 'admin';
  /** Only free courses, courses paid once, or subscriptions */
  pricing?: 'free' | 'one_time' | 'subscription';
};
export type GetSourcingAnalyticsApiResponse = /** status 200  */ SourcingAnalyticsDto;
export type GetSourcingAnalyticsApiArg = {
  courseId: number;
};
export type GetCourseAnalyticsApiResponse = /** status 200  */ CourseAnalyticsDto;
export type GetCourseAnalyticsApiArg = {
  id: number;
};
export type ListCohortsApiResponse = /** status 200  */ AdminCohortDto[];
export type ListCohortsApiArg = {
  id: number;
};
export type CreateCohortApiResponse = /** status 201  */ AdminCohortDto;
export type CreateCohortApiArg = {
  id: number;
  cohortInputDto: CohortInputDto;
};
export type GetCourseCreditsApiResponse = /** status 200  */ CourseCreditsDto;
export type GetCourseCreditsApiArg = {
  id: number;
};
export type SetCourseCreditsApiResponse = /** status 200 The credits as saved */ CourseCreditsDto;
export type SetCourseCreditsApiArg = {
  id: number;
  courseCreditsDto: CourseCreditsDto;
};
export type ListDiscussionSuspensionsApiResponse = /** status 200  */ SuspensionDto[];
export type ListDiscussionSuspensionsApiArg = {
  id: number;
};
export type LiftDiscussionSuspensionApiResponse = /** status 200  */ SuspensionDto[];
export type LiftDiscussionSuspensionApiArg = {
  id: number;
  userId: number;
};
export type SuspendFromDiscussionsApiResponse = /** status 200  */ SuspensionDto[];
export type SuspendFromDiscussionsApiArg = {
  id: number;
  userId: number;
  suspendDto: SuspendDto;
};
export type GetPracticeAnalyticsApiResponse = /** status 200  */ PracticeAnalyticsDto;
export type GetPracticeAnalyticsApiArg = {
  id: number;
};
export type GetScormAnalyticsApiResponse = /** status 200  */ ScormCourseResultsDto;
export type GetScormAnalyticsApiArg = {
  id: number;
};
export type ListCourseStudentPageApiResponse =
  /** status 200 A page of the course's students, newest first; search matches name or e-mail */ StudentPageDto;
export type ListCourseStudentPageApiArg = {
  id: number;
  page?: number;
  pageSize?: number;
  /** Part of a name or e-mail address */
  search?: string;
};
export type GetCreditSettingsApiResponse = /** status 200  */ CreditSettingsDto;
export type GetCreditSettingsApiArg = void;
export type UpdateCreditSettingsApiResponse = /** status 200 The settings as saved */ CreditSettingsDto;
export type UpdateCreditSettingsApiArg = {
  updateCreditSettingsDto: UpdateCreditSettingsDto;
};
export type DismissPostReportsApiResponse = unknown;
export type DismissPostReportsApiArg = {
  id: number;
};
export type HidePostApiResponse = /** status 200  */ PostDto;
export type HidePostApiArg = {
  id: number;
  reasonDto: ReasonDto;
};
export type UnhidePostApiResponse = /** status 200  */ PostDto;
export type UnhidePostApiArg = {
  id: number;
};
export type ListPostReportsApiResponse = /** status 200  */ PostReportPageDto;
export type ListPostReportsApiArg = {
  page?: number;
  pageSize?: number;
};
export type LockThreadApiResponse = /** status 200  */ ThreadDetailDto;
export type LockThreadApiArg = {
  id: number;
};
export type UnlockThreadApiResponse = /** status 200  */ ThreadDetailDto;
export type UnlockThreadApiArg = {
  id: number;
};
export type SearchDownloadsApiResponse = /** status 200  */ DownloadPageDto;
export type SearchDownloadsApiArg = {
  page?: number;
  pageSize?: number;
  /** Part of the text to find (case-insensitive substring) */
  q?: string;
  /** Sort direction; each table has its own default */
  order?: 'asc' | 'desc';
  /** The column to sort by (newest first by default) */
  sort?: 'title' | 'category' | 'fileType' | 'fileSize' | 'createdAt';
  /** Only downloads of this category */
  category?:
    | 'recruitment-process'
    | 'interview-techniques'
    | 'candidate-sourcing'
    | 'employer-branding'
    | 'compliance-legal'
    | 'analytics-reporting';
  /** Only downloads of this file type */
  fileType?: 'PDF' | 'Template' | 'Checklist' | 'Guide' | 'Other';
};
export type ExportCreditRecordsCsvApiResponse =
  /** status 200 The CSV file, as an attachment named after the export and today (UTC) */ string;
export type ExportCreditRecordsCsvApiArg = {
  /** Only the rows of this course (404 when there is no such course) */
  courseId?: number;
  /** Only rows from this date (UTC midnight) or date and time (ISO 8601; UTC unless it has an offset) on */
  from?: string;
  /** Only rows up to this date (its whole day, UTC) or date and time (ISO 8601, inclusive); on or after `from` */
  to?: string;
  /** The body whose credits to list */
  body: CreditBody;
};
export type ExportEnrolmentsCsvApiResponse = /** status 200 The CSV file, as an attachment named after the export and today (UTC) */ string;
export type ExportEnrolmentsCsvApiArg = {
  /** Only the rows of this course (404 when there is no such course) */
  courseId?: number;
  /** Only rows from this date (UTC midnight) or date and time (ISO 8601; UTC unless it has an offset) on */
  from?: string;
  /** Only rows up to this date (its whole day, UTC) or date and time (ISO 8601, inclusive); on or after `from` */
  to?: string;
};
export type ExportPaymentsCsvApiResponse = /** status 200 The CSV file, as an attachment named after the export and today (UTC) */ string;
export type ExportPaymentsCsvApiArg = {
  /** Only the rows of this course (404 when there is no such course) */
  courseId?: number;
  /** Only rows from this date (UTC midnight) or date and time (ISO 8601; UTC unless it has an offset) on */
  from?: string;
  /** Only rows up to this date (its whole day, UTC) or date and time (ISO 8601, inclusive); on or after `from` */
  to?: string;
};
export type ExportPracticeResultsCsvApiResponse =
  /** status 200 The CSV file, as an attachment named after the export and today (UTC) */ string;
export type ExportPracticeResultsCsvApiArg = {
  /** Only the rows of this course (404 when there is no such course) */
  courseId?: number;
  /** Only rows from this date (UTC midnight) or date and time (ISO 8601; UTC unless it has an offset) on */
  from?: string;
  /** Only rows up to this date (its whole day, UTC) or date and time (ISO 8601, inclusive); on or after `from` */
  to?: string;
};
export type ExportQuizResultsCsvApiResponse =
  /** status 200 The CSV file, as an attachment named after the export and today (UTC) */ string;
export type ExportQuizResultsCsvApiArg = {
  /** Only the rows of this course (404 when there is no such course) */
  courseId?: number;
  /** Only rows from this date (UTC midnight) or date and time (ISO 8601; UTC unless it has an offset) on */
  from?: string;
  /** Only rows up to this date (its whole day, UTC) or date and time (ISO 8601, inclusive); on or after `from` */
  to?: string;
};
export type ExportScormResultsCsvApiResponse =
  /** status 200 The CSV file, as an attachment named after the export and today (UTC) */ string;
export type ExportScormResultsCsvApiArg = {
  /** Only the rows of this course (404 when there is no such course) */
  courseId?: number;
  /** Only rows from this date (UTC midnight) or date and time (ISO 8601; UTC unless it has an offset) on */
  from?: string;
  /** Only rows up to this date (its whole day, UTC) or date and time (ISO 8601, inclusive); on or after `from` */
  to?: string;
};
export type ExportUsersCsvApiResponse = /** status 200 The CSV file, as an attachment named after the export and today (UTC) */ string;
export type ExportUsersCsvApiArg = {
  /** Only the rows of this course (404 when there is no such course) */
  courseId?: number;
  /** Only rows from this date (UTC midnight) or date and time (ISO 8601; UTC unless it has an offset) on */
  from?: string;
  /** Only rows up to this date (its whole day, UTC) or date and time (ISO 8601, inclusive); on or after `from` */
  to?: string;
};
export type GetPracticeSettingsApiResponse = /** status 200  */ PracticeSettingsDto;
export type GetPracticeSettingsApiArg = {
  lessonId: number;
};
export type SavePracticeSettingsApiResponse = /** status 200  */ PracticeSettingsDto;
export type SavePracticeSettingsApiArg = {
  lessonId: number;
  practiceSettingsInputDto: PracticeSettingsInputDto;
};
export type ListPracticeAttemptsApiResponse = /** status 200  */ PracticeAttemptPageDto;
export type ListPracticeAttemptsApiArg = {
  lessonId: number;
  page?: number;
  pageSize?: number;
};
export type DeleteQuizApiResponse = unknown;
export type DeleteQuizApiArg = {
  lessonId: number;
};
export type GetAdminLessonQuizApiResponse = /** status 200 The quiz with its answer key, or quiz: null before one exists */ LessonQuizDto;
export type GetAdminLessonQuizApiArg = {
  lessonId: number;
};
export type SaveQuizSettingsApiResponse = /** status 200 Created or updated */ AdminQuizDto;
export type SaveQuizSettingsApiArg = {
  lessonId: number;
  quizSettingsDto: QuizSettingsDto;
};
export type GetScormPackageApiResponse = /** status 200  */ AdminScormLessonDto;
export type GetScormPackageApiArg = {
  lessonId: number;
};
export type UploadScormPackageApiResponse = /** status 201 Stored: the lesson plays it from now on */ AdminScormLessonDto;
export type UploadScormPackageApiArg = {
  lessonId: number;
  body: {
    file: Blob;
  };
};
export type GetMailQueueStatusApiResponse = /** status 200  */ MailQueueStatusDto;
export type GetMailQueueStatusApiArg = void;
export type ListAdminPathsApiResponse = /** status 200  */ AdminPathSummaryDto[];
export type ListAdminPathsApiArg = void;
export type CreatePathApiResponse = /** status 201  */ AdminPathDto;
export type CreatePathApiArg = {
  createPathDto: CreatePathDto;
};
export type ReorderPathsApiResponse = /** status 200  */ AdminPathSummaryDto[];
export type ReorderPathsApiArg = {
  reorderPathsDto: ReorderPathsDto;
};
export type GetPathStepOptionsApiResponse = /** status 200  */ PathStepOptionsDto;
export type GetPathStepOptionsApiArg = void;
export type DeletePathApiResponse = unknown;
export type DeletePathApiArg = {
  id: number;
};
export type GetAdminPathApiResponse = /** status 200  */ AdminPathDto;
export type GetAdminPathApiArg = {
  id: number;
};
export type UpdatePathApiResponse = /** status 200  */ AdminPathDto;
export type UpdatePathApiArg = {
  id: number;
  updatePathDto: UpdatePathDto;
};
export type GetPathCertificateSettingsApiResponse = /** status 200  */ CertificateSettingsDto;
export type GetPathCertificateSettingsApiArg = {
  id: number;
};
export type SavePathCertificateSettingsApiResponse = /** status 200 The settings as saved */ CertificateSettingsDto;
export type SavePathCertificateSettingsApiArg = {
  id: number;
  updateCertificateSettingsDto: UpdateCertificateSettingsDto;
};
export type ListAdminPathCohortsApiResponse = /** status 200  */ AdminCohortDto[];
export type ListAdminPathCohortsApiArg = {
  id: number;
};
export type CreatePathCohortApiResponse = /** status 201  */ AdminCohortDto;
export type CreatePathCohortApiArg = {
  id: number;
  cohortInputDto: CohortInputDto;
};
export type GetPathCreditsApiResponse = /** status 200  */ CourseCreditsDto;
export type GetPathCreditsApiArg = {
  id: number;
};
export type SetPathCreditsApiResponse = /** status 200 The credits as saved */ CourseCreditsDto;
export type SetPathCreditsApiArg = {
  id: number;
  courseCreditsDto: CourseCreditsDto;
};
export type GetPathPricingApiResponse = /** status 200  */ PathPricingDto;
export type GetPathPricingApiArg = {
  id: number;
};
export type SetPathPricingApiResponse = /** status 200  */ PathPricingDto;
export type SetPathPricingApiArg = {
  id: number;
  updatePathPricingDto: UpdatePathPricingDto;
};
export type PublishPathApiResponse = /** status 200  */ AdminPathDto;
export type PublishPathApiArg = {
  id: number;
};
export type ListPathSeatTiersApiResponse = /** status 200  */ SeatTierDto[];
export type ListPathSeatTiersApiArg = {
  id: number;
};
export type ReplacePathSeatTiersApiResponse = /** status 200 The discounts as saved, fewest seats first */ SeatTierDto[];
export type ReplacePathSeatTiersApiArg = {
  id: number;
  seatTiersDto: SeatTiersDto;
};
export type SetPathStepsApiResponse = /** status 200  */ AdminPathDto;
export type SetPathStepsApiArg = {
  id: number;
  pathStepsInputDto: PathStepsInputDto;
};
export type UnpublishPathApiResponse = /** status 200  */ AdminPathDto;
export type UnpublishPathApiArg = {
  id: number;
};
export type GetPracticeAttemptReviewApiResponse = /** status 200  */ AdminPracticeAttemptDto;
export type GetPracticeAttemptReviewApiArg = {
  id: number;
};
export type OverridePracticeScoreApiResponse = /** status 200  */ AdminPracticeAttemptDto;
export type OverridePracticeScoreApiArg = {
  id: number;
  criterionId: string;
  overridePracticeScoreDto: OverridePracticeScoreDto;
};
export type GetPracticeAiStatusApiResponse = /** status 200  */ PracticeAiStatusDto;
export type GetPracticeAiStatusApiArg = void;
export type GetModelUsageApiResponse = /** status 200  */ ModelUsageDto;
export type GetModelUsageApiArg = {
  /** How many months back, this one included */
  months?: number;
};
export type GradeQuizAnswerApiResponse = /** status 200 The attempt re-graded */ AdminAttemptDto;
export type GradeQuizAnswerApiArg = {
  attemptId: number;
  questionId: number;
  gradeAnswerDto: GradeAnswerDto;
};
export type DeleteQuizQuestionApiResponse = unknown;
export type DeleteQuizQuestionApiArg = {
  questionId: number;
};
export type UpdateQuizQuestionApiResponse = /** status 200  */ AdminQuestionDto;
export type UpdateQuizQuestionApiArg = {
  questionId: number;
  updateQuestionDto: UpdateQuestionDto;
};
export type ListQuizAttemptsApiResponse =
  /** status 200 Attempts awaiting review first, with answers, files and grades */ AdminAttemptDto[];
export type ListQuizAttemptsApiArg = {
  quizId: number;
};
export type CreateQuizQuestionApiResponse = /** status 200 Added at the end */ AdminQuestionDto;
export type CreateQuizQuestionApiArg = {
  quizId: number;
  questionInputDto: QuestionInputDto;
};
export type ReorderQuizQuestionsApiResponse = /** status 200  */ AdminQuizDto;
export type ReorderQuizQuestionsApiArg = {
  quizId: number;
  reorderQuestionsDto: ReorderQuestionsDto;
};
export type ListAdminReviewsApiResponse = /** status 200  */ AdminReviewPageDto;
export type ListAdminReviewsApiArg = {
  page?: number;
  pageSize?: number;
  /** Only the reviews of this course */
  courseId?: number;
  /** true: only hidden reviews; false: only visible ones */
  hidden?: 'true' | 'false';
};
export type HideReviewApiResponse = /** status 200  */ AdminReviewDto;
export type HideReviewApiArg = {
  id: number;
  hideReviewDto: HideReviewDto;
};
export type UnhideReviewApiResponse = /** status 200  */ AdminReviewDto;
export type UnhideReviewApiArg = {
  id: number;
};
export type DeleteSessionApiResponse = unknown;
export type DeleteSessionApiArg = {
  id: number;
};
export type UpdateSessionApiResponse = /** status 200  */ AdminLiveSessionDto;
export type UpdateSessionApiArg = {
  id: number;
  sessionInputDto: SessionInputDto;
};
export type ListAttendanceApiResponse = /** status 200  */ AttendanceDto[];
export type ListAttendanceApiArg = {
  id: number;
};
export type SetAttendanceApiResponse = /** status 200  */ AttendanceDto;
export type SetAttendanceApiArg = {
  id: number;
  userId: number;
  attendanceInputDto: AttendanceInputDto;
};
export type GetAcademySettingsApiResponse = /** status 200  */ AcademySettingsDto;
export type GetAcademySettingsApiArg = void;
export type UpdateAcademySettingsApiResponse = /** status 200  */ AcademySettingsDto;
export type UpdateAcademySettingsApiArg = {
  updateAcademySettingsDto: UpdateAcademySettingsDto;
};
export type DeleteAcademySsoApiResponse = unknown;
export type DeleteAcademySsoApiArg = void;
export type GetAcademySsoApiResponse = /** status 200  */ SsoSetupDto;
export type GetAcademySsoApiArg = void;
export type PutAcademySsoApiResponse = /** status 200  */ SsoConnectionDto;
export type PutAcademySsoApiArg = {
  putSsoConnectionDto: PutSsoConnectionDto;
};
export type ListAdminTeamsApiResponse = /** status 200  */ AdminTeamDto[];
export type ListAdminTeamsApiArg = void;
export type UpdateAdminTeamApiResponse = /** status 200 The team after the change */ AdminTeamDto;
export type UpdateAdminTeamApiArg = {
  id: number;
  updateAdminTeamDto: UpdateAdminTeamDto;
};
export type DeleteAdminTeamSsoApiResponse = unknown;
export type DeleteAdminTeamSsoApiArg = {
  id: number;
};
export type GetAdminTeamSsoApiResponse = /** status 200  */ SsoSetupDto;
export type GetAdminTeamSsoApiArg = {
  id: number;
};
export type PutAdminTeamSsoApiResponse = /** status 200  */ SsoConnectionDto;
export type PutAdminTeamSsoApiArg = {
  id: number;
  putSsoConnectionDto: PutSsoConnectionDto;
};
export type ListUsersApiResponse = /** status 200  */ UserDto[];
export type ListUsersApiArg = void;
export type SearchUsersApiResponse = /** status 200  */ UserPageDto;
export type SearchUsersApiArg = {
  page?: number;
  pageSize?: number;
  /** Part of the text to find (case-insensitive substring) */
  q?: string;
  /** Sort direction; each table has its own default */
  order?: 'asc' | 'desc';
  /** The column to sort by (newest first by default) */
  sort?: 'name' | 'email' | 'role' | 'createdAt' | 'lastActiveAt';
  /** Only users with this role */
  role?: 'admin' | 'recruitpro' | 'jobseeker';
  /** Only users who have (true) or have not (false) confirmed their e-mail address */
  verified?: boolean;
};
export type DeleteUserApiResponse = unknown;
export type DeleteUserApiArg = {
  id: number;
};
export type UpdateUserApiResponse = /** status 200  */ UserDto;
export type UpdateUserApiArg = {
  id: number;
  updateUserDto: UpdateUserDto;
};
export type SignOutEverywhereApiResponse = unknown;
export type SignOutEverywhereApiArg = {
  id: number;
};
export type SendVerificationEmailApiResponse = unknown;
export type SendVerificationEmailApiArg = {
  id: number;
};
export type ListWebhookEndpointsApiResponse = /** status 200  */ WebhookEndpointDto[];
export type ListWebhookEndpointsApiArg = void;
export type CreateWebhookEndpointApiResponse = /** status 201  */ WebhookSecretDto;
export type CreateWebhookEndpointApiArg = {
  createWebhookEndpointDto: CreateWebhookEndpointDto;
};
export type DeleteWebhookEndpointApiResponse = unknown;
export type DeleteWebhookEndpointApiArg = {
  id: number;
};
export type UpdateWebhookEndpointApiResponse = /** status 200  */ WebhookEndpointDto;
export type UpdateWebhookEndpointApiArg = {
  id: number;
  updateWebhookEndpointDto: UpdateWebhookEndpointDto;
};
export type ListWebhookDeliveriesApiResponse = /** status 200  */ WebhookDeliveryPageDto;
export type ListWebhookDeliveriesApiArg = {
  id: number;
  page?: number;
  pageSize?: number;
};
export type RedeliverWebhookApiResponse = /** status 201  */ WebhookDeliveryDto;
export type RedeliverWebhookApiArg = {
  id: number;
  deliveryId: number;
};
export type RotateWebhookSecretApiResponse = /** status 200  */ WebhookSecretDto;
export type RotateWebhookSecretApiArg = {
  id: number;
};
export type SendWebhookTestApiResponse = /** status 201  */ WebhookDeliveryDto;
export type SendWebhookTestApiArg = {
  id: number;
};
export type CourseAnalyticsRowDto = {
  /** Percent of enrolled students who completed every lesson */
  completionRate: number;
  enrollmentCount: number;
  id: number;
  title: string;
};
export type CourseProgressDto = {
  courseTitle: string;
  progress: number;
};
export type ActiveStudentDto = {
  email: string;
  enrollmentProgress: CourseProgressDto[];
  lastActivityDate: string | null;
  name: string;
};
export type StudentProgressDto = {
  completedLessons: number;
  email: string;
  enrolledCourses: number;
  id: number;
  lastActivity: string | null;
  name: string;
  /** active: activity in the last 14 days */
  status: 'active' | 'inactive' | 'not_started';
};
export type AnalyticsDto = {
  courses: CourseAnalyticsRowDto[];
  /** When these figures were computed; they include every change made before then. They are refreshed in the background and never served older than ANALYTICS_MAX_AGE_MS (a minute by default). */
  generatedAt: string;
  /** The 10 most recently active learners */
  recentlyActiveStudents: ActiveStudentDto[];
  /** The 100 most recently active learners */
  studentProgress: StudentProgressDto[];
};
export type ErrorCode =
  | 'VALIDATION_FAILED'
  | 'INVALID_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'CROSS_SITE_REQUEST_REFUSED'
  | 'NOT_FOUND'
  | 'PAYLOAD_TOO_LARGE'
  | 'URI_TOO_LONG'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'INTERNAL_ERROR'
  | 'SERVICE_UNAVAILABLE'
  | 'COURSE_NOT_FOUND'
  | 'MODULE_NOT_FOUND'
  | 'LESSON_NOT_FOUND'
  | 'COURSE_PRICE_REQUIRED'
  | 'LESSON_TYPE_LOCKED'
  | 'INVALID_ORDER'
  | 'LESSON_MOVE_OUTSIDE_COURSE'
  | 'UNKNOWN_USERS'
  | 'ADMIN_ALREADY_HAS_ACCESS'
  | 'INVALID_COURSE_IMAGE'
  | 'COURSE_IMAGE_NOT_FOUND'
  | 'LESSON_PREVIEW_NOT_ALLOWED'
  | 'PREVIEW_NOT_AVAILABLE'
  | 'INSTRUCTOR_NOT_FOUND'
  | 'UNKNOWN_INSTRUCTORS'
  | 'INVALID_INSTRUCTOR_PHOTO'
  | 'INSTRUCTOR_PHOTO_NOT_FOUND'
  | 'NOT_ENROLLED'
  | 'QUIZ_NOT_PASSED'
  | 'QUIZ_NOT_FOUND'
  | 'QUESTION_NOT_FOUND'
  | 'QUIZ_ATTEMPT_NOT_FOUND'
  | 'QUIZ_HAS_NO_QUESTIONS'
  | 'QUIZ_NO_ATTEMPTS_LEFT'
  | 'QUIZ_START_FAILED'
  | 'QUIZ_NOT_STARTED'
  | 'QUIZ_ALREADY_SUBMITTED'
  | 'QUIZ_TIME_UP'
  | 'INVALID_ANSWER'
  | 'QUESTION_TAKES_NO_FILE'
  | 'ATTEMPT_FILE_LIMIT'
  | 'UPLOAD_QUOTA_EXCEEDED'
  | 'NOT_A_QUIZ_LESSON'
  | 'INVALID_QUESTION'
  | 'NOT_MANUALLY_GRADED'
  | 'ATTEMPT_IN_PROGRESS'
  | 'POINTS_OUT_OF_RANGE'
  | 'PAYMENT_REQUIRED'
  | 'ALREADY_ENROLLED'
  | 'COURSE_IS_FREE'
  | 'PRICE_BELOW_MINIMUM'
  | 'PAYMENT_NOT_FOUND'
  | 'SUBSCRIPTION_NOT_FOUND'
  | 'PAYMENTS_NOT_CONFIGURED'
  | 'PAYMENT_PROVIDER_FAILED'
  | 'WEBHOOK_SIGNATURE_INVALID'
  | 'COUPON_NOT_FOUND'
  | 'COUPON_DISABLED'
  | 'COUPON_EXPIRED'
  | 'COUPON_LIMIT_REACHED'
  | 'COUPON_NOT_APPLICABLE'
  | 'COUPON_INVALID'
  | 'COUPON_CODE_TAKEN'
  | 'CERTIFICATE_NOT_FOUND'
  | 'CERTIFICATE_REVOKED'
  | 'CERTIFICATE_ALREADY_REVOKED'
  | 'CERTIFICATE_SETTINGS_INVALID'
  | 'WRONG_PASSWORD'
  | 'EMAIL_UNCHANGED'
  | 'CANNOT_DELETE_OWN_ACCOUNT'
  | 'INVALID_PICTURE'
  | 'PICTURE_NOT_FOUND'
  | 'INVALID_CREDENTIALS'
  | 'EMAIL_TAKEN'
  | 'LINK_INVALID'
  | 'LINK_EXPIRED'
  | 'SOCIAL_PROVIDER_NOT_CONFIGURED'
  | 'SIGN_IN_METHOD_NOT_FOUND'
  | 'LAST_SIGN_IN_METHOD'
  | 'PASSWORD_NOT_SET'
  | 'EMAIL_ALREADY_VERIFIED'
  | 'SSO_REQUIRED'
  | 'SSO_NOT_CONFIGURED'
  | 'SSO_INVALID_DOMAIN'
  | 'SSO_DOMAIN_TAKEN'
  | 'SSO_INVALID_SETTINGS'
  | 'SSO_DISCOVERY_FAILED'
  | 'SSO_METADATA_INVALID'
  | 'SSO_CERTIFICATE_INVALID'
  | 'INVALID_API_TOKEN'
  | 'API_TOKEN_SCOPE_MISSING'
  | 'API_TOKEN_NOT_ALLOWED'
  | 'API_TOKEN_NOT_FOUND'
  | 'WEBHOOK_ENDPOINT_NOT_FOUND'
  | 'WEBHOOK_DELIVERY_NOT_FOUND'
  | 'WEBHOOK_URL_REFUSED'
  | 'WEBHOOK_ENDPOINT_DISABLED'
  | 'UPLOAD_MALFORMED'
  | 'FILE_EMPTY'
  | 'FILE_TOO_LARGE'
  | 'FILE_TYPE_NOT_ACCEPTED'
  | 'DOWNLOAD_NOT_FOUND'
  | 'FILE_NOT_FOUND'
  | 'USER_NOT_FOUND'
  | 'EMAIL_NOT_CHANGEABLE'
  | 'CANNOT_CHANGE_OWN_ROLE'
  | 'LAST_ADMIN'
  | 'INVITE_NOT_FOUND'
  | 'INVITE_USED'
  | 'INVITE_EXPIRED'
  | 'INVITE_EMAIL_MISMATCH'
  | 'COURSE_ROLE_MISMATCH'
  | 'EMAIL_NOT_VERIFIED'
  | 'TEAM_NOT_FOUND'
  | 'TEAM_SEAT_NOT_FOUND'
  | 'TEAM_ENDED'
  | 'TEAM_SEATS_FULL'
  | 'TEAM_SEAT_TAKEN'
  | 'TEAM_SEAT_STARTED'
  | 'TEAM_SEAT_REVOKED'
  | 'TEAM_SEAT_NOT_INVITED'
  | 'TEAM_INVITE_NOT_FOUND'
  | 'TEAM_INVITE_OTHER_ADDRESS'
  | 'TEAM_INVITE_REVOKED'
  | 'TEAM_INVITE_USED'
  | 'SEAT_TIERS_INVALID'
  | 'TEAM_HAS_SUBSCRIPTION'
  | 'TEAM_NO_SUBSCRIPTION'
  | 'TEAM_SEATS_LIMIT'
  | 'TEAM_MANAGER_NOT_VERIFIED'
  | 'TEAM_NOTHING_TO_CHANGE'
  | 'REVIEW_NOT_FOUND'
  | 'REVIEW_NOT_ENROLLED'
  | 'REVIEW_PROGRESS_TOO_LOW'
  | 'REVIEW_EXISTS'
  | 'REVIEW_NOT_YOURS'
  | 'REVIEW_OWN_HELPFUL'
  | 'PRACTICE_NOT_FOUND'
  | 'PRACTICE_ATTEMPT_NOT_FOUND'
  | 'PRACTICE_CRITERION_NOT_FOUND'
  | 'PRACTICE_SETTINGS_INVALID'
  | 'PRACTICE_GRAPH_INVALID'
  | 'PRACTICE_NO_ATTEMPTS_LEFT'
  | 'PRACTICE_ATTEMPT_ENDED'
  | 'PRACTICE_WRONG_MODE'
  | 'PRACTICE_REPLY_NOT_FOUND'
  | 'PRACTICE_REPLY_PENDING'
  | 'PRACTICE_NOTHING_TO_RETRY'
  | 'PRACTICE_NOT_GRADED'
  | 'PRACTICE_NOT_PASSED'
  | 'PRACTICE_AI_UNAVAILABLE'
  | 'PRACTICE_ATTEMPT_BUDGET_SPENT'
  | 'PRACTICE_DAILY_BUDGET_SPENT'
  | 'MODEL_TIMEOUT'
  | 'MODEL_RATE_LIMITED'
  | 'MODEL_UNAVAILABLE'
  | 'MODEL_KEY_REFUSED'
  | 'SCORM_NOT_FOUND'
  | 'SCORM_WRONG_LESSON_TYPE'
  | 'SCORM_NOT_A_ZIP'
  | 'SCORM_MANIFEST_MISSING'
  | 'SCORM_MANIFEST_INVALID'
  | 'SCORM_VERSION_UNSUPPORTED'
  | 'SCORM_NO_LAUNCHABLE_SCO'
  | 'SCORM_LAUNCH_FILE_MISSING'
  | 'SCORM_UNSAFE_PATH'
  | 'SCORM_PACKAGE_TOO_LARGE'
  | 'SCORM_TOO_MANY_FILES'
  | 'SCORM_DATA_INVALID'
  | 'SCORM_PACKAGE_REPLACED'
  | 'SCORM_NOT_COMPLETED'
  | 'SCORM_CONTENT_FORBIDDEN'
  | 'SCORM_FILE_NOT_FOUND'
  | 'SEARCH_QUERY_INVALID'
  | 'CANDIDATE_POOL_NOT_FOUND'
  | 'CANDIDATE_POOL_IN_USE'
  | 'CANDIDATE_POOL_EXISTS'
  | 'POOL_IMPORT_INVALID'
  | 'SEARCH_EXERCISE_INVALID'
  | 'PATH_NOT_FOUND'
  | 'PATH_STEPS_INVALID'
  | 'PATH_NOT_PUBLISHABLE'
  | 'COURSE_CREDITS_INVALID'
  | 'CERTIFICATION_INVALID'
  | 'CERTIFICATION_NOT_FOUND'
  | 'CERTIFICATION_ALREADY_ADDED'
  | 'CREDIT_ENTRY_INVALID'
  | 'CREDIT_ENTRY_NOT_FOUND'
  | 'CREDIT_SETTINGS_INVALID'
  | 'CREDIT_BODY_REQUIRED'
  | 'PATH_NOT_FOR_SALE'
  | 'PATH_ALREADY_BOUGHT'
  | 'PATH_PRICE_REQUIRED'
  | 'DISCUSSION_THREAD_NOT_FOUND'
  | 'DISCUSSION_POST_NOT_FOUND'
  | 'DISCUSSION_NOT_ENROLLED'
  | 'DISCUSSION_SUSPENDED'
  | 'DISCUSSION_THREAD_LOCKED'
  | 'DISCUSSION_POST_NOT_YOURS'
  | 'DISCUSSION_POST_DELETED'
  | 'DISCUSSION_OWN_UPVOTE'
  | 'DISCUSSION_NOT_A_QUESTION'
  | 'DISCUSSION_POST_EMPTY'
  | 'NOTIFICATION_NOT_FOUND'
  | 'UNSUBSCRIBE_LINK_INVALID'
  | 'MODULE_LOCKED'
  | 'COHORT_NOT_FOUND'
  | 'COHORT_FULL'
  | 'COHORT_ENDED'
  | 'COHORT_NOT_ENROLLED'
  | 'IN_ANOTHER_COHORT'
  | 'PLACED_BY_TEAM'
  | 'COHORT_DATES_INVALID'
  | 'COHORT_CAPACITY_TOO_SMALL'
  | 'SESSION_NOT_FOUND'
  | 'SESSION_NOT_MEMBER'
  | 'SESSION_ENDED'
  | 'CALENDAR_FEED_NOT_FOUND'
  | 'SEAT_NOT_ACTIVE'
  | 'CREDIT_ENTRY_FROM_SESSION';
export type ErrorResponseDto = {
  /** What went wrong, stable: clients switch on it */
  code: ErrorCode;
  /** The status's reason phrase */
  error: string;
  /** A sentence for the person using the app; a failed validation gives one sentence per problem */
  message: string | string[];
  /** The HTTP status */
  statusCode: number;
};
export type ApiTokenScope =
  'catalog:read' | 'catalog:write' | 'users:read' | 'progress:read' | 'enrolments:write' | 'payments:read' | 'credits:read' | 'admin';
export type ApiTokenStatus = 'active' | 'expired' | 'revoked';
export type ApiTokenDto = {
  createdAt: string;
  /** Name of the admin who created it; the token acts as this admin */
  createdBy: string;
  expiresAt: string;
  id: number;
  lastUsedAt: string | null;
  /** The address of the last request */
  lastUsedIp: string | null;
  name: string;
  revokedAt: string | null;
  /** Why the academy revoked the token by itself (its creator stopped being an admin); null otherwise */
  revokedReason: string | null;
  scopes: ApiTokenScope[];
  /** The first characters of the secret */
  secretPrefix: string;
  /** Whether the token still works */
  status: ApiTokenStatus;
};
export type CreatedApiTokenDto = {
  /** The secret: shown this once, never again. Send it as `Authorization: Bearer <secret>`. */
  secret: string;
  token: ApiTokenDto;
};
export type CreateApiTokenDto = {
  /** Days until the token stops working (1 to 366) */
  expiresInDays: number;
  /** What the token is for, shown in the list */
  name: string;
  scopes: ApiTokenScope[];
};
export type CandidatePoolDto = {
  createdAt: string;
  description: string;
  /** Search exercises that use the pool */
  exerciseCount: number;
  id: number;
  /** New search exercises start with this pool */
  isDefault: boolean;
  name: string;
  profileCount: number;
};
export type PoolImportRowErrorDto = {
  /** The line in a CSV file (the header is line 1); the item number (from 1) in a JSON array */
  line: number;
  reason: string;
};
export type PoolImportErrorDto = {
  badRowCount: number;
  code: string;
  message: string;
  /** The bad rows (the first 1000), in file order */
  rows: PoolImportRowErrorDto[];
};
export type HighlightRangeDto = {
  /** Offset after the last character */
  end: number;
  field: 'title' | 'company' | 'location' | 'skills' | 'summary';
  /** Which skill (from 0) for skills, else 0 */
  index: number;
  /** Offset of the first character, from 0 */
  start: number;
};
export type CandidateCardDto = {
  company: string;
  /** The words the search matched, outside any NOT */
  highlights: HighlightRangeDto[];
  id: number;
  industry: string;
  languages: string[];
  location: string;
  name: string;
  openToWork: boolean;
  profileUrl: string;
  skills: string[];
  /** The first 300 characters of the summary */
  summary: string;
  title: string;
  yearsExperience: number;
};
export type PoolSearchResultsDto = {
  /** Every hit’s id in profile order when there are at most 1000 hits (the most targets an exercise may have), else null */
  hitIds: number[] | null;
  /** A page of them, in profile order */
  results: CandidateCardDto[];
  /** How many candidates the search string finds */
  total: number;
  /** Notes on the string, e.g. a lowercase "and" taken as an operator */
  warnings: string[];
};
export type PoolSearchDto = {
  /** The fields a term without a field name searches */
  fields: ('title' | 'skills' | 'company' | 'location' | 'text')[];
  /** Results to skip (pages of 20) */
  offset?: number;
  query: string;
};
export type StudentCertificateDto = {
  code: string;
  issuedAt: string;
  revokeReason: string | null;
  revokedAt: string | null;
  status: 'valid' | 'expired' | 'revoked';
  /** When it expires; null: never */
  validUntil: string | null;
};
export type RevokeCertificateDto = {
  /** Shown to the learner; not shown on the public verification page */
  reason: string;
};
export type AdminCohortDto = {
  capacity: number | null;
  /** The course it runs; null for a learning path's cohort */
  courseId: number | null;
  endsAt: string;
  id: number;
  memberCount: number;
  /** The learning path it runs; null for a course's cohort */
  pathId: number | null;
  /** Places left; null: no limit */
  placesLeft: number | null;
  sessionCount: number;
  startsAt: string;
  title: string;
};
export type CohortMemberDto = {
  /** Sessions an admin confirmed they attended */
  attended: number;
  email: string;
  joinedAt: string;
  name: string;
  /** The team that placed them, if any */
  teamName: string | null;
  userId: number;
};
export type CpdCreditsDto = {
  /** The CPD body's name */
  bodyName: string;
  /** CPD hours in hundredths: 25 to 10000 in steps of 25 (0.25 to 100 hours) */
  hundredths: number;
};
export type HrciCreditsDto = {
  /** HRCI's activity ID: 6 to 8 digits */
  activityId: string;
  /** Business credits in hundredths (0 to 10000, steps of 25) */
  business: number;
  /** Ethics credits in hundredths (0 to 10000, steps of 25) */
  ethics: number;
  /** General credits in hundredths (0 to 10000, steps of 25) */
  general: number;
  /** Global credits in hundredths (0 to 10000, steps of 25) */
  global: number;
};
export type ShrmCreditsDto = {
  /** SHRM's activity ID, optional; stored in capitals */
  activityId?: string | null;
  /** SHRM PDCs in hundredths: 25 to 10000 in steps of 25 (0.25 to 100 PDCs) */
  hundredths: number;
};
export type CourseCreditsDto = {
  cpd: CpdCreditsDto | null;
  /** Credits by HRCI category; together more than 0 and at most 100 */
  hrci: HrciCreditsDto | null;
  shrm: ShrmCreditsDto | null;
};
export type CreditBody = 'shrm' | 'hrci' | 'cpd';
export type CreditCategory = 'general' | 'business' | 'global' | 'ethics';
export type CreditCategoryAmountDto = {
  category: CreditCategory;
  /** Integer hundredths of a credit (100 = 1 credit) */
  hundredths: number;
};
export type CreditSummaryDto = {
  /** The body's ID of the activity */
  activityId: string | null;
  body: CreditBody;
  /** The CPD body's name (CPD hours only) */
  bodyName: string | null;
  /** HRCI credits by category; SHRM and CPD credits are all general */
  categories: CreditCategoryAmountDto[];
  /** HRCI credits by category when not all are general */
  detail: string | null;
  /** Integer hundredths of a credit (250 = 2.5 credits) */
  hundredths: number;
  label: string;
};
export type AdminLiveSessionDto = {
  /** An admin confirmed the viewer attended */
  attended: boolean;
  attendedCount: number;
  cohortId: number;
  cohortTitle: string;
  /** The course of the session's cohort; null for a path's cohort */
  courseId: number | null;
  courseTitle: string | null;
  creditSettings: CourseCreditsDto;
  /** What attending earns, once an admin confirms it */
  credits: CreditSummaryDto[];
  description: string | null;
  durationMinutes: number;
  endsAt: string;
  id: number;
  joinUrl: string;
  /** The viewer clicked its join link */
  joined: boolean;
  joinedCount: number;
  /** The learning path of the session's cohort; null for a course's */
  pathSlug: string | null;
  pathTitle: string | null;
  /** The meeting service, named from the join link */
  provider: string;
  recordingUrl: string | null;
  startsAt: string;
  timeZone: string;
  title: string;
};
export type CohortDetailDto = {
  cohort: AdminCohortDto;
  members: CohortMemberDto[];
  /** Soonest first */
  sessions: AdminLiveSessionDto[];
};
export type CohortInputDto = {
  /** The most members; null or absent: no limit */
  capacity?: number | null;
  /** When the cohort ends; after its start */
  endsAt: string;
  /** When the cohort starts (ISO 8601 with a time zone offset) */
  startsAt: string;
  title: string;
};
export type SessionInputDto = {
  /** The credits a confirmed attendance records in the learner's ledger; absent: none */
  credits?: CourseCreditsDto;
  /** Plain text */
  description?: string | null;
  durationMinutes: number;
  /** Zoom, Google Meet, Microsoft Teams or any meeting address */
  joinUrl: string;
  recordingUrl?: string | null;
  /** The start, as an instant (ISO 8601 with an offset) */
  startsAt: string;
  /** The IANA time zone the session is set in: its calendar entry and e-mails show it */
  timeZone: string;
  title: string;
};
export type CouponCourseDto = {
  id: number;
  title: string;
};
export type CouponDto = {
  allCourses: boolean;
  /** Integer cents */
  amountOff: number | null;
  code: string;
  /** The courses it applies to; empty when allCourses */
  courses: CouponCourseDto[];
  createdAt: string;
  expiresAt: string | null;
  id: number;
  maxRedemptions: number | null;
  percentOff: number | null;
  /** disabled by an admin, past its expiry, or its redemptions all used */
  state: 'active' | 'disabled' | 'expired' | 'used_up';
  /** Payments with it that succeeded */
  timesRedeemed: number;
};
export type CreateCouponDto = {
  /** True: every paid course; false: only the courses in courseIds */
  allCourses: boolean;
  /** Integer cents off the price (give this or percentOff) */
  amountOff?: number;
  /** What buyers type; stored in upper case and matched case-insensitively */
  code: string;
  /** The courses it applies to (1 to 100) when allCourses is false */
  courseIds?: number[];
  /** When it stops working (in the future) */
  expiresAt?: string;
  /** How many payments may use it in all */
  maxRedemptions?: number;
  /** Percent off the price, 1 to 99 (give this or amountOff) */
  percentOff?: number;
};
export type AdminCourseRowDto = {
  accessLevel: 'all' | 'recruitpro' | 'jobseeker' | 'admin';
  createdAt: string;
  description: string;
  /** Learners with an active enrolment */
  enrolledCount: number;
  /** Minutes */
  estimatedDuration: number | null;
  /** The course image for the course page's hero (1600×900 WebP); null: none */
  heroImageUrl: string | null;
  id: number;
  isPaid: boolean;
  lessonCount: number;
  paymentType: 'one_time' | 'subscription';
  /** Integer cents */
  price: number;
  /** Average rating (1–5) to one decimal; null without reviews */
  ratingAverage: number | null;
  /** Visible reviews of the course */
  ratingCount: number;
  slug: string;
  /** The course image for cards (640×360 WebP); null: none */
  thumbnailUrl: string | null;
  title: string;
};
export type AdminCoursePageDto = {
  items: AdminCourseRowDto[];
  page: number;
  pageSize: number;
  /** Courses matching the search and filters, on every page */
  total: number;
};
export type MissedProfileDto = {
  /** Finished attempts whose search string missed this target */
  missedCount: number;
  name: string;
  profileId: number;
  title: string;
};
export type SourcingExerciseStatsDto = {
  /** Finished attempts that graded this exercise */
  attempts: number;
  /** 0–1; null before any attempt */
  averageF1: number | null;
  averagePrecision: number | null;
  averageRecall: number | null;
  lessonId: number;
  lessonTitle: string;
  /** The 5 targets missed most often */
  mostMissed: MissedProfileDto[];
  /** 0–1: share of attempts that reached the pass threshold */
  passRate: number | null;
  /** The brief */
  question: string;
  questionId: number;
};
export type SourcingAnalyticsDto = {
  /** The course's boolean search exercises in course order */
  exercises: SourcingExerciseStatsDto[];
};
export type WeeklyEnrollmentsDto = {
  count: number;
  /** Monday of the week (YYYY-MM-DD) */
  weekStart: string;
};
export type LessonFunnelStepDto = {
  /** Learners who completed this lesson */
  completedCount: number;
  lessonId: number;
  title: string;
};
export type QuizStatsDto = {
  /** Learners with at least one submitted attempt */
  attemptedCount: number;
  /** Average score (percent) of graded attempts */
  averageScore: number | null;
  lessonId: number;
  /** Percent needed to pass; null when the quiz has none */
  passMark: number | null;
  /** Percent of the learners who attempted it that passed */
  passRate: number;
  /** Learners who passed */
  passedCount: number;
  title: string;
};
export type CourseRevenueDto = {
  /** Subscriptions currently paid up */
  activeSubscriptions: number;
  /** Integer cents coupons took off the one-time purchases paid and not refunded */
  discounts: number;
  /** Integer cents per month from the active subscriptions */
  monthlyRecurringRevenue: number;
  /** Integer cents: one-time purchases paid and not refunded, net of coupon discounts */
  oneTimeRevenue: number;
  /** One-time purchases paid and not refunded */
  purchases: number;
  /** Integer cents refunded */
  refunded: number;
};
export type CourseAnalyticsDto = {
  /** Percent of enrolled learners who completed every lesson */
  completionRate: number;
  enrolledCount: number;
  enrollmentsByWeek: WeeklyEnrollmentsDto[];
  /** Every lesson in course order */
  lessonFunnel: LessonFunnelStepDto[];
  /** Every quiz of the course, in course order */
  quizzes: QuizStatsDto[];
  revenue: CourseRevenueDto;
};
export type SuspensionDto = {
  /** In force now */
  active: boolean;
  createdAt: string;
  email: string;
  name: string;
  reason: string;
  /** When it ends; null: until lifted */
  until: string | null;
  userId: number;
};
export type SuspendDto = {
  reason: string;
  /** When it ends; left out or null: until lifted */
  until?: string | null;
};
export type PracticeCriterionAverageDto = {
  /** Mean score 0–4, one decimal; null with no graded attempt */
  averageScore: number | null;
  criterionId: string;
  name: string;
};
export type PracticeLessonAnalyticsDto = {
  /** Attempts started */
  attempts: number;
  /** Mean total of graded attempts, percent */
  averageTotal: number | null;
  criteria: PracticeCriterionAverageDto[];
  /** Attempts with final scores */
  graded: number;
  lessonId: number;
  mode: 'scenario' | 'ai';
  /** Percent of graded attempts that passed */
  passRate: number | null;
  title: string;
};
export type PracticeAnalyticsDto = {
  /** The course's practice lessons that are set up, in outline order */
  lessons: PracticeLessonAnalyticsDto[];
};
export type ScormLessonResultDto = {
  /** Learners who launched it and committed data */
  attempts: number;
  /** Mean total time in minutes */
  averageMinutes: number | null;
  /** Mean scaled score as a percent, of learners with a score */
  averageScore: number | null;
  /** Learners the package reported done */
  completed: number;
  lessonId: number;
  /** Learners the package reported passed */
  passed: number;
  title: string;
  /** Null: no package uploaded yet */
  version: ('1.2' | '2004') | null;
};
export type ScormCourseResultsDto = {
  lessons: ScormLessonResultDto[];
};
export type StudentDto = {
  /** Their certificate for this course, once issued */
  certificate: StudentCertificateDto | null;
  email: string;
  enrolledAt: string;
  firstName: string;
  /** Access was granted by an admin (shown as Granted), not purchased */
  grantedAccess: boolean;
  id: number;
  lastName: string;
  /** Percent of the course completed */
  progress: number;
  role: 'admin' | 'recruitpro' | 'jobseeker';
};
export type StudentPageDto = {
  items: StudentDto[];
  page: number;
  pageSize: number;
  /** Students matching the search, on every page */
  total: number;
};
export type Certification = 'shrm-cp' | 'shrm-scp' | 'aphr' | 'phr' | 'sphr' | 'gphr' | 'cpd';
export type CertificationRequirementDto = {
  body: CreditBody;
  businessHundredths: number;
  certification: Certification;
  cycleYears: number;
  ethicsHundredths: number;
  globalHundredths: number;
  label: string;
  /** Hundredths; null: no requirement */
  totalHundredths: number | null;
};
export type CreditSettingsDto = {
  /** Years after the credits were earned that the provider records of a deleted account are kept */
  recordRetentionYears: number;
  requirements: CertificationRequirementDto[];
};
export type RequirementInputDto = {
  /** Of the total, HRCI business credits at least (hundredths) */
  businessHundredths: number;
  certification: Certification;
  /** A cycle’s length in years */
  cycleYears: number;
  /** Of the total, HRCI ethics credits at least (hundredths) */
  ethicsHundredths: number;
  /** Of the total, HRCI global credits at least (hundredths) */
  globalHundredths: number;
  /** Credits needed per cycle, in hundredths; null: none */
  totalHundredths: number | null;
};
export type UpdateCreditSettingsDto = {
  /** Keep provider records for 1 to 50 whole years */
  recordRetentionYears: number;
  /** The requirements to change (each certification at most once); those left out stay as they are */
  requirements: RequirementInputDto[];
};
export type HiddenInfoDto = {
  hiddenAt: string;
  reason: string;
};
export type PostDto = {
  /** Written by an admin */
  authorIsStaff: boolean;
  authorName: string;
  /** Sanitised HTML; null when the post was deleted (show `deletedNotice` instead) */
  bodyHtml: string | null;
  createdAt: string;
  /** What to show instead of a deleted post */
  deletedNotice: string | null;
  editedAt: string | null;
  /** Admins only: it is hidden from everyone else, and why */
  hidden: HiddenInfoDto | null;
  id: number;
  /** Marked as the answer of the question */
  isAnswer: boolean;
  isOwn: boolean;
  /** The post it replies to; null: the opening post */
  parentId: number | null;
  upvoteCount: number;
  /** The viewer upvoted it */
  upvoted: boolean;
};
export type ReasonDto = {
  reason: string;
};
export type PostReportDto = {
  authorEmail: string | null;
  authorId: number | null;
  authorName: string;
  /** Sanitised HTML of the reported post */
  bodyHtml: string;
  courseId: number;
  courseTitle: string;
  createdAt: string;
  hidden: HiddenInfoDto | null;
  id: number;
  isDeleted: boolean;
  postId: number;
  reason: string;
  reporterEmail: string;
  reporterId: number;
  reporterName: string;
  threadId: number;
  threadTitle: string;
};
export type PostReportPageDto = {
  items: PostReportDto[];
  page: number;
  pageSize: number;
  total: number;
};
export type ThreadInfoDto = {
  answeredPostId: number | null;
  /** The author's first name and last initial */
  authorName: string;
  courseId: number;
  courseTitle: string;
  createdAt: string;
  /** The opening post's first 200 characters as plain text; null when it was deleted */
  excerpt: string | null;
  id: number;
  /** A question with a post marked as its answer */
  isAnswered: boolean;
  /** Its opening post is hidden (only admins see such threads) */
  isHidden: boolean;
  isLocked: boolean;
  /** The viewer's own thread */
  isOwn: boolean;
  kind: 'question' | 'discussion';
  lastActivityAt: string;
  /** The lesson of a Q&A thread; null: the course's community space */
  lessonId: number | null;
  lessonTitle: string | null;
  /** Replies the viewer may see */
  replyCount: number;
  title: string;
};
export type ThreadDetailDto = {
  /** The viewer may mark answers, hide posts and lock the thread */
  canModerate: boolean;
  /** The viewer may reply (not locked, not suspended) */
  canReply: boolean;
  page: number;
  pageSize: number;
  /** A page of the posts in the order they were written, the opening post first */
  posts: PostDto[];
  thread: ThreadInfoDto;
  /** Posts the viewer may see, on every page */
  total: number;
};
export type DownloadDto = {
  category:
    | 'recruitment-process'
    | 'interview-techniques'
    | 'candidate-sourcing'
    | 'employer-branding'
    | 'compliance-legal'
    | 'analytics-reporting';
  description: string;
  fileName: string;
  /** Bytes */
  fileSize: number | null;
  fileType: 'PDF' | 'Template' | 'Checklist' | 'Guide' | 'Other';
  fileUrl: string;
  id: number;
  title: string;
};
export type DownloadPageDto = {
  items: DownloadDto[];
  page: number;
  pageSize: number;
  /** Downloads matching the search and filters, on every page */
  total: number;
};
export type ScenarioReplyDto = {
  /** Shown at the end beside the choice */
  feedback: string;
  /** Unique within its node: letters a–z, digits and dashes, 1–64 characters */
  id: string;
  /** The id of the node this reply leads to */
  next: string;
  /** Criterion id → points (0–4) this reply earns */
  scores: {
    [key: string]: number;
  };
  /** What the learner says */
  text: string;
};
export type ScenarioNodeDto = {
  /** An end node closes the conversation and has no replies */
  end: boolean;
  /** Unique in the graph: letters a–z, digits and dashes, 1–64 characters */
  id: string;
  /** What the persona says at this node */
  line: string;
  /** 2–4 replies on a node that is not an end; none on an end */
  replies: ScenarioReplyDto[];
};
export type ScenarioGraphDto = {
  nodes: ScenarioNodeDto[];
  /** The id of the first node; its line is the opening line */
  start: string;
};
export type PracticePersonaSettingsDto = {
  background: string;
  /** Facts the learner should uncover by asking well (at most 12, each up to 500 characters) */
  hiddenFacts: string[];
  name: string;
  /** e.g. 'Head of Engineering, hiring manager' */
  role: string;
  /** What the persona wants from the conversation (never shown to learners) */
  wants: string;
};
export type PracticeRubricCriterionDto = {
  /** What good looks like (score 4) */
  good: string;
  /** Stable within the lesson: letters a–z, digits and dashes, 1–64 characters */
  id: string;
  name: string;
  /** What poor looks like (score 0) */
  poor: string;
  /** Relative weight */
  weight: number;
};
export type PracticeSettingsDto = {
  /** Attempts made so far */
  attemptCount: number;
  courseId: number;
  graph: ScenarioGraphDto | null;
  lessonId: number;
  lessonTitle: string;
  maxAttempts: number | null;
  maxTurns: number;
  mode: 'scenario' | 'ai';
  objective: string;
  /** The persona's first line (scenario mode: the start node's line) */
  openingLine: string;
  passMark: number;
  persona: PracticePersonaSettingsDto;
  rubric: PracticeRubricCriterionDto[];
  updatedAt: string;
};
export type PracticeSettingsInputDto = {
  /** Scenario mode only (null in AI mode). Rules: node ids unique; start exists; every node that is not an end has 2–4 replies, ends have none; every next exists; every node is reachable from start and can reach an end; no path is longer than the maximum depth (a cycle breaks this rule); reply scores name rubric criteria. A broken rule answers 400 PRACTICE_GRAPH_INVALID naming the node, with `nodeId` in the body. */
  graph: ScenarioGraphDto | null;
  /** Null = unlimited */
  maxAttempts: number | null;
  /** AI mode: learner messages before the conversation ends */
  maxTurns: number;
  mode: 'scenario' | 'ai';
  /** What the learner should achieve */
  objective: string;
  /** The persona's first line. Scenario mode: ignored, the start node's line is used */
  openingLine?: string;
  /** Percent of the weighted rubric needed to pass */
  passMark: number;
  persona: PracticePersonaSettingsDto;
  /** 2–8 criteria, unique ids */
  rubric: PracticeRubricCriterionDto[];
};
export type PracticeLearnerDto = {
  email: string;
  id: number;
  name: string;
};
export type AdminPracticeAttemptRowDto = {
  attemptNumber: number;
  endedAt: string | null;
  id: number;
  learner: PracticeLearnerDto;
  mode: 'scenario' | 'ai';
  passed: boolean | null;
  startedAt: string;
  status: 'in_progress' | 'grading' | 'graded' | 'needs_review';
  total: number | null;
};
export type PracticeAttemptPageDto = {
  /** Awaiting review first, then the latest */
  items: AdminPracticeAttemptRowDto[];
  page: number;
  pageSize: number;
  total: number;
};
export type AdminSearchExerciseDto = {
  /** Hits left out of the targets */
  exclude: number[];
  fields: ('title' | 'skills' | 'company' | 'location' | 'text')[];
  /** Profiles added to the reference query's hits */
  include: number[];
  /** Percent of F1 needed */
  passF1: number;
  poolId: number;
  poolName: string;
  referenceQuery: string;
  /** Target candidates: the hits when saved, plus include, less exclude */
  targetCount: number;
};
export type AdminQuestionDto = {
  acceptedAnswers: string[];
  correctOptions: number[];
  /** Plain text shown with the correct answer after submitting, when the quiz allows review */
  explanation: string;
  id: number;
  options: string[];
  order: number;
  points: number;
  question: string;
  /** Boolean search only */
  search: AdminSearchExerciseDto | null;
  type: 'multiple_choice' | 'short_answer' | 'long_answer' | 'file_upload' | 'boolean_search';
};
export type AdminQuizDto = {
  /** After submitting, learners see the correct answers and explanations */
  allowReview: boolean;
  attemptCount: number;
  description: string;
  id: number;
  lessonId: number;
  maxAttempts: number | null;
  passMark: number | null;
  questions: AdminQuestionDto[];
  timeLimit: number | null;
  title: string;
};
export type LessonQuizDto = {
  courseId: number;
  lessonId: number;
  lessonTitle: string;
  quiz: AdminQuizDto | null;
};
export type QuizSettingsDto = {
  /** After submitting, learners see the correct answers and explanations; default true */
  allowReview?: boolean;
  description?: string;
  /** 1-100; null = unlimited */
  maxAttempts?: number | null;
  /** Percent (0-100); null = no pass mark */
  passMark?: number | null;
  /** Minutes (1-600); null = no limit */
  timeLimit?: number | null;
  title: string;
};
export type ScormVersion = '1.2' | '2004';
export type ScormPackageDto = {
  fileCount: number;
  /** The uploaded file’s name */
  fileName: string;
  /** The launch file inside the package, with its query string */
  launchPath: string;
  /** The package id: replacing the package gives a new one */
  packageId: string;
  /** Bytes of every file once unpacked */
  sizeBytes: number;
  /** The manifest's title */
  title: string;
  uploadedAt: string;
  version: ScormVersion;
};
export type AdminScormLessonDto = {
  lessonId: number;
  /** The largest package accepted, in bytes (also once unpacked) */
  maxBytes: number;
  /** Null until a package is uploaded */
  package: ScormPackageDto | null;
};
export type FailedMailDto = {
  attempts: number;
  failedAt: string | null;
  failedReason: string;
  id: string;
  subject: string;
  to: string;
};
export type MailQueueStatusDto = {
  active: number;
  completed: number;
  delayed: number;
  failed: number;
  /** Promised e-mails not on the queue yet (they move as soon as Redis answers) */
  inOutbox: number;
  /** The 20 most recent e-mails that gave up after every retry */
  recentFailures: FailedMailDto[];
  waiting: number;
};
export type AdminPathSummaryDto = {
  certificateTitle: string;
  id: number;
  isPublished: boolean;
  levelLabel: string;
  /** Place in the catalogue, 0 first */
  position: number;
  requiredStepCount: number;
  slug: string;
  stepCount: number;
  title: string;
  updatedAt: string;
};
export type PathStepKind = 'course' | 'practice' | 'sourcing';
export type AdminPathStepDto = {
  /** The course was deleted: learners no longer see the step */
  courseDeleted: boolean;
  courseId: number;
  courseTitle: string;
  id: number;
  isRequired: boolean;
  /** A course, or a practice or sourcing lesson */
  kind: PathStepKind;
  lessonId: number | null;
  lessonTitle: string | null;
  position: number;
  prerequisiteStepIds: number[];
};
export type AdminPathDto = {
  certificateTitle: string;
  /** Plain text */
  description: string;
  id: number;
  isPublished: boolean;
  levelLabel: string;
  /** Place in the catalogue, 0 first */
  position: number;
  requiredStepCount: number;
  slug: string;
  stepCount: number;
  steps: AdminPathStepDto[];
  title: string;
  updatedAt: string;
};
export type CreatePathDto = {
  certificateTitle: string;
  /** Plain text: any markup is removed */
  description?: string;
  levelLabel: string;
  title: string;
};
export type ReorderPathsDto = {
  /** Every path’s id, each once, first shown first */
  pathIds: number[];
};
export type StepCourseOptionDto = {
  accessLevel: 'all' | 'recruitpro' | 'jobseeker' | 'admin';
  id: number;
  title: string;
};
export type PathLessonKind = 'practice' | 'sourcing';
export type StepLessonOptionDto = {
  courseId: number;
  courseTitle: string;
  id: number;
  /** A practice conversation, or a Boolean search exercise */
  kind: PathLessonKind;
  title: string;
};
export type PathStepOptionsDto = {
  courses: StepCourseOptionDto[];
  lessons: StepLessonOptionDto[];
};
export type UpdatePathDto = {
  certificateTitle?: string;
  /** Plain text: any markup is removed */
  description?: string;
  levelLabel?: string;
  title?: string;
};
export type RefresherKind = 'course' | 'lesson' | 'quiz';
export type CertificateRefresherDto = {
  /** A lesson's or quiz's course; null for a course */
  courseId: number | null;
  /** A lesson's or quiz's course title; null for a course */
  courseTitle: string | null;
  /** The course id (kind course) or the lesson id (lesson, quiz) */
  id: number;
  /** course: complete it; lesson: complete it; quiz: pass it */
  kind: RefresherKind;
  title: string;
};
export type CertificateSettingsDto = {
  /** What renews an expiring certificate; null: none */
  refresher: CertificateRefresherDto | null;
  /** Months a certificate of the course is valid from its issue; null: certificates never expire */
  validityMonths: number | null;
};
export type UpdateCertificateSettingsDto = {
  /** A course to complete, not this one; null or absent: none */
  refresherCourseId?: number | null;
  /** A lesson to complete, or a quiz lesson whose quiz to pass; null or absent: none */
  refresherLessonId?: number | null;
  /** Months a certificate is valid from its issue; null: never expires. At least 3 with a refresher. Applies to certificates issued from now on. */
  validityMonths: number | null;
};
export type PaymentType = 'one_time' | 'subscription';
export type PathPricingDto = {
  /** Sold as one product that gives every course of the path */
  isPaid: boolean;
  /** one_time: paid once, for good; subscription: paid each month, access while it runs */
  paymentType: PaymentType;
  /** Integer cents; 0 when the path is not sold */
  price: number;
};
export type UpdatePathPricingDto = {
  /** Sell the path as one product */
  isPaid: boolean;
  paymentType?: PaymentType;
  /** Integer cents; required when isPaid, and then at least 50 (the card payment minimum). Ignored otherwise: a path not sold costs 0. */
  price?: number;
};
export type SeatTierDto = {
  /** Percentage taken off each seat */
  discountPercent: number;
  /** The smallest purchase the discount applies to */
  minSeats: number;
};
export type SeatTiersDto = {
  /** Every discount of the course (an empty list removes them): each number of seats once, and larger purchases get larger discounts */
  tiers: SeatTierDto[];
};
export type PathStepInputDto = {
  /** A course step: the course. Give either courseId or lessonId. */
  courseId?: number;
  /** Completing the path waits for a required step */
  isRequired?: boolean;
  /** A lesson step: a practice conversation or a sourcing (Boolean search) quiz lesson. Give either courseId or lessonId. */
  lessonId?: number;
  /** The steps (their places in this list, 0 first) that must be complete before this one unlocks */
  prerequisiteIndexes?: number[];
};
export type PathStepsInputDto = {
  steps: PathStepInputDto[];
};
export type PracticeOverrideNoteDto = {
  /** The reviewer's comment */
  comment: string;
};
export type AdminCriterionScoreDto = {
  criterionId: string;
  evidence: string;
  name: string;
  /** The score before a reviewer changed it; null when it had none (an attempt awaiting review) */
  originalScore: number | null;
  overridden: PracticeOverrideNoteDto | null;
  /** 0–4; null while unscored */
  score: number | null;
  tip: string;
  weight: number;
};
export type PracticeTurnErrorDto = {
  /** An error code, e.g. MODEL_TIMEOUT */
  code: string;
  message: string;
};
export type PracticeOptionDto = {
  id: string;
  text: string;
};
export type PracticeChoiceDto = {
  feedback: string;
  /** The persona's line */
  line: string;
  /** The learner's reply */
  reply: string;
};
export type PracticeCriterionResultDto = {
  criterionId: string;
  /** A quote from the transcript (AI mode) or the feedback of the choices that scored it (scenario mode) */
  evidence: string;
  maxScore: 4;
  name: string;
  /** Set when a reviewer changed the score */
  overridden: PracticeOverrideNoteDto | null;
  /** 0–4 */
  score: number;
  /** One concrete tip; empty at full marks */
  tip: string;
  weight: number;
};
export type PracticeResultDto = {
  /** Scenario mode: the choices made, in order; empty in AI mode */
  choices: PracticeChoiceDto[];
  criteria: PracticeCriterionResultDto[];
  passMark: number;
  passed: boolean;
  /** Percent, computed on the server from the rubric weights */
  total: number;
};
export type PracticeTurnDto = {
  content: string;
  /** Why a `failed` turn failed */
  error: PracticeTurnErrorDto | null;
  /** 0, 1, 2… in the order spoken */
  seq: number;
  speaker: 'persona' | 'learner';
  /** `pending`: the persona is still answering (poll the attempt); `failed`: the reply failed and can be retried */
  status: 'complete' | 'pending' | 'failed';
};
export type AdminPracticeAttemptDto = {
  attemptNumber: number;
  /** Ended attempts: every rubric criterion; empty while in progress */
  criteria: AdminCriterionScoreDto[];
  endReason: ('learner' | 'max_turns' | 'scenario_end') | null;
  endedAt: string | null;
  /** Set while the status is `grading` but no grading is running: the last one failed (its code, e.g. MODEL_TIMEOUT) or was lost. End the attempt again to grade it again. Null while a grading runs. */
  gradingError: PracticeTurnErrorDto | null;
  /** The persona's hidden facts, to read the transcript against */
  hiddenFacts: string[];
  id: number;
  learner: PracticeLearnerDto;
  lessonId: number;
  mode: 'scenario' | 'ai';
  /** Scenario mode, in progress: the replies at the current node; else empty */
  options: PracticeOptionDto[];
  passed: boolean | null;
  /** Null while in progress, grading or awaiting review */
  result: PracticeResultDto | null;
  startedAt: string;
  status: 'in_progress' | 'grading' | 'graded' | 'needs_review';
  /** Tokens the attempt spent at the academy's model provider */
  tokens: number;
  total: number | null;
  turns: PracticeTurnDto[];
  /** AI mode: learner messages left; null in scenario mode */
  turnsLeft: number | null;
};
export type OverridePracticeScoreDto = {
  /** Why the score changed; the learner reads it */
  comment: string;
  score: number;
};
export type PracticeAiStatusDto = {
  /** A model provider is configured: AI practice lessons can run */
  aiAvailable: boolean;
  /** The model name (LLM_MODEL), when configured */
  model: string | null;
  /** Why AI practice is off, when it is */
  reason: string | null;
};
export type ModelUsageMonthDto = {
  /** Null: the course was deleted */
  courseId: number | null;
  courseTitle: string | null;
  /** A UTC month */
  month: string;
  /** Prompt and completion tokens, replies and grading together */
  tokens: number;
};
export type ModelUsageDto = {
  /** Per course and month, newest month first */
  months: ModelUsageMonthDto[];
};
export type AttemptFileDto = {
  contentType: string;
  fileName: string;
  questionId: number;
  /** Bytes */
  size: number;
  uploadId: number;
};
export type AnswerGradeDto = {
  /** Graded by the server rather than a reviewer */
  automatic: boolean;
  comment: string | null;
  gradedAt: string;
  points: number;
};
export type SearchGradeProfileDto = {
  company: string;
  id: number;
  location: string;
  name: string;
  /** Sentences: what matched, or what the string needed and the profile lacks */
  reasons: string[];
  title: string;
};
export type SearchGradeDto = {
  /** 0–1, three decimals */
  f1: number;
  hitCount: number;
  /** The first 25 targets not found. Empty in a learner's grade when the quiz does not allow review (missedCount stays) */
  missed: SearchGradeProfileDto[];
  /** Targets not found, all of them */
  missedCount: number;
  /** Percent of F1 needed for the points */
  passF1: number;
  passed: boolean;
  /** 0–1, three decimals; 0 when nothing was found */
  precision: number;
  /** The search string submitted */
  query: string;
  /** 0–1, three decimals */
  recall: number;
  /** The string did not parse (it scores 0): the message, with its position */
  syntaxError: string | null;
  targetCount: number;
  /** Hits that are targets */
  truePositives: number;
  /** The first 25 hits that are not targets. Empty in a learner's grade when the quiz does not allow review (wrongCount stays) */
  wrong: SearchGradeProfileDto[];
  /** Hits that are not targets, all of them */
  wrongCount: number;
};
export type AdminAnswerDto = {
  answer: (string | null) | number[];
  file: AttemptFileDto | null;
  /** Null while awaiting review */
  grade: AnswerGradeDto | null;
  maxPoints: number;
  question: string;
  questionId: number;
  /** Boolean search, once submitted: how the search string did, always with the missed and wrong candidates */
  search: SearchGradeDto | null;
  type: 'multiple_choice' | 'short_answer' | 'long_answer' | 'file_upload' | 'boolean_search';
};
export type AttemptLearnerDto = {
  email: string;
  id: number;
  name: string;
};
export type AdminAttemptDto = {
  answers: AdminAnswerDto[];
  attemptNumber: number;
  deadline: string | null;
  earnedPoints: number | null;
  id: number;
  learner: AttemptLearnerDto;
  passed: boolean | null;
  pendingReview: boolean;
  score: number | null;
  startedAt: string;
  status: 'in_progress' | 'submitted' | 'expired';
  submittedAt: string | null;
  totalPoints: number | null;
};
export type GradeAnswerDto = {
  comment?: string | null;
  /** Between 0 and the question's points */
  points: number;
};
export type SearchExerciseInputDto = {
  /** Hits of the reference query left out of the targets */
  exclude?: number[];
  /** Fields a term without a field qualifier searches (at least one) */
  fields: ('title' | 'skills' | 'company' | 'location' | 'text')[];
  /** Profiles of the pool added to the reference query's hits */
  include?: number[];
  /** Percent of F1 (1-100) a search string needs for the points */
  passF1: number;
  /** The candidate pool searched */
  poolId: number;
  /** The author's search string (at most 1000 characters); its hits are the targets */
  referenceQuery: string;
};
export type UpdateQuestionDto = {
  /** Short answer: accepted answers (case and extra spaces ignored) */
  acceptedAnswers?: string[];
  /** Multiple choice: zero-based indexes of the correct options */
  correctOptions?: number[];
  /** Plain text (at most 2000 characters) shown with the correct answer after submitting, when the quiz allows review */
  explanation?: string;
  /** Multiple choice: 2-20 options */
  options?: string[];
  /** Points (1-100); default 1 */
  points?: number;
  question?: string;
  /** Boolean search: the pool, reference query, fields and threshold */
  search?: SearchExerciseInputDto;
  type?: 'multiple_choice' | 'short_answer' | 'long_answer' | 'file_upload' | 'boolean_search';
};
export type QuestionInputDto = {
  /** Short answer: accepted answers (case and extra spaces ignored) */
  acceptedAnswers?: string[];
  /** Multiple choice: zero-based indexes of the correct options */
  correctOptions?: number[];
  /** Plain text (at most 2000 characters) shown with the correct answer after submitting, when the quiz allows review */
  explanation?: string;
  /** Multiple choice: 2-20 options */
  options?: string[];
  /** Points (1-100); default 1 */
  points?: number;
  question: string;
  /** Boolean search: the pool, reference query, fields and threshold */
  search?: SearchExerciseInputDto;
  type: 'multiple_choice' | 'short_answer' | 'long_answer' | 'file_upload' | 'boolean_search';
};
export type ReorderQuestionsDto = {
  /** Every question id of the quiz, in the new order */
  ids: number[];
};
export type AdminReviewDto = {
  authorEmail: string;
  authorName: string;
  body: string;
  courseId: number;
  courseTitle: string;
  createdAt: string;
  editedAt: string | null;
  helpfulCount: number;
  hiddenAt: string | null;
  hiddenReason: string | null;
  id: number;
  rating: number;
  userId: number;
};
export type AdminReviewPageDto = {
  items: AdminReviewDto[];
  page: number;
  pageSize: number;
  /** Reviews matching the filter, on every page */
  total: number;
};
export type HideReviewDto = {
  reason: string;
};
export type AttendanceDto = {
  confirmedAt: string | null;
  email: string;
  /** First click on the join link */
  joinedAt: string | null;
  name: string;
  userId: number;
};
export type AttendanceInputDto = {
  /** true: confirm they attended (records the credits); false: withdraw it (removes them) */
  attended: boolean;
};
export type AcademySettingsDto = {
  /** Percent of a course's lessons a learner completes before reviewing it */
  reviewMinProgress: number;
};
export type UpdateAcademySettingsDto = {
  reviewMinProgress: number;
};
export type SsoOidcSettingsDto = {
  clientId: string;
  /** Whether a client secret is saved (it is never returned) */
  clientSecretSet: boolean;
  issuer: string;
};
export type SsoProtocol = 'oidc' | 'saml';
export type SsoCertificateDto = {
  /** SHA-256 fingerprint */
  fingerprint: string;
  subject: string;
  validTo: string;
};
export type SsoSamlSettingsDto = {
  certificates: SsoCertificateDto[];
  idpEntityId: string;
  metadataUrl: string | null;
  ssoUrl: string;
};
export type SsoServiceProviderDto = {
  /** SAML: the Assertion Consumer Service URL (HTTP-POST) */
  acsUrl: string;
  /** SAML: the academy's entity id (also its metadata URL) */
  entityId: string;
  /** SAML: the academy's service provider metadata */
  metadataUrl: string;
  /** OpenID Connect: the redirect URI to register */
  oidcRedirectUri: string;
};
export type SsoConnectionDto = {
  createdAt: string;
  displayName: string;
  emailDomains: string[];
  id: number;
  jitSeats: boolean;
  oidc: SsoOidcSettingsDto | null;
  protocol: SsoProtocol;
  required: boolean;
  saml: SsoSamlSettingsDto | null;
  serviceProvider: SsoServiceProviderDto;
  /** The team; null for the whole academy */
  teamId: number | null;
  updatedAt: string;
};
export type SsoSetupDto = {
  /** The connection; null when none is set up */
  connection: SsoConnectionDto | null;
  /** What to give the identity provider once a connection exists */
  serviceProvider: SsoServiceProviderDto | null;
};
export type PutSsoConnectionDto = {
  /** The employer's name, as people see it */
  displayName: string;
  /** The e-mail domains this connection signs in (1 to 20; a domain belongs to one connection at most) */
  emailDomains: string[];
  /** Team connections only: someone of these domains without a seat takes a free one at their first sign-in */
  jitSeats?: boolean;
  /** OpenID Connect: the client id the employer registered for the academy */
  oidcClientId?: string;
  /** OpenID Connect: the client secret (stored encrypted, never returned); leave out to keep the saved one */
  oidcClientSecret?: string;
  /** OpenID Connect: the issuer (its discovery document must answer when saving) */
  oidcIssuer?: string;
  protocol: SsoProtocol;
  /** People of these domains must sign in through this connection (no password, no social sign-in) */
  required: boolean;
  /** SAML without metadata: the identity provider's signing certificates (PEM) */
  samlCertificates?: string[];
  /** SAML without metadata: the identity provider's entity id */
  samlIdpEntityId?: string;
  /** SAML: the identity provider's metadata URL (read when saving to fill in the entity id, address and certificates) */
  samlMetadataUrl?: string;
  /** SAML: the identity provider's metadata XML, instead of its URL */
  samlMetadataXml?: string;
  /** SAML without metadata: the identity provider's single sign-on address (HTTP-Redirect binding) */
  samlSsoUrl?: string;
};
export type AdminTeamCourseDto = {
  id: number;
  title: string;
};
export type AdminTeamManagerDto = {
  email: string;
  id: number;
  name: string;
};
export type AdminTeamPathDto = {
  id: number;
  slug: string;
  title: string;
};
export type AdminTeamDto = {
  /** Null for a learning path's team */
  course: AdminTeamCourseDto | null;
  createdAt: string;
  currency: string;
  /** When the team's access ended (its subscription ended) */
  endedAt: string | null;
  id: number;
  /** Null once the manager's account is deleted */
  manager: AdminTeamManagerDto | null;
  name: string;
  /** Integer cents of the team's payments that succeeded and were not refunded (a subscription counts what it charges each month now) */
  paidAmount: number;
  /** The learning path the seats give (every course of it); null for a course */
  path: AdminTeamPathDto | null;
  /** The course's (or path's) payment type */
  paymentType: PaymentType;
  /** Seats paid for (or set by an admin) */
  seats: number;
  /** Seats assigned: invitations out and redeemed ones */
  seatsUsed: number;
};
export type UpdateAdminTeamDto = {
  /** The e-mail address of the new manager: an account that has confirmed it */
  managerEmail?: string;
  /** The new number of seats. Fewer than are assigned ends the most recent assignments (their learners and the manager are told by e-mail) */
  seats?: number;
};
export type UserDto = {
  createdAt: string;
  email: string;
  /** Whether the owner has confirmed the e-mail address */
  emailVerified: boolean;
  firstName: string;
  id: number;
  lastActiveAt: string | null;
  lastName: string;
  profileImageUrl: string | null;
  role: 'admin' | 'recruitpro' | 'jobseeker';
};
export type UserPageDto = {
  items: UserDto[];
  page: number;
  pageSize: number;
  /** Users matching the search and filters, on every page */
  total: number;
};
export type UpdateUserDto = {
  /** Read-only; must equal the current e-mail when sent */
  email?: string;
  firstName: string;
  lastName: string;
  role: 'admin' | 'recruitpro' | 'jobseeker';
};
export type WebhookEventType =
  | 'user.registered'
  | 'enrolment.created'
  | 'lesson.completed'
  | 'course.completed'
  | 'quiz.submitted'
  | 'practice.completed'
  | 'certificate.issued'
  | 'certificate.revoked'
  | 'certificate.renewed'
  | 'payment.succeeded'
  | 'payment.refunded'
  | 'subscription.cancelled';
export type WebhookEndpointDto = {
  /** Failed attempts since the last success */
  consecutiveFailures: number;
  createdAt: string;
  description: string;
  disabledAt: string | null;
  /** Why it was turned off: by an admin, or after a delivery gave up */
  disabledReason: string | null;
  /** Whether the endpoint receives events */
  enabled: boolean;
  events: WebhookEventType[];
  id: number;
  lastFailureAt: string | null;
  lastSuccessAt: string | null;
  url: string;
};
export type WebhookSecretDto = {
  endpoint: WebhookEndpointDto;
  /** The signing secret (Standard Webhooks format): shown this once, never again. Verify each delivery with it. */
  secret: string;
};
export type CreateWebhookEndpointDto = {
  /** What the endpoint is for, shown in the list */
  description?: string;
  /** The events delivered to the endpoint. Each body is `{"type", "timestamp", "data"}`; `data` names the user `{ id, email, name }` and the course `{ id, title }`, with: user.registered `user` (with `role`), `viaInvite`; enrolment.created `enrolmentId`, `source`, `enrolledAt`; lesson.completed `lesson`, `progress`; course.completed `lessons`; quiz.submitted `attemptId`, `attemptNumber`, `quiz`, `status`, `score`, `passed`, `grading`, `submittedAt`; practice.completed (a practice attempt got its final scores; again with `reviewed: true` when a reviewer changes a score) `attemptId`, `attemptNumber`, `lesson { id, title }`, `mode` (scenario, ai), `total` (0–100), `passed`, `passMark`, `criteria [{ criterionId, name, score (0–4) }]`, `reviewed`, `endedAt`; certificate.issued and certificate.revoked `certificate { id, code, verifyUrl, issuedAt, validUntil }`; certificate.renewed `certificate` (the new one) and `renews` (the one it replaces); the certificate events name `course` for a course certificate and `path { id, title }` for a learning path certificate (the other one null); payment.succeeded, payment.refunded and subscription.cancelled `payment { id, kind, amount, currency }`, with `course` for a course bought and `path { id, title }` for a learning path bought (the other one null). */
  events: WebhookEventType[];
  /** Where deliveries are POSTed: an https address on the public internet */
  url: string;
};
export type UpdateWebhookEndpointDto = {
  description?: string;
  /** False turns the endpoint off; true turns it back on and clears why it was turned off */
  enabled?: boolean;
  /** The events delivered to the endpoint. Each body is `{"type", "timestamp", "data"}`; `data` names the user `{ id, email, name }` and the course `{ id, title }`, with: user.registered `user` (with `role`), `viaInvite`; enrolment.created `enrolmentId`, `source`, `enrolledAt`; lesson.completed `lesson`, `progress`; course.completed `lessons`; quiz.submitted `attemptId`, `attemptNumber`, `quiz`, `status`, `score`, `passed`, `grading`, `submittedAt`; practice.completed (a practice attempt got its final scores; again with `reviewed: true` when a reviewer changes a score) `attemptId`, `attemptNumber`, `lesson { id, title }`, `mode` (scenario, ai), `total` (0–100), `passed`, `passMark`, `criteria [{ criterionId, name, score (0–4) }]`, `reviewed`, `endedAt`; certificate.issued and certificate.revoked `certificate { id, code, verifyUrl, issuedAt, validUntil }`; certificate.renewed `certificate` (the new one) and `renews` (the one it replaces); the certificate events name `course` for a course certificate and `path { id, title }` for a learning path certificate (the other one null); payment.succeeded, payment.refunded and subscription.cancelled `payment { id, kind, amount, currency }`, with `course` for a course bought and `path { id, title }` for a learning path bought (the other one null). */
  events?: WebhookEventType[];
  url?: string;
};
export type WebhookDeliveryEventType =
  | 'user.registered'
  | 'enrolment.created'
  | 'lesson.completed'
  | 'course.completed'
  | 'quiz.submitted'
  | 'practice.completed'
  | 'certificate.issued'
  | 'certificate.revoked'
  | 'certificate.renewed'
  | 'payment.succeeded'
  | 'payment.refunded'
  | 'subscription.cancelled'
  | 'webhook.test';
export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed';
export type WebhookDeliveryDto = {
  attempts: number;
  createdAt: string;
  /** How long the last attempt took, in milliseconds */
  durationMs: number | null;
  /** Why the last attempt failed */
  error: string | null;
  /** The event delivered; `webhook.test` for a test event */
  eventType: WebhookDeliveryEventType;
  finishedAt: string | null;
  id: number;
  lastAttemptAt: string | null;
  /** The start of the last answer's body */
  responseExcerpt: string | null;
  /** The HTTP status of the last attempt's answer; null when there was none */
  responseStatus: number | null;
  /** pending: on its way or waiting for a retry */
  status: WebhookDeliveryStatus;
  /** The `webhook-id` header: the same on every attempt and redelivery of the event */
  webhookId: string;
};
export type WebhookDeliveryPageDto = {
  items: WebhookDeliveryDto[];
  page: number;
  pageSize: number;
  /** The endpoint's deliveries, on every page */
  total: number;
};
export const {
  useGetAnalyticsQuery,
  useLazyGetAnalyticsQuery,
  useListApiTokensQuery,
  useLazyListApiTokensQuery,
  useCreateApiTokenMutation,
  useRevokeApiTokenMutation,
  useListCandidatePoolsQuery,
  useLazyListCandidatePoolsQuery,
  useImportCandidatePoolMutation,
  useDeleteCandidatePoolMutation,
  useMakeDefaultCandidatePoolMutation,
  useCandidatePoolProfilesQuery,
  useLazyCandidatePoolProfilesQuery,
  useSearchCandidatePoolMutation,
  useRevokeCertificateMutation,
  useDeleteCohortMutation,
  useGetCohortQuery,
  useLazyGetCohortQuery,
  useUpdateCohortMutation,
  useRemoveCohortMemberMutation,
  useCreateSessionMutation,
  useListCouponsQuery,
  useLazyListCouponsQuery,
  useCreateCouponMutation,
  useListCouponCoursesQuery,
  useLazyListCouponCoursesQuery,
  useDisableCouponMutation,
  useSearchCoursesQuery,
  useLazySearchCoursesQuery,
  useGetSourcingAnalyticsQuery,
  useLazyGetSourcingAnalyticsQuery,
  useGetCourseAnalyticsQuery,
  useLazyGetCourseAnalyticsQuery,
  useListCohortsQuery,
  useLazyListCohortsQuery,
  useCreateCohortMutation,
  useGetCourseCreditsQuery,
  useLazyGetCourseCreditsQuery,
  useSetCourseCreditsMutation,
  useListDiscussionSuspensionsQuery,
  useLazyListDiscussionSuspensionsQuery,
  useLiftDiscussionSuspensionMutation,
  useSuspendFromDiscussionsMutation,
  useGetPracticeAnalyticsQuery,
  useLazyGetPracticeAnalyticsQuery,
  useGetScormAnalyticsQuery,
  useLazyGetScormAnalyticsQuery,
  useListCourseStudentPageQuery,
  useLazyListCourseStudentPageQuery,
  useGetCreditSettingsQuery,
  useLazyGetCreditSettingsQuery,
  useUpdateCreditSettingsMutation,
  useDismissPostReportsMutation,
  useHidePostMutation,
  useUnhidePostMutation,
  useListPostReportsQuery,
  useLazyListPostReportsQuery,
  useLockThreadMutation,
  useUnlockThreadMutation,
  useSearchDownloadsQuery,
  useLazySearchDownloadsQuery,
  useExportCreditRecordsCsvQuery,
  useLazyExportCreditRecordsCsvQuery,
  useExportEnrolmentsCsvQuery,
  useLazyExportEnrolmentsCsvQuery,
  useExportPaymentsCsvQuery,
  useLazyExportPaymentsCsvQuery,
  useExportPracticeResultsCsvQuery,
  useLazyExportPracticeResultsCsvQuery,
  useExportQuizResultsCsvQuery,
  useLazyExportQuizResultsCsvQuery,
  useExportScormResultsCsvQuery,
  useLazyExportScormResultsCsvQuery,
  useExportUsersCsvQuery,
  useLazyExportUsersCsvQuery,
  useGetPracticeSettingsQuery,
  useLazyGetPracticeSettingsQuery,
  useSavePracticeSettingsMutation,
  useListPracticeAttemptsQuery,
  useLazyListPracticeAttemptsQuery,
  useDeleteQuizMutation,
  useGetAdminLessonQuizQuery,
  useLazyGetAdminLessonQuizQuery,
  useSaveQuizSettingsMutation,
  useGetScormPackageQuery,
  useLazyGetScormPackageQuery,
  useUploadScormPackageMutation,
  useGetMailQueueStatusQuery,
  useLazyGetMailQueueStatusQuery,
  useListAdminPathsQuery,
  useLazyListAdminPathsQuery,
  useCreatePathMutation,
  useReorderPathsMutation,
  useGetPathStepOptionsQuery,
  useLazyGetPathStepOptionsQuery,
  useDeletePathMutation,
  useGetAdminPathQuery,
  useLazyGetAdminPathQuery,
  useUpdatePathMutation,
  useGetPathCertificateSettingsQuery,
  useLazyGetPathCertificateSettingsQuery,
  useSavePathCertificateSettingsMutation,
  useListAdminPathCohortsQuery,
  useLazyListAdminPathCohortsQuery,
  useCreatePathCohortMutation,
  useGetPathCreditsQuery,
  useLazyGetPathCreditsQuery,
  useSetPathCreditsMutation,
  useGetPathPricingQuery,
  useLazyGetPathPricingQuery,
  useSetPathPricingMutation,
  usePublishPathMutation,
  useListPathSeatTiersQuery,
  useLazyListPathSeatTiersQuery,
  useReplacePathSeatTiersMutation,
  useSetPathStepsMutation,
  useUnpublishPathMutation,
  useGetPracticeAttemptReviewQuery,
  useLazyGetPracticeAttemptReviewQuery,
  useOverridePracticeScoreMutation,
  useGetPracticeAiStatusQuery,
  useLazyGetPracticeAiStatusQuery,
  useGetModelUsageQuery,
  useLazyGetModelUsageQuery,
  useGradeQuizAnswerMutation,
  useDeleteQuizQuestionMutation,
  useUpdateQuizQuestionMutation,
  useListQuizAttemptsQuery,
  useLazyListQuizAttemptsQuery,
  useCreateQuizQuestionMutation,
  useReorderQuizQuestionsMutation,
  useListAdminReviewsQuery,
  useLazyListAdminReviewsQuery,
  useHideReviewMutation,
  useUnhideReviewMutation,
  useDeleteSessionMutation,
  useUpdateSessionMutation,
  useListAttendanceQuery,
  useLazyListAttendanceQuery,
  useSetAttendanceMutation,
  useGetAcademySettingsQuery,
  useLazyGetAcademySettingsQuery,
  useUpdateAcademySettingsMutation,
  useDeleteAcademySsoMutation,
  useGetAcademySsoQuery,
  useLazyGetAcademySsoQuery,
  usePutAcademySsoMutation,
  useListAdminTeamsQuery,
  useLazyListAdminTeamsQuery,
  useUpdateAdminTeamMutation,
  useDeleteAdminTeamSsoMutation,
  useGetAdminTeamSsoQuery,
  useLazyGetAdminTeamSsoQuery,
  usePutAdminTeamSsoMutation,
  useListUsersQuery,
  useLazyListUsersQuery,
  useSearchUsersQuery,
  useLazySearchUsersQuery,
  useDeleteUserMutation,
  useUpdateUserMutation,
  useSignOutEverywhereMutation,
  useSendVerificationEmailMutation,
  useListWebhookEndpointsQuery,
  useLazyListWebhookEndpointsQuery,
  useCreateWebhookEndpointMutation,
  useDeleteWebhookEndpointMutation,
  useUpdateWebhookEndpointMutation,
  useListWebhookDeliveriesQuery,
  useLazyListWebhookDeliveriesQuery,
  useRedeliverWebhookMutation,
  useRotateWebhookSecretMutation,
  useSendWebhookTestMutation,
} = injectedRtkApi;
