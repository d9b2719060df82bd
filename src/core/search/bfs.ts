// Breadth-first search over grid cells with the four orthogonal moves, the
// plain way: a queue, a bounds check per step. Flat indices, typed arrays, no
// recursion, so it is safe on a million cells. bfs.fast.ts does the same on a
// board framed by closed cells, held to this one by test/unit/search.fastpath.test.ts.

import { UNREACHABLE } from '../problem';

/**
 * The number of steps from the nearest source to every cell, or UNREACHABLE.
 * `open[i]` is non-zero for cells one may stand on; a closed source is no source.
 */
export function gridBfs(rows: number, cols: number, open: Uint8Array, sources: readonly number[]): Int32Array {
  const size = rows * cols;
  const dist = new Int32Array(size).fill(UNREACHABLE);
  const queue = new Int32Array(size);
  let tail = 0;
  for (const s of sources) {
    if (s >= 0 && s < size && open[s] && dist[s] === UNREACHABLE) {
      dist[s] = 0;
      queue[tail++] = s;
    }
  }
  for (let head = 0; head < tail; head++) {
    const v = queue[head];
    const r = (v / cols) | 0;
    const c = v - r * cols;
    const next = dist[v] + 1;
    const visit = (n: number) => {
      if (open[n] && dist[n] === UNREACHABLE) {
        dist[n] = next;
        queue[tail++] = n;
      }
    };
    if (r > 0) visit(v - cols);
    if (r + 1 < rows) visit(v + cols);
    if (c > 0) visit(v - 1);
    if (c + 1 < cols) visit(v + 1);
  }
  return dist;
}

/** Follows strictly decreasing distances from `from` down to a source: one shortest route (up, down, left, right tried in that order). */
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
