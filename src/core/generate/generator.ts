// A problem's generator from what fills one board: the shared part chooses
// each test's style and size (within the statement's limits and the cells a
// file may hold), lets the problem's board maker fill the board, writes the
// header values it implies, and lays the tests out as the input says.

import type { ProblemDescription } from '../description';
import type { Rng } from '../random';
import { Board } from './board';
import { boardLimits, type BoardLimits, pickSize, planSizes } from './sizes';
import { type BoardMaker, COMMON_STYLES, type GenerateOptions, type Generator, MIX, TRAPS } from './types';
import { laidTest, type LaidTest, writeInput } from './write';

export function layoutGenerator(description: ProblemDescription, maker: BoardMaker, limits: BoardLimits = boardLimits(description)): Generator {
  const styles = [...COMMON_STYLES, ...maker.traps];
  const traps = maker.traps.map((s) => s.name);
  const names = styles.map((s) => s.name);
  return {
    styles,
    traps,
    largestBoard(size) {
      const plan = planSizes(limits, size);
      if (typeof plan === 'string') return plan;
      return Math.min(plan.pick.rows.max * plan.pick.cols.max, plan.totalCells ?? Number.MAX_SAFE_INTEGER);
    },
    generate(rng: Rng, options: GenerateOptions): string {
      const plan = planSizes(limits, options.size);
      if (typeof plan === 'string') throw new Error(plan);
      if (options.style !== MIX && options.style !== TRAPS && !names.includes(options.style)) throw new Error(`no style "${options.style}"`);
      const count = description.layout.tests ? options.tests : 1;
      const tests: LaidTest[] = [];
      let cellsLeft = plan.totalCells ?? Number.MAX_SAFE_INTEGER;
      for (let t = 0; t < count; t++) {
        const style = options.style === MIX ? rng.pick(names) : options.style === TRAPS ? rng.pick(traps.length > 0 ? traps : names) : options.style;
        // The cells left, shared evenly among the tests still to come.
        const budget = Math.max(plan.minCells, Math.floor(cellsLeft / (count - t)));
        const size = pickSize((span) => rng.int(span.min, span.max), plan, style === 'extremes', budget);
        const board = new Board(size.rows, size.cols, maker.floor);
        const filled = maker.fill(rng, board, style);
        tests.push(laidTest(description, rng, board, filled, plan.spread));
        cellsLeft -= size.rows * size.cols;
      }
      return writeInput(description, tests);
    },
  };
}
