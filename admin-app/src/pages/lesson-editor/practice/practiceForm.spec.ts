import { describe, expect, it } from '@jest/globals';
import {
  addCriterion,
  addNode,
  addReply,
  draftOf,
  emptyDraft,
  nodeKeyOfError,
  removeCriterion,
  removeNode,
  removeReply,
  requestOf,
  RUBRIC_MAX,
  setNodeEnd,
  setReplyScore,
  updateNode,
  updateReply,
} from './practiceForm';
import { SAVED_INPUT, SAVED_PRACTICE as SAVED } from './testData';

describe('practice form', () => {
  it('gives the saved settings back unchanged when nothing is edited', () => {
    expect(requestOf(draftOf(SAVED))).toEqual(SAVED_INPUT);
  });

  it('starts a new lesson as a scenario whose start node has two replies leading to an end', () => {
    const request = requestOf(emptyDraft());
    expect(request.mode).toBe('scenario');
    expect(request.rubric).toHaveLength(2);
    expect(request.graph).toEqual({
      start: 'start',
      nodes: [
        {
          id: 'start',
          line: '',
          end: false,
          replies: [
            { id: 'reply-1', text: '', feedback: '', scores: {}, next: 'end' },
            { id: 'reply-2', text: '', feedback: '', scores: {}, next: 'end' },
          ],
        },
        { id: 'end', line: '', end: true, replies: [] },
      ],
    });
  });

  it("opens a scenario with its start node's line, and sends no graph in AI mode", () => {
    const draft = draftOf(SAVED);
    const start = draft.nodes[0];
    const edited = updateNode(draft, start.key, { line: '  Right, the platform role.  ' });
    expect(requestOf(edited).openingLine).toBe('Right, the platform role.');
    const ai = requestOf({ ...edited, mode: 'ai', openingLine: 'Hi, I am Dana.' });
    expect(ai.graph).toBeNull();
    expect(ai.openingLine).toBe('Hi, I am Dana.');
  });

  it('keeps replies pointing at a node whose id the author renames', () => {
    const draft = draftOf(SAVED);
    const close = draft.nodes[1];
    const request = requestOf(updateNode(draft, close.key, { id: 'wrap-up' }));
    expect(request.graph?.nodes[0].replies.map((reply) => reply.next)).toEqual(['wrap-up', 'wrap-up']);
  });

  it('adds an end node with a free id, and removing a node clears the replies that led to it and moves the start', () => {
    const { draft, key } = addNode(draftOf(SAVED));
    expect(draft.nodes.at(-1)).toMatchObject({ key, id: 'node-1', end: true, replies: [] });
    const withoutClose = removeNode(draft, draft.nodes[1].key);
    expect(requestOf(withoutClose).graph?.nodes[0].replies.map((reply) => reply.next)).toEqual(['', '']);
    const withoutStart = removeNode(draft, draft.nodes[0].key);
    expect(requestOf(withoutStart).graph?.start).toBe('close');
  });

  it('gives a node that stops being an end two blank replies, and sends none for an end node', () => {
    const { draft, key } = addNode(draftOf(SAVED));
    const open = setNodeEnd(draft, key, false);
    const node = open.nodes.find((item) => item.key === key);
    expect(node?.replies.map((reply) => reply.id)).toEqual(['reply-1', 'reply-2']);
    const closedAgain = setNodeEnd(open, key, true);
    expect(requestOf(closedAgain).graph?.nodes.at(-1)?.replies).toEqual([]);
  });

  it('keeps 2–4 replies per node', () => {
    let draft = draftOf(SAVED);
    const start = draft.nodes[0].key;
    draft = addReply(addReply(addReply(draft, start), start), start);
    expect(draft.nodes[0].replies.map((reply) => reply.id)).toEqual(['r1', 'r2', 'reply-1', 'reply-2']);
    draft = removeReply(draft, start, draft.nodes[0].replies[0].key);
    draft = removeReply(draft, start, draft.nodes[0].replies[0].key);
    draft = removeReply(draft, start, draft.nodes[0].replies[0].key);
    expect(draft.nodes[0].replies).toHaveLength(2);
  });

  it("sets and clears a reply's points, and sends a reply's text and next node as edited", () => {
    let draft = draftOf(SAVED);
    const [start, close] = draft.nodes;
    const reply = start.replies[0];
    draft = setReplyScore(draft, start.key, reply.key, 'budget', 2);
    draft = setReplyScore(draft, start.key, reply.key, 'must-haves', null);
    draft = updateReply(draft, start.key, reply.key, { text: ' What is the budget? ', next: close.key });
    expect(requestOf(draft).graph?.nodes[0].replies[0]).toEqual({
      id: 'r1',
      text: 'What is the budget?',
      feedback: 'Good: you separated the essentials.',
      scores: { budget: 2 },
      next: 'close',
    });
  });

  it('keeps 2–8 criteria, and removing one drops the points replies gave it', () => {
    let draft = draftOf(SAVED);
    expect(removeCriterion(draft, 'budget')).toBe(draft);
    draft = addCriterion(draft);
    expect(draft.rubric.at(-1)).toEqual({ id: 'criterion-1', name: '', weight: 1, good: '', poor: '' });
    draft = removeCriterion(draft, 'must-haves');
    expect(requestOf(draft).graph?.nodes[0].replies.map((reply) => reply.scores)).toEqual([{}, { budget: 0 }]);
    while (draft.rubric.length < RUBRIC_MAX) draft = addCriterion(draft);
    expect(addCriterion(draft)).toBe(draft);
  });

  it('drops blank hidden facts and trims the rest', () => {
    const draft = { ...draftOf(SAVED), hiddenFacts: [' The budget is 140k ', '  ', 'Kubernetes is a must-have'] };
    expect(requestOf(draft).persona.hiddenFacts).toEqual(['The budget is 140k', 'Kubernetes is a must-have']);
  });

  it("finds the node a server error names by the node's id", () => {
    const draft = draftOf(SAVED);
    const error = { status: 400, code: 'PRACTICE_GRAPH_INVALID', message: '', data: { code: 'PRACTICE_GRAPH_INVALID', nodeId: 'close' } };
    expect(nodeKeyOfError(draft, error)).toBe(draft.nodes[1].key);
    expect(nodeKeyOfError(draft, { ...error, data: { nodeId: 'gone' } })).toBeNull();
    expect(nodeKeyOfError(draft, { status: 400, data: { code: 'PRACTICE_SETTINGS_INVALID' } })).toBeNull();
  });
});
