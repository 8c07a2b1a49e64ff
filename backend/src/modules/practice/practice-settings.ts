import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import {
  MAX_HIDDEN_FACTS,
  MAX_TURNS_LIMIT,
  PRACTICE_MODES,
  RUBRIC_MAX_CRITERIA,
  RUBRIC_MIN_CRITERIA,
  type Persona,
  type PracticeMode,
  type RubricCriterion,
  type ScenarioGraph,
} from './public/practice-types.js';
import { checkScenarioGraph, SCENARIO_ID_PATTERN } from './scenario-graph.js';

export const CRITERION_ID_PATTERN = SCENARIO_ID_PATTERN;
export const HIDDEN_FACT_MAX_LENGTH = 500;

/** A practice lesson's settings as stored, after every check. */
export interface PracticeSettings {
  mode: PracticeMode;
  persona: Persona;
  objective: string;
  openingLine: string;
  maxTurns: number;
  rubric: RubricCriterion[];
  passMark: number;
  maxAttempts: number | null;
  graph: ScenarioGraph | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Trimmed text with \n line ends and no other control characters (it is always shown as text). */
function plain(value: unknown): string | undefined {
  return typeof value === 'string'
    ? value
        .replace(/\r\n?/g, '\n')
        // eslint-disable-next-line no-control-regex -- removing control characters is the point
        .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
        .trim()
    : undefined;
}

class Reader {
  readonly problems: string[] = [];

  text(value: unknown, label: string, max: number, { required = true } = {}): string {
    const result = plain(value ?? (required ? undefined : ''));
    if (result === undefined) this.problems.push(`${label} must be text.`);
    else if (required && result.length === 0) this.problems.push(`${label} is required.`);
    else if (result.length > max) this.problems.push(`${label} must be at most ${max} characters.`);
    return result ?? '';
  }

  integer(value: unknown, label: string, min: number, max: number): number {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      this.problems.push(`${label} must be a whole number from ${min} to ${max}.`);
      return min;
    }
    return value;
  }
}

/**
 * Checks a practice lesson's settings as the editor sends them (any JSON): a refusal is 400
 * PRACTICE_SETTINGS_INVALID with one sentence per problem, or PRACTICE_GRAPH_INVALID naming the
 * scenario node at fault (with `nodeId` and every problem in the body). In scenario mode the opening
 * line is the start node's line.
 */
export function parsePracticeSettings(input: unknown): PracticeSettings {
  const read = new Reader();
  const body = isRecord(input) ? input : {};
  const mode = body.mode as PracticeMode;
  if (!PRACTICE_MODES.includes(mode)) read.problems.push(`Mode must be one of: ${PRACTICE_MODES.join(', ')}.`);

  const personaInput = isRecord(body.persona) ? body.persona : undefined;
  if (!personaInput) read.problems.push('The persona is required (name, role, background, wants and hidden facts).');
  const p = personaInput ?? {};
  const persona: Persona = {
    name: read.text(p.name, "The persona's name", 100),
    role: read.text(p.role, "The persona's role", 200),
    background: read.text(p.background, "The persona's background", 4000),
    wants: read.text(p.wants, 'What the persona wants', 4000),
    hiddenFacts: [],
  };
  const facts = p.hiddenFacts ?? [];
  if (!Array.isArray(facts)) read.problems.push('Hidden facts must be a list of texts.');
  else if (facts.length > MAX_HIDDEN_FACTS) read.problems.push(`A persona can have at most ${MAX_HIDDEN_FACTS} hidden facts.`);
  else facts.forEach((fact, index) => persona.hiddenFacts.push(read.text(fact, `Hidden fact ${index + 1}`, HIDDEN_FACT_MAX_LENGTH)));

  const objective = read.text(body.objective, 'The objective', 2000);
  const maxTurns = read.integer(body.maxTurns, 'Maximum turns', 1, MAX_TURNS_LIMIT);
  const passMark = read.integer(body.passMark, 'The pass mark', 0, 100);
  const maxAttempts =
    body.maxAttempts === null || body.maxAttempts === undefined ? null : read.integer(body.maxAttempts, 'Attempts allowed', 1, 100);

  const rubric: RubricCriterion[] = [];
  if (!Array.isArray(body.rubric) || body.rubric.length < RUBRIC_MIN_CRITERIA || body.rubric.length > RUBRIC_MAX_CRITERIA) {
    read.problems.push(`The rubric needs ${RUBRIC_MIN_CRITERIA} to ${RUBRIC_MAX_CRITERIA} criteria.`);
  } else {
    const ids = new Set<string>();
    body.rubric.forEach((raw, index) => {
      const label = `Criterion ${index + 1}`;
      if (!isRecord(raw)) {
        read.problems.push(`${label} must have an id, a name, a weight and what good and poor look like.`);
        return;
      }
      const id = plain(raw.id) ?? '';
      if (!CRITERION_ID_PATTERN.test(id)) read.problems.push(`${label}: the id must be 1–64 lower-case letters, digits or dashes.`);
      else if (ids.has(id)) read.problems.push(`${label}: another criterion has the id "${id}".`);
      ids.add(id);
      rubric.push({
        id,
        name: read.text(raw.name, `${label}: the name`, 200),
        weight: read.integer(raw.weight, `${label}: the weight`, 1, 10),
        good: read.text(raw.good, `${label}: what good looks like`, 1000),
        poor: read.text(raw.poor, `${label}: what poor looks like`, 1000),
      });
    });
  }

  let openingLine = read.text(body.openingLine, 'The opening line', 2000, { required: mode === 'ai' });
  if (read.problems.length > 0) throw new AppError(ErrorCode.PRACTICE_SETTINGS_INVALID, read.problems);

  let graph: ScenarioGraph | null = null;
  if (mode === 'scenario') {
    const checked = checkScenarioGraph(
      body.graph,
      rubric.map((criterion) => criterion.id),
    );
    if (!checked.graph) {
      const [first] = checked.problems;
      throw new AppError(ErrorCode.PRACTICE_GRAPH_INVALID, first.message, { nodeId: first.nodeId, problems: checked.problems });
    }
    graph = checked.graph;
    openingLine = graph.nodes.find((node) => node.id === graph!.start)!.line;
  }
  return { mode, persona, objective, openingLine, maxTurns, rubric, passMark, maxAttempts, graph };
}
