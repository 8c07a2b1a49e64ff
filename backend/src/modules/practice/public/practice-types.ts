/** Shapes stored as JSON in the practice tables, shared by the services, the DTOs and the seed. */

export const PRACTICE_MODES = ['scenario', 'ai'] as const;
export type PracticeMode = (typeof PRACTICE_MODES)[number];

/** A criterion's score runs from 0 (what poor looks like) to 4 (what good looks like). */
export const CRITERION_SCORE_MAX = 4;
export const RUBRIC_MIN_CRITERIA = 2;
export const RUBRIC_MAX_CRITERIA = 8;
export const MAX_HIDDEN_FACTS = 12;
export const MAX_TURNS_LIMIT = 40;
/** A scenario path may hold at most this many persona lines before an end. */
export const SCENARIO_MAX_DEPTH = 30;
export const SCENARIO_MAX_NODES = 100;
export const SCENARIO_MIN_REPLIES = 2;
export const SCENARIO_MAX_REPLIES = 4;

export interface Persona {
  name: string;
  /** e.g. 'Head of Engineering, hiring manager'. */
  role: string;
  background: string;
  /** What the persona wants from the conversation. */
  wants: string;
  /** Facts the learner should uncover by asking well; never sent to the learner's screen before grading. */
  hiddenFacts: string[];
}

export interface RubricCriterion {
  /** Stable within the lesson (letters, digits, dashes). */
  id: string;
  name: string;
  /** Relative weight, 1–10. */
  weight: number;
  good: string;
  poor: string;
}

export interface ScenarioReply {
  /** Stable within the node. */
  id: string;
  /** What the learner says. */
  text: string;
  /** Shown at the end, beside the choice. */
  feedback: string;
  /** Points (0–4) this choice earns on some of the rubric's criteria, by criterion id. */
  scores: Record<string, number>;
  /** The node this reply leads to. */
  next: string;
}

export interface ScenarioNode {
  id: string;
  /** What the persona says at this node. */
  line: string;
  /** An end node closes the conversation and has no replies. */
  end: boolean;
  replies: ScenarioReply[];
}

export interface ScenarioGraph {
  start: string;
  nodes: ScenarioNode[];
}

/** One criterion's result in a graded attempt. */
export interface CriterionResult {
  criterionId: string;
  /** 0–4, after any admin override. */
  score: number;
  /** A quote from the transcript (AI mode), or the feedback of the choices that scored it (scenario mode). */
  evidence: string;
  tip: string;
  /** Set when an admin changed the score. */
  override?: { originalScore: number | null; comment: string; adminId: number; at: string };
}
