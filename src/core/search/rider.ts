// A "rider" moves any positive distance either way along one of its lines
// (the two diagonals, or the row and the column, as chess pieces slide)
// through free cells only. Its fewest moves from a square: a queue of squares
// in order of moves, each sliding outwards. A slide stops at a wall, and at a
// square already reached in as few moves as the one sliding: every square
// beyond it on that line is one move from it, no worse. rider.fast.ts does the
// same on a framed board, each square sliding along one line only.

import { UNREACHABLE, WALL } from '../problem';

/** Row and column steps of the four diagonals, as flat pairs. */
export const DIAGONALS: readonly number[] = [1, 1, 1, -1, -1, 1, -1, -1];

/**
 * The fewest rider moves from `source` to each cell: WALL where `open[i]` is
 * not above `floor` (a board's characters with the wall's code as floor,
 * when every free character's code is higher), UNREACHABLE where the rider
 * cannot go (everywhere if the source is closed). `steps` holds (dr, dc)
 * pairs, each component -1, 0 or 1, such as DIAGONALS.
 */
export function riderDistances(rows: number, cols: number, open: Uint8Array, source: number, steps: readonly number[], floor = 0): Int32Array {
  const size = rows * cols;
  const dist = new Int32Array(size);
  for (let i = 0; i < size; i++) dist[i] = open[i] > floor ? UNREACHABLE : WALL;
  if (!(source >= 0 && source < size && open[source] > floor)) return dist;
  const queue = new Int32Array(size);
  let tail = 0;
  dist[source] = 0;
  queue[tail++] = source;
  for (let head = 0; head < tail; head++) {
    const v = queue[head];
    const r = Math.floor(v / cols);
    const c = v - r * cols;
    for (let k = 0; k + 1 < steps.length; k += 2) {
      for (let rr = r + steps[k], cc = c + steps[k + 1]; rr >= 0 && rr < rows && cc >= 0 && cc < cols; rr += steps[k], cc += steps[k + 1]) {
        const u = rr * cols + cc;
        if (dist[u] === WALL || (dist[u] !== UNREACHABLE && dist[u] <= dist[v])) break;
        if (dist[u] === UNREACHABLE) {
          dist[u] = dist[v] + 1;
          queue[tail++] = u;
        }
      }
    }
  }
  return dist;
}

/** How far a slide from (r, c) by (dr, dc) can go before leaving the board. */
function reach(rows: number, cols: number, r: number, c: number, dr: number, dc: number): number {
  const byRow = dr > 0 ? rows - 1 - r : dr < 0 ? r : Infinity;
  const byCol = dc > 0 ? cols - 1 - c : dc < 0 ? c : Infinity;
  return Math.min(byRow, byCol);
}

/**
 * One fewest-moves route from `from` to the source of `dist` (a riderDistances
 * result), as the cells the rider lands on: `from` first, the source last.
 * Empty when `from` is unreachable. Each step slides from the current cell
 * until it meets a cell one move closer to the source.
 */
export function riderRoute(rows: number, cols: number, open: Uint8Array, dist: Int32Array, from: number, steps: readonly number[], floor = 0): Int32Array {
  if (dist[from] < 0) return new Int32Array(0);
  const route = new Int32Array(dist[from] + 1);
  route[0] = from;
  let v = from;
  for (let s = 1; s < route.length; s++) {
    const want = dist[v] - 1;
    const r = (v / cols) | 0;
    const c = v - r * cols;
    let found = -1;
    for (let k = 0; k < steps.length && found < 0; k += 2) {
      const dr = steps[k];
      const dc = steps[k + 1];
      const delta = dr * cols + dc;
      const len = reach(rows, cols, r, c, dr, dc);
      let u = v;
      for (let i = 0; i < len; i++) {
        u += delta;
        if (open[u] <= floor) break;
        if (dist[u] === want) {
          found = u;
          break;
        }
      }
    }
    // Cannot happen for a true riderBfs result; stop rather than loop on a foreign array.
    if (found < 0) return route.slice(0, s);
    route[s] = v = found;
  }
  return route;
}
