// The move kinds laid out on a frame (frame.ts): offsets as steps between
// framed cells, in the sense of the search (turned around for a reverse one), and
// each ride or slide direction with its bit.

import { type Frame, fits } from './frame';
import { type MoveKind, standOnWalls } from './rules';

export const STEP = 0;
export const RIDE = 1;
export const SLIDE = 2;
/** A slide turned around: a ride back from a cell the slide can end on. */
export const BACK_SLIDE = 3;

/** A move kind laid out on the frame. */
export interface Framed {
  type: number;
  cost: number;
  /** Each offset or direction as a step between framed cells, in this search's sense. */
  deltas: Int32Array;
  /** Rides and slides: each direction's bit. */
  bits: Int32Array;
  /** Rides: the bit of the opposite direction of the same kind, 0 when it has none. */
  opposite: Int32Array;
  /** Rides: the index of the opposite direction of the same kind, -1 when it has none. */
  twin: Int32Array;
  /** Back slides: the slide's own direction, along which the end cell must be closed. */
  ahead: Int32Array;
  /** May move on from a wall one stands on. */
  fromWalls: boolean;
  /** May land on a wall (a reversed move's start). */
  ontoWalls: boolean;
}

/** The kinds on the frame, directions turned around for a reverse search; each ride or slide direction gets its bit. */
export function layOut(f: Frame, kinds: readonly MoveKind[], reverse: boolean): Framed[] {
  const walls = standOnWalls(kinds);
  let nextBit = 0;
  return kinds.map((k): Framed => {
    const deltas: number[] = [];
    const bits: number[] = [];
    const ahead: number[] = [];
    for (let i = 0; i < k.offsets.length; i += 2) {
      // Every direction has its bit, even one too long for this board, so a kind's bits do not depend on the board.
      const bit = k.type === 'step' ? 0 : 1 << nextBit++;
      const dr = k.offsets[i];
      const dc = k.offsets[i + 1];
      if (!fits(f.rows, f.cols, dr, dc)) continue;
      const delta = dr * f.width + dc;
      deltas.push(reverse ? -delta : delta);
      bits.push(bit);
      ahead.push(delta);
    }
    const twin = deltas.map((d) => (k.type === 'ride' ? deltas.indexOf(-d) : -1));
    const through = k.type === 'step' && k.throughWalls === true;
    return {
      type: k.type === 'step' ? STEP : k.type === 'ride' ? RIDE : reverse ? BACK_SLIDE : SLIDE,
      cost: k.cost,
      deltas: Int32Array.from(deltas),
      bits: Int32Array.from(bits),
      opposite: Int32Array.from(twin, (j) => (j < 0 ? 0 : bits[j])),
      twin: Int32Array.from(twin),
      ahead: Int32Array.from(ahead),
      // Forwards, whatever one stands on one may leave by any move. Backwards,
      // the cell left is where the forward move landed: a wall only for a step
      // through walls; and the cell reached is where it started, a wall when
      // walls can be stood on at all.
      fromWalls: reverse ? through : true,
      ontoWalls: reverse ? walls : through,
    };
  });
}
