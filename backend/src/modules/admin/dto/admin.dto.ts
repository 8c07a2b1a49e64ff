import { ApiProperty } from '@nestjs/swagger';
import { USER_ROLES, type UserRole } from '../../users/entities/user.entity.js';

export class StudentDto {
  @ApiProperty() id!: number;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ enum: USER_ROLES }) role!: UserRole;
  @ApiProperty() enrolledAt!: string;
  @ApiProperty({ description: 'Access was granted by an admin (shown as Granted), not purchased' }) grantedAccess!: boolean;
  @ApiProperty({ description: 'Percent of the course completed' }) progress!: number;
}

export class CourseProgressDto {
  @ApiProperty() courseTitle!: string;
  @ApiProperty() progress!: number;
}

export class ActiveStudentDto {
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) lastActivityDate!: string | null;
  @ApiProperty({ type: [CourseProgressDto] }) enrollmentProgress!: CourseProgressDto[];
}

export class CourseAnalyticsRowDto {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty() enrollmentCount!: number;
  @ApiProperty({ description: 'Percent of enrolled students who completed every lesson' }) completionRate!: number;
}

export const STUDENT_STATUSES = ['active', 'inactive', 'not_started'] as const;

export class StudentProgressDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty() enrolledCourses!: number;
  @ApiProperty() completedLessons!: number;
  @ApiProperty({ type: String, nullable: true }) lastActivity!: string | null;
  @ApiProperty({ enum: STUDENT_STATUSES, description: 'active: activity in the last 14 days' }) status!: (typeof STUDENT_STATUSES)[number];
}

export class AnalyticsDto {
  @ApiProperty({ type: [ActiveStudentDto], description: 'The 10 most recently active learners' }) recentlyActiveStudents!: ActiveStudentDto[];
  @ApiProperty({ type: [CourseAnalyticsRowDto] }) courses!: CourseAnalyticsRowDto[];
  @ApiProperty({ type: [StudentProgressDto], description: 'The 100 most recently active learners' }) studentProgress!: StudentProgressDto[];
}

export class WeeklyEnrollmentsDto {
  @ApiProperty({ description: 'Monday of the week (YYYY-MM-DD)' }) weekStart!: string;
  @ApiProperty() count!: number;
}

export class LessonFunnelStepDto {
  @ApiProperty() lessonId!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ description: 'Learners who completed this lesson' }) completedCount!: number;
}

export class CourseAnalyticsDto {
  @ApiProperty() enrolledCount!: number;
  @ApiProperty({ description: 'Percent of enrolled learners who completed every lesson' }) completionRate!: number;
  @ApiProperty({ type: [WeeklyEnrollmentsDto] }) enrollmentsByWeek!: WeeklyEnrollmentsDto[];
  @ApiProperty({ type: [LessonFunnelStepDto], description: 'Every lesson in course order' }) lessonFunnel!: LessonFunnelStepDto[];
}
