// What `grid-lens gen` and `grid-lens stress` share: the problem (a built-in
// id or a *.grid-problem.json file) and the options that choose the tests
// (seed, size, style, how many), read and checked against that problem.

import { SIZE_NAMES, type SizeOption, MIX, TRAPS } from '../core/generate/types';
import type { Registry } from '../core/problems';
import { MAX_SEED } from '../core/random';
import { escapeText } from '../core/text/chars';
import { registeredTarget, type StressTarget } from '../stress/target';
import { chooseProblem } from './problemArg';
import { whole } from './options';

/** The problem a command names: a registered id, or a description file (such as maze.grid-problem.json). */
export function targetOf(registry: Registry, problem: string): StressTarget | string {
  const choice = chooseProblem(problem, registry);
  if ('status' in choice) return choice.errors.join('\n');
  return registeredTarget(choice.registry, choice.problem ?? problem, problem);
}

/** `tiny`, `small`, `medium`, `max` or `HxW` (also `H×W`). */
export function sizeOf(text: string): SizeOption | { error: string } {
  if ((SIZE_NAMES as readonly string[]).includes(text)) return text as SizeOption;
  const m = /^(\d{1,9})[x×X](\d{1,9})$/.exec(text);
  if (m) return { rows: Number(m[1]), cols: Number(m[2]) };
  return { error: `--size takes ${SIZE_NAMES.join(', ')} or ROWSxCOLS (such as 3x4), not "${escapeText(text)}".` };
}

export function seedOf(text: string): number | string {
  const n = whole(text, 0, MAX_SEED);
  return n ?? `--seed takes a whole number from 0 to ${MAX_SEED}, not "${escapeText(text)}".`;
}

/** The style, if the problem's generator makes it; else the list of its styles. */
export function styleOf(target: StressTarget, text: string): string | { error: string } {
  const names = target.generator.styles.map((s) => s.name);
  if (text === MIX || text === TRAPS || names.includes(text)) return text;
  return { error: `${target.title} has no style "${escapeText(text)}".\n${styleList(target)}` };
}

/** The styles of a problem, one a line. */
export function styleList(target: StressTarget): string {
  const lines = [`Styles of ${target.title}:`, `  ${MIX.padEnd(14)} each test in a style chosen at random (the default)`];
  if (target.generator.traps.length > 0) lines.push(`  ${TRAPS.padEnd(14)} each test in one of the problem's traps: ${target.generator.traps.join(', ')}`);
  for (const s of target.generator.styles) lines.push(`  ${s.name.padEnd(14)} ${s.what}`);
  return lines.join('\n');
}

/** The least and most test cases one file of the problem may hold. */
export function testsRange(target: StressTarget): { min: number; max: number } {
  const tests = target.description.layout.tests;
  if (!tests) return { min: 1, max: 1 };
  return { min: Math.max(1, tests.min), max: typeof tests.max === 'number' ? tests.max : 1 };
}
