import { SCENARIO_MAX_DEPTH, type ScenarioGraph, type ScenarioNode } from './public/practice-types.js';
import { checkScenarioGraph } from './scenario-graph.js';

const CRITERIA = ['rapport', 'clarity'];

function reply(id: string, next: string, scores: Record<string, number> = { rapport: 2 }) {
  return { id, text: `Say ${id}`, feedback: `Feedback ${id}`, scores, next };
}
function node(id: string, replies: ReturnType<typeof reply>[] = [], end = replies.length === 0): ScenarioNode {
  return { id, line: `Line ${id}`, end, replies };
}
/** start → (a | b); a → (done | b); b → (done | done-2). */
function validGraph(): ScenarioGraph {
  return {
    start: 'start',
    nodes: [
      node('start', [reply('to-a', 'a'), reply('to-b', 'b')]),
      node('a', [reply('finish', 'done'), reply('to-b', 'b')]),
      node('b', [reply('finish', 'done'), reply('other', 'done-2')]),
      node('done'),
      node('done-2'),
    ],
  };
}

function problemsOf(graph: unknown) {
  return checkScenarioGraph(graph, CRITERIA).problems;
}

describe('checkScenarioGraph', () => {
  it('accepts a well-formed graph and returns it trimmed', () => {
    const graph = validGraph();
    graph.nodes[0].line = '  Hello there  ';
    const checked = checkScenarioGraph(graph, CRITERIA);
    expect(checked.problems).toEqual([]);
    expect(checked.graph?.nodes[0].line).toBe('Hello there');
  });

  it('refuses a graph that is not a graph, or has no nodes', () => {
    expect(problemsOf(null)).toEqual([{ nodeId: null, message: expect.stringContaining('needs a graph') }]);
    expect(problemsOf({ start: 'x', nodes: [] })).toEqual([{ nodeId: null, message: expect.stringContaining('no nodes') }]);
  });

  it('names a node whose id is taken twice', () => {
    const graph = validGraph();
    graph.nodes.push(node('a', [reply('x', 'done'), reply('y', 'done')]));
    expect(problemsOf(graph)).toEqual([{ nodeId: 'a', message: 'Node "a": another node has the same id.' }]);
  });

  it('refuses ids outside letters, digits and dashes', () => {
    const graph = validGraph();
    graph.nodes[4].id = 'Done Two';
    expect(problemsOf(graph)[0].message).toContain('Node 5: the id must be');
  });

  it('refuses a start that does not exist', () => {
    const graph = { ...validGraph(), start: 'nowhere' };
    expect(problemsOf(graph)).toEqual([{ nodeId: null, message: 'The start node "nowhere" does not exist.' }]);
  });

  it('names a dead end: a node that is no end and has no replies', () => {
    const graph = validGraph();
    graph.nodes[4] = node('done-2', [], false);
    expect(problemsOf(graph)).toEqual([{ nodeId: 'done-2', message: expect.stringContaining('Node "done-2" is a dead end') }]);
  });

  it('names a node with one reply, or more than four', () => {
    const one = validGraph();
    one.nodes[1].replies = [reply('finish', 'done')];
    expect(problemsOf(one)).toEqual([{ nodeId: 'a', message: expect.stringContaining('Node "a" has 1 reply') }]);
    const five = validGraph();
    five.nodes[1].replies = ['1', '2', '3', '4', '5'].map((id) => reply(`r${id}`, 'done'));
    expect(problemsOf(five)).toEqual([{ nodeId: 'a', message: expect.stringContaining('has 5 replies') }]);
  });

  it('names an end node that has replies', () => {
    const graph = validGraph();
    graph.nodes[3] = node('done', [reply('x', 'done-2'), reply('y', 'done-2')], true);
    expect(problemsOf(graph)).toEqual([
      { nodeId: 'done', message: expect.stringContaining('ends the conversation, so it cannot have replies') },
    ]);
  });

  it('names the node whose reply leads to a missing node', () => {
    const graph = validGraph();
    graph.nodes[2].replies[1].next = 'missing';
    expect(problemsOf(graph)).toEqual([{ nodeId: 'b', message: 'Node "b": reply "other" leads to "missing", which does not exist.' }]);
  });

  it('names a node that cannot be reached from the start', () => {
    const graph = validGraph();
    graph.nodes.push(node('orphan', [reply('x', 'done'), reply('y', 'done')]));
    expect(problemsOf(graph)).toEqual([{ nodeId: 'orphan', message: 'Node "orphan" cannot be reached from the start.' }]);
  });

  it('names a node from which no path reaches an end', () => {
    const graph = validGraph();
    // b and c only lead to each other.
    graph.nodes[1].replies[0].next = 'c';
    graph.nodes[0].replies[1].next = 'c';
    graph.nodes[2] = node('b', [reply('x', 'c'), reply('y', 'c')]);
    graph.nodes.push(node('c', [reply('x', 'b'), reply('y', 'b')]));
    graph.nodes.splice(3, 2);
    graph.nodes[1].replies[1].next = 'b';
    graph.nodes.push(node('done'));
    graph.nodes[0].replies[0].next = 'a';
    graph.nodes[1].replies[0].next = 'done';
    const problems = problemsOf(graph);
    expect(problems.map((problem) => problem.nodeId).sort()).toEqual(['b', 'c']);
    expect(problems[0].message).toContain('no path from it reaches an end');
  });

  it('names the node whose reply closes a loop, even when an end stays reachable', () => {
    const graph = validGraph();
    graph.nodes[2].replies[0].next = 'a'; // b → a, while a → b
    expect(problemsOf(graph)).toEqual([
      { nodeId: 'b', message: expect.stringContaining('reply "finish" leads back to "a", making a loop') },
    ]);
  });

  it(`names the node past ${SCENARIO_MAX_DEPTH} persona lines on the longest path`, () => {
    const nodes: ScenarioNode[] = [];
    for (let index = 0; index < SCENARIO_MAX_DEPTH; index++) {
      nodes.push(node(`n${index}`, [reply('on', `n${index + 1}`), reply('stop', 'end')]));
    }
    nodes.push(node(`n${SCENARIO_MAX_DEPTH}`), node('end'));
    expect(problemsOf({ start: 'n0', nodes })).toEqual([
      { nodeId: `n${SCENARIO_MAX_DEPTH}`, message: expect.stringContaining(`can have at most ${SCENARIO_MAX_DEPTH}`) },
    ]);
    // One line shorter passes.
    nodes.splice(SCENARIO_MAX_DEPTH - 1, 1);
    nodes[SCENARIO_MAX_DEPTH - 2].replies[0].next = `n${SCENARIO_MAX_DEPTH}`;
    expect(problemsOf({ start: 'n0', nodes })).toEqual([]);
  });

  it('names the node of a reply that scores an unknown criterion or points out of range', () => {
    const unknown = validGraph();
    unknown.nodes[1].replies[0].scores = { empathy: 3 };
    expect(problemsOf(unknown)).toEqual([
      { nodeId: 'a', message: expect.stringContaining('scores a criterion the rubric does not have ("empathy")') },
    ]);
    const range = validGraph();
    range.nodes[2].replies[0].scores = { clarity: 5 };
    expect(problemsOf(range)).toEqual([
      { nodeId: 'b', message: expect.stringContaining('points for "clarity" must be a whole number from 0 to 4') },
    ]);
  });

  it('names the node of a reply without text or next node, and of an empty line', () => {
    const graph = validGraph();
    graph.nodes[1].replies[0].text = ' ';
    graph.nodes[2].line = '';
    const problems = problemsOf(graph);
    expect(problems).toEqual(
      expect.arrayContaining([
        { nodeId: 'a', message: 'Node "a", reply 1: what the learner says is empty.' },
        { nodeId: 'b', message: 'Node "b": the persona\'s line is empty.' },
      ]),
    );
  });
});
