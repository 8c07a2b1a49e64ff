import { ApiProperty } from '@nestjs/swagger';
import { CourseListItemDto } from '../../catalog/dto/course.dto.js';

export class DashboardStatsDto {
  @ApiProperty({ example: 1 }) completedCourses!: number;
  @ApiProperty({ description: 'Enrolled courses not yet completed', example: 2 }) activeCourses!: number;
  @ApiProperty({ description: 'Hours of completed lessons, one decimal', example: 6.5 }) totalHours!: number;
  @ApiProperty({ description: 'Minutes of completed lessons', example: 390 }) totalMinutes!: number;
  @ApiProperty({ example: 1 }) certificates!: number;
}

export class RecentProgressDto {
  @ApiProperty({ example: 103 }) lessonId!: number;
  @ApiProperty({ example: 'Behavioural questions that predict performance' }) lessonTitle!: string;
  @ApiProperty({ example: 12 }) courseId!: number;
  @ApiProperty({ example: 'Structured Interviewing for Recruiters' }) courseTitle!: string;
  @ApiProperty({ example: '2026-03-02T18:02:45.000Z' }) completedAt!: string;
}

export class ResumeLessonDto {
  @ApiProperty({ example: 104 }) id!: number;
  @ApiProperty({ example: 'Scoring answers without bias' }) title!: string;
}

/** An enrolled course with where to continue it. */
export class DashboardCourseDto extends CourseListItemDto {
  @ApiProperty({
    type: ResumeLessonDto,
    nullable: true,
    description: 'The lesson viewed last, else the first not completed, else the first; null without lessons',
  })
  resumeLesson!: ResumeLessonDto | null;
}

export class DashboardDto {
  @ApiProperty({
    description:
      'The learner has been here before: the account is older than a day, or a lesson was opened or completed (a first visit is greeted differently)',
    example: true,
  })
  returning!: boolean;
  @ApiProperty({ type: DashboardStatsDto }) stats!: DashboardStatsDto;
  @ApiProperty({ type: [RecentProgressDto], description: 'Latest completed lessons, newest first' }) recentProgress!: RecentProgressDto[];
  @ApiProperty({ type: [DashboardCourseDto], description: 'Up to 6 enrolled courses, most recently active first' })
  myCourses!: DashboardCourseDto[];
}
