import { ApiProperty } from '@nestjs/swagger';
import { CourseListItemDto } from '../../catalog/dto/course.dto.js';

export class DashboardStatsDto {
  @ApiProperty() completedCourses!: number;
  @ApiProperty({ description: 'Enrolled courses not yet completed' }) activeCourses!: number;
  @ApiProperty({ description: 'Hours of completed lessons, one decimal' }) totalHours!: number;
  @ApiProperty() certificates!: number;
}

export class RecentProgressDto {
  @ApiProperty() lessonId!: number;
  @ApiProperty() lessonTitle!: string;
  @ApiProperty() courseId!: number;
  @ApiProperty() courseTitle!: string;
  @ApiProperty() completedAt!: string;
}

export class ResumeLessonDto {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
}

/** An enrolled course with where to continue it. */
export class DashboardCourseDto extends CourseListItemDto {
  @ApiProperty({ type: ResumeLessonDto, nullable: true, description: 'The lesson viewed last, else the first not completed, else the first; null without lessons' })
  resumeLesson!: ResumeLessonDto | null;
}

export class DashboardDto {
  @ApiProperty({ type: DashboardStatsDto }) stats!: DashboardStatsDto;
  @ApiProperty({ type: [RecentProgressDto], description: 'Latest completed lessons, newest first' }) recentProgress!: RecentProgressDto[];
  @ApiProperty({ type: [DashboardCourseDto], description: 'Up to 6 enrolled courses, most recently active first' }) myCourses!: DashboardCourseDto[];
}
