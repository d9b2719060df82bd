// rider.ts's search, in linear time: a "rider" moves any positive distance
// either way along one of two axes (the two diagonals, or the row and the
// column) through free cells only, and the search counts moves, not cells
// crossed. Held to the plain search by test/unit/rider.test.ts.
//
// Layer by layer: every cell at distance d slides outwards, and a slide stops
// at the first cell already known to be at distance ≤ d. Whatever lies beyond
// that cell in the same direction is one move from it too, so it gets its
// distance (≤ d + 1) when that cell slides. A slide does go on through cells
// already at d + 1, since a cell further along may still be new. That keeps the
// work linear: a cell is crossed in a given direction only by the nearest
// distance-d cell behind it, and only in layer d = dist − 1 — so at most once
// per direction, O(cells × directions) in all.
//
// A cell slides along one axis only: the one it was not reached along. The
// line it was reached along holds the cell one move closer that reached it, so
// every free cell of that line (up to the walls) is at most one move further
// than that one, and has its distance before this layer starts: sliding along
// it again could only stop. Only the source slides along both axes.

import { UNREACHABLE, WALL } from '../problem';
import type { Scratch } from '../scratch';

/**
 * Where the framed distances live between searches: a 1500×1500 board needs
 * two 9 MB arrays, and fresh ones cost a fifth of a search in page faults and
 * garbage collection. A search takes the array out of the scratch; its owner
 * gives it back (riderRelease) once it has read what it needs.
 */
const DIST_KEY = 'rider.dist';

/** Gives back a riderSearch distance array nothing will read again, for the next search to fill. */
export function riderRelease(scratch: Scratch, framed: Int32Array): void {
  scratch.give(DIST_KEY, framed);
}

/** rider.ts's riderDistances, laid out like the board, with working memory from `scratch`. */
export function riderBfs(rows: number, cols: number, open: Uint8Array, source: number, steps: readonly number[], floor: number, scratch: Scratch): Int32Array {
  const { framed } = riderSearch(rows, cols, open, source, steps, floor, scratch);
  const out = riderUnframe(rows, cols, framed);
  riderRelease(scratch, framed);
  return out;
}

/**
 * rider.ts's riderDistances, with the distances left on the framed board the
 * search runs on (read cell i at riderFramed(cols, i); riderUnframe lays them
 * out like the board), and the number of cells reached and the largest
 * distance, which the search knows for free. Answering from it spares a
 * board-sized copy.
 */
export function riderSearch(
  rows: number,
  cols: number,
  open: Uint8Array,
  source: number,
  steps: readonly number[],
  floor: number,
  scratch: Scratch,
): { framed: Int32Array; reached: number; farthest: number } {
  // Work on a copy framed by walls, so a slide needs no bounds checks: each
  // padded row is one wall then the row's cells, with a row of walls above and
  // below and one spare wall at the very end for the last cell's down-right step.
  // Walls hold WALL (below every distance), so "stop at a cell at distance ≤ d"
  // stops at walls and at the frame too.
  const width = cols + 1;
  const [first, second] = twoAxes(steps, width);
  // Every element is written below, so a spare array needs no clearing.
  const size = (rows + 2) * width + 1;
  const dist = scratch.takeInt32(DIST_KEY, size);
  const padded = (i: number) => riderFramed(cols, i);
  // The board's codes go in row by row (a typed-array copy, well faster than a
  // loop of single cells), then one flat pass turns each into UNREACHABLE (WALL
  // + 1) when above the floor and WALL otherwise, WALL - ((floor - code) >> 31):
  // no branch to mispredict on a maze of pawns. The frame is set afterwards.
  for (let r = 0; r < rows; r++) dist.set(open.subarray(r * cols, (r + 1) * cols), (r + 1) * width + 1);
  for (let u = 0; u < dist.length; u++) dist[u] = WALL - ((floor - dist[u]) >> 31);
  dist.fill(WALL, 0, width);
  dist.fill(WALL, (rows + 1) * width);
  for (let r = 1; r <= rows; r++) dist[r * width] = WALL;
  // Queue entries are (cell << 1) | axis, the axis to slide along: 0 for
  // `first`, 1 for `second`. Every cell enters once, when its distance is first
  // set, to slide along the axis it was not reached along; the source enters
  // twice, once per axis.
  // Only entries written in this search are read: a spare queue of any larger size will do.
  const queue = scratch.int32('rider.queue', rows * cols + 1);
  let head = 0;
  let tail = 0;
  if (source >= 0 && source < rows * cols && open[source] > floor) {
    const s = padded(source);
    dist[s] = 0;
    queue[tail++] = s << 1;
    queue[tail++] = (s << 1) | 1;
  }
  while (head < tail) {
    const entry = queue[head++];
    const v = entry >> 1;
    const d = dist[v];
    const next = d + 1;
    // Cells found here were reached along this axis and slide along the other.
    const axis = entry & 1;
    const delta = axis === 0 ? first : second;
    const theirs = axis ^ 1;
    for (let u = v + delta; ; u += delta) {
      const du = dist[u];
      if (du === UNREACHABLE) {
        dist[u] = next;
        queue[tail++] = (u << 1) | theirs;
      } else if (du <= d) break;
    }
    for (let u = v - delta; ; u -= delta) {
      const du = dist[u];
      if (du === UNREACHABLE) {
        dist[u] = next;
        queue[tail++] = (u << 1) | theirs;
      } else if (du <= d) break;
    }
  }
  // Cells enter the queue in order of distance: the last one is the farthest.
  // The source's second entry is not a second cell.
  return { framed: dist, reached: Math.max(0, tail - 1), farthest: tail > 0 ? dist[queue[tail - 1] >> 1] : 0 };
}

/**
 * The two axes of `steps` as steps on a board `width` wide, each axis given by
 * one of its two directions. Throws unless `steps` are exactly both directions
 * of two different axes: a caller's mistake, not a property of the input.
 */
function twoAxes(steps: readonly number[], width: number): [number, number] {
  const deltas: number[] = [];
  for (let k = 0; k + 1 < steps.length; k += 2) deltas.push(steps[k] * width + steps[k + 1]);
  const axes = deltas.filter((x) => x > 0);
  const bothWays = deltas.length === 4 && axes.length === 2 && axes[0] !== axes[1] && axes.every((x) => deltas.includes(-x));
  if (!bothWays || steps.some((x) => x !== -1 && x !== 0 && x !== 1)) throw new Error('riderSearch: steps must be both directions of two axes');
  return [axes[0], axes[1]];
}

/** Where riderSearch keeps the distance of cell `i` of a board `cols` wide. */
export function riderFramed(cols: number, i: number): number {
  const r = (i / cols) | 0;
  return (r + 1) * (cols + 1) + (i - r * cols) + 1;
}

/** riderSearch's distances laid out like the board. */
export function riderUnframe(rows: number, cols: number, framed: Int32Array): Int32Array {
  const out = new Int32Array(rows * cols);
  const width = cols + 1;
  for (let r = 0; r < rows; r++) out.set(framed.subarray((r + 1) * width + 1, (r + 1) * width + 1 + cols), r * cols);
  return out;
}
