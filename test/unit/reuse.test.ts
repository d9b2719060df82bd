// Reusing the results of unchanged test cases (src/core/reuse.ts), as the
// worker does after an edit: the byte comparison, what a case's key covers, the
// two alignments tried, and, on random multi-case files edited at random, that
// an analysis reusing results gives exactly what a fresh analysis gives.

import { strict as assert } from 'node:assert';
import { analyze } from '../../src/core/analyze';
import { Grid } from '../../src/core/grid';
import type { Case, CaseResult } from '../../src/core/problem';
import { type CaseKey, caseKey, findSame, nextDifference, sameBytes, sameCase } from '../../src/core/reuse';
import { Random } from './random';

function gridOf(rows: string[]): Grid {
  const cols = rows[0].length;
  const cells = new Uint8Array(rows.length * cols);
  rows.forEach((r, i) => {
    for (let j = 0; j < cols; j++) cells[i * cols + j] = r.charCodeAt(j);
  });
  return new Grid(
    rows.length,
    cols,
    cells,
    Int32Array.from(rows, (_, i) => i + 1),
    new Int32Array(rows.length),
  );
}

function caseOf(rows: string[], extra: Record<string, unknown> = {}, at = 0): Case {
  return { index: at, firstLine: at * 10, lastLine: at * 10 + rows.length, grid: gridOf(rows), valid: true, ...extra } as Case;
}

describe('reuse: comparing cases', () => {
  it('sameBytes finds a single differing byte anywhere, aligned or not', () => {
    const rnd = new Random(4242);
    for (let t = 0; t < 300; t++) {
      const n = rnd.int(0, 70);
      const backing = new Uint8Array(n + 8);
      for (let i = 0; i < backing.length; i++) backing[i] = rnd.int(0, 255);
      const offA = rnd.int(0, 4);
      const offB = rnd.int(0, 4);
      const a = new Uint8Array(n + 8);
      const b = new Uint8Array(n + 8);
      a.set(backing.subarray(0, n), offA);
      b.set(backing.subarray(0, n), offB);
      const va = a.subarray(offA, offA + n);
      const vb = b.subarray(offB, offB + n);
      assert.equal(sameBytes(va, vb), true, `seed 4242 round ${t}: equal arrays`);
      if (n === 0) continue;
      const at = rnd.int(0, n - 1);
      vb[at] ^= 1 << rnd.int(0, 7);
      assert.equal(sameBytes(va, vb), false, `seed 4242 round ${t}: byte ${at} of ${n} differs`);
      assert.equal(sameBytes(va, vb.subarray(0, n - 1)), false, 'different lengths');
    }
  });

  it('nextDifference walks every differing byte in order, aligned or not, from any start', () => {
    const rnd = new Random(4343);
    for (let t = 0; t < 300; t++) {
      const n = rnd.int(0, 90);
      const offA = rnd.int(0, 4);
      const offB = rnd.chance(0.5) ? offA : rnd.int(0, 4);
      const a = new Uint8Array(n + 8).subarray(offA, offA + n);
      const b = new Uint8Array(n + 8).subarray(offB, offB + n);
      for (let i = 0; i < n; i++) a[i] = b[i] = rnd.int(0, 3);
      const want = new Set(Array.from({ length: rnd.int(0, 6) }, () => rnd.int(0, Math.max(0, n - 1))).filter(() => n > 0));
      for (const i of want) b[i] ^= 1 + rnd.int(0, 7);
      const got: number[] = [];
      for (let i = nextDifference(a, b); i >= 0; i = nextDifference(a, b, i + 1)) got.push(i);
      assert.deepEqual(
        got,
        [...want].sort((x, y) => x - y),
        `seed 4343 round ${t}: n ${n}, offsets ${offA} ${offB}`,
      );
      const from = rnd.int(0, n);
      assert.equal(nextDifference(a, b, from), got.find((i) => i >= from) ?? -1, `seed 4343 round ${t}: from ${from}`);
    }
  });

  it('a case key ignores where the case stands but not what it holds', () => {
    const base = caseKey('bishop', caseOf(['..#', '#..'], { a: 0, b: 5 }, 0));
    assert.ok(sameCase(base, caseKey('bishop', caseOf(['..#', '#..'], { a: 0, b: 5 }, 7))), 'moved to another index and lines');
    assert.ok(!sameCase(base, caseKey('zgame', caseOf(['..#', '#..'], { a: 0, b: 5 }))), 'another problem');
    assert.ok(!sameCase(base, caseKey('bishop', caseOf(['..#', '#..'], { a: 1, b: 5 }))), 'another start square');
    assert.ok(!sameCase(base, caseKey('bishop', caseOf(['..#', '#.#'], { a: 0, b: 5 }))), 'another cell');
    assert.ok(!sameCase(base, caseKey('bishop', caseOf(['..#', '#..'], { a: 0, b: 5, valid: false }))), 'no longer valid');
    assert.ok(!sameCase(base, caseKey('bishop', caseOf(['..', '#.', '..'], { a: 0, b: 5 }))), 'same cell count, another shape');
  });

  it('the key keeps its own copy of the cells', () => {
    const c = caseOf(['ab', 'cd']);
    const k = caseKey('pacman', c);
    const before = caseKey('pacman', caseOf(['ab', 'cd']));
    c.grid!.cells[0] = 'z'.charCodeAt(0);
    assert.ok(sameCase(k, before), 'changing the case afterwards does not change its key');
  });

  it('findSame tries the same index, then the same distance from the end', () => {
    const keys = ['a', 'b', 'c', 'd'].map((ch) => caseKey('zgame', caseOf([ch.repeat(3)])));
    const k = (ch: string) => caseKey('zgame', caseOf([ch.repeat(3)]));
    // Edited in place: the others keep their index.
    assert.equal(findSame(keys, k('c'), 2, 4), 2);
    assert.equal(findSame(keys, k('x'), 1, 4), undefined);
    // A case inserted at the front: the old ones are one further.
    assert.equal(findSame(keys, k('a'), 1, 5), 0);
    assert.equal(findSame(keys, k('d'), 4, 5), 3);
    // The second case removed: those before keep their index, those after move up.
    assert.equal(findSame(keys, k('a'), 0, 3), 0);
    assert.equal(findSame(keys, k('c'), 1, 3), 2);
    assert.equal(findSame(keys, k('d'), 2, 3), 3);
    // Never beyond either end.
    assert.equal(findSame([], k('a'), 0, 1), undefined);
    assert.equal(findSame(keys, k('a'), 0, 1), 0);
  });
});

// ---- reuse through analyze(), against fresh analyses ----

function zgameBoard(rnd: Random): string[] {
  const rows = rnd.int(1, 7);
  const cols = rnd.int(1, 7);
  return Array.from({ length: rows }, () => Array.from({ length: cols }, () => rnd.pick(['.', '.', '.', 'A', 'B'])).join(''));
}

function zgameText(boards: string[][]): string {
  return `${boards.length}\n` + boards.map((b) => `${b.length} ${b[0].length}\n${b.join('\n')}\n`).join('');
}

function pacmanBoard(rnd: Random): string[] {
  const rows = rnd.int(2, 6);
  const cols = rnd.int(2, 6);
  const cells: string[] = Array.from({ length: rows * cols }, () => (rnd.chance(0.25) ? '#' : '.'));
  const [p, f, ...vampires] = rnd.distinct(rows * cols, Math.min(rows * cols, 2 + rnd.int(0, 3)));
  cells[p] = 'P';
  cells[f] = 'F';
  for (const v of vampires) cells[v] = 'V';
  return Array.from({ length: rows }, (_, r) => cells.slice(r * cols, r * cols + cols).join(''));
}

function pacmanText(boards: string[][]): string {
  return `${boards.length}\n` + boards.map((b) => `${b.length} ${b[0].length}\n${b.join('\n')}\n`).join('');
}

/** Edits one random cell of one random board, removes a board, or adds one. */
function edit(rnd: Random, boards: string[][], fresh: () => string[], cellChars: string[]): { boards: string[][]; what: string } {
  const out = boards.map((b) => [...b]);
  const kind = rnd.int(0, 3);
  if (kind <= 1 || out.length === 1) {
    const i = rnd.int(0, out.length - 1);
    const r = rnd.int(0, out[i].length - 1);
    const c = rnd.int(0, out[i][r].length - 1);
    out[i][r] = out[i][r].slice(0, c) + rnd.pick(cellChars) + out[i][r].slice(c + 1);
    return { boards: out, what: `cell (${r}, ${c}) of board ${i}` };
  }
  if (kind === 2) {
    const i = rnd.int(0, out.length - 1);
    out.splice(i, 1);
    return { boards: out, what: `board ${i} removed` };
  }
  const i = rnd.int(0, out.length);
  out.splice(i, 0, fresh());
  return { boards: out, what: `a board inserted at ${i}` };
}

/** Analyses `text`, reusing results of `before` the way the worker does. */
function reanalyse(text: string, before: { keys: (CaseKey | undefined)[]; results: (CaseResult | undefined)[]; problem: string }) {
  const keys: (CaseKey | undefined)[] = [];
  let reused = 0;
  const a = analyze(text, {
    known: (problem, c, cases) => {
      const k = caseKey(problem.id, c);
      keys[c.index] = k;
      if (problem.id !== before.problem) return undefined;
      const j = findSame(before.keys, k, c.index, cases.length);
      const r = j === undefined ? undefined : before.results[j];
      if (r) reused++;
      return r;
    },
  });
  return { a, keys, reused };
}

function assertSameAnalysis(reusing: ReturnType<typeof analyze>, fresh: ReturnType<typeof analyze>, why: string): void {
  assert.equal(reusing.output, fresh.output, `${why}: output`);
  assert.equal(reusing.results.length, fresh.results.length, `${why}: case count`);
  fresh.results.forEach((f, i) => {
    const r = reusing.results[i];
    assert.equal(r?.answer, f?.answer, `${why}: answer of case ${i}`);
    if (!f || !r) return;
    assert.deepEqual(r.summary, f.summary, `${why}: summary of case ${i}`);
    assert.deepEqual(
      r.layers.map((l) => [l.id, Array.from(l.data.get()!.values), l.data.get()!.max]),
      f.layers.map((l) => [l.id, Array.from(l.data.get()!.values), l.data.get()!.max]),
      `${why}: layers of case ${i}`,
    );
    assert.deepEqual(r.line.get() && Array.from(r.line.get()!.cells), f.line.get() && Array.from(f.line.get()!.cells), `${why}: line of case ${i}`);
  });
}

describe('reuse: an analysis reusing unchanged cases equals a fresh one', () => {
  const problems = [
    { name: 'zgame', seed: 2026, board: zgameBoard, text: zgameText, chars: ['.', 'A', 'B'] },
    { name: 'pacman', seed: 1977, board: pacmanBoard, text: pacmanText, chars: ['.', '#', 'V', 'P'] },
  ];
  for (const p of problems) {
    it(`${p.name}: 120 random edits of random multi-case files (seed ${p.seed})`, () => {
      const rnd = new Random(p.seed);
      let reusedTotal = 0;
      for (let file = 0; file < 12; file++) {
        let boards = Array.from({ length: rnd.int(2, 6) }, () => p.board(rnd));
        const first = analyze(p.text(boards));
        assert.equal(first.problem?.id, p.name, `seed ${p.seed} file ${file}: detected`);
        let before = { keys: [] as (CaseKey | undefined)[], results: first.results, problem: p.name };
        before.keys = reanalyse(p.text(boards), before).keys;
        for (let step = 0; step < 10; step++) {
          const e = edit(rnd, boards, () => p.board(rnd), p.chars);
          boards = e.boards;
          const text = p.text(boards);
          const { a, keys, reused } = reanalyse(text, before);
          const why = `seed ${p.seed} file ${file} step ${step} (${e.what})`;
          assertSameAnalysis(a, analyze(text), why);
          reusedTotal += reused;
          before = { keys, results: a.results, problem: p.name };
        }
      }
      // Most edits touch one board of several: most results must have been reused.
      assert.ok(reusedTotal > 120, `only ${reusedTotal} results were reused`);
    });
  }

  it('nothing is reused across problems, and an unchanged text reuses every case', () => {
    const text = zgameText([
      ['.A', 'B.'],
      ['..', '.A'],
    ]);
    const first = analyze(text);
    const keys = reanalyse(text, { keys: [], results: first.results, problem: 'zgame' }).keys;
    const same = reanalyse(text, { keys, results: first.results, problem: 'zgame' });
    assert.equal(same.reused, 2);
    assert.equal(same.a.results[0], first.results[0], 'the very same result object');
    const other = reanalyse(text, { keys, results: first.results, problem: 'pacman' });
    assert.equal(other.reused, 0);
  });
});
