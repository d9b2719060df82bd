import { strict as assert } from 'node:assert';
import { analyze } from '../../src/core/analyze';
import { BUCKETS, bucketOf } from '../../src/core/colorScale';
import { lineCells, paintLines, type Run } from '../../src/core/paint';

const text = ['1', '3 5', 'P..#.', '.#..#', 'V...F', ''].join('\n');

function cellsOf(runs: Run[]): string[] {
  const out: string[] = [];
  for (const r of runs) for (let c = r.start; c < r.end; c++) out.push(`${r.line}:${c}`);
  return out.sort();
}

describe('editor heatmap painting', () => {
  const a = analyze(text, { problem: 'pacman' });
  const layer = a.results[0]!.layers.find((l) => l.id === 'fromP')!;
  const { values, max } = layer.data.get()!;

  it('gives every floor cell exactly one colour, by its distance, and walls none', () => {
    const p = paintLines({ cases: a.parsed!.cases, results: a.results, layer: 'fromP', fromLine: 0, toLine: 10 });
    const painted = new Map<string, number>();
    p.scale.forEach((runs, b) => cellsOf(runs).forEach((k) => (assert.ok(!painted.has(k), k), painted.set(k, b))));
    assert.deepEqual(cellsOf(p.unreachable), ['2:4']);
    const grid = a.parsed!.cases[0].grid!;
    for (let i = 0; i < grid.size; i++) {
      const pos = grid.positionOf(i);
      const key = `${pos.line}:${pos.col}`;
      if (grid.char(i) === '#') assert.ok(!painted.has(key) && !cellsOf(p.unreachable).includes(key), `wall ${key} unpainted`);
      else if (values[i] >= 0) assert.equal(painted.get(key), bucketOf(values[i], max), key);
    }
    assert.equal(bucketOf(max, max), BUCKETS - 1);
  });

  it('paints only the requested window and skips edited lines', () => {
    const p = paintLines({ cases: a.parsed!.cases, results: a.results, layer: 'fromP', fromLine: 3, toLine: 3, skip: () => false });
    const lines = new Set(p.scale.flat().map((r) => r.line));
    assert.deepEqual([...lines], [3]);
    const skipped = paintLines({ cases: a.parsed!.cases, results: a.results, layer: 'fromP', fromLine: 0, toLine: 10, skip: (l) => l === 3 });
    assert.ok(skipped.scale.flat().every((r) => r.line !== 3));
  });

  it('outlines the vampires that bite and falls back to the first layer for an unknown id', () => {
    const p = paintLines({ cases: a.parsed!.cases, results: a.results, layer: 'no-such-layer', fromLine: 0, toLine: 10 });
    assert.deepEqual(cellsOf(p.outline), ['4:0']);
    assert.ok(p.scale.flat().length > 0);
  });

  it('fills the squares a slide passes over', () => {
    // On a 4-wide board: (0,0) → (3,3) diagonally, then (3,3) → (3,0) along the row.
    const cells = lineCells({ label: 'route', pieces: ['bishop'], cells: Int32Array.from([0, 15, 12]) }, 4);
    assert.deepEqual(
      [...cells].sort((x, y) => x - y),
      [0, 5, 10, 12, 13, 14, 15],
    );
  });
});

describe('editor heatmap painting: column band', () => {
  it('paints only the cells inside the requested text columns', () => {
    const a = analyze(['1', '2 6', 'P....F', '.V....', ''].join('\n'), { problem: 'pacman' });
    const p = paintLines({ cases: a.parsed!.cases, results: a.results, layer: 'fromP', fromLine: 0, toLine: 5, fromCol: 2, toCol: 4 });
    const cols = new Set(p.scale.flat().flatMap((r) => Array.from({ length: r.end - r.start }, (_, k) => r.start + k)));
    assert.deepEqual([...cols].sort(), [2, 3]);
  });
});
