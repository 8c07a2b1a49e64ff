import { ProfileImageSchema } from './modules/account/entities/profile-image.entity.js';
import { AccountTokenSchema } from './modules/auth/entities/account-token.entity.js';
import { ApiTokenSchema } from './modules/auth/entities/api-token.entity.js';
import { SessionSchema } from './modules/auth/entities/session.entity.js';
import { UserIdentitySchema } from './modules/auth/entities/user-identity.entity.js';
import { InviteSchema } from './modules/admin/entities/invite.entity.js';
import { AnalyticsSummarySchema } from './modules/admin/entities/analytics-summary.entity.js';
import { PaymentSchema } from './modules/payments/entities/payment.entity.js';
import { CouponSchema } from './modules/payments/entities/coupon.entity.js';
import { CouponCourseSchema } from './modules/payments/entities/coupon-course.entity.js';
import { StripeEventSchema } from './modules/payments/entities/stripe-event.entity.js';
import { CertificateSettingsSchema } from './modules/certificates/entities/certificate-settings.entity.js';
import { CertificateSchema } from './modules/certificates/entities/certificate.entity.js';
import { CredentialSigningKeySchema } from './modules/certificates/entities/credential-signing-key.entity.js';
import { CourseImageSchema } from './modules/catalog/entities/course-image.entity.js';
import { CourseSchema } from './modules/catalog/entities/course.entity.js';
import { CourseInstructorSchema } from './modules/catalog/entities/course-instructor.entity.js';
import { InstructorPhotoSchema } from './modules/catalog/entities/instructor-photo.entity.js';
import { InstructorSchema } from './modules/catalog/entities/instructor.entity.js';
import { LessonSchema } from './modules/catalog/entities/lesson.entity.js';
import { CourseModuleSchema } from './modules/catalog/entities/module.entity.js';
import { DownloadFileSchema } from './modules/downloads/entities/download-file.entity.js';
import { DownloadSchema } from './modules/downloads/entities/download.entity.js';
import { EnrollmentSchema } from './modules/learning/entities/enrollment.entity.js';
import { LessonProgressSchema } from './modules/learning/entities/lesson-progress.entity.js';
import { QuizAttemptSchema } from './modules/quizzes/entities/quiz-attempt.entity.js';
import { QuizQuestionSchema } from './modules/quizzes/entities/quiz-question.entity.js';
import { QuizUploadSchema } from './modules/quizzes/entities/quiz-upload.entity.js';
import { QuizSchema } from './modules/quizzes/entities/quiz.entity.js';
import { OutgoingEmailSchema } from './modules/mail/entities/outgoing-email.entity.js';
import { UserSchema } from './modules/users/entities/user.entity.js';
import { WebhookDeliverySchema } from './modules/webhooks/entities/webhook-delivery.entity.js';
import { WebhookEndpointSchema } from './modules/webhooks/entities/webhook-endpoint.entity.js';
import { WebhookEventSchema } from './modules/webhooks/entities/webhook-event.entity.js';
import { TeamSchema } from './modules/teams/entities/team.entity.js';
import { TeamSeatSchema } from './modules/teams/entities/team-seat.entity.js';
import { TeamOrderSchema } from './modules/teams/entities/team-order.entity.js';
import { SsoConnectionSchema } from './modules/sso/entities/sso-connection.entity.js';
import { AcademySettingsSchema } from './modules/reviews/entities/academy-settings.entity.js';
import { ReviewHelpfulVoteSchema } from './modules/reviews/entities/review-helpful-vote.entity.js';
import { ReviewSchema } from './modules/reviews/entities/review.entity.js';
import { CourseSeatTierSchema } from './modules/teams/entities/course-seat-tier.entity.js';
import { PathSeatTierSchema } from './modules/teams/entities/path-seat-tier.entity.js';
import { PracticeLessonSchema } from './modules/practice/entities/practice-lesson.entity.js';
import { PracticeAttemptSchema } from './modules/practice/entities/practice-attempt.entity.js';
import { PracticeTurnSchema } from './modules/practice/entities/practice-turn.entity.js';
import { ScormPackageSchema } from './modules/scorm/entities/scorm-package.entity.js';
import { ScormAttemptSchema } from './modules/scorm/entities/scorm-attempt.entity.js';
import { ModelUsageSchema } from './modules/practice/entities/model-usage.entity.js';
import { CandidatePoolSchema } from './modules/sourcing/entities/candidate-pool.entity.js';
import { CandidateProfileSchema } from './modules/sourcing/entities/candidate-profile.entity.js';
import { ScheduledJobSchema } from './modules/scheduler/entities/scheduled-job.entity.js';
import { LearningPathSchema } from './modules/paths/entities/learning-path.entity.js';
import { LearningPathStepSchema } from './modules/paths/entities/learning-path-step.entity.js';
import { LearningPathStepPrerequisiteSchema } from './modules/paths/entities/learning-path-step-prerequisite.entity.js';
import { CertificateCreditSchema } from './modules/certificates/entities/certificate-credit.entity.js';
import { CreditRecordHolderSchema } from './modules/certificates/entities/credit-record-holder.entity.js';
import { CourseCreditSchema } from './modules/credits/entities/course-credit.entity.js';
import { PathCreditSchema } from './modules/credits/entities/path-credit.entity.js';
import { LearnerCertificationSchema } from './modules/credits/entities/learner-certification.entity.js';
import { CreditEntrySchema } from './modules/credits/entities/credit-entry.entity.js';
import { CreditEvidenceSchema } from './modules/credits/entities/credit-evidence.entity.js';
import { CertificationRequirementSchema } from './modules/credits/entities/certification-requirement.entity.js';
import { CreditSettingsSchema } from './modules/credits/entities/credit-settings.entity.js';
import { DiscussionThreadSchema } from './modules/discussions/entities/discussion-thread.entity.js';
import { DiscussionPostSchema } from './modules/discussions/entities/discussion-post.entity.js';
import { DiscussionPostUpvoteSchema } from './modules/discussions/entities/discussion-post-upvote.entity.js';
import { DiscussionPostReportSchema } from './modules/discussions/entities/discussion-post-report.entity.js';
import { DiscussionSuspensionSchema } from './modules/discussions/entities/discussion-suspension.entity.js';
import { DiscussionNotificationSchema } from './modules/discussions/entities/discussion-notification.entity.js';
import { DiscussionEmailSettingSchema } from './modules/discussions/entities/discussion-email-setting.entity.js';
import { CohortSchema } from './modules/cohorts/entities/cohort.entity.js';
import { CohortMemberSchema } from './modules/cohorts/entities/cohort-member.entity.js';
import { LiveSessionSchema } from './modules/cohorts/entities/live-session.entity.js';
import { LiveSessionCreditSchema } from './modules/cohorts/entities/live-session-credit.entity.js';
import { SessionAttendanceSchema } from './modules/cohorts/entities/session-attendance.entity.js';
import { CalendarFeedSchema } from './modules/cohorts/entities/calendar-feed.entity.js';
import { DripUnlockNoticeSchema } from './modules/cohorts/entities/drip-unlock-notice.entity.js';

/** Every entity schema of the product, registered once with the ORM. */
export const entities = [
  UserSchema,
  CourseSchema,
  CourseImageSchema,
  CourseModuleSchema,
  LessonSchema,
  InstructorSchema,
  InstructorPhotoSchema,
  CourseInstructorSchema,
  EnrollmentSchema,
  LessonProgressSchema,
  DownloadSchema,
  DownloadFileSchema,
  InviteSchema,
  PaymentSchema,
  StripeEventSchema,
  CouponSchema,
  CouponCourseSchema,
  CertificateSchema,
  CertificateSettingsSchema,
  CredentialSigningKeySchema,
  QuizSchema,
  QuizQuestionSchema,
  QuizAttemptSchema,
  QuizUploadSchema,
  SessionSchema,
  UserIdentitySchema,
  AccountTokenSchema,
  ApiTokenSchema,
  ProfileImageSchema,
  OutgoingEmailSchema,
  WebhookEndpointSchema,
  WebhookEventSchema,
  WebhookDeliverySchema,
  TeamSchema,
  TeamSeatSchema,
  SsoConnectionSchema,
  TeamOrderSchema,
  CourseSeatTierSchema,
  PathSeatTierSchema,
  AnalyticsSummarySchema,
  ReviewSchema,
  ReviewHelpfulVoteSchema,
  AcademySettingsSchema,
  PracticeLessonSchema,
  PracticeAttemptSchema,
  PracticeTurnSchema,
  ScormPackageSchema,
  ScormAttemptSchema,
  ModelUsageSchema,
  CandidatePoolSchema,
  CandidateProfileSchema,
  ScheduledJobSchema,
  LearningPathSchema,
  LearningPathStepSchema,
  LearningPathStepPrerequisiteSchema,
  CourseCreditSchema,
  PathCreditSchema,
  CertificateCreditSchema,
  CreditRecordHolderSchema,
  LearnerCertificationSchema,
  CreditEntrySchema,
  CreditEvidenceSchema,
  CertificationRequirementSchema,
  CreditSettingsSchema,
  DiscussionThreadSchema,
  DiscussionPostSchema,
  DiscussionPostUpvoteSchema,
  DiscussionPostReportSchema,
  DiscussionSuspensionSchema,
  DiscussionNotificationSchema,
  DiscussionEmailSettingSchema,
  CohortSchema,
  CohortMemberSchema,
  LiveSessionSchema,
  LiveSessionCreditSchema,
  SessionAttendanceSchema,
  CalendarFeedSchema,
  DripUnlockNoticeSchema,
];
