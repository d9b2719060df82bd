// bfs.ts's breadth-first search, faster: on a copy of the board framed by
// closed cells (no bounds check, no division per step), laid out straight from
// the text's bytes when the rows lie there one after another, with working
// arrays reused from a Scratch. And a search that only counts, for an answer
// that needs no distances (the marked cells as near as a piece). Held to the plain
// search by test/unit/search.fastpath.test.ts.

import type { RowsInText } from '../grid';
import { UNREACHABLE } from '../problem';
import type { Scratch } from '../scratch';

/**
 * gridBfs on a board given by its characters: those with a code above
 * `floor` are open, the others closed (for ".#PFV" and floor "#", only "#").
 * Spares the caller a board of open cells. `text`: the grid's rowsInText.
 */
export function gridBfsAbove(rows: number, cols: number, cells: Uint8Array, floor: number, sources: readonly number[], scratch: Scratch, text?: RowsInText): Int32Array {
  return unframeInto(rows, cols, searchFilled(rows, cols, cells, floor, sources, scratch, text), new Int32Array(rows * cols));
}

/** Framed distances with UNREACHABLE wherever the search did not go. */
function searchFilled(rows: number, cols: number, cells: Uint8Array, floor: number, sources: readonly number[], scratch: Scratch, text?: RowsInText): Int32Array {
  const { fresh, fdist, queue } = framedArrays(rows, cols, scratch);
  fdist.fill(UNREACHABLE, 0, (rows + 2) * (cols + 1));
  search(rows, cols, cells, floor, fresh, fdist, queue, sources, text);
  return fdist;
}

/** The state of a framed cell a search has reached: not above any floor, so never stepped on again. */
const REACHED = 0;

/** What countReached found: the steps to the target (UNREACHABLE when never reached) and the marked cells counted. */
export interface ReachCount {
  distance: number;
  marked: number;
}

/**
 * A search from `source` on the board `cells` (open above `floor`) that counts
 * the cells holding `mark` it reaches no farther than `target`, or all it
 * reaches when it never reaches `target` (-1: no target). It stops once the
 * level holding `target` is complete and keeps no distances: a cell is counted
 * as it joins the queue, so the whole level of the target is counted by then.
 * An answer that needs only such a count (the marked cells as near as a piece) costs one
 * pass over the cells within reach, with no lookup per marked cell afterwards.
 */
export function countReached(rows: number, cols: number, cells: Uint8Array, floor: number, source: number, target: number, mark: number, scratch: Scratch, text?: RowsInText): ReachCount {
  const { fresh, queue } = framedArrays(rows, cols, scratch);
  const w = cols + 1;
  frameBoard(rows, cols, cells, floor, fresh, text);
  const goal = target < 0 ? -1 : framed(cols, target);
  const start = framed(cols, source);
  if (!(fresh[start] > floor)) return { distance: UNREACHABLE, marked: 0 };
  const marked = fresh[start] === mark ? 1 : 0;
  fresh[start] = REACHED;
  queue[0] = start;
  if (start === goal) return { distance: 0, marked };
  return countLevels(fresh, queue, w, floor, mark, goal, marked);
}

/**
 * countReached's search proper, from the cell in queue[0]. A function of its
 * own: its loop is compiled while it runs (on-stack replacement) in the first
 * searches, when the set-up code around it has not run often enough to tell
 * the compiler its types; compiled together, that code was thrown away again
 * at its next run (a file of a thousand small tests).
 */
function countLevels(fresh: Uint8Array, queue: Int32Array, w: number, floor: number, mark: number, goal: number, marked: number): ReachCount {
  let tail = 1;
  for (let head = 0, d = 1; head < tail; d++) {
    const end = tail;
    for (; head < end; head++) {
      const v = queue[head];
      let n = v - w;
      let x = fresh[n];
      if (x > floor) {
        marked += x === mark ? 1 : 0;
        fresh[n] = REACHED;
        queue[tail++] = n;
      }
      n = v + w;
      x = fresh[n];
      if (x > floor) {
        marked += x === mark ? 1 : 0;
        fresh[n] = REACHED;
        queue[tail++] = n;
      }
      n = v - 1;
      x = fresh[n];
      if (x > floor) {
        marked += x === mark ? 1 : 0;
        fresh[n] = REACHED;
        queue[tail++] = n;
      }
      n = v + 1;
      x = fresh[n];
      if (x > floor) {
        marked += x === mark ? 1 : 0;
        fresh[n] = REACHED;
        queue[tail++] = n;
      }
    }
    if (goal >= 0 && fresh[goal] === REACHED) return { distance: d, marked };
  }
  return { distance: UNREACHABLE, marked };
}

/**
 * Where cell `i` of a board `cols` wide sits on its framed copy: rows `cols + 1`
 * apart, a closed row above and below and one closed cell after each row, which
 * is the left neighbour of the next row's first cell too. That is how the rows
 * of a text lie in its bytes, each followed by its "\n" (see rowsInText).
 */
function framed(cols: number, i: number): number {
  return i + ((i / cols) | 0) + cols + 1;
}

/** Copies framed distances to `dist`, laid out like the board. */
function unframeInto(rows: number, cols: number, fdist: Int32Array, dist: Int32Array): Int32Array {
  copyRows(fdist, cols + 1, cols + 1, dist, cols, 0, rows, cols);
  return dist;
}

/** The line feed between rows in a text: closed for any floor at or above it. */
const LINE_FEED = 0x0a;

/**
 * Lays the board `cells` out framed in `fresh` (see framed()). When `text`
 * holds the rows with only a "\n" between them (Grid.rowsInText), and
 * "\n" is closed for `floor`, that is one native copy whatever the rows'
 * length: a file of a thousand small tests otherwise copies its million cells
 * one by one, twice, mostly before the JIT has compiled the loop.
 */
function frameBoard(rows: number, cols: number, cells: Uint8Array, floor: number, fresh: Uint8Array, text: RowsInText | undefined): void {
  const w = cols + 1;
  const size = (rows + 2) * w;
  if (text && floor >= LINE_FEED) {
    fresh.fill(0, 0, w);
    fresh.set(text.bytes.subarray(text.start, text.start + rows * w - 1), w);
    // The last row's "\n" may be missing (the end of the file) or be followed by more text.
    fresh.fill(0, (rows + 1) * w - 1, size);
    return;
  }
  fresh.fill(0, 0, size);
  copyRows(cells, cols, 0, fresh, w, w, rows, cols);
}

/**
 * Breadth-first search on the board `cells` (open where the code is above
 * `floor`), run on a copy framed by closed cells, so a step needs no bounds
 * check and no division to find its row: about twice as fast on a million
 * cells as the plain version. Writes the distance of each cell reached into
 * `fdist` (framed too) and leaves the others as they were.
 */
function search(rows: number, cols: number, cells: Uint8Array, floor: number, fresh: Uint8Array, fdist: Int32Array, queue: Int32Array, sources: readonly number[], text: RowsInText | undefined): void {
  const w = cols + 1;
  // Above `floor` = open and not yet reached; walls, the frame and reached
  // cells (REACHED) are not, so a step tests one byte.
  frameBoard(rows, cols, cells, floor, fresh, text);
  let tail = 0;
  for (let k = 0; k < sources.length; k++) {
    const f = framed(cols, sources[k]);
    if (fresh[f] > floor) {
      fresh[f] = REACHED;
      fdist[f] = 0;
      queue[tail++] = f;
    }
  }
  // Level by level: the distance is known per level, not read per cell.
  for (let head = 0, d = 1; head < tail; d++) {
    const end = tail;
    for (; head < end; head++) {
      const v = queue[head];
      let n = v - w;
      if (fresh[n] > floor) {
        fresh[n] = REACHED;
        fdist[n] = d;
        queue[tail++] = n;
      }
      n = v + w;
      if (fresh[n] > floor) {
        fresh[n] = REACHED;
        fdist[n] = d;
        queue[tail++] = n;
      }
      n = v - 1;
      if (fresh[n] > floor) {
        fresh[n] = REACHED;
        fdist[n] = d;
        queue[tail++] = n;
      }
      n = v + 1;
      if (fresh[n] > floor) {
        fresh[n] = REACHED;
        fdist[n] = d;
        queue[tail++] = n;
      }
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

/** The framed board, its distances and the queue, from the scratch. */
function framedArrays(rows: number, cols: number, scratch: Scratch): { fresh: Uint8Array; fdist: Int32Array; queue: Int32Array } {
  const size = (rows + 2) * (cols + 1);
  return { fresh: scratch.uint8('bfs.board', size), fdist: scratch.int32('bfs.dist', size), queue: scratch.int32('bfs.queue', size) };
}
