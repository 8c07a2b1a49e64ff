import { defineEntity, p } from '@mikro-orm/core';
import { Course } from './course.entity.js';

const COURSE_IMAGE_VARIANTS = ['card', 'hero'] as const;
export type CourseImageVariant = (typeof COURSE_IMAGE_VARIANTS)[number];

/**
 * One size of a course's image, re-encoded on upload and kept in PostgreSQL like every other upload.
 * The id is `<course image key>-<variant>`; a new upload gets a new key, so an address never changes
 * what it shows and can be cached for good.
 */
const CourseImageSchema = defineEntity({
  name: 'CourseImage',
  tableName: 'course_images',
  properties: {
    id: p.string().length(40).primary(),
    course: () => p.manyToOne(Course).deleteRule('cascade').index(),
    variant: p.enum(COURSE_IMAGE_VARIANTS),
    contentType: p.string().length(60),
    data: p.blob().lazy(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class CourseImage extends CourseImageSchema.class {}
CourseImageSchema.setClass(CourseImage);
export { CourseImageSchema };
