// The problems of a set of description files added to a registry: each file
// read (read.ts), the valid ones made problems (problem.ts), and what only
// the set can see reported at its place (two files with one id). The
// extension host and the solver worker both build theirs from the same
// texts, in the same order, and so get the same problems.

import type { Problem } from '../problem';
import type { Registered, Registry } from '../problems';
import type { Issue } from '../text/issues';
import { describedProblem } from './problem';
import { readDescription } from './read';

/** A description file: how to name it (its path in the workspace) and its text. */
export interface DescriptionSource {
  name: string;
  text: string;
}

export interface DescriptionStatus {
  name: string;
  /** Its mistakes, at their line and column. */
  issues: Issue[];
  /** The problem it describes, when it has no error. */
  problem: Problem | undefined;
  /** Glob patterns of its tests, relative to its folder. */
  files: readonly string[];
}

export interface DescribedSet {
  registry: Registry;
  descriptions: DescriptionStatus[];
}

/** `base` with the problems `sources` describe; a description whose id is taken by an earlier one (or by `base`) is not added. */
export function withDescriptions(base: Registry, sources: readonly DescriptionSource[]): DescribedSet {
  const added: Registered[] = [];
  const owner = new Map<string, string>();
  const descriptions = sources.map((source): DescriptionStatus => {
    const read = readDescription(source.text);
    const issues = [...read.issues];
    let problem: Problem | undefined;
    if (read.problem) {
      const id = read.problem.description.id;
      const taken = owner.get(id) ?? (base.byId(id) ? 'a problem Grid Lens already has' : undefined);
      if (taken)
        issues.push({
          range: read.idRange!,
          message: `The id "${id}" is already that of ${owner.has(id) ? `the problem described in ${taken}` : taken}; choose another.`,
          severity: 'error',
          code: 'other',
        });
      else {
        const registered = describedProblem(read.problem, source.name);
        added.push(registered as Registered);
        owner.set(id, source.name);
        problem = registered.problem as Problem;
      }
    }
    return { name: source.name, issues, problem, files: read.problem?.files ?? [] };
  });
  return { registry: base.with(added), descriptions };
}
