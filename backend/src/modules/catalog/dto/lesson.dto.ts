import { ApiProperty } from '@nestjs/swagger';
import { LESSON_TYPES, VIDEO_PROVIDERS, type LessonType, type VideoProvider } from '../entities/lesson.entity.js';

/** A lesson page. Content fields are null unless the viewer is enrolled (or an admin), or the lesson is a free preview: see `canAccessContent`. */
export class LessonDto {
  @ApiProperty() id!: number;
  @ApiProperty() courseId!: number;
  @ApiProperty() courseTitle!: string;
  @ApiProperty() moduleId!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ description: 'Sanitized HTML' }) description!: string;
  @ApiProperty({ enum: LESSON_TYPES }) type!: LessonType;
  @ApiProperty({ enum: VIDEO_PROVIDERS, nullable: true }) videoProvider!: VideoProvider | null;
  @ApiProperty({ type: String, nullable: true }) videoId!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Sanitized HTML of a text lesson' }) content!: string | null;
  @ApiProperty({ type: String, nullable: true }) contentUrl!: string | null;
  @ApiProperty({ description: 'Minutes' }) duration!: number;
  @ApiProperty() order!: number;
  @ApiProperty({ description: '1-based position in the course' }) position!: number;
  @ApiProperty() lessonCount!: number;
  @ApiProperty() isCompleted!: boolean;
  @ApiProperty() hasQuiz!: boolean;
  @ApiProperty() canAccessContent!: boolean;
  @ApiProperty({ description: 'A free preview (video and text lessons only): its content is open to anyone who may see the course' })
  isPreview!: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'A drip module not open yet for this learner: when it opens (its content is withheld until then); null otherwise',
    example: null,
  })
  unlocksAt!: string | null;
}
