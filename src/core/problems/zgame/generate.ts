// Tests of Z-Game: boards of letters and empty cells in every common style
// (a letter ends the game where it stands, so the letters are this game's
// walls: a maze or a snake of them leaves corridors of empty cells), and the
// traps of this problem: letters on the start cell (decided before any move)
// and on the last cell (a win or a loss there, never a draw), and letters
// only along the last row and column, where the end decides.

import { type Board, carveMaze, paintSnake, scatter } from '../../generate/board';
import { layoutGenerator } from '../../generate/generator';
import type { Rng } from '../../random';
import { description } from './description';

const EMPTY = '.'.charCodeAt(0);
const ALICE = 'A'.charCodeAt(0);
const BOB = 'B'.charCodeAt(0);
/** A stand-in for "some letter" while painting, made A or B afterwards. */
const LETTER = 0;

export const zgameGenerator = layoutGenerator(description, {
  floor: EMPTY,
  traps: [
    { name: 'corner-letters', what: 'a letter on the start cell, the last cell, or both' },
    { name: 'edges', what: 'letters only on the last row and the last column' },
  ],
  fill(rng, board, style) {
    switch (style) {
      case 'random':
        scatter(rng, board, LETTER, rng.pick([100, 250, 400, 600, 850]));
        break;
      case 'maze':
        carveMaze(rng, board, LETTER, EMPTY);
        break;
      case 'snake':
        paintSnake(board, LETTER, EMPTY);
        break;
      case 'extremes':
        board.cells.fill(rng.pick([EMPTY, LETTER, ALICE, BOB]));
        break;
      case 'corner-letters':
        scatter(rng, board, LETTER, rng.pick([0, 200, 400]));
        corners(rng, board);
        break;
      case 'edges':
        for (let r = 0; r < board.rows; r++) if (rng.chance(600)) board.cells[board.index(r, board.cols - 1)] = LETTER;
        for (let c = 0; c < board.cols; c++) if (rng.chance(600)) board.cells[board.index(board.rows - 1, c)] = LETTER;
        break;
    }
    letters(rng, board);
    return {};
  },
});

/** A letter on the first cell, the last, or both (the same cell on a 1 × 1 board). */
function corners(rng: Rng, board: Board): void {
  const which = rng.below(3);
  if (which !== 1) board.cells[0] = LETTER;
  if (which !== 0) board.cells[board.size - 1] = LETTER;
}

/** Each stand-in letter made Alice's or Bob's, in a proportion drawn for the board. */
function letters(rng: Rng, board: Board): void {
  const alice = rng.pick([0, 250, 500, 750, 1000]);
  for (let i = 0; i < board.size; i++) if (board.cells[i] === LETTER) board.cells[i] = rng.chance(alice) ? ALICE : BOB;
}
