// What the panel is sent for a file (src/extension/panel/viewModel.ts, which
// is pure apart from types), the marks it rings, the playback steps, and the
// colour arithmetic the canvas uses.

import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyze } from '../../src/core/analyze';
import { BUCKET_COLORS, bucketOf } from '../../src/core/colorScale';
import { luminance, mix, near, over, packRgba, parseHex, textOn } from '../../src/core/render/color';
import { markedCells, PAINT_FIRST, PAINT_WALL } from '../../src/core/render/palette';
import { between, clampStep, ease, positionsAt, stepCount, trailOf } from '../../src/core/render/playback';
import type { FileAnalysis } from '../../src/extension/analyses';
import { buildView } from '../../src/extension/panel/viewModel';
import { Random } from './random';

const EXAMPLES = join(__dirname, '..', '..', 'examples');

/** A FileAnalysis as the extension's store holds it, without VS Code: the uri only needs toString. */
function fileAnalysis(text: string, problem?: 'pacman' | 'bishop' | 'matrix' | 'zgame'): FileAnalysis {
  const a = analyze(text, { problem });
  return {
    uri: { toString: () => 'file:///w/test.in' } as FileAnalysis['uri'],
    version: 1,
    problem: a.problem,
    why: '',
    issues: a.parsed?.issues ?? [],
    cases: a.parsed?.cases ?? [],
    results: a.results,
    output: a.output,
    ms: 0,
  };
}

const extra = { name: 'test.in', locked: false, cursor: -1 };

describe('render: the view sent to the panel', () => {
  const sample = readFileSync(join(EXAMPLES, 'pacman', 'sample.in'), 'utf8');
  const answers = readFileSync(join(EXAMPLES, 'pacman', 'sample.ans'), 'utf8')
    .trim()
    .split('\n');

  it('lists every test with its size and answer, and encodes only the chosen case and layer', () => {
    const a = fileAnalysis(sample);
    const { message, selection } = buildView(a, { caseIndex: 3, layerId: 'toF' }, 7, extra);
    assert.equal(message.seq, 7);
    assert.equal(message.cases.length, 8);
    assert.equal(message.cases[0].label, `Test 1 · 4×8 · ${answers[0]}`);
    assert.equal(message.cases[3].label, `Test 4 · 5×6 · ${answers[3]}`);
    assert.deepEqual(selection, { caseIndex: 3, layerId: 'toF' });
    assert.equal(message.answer, answers[3]);
    assert.deepEqual(
      message.layers.map((l) => l.id),
      ['fromP', 'toF', 'bites'],
    );
    const b = message.board!;
    assert.equal(b.rows, 5);
    assert.equal(b.cols, 6);
    assert.equal(b.paint.length, 30);
    assert.equal(b.cells.length, 30);
    assert.equal(String.fromCharCode(...b.cells.slice(0, 6)), 'P...#.');
    // Copies, not views into the analysis: the webview may keep them.
    assert.notEqual(b.cells.buffer, a.cases[3].grid!.cells.buffer);
    // Test 4 by hand:
    //   P...#.
    //   ..#..#
    //   .V.#.F
    //   .#..#.
    //   V.....
    // From (0,3): (1,3) (1,4) (2,4) then F at (2,5): 4 steps, the Manhattan distance, so the fewest.
    const toF = a.results[3]!.layers[1].data.get()!;
    const cell = 0 * 6 + 3;
    assert.equal(toF.values[cell], 4);
    assert.equal(b.paint[cell], PAINT_FIRST + bucketOf(4, toF.max));
    assert.equal(b.colors[b.paint[cell] - PAINT_FIRST], BUCKET_COLORS[bucketOf(4, toF.max)]);
    assert.equal(b.paint[4], PAINT_WALL);
    assert.ok(b.line && b.line.pieces.length === 1);
  });

  it('falls back to the first layer and a valid case index', () => {
    const a = fileAnalysis(sample);
    const { message, selection } = buildView(a, { caseIndex: 99, layerId: 'nope' }, 1, extra);
    assert.equal(selection.caseIndex, 7);
    assert.equal(selection.layerId, 'fromP');
    assert.equal(message.layerId, 'fromP');
  });

  it('shows the problems instead of a picture when the chosen test is broken, keeping the layer choice', () => {
    // Test 2 loses its P: it cannot be solved, test 1 still can.
    const broken = sample.replace('PV......\n...V....', '.V......\n...V....');
    const a = fileAnalysis(broken, 'pacman');
    const { message, selection } = buildView(a, { caseIndex: 1, layerId: 'bites' }, 2, extra);
    assert.equal(message.board, undefined);
    assert.match(message.status!, /Test 2 has a problem/);
    assert.equal(selection.layerId, 'bites');
    assert.ok(message.issues.length >= 1);
    // The test's own problem comes first, at its header line (line 6, 0-based 5).
    assert.equal(message.issues[0].severity, 'error');
    assert.ok(message.issues[0].line >= a.cases[1].firstLine && message.issues[0].line <= a.cases[1].lastLine);
    assert.equal(message.cases[1].label, 'Test 2 · 4×8 · has problems');
    // The good test next to it is still drawn.
    assert.ok(buildView(a, { caseIndex: 0 }, 3, extra).message.board);
  });

  it('points to the list of problems above the picture when a test cannot be read', () => {
    const a = fileAnalysis('2\n3 3\n..B\n..B\nBB.\n1\n...\n', 'zgame');
    const { message } = buildView(a, { caseIndex: 1 }, 1, extra);
    assert.equal(message.board, undefined);
    assert.match(message.status!, /^Test 2 cannot be read yet: \d+ problems?, listed above\.$/);
  });

  it('marks exactly the vampires that can reach F no later than P (random open boards, Manhattan distances)', () => {
    for (let seed = 1; seed <= 150; seed++) {
      const rnd = new Random(seed);
      const rows = rnd.int(1, 7);
      const cols = rnd.int(2, 7);
      const [p, f] = rnd.distinct(rows * cols, 2);
      const cells = Array.from({ length: rows * cols }, (_, i) => (i === p ? 'P' : i === f ? 'F' : rnd.chance(0.3) ? 'V' : '.'));
      const text = `1\n${rows} ${cols}\n` + Array.from({ length: rows }, (_, r) => cells.slice(r * cols, (r + 1) * cols).join('')).join('\n') + '\n';
      const a = fileAnalysis(text, 'pacman');
      const result = a.results[0]!;
      const manhattan = (i: number, j: number) => Math.abs(Math.floor(i / cols) - Math.floor(j / cols)) + Math.abs((i % cols) - (j % cols));
      const want = cells.flatMap((ch, i) => (ch === 'V' && manhattan(i, f) <= manhattan(p, f) ? [i] : []));
      const marks = markedCells(result);
      assert.equal(marks.length, 1, `seed ${seed}`);
      assert.deepEqual([...marks[0].cells], want, `seed ${seed}:\n${text}`);
      assert.equal(marks[0].style, 'outline');
    }
  });
});

describe('render: playback of a line', () => {
  // Three pieces, four steps.
  const line = { pieces: ['you', 'agent', 'agent'], cells: Int32Array.from([0, 8, 9, 1, 8, 9, 2, 7, 9, 2, 6, 5]) };

  it('counts steps and gives each piece its cell at a step, clamped to the line', () => {
    assert.equal(stepCount(line), 4);
    assert.deepEqual(positionsAt(line, 0), [0, 8, 9]);
    assert.deepEqual(positionsAt(line, 2), [2, 7, 9]);
    assert.deepEqual(positionsAt(line, 17), [2, 6, 5]);
    assert.equal(clampStep(line, -3), 0);
    assert.equal(clampStep(line, 9), 3);
  });

  it('trails skip the steps a piece stays', () => {
    assert.deepEqual(trailOf(line, 0), [0, 1, 2]);
    assert.deepEqual(trailOf(line, 1), [8, 7, 6]);
    assert.deepEqual(trailOf(line, 2), [9, 5]);
    assert.deepEqual(trailOf(line, 1, 1), [8]);
  });

  it('moves a piece in a straight line between two cells', () => {
    assert.deepEqual(between(0, 11, 0, 4), { row: 0, col: 0 });
    assert.deepEqual(between(0, 11, 1, 4), { row: 2, col: 3 });
    assert.deepEqual(between(0, 11, 0.5, 4), { row: 1, col: 1.5 });
    assert.equal(ease(0), 0);
    assert.equal(ease(1), 1);
    assert.equal(ease(0.5), 0.5);
    assert.ok(ease(0.1) < 0.1 && ease(0.9) > 0.9);
  });
});

describe('render: colour arithmetic', () => {
  it('parses the hex forms and packs little-endian RGBA pixels', () => {
    assert.deepEqual(parseHex('#440154'), [0x44, 0x01, 0x54, 255]);
    assert.deepEqual(parseHex('#fff'), [255, 255, 255, 255]);
    assert.deepEqual(parseHex('#4401548c'), [0x44, 0x01, 0x54, 0x8c]);
    assert.equal(parseHex('rgb(1,2,3)'), undefined);
    assert.equal(parseHex('#12345'), undefined);
    const px = new Uint32Array(1);
    px[0] = packRgba([1, 2, 3, 4]);
    assert.deepEqual([...new Uint8Array(px.buffer)], [1, 2, 3, 4]);
  });

  it('mixes, composites and picks readable text', () => {
    assert.deepEqual(mix([200, 100, 0, 255], [0, 0, 100, 255], 0.5), [100, 50, 50, 255]);
    assert.deepEqual(over([255, 0, 0, 0], [1, 2, 3, 255]), [1, 2, 3, 255]);
    assert.deepEqual(over([255, 0, 0, 255], [1, 2, 3, 255]), [255, 0, 0, 255]);
    assert.ok(luminance([255, 255, 255, 255]) > 0.99 && luminance([0, 0, 0, 255]) === 0);
    assert.deepEqual(textOn(parseHex(BUCKET_COLORS[0])!), [255, 255, 255, 255]);
    assert.deepEqual(textOn(parseHex(BUCKET_COLORS[23])!), [0, 0, 0, 255]);
    assert.ok(near([10, 10, 10], [12, 8, 10]) && !near([10, 10, 10], [13, 10, 10]));
  });
});
