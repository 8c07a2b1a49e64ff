import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ACCESS_LEVELS, PAYMENT_TYPES, type AccessLevel, type PaymentType } from '../entities/course.entity.js';
import { LESSON_TYPES, type LessonType } from '../entities/lesson.entity.js';

/** A course as visitors see it in the public catalogue. */
export class PublicCourseDto {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty() description!: string;
  @ApiProperty() slug!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The course image for cards (640×360 WebP); null: none' }) thumbnailUrl!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The course image for the course page's hero (1600×900 WebP); null: none" })
  heroImageUrl!: string | null;
  @ApiProperty({ enum: ACCESS_LEVELS }) accessLevel!: AccessLevel;
  @ApiProperty() isPaid!: boolean;
  @ApiProperty({ description: 'Integer cents' }) price!: number;
  @ApiProperty({ enum: PAYMENT_TYPES }) paymentType!: PaymentType;
  @ApiProperty({ type: Number, nullable: true, description: 'Minutes' }) estimatedDuration!: number | null;
  @ApiProperty() lessonCount!: number;
  @ApiProperty() createdAt!: string;
}

/** A catalogue entry for a signed-in learner. */
export class CourseListItemDto extends PublicCourseDto {
  @ApiProperty() isEnrolled!: boolean;
  @ApiProperty({ description: 'Percent of lessons completed, 0–100, rounded' }) progress!: number;
  @ApiProperty({ type: String, nullable: true, description: "The viewer's certificate for this course (valid or revoked)" }) certificateCode!: string | null;
}

export class ProgressDto {
  @ApiProperty() completed!: number;
  @ApiProperty() total!: number;
}

export class LessonOutlineDto {
  @ApiProperty() id!: number;
  @ApiProperty() moduleId!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ enum: LESSON_TYPES }) type!: LessonType;
  @ApiProperty({ description: 'Minutes' }) duration!: number;
  @ApiProperty() order!: number;
  @ApiProperty() isCompleted!: boolean;
}

export class ModuleOutlineDto {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty() order!: number;
  @ApiProperty({ type: [LessonOutlineDto] }) lessons!: LessonOutlineDto[];
}

/** The course page: details, the outline, and the viewer's enrolment and progress. */
export class CourseDetailDto extends PublicCourseDto {
  @ApiProperty() isEnrolled!: boolean;
  @ApiProperty({ type: ProgressDto }) progress!: ProgressDto;
  @ApiProperty({ type: String, nullable: true, description: "The viewer's certificate for this course (valid or revoked)" }) certificateCode!: string | null;
  @ApiProperty({ type: [ModuleOutlineDto] }) modules!: ModuleOutlineDto[];
  @ApiProperty({ type: [LessonOutlineDto], description: 'Every lesson in course order' }) lessons!: LessonOutlineDto[];
  @ApiPropertyOptional({ type: [Number], description: 'Admins only: users given access whatever the access level' })
  specificUserAccess?: number[];
}
