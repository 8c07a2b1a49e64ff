import { defineEntity, p } from '@mikro-orm/core';
import { TOUCH_COURSE_TRIGGER } from './touch-course.trigger.js';
import { Course } from './course.entity.js';
import { CourseModule } from './module.entity.js';

export const LESSON_TYPES = ['video', 'text', 'download', 'quiz', 'practice', 'scorm'] as const;
export type LessonType = (typeof LESSON_TYPES)[number];
/** The lesson types that can be free previews: quizzes and downloads cannot. */
export const PREVIEW_LESSON_TYPES: readonly LessonType[] = ['video', 'text'];
export const VIDEO_PROVIDERS = ['youtube', 'vimeo', 'wistia', 'jwplayer'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

const LessonSchema = defineEntity({
  name: 'Lesson',
  tableName: 'lessons',
  triggers: [TOUCH_COURSE_TRIGGER],
  properties: {
    id: p.integer().primary(),
    course: () => p.manyToOne(Course).deleteRule('cascade').index(),
    module: () => p.manyToOne(CourseModule).deleteRule('cascade').index(),
    title: p.string().length(200),
    /** Sanitized HTML. */
    description: p.text().default(''),
    type: p.enum(LESSON_TYPES),
    videoProvider: p.enum(VIDEO_PROVIDERS).nullable(),
    videoId: p.string().length(200).nullable(),
    /** Sanitized HTML of a text lesson. */
    content: p.text().nullable(),
    /** The file of a download lesson. */
    contentUrl: p.string().length(2048).nullable(),
    /** Minutes. */
    duration: p.integer().default(0),
    order: p.integer().default(0),
    /** A free preview: visitors and learners who are not enrolled may open it (video and text lessons only). */
    isPreview: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class Lesson extends LessonSchema.class {}
LessonSchema.setClass(Lesson);
export { LessonSchema };
