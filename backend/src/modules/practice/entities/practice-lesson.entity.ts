import { defineEntity, p } from '@mikro-orm/core';
import { Lesson } from '../../catalog/entities/lesson.entity.js';
import { PRACTICE_MODES, type Persona, type RubricCriterion, type ScenarioGraph } from '../public/practice-types.js';

/** The conversation of a practice lesson (at most one per lesson): persona, scenario, rubric and mode. */
const PracticeLessonSchema = defineEntity({
  name: 'PracticeLesson',
  tableName: 'practice_lessons',
  checks: [
    { name: 'practice_lessons_pass_mark_check', expression: '(pass_mark >= 0) AND (pass_mark <= 100)' },
    { name: 'practice_lessons_max_turns_check', expression: '(max_turns >= 1) AND (max_turns <= 40)' },
    {
      name: 'practice_lessons_max_attempts_check',
      expression: '(max_attempts IS NULL) OR ((max_attempts >= 1) AND (max_attempts <= 100))',
    },
    { name: 'practice_lessons_graph_check', expression: "(mode = 'scenario') = (graph IS NOT NULL)" },
  ],
  properties: {
    lesson: () => p.oneToOne(Lesson).owner().primary().deleteRule('cascade'),
    mode: p.enum(PRACTICE_MODES),
    persona: p.json<Persona>(),
    /** What the learner should achieve in the conversation. */
    objective: p.text(),
    /** The persona's first line. */
    openingLine: p.text(),
    /** Learner messages before the conversation ends on its own (AI mode). */
    maxTurns: p.smallint().default(10),
    rubric: p.json<RubricCriterion[]>(),
    /** Percent of the weighted rubric needed to pass. */
    passMark: p.smallint().default(70),
    /** Null = unlimited. */
    maxAttempts: p.smallint().nullable(),
    /** The branching conversation (scenario mode only). */
    graph: p.json<ScenarioGraph>().nullable(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class PracticeLesson extends PracticeLessonSchema.class {}
PracticeLessonSchema.setClass(PracticeLesson);
export { PracticeLessonSchema };
