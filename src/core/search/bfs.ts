// Breadth-first search over grid cells with the four orthogonal moves.
// Flat indices, a typed-array queue, no recursion: safe on 1000×1000 boards.

import { UNREACHABLE } from '../problem';

/**
 * Fills `dist` with the number of steps from the nearest source, or
 * UNREACHABLE. `open[i]` is non-zero for cells one may stand on. Returns `dist`.
 */
export function gridBfs(rows: number, cols: number, open: Uint8Array, sources: readonly number[], dist = new Int32Array(rows * cols)): Int32Array {
  dist.fill(UNREACHABLE);
  const queue = new Int32Array(rows * cols);
  let head = 0;
  let tail = 0;
  for (const s of sources) {
    if (open[s] && dist[s] === UNREACHABLE) {
      dist[s] = 0;
      queue[tail++] = s;
    }
  }
  while (head < tail) {
    const v = queue[head++];
    const d = dist[v] + 1;
    const r = (v / cols) | 0;
    const c = v - r * cols;
    if (r > 0 && open[v - cols] && dist[v - cols] === UNREACHABLE) (dist[v - cols] = d), (queue[tail++] = v - cols);
    if (r + 1 < rows && open[v + cols] && dist[v + cols] === UNREACHABLE) (dist[v + cols] = d), (queue[tail++] = v + cols);
    if (c > 0 && open[v - 1] && dist[v - 1] === UNREACHABLE) (dist[v - 1] = d), (queue[tail++] = v - 1);
    if (c + 1 < cols && open[v + 1] && dist[v + 1] === UNREACHABLE) (dist[v + 1] = d), (queue[tail++] = v + 1);
  }
  return dist;
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
