import { defineEntity, p } from '@mikro-orm/core';
import { LearningPathStep } from './learning-path-step.entity.js';

/** `step` unlocks once `prerequisite` (another step of the same path) is complete; the graph has no cycles. */
const LearningPathStepPrerequisiteSchema = defineEntity({
  name: 'LearningPathStepPrerequisite',
  tableName: 'learning_path_step_prerequisites',
  checks: [{ name: 'learning_path_step_prerequisites_not_itself', expression: 'step_id <> prerequisite_id' }],
  properties: {
    step: () => p.manyToOne(LearningPathStep).deleteRule('cascade').primary(),
    prerequisite: () => p.manyToOne(LearningPathStep).deleteRule('cascade').primary().index(),
  },
});

export class LearningPathStepPrerequisite extends LearningPathStepPrerequisiteSchema.class {}
LearningPathStepPrerequisiteSchema.setClass(LearningPathStepPrerequisite);
export { LearningPathStepPrerequisiteSchema };
