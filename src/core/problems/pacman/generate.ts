// Tests of Pacman vs. Vampire: boards in every common style with Pacman, the
// food and vampires on them, and the traps of this problem: vampires exactly
// as far from the food as Pacman is (they bite; one step farther, they do
// not; many of them are off every shortest route, which the write-up's rule
// misses), and food walled off, where every vampire of Pacman's area bites
// and the others do not.

import { type Board, carveMaze, paintSnake, place, scatter } from '../../generate/board';
import { layoutGenerator } from '../../generate/generator';
import type { Rng } from '../../random';
import { gridBfs } from '../../search/bfs';
import { description } from './description';

const FLOOR = '.'.charCodeAt(0);
const WALL = '#'.charCodeAt(0);
const PACMAN = 'P'.charCodeAt(0);
const FOOD = 'F'.charCodeAt(0);
const VAMPIRE = 'V'.charCodeAt(0);

/** Densities (per mille) the random boards draw from: none to crowded. */
const WALL_DENSITIES = [0, 100, 200, 300, 450];
const VAMPIRE_DENSITIES = [0, 50, 150, 300, 600];

export const pacmanGenerator = layoutGenerator(description, {
  floor: FLOOR,
  traps: [
    { name: 'equidistant', what: 'vampires exactly as far from F as Pacman is, and one step nearer or farther' },
    { name: 'walled-food', what: 'F walled off: only the vampires Pacman can meet bite' },
  ],
  fill(rng, board, style) {
    switch (style) {
      case 'random':
        scatter(rng, board, WALL, rng.pick(WALL_DENSITIES));
        placeAll(rng, board);
        break;
      case 'open':
        placeAll(rng, board);
        break;
      case 'maze':
      case 'snake': {
        const ends = style === 'maze' ? carveMaze(rng, board, WALL, FLOOR) : paintSnake(board, WALL, FLOOR);
        const [p, f] = rng.chance(500) ? [ends.start, ends.end] : [ends.end, ends.start];
        if (p !== f) {
          board.cells[p] = PACMAN;
          board.cells[f] = FOOD;
          vampires(rng, board);
        } else placeAll(rng, board);
        break;
      }
      case 'extremes':
        extremes(rng, board);
        break;
      case 'equidistant':
        equidistant(rng, board);
        break;
      case 'walled-food':
        walledFood(rng, board);
        break;
    }
    return {};
  },
});

/** Pacman and the food on free cells, then vampires at a random density. */
function placeAll(rng: Rng, board: Board): void {
  place(rng, board, PACMAN, [FLOOR], [FOOD]);
  place(rng, board, FOOD, [FLOOR], [PACMAN]);
  vampires(rng, board);
}

function vampires(rng: Rng, board: Board): void {
  const density = rng.pick(VAMPIRE_DENSITIES);
  for (const i of board.cellsOf(FLOOR)) if (rng.chance(density)) board.cells[i] = VAMPIRE;
}

/** Everything walled, nothing walled, or every free cell a vampire. */
function extremes(rng: Rng, board: Board): void {
  const kind = rng.below(3);
  if (kind === 0) board.cells.fill(WALL);
  if (kind === 2) board.cells.fill(VAMPIRE);
  place(rng, board, PACMAN, [], [FOOD]);
  place(rng, board, FOOD, [], [PACMAN]);
}

/**
 * A board Pacman can cross to the food, with vampires on cells exactly as
 * far from F as he is (at least one when such a cell is free), and some one
 * step nearer and one step farther.
 */
function equidistant(rng: Rng, board: Board): void {
  scatter(rng, board, WALL, rng.pick([0, 100, 200]));
  const p = place(rng, board, PACMAN, [FLOOR], [FOOD]);
  const f = place(rng, board, FOOD, [FLOOR], [PACMAN]);
  let toF = gridBfs(board.rows, board.cols, board.openMask(WALL), [f]);
  if (toF[p] < 0) {
    // No way to the food: open the board, so that the distances mean something.
    for (let i = 0; i < board.size; i++) if (board.cells[i] === WALL) board.cells[i] = FLOOR;
    toF = gridBfs(board.rows, board.cols, board.openMask(WALL), [f]);
  }
  const d = toF[p];
  const at = (k: number) => board.cellsOf(FLOOR).filter((i) => toF[i] === k);
  const same = rng.shuffle(at(d));
  const biting = same.length === 0 ? 0 : rng.int(1, same.length);
  for (const i of same.slice(0, biting)) board.cells[i] = VAMPIRE;
  for (const k of [d - 1, d + 1]) for (const i of at(k)) if (rng.chance(300)) board.cells[i] = VAMPIRE;
}

/** The food behind walls on every side, vampires on both sides of them. */
function walledFood(rng: Rng, board: Board): void {
  scatter(rng, board, WALL, rng.pick([0, 100, 250]));
  const f = place(rng, board, FOOD, [FLOOR, WALL], []);
  const r = board.row(f);
  const c = board.col(f);
  for (const [dr, dc] of [
    [-1, 0],
    [1, 0],
    [0, -1],
    [0, 1],
  ]) {
    const rr = r + dr;
    const cc = c + dc;
    if (rr >= 0 && cc >= 0 && rr < board.rows && cc < board.cols) board.cells[board.index(rr, cc)] = WALL;
  }
  place(rng, board, PACMAN, [FLOOR], [FOOD]);
  vampires(rng, board);
}
