// What exists only for speed in Pacman, beside the reference it accelerates
// (solve.ts), held to it by test/unit/accelerators.test.ts:
// - the answer from one search from F that only counts, stopped once
//   Pacman's level is complete (and, with F out of reach, one from P), on the
//   framed board laid out straight from the text's bytes; the layers and the
//   route are computed only when someone reads them (the command line never does);
// - the answers of a clean input straight from its bytes, in WebAssembly.

import type { CleanTests } from '../../clean';
import { Later } from '../../later';
import { type Accelerator, type CaseResult, type Layer, type LayerInfo, UNREACHABLE, WALL } from '../../problem';
import type { Scratch } from '../../scratch';
import { descend } from '../../search/bfs';
import { countReached, gridBfsAbove } from '../../search/bfs.fast';
import { pairTable, textGridOf } from '../../search/text-grid.fast';
import { BITE, description, FOOD } from './description';
import type { PacmanCase } from './parse';
import { BITES, BITES_LAYER, FROM_P, HARMLESS, MARKS, NO_VAMPIRE, ROUTE_LABEL, TO_F } from './solve';

/** Every other character of the alphabet has a higher code: the searches take it as their floor. */
const WALL_CODE = '#'.charCodeAt(0);
const VAMPIRE = 'V'.charCodeAt(0);
const ALPHABET = description.cells.map((c) => c.ch).join('');
const { tests, header, totalCells } = description.layout;

function solveFast(c: PacmanCase, scratch: Scratch): CaseResult {
  const grid = c.grid!;
  const { rows, cols, cells, rowsInText: text } = grid;
  const toFood = countReached(rows, cols, cells, WALL_CODE, c.food, c.pacman, VAMPIRE, scratch, text);
  const canEat = toFood.distance !== UNREACHABLE;
  const biting = canEat ? toFood.marked : countReached(rows, cols, cells, WALL_CODE, c.pacman, -1, VAMPIRE, scratch, text).marked;
  const score = (canEat ? FOOD : 0) - BITE * biting;
  const fromP = Later.deferred(() => gridBfsAbove(rows, cols, cells, WALL_CODE, [c.pacman], scratch, text));
  const toF = Later.deferred(() => gridBfsAbove(rows, cols, cells, WALL_CODE, [c.food], scratch, text));
  const bites = () => {
    // The answer's rule, cell by cell: within Pacman's distance of F, or, with F out of reach, reaching him.
    const values = new Int8Array(grid.size);
    const limit = toF.get()![c.pacman];
    const reach = canEat ? toF.get()! : fromP.get()!;
    for (let i = 0; i < grid.size; i++) {
      const d = reach[i];
      values[i] = cells[i] === WALL_CODE ? WALL : cells[i] !== VAMPIRE ? NO_VAMPIRE : d !== UNREACHABLE && (!canEat || d <= limit) ? BITES : HARMLESS;
    }
    return { values, max: 2 };
  };
  return {
    answer: String(score),
    summary: { score, vampires: countCode(cells, VAMPIRE), bites: biting, foodReachable: canEat, distance: canEat ? toFood.distance : -1 },
    layers: [distanceLayer(FROM_P, fromP, cells), distanceLayer(TO_F, toF, cells), { ...BITES_LAYER, data: Later.deferred(bites) }],
    line: Later.deferred(() => (canEat ? { label: ROUTE_LABEL, pieces: ['Pacman'], cells: descend(rows, cols, toF.get()!, c.pacman) } : undefined)),
    marks: MARKS,
  };
}

/** A distance layer of distances computed when first read: walls apart from unreachable floor. */
function distanceLayer(info: LayerInfo, dist: Later<Int32Array>, cells: Uint8Array): Layer {
  return {
    ...info,
    data: Later.deferred(() => {
      const values = dist.get()!.slice();
      let max = 0;
      for (let i = 0; i < values.length; i++) {
        if (cells[i] === WALL_CODE) values[i] = WALL;
        else if (values[i] > max) max = values[i];
      }
      return { values, max };
    }),
  };
}

/** How many cells hold `code`. */
function countCode(cells: Uint8Array, code: number): number {
  let n = 0;
  for (let i = cells.indexOf(code); i !== -1; i = cells.indexOf(code, i + 1)) n++;
  return n;
}

/** solve()'s two searches on the rows as they lie in the text, with what parse() checks of them (see clean.ts). */
const clean: CleanTests = {
  maxTests: tests.max,
  answerHeld(scratch, bytes, at, end, final, count, answers) {
    const grid = textGridOf(scratch);
    const pairs = scratch.keep('pacman.pairs', () => pairTable(ALPHABET, 'PF'));
    const stop = grid.reachTests(bytes, at, end, final, answers.length === 0, count, header[0][0].max, totalCells, pairs, 'P', 'F', WALL_CODE, VAMPIRE);
    // A result: the bites, with bit 30 set when F reaches P (see text-grid.fast.ts's reachTests).
    const results = grid.results();
    for (let k = answers.length; k < results.length; k++) {
      const canEat = results[k] >= 1 << 30;
      answers.push(String((canEat ? FOOD : 0) - BITE * (results[k] & ((1 << 30) - 1))));
    }
    return stop;
  },
};

export const pacmanAccelerator: Accelerator<PacmanCase> = { solve: solveFast, clean };
