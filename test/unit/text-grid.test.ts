// The command line's WebAssembly searches on a board copied from its text,
// each held to a plain reading: the cell check to a walk over the rows, the
// count search to the plain distances of brute/distances.ts, the sweep to
// Z-Game's literal game search and to the core's own sweep.

import { strict as assert } from 'node:assert';
import { solvePathGame } from '../../src/core/search/pathgame.fast';
import { analyze } from '../../src/core/analyze';
import { NOT_CLEAN, pairTable, TextGrid } from '../../src/core/search/text-grid.fast';
import { plainDistances, UNREACHABLE_DISTANCE } from './brute/distances';
import { bruteZgame } from './brute/zgame';
import { Random } from './random';

/** `lines` laid out as in a text, after `pad` bytes of junk and with junk after: rows a "\n" apart. */
function textOf(rnd: Random, lines: string[]): { bytes: Uint8Array; start: number } {
  const pad = rnd.int(0, 5);
  const body = lines.join('\n');
  const bytes = new Uint8Array(pad + body.length + 6);
  for (let i = 0; i < bytes.length; i++) bytes[i] = rnd.pick([0x2e, 0x0a, 0x50, 0x35]);
  for (let i = 0; i < body.length; i++) bytes[pad + i] = body.charCodeAt(i);
  return { bytes, start: pad };
}

function board(rnd: Random, rows: number, cols: number, chars: string[], weights: number[]): string[] {
  const total = weights.reduce((a, b) => a + b, 0);
  const pick = () => {
    let x = rnd.next() * total;
    for (let k = 0; k < chars.length; k++) if ((x -= weights[k]) < 0) return chars[k];
    return chars[chars.length - 1];
  };
  return Array.from({ length: rows }, () => Array.from({ length: cols }, pick).join(''));
}

describe('text-grid: searches on a board copied from its text', () => {
  it('check: 3000 boards (seed 4242) with stray bytes, a row split by a "\\n", pieces missing or twice', () => {
    const rnd = new Random(4242);
    const grid = new TextGrid();
    const pairs = pairTable('.#PFV', 'PF');
    const found = new Int32Array(2);
    let clean = 0;
    for (let n = 0; n < 3000; n++) {
      const rows = rnd.int(1, 9);
      const cols = rnd.int(1, 13);
      const lines = board(rnd, rows, cols, ['.', '#', 'V', 'P', 'F'], [6, 2, 1, 0.3, 0.3]);
      // Damage: a stray byte, "\n" among them (a row split in two). The reader has
      // checked that a "\n" ends each row, so those stay where they are.
      if (rnd.chance(0.5)) {
        const r = rnd.int(0, rows - 1);
        const c = rnd.int(0, cols - 1);
        lines[r] = lines[r].slice(0, c) + rnd.pick(['\n', ' ', '\r', 'A', 'p', '\u00e9', '\0']) + lines[r].slice(c + 1);
      }
      const { bytes, start } = textOf(rnd, lines);
      grid.load(bytes, start, rows, cols);
      const ok = grid.check(pairs, 'P', 'F', found);
      // The plain reading: every row `cols` cells of the alphabet, a "\n" after each but the last.
      let want = true;
      const places: Record<string, number[]> = { P: [], F: [] };
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          const ch = String.fromCharCode(bytes[start + r * (cols + 1) + c]);
          if (!'.#PFV'.includes(ch)) want = false;
          if (ch === 'P' || ch === 'F') places[ch].push(r * cols + c);
        }
        if (r + 1 < rows && bytes[start + r * (cols + 1) + cols] !== 0x0a) want = false;
      }
      assert.equal(ok, want, `board #${n}: ${JSON.stringify(lines)}`);
      if (!want) continue;
      clean++;
      const expect = (cells: number[]) => (cells.length === 0 ? -1 : cells.length > 1 ? -2 : cells[0]);
      assert.deepEqual([...found], [expect(places.P), expect(places.F)], `board #${n}: ${JSON.stringify(lines)}`);
    }
    assert.ok(clean > 1000 && clean < 2000, `${clean} clean boards`);
  });

  it('count: 2000 boards (seed 777) against plain distances, with a ring that must grow', () => {
    const rnd = new Random(777);
    const wide = new TextGrid();
    let small = new TextGrid(4);
    for (let n = 0; n < 2000; n++) {
      // A ring of 4 words (anew every 40 boards): searches outgrow it at once, and again as levels widen.
      if (n % 40 === 0) small = new TextGrid(4);
      const grids = [small, wide];
      const rows = rnd.int(1, 14);
      const cols = rnd.int(1, 14);
      const lines = board(rnd, rows, cols, ['.', '#', 'V'], [6, rnd.pick([0, 1, 3]), rnd.pick([0, 1, 2])]);
      const source = rnd.int(0, rows * cols - 1);
      const target = rnd.chance(0.2) ? -1 : rnd.int(0, rows * cols - 1);
      const { bytes, start } = textOf(rnd, lines);
      const dist = plainDistances(lines, source);
      const flat = lines.join('');
      const limit = target < 0 || dist[target] < 0 ? Infinity : dist[target];
      const marked = flat[source] === '#' ? 0 : [...flat].filter((ch, i) => ch === 'V' && dist[i] >= 0 && dist[i] <= limit).length;
      const distance = target < 0 || dist[target] < 0 ? UNREACHABLE_DISTANCE : dist[target];
      for (const grid of grids) {
        grid.load(bytes, start, rows, cols);
        // Twice: the second search copies the board again.
        for (let k = 0; k < 2; k++) assert.deepEqual(grid.count(source, target, 0x23, 0x56), { distance, marked }, `board #${n} from ${source} to ${target}:\n${lines.join('\n')}`);
      }
    }
  });

  it('count: a wide board whose levels outgrow the first ring many times over', () => {
    const rows = 300;
    const cols = 300;
    const lines = Array.from({ length: rows }, (_, r) => (r === 150 ? '#'.repeat(cols - 1) + '.' : 'V'.repeat(cols)));
    const { bytes, start } = textOf(new Random(3), lines);
    const grid = new TextGrid(16);
    grid.load(bytes, start, rows, cols);
    const dist = plainDistances(lines, 0);
    const want = [...lines.join('')].filter((ch, i) => ch === 'V' && dist[i] >= 0).length;
    assert.deepEqual(grid.count(0, -1, 0x23, 0x56), { distance: UNREACHABLE_DISTANCE, marked: want });
  });

  it("the drivers: every test of clean inputs (seed 61) in one call or a few, the count search's ring outgrown", () => {
    const rnd = new Random(61);
    for (let n = 0; n < 60; n++) {
      const pacman = n % 2 === 0;
      const tests = rnd.int(1, 12);
      const parts = [`${tests}\n`];
      for (let t = 0; t < tests; t++) {
        const rows = rnd.int(1, 20);
        const cols = rnd.int(rows === 1 ? 2 : 1, 20);
        const lines = pacman ? board(rnd, rows, cols, ['.', '#', 'V'], [6, 1, 1]) : board(rnd, rows, cols, ['.', 'A', 'B'], [10, 1, 1]);
        if (pacman) {
          const flat = [...lines.join('')];
          const [p, f] = rnd.distinct(rows * cols, 2);
          flat[p] = 'P';
          flat[f] = 'F';
          for (let r = 0; r < rows; r++) lines[r] = flat.slice(r * cols, (r + 1) * cols).join('');
        }
        parts.push(`${rows} ${cols}\n${lines.join('\n')}\n`);
      }
      const text = parts.join('');
      const want = analyze(text, { problem: pacman ? 'pacman' : 'zgame' })
        .output!.trim()
        .split('\n');
      const bytes = Uint8Array.from(text, (ch) => ch.charCodeAt(0));
      const at = text.indexOf('\n') + 1;
      // The bytes in pieces: the driver stops at the first test not wholly held, and goes on from there.
      const grid = new TextGrid(4);
      let from = at;
      for (let end = at; from < bytes.length;) {
        end = Math.min(bytes.length, end + rnd.int(1, 400));
        const final = end === bytes.length;
        const stop = pacman
          ? grid.reachTests(bytes, from, end, final, from === at, tests, 1_000_000, 1_000_000, pairTable('.#PFV', 'PF'), 'P', 'F', 0x23, 0x56)
          : grid.pathGameTests(bytes, from, end, final, from === at, tests, 500, 0x41, 0x42, 0x2e);
        assert.ok(stop !== NOT_CLEAN && stop >= from, `input #${n} stopped at ${stop}`);
        from = stop;
      }
      const got = [...grid.results()].map((r) =>
        pacman ? String((r >= 1 << 30 ? 500 : 0) - 10 * (r & ((1 << 30) - 1))) : ['win', 'draw', 'loss'].map((_, k) => ((r >> k) & 1 ? 'yes' : 'no')).join(' '),
      );
      assert.deepEqual(got, want, `input #${n}:\n${text}`);
    }
  });

  it('sweep: 3000 boards (seed 99) against the core sweep cell 0, the literal game on small ones, and stray bytes', () => {
    const rnd = new Random(99);
    const grid = new TextGrid();
    for (let n = 0; n < 3000; n++) {
      const rows = rnd.int(1, rnd.chance(0.3) ? 4 : 30);
      const cols = rnd.chance(0.5) ? 4 * rnd.int(1, 10) : rnd.int(1, 41);
      const density = rnd.pick([0, 0.01, 0.05, 0.3, 0.7]);
      const lines = board(rnd, rows, cols, ['.', 'A', 'B'], [1 - density, density / 2, density / 2]);
      const cells = Uint8Array.from(lines.join(''), (ch) => ch.charCodeAt(0));
      const { bytes, start } = textOf(rnd, lines);
      grid.load(bytes, start, rows, cols);
      const first = grid.sweep(0x41, 0x42, 0x2e);
      assert.equal(first, solvePathGame(rows, cols, cells, 0x41, 0x42)[0], `board #${n}:\n${lines.join('\n')}`);
      if (rows + cols <= 14) {
        const yesNo = ['win', 'draw', 'loss'].map((_, k) => ((first >> k) & 1 ? 'yes' : 'no')).join(' ');
        assert.equal(yesNo, bruteZgame({ rows, cols, lines }), `board #${n}:\n${lines.join('\n')}`);
      }
      // One stray byte anywhere in the grid is found, whichever sweep reads it.
      const r = rnd.int(0, rows - 1);
      const c = rnd.int(0, cols - 1);
      bytes[start + r * (cols + 1) + c] = rnd.pick([0x0a, 0x20, 0x43, 0x61, 0xc1, 0x00, 0x23]);
      grid.load(bytes, start, rows, cols);
      assert.equal(grid.sweep(0x41, 0x42, 0x2e), -1, `board #${n} with a stray byte at ${r},${c}`);
    }
  });
});
