// The common case the fast way: every move costs the same, no cell costs
// anything to enter, and the moves are steps and rides over cells one may
// stand on (no slides, no walls one can enter). Then a cell's first distance
// is its last, and rides need no marks. search.ts's explore() does the same
// work with a bit per direction; this does what rider.fast.ts does for two lines,
// for any kinds. A test holds the two to the same distances.
//
// Level by level, from a plain queue. A ride stops at the first cell already
// at a distance no greater than the cell it leaves (that cell rides on from
// there itself), goes on over cells one move farther (a cell beyond them may
// still be new), and gives new cells their distance. A cell a ride reached
// does not ride along that direction, nor back against it when its kind has
// the opposite direction too: the ride that reached it, and the cell it came
// from, already offered every cell of that line as much. Each queue entry
// carries, in its low bits, the ride direction that reached the cell, and a
// plan per direction lists the directions its cells ride.

import { INFINITE } from './frame';
import { type Framed, RIDE } from './framedKinds';
import { MAX_LINE_DIRECTIONS } from './rules';

/** Bits of a queue entry that say how the cell was reached. */
const HOW = 5;
/** Reached by a step, or a source. */
const NOT_BY_A_RIDE = (1 << HOW) - 1;

/** The most framed cells a queue entry can name. */
export const UNIFORM_MAX_CELLS = 2 ** (31 - HOW);

/**
 * `kinds`: steps and rides of one positive cost, none entering walls, on a
 * frame of fewer than UNIFORM_MAX_CELLS cells; `queue[0..sources)` holds the
 * sources (framed cells) with their distance set.
 */
export function exploreUniform(kinds: Framed[], dist: Int32Array, parent: Int32Array | undefined, queue: Int32Array, sources: number): void {
  if (MAX_LINE_DIRECTIONS >= NOT_BY_A_RIDE) throw new Error('exploreUniform: too many directions for the entry bits');
  const cost = kinds[0]?.cost ?? 1;
  const steps = Int32Array.from(kinds.filter((k) => k.type !== RIDE).flatMap((k) => [...k.deltas]));
  const { deltas, tags, stride } = ridePlans(kinds);
  const infinite = INFINITE;
  // Read once, not per cell: whether there are steps and parents to keep.
  const stepCount = steps.length;
  const parents = parent !== undefined;
  for (let i = 0; i < sources; i++) queue[i] = (queue[i] << HOW) | NOT_BY_A_RIDE;
  let tail = sources;
  for (let head = 0; head < tail; head++) {
    const entry = queue[head];
    const v = entry >>> HOW;
    const d = dist[v];
    const next = d + cost;
    for (let j = 0; j < stepCount; j++) {
      const u = v + steps[j];
      if (dist[u] !== infinite) continue;
      dist[u] = next;
      if (parents) parent![u] = v;
      queue[tail++] = (u << HOW) | NOT_BY_A_RIDE;
    }
    // The directions this cell rides, one row of the plans: those of its way in, up to a 0.
    for (let j = (entry & NOT_BY_A_RIDE) * stride; ; j++) {
      const delta = deltas[j];
      if (delta === 0) break;
      const reached = tags[j];
      for (let u = v + delta; ; u += delta) {
        const du = dist[u];
        if (du === infinite) {
          dist[u] = next;
          if (parents) parent![u] = v;
          queue[tail++] = (u << HOW) | reached;
        } else if (du <= d) break;
      }
    }
  }
}

/**
 * For each way a cell can be reached (a ride direction's number, counted
 * over all kinds, or NOT_BY_A_RIDE): the directions it rides, and the number
 * each gives the cells it reaches. One flat table, `stride` entries a way,
 * each row ended by a 0 delta (no direction is 0).
 */
function ridePlans(kinds: Framed[]): { deltas: Int32Array; tags: Int32Array; stride: number } {
  const all: { delta: number; kind: number; twin: number }[] = [];
  kinds.forEach((k, kind) => {
    if (k.type !== RIDE) return;
    const first = all.length;
    for (let j = 0; j < k.deltas.length; j++) all.push({ delta: k.deltas[j], kind, twin: k.twin[j] < 0 ? -1 : first + k.twin[j] });
  });
  const stride = all.length + 1;
  const deltas = new Int32Array((NOT_BY_A_RIDE + 1) * stride);
  const tags = new Int32Array(deltas.length);
  for (let came = 0; came <= NOT_BY_A_RIDE; came++) {
    const ride = all.map((_, n) => n).filter((n) => came === NOT_BY_A_RIDE || came >= all.length || (n !== came && n !== all[came].twin));
    ride.forEach((n, j) => {
      deltas[came * stride + j] = all[n].delta;
      tags[came * stride + j] = n;
    });
  }
  return { deltas, tags, stride };
}
