// The rider search again after a few cells switched between free and closed,
// patching the previous distances instead of searching the whole board anew.
//
// The rider's graph joins two free cells when they share a line of one axis
// with no closed cell between them. Opening a cell only adds such links, so
// distances can only drop; closing one only removes links (every link through
// the cell, not only those ending on it), so distances can only rise. A change
// of both kinds is done as two: first the closings, on the board with the
// opened cells still closed, then the openings. The result array itself holds
// the board as it stands between the two: a cell is closed exactly when it
// holds WALL, so every slide stops at the right places.
//
// A fact used throughout: the free cells of one line between two walls all
// see each other, so their distances are some t and t + 1.
//
// Closing. A cell at distance k > 0 keeps it exactly when some free cell it
// sees holds k − 1 and keeps its own distance: its support. The first
// candidates for losing it are the cells at t on either side of a closed cell
// (those at t + 1 still see a cell at t on their side). A cell found to have
// lost its distance makes candidates of the cells at k + 1 it sees, unless
// the line they share with it holds another cell at k not lost so far: that
// cell answers for them. Candidates are decided in order of their old
// distance, so when one at k is looked at, every cell at k − 1 is settled.
// The cells that lost their distance then start from 1 + the least distance
// they see, and a search in order of distance (buckets, one per distance)
// lets the better values spread among them.
//
// Opening. An opened cell joins two parts of each of its lines into one, all
// of whose cells see each other: each of them is lowered to at most the
// line's least distance + 1, and the search in order of distance spreads
// what was lowered.
//
// That search ("settle") lets each cell taken out at distance d offer d + 1
// to the cells it sees, and, as in riderSearch, stops a slide at a cell at
// ≤ d. That cell has been or will be taken out itself and slides on; or it
// holds a distance that did not move, and so does what lies behind it along
// the line: within one move of it already, by the old search if the line did
// not change, and by the lowering (opening) or the starting values (closing)
// if it did. Work is the cells crossed by slides: each changed cell's lines,
// and a few lines per cell whose distance moves; a budget on it sends the
// caller to a fresh search when the change spreads too far.

import { UNREACHABLE, WALL } from '../problem';

/** More cells switched than this and the caller searches afresh: each one costs line scans of its own. */
const MAX_CHANGED = 16;

/**
 * The work budget, in cells crossed by slides, as a share of the board's
 * cells. A step here reads a scattered cell (lines run across the rows) and
 * costs somewhat more than a fresh search's step per cell of the board (the
 * figures are in bench/README.md): half the board's cells is then about the
 * search it would replace, and one that gives up has cost at most that on
 * top of the search. (Most keystrokes cross a few dozen
 * cells; a closing that cuts a bottleneck can raise a hundred thousand
 * cells' distances, and such ones give up.)
 */
const WORK_SHARE = 0.5;

/**
 * Work an update may always do, however small the board: below it either way
 * takes microseconds, and declining would only make small boards re-search.
 */
const WORK_FLOOR = 4096;

/**
 * An updater with working memory of its own (lists sized by the board, the
 * counts of the last result it returned): a caller keeps one in its Scratch,
 * so no update depends on state hidden in this module.
 */
export function riderUpdater() {
  /**
   * Cells in the changed list are looked at in these, by the kind of change.
   * `candidate` marks cells per closing without clearing: a cell is marked
   * when its entry equals the closing's stamp, and the stamp moves each time.
   */
  const closings = new Int32Array(MAX_CHANGED);
  const openings = new Int32Array(MAX_CHANGED);
  let candidate = new Int32Array(0);
  let stamp = 0;
  /** Cells that lost their distance, in the order they were found; the cells one further that one cell sees. */
  let lostList = new Int32Array(0);
  let children = new Int32Array(0);
  /** Board steps and (row, column) steps of the four directions of the current call. */
  const dirDelta = new Int32Array(4);
  const dirRow = new Int32Array(4);
  const dirCol = new Int32Array(4);

  /** Above every distance and still a small integer to the engine (2^30 − 1), unlike 2^31 − 1. */
  const NONE = 0x3fffffff;

  /**
   * Cells by distance, one last-in-first-out list per distance, in a pool of
   * entries that is emptied after each phase. A cell may have several entries
   * when its distance drops more than once; an entry is current only while the
   * cell still holds the entry's distance. Pushes while a distance is being
   * emptied go to the next one only, so a single upward sweep takes them all.
   *
   * The pool is sized once per board for the work budget: a push follows a
   * slide step or a lost cell found by one, so a change that fills it has spread
   * about as far as the budget allows, and the update gives up. A pool that grew
   * instead would do so first in the middle of some far-reaching change, where
   * the engine, having never run that code, throws the compiled loop away.
   */
  class Buckets {
    heads = new Int32Array(1024).fill(-1);
    cell = new Int32Array(0);
    next = new Int32Array(0);
    top = 0;
    lo = NONE;
    hi = -1;

    /** Makes room for `capacity` entries. */
    reserve(capacity: number): void {
      if (this.cell.length >= capacity) return;
      this.cell = new Int32Array(capacity);
      this.next = new Int32Array(capacity);
    }

    /** Adds `v` at distance `level`; false when the pool is full. */
    push(level: number, v: number): boolean {
      if (this.top === this.cell.length) return false;
      if (level >= this.heads.length) this.deepen(level);
      const e = this.top++;
      this.cell[e] = v;
      this.next[e] = this.heads[level];
      this.heads[level] = e;
      if (level < this.lo) this.lo = level;
      if (level > this.hi) this.hi = level;
      return true;
    }

    private deepen(level: number): void {
      const heads = new Int32Array(Math.max(level + 1, this.heads.length * 2)).fill(-1);
      heads.set(this.heads);
      this.heads = heads;
    }

    /** Empties every list, also when a phase gave up halfway. */
    clear(): void {
      if (this.hi >= this.lo) this.heads.fill(-1, this.lo, this.hi + 1);
      this.top = 0;
      this.lo = NONE;
      this.hi = -1;
    }
  }

  const buckets = new Buckets();

  /**
   * Added to a cell's distance while the closings decide it has lost it: above
   * every distance and NONE (boards have fewer cells), so it matches no
   * distance sought and is never the least one seen.
   */
  const LOST = 1 << 30;

  /**
   * The last result returned and its counts, so that a caller passing it back
   * as `before` (the editor does, keystroke after keystroke) gets the new counts
   * from the cells that changed instead of from a pass over the board: about a
   * millisecond on 1500×1500, more than the rest of a typical update. Only that
   * very array is trusted (one modified since would be counted wrongly, hence
   * the note in riderUpdate's description). It is held strongly, one array at a
   * time, as rider.ts holds its spares: a WeakRef would keep every result of a
   * synchronous run of updates alive until the run ends.
   */
  let counted: Int32Array | undefined;
  let countedReached = 0;
  let countedFarthest = 0;
  let countedAtFarthest = 0;

  /**
   * Running counts during one call, when `before` is the counted array: cells
   * reached, an upper bound on the distances and how many cells hold it. While
   * some cell holds the bound it is the farthest distance; once none does, only
   * a pass can tell, and the call makes one.
   */
  let tally = false;
  let tallyReached = 0;
  let tallyFarthest = 0;
  let tallyAtFarthest = 0;

  /** Notes that one cell's distance went from `old` to `now` (WALL and UNREACHABLE count as none). */
  function recount(old: number, now: number): void {
    if (!tally) return;
    if (old >= 0) {
      tallyReached--;
      if (old === tallyFarthest) tallyAtFarthest--;
    }
    if (now >= 0) {
      tallyReached++;
      if (now > tallyFarthest) {
        tallyFarthest = now;
        tallyAtFarthest = 1;
      } else if (now === tallyFarthest) tallyAtFarthest++;
    }
  }

  /**
   * Counts a result from scratch: cells reached, the farthest distance and how
   * many cells hold it. Branch-free where the board is unpredictable (whether a
   * cell is reached), two cells a step to overlap the additions.
   */
  function countAll(dist: Int32Array): void {
    const size = dist.length;
    const pairs = size & ~1;
    let unreachedEven = 0;
    let unreachedOdd = 0;
    let far = 0;
    let at = 0;
    for (let i = 0; i < pairs; i += 2) {
      const d = dist[i];
      const e = dist[i + 1];
      // WALL and UNREACHABLE have the sign bit set.
      unreachedEven += d >>> 31;
      unreachedOdd += e >>> 31;
      if (d >= far || e >= far) {
        if (d > far) {
          far = d;
          at = 0;
        }
        if (d === far) at++;
        if (e > far) {
          far = e;
          at = 0;
        }
        if (e === far) at++;
      }
    }
    let unreached = unreachedEven + unreachedOdd;
    if (pairs < size) {
      const d = dist[pairs];
      unreached += d >>> 31;
      if (d > far) {
        far = d;
        at = 0;
      }
      if (d === far) at++;
    }
    countedReached = size - unreached;
    countedFarthest = far;
    countedAtFarthest = at;
  }

  /** A fresh stamp for `candidate`, clearing it once the counter runs far. */
  function nextStamp(): number {
    if (stamp >= 0x3fffffff) {
      candidate.fill(0);
      stamp = 0;
    }
    return ++stamp;
  }

  /**
   * Sets the direction tables from `steps` for a board `cols` wide, in axis
   * pairs: directions 0 and 1 are the two ways along one axis, 2 and 3 along
   * the other. False unless `steps` are both directions of two different axes
   * (riderSearch throws on those, so the caller's fresh search reports it).
   */
  function setDirections(steps: readonly number[], cols: number): boolean {
    if (steps.length !== 8) return false;
    for (let k = 0; k < 8; k++) if (steps[k] !== -1 && steps[k] !== 0 && steps[k] !== 1) return false;
    const pairs = [0, 1, 2, 3];
    const opposite = (a: number, b: number) => steps[2 * a] === -steps[2 * b] && steps[2 * a + 1] === -steps[2 * b + 1];
    const along = pairs.find((j) => j !== 0 && opposite(0, j));
    if (along === undefined || (steps[0] === 0 && steps[1] === 0)) return false;
    const [third, fourth] = pairs.filter((j) => j !== 0 && j !== along);
    if (!opposite(third, fourth) || (steps[2 * third] === 0 && steps[2 * third + 1] === 0)) return false;
    // The second axis must differ from the first.
    if (opposite(0, third) || (steps[0] === steps[2 * third] && steps[1] === steps[2 * third + 1])) return false;
    const order = [0, along, third, fourth];
    for (let k = 0; k < 4; k++) {
      dirRow[k] = steps[2 * order[k]];
      dirCol[k] = steps[2 * order[k] + 1];
      dirDelta[k] = dirRow[k] * cols + dirCol[k];
    }
    return true;
  }

  /** How many cells a slide from (r, c) in direction k crosses before leaving the board. */
  function span(rows: number, cols: number, r: number, c: number, k: number): number {
    const dr = dirRow[k];
    const dc = dirCol[k];
    const byRow = dr > 0 ? rows - 1 - r : dr < 0 ? r : rows + cols;
    const byCol = dc > 0 ? cols - 1 - c : dc < 0 ? c : rows + cols;
    return byRow < byCol ? byRow : byCol;
  }

  /**
   * riderBfs's result for the board `open` (free where open[i] > floor), computed from `before`:
   * riderBfs's result for the same source and steps on the board as it was before the cells in
   * `changed` switched between free and closed (other cells are unchanged; a listed cell may also be
   * unchanged). Exactly riderBfs(rows, cols, open, source, steps, floor), with the number of cells
   * reached and the farthest distance (as riderSearch counts them); or undefined when the change
   * reaches so far (or is of a kind) that a fresh search is the cheaper way, and the caller runs it.
   * `before` is not modified. Passing back the previous answer's `dist`, unmodified, spares a pass
   * over the board for the counts.
   */
  function riderUpdate(
    rows: number,
    cols: number,
    open: Uint8Array,
    source: number,
    steps: readonly number[],
    floor: number,
    before: Int32Array,
    changed: readonly number[],
  ): { dist: Int32Array; reached: number; farthest: number } | undefined {
    const size = rows * cols;
    // The source must be free before and after: opening it changes everything,
    // closing it leaves nothing to patch.
    if (size === 0 || size >= LOST || before.length !== size || open.length < size) return undefined;
    if (!(source >= 0 && source < size) || before[source] !== 0 || !(open[source] > floor)) return undefined;
    if (!setDirections(steps, cols)) return undefined;
    // Only cells that switched count: a typed-over cell may have stayed free.
    let closed = 0;
    let opened = 0;
    for (const i of changed) {
      if (!Number.isInteger(i) || i < 0 || i >= size) return undefined;
      const wasFree = before[i] !== WALL;
      if (wasFree === open[i] > floor) continue;
      const list = wasFree ? closings : openings;
      const count = wasFree ? closed : opened;
      let listed = false;
      for (let j = 0; j < count; j++) listed ||= list[j] === i;
      if (listed) continue;
      if (closed + opened === MAX_CHANGED) return undefined;
      list[count] = i;
      if (wasFree) closed++;
      else opened++;
    }
    const budget = Math.max(WORK_FLOOR, Math.floor(size * WORK_SHARE));
    // Room for the budget's pushes and the last cell's slides past it.
    const capacity = budget + 8 * (rows + cols) + 64;
    if (candidate.length !== size) {
      candidate = new Int32Array(size);
      stamp = 0;
    }
    buckets.reserve(capacity);
    // Lost cells were each pushed as candidates first.
    if (lostList.length < capacity) lostList = new Int32Array(capacity);
    if (children.length < 2 * (rows + cols)) children = new Int32Array(2 * (rows + cols));
    tally = counted === before;
    counted = undefined;
    tallyReached = countedReached;
    tallyFarthest = countedFarthest;
    tallyAtFarthest = countedAtFarthest;
    const dist = before.slice();
    let left = budget;
    if (closed > 0) left = close(rows, cols, dist, closed, left);
    if (left >= 0 && opened > 0) left = reopen(rows, cols, dist, opened, left);
    buckets.clear();
    if (left < 0) return undefined;
    if (tally && tallyAtFarthest > 0) {
      countedReached = tallyReached;
      countedFarthest = tallyFarthest;
      countedAtFarthest = tallyAtFarthest;
    } else countAll(dist);
    tally = false;
    counted = dist;
    return { dist, reached: countedReached, farthest: countedFarthest };
  }

  /**
   * Applies the closings to `dist` (a riderBfs result for the board before
   * them, the openings not yet made): afterwards it is the result for the board
   * with them. Returns the work left, negative when the budget ran out (and
   * `dist` is then half done). Each phase is a function of its own: a small
   * function is compiled quickly the first time a change spreads far, and a
   * path first taken in one phase does not send the others back to the interpreter.
   */
  function close(rows: number, cols: number, dist: Int32Array, count: number, left: number): number {
    const cand = nextStamp();
    for (let j = 0; j < count; j++) {
      recount(dist[closings[j]], WALL);
      dist[closings[j]] = WALL;
    }
    // First candidates. A closed cell splits each of its lines in two; a side
    // loses its links to the other side and to the cell. All cells of a side see
    // each other, so their distances are some t and t + 1: a cell at t + 1 still
    // sees one at t on its side (whether that one keeps its distance is for
    // deciding to find out), a cell at t may have lost the cell at t − 1 that
    // supported it. So the cells at t of each side are the candidates, t > 0:
    // the source keeps its distance whatever happens.
    for (let j = 0; j < count && left >= 0; j++) {
      const x = closings[j];
      for (let k = 0; k < 4 && left >= 0; k++) left = markSide(rows, cols, dist, x, k, cand, left);
    }
    if (left < 0) return left;
    const start = left;
    left = decide(rows, cols, dist, cand, left);
    buckets.clear();
    // Starting points take a look as long as deciding did (most lost cells see
    // no kept cell at their old distance, so they look along all four lines):
    // give up now, not halfway there, when that would overrun the budget.
    if (left < start - left) return -1;
    left = startLost(rows, cols, dist, left);
    return left < 0 ? left : settle(rows, cols, dist, left);
  }

  /**
   * Applies the openings to `dist` (a riderBfs result for the board without
   * them): afterwards it is the result for the board with them. Returns the work
   * left, negative when the budget ran out.
   */
  function reopen(rows: number, cols: number, dist: Int32Array, count: number, left: number): number {
    for (let j = 0; j < count; j++) dist[openings[j]] = UNREACHABLE;
    // An opened cell joins the two parts of each of its lines: all the cells
    // of the joined line (the opened cell too) see each other now, so none
    // needs more than the line's least distance + 1. Lowering them to that is
    // all the opening itself changes; settle spreads what it lowered. A cell of
    // the line left as it was has the line's least distance or one more, so
    // whatever it sees along the line is within one move of it, as settle
    // assumes of the cells it has not lowered.
    for (let j = 0; j < count && left >= 0; j++) {
      const x = openings[j];
      const r = (x / cols) | 0;
      const c = x - r * cols;
      for (let axis = 0; axis < 4; axis += 2) {
        let least = NONE;
        for (let k = axis; k < axis + 2; k++) {
          least = Math.min(least, leastAlong(rows, cols, dist, x, r, c, k, -1));
          left -= crossed;
        }
        if (least === NONE) continue;
        const offer = least + 1;
        const dx = dist[x];
        if (dx === UNREACHABLE || dx > offer) {
          recount(dx, offer);
          dist[x] = offer;
          if (!buckets.push(offer, x)) return -1;
        }
        for (let k = axis; k < axis + 2; k++) {
          // The whole joined line: no cell of it is known to have passed the offer on.
          const s = offerAlong(rows, cols, dist, x, r, c, k, offer, WALL);
          if (s < 0) return -1;
          left -= s;
        }
      }
    }
    return left < 0 ? left : settle(rows, cols, dist, left);
  }

  /**
   * Puts into the buckets the cells at the least distance t > 0 on the side of
   * `x` in direction k, as far as the first wall, unless already marked with
   * `mark` (and marks them). Returns the work left.
   */
  function markSide(rows: number, cols: number, dist: Int32Array, x: number, k: number, mark: number, left: number): number {
    const r = (x / cols) | 0;
    const c = x - r * cols;
    const least = leastAlong(rows, cols, dist, x, r, c, k, -1);
    const s = crossed;
    left -= s;
    if (least === NONE || least === 0) return left;
    const delta = dirDelta[k];
    let u = x;
    for (let i = 0; i < s; i++) {
      u += delta;
      if (dist[u] === least && candidate[u] !== mark) {
        candidate[u] = mark;
        if (!buckets.push(least, u)) return -1;
      }
    }
    return left - s;
  }

  /** Cells found to have lost their distance by decide, listed in lostList. */
  let lostCount = 0;

  /**
   * Decides the candidates in the buckets by old distance, adding candidates
   * as cells are lost. A lost cell keeps its old distance with LOST added: no
   * longer equal to anything a later candidate looks for as support, so a
   * slide step reads one array only. Returns the work left.
   */
  function decide(rows: number, cols: number, dist: Int32Array, cand: number, left: number): number {
    lostCount = 0;
    for (let level = buckets.lo; level <= buckets.hi; level++) {
      const want = level - 1;
      const after = level + 1;
      for (let e = buckets.heads[level]; e !== -1; e = buckets.heads[level]) {
        buckets.heads[level] = buckets.next[e];
        const v = buckets.cell[e];
        const r = (v / cols) | 0;
        const c = v - r * cols;
        // Look for support; on the way, note the cells one further that v sees,
        // which will need looking at if v turns out to have none. Along a line
        // with another cell at v's distance (a rival, not lost so far), they
        // will not: they see the rival as well, and if it is lost in turn, it
        // (or the last of its kind on that line) notes them then.
        let found = 0;
        let supported = false;
        for (let axis = 0; axis < 4 && !supported; axis += 2) {
          const from = found;
          let rival = false;
          for (let k = axis; k < axis + 2 && !supported; k++) {
            const delta = dirDelta[k];
            const len = span(rows, cols, r, c, k);
            let u = v;
            let s = 0;
            for (; s < len; s++) {
              u += delta;
              const du = dist[u];
              if (du === WALL) break;
              if (du === want) {
                supported = true;
                break;
              }
              if (du === level) rival = true;
              else if (du === after && candidate[u] !== cand) children[found++] = u;
            }
            left -= s;
          }
          if (rival) found = from;
        }
        if (!supported) {
          dist[v] = level | LOST;
          lostList[lostCount++] = v;
          for (let j = 0; j < found; j++) {
            const u = children[j];
            candidate[u] = cand;
            if (!buckets.push(after, u)) return -1;
          }
        }
        if (left < 0) return left;
      }
    }
    return left;
  }

  /**
   * Gives each lost cell a first distance: the least distance it sees + 1, and
   * puts it in the buckets. Kept cells' distances are final; those of lost
   * cells looked at earlier are lengths of real routes, so they are fair
   * starting points too; lost cells not yet looked at (LOST set) are above
   * NONE and never taken. Nothing seen is below the cell's old distance k (a
   * kept k − 1 would have been support, a lost cell rose), so k ends the look
   * at once. Returns the work left.
   */
  function startLost(rows: number, cols: number, dist: Int32Array, left: number): number {
    for (let j = 0; j < lostCount; j++) {
      const v = lostList[j];
      const old = dist[v] & ~LOST;
      const r = (v / cols) | 0;
      const c = v - r * cols;
      let best = NONE;
      for (let k = 0; k < 4 && best !== old; k++) {
        best = Math.min(best, leastAlong(rows, cols, dist, v, r, c, k, old));
        left -= crossed;
      }
      const now = best !== NONE ? best + 1 : UNREACHABLE;
      recount(old, now);
      dist[v] = now;
      if (now !== UNREACHABLE && !buckets.push(now, v)) return -1;
      if (left < 0) return left;
    }
    return left;
  }

  /**
   * The search in order of distance that ends both kinds of change: each cell
   * taken out of the buckets at its distance d offers d + 1 to the cells it
   * sees, and a slide stops at a cell at ≤ d (see the top of the file). After a
   * closing only lost cells ever take an offer: a kept cell's distance is final
   * and within one move of every cell it sees. Returns the work left.
   */
  function settle(rows: number, cols: number, dist: Int32Array, left: number): number {
    for (let d = buckets.lo; d <= buckets.hi; d++) {
      const offer = d + 1;
      for (let e = buckets.heads[d]; e !== -1; e = buckets.heads[d]) {
        buckets.heads[d] = buckets.next[e];
        const v = buckets.cell[e];
        // An entry left behind when the cell's distance dropped again.
        if (dist[v] !== d) continue;
        const r = (v / cols) | 0;
        const c = v - r * cols;
        for (let k = 0; k < 4; k++) {
          const s = offerAlong(rows, cols, dist, v, r, c, k, offer, d);
          if (s < 0) return -1;
          left -= s;
        }
        if (left < 0) return left;
      }
    }
    return left;
  }

  /**
   * Slides from v (at row r, column c) in direction k, giving `offer` to every
   * cell that has no distance or a larger one and putting it in the buckets; it
   * stops at a wall, the edge, or a cell at `stop` or less (WALL: none). Returns
   * the cells crossed, or -1 when the buckets are full.
   */
  function offerAlong(rows: number, cols: number, dist: Int32Array, v: number, r: number, c: number, k: number, offer: number, stop: number): number {
    const delta = dirDelta[k];
    const len = span(rows, cols, r, c, k);
    let u = v;
    let s = 0;
    for (; s < len; s++) {
      u += delta;
      const du = dist[u];
      if (du === WALL) break;
      if (du === UNREACHABLE || du > offer) {
        recount(du, offer);
        dist[u] = offer;
        if (!buckets.push(offer, u)) return -1;
      } else if (du <= stop) break;
    }
    return s;
  }

  /** The cells the last leastAlong crossed. */
  let crossed = 0;

  /**
   * The least distance among the cells from v (at row r, column c) in
   * direction k as far as a wall or the edge, NONE when none has one; it
   * stops early at a cell at `floor` when nothing can be lower (-1: never).
   * The number of cells crossed is left in `crossed`.
   */
  function leastAlong(rows: number, cols: number, dist: Int32Array, v: number, r: number, c: number, k: number, floor: number): number {
    const delta = dirDelta[k];
    const len = span(rows, cols, r, c, k);
    let least = NONE;
    let u = v;
    let s = 0;
    for (; s < len; s++) {
      u += delta;
      const du = dist[u];
      if (du === WALL) break;
      if (du >= 0 && du < least) {
        least = du;
        if (du === floor) break;
      }
    }
    crossed = s;
    return least;
  }

  return riderUpdate;
}

/** One update: see the comment of riderUpdate above. */
export type RiderUpdate = ReturnType<typeof riderUpdater>;
