// Reads a test input of a described problem the way a judge's solution does:
// whitespace-separated tokens, numbers then board rows, as scanf("%d") and
// scanf("%s") would. It checks every limit the description states and throws
// at the first broken one. Plain and independent of the core's readers, so
// the examples are checked against the description, not against the code
// that reads it.

import type { DescribedProblem, SquareRule } from '../../../src/core/described/types';

export interface JudgeTest {
  values: Record<string, number>;
  rows: number;
  cols: number;
  cells: Uint8Array;
}

export function readAsJudge(problem: DescribedProblem, text: string): JudgeTest[] {
  const tokens = text.split(/[ \t\r\n]+/).filter((t) => t !== '');
  let at = 0;
  const next = (what: string) => {
    if (at >= tokens.length) throw new Error(`the input ends before ${what}`);
    return tokens[at++];
  };
  const layout = problem.description.layout;
  const number = (name: string, min: number, max: number | string, values: Record<string, number>) => {
    const token = next(name);
    if (!/^-?[0-9]+$/.test(token)) throw new Error(`${name} is "${token}", not a whole number`);
    const v = Number(token);
    const top = typeof max === 'number' ? max : values[max];
    if (v < min || v > top) throw new Error(`${name} = ${v} is outside ${min}..${top}`);
    return v;
  };
  const count = layout.tests ? number(layout.tests.name, layout.tests.min, layout.tests.max, {}) : 1;
  const alphabet = new Map(problem.cells.map((c) => [c.ch, c]));
  const tests: JudgeTest[] = [];
  let total = 0;
  for (let t = 0; t < count; t++) {
    const values: Record<string, number> = {};
    for (const line of layout.header) for (const spec of line) values[spec.name] = number(spec.name, spec.min, spec.max, values);
    const rows = typeof layout.rows === 'number' ? layout.rows : values[layout.rows];
    const cols = typeof layout.cols === 'number' ? layout.cols : values[layout.cols];
    total += rows * cols;
    if (layout.totalCells !== undefined && total > layout.totalCells) throw new Error(`the boards have more than ${layout.totalCells} cells together`);
    const cells = new Uint8Array(rows * cols);
    for (let r = 0; r < rows; r++) {
      const row = next(`row ${r + 1}`);
      if (row.length !== cols) throw new Error(`row ${r + 1} has ${row.length} characters, not ${cols}`);
      for (let c = 0; c < cols; c++) {
        if (!alphabet.has(row[c])) throw new Error(`row ${r + 1} has "${row[c]}", which is not a board character`);
        cells[r * cols + c] = row.charCodeAt(c);
      }
    }
    for (const cell of problem.cells) {
      if (cell.count === undefined) continue;
      const n = cells.filter((x) => x === cell.ch.charCodeAt(0)).length;
      if (n !== cell.count) throw new Error(`test ${t + 1} has ${n} "${cell.ch}", not ${cell.count}`);
    }
    const square = (s: SquareRule) => {
      const r = (typeof s.row === 'number' ? s.row : values[s.row]) - s.base;
      const c = (typeof s.col === 'number' ? s.col : values[s.col]) - s.base;
      if (r < 0 || c < 0 || r >= rows || c >= cols) throw new Error(`${s.name} (${r + s.base}, ${c + s.base}) is off the board`);
      if (!s.on.includes(String.fromCharCode(cells[r * cols + c]))) throw new Error(`${s.name} stands on "${String.fromCharCode(cells[r * cols + c])}"`);
      return r * cols + c;
    };
    const start = problem.start && square(problem.start);
    const goal = problem.goal && square(problem.goal);
    if (problem.goalNotStart && start === goal) throw new Error('the goal square is the start square');
    tests.push({ values, rows, cols, cells });
  }
  if (at < tokens.length) throw new Error(`text after the last test: "${tokens[at]}"`);
  return tests;
}
