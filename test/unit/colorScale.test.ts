import { strict as assert } from 'node:assert';
import { BUCKET_COLORS, BUCKETS, bucketOf, bucketRange, CATEGORY_COLORS } from '../../src/core/colorScale';

describe('colour scale', () => {
  it('has one distinct colour per bucket, getting brighter', () => {
    assert.equal(BUCKET_COLORS.length, BUCKETS);
    assert.equal(new Set(BUCKET_COLORS).size, BUCKETS);
    const luma = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)).reduce((s, v, k) => s + v * [0.2126, 0.7152, 0.0722][k], 0);
    for (let b = 1; b < BUCKETS; b++) assert.ok(luma(BUCKET_COLORS[b]) > luma(BUCKET_COLORS[b - 1]), `bucket ${b} brighter than ${b - 1}`);
  });

  it('puts 0 in the first bucket and max in the last, monotonically', () => {
    for (const max of [1, 2, 7, 23, 24, 25, 1000, 2_000_000]) {
      assert.equal(bucketOf(0, max), 0);
      assert.equal(bucketOf(max, max), BUCKETS - 1);
      let prev = 0;
      for (let v = 0; v <= Math.min(max, 5000); v++) {
        const b = bucketOf(v, max);
        assert.ok(b >= prev && b < BUCKETS);
        prev = b;
      }
    }
    assert.equal(bucketOf(5, 0), 0);
  });

  it('describes each bucket by a value range that contains exactly its values', () => {
    for (const max of [1, 5, 24, 100, 1499]) {
      for (let v = 0; v <= max; v++) {
        const [lo, hi] = bucketRange(bucketOf(v, max), max);
        assert.ok(lo <= v && v <= hi, `max ${max}: ${v} in [${lo}, ${hi}]`);
      }
    }
  });

  it('has a colour-blind-safe category palette of distinct colours', () => {
    assert.equal(new Set(CATEGORY_COLORS).size, CATEGORY_COLORS.length);
  });
});
