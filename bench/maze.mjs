// A perfect maze (a spanning tree) over a rectangular lattice of h×w cells, some
// of which may be left out, carved by randomized depth-first search with an
// explicit stack: it makes the long winding corridors that stress a BFS, and
// an explicit stack never overflows at 500×500 cells.

const STEPS = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
];

/**
 * @param {number} h lattice rows
 * @param {number} w lattice columns
 * @param {(i: number, j: number) => boolean} inside whether lattice cell (i, j) takes part
 * @param {import('./random.mjs').Rng} rng
 * @param {number} root flat index i*w+j of the cell the carving starts from
 * @returns {{ parent: Int32Array, depth: Int32Array }} parent[k] is the cell k was carved from
 *   (-1 for the root and for cells never reached); depth[k] its corridor distance from the root in cells.
 */
export function carveMaze(h, w, inside, rng, root) {
  const parent = new Int32Array(h * w).fill(-1);
  const depth = new Int32Array(h * w).fill(-1);
  const stack = new Int32Array(h * w);
  let top = 0;
  stack[top++] = root;
  depth[root] = 0;
  const choices = new Int32Array(4);
  while (top > 0) {
    const k = stack[top - 1];
    const i = Math.floor(k / w);
    const j = k - i * w;
    let n = 0;
    for (const [di, dj] of STEPS) {
      const ni = i + di;
      const nj = j + dj;
      if (ni < 0 || nj < 0 || ni >= h || nj >= w) continue;
      const nk = ni * w + nj;
      if (depth[nk] < 0 && inside(ni, nj)) choices[n++] = nk;
    }
    if (n === 0) {
      top--;
      continue;
    }
    const next = choices[Math.floor(rng.float() * n)];
    parent[next] = k;
    depth[next] = depth[k] + 1;
    stack[top++] = next;
  }
  return { parent, depth };
}

/** The reached cell farthest from the root along the maze. */
export function deepestCell(depth) {
  let best = 0;
  for (let k = 1; k < depth.length; k++) if (depth[k] > depth[best]) best = k;
  return best;
}
