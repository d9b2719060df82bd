// Breadth-first search over grid cells with the four orthogonal moves.
// Flat indices, a typed-array queue, no recursion: safe on 1000×1000 boards.

import { UNREACHABLE } from '../problem';

/**
 * Fills `dist` with the number of steps from the nearest source, or
 * UNREACHABLE. `open[i]` is non-zero for cells one may stand on. Returns `dist`.
 */
export function gridBfs(rows: number, cols: number, open: Uint8Array, sources: readonly number[], dist = new Int32Array(rows * cols)): Int32Array {
  return unframeInto(rows, cols, searchFilled(rows, cols, open, 0, sources), dist);
}

/**
 * gridBfs on a board given by its characters: those with a code above
 * `floor` are open, the others closed (for ".#PFV" and floor "#", only "#").
 * Spares the caller a board of open cells.
 */
export function gridBfsAbove(rows: number, cols: number, cells: Uint8Array, floor: number, sources: readonly number[]): Int32Array {
  return unframeInto(rows, cols, searchFilled(rows, cols, cells, floor, sources), new Int32Array(rows * cols));
}

/** Framed distances with UNREACHABLE wherever the search did not go. */
function searchFilled(rows: number, cols: number, cells: Uint8Array, floor: number, sources: readonly number[]): Int32Array {
  const { fresh, fdist, queue } = scratchFor(rows, cols);
  fdist.fill(UNREACHABLE, 0, fresh.length);
  search(rows, cols, cells, floor, fresh, fdist, queue, sources);
  return fdist;
}

/** The state of a framed cell the search has reached: not above any floor, so never stepped on again. */
const REACHED = 0;

/** A search left on the framed board it ran on; read it with framedDistance. */
export interface FramedSearch {
  /** 0 (REACHED) on the framed cells the search reached. */
  state: Uint8Array;
  /** Their distances; the other entries are stale. */
  dist: Int32Array;
}

/**
 * gridBfsAbove with the distances left where the search ran: on the framed
 * board (cell i at framed(cols, i)), in working memory that the next search
 * of this module overwrites, so read what you need at once. A file of a
 * thousand small tests answers from it without allocating or copying a board
 * per test, and a big board without clearing a distance per cell. No cell of
 * `cells` may be 0 (a board of characters has none), or a closed cell would
 * read as reached.
 */
export function framedBfs(rows: number, cols: number, cells: Uint8Array, floor: number, sources: readonly number[]): FramedSearch {
  const { fresh, fdist, queue } = scratchFor(rows, cols);
  search(rows, cols, cells, floor, fresh, fdist, queue, sources);
  return { state: fresh, dist: fdist };
}

/** The distance of framed cell `f` in a framedBfs result, or UNREACHABLE. */
export function framedDistance(s: FramedSearch, f: number): number {
  return s.state[f] === REACHED ? s.dist[f] : UNREACHABLE;
}

/** Where cell `i` of a board `cols` wide sits on its framed copy. */
export function framed(cols: number, i: number): number {
  return i + 2 * ((i / cols) | 0) + cols + 3;
}

/** Copies framed distances to `dist`, laid out like the board. */
function unframeInto(rows: number, cols: number, fdist: Int32Array, dist: Int32Array): Int32Array {
  copyRows(fdist, cols + 2, cols + 3, dist, cols, 0, rows, cols);
  return dist;
}

/**
 * Breadth-first search on the board `cells` (open where the code is above
 * `floor`), run on a copy framed by closed cells, so a step needs no bounds
 * check and no division to find its row: about twice as fast on a million
 * cells as the plain version. Writes the distance of each cell reached into
 * `fdist` (framed too) and leaves the others as they were.
 */
function search(rows: number, cols: number, cells: Uint8Array, floor: number, fresh: Uint8Array, fdist: Int32Array, queue: Int32Array, sources: readonly number[]): void {
  const w = cols + 2;
  // Above `floor` = open and not yet reached; walls, the frame (0) and reached
  // cells (REACHED) are not, so a step tests one byte.
  copyRows(cells, cols, 0, fresh, w, w + 1, rows, cols);
  let tail = 0;
  for (let k = 0; k < sources.length; k++) {
    const f = framed(cols, sources[k]);
    if (fresh[f] > floor) (fresh[f] = REACHED), (fdist[f] = 0), (queue[tail++] = f);
  }
  // Level by level: the distance is known per level, not read per cell.
  for (let head = 0, d = 1; head < tail; d++) {
    const end = tail;
    for (; head < end; head++) {
      const v = queue[head];
      let n = v - w;
      if (fresh[n] > floor) (fresh[n] = REACHED), (fdist[n] = d), (queue[tail++] = n);
      n = v + w;
      if (fresh[n] > floor) (fresh[n] = REACHED), (fdist[n] = d), (queue[tail++] = n);
      n = v - 1;
      if (fresh[n] > floor) (fresh[n] = REACHED), (fdist[n] = d), (queue[tail++] = n);
      n = v + 1;
      if (fresh[n] > floor) (fresh[n] = REACHED), (fdist[n] = d), (queue[tail++] = n);
    }
  }
}

/**
 * Copies `rows` rows of `n` values from `from` (rows `fromWidth` apart, the
 * first at `fromStart`) to `to` (likewise). Long rows go by native copies,
 * which cost the same cold as warm; short ones by a loop, cheaper than a
 * native call per row of a few cells.
 */
function copyRows<T extends Uint8Array | Int32Array>(from: T, fromWidth: number, fromStart: number, to: T, toWidth: number, toStart: number, rows: number, n: number): void {
  if (n >= 128) {
    for (let r = 0, f = fromStart, t = toStart; r < rows; r++, f += fromWidth, t += toWidth) to.set(from.subarray(f, f + n), t);
    return;
  }
  for (let r = 0, f = fromStart, t = toStart; r < rows; r++, f += fromWidth - n, t += toWidth - n) for (let c = 0; c < n; c++, f++, t++) to[t] = from[f];
}

/**
 * Working arrays reused from one search to the next: a file of a thousand
 * small tests otherwise spends more time allocating and collecting them than
 * searching. `fresh` is a view of the framed board's cells, all 0 (closed).
 */
let scratch: { fresh: Uint8Array; fdist: Int32Array; queue: Int32Array } | undefined;

function scratchFor(rows: number, cols: number): { fresh: Uint8Array; fdist: Int32Array; queue: Int32Array } {
  const size = (rows + 2) * (cols + 2);
  if (!scratch || scratch.fresh.length < size) {
    const capacity = Math.max(size, 2 * (scratch?.fresh.length ?? 0));
    scratch = { fresh: new Uint8Array(capacity), fdist: new Int32Array(capacity), queue: new Int32Array(capacity) };
  }
  return { fresh: scratch.fresh.subarray(0, size).fill(0), fdist: scratch.fdist, queue: scratch.queue };
}

/** Follows strictly decreasing distances from `from` down to a source: one shortest route. */
export function descend(rows: number, cols: number, dist: Int32Array, from: number): Int32Array {
  const route: number[] = [from];
  let v = from;
  while (dist[v] > 0) {
    const r = (v / cols) | 0;
    const c = v - r * cols;
    const want = dist[v] - 1;
    if (r > 0 && dist[v - cols] === want) v -= cols;
    else if (r + 1 < rows && dist[v + cols] === want) v += cols;
    else if (c > 0 && dist[v - 1] === want) v -= 1;
    else if (c + 1 < cols && dist[v + 1] === want) v += 1;
    else break;
    route.push(v);
  }
  return Int32Array.from(route);
}
