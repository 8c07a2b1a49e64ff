import { ApiProperty } from '@nestjs/swagger';
import { ModuleOutlineDto, ProgressDto } from '../../catalog/dto/course.dto.js';

/** The learning page: the course outline with the learner's completions. */
export class LearnViewDto {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ type: [ModuleOutlineDto] }) modules!: ModuleOutlineDto[];
  @ApiProperty({ type: ProgressDto }) totalProgress!: ProgressDto;
  @ApiProperty({ type: Number, nullable: true, description: 'The lesson to open: viewed last, else the first not completed, else the first; null without lessons' })
  resumeLessonId!: number | null;
}

export class EnrollmentResultDto {
  @ApiProperty() courseId!: number;
  @ApiProperty() isEnrolled!: boolean;
  @ApiProperty() enrolledAt!: string;
}

export class CompletionResultDto {
  @ApiProperty() lessonId!: number;
  @ApiProperty() isCompleted!: boolean;
  @ApiProperty({ type: ProgressDto }) progress!: ProgressDto;
}
