// Pacman's answers: the official sample, boards worked out by hand from the
// rules, and thousands of random tiny boards against a literal game search.

import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyze } from '../../src/core/analyze';
import { brutePacman, type BruteBoard } from './brute/pacman';
import { Random } from './random';

const EXAMPLES = join(__dirname, '..', '..', 'examples', 'pacman');

function solve(text: string): string | undefined {
  return analyze(text, { problem: 'pacman' }).output;
}

function fileOf(boards: BruteBoard[]): string {
  return `${boards.length}\n` + boards.map((b) => `${b.rows} ${b.cols}\n${b.lines.join('\n')}\n`).join('');
}

function randomBoard(rnd: Random): BruteBoard {
  let rows: number;
  let cols: number;
  do {
    rows = rnd.int(1, 4);
    cols = rnd.int(1, 4);
  } while (rows * cols < 2);
  const size = rows * cols;
  const wallShare = rnd.pick([0, 0.15, 0.3, 0.5]);
  const cells: string[] = Array.from({ length: size }, () => (rnd.chance(wallShare) ? '#' : '.'));
  const vampires = rnd.int(0, Math.min(4, size - 2));
  const [p, f, ...v] = rnd.distinct(size, 2 + vampires);
  cells[p] = 'P';
  cells[f] = 'F';
  for (const i of v) cells[i] = 'V';
  const lines: string[] = [];
  for (let r = 0; r < rows; r++) lines.push(cells.slice(r * cols, (r + 1) * cols).join(''));
  return { rows, cols, lines };
}

describe('pacman: answers', () => {
  it('prints the official sample answers', () => {
    const input = readFileSync(join(EXAMPLES, 'sample.in'), 'utf8');
    const a = analyze(input);
    assert.equal(a.problem?.id, 'pacman');
    assert.deepEqual(a.errors, []);
    assert.equal(a.output, '480\n500\n470\n490\n480\n470\n500\n-120\n');
    assert.equal(a.output, readFileSync(join(EXAMPLES, 'sample.ans'), 'utf8'));
  });

  it("every other example's .ans is what the game search finds, case by case", () => {
    const names = readdirSync(EXAMPLES).filter((f) => f.endsWith('.in') && f !== 'sample.in');
    assert.ok(names.length >= 3);
    for (const name of names) {
      // Read the file with a plain token split, not with the core's reader.
      const tokens = readFileSync(join(EXAMPLES, name), 'utf8').split(/\s+/).filter(Boolean);
      let k = 0;
      const t = Number(tokens[k++]);
      const want: number[] = [];
      for (let i = 0; i < t; i++) {
        const rows = Number(tokens[k++]);
        const cols = Number(tokens[k++]);
        want.push(brutePacman({ rows, cols, lines: tokens.slice(k, k + rows) }));
        k += rows;
      }
      const ans = readFileSync(join(EXAMPLES, name.replace(/\.in$/, '.ans')), 'utf8');
      assert.equal(ans, want.join('\n') + '\n', `${name}: .ans disagrees with the game search`);
      assert.equal(solve(readFileSync(join(EXAMPLES, name), 'utf8')), ans, `${name}: the core disagrees with .ans`);
    }
  });

  // Each expectation below was worked out on paper from the turn rules.
  const byHand: [string, string[], number][] = [
    // The vampire reaches F in 2 turns and waits there for Pacman, who needs 4.
    ['vampire on a shortest route', ['P..', '.V.', '..F'], 490],
    // Off every shortest route, but one step from F: it waits on the food.
    ['vampire off the shortest routes but near F', ['P..', '...', '.VF'], 490],
    // The vampire needs 3 turns to reach F; Pacman eats after 1 and stops.
    ['Pacman outruns a far vampire', ['PF..V'], 500],
    // Equal distances: the vampire arrives in the same turn, after Pacman's move.
    ['a tie bites', ['P.F.V'], 490],
    // F walled off: the game never ends, and the vampire in Pacman's area catches him.
    ['food out of reach, vampire in reach', ['P#F', 'V#.'], -10],
    // F walled off and the vampire walled off from Pacman: nobody scores.
    ['food and vampire out of reach', ['P#V', '.#F'], 0],
    // Vampire shut in with the food but unable to get out: Pacman cannot eat, nothing bites.
    ['both walled in together', ['P#VF'], 0],
    // A vampire that cannot reach F cannot wait for Pacman anywhere he must go.
    ['vampire in a dead end behind a wall', ['PF', '##', 'V.'], 500],
    // F is one step away; only the two vampires beside F get there in one turn.
    ['vampires in the corners', ['VPV', 'VFV'], 480],
    ['1x2 board', ['PF'], 500],
    ['1x2 board, reversed', ['FP'], 500],
  ];
  for (const [name, lines, expected] of byHand) {
    it(`by hand: ${name} → ${expected}`, () => {
      const board = { rows: lines.length, cols: lines[0].length, lines };
      assert.equal(brutePacman(board), expected, 'brute force disagrees with the hand analysis');
      assert.equal(solve(fileOf([board])), `${expected}\n`);
    });
  }

  it('matches a literal game search on 4000 random boards up to 4×4 with up to 4 vampires', function () {
    const seed = 0x5eed_0a1;
    const rnd = new Random(seed);
    const batch: BruteBoard[] = [];
    const expected: number[] = [];
    for (let n = 0; n < 4000; n++) {
      const board = randomBoard(rnd);
      const want = brutePacman(board);
      const got = solve(fileOf([board]));
      if (got !== `${want}\n`) {
        assert.fail(`seed ${seed}, board #${n} (${board.rows}×${board.cols}):\n${board.lines.join('\n')}\nbrute force ${want}, core ${JSON.stringify(got)}`);
      }
      batch.push(board);
      expected.push(want);
    }
    // The same boards as multi-test files (t ≤ 1000) give the same answers in order.
    for (let from = 0; from < batch.length; from += 1000) {
      const part = batch.slice(from, from + 1000);
      assert.equal(solve(fileOf(part)), expected.slice(from, from + 1000).join('\n') + '\n', `seed ${seed}, boards ${from}..${from + 999} as one file`);
    }
  });

  it('covers every kind of outcome in the random boards', () => {
    // Guards the generator: the comparison above must see eaten, uneaten, bitten and clean cases.
    const rnd = new Random(0x5eed_0a1);
    const seen = new Set<string>();
    for (let n = 0; n < 4000; n++) {
      const s = brutePacman(randomBoard(rnd));
      seen.add(s > 0 ? (s === 500 ? 'clean meal' : 'bitten meal') : s === 0 ? 'no meal, no bite' : 'no meal, bitten');
    }
    assert.deepEqual([...seen].sort(), ['bitten meal', 'clean meal', 'no meal, bitten', 'no meal, no bite']);
  });

  it('reports the layers: distances and which vampires bite', () => {
    const a = analyze('1\n2 4\nP.V#\n.F.V\n', { problem: 'pacman' });
    const r = a.results[0]!;
    const byId = Object.fromEntries(r.layers.map((l) => [l.id, Array.from(l.data.get()!.values)]));
    // WALL = -2 on "#", distances elsewhere.
    assert.deepEqual(byId.fromP, [0, 1, 2, -2, 1, 2, 3, 4]);
    assert.deepEqual(byId.toF, [2, 1, 2, -2, 1, 0, 1, 2]);
    // Both vampires are 2 steps from F, as is Pacman: both bite (category 1); walls stay WALL.
    assert.deepEqual(byId.bites, [0, 0, 1, -2, 0, 0, 0, 1]);
    assert.equal(r.answer, '480');
    assert.equal(r.summary.distance, 2);
  });
});
