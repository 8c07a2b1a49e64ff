import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { IsSortField, TableQueryDto } from '../../../common/table-query.js';
import { ACCESS_LEVELS, type AccessLevel } from '../entities/course.entity.js';
import { PublicCourseDto } from './course.dto.js';

export const COURSE_SORT_FIELDS = ['title', 'accessLevel', 'price', 'lessonCount', 'enrolledCount', 'createdAt'] as const;
export type CourseSortField = (typeof COURSE_SORT_FIELDS)[number];
/** How a course is priced: free, paid once, or a subscription. */
export const COURSE_PRICINGS = ['free', 'one_time', 'subscription'] as const;
export type CoursePricing = (typeof COURSE_PRICINGS)[number];

/** The admin's Courses table: search in titles, filter by access level and pricing, sort, page. */
export class CourseTableQueryDto extends TableQueryDto {
  @ApiPropertyOptional({ enum: COURSE_SORT_FIELDS, default: 'createdAt', description: 'The column to sort by (newest first by default)' })
  @IsOptional()
  @IsSortField(COURSE_SORT_FIELDS)
  sort?: CourseSortField;

  @ApiPropertyOptional({ enum: ACCESS_LEVELS, description: 'Only courses with this access level' })
  @IsOptional()
  @IsIn(ACCESS_LEVELS, { message: `accessLevel must be one of: ${ACCESS_LEVELS.join(', ')}` })
  accessLevel?: AccessLevel;

  @ApiPropertyOptional({ enum: COURSE_PRICINGS, description: 'Only free courses, courses paid once, or subscriptions' })
  @IsOptional()
  @IsIn(COURSE_PRICINGS, { message: `pricing must be one of: ${COURSE_PRICINGS.join(', ')}` })
  pricing?: CoursePricing;
}

/** A course as the admin's Courses table shows it. */
export class AdminCourseRowDto extends PublicCourseDto {
  @ApiProperty({ description: 'Learners with an active enrolment', example: 14 }) enrolledCount!: number;
}

export class AdminCoursePageDto {
  @ApiProperty({ type: [AdminCourseRowDto] }) items!: AdminCourseRowDto[];
  @ApiProperty({ description: 'Courses matching the search and filters, on every page', example: 12 }) total!: number;
  @ApiProperty({ example: 1 }) page!: number;
  @ApiProperty({ example: 20 }) pageSize!: number;
}
