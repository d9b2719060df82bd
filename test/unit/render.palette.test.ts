// The panel's colour codes and legend: every cell gets the colour its value's
// bucket (or category) has, walls and value-less cells their own codes, and the
// legend's value ranges cover the scale exactly as the buckets do.

import { strict as assert } from 'node:assert';
import { BUCKET_COLORS, BUCKETS, bucketOf, CATEGORY_COLORS } from '../../src/core/colorScale';
import type { ShownLayer } from '../../src/core/problem';
import { UNREACHABLE, WALL } from '../../src/core/problem';
import { bucketValueRanges, codesPresent, layerColors, legendOf, PAINT_FIRST, PAINT_NONE, PAINT_WALL, paintCodes } from '../../src/core/render/palette';
import { Random } from './random';

function scalarLayer(values: number[]): ShownLayer {
  return { id: 's', name: 'Distance', unit: 'steps', legend: 'steps from here', values: Int32Array.from(values), kind: 'scalar', max: Math.max(0, ...values) };
}

function categoryLayer(values: number[], categories: string[]): ShownLayer {
  return { id: 'c', name: 'Outcome', unit: '', legend: 'who wins', values: Int32Array.from(values), kind: 'category', categories, max: categories.length - 1 };
}

describe('render: palette and legend', () => {
  it('splits 0..max into the buckets bucketOf uses, each integer exactly once (max 0..600 and 40 large ones)', () => {
    const rnd = new Random(7);
    const maxes = [...Array.from({ length: 601 }, (_, m) => m), ...Array.from({ length: 40 }, () => rnd.int(601, 3_000_000))];
    for (const max of maxes) {
      const ranges = bucketValueRanges(max);
      let next = 0;
      for (const { bucket, lo, hi } of ranges) {
        assert.equal(lo, next, `max ${max}: ranges must follow each other`);
        assert.ok(hi >= lo);
        // The ends (and, for small scales, every value) fall in the bucket named.
        const probe = max <= 600 ? Array.from({ length: hi - lo + 1 }, (_, k) => lo + k) : [lo, hi, Math.floor((lo + hi) / 2)];
        for (const v of probe) assert.equal(bucketOf(v, max), bucket, `max ${max}: value ${v}`);
        next = hi + 1;
      }
      assert.equal(next, max + 1, `max ${max}: the ranges must reach max`);
      // Buckets left out really hold no value: every value's bucket is listed.
      if (max <= 600) {
        const listed = new Set(ranges.map((r) => r.bucket));
        for (let v = 0; v <= max; v++) assert.ok(listed.has(bucketOf(v, max)));
      }
    }
  });

  it('codes every cell of random scalar layers by the literal rule (200 seeds)', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const rnd = new Random(seed);
      const n = rnd.int(1, 300);
      const max = rnd.pick([0, 1, 5, 23, 24, 25, 100, 99999]);
      const values = Array.from({ length: n }, () => rnd.pick([WALL, UNREACHABLE, rnd.int(0, max), max, 0]));
      const layer = scalarLayer(values);
      const cells = Uint8Array.from(values, (v) => (v === WALL ? 35 : rnd.chance(0.1) ? 35 : 46));
      const codes = paintCodes(layer, cells);
      for (let i = 0; i < n; i++) {
        const v = values[i];
        let want: number;
        if (v === WALL || cells[i] === 35) want = PAINT_WALL;
        else if (v === UNREACHABLE) want = PAINT_NONE;
        else want = PAINT_FIRST + bucketOf(v, layer.max);
        assert.equal(codes[i], want, `seed ${seed}: cell ${i} value ${v}`);
      }
      assert.deepEqual(layerColors(layer), [...BUCKET_COLORS]);
    }
  });

  it('codes category layers by their index, with the category palette', () => {
    const layer = categoryLayer([0, 1, 2, WALL, UNREACHABLE, 2, 1], ['Bob wins', 'draw', 'Alice wins']);
    const codes = paintCodes(layer, undefined);
    assert.deepEqual([...codes], [2, 3, 4, PAINT_WALL, PAINT_NONE, 4, 3]);
    assert.deepEqual(layerColors(layer), CATEGORY_COLORS.slice(0, 3));
  });

  it('a legend lists each scale range with its colour code, and walls and unreachable cells only when present', () => {
    const layer = scalarLayer([0, 1, 2, 3, UNREACHABLE]);
    const codes = paintCodes(layer, Uint8Array.from([46, 46, 46, 46, 46]));
    const legend = legendOf(layer, codesPresent(codes));
    // max 3: the four values each have their own bucket.
    assert.deepEqual(
      legend.entries.map((e) => [e.label, e.paint]),
      [
        ['0', PAINT_FIRST + bucketOf(0, 3)],
        ['1', PAINT_FIRST + bucketOf(1, 3)],
        ['2', PAINT_FIRST + bucketOf(2, 3)],
        ['3', PAINT_FIRST + bucketOf(3, 3)],
        ['unreachable', PAINT_NONE],
      ],
    );
    assert.equal(legend.title, 'Distance: steps from here');
    assert.equal(legend.unit, 'steps');

    const wide = legendOf(scalarLayer([0, 1000, WALL]), codesPresent(paintCodes(scalarLayer([0, 1000, WALL]), undefined)));
    assert.equal(wide.entries.length, BUCKETS + 1);
    assert.equal(wide.entries[0].label, '0–41');
    assert.equal(wide.entries[BUCKETS - 1].label.endsWith('–1000'), true);
    assert.deepEqual(wide.entries[BUCKETS], { paint: PAINT_WALL, label: 'wall' });
  });

  it('a category legend names every category, with "no value" for cells that have none', () => {
    const layer = categoryLayer([0, 1, UNREACHABLE], ['no vampire', 'bites', 'does not bite']);
    const legend = legendOf(layer, codesPresent(paintCodes(layer, undefined)));
    assert.deepEqual(
      legend.entries.map((e) => e.label),
      ['no vampire', 'bites', 'does not bite', 'no value'],
    );
    assert.deepEqual(
      legend.entries.map((e) => e.paint),
      [2, 3, 4, PAINT_NONE],
    );
  });
});
