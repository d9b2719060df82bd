// The command line's usage: one line per command, the problems from the registry.
// Apart from the commands so that `--help` loads none of them.

import type { Registry } from '../core/problems';
import { JUDGE_USAGE } from './judgeUsage';
import { GEN_USAGE, STRESS_USAGE } from './stressUsage';

export const SOLVE_USAGE = `  grid-lens solve FILE [--problem ID] [--json]   print the judge's output for FILE
  grid-lens detect FILE [--problem ID]            say which problem FILE is an input of
      --problem ID is a problem's id, or a file that describes a problem: --problem maze.grid-problem.json;
      without it, a *.grid-problem.json in FILE's folder or above whose "files" name FILE decides`;

export function usage(registry: Registry): string {
  return `Usage:
${SOLVE_USAGE}
${JUDGE_USAGE}
${GEN_USAGE}
${STRESS_USAGE}
Problems: ${registry.ids.join(', ')}
Exit status: 0 solved, 1 usage or file error, 2 invalid input; judge: 0 when every file is accepted, 1 otherwise;
stress: 0 when every test passed, 1 when one failed, 2 for a usage error.`;
}
