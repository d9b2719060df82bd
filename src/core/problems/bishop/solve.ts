// The rule of Bishop 2, as a plain solver: the definition the faster one
// (accelerate.ts) is held to. A bishop at A moves any positive distance along
// a diagonal through empty squares; the answer is its fewest moves to B, or
// -1. Squares of the other colour are never reached. Bishop moves can be
// reversed, so a search from B gives the moves to B of every square, and a
// square lies on a fewest-moves route exactly when its moves from A and to B
// add up to the answer.

import { Later } from '../../later';
import { type CaseResult, type Layer, type LayerInfo, UNREACHABLE, WALL } from '../../problem';
import { DIAGONALS, riderDistances, riderRoute } from '../../search/rider';
import type { BishopCase } from './parse';

export const PAWN = '#'.charCodeAt(0);

/** Index 0, the zero a fresh array starts with, is "off". */
export const ROUTE_CATEGORIES = ['off every optimal route', 'on some optimal route'];
export const ON_ROUTE = 1;

export const FROM_A: LayerInfo = { id: 'fromA', name: 'Moves from A', unit: 'moves', legend: 'fewest bishop moves from A', kind: 'scalar' };
export const TO_B: LayerInfo = { id: 'toB', name: 'Moves to B', unit: 'moves', legend: 'fewest bishop moves to B', kind: 'scalar' };
// "On a route" means the bishop can land there on some fewest-moves route: squares it only slides across are not counted.
export const ON_ROUTE_LAYER: LayerInfo = {
  id: 'onRoute',
  name: 'Optimal routes',
  unit: '',
  legend: 'squares the bishop can land on in some fewest-moves route',
  kind: 'category',
  categories: ROUTE_CATEGORIES,
};
export const ROUTE_LABEL = 'a fewest-moves route';

export function solveBishop(c: BishopCase): CaseResult {
  const grid = c.grid!;
  const { rows, cols, cells } = grid;
  const fromA = riderDistances(rows, cols, cells, c.a, DIAGONALS, PAWN);
  const toB = riderDistances(rows, cols, cells, c.b, DIAGONALS, PAWN);
  const moves = fromA[c.b];
  const reachable = moves !== UNREACHABLE;
  let reached = 0;
  for (let i = 0; i < grid.size; i++) if (fromA[i] >= 0) reached++;
  return {
    answer: String(moves),
    summary: { moves, reachable, sameColour: sameColour(cols, c.a, c.b), reachableSquares: reached },
    layers: [known(FROM_A, fromA), known(TO_B, toB), { ...ON_ROUTE_LAYER, data: Later.known({ values: onRoute(fromA, toB, moves), max: 1 }) }],
    // A route walks back from B through squares one move closer to A each time.
    line: Later.known(reachable ? { label: ROUTE_LABEL, pieces: ['bishop'], cells: riderRoute(rows, cols, cells, fromA, c.b, DIAGONALS, PAWN).reverse() } : undefined),
  };
}

/** The squares where the moves from A and to B add up to the answer (with no answer, -1, none do). */
export function onRoute(fromA: Int32Array, toB: Int32Array, moves: number): Int8Array {
  const values = new Int8Array(fromA.length);
  for (let i = 0; i < values.length; i++) {
    const x = fromA[i];
    if (x === WALL) values[i] = WALL;
    else if (x >= 0 && toB[i] >= 0 && x + toB[i] === moves) values[i] = ON_ROUTE;
  }
  return values;
}

/** A bishop never changes colour: the usual reason a square is out of reach. */
export function sameColour(cols: number, x: number, y: number): boolean {
  const colour = (i: number) => (((i / cols) | 0) + (i % cols)) & 1;
  return colour(x) === colour(y);
}

function known(info: LayerInfo, values: Int32Array): Layer {
  let max = 0;
  for (let i = 0; i < values.length; i++) if (values[i] > max) max = values[i];
  return { ...info, data: Later.known({ values, max }) };
}
