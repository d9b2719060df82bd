// Matrix answers, layers, lines of play and hover text on boards whose results
// can be checked by hand from the rules of the game, and every
// example against the literal game search of brute/matrix.ts.

import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyze } from '../../src/core/analyze';
import { type CaseResult, UNREACHABLE, WALL } from '../../src/core/problem';
import { type MatrixCase, matrix, OUTCOMES } from '../../src/core/problems/matrix';
import { SourceText } from '../../src/core/text/source';
import { BruteMatrix } from './brute/matrix';

const EXAMPLES = join(__dirname, '..', '..', 'examples', 'matrix');

const LONG_ESCAPE = ['M.......', '#######.', '........', '.#######', '...P####', '########', 'AA######', '########'];

function solveOne(rows: string[]): { c: MatrixCase; r: CaseResult } {
  const parsed = matrix.parse(new SourceText(`1\n${rows.join('\n')}\n`));
  assert.deepEqual(parsed.issues, []);
  const c = parsed.cases[0];
  return { c, r: matrix.solve(c) };
}

const sq = (r: number, c: number) => r * 8 + c;

/** Scenarios of an example file read without the core: blocks of rows between blank lines. */
function scenarios(text: string): string[][] {
  const lines = text.split(/\r?\n/).map((l) => l.trimEnd());
  const out: string[][] = [];
  let block: string[] = [];
  for (const l of lines.slice(1)) {
    if (l === '') {
      if (block.length) out.push(block);
      block = [];
    } else block.push(l);
  }
  if (block.length) out.push(block);
  return out;
}

describe('matrix: solving', () => {
  it('the statement sample (its "…" typed as "...") gives the three answers', () => {
    const text = readFileSync(join(EXAMPLES, 'sample.in'), 'utf8');
    const a = analyze(text);
    assert.equal(a.problem?.id, 'matrix');
    assert.deepEqual(a.errors, []);
    assert.equal(a.output, 'You can escape.\nYou are trapped in the Matrix.\nYou are eliminated.\n');
  });

  it('every example matches its .ans, and the literal game search agrees', () => {
    const names = readdirSync(EXAMPLES).filter((f) => f.endsWith('.in'));
    assert.ok(names.length >= 5, 'the examples are there');
    for (const name of names) {
      const text = readFileSync(join(EXAMPLES, name), 'utf8');
      const expected = readFileSync(join(EXAMPLES, name.replace(/\.in$/, '.ans')), 'utf8');
      assert.equal(analyze(text, { problem: 'matrix' }).output, expected, name);
      const brute = scenarios(text).map((rows) => new BruteMatrix(rows).answer() + '\n');
      assert.equal(brute.join(''), expected, `${name} by brute force`);
    }
  });

  it("the README board needs 21 of your moves, past the write-up's 40-ply limit", () => {
    const { c, r } = solveOne(LONG_ESCAPE);
    assert.equal(r.answer, 'You can escape.');
    assert.deepEqual(r.summary, { outcome: 'escape', moves: 21 });
    // Escaping on your 21st move is ply 41: the line holds the start and 41 positions after it.
    const line = r.line.get()!;
    assert.deepEqual(line.pieces, ['you', 'agent', 'agent']);
    assert.equal(line.cells.length, 3 * 42);
    assert.deepEqual([...line.cells.slice(0, 3)], [c.you, sq(6, 0), sq(6, 1)]);
    assert.equal(line.cells[3 * 41], sq(4, 3), 'you end on the phone');
    assert.equal(new BruteMatrix(LONG_ESCAPE).start().plies, 41);
  });

  it('sample 1: layers by hand (phones, agents, walls, distances)', () => {
    const rows = ['#####.##', '#####.##', '#####.##', 'AA.M...P', '#####.##', '#####.##', '#####.##', '#####.##'];
    const { r } = solveOne(rows);
    const [outcome, depth, agentDistance] = r.layers.map((l) => l.data.get()!.values);
    assert.deepEqual(
      r.layers.map((l) => [l.id, l.kind]),
      [
        ['outcome', 'category'],
        ['depth', 'scalar'],
        ['agentDistance', 'scalar'],
        ['pieces', 'category'],
      ],
    );
    assert.deepEqual(r.layers[0].categories, ['escape', 'eliminated', 'trapped']);
    // The pieces layer marks you, both agents and the phone; the marks outline agents and underline phones.
    const pieces = r.layers[3];
    const values = pieces.data.get()!.values;
    const where = (k: number) => [...values.keys()].filter((i) => values[i] === k);
    assert.deepEqual(where(pieces.categories!.indexOf('agent')), [sq(3, 0), sq(3, 1)]);
    assert.deepEqual(where(pieces.categories!.indexOf('you')), [sq(3, 3)]);
    assert.deepEqual(where(pieces.categories!.indexOf('phone')), [sq(3, 7)]);
    assert.deepEqual(
      r.marks?.map((m) => [m.layer, pieces.categories![m.category], m.style]),
      [
        ['pieces', 'agent', 'outline'],
        ['pieces', 'phone', 'underline'],
      ],
    );
    // You walk 4 squares right to the phone; the nearer agent needs 6.
    assert.equal(OUTCOMES[outcome[sq(3, 3)]], 'escape');
    assert.equal(depth[sq(3, 3)], 4);
    // A phone is an escape in 0 moves, an agent's square an elimination in 0.
    assert.deepEqual([OUTCOMES[outcome[sq(3, 7)]], depth[sq(3, 7)]], ['escape', 0]);
    assert.deepEqual([OUTCOMES[outcome[sq(3, 0)]], depth[sq(3, 0)]], ['eliminated', 0]);
    // Right next to the agents you still move first and stay a step ahead: 5 moves to the phone.
    assert.deepEqual([OUTCOMES[outcome[sq(3, 2)]], depth[sq(3, 2)]], ['escape', 5]);
    for (const layer of [outcome, depth, agentDistance]) assert.equal(layer[sq(0, 0)], WALL);
    assert.equal(agentDistance[sq(3, 3)], 2);
    assert.equal(agentDistance[sq(0, 5)], 7);
    assert.equal(r.layers[2].data.get()!.max, 8, 'the bottom of the column: 4 along the row and 4 down');
  });

  it('sample 2: you are walled into two squares, so every reachable square there is trapped', () => {
    const rows = ['########', '#..P...#', '#.####.#', '#P#M.#P#', '#.####.#', '#..P...#', '#A....A#', '########'];
    const { r } = solveOne(rows);
    const [outcome, depth, agentDistance] = r.layers.map((l) => l.data.get()!.values);
    for (const s of [sq(3, 3), sq(3, 4)]) {
      assert.equal(OUTCOMES[outcome[s]], 'trapped');
      assert.equal(depth[s], UNREACHABLE);
      assert.equal(agentDistance[s], UNREACHABLE);
    }
    assert.deepEqual(r.summary, { outcome: 'trapped', moves: -1 });
    // Nobody can do better than stand still: the line stops when the start comes back.
    assert.equal(r.line.get()!.cells.length, 9);
  });

  it('a trapped line shows the chase until a position repeats, and no one is caught on it', () => {
    const { r } = solveOne(scenarios(readFileSync(join(EXAMPLES, 'standoff.in'), 'utf8'))[0]);
    assert.equal(r.answer, 'You are trapped in the Matrix.');
    const cells = r.line.get()!.cells;
    const positions = cells.length / 3;
    assert.ok(positions > 3 && positions <= 65, `${positions} positions`);
    const key = (i: number) => `${cells[3 * i]},${cells[3 * i + 1]},${cells[3 * i + 2]}`;
    const last = key(positions - 1);
    assert.ok(
      [...Array(positions - 1).keys()].some((i) => key(i) === last),
      'the last position was seen before',
    );
    for (let i = 0; i < positions; i++) assert.ok(cells[3 * i] !== cells[3 * i + 1] && cells[3 * i] !== cells[3 * i + 2], `caught at ${i}`);
  });

  it('moving first wins a race to the phone by one step; one step behind loses it', () => {
    const [ahead, behind] = scenarios(readFileSync(join(EXAMPLES, 'race.in'), 'utf8')).map((rows) => solveOne(rows).r.summary);
    assert.deepEqual(ahead, { outcome: 'escape', moves: 3 });
    assert.deepEqual(behind, { outcome: 'eliminated', moves: 6 });
  });

  it('beside a phone you escape at once; boxed in beside an agent you are caught after one move', () => {
    // One corridor: you between the phone and two agents.
    const rows = ['########', '#P.M.A.#', '#####A##', '########', '########', '########', '########', '########'];
    const { r } = solveOne(rows);
    assert.deepEqual(r.summary, { outcome: 'escape', moves: 2 });
    // Starting right next to the phone with an agent on the far side: escape at once.
    const [outcome, depth] = r.layers.map((l) => l.data.get()!.values);
    assert.deepEqual([OUTCOMES[outcome[sq(1, 2)]], depth[sq(1, 2)]], ['escape', 1]);
    // From the square between the agents you must step onto one or be caught: eliminated after one move.
    assert.deepEqual([OUTCOMES[outcome[sq(1, 6)]], depth[sq(1, 6)]], ['eliminated', 1]);
  });

  it('hover: walls, your square, a phone and an agent', () => {
    const { c, r } = solveOne(LONG_ESCAPE);
    assert.deepEqual(matrix.describeCell(c, r, sq(1, 0)), [['Cell', 'wall']]);
    assert.deepEqual(matrix.describeCell(c, r, c.you), [
      ['Cell', 'you (M)'],
      ['Starting here', 'escape in 21 moves'],
      ['Nearer agent', 'cannot reach this square'],
    ]);
    assert.deepEqual(matrix.describeCell(c, r, sq(4, 3)), [
      ['Cell', 'a phone (P)'],
      ['Starting here', 'escape at once'],
      ['Nearer agent', 'cannot reach this square'],
    ]);
    assert.deepEqual(matrix.describeCell(c, r, sq(6, 0)), [
      ['Cell', 'an agent (A)'],
      ['Starting here', 'eliminated at once'],
      ['Nearer agent', '0 steps away'],
    ]);
  });

  it('hover on a trapped square and an eliminated one', () => {
    const walledIn = solveOne(['########', '#..P...#', '#.####.#', '#P#M.#P#', '#.####.#', '#..P...#', '#A....A#', '########']);
    assert.deepEqual(matrix.describeCell(walledIn.c, walledIn.r, sq(3, 4))[1], ['Starting here', 'trapped: neither side can force a result']);
    // Sample 3: caught after 8 of your moves.
    const { c, r } = solveOne(['########', '#...A.P#', '#.######', '#..M...#', '#.####.#', '..####..', '#....A.#', '########']);
    assert.deepEqual(r.summary, { outcome: 'eliminated', moves: 8 });
    assert.deepEqual(matrix.describeCell(c, r, c.you), [
      ['Cell', 'you (M)'],
      ['Starting here', 'eliminated after 8 moves'],
      ['Nearer agent', `${r.layers[2].data.get()!.values[c.you]} steps away`],
    ]);
  });
});
