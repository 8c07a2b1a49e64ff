import { ApiProperty } from '@nestjs/swagger';
import { ModuleOutlineDto, ProgressDto } from '../../catalog/dto/course.dto.js';

/** The learning page: the course outline with the learner's completions. */
export class ModuleLockDto {
  @ApiProperty({ example: 32 }) moduleId!: number;
  @ApiProperty({ description: 'When the module opens for this learner', example: '2027-03-08T09:00:00.000Z' }) unlocksAt!: string;
}

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
  @ApiProperty({
    type: [ModuleLockDto],
    description: "Drip modules not open yet for this learner, with when each opens (the outline shows 'Unlocks on …'); admins see none",
  })
  lockedModules!: ModuleLockDto[];
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
