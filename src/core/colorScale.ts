// The colour scales every view shares (editor heatmap, webview canvas, legend).
// Scalar layers use a fixed number of buckets along a viridis-like ramp: it is
// perceptually ordered and reads for the common colour-vision deficiencies.
// Category layers use the Okabe–Ito palette, designed to stay distinct for
// colour-blind readers. The editor shows both moved into the lightness each
// kind of theme needs under its text (themeScales.ts).

import { hexOf } from './render/color';

export const BUCKETS = 24;

/** Control points of the ramp (dark violet → blue → teal → green → yellow). */
const RAMP: readonly [number, number, number][] = [
  [68, 1, 84],
  [72, 40, 120],
  [62, 74, 137],
  [49, 104, 142],
  [38, 130, 142],
  [31, 158, 137],
  [53, 183, 121],
  [109, 205, 89],
  [180, 222, 44],
  [253, 231, 37],
];

function rampAt(t: number): [number, number, number] {
  const x = Math.min(1, Math.max(0, t)) * (RAMP.length - 1);
  const i = Math.min(RAMP.length - 2, Math.floor(x));
  const f = x - i;
  return [0, 1, 2].map((k) => RAMP[i][k] + (RAMP[i + 1][k] - RAMP[i][k]) * f) as [number, number, number];
}

/** BUCKETS colours from near (dark) to far (bright). */
export const BUCKET_COLORS: readonly string[] = Array.from({ length: BUCKETS }, (_, b) => hexOf(rampAt(b / (BUCKETS - 1))));

/** The bucket of a scalar value in [0, max]. */
export function bucketOf(value: number, max: number): number {
  if (max <= 0 || value <= 0) return 0;
  if (value >= max) return BUCKETS - 1;
  return Math.min(BUCKETS - 1, Math.floor((value / max) * BUCKETS));
}

/** The value range [lo, hi] a bucket stands for, for legends. */
export function bucketRange(bucket: number, max: number): [number, number] {
  if (max <= 0) return [0, 0];
  const lo = Math.ceil((bucket * max) / BUCKETS);
  const hi = bucket === BUCKETS - 1 ? max : Math.ceil(((bucket + 1) * max) / BUCKETS) - 1;
  return [lo, Math.max(lo, hi)];
}

/** Okabe–Ito, in an order where the first colours are the most distinct. */
export const CATEGORY_COLORS: readonly string[] = ['#0072B2', '#E69F00', '#009E73', '#D55E00', '#CC79A7', '#56B4E9', '#F0E442', '#999999'];

export function categoryColor(index: number): string {
  return CATEGORY_COLORS[index % CATEGORY_COLORS.length];
}
