// Least costs on a grid by the letter of the move rules, for checking
// core/search/moves: every move out of every cell written into an explicit
// adjacency list (rides and slides walked one cell at a time), then a plain
// Dijkstra that scans every cell for the nearest one. The reverse search is
// the same Dijkstra over the list with every edge turned around. Slow and
// plainly right on small boards.

export interface BruteKind {
  type: 'step' | 'ride' | 'slide';
  offsets: [number, number][];
  cost: number;
  throughWalls?: boolean;
}

export interface BruteBoard {
  rows: string[];
  /** Characters one may stand on; any other is a wall. */
  free: string;
  /** Entry cost of a free character (absent: 0). */
  enter: Record<string, number>;
}

export interface Edge {
  to: number;
  cost: number;
}

const onBoard = (b: BruteBoard, r: number, c: number) => r >= 0 && c >= 0 && r < b.rows.length && c < b.rows[0].length;
const isFree = (b: BruteBoard, r: number, c: number) => onBoard(b, r, c) && b.free.includes(b.rows[r][c]);
const costOf = (b: BruteBoard, r: number, c: number) => (isFree(b, r, c) ? (b.enter[b.rows[r][c]] ?? 0) : 0);

/** Every move out of every cell one may stand on. */
export function edges(b: BruteBoard, kinds: BruteKind[]): Edge[][] {
  const rows = b.rows.length;
  const cols = b.rows[0].length;
  const walls = kinds.some((k) => k.type === 'step' && k.throughWalls);
  const out: Edge[][] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const list: Edge[] = [];
      out.push(list);
      if (!isFree(b, r, c) && !walls) continue;
      for (const k of kinds) {
        for (const [dr, dc] of k.offsets) {
          if (k.type === 'step') {
            const [i, j] = [r + dr, c + dc];
            if (isFree(b, i, j) || (k.throughWalls && onBoard(b, i, j))) list.push({ to: i * cols + j, cost: k.cost + costOf(b, i, j) });
          } else if (k.type === 'ride') {
            for (let s = 1; isFree(b, r + s * dr, c + s * dc); s++) list.push({ to: (r + s * dr) * cols + c + s * dc, cost: k.cost + costOf(b, r + s * dr, c + s * dc) });
          } else {
            let s = 0;
            while (isFree(b, r + (s + 1) * dr, c + (s + 1) * dc)) s++;
            if (s > 0) list.push({ to: (r + s * dr) * cols + c + s * dc, cost: k.cost + costOf(b, r + s * dr, c + s * dc) });
          }
        }
      }
    }
  }
  return out;
}

/** The same edges, each turned around. */
export function reversed(adjacency: Edge[][]): Edge[][] {
  const out: Edge[][] = adjacency.map(() => []);
  adjacency.forEach((list, from) => list.forEach((e) => out[e.to].push({ to: from, cost: e.cost })));
  return out;
}

/** Least cost from the sources (each starting at its given cost) to every cell; -1 where none. */
export function dijkstra(adjacency: Edge[][], sources: [number, number][]): number[] {
  const dist = adjacency.map(() => Infinity);
  const done = adjacency.map(() => false);
  for (const [s, d] of sources) dist[s] = Math.min(dist[s], d);
  for (;;) {
    let v = -1;
    for (let i = 0; i < dist.length; i++) if (!done[i] && dist[i] < Infinity && (v < 0 || dist[i] < dist[v])) v = i;
    if (v < 0) break;
    done[v] = true;
    for (const e of adjacency[v]) dist[e.to] = Math.min(dist[e.to], dist[v] + e.cost);
  }
  return dist.map((d) => (d === Infinity ? -1 : d));
}

/** Cells with a distance, and the free cells a slide from one of them passes over. */
export function touched(b: BruteBoard, kinds: BruteKind[], dist: number[]): number {
  const cols = b.rows[0].length;
  const seen = new Set<number>();
  dist.forEach((d, v) => {
    if (d < 0) return;
    seen.add(v);
    const [r, c] = [Math.floor(v / cols), v % cols];
    for (const k of kinds) {
      if (k.type !== 'slide') continue;
      for (const [dr, dc] of k.offsets) for (let s = 1; isFree(b, r + s * dr, c + s * dc); s++) seen.add((r + s * dr) * cols + c + s * dc);
    }
  });
  return seen.size;
}

/** The cost of entering cell `i` (0 for walls). */
export function entryCost(b: BruteBoard, i: number): number {
  const cols = b.rows[0].length;
  return costOf(b, Math.floor(i / cols), i % cols);
}
