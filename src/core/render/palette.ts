// What the panel's canvas paints: one byte per cell naming a colour ("paint
// code"), the colours those codes stand for, and the legend that explains them.
// The host computes this once per board; the webview turns codes into pixels.
// Colours are the shared scale of colorScale.ts, so the panel and the editor
// heatmap agree; walls and cells without a value take theme colours in the webview.

import { BUCKET_COLORS, BUCKETS, bucketOf, categoryColor } from '../colorScale';
import { type CaseResult, layerValues, type ShownLayer, WALL } from '../problem';

/** A wall (a `#` cell, or a cell the layer marks WALL). */
export const PAINT_WALL = 0;
/** A floor cell without a value: unreachable, or not applicable to the layer. */
export const PAINT_NONE = 1;
/** Codes from here on index the layer's colours: code = PAINT_FIRST + k. */
export const PAINT_FIRST = 2;

const HASH = '#'.charCodeAt(0);

/** The colours of a layer's codes PAINT_FIRST, PAINT_FIRST + 1, … as #rrggbb. */
export function layerColors(layer: ShownLayer): string[] {
  if (layer.kind === 'scalar') return [...BUCKET_COLORS];
  const n = Math.max(1, layer.categories?.length ?? layer.max + 1);
  return Array.from({ length: n }, (_, k) => categoryColor(k));
}

/** The paint code of every cell: walls from the board's `#` cells as well as from the layer. */
export function paintCodes(layer: ShownLayer, cells: Uint8Array | undefined, wall = HASH): Uint8Array {
  const values = layer.values;
  const out = new Uint8Array(values.length);
  const scalar = layer.kind === 'scalar';
  const max = layer.max;
  const categories = layerColors(layer).length;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v === WALL || (cells !== undefined && cells[i] === wall)) out[i] = PAINT_WALL;
    else if (v < 0) out[i] = PAINT_NONE;
    else out[i] = PAINT_FIRST + (scalar ? bucketOf(v, max) : v % categories);
  }
  return out;
}

/** Which codes occur, so the legend lists walls and unreachable cells only when there are some. */
export function codesPresent(codes: Uint8Array): boolean[] {
  const seen = new Uint8Array(256);
  for (let i = 0; i < codes.length; i++) seen[codes[i]] = 1;
  return Array.from(seen, (s) => s === 1);
}

/** The smallest integer value in [0, max + 1] whose bucket is at least `bucket`. */
function firstValueOf(bucket: number, max: number): number {
  let lo = 0;
  let hi = max + 1;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (bucketOf(mid, max) >= bucket) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * The integer values [lo, hi] each bucket holds, for a scalar layer with values
 * 0..max; buckets no integer falls in are left out. Together they cover 0..max
 * exactly once.
 */
export function bucketValueRanges(max: number): { bucket: number; lo: number; hi: number }[] {
  const out: { bucket: number; lo: number; hi: number }[] = [];
  const top = Math.max(0, Math.floor(max));
  for (let b = 0; b < BUCKETS; b++) {
    const lo = firstValueOf(b, top);
    const hi = (b + 1 < BUCKETS ? firstValueOf(b + 1, top) : top + 1) - 1;
    if (lo <= hi) out.push({ bucket: b, lo, hi });
  }
  return out;
}

export interface LegendEntry {
  /** Paint code of the swatch. */
  paint: number;
  label: string;
}

export interface Legend {
  title: string;
  /** What the values count ("steps"), empty for categories. */
  unit: string;
  entries: LegendEntry[];
}

/** The legend of a layer, with wall and no-value entries when `present` says they occur. */
export function legendOf(layer: ShownLayer, present: readonly boolean[] = []): Legend {
  const entries: LegendEntry[] = [];
  if (layer.kind === 'scalar') {
    for (const { bucket, lo, hi } of bucketValueRanges(layer.max)) {
      entries.push({ paint: PAINT_FIRST + bucket, label: lo === hi ? String(lo) : `${lo}–${hi}` });
    }
  } else {
    const names = layer.categories ?? [];
    layerColors(layer).forEach((_, k) => entries.push({ paint: PAINT_FIRST + k, label: names[k] ?? String(k) }));
  }
  if (present[PAINT_NONE]) entries.push({ paint: PAINT_NONE, label: layer.kind === 'scalar' ? 'unreachable' : 'no value' });
  if (present[PAINT_WALL]) entries.push({ paint: PAINT_WALL, label: 'wall' });
  return { title: `${layer.name}: ${layer.legend}`, unit: layer.unit, entries };
}

export interface MarkSet {
  label: string;
  style: 'outline' | 'underline';
  cells: Int32Array;
}

/**
 * The cells each of the result's marks picks out (e.g. the vampires that
 * bite), whatever layer is shown; only the marks on layers `keep` accepts.
 */
export function markedCells(result: CaseResult, keep: (layer: string) => boolean = () => true): MarkSet[] {
  const out: MarkSet[] = [];
  for (const m of result.marks ?? []) {
    if (!keep(m.layer)) continue;
    const values = layerValues(result, m.layer);
    if (!values) continue;
    let count = 0;
    for (let i = 0; i < values.length; i++) if (values[i] === m.category) count++;
    const cells = new Int32Array(count);
    for (let i = 0, k = 0; i < values.length; i++) if (values[i] === m.category) cells[k++] = i;
    out.push({ label: m.label, style: m.style ?? 'outline', cells });
  }
  return out;
}
