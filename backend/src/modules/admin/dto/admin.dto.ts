import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { StudentCertificateDto } from '../../certificates/dto/certificate.dto.js';
import { USER_ROLES, type UserRole } from '../../users/entities/user.entity.js';
import { PageQueryDto } from '../../../common/page-query.dto.js';

export class StudentDto {
  @ApiProperty() id!: number;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ enum: USER_ROLES }) role!: UserRole;
  @ApiProperty() enrolledAt!: string;
  @ApiProperty({ description: 'Access was granted by an admin (shown as Granted), not purchased' }) grantedAccess!: boolean;
  @ApiProperty({ description: 'Percent of the course completed' }) progress!: number;
  @ApiProperty({ type: StudentCertificateDto, nullable: true, description: 'Their certificate for this course, once issued' })
  certificate!: StudentCertificateDto | null;
}

export class CourseProgressDto {
  @ApiProperty({ example: 'Structured Interviewing for Recruiters' }) courseTitle!: string;
  @ApiProperty({ example: 38 }) progress!: number;
}

export class ActiveStudentDto {
  @ApiProperty({ example: 'Jordan Rivera' }) name!: string;
  @ApiProperty({ example: 'jordan.rivera@example.com' }) email!: string;
  @ApiProperty({ type: String, nullable: true, example: '2026-03-02T18:04:11.000Z' }) lastActivityDate!: string | null;
  @ApiProperty({ type: [CourseProgressDto] }) enrollmentProgress!: CourseProgressDto[];
}

export class CourseAnalyticsRowDto {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ example: 'Structured Interviewing for Recruiters' }) title!: string;
  @ApiProperty({ example: 148 }) enrollmentCount!: number;
  @ApiProperty({ description: 'Percent of enrolled students who completed every lesson', example: 41 }) completionRate!: number;
}

export const STUDENT_STATUSES = ['active', 'inactive', 'not_started'] as const;

export class StudentProgressDto {
  @ApiProperty({ example: 42 }) id!: number;
  @ApiProperty({ example: 'Jordan Rivera' }) name!: string;
  @ApiProperty({ example: 'jordan.rivera@example.com' }) email!: string;
  @ApiProperty({ example: 3 }) enrolledCourses!: number;
  @ApiProperty({ example: 17 }) completedLessons!: number;
  @ApiProperty({ type: String, nullable: true, example: '2026-03-02T18:04:11.000Z' }) lastActivity!: string | null;
  @ApiProperty({ enum: STUDENT_STATUSES, description: 'active: activity in the last 14 days', example: 'active' })
  status!: (typeof STUDENT_STATUSES)[number];
}

export class AnalyticsDto {
  @ApiProperty({ type: [ActiveStudentDto], description: 'The 10 most recently active learners' })
  recentlyActiveStudents!: ActiveStudentDto[];
  @ApiProperty({ type: [CourseAnalyticsRowDto] }) courses!: CourseAnalyticsRowDto[];
  @ApiProperty({ type: [StudentProgressDto], description: 'The 100 most recently active learners' }) studentProgress!: StudentProgressDto[];
  @ApiProperty({
    example: '2026-03-02T18:04:11.000Z',
    description:
      'When these figures were computed; they include every change made before then. They are refreshed in the background and never served older than ANALYTICS_MAX_AGE_MS (a minute by default).',
  })
  generatedAt!: string;
}

/** The analytics as stored in the summary, without the time they were computed. */
export type AnalyticsFigures = Omit<AnalyticsDto, 'generatedAt'>;

export class WeeklyEnrollmentsDto {
  @ApiProperty({ description: 'Monday of the week (YYYY-MM-DD)' }) weekStart!: string;
  @ApiProperty() count!: number;
}

export class LessonFunnelStepDto {
  @ApiProperty() lessonId!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ description: 'Learners who completed this lesson' }) completedCount!: number;
}

export class CourseRevenueDto {
  @ApiProperty({ description: 'Integer cents: one-time purchases paid and not refunded, net of coupon discounts' }) oneTimeRevenue!: number;
  @ApiProperty({ description: 'One-time purchases paid and not refunded' }) purchases!: number;
  @ApiProperty({ description: 'Subscriptions currently paid up' }) activeSubscriptions!: number;
  @ApiProperty({ description: 'Integer cents per month from the active subscriptions' }) monthlyRecurringRevenue!: number;
  @ApiProperty({ description: 'Integer cents refunded' }) refunded!: number;
  @ApiProperty({ description: 'Integer cents coupons took off the one-time purchases paid and not refunded' }) discounts!: number;
}

export class QuizStatsDto {
  @ApiProperty() lessonId!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Percent needed to pass; null when the quiz has none' }) passMark!:
    number | null;
  @ApiProperty({ description: 'Learners with at least one submitted attempt' }) attemptedCount!: number;
  @ApiProperty({ description: 'Learners who passed' }) passedCount!: number;
  @ApiProperty({ description: 'Percent of the learners who attempted it that passed' }) passRate!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Average score (percent) of graded attempts' }) averageScore!: number | null;
}

export class CourseAnalyticsDto {
  @ApiProperty() enrolledCount!: number;
  @ApiProperty({ description: 'Percent of enrolled learners who completed every lesson' }) completionRate!: number;
  @ApiProperty({ type: [WeeklyEnrollmentsDto] }) enrollmentsByWeek!: WeeklyEnrollmentsDto[];
  @ApiProperty({ type: [LessonFunnelStepDto], description: 'Every lesson in course order' }) lessonFunnel!: LessonFunnelStepDto[];
  @ApiProperty({ type: CourseRevenueDto }) revenue!: CourseRevenueDto;
  @ApiProperty({ type: [QuizStatsDto], description: 'Every quiz of the course, in course order' }) quizzes!: QuizStatsDto[];
}

export class StudentPageQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Part of a name or e-mail address', maxLength: 200 })
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(200, { message: 'search must be at most 200 characters' })
  search?: string;
}

export class StudentPageDto {
  @ApiProperty({ type: [StudentDto] }) items!: StudentDto[];
  @ApiProperty({ description: 'Students matching the search, on every page' }) total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}
