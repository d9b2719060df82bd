// What a stress test works on: a problem's layout, its generator, and its
// exact answers to an input (or the first thing that makes the input
// invalid). A built-in problem comes from the registry; a problem described
// in a *.grid-problem.json file from its description, read here with the
// shared layout reader, its fixed squares checked, each test solved by the
// described solver.

import { analyze } from '../core/analyze';
import { describedGenerator } from '../core/described/generate';
import { readDescription } from '../core/described/read';
import { solveDescribed, squareCell } from '../core/described/solve';
import type { DescribedProblem } from '../core/described/types';
import type { ProblemDescription } from '../core/description';
import type { Generator } from '../core/generate/types';
import type { Registry } from '../core/problems';
import { readLayout } from '../core/read/layout';
import { Scratch } from '../core/scratch';
import { escapeText } from '../core/text/chars';
import type { Issue } from '../core/text/issues';
import { SourceText } from '../core/text/source';

/** An input's exact answers, one per test case, or why it is not a valid input. */
export type Checked = { answers: string[]; error?: undefined } | { error: string; answers?: undefined };

export interface StressTarget {
  /** The problem's id. */
  id: string;
  title: string;
  description: ProblemDescription;
  generator: Generator;
  /** What names the problem to `grid-lens judge` and `grid-lens gen`: its id, or its description file. */
  name: string;
  check(text: string): Checked;
}

/** A built-in (or registered) problem by its id; a sentence when there is none or it has no generator. */
export function registeredTarget(registry: Registry, id: string): StressTarget | string {
  const problem = registry.byId(id);
  if (!problem) return `Unknown problem "${escapeText(id)}". Choose one of: ${registry.ids.join(', ')}, or give a *.grid-problem.json file.`;
  const generator = registry.generatorOf(problem);
  if (!generator) return `${problem.title} has no test generator.`;
  // Working memory the solvers reuse from one input to the next, for this target's life.
  const scratch = new Scratch();
  return {
    id: problem.id,
    title: problem.title,
    description: problem.description,
    generator,
    name: problem.id,
    check(text) {
      const a = analyze(text, { problem: problem.id, registry, scratch });
      if (a.errors.length > 0) return { error: where(a.errors[0]) };
      const answers: string[] = [];
      for (const r of a.results) {
        if (!r) return { error: `Grid Lens could not solve test ${answers.length + 1}.` };
        answers.push(r.answer);
      }
      return answers.length > 0 ? { answers } : { error: 'the input holds no test.' };
    },
  };
}

/** A problem described in a file (`file` names it in messages and commands); a sentence when the description has errors. */
export function describedTarget(file: string, text: string): StressTarget | string {
  const read = readDescription(text);
  const problem = read.problem;
  if (!problem) {
    const first = read.issues.find((i) => i.severity === 'error') ?? read.issues[0];
    return `${escapeText(file)}:${first ? `${where(first)}` : ' not a problem description.'}`;
  }
  return {
    id: problem.description.id,
    title: problem.description.title,
    description: problem.description,
    generator: describedGenerator(problem),
    name: file,
    check: (input) => checkDescribed(problem, input),
  };
}

function checkDescribed(problem: DescribedProblem, text: string): Checked {
  const parsed = readLayout(new SourceText(text), problem.description);
  const error = parsed.issues.find((i) => i.severity === 'error');
  if (error) return { error: where(error) };
  const answers: string[] = [];
  for (const c of parsed.cases) {
    if (!c.valid || !c.grid) return { error: `test ${c.index + 1} cannot be read.` };
    const test = { rows: c.grid.rows, cols: c.grid.cols, cells: c.grid.cells, values: c.values };
    // The shared reader checks the squares the header names; a square at fixed numbers is checked here.
    const cells: number[] = [];
    for (const s of [problem.start, problem.goal]) {
      if (!s) continue;
      const cell = squareCell(s, test);
      const line = c.firstLine + 1;
      if (cell < 0) return { error: `${line}:1: ${s.name} lies off the board of test ${c.index + 1}.` };
      const ch = String.fromCharCode(test.cells[cell]);
      if (!s.on.includes(ch)) return { error: `${line}:1: ${s.name} of test ${c.index + 1} stands on "${escapeText(ch)}".` };
      cells.push(cell);
    }
    if (problem.goalNotStart && cells.length === 2 && cells[0] === cells[1]) return { error: `${c.firstLine + 1}:1: the goal square of test ${c.index + 1} is its start square.` };
    answers.push(solveDescribed(problem, test).answer);
  }
  return answers.length > 0 ? { answers } : { error: 'the input holds no test.' };
}

/** "LINE:COL: message", 1-based. */
function where(issue: Issue): string {
  return `${issue.range.start.line + 1}:${issue.range.start.col + 1}: ${issue.message}`;
}
