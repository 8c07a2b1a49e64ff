import { defineEntity, p } from '@mikro-orm/core';
import { Instructor } from './instructor.entity.js';

/** An instructor's photo, re-encoded on upload like course images; a new upload gets a new key (the id), so an address can be cached for good. */
const InstructorPhotoSchema = defineEntity({
  name: 'InstructorPhoto',
  tableName: 'instructor_photos',
  properties: {
    id: p.string().length(32).primary(),
    instructor: () => p.manyToOne(Instructor).deleteRule('cascade').index(),
    contentType: p.string().length(60),
    data: p.blob().lazy(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class InstructorPhoto extends InstructorPhotoSchema.class {}
InstructorPhotoSchema.setClass(InstructorPhoto);
export { InstructorPhotoSchema };
