import type { PracticeSettingsDto, PracticeSettingsInputDto } from '@academy/api/admin';

export type PracticeMode = PracticeSettingsDto['mode'];

/** Criterion scores run from 0 (the rubric's "poor") to 4 (its "good"). */
export const SCORE_MAX = 4;
export const SCORE_OPTIONS = [0, 1, 2, 3, 4].map((value) => ({ value, label: String(value) }));
export const RUBRIC_MIN = 2;
export const RUBRIC_MAX = 8;
export const REPLIES_MIN = 2;
export const REPLIES_MAX = 4;
export const HIDDEN_FACTS_MAX = 12;
export const MAX_TURNS_LIMIT = 40;

export const MODE_LABELS: Record<PracticeMode, string> = {
  scenario: 'Scenario (branching, authored)',
  ai: 'AI role-play (free conversation with a model)',
};

export interface CriterionDraft {
  /** Stable within the lesson: reply scores name it. */
  id: string;
  name: string;
  weight: number | null;
  good: string;
  poor: string;
}

export interface ReplyDraft {
  /** React key; never sent. */
  key: string;
  id: string;
  text: string;
  feedback: string;
  /** Points by criterion id; a criterion left out is not scored by this reply. */
  scores: Record<string, number>;
  /** The key of the node it leads to ('' when none is chosen yet). */
  next: string;
}

export interface NodeDraft {
  /** Stable while editing, so replies keep pointing at a node whose id the author renames. */
  key: string;
  id: string;
  line: string;
  end: boolean;
  /** Kept while the node is marked as an end (so unmarking brings them back); sent only for other nodes. */
  replies: ReplyDraft[];
}

/** The practice form as edited: number fields may be empty until saved. */
export interface PracticeDraft {
  mode: PracticeMode;
  persona: { name: string; role: string; background: string; wants: string };
  hiddenFacts: string[];
  objective: string;
  /** AI mode's first persona line; a scenario opens with its start node's line. */
  openingLine: string;
  maxTurns: number | null;
  rubric: CriterionDraft[];
  passMark: number | null;
  /** Empty: unlimited. */
  maxAttempts: number | null;
  /** The start node's key. */
  start: string;
  nodes: NodeDraft[];
}

let keySequence = 0;
const newKey = (prefix: string) => `${prefix}-${++keySequence}`;

/** The first `${prefix}-n` not in `taken`. */
function freeId(prefix: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  for (let n = 1; ; n++) if (!used.has(`${prefix}-${n}`)) return `${prefix}-${n}`;
}

function blankReply(replies: ReplyDraft[], next = ''): ReplyDraft {
  return {
    key: newKey('reply'),
    id: freeId(
      'reply',
      replies.map((reply) => reply.id),
    ),
    text: '',
    feedback: '',
    scores: {},
    next,
  };
}

/** A new lesson's form: two criteria and a start node whose two replies lead to an end. */
export function emptyDraft(): PracticeDraft {
  const end: NodeDraft = { key: newKey('node'), id: 'end', line: '', end: true, replies: [] };
  const start: NodeDraft = { key: newKey('node'), id: 'start', line: '', end: false, replies: [] };
  start.replies = [blankReply([], end.key)];
  start.replies.push(blankReply(start.replies, end.key));
  return {
    mode: 'scenario',
    persona: { name: '', role: '', background: '', wants: '' },
    hiddenFacts: [],
    objective: '',
    openingLine: '',
    maxTurns: 10,
    rubric: [
      { id: 'criterion-1', name: '', weight: 1, good: '', poor: '' },
      { id: 'criterion-2', name: '', weight: 1, good: '', poor: '' },
    ],
    passMark: 70,
    maxAttempts: null,
    start: start.key,
    nodes: [start, end],
  };
}

/** The saved settings as a form (null: not set up yet). */
export function draftOf(settings: PracticeSettingsDto | null): PracticeDraft {
  if (!settings) return emptyDraft();
  const base = emptyDraft();
  const keys = new Map((settings.graph?.nodes ?? []).map((node) => [node.id, newKey('node')]));
  const nodes: NodeDraft[] = settings.graph
    ? settings.graph.nodes.map((node) => ({
        key: keys.get(node.id) ?? newKey('node'),
        id: node.id,
        line: node.line,
        end: node.end,
        replies: node.replies.map((reply) => ({
          key: newKey('reply'),
          id: reply.id,
          text: reply.text,
          feedback: reply.feedback,
          scores: { ...reply.scores },
          next: keys.get(reply.next) ?? '',
        })),
      }))
    : base.nodes;
  return {
    mode: settings.mode,
    persona: {
      name: settings.persona.name,
      role: settings.persona.role,
      background: settings.persona.background,
      wants: settings.persona.wants,
    },
    hiddenFacts: [...settings.persona.hiddenFacts],
    objective: settings.objective,
    openingLine: settings.openingLine,
    maxTurns: settings.maxTurns,
    rubric: settings.rubric.map((criterion) => ({ ...criterion })),
    passMark: settings.passMark,
    maxAttempts: settings.maxAttempts ?? null,
    start: settings.graph ? (keys.get(settings.graph.start) ?? nodes[0]?.key ?? '') : base.start,
    nodes,
  };
}

/** The request body. A scenario opens with its start node's line; AI mode sends no graph. Blank hidden facts are dropped. */
export function requestOf(draft: PracticeDraft): PracticeSettingsInputDto {
  const idOf = new Map(draft.nodes.map((node) => [node.key, node.id.trim()]));
  const criteria = new Set(draft.rubric.map((criterion) => criterion.id));
  const start = draft.nodes.find((node) => node.key === draft.start);
  const scenario = draft.mode === 'scenario';
  return {
    mode: draft.mode,
    persona: {
      name: draft.persona.name.trim(),
      role: draft.persona.role.trim(),
      background: draft.persona.background.trim(),
      wants: draft.persona.wants.trim(),
      hiddenFacts: draft.hiddenFacts.map((fact) => fact.trim()).filter(Boolean),
    },
    objective: draft.objective.trim(),
    openingLine: (scenario ? (start?.line ?? '') : draft.openingLine).trim(),
    maxTurns: draft.maxTurns ?? 0,
    rubric: draft.rubric.map((criterion) => ({
      id: criterion.id,
      name: criterion.name.trim(),
      weight: criterion.weight ?? 0,
      good: criterion.good.trim(),
      poor: criterion.poor.trim(),
    })),
    passMark: draft.passMark ?? 0,
    maxAttempts: draft.maxAttempts,
    graph: scenario
      ? {
          start: idOf.get(draft.start) ?? '',
          nodes: draft.nodes.map((node) => ({
            id: node.id.trim(),
            line: node.line.trim(),
            end: node.end,
            replies: node.end
              ? []
              : node.replies.map((reply) => ({
                  id: reply.id,
                  text: reply.text.trim(),
                  feedback: reply.feedback.trim(),
                  scores: Object.fromEntries(Object.entries(reply.scores).filter(([criterionId]) => criteria.has(criterionId))),
                  next: idOf.get(reply.next) ?? '',
                })),
          })),
        }
      : null,
  };
}

// Rubric

export function addCriterion(draft: PracticeDraft): PracticeDraft {
  if (draft.rubric.length >= RUBRIC_MAX) return draft;
  const id = freeId(
    'criterion',
    draft.rubric.map((criterion) => criterion.id),
  );
  return { ...draft, rubric: [...draft.rubric, { id, name: '', weight: 1, good: '', poor: '' }] };
}

/** Removes a criterion and the points replies gave it. */
export function removeCriterion(draft: PracticeDraft, id: string): PracticeDraft {
  if (draft.rubric.length <= RUBRIC_MIN) return draft;
  return {
    ...draft,
    rubric: draft.rubric.filter((criterion) => criterion.id !== id),
    nodes: draft.nodes.map((node) => ({
      ...node,
      replies: node.replies.map((reply) => {
        const scores = { ...reply.scores };
        delete scores[id];
        return { ...reply, scores };
      }),
    })),
  };
}

export function updateCriterion(draft: PracticeDraft, id: string, change: Partial<Omit<CriterionDraft, 'id'>>): PracticeDraft {
  return { ...draft, rubric: draft.rubric.map((criterion) => (criterion.id === id ? { ...criterion, ...change } : criterion)) };
}

// Graph

/** Adds an end node (the author fills in its line and may turn it into a node with replies). */
export function addNode(draft: PracticeDraft): { draft: PracticeDraft; key: string } {
  const key = newKey('node');
  const id = freeId(
    'node',
    draft.nodes.map((node) => node.id),
  );
  return { draft: { ...draft, nodes: [...draft.nodes, { key, id, line: '', end: true, replies: [] }] }, key };
}

/** Removes a node; replies that led to it lose their next node, and the first node left becomes the start if it was. */
export function removeNode(draft: PracticeDraft, key: string): PracticeDraft {
  const nodes = draft.nodes
    .filter((node) => node.key !== key)
    .map((node) => ({ ...node, replies: node.replies.map((reply) => (reply.next === key ? { ...reply, next: '' } : reply)) }));
  if (nodes.length === 0) return draft;
  return { ...draft, nodes, start: draft.start === key ? nodes[0].key : draft.start };
}

export function updateNode(draft: PracticeDraft, key: string, change: Partial<Pick<NodeDraft, 'id' | 'line'>>): PracticeDraft {
  return { ...draft, nodes: draft.nodes.map((node) => (node.key === key ? { ...node, ...change } : node)) };
}

/** Marks a node as an end (its replies are kept but not sent) or not; a node that stops being an end gets two blank replies if it had none. */
export function setNodeEnd(draft: PracticeDraft, key: string, end: boolean): PracticeDraft {
  return {
    ...draft,
    nodes: draft.nodes.map((node) => {
      if (node.key !== key) return node;
      if (end || node.replies.length >= REPLIES_MIN) return { ...node, end };
      const replies = [...node.replies];
      while (replies.length < REPLIES_MIN) replies.push(blankReply(replies));
      return { ...node, end, replies };
    }),
  };
}

export function addReply(draft: PracticeDraft, nodeKey: string): PracticeDraft {
  return {
    ...draft,
    nodes: draft.nodes.map((node) =>
      node.key === nodeKey && node.replies.length < REPLIES_MAX ? { ...node, replies: [...node.replies, blankReply(node.replies)] } : node,
    ),
  };
}

export function removeReply(draft: PracticeDraft, nodeKey: string, replyKey: string): PracticeDraft {
  return {
    ...draft,
    nodes: draft.nodes.map((node) =>
      node.key === nodeKey && node.replies.length > REPLIES_MIN
        ? { ...node, replies: node.replies.filter((reply) => reply.key !== replyKey) }
        : node,
    ),
  };
}

export function updateReply(
  draft: PracticeDraft,
  nodeKey: string,
  replyKey: string,
  change: Partial<Pick<ReplyDraft, 'text' | 'feedback' | 'next'>>,
): PracticeDraft {
  return {
    ...draft,
    nodes: draft.nodes.map((node) =>
      node.key === nodeKey
        ? { ...node, replies: node.replies.map((reply) => (reply.key === replyKey ? { ...reply, ...change } : reply)) }
        : node,
    ),
  };
}

/** Sets (or, with null, clears) the points a reply gives a criterion. */
export function setReplyScore(
  draft: PracticeDraft,
  nodeKey: string,
  replyKey: string,
  criterionId: string,
  points: number | null,
): PracticeDraft {
  return {
    ...draft,
    nodes: draft.nodes.map((node) =>
      node.key === nodeKey
        ? {
            ...node,
            replies: node.replies.map((reply) => {
              if (reply.key !== replyKey) return reply;
              const scores = { ...reply.scores };
              if (points === null) delete scores[criterionId];
              else scores[criterionId] = points;
              return { ...reply, scores };
            }),
          }
        : node,
    ),
  };
}

/** The node a reply can lead to, as a select's options (labelled by id and the start of its line). */
export function nodeOptions(draft: PracticeDraft): { value: string; label: string }[] {
  return draft.nodes.map((node) => {
    const line = node.line.trim();
    const short = line.length > 40 ? `${line.slice(0, 40)}…` : line;
    return { value: node.key, label: `${node.id || '(no id)'}${node.end ? ' (end)' : ''}${short ? `: ${short}` : ''}` };
  });
}

/** The node a server error names (its body's `nodeId`), as the node's key in the form. */
export function nodeKeyOfError(draft: PracticeDraft, error: unknown): string | null {
  const data = error && typeof error === 'object' && 'data' in error ? (error as { data: unknown }).data : undefined;
  const nodeId = data && typeof data === 'object' && 'nodeId' in data ? (data as { nodeId: unknown }).nodeId : undefined;
  if (typeof nodeId !== 'string') return null;
  return draft.nodes.find((node) => node.id.trim() === nodeId)?.key ?? null;
}
