// What exists only for speed in Z-Game, beside the reference it accelerates
// (solve.ts), held to it by test/unit/accelerators.test.ts:
// - the answer and the line from one sweep of pathgame.fast.ts into a table
//   reused from test to test (fifty fresh tables of 250 000 bytes cost more
//   in page faults than the sweeps); the layers sweep again into a table of
//   their own, only when someone reads them (the command line never does);
// - the answers of a clean input straight from its bytes, in WebAssembly.

import type { CleanTests } from '../../clean';
import { Later } from '../../later';
import type { Accelerator, CaseResult, Layer, LayerData, LayerInfo } from '../../problem';
import type { Scratch } from '../../scratch';
import { bestLine, FORCE_DRAW, FORCE_LOSS, FORCE_MASK, FORCE_WIN, isDecided, solvePathGame, VALUE_WIN, valueOf } from '../../search/pathgame.fast';
import { textGridOf } from '../../search/text-grid.fast';
import { description } from './description';
import type { ZgameCase } from './parse';
import { FORCE_LAYER, lineLabel, MARKS, MOVER_ALICE, MOVER_BOB, MOVER_DECIDED, MOVER_LAYER, OUTCOME_CATEGORIES, OUTCOME_LAYER } from './solve';

const A = 'A'.charCodeAt(0);
const B = 'B'.charCodeAt(0);
const DOT = '.'.charCodeAt(0);

function solveFast(c: ZgameCase, scratch: Scratch): CaseResult {
  const { rows, cols, cells } = c.grid!;
  const table = solvePathGame(rows, cols, cells, A, B, scratch.uint8('zgame.sweep', rows * cols));
  const start = table[0];
  const value = valueOf(start);
  const own = Later.deferred(() => solvePathGame(rows, cols, cells, A, B));
  const layer = (info: LayerInfo, max: number, valueAt: (table: Uint8Array, i: number) => number): Layer => ({
    ...info,
    data: Later.deferred((): LayerData => {
      const values = new Int8Array(rows * cols);
      const t = own.get()!;
      for (let i = 0; i < values.length; i++) values[i] = valueAt(t, i);
      return { values, max };
    }),
  });
  return {
    answer: answerOf(start),
    summary: { win: (start & FORCE_WIN) !== 0, draw: (start & FORCE_DRAW) !== 0, loss: (start & FORCE_LOSS) !== 0, bestPlay: OUTCOME_CATEGORIES[value] },
    layers: [
      layer(FORCE_LAYER, FORCE_MASK, (t, i) => t[i] & FORCE_MASK),
      layer(OUTCOME_LAYER, VALUE_WIN, (t, i) => valueOf(t[i])),
      layer(MOVER_LAYER, MOVER_DECIDED, (_t, i) => {
        const r = Math.floor(i / cols);
        return isDecided(rows, cols, cells, A, B, i) ? MOVER_DECIDED : (r + i - r * cols) % 2 === 0 ? MOVER_ALICE : MOVER_BOB;
      }),
    ],
    // Read now, while the table is this test's.
    line: Later.known({ label: lineLabel(value), pieces: ['piece'], cells: bestLine(rows, cols, cells, table, A, B) }),
    marks: MARKS,
  };
}

/** The judge's line for the first cell's verdict: can Alice force a win, a draw, a loss. */
function answerOf(start: number): string {
  const yesNo = (bit: number) => ((start & bit) !== 0 ? 'yes' : 'no');
  return `${yesNo(FORCE_WIN)} ${yesNo(FORCE_DRAW)} ${yesNo(FORCE_LOSS)}`;
}

/** solve()'s sweep on the rows as they lie in the text, checking the cells as parse() does (see clean.ts). */
const clean: CleanTests = {
  maxTests: description.layout.tests.max,
  answerHeld(scratch, bytes, at, end, final, count, answers) {
    const grid = textGridOf(scratch);
    const stop = grid.pathGameTests(bytes, at, end, final, answers.length === 0, count, description.layout.header[0][0].max, A, B, DOT);
    const results = grid.results();
    for (let k = answers.length; k < results.length; k++) answers.push(answerOf(results[k]));
    return stop;
  },
};

export const zgameAccelerator: Accelerator<ZgameCase> = { solve: solveFast, clean };
