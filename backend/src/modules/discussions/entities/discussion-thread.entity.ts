import { defineEntity, p } from '@mikro-orm/core';
import { FullTextType } from '@mikro-orm/postgresql';
import { Course } from '../../catalog/entities/course.entity.js';
import { Lesson } from '../../catalog/entities/lesson.entity.js';
import { User } from '../../users/entities/user.entity.js';

export const THREAD_KINDS = ['question', 'discussion'] as const;
export type ThreadKind = (typeof THREAD_KINDS)[number];
/** The longest thread title, in characters. */
export const THREAD_TITLE_MAX = 200;

/**
 * A discussion thread: a lesson's Q&A (`lesson` set) or the course's community space (`lesson` null).
 * Its opening post is its first post (parent null). `searchTsv` holds the title and the text of its
 * visible posts (neither deleted nor hidden), rewritten in the transaction of every post change.
 */
const DiscussionThreadSchema = defineEntity({
  name: 'DiscussionThread',
  tableName: 'discussion_threads',
  indexes: [
    {
      name: 'discussion_threads_lesson_activity_index',
      expression:
        'create index "discussion_threads_lesson_activity_index" on "discussion_threads" ("lesson_id", "last_activity_at" desc, "id" desc) where "lesson_id" is not null',
    },
    {
      name: 'discussion_threads_course_activity_index',
      expression:
        'create index "discussion_threads_course_activity_index" on "discussion_threads" ("course_id", "last_activity_at" desc, "id" desc)',
    },
    {
      name: 'discussion_threads_course_questions_index',
      expression:
        'create index "discussion_threads_course_questions_index" on "discussion_threads" ("course_id", "created_at" desc, "id" desc) where "kind" = \'question\'',
    },
    {
      name: 'discussion_threads_search_index',
      expression: 'create index "discussion_threads_search_index" on "discussion_threads" using gin ("course_id", "search_tsv")',
    },
    { name: 'discussion_threads_author_index', properties: ['author'] },
  ],
  checks: [
    { name: 'discussion_threads_answer_check', expression: "(answered_post_id is null) or (kind = 'question')" },
    { name: 'discussion_threads_answered_at_check', expression: '(answered_post_id is null) = (answered_at is null)' },
  ],
  properties: {
    id: p.integer().primary(),
    course: () => p.manyToOne(Course).deleteRule('cascade'),
    /** The lesson of a Q&A thread; null: the course's community space. */
    lesson: () => p.manyToOne(Lesson).deleteRule('cascade').nullable(),
    kind: p.enum(THREAD_KINDS),
    title: p.string().length(THREAD_TITLE_MAX),
    /** Null once the author's account is removed: the thread and its replies stay. */
    author: () => p.manyToOne(User).deleteRule('set null').nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** The newest post's time: lists show the most recently active threads first. */
    lastActivityAt: p.datetime().onCreate(() => new Date()),
    /** An admin locked it: nobody may reply or edit until it is unlocked. */
    lockedAt: p.datetime().nullable(),
    /**
     * The post an admin marked as the answer of a question. A plain id: posts are only ever soft-deleted,
     * except with their thread (a foreign key would make the two tables refer to each other).
     */
    answeredPostId: p.integer().nullable(),
    answeredAt: p.datetime().nullable(),
    searchTsv: p.type(FullTextType).lazy().nullable(),
  },
});

export class DiscussionThread extends DiscussionThreadSchema.class {}
DiscussionThreadSchema.setClass(DiscussionThread);
export { DiscussionThreadSchema };
