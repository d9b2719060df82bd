// Random valid inputs of any described problem, small enough for a brute
// force: boards of a few cells a side, the squares on cells they may stand
// on, each counted character exactly as often as the description says. Made
// from the description alone, so the tests that use them know nothing of how
// Grid Lens reads inputs.

import type { NumberSpec } from '../../../src/core/description';
import type { DescribedProblem } from '../../../src/core/described/types';
import type { Random } from '../random';

/** A test of the input, as written. */
export interface RandomTest {
  values: Record<string, number>;
  rows: string[];
}

/** An input of `problem` with its tests; `maxSide` bounds the board's sides. */
export function randomInput(problem: DescribedProblem, rnd: Random, maxSide = 7): { text: string; tests: RandomTest[] } {
  const layout = problem.description.layout;
  const count = layout.tests ? rnd.int(Math.max(1, layout.tests.min), Math.min(3, Number(layout.tests.max))) : 1;
  const tests = Array.from({ length: count }, () => randomTest(problem, rnd, maxSide));
  const lines: string[] = layout.tests ? [String(count)] : [];
  for (const t of tests) {
    for (const line of layout.header) lines.push(line.map((n) => t.values[n.name]).join(' '));
    lines.push(...t.rows);
  }
  return { text: lines.join('\n') + '\n', tests };
}

function randomTest(problem: DescribedProblem, rnd: Random, maxSide: number): RandomTest {
  const layout = problem.description.layout;
  const specs = new Map<string, NumberSpec>(layout.header.flat().map((n) => [n.name, n]));
  const values: Record<string, number> = {};
  const upTo = (n: NumberSpec, cap: number) => Math.min(cap, typeof n.max === 'number' ? n.max : values[n.max]);
  const side = (size: string | number) => {
    if (typeof size === 'number') return size;
    const n = specs.get(size)!;
    values[size] ??= rnd.int(n.min, Math.max(n.min, upTo(n, maxSide)));
    return values[size];
  };
  const counted = problem.cells.filter((x) => x.count !== undefined);
  const need = counted.reduce((n, x) => n + x.count!, 0) + 2;
  let rows = side(layout.rows);
  let cols = side(layout.cols);
  // Room for every counted character and both squares.
  for (let tries = 0; rows * cols < need && tries < 20; tries++) {
    for (const size of [layout.rows, layout.cols]) if (typeof size === 'string') delete values[size];
    rows = side(layout.rows);
    cols = side(layout.cols);
  }
  const walls = problem.cells.filter((x) => x.role === 'wall').map((x) => x.ch);
  // Characters with a count go in separately; start and goal cells of any number, now and then.
  const plain = problem.cells.filter((x) => x.role !== 'wall' && x.count === undefined && (x.role === 'floor' || x.role === 'digit' || rnd.chance(0.3))).map((x) => x.ch);
  const open = plain.length > 0 ? plain : problem.cells.filter((x) => x.role !== 'wall' && x.count === undefined).map((x) => x.ch);
  const wallShare = walls.length ? rnd.pick([0, 0.15, 0.3, 0.5]) : 0;
  const cells = Array.from({ length: rows * cols }, () => (rnd.chance(wallShare) ? rnd.pick(walls) : rnd.pick(open.length ? open : walls)));
  const taken = new Set<number>();
  for (const square of layout.squares ?? []) {
    // A coordinate is fixed, or a value read already (the board's size, for its last cell), or free to choose.
    const known = (v: string | number) => (typeof v === 'number' ? v - square.base : values[v] !== undefined ? values[v] - square.base : undefined);
    const [r0, c0] = [known(square.row), known(square.col)];
    const fits = (i: number) => !taken.has(i) && (r0 === undefined || Math.floor(i / cols) === r0) && (c0 === undefined || i % cols === c0);
    const choices = Array.from({ length: rows * cols }, (_, i) => i).filter(fits);
    const at = choices.length > 0 ? rnd.pick(choices) : (r0 ?? 0) * cols + (c0 ?? 0);
    if (r0 === undefined) values[square.row as string] = Math.floor(at / cols) + square.base;
    if (c0 === undefined) values[square.col as string] = (at % cols) + square.base;
    const allowed = [...square.on].filter((ch) => !counted.some((x) => x.ch === ch));
    if (!allowed.includes(cells[at])) cells[at] = rnd.pick(allowed);
    taken.add(at);
  }
  for (const x of counted) {
    // No stray copy of it, then exactly `count` of it on cells no square uses.
    for (let i = 0; i < cells.length; i++) if (cells[i] === x.ch) cells[i] = rnd.pick(open);
    const free = Array.from({ length: rows * cols }, (_, i) => i).filter((i) => !taken.has(i));
    for (const k of rnd.distinct(free.length, x.count!)) {
      cells[free[k]] = x.ch;
      taken.add(free[k]);
    }
  }
  for (const [name, n] of specs) values[name] ??= rnd.int(n.min, Math.max(n.min, upTo(n, n.min + 5)));
  return { values, rows: Array.from({ length: rows }, (_, r) => cells.slice(r * cols, (r + 1) * cols).join('')) };
}
