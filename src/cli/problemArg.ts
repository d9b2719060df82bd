// What `--problem` names: a problem of the registry by its id, or a problem
// described in a file (`--problem maze.grid-problem.json`), read and checked
// before any input is: its mistakes print as DESC:LINE:COL lines.

import { closeSync, openSync, statSync } from 'node:fs';
import { type DescriptionStatus, withDescriptions } from '../core/described/registry';
import { DESCRIPTION_SUFFIX } from '../core/described/types';
import type { Registry } from '../core/problems';
import { escapeText } from '../core/text/chars';
import { readAtMost } from './input';

export type ProblemChoice =
  /** The registry to read with (the description's problem added), and the id to read as. */
  | { registry: Registry; problem: string | undefined; warnings: string[] }
  /** What to print on standard error, and the exit status: 1 for a usage or file error, 2 for a description with mistakes. */
  | { status: 1 | 2; errors: string[] };

/** A value of --problem that is a path to a description rather than an id. */
export function isDescriptionPath(value: string): boolean {
  if (value.endsWith(DESCRIPTION_SUFFIX)) return true;
  try {
    return statSync(value).isFile();
  } catch {
    return false;
  }
}

/** The problem `value` names in `registry`, or in the description file it names. */
export function chooseProblem(value: string | undefined, registry: Registry): ProblemChoice {
  if (value === undefined || registry.ids.includes(value)) return { registry, problem: value, warnings: [] };
  if (!isDescriptionPath(value))
    return { status: 1, errors: [`Unknown problem "${escapeText(value)}". Choose one of: ${registry.ids.join(', ')}; or name a description file, such as maze${DESCRIPTION_SUFFIX}.`] };
  let text: string;
  try {
    const fd = openSync(value, 'r');
    try {
      text = readAtMost(fd, value).toString('utf8');
    } finally {
      closeSync(fd);
    }
  } catch (e) {
    return { status: 1, errors: [`grid-lens: cannot read the description ${escapeText(value)}: ${escapeText((e as Error).message)}`] };
  }
  const set = withDescriptions(registry, [{ name: value, text }]);
  const [read] = set.descriptions;
  const lines = (severity: 'error' | 'warning') => messages(value, read, severity);
  if (!read.problem) return { status: 2, errors: [...lines('error'), ...lines('warning')] };
  return { registry: set.registry, problem: read.problem.id, warnings: lines('warning') };
}

function messages(file: string, read: DescriptionStatus, severity: 'error' | 'warning'): string[] {
  return read.issues.filter((i) => i.severity === severity).map((i) => `${escapeText(file)}:${i.range.start.line + 1}:${i.range.start.col + 1}: ${severity}: ${i.message}`);
}
