import { defineEntity, p } from '@mikro-orm/core';

/** A labelled web address on an instructor's profile (LinkedIn, a website). */
export interface InstructorLink {
  label: string;
  url: string;
}

/** Someone who teaches courses: shown on the course pages of the courses they are attached to. */
const InstructorSchema = defineEntity({
  name: 'Instructor',
  tableName: 'instructors',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(120),
    /** e.g. "Head of Talent Acquisition". */
    title: p.string().length(160).default(''),
    /** Plain text; paragraphs separated by blank lines. */
    bio: p.text().default(''),
    /** e.g. ["SHRM-SCP", "PHR"], in the order shown. */
    credentials: p.array().columnType('text[]').default([]),
    links: p.json<InstructorLink[]>().columnType('jsonb').default('[]'),
    /** Names the instructor's photo (an `instructor_photos` row); null: initials. */
    photoKey: p.string().length(32).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class Instructor extends InstructorSchema.class {}
InstructorSchema.setClass(Instructor);
export { InstructorSchema };
