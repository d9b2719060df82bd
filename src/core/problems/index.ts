// The registry: the one place that lists the problems. Everything that
// names or lists problems comes from here: the id type, the settings' enum
// and the grammar's letters (held to it by test/unit/manifest.test.ts), the
// command line's usage, what detection tells each problem of the others'
// letters. A problem is one folder beside this file; adding one is a folder
// and a line below.

import type { Generator } from '../generate/types';
import type { Accelerator, Case, Problem } from '../problem';
import { bishop, bishopAccelerator, bishopGenerator } from './bishop';
import { matrix, matrixGenerator } from './matrix';
import { pacman, pacmanAccelerator, pacmanGenerator } from './pacman';
import { zgame, zgameAccelerator, zgameGenerator } from './zgame';

/** A problem, what accelerates it, if anything, and what writes tests of it, if anything. */
export interface Registered<C extends Case = Case> {
  problem: Problem<C>;
  accelerator?: Accelerator<C>;
  generator?: Generator;
}

const BUILT_IN = [
  { problem: pacman, accelerator: pacmanAccelerator, generator: pacmanGenerator },
  { problem: bishop, accelerator: bishopAccelerator, generator: bishopGenerator },
  { problem: matrix, generator: matrixGenerator },
  { problem: zgame, accelerator: zgameAccelerator, generator: zgameGenerator },
] as const;

/** The ids of the built-in problems. */
export type ProblemId = (typeof BUILT_IN)[number]['problem']['id'];

/** A set of problems that detection chooses among: the built-in ones, or those with a few more (a test's, a user's). */
export class Registry {
  readonly problems: readonly Problem[];
  readonly ids: readonly string[];
  private readonly accelerators = new Map<Problem, Accelerator>();
  private readonly generators = new Map<Problem, Generator>();
  private readonly foreignLetters = new Map<Problem, string[]>();

  constructor(entries: readonly Registered[]) {
    this.problems = entries.map((e) => e.problem);
    this.ids = this.problems.map((p) => p.id);
    for (const e of entries) {
      if (e.accelerator) this.accelerators.set(e.problem, e.accelerator);
      if (e.generator) this.generators.set(e.problem, e.generator);
    }
    for (const p of this.problems) this.foreignLetters.set(p, foreignTo(p, this.problems));
  }

  byId(id: string): Problem | undefined {
    return this.problems.find((p) => p.id === id);
  }

  acceleratorOf(problem: Problem): Accelerator | undefined {
    return this.accelerators.get(problem);
  }

  /** What writes tests of the problem, if anything does. */
  generatorOf(problem: Problem): Generator | undefined {
    return this.generators.get(problem);
  }

  /** The letters of the other problems' pieces and marks that this problem's board never holds. */
  foreignTo(problem: Problem): readonly string[] {
    return this.foreignLetters.get(problem) ?? foreignTo(problem, this.problems);
  }

  /** Board characters that name no piece or mark of any problem (floors, walls): a board of only these cannot tell problems apart. */
  plainLetters(): string {
    const telling = new Set(this.problems.flatMap((p) => p.description.cells.filter((c) => c.role === 'piece' || c.role === 'mark').map((c) => c.ch)));
    const plain = new Set(this.problems.flatMap((p) => p.description.cells.map((c) => c.ch)).filter((ch) => !telling.has(ch)));
    return [...plain].join('');
  }

  /** A registry of these problems and `more`. */
  with(more: readonly Registered[]): Registry {
    return new Registry([...this.problems.map((problem) => ({ problem, accelerator: this.accelerators.get(problem), generator: this.generators.get(problem) })), ...more]);
  }
}

function foreignTo(problem: Problem, all: readonly Problem[]): string[] {
  const own = new Set(problem.description.cells.map((c) => c.ch));
  const letters = all.filter((p) => p !== problem).flatMap((p) => p.description.cells.filter((c) => c.role === 'piece' || c.role === 'mark').map((c) => c.ch));
  return [...new Set(letters.filter((ch) => !own.has(ch)))];
}

/** The built-in problems. */
export const BUILT_INS = new Registry(BUILT_IN as readonly Registered[]);

export const PROBLEMS: readonly Problem[] = BUILT_INS.problems;

export const PROBLEM_IDS: readonly string[] = BUILT_INS.ids;

export function problemById(id: string): Problem | undefined {
  return BUILT_INS.byId(id);
}
