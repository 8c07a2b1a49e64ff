import type { LessonDto, UpdateLessonDto } from '@academy/api';

export type LessonType = LessonDto['type'];
export type VideoProvider = NonNullable<LessonDto['videoProvider']>;

/** The Lesson Type select's labels (docs/product-rules.md#lesson-content-and-the-rich-text-editor). */
export const LESSON_TYPE_OPTIONS: { value: LessonType; label: string }[] = [
  { value: 'video', label: 'Video Lesson' },
  { value: 'text', label: 'Text Lesson' },
  { value: 'download', label: 'Downloadable Resource' },
  { value: 'quiz', label: 'Quiz' },
  { value: 'practice', label: 'Practice conversation' },
  { value: 'scorm', label: 'SCORM package' },
];

/** The providers the lesson editor offers (jwplayer too: docs/product-rules.md#lesson-content-and-the-rich-text-editor). */
export const VIDEO_PROVIDER_OPTIONS: { value: VideoProvider; label: string }[] = [
  { value: 'youtube', label: 'YouTube' },
  { value: 'vimeo', label: 'Vimeo' },
  { value: 'wistia', label: 'Wistia' },
  { value: 'jwplayer', label: 'JW Player' },
];

export interface LessonFormValues {
  title: string;
  description: string;
  type: LessonType | null;
  videoProvider: VideoProvider | null;
  videoId: string;
  /** As typed; parsed on save. */
  duration: string;
  content: string;
  contentUrl: string;
  /** A free preview (video and text lessons only). */
  isPreview: boolean;
}

/** Only video and text lessons can be free previews: the server refuses the others. */
export function canBePreview(type: LessonType | null): boolean {
  return type === 'video' || type === 'text';
}

export function formValuesOf(lesson: LessonDto): LessonFormValues {
  return {
    title: lesson.title,
    description: lesson.description ?? '',
    type: lesson.type ?? null,
    videoProvider: lesson.videoProvider,
    videoId: lesson.videoId ?? '',
    duration: String(lesson.duration ?? 0),
    content: lesson.content ?? '',
    contentUrl: lesson.contentUrl ?? '',
    isPreview: lesson.isPreview ?? false,
  };
}

/** The duration is parsed as a whole number of minutes, falling back to 0 (docs/product-rules.md#lesson-content-and-the-rich-text-editor). */
export function parseDuration(input: string): number {
  const minutes = Number.parseInt(input.trim(), 10);
  return Number.isFinite(minutes) && minutes >= 0 ? minutes : 0;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The update request. Fields the lesson's type does not show are sent back unchanged. */
export function updateRequestOf(lesson: LessonDto, values: LessonFormValues): UpdateLessonDto {
  const type = values.type ?? lesson.type;
  return {
    title: values.title.trim(),
    description: values.description,
    type,
    content: type === 'text' ? values.content : lesson.content,
    videoProvider: type === 'video' ? values.videoProvider : lesson.videoProvider,
    videoId: type === 'video' ? orNull(values.videoId) : lesson.videoId,
    contentUrl: type === 'download' ? orNull(values.contentUrl) : lesson.contentUrl,
    duration: type === 'video' ? parseDuration(values.duration) : lesson.duration,
    quizQuestions: [],
    ...(canBePreview(type) ? { isPreview: values.isPreview } : {}),
  };
}
