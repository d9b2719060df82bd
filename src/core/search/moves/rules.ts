// The moves of a grid problem as data: kinds of move, each a set of offsets
// or directions with a cost, and which search their costs call for.

/**
 * `step`: a jump by one of the offsets; only the cell landed on matters (a
 * king, a knight). `ride`: any positive number of cells along one direction,
 * every cell passed and landed on free, stopping on any of them (as the chess
 * pieces that slide). `slide`: along one direction until the next cell is a wall
 * or the edge, stopping only there (a stone on ice).
 */
export type MoveType = 'step' | 'ride' | 'slide';

export interface MoveKind {
  type: MoveType;
  /** Flat (row, column) pairs: offsets of a step, directions of a ride or a slide. */
  offsets: readonly number[];
  /** What one move of this kind costs, however far it goes. */
  cost: number;
  /** Steps only: the cell landed on may be a wall (as if broken down); every move goes on from there. */
  throughWalls?: boolean;
}

/**
 * The searches, from the costs: `bfs` when every move costs the same positive
 * amount and no cell costs anything to enter; `01bfs` (a double-ended queue)
 * when moves cost 0 or one positive amount and cells nothing; `dijkstra`
 * otherwise.
 */
export type SearchKind = 'bfs' | '01bfs' | 'dijkstra';

/** Every offset component lies within ±MAX_OFFSET: the frame around a board is that wide, no wider. */
export const MAX_OFFSET = 16;
/** Ride and slide directions in all: each has a bit of its own in a 32-bit word per cell. */
export const MAX_LINE_DIRECTIONS = 24;
/** Steps of one kind. */
export const MAX_STEP_OFFSETS = 1000;
export const MAX_MOVE_KINDS = 16;
/** The most one move, or entering one cell, may cost. */
export const MAX_COST = 1_000_000;

/** `enterCosts`: some free cell costs something to enter. */
export function chooseSearch(kinds: readonly MoveKind[], enterCosts: boolean): SearchKind {
  if (enterCosts) return 'dijkstra';
  const positive = new Set(kinds.map((k) => k.cost).filter((c) => c > 0));
  if (positive.size > 1) return 'dijkstra';
  const free = kinds.some((k) => k.cost === 0);
  return free || positive.size === 0 ? '01bfs' : 'bfs';
}

/** How many ride and slide directions the kinds have: each needs a bit of its own. */
export function lineDirections(kinds: readonly MoveKind[]): number {
  let n = 0;
  for (const k of kinds) if (k.type !== 'step') n += k.offsets.length / 2;
  return n;
}

/** Some move may land on a wall: then a wall is a cell one can stand on once there. */
export function standOnWalls(kinds: readonly MoveKind[]): boolean {
  return kinds.some((k) => k.type === 'step' && k.throughWalls === true);
}

/**
 * Throws on kinds the search cannot take (a caller's mistake: a description
 * is checked against the same limits before it gets here).
 */
export function checkKinds(kinds: readonly MoveKind[]): void {
  if (kinds.length > MAX_MOVE_KINDS) throw new Error(`moves: more than ${MAX_MOVE_KINDS} kinds`);
  if (lineDirections(kinds) > MAX_LINE_DIRECTIONS) throw new Error(`moves: more than ${MAX_LINE_DIRECTIONS} ride and slide directions`);
  for (const k of kinds) {
    if (!Number.isInteger(k.cost) || k.cost < 0 || k.cost > MAX_COST) throw new Error(`moves: cost ${k.cost}`);
    if (k.offsets.length % 2 !== 0 || (k.type === 'step' && k.offsets.length / 2 > MAX_STEP_OFFSETS)) throw new Error('moves: offsets');
    if (k.throughWalls && k.type !== 'step') throw new Error('moves: only steps go through walls');
    for (let i = 0; i < k.offsets.length; i += 2) {
      const dr = k.offsets[i];
      const dc = k.offsets[i + 1];
      if (!Number.isInteger(dr) || !Number.isInteger(dc) || Math.abs(dr) > MAX_OFFSET || Math.abs(dc) > MAX_OFFSET || (dr === 0 && dc === 0)) throw new Error(`moves: offset (${dr}, ${dc})`);
    }
  }
}
