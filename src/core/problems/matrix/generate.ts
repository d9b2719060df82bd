// Tests of Matrix: 8 × 8 scenarios in every common style with you (M), the
// two agents and the phones, and the traps of this problem: long games,
// decided only after many plies (you at one end of a long corridor, the phone
// at the other, the agents far behind: a search cut off at some depth calls
// them trapped), and races (an agent exactly as far from a phone as you are,
// or one step nearer or farther), where who moves first decides.

import { type Board, carveMaze, type Ends, paintSnake, place, scatter } from '../../generate/board';
import { layoutGenerator } from '../../generate/generator';
import type { Rng } from '../../random';
import { gridBfs } from '../../search/bfs';
import { description } from './description';

const FLOOR = '.'.charCodeAt(0);
const WALL = '#'.charCodeAt(0);
const PHONE = 'P'.charCodeAt(0);
const AGENT = 'A'.charCodeAt(0);
const YOU = 'M'.charCodeAt(0);

const PIECES = [YOU, AGENT];

export const matrixGenerator = layoutGenerator(description, {
  floor: FLOOR,
  traps: [
    { name: 'long-game', what: 'you and a phone at the two ends of a long corridor, the agents far: decided after many plies' },
    { name: 'race', what: 'an agent as far from a phone as you are, or one step nearer or farther' },
  ],
  fill(rng, board, style) {
    switch (style) {
      case 'random':
        scatter(rng, board, WALL, rng.pick([0, 150, 300, 450]));
        pieces(rng, board, rng.int(0, 3));
        break;
      case 'open':
        pieces(rng, board, rng.int(0, 3));
        break;
      case 'maze':
      case 'snake':
        corridor(rng, board, style === 'maze' ? carveMaze(rng, board, WALL, FLOOR) : paintSnake(board, WALL, FLOOR), false);
        break;
      case 'extremes':
        extremes(rng, board);
        break;
      case 'long-game':
        corridor(rng, board, rng.chance(500) ? carveMaze(rng, board, WALL, FLOOR) : paintSnake(board, WALL, FLOOR), true);
        break;
      case 'race':
        race(rng, board);
        break;
    }
    return {};
  },
});

/** You and the two agents on free squares, then `phones` phones. */
function pieces(rng: Rng, board: Board, phones: number): void {
  place(rng, board, YOU, [FLOOR], [AGENT]);
  place(rng, board, AGENT, [FLOOR], [YOU, AGENT]);
  place(rng, board, AGENT, [FLOOR], [YOU, AGENT]);
  for (let k = 0; k < phones; k++) place(rng, board, PHONE, [FLOOR], [...PIECES, PHONE]);
}

/**
 * You at one end of the corridors, a phone at the other; the agents on
 * random free squares, or (`far`) where they cannot cut you off: shut in
 * the walls (alone, or next to the corridor), or behind you, farther from the
 * phone than you are, chasing you all the way.
 */
function corridor(rng: Rng, board: Board, ends: Ends, far: boolean): void {
  const [end, phone] = rng.chance(500) ? [ends.start, ends.end] : [ends.end, ends.start];
  const toPhone = gridBfs(board.rows, board.cols, board.openMask(WALL), [phone]);
  // Behind you: a few steps in from the end, with the end's cells behind.
  const behind = far && rng.chance(500) ? board.cellsOf(FLOOR).filter((i) => toPhone[i] >= 0 && toPhone[i] >= toPhone[end] - 2) : [];
  const you = behind.length >= 3 ? behind.filter((i) => toPhone[i] === Math.min(...behind.map((j) => toPhone[j])))[0] : end;
  board.cells[you] = YOU;
  if (phone !== you) board.cells[phone] = PHONE;
  const where = !far ? board.cellsOf(FLOOR) : behind.length >= 3 ? behind.filter((i) => i !== you) : board.cellsOf(WALL);
  for (let k = 0; k < 2; k++) {
    const free = where.filter((i) => board.cells[i] === FLOOR || board.cells[i] === WALL);
    if (free.length > 0) board.cells[rng.pick(free)] = AGENT;
    else place(rng, board, AGENT, [FLOOR], [...PIECES, PHONE]);
  }
}

/** Everything walled but the pieces, nothing walled, or every free square a phone. */
function extremes(rng: Rng, board: Board): void {
  const kind = rng.below(3);
  if (kind === 0) board.cells.fill(WALL);
  pieces(rng, board, 0);
  if (kind === 2) for (const i of board.cellsOf(FLOOR)) board.cells[i] = PHONE;
}

/** One phone, you, and an agent as far from the phone as you are, give or take one step. */
function race(rng: Rng, board: Board): void {
  scatter(rng, board, WALL, rng.pick([0, 150, 300]));
  const phone = place(rng, board, PHONE, [FLOOR], []);
  const you = place(rng, board, YOU, [FLOOR], [PHONE]);
  const toPhone = gridBfs(board.rows, board.cols, board.openMask(WALL), [phone]);
  const d = toPhone[you];
  const near = board.cellsOf(FLOOR).filter((i) => d >= 0 && Math.abs(toPhone[i] - d) <= 1);
  if (near.length > 0) board.cells[rng.pick(near)] = AGENT;
  else place(rng, board, AGENT, [FLOOR], [PHONE, YOU]);
  place(rng, board, AGENT, [FLOOR], [PHONE, ...PIECES]);
}
