import { ApiProperty } from '@nestjs/swagger';
import { ACCESS_LEVELS, type AccessLevel } from '../../catalog/entities/course.entity.js';

export const STEP_KINDS = ['course', 'practice', 'sourcing'] as const;
/** A course, or a capstone lesson: a practice conversation or a sourcing (Boolean search) exercise. */
export type StepKind = (typeof STEP_KINDS)[number];
export const STEP_STATES = ['done', 'available', 'locked'] as const;

/** Where the learner stands on a path: its required steps done, in whole percent. */
export class PathProgressDto {
  @ApiProperty({ example: 3 }) requiredTotal!: number;
  @ApiProperty({ example: 1 }) requiredDone!: number;
  @ApiProperty({ description: 'Steps done, optional ones included', example: 2 }) stepsDone!: number;
  @ApiProperty({ minimum: 0, maximum: 100, description: 'Required steps done over required steps, whole percent', example: 33 })
  percent!: number;
  @ApiProperty({ description: 'Every required step is done' }) isComplete!: boolean;
}

/** The signed-in learner's current certificate of the path (not revoked). */
export class PathCertificateDto {
  @ApiProperty({ description: 'Its verification code: the page is /certificates/{code}', example: 'K7QW3MZ5XJ2HRT4LNBVC6DPEYA' })
  code!: string;
  @ApiProperty({ example: '2026-12-06T17:20:00.000Z' }) issuedAt!: string;
  @ApiProperty({ type: String, nullable: true, description: 'When it expires; null: never', example: null }) validUntil!: string | null;
}

/** A published path as the catalogue lists it. */
export class PathSummaryDto {
  @ApiProperty({ example: 2 }) id!: number;
  @ApiProperty({ example: 'certified-recruiter-practitioner' }) slug!: string;
  @ApiProperty({ example: 'Certified Recruiter: Practitioner' }) title!: string;
  @ApiProperty({ description: 'Plain text; show it as text', example: 'From sourcing to the offer, in four steps.' })
  description!: string;
  @ApiProperty({ example: 'Practitioner' }) levelLabel!: string;
  @ApiProperty({ description: 'What completing every required step earns', example: 'Certified Recruiter — Practitioner' })
  certificateTitle!: string;
  @ApiProperty({ example: 4 }) stepCount!: number;
  @ApiProperty({ example: 3 }) requiredStepCount!: number;
  @ApiProperty({ description: 'Minutes of the required steps', example: 540 }) minutes!: number;
  @ApiProperty({ type: PathProgressDto, nullable: true, description: 'The signed-in learner’s progress; null for visitors' })
  progress!: PathProgressDto | null;
  @ApiProperty({
    type: PathCertificateDto,
    nullable: true,
    description: 'The signed-in learner’s certificate of the path, once every required step is done; null otherwise and for visitors',
  })
  certificate!: PathCertificateDto | null;
}

/** A step of a path, with where the viewer stands on it. */
export class PathStepDto {
  @ApiProperty({ example: 7 }) id!: number;
  @ApiProperty({ description: '0 first', example: 0 }) position!: number;
  @ApiProperty({ enum: STEP_KINDS, enumName: 'PathStepKind', example: 'course' }) kind!: StepKind;
  @ApiProperty({ description: 'Completing the path waits for it' }) isRequired!: boolean;
  @ApiProperty({ description: 'The step’s course; for a lesson step, the lesson’s course', example: 3 }) courseId!: number;
  @ApiProperty({ example: 'Sourcing Fundamentals' }) courseTitle!: string;
  @ApiProperty({ type: Number, nullable: true, description: 'The lesson of a lesson step; null for a course step', example: null })
  lessonId!: number | null;
  @ApiProperty({ type: String, nullable: true, example: null }) lessonTitle!: string | null;
  @ApiProperty({ description: 'Minutes: the course’s length, or the lesson’s', example: 120 }) minutes!: number;
  @ApiProperty({ type: [Number], description: 'The steps that unlock this one when all are complete', example: [] })
  prerequisiteStepIds!: number[];
  @ApiProperty({
    enum: STEP_STATES,
    enumName: 'PathStepState',
    description:
      'done: the course’s certificate is held or the lesson completed; available: every prerequisite is complete; locked: some are not. ' +
      'Visitors see the states of a learner who has completed nothing.',
  })
  state!: (typeof STEP_STATES)[number];
  @ApiProperty({ type: [Number], description: 'The prerequisite steps not complete yet, in path order: what unlocks a locked step' })
  waitingFor!: number[];
  @ApiProperty({ description: 'The viewer has an active enrolment in the step’s course' }) isEnrolled!: boolean;
  @ApiProperty({ minimum: 0, maximum: 100, description: 'Lessons of the step’s course the viewer completed, whole percent', example: 40 })
  courseProgress!: number;
}

/** A path with its steps in order, as the path page shows it. */
export class PathDetailDto extends PathSummaryDto {
  @ApiProperty({ description: 'false only for admins looking at a path not published yet' }) isPublished!: boolean;
  @ApiProperty({ description: 'When the path or its steps last changed', example: '2026-12-06T17:20:00.000Z' }) updatedAt!: string;
  @ApiProperty({ type: [PathStepDto] }) steps!: PathStepDto[];
}

/** A published path a course belongs to, for the course page's link back. */
export class CoursePathDto {
  @ApiProperty({ example: 2 }) id!: number;
  @ApiProperty({ example: 'certified-recruiter-practitioner' }) slug!: string;
  @ApiProperty({ example: 'Certified Recruiter: Practitioner' }) title!: string;
  @ApiProperty({ example: 'Practitioner' }) levelLabel!: string;
}

/** A path in the admin's list. */
export class AdminPathSummaryDto {
  @ApiProperty({ example: 2 }) id!: number;
  @ApiProperty({ example: 'certified-recruiter-practitioner' }) slug!: string;
  @ApiProperty({ example: 'Certified Recruiter: Practitioner' }) title!: string;
  @ApiProperty({ example: 'Practitioner' }) levelLabel!: string;
  @ApiProperty({ example: 'Certified Recruiter — Practitioner' }) certificateTitle!: string;
  @ApiProperty() isPublished!: boolean;
  @ApiProperty({ description: 'Place in the catalogue, 0 first', example: 1 }) position!: number;
  @ApiProperty({ example: 4 }) stepCount!: number;
  @ApiProperty({ example: 3 }) requiredStepCount!: number;
  @ApiProperty({ example: '2026-12-06T17:20:00.000Z' }) updatedAt!: string;
}

/** A step as the admin edits it. */
export class AdminPathStepDto {
  @ApiProperty({ example: 7 }) id!: number;
  @ApiProperty({ example: 0 }) position!: number;
  @ApiProperty({ enum: STEP_KINDS, enumName: 'PathStepKind', description: 'A course, or a practice or sourcing lesson' }) kind!: StepKind;
  @ApiProperty() isRequired!: boolean;
  @ApiProperty({ example: 3 }) courseId!: number;
  @ApiProperty({ example: 'Sourcing Fundamentals' }) courseTitle!: string;
  @ApiProperty({ type: Number, nullable: true, example: null }) lessonId!: number | null;
  @ApiProperty({ type: String, nullable: true, example: null }) lessonTitle!: string | null;
  @ApiProperty({ type: [Number], example: [] }) prerequisiteStepIds!: number[];
  @ApiProperty({ description: 'The course was deleted: learners no longer see the step' }) courseDeleted!: boolean;
}

export class AdminPathDto extends AdminPathSummaryDto {
  @ApiProperty({ description: 'Plain text' }) description!: string;
  @ApiProperty({ type: [AdminPathStepDto] }) steps!: AdminPathStepDto[];
}

export class StepCourseOptionDto {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ example: 'Sourcing Fundamentals' }) title!: string;
  @ApiProperty({ enum: ACCESS_LEVELS }) accessLevel!: AccessLevel;
}

export class StepLessonOptionDto {
  @ApiProperty({ example: 41 }) id!: number;
  @ApiProperty({ example: 'Capstone: a hiring manager intake' }) title!: string;
  @ApiProperty({
    enum: ['practice', 'sourcing'],
    enumName: 'PathLessonKind',
    description: 'A practice conversation, or a Boolean search exercise',
  })
  kind!: 'practice' | 'sourcing';
  @ApiProperty({ example: 3 }) courseId!: number;
  @ApiProperty({ example: 'Sourcing Fundamentals' }) courseTitle!: string;
}

/** What the admin may add as a step: every live course, and every practice conversation and sourcing exercise. */
export class PathStepOptionsDto {
  @ApiProperty({ type: [StepCourseOptionDto] }) courses!: StepCourseOptionDto[];
  @ApiProperty({ type: [StepLessonOptionDto] }) lessons!: StepLessonOptionDto[];
}
