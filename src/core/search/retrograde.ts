// Exact retrograde analysis of a pursuit game on an
// 8×8 board: one runner ("you") against two chasers ("agents") that move
// together, with phone squares as exits.
//
// A round is your move followed by the agents' joint move. After each move:
// you on a phone with no agent on it escape; otherwise an agent on your square
// eliminates you. A position (you, agents, you to move) is therefore only ever
// met with you on a non-phone square that no agent holds.
//
// Instead of one node per (you, agent, agent) triple, each unordered agent pair
// keeps a 64-bit mask over your squares: the positions you win within k rounds
// (and, in a second, independent pass, those the agents win within k rounds).
// Round k+1 reads only round k's masks of the neighbouring pairs (Jacobi
// order), so the round in which a bit first appears is the exact game length,
// and only pairs next to a pair that changed are recomputed. Masks only grow,
// so it ends; what neither pass decides is trapped.

const SQUARES = 64;

// Sets of squares are 64-bit masks in two int32 halves (BigInt would allocate
// on every operation): bit r*8+c is square (r, c); the low half holds rows
// 0–3, the high half rows 4–7. Arrays of masks keep mask i at [2i], [2i+1].
// These helpers live here, not in a module of their own, because loaders that
// turn imports into getters (tsx, CommonJS interop) slow the hot loop badly.
const NOT_LAST_COLUMN = 0x7f7f7f7f;
const NOT_FIRST_COLUMN = 0xfefefefe | 0;

/** Low half of "the squares that S or a neighbour of S covers": where one step (or staying) can land in S. */
function spreadLo(lo: number, hi: number): number {
  return lo | (lo >>> 8) | (hi << 24) | (lo << 8) | ((lo >>> 1) & NOT_LAST_COLUMN) | ((lo << 1) & NOT_FIRST_COLUMN);
}

function spreadHi(lo: number, hi: number): number {
  return hi | (hi >>> 8) | (hi << 8) | (lo >>> 24) | ((hi >>> 1) & NOT_LAST_COLUMN) | ((hi << 1) & NOT_FIRST_COLUMN);
}

function addSquare(masks: Int32Array, i: number, square: number): void {
  masks[2 * i + (square >>> 5)] |= 1 << (square & 31);
}

export interface ChaseBoard {
  /** Non-zero for the 64 squares one may stand on. */
  open: Uint8Array;
  /** Non-zero for phone squares. */
  phones: Uint8Array;
  /** Start squares of the two agents. */
  agents: readonly [number, number];
}

export interface ChaseSolution {
  /** Id of the unordered agent pair at [a * 64 + b] (both orders), or -1 for pairs the agents never reach. */
  pairId: Int32Array;
  pairs: number;
  /**
   * For you to move, at [pair * 64 + you]: k > 0 means you escape on your k-th
   * move; -k means you are eliminated right after your k-th move (or on it);
   * 0 means trapped, or not a position (you on a phone or on an agent).
   */
  value: Int32Array;
  /** Rounds until nothing changed: the longest decided game has rounds - 1 of your moves. */
  rounds: number;
}

/** Open squares next to each square, the square itself first (staying is a move). */
export function stepLists(open: Uint8Array): { start: Int32Array; to: Int32Array } {
  const start = new Int32Array(SQUARES + 1);
  const to = new Int32Array(SQUARES * 5);
  let n = 0;
  for (let s = 0; s < SQUARES; s++) {
    start[s] = n;
    if (!open[s]) continue;
    const r = s >> 3;
    const c = s & 7;
    to[n++] = s;
    if (r > 0 && open[s - 8]) to[n++] = s - 8;
    if (r < 7 && open[s + 8]) to[n++] = s + 8;
    if (c > 0 && open[s - 1]) to[n++] = s - 1;
    if (c < 7 && open[s + 1]) to[n++] = s + 1;
  }
  start[SQUARES] = n;
  return { start, to };
}

function maskOf(flags: Uint8Array): [number, number] {
  const m = new Int32Array(2);
  for (let s = 0; s < SQUARES; s++) if (flags[s]) addSquare(m, 0, s);
  return [m[0], m[1]];
}

/** Squares reachable from `from`, walking on open squares. */
function region(open: Uint8Array, steps: { start: Int32Array; to: Int32Array }, from: number): Uint8Array {
  const inside = new Uint8Array(SQUARES);
  const queue = new Int32Array(SQUARES);
  let tail = 0;
  inside[from] = 1;
  queue[tail++] = from;
  for (let head = 0; head < tail; head++) {
    const s = queue[head];
    for (let i = steps.start[s]; i < steps.start[s + 1]; i++) {
      const t = steps.to[i];
      if (!inside[t]) {
        inside[t] = 1;
        queue[tail++] = t;
      }
    }
  }
  return inside;
}

/**
 * The agent pairs reachable from the start, each with the pairs one joint move
 * leads to. The agents move independently and may stay, so these are all the
 * pairs with one agent in each agent's region.
 */
function pairGraph(board: ChaseBoard) {
  const steps = stepLists(board.open);
  const [a0, b0] = board.agents;
  const inA = region(board.open, steps, a0);
  const inB = inA[b0] ? inA : region(board.open, steps, b0);
  const pairId = new Int32Array(SQUARES * SQUARES).fill(-1);
  // At most 64·65/2 unordered pairs.
  const MAX_PAIRS = (SQUARES * (SQUARES + 1)) / 2;
  const first = new Int32Array(MAX_PAIRS);
  const second = new Int32Array(MAX_PAIRS);
  let pairs = 0;
  for (let a = 0; a < SQUARES; a++) {
    for (let b = a; b < SQUARES; b++) {
      if (!((inA[a] && inB[b]) || (inA[b] && inB[a]))) continue;
      first[pairs] = a;
      second[pairs] = b;
      pairId[a * SQUARES + b] = pairs;
      pairId[b * SQUARES + a] = pairs;
      pairs++;
    }
  }
  const nextStart = new Int32Array(pairs + 1);
  const next = new Int32Array(pairs * 25);
  const seen = new Int32Array(pairs).fill(-1);
  let edges = 0;
  for (let p = 0; p < pairs; p++) {
    nextStart[p] = edges;
    const a = first[p];
    const b = second[p];
    for (let i = steps.start[a]; i < steps.start[a + 1]; i++) {
      const row = steps.to[i] * SQUARES;
      for (let j = steps.start[b]; j < steps.start[b + 1]; j++) {
        const q = pairId[row + steps.to[j]];
        if (seen[q] === p) continue; // {a', b'} reached in both orders
        seen[q] = p;
        next[edges++] = 2 * q;
      }
    }
  }
  nextStart[pairs] = edges;
  return { pairId, pairs, first, second, nextStart, next, steps };
}

/** What every round of a pair reads besides its neighbours' masks. */
interface PairFacts {
  pairs: number;
  /** The pairs one joint move leads to, from next[nextStart[p]] to before next[nextStart[p + 1]], as offsets 2q of their masks. */
  nextStart: Int32Array;
  next: Int32Array;
  openLo: number;
  openHi: number;
  /** Per pair: squares you may stand on between moves (open, no phone, no agent). */
  rest: Int32Array;
  /** Per pair: phones no agent holds; one step onto them escapes. */
  freePhones: Int32Array;
  /** Per pair: the agents' squares and the squares they cover with their next move. */
  agents: Int32Array;
  reach: Int32Array;
}

export function solveChase(board: ChaseBoard): ChaseSolution {
  const g = pairGraph(board);
  const { pairs, first, second, steps } = g;
  const [openLo, openHi] = maskOf(board.open);
  const [phoneLo, phoneHi] = maskOf(board.phones);
  const facts: PairFacts = {
    pairs,
    nextStart: g.nextStart,
    next: g.next,
    openLo,
    openHi,
    rest: new Int32Array(2 * pairs),
    freePhones: new Int32Array(2 * pairs),
    agents: new Int32Array(2 * pairs),
    reach: new Int32Array(2 * pairs),
  };
  for (let p = 0; p < pairs; p++) {
    addSquare(facts.agents, p, first[p]);
    addSquare(facts.agents, p, second[p]);
    for (let i = steps.start[first[p]]; i < steps.start[first[p] + 1]; i++) addSquare(facts.reach, p, steps.to[i]);
    for (let i = steps.start[second[p]]; i < steps.start[second[p] + 1]; i++) addSquare(facts.reach, p, steps.to[i]);
    for (let h = 2 * p; h < 2 * p + 2; h++) {
      const open = h & 1 ? openHi : openLo;
      const phones = h & 1 ? phoneHi : phoneLo;
      facts.rest[h] = open & ~phones & ~facts.agents[h];
      facts.freePhones[h] = phones & ~facts.agents[h];
    }
  }
  const value = new Int32Array(pairs * SQUARES);
  // Winning and losing within k rounds do not depend on each other, so each grows on its own.
  const won = grow(facts, value, true, undefined);
  const lost = grow(facts, value, false, won.masks);
  return { pairId: g.pairId, pairs, value, rounds: Math.max(won.rounds, lost.rounds) };
}

/**
 * Grows, round by round, the masks of positions you win (or lose) within k
 * rounds and writes ±k into `value` for each new one. Returns the final masks
 * and the number of rounds run, the last of which changed nothing. `taken`
 * holds positions already known to go the other way: a pair whose mask covers
 * all the rest is finished and never looked at again.
 */
function grow(f: PairFacts, value: Int32Array, wins: boolean, taken: Int32Array | undefined): { masks: Int32Array; rounds: number } {
  const { pairs, nextStart, next, openLo, openHi, rest, freePhones, agents, reach } = f;
  const masks = new Int32Array(2 * pairs);
  // For losses, the union over a pair's joint moves of the squares where you
  // are caught or lost: a union can be kept up to date by adding what changed,
  // so no round has to read all the neighbours again. (Wins need every joint
  // move to win, an intersection, which cannot be updated that way.)
  const union = wins ? new Int32Array(0) : Int32Array.from(reach);
  // Round k's new masks wait here until every pair has read round k-1's.
  const changed = new Int32Array(pairs);
  const newMasks = new Int32Array(2 * pairs);
  // The last round in which a neighbour of the pair changed. Stamping without
  // looking first keeps the busy loop free of unpredictable branches.
  const touched = new Int32Array(pairs);
  const finished = new Uint8Array(pairs);

  let round = 0;
  for (let changedCount = -1; changedCount !== 0;) {
    round++;
    changedCount = 0;
    for (let p = 0; p < pairs; p++) {
      if (touched[p] !== round - 1 || finished[p]) continue;
      const rLo = rest[2 * p];
      const rHi = rest[2 * p + 1];
      let mLo: number;
      let mHi: number;
      if (wins) {
        // After your move to y, you win if every joint move of the agents
        // leads to a won position (such positions never hold an agent on y).
        let gLo = -1;
        let gHi = -1;
        const end = nextStart[p + 1];
        for (let e = nextStart[p]; e < end && (gLo | gHi) !== 0; e++) {
          const at = next[e];
          gLo &= masks[at];
          gHi &= masks[at + 1];
        }
        // You win if one step (or staying) reaches a free phone or such a y.
        const goodLo = freePhones[2 * p] | (gLo & rLo);
        const goodHi = freePhones[2 * p + 1] | (gHi & rHi);
        mLo = rLo & spreadLo(goodLo, goodHi);
        mHi = rHi & spreadHi(goodLo, goodHi);
      } else {
        // You lose if every step lands on an agent, or on a y from which some
        // joint move of the agents catches you or reaches a lost position.
        const safeLo = openLo & ~(agents[2 * p] | (union[2 * p] & rLo));
        const safeHi = openHi & ~(agents[2 * p + 1] | (union[2 * p + 1] & rHi));
        mLo = rLo & ~spreadLo(safeLo, safeHi);
        mHi = rHi & ~spreadHi(safeLo, safeHi);
      }
      if (mLo !== masks[2 * p] || mHi !== masks[2 * p + 1]) {
        const c = changedCount++;
        changed[c] = p;
        newMasks[2 * c] = mLo;
        newMasks[2 * c + 1] = mHi;
      }
    }
    const v = wins ? round : -round;
    for (let c = 0; c < changedCount; c++) {
      const p = changed[c];
      const addLo = newMasks[2 * c] & ~masks[2 * p];
      const addHi = newMasks[2 * c + 1] & ~masks[2 * p + 1];
      record(value, p * SQUARES, addLo, v);
      record(value, p * SQUARES + 32, addHi, v);
      masks[2 * p] = newMasks[2 * c];
      masks[2 * p + 1] = newMasks[2 * c + 1];
      const limitLo = rest[2 * p] & ~(taken ? taken[2 * p] : 0);
      const limitHi = rest[2 * p + 1] & ~(taken ? taken[2 * p + 1] : 0);
      if (masks[2 * p] === limitLo && masks[2 * p + 1] === limitHi) finished[p] = 1;
      // Moves are reversible (staying included), so the pairs that read p are p's own successors.
      const end = nextStart[p + 1];
      if (wins) {
        for (let e = nextStart[p]; e < end; e++) touched[next[e] >> 1] = round;
      } else {
        for (let e = nextStart[p]; e < end; e++) {
          const at = next[e];
          union[at] |= addLo;
          union[at + 1] |= addHi;
          touched[at >> 1] = round;
        }
      }
    }
  }
  return { masks, rounds: round };
}

function record(value: Int32Array, base: number, bits: number, v: number): void {
  while (bits !== 0) {
    const b = 31 - Math.clz32(bits & -bits);
    value[base + b] = v;
    bits &= bits - 1;
  }
}

/** Value (as in ChaseSolution.value) of you on `you` against agents on a and b, you to move. */
export function positionValue(s: ChaseSolution, you: number, a: number, b: number): number {
  const p = s.pairId[a * SQUARES + b];
  return p < 0 ? 0 : s.value[p * SQUARES + you];
}
