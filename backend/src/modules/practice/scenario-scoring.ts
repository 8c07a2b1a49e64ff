import {
  CRITERION_SCORE_MAX,
  type CriterionResult,
  type RubricCriterion,
  type ScenarioGraph,
  type ScenarioReply,
} from './public/practice-types.js';

/**
 * A scenario's scores from the replies the learner chose: a criterion scores the rounded mean of the
 * points the chosen replies gave it (0 when none did); its evidence is those replies' feedback, and
 * its tip what good looks like, unless the score is full.
 */
export function scenarioResults(rubric: readonly RubricCriterion[], chosen: readonly ScenarioReply[]): CriterionResult[] {
  return rubric.map((criterion) => {
    const scoring = chosen.filter((reply) => reply.scores[criterion.id] !== undefined);
    const score =
      scoring.length === 0 ? 0 : Math.round(scoring.reduce((sum, reply) => sum + reply.scores[criterion.id], 0) / scoring.length);
    return {
      criterionId: criterion.id,
      score,
      evidence: scoring
        .map((reply) => reply.feedback)
        .filter(Boolean)
        .join(' '),
      tip: score < CRITERION_SCORE_MAX ? criterion.good : '',
    };
  });
}

/** The reply `replyId` at node `nodeId` of the graph, if both exist. */
export function replyAt(graph: ScenarioGraph, nodeId: string | null, replyId: string | null): ScenarioReply | undefined {
  if (nodeId === null || replyId === null) return undefined;
  return graph.nodes.find((node) => node.id === nodeId)?.replies.find((reply) => reply.id === replyId);
}
