import { baseApi as api } from './baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyCredits: build.query<GetMyCreditsApiResponse, GetMyCreditsApiArg>({
      query: () => ({ url: `/api/account/credits` }),
    }),
    addMyCertification: build.mutation<AddMyCertificationApiResponse, AddMyCertificationApiArg>({
      query: (queryArg) => ({ url: `/api/account/credits/certifications`, method: 'POST', body: queryArg.certificationInputDto }),
    }),
    removeMyCertification: build.mutation<RemoveMyCertificationApiResponse, RemoveMyCertificationApiArg>({
      query: (queryArg) => ({ url: `/api/account/credits/certifications/${queryArg.id}`, method: 'DELETE' }),
    }),
    updateMyCertification: build.mutation<UpdateMyCertificationApiResponse, UpdateMyCertificationApiArg>({
      query: (queryArg) => ({
        url: `/api/account/credits/certifications/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.certificationInputDto,
      }),
    }),
    addMyCreditEntry: build.mutation<AddMyCreditEntryApiResponse, AddMyCreditEntryApiArg>({
      query: (queryArg) => ({ url: `/api/account/credits/entries`, method: 'POST', body: queryArg.creditEntryInputDto }),
    }),
    removeMyCreditEntry: build.mutation<RemoveMyCreditEntryApiResponse, RemoveMyCreditEntryApiArg>({
      query: (queryArg) => ({ url: `/api/account/credits/entries/${queryArg.id}`, method: 'DELETE' }),
    }),
    updateMyCreditEntry: build.mutation<UpdateMyCreditEntryApiResponse, UpdateMyCreditEntryApiArg>({
      query: (queryArg) => ({ url: `/api/account/credits/entries/${queryArg.id}`, method: 'PUT', body: queryArg.creditEntryInputDto }),
    }),
    removeMyCreditEvidence: build.mutation<RemoveMyCreditEvidenceApiResponse, RemoveMyCreditEvidenceApiArg>({
      query: (queryArg) => ({ url: `/api/account/credits/entries/${queryArg.id}/evidence`, method: 'DELETE' }),
    }),
    downloadMyCreditEvidence: build.query<DownloadMyCreditEvidenceApiResponse, DownloadMyCreditEvidenceApiArg>({
      query: (queryArg) => ({ url: `/api/account/credits/entries/${queryArg.id}/evidence` }),
    }),
    uploadMyCreditEvidence: build.mutation<UploadMyCreditEvidenceApiResponse, UploadMyCreditEvidenceApiArg>({
      query: (queryArg) => ({ url: `/api/account/credits/entries/${queryArg.id}/evidence`, method: 'PUT', body: queryArg.body }),
    }),
    downloadMyCreditsCsv: build.query<DownloadMyCreditsCsvApiResponse, DownloadMyCreditsCsvApiArg>({
      query: () => ({ url: `/api/account/credits/transcript.csv` }),
    }),
    downloadMyCreditsPdf: build.query<DownloadMyCreditsPdfApiResponse, DownloadMyCreditsPdfApiArg>({
      query: () => ({ url: `/api/account/credits/transcript.pdf` }),
    }),
    deleteAccount: build.mutation<DeleteAccountApiResponse, DeleteAccountApiArg>({
      query: (queryArg) => ({ url: `/api/account/delete`, method: 'POST', body: queryArg.deleteAccountDto }),
    }),
    requestEmailChange: build.mutation<RequestEmailChangeApiResponse, RequestEmailChangeApiArg>({
      query: (queryArg) => ({ url: `/api/account/email`, method: 'POST', body: queryArg.changeEmailDto }),
    }),
    confirmEmailChange: build.mutation<ConfirmEmailChangeApiResponse, ConfirmEmailChangeApiArg>({
      query: (queryArg) => ({ url: `/api/account/email/confirm`, method: 'POST', body: queryArg.linkTokenDto }),
    }),
    exportAccountData: build.query<ExportAccountDataApiResponse, ExportAccountDataApiArg>({
      query: () => ({ url: `/api/account/export` }),
    }),
    changePassword: build.mutation<ChangePasswordApiResponse, ChangePasswordApiArg>({
      query: (queryArg) => ({ url: `/api/account/password`, method: 'POST', body: queryArg.changePasswordDto }),
    }),
    updateProfile: build.mutation<UpdateProfileApiResponse, UpdateProfileApiArg>({
      query: (queryArg) => ({ url: `/api/account/profile`, method: 'PUT', body: queryArg.updateProfileDto }),
    }),
    removeProfileImage: build.mutation<RemoveProfileImageApiResponse, RemoveProfileImageApiArg>({
      query: () => ({ url: `/api/account/profile-image`, method: 'DELETE' }),
    }),
    uploadProfileImage: build.mutation<UploadProfileImageApiResponse, UploadProfileImageApiArg>({
      query: (queryArg) => ({ url: `/api/account/profile-image`, method: 'PUT', body: queryArg.body }),
    }),
    listSessions: build.query<ListSessionsApiResponse, ListSessionsApiArg>({
      query: () => ({ url: `/api/account/sessions` }),
    }),
    signOutOtherSessions: build.mutation<SignOutOtherSessionsApiResponse, SignOutOtherSessionsApiArg>({
      query: () => ({ url: `/api/account/sessions/others`, method: 'DELETE' }),
    }),
    listSignInMethods: build.query<ListSignInMethodsApiResponse, ListSignInMethodsApiArg>({
      query: () => ({ url: `/api/account/sign-in-methods` }),
    }),
    unlinkSignInMethod: build.mutation<UnlinkSignInMethodApiResponse, UnlinkSignInMethodApiArg>({
      query: (queryArg) => ({ url: `/api/account/sign-in-methods/${queryArg.id}`, method: 'DELETE' }),
    }),
    adminHealth: build.query<AdminHealthApiResponse, AdminHealthApiArg>({
      query: () => ({ url: `/api/admin/health` }),
    }),
    startSocialSignIn: build.query<StartSocialSignInApiResponse, StartSocialSignInApiArg>({
      query: (queryArg) => ({
        url: `/api/auth/oidc/${queryArg.provider}/start`,
        params: {
          intent: queryArg.intent,
          returnTo: queryArg.returnTo,
          invite: queryArg.invite,
        },
      }),
    }),
    listSignInProviders: build.query<ListSignInProvidersApiResponse, ListSignInProvidersApiArg>({
      query: () => ({ url: `/api/auth/providers` }),
    }),
    discoverSso: build.mutation<DiscoverSsoApiResponse, DiscoverSsoApiArg>({
      query: (queryArg) => ({ url: `/api/auth/sso/discover`, method: 'POST', body: queryArg.discoverSsoDto }),
    }),
    getSsoConnectionName: build.query<GetSsoConnectionNameApiResponse, GetSsoConnectionNameApiArg>({
      query: (queryArg) => ({ url: `/api/auth/sso/${queryArg.connectionId}` }),
    }),
    getSsoSamlMetadata: build.query<GetSsoSamlMetadataApiResponse, GetSsoSamlMetadataApiArg>({
      query: (queryArg) => ({ url: `/api/auth/sso/${queryArg.connectionId}/saml/metadata` }),
    }),
    startSso: build.query<StartSsoApiResponse, StartSsoApiArg>({
      query: (queryArg) => ({
        url: `/api/auth/sso/${queryArg.connectionId}/start`,
        params: {
          returnTo: queryArg.returnTo,
          loginHint: queryArg.loginHint,
        },
      }),
    }),
    readCalendarFeed: build.query<ReadCalendarFeedApiResponse, ReadCalendarFeedApiArg>({
      query: (queryArg) => ({ url: `/api/calendar-feeds/${queryArg.token}/sessions.ics` }),
    }),
    listMyCertificates: build.query<ListMyCertificatesApiResponse, ListMyCertificatesApiArg>({
      query: () => ({ url: `/api/certificates` }),
    }),
    verifyCertificate: build.query<VerifyCertificateApiResponse, VerifyCertificateApiArg>({
      query: (queryArg) => ({ url: `/api/certificates/${queryArg.code}` }),
    }),
    downloadCertificateCredential: build.query<DownloadCertificateCredentialApiResponse, DownloadCertificateCredentialApiArg>({
      query: (queryArg) => ({ url: `/api/certificates/${queryArg.code}/credential` }),
    }),
    downloadCertificatePdf: build.query<DownloadCertificatePdfApiResponse, DownloadCertificatePdfApiArg>({
      query: (queryArg) => ({ url: `/api/certificates/${queryArg.code}/pdf` }),
    }),
    certificateSocialImage: build.query<CertificateSocialImageApiResponse, CertificateSocialImageApiArg>({
      query: (queryArg) => ({
        url: `/api/certificates/${queryArg.code}/social-image`,
        params: {
          v: queryArg.v,
        },
      }),
    }),
    setCertificateVisibility: build.mutation<SetCertificateVisibilityApiResponse, SetCertificateVisibilityApiArg>({
      query: (queryArg) => ({
        url: `/api/certificates/${queryArg.code}/visibility`,
        method: 'PUT',
        body: queryArg.certificateVisibilityDto,
      }),
    }),
    joinCohort: build.mutation<JoinCohortApiResponse, JoinCohortApiArg>({
      query: (queryArg) => ({ url: `/api/cohorts/${queryArg.id}/join`, method: 'POST' }),
    }),
    leaveCohort: build.mutation<LeaveCohortApiResponse, LeaveCohortApiArg>({
      query: (queryArg) => ({ url: `/api/cohorts/${queryArg.id}/membership`, method: 'DELETE' }),
    }),
    quoteCoupon: build.mutation<QuoteCouponApiResponse, QuoteCouponApiArg>({
      query: (queryArg) => ({ url: `/api/coupons/quote`, method: 'POST', body: queryArg.couponQuoteRequestDto }),
    }),
    courseImage: build.query<CourseImageApiResponse, CourseImageApiArg>({
      query: (queryArg) => ({ url: `/api/course-images/${queryArg.file}` }),
    }),
    listCourses: build.query<ListCoursesApiResponse, ListCoursesApiArg>({
      query: () => ({ url: `/api/courses` }),
    }),
    createCourse: build.mutation<CreateCourseApiResponse, CreateCourseApiArg>({
      query: (queryArg) => ({ url: `/api/courses`, method: 'POST', body: queryArg.createCourseDto }),
    }),
    listPublicCourses: build.query<ListPublicCoursesApiResponse, ListPublicCoursesApiArg>({
      query: () => ({ url: `/api/courses/public` }),
    }),
    getPublicCourse: build.query<GetPublicCourseApiResponse, GetPublicCourseApiArg>({
      query: (queryArg) => ({ url: `/api/courses/public/${queryArg.id}` }),
    }),
    deleteCourse: build.mutation<DeleteCourseApiResponse, DeleteCourseApiArg>({
      query: (queryArg) => ({ url: `/api/courses/${queryArg.id}`, method: 'DELETE' }),
    }),
    getCourse: build.query<GetCourseApiResponse, GetCourseApiArg>({
      query: (queryArg) => ({ url: `/api/courses/${queryArg.id}` }),
    }),
    updateCourse: build.mutation<UpdateCourseApiResponse, UpdateCourseApiArg>({
      query: (queryArg) => ({ url: `/api/courses/${queryArg.id}`, method: 'PATCH', body: queryArg.updateCourseDto }),
    }),
    getCertificateSettings: build.query<GetCertificateSettingsApiResponse, GetCertificateSettingsApiArg>({
      query: (queryArg) => ({ url: `/api/courses/${queryArg.id}/certificate-settings` }),
    }),
    saveCertificateSettings: build.mutation<SaveCertificateSettingsApiResponse, SaveCertificateSettingsApiArg>({
      query: (queryArg) => ({
        url: `/api/courses/${queryArg.id}/certificate-settings`,
        method: 'PUT',
        body: queryArg.updateCertificateSettingsDto,
      }),
    }),
    listCourseCohorts: build.query<ListCourseCohortsApiResponse, ListCourseCohortsApiArg>({
      query: (queryArg) => ({ url: `/api/courses/${queryArg.id}/cohorts` }),
    }),
    listCourseCredits: build.query<ListCourseCreditsApiResponse, ListCourseCreditsApiArg>({
      query: (queryArg) => ({ url: `/api/courses/${queryArg.id}/credits` }),
    }),
    listCourseThreads: build.query<ListCourseThreadsApiResponse, ListCourseThreadsApiArg>({
      query: (queryArg) => ({
        url: `/api/courses/${queryArg.id}/discussions`,
        params: {
          page: queryArg.page,
          pageSize: queryArg.pageSize,
          q: queryArg.q,
        },
      }),
    }),
    startCourseThread: build.mutation<StartCourseThreadApiResponse, StartCourseThreadApiArg>({
      query: (queryArg) => ({ url: `/api/courses/${queryArg.id}/discussions`, method: 'POST', body: queryArg.createThreadDto }),
    }),
    getLatestQuestions: build.query<GetLatestQuestionsApiResponse, GetLatestQuestionsApiArg>({
      query: (queryArg) => ({ url: `/api/courses/${queryArg.id}/discussions/latest-questions` }),
    }),
    enrollInCourse: build.mutation<EnrollInCourseApiResponse, EnrollInCourseApiArg>({
      query: (queryArg) => ({ url: `/api/courses/${queryArg.id}/enroll`, method: 'POST' }),
    }),
    grantAccess: build.mutation<GrantAccessApiResponse, GrantAccessApiArg>({
      query: (queryArg) => ({ url: `/api/courses/${queryArg.id}/grant-access`, method: 'POST', body: queryArg.inviteEmailDto }),
    }),
    removeCourseImage: build.mutation<RemoveCourseImageApiResponse, RemoveCourseImageApiArg>({
      query: (queryArg) => ({ url: `/api/courses/${queryArg.id}/image`, method: 'DELETE' }),
    }),
    uploadCourseImage: build.mutation<UploadCourseImageApiResponse, UploadCourseImageApiArg>({
      query: (queryArg) => ({ url: `/api/courses/${queryArg.id}/image`, method: 'PUT', body: queryArg.body }),
    }),
    setCourseInstructors: build.mutation<SetCourseInstructorsApiResponse, SetCourseInstructorsApiArg>({
      query: (queryArg) => ({ url: `/api/courses/${queryArg.id}/instructors`, method: 'PUT', body: queryArg.courseInstructorsDto }),
    }),
    inviteToPurchase: build.mutation<InviteToPurchaseApiResponse, InviteToPurchaseApiArg>({
      query: (queryArg) => ({ url: `/api/courses/${queryArg.id}/invite`, method: 'POST', body: queryArg.inviteEmailDto }),
    }),
    getLearnView: build.query<GetLearnViewApiResponse, GetLearnViewApiArg>({
      query: (queryArg) => ({ url: `/api/courses/${queryArg.id}/learn` }),
    }),
    listCourseModules: build.query<ListCourseModulesApiResponse, ListCourseModulesApiArg>({
      query: (queryArg) => ({ url: `/api/courses/${queryArg.id}/modules` }),
    }),
    createModule: build.mutation<CreateModuleApiResponse, CreateModuleApiArg>({
      query: (queryArg) => ({ url: `/api/courses/${queryArg.id}/modules`, method: 'POST', body: queryArg.createModuleDto }),
    }),
    reorderModules: build.mutation<ReorderModulesApiResponse, ReorderModulesApiArg>({
      query: (queryArg) => ({ url: `/api/courses/${queryArg.id}/modules/order`, method: 'PUT', body: queryArg.reorderDto }),
    }),
    listCoursePaths: build.query<ListCoursePathsApiResponse, ListCoursePathsApiArg>({
      query: (queryArg) => ({ url: `/api/courses/${queryArg.id}/paths` }),
    }),
    listReviews: build.query<ListReviewsApiResponse, ListReviewsApiArg>({
      query: (queryArg) => ({
        url: `/api/courses/${queryArg.id}/reviews`,
        params: {
          page: queryArg.page,
          pageSize: queryArg.pageSize,
          sort: queryArg.sort,
        },
      }),
    }),
    createReview: build.mutation<CreateReviewApiResponse, CreateReviewApiArg>({
      query: (queryArg) => ({ url: `/api/courses/${queryArg.id}/reviews`, method: 'POST', body: queryArg.reviewInputDto }),
    }),
    getMyReview: build.query<GetMyReviewApiResponse, GetMyReviewApiArg>({
      query: (queryArg) => ({ url: `/api/courses/${queryArg.id}/reviews/mine` }),
    }),
    getSeatQuote: build.query<GetSeatQuoteApiResponse, GetSeatQuoteApiArg>({
      query: (queryArg) => ({
        url: `/api/courses/${queryArg.id}/seat-quote`,
        params: {
          seats: queryArg.seats,
        },
      }),
    }),
    listSeatTiers: build.query<ListSeatTiersApiResponse, ListSeatTiersApiArg>({
      query: (queryArg) => ({ url: `/api/courses/${queryArg.id}/seat-tiers` }),
    }),
    replaceSeatTiers: build.mutation<ReplaceSeatTiersApiResponse, ReplaceSeatTiersApiArg>({
      query: (queryArg) => ({ url: `/api/courses/${queryArg.id}/seat-tiers`, method: 'PUT', body: queryArg.seatTiersDto }),
    }),
    listCourseSessions: build.query<ListCourseSessionsApiResponse, ListCourseSessionsApiArg>({
      query: (queryArg) => ({ url: `/api/courses/${queryArg.id}/sessions` }),
    }),
    courseSocialImage: build.query<CourseSocialImageApiResponse, CourseSocialImageApiArg>({
      query: (queryArg) => ({
        url: `/api/courses/${queryArg.id}/social-image`,
        params: {
          v: queryArg.v,
        },
      }),
    }),
    setCourseSpecificAccess: build.mutation<SetCourseSpecificAccessApiResponse, SetCourseSpecificAccessApiArg>({
      query: (queryArg) => ({ url: `/api/courses/${queryArg.id}/specific-access`, method: 'PUT', body: queryArg.specificAccessDto }),
    }),
    listCourseStudents: build.query<ListCourseStudentsApiResponse, ListCourseStudentsApiArg>({
      query: (queryArg) => ({ url: `/api/courses/${queryArg.id}/students` }),
    }),
    createCheckoutSession: build.mutation<CreateCheckoutSessionApiResponse, CreateCheckoutSessionApiArg>({
      query: (queryArg) => ({ url: `/api/create-checkout-session`, method: 'POST', body: queryArg.checkoutStartDto }),
    }),
    createPaymentIntent: build.mutation<CreatePaymentIntentApiResponse, CreatePaymentIntentApiArg>({
      query: (queryArg) => ({ url: `/api/create-payment-intent`, method: 'POST', body: queryArg.checkoutStartDto }),
    }),
    createPublicCheckoutSession: build.mutation<CreatePublicCheckoutSessionApiResponse, CreatePublicCheckoutSessionApiArg>({
      query: (queryArg) => ({ url: `/api/create-public-checkout-session`, method: 'POST', body: queryArg.publicCheckoutDto }),
    }),
    credentialStatusList: build.query<CredentialStatusListApiResponse, CredentialStatusListApiArg>({
      query: () => ({ url: `/api/credentials/status/revocation` }),
    }),
    getDiscussionEmailSetting: build.query<GetDiscussionEmailSettingApiResponse, GetDiscussionEmailSettingApiArg>({
      query: () => ({ url: `/api/discussions/email-setting` }),
    }),
    updateDiscussionEmailSetting: build.mutation<UpdateDiscussionEmailSettingApiResponse, UpdateDiscussionEmailSettingApiArg>({
      query: (queryArg) => ({ url: `/api/discussions/email-setting`, method: 'PUT', body: queryArg.emailSettingDto }),
    }),
    deletePost: build.mutation<DeletePostApiResponse, DeletePostApiArg>({
      query: (queryArg) => ({ url: `/api/discussions/posts/${queryArg.id}`, method: 'DELETE' }),
    }),
    editPost: build.mutation<EditPostApiResponse, EditPostApiArg>({
      query: (queryArg) => ({ url: `/api/discussions/posts/${queryArg.id}`, method: 'PATCH', body: queryArg.postBodyDto }),
    }),
    reportPost: build.mutation<ReportPostApiResponse, ReportPostApiArg>({
      query: (queryArg) => ({ url: `/api/discussions/posts/${queryArg.id}/report`, method: 'POST', body: queryArg.reasonDto }),
    }),
    removePostUpvote: build.mutation<RemovePostUpvoteApiResponse, RemovePostUpvoteApiArg>({
      query: (queryArg) => ({ url: `/api/discussions/posts/${queryArg.id}/upvote`, method: 'DELETE' }),
    }),
    upvotePost: build.mutation<UpvotePostApiResponse, UpvotePostApiArg>({
      query: (queryArg) => ({ url: `/api/discussions/posts/${queryArg.id}/upvote`, method: 'PUT' }),
    }),
    getThread: build.query<GetThreadApiResponse, GetThreadApiArg>({
      query: (queryArg) => ({
        url: `/api/discussions/threads/${queryArg.id}`,
        params: {
          page: queryArg.page,
          pageSize: queryArg.pageSize,
        },
      }),
    }),
    unmarkThreadAnswered: build.mutation<UnmarkThreadAnsweredApiResponse, UnmarkThreadAnsweredApiArg>({
      query: (queryArg) => ({ url: `/api/discussions/threads/${queryArg.id}/answer`, method: 'DELETE' }),
    }),
    markThreadAnswered: build.mutation<MarkThreadAnsweredApiResponse, MarkThreadAnsweredApiArg>({
      query: (queryArg) => ({ url: `/api/discussions/threads/${queryArg.id}/answer`, method: 'PUT', body: queryArg.markAnsweredDto }),
    }),
    replyInThread: build.mutation<ReplyInThreadApiResponse, ReplyInThreadApiArg>({
      query: (queryArg) => ({ url: `/api/discussions/threads/${queryArg.id}/posts`, method: 'POST', body: queryArg.replyDto }),
    }),
    getUnsubscribe: build.query<GetUnsubscribeApiResponse, GetUnsubscribeApiArg>({
      query: (queryArg) => ({
        url: `/api/discussions/unsubscribe`,
        params: {
          token: queryArg.token,
        },
      }),
    }),
    unsubscribe: build.mutation<UnsubscribeApiResponse, UnsubscribeApiArg>({
      query: (queryArg) => ({
        url: `/api/discussions/unsubscribe`,
        method: 'POST',
        params: {
          token: queryArg.token,
        },
      }),
    }),
    uploadDownloadFile: build.mutation<UploadDownloadFileApiResponse, UploadDownloadFileApiArg>({
      query: (queryArg) => ({ url: `/api/download-files`, method: 'POST', body: queryArg.body }),
    }),
    downloadFile: build.query<DownloadFileApiResponse, DownloadFileApiArg>({
      query: (queryArg) => ({ url: `/api/download-files/${queryArg.id}` }),
    }),
    listDownloads: build.query<ListDownloadsApiResponse, ListDownloadsApiArg>({
      query: () => ({ url: `/api/downloads` }),
    }),
    createDownload: build.mutation<CreateDownloadApiResponse, CreateDownloadApiArg>({
      query: (queryArg) => ({ url: `/api/downloads`, method: 'POST', body: queryArg.downloadInputDto }),
    }),
    updateDownload: build.mutation<UpdateDownloadApiResponse, UpdateDownloadApiArg>({
      query: (queryArg) => ({ url: `/api/downloads/${queryArg.id}`, method: 'PUT', body: queryArg.downloadInputDto }),
    }),
    deleteDownload: build.mutation<DeleteDownloadApiResponse, DeleteDownloadApiArg>({
      query: (queryArg) => ({ url: `/api/downloads/${queryArg.id}/delete`, method: 'POST' }),
    }),
    emailVerificationStatus: build.query<EmailVerificationStatusApiResponse, EmailVerificationStatusApiArg>({
      query: () => ({ url: `/api/email-verification` }),
    }),
    confirmEmail: build.mutation<ConfirmEmailApiResponse, ConfirmEmailApiArg>({
      query: (queryArg) => ({ url: `/api/email-verification/confirm`, method: 'POST', body: queryArg.linkTokenDto }),
    }),
    resendVerificationEmail: build.mutation<ResendVerificationEmailApiResponse, ResendVerificationEmailApiArg>({
      query: () => ({ url: `/api/email-verification/resend`, method: 'POST' }),
    }),
    health: build.query<HealthApiResponse, HealthApiArg>({
      query: () => ({ url: `/api/health` }),
    }),
    instructorPhoto: build.query<InstructorPhotoApiResponse, InstructorPhotoApiArg>({
      query: (queryArg) => ({ url: `/api/instructor-photos/${queryArg.file}` }),
    }),
    listInstructors: build.query<ListInstructorsApiResponse, ListInstructorsApiArg>({
      query: () => ({ url: `/api/instructors` }),
    }),
    createInstructor: build.mutation<CreateInstructorApiResponse, CreateInstructorApiArg>({
      query: (queryArg) => ({ url: `/api/instructors`, method: 'POST', body: queryArg.createInstructorDto }),
    }),
    deleteInstructor: build.mutation<DeleteInstructorApiResponse, DeleteInstructorApiArg>({
      query: (queryArg) => ({ url: `/api/instructors/${queryArg.id}`, method: 'DELETE' }),
    }),
    updateInstructor: build.mutation<UpdateInstructorApiResponse, UpdateInstructorApiArg>({
      query: (queryArg) => ({ url: `/api/instructors/${queryArg.id}`, method: 'PATCH', body: queryArg.updateInstructorDto }),
    }),
    removeInstructorPhoto: build.mutation<RemoveInstructorPhotoApiResponse, RemoveInstructorPhotoApiArg>({
      query: (queryArg) => ({ url: `/api/instructors/${queryArg.id}/photo`, method: 'DELETE' }),
    }),
    uploadInstructorPhoto: build.mutation<UploadInstructorPhotoApiResponse, UploadInstructorPhotoApiArg>({
      query: (queryArg) => ({ url: `/api/instructors/${queryArg.id}/photo`, method: 'PUT', body: queryArg.body }),
    }),
    checkInvite: build.query<CheckInviteApiResponse, CheckInviteApiArg>({
      query: (queryArg) => ({ url: `/api/invite/${queryArg.token}` }),
    }),
    createLesson: build.mutation<CreateLessonApiResponse, CreateLessonApiArg>({
      query: (queryArg) => ({ url: `/api/lessons`, method: 'POST', body: queryArg.createLessonDto }),
    }),
    deleteLesson: build.mutation<DeleteLessonApiResponse, DeleteLessonApiArg>({
      query: (queryArg) => ({ url: `/api/lessons/${queryArg.id}`, method: 'DELETE' }),
    }),
    getLesson: build.query<GetLessonApiResponse, GetLessonApiArg>({
      query: (queryArg) => ({ url: `/api/lessons/${queryArg.id}` }),
    }),
    updateLesson: build.mutation<UpdateLessonApiResponse, UpdateLessonApiArg>({
      query: (queryArg) => ({ url: `/api/lessons/${queryArg.id}`, method: 'PATCH', body: queryArg.updateLessonDto }),
    }),
    completeLesson: build.mutation<CompleteLessonApiResponse, CompleteLessonApiArg>({
      query: (queryArg) => ({ url: `/api/lessons/${queryArg.id}/complete`, method: 'POST' }),
    }),
    listLessonThreads: build.query<ListLessonThreadsApiResponse, ListLessonThreadsApiArg>({
      query: (queryArg) => ({
        url: `/api/lessons/${queryArg.id}/discussions`,
        params: {
          page: queryArg.page,
          pageSize: queryArg.pageSize,
          q: queryArg.q,
        },
      }),
    }),
    askLessonQuestion: build.mutation<AskLessonQuestionApiResponse, AskLessonQuestionApiArg>({
      query: (queryArg) => ({ url: `/api/lessons/${queryArg.id}/discussions`, method: 'POST', body: queryArg.createThreadDto }),
    }),
    recordLessonView: build.mutation<RecordLessonViewApiResponse, RecordLessonViewApiArg>({
      query: (queryArg) => ({ url: `/api/lessons/${queryArg.id}/last-viewed`, method: 'PUT' }),
    }),
    moveLesson: build.mutation<MoveLessonApiResponse, MoveLessonApiArg>({
      query: (queryArg) => ({ url: `/api/lessons/${queryArg.id}/position`, method: 'PUT', body: queryArg.moveLessonDto }),
    }),
    getLessonPractice: build.query<GetLessonPracticeApiResponse, GetLessonPracticeApiArg>({
      query: (queryArg) => ({ url: `/api/lessons/${queryArg.id}/practice` }),
    }),
    startPracticeAttempt: build.mutation<StartPracticeAttemptApiResponse, StartPracticeAttemptApiArg>({
      query: (queryArg) => ({ url: `/api/lessons/${queryArg.id}/practice/attempts`, method: 'POST' }),
    }),
    getPreviewLesson: build.query<GetPreviewLessonApiResponse, GetPreviewLessonApiArg>({
      query: (queryArg) => ({ url: `/api/lessons/${queryArg.id}/preview` }),
    }),
    getLessonQuiz: build.query<GetLessonQuizApiResponse, GetLessonQuizApiArg>({
      query: (queryArg) => ({ url: `/api/lessons/${queryArg.id}/quiz` }),
    }),
    getScormLaunch: build.query<GetScormLaunchApiResponse, GetScormLaunchApiArg>({
      query: (queryArg) => ({ url: `/api/lessons/${queryArg.id}/scorm` }),
    }),
    commitScorm: build.mutation<CommitScormApiResponse, CommitScormApiArg>({
      query: (queryArg) => ({ url: `/api/lessons/${queryArg.id}/scorm`, method: 'PUT', body: queryArg.commitScormDto }),
    }),
    login: build.mutation<LoginApiResponse, LoginApiArg>({
      query: (queryArg) => ({ url: `/api/login`, method: 'POST', body: queryArg.loginDto }),
    }),
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: () => ({ url: `/api/logout`, method: 'POST' }),
    }),
    deleteModule: build.mutation<DeleteModuleApiResponse, DeleteModuleApiArg>({
      query: (queryArg) => ({ url: `/api/modules/${queryArg.moduleId}`, method: 'DELETE' }),
    }),
    updateModule: build.mutation<UpdateModuleApiResponse, UpdateModuleApiArg>({
      query: (queryArg) => ({ url: `/api/modules/${queryArg.moduleId}`, method: 'PATCH', body: queryArg.updateModuleDto }),
    }),
    listModuleLessons: build.query<ListModuleLessonsApiResponse, ListModuleLessonsApiArg>({
      query: (queryArg) => ({ url: `/api/modules/${queryArg.moduleId}/lessons` }),
    }),
    createModuleLesson: build.mutation<CreateModuleLessonApiResponse, CreateModuleLessonApiArg>({
      query: (queryArg) => ({ url: `/api/modules/${queryArg.moduleId}/lessons`, method: 'POST', body: queryArg.createModuleLessonDto }),
    }),
    reorderLessons: build.mutation<ReorderLessonsApiResponse, ReorderLessonsApiArg>({
      query: (queryArg) => ({ url: `/api/modules/${queryArg.moduleId}/lessons/order`, method: 'PUT', body: queryArg.reorderDto }),
    }),
    listNotifications: build.query<ListNotificationsApiResponse, ListNotificationsApiArg>({
      query: (queryArg) => ({
        url: `/api/notifications`,
        params: {
          page: queryArg.page,
          pageSize: queryArg.pageSize,
        },
      }),
    }),
    markAllNotificationsRead: build.mutation<MarkAllNotificationsReadApiResponse, MarkAllNotificationsReadApiArg>({
      query: () => ({ url: `/api/notifications/read-all`, method: 'POST' }),
    }),
    markNotificationRead: build.mutation<MarkNotificationReadApiResponse, MarkNotificationReadApiArg>({
      query: (queryArg) => ({ url: `/api/notifications/${queryArg.id}/read`, method: 'POST' }),
    }),
    resetPassword: build.mutation<ResetPasswordApiResponse, ResetPasswordApiArg>({
      query: (queryArg) => ({ url: `/api/password-reset/confirm`, method: 'POST', body: queryArg.passwordResetDto }),
    }),
    requestPasswordReset: build.mutation<RequestPasswordResetApiResponse, RequestPasswordResetApiArg>({
      query: (queryArg) => ({ url: `/api/password-reset/request`, method: 'POST', body: queryArg.passwordResetRequestDto }),
    }),
    listPaths: build.query<ListPathsApiResponse, ListPathsApiArg>({
      query: () => ({ url: `/api/paths` }),
    }),
    createPathCheckoutSession: build.mutation<CreatePathCheckoutSessionApiResponse, CreatePathCheckoutSessionApiArg>({
      query: (queryArg) => ({ url: `/api/paths/${queryArg.id}/checkout-session`, method: 'POST' }),
    }),
    createPathPaymentIntent: build.mutation<CreatePathPaymentIntentApiResponse, CreatePathPaymentIntentApiArg>({
      query: (queryArg) => ({ url: `/api/paths/${queryArg.id}/payment-intent`, method: 'POST' }),
    }),
    confirmPathPayment: build.mutation<ConfirmPathPaymentApiResponse, ConfirmPathPaymentApiArg>({
      query: (queryArg) => ({ url: `/api/paths/${queryArg.id}/payments/confirm`, method: 'POST' }),
    }),
    getPathSeatQuote: build.query<GetPathSeatQuoteApiResponse, GetPathSeatQuoteApiArg>({
      query: (queryArg) => ({
        url: `/api/paths/${queryArg.id}/seat-quote`,
        params: {
          seats: queryArg.seats,
        },
      }),
    }),
    getPath: build.query<GetPathApiResponse, GetPathApiArg>({
      query: (queryArg) => ({ url: `/api/paths/${queryArg.slug}` }),
    }),
    listPathCohorts: build.query<ListPathCohortsApiResponse, ListPathCohortsApiArg>({
      query: (queryArg) => ({ url: `/api/paths/${queryArg.slug}/cohorts` }),
    }),
    listPathCredits: build.query<ListPathCreditsApiResponse, ListPathCreditsApiArg>({
      query: (queryArg) => ({ url: `/api/paths/${queryArg.slug}/credits` }),
    }),
    getPathPurchase: build.query<GetPathPurchaseApiResponse, GetPathPurchaseApiArg>({
      query: (queryArg) => ({ url: `/api/paths/${queryArg.slug}/purchase` }),
    }),
    listPathSessions: build.query<ListPathSessionsApiResponse, ListPathSessionsApiArg>({
      query: (queryArg) => ({ url: `/api/paths/${queryArg.slug}/sessions` }),
    }),
    confirmPayment: build.mutation<ConfirmPaymentApiResponse, ConfirmPaymentApiArg>({
      query: (queryArg) => ({ url: `/api/payments/confirm`, method: 'POST', body: queryArg.courseCheckoutDto }),
    }),
    getPracticeAttempt: build.query<GetPracticeAttemptApiResponse, GetPracticeAttemptApiArg>({
      query: (queryArg) => ({ url: `/api/practice-attempts/${queryArg.id}` }),
    }),
    choosePracticeReply: build.mutation<ChoosePracticeReplyApiResponse, ChoosePracticeReplyApiArg>({
      query: (queryArg) => ({
        url: `/api/practice-attempts/${queryArg.id}/choices`,
        method: 'POST',
        body: queryArg.choosePracticeReplyDto,
      }),
    }),
    endPracticeAttempt: build.mutation<EndPracticeAttemptApiResponse, EndPracticeAttemptApiArg>({
      query: (queryArg) => ({ url: `/api/practice-attempts/${queryArg.id}/end`, method: 'POST' }),
    }),
    sendPracticeMessage: build.mutation<SendPracticeMessageApiResponse, SendPracticeMessageApiArg>({
      query: (queryArg) => ({
        url: `/api/practice-attempts/${queryArg.id}/messages`,
        method: 'POST',
        body: queryArg.sendPracticeMessageDto,
      }),
    }),
    retryPracticeReply: build.mutation<RetryPracticeReplyApiResponse, RetryPracticeReplyApiArg>({
      query: (queryArg) => ({ url: `/api/practice-attempts/${queryArg.id}/reply`, method: 'POST' }),
    }),
    profileImage: build.query<ProfileImageApiResponse, ProfileImageApiArg>({
      query: (queryArg) => ({ url: `/api/profile-images/${queryArg.id}` }),
    }),
    saveQuizAnswers: build.mutation<SaveQuizAnswersApiResponse, SaveQuizAnswersApiArg>({
      query: (queryArg) => ({ url: `/api/quiz-attempts/${queryArg.id}/answers`, method: 'PUT', body: queryArg.saveAnswersDto }),
    }),
    uploadQuizFile: build.mutation<UploadQuizFileApiResponse, UploadQuizFileApiArg>({
      query: (queryArg) => ({
        url: `/api/quiz-attempts/${queryArg.id}/questions/${queryArg.questionId}/file`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    searchQuizCandidates: build.mutation<SearchQuizCandidatesApiResponse, SearchQuizCandidatesApiArg>({
      query: (queryArg) => ({
        url: `/api/quiz-attempts/${queryArg.id}/questions/${queryArg.questionId}/search`,
        method: 'POST',
        body: queryArg.searchQueryDto,
      }),
    }),
    downloadQuizUpload: build.query<DownloadQuizUploadApiResponse, DownloadQuizUploadApiArg>({
      query: (queryArg) => ({ url: `/api/quiz-uploads/${queryArg.id}` }),
    }),
    startQuizAttempt: build.mutation<StartQuizAttemptApiResponse, StartQuizAttemptApiArg>({
      query: (queryArg) => ({ url: `/api/quizzes/${queryArg.id}/attempts`, method: 'POST' }),
    }),
    submitQuiz: build.mutation<SubmitQuizApiResponse, SubmitQuizApiArg>({
      query: (queryArg) => ({ url: `/api/quizzes/${queryArg.id}/submit`, method: 'POST', body: queryArg.submitQuizDto }),
    }),
    register: build.mutation<RegisterApiResponse, RegisterApiArg>({
      query: (queryArg) => ({ url: `/api/register`, method: 'POST', body: queryArg.registerDto }),
    }),
    updateReview: build.mutation<UpdateReviewApiResponse, UpdateReviewApiArg>({
      query: (queryArg) => ({ url: `/api/reviews/${queryArg.id}`, method: 'PUT', body: queryArg.reviewInputDto }),
    }),
    unmarkReviewHelpful: build.mutation<UnmarkReviewHelpfulApiResponse, UnmarkReviewHelpfulApiArg>({
      query: (queryArg) => ({ url: `/api/reviews/${queryArg.id}/helpful`, method: 'DELETE' }),
    }),
    markReviewHelpful: build.mutation<MarkReviewHelpfulApiResponse, MarkReviewHelpfulApiArg>({
      query: (queryArg) => ({ url: `/api/reviews/${queryArg.id}/helpful`, method: 'PUT' }),
    }),
    getScormBridge: build.query<GetScormBridgeApiResponse, GetScormBridgeApiArg>({
      query: () => ({ url: `/api/scorm-bridge.js` }),
    }),
    getScormContent: build.query<GetScormContentApiResponse, GetScormContentApiArg>({
      query: (queryArg) => ({ url: `/api/scorm-content/${queryArg.token}/${queryArg.path}` }),
    }),
    downloadSessionCalendar: build.query<DownloadSessionCalendarApiResponse, DownloadSessionCalendarApiArg>({
      query: (queryArg) => ({ url: `/api/sessions/${queryArg.id}/calendar.ics` }),
    }),
    joinSession: build.mutation<JoinSessionApiResponse, JoinSessionApiArg>({
      query: (queryArg) => ({ url: `/api/sessions/${queryArg.id}/join`, method: 'POST' }),
    }),
    listSubscriptions: build.query<ListSubscriptionsApiResponse, ListSubscriptionsApiArg>({
      query: () => ({ url: `/api/subscriptions` }),
    }),
    createPortalSession: build.mutation<CreatePortalSessionApiResponse, CreatePortalSessionApiArg>({
      query: (queryArg) => ({ url: `/api/subscriptions/${queryArg.id}/portal-session`, method: 'POST' }),
    }),
    getTeamInvite: build.query<GetTeamInviteApiResponse, GetTeamInviteApiArg>({
      query: (queryArg) => ({ url: `/api/team-invites/${queryArg.token}` }),
    }),
    acceptTeamInvite: build.mutation<AcceptTeamInviteApiResponse, AcceptTeamInviteApiArg>({
      query: (queryArg) => ({ url: `/api/team-invites/${queryArg.token}/accept`, method: 'POST' }),
    }),
    listMyTeams: build.query<ListMyTeamsApiResponse, ListMyTeamsApiArg>({
      query: () => ({ url: `/api/teams` }),
    }),
    createTeamCheckoutSession: build.mutation<CreateTeamCheckoutSessionApiResponse, CreateTeamCheckoutSessionApiArg>({
      query: (queryArg) => ({ url: `/api/teams/checkout-session`, method: 'POST', body: queryArg.teamCheckoutDto }),
    }),
    createPathTeamCheckoutSession: build.mutation<CreatePathTeamCheckoutSessionApiResponse, CreatePathTeamCheckoutSessionApiArg>({
      query: (queryArg) => ({ url: `/api/teams/path-checkout-session`, method: 'POST', body: queryArg.pathTeamCheckoutDto }),
    }),
    getTeam: build.query<GetTeamApiResponse, GetTeamApiArg>({
      query: (queryArg) => ({ url: `/api/teams/${queryArg.id}` }),
    }),
    getTeamCohorts: build.query<GetTeamCohortsApiResponse, GetTeamCohortsApiArg>({
      query: (queryArg) => ({ url: `/api/teams/${queryArg.id}/cohorts` }),
    }),
    exportTeamMembersCsv: build.query<ExportTeamMembersCsvApiResponse, ExportTeamMembersCsvApiArg>({
      query: (queryArg) => ({ url: `/api/teams/${queryArg.id}/members.csv` }),
    }),
    assignTeamSeats: build.mutation<AssignTeamSeatsApiResponse, AssignTeamSeatsApiArg>({
      query: (queryArg) => ({ url: `/api/teams/${queryArg.id}/seats`, method: 'POST', body: queryArg.assignSeatsDto }),
    }),
    takeTeamSeat: build.mutation<TakeTeamSeatApiResponse, TakeTeamSeatApiArg>({
      query: (queryArg) => ({ url: `/api/teams/${queryArg.id}/seats/take`, method: 'POST' }),
    }),
    placeSeatInCohort: build.mutation<PlaceSeatInCohortApiResponse, PlaceSeatInCohortApiArg>({
      query: (queryArg) => ({
        url: `/api/teams/${queryArg.id}/seats/${queryArg.seatId}/cohort`,
        method: 'PUT',
        body: queryArg.seatCohortDto,
      }),
    }),
    reassignTeamSeat: build.mutation<ReassignTeamSeatApiResponse, ReassignTeamSeatApiArg>({
      query: (queryArg) => ({
        url: `/api/teams/${queryArg.id}/seats/${queryArg.seatId}/reassign`,
        method: 'POST',
        body: queryArg.reassignSeatDto,
      }),
    }),
    resendTeamInvite: build.mutation<ResendTeamInviteApiResponse, ResendTeamInviteApiArg>({
      query: (queryArg) => ({ url: `/api/teams/${queryArg.id}/seats/${queryArg.seatId}/resend`, method: 'POST' }),
    }),
    revokeTeamSeat: build.mutation<RevokeTeamSeatApiResponse, RevokeTeamSeatApiArg>({
      query: (queryArg) => ({ url: `/api/teams/${queryArg.id}/seats/${queryArg.seatId}/revoke`, method: 'POST' }),
    }),
    deleteTeamSso: build.mutation<DeleteTeamSsoApiResponse, DeleteTeamSsoApiArg>({
      query: (queryArg) => ({ url: `/api/teams/${queryArg.id}/sso`, method: 'DELETE' }),
    }),
    getTeamSso: build.query<GetTeamSsoApiResponse, GetTeamSsoApiArg>({
      query: (queryArg) => ({ url: `/api/teams/${queryArg.id}/sso` }),
    }),
    putTeamSso: build.mutation<PutTeamSsoApiResponse, PutTeamSsoApiArg>({
      query: (queryArg) => ({ url: `/api/teams/${queryArg.id}/sso`, method: 'PUT', body: queryArg.putSsoConnectionDto }),
    }),
    addTeamSubscriptionSeats: build.mutation<AddTeamSubscriptionSeatsApiResponse, AddTeamSubscriptionSeatsApiArg>({
      query: (queryArg) => ({ url: `/api/teams/${queryArg.id}/subscription-seats`, method: 'POST', body: queryArg.subscriptionSeatsDto }),
    }),
    currentUser: build.query<CurrentUserApiResponse, CurrentUserApiArg>({
      query: () => ({ url: `/api/user` }),
    }),
    deleteCalendarFeed: build.mutation<DeleteCalendarFeedApiResponse, DeleteCalendarFeedApiArg>({
      query: () => ({ url: `/api/user/calendar-feed`, method: 'DELETE' }),
    }),
    getCalendarFeed: build.query<GetCalendarFeedApiResponse, GetCalendarFeedApiArg>({
      query: () => ({ url: `/api/user/calendar-feed` }),
    }),
    resetCalendarFeed: build.mutation<ResetCalendarFeedApiResponse, ResetCalendarFeedApiArg>({
      query: () => ({ url: `/api/user/calendar-feed`, method: 'POST' }),
    }),
    getDashboard: build.query<GetDashboardApiResponse, GetDashboardApiArg>({
      query: () => ({ url: `/api/user/dashboard` }),
    }),
    listMyPaths: build.query<ListMyPathsApiResponse, ListMyPathsApiArg>({
      query: () => ({ url: `/api/user/paths` }),
    }),
    listUpcomingSessions: build.query<ListUpcomingSessionsApiResponse, ListUpcomingSessionsApiArg>({
      query: () => ({ url: `/api/user/sessions/upcoming` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as academyApi };
export type GetMyCreditsApiResponse = /** status 200  */ MyCreditsDto;
export type GetMyCreditsApiArg = void;
export type AddMyCertificationApiResponse = /** status 201 The My credits page after the change */ MyCreditsDto;
export type AddMyCertificationApiArg = {
  certificationInputDto: CertificationInputDto;
};
export type RemoveMyCertificationApiResponse = /** status 200 The My credits page after the change */ MyCreditsDto;
export type RemoveMyCertificationApiArg = {
  id: number;
};
export type UpdateMyCertificationApiResponse = /** status 200 The My credits page after the change */ MyCreditsDto;
export type UpdateMyCertificationApiArg = {
  id: number;
  certificationInputDto: CertificationInputDto;
};
export type AddMyCreditEntryApiResponse = /** status 201 The My credits page after the change */ MyCreditsDto;
export type AddMyCreditEntryApiArg = {
  creditEntryInputDto: CreditEntryInputDto;
};
export type RemoveMyCreditEntryApiResponse = /** status 200 The My credits page after the change */ MyCreditsDto;
export type RemoveMyCreditEntryApiArg = {
  id: number;
};
export type UpdateMyCreditEntryApiResponse = /** status 200 The My credits page after the change */ MyCreditsDto;
export type UpdateMyCreditEntryApiArg = {
  id: number;
  creditEntryInputDto: CreditEntryInputDto;
};
export type RemoveMyCreditEvidenceApiResponse = /** status 200 The entry without evidence */ CreditEntryDto;
export type RemoveMyCreditEvidenceApiArg = {
  id: number;
};
export type DownloadMyCreditEvidenceApiResponse = unknown;
export type DownloadMyCreditEvidenceApiArg = {
  id: number;
};
export type UploadMyCreditEvidenceApiResponse = /** status 200 The entry with its evidence */ CreditEntryDto;
export type UploadMyCreditEvidenceApiArg = {
  id: number;
  body: {
    file: Blob;
  };
};
export type DownloadMyCreditsCsvApiResponse = /** status 200 The CSV, as an attachment */ string;
export type DownloadMyCreditsCsvApiArg = void;
export type DownloadMyCreditsPdfApiResponse = /** status 200 The PDF, as an attachment */ Blob;
export type DownloadMyCreditsPdfApiArg = void;
export type DeleteAccountApiResponse = unknown;
export type DeleteAccountApiArg = {
  deleteAccountDto: DeleteAccountDto;
};
export type RequestEmailChangeApiResponse =
  /** status 202 A confirmation link went to the new address and a notice to the current one; nothing changes until it is confirmed */ EmailChangeRequestedDto;
export type RequestEmailChangeApiArg = {
  changeEmailDto: ChangeEmailDto;
};
export type ConfirmEmailChangeApiResponse = /** status 200 The account now uses the new, confirmed address */ UserDto;
export type ConfirmEmailChangeApiArg = {
  linkTokenDto: LinkTokenDto;
};
export type ExportAccountDataApiResponse =
  /** status 200 Profile, enrolments, progress, quiz attempts, certificates and payments as one JSON file */ {
    [key: string]: any;
  };
export type ExportAccountDataApiArg = void;
export type ChangePasswordApiResponse = unknown;
export type ChangePasswordApiArg = {
  changePasswordDto: ChangePasswordDto;
};
export type UpdateProfileApiResponse = /** status 200 Name saved */ UserDto;
export type UpdateProfileApiArg = {
  updateProfileDto: UpdateProfileDto;
};
export type RemoveProfileImageApiResponse = /** status 200 The profile picture is removed */ UserDto;
export type RemoveProfileImageApiArg = void;
export type UploadProfileImageApiResponse = /** status 200 The new picture (a 256 px square) is the profile picture */ UserDto;
export type UploadProfileImageApiArg = {
  body: {
    file: Blob;
  };
};
export type ListSessionsApiResponse = /** status 200 Where the account is signed in, most recent first */ SessionDto[];
export type ListSessionsApiArg = void;
export type SignOutOtherSessionsApiResponse = unknown;
export type SignOutOtherSessionsApiArg = void;
export type ListSignInMethodsApiResponse = /** status 200  */ SignInMethodsDto;
export type ListSignInMethodsApiArg = void;
export type UnlinkSignInMethodApiResponse = unknown;
export type UnlinkSignInMethodApiArg = {
  id: number;
};
export type AdminHealthApiResponse = /** status 200 Database and Redis are up */ HealthDetailsDto;
export type AdminHealthApiArg = void;
export type StartSocialSignInApiResponse = unknown;
export type StartSocialSignInApiArg = {
  provider: string;
  /** signin (default): sign in or sign up; link: link to the signed-in account */
  intent?: 'signin' | 'link';
  /** A path of this site to land on afterwards (anything else is ignored) */
  returnTo?: string;
  /** An invite link's token: the sign-up honours it as a password sign-up does */
  invite?: string;
};
export type ListSignInProvidersApiResponse = /** status 200  */ SocialProviderDto[];
export type ListSignInProvidersApiArg = void;
export type DiscoverSsoApiResponse = /** status 200  */ SsoDiscoveryDto;
export type DiscoverSsoApiArg = {
  discoverSsoDto: DiscoverSsoDto;
};
export type GetSsoConnectionNameApiResponse = /** status 200  */ SsoConnectionNameDto;
export type GetSsoConnectionNameApiArg = {
  connectionId: number;
};
export type GetSsoSamlMetadataApiResponse = /** status 200 SAML 2.0 metadata */ string;
export type GetSsoSamlMetadataApiArg = {
  connectionId: number;
};
export type StartSsoApiResponse = unknown;
export type StartSsoApiArg = {
  connectionId: string;
  /** A path of this site to land on afterwards (anything else is ignored) */
  returnTo?: string;
  /** The work e-mail typed, passed to the identity provider as a login hint */
  loginHint?: string;
};
export type ReadCalendarFeedApiResponse = /** status 200 The feed */ string;
export type ReadCalendarFeedApiArg = {
  token: string;
};
export type ListMyCertificatesApiResponse = /** status 200  */ MyCertificateDto[];
export type ListMyCertificatesApiArg = void;
export type VerifyCertificateApiResponse = /** status 200 Anyone with the code may verify it */ CertificateVerificationDto;
export type VerifyCertificateApiArg = {
  code: string;
};
export type DownloadCertificateCredentialApiResponse = /** status 200 The Open Badges 3.0 credential, a VC-JWT signed EdDSA */ string;
export type DownloadCertificateCredentialApiArg = {
  code: string;
};
export type DownloadCertificatePdfApiResponse = /** status 200 The certificate, A4 landscape */ Blob;
export type DownloadCertificatePdfApiArg = {
  code: string;
};
export type CertificateSocialImageApiResponse = /** status 200 A 1200×630 PNG for link previews */ Blob;
export type CertificateSocialImageApiArg = {
  code: string;
  /** The version in the address from the page; any value gets the current image */
  v?: string;
};
export type SetCertificateVisibilityApiResponse = /** status 200  */ CertificateVerificationDto;
export type SetCertificateVisibilityApiArg = {
  code: string;
  certificateVisibilityDto: CertificateVisibilityDto;
};
export type JoinCohortApiResponse = /** status 200  */ LearnerCohortDto;
export type JoinCohortApiArg = {
  id: number;
};
export type LeaveCohortApiResponse = unknown;
export type LeaveCohortApiArg = {
  id: number;
};
export type QuoteCouponApiResponse = /** status 200  */ CouponQuoteDto;
export type QuoteCouponApiArg = {
  couponQuoteRequestDto: CouponQuoteRequestDto;
};
export type CourseImageApiResponse = unknown;
export type CourseImageApiArg = {
  file: string;
};
export type ListCoursesApiResponse = /** status 200 Courses the signed-in user may see, with enrolment and progress */ CourseListItemDto[];
export type ListCoursesApiArg = void;
export type CreateCourseApiResponse = /** status 200  */ CourseDetailDto;
export type CreateCourseApiArg = {
  createCourseDto: CreateCourseDto;
};
export type ListPublicCoursesApiResponse = /** status 200 Courses open to everyone */ PublicCourseDto[];
export type ListPublicCoursesApiArg = void;
export type GetPublicCourseApiResponse = /** status 200  */ CourseDetailDto;
export type GetPublicCourseApiArg = {
  id: number;
};
export type DeleteCourseApiResponse = unknown;
export type DeleteCourseApiArg = {
  id: number;
};
export type GetCourseApiResponse = /** status 200  */ CourseDetailDto;
export type GetCourseApiArg = {
  id: number;
};
export type UpdateCourseApiResponse = /** status 200  */ CourseDetailDto;
export type UpdateCourseApiArg = {
  id: number;
  updateCourseDto: UpdateCourseDto;
};
export type GetCertificateSettingsApiResponse = /** status 200  */ CertificateSettingsDto;
export type GetCertificateSettingsApiArg = {
  id: number;
};
export type SaveCertificateSettingsApiResponse = /** status 200 The settings as saved */ CertificateSettingsDto;
export type SaveCertificateSettingsApiArg = {
  id: number;
  updateCertificateSettingsDto: UpdateCertificateSettingsDto;
};
export type ListCourseCohortsApiResponse = /** status 200  */ CourseCohortsDto;
export type ListCourseCohortsApiArg = {
  id: number;
};
export type ListCourseCreditsApiResponse = /** status 200  */ CreditSummaryDto[];
export type ListCourseCreditsApiArg = {
  id: number;
};
export type ListCourseThreadsApiResponse = /** status 200  */ ThreadPageDto;
export type ListCourseThreadsApiArg = {
  id: number;
  page?: number;
  pageSize?: number;
  /** Search words over the titles and posts of the course's discussions (its lessons' Q&A and its community space) */
  q?: string;
};
export type StartCourseThreadApiResponse = /** status 201  */ ThreadDetailDto;
export type StartCourseThreadApiArg = {
  id: number;
  createThreadDto: CreateThreadDto;
};
export type GetLatestQuestionsApiResponse = /** status 200  */ LatestQuestionDto[];
export type GetLatestQuestionsApiArg = {
  id: number;
};
export type EnrollInCourseApiResponse = /** status 200 Enrolled (or already enrolled) */ EnrollmentResultDto;
export type EnrollInCourseApiArg = {
  id: number;
};
export type GrantAccessApiResponse = /** status 200  */ GrantResultDto;
export type GrantAccessApiArg = {
  id: number;
  inviteEmailDto: InviteEmailDto;
};
export type RemoveCourseImageApiResponse = /** status 200 The course image is removed */ CourseDetailDto;
export type RemoveCourseImageApiArg = {
  id: number;
};
export type UploadCourseImageApiResponse =
  /** status 200 The picture, cropped to a 640×360 card and a 1600×900 hero, is the course image */ CourseDetailDto;
export type UploadCourseImageApiArg = {
  id: number;
  body: {
    file: Blob;
  };
};
export type SetCourseInstructorsApiResponse = /** status 200  */ CourseDetailDto;
export type SetCourseInstructorsApiArg = {
  id: number;
  courseInstructorsDto: CourseInstructorsDto;
};
export type InviteToPurchaseApiResponse = /** status 200  */ InviteUrlDto;
export type InviteToPurchaseApiArg = {
  id: number;
  inviteEmailDto: InviteEmailDto;
};
export type GetLearnViewApiResponse = /** status 200  */ LearnViewDto;
export type GetLearnViewApiArg = {
  id: number;
};
export type ListCourseModulesApiResponse = /** status 200  */ ModuleOutlineDto[];
export type ListCourseModulesApiArg = {
  id: number;
};
export type CreateModuleApiResponse = /** status 200  */ ModuleOutlineDto;
export type CreateModuleApiArg = {
  id: number;
  createModuleDto: CreateModuleDto;
};
export type ReorderModulesApiResponse = /** status 200  */ ModuleOutlineDto[];
export type ReorderModulesApiArg = {
  id: number;
  reorderDto: ReorderDto;
};
export type ListCoursePathsApiResponse = /** status 200  */ CoursePathDto[];
export type ListCoursePathsApiArg = {
  id: number;
};
export type ListReviewsApiResponse = /** status 200  */ ReviewPageDto;
export type ListReviewsApiArg = {
  id: number;
  page?: number;
  pageSize?: number;
  /** `helpful`: most helpful first, then newest */
  sort?: 'newest' | 'helpful';
};
export type CreateReviewApiResponse = /** status 201  */ OwnReviewDto;
export type CreateReviewApiArg = {
  id: number;
  reviewInputDto: ReviewInputDto;
};
export type GetMyReviewApiResponse = /** status 200  */ ReviewEligibilityDto;
export type GetMyReviewApiArg = {
  id: number;
};
export type GetSeatQuoteApiResponse = /** status 200  */ SeatQuoteDto;
export type GetSeatQuoteApiArg = {
  id: number;
  /** How many seats to price */
  seats: number;
};
export type ListSeatTiersApiResponse = /** status 200  */ SeatTierDto[];
export type ListSeatTiersApiArg = {
  id: number;
};
export type ReplaceSeatTiersApiResponse = /** status 200 The discounts as saved, fewest seats first */ SeatTierDto[];
export type ReplaceSeatTiersApiArg = {
  id: number;
  seatTiersDto: SeatTiersDto;
};
export type ListCourseSessionsApiResponse = /** status 200  */ LiveSessionDto[];
export type ListCourseSessionsApiArg = {
  id: number;
};
export type CourseSocialImageApiResponse = /** status 200 A 1200×630 PNG for link previews */ Blob;
export type CourseSocialImageApiArg = {
  id: number;
  /** The version in the address from the page; any value gets the current image */
  v?: string;
};
export type SetCourseSpecificAccessApiResponse = /** status 200  */ CourseDetailDto;
export type SetCourseSpecificAccessApiArg = {
  id: number;
  specificAccessDto: SpecificAccessDto;
};
export type ListCourseStudentsApiResponse = /** status 200  */ StudentDto[];
export type ListCourseStudentsApiArg = {
  id: number;
};
export type CreateCheckoutSessionApiResponse = /** status 200  */ CheckoutSessionDto;
export type CreateCheckoutSessionApiArg = {
  checkoutStartDto: CheckoutStartDto;
};
export type CreatePaymentIntentApiResponse = /** status 200  */ PaymentIntentDto;
export type CreatePaymentIntentApiArg = {
  checkoutStartDto: CheckoutStartDto;
};
export type CreatePublicCheckoutSessionApiResponse = /** status 200  */ CheckoutSessionDto;
export type CreatePublicCheckoutSessionApiArg = {
  publicCheckoutDto: PublicCheckoutDto;
};
export type CredentialStatusListApiResponse =
  /** status 200 The revocation list of every credential (BitstringStatusListCredential, VC-JWT) */ string;
export type CredentialStatusListApiArg = void;
export type GetDiscussionEmailSettingApiResponse = /** status 200  */ EmailSettingDto;
export type GetDiscussionEmailSettingApiArg = void;
export type UpdateDiscussionEmailSettingApiResponse = /** status 200  */ EmailSettingDto;
export type UpdateDiscussionEmailSettingApiArg = {
  emailSettingDto: EmailSettingDto;
};
export type DeletePostApiResponse = unknown;
export type DeletePostApiArg = {
  id: number;
};
export type EditPostApiResponse = /** status 200  */ PostDto;
export type EditPostApiArg = {
  id: number;
  postBodyDto: PostBodyDto;
};
export type ReportPostApiResponse = unknown;
export type ReportPostApiArg = {
  id: number;
  reasonDto: ReasonDto;
};
export type RemovePostUpvoteApiResponse = /** status 200  */ UpvoteDto;
export type RemovePostUpvoteApiArg = {
  id: number;
};
export type UpvotePostApiResponse = /** status 200  */ UpvoteDto;
export type UpvotePostApiArg = {
  id: number;
};
export type GetThreadApiResponse = /** status 200  */ ThreadDetailDto;
export type GetThreadApiArg = {
  id: number;
  page?: number;
  pageSize?: number;
};
export type UnmarkThreadAnsweredApiResponse = /** status 200  */ ThreadDetailDto;
export type UnmarkThreadAnsweredApiArg = {
  id: number;
};
export type MarkThreadAnsweredApiResponse = /** status 200  */ ThreadDetailDto;
export type MarkThreadAnsweredApiArg = {
  id: number;
  markAnsweredDto: MarkAnsweredDto;
};
export type ReplyInThreadApiResponse = /** status 201  */ PostDto;
export type ReplyInThreadApiArg = {
  id: number;
  replyDto: ReplyDto;
};
export type GetUnsubscribeApiResponse = /** status 200  */ UnsubscribeInfoDto;
export type GetUnsubscribeApiArg = {
  /** The signed token from the e-mail */
  token: string;
};
export type UnsubscribeApiResponse = /** status 200  */ UnsubscribeInfoDto;
export type UnsubscribeApiArg = {
  /** The signed token from the e-mail */
  token: string;
};
export type UploadDownloadFileApiResponse =
  /** status 201 Stored; put fileUrl, fileName and fileSize into the download */ UploadedDownloadFileDto;
export type UploadDownloadFileApiArg = {
  body: {
    file: Blob;
  };
};
export type DownloadFileApiResponse = unknown;
export type DownloadFileApiArg = {
  id: string;
};
export type ListDownloadsApiResponse = /** status 200 The download library (signed-in users) */ DownloadDto[];
export type ListDownloadsApiArg = void;
export type CreateDownloadApiResponse = /** status 200  */ DownloadDto;
export type CreateDownloadApiArg = {
  downloadInputDto: DownloadInputDto;
};
export type UpdateDownloadApiResponse = /** status 200  */ DownloadDto;
export type UpdateDownloadApiArg = {
  id: number;
  downloadInputDto: DownloadInputDto;
};
export type DeleteDownloadApiResponse = unknown;
export type DeleteDownloadApiArg = {
  id: number;
};
export type EmailVerificationStatusApiResponse = /** status 200  */ EmailVerificationStatusDto;
export type EmailVerificationStatusApiArg = void;
export type ConfirmEmailApiResponse =
  /** status 200 The address is confirmed; purchases and grants held for it now belong to the account */ EmailConfirmedDto;
export type ConfirmEmailApiArg = {
  linkTokenDto: LinkTokenDto;
};
export type ResendVerificationEmailApiResponse = unknown;
export type ResendVerificationEmailApiArg = void;
export type HealthApiResponse = /** status 200 Database and Redis are up */ HealthDto;
export type HealthApiArg = void;
export type InstructorPhotoApiResponse = unknown;
export type InstructorPhotoApiArg = {
  file: string;
};
export type ListInstructorsApiResponse = /** status 200  */ InstructorDto[];
export type ListInstructorsApiArg = void;
export type CreateInstructorApiResponse = /** status 200  */ InstructorDto;
export type CreateInstructorApiArg = {
  createInstructorDto: CreateInstructorDto;
};
export type DeleteInstructorApiResponse = unknown;
export type DeleteInstructorApiArg = {
  id: number;
};
export type UpdateInstructorApiResponse = /** status 200  */ InstructorDto;
export type UpdateInstructorApiArg = {
  id: number;
  updateInstructorDto: UpdateInstructorDto;
};
export type RemoveInstructorPhotoApiResponse = /** status 200  */ InstructorDto;
export type RemoveInstructorPhotoApiArg = {
  id: number;
};
export type UploadInstructorPhotoApiResponse = /** status 200  */ InstructorDto;
export type UploadInstructorPhotoApiArg = {
  id: number;
  body: {
    file: Blob;
  };
};
export type CheckInviteApiResponse = /** status 200  */ InviteCheckDto;
export type CheckInviteApiArg = {
  token: string;
};
export type CreateLessonApiResponse = /** status 200  */ LessonDto;
export type CreateLessonApiArg = {
  createLessonDto: CreateLessonDto;
};
export type DeleteLessonApiResponse = unknown;
export type DeleteLessonApiArg = {
  id: number;
};
export type GetLessonApiResponse = /** status 200 Content fields only for enrolled learners and admins */ LessonDto;
export type GetLessonApiArg = {
  id: number;
};
export type UpdateLessonApiResponse = /** status 200  */ LessonDto;
export type UpdateLessonApiArg = {
  id: number;
  updateLessonDto: UpdateLessonDto;
};
export type CompleteLessonApiResponse = /** status 200  */ CompletionResultDto;
export type CompleteLessonApiArg = {
  id: number;
};
export type ListLessonThreadsApiResponse = /** status 200  */ ThreadPageDto;
export type ListLessonThreadsApiArg = {
  id: number;
  page?: number;
  pageSize?: number;
  /** Search words over the titles and posts of the course's discussions (its lessons' Q&A and its community space) */
  q?: string;
};
export type AskLessonQuestionApiResponse = /** status 201  */ ThreadDetailDto;
export type AskLessonQuestionApiArg = {
  id: number;
  createThreadDto: CreateThreadDto;
};
export type RecordLessonViewApiResponse = unknown;
export type RecordLessonViewApiArg = {
  id: number;
};
export type MoveLessonApiResponse = /** status 200 The course's modules with their lessons, in their new order */ ModuleOutlineDto[];
export type MoveLessonApiArg = {
  id: number;
  moveLessonDto: MoveLessonDto;
};
export type GetLessonPracticeApiResponse = /** status 200  */ LearnerPracticeDto;
export type GetLessonPracticeApiArg = {
  id: number;
};
export type StartPracticeAttemptApiResponse = /** status 200 The attempt in progress (resumed) or a new one */ PracticeAttemptDto;
export type StartPracticeAttemptApiArg = {
  id: number;
};
export type GetPreviewLessonApiResponse = /** status 200 The preview lesson with its content */ LessonDto;
export type GetPreviewLessonApiArg = {
  id: number;
};
export type GetLessonQuizApiResponse = /** status 200 The quiz settings and your attempts; never the answers */ LearnerQuizDto;
export type GetLessonQuizApiArg = {
  id: number;
};
export type GetScormLaunchApiResponse = /** status 200  */ ScormLaunchDto;
export type GetScormLaunchApiArg = {
  id: number;
};
export type CommitScormApiResponse = /** status 200  */ ScormCommitResultDto;
export type CommitScormApiArg = {
  id: number;
  commitScormDto: CommitScormDto;
};
export type LoginApiResponse = /** status 200 Signed in; the session cookie is set */ AuthResponseDto;
export type LoginApiArg = {
  loginDto: LoginDto;
};
export type LogoutApiResponse = unknown;
export type LogoutApiArg = void;
export type DeleteModuleApiResponse = unknown;
export type DeleteModuleApiArg = {
  moduleId: number;
};
export type UpdateModuleApiResponse = /** status 200  */ ModuleOutlineDto;
export type UpdateModuleApiArg = {
  moduleId: number;
  updateModuleDto: UpdateModuleDto;
};
export type ListModuleLessonsApiResponse = /** status 200  */ LessonOutlineDto[];
export type ListModuleLessonsApiArg = {
  moduleId: number;
};
export type CreateModuleLessonApiResponse = /** status 200  */ LessonDto;
export type CreateModuleLessonApiArg = {
  moduleId: number;
  createModuleLessonDto: CreateModuleLessonDto;
};
export type ReorderLessonsApiResponse = /** status 200  */ ModuleOutlineDto;
export type ReorderLessonsApiArg = {
  moduleId: number;
  reorderDto: ReorderDto;
};
export type ListNotificationsApiResponse = /** status 200  */ NotificationPageDto;
export type ListNotificationsApiArg = {
  page?: number;
  pageSize?: number;
};
export type MarkAllNotificationsReadApiResponse = /** status 200  */ UnreadCountDto;
export type MarkAllNotificationsReadApiArg = void;
export type MarkNotificationReadApiResponse = /** status 200  */ UnreadCountDto;
export type MarkNotificationReadApiArg = {
  id: number;
};
export type ResetPasswordApiResponse = /** status 200 New password set and signed in; every other session has ended */ AuthResponseDto;
export type ResetPasswordApiArg = {
  passwordResetDto: PasswordResetDto;
};
export type RequestPasswordResetApiResponse = unknown;
export type RequestPasswordResetApiArg = {
  passwordResetRequestDto: PasswordResetRequestDto;
};
export type ListPathsApiResponse = /** status 200  */ PathSummaryDto[];
export type ListPathsApiArg = void;
export type CreatePathCheckoutSessionApiResponse = /** status 200  */ CheckoutSessionDto;
export type CreatePathCheckoutSessionApiArg = {
  id: number;
};
export type CreatePathPaymentIntentApiResponse = /** status 200  */ PaymentIntentDto;
export type CreatePathPaymentIntentApiArg = {
  id: number;
};
export type ConfirmPathPaymentApiResponse = /** status 200 The payment's state as Stripe reports it */ PathPaymentConfirmationDto;
export type ConfirmPathPaymentApiArg = {
  id: number;
};
export type GetPathSeatQuoteApiResponse = /** status 200  */ PathSeatQuoteDto;
export type GetPathSeatQuoteApiArg = {
  id: number;
  /** How many seats to price */
  seats: number;
};
export type GetPathApiResponse = /** status 200  */ PathDetailDto;
export type GetPathApiArg = {
  slug: string;
};
export type ListPathCohortsApiResponse = /** status 200  */ CourseCohortsDto;
export type ListPathCohortsApiArg = {
  slug: string;
};
export type ListPathCreditsApiResponse = /** status 200  */ CreditSummaryDto[];
export type ListPathCreditsApiArg = {
  slug: string;
};
export type GetPathPurchaseApiResponse = /** status 200  */ PathPurchaseDto;
export type GetPathPurchaseApiArg = {
  slug: string;
};
export type ListPathSessionsApiResponse = /** status 200  */ LiveSessionDto[];
export type ListPathSessionsApiArg = {
  slug: string;
};
export type ConfirmPaymentApiResponse =
  /** status 200 The payment's state as Stripe reports it; enrolled when paid */ PaymentConfirmationDto;
export type ConfirmPaymentApiArg = {
  courseCheckoutDto: CourseCheckoutDto;
};
export type GetPracticeAttemptApiResponse = /** status 200  */ PracticeAttemptDto;
export type GetPracticeAttemptApiArg = {
  id: number;
};
export type ChoosePracticeReplyApiResponse = /** status 200  */ PracticeAttemptDto;
export type ChoosePracticeReplyApiArg = {
  id: number;
  choosePracticeReplyDto: ChoosePracticeReplyDto;
};
export type EndPracticeAttemptApiResponse = /** status 200 The attempt, graded or needs_review */ PracticeAttemptDto;
export type EndPracticeAttemptApiArg = {
  id: number;
};
export type SendPracticeMessageApiResponse = /** status 200 The reply as Server-Sent Events */ string;
export type SendPracticeMessageApiArg = {
  id: number;
  sendPracticeMessageDto: SendPracticeMessageDto;
};
export type RetryPracticeReplyApiResponse = /** status 200 The reply as Server-Sent Events */ string;
export type RetryPracticeReplyApiArg = {
  id: number;
};
export type ProfileImageApiResponse = unknown;
export type ProfileImageApiArg = {
  id: string;
};
export type SaveQuizAnswersApiResponse = /** status 200 Answers merged into the attempt (null clears one) */ SavedAnswersDto;
export type SaveQuizAnswersApiArg = {
  id: number;
  saveAnswersDto: SaveAnswersDto;
};
export type UploadQuizFileApiResponse = /** status 200 Stored; replaces an earlier file for the question */ AttemptFileDto;
export type UploadQuizFileApiArg = {
  id: number;
  questionId: number;
  /** Allowed files: .pdf, .doc, .docx, .odt, .xls, .xlsx, .pptx, .txt, .csv, .png, .jpg, .jpeg, up to 10 MB. */
  body: {
    file: Blob;
  };
};
export type SearchQuizCandidatesApiResponse =
  /** status 200 The hit count, the first 20 candidates and any warnings about the string */ SearchResultsDto;
export type SearchQuizCandidatesApiArg = {
  id: number;
  questionId: number;
  searchQueryDto: SearchQueryDto;
};
export type DownloadQuizUploadApiResponse = unknown;
export type DownloadQuizUploadApiArg = {
  id: number;
};
export type StartQuizAttemptApiResponse =
  /** status 200 Your attempt in progress (resumed), or a new one with its server deadline */ QuizAttemptDto;
export type StartQuizAttemptApiArg = {
  id: number;
};
export type SubmitQuizApiResponse = /** status 200 Graded on the server; the client score is ignored */ QuizResultDto;
export type SubmitQuizApiArg = {
  id: number;
  submitQuizDto: SubmitQuizDto;
};
export type RegisterApiResponse =
  /** status 200 Account created and signed in; a verification e-mail is on its way (not for invite sign-ups, which are verified) */ AuthResponseDto;
export type RegisterApiArg = {
  registerDto: RegisterDto;
};
export type UpdateReviewApiResponse = /** status 200  */ OwnReviewDto;
export type UpdateReviewApiArg = {
  id: number;
  reviewInputDto: ReviewInputDto;
};
export type UnmarkReviewHelpfulApiResponse = /** status 200  */ HelpfulVoteDto;
export type UnmarkReviewHelpfulApiArg = {
  id: number;
};
export type MarkReviewHelpfulApiResponse = /** status 200  */ HelpfulVoteDto;
export type MarkReviewHelpfulApiArg = {
  id: number;
};
export type GetScormBridgeApiResponse = unknown;
export type GetScormBridgeApiArg = void;
export type GetScormContentApiResponse = unknown;
export type GetScormContentApiArg = {
  token: string;
  /** The file's path inside the package (it may have several segments) */
  path: string;
};
export type DownloadSessionCalendarApiResponse = /** status 200 The .ics file, as an attachment */ string;
export type DownloadSessionCalendarApiArg = {
  id: number;
};
export type JoinSessionApiResponse = /** status 200  */ JoinLinkDto;
export type JoinSessionApiArg = {
  id: number;
};
export type ListSubscriptionsApiResponse = /** status 200 The user's subscriptions, newest first */ SubscriptionDto[];
export type ListSubscriptionsApiArg = void;
export type CreatePortalSessionApiResponse = /** status 200  */ PortalSessionDto;
export type CreatePortalSessionApiArg = {
  id: number;
};
export type GetTeamInviteApiResponse = /** status 200  */ TeamInviteDto;
export type GetTeamInviteApiArg = {
  token: string;
};
export type AcceptTeamInviteApiResponse = /** status 200 Joined (or already joined): the course to open */ TeamInviteAcceptedDto;
export type AcceptTeamInviteApiArg = {
  token: string;
};
export type ListMyTeamsApiResponse = /** status 200  */ TeamSummaryDto[];
export type ListMyTeamsApiArg = void;
export type CreateTeamCheckoutSessionApiResponse = /** status 200  */ CheckoutSessionDto;
export type CreateTeamCheckoutSessionApiArg = {
  teamCheckoutDto: TeamCheckoutDto;
};
export type CreatePathTeamCheckoutSessionApiResponse = /** status 200  */ CheckoutSessionDto;
export type CreatePathTeamCheckoutSessionApiArg = {
  pathTeamCheckoutDto: PathTeamCheckoutDto;
};
export type GetTeamApiResponse = /** status 200  */ TeamDetailDto;
export type GetTeamApiArg = {
  id: number;
};
export type GetTeamCohortsApiResponse = /** status 200  */ TeamCohortsDto;
export type GetTeamCohortsApiArg = {
  id: number;
};
export type ExportTeamMembersCsvApiResponse = /** status 200 The CSV file, as an attachment named after the team and today (UTC) */ string;
export type ExportTeamMembersCsvApiArg = {
  id: number;
};
export type AssignTeamSeatsApiResponse = /** status 200 The team after the assignment */ TeamDetailDto;
export type AssignTeamSeatsApiArg = {
  id: number;
  assignSeatsDto: AssignSeatsDto;
};
export type TakeTeamSeatApiResponse = /** status 200 The team with the new seat */ TeamDetailDto;
export type TakeTeamSeatApiArg = {
  id: number;
};
export type PlaceSeatInCohortApiResponse = unknown;
export type PlaceSeatInCohortApiArg = {
  id: number;
  seatId: number;
  seatCohortDto: SeatCohortDto;
};
export type ReassignTeamSeatApiResponse = /** status 200 The team after the change */ TeamDetailDto;
export type ReassignTeamSeatApiArg = {
  id: number;
  seatId: number;
  reassignSeatDto: ReassignSeatDto;
};
export type ResendTeamInviteApiResponse = unknown;
export type ResendTeamInviteApiArg = {
  id: number;
  seatId: number;
};
export type RevokeTeamSeatApiResponse = /** status 200 The team after the change */ TeamDetailDto;
export type RevokeTeamSeatApiArg = {
  id: number;
  seatId: number;
};
export type DeleteTeamSsoApiResponse = unknown;
export type DeleteTeamSsoApiArg = {
  id: number;
};
export type GetTeamSsoApiResponse = /** status 200  */ SsoSetupDto;
export type GetTeamSsoApiArg = {
  id: number;
};
export type PutTeamSsoApiResponse = /** status 200  */ SsoConnectionDto;
export type PutTeamSsoApiArg = {
  id: number;
  putSsoConnectionDto: PutSsoConnectionDto;
};
export type AddTeamSubscriptionSeatsApiResponse =
  /** status 200 The team as it stands (the new seats follow once Stripe confirms) */ TeamSummaryDto;
export type AddTeamSubscriptionSeatsApiArg = {
  id: number;
  subscriptionSeatsDto: SubscriptionSeatsDto;
};
export type CurrentUserApiResponse = /** status 200 The signed-in user */ UserDto;
export type CurrentUserApiArg = void;
export type DeleteCalendarFeedApiResponse = unknown;
export type DeleteCalendarFeedApiArg = void;
export type GetCalendarFeedApiResponse = /** status 200  */ CalendarFeedDto;
export type GetCalendarFeedApiArg = void;
export type ResetCalendarFeedApiResponse = /** status 200  */ CalendarFeedDto;
export type ResetCalendarFeedApiArg = void;
export type GetDashboardApiResponse = /** status 200  */ DashboardDto;
export type GetDashboardApiArg = void;
export type ListMyPathsApiResponse = /** status 200  */ PathDetailDto[];
export type ListMyPathsApiArg = void;
export type ListUpcomingSessionsApiResponse = /** status 200  */ LiveSessionDto[];
export type ListUpcomingSessionsApiArg = void;
export type CreditBody = 'shrm' | 'hrci' | 'cpd';
export type Certification = 'shrm-cp' | 'shrm-scp' | 'aphr' | 'phr' | 'sphr' | 'gphr' | 'cpd';
export type RequirementFiguresDto = {
  business: number;
  ethics: number;
  global: number;
  /** Hundredths of a credit */
  total: number;
};
export type CreditCategory = 'general' | 'business' | 'global' | 'ethics';
export type LedgerSource = 'academy' | 'elsewhere';
export type LedgerLineDto = {
  activityId: string | null;
  activityTitle: string;
  category: CreditCategory;
  /** The certificate that earned it (academy lines of a certificate; null for a live session) */
  certificateCode: string | null;
  date: string;
  /** The learner's entry (elsewhere lines) */
  entryId: number | null;
  hundredths: number;
  provider: string;
  /** academy: a certificate of ours, or a live session an admin confirmed the learner attended; elsewhere: the learner added it */
  source: LedgerSource;
};
export type CycleStatus = 'upcoming' | 'active' | 'ended';
export type CertificationLedgerDto = {
  /** The body whose credits count */
  body: CreditBody;
  bodyName: string | null;
  certification: Certification;
  /** Every requirement is met */
  complete: boolean;
  cycleEnd: string;
  cycleStart: string;
  /** Days from today to the cycle’s last day (negative once it ended) */
  daysLeft: number;
  /** Credits counted in the cycle */
  earned: RequirementFiguresDto;
  id: number;
  /** SHRM-CP, PHR, or "CPD (CIPD)" */
  label: string;
  /** The credits that count, oldest first */
  lines: LedgerLineDto[];
  /** Still needed (0 each once met); null without a requirement */
  missing: RequirementFiguresDto | null;
  /** null: no requirement (hours are tracked only) */
  required: RequirementFiguresDto | null;
  status: CycleStatus;
  /** Shown when the cycle ends within 90 days (or has ended) with credits missing */
  warning: string | null;
};
export type EvidenceDto = {
  fileName: string;
  size: number;
  url: string;
};
export type CreditEntryDto = {
  activityId: string | null;
  activityTitle: string;
  body: CreditBody;
  bodyName: string | null;
  category: CreditCategory;
  earnedOn: string;
  evidence: EvidenceDto | null;
  hundredths: number;
  id: number;
  label: string;
  provider: string;
};
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
export type MyCreditsDto = {
  certifications: CertificationLedgerDto[];
  /** Credits the learner added, newest first */
  entries: CreditEntryDto[];
  /** The academy's requirement for each certification */
  requirements: CertificationRequirementDto[];
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
export type CertificationInputDto = {
  /** The CPD body the learner reports to: required for cpd, not given for the others */
  bodyName?: string | null;
  certification: Certification;
  /** Cycle end (YYYY-MM-DD) */
  cycleEnd: string;
  /** Cycle start (YYYY-MM-DD) */
  cycleStart: string;
};
export type CreditEntryInputDto = {
  /** The body's activity ID, if you have one */
  activityId?: string | null;
  activityTitle: string;
  body: CreditBody;
  /** The CPD body, for CPD hours (optional) */
  bodyName?: string | null;
  /** HRCI credits only; SHRM PDCs and CPD hours are general */
  category?: CreditCategory;
  /** Date earned (YYYY-MM-DD) */
  earnedOn: string;
  /** Credits in hundredths: 1 to 100000 (0.01 to 1000 credits) */
  hundredths: number;
  provider: string;
};
export type DeleteAccountDto = {
  /** Whether the learner's certificates keep showing their name once the account is gone (else they show 'Name withheld by the holder') */
  keepNameOnCertificates: boolean;
  password: string;
};
export type EmailChangeRequestedDto = {
  /** Where the confirmation link went */
  pendingEmail: string;
};
export type ChangeEmailDto = {
  newEmail: string;
  password: string;
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
export type LinkTokenDto = {
  token: string;
};
export type ChangePasswordDto = {
  currentPassword: string;
  newPassword: string;
};
export type UpdateProfileDto = {
  firstName: string;
  lastName: string;
};
export type SessionDto = {
  createdAt: string;
  /** The session this request came from */
  current: boolean;
  id: string;
  lastSeenAt: string;
  userAgent: string | null;
};
export type SocialProviderId = 'google' | 'linkedin' | 'microsoft';
export type LinkedSignInDto = {
  /** The provider account's e-mail when it was linked */
  email: string | null;
  id: number;
  lastUsedAt: string | null;
  linkedAt: string;
  provider: SocialProviderId;
  providerName: string;
};
export type SocialProviderDto = {
  id: SocialProviderId;
  /** What the button says after 'Continue with' */
  name: string;
};
export type SignInMethodsDto = {
  /** Whether the account has a password (an account made through a provider has none until one is set) */
  hasPassword: boolean;
  identities: LinkedSignInDto[];
  /** The providers that are on: those not linked yet can be connected */
  providers: SocialProviderDto[];
};
export type PracticeAiHealthDto = {
  /** A model provider is configured: AI practice lessons can run */
  configured: boolean;
  /** The model name (LLM_MODEL), when configured */
  model: string | null;
};
export type HealthDetailsDto = {
  db: 'up' | 'down';
  practiceAi: PracticeAiHealthDto;
  redis: 'up' | 'down';
  /** ok; error when the database or Redis is down; draining while this server is stopping */
  status: 'ok' | 'error' | 'draining';
};
export type SsoDiscoveryDto = {
  connectionId: number;
  displayName: string;
  /** Where the browser goes to sign in */
  startUrl: string;
};
export type DiscoverSsoDto = {
  email: string;
};
export type SsoConnectionNameDto = {
  displayName: string;
  id: number;
};
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
export type CertificateIssuerDto = {
  name: string;
  /** The academy's address (PUBLIC_URL) */
  url: string;
};
export type CertificateKind = 'course' | 'path';
export type CertificatePathDto = {
  id: number;
  slug: string;
  title: string;
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
export type CertificateStatus = 'valid' | 'expired' | 'revoked';
export type MyCertificateDto = {
  code: string;
  /** The course it certifies; null for a path's certificate (see path) */
  courseId: number | null;
  /** The course title as printed on the certificate; for a path's certificate, the path's certificate title ("Certified Recruiter — Practitioner") */
  courseTitle: string;
  /** The signed Open Badges 3.0 credential (VC-JWT) */
  credentialUrl: string;
  /** The continuing-education credits the certificate earned, as issued (SHRM, then HRCI, then CPD); empty when none */
  credits: CreditSummaryDto[];
  /** Average of the learner's best score in each of the course's quizzes, whole percent, as issued; null when the course had no graded quiz */
  finalScore: number | null;
  /** Hours of learning the course (a path: its required steps) takes, one decimal */
  hours: number;
  /** Completion date (ISO 8601) */
  issuedAt: string;
  issuer: CertificateIssuerDto;
  /** What it certifies: a course's completion, or a learning path's (every required step done) */
  kind: CertificateKind;
  /** The learner name as printed on the certificate */
  learnerName: string;
  /** A path certificate's path; null for a course's certificate */
  path: CertificatePathDto | null;
  pdfUrl: string;
  /** The holder lets search engines index the verification page */
  public: boolean;
  /** What renews it: the course's refresher now; null without one */
  refresher: CertificateRefresherDto | null;
  /** Passing the refresher now renews it: it expires within 60 days or has expired, is neither revoked nor renewed, and the course names a refresher */
  renewable: boolean;
  /** From when passing the refresher renews it (60 days before it expires); null when it never expires */
  renewalOpensAt: string | null;
  /** The code of the certificate that renewed this one (the learner passed the refresher); null while none has */
  renewedBy: string | null;
  /** The code of the earlier certificate this one renews */
  renews: string | null;
  /** Why an admin revoked it */
  revokeReason: string | null;
  revokedAt: string | null;
  /** revoked (whatever its dates), expired (from validUntil on), else valid */
  status: CertificateStatus;
  /** When it expires (ISO 8601): the completion date plus the validity the course had then; null: it never expires */
  validUntil: string | null;
  /** The public page an employer opens to check it */
  verificationUrl: string;
};
export type CertificateVerificationDto = {
  code: string;
  /** The course title as printed on the certificate; for a path's certificate, the path's certificate title ("Certified Recruiter — Practitioner") */
  courseTitle: string;
  /** The signed Open Badges 3.0 credential (VC-JWT) */
  credentialUrl: string;
  /** The continuing-education credits the certificate earned, as issued (SHRM, then HRCI, then CPD); empty when none */
  credits: CreditSummaryDto[];
  /** Average of the learner's best score in each of the course's quizzes, whole percent, as issued; null when the course had no graded quiz */
  finalScore: number | null;
  /** Hours of learning the course (a path: its required steps) takes, one decimal */
  hours: number;
  /** Completion date (ISO 8601) */
  issuedAt: string;
  issuer: CertificateIssuerDto;
  /** What it certifies: a course's completion, or a learning path's (every required step done) */
  kind: CertificateKind;
  /** The learner name as printed on the certificate */
  learnerName: string;
  /** A path certificate's path; null for a course's certificate */
  path: CertificatePathDto | null;
  pdfUrl: string;
  /** The holder lets search engines index the verification page */
  public: boolean;
  /** The code of the certificate that renewed this one (the learner passed the refresher); null while none has */
  renewedBy: string | null;
  /** The code of the earlier certificate this one renews */
  renews: string | null;
  revokedAt: string | null;
  /** revoked (whatever its dates), expired (from validUntil on), else valid */
  status: CertificateStatus;
  /** When it expires (ISO 8601): the completion date plus the validity the course had then; null: it never expires */
  validUntil: string | null;
  /** The public page an employer opens to check it */
  verificationUrl: string;
};
export type CertificateVisibilityDto = {
  /** Let search engines index the verification page */
  public: boolean;
};
export type LearnerCohortDto = {
  capacity: number | null;
  /** The course it runs; null for a learning path's cohort */
  courseId: number | null;
  endsAt: string;
  id: number;
  /** The viewer is a member */
  isMember: boolean;
  memberCount: number;
  /** The learning path it runs; null for a course's cohort */
  pathId: number | null;
  /** The viewer's team placed them in it: only their manager moves them */
  placedByTeam: boolean;
  /** Places left; null: no limit */
  placesLeft: number | null;
  startsAt: string;
  title: string;
};
export type CouponQuoteDto = {
  /** What the buyer pays, integer cents */
  amount: number;
  /** The code, in upper case */
  code: string;
  /** Integer cents off */
  discountAmount: number;
  /** The discount in words */
  label: string;
  /** The course's price, integer cents */
  originalAmount: number;
};
export type CouponQuoteRequestDto = {
  code: string;
  courseId: number;
};
export type CourseListItemDto = {
  accessLevel: 'all' | 'recruitpro' | 'jobseeker' | 'admin';
  /** The viewer's current certificate for this course (valid, expired or revoked) */
  certificateCode: string | null;
  createdAt: string;
  description: string;
  /** Minutes */
  estimatedDuration: number | null;
  /** The course image for the course page's hero (1600×900 WebP); null: none */
  heroImageUrl: string | null;
  id: number;
  isEnrolled: boolean;
  isPaid: boolean;
  lessonCount: number;
  paymentType: 'one_time' | 'subscription';
  /** Integer cents */
  price: number;
  /** Percent of lessons completed, 0–100, rounded */
  progress: number;
  /** Average rating (1–5) to one decimal; null without reviews */
  ratingAverage: number | null;
  /** Visible reviews of the course */
  ratingCount: number;
  slug: string;
  /** The course image for cards (640×360 WebP); null: none */
  thumbnailUrl: string | null;
  title: string;
};
export type InstructorLinkDto = {
  label: string;
  url: string;
};
export type InstructorDto = {
  /** Plain text */
  bio: string;
  credentials: string[];
  id: number;
  links: InstructorLinkDto[];
  name: string;
  /** A 400×400 WebP; null: none */
  photoUrl: string | null;
  /** Empty when not given */
  title: string;
};
export type LessonOutlineDto = {
  /** Minutes */
  duration: number;
  id: number;
  isCompleted: boolean;
  /** A free preview: anyone who may see the course may open it */
  isPreview: boolean;
  moduleId: number;
  order: number;
  title: string;
  type: 'video' | 'text' | 'download' | 'quiz' | 'practice' | 'scorm';
};
export type ModuleOutlineDto = {
  description: string | null;
  id: number;
  lessons: LessonOutlineDto[];
  order: number;
  title: string;
  /** Drip: the module opens this many days after the learner's start (their cohort's, else their enrolment's); null: from the start */
  unlockAfterDays: number | null;
};
export type ProgressDto = {
  completed: number;
  total: number;
};
export type CourseDetailDto = {
  accessLevel: 'all' | 'recruitpro' | 'jobseeker' | 'admin';
  /** The viewer's current certificate for this course (valid, expired or revoked) */
  certificateCode: string | null;
  createdAt: string;
  description: string;
  /** Minutes */
  estimatedDuration: number | null;
  /** The course image for the course page's hero (1600×900 WebP); null: none */
  heroImageUrl: string | null;
  id: number;
  /** The course's instructors in the order shown */
  instructors: InstructorDto[];
  isEnrolled: boolean;
  isPaid: boolean;
  lessonCount: number;
  /** Every lesson in course order */
  lessons: LessonOutlineDto[];
  modules: ModuleOutlineDto[];
  paymentType: 'one_time' | 'subscription';
  /** Integer cents */
  price: number;
  progress: ProgressDto;
  /** Average rating (1–5) to one decimal; null without reviews */
  ratingAverage: number | null;
  /** Visible reviews of the course */
  ratingCount: number;
  slug: string;
  /** Admins only: users given access whatever the access level */
  specificUserAccess?: number[];
  /** The course image for cards (640×360 WebP); null: none */
  thumbnailUrl: string | null;
  title: string;
};
export type CreateCourseDto = {
  accessLevel: 'all' | 'recruitpro' | 'jobseeker' | 'admin';
  description?: string;
  /** Minutes */
  estimatedDuration?: number | null;
  isPaid?: boolean;
  paymentType?: 'one_time' | 'subscription';
  /** Integer cents; required when isPaid */
  price?: number | null;
  /** Derived from the title when absent; made unique with a suffix */
  slug?: string;
  /** Non-admin users who get access whatever the access level */
  specificUserAccess?: number[];
  title: string;
};
export type PublicCourseDto = {
  accessLevel: 'all' | 'recruitpro' | 'jobseeker' | 'admin';
  createdAt: string;
  description: string;
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
export type UpdateCourseDto = {
  accessLevel?: 'all' | 'recruitpro' | 'jobseeker' | 'admin';
  description?: string;
  /** Minutes */
  estimatedDuration?: number | null;
  isPaid?: boolean;
  paymentType?: 'one_time' | 'subscription';
  /** Integer cents */
  price?: number | null;
  title?: string;
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
export type CourseCohortsDto = {
  /** The viewer may join one: enrolled in the course, or in one of the path's courses (or an admin) */
  canJoin: boolean;
  /** The course's (or path's) cohorts that have not ended, and the viewer's own, soonest first */
  cohorts: LearnerCohortDto[];
};
export type ThreadSummaryDto = {
  /** The author's first name and last initial */
  authorName: string;
  courseId: number;
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
export type ThreadPageDto = {
  /** The viewer may start a thread here (not suspended) */
  canPost: boolean;
  items: ThreadSummaryDto[];
  page: number;
  pageSize: number;
  total: number;
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
export type CreateThreadDto = {
  /** Rich text (HTML): sanitised like lessons; links open in a new tab with rel="nofollow ugc noopener" */
  body: string;
  /** In a course's community space: a question (it can be marked answered) or a discussion. A lesson's threads are questions. */
  kind?: 'question' | 'discussion';
  title: string;
};
export type LatestQuestionDto = {
  createdAt: string;
  id: number;
  isAnswered: boolean;
  lessonId: number | null;
  lessonTitle: string | null;
  title: string;
};
export type EnrollmentResultDto = {
  courseId: number;
  enrolledAt: string;
  isEnrolled: boolean;
};
export type GrantResultDto = {
  email: string;
  /** The invite link, when an invite was sent */
  inviteUrl?: string;
  /** enrolled: the account existed and was enrolled; pending: the account has not confirmed its e-mail address yet, and is enrolled when it does; invited: an e-mail invites them to create one */
  status: 'enrolled' | 'pending' | 'invited';
};
export type InviteEmailDto = {
  email: string;
};
export type CourseInstructorsDto = {
  /** The course's instructors in the order shown (an empty list removes them) */
  instructorIds: number[];
};
export type InviteUrlDto = {
  inviteUrl: string;
};
export type ModuleLockDto = {
  moduleId: number;
  /** When the module opens for this learner */
  unlocksAt: string;
};
export type LearnViewDto = {
  description: string;
  id: number;
  /** Drip modules not open yet for this learner, with when each opens (the outline shows 'Unlocks on …'); admins see none */
  lockedModules: ModuleLockDto[];
  modules: ModuleOutlineDto[];
  /** The lesson to open: viewed last, else the first not completed, else the first; null without lessons */
  resumeLessonId: number | null;
  title: string;
  totalProgress: ProgressDto;
};
export type CreateModuleDto = {
  description?: string | null;
  /** Position; defaults to the end */
  order?: number;
  title: string;
};
export type ReorderDto = {
  /** Every id, in the new order */
  ids: number[];
};
export type CoursePathDto = {
  id: number;
  levelLabel: string;
  slug: string;
  title: string;
};
export type ReviewDto = {
  /** The author's first name and last initial */
  authorName: string;
  /** Plain text; show it as text */
  body: string;
  courseId: number;
  createdAt: string;
  /** When the author last edited it; null: never */
  editedAt: string | null;
  helpfulCount: number;
  id: number;
  /** The viewer's own review */
  isOwn: boolean;
  rating: number;
  /** The viewer marked it helpful */
  votedHelpful: boolean;
};
export type RatingSummaryDto = {
  /** Average rating to one decimal; null without reviews */
  average: number | null;
  /** Visible reviews */
  count: number;
};
export type ReviewPageDto = {
  items: ReviewDto[];
  page: number;
  pageSize: number;
  summary: RatingSummaryDto;
  /** Visible reviews on every page */
  total: number;
};
export type OwnReviewDto = {
  body: string;
  createdAt: string;
  editedAt: string | null;
  helpfulCount: number;
  /** Why an admin hid it */
  hiddenReason: string | null;
  id: number;
  /** An admin hid it: it is left out of the course page and the average */
  isHidden: boolean;
  rating: number;
};
export type ReviewInputDto = {
  /** Plain text: any markup is removed. Empty: a rating without a text. */
  body?: string;
  rating: number;
};
export type ReviewEligibilityDto = {
  /** May write a review now (or edit theirs) */
  canReview: boolean;
  /** The learner's completed share, 0–100 */
  progress: number;
  /** Why not, in a sentence; null when they may */
  reason: string | null;
  /** The share of the course's lessons to complete first, 0–100 */
  requiredProgress: number;
  review: OwnReviewDto | null;
};
export type PaymentType = 'one_time' | 'subscription';
export type SeatTierDto = {
  /** Percentage taken off each seat */
  discountPercent: number;
  /** The smallest purchase the discount applies to */
  minSeats: number;
};
export type SeatQuoteDto = {
  courseId: number;
  currency: string;
  /** The discount this number of seats reaches (0 for none) */
  discountPercent: number;
  /** one_time: paid once; subscription: paid each month */
  paymentType: PaymentType;
  seats: number;
  /** The course's volume discounts, fewest seats first */
  tiers: SeatTierDto[];
  /** Integer cents for all the seats: seats × unitAmount (each month, for a monthly course) */
  totalAmount: number;
  /** Integer cents per seat, after the discount */
  unitAmount: number;
};
export type SeatTiersDto = {
  /** Every discount of the course (an empty list removes them): each number of seats once, and larger purchases get larger discounts */
  tiers: SeatTierDto[];
};
export type LiveSessionDto = {
  /** An admin confirmed the viewer attended */
  attended: boolean;
  cohortId: number;
  cohortTitle: string;
  /** The course of the session's cohort; null for a path's cohort */
  courseId: number | null;
  courseTitle: string | null;
  /** What attending earns, once an admin confirms it */
  credits: CreditSummaryDto[];
  description: string | null;
  durationMinutes: number;
  endsAt: string;
  id: number;
  /** The viewer clicked its join link */
  joined: boolean;
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
export type SpecificAccessDto = {
  /** Non-admin users who get access whatever the access level */
  userIds: number[];
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
export type CheckoutSessionDto = {
  /** Stripe's hosted checkout page: the browser goes there */
  checkoutUrl: string;
};
export type CheckoutStartDto = {
  /** A coupon code; checked again here (the quote is only a preview). One-time courses only. */
  couponCode?: string;
  /** The course to buy; the price always comes from the course */
  courseId: number;
};
export type PaymentIntentDto = {
  /** For the embedded card form (Stripe.js) */
  clientSecret: string;
};
export type PublicCheckoutDto = {
  /** A coupon code; checked again here (the quote is only a preview). One-time courses only. */
  couponCode?: string;
  /** The course to buy; the price always comes from the course */
  courseId: number;
  /** The buyer: the purchase becomes theirs once an account proves it owns this e-mail (at once for a confirmed account, or when the buyer signs up on returning from the checkout) */
  email: string;
};
export type EmailSettingDto = {
  /** `immediately`: an e-mail per reply or answer; `daily`: one digest a day; `off`: none (the in-app list still shows them) */
  mode: 'immediately' | 'daily' | 'off';
};
export type PostBodyDto = {
  /** Rich text (HTML), sanitised like lessons */
  body: string;
};
export type ReasonDto = {
  reason: string;
};
export type UpvoteDto = {
  upvoteCount: number;
  upvoted: boolean;
};
export type MarkAnsweredDto = {
  /** A reply of the thread's */
  postId: number;
};
export type ReplyDto = {
  /** Rich text (HTML), sanitised like lessons */
  body: string;
  /** The post replied to (the opening post when left out). A reply to a reply joins its parent's replies: they go one level deep. */
  parentId?: number;
};
export type UnsubscribeInfoDto = {
  /** The address, partly masked */
  email: string;
  mode: 'immediately' | 'daily' | 'off';
};
export type UploadedDownloadFileDto = {
  fileName: string;
  /** Bytes */
  fileSize: number;
  /** Use as the download's fileUrl */
  fileUrl: string;
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
export type DownloadInputDto = {
  category?:
    | 'recruitment-process'
    | 'interview-techniques'
    | 'candidate-sourcing'
    | 'employer-branding'
    | 'compliance-legal'
    | 'analytics-reporting';
  description?: string;
  fileName: string;
  /** Bytes */
  fileSize?: number | null;
  fileType: 'PDF' | 'Template' | 'Checklist' | 'Guide' | 'Other';
  /** An http(s) address, or the fileUrl of a file uploaded with POST /api/download-files */
  fileUrl: string;
  title: string;
};
export type EmailVerificationStatusDto = {
  /** The account's address is confirmed */
  verified: boolean;
  /** Courses bought (as a visitor) or granted for the address that reach the account once it is confirmed; 0 once confirmed */
  waitingCourses: number;
};
export type EmailConfirmedDto = {
  /** The address now confirmed */
  email: string;
};
export type HealthDto = {
  /** ok; error when the database or Redis is down; draining while this server is stopping */
  status: 'ok' | 'error' | 'draining';
};
export type CreateInstructorDto = {
  /** Plain text */
  bio?: string;
  credentials?: string[];
  links?: InstructorLinkDto[];
  name: string;
  title?: string;
};
export type UpdateInstructorDto = {
  /** Plain text */
  bio?: string;
  credentials?: string[];
  links?: InstructorLinkDto[];
  name?: string;
  title?: string;
};
export type InviteCheckDto = {
  courseId: number;
  courseTitle: string;
  email: string;
  kind: 'grant' | 'purchase';
  valid: boolean;
};
export type LessonDto = {
  canAccessContent: boolean;
  /** Sanitized HTML of a text lesson */
  content: string | null;
  contentUrl: string | null;
  courseId: number;
  courseTitle: string;
  /** Sanitized HTML */
  description: string;
  /** Minutes */
  duration: number;
  hasQuiz: boolean;
  id: number;
  isCompleted: boolean;
  /** A free preview (video and text lessons only): its content is open to anyone who may see the course */
  isPreview: boolean;
  lessonCount: number;
  moduleId: number;
  order: number;
  /** 1-based position in the course */
  position: number;
  title: string;
  type: 'video' | 'text' | 'download' | 'quiz' | 'practice' | 'scorm';
  /** A drip module not open yet for this learner: when it opens (its content is withheld until then); null otherwise */
  unlocksAt: string | null;
  videoId: string | null;
  videoProvider: ('youtube' | 'vimeo' | 'wistia' | 'jwplayer') | null;
};
export type CreateLessonDto = {
  contentUrl?: string | null;
  courseId: number;
  /** HTML; sanitized */
  description?: string;
  /** A free preview that visitors and learners who are not enrolled may open; video and text lessons only */
  isPreview?: boolean;
  /** Position; defaults to the end */
  order?: number;
  title: string;
  type: 'video' | 'text' | 'download' | 'quiz' | 'practice' | 'scorm';
  /** An id, or a full YouTube/Vimeo URL (reduced to its id) */
  videoId?: string | null;
  videoProvider?: ('youtube' | 'vimeo' | 'wistia' | 'jwplayer') | null;
};
export type UpdateLessonDto = {
  /** HTML of a text lesson; sanitized */
  content?: string | null;
  contentUrl?: string | null;
  /** HTML; sanitized */
  description?: string;
  /** Minutes; anything that is not a whole number becomes 0 */
  duration?: number;
  /** A free preview that visitors and learners who are not enrolled may open; video and text lessons only */
  isPreview?: boolean;
  /** Ignored (quizzes are authored with the quiz API) */
  quizQuestions?: object[];
  title?: string;
  /** Must equal the current type */
  type?: 'video' | 'text' | 'download' | 'quiz' | 'practice' | 'scorm';
  /** An id, or a full YouTube/Vimeo URL (reduced to its id) */
  videoId?: string | null;
  videoProvider?: ('youtube' | 'vimeo' | 'wistia' | 'jwplayer') | null;
};
export type CompletionResultDto = {
  isCompleted: boolean;
  lessonId: number;
  progress: ProgressDto;
};
export type MoveLessonDto = {
  /** The module the lesson goes into: the same one or another of its course */
  moduleId: number;
  /** The lesson's position among that module's lessons, from 0 */
  position: number;
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
export type PracticeOverrideNoteDto = {
  /** The reviewer's comment */
  comment: string;
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
export type PracticeAttemptDto = {
  attemptNumber: number;
  endReason: ('learner' | 'max_turns' | 'scenario_end') | null;
  endedAt: string | null;
  /** Set while the status is `grading` but no grading is running: the last one failed (its code, e.g. MODEL_TIMEOUT) or was lost. End the attempt again to grade it again. Null while a grading runs. */
  gradingError: PracticeTurnErrorDto | null;
  id: number;
  lessonId: number;
  mode: 'scenario' | 'ai';
  /** Scenario mode, in progress: the replies at the current node; else empty */
  options: PracticeOptionDto[];
  /** Null while in progress, grading or awaiting review */
  result: PracticeResultDto | null;
  startedAt: string;
  status: 'in_progress' | 'grading' | 'graded' | 'needs_review';
  turns: PracticeTurnDto[];
  /** AI mode: learner messages left; null in scenario mode */
  turnsLeft: number | null;
};
export type PracticePersonaDto = {
  background: string;
  name: string;
  /** e.g. 'Head of Engineering, hiring manager' */
  role: string;
};
export type LearnerRubricCriterionDto = {
  /** What good looks like */
  good: string;
  id: string;
  name: string;
  /** Relative weight, 1–10 */
  weight: number;
};
export type LearnerPracticeDto = {
  attemptsUsed: number;
  /** False for an AI lesson while the academy has no model provider */
  available: boolean;
  /** The attempt in progress */
  current: PracticeAttemptDto | null;
  /** The latest ended attempt */
  latest: PracticeAttemptDto | null;
  lessonId: number;
  /** Null = unlimited */
  maxAttempts: number | null;
  /** AI mode: learner messages before the conversation ends on its own */
  maxTurns: number;
  mode: 'scenario' | 'ai';
  objective: string;
  openingLine: string;
  passMark: number;
  /** Some attempt passed */
  passed: boolean;
  persona: PracticePersonaDto;
  /** AI mode: tells the learner that their replies go to the academy's AI provider */
  providerNotice: string | null;
  rubric: LearnerRubricCriterionDto[];
  unavailableMessage: string | null;
};
export type AttemptSummaryDto = {
  attemptNumber: number;
  passed: boolean | null;
  score: number | null;
  status: 'in_progress' | 'submitted' | 'expired';
  submittedAt: string | null;
};
export type InProgressAttemptDto = {
  deadline: string | null;
  id: number;
  remainingSeconds: number | null;
};
export type QuestionReviewDto = {
  /** Short answer: the accepted answers */
  acceptedAnswers: string[];
  /** The learner's answer; null when unanswered or a file */
  answer: (string | null) | number[];
  /** Multiple choice: zero-based indexes of the correct options */
  correctOptions: number[];
  /** The author's explanation, plain text; empty when none */
  explanation: string;
  /** Multiple choice only */
  options: string[];
  question: string;
  /** Boolean search: the author's reference search string */
  referenceQuery: string | null;
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
export type QuestionFeedbackDto = {
  /** The reviewer's comment */
  comment: string | null;
  maxPoints: number;
  points: number | null;
  questionId: number;
  /** Null when the quiz does not allow review */
  review: QuestionReviewDto | null;
  /** Boolean search: precision, recall, F1 and the counts; the missed and wrong candidates only when the quiz allows review (else empty lists) */
  search: SearchGradeDto | null;
  /** correct/incorrect for auto-graded questions; pending_review or graded for long answers and files */
  status: 'correct' | 'incorrect' | 'pending_review' | 'graded';
  type: 'multiple_choice' | 'short_answer' | 'long_answer' | 'file_upload' | 'boolean_search';
};
export type QuizResultDto = {
  attemptId: number;
  attemptNumber: number;
  /** Null = unlimited */
  attemptsLeft: number | null;
  earnedPoints: number;
  feedback: QuestionFeedbackDto[];
  /** The lesson is complete for this learner */
  lessonCompleted: boolean;
  passMark: number | null;
  /** Null while undecided (answers awaiting review) or when the quiz has no pass mark */
  passed: boolean | null;
  pendingReview: boolean;
  /** The quiz shows the correct answers and explanations after submitting */
  reviewAllowed: boolean;
  /** Percent of all points, graded on the server */
  score: number;
  /** expired: submitted after the deadline; the answers saved before it were graded */
  status: 'submitted' | 'expired';
  submittedAt: string;
  totalPoints: number;
};
export type LearnerQuizDto = {
  attempts: AttemptSummaryDto[];
  /** Null = unlimited */
  attemptsLeft: number | null;
  attemptsUsed: number;
  description: string;
  id: number;
  inProgress: InProgressAttemptDto | null;
  /** The latest finished attempt */
  lastResult: QuizResultDto | null;
  lessonId: number;
  /** Null = unlimited */
  maxAttempts: number | null;
  /** Percent needed to pass; null = none */
  passMark: number | null;
  questionCount: number;
  /** Minutes; null = no limit */
  timeLimit: number | null;
  title: string;
};
export type ScormCompletionStatus = 'not_attempted' | 'incomplete' | 'completed' | 'unknown';
export type ScormSuccessStatus = 'passed' | 'failed' | 'unknown';
export type ScormVersion = '1.2' | '2004';
export type ScormLaunchDto = {
  /** The run-time data to start from (the `cmi` object without its root): the learner's kept location, suspend data, statuses, score and total time, and who they are */
  cmi: {
    [key: string]: any;
  };
  completionStatus: ScormCompletionStatus;
  expiresAt: string;
  /** The lesson is complete for this learner */
  isCompleted: boolean;
  /** The launch file's address on the academy's origin, signed for this learner and valid until expiresAt: load it in a sandboxed iframe (allow-scripts allow-forms allow-popups, never allow-same-origin). */
  launchUrl: string;
  lessonId: number;
  /** Send it back with every commit */
  packageId: string;
  /** The scaled score, -1 to 1 */
  scoreScaled: number | null;
  successStatus: ScormSuccessStatus;
  title: string;
  version: ScormVersion;
};
export type ScormCommitResultDto = {
  completionStatus: ScormCompletionStatus;
  /** The lesson is complete for this learner (this commit may have completed it) */
  isCompleted: boolean;
  scoreScaled: number | null;
  successStatus: ScormSuccessStatus;
};
export type CommitScormDto = {
  /** The run-time data as scorm-again commits it (the `cmi` object without its root). SCORM 1.2: core.lesson_status, core.lesson_location (255 characters), core.score, core.total_time, suspend_data (4,096 characters). SCORM 2004: completion_status, success_status, location (1,000), score (scaled -1 to 1), total_time, suspend_data (64,000). */
  cmi: {
    [key: string]: any;
  };
  /** The packageId of the launch */
  packageId: string;
};
export type AuthResponseDto = {
  user: UserDto;
};
export type LoginDto = {
  email: string;
  /** Sent from /auth when it says "sign in once to link your … sign-in": the provider sign-in waiting in this browser for this account is linked. Without it, a waiting sign-in is dropped. */
  linkPendingSignIn?: boolean;
  password: string;
};
export type UpdateModuleDto = {
  description?: string | null;
  title?: string;
  /** Drip: the module opens this many days after the learner's start (their cohort's start, else their enrolment); null: open from the start */
  unlockAfterDays?: number | null;
};
export type CreateModuleLessonDto = {
  /** HTML; sanitized */
  description?: string;
  /** A free preview that visitors and learners who are not enrolled may open; video and text lessons only */
  isPreview?: boolean;
  /** Position; defaults to the end */
  order?: number;
  title: string;
  type: 'video' | 'text' | 'download' | 'quiz' | 'practice' | 'scorm';
};
export type NotificationDto = {
  actorName: string;
  courseId: number;
  courseTitle: string;
  createdAt: string;
  /** The post as plain text (200 characters); null once deleted or hidden */
  excerpt: string | null;
  id: number;
  /** `reply`: a reply to your post; `answer`: an answer to your question */
  kind: 'reply' | 'answer';
  lessonId: number | null;
  postId: number;
  readAt: string | null;
  threadId: number;
  threadTitle: string;
};
export type NotificationPageDto = {
  items: NotificationDto[];
  page: number;
  pageSize: number;
  total: number;
  /** Unread notifications in all */
  unread: number;
};
export type UnreadCountDto = {
  unread: number;
};
export type PasswordResetDto = {
  password: string;
  token: string;
};
export type PasswordResetRequestDto = {
  email: string;
};
export type PathCertificateDto = {
  /** Its verification code: the page is /certificates/{code} */
  code: string;
  issuedAt: string;
  /** When it expires; null: never */
  validUntil: string | null;
};
export type PathProgressDto = {
  /** Every required step is done */
  isComplete: boolean;
  /** Required steps done over required steps, whole percent */
  percent: number;
  requiredDone: number;
  requiredTotal: number;
  /** Steps done, optional ones included */
  stepsDone: number;
};
export type PathSummaryDto = {
  /** The signed-in learner’s certificate of the path, once every required step is done; null otherwise and for visitors */
  certificate: PathCertificateDto | null;
  /** What completing every required step earns */
  certificateTitle: string;
  /** Plain text; show it as text */
  description: string;
  id: number;
  levelLabel: string;
  /** Minutes of the required steps */
  minutes: number;
  /** The signed-in learner’s progress; null for visitors */
  progress: PathProgressDto | null;
  requiredStepCount: number;
  slug: string;
  stepCount: number;
  title: string;
};
export type PathPaymentConfirmationDto = {
  /** True once the payment went through: the learner has every course of the path */
  hasAccess: boolean;
  pathId: number;
  status: 'pending' | 'succeeded' | 'failed' | 'unpaid' | 'refunded' | 'canceled';
};
export type PathSeatQuoteDto = {
  currency: string;
  /** The discount this number of seats reaches (0 for none) */
  discountPercent: number;
  pathId: number;
  /** one_time: paid once; subscription: paid each month */
  paymentType: PaymentType;
  seats: number;
  /** The path's volume discounts, fewest seats first */
  tiers: SeatTierDto[];
  /** Integer cents for all the seats: seats × unitAmount (each month, for a monthly path) */
  totalAmount: number;
  /** Integer cents per seat, after the discount */
  unitAmount: number;
};
export type PathStepKind = 'course' | 'practice' | 'sourcing';
export type PathStepState = 'done' | 'available' | 'locked';
export type PathStepDto = {
  /** The step’s course; for a lesson step, the lesson’s course */
  courseId: number;
  /** Lessons of the step’s course the viewer completed, whole percent */
  courseProgress: number;
  courseTitle: string;
  id: number;
  /** The viewer has an active enrolment in the step’s course */
  isEnrolled: boolean;
  /** Completing the path waits for it */
  isRequired: boolean;
  kind: PathStepKind;
  /** The lesson of a lesson step; null for a course step */
  lessonId: number | null;
  lessonTitle: string | null;
  /** Minutes: the course’s length, or the lesson’s */
  minutes: number;
  /** 0 first */
  position: number;
  /** The steps that unlock this one when all are complete */
  prerequisiteStepIds: number[];
  /** done: the course’s certificate is held or the lesson completed; available: every prerequisite is complete; locked: some are not. Visitors see the states of a learner who has completed nothing. */
  state: PathStepState;
  /** The prerequisite steps not complete yet, in path order: what unlocks a locked step */
  waitingFor: number[];
};
export type PathDetailDto = {
  /** The signed-in learner’s certificate of the path, once every required step is done; null otherwise and for visitors */
  certificate: PathCertificateDto | null;
  /** What completing every required step earns */
  certificateTitle: string;
  /** Plain text; show it as text */
  description: string;
  id: number;
  /** false only for admins looking at a path not published yet */
  isPublished: boolean;
  levelLabel: string;
  /** Minutes of the required steps */
  minutes: number;
  /** The signed-in learner’s progress; null for visitors */
  progress: PathProgressDto | null;
  requiredStepCount: number;
  slug: string;
  stepCount: number;
  steps: PathStepDto[];
  title: string;
  /** When the path or its steps last changed */
  updatedAt: string;
};
export type PathPurchaseDto = {
  /** How the signed-in learner has the path: bought (a one-time payment), subscribed (a running monthly subscription) or team (an active seat of a team's path); null when they do not, and for visitors */
  access: ('bought' | 'subscribed' | 'team') | null;
  /** The live courses of the path: its course steps and the courses of its lesson steps */
  courseCount: number;
  /** Of those, the courses the signed-in learner has an active enrolment in (0 for visitors) */
  coursesOwned: number;
  /** Sold as one product that gives every course of the path */
  isPaid: boolean;
  pathId: number;
  /** one_time: paid once, for good; subscription: paid each month, access while it runs */
  paymentType: PaymentType;
  /** Integer cents; 0 when the path is not sold */
  price: number;
};
export type PaymentConfirmationDto = {
  courseId: number;
  /** True once the payment went through and the learner is enrolled */
  isEnrolled: boolean;
  status: 'pending' | 'succeeded' | 'failed' | 'unpaid' | 'refunded' | 'canceled';
};
export type CourseCheckoutDto = {
  /** The course to buy; the price always comes from the course */
  courseId: number;
};
export type ChoosePracticeReplyDto = {
  /** The id of one of the replies at the current node */
  replyId: string;
};
export type SendPracticeMessageDto = {
  /** What the learner says (trimmed) */
  text: string;
};
export type SavedAnswersDto = {
  attemptId: number;
  remainingSeconds: number | null;
  savedAt: string;
};
export type SaveAnswersDto = {
  /** Question id → answer: zero-based option indexes for multiple choice, text for short and long answers and the search string of a boolean search. File answers are uploaded separately. */
  answers: {
    [key: string]: string | number[];
  };
};
export type AttemptFileDto = {
  contentType: string;
  fileName: string;
  questionId: number;
  /** Bytes */
  size: number;
  uploadId: number;
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
export type SearchResultsDto = {
  /** A page of them, in profile order */
  results: CandidateCardDto[];
  /** How many candidates the search string finds */
  total: number;
  /** Notes on the string, e.g. a lowercase "and" taken as an operator */
  warnings: string[];
};
export type SearchQueryDto = {
  query: string;
};
export type LearnerSearchDto = {
  /** The fields a term without a field qualifier searches */
  fields: ('title' | 'skills' | 'company' | 'location' | 'text')[];
  poolName: string;
  /** Profiles in the pool */
  poolSize: number;
};
export type LearnerQuestionDto = {
  id: number;
  /** Multiple choice: more than one option is correct, so several may be chosen */
  multipleAnswers: boolean;
  /** Multiple choice only */
  options: string[];
  points: number;
  question: string;
  /** Boolean search only */
  search: LearnerSearchDto | null;
  type: 'multiple_choice' | 'short_answer' | 'long_answer' | 'file_upload' | 'boolean_search';
};
export type QuizAttemptDto = {
  /** Question id → answer: zero-based option indexes for multiple choice, text for short and long answers and the search string of a boolean search. File answers are uploaded separately. */
  answers: {
    [key: string]: string | number[];
  };
  attemptNumber: number;
  /** Attempts left after this one; null = unlimited */
  attemptsLeft: number | null;
  /** Null when the quiz has no time limit */
  deadline: string | null;
  files: AttemptFileDto[];
  id: number;
  questions: LearnerQuestionDto[];
  quizId: number;
  /** Seconds until the deadline, by the server clock; null when untimed */
  remainingSeconds: number | null;
  startedAt: string;
  status: 'in_progress' | 'submitted' | 'expired';
};
export type SubmitQuizDto = {
  /** Question id → answer: zero-based option indexes for multiple choice, text for short and long answers and the search string of a boolean search. File answers are uploaded separately. */
  answers?: {
    [key: string]: string | number[];
  };
  /** Ignored: the server grades the quiz itself */
  score?: object;
};
export type RegisterDto = {
  /** The Checkout Session id a visitor's hosted checkout returned with (`session_id`): its purchase is claimed at once when Stripe confirms it paid for this e-mail */
  checkoutSessionId?: string;
  email: string;
  firstName: string;
  /** Token from an invite link */
  inviteToken?: string;
  lastName: string;
  password: string;
};
export type HelpfulVoteDto = {
  helpfulCount: number;
  votedHelpful: boolean;
};
export type JoinLinkDto = {
  joinUrl: string;
};
export type SubscriptionPathDto = {
  id: number;
  /** Its page is /paths/{slug} */
  slug: string;
  title: string;
};
export type SubscriptionDto = {
  /** Cancelled: it ends, with access, at the end of the current period */
  cancelAtPeriodEnd: boolean;
  /** The course the subscription pays for; null for a learning path */
  courseId: number | null;
  /** Null for a learning path */
  courseTitle: string | null;
  /** End of the period paid for: the next payment date, or the end of access when it ends at period end */
  currentPeriodEnd: string | null;
  /** The payment that started the subscription: the id to manage it with */
  id: number;
  /** The learning path the subscription pays for; null for a course */
  path: SubscriptionPathDto | null;
  /** Stripe's status of the subscription (active, past_due, canceled…) */
  status: string;
  /** For seats bought for a team, how many the subscription pays for; null for the learner's own */
  teamSeats: number | null;
};
export type PortalSessionDto = {
  /** Stripe's customer portal: the browser goes there, and comes back to /account */
  url: string;
};
export type TeamPathDto = {
  id: number;
  /** Its page is /paths/{slug} */
  slug: string;
  title: string;
};
export type TeamSeatStatus = 'invited' | 'active' | 'revoked';
export type TeamInviteDto = {
  /** The course the seat gives; null for a learning path's seat */
  courseId: number | null;
  /** Null for a learning path's seat */
  courseTitle: string | null;
  /** The address the seat was given to: only an account with this address, confirmed, can accept it */
  email: string;
  /** The team manager's name */
  managerName: string;
  /** The learning path the seat gives (every course of it); null for a course */
  path: TeamPathDto | null;
  /** invited: waiting to be accepted; active: accepted; revoked: taken back by the team */
  status: TeamSeatStatus;
  teamName: string;
};
export type TeamInviteAcceptedDto = {
  /** The course the seat gives, to open next; null for a learning path */
  courseId: number | null;
  /** The learning path's slug (its page is /paths/{slug}) for a path's seat, to open next */
  pathSlug: string | null;
};
export type TeamCourseDto = {
  id: number;
  /** one_time: seats bought once; subscription: seats paid monthly */
  paymentType: PaymentType;
  title: string;
};
export type TeamSeatPathDto = {
  id: number;
  /** one_time: seats bought once; subscription: seats paid monthly */
  paymentType: PaymentType;
  /** Its page is /paths/{slug} */
  slug: string;
  title: string;
};
export type TeamSummaryDto = {
  /** The course the seats give; null for a learning path's team */
  course: TeamCourseDto | null;
  createdAt: string;
  /** When the team's access ended (its subscription ended); its seats give no access since */
  endedAt: string | null;
  id: number;
  name: string;
  /** The learning path the seats give (every course of it); null for a course */
  path: TeamSeatPathDto | null;
  /** Seats paid for and not refunded */
  seats: number;
  /** Seats assigned: invited or active */
  seatsUsed: number;
  /** Seats that can still be assigned */
  unassigned: number;
};
export type TeamCheckoutDto = {
  /** The course to buy seats of; the price always comes from the course and its discounts */
  courseId: number;
  /** How many seats to buy */
  seats: number;
  /** The name of a new team (a purchase for a team the buyer already has adds to it and keeps its name) */
  teamName: string;
};
export type PathTeamCheckoutDto = {
  /** The path to buy seats of; the price always comes from the path and its discounts */
  pathId: number;
  /** How many seats to buy */
  seats: number;
  /** The name of a new team (a purchase for a team the buyer already has adds to it and keeps its name) */
  teamName: string;
};
export type TeamPracticeResultDto = {
  /** Ended attempts (graded, being graded or awaiting review) */
  attempts: number;
  /** Percent of the latest ended attempt; null while it is being graded or awaits an instructor's review */
  latestTotal: number | null;
  /** The practice lesson */
  lessonTitle: string;
  /** Any attempt passed (the lesson is then complete) */
  passed: boolean;
};
export type TeamQuizResultDto = {
  /** The quiz's lesson */
  lessonTitle: string;
  /** Null while undecided (awaiting review, or the quiz has no pass mark) */
  passed: boolean | null;
  /** Percent of the best finished attempt; null while it awaits grading */
  score: number | null;
  /** Mean F1 (percent) of the attempt's boolean search answers; null when the quiz has none */
  sourcingF1: number | null;
};
export type TeamMemberDto = {
  /** The member's certificate of the course (its page is /certificates/{code}) */
  certificateCode: string | null;
  completedLessons: number;
  email: string;
  /** When the member last opened or completed a lesson of the course */
  lastActivityAt: string | null;
  name: string;
  /** Each of the course's practice conversations the member ended at least once, in course order */
  practiceResults: TeamPracticeResultDto[];
  /** Whole percent, 0 to 100 */
  progress: number;
  /** The best finished attempt at each of the course's quizzes the member took, in course order */
  quizResults: TeamQuizResultDto[];
  seatId: number;
  totalLessons: number;
  userId: number;
};
export type TeamSeatDto = {
  activatedAt: string | null;
  /** The address the seat was given to */
  email: string;
  id: number;
  invitedAt: string;
  /** The name of the account that redeemed the seat */
  learnerName: string | null;
  revokedAt: string | null;
  /** The holder has completed a lesson of the course (or of a course of the path), so the seat can no longer be revoked or reassigned */
  started: boolean;
  /** invited: the invitation is out; active: redeemed; revoked: taken back (kept for the record) */
  status: TeamSeatStatus;
};
export type TeamDetailDto = {
  /** The course the seats give; null for a learning path's team */
  course: TeamCourseDto | null;
  createdAt: string;
  /** When the team's access ended (its subscription ended); its seats give no access since */
  endedAt: string | null;
  id: number;
  /** The holders of active seats with their progress in the course */
  members: TeamMemberDto[];
  name: string;
  /** The learning path the seats give (every course of it); null for a course */
  path: TeamSeatPathDto | null;
  /** Every assigned seat: invited and active ones first, then revoked ones */
  seatList: TeamSeatDto[];
  /** Seats paid for and not refunded */
  seats: number;
  /** Seats assigned: invited or active */
  seatsUsed: number;
  /** Seats that can still be assigned */
  unassigned: number;
};
export type CohortDto = {
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
  startsAt: string;
  title: string;
};
export type TeamCohortMemberDto = {
  /** Of those, the ones an admin confirmed they attended */
  attended: number;
  cohortId: number | null;
  email: string;
  /** Of those, the ones they joined (clicked the link) */
  joined: number;
  name: string;
  seatId: number;
  /** Sessions of their cohort held so far */
  sessionsHeld: number;
};
export type TeamCohortsDto = {
  /** The cohorts of the team's course or path that have not ended, and those its members are in */
  cohorts: CohortDto[];
  /** Every active seat with its holder */
  members: TeamCohortMemberDto[];
};
export type AssignSeatsDto = {
  /** The addresses to give a seat to, 1 to 200; trimmed, lowercased and each taken once */
  emails: string[];
};
export type SeatCohortDto = {
  /** A cohort of the team's course or path; null: take the member out of their cohort */
  cohortId: number | null;
};
export type ReassignSeatDto = {
  /** Who gets the seat instead */
  email: string;
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
export type SubscriptionSeatsDto = {
  /** How many seats to add to the subscription */
  seats: number;
};
export type CalendarFeedDto = {
  /** The private address of the feed (subscribe to it in any calendar app); null: the feed is off */
  url: string | null;
};
export type ResumeLessonDto = {
  id: number;
  title: string;
};
export type DashboardCourseDto = {
  accessLevel: 'all' | 'recruitpro' | 'jobseeker' | 'admin';
  /** The viewer's current certificate for this course (valid, expired or revoked) */
  certificateCode: string | null;
  createdAt: string;
  description: string;
  /** Minutes */
  estimatedDuration: number | null;
  /** The course image for the course page's hero (1600×900 WebP); null: none */
  heroImageUrl: string | null;
  id: number;
  isEnrolled: boolean;
  isPaid: boolean;
  lessonCount: number;
  paymentType: 'one_time' | 'subscription';
  /** Integer cents */
  price: number;
  /** Percent of lessons completed, 0–100, rounded */
  progress: number;
  /** Average rating (1–5) to one decimal; null without reviews */
  ratingAverage: number | null;
  /** Visible reviews of the course */
  ratingCount: number;
  /** The lesson viewed last, else the first not completed, else the first; null without lessons */
  resumeLesson: ResumeLessonDto | null;
  slug: string;
  /** The course image for cards (640×360 WebP); null: none */
  thumbnailUrl: string | null;
  title: string;
};
export type RecentProgressDto = {
  completedAt: string;
  courseId: number;
  courseTitle: string;
  lessonId: number;
  lessonTitle: string;
};
export type DashboardStatsDto = {
  /** Enrolled courses not yet completed */
  activeCourses: number;
  certificates: number;
  completedCourses: number;
  /** Hours of completed lessons, one decimal */
  totalHours: number;
  /** Minutes of completed lessons */
  totalMinutes: number;
};
export type DashboardDto = {
  /** Up to 6 enrolled courses, most recently active first */
  myCourses: DashboardCourseDto[];
  /** Latest completed lessons, newest first */
  recentProgress: RecentProgressDto[];
  /** The learner has been here before: the account is older than a day, or a lesson was opened or completed (a first visit is greeted differently) */
  returning: boolean;
  stats: DashboardStatsDto;
};
export const {
  useGetMyCreditsQuery,
  useLazyGetMyCreditsQuery,
  useAddMyCertificationMutation,
  useRemoveMyCertificationMutation,
  useUpdateMyCertificationMutation,
  useAddMyCreditEntryMutation,
  useRemoveMyCreditEntryMutation,
  useUpdateMyCreditEntryMutation,
  useRemoveMyCreditEvidenceMutation,
  useDownloadMyCreditEvidenceQuery,
  useLazyDownloadMyCreditEvidenceQuery,
  useUploadMyCreditEvidenceMutation,
  useDownloadMyCreditsCsvQuery,
  useLazyDownloadMyCreditsCsvQuery,
  useDownloadMyCreditsPdfQuery,
  useLazyDownloadMyCreditsPdfQuery,
  useDeleteAccountMutation,
  useRequestEmailChangeMutation,
  useConfirmEmailChangeMutation,
  useExportAccountDataQuery,
  useLazyExportAccountDataQuery,
  useChangePasswordMutation,
  useUpdateProfileMutation,
  useRemoveProfileImageMutation,
  useUploadProfileImageMutation,
  useListSessionsQuery,
  useLazyListSessionsQuery,
  useSignOutOtherSessionsMutation,
  useListSignInMethodsQuery,
  useLazyListSignInMethodsQuery,
  useUnlinkSignInMethodMutation,
  useAdminHealthQuery,
  useLazyAdminHealthQuery,
  useStartSocialSignInQuery,
  useLazyStartSocialSignInQuery,
  useListSignInProvidersQuery,
  useLazyListSignInProvidersQuery,
  useDiscoverSsoMutation,
  useGetSsoConnectionNameQuery,
  useLazyGetSsoConnectionNameQuery,
  useGetSsoSamlMetadataQuery,
  useLazyGetSsoSamlMetadataQuery,
  useStartSsoQuery,
  useLazyStartSsoQuery,
  useReadCalendarFeedQuery,
  useLazyReadCalendarFeedQuery,
  useListMyCertificatesQuery,
  useLazyListMyCertificatesQuery,
  useVerifyCertificateQuery,
  useLazyVerifyCertificateQuery,
  useDownloadCertificateCredentialQuery,
  useLazyDownloadCertificateCredentialQuery,
  useDownloadCertificatePdfQuery,
  useLazyDownloadCertificatePdfQuery,
  useCertificateSocialImageQuery,
  useLazyCertificateSocialImageQuery,
  useSetCertificateVisibilityMutation,
  useJoinCohortMutation,
  useLeaveCohortMutation,
  useQuoteCouponMutation,
  useCourseImageQuery,
  useLazyCourseImageQuery,
  useListCoursesQuery,
  useLazyListCoursesQuery,
  useCreateCourseMutation,
  useListPublicCoursesQuery,
  useLazyListPublicCoursesQuery,
  useGetPublicCourseQuery,
  useLazyGetPublicCourseQuery,
  useDeleteCourseMutation,
  useGetCourseQuery,
  useLazyGetCourseQuery,
  useUpdateCourseMutation,
  useGetCertificateSettingsQuery,
  useLazyGetCertificateSettingsQuery,
  useSaveCertificateSettingsMutation,
  useListCourseCohortsQuery,
  useLazyListCourseCohortsQuery,
  useListCourseCreditsQuery,
  useLazyListCourseCreditsQuery,
  useListCourseThreadsQuery,
  useLazyListCourseThreadsQuery,
  useStartCourseThreadMutation,
  useGetLatestQuestionsQuery,
  useLazyGetLatestQuestionsQuery,
  useEnrollInCourseMutation,
  useGrantAccessMutation,
  useRemoveCourseImageMutation,
  useUploadCourseImageMutation,
  useSetCourseInstructorsMutation,
  useInviteToPurchaseMutation,
  useGetLearnViewQuery,
  useLazyGetLearnViewQuery,
  useListCourseModulesQuery,
  useLazyListCourseModulesQuery,
  useCreateModuleMutation,
  useReorderModulesMutation,
  useListCoursePathsQuery,
  useLazyListCoursePathsQuery,
  useListReviewsQuery,
  useLazyListReviewsQuery,
  useCreateReviewMutation,
  useGetMyReviewQuery,
  useLazyGetMyReviewQuery,
  useGetSeatQuoteQuery,
  useLazyGetSeatQuoteQuery,
  useListSeatTiersQuery,
  useLazyListSeatTiersQuery,
  useReplaceSeatTiersMutation,
  useListCourseSessionsQuery,
  useLazyListCourseSessionsQuery,
  useCourseSocialImageQuery,
  useLazyCourseSocialImageQuery,
  useSetCourseSpecificAccessMutation,
  useListCourseStudentsQuery,
  useLazyListCourseStudentsQuery,
  useCreateCheckoutSessionMutation,
  useCreatePaymentIntentMutation,
  useCreatePublicCheckoutSessionMutation,
  useCredentialStatusListQuery,
  useLazyCredentialStatusListQuery,
  useGetDiscussionEmailSettingQuery,
  useLazyGetDiscussionEmailSettingQuery,
  useUpdateDiscussionEmailSettingMutation,
  useDeletePostMutation,
  useEditPostMutation,
  useReportPostMutation,
  useRemovePostUpvoteMutation,
  useUpvotePostMutation,
  useGetThreadQuery,
  useLazyGetThreadQuery,
  useUnmarkThreadAnsweredMutation,
  useMarkThreadAnsweredMutation,
  useReplyInThreadMutation,
  useGetUnsubscribeQuery,
  useLazyGetUnsubscribeQuery,
  useUnsubscribeMutation,
  useUploadDownloadFileMutation,
  useDownloadFileQuery,
  useLazyDownloadFileQuery,
  useListDownloadsQuery,
  useLazyListDownloadsQuery,
  useCreateDownloadMutation,
  useUpdateDownloadMutation,
  useDeleteDownloadMutation,
  useEmailVerificationStatusQuery,
  useLazyEmailVerificationStatusQuery,
  useConfirmEmailMutation,
  useResendVerificationEmailMutation,
  useHealthQuery,
  useLazyHealthQuery,
  useInstructorPhotoQuery,
  useLazyInstructorPhotoQuery,
  useListInstructorsQuery,
  useLazyListInstructorsQuery,
  useCreateInstructorMutation,
  useDeleteInstructorMutation,
  useUpdateInstructorMutation,
  useRemoveInstructorPhotoMutation,
  useUploadInstructorPhotoMutation,
  useCheckInviteQuery,
  useLazyCheckInviteQuery,
  useCreateLessonMutation,
  useDeleteLessonMutation,
  useGetLessonQuery,
  useLazyGetLessonQuery,
  useUpdateLessonMutation,
  useCompleteLessonMutation,
  useListLessonThreadsQuery,
  useLazyListLessonThreadsQuery,
  useAskLessonQuestionMutation,
  useRecordLessonViewMutation,
  useMoveLessonMutation,
  useGetLessonPracticeQuery,
  useLazyGetLessonPracticeQuery,
  useStartPracticeAttemptMutation,
  useGetPreviewLessonQuery,
  useLazyGetPreviewLessonQuery,
  useGetLessonQuizQuery,
  useLazyGetLessonQuizQuery,
  useGetScormLaunchQuery,
  useLazyGetScormLaunchQuery,
  useCommitScormMutation,
  useLoginMutation,
  useLogoutMutation,
  useDeleteModuleMutation,
  useUpdateModuleMutation,
  useListModuleLessonsQuery,
  useLazyListModuleLessonsQuery,
  useCreateModuleLessonMutation,
  useReorderLessonsMutation,
  useListNotificationsQuery,
  useLazyListNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  useResetPasswordMutation,
  useRequestPasswordResetMutation,
  useListPathsQuery,
  useLazyListPathsQuery,
  useCreatePathCheckoutSessionMutation,
  useCreatePathPaymentIntentMutation,
  useConfirmPathPaymentMutation,
  useGetPathSeatQuoteQuery,
  useLazyGetPathSeatQuoteQuery,
  useGetPathQuery,
  useLazyGetPathQuery,
  useListPathCohortsQuery,
  useLazyListPathCohortsQuery,
  useListPathCreditsQuery,
  useLazyListPathCreditsQuery,
  useGetPathPurchaseQuery,
  useLazyGetPathPurchaseQuery,
  useListPathSessionsQuery,
  useLazyListPathSessionsQuery,
  useConfirmPaymentMutation,
  useGetPracticeAttemptQuery,
  useLazyGetPracticeAttemptQuery,
  useChoosePracticeReplyMutation,
  useEndPracticeAttemptMutation,
  useSendPracticeMessageMutation,
  useRetryPracticeReplyMutation,
  useProfileImageQuery,
  useLazyProfileImageQuery,
  useSaveQuizAnswersMutation,
  useUploadQuizFileMutation,
  useSearchQuizCandidatesMutation,
  useDownloadQuizUploadQuery,
  useLazyDownloadQuizUploadQuery,
  useStartQuizAttemptMutation,
  useSubmitQuizMutation,
  useRegisterMutation,
  useUpdateReviewMutation,
  useUnmarkReviewHelpfulMutation,
  useMarkReviewHelpfulMutation,
  useGetScormBridgeQuery,
  useLazyGetScormBridgeQuery,
  useGetScormContentQuery,
  useLazyGetScormContentQuery,
  useDownloadSessionCalendarQuery,
  useLazyDownloadSessionCalendarQuery,
  useJoinSessionMutation,
  useListSubscriptionsQuery,
  useLazyListSubscriptionsQuery,
  useCreatePortalSessionMutation,
  useGetTeamInviteQuery,
  useLazyGetTeamInviteQuery,
  useAcceptTeamInviteMutation,
  useListMyTeamsQuery,
  useLazyListMyTeamsQuery,
  useCreateTeamCheckoutSessionMutation,
  useCreatePathTeamCheckoutSessionMutation,
  useGetTeamQuery,
  useLazyGetTeamQuery,
  useGetTeamCohortsQuery,
  useLazyGetTeamCohortsQuery,
  useExportTeamMembersCsvQuery,
  useLazyExportTeamMembersCsvQuery,
  useAssignTeamSeatsMutation,
  useTakeTeamSeatMutation,
  usePlaceSeatInCohortMutation,
  useReassignTeamSeatMutation,
  useResendTeamInviteMutation,
  useRevokeTeamSeatMutation,
  useDeleteTeamSsoMutation,
  useGetTeamSsoQuery,
  useLazyGetTeamSsoQuery,
  usePutTeamSsoMutation,
  useAddTeamSubscriptionSeatsMutation,
  useCurrentUserQuery,
  useLazyCurrentUserQuery,
  useDeleteCalendarFeedMutation,
  useGetCalendarFeedQuery,
  useLazyGetCalendarFeedQuery,
  useResetCalendarFeedMutation,
  useGetDashboardQuery,
  useLazyGetDashboardQuery,
  useListMyPathsQuery,
  useLazyListMyPathsQuery,
  useListUpcomingSessionsQuery,
  useLazyListUpcomingSessionsQuery,
} = injectedRtkApi;
