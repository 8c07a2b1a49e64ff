import { ApiProperty } from '@nestjs/swagger';
import { IsObject, IsUUID } from 'class-validator';
import { SCORM_COMPLETION_STATUSES, SCORM_SUCCESS_STATUSES, SCORM_VERSIONS, type ScormCmi } from '../public/scorm-types.js';

export class ScormPackageDto {
  @ApiProperty({ description: 'The package id: replacing the package gives a new one', format: 'uuid' })
  packageId!: string;
  @ApiProperty({ enum: SCORM_VERSIONS, enumName: 'ScormVersion' })
  version!: (typeof SCORM_VERSIONS)[number];
  @ApiProperty({ description: "The manifest's title" })
  title!: string;
  @ApiProperty({ description: 'The launch file inside the package, with its query string', example: 'index.html' })
  launchPath!: string;
  @ApiProperty({ description: 'The uploaded file’s name' })
  fileName!: string;
  @ApiProperty({ description: 'Bytes of every file once unpacked' })
  sizeBytes!: number;
  @ApiProperty()
  fileCount!: number;
  @ApiProperty({ format: 'date-time' })
  uploadedAt!: string;
}

export class AdminScormLessonDto {
  @ApiProperty()
  lessonId!: number;
  @ApiProperty({ type: ScormPackageDto, nullable: true, description: 'Null until a package is uploaded' })
  package!: ScormPackageDto | null;
  @ApiProperty({ description: 'The largest package accepted, in bytes (also once unpacked)' })
  maxBytes!: number;
}

export class ScormLaunchDto {
  @ApiProperty()
  lessonId!: number;
  @ApiProperty({ format: 'uuid', description: 'Send it back with every commit' })
  packageId!: string;
  @ApiProperty({ enum: SCORM_VERSIONS, enumName: 'ScormVersion' })
  version!: (typeof SCORM_VERSIONS)[number];
  @ApiProperty()
  title!: string;
  @ApiProperty({
    description:
      "The launch file's address on the academy's origin, signed for this learner and valid until expiresAt: load it in a sandboxed iframe (allow-scripts allow-forms allow-popups, never allow-same-origin).",
    example: '/api/scorm-content/0f2c….1.1767225600.sig/index.html',
  })
  launchUrl!: string;
  @ApiProperty({ format: 'date-time' })
  expiresAt!: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description:
      "The run-time data to start from (the `cmi` object without its root): the learner's kept location, suspend data, statuses, score and total time, and who they are",
  })
  cmi!: ScormCmi;
  @ApiProperty({ enum: SCORM_COMPLETION_STATUSES, enumName: 'ScormCompletionStatus' })
  completionStatus!: (typeof SCORM_COMPLETION_STATUSES)[number];
  @ApiProperty({ enum: SCORM_SUCCESS_STATUSES, enumName: 'ScormSuccessStatus' })
  successStatus!: (typeof SCORM_SUCCESS_STATUSES)[number];
  @ApiProperty({ type: Number, nullable: true, description: 'The scaled score, -1 to 1' })
  scoreScaled!: number | null;
  @ApiProperty({ description: 'The lesson is complete for this learner' })
  isCompleted!: boolean;
}

export class CommitScormDto {
  @ApiProperty({ format: 'uuid', description: 'The packageId of the launch' })
  @IsUUID('all', { message: 'packageId must be the package id of the launch' })
  packageId!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description:
      'The run-time data as scorm-again commits it (the `cmi` object without its root). SCORM 1.2: core.lesson_status, core.lesson_location (255 characters), core.score, core.total_time, suspend_data (4,096 characters). SCORM 2004: completion_status, success_status, location (1,000), score (scaled -1 to 1), total_time, suspend_data (64,000).',
  })
  @IsObject({ message: 'cmi must be an object' })
  cmi!: ScormCmi;
}

export class ScormCommitResultDto {
  @ApiProperty({ enum: SCORM_COMPLETION_STATUSES, enumName: 'ScormCompletionStatus' })
  completionStatus!: (typeof SCORM_COMPLETION_STATUSES)[number];
  @ApiProperty({ enum: SCORM_SUCCESS_STATUSES, enumName: 'ScormSuccessStatus' })
  successStatus!: (typeof SCORM_SUCCESS_STATUSES)[number];
  @ApiProperty({ type: Number, nullable: true })
  scoreScaled!: number | null;
  @ApiProperty({ description: 'The lesson is complete for this learner (this commit may have completed it)' })
  isCompleted!: boolean;
}

export class ScormLessonResultDto {
  @ApiProperty()
  lessonId!: number;
  @ApiProperty()
  title!: string;
  @ApiProperty({ enum: SCORM_VERSIONS, nullable: true, description: 'Null: no package uploaded yet' })
  version!: (typeof SCORM_VERSIONS)[number] | null;
  @ApiProperty({ description: 'Learners who launched it and committed data' })
  attempts!: number;
  @ApiProperty({ description: 'Learners the package reported done' })
  completed!: number;
  @ApiProperty({ description: 'Learners the package reported passed' })
  passed!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Mean scaled score as a percent, of learners with a score' })
  averageScore!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Mean total time in minutes' })
  averageMinutes!: number | null;
}

export class ScormCourseResultsDto {
  @ApiProperty({ type: [ScormLessonResultDto] })
  lessons!: ScormLessonResultDto[];
}
