// The rules of Z-Game, as a plain solver: the definition the faster one
// (accelerate.ts) is held to.
//
// The piece starts on the first cell; Alice moves first, and a move takes it
// one cell right or down. Whenever it stands on "A" Alice has won, on "B" Bob
// has; reaching the last cell without that is a draw. So the mover on row r,
// column c is Alice when r + c is even, and a letter on the first cell decides
// at once. Each of the judge's three questions (can Alice force a win, a draw,
// a loss, whatever Bob does) is a game of its own, and so is best play (Alice
// aims to win, else to draw); one backward pass over the cells answers all of
// them, each cell from the one or two it leads to.

import { Later } from '../../later';
import type { CaseResult, Layer, LayerInfo } from '../../problem';
import type { ZgameCase } from './parse';

const A = 'A'.charCodeAt(0);
const B = 'B'.charCodeAt(0);

/** What Alice can force from a cell: a set of outcomes, as bits. */
export const FORCE_WIN = 1;
export const FORCE_DRAW = 2;
export const FORCE_LOSS = 4;
/** Indexed by the force bits. */
export const FORCE_CATEGORIES = ['nothing', 'win', 'draw', 'win, draw', 'loss', 'win, loss', 'draw, loss', 'win, draw, loss'];

/** The result of best play, ordered as Alice prefers. */
export const BOB_WINS = 0;
export const DRAW = 1;
export const ALICE_WINS = 2;
export const OUTCOME_CATEGORIES = ['Bob wins', 'draw', 'Alice wins'];

/** Who moves from a cell. */
export const MOVER_ALICE = 0;
export const MOVER_BOB = 1;
export const MOVER_DECIDED = 2;
export const MOVER_CATEGORIES = ['Alice', 'Bob', 'decided'];

// "What Alice can force" comes first, so it is what a view shows unless told otherwise.
export const FORCE_LAYER: LayerInfo = {
  id: 'force',
  name: 'What Alice can force',
  unit: '',
  legend: 'the outcomes Alice can make certain from each cell, whatever Bob does',
  kind: 'category',
  categories: FORCE_CATEGORIES,
};
export const OUTCOME_LAYER: LayerInfo = {
  id: 'outcome',
  name: 'Best play',
  unit: '',
  legend: 'the result when Alice aims to win, else to draw, and Bob opposes',
  kind: 'category',
  categories: OUTCOME_CATEGORIES,
};
export const MOVER_LAYER: LayerInfo = {
  id: 'mover',
  name: 'Who moves',
  unit: '',
  legend: 'who moves from each cell; "decided" where the game is over',
  kind: 'category',
  categories: MOVER_CATEGORIES,
};
export const MARKS = [{ layer: 'mover', category: MOVER_ALICE, label: 'Alice moves here', style: 'underline' }] as const;

export function solveZgame(c: ZgameCase): CaseResult {
  const { rows, cols, cells, size } = c.grid!;
  const force = new Int8Array(size);
  const outcome = new Int8Array(size);
  const mover = new Int8Array(size);
  for (let i = size - 1; i >= 0; i--) {
    const r = Math.floor(i / cols);
    const col = i - r * cols;
    if (cells[i] === A || cells[i] === B || i === size - 1) {
      const result = cells[i] === A ? ALICE_WINS : cells[i] === B ? BOB_WINS : DRAW;
      outcome[i] = result;
      force[i] = result === ALICE_WINS ? FORCE_WIN : result === BOB_WINS ? FORCE_LOSS : FORCE_DRAW;
      mover[i] = MOVER_DECIDED;
      continue;
    }
    const next = [col + 1 < cols ? i + 1 : -1, r + 1 < rows ? i + cols : -1].filter((n) => n >= 0);
    const alice = (r + col) % 2 === 0;
    mover[i] = alice ? MOVER_ALICE : MOVER_BOB;
    // Alice forces an outcome when some move does; against Bob, every move must.
    force[i] = alice ? next.reduce((bits, n) => bits | force[n], 0) : next.reduce((bits, n) => bits & force[n], FORCE_WIN | FORCE_DRAW | FORCE_LOSS);
    outcome[i] = alice ? Math.max(...next.map((n) => outcome[n])) : Math.min(...next.map((n) => outcome[n]));
  }
  const start = force[0];
  const yesNo = (bit: number) => ((start & bit) !== 0 ? 'yes' : 'no');
  const value = outcome[0];
  return {
    answer: `${yesNo(FORCE_WIN)} ${yesNo(FORCE_DRAW)} ${yesNo(FORCE_LOSS)}`,
    summary: { win: (start & FORCE_WIN) !== 0, draw: (start & FORCE_DRAW) !== 0, loss: (start & FORCE_LOSS) !== 0, bestPlay: OUTCOME_CATEGORIES[value] },
    layers: [known(FORCE_LAYER, force, FORCE_WIN | FORCE_DRAW | FORCE_LOSS), known(OUTCOME_LAYER, outcome, ALICE_WINS), known(MOVER_LAYER, mover, MOVER_DECIDED)],
    line: Later.known({ label: lineLabel(value), pieces: ['piece'], cells: bestLine(rows, cols, mover, outcome) }),
    marks: MARKS,
  };
}

export function lineLabel(value: number): string {
  return `a line of best play (Alice aims to win, else to draw; Bob opposes; ties go right): ${value === ALICE_WINS ? 'Alice wins' : value === DRAW ? 'a draw' : 'Bob wins'}`;
}

/** From the first cell, each mover taking the way best for them until the game is decided; ties go right. */
function bestLine(rows: number, cols: number, mover: Int8Array, outcome: Int8Array): Int32Array {
  const line: number[] = [0];
  for (let i = 0; mover[i] !== MOVER_DECIDED; line.push(i)) {
    const r = Math.floor(i / cols);
    const c = i - r * cols;
    if (c === cols - 1) i += cols;
    else if (r === rows - 1) i += 1;
    else {
      const right = outcome[i + 1];
      const down = outcome[i + cols];
      i += (mover[i] === MOVER_ALICE ? down > right : down < right) ? cols : 1;
    }
  }
  return Int32Array.from(line);
}

function known(info: LayerInfo, values: Int8Array, max: number): Layer {
  return { ...info, data: Later.known({ values, max }) };
}
