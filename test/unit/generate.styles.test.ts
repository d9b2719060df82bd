// The styles do what they say, checked on the generated text with plain
// readers and searches of the test folder, not with the generators' own
// helpers: extremes reach the smallest and largest boards, a snake is one
// corridor, a maze is connected, and each problem's traps hold what its
// wrong solutions stumble on.

import { strict as assert } from 'node:assert';
import type { SizeOption } from '../../src/core/generate/types';
import { BUILT_INS } from '../../src/core/problems';
import { Rng } from '../../src/core/random';
import { movesFrom } from './brute/bishop';
import { plainDistances } from './brute/distances';

interface Read {
  values: number[];
  rows: string[];
}

/** The tests of a generated input: `header` numbers each, then a board of rows × cols (a function of the numbers). */
function readTests(text: string, counted: boolean, header: number, size: (v: number[]) => [number, number]): Read[] {
  const words = text.split(/\s+/).filter((w) => w !== '');
  let at = 0;
  const count = counted ? Number(words[at++]) : 1;
  const out: Read[] = [];
  for (let t = 0; t < count; t++) {
    const values = words.slice(at, at + header).map(Number);
    at += header;
    const [rows] = size(values);
    out.push({ values, rows: words.slice(at, at + rows) });
    at += rows;
  }
  assert.equal(at, words.length, 'nothing after the last test');
  return out;
}

function generate(id: string, seed: number, style: string, size: SizeOption = 'small', tests = 1): string {
  const problem = BUILT_INS.byId(id)!;
  return BUILT_INS.generatorOf(problem)!.generate(new Rng(seed), { tests, size, style });
}

const pacmanTests = (text: string) => readTests(text, true, 2, (v) => [v[0], v[1]]);
const bishopTests = (text: string) => readTests(text, false, 5, (v) => [v[0], v[0]]);
const zgameTests = (text: string) => readTests(text, true, 2, (v) => [v[0], v[1]]);
const matrixTests = (text: string) => readTests(text, true, 0, () => [8, 8]);

const find = (rows: string[], ch: string) => rows.join('').indexOf(ch);
const cellsOf = (rows: string[], ch: string) => [...rows.join('')].flatMap((x, i) => (x === ch ? [i] : []));

describe('generate: the styles do what they say', function () {
  this.timeout(120_000);

  it('extremes reach the smallest and the largest boards the statement allows', () => {
    const sides = (id: string, read: (t: string) => Read[], side: (r: Read) => [number, number]) => {
      const seen = new Set<string>();
      for (let seed = 0; seed < 24; seed++) for (const t of read(generate(id, seed, 'extremes', 'max'))) seen.add(side(t).join('x'));
      return seen;
    };
    const zgame = sides('zgame', zgameTests, (t) => [t.values[0], t.values[1]]);
    for (const s of ['1x1', '500x500', '1x500', '500x1']) assert.ok(zgame.has(s), `zgame ${[...zgame]}`);
    const bishop = sides('bishop', bishopTests, (t) => [t.values[0], t.values[0]]);
    for (const s of ['2x2', '1500x1500']) assert.ok(bishop.has(s), `bishop ${[...bishop]}`);
    // Pacman needs two cells (P and F) and its boards share a million cells.
    const pacman = sides('pacman', pacmanTests, (t) => [t.values[0], t.values[1]]);
    for (const s of ['1x2', '2x1', '1000x1000', '1x1000000', '1000000x1']) assert.ok(pacman.has(s), `pacman ${[...pacman]}`);
  });

  it('extremes wall everything but the pieces, or nothing', () => {
    let walled = 0;
    let open = 0;
    for (let seed = 0; seed < 60; seed++) {
      for (const t of pacmanTests(generate('pacman', seed, 'extremes', 'small'))) {
        const cells = t.rows.join('');
        if ([...cells].every((ch) => ch === '#' || ch === 'P' || ch === 'F')) walled++;
        if (!cells.includes('#')) open++;
      }
    }
    assert.ok(walled >= 10 && open >= 10, `walled ${walled}, open ${open}`);
  });

  it('open boards have no walls; a snake is one corridor from P to F; a maze is connected', () => {
    for (let seed = 0; seed < 200; seed++) {
      for (const t of pacmanTests(generate('pacman', seed, 'open'))) assert.ok(!t.rows.join('').includes('#'));
      for (const t of pacmanTests(generate('pacman', seed, 'snake'))) {
        const free = t.rows.join('').replace(/#/g, '').length;
        const dist = plainDistances(t.rows, find(t.rows, 'P'));
        // Every free cell on the one route: the route is as long as the corridor.
        assert.equal(dist[find(t.rows, 'F')], free - 1, t.rows.join('\n'));
      }
      for (const t of pacmanTests(generate('pacman', seed, 'maze'))) {
        const dist = plainDistances(t.rows, find(t.rows, 'P'));
        assert.ok(
          dist.every((d) => d !== -1),
          t.rows.join('\n'),
        );
      }
    }
  });

  it('pacman equidistant: vampires exactly as far from F as Pacman', () => {
    let tests = 0;
    for (let seed = 0; seed < 300; seed++) {
      for (const t of pacmanTests(generate('pacman', seed, 'equidistant', 'small', 3))) {
        const toF = plainDistances(t.rows, find(t.rows, 'F'));
        const d = toF[find(t.rows, 'P')];
        assert.ok(d > 0, 'P reaches F');
        const board = t.rows.join('');
        const level = [...board].flatMap((ch, i) => (toF[i] === d && ch !== 'P' ? [ch] : []));
        if (level.length === 0) continue;
        tests++;
        assert.ok(level.includes('V'), `no vampire at distance ${d}:\n${t.rows.join('\n')}`);
      }
    }
    assert.ok(tests > 500, `${tests}`);
  });

  it('pacman walled-food: F walled off on every side Pacman does not stand on', () => {
    let unreachable = 0;
    let all = 0;
    for (let seed = 0; seed < 300; seed++) {
      for (const t of pacmanTests(generate('pacman', seed, 'walled-food', 'small'))) {
        const cols = t.rows[0].length;
        const f = find(t.rows, 'F');
        const [r, c] = [Math.floor(f / cols), f % cols];
        for (const [rr, cc] of [
          [r - 1, c],
          [r + 1, c],
          [r, c - 1],
          [r, c + 1],
        ]) {
          if (rr >= 0 && cc >= 0 && rr < t.rows.length && cc < cols) assert.match(t.rows[rr][cc], /[#P]/, t.rows.join('\n'));
        }
        all++;
        if (plainDistances(t.rows, find(t.rows, 'P'))[f] === -1) unreachable++;
      }
    }
    assert.ok(unreachable > 0.9 * all, `${unreachable} of ${all}`);
  });

  it('bishop other-colour: A and B on squares of different colours', () => {
    for (let seed = 0; seed < 500; seed++) {
      const [t] = bishopTests(generate('bishop', seed, 'other-colour'));
      const [, ax, ay, bx, by] = t.values;
      assert.equal((ax + ay + bx + by) % 2, 1);
    }
  });

  it('bishop zigzag: B is the square farthest from A in bishop moves; the snake needs a move per leg', () => {
    let long = 0;
    for (let seed = 0; seed < 300; seed++) {
      const [t] = bishopTests(generate('bishop', seed, 'zigzag'));
      const [, ax, ay, bx, by] = t.values;
      const moves = movesFrom(t.rows, ax - 1, ay - 1);
      const farthest = Math.max(...moves.flat());
      if (farthest > 0) assert.equal(moves[bx - 1][by - 1], farthest, t.rows.join('\n'));
      const [s] = bishopTests(generate('bishop', seed, 'snake', 'medium'));
      const [n, sx, sy, tx, ty] = s.values;
      const route = movesFrom(s.rows, sx - 1, sy - 1)[tx - 1][ty - 1];
      assert.ok(route > 0, s.rows.join('\n'));
      if (route >= n / 3) long++;
    }
    assert.ok(long > 100, `${long}`);
  });

  it('bishop walled-in: a pawn or the edge on every diagonal next to A (or B, on boards too small for both)', () => {
    for (let seed = 0; seed < 500; seed++) {
      const [t] = bishopTests(generate('bishop', seed, 'walled-in', 'tiny'));
      const [n, ax, ay, bx, by] = t.values;
      for (const [dr, dc] of [
        [1, 1],
        [1, -1],
        [-1, 1],
        [-1, -1],
      ]) {
        const [r, c] = [ax - 1 + dr, ay - 1 + dc];
        if (r < 0 || c < 0 || r >= n || c >= n || (r === bx - 1 && c === by - 1)) continue;
        assert.equal(t.rows[r][c], '#', t.rows.join('\n'));
      }
    }
  });

  it('zgame corner-letters put a letter on the start or the last cell; edges only on the last row and column', () => {
    for (let seed = 0; seed < 300; seed++) {
      for (const t of zgameTests(generate('zgame', seed, 'corner-letters', 'small', 4))) {
        const last = t.rows[t.rows.length - 1];
        assert.ok(t.rows[0][0] !== '.' || last[last.length - 1] !== '.', t.rows.join('\n'));
      }
      for (const t of zgameTests(generate('zgame', seed, 'edges', 'small', 4))) {
        t.rows.forEach((row, r) => [...row].forEach((ch, c) => ch !== '.' && assert.ok(r === t.rows.length - 1 || c === row.length - 1)));
      }
    }
  });

  it('matrix long-game: you far from the phone along the corridors; race: an agent within a step of your distance to the phone', () => {
    const far: number[] = [];
    for (let seed = 0; seed < 200; seed++) {
      for (const t of matrixTests(generate('matrix', seed, 'long-game', 'small', 5))) {
        const toPhone = plainDistances(t.rows, find(t.rows, 'P'));
        far.push(toPhone[find(t.rows, 'M')]);
      }
      for (const t of matrixTests(generate('matrix', seed, 'race', 'small', 5))) {
        const toPhone = plainDistances(t.rows, find(t.rows, 'P'));
        const you = toPhone[find(t.rows, 'M')];
        if (you < 0) continue;
        assert.ok(
          cellsOf(t.rows, 'A').some((a) => Math.abs(toPhone[a] - you) <= 1),
          t.rows.join('\n'),
        );
      }
    }
    far.sort((a, b) => a - b);
    assert.ok(far[far.length >> 1] >= 15, `median distance ${far[far.length >> 1]}`);
  });
});
