// The registry: the only place that lists the problems.
import type { Problem, ProblemId } from '../problem';
import { pacman } from './pacman';
import { bishop } from './bishop';
import { matrix } from './matrix';
import { zgame } from './zgame';

export const PROBLEMS: readonly Problem[] = [pacman, bishop, matrix, zgame] as Problem[];

export const PROBLEM_IDS: readonly ProblemId[] = PROBLEMS.map((p) => p.id);

export function problemById(id: string): Problem | undefined {
  return PROBLEMS.find((p) => p.id === id);
}
