// Deciding which test cases of a re-analysed text are the same as before, so
// their results can be kept instead of solved again. A case's result depends
// only on what solve() reads: the problem and the case itself (its board and
// fields such as start squares), never on where it stands in the text. So two
// cases with the same problem, fields, board size and cells have the same result.

import type { Case } from './problem';

/** What a case's result depends on. */
export interface CaseKey {
  /** The problem, the validity, the board's size and every field but the board and the text position. */
  meta: string;
  /** The board's cells (a copy the caller keeps: the case's own array may be handed away). */
  cells: Uint8Array | undefined;
  /**
   * The board the cells were read into. A grid read once is never written,
   * and an edited text reuses the very grid of an unchanged board (GridMemo):
   * the same grid is the same cells, without comparing 250 000 of them.
   */
  grid: object | undefined;
}

/** Fields that say where a case is, not what it is. */
const POSITIONAL = new Set(['index', 'firstLine', 'lastLine', 'grid']);

export function caseKey(problem: string, c: Case, copyCells = true): CaseKey {
  const fields: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(c)) if (!POSITIONAL.has(k)) fields[k] = v;
  const g = c.grid;
  const meta = JSON.stringify([problem, g ? [g.rows, g.cols] : null, fields]);
  return { meta, cells: g ? (copyCells ? g.cells.slice() : g.cells) : undefined, grid: g };
}

export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && nextDifference(a, b) < 0;
}

/** The first index at or after `from` where two arrays of the same length differ, or -1. */
export function nextDifference(a: Uint8Array, b: Uint8Array, from = 0): number {
  const n = a.length;
  let i = from;
  // Four bytes at a time where both arrays allow a 32-bit view (boards are up to 2.25 MB).
  if (a.byteOffset % 4 === 0 && b.byteOffset % 4 === 0) {
    for (; i < n && i % 4 !== 0; i++) if (a[i] !== b[i]) return i;
    const words = n >> 2;
    const wa = new Int32Array(a.buffer, a.byteOffset, words);
    const wb = new Int32Array(b.buffer, b.byteOffset, words);
    let w = i >> 2;
    while (w < words && wa[w] === wb[w]) w++;
    // The differing byte is in word w, or past the last whole word (or i was at the end already).
    i = Math.max(i, w << 2);
  }
  for (; i < n; i++) if (a[i] !== b[i]) return i;
  return -1;
}

export function sameCase(a: CaseKey, b: CaseKey): boolean {
  if (a.meta !== b.meta) return false;
  if (!a.cells || !b.cells) return a.cells === b.cells;
  return (a.grid !== undefined && a.grid === b.grid) || sameBytes(a.cells, b.cells);
}

/**
 * The index of a previous case identical to new case `index` (of `count` new
 * cases), or undefined. An edit inside one board keeps every other case at its
 * index; adding or removing a case shifts the ones after it, which still line
 * up counted from the end. Only those two places are tried, so the cost is one
 * or two comparisons per case.
 */
export function findSame(prev: readonly (CaseKey | undefined)[], key: CaseKey, index: number, count: number): number | undefined {
  const shift = count - prev.length;
  for (const j of shift === 0 ? [index] : [index, index - shift]) {
    const old = j >= 0 && j < prev.length ? prev[j] : undefined;
    if (old && sameCase(old, key)) return j;
  }
  return undefined;
}
