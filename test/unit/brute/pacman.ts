// Pacman vs. Vampire by literal game search, written from the rules alone and
// sharing nothing with the core (no BFS distances, no d(V,F) ≤ d(P,F) rule).
//
// Pacman commits to a route; the vampires see it. A vampire can stand on cell x
// after k turns exactly when x is in its k-turn reachable set (it may stay put,
// so the sets only grow), and since vampires never block one another each one
// bites this route iff some turn k ≥ 1 puts Pacman inside its k-turn set. The
// search walks every route turn by turn, carrying (cell, eaten?, set of
// vampires that have bitten), up to a horizon past which nothing new can happen
// on a tiny board: every vampire's reachable set has filled its whole area.

export interface BruteBoard {
  rows: number;
  cols: number;
  /** Row strings of ". # P F V". */
  lines: string[];
}

const FOOD = 500;
const BITE = 10;

/** Best score Pacman can guarantee. Boards up to ~16 cells and ~6 vampires. */
export function brutePacman(board: BruteBoard): number {
  const { rows, cols, lines } = board;
  const size = rows * cols;
  if (size > 30) throw new Error('brute force is for tiny boards');
  const free: boolean[] = [];
  let start = -1;
  let food = -1;
  const vampires: number[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const ch = lines[r][c];
      const i = r * cols + c;
      free.push(ch !== '#');
      if (ch === 'P') start = i;
      if (ch === 'F') food = i;
      if (ch === 'V') vampires.push(i);
    }
  }
  // The cells one move (or a stay) from each cell.
  const moves: number[][] = [];
  for (let i = 0; i < size; i++) {
    const r = Math.floor(i / cols);
    const c = i % cols;
    const out = [i];
    const steps: [number, number][] = [
      [r - 1, c],
      [r + 1, c],
      [r, c - 1],
      [r, c + 1],
    ];
    for (const [rr, cc] of steps) if (rr >= 0 && rr < rows && cc >= 0 && cc < cols && free[rr * cols + cc]) out.push(rr * cols + cc);
    moves.push(out);
  }

  // Any reachable set stops growing within `size` turns, so after `size` turns
  // every vampire that can ever meet Pacman can meet him wherever he is; one
  // more full sweep of the board is margin for routes that eat late.
  const horizon = 2 * size + 2;
  // reach[v][k]: bitmask of cells vampire v may occupy after k turns.
  const reach: number[][] = vampires.map((v) => {
    const sets = [1 << v];
    for (let k = 1; k <= horizon; k++) {
      const prev = sets[k - 1];
      let next = prev;
      for (let i = 0; i < size; i++) if (prev & (1 << i)) for (const j of moves[i]) next |= 1 << j;
      sets.push(next);
    }
    return sets;
  });

  const popcount = (x: number) => {
    let n = 0;
    for (; x; x &= x - 1) n++;
    return n;
  };

  // Frontier of states after k turns, keyed by cell, eaten flag and bitten set.
  const key = (cell: number, eaten: number, bitten: number) => (bitten * 2 + eaten) * size + cell;
  let frontier = new Set<number>([key(start, 0, 0)]);
  let best = -Infinity;
  for (let k = 1; k <= horizon; k++) {
    const next = new Set<number>();
    for (const s of frontier) {
      const cell = s % size;
      const eaten = Math.floor(s / size) % 2;
      const bitten = Math.floor(s / size / 2);
      for (const to of moves[cell]) {
        // Pacman moved; then the vampires moved; every one that can be here and has not bitten bites.
        let nowBitten = bitten;
        for (let v = 0; v < vampires.length; v++) if (reach[v][k] & (1 << to)) nowBitten |= 1 << v;
        const nowEaten = eaten || to === food ? 1 : 0;
        // Once he has eaten he may stop at the end of this turn or any later one.
        if (nowEaten) best = Math.max(best, FOOD - BITE * popcount(nowBitten));
        next.add(key(to, nowEaten, nowBitten));
      }
    }
    frontier = next;
  }
  // Routes that never eat go on forever; by the horizon every vampire that can
  // ever reach Pacman's area has had its chance, so the bitten set is final.
  for (const s of frontier) {
    const eaten = Math.floor(s / size) % 2;
    const bitten = Math.floor(s / size / 2);
    if (!eaten) best = Math.max(best, 0 - BITE * popcount(bitten));
  }
  return best;
}
