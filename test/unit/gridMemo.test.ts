// A text edited by editedSource() reuses the grids read from the version
// before (GridMemo): unchanged boards as they are, an edited board with its
// typed-over rows read again. Whatever it reuses, the analysis must be exactly
// the one of the edited text read from scratch.

import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { type Analysis, analyze } from '../../src/core/analyze';
import type { Grid } from '../../src/core/grid';
import { editedSource } from '../../src/core/text/edited';
import { SourceText } from '../../src/core/text/source';
import { pacmanInput, zgameInput } from './cleanInputs';
import { Random } from './random';

const EXAMPLES = path.join(__dirname, '..', '..', 'examples');
const example = (problem: string, name: string) => readFileSync(path.join(EXAMPLES, problem, `${name}.in`), 'utf8');

/** What a reader of the analysis sees: the answers, the messages, every case's board and every layer. */
function picture(a: Analysis): unknown {
  const grid = (g: Grid | undefined) => g && { rows: g.rows, cols: g.cols, cells: Array.from(g.cells), rowLine: Array.from(g.rowLine), rowCol: Array.from(g.rowCol) };
  return {
    problem: a.problem?.id,
    output: a.output,
    issues: a.parsed?.issues,
    cases: a.parsed?.cases.map((c) => ({ ...c, grid: grid(c.grid) })),
    results: a.results.map((r) => r && { answer: r.answer, layers: r.layers.map((l) => [l.id, Array.from(l.data.get()!.values)]) }),
  };
}

/** A keystroke: mostly a cell typed over, now and then a digit, a blank, a stray character or a line break. */
function keystroke(rnd: Random, text: string, cellChars: readonly string[]): { offset: number; length: number; text: string } {
  const lines = text.split('\n');
  const line = rnd.int(0, Math.max(0, lines.length - 2));
  const col = rnd.int(0, Math.max(0, lines[line].length - 1));
  const offset = lines.slice(0, line).reduce((n, l) => n + l.length + 1, 0) + col;
  const length = lines[line].length ? 1 : 0;
  const ch = rnd.chance(0.85) ? rnd.pick(cellChars) : rnd.pick(['1', '7', ' ', 'x', '\u2026', '\n', '']);
  return { offset, length, text: ch };
}

const apply = (t: string, e: { offset: number; length: number; text: string }) => t.slice(0, e.offset) + e.text + t.slice(e.offset + e.length);

function typeInto(seed: number, start: string, cellChars: readonly string[], steps: number): { reused: number; fresh: number } {
  const rnd = new Random(seed);
  let text = start;
  let src = new SourceText(text);
  let last: Analysis | undefined;
  let reused = 0;
  let fresh = 0;
  for (let k = 0; k < steps; k++) {
    const e = keystroke(rnd, text, cellChars);
    text = apply(text, e);
    src = editedSource(src, [e]) ?? new SourceText(text);
    // Versions that are never read (typed over before the worker got to them) pass their reusable grids on.
    if (rnd.chance(0.25)) continue;
    // So do boards whose arrays went to the extension host with their case: they are read again.
    if (last && rnd.chance(0.2)) {
      const g = last.parsed?.cases.find((c) => c.grid)?.grid;
      if (g) structuredClone(g.cells, { transfer: [g.cells.buffer] });
    }
    const a = analyze(src);
    const label = `seed ${seed}, keystroke ${k}: ${JSON.stringify(e)}`;
    assert.deepEqual(picture(a), picture(analyze(text)), label);
    assert.equal(src.text, text, label);
    for (const c of a.parsed?.cases ?? []) {
      const before = last?.parsed?.cases.find((b) => b.grid === c.grid);
      if (before) reused++;
      else if (c.grid) fresh++;
    }
    if (rnd.chance(0.5)) assert.deepEqual(src.asciiBytes(), new SourceText(text).asciiBytes(), `${label}: bytes`);
    last = a;
  }
  return { reused, fresh };
}

describe('grids reused across keystrokes (GridMemo)', () => {
  it('zgame: the analysis of a fresh read after every keystroke, over 150 files', () => {
    let reused = 0;
    for (let seed = 1; seed <= 150; seed++) reused += typeInto(seed, zgameInput(new Random(seed)), ['.', 'A', 'B'], 30).reused;
    // The test would pass without any reuse; this says it exercised some.
    assert.ok(reused > 1000, `only ${reused} boards reused`);
  });

  it('pacman: the same, where a search reads the rows from the bytes of the text', () => {
    let reused = 0;
    for (let seed = 1; seed <= 150; seed++) reused += typeInto(1000 + seed, pacmanInput(new Random(1000 + seed)), ['.', '#', 'V', 'P', 'F'], 30).reused;
    assert.ok(reused > 1000, `only ${reused} boards reused`);
  });

  it('bishop and matrix: the same, on the bundled examples', () => {
    for (const [problem, name, chars] of [
      ['bishop', 'detour', ['.', '#']],
      ['bishop', 'sample2', ['.', '#']],
      ['matrix', 'long-escape', ['.', '#', 'E', 'A', 'P']],
      ['matrix', 'race', ['.', '#', 'E', 'A', 'P']],
    ] as const) {
      for (let seed = 1; seed <= 10; seed++) typeInto(seed * 31 + name.length, example(problem, name), chars, 40);
    }
  });

  it('keeps the very grid of each board not typed on, and re-reads only the edited row of the other', () => {
    const text = ['3', '2 3', '.A.', 'B..', '3 2', '..', 'A.', '.B', '1 4', '..AB', ''].join('\n');
    const src = new SourceText(text);
    const a = analyze(src);
    // Row 2 of the second board: "A." becomes "AA".
    const offset = text.indexOf('A.\n.B') + 1;
    const edited = editedSource(src, [{ offset, length: 1, text: 'A' }])!;
    const b = analyze(edited);
    const [g0, g1, g2] = a.parsed!.cases.map((c) => c.grid!);
    const [h0, h1, h2] = b.parsed!.cases.map((c) => c.grid!);
    assert.equal(h0, g0);
    assert.equal(h2, g2);
    assert.notEqual(h1, g1);
    assert.deepEqual(Array.from(h1.cells), Array.from(Buffer.from('..AA.B')));
    assert.deepEqual(Array.from(g1.cells), Array.from(Buffer.from('..A..B')), 'the earlier grid is left as it was');
    assert.equal(h1.rowsInText, undefined, 'the edited board does not point into the earlier bytes');
    assert.deepEqual(picture(b), picture(analyze(apply(text, { offset, length: 1, text: 'A' }))));
  });

  it('reads a board afresh, with its messages, when a typed-over row no longer reads', () => {
    const text = ['1', '2 3', '.A.', 'B..', ''].join('\n');
    const src = new SourceText(text);
    analyze(src, { problem: 'zgame' });
    const edited = editedSource(src, [{ offset: text.indexOf('B..'), length: 1, text: 'x' }])!;
    const b = analyze(edited, { problem: 'zgame' });
    assert.equal(b.parsed!.cases[0].valid, false);
    assert.match(b.parsed!.issues.map((i) => i.message).join('\n'), /Unknown character "x"/);
    assert.deepEqual(picture(b), picture(analyze(edited.text, { problem: 'zgame' })));
  });

  it('does not hand a board read for one problem to another, whose alphabet differs', () => {
    // Pacman's tests are laid out as Z-Game's: count, "N M", rows.
    const text = ['1', '2 3', '..A', '...', ''].join('\n');
    const src = new SourceText(text);
    assert.equal(analyze(src, { problem: 'zgame' }).parsed!.issues.length, 0);
    const edited = editedSource(src, [{ offset: text.indexOf('...') + 2, length: 1, text: 'F' }])!;
    const b = analyze(edited, { problem: 'pacman' });
    assert.match(b.parsed!.issues.map((i) => i.message).join('\n'), /Unknown character "A"/);
    assert.deepEqual(picture(b), picture(analyze(edited.text, { problem: 'pacman' })));
  });
});
