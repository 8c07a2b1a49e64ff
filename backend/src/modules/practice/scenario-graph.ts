import {
  CRITERION_SCORE_MAX,
  SCENARIO_MAX_DEPTH,
  SCENARIO_MAX_NODES,
  SCENARIO_MAX_REPLIES,
  SCENARIO_MIN_REPLIES,
  type ScenarioGraph,
  type ScenarioNode,
  type ScenarioReply,
} from './public/practice-types.js';

/** Node, reply and criterion ids: lower-case letters, digits and dashes. */
export const SCENARIO_ID_PATTERN = /^[a-z0-9-]{1,64}$/;
export const LINE_MAX_LENGTH = 2000;
export const REPLY_TEXT_MAX_LENGTH = 1000;
export const FEEDBACK_MAX_LENGTH = 2000;

/** A broken rule, with the node at fault (null when the graph as a whole is at fault, e.g. no nodes). */
export interface GraphProblem {
  nodeId: string | null;
  message: string;
}

export type GraphCheck = { graph: ScenarioGraph; problems: [] } | { graph: null; problems: GraphProblem[] };

/**
 * Reads a scenario graph sent by the editor (any JSON) and checks every rule; each problem names the
 * node at fault. The shape first (ids, texts, replies, scores), then the paths: the start exists,
 * every `next` exists, every node is reachable from the start and can reach an end, and no path holds
 * more than SCENARIO_MAX_DEPTH persona lines (so a cycle, which makes an endless path, is refused).
 */
export function checkScenarioGraph(value: unknown, criterionIds: readonly string[]): GraphCheck {
  const problems: GraphProblem[] = [];
  const graph = readGraph(value, criterionIds, problems);
  if (graph) problems.push(...pathProblems(graph));
  return graph && problems.length === 0 ? { graph, problems: [] } : { graph: null, problems };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : undefined;
}

function readGraph(value: unknown, criterionIds: readonly string[], problems: GraphProblem[]): ScenarioGraph | null {
  if (!isRecord(value) || !Array.isArray(value.nodes)) {
    problems.push({ nodeId: null, message: 'A scenario needs a graph: a start node id and a list of nodes.' });
    return null;
  }
  const start = text(value.start) ?? '';
  if (value.nodes.length === 0) {
    problems.push({ nodeId: null, message: 'The scenario has no nodes: add the persona’s opening line as the start node.' });
    return null;
  }
  if (value.nodes.length > SCENARIO_MAX_NODES) {
    problems.push({ nodeId: null, message: `A scenario can have at most ${SCENARIO_MAX_NODES} nodes.` });
    return null;
  }
  const nodes: ScenarioNode[] = [];
  const seen = new Set<string>();
  value.nodes.forEach((raw, index) => {
    const node = readNode(raw, index, criterionIds, problems);
    if (!node) return;
    if (seen.has(node.id)) problems.push({ nodeId: node.id, message: `Node "${node.id}": another node has the same id.` });
    seen.add(node.id);
    nodes.push(node);
  });
  if (problems.length > 0) return null;
  return { start, nodes };
}

function readNode(raw: unknown, index: number, criterionIds: readonly string[], problems: GraphProblem[]): ScenarioNode | null {
  const position = `Node ${index + 1}`;
  if (!isRecord(raw)) {
    problems.push({ nodeId: null, message: `${position} is not a node (an object with id, line, end and replies).` });
    return null;
  }
  const id = text(raw.id);
  if (id === undefined || !SCENARIO_ID_PATTERN.test(id)) {
    problems.push({ nodeId: null, message: `${position}: the id must be 1–64 lower-case letters, digits or dashes.` });
    return null;
  }
  const name = `Node "${id}"`;
  const before = problems.length;
  const line = text(raw.line);
  if (!line) problems.push({ nodeId: id, message: `${name}: the persona's line is empty.` });
  else if (line.length > LINE_MAX_LENGTH)
    problems.push({ nodeId: id, message: `${name}: the persona's line must be at most ${LINE_MAX_LENGTH} characters.` });
  if (typeof raw.end !== 'boolean')
    problems.push({ nodeId: id, message: `${name}: say whether it ends the conversation (end: true or false).` });
  const repliesRaw = raw.replies ?? [];
  if (!Array.isArray(repliesRaw)) {
    problems.push({ nodeId: id, message: `${name}: replies must be a list.` });
    return null;
  }
  const replies: ScenarioReply[] = [];
  const replyIds = new Set<string>();
  repliesRaw.forEach((rawReply, replyIndex) => {
    const reply = readReply(rawReply, `${name}, reply ${replyIndex + 1}`, id, criterionIds, problems);
    if (!reply) return;
    if (replyIds.has(reply.id)) problems.push({ nodeId: id, message: `${name}: two replies have the id "${reply.id}".` });
    replyIds.add(reply.id);
    replies.push(reply);
  });
  if (problems.length > before) return null;
  return { id, line: line!, end: raw.end as boolean, replies };
}

function readReply(
  raw: unknown,
  where: string,
  nodeId: string,
  criterionIds: readonly string[],
  problems: GraphProblem[],
): ScenarioReply | null {
  if (!isRecord(raw)) {
    problems.push({ nodeId, message: `${where} is not a reply (an object with id, text, feedback, scores and next).` });
    return null;
  }
  const before = problems.length;
  const id = text(raw.id);
  if (id === undefined || !SCENARIO_ID_PATTERN.test(id))
    problems.push({ nodeId, message: `${where}: the id must be 1–64 lower-case letters, digits or dashes.` });
  const replyText = text(raw.text);
  if (!replyText) problems.push({ nodeId, message: `${where}: what the learner says is empty.` });
  else if (replyText.length > REPLY_TEXT_MAX_LENGTH)
    problems.push({ nodeId, message: `${where}: the reply must be at most ${REPLY_TEXT_MAX_LENGTH} characters.` });
  const feedback = raw.feedback === undefined ? '' : text(raw.feedback);
  if (feedback === undefined) problems.push({ nodeId, message: `${where}: the feedback must be text.` });
  else if (feedback.length > FEEDBACK_MAX_LENGTH)
    problems.push({ nodeId, message: `${where}: the feedback must be at most ${FEEDBACK_MAX_LENGTH} characters.` });
  const next = text(raw.next);
  if (!next) problems.push({ nodeId, message: `${where}: choose the node it leads to.` });
  const scores: Record<string, number> = {};
  const rawScores = raw.scores ?? {};
  if (!isRecord(rawScores)) problems.push({ nodeId, message: `${where}: scores must map criterion ids to points.` });
  else {
    for (const [criterionId, points] of Object.entries(rawScores)) {
      if (!criterionIds.includes(criterionId)) {
        problems.push({ nodeId, message: `${where}: scores a criterion the rubric does not have ("${criterionId.slice(0, 64)}").` });
      } else if (typeof points !== 'number' || !Number.isInteger(points) || points < 0 || points > CRITERION_SCORE_MAX) {
        problems.push({
          nodeId,
          message: `${where}: points for "${criterionId}" must be a whole number from 0 to ${CRITERION_SCORE_MAX}.`,
        });
      } else scores[criterionId] = points;
    }
  }
  if (problems.length > before) return null;
  return { id: id!, text: replyText!, feedback: feedback!, scores, next: next! };
}

/** The rules about paths, on a graph whose nodes are well formed. */
export function pathProblems(graph: ScenarioGraph): GraphProblem[] {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const problems: GraphProblem[] = [];
  if (!byId.has(graph.start)) {
    return [{ nodeId: null, message: graph.start ? `The start node "${graph.start}" does not exist.` : 'Choose the start node.' }];
  }
  for (const node of graph.nodes) {
    const name = `Node "${node.id}"`;
    if (node.end && node.replies.length > 0)
      problems.push({ nodeId: node.id, message: `${name} ends the conversation, so it cannot have replies.` });
    if (!node.end && (node.replies.length < SCENARIO_MIN_REPLIES || node.replies.length > SCENARIO_MAX_REPLIES)) {
      problems.push({
        nodeId: node.id,
        message:
          node.replies.length === 0
            ? `${name} is a dead end: give it ${SCENARIO_MIN_REPLIES}–${SCENARIO_MAX_REPLIES} replies or make it an end.`
            : `${name} has ${node.replies.length} ${node.replies.length === 1 ? 'reply' : 'replies'}: a node needs ${SCENARIO_MIN_REPLIES}–${SCENARIO_MAX_REPLIES} (or make it an end).`,
      });
    }
    for (const reply of node.replies) {
      if (!byId.has(reply.next))
        problems.push({ nodeId: node.id, message: `${name}: reply "${reply.id}" leads to "${reply.next}", which does not exist.` });
    }
  }
  if (problems.length > 0) return problems;

  const reachable = new Set<string>([graph.start]);
  const queue = [graph.start];
  while (queue.length > 0) {
    for (const reply of byId.get(queue.shift()!)!.replies) {
      if (!reachable.has(reply.next)) {
        reachable.add(reply.next);
        queue.push(reply.next);
      }
    }
  }
  for (const node of graph.nodes) {
    if (!reachable.has(node.id)) problems.push({ nodeId: node.id, message: `Node "${node.id}" cannot be reached from the start.` });
  }

  // Nodes from which an end can be reached: walk the replies backwards from the ends.
  const leadsTo = new Map<string, string[]>();
  for (const node of graph.nodes) for (const reply of node.replies) leadsTo.set(reply.next, [...(leadsTo.get(reply.next) ?? []), node.id]);
  const ending = new Set(graph.nodes.filter((node) => node.end).map((node) => node.id));
  const back = [...ending];
  while (back.length > 0) {
    for (const previous of leadsTo.get(back.pop()!) ?? []) {
      if (!ending.has(previous)) {
        ending.add(previous);
        back.push(previous);
      }
    }
  }
  for (const node of graph.nodes) {
    if (reachable.has(node.id) && !ending.has(node.id))
      problems.push({ nodeId: node.id, message: `Node "${node.id}": no path from it reaches an end of the conversation.` });
  }
  if (problems.length > 0) return problems;

  const depthProblem = longestPathProblem(graph.start, byId);
  return depthProblem ? [depthProblem] : [];
}

/**
 * The longest path from the start, in persona lines, must stay within SCENARIO_MAX_DEPTH. A reply
 * that leads back to a node on the path being walked makes a loop (an endless path): its node is at
 * fault. Memoised depth-first walk: each node's longest remaining path is computed once.
 */
function longestPathProblem(start: string, byId: Map<string, ScenarioNode>): GraphProblem | null {
  const remaining = new Map<string, number>();
  const onPath = new Set<string>();
  let loop: GraphProblem | null = null;

  const walk = (id: string): number => {
    const known = remaining.get(id);
    if (known !== undefined) return known;
    onPath.add(id);
    let longest = 0;
    for (const reply of byId.get(id)!.replies) {
      if (loop) break;
      if (onPath.has(reply.next)) {
        loop = {
          nodeId: id,
          message: `Node "${id}": reply "${reply.id}" leads back to "${reply.next}", making a loop; a conversation must move towards an end.`,
        };
        break;
      }
      longest = Math.max(longest, walk(reply.next));
    }
    onPath.delete(id);
    remaining.set(id, longest + 1);
    return longest + 1;
  };

  const depth = walk(start);
  if (loop) return loop;
  if (depth <= SCENARIO_MAX_DEPTH) return null;
  // Name the first node along the longest path where it goes past the limit.
  let id = start;
  for (let lines = 1; lines < SCENARIO_MAX_DEPTH + 1; lines++) {
    const node = byId.get(id)!;
    id = node.replies.reduce(
      (best, reply) => (remaining.get(reply.next)! > remaining.get(best)! ? reply.next : best),
      node.replies[0].next,
    );
  }
  return {
    nodeId: id,
    message: `Node "${id}" is the ${SCENARIO_MAX_DEPTH + 1}th persona line on a path: a conversation can have at most ${SCENARIO_MAX_DEPTH}.`,
  };
}
