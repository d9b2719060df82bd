// What exists only for speed in Bishop 2, beside the reference it accelerates
// (solve.ts), held to it by test/unit/accelerators.test.ts:
// - the search from A in linear time (rider.fast.ts) on a framed copy of the
//   board, its arrays reused from the scratch; the answer read straight from
//   the framed distances, the layers and the route computed when someone
//   reads them;
// - after a keystroke, the earlier board's search from A updated where the
//   typed-over squares change it (riderUpdate.fast.ts), instead of run again.

import { Later } from '../../later';
import { type Accelerator, type CaseResult, type Earlier, layerValues, UNREACHABLE } from '../../problem';
import { nextDifference } from '../../reuse';
import type { Scratch } from '../../scratch';
import { DIAGONALS, riderRoute } from '../../search/rider';
import { riderBfs, riderFramed, riderRelease, riderSearch, riderUnframe } from '../../search/rider.fast';
import { riderUpdater } from '../../search/riderUpdate.fast';
import type { BishopCase } from './parse';
import { FROM_A, ON_ROUTE_LAYER, onRoute, PAWN, ROUTE_LABEL, sameColour, TO_B } from './solve';

/** More typed-over squares than this (a paste, say) are searched afresh. */
const MAX_CHANGED = 64;

function solveFast(c: BishopCase, scratch: Scratch, earlier?: Earlier<BishopCase>): CaseResult {
  const grid = c.grid!;
  const { rows, cols, cells } = grid;
  // The answer needs the search from A only. After a keystroke it is the
  // earlier board's, updated where the typed-over squares change it.
  const updated = earlier && updateFromA(c, earlier, scratch);
  const search = updated ? undefined : riderSearch(rows, cols, cells, c.a, DIAGONALS, PAWN, scratch);
  const { reached, farthest } = updated ?? search!;
  const moves = updated ? updated.dist[c.b] : search!.framed[riderFramed(cols, c.b)];
  const fromA = Later.deferred(() => {
    if (updated) return updated.dist;
    const dist = riderUnframe(rows, cols, search!.framed);
    // Read for the last time: the next search may fill it.
    riderRelease(scratch, search!.framed);
    return dist;
  });
  const toB = Later.deferred(() => riderBfs(rows, cols, cells, c.b, DIAGONALS, PAWN, scratch));
  const toBMax = () => {
    const values = toB.get()!;
    let max = 0;
    for (let i = 0; i < values.length; i++) if (values[i] > max) max = values[i];
    return { values, max };
  };
  const reachable = moves !== UNREACHABLE;
  return {
    answer: String(moves),
    summary: { moves, reachable, sameColour: sameColour(cols, c.a, c.b), reachableSquares: reached },
    layers: [
      { ...FROM_A, data: Later.deferred(() => ({ values: fromA.get()!, max: farthest })) },
      { ...TO_B, data: Later.deferred(toBMax) },
      { ...ON_ROUTE_LAYER, data: Later.deferred(() => ({ values: onRoute(fromA.get()!, toB.get()!, moves), max: 1 })) },
    ],
    // A route walks back from B through squares one move closer to A each
    // time: the search from A is all it needs, so it can travel with the colours.
    line: Later.deferred(() => (reachable ? { label: ROUTE_LABEL, pieces: ['bishop'], cells: riderRoute(rows, cols, cells, fromA.get()!, c.b, DIAGONALS, PAWN).reverse() } : undefined)),
  };
}

/**
 * The search from A on the edited board, from the earlier board's: when A is
 * the same square of a board of the same size, the earlier search is at hand
 * (a worker may have handed it away), and only a few squares changed.
 * Undefined when a fresh search is the way (the update also says so when the
 * change reaches too far).
 */
function updateFromA(c: BishopCase, earlier: Earlier<BishopCase>, scratch: Scratch): { dist: Int32Array; reached: number; farthest: number } | undefined {
  const grid = c.grid!;
  const was = earlier.case.grid;
  if (!was || earlier.case.a !== c.a || was.rows !== grid.rows || was.cols !== grid.cols) return undefined;
  const before = layerValues(earlier.result, 'fromA');
  if (!(before instanceof Int32Array) || before.length !== grid.size || was.cells.length !== grid.size) return undefined;
  const changed = changedSquares(was.cells, grid.cells, MAX_CHANGED);
  const update = scratch.keep('bishop.update', riderUpdater);
  return changed && update(grid.rows, grid.cols, grid.cells, c.a, DIAGONALS, PAWN, before, changed);
}

/** The squares where two boards of the same size differ, or undefined past `max` of them. */
function changedSquares(a: Uint8Array, b: Uint8Array, max: number): number[] | undefined {
  const out: number[] = [];
  for (let i = nextDifference(a, b); i >= 0; i = nextDifference(a, b, i + 1)) if (out.push(i) > max) return undefined;
  return out;
}

export const bishopAccelerator: Accelerator<BishopCase> = { solve: solveFast };
