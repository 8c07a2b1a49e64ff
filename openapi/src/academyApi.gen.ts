import { baseApi as api } from "./baseApi";
export const addTagTypes = [
  "admin",
  "catalog",
  "course-admin",
  "learning",
  "downloads",
  "health",
  "auth",
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getAnalytics: build.query<GetAnalyticsApiResponse, GetAnalyticsApiArg>({
        query: () => ({ url: `/api/admin/analytics` }),
        providesTags: ["admin"],
      }),
      getCourseAnalytics: build.query<
        GetCourseAnalyticsApiResponse,
        GetCourseAnalyticsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/courses/${queryArg.id}/analytics`,
        }),
        providesTags: ["admin"],
      }),
      getMailQueueStatus: build.query<
        GetMailQueueStatusApiResponse,
        GetMailQueueStatusApiArg
      >({
        query: () => ({ url: `/api/admin/mail-queue` }),
        providesTags: ["admin"],
      }),
      listUsers: build.query<ListUsersApiResponse, ListUsersApiArg>({
        query: () => ({ url: `/api/admin/users` }),
        providesTags: ["admin"],
      }),
      deleteUser: build.mutation<DeleteUserApiResponse, DeleteUserApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/users/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["admin"],
      }),
      updateUser: build.mutation<UpdateUserApiResponse, UpdateUserApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/users/${queryArg.id}`,
          method: "PUT",
          body: queryArg.updateUserDto,
        }),
        invalidatesTags: ["admin"],
      }),
      listCourses: build.query<ListCoursesApiResponse, ListCoursesApiArg>({
        query: () => ({ url: `/api/courses` }),
        providesTags: ["catalog"],
      }),
      createCourse: build.mutation<CreateCourseApiResponse, CreateCourseApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/courses`,
            method: "POST",
            body: queryArg.createCourseDto,
          }),
          invalidatesTags: ["course-admin"],
        },
      ),
      listPublicCourses: build.query<
        ListPublicCoursesApiResponse,
        ListPublicCoursesApiArg
      >({
        query: () => ({ url: `/api/courses/public` }),
        providesTags: ["catalog"],
      }),
      getPublicCourse: build.query<
        GetPublicCourseApiResponse,
        GetPublicCourseApiArg
      >({
        query: (queryArg) => ({ url: `/api/courses/public/${queryArg.id}` }),
        providesTags: ["catalog"],
      }),
      deleteCourse: build.mutation<DeleteCourseApiResponse, DeleteCourseApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/courses/${queryArg.id}`,
            method: "DELETE",
          }),
          invalidatesTags: ["course-admin"],
        },
      ),
      getCourse: build.query<GetCourseApiResponse, GetCourseApiArg>({
        query: (queryArg) => ({ url: `/api/courses/${queryArg.id}` }),
        providesTags: ["catalog"],
      }),
      updateCourse: build.mutation<UpdateCourseApiResponse, UpdateCourseApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/courses/${queryArg.id}`,
            method: "PATCH",
            body: queryArg.updateCourseDto,
          }),
          invalidatesTags: ["course-admin"],
        },
      ),
      enrollInCourse: build.mutation<
        EnrollInCourseApiResponse,
        EnrollInCourseApiArg
      >({
        query: (queryArg) => ({
          url: `/api/courses/${queryArg.id}/enroll`,
          method: "POST",
        }),
        invalidatesTags: ["learning"],
      }),
      grantAccess: build.mutation<GrantAccessApiResponse, GrantAccessApiArg>({
        query: (queryArg) => ({
          url: `/api/courses/${queryArg.id}/grant-access`,
          method: "POST",
          body: queryArg.inviteEmailDto,
        }),
        invalidatesTags: ["admin"],
      }),
      inviteToPurchase: build.mutation<
        InviteToPurchaseApiResponse,
        InviteToPurchaseApiArg
      >({
        query: (queryArg) => ({
          url: `/api/courses/${queryArg.id}/invite`,
          method: "POST",
          body: queryArg.inviteEmailDto,
        }),
        invalidatesTags: ["admin"],
      }),
      getLearnView: build.query<GetLearnViewApiResponse, GetLearnViewApiArg>({
        query: (queryArg) => ({ url: `/api/courses/${queryArg.id}/learn` }),
        providesTags: ["learning"],
      }),
      listCourseModules: build.query<
        ListCourseModulesApiResponse,
        ListCourseModulesApiArg
      >({
        query: (queryArg) => ({ url: `/api/courses/${queryArg.id}/modules` }),
        providesTags: ["catalog"],
      }),
      createModule: build.mutation<CreateModuleApiResponse, CreateModuleApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/courses/${queryArg.id}/modules`,
            method: "POST",
            body: queryArg.createModuleDto,
          }),
          invalidatesTags: ["course-admin"],
        },
      ),
      reorderModules: build.mutation<
        ReorderModulesApiResponse,
        ReorderModulesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/courses/${queryArg.id}/modules/order`,
          method: "PUT",
          body: queryArg.reorderDto,
        }),
        invalidatesTags: ["course-admin"],
      }),
      setCourseSpecificAccess: build.mutation<
        SetCourseSpecificAccessApiResponse,
        SetCourseSpecificAccessApiArg
      >({
        query: (queryArg) => ({
          url: `/api/courses/${queryArg.id}/specific-access`,
          method: "PUT",
          body: queryArg.specificAccessDto,
        }),
        invalidatesTags: ["course-admin"],
      }),
      listCourseStudents: build.query<
        ListCourseStudentsApiResponse,
        ListCourseStudentsApiArg
      >({
        query: (queryArg) => ({ url: `/api/courses/${queryArg.id}/students` }),
        providesTags: ["admin"],
      }),
      listDownloads: build.query<ListDownloadsApiResponse, ListDownloadsApiArg>(
        {
          query: () => ({ url: `/api/downloads` }),
          providesTags: ["downloads"],
        },
      ),
      createDownload: build.mutation<
        CreateDownloadApiResponse,
        CreateDownloadApiArg
      >({
        query: (queryArg) => ({
          url: `/api/downloads`,
          method: "POST",
          body: queryArg.downloadInputDto,
        }),
        invalidatesTags: ["downloads"],
      }),
      updateDownload: build.mutation<
        UpdateDownloadApiResponse,
        UpdateDownloadApiArg
      >({
        query: (queryArg) => ({
          url: `/api/downloads/${queryArg.id}`,
          method: "PUT",
          body: queryArg.downloadInputDto,
        }),
        invalidatesTags: ["downloads"],
      }),
      deleteDownload: build.mutation<
        DeleteDownloadApiResponse,
        DeleteDownloadApiArg
      >({
        query: (queryArg) => ({
          url: `/api/downloads/${queryArg.id}/delete`,
          method: "POST",
        }),
        invalidatesTags: ["downloads"],
      }),
      health: build.query<HealthApiResponse, HealthApiArg>({
        query: () => ({ url: `/api/health` }),
        providesTags: ["health"],
      }),
      checkInvite: build.query<CheckInviteApiResponse, CheckInviteApiArg>({
        query: (queryArg) => ({ url: `/api/invite/${queryArg.token}` }),
        providesTags: ["admin"],
      }),
      createLesson: build.mutation<CreateLessonApiResponse, CreateLessonApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/lessons`,
            method: "POST",
            body: queryArg.createLessonDto,
          }),
          invalidatesTags: ["course-admin"],
        },
      ),
      deleteLesson: build.mutation<DeleteLessonApiResponse, DeleteLessonApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/lessons/${queryArg.id}`,
            method: "DELETE",
          }),
          invalidatesTags: ["course-admin"],
        },
      ),
      getLesson: build.query<GetLessonApiResponse, GetLessonApiArg>({
        query: (queryArg) => ({ url: `/api/lessons/${queryArg.id}` }),
        providesTags: ["catalog"],
      }),
      updateLesson: build.mutation<UpdateLessonApiResponse, UpdateLessonApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/lessons/${queryArg.id}`,
            method: "PATCH",
            body: queryArg.updateLessonDto,
          }),
          invalidatesTags: ["course-admin"],
        },
      ),
      completeLesson: build.mutation<
        CompleteLessonApiResponse,
        CompleteLessonApiArg
      >({
        query: (queryArg) => ({
          url: `/api/lessons/${queryArg.id}/complete`,
          method: "POST",
        }),
        invalidatesTags: ["learning"],
      }),
      login: build.mutation<LoginApiResponse, LoginApiArg>({
        query: (queryArg) => ({
          url: `/api/login`,
          method: "POST",
          body: queryArg.loginDto,
        }),
        invalidatesTags: ["auth"],
      }),
      logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
        query: () => ({ url: `/api/logout`, method: "POST" }),
        invalidatesTags: ["auth"],
      }),
      deleteModule: build.mutation<DeleteModuleApiResponse, DeleteModuleApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/modules/${queryArg.moduleId}`,
            method: "DELETE",
          }),
          invalidatesTags: ["course-admin"],
        },
      ),
      updateModule: build.mutation<UpdateModuleApiResponse, UpdateModuleApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/modules/${queryArg.moduleId}`,
            method: "PATCH",
            body: queryArg.updateModuleDto,
          }),
          invalidatesTags: ["course-admin"],
        },
      ),
      listModuleLessons: build.query<
        ListModuleLessonsApiResponse,
        ListModuleLessonsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/modules/${queryArg.moduleId}/lessons`,
        }),
        providesTags: ["catalog"],
      }),
      createModuleLesson: build.mutation<
        CreateModuleLessonApiResponse,
        CreateModuleLessonApiArg
      >({
        query: (queryArg) => ({
          url: `/api/modules/${queryArg.moduleId}/lessons`,
          method: "POST",
          body: queryArg.createModuleLessonDto,
        }),
        invalidatesTags: ["course-admin"],
      }),
      reorderLessons: build.mutation<
        ReorderLessonsApiResponse,
        ReorderLessonsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/modules/${queryArg.moduleId}/lessons/order`,
          method: "PUT",
          body: queryArg.reorderDto,
        }),
        invalidatesTags: ["course-admin"],
      }),
      register: build.mutation<RegisterApiResponse, RegisterApiArg>({
        query: (queryArg) => ({
          url: `/api/register`,
          method: "POST",
          body: queryArg.registerDto,
        }),
        invalidatesTags: ["auth"],
      }),
      currentUser: build.query<CurrentUserApiResponse, CurrentUserApiArg>({
        query: () => ({ url: `/api/user` }),
        providesTags: ["auth"],
      }),
      getDashboard: build.query<GetDashboardApiResponse, GetDashboardApiArg>({
        query: () => ({ url: `/api/user/dashboard` }),
        providesTags: ["learning"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as academyApi };
export type GetAnalyticsApiResponse = /** status 200  */ AnalyticsDto;
export type GetAnalyticsApiArg = void;
export type GetCourseAnalyticsApiResponse =
  /** status 200  */ CourseAnalyticsDto;
export type GetCourseAnalyticsApiArg = {
  id: number;
};
export type GetMailQueueStatusApiResponse =
  /** status 200  */ MailQueueStatusDto;
export type GetMailQueueStatusApiArg = void;
export type ListUsersApiResponse = /** status 200  */ UserDto[];
export type ListUsersApiArg = void;
export type DeleteUserApiResponse = unknown;
export type DeleteUserApiArg = {
  id: number;
};
export type UpdateUserApiResponse = /** status 200  */ UserDto;
export type UpdateUserApiArg = {
  id: number;
  updateUserDto: UpdateUserDto;
};
export type ListCoursesApiResponse =
  /** status 200 Courses the signed-in user may see, with enrolment and progress */ CourseListItemDto[];
export type ListCoursesApiArg = void;
export type CreateCourseApiResponse = /** status 200  */ CourseDetailDto;
export type CreateCourseApiArg = {
  createCourseDto: CreateCourseDto;
};
export type ListPublicCoursesApiResponse =
  /** status 200 Courses open to everyone */ PublicCourseDto[];
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
export type EnrollInCourseApiResponse =
  /** status 200 Enrolled (or already enrolled) */ EnrollmentResultDto;
export type EnrollInCourseApiArg = {
  id: number;
};
export type GrantAccessApiResponse = /** status 200  */ GrantResultDto;
export type GrantAccessApiArg = {
  id: number;
  inviteEmailDto: InviteEmailDto;
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
export type ListCourseModulesApiResponse =
  /** status 200  */ ModuleOutlineDto[];
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
export type SetCourseSpecificAccessApiResponse =
  /** status 200  */ CourseDetailDto;
export type SetCourseSpecificAccessApiArg = {
  id: number;
  specificAccessDto: SpecificAccessDto;
};
export type ListCourseStudentsApiResponse = /** status 200  */ StudentDto[];
export type ListCourseStudentsApiArg = {
  id: number;
};
export type ListDownloadsApiResponse =
  /** status 200 The download library (signed-in users) */ DownloadDto[];
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
export type HealthApiResponse =
  /** status 200 Database and Redis are up */ HealthDto;
export type HealthApiArg = void;
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
export type GetLessonApiResponse =
  /** status 200 Content fields only for enrolled learners and admins */ LessonDto;
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
export type LoginApiResponse =
  /** status 200 Signed in; the session cookie is set */ AuthResponseDto;
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
export type ListModuleLessonsApiResponse =
  /** status 200  */ LessonOutlineDto[];
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
export type RegisterApiResponse =
  /** status 200 Account created and signed in */ AuthResponseDto;
export type RegisterApiArg = {
  registerDto: RegisterDto;
};
export type CurrentUserApiResponse =
  /** status 200 The signed-in user */ UserDto;
export type CurrentUserApiArg = void;
export type GetDashboardApiResponse = /** status 200  */ DashboardDto;
export type GetDashboardApiArg = void;
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
  status: "active" | "inactive" | "not_started";
};
export type AnalyticsDto = {
  courses: CourseAnalyticsRowDto[];
  /** The 10 most recently active learners */
  recentlyActiveStudents: ActiveStudentDto[];
  /** The 100 most recently active learners */
  studentProgress: StudentProgressDto[];
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
export type CourseAnalyticsDto = {
  /** Percent of enrolled learners who completed every lesson */
  completionRate: number;
  enrolledCount: number;
  enrollmentsByWeek: WeeklyEnrollmentsDto[];
  /** Every lesson in course order */
  lessonFunnel: LessonFunnelStepDto[];
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
  /** The 20 most recent e-mails that gave up after every retry */
  recentFailures: FailedMailDto[];
  waiting: number;
};
export type UserDto = {
  createdAt: string;
  email: string;
  firstName: string;
  id: number;
  lastActiveAt: string | null;
  lastName: string;
  profileImageUrl: string | null;
  role: "admin" | "recruitpro" | "jobseeker";
};
export type UpdateUserDto = {
  /** Read-only; must equal the current e-mail when sent */
  email?: string;
  firstName: string;
  lastName: string;
  role: "admin" | "recruitpro" | "jobseeker";
};
export type CourseListItemDto = {
  accessLevel: "all" | "recruitpro" | "jobseeker" | "admin";
  createdAt: string;
  description: string;
  /** Minutes */
  estimatedDuration: number | null;
  id: number;
  isEnrolled: boolean;
  isPaid: boolean;
  lessonCount: number;
  paymentType: "one_time" | "subscription";
  /** Integer cents */
  price: number;
  /** Percent of lessons completed, 0–100, rounded */
  progress: number;
  slug: string;
  thumbnailUrl: string | null;
  title: string;
};
export type LessonOutlineDto = {
  /** Minutes */
  duration: number;
  id: number;
  isCompleted: boolean;
  moduleId: number;
  order: number;
  title: string;
  type: "video" | "text" | "download" | "quiz";
};
export type ModuleOutlineDto = {
  description: string | null;
  id: number;
  lessons: LessonOutlineDto[];
  order: number;
  title: string;
};
export type ProgressDto = {
  completed: number;
  total: number;
};
export type CourseDetailDto = {
  accessLevel: "all" | "recruitpro" | "jobseeker" | "admin";
  createdAt: string;
  description: string;
  /** Minutes */
  estimatedDuration: number | null;
  id: number;
  isEnrolled: boolean;
  isPaid: boolean;
  lessonCount: number;
  /** Every lesson in course order */
  lessons: LessonOutlineDto[];
  modules: ModuleOutlineDto[];
  paymentType: "one_time" | "subscription";
  /** Integer cents */
  price: number;
  progress: ProgressDto;
  slug: string;
  /** Admins only: users given access whatever the access level */
  specificUserAccess?: number[];
  thumbnailUrl: string | null;
  title: string;
};
export type CreateCourseDto = {
  accessLevel: "all" | "recruitpro" | "jobseeker" | "admin";
  description?: string;
  /** Minutes */
  estimatedDuration?: number | null;
  isPaid?: boolean;
  paymentType?: "one_time" | "subscription";
  /** Integer cents; required when isPaid */
  price?: number | null;
  /** Derived from the title when absent; made unique with a suffix */
  slug?: string;
  /** Non-admin users who get access whatever the access level */
  specificUserAccess?: number[];
  thumbnailUrl?: string | null;
  title: string;
};
export type PublicCourseDto = {
  accessLevel: "all" | "recruitpro" | "jobseeker" | "admin";
  createdAt: string;
  description: string;
  /** Minutes */
  estimatedDuration: number | null;
  id: number;
  isPaid: boolean;
  lessonCount: number;
  paymentType: "one_time" | "subscription";
  /** Integer cents */
  price: number;
  slug: string;
  thumbnailUrl: string | null;
  title: string;
};
export type UpdateCourseDto = {
  accessLevel?: "all" | "recruitpro" | "jobseeker" | "admin";
  description?: string;
  /** Minutes */
  estimatedDuration?: number | null;
  isPaid?: boolean;
  paymentType?: "one_time" | "subscription";
  /** Integer cents */
  price?: number | null;
  thumbnailUrl?: string | null;
  title?: string;
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
  /** enrolled: the account existed; invited: an e-mail invites them to create one */
  status: "enrolled" | "invited";
};
export type InviteEmailDto = {
  email: string;
};
export type InviteUrlDto = {
  inviteUrl: string;
};
export type LearnViewDto = {
  description: string;
  id: number;
  modules: ModuleOutlineDto[];
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
export type SpecificAccessDto = {
  /** Non-admin users who get access whatever the access level */
  userIds: number[];
};
export type StudentDto = {
  email: string;
  enrolledAt: string;
  firstName: string;
  /** Access was granted by an admin (shown as Granted), not purchased */
  grantedAccess: boolean;
  id: number;
  lastName: string;
  /** Percent of the course completed */
  progress: number;
  role: "admin" | "recruitpro" | "jobseeker";
};
export type DownloadDto = {
  category:
    | "recruitment-process"
    | "interview-techniques"
    | "candidate-sourcing"
    | "employer-branding"
    | "compliance-legal"
    | "analytics-reporting";
  description: string;
  fileName: string;
  /** Bytes */
  fileSize: number | null;
  fileType: "PDF" | "Template" | "Checklist" | "Guide" | "Other";
  fileUrl: string;
  id: number;
  title: string;
};
export type DownloadInputDto = {
  category?:
    | "recruitment-process"
    | "interview-techniques"
    | "candidate-sourcing"
    | "employer-branding"
    | "compliance-legal"
    | "analytics-reporting";
  description?: string;
  fileName: string;
  /** Bytes */
  fileSize?: number | null;
  fileType: "PDF" | "Template" | "Checklist" | "Guide" | "Other";
  /** An http(s) address */
  fileUrl: string;
  title: string;
};
export type HealthDto = {
  db: "up" | "down";
  redis: "up" | "down";
  status: "ok" | "error";
};
export type InviteCheckDto = {
  courseId: number;
  courseTitle: string;
  email: string;
  kind: "grant" | "purchase";
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
  lessonCount: number;
  moduleId: number;
  order: number;
  /** 1-based position in the course */
  position: number;
  title: string;
  type: "video" | "text" | "download" | "quiz";
  videoId: string | null;
  videoProvider: ("youtube" | "vimeo" | "wistia" | "jwplayer") | null;
};
export type CreateLessonDto = {
  contentUrl?: string | null;
  courseId: number;
  /** HTML; sanitized */
  description?: string;
  /** Position; defaults to the end */
  order?: number;
  title: string;
  type: "video" | "text" | "download" | "quiz";
  /** An id, or a full YouTube/Vimeo URL (reduced to its id) */
  videoId?: string | null;
  videoProvider?: ("youtube" | "vimeo" | "wistia" | "jwplayer") | null;
};
export type UpdateLessonDto = {
  /** HTML of a text lesson; sanitized */
  content?: string | null;
  contentUrl?: string | null;
  /** HTML; sanitized */
  description?: string;
  /** Minutes; anything that is not a whole number becomes 0 */
  duration?: number;
  /** Ignored (quizzes are authored with the quiz API) */
  quizQuestions?: object[];
  title?: string;
  /** Must equal the current type */
  type?: "video" | "text" | "download" | "quiz";
  /** An id, or a full YouTube/Vimeo URL (reduced to its id) */
  videoId?: string | null;
  videoProvider?: ("youtube" | "vimeo" | "wistia" | "jwplayer") | null;
};
export type CompletionResultDto = {
  isCompleted: boolean;
  lessonId: number;
  progress: ProgressDto;
};
export type AuthResponseDto = {
  user: UserDto;
};
export type LoginDto = {
  email: string;
  password: string;
};
export type UpdateModuleDto = {
  description?: string | null;
  title?: string;
};
export type CreateModuleLessonDto = {
  /** HTML; sanitized */
  description?: string;
  /** Position; defaults to the end */
  order?: number;
  title: string;
  type: "video" | "text" | "download" | "quiz";
};
export type RegisterDto = {
  email: string;
  firstName: string;
  /** Token from an invite link */
  inviteToken?: string;
  lastName: string;
  password: string;
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
};
export type DashboardDto = {
  /** Up to 6 enrolled courses, most recently active first */
  myCourses: CourseListItemDto[];
  /** Latest completed lessons, newest first */
  recentProgress: RecentProgressDto[];
  stats: DashboardStatsDto;
};
export const {
  useGetAnalyticsQuery,
  useLazyGetAnalyticsQuery,
  useGetCourseAnalyticsQuery,
  useLazyGetCourseAnalyticsQuery,
  useGetMailQueueStatusQuery,
  useLazyGetMailQueueStatusQuery,
  useListUsersQuery,
  useLazyListUsersQuery,
  useDeleteUserMutation,
  useUpdateUserMutation,
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
  useEnrollInCourseMutation,
  useGrantAccessMutation,
  useInviteToPurchaseMutation,
  useGetLearnViewQuery,
  useLazyGetLearnViewQuery,
  useListCourseModulesQuery,
  useLazyListCourseModulesQuery,
  useCreateModuleMutation,
  useReorderModulesMutation,
  useSetCourseSpecificAccessMutation,
  useListCourseStudentsQuery,
  useLazyListCourseStudentsQuery,
  useListDownloadsQuery,
  useLazyListDownloadsQuery,
  useCreateDownloadMutation,
  useUpdateDownloadMutation,
  useDeleteDownloadMutation,
  useHealthQuery,
  useLazyHealthQuery,
  useCheckInviteQuery,
  useLazyCheckInviteQuery,
  useCreateLessonMutation,
  useDeleteLessonMutation,
  useGetLessonQuery,
  useLazyGetLessonQuery,
  useUpdateLessonMutation,
  useCompleteLessonMutation,
  useLoginMutation,
  useLogoutMutation,
  useDeleteModuleMutation,
  useUpdateModuleMutation,
  useListModuleLessonsQuery,
  useLazyListModuleLessonsQuery,
  useCreateModuleLessonMutation,
  useReorderLessonsMutation,
  useRegisterMutation,
  useCurrentUserQuery,
  useLazyCurrentUserQuery,
  useGetDashboardQuery,
  useLazyGetDashboardQuery,
} = injectedRtkApi;
