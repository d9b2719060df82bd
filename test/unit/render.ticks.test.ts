// The legend's tick values: whole numbers from 0 to max, evenly spaced by a
// round step, few enough to read, always with 0 and max.

import { strict as assert } from 'node:assert';
import { scaleTicks } from '../../src/core/render/ticks';
import { Random } from './random';

const ROUND = /^(1|2|25|5)0*$/;

/** Checks every promise scaleTicks makes, for one max and limit. */
function assertTicks(max: number, most: number): number[] {
  const ticks = scaleTicks(max, most);
  const what = `max ${max}, at most ${most}: ${ticks.join(' ')}`;
  assert.equal(ticks[0], 0, what);
  assert.equal(ticks[ticks.length - 1], max, what);
  assert.ok(ticks.length <= Math.max(2, most), what);
  assert.ok(ticks.every(Number.isInteger), what);
  if (ticks.length < 3) return ticks;
  const step = ticks[1] - ticks[0];
  assert.match(String(step), ROUND, `${what}: the step is not round`);
  // Every gap is the step, except a last one up to max that is not a multiple of it.
  for (let k = 1; k < ticks.length; k++) {
    const gap = ticks[k] - ticks[k - 1];
    if (k < ticks.length - 1) assert.equal(gap, step, what);
    else assert.ok(gap > 0 && gap <= step, what);
  }
  return ticks;
}

describe('render: tick values of a scale legend', () => {
  it('labels the scales people meet with round, even steps', () => {
    assert.deepEqual(scaleTicks(10), [0, 2, 4, 6, 8, 10]);
    assert.deepEqual(scaleTicks(5), [0, 1, 2, 3, 4, 5]);
    assert.deepEqual(scaleTicks(9), [0, 2, 4, 6, 8, 9]);
    assert.deepEqual(scaleTicks(20), [0, 5, 10, 15, 20]);
    assert.deepEqual(scaleTicks(100), [0, 20, 40, 60, 80, 100]);
    assert.deepEqual(scaleTicks(123), [0, 25, 50, 75, 100, 123]);
    assert.deepEqual(scaleTicks(1499), [0, 500, 1000, 1499]);
    assert.deepEqual(scaleTicks(1), [0, 1]);
  });

  it('has 0 alone for a scale with nothing beyond 0 (or no number)', () => {
    assert.deepEqual(scaleTicks(0), [0]);
    assert.deepEqual(scaleTicks(-3), [0]);
    assert.deepEqual(scaleTicks(Number.NaN), [0]);
  });

  it('keeps its promises for every max up to 2000 and 300 large ones, with 2 to 8 ticks allowed', () => {
    const rnd = new Random(11);
    const maxes = [...Array.from({ length: 2000 }, (_, m) => m + 1), ...Array.from({ length: 300 }, () => rnd.int(2001, 2_000_000_000))];
    for (const most of [2, 3, 4, 6, 8]) for (const max of maxes) assertTicks(max, most);
  });

  it('uses the smallest round step that fits, so no fewer ticks than needed', () => {
    for (let max = 1; max <= 2000; max++) {
      const ticks = scaleTicks(max);
      if (ticks.length < 3) continue;
      const step = ticks[1];
      // A smaller round step would need more than six ticks.
      const smaller = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500].filter((s) => s < step);
      for (const s of smaller) assert.ok(Math.floor(max / s) + 1 + (max % s ? 1 : 0) > 6, `max ${max}: step ${s} would fit, not ${step}`);
    }
  });

  it('floors a fractional max', () => {
    assert.deepEqual(scaleTicks(10.7), [0, 2, 4, 6, 8, 10]);
  });
});
