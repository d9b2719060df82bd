// What a stress test works on: a problem's layout, its generator, and its
// exact answers to an input (or the first thing that makes the input
// invalid). Built-in and described problems alike come from a registry
// (a described one added by core/described/registry.ts's withDescriptions).

import { analyze } from '../core/analyze';
import type { ProblemDescription } from '../core/description';
import type { Generator } from '../core/generate/types';
import type { Registry } from '../core/problems';
import { Scratch } from '../core/scratch';
import { escapeText } from '../core/text/chars';
import type { Issue } from '../core/text/issues';

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

/**
 * A problem of `registry` by its id; a sentence when there is none or it has no generator.
 * `name` is what names it to the command line (a description's file), its id by default.
 */
export function registeredTarget(registry: Registry, id: string, name = id): StressTarget | string {
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
    name,
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

/** "LINE:COL: message", 1-based. */
function where(issue: Issue): string {
  return `${issue.range.start.line + 1}:${issue.range.start.col + 1}: ${issue.message}`;
}
