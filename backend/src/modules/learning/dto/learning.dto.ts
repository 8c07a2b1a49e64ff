import { ApiProperty } from '@nestjs/swagger';
import { ModuleOutlineDto, ProgressDto } from '../../catalog/dto/course.dto.js';

/** The learning page: the course outline with the learner's completions. */
export class LearnViewDto {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ example: 'Structured Interviewing for Recruiters' }) title!: string;
  @ApiProperty({ example: 'Design interview scorecards, ask behavioural questions and make fair, consistent hiring decisions.' })
  description!: string;
  @ApiProperty({ type: [ModuleOutlineDto] }) modules!: ModuleOutlineDto[];
  @ApiProperty({ type: ProgressDto }) totalProgress!: ProgressDto;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'The lesson to open: viewed last, else the first not completed, else the first; null without lessons',
    example: 104,
  })
  resumeLessonId!: number | null;
}

export class EnrollmentResultDto {
  @ApiProperty({ example: 12 }) courseId!: number;
  @ApiProperty({ example: true }) isEnrolled!: boolean;
  @ApiProperty({ example: '2026-02-03T14:20:00.000Z' }) enrolledAt!: string;
}

export class CompletionResultDto {
  @ApiProperty({ example: 104 }) lessonId!: number;
  @ApiProperty({ example: true }) isCompleted!: boolean;
  @ApiProperty({ type: ProgressDto }) progress!: ProgressDto;
}
