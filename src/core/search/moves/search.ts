// Fewest-cost search over the cells of a board for any set of move kinds
// (rules.ts): steps, rides and slides, each kind with its cost, and a cost
// for entering each cell. One loop serves the three searches; only the
// frontier differs (frontier.ts). Exact, flat typed arrays, no recursion.
// The common case, one cost for every move and none for cells, with steps
// and rides only, goes the fast way beside it (uniform.ts), held to it by a
// test.
//
// Rides and slides. A cell keeps one bit per ride or slide direction: set
// when a move in that direction, taken at a distance no greater than the
// current one, has passed the cell and gone on beyond it. Cells leave the
// frontier in order of distance, so a later move in that direction, which
// would offer every cell beyond no less, stops there. A cell is therefore
// crossed at most once per direction: the work is linear in cells times
// directions, whatever the costs, and zero-cost moves cannot make it loop.
// A ride sets, on each cell it reaches, the bit of the opposite direction of
// the same kind too: the cells behind that cell, back to where the ride
// started and beyond it, have been or will be offered as much by the ride
// and by its twin in the opposite direction, so that cell need not ride back
// (this halves a diagonal rider's work, as in rider.fast.ts). A ride also stops at a cell
// already at no more than the distance it left from: that cell rides on
// from there itself, or a ride passed it that did.
//
// Distances to the targets (`reverse`) are the same search from the
// targets over the moves turned around:
// - a step by (dr, dc) becomes a step by (-dr, -dc);
// - a ride becomes a ride in the opposite direction (it may stop on any
//   free cell it passes, so each cell of the line is a possible start);
// - a slide is not its own reverse: a slide in direction δ ends on a cell
//   whose next cell along δ is closed, and it can have started on any cell
//   of the open run behind it. So from such an end cell only, the reverse
//   move rides back against δ, offering every cell of that run; from any
//   other cell there is no reverse slide along δ.
// Costs are paid on entering a cell, so going backwards the cost of the
// cell being left is due, not that of the one reached. The reverse search
// therefore counts g(v) = (cost from v to a target) + (cost of entering v),
// for which a reversed move costs the kind's cost plus the entry cost of
// the cell it reaches, exactly as forwards, and a target starts at its own
// entry cost; the entry cost is taken off again at the end.
//
// Walls are closed, except that a step kind with `throughWalls` may land on
// one; from a wall one stands on, every kind of move goes on as usual.
//
// A result keeps the framed arrays and lays them out like the board only
// when asked: an answer needs the distance of a few cells, not a copy of all.

import { UNREACHABLE, WALL } from '../../problem';
import { type Frame, frameBits, frameCosts, frameDistances, frameFor, framed, INFINITE, LINE_BITS, OFF_BIT, rowStart, unframed, WALL_BIT } from './frame';
import { BACK_SLIDE, type Framed, layOut, RIDE, STEP } from './framedKinds';
import type { Scratch } from '../../scratch';
import { type Arrays, Deque, freshArrays, type Frontier, Heap, Queue } from './frontier';
import { checkKinds, chooseSearch, lineDirections, type MoveKind, type SearchKind, standOnWalls } from './rules';
import { exploreUniform, UNIFORM_MAX_CELLS } from './uniform';

/** What each character of a board is to the search. */
export interface CellTable {
  /** Per character code: non-zero for a cell one may stand on, 0 for a wall. */
  free: Uint8Array;
  /** Per character code: the cost of entering such a cell (0 for walls). */
  enter: Int32Array;
}

export interface SearchOptions {
  /** Search from the sources over the reversed moves: the cost from each cell to the nearest source. */
  reverse?: boolean;
  /** Forwards: a source costs its own entry cost (statements where standing on the start already costs). */
  countSource?: boolean;
  /** Keep, for each cell, the cell one optimal move came from (see route). */
  parents?: boolean;
  /** Take the general loop even where the fast one applies (for the test that holds them to the same answers). */
  plain?: boolean;
  /** Working memory kept across searches (the frontier's arrays); fresh arrays without it. */
  scratch?: Scratch;
}

/**
 * Least costs from `sources` (board cell indices) to every cell of a
 * rows × cols board of character codes `cells`, moving by `kinds`.
 */
export function searchMoves(rows: number, cols: number, cells: Uint8Array, table: CellTable, kinds: readonly MoveKind[], sources: ArrayLike<number>, options: SearchOptions = {}): MoveSearch {
  checkKinds(kinds);
  if (cells.length !== rows * cols) throw new Error('searchMoves: the board is not rows × cols');
  const reverse = options.reverse === true;
  const enterCosts = hasEnterCosts(table);
  const search = chooseSearch(kinds, enterCosts);
  const f = frameFor(rows, cols, kinds);
  const walls = standOnWalls(kinds);
  const dist = frameDistances(f, cells, table.free, walls);
  // The common case (one cost, steps and rides, walls closed) goes the fast way: see uniform.ts.
  const uniform = !options.plain && search === 'bfs' && !walls && kinds.every((k) => k.type !== 'slide') && f.size < UNIFORM_MAX_CELLS;
  // Otherwise rides, slides and walls one may enter need the bits; steps alone, nothing but the distances.
  const bits = !uniform && (walls || lineDirections(kinds) > 0) ? frameBits(f, cells, table.free) : undefined;
  const enter = enterCosts ? frameCosts(f, cells, table.free, table.enter) : undefined;
  const parent = options.parents ? new Int32Array(f.size).fill(-1) : undefined;
  const arrays: Arrays = options.scratch ? (slot, length) => options.scratch!.int32(`moves.frontier.${slot}`, length) : freshArrays;
  const frontier: Frontier = search === 'bfs' ? new Queue(f.size, arrays) : search === '01bfs' ? new Deque(f.size, arrays) : new Heap(f.size, dist, arrays);
  const startCost = reverse || options.countSource === true;
  let queued = 0;
  for (let k = 0; k < sources.length; k++) {
    const s = sources[k];
    if (!(s >= 0 && s < rows * cols)) continue;
    const p = framed(f, s);
    const d = startCost && enter ? enter[p] : 0;
    // A source on a wall is stood on all the same.
    if (d < dist[p] || dist[p] < 0) {
      dist[p] = d;
      frontier.push(p, 0);
      queued++;
    }
  }
  const moves = layOut(f, kinds, reverse);
  if (uniform) exploreUniform(moves, dist, parent, (frontier as Queue).cells, queued);
  else explore(moves, dist, bits, enter, parent, frontier);
  return new MoveSearch(search, f, dist, bits, reverse ? enter : undefined, parent);
}

/** A search's results, read from its framed arrays when asked. */
export class MoveSearch {
  constructor(
    readonly search: SearchKind,
    private readonly f: Frame,
    private readonly distances: Int32Array,
    private readonly bits: Int32Array | undefined,
    /** Reverse searches: the entry costs to take off (see the top of this file). */
    private readonly takeOff: Int32Array | undefined,
    private readonly parents: Int32Array | undefined,
  ) {}

  /** The least cost from the sources to cell `i` (to the sources, reversed), UNREACHABLE, or WALL for a wall never stood on. */
  at(i: number): number {
    return this.value(framed(this.f, i));
  }

  /** Per board cell, as at(). */
  get dist(): Int32Array {
    if (!this.#dist) {
      const { f } = this;
      const out = new Int32Array(f.rows * f.cols);
      for (let r = 0, i = 0; r < f.rows; r++) for (let c = 0, p = rowStart(f, r); c < f.cols; c++, i++, p++) out[i] = this.value(p);
      this.#dist = out;
    }
    return this.#dist;
  }

  /** Cells with a distance. */
  get reached(): number {
    return this.counts.reached;
  }

  /** The largest distance (0 when none). */
  get farthest(): number {
    return this.counts.farthest;
  }

  /** Cells stood on, together with the free cells some slide passed over. */
  get touched(): number {
    return this.counts.touched;
  }

  /** Cell `i` is never stood on, but a slide passed over it (it counts as touched). */
  passedOver(i: number): boolean {
    const p = framed(this.f, i);
    return this.bits !== undefined && this.distances[p] === INFINITE && (this.bits[p] & LINE_BITS) !== 0 && (this.bits[p] & WALL_BIT) === 0;
  }

  /** The cells of one optimal route to cell `i`, a source first: the cells moved to, not those passed over. Empty when unreached. */
  route(i: number): Int32Array {
    const parents = this.parents;
    if (!parents) throw new Error('route: the search kept no parents');
    if (this.at(i) < 0) return new Int32Array(0);
    const route: number[] = [];
    // Parents are set from cells that left the frontier earlier, so the walk ends; the bound only guards a broken array.
    for (let p = framed(this.f, i); p >= 0 && route.length <= parents.length; p = parents[p]) route.push(unframed(this.f, p));
    return Int32Array.from(route.reverse());
  }

  #dist: Int32Array | undefined;
  #counts: { reached: number; farthest: number; touched: number } | undefined;

  private value(p: number): number {
    const d = this.distances[p];
    if (d === INFINITE || d < 0) return d < 0 || (this.bits !== undefined && (this.bits[p] & WALL_BIT) !== 0) ? WALL : UNREACHABLE;
    return this.takeOff ? d - this.takeOff[p] : d;
  }

  private get counts(): { reached: number; farthest: number; touched: number } {
    if (!this.#counts) {
      const { f, bits } = this;
      const dist = this.dist;
      let reached = 0;
      let farthest = 0;
      let passed = 0;
      for (let r = 0, i = 0; r < f.rows; r++) {
        for (let c = 0, p = rowStart(f, r); c < f.cols; c++, i++, p++) {
          const d = dist[i];
          if (d >= 0) {
            reached++;
            if (d > farthest) farthest = d;
          } else if (d === UNREACHABLE && bits !== undefined && (bits[p] & LINE_BITS) !== 0) passed++;
        }
      }
      this.#counts = { reached, farthest, touched: reached + passed };
    }
    return this.#counts;
  }
}

function hasEnterCosts(table: CellTable): boolean {
  for (let c = 0; c < 256; c++) if (table.free[c] !== 0 && table.enter[c] !== 0) return true;
  return false;
}

/**
 * The search proper. A cell may leave the frontier twice (the double-ended
 * queue keeps a stale entry when a cell is reached again at less): the
 * second time it offers nothing new, and its rides and slides stop at once.
 * `bits` are there when rides, slides or walls one may stand on need them.
 */
function explore(kinds: Framed[], dist: Int32Array, bits: Int32Array | undefined, enter: Int32Array | undefined, parent: Int32Array | undefined, frontier: Frontier): void {
  // Locals, not the module's constants: read once per search, not once per cell.
  const wall = WALL_BIT;
  const closed = WALL_BIT | OFF_BIT;
  for (let v = frontier.pop(); v >= 0; v = frontier.pop()) {
    const d = dist[v];
    const onWall = bits !== undefined && (bits[v] & wall) !== 0;
    for (let k = 0; k < kinds.length; k++) {
      const kind = kinds[k];
      if (onWall && !kind.fromWalls) continue;
      const { deltas, cost, type } = kind;
      const next = d + cost;
      if (type === STEP) {
        // Walls nobody enters are SHUT; when some move enters them, the other moves look at the bits.
        const shut = bits !== undefined && !kind.ontoWalls;
        for (let j = 0; j < deltas.length; j++) {
          const u = v + deltas[j];
          if (shut && (bits[u] & wall) !== 0) continue;
          relax(dist, parent, frontier, u, enter === undefined ? next : next + enter[u], v, cost);
        }
        continue;
      }
      const marks = bits!;
      for (let j = 0; j < deltas.length; j++) {
        const delta = deltas[j];
        let u = v + delta;
        if (type === BACK_SLIDE) {
          // Only a cell a slide can end on is the end of a reversed one.
          if ((marks[v + kind.ahead[j]] & closed) === 0) continue;
          for (; (marks[u] & closed) === 0; u += delta) relax(dist, parent, frontier, u, enter === undefined ? next : next + enter[u], v, cost);
          if (kind.ontoWalls && (marks[u] & wall) !== 0) relax(dist, parent, frontier, u, next, v, cost);
          continue;
        }
        // A move in this direction has passed here already, from no farther: it offered all this one would.
        const bit = kind.bits[j];
        if (!onWall) {
          if ((marks[v] & bit) !== 0) continue;
          marks[v] |= bit;
        }
        if (type === RIDE) {
          const mark = bit | kind.opposite[j];
          for (; ; u += delta) {
            // A cell at no more than d rides on from here itself (or a ride passed it earlier): stop.
            const du = dist[u];
            if (du <= d && du >= 0) break;
            const b = marks[u];
            if ((b & bit) !== 0) {
              if (kind.ontoWalls && (b & wall) !== 0) relax(dist, parent, frontier, u, next, v, cost);
              break;
            }
            marks[u] = b | mark;
            relax(dist, parent, frontier, u, enter === undefined ? next : next + enter[u], v, cost);
          }
        } else {
          for (let b = marks[u]; (b & bit) === 0; u += delta, b = marks[u]) marks[u] = b | bit;
          // Stopped by a closed cell: the slide ends just before it (unless it never moved).
          // Stopped by an earlier slide's mark: that one has offered the same end.
          const end = u - delta;
          if ((marks[u] & closed) === 0 || end === v) continue;
          relax(dist, parent, frontier, end, enter === undefined ? next : next + enter[end], v, cost);
        }
      }
    }
  }
}

/** Offers cell `u` the distance `d`, reached from `from` by a move of cost `cost`. */
function relax(dist: Int32Array, parent: Int32Array | undefined, frontier: Frontier, u: number, d: number, from: number, cost: number): void {
  if (d < dist[u]) {
    dist[u] = d;
    if (parent !== undefined) parent[u] = from;
    frontier.push(u, cost);
  }
}
