import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ACCESS_LEVELS, PAYMENT_TYPES, type AccessLevel, type PaymentType } from '../entities/course.entity.js';
import { LESSON_TYPES, type LessonType } from '../entities/lesson.entity.js';
import { InstructorDto } from './instructor.dto.js';

/** A course as visitors see it in the public catalogue. */
export class PublicCourseDto {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ example: 'Structured Interviewing for Recruiters' }) title!: string;
  @ApiProperty({ example: 'Design interview scorecards, ask behavioural questions and make fair, consistent hiring decisions.' })
  description!: string;
  @ApiProperty({ example: 'structured-interviewing-for-recruiters' }) slug!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The course image for cards (640×360 WebP); null: none',
    example: '/api/course-images/5e0c7a1f9b3d42e8a6c1d0f7b2e9a4c3-card.webp',
  })
  thumbnailUrl!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The course image for the course page's hero (1600×900 WebP); null: none",
    example: '/api/course-images/5e0c7a1f9b3d42e8a6c1d0f7b2e9a4c3-hero.webp',
  })
  heroImageUrl!: string | null;
  @ApiProperty({ enum: ACCESS_LEVELS, example: 'all' }) accessLevel!: AccessLevel;
  @ApiProperty({ example: true }) isPaid!: boolean;
  @ApiProperty({ description: 'Integer cents', example: 4900 }) price!: number;
  @ApiProperty({ enum: PAYMENT_TYPES, example: 'one_time' }) paymentType!: PaymentType;
  @ApiProperty({ type: Number, nullable: true, description: 'Minutes', example: 95 }) estimatedDuration!: number | null;
  @ApiProperty({ example: 8 }) lessonCount!: number;
  @ApiProperty({ example: '2026-01-12T10:00:00.000Z' }) createdAt!: string;
  @ApiProperty({ description: 'Visible reviews of the course', example: 14 }) ratingCount!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Average rating (1–5) to one decimal; null without reviews', example: 4.6 })
  ratingAverage!: number | null;
}

/** A catalogue entry for a signed-in learner. */
export class CourseListItemDto extends PublicCourseDto {
  @ApiProperty({ example: true }) isEnrolled!: boolean;
  @ApiProperty({ description: 'Percent of lessons completed, 0–100, rounded', example: 38 }) progress!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The viewer's current certificate for this course (valid, expired or revoked)",
  })
  certificateCode!: string | null;
}

export class ProgressDto {
  @ApiProperty({ example: 3 }) completed!: number;
  @ApiProperty({ example: 8 }) total!: number;
}

export class LessonOutlineDto {
  @ApiProperty({ example: 101 }) id!: number;
  @ApiProperty({ example: 31 }) moduleId!: number;
  @ApiProperty({ example: 'Writing an interview scorecard' }) title!: string;
  @ApiProperty({ enum: LESSON_TYPES, example: 'video' }) type!: LessonType;
  @ApiProperty({ description: 'Minutes', example: 12 }) duration!: number;
  @ApiProperty({ example: 0 }) order!: number;
  @ApiProperty({ example: true }) isCompleted!: boolean;
  @ApiProperty({ example: false, description: 'A free preview: anyone who may see the course may open it' }) isPreview!: boolean;
}

export class ModuleOutlineDto {
  @ApiProperty({ example: 31 }) id!: number;
  @ApiProperty({ example: 'Before the interview' }) title!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Decide what a good answer sounds like before you meet a candidate.' })
  description!: string | null;
  @ApiProperty({ example: 0 }) order!: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      "Drip: the module opens this many days after the learner's start (their cohort's, else their enrolment's); null: from the start",
    example: null,
  })
  unlockAfterDays!: number | null;
  @ApiProperty({ type: [LessonOutlineDto] }) lessons!: LessonOutlineDto[];
}

/** The course page: details, the outline, and the viewer's enrolment and progress. */
export class CourseDetailDto extends PublicCourseDto {
  @ApiProperty({ example: true }) isEnrolled!: boolean;
  @ApiProperty({ type: ProgressDto }) progress!: ProgressDto;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The viewer's current certificate for this course (valid, expired or revoked)",
  })
  certificateCode!: string | null;
  @ApiProperty({ type: [ModuleOutlineDto] }) modules!: ModuleOutlineDto[];
  @ApiProperty({ type: [LessonOutlineDto], description: 'Every lesson in course order' }) lessons!: LessonOutlineDto[];
  @ApiProperty({ type: [InstructorDto], description: "The course's instructors in the order shown" }) instructors!: InstructorDto[];
  @ApiPropertyOptional({ type: [Number], description: 'Admins only: users given access whatever the access level' })
  specificUserAccess?: number[];
}
