// `grid-lens gen PROBLEM [--seed N] [--tests T] [--size S] [--style STYLE]`:
// one valid input of the problem on standard output, the same bytes for the
// same options on any machine.

import { BUILT_INS, type Registry } from '../core/problems';
import { Rng } from '../core/random';
import { escapeText } from '../core/text/chars';
import { MIX, type SizeOption } from '../core/generate/types';
import type { CliIo } from './io';
import { sizeOf, seedOf, styleList, styleOf, targetOf, testsRange } from './generation';
import { readArguments, whole } from './options';
import { GEN_USAGE } from './stressUsage';

const USAGE = `Usage:
${GEN_USAGE}
  PROBLEM        a problem id (${BUILT_INS.ids.join(', ')}) or a *.grid-problem.json file
  --seed N       0 to 4294967295 (default 1): the same seed writes the same input
  --tests T      test cases in the file, for problems with a count line (default 1)
  --size S       tiny (sides up to 5), small (up to 10, the default), medium (up to 100),
                 max (the statement's largest), or ROWSxCOLS such as 3x4
  --style STYLE  mix (the default: each test a style at random), traps (the problem's traps),
                 random, open, maze, snake, extremes, or one of the problem's traps;
                 "grid-lens gen PROBLEM --style help" lists them
Exit status: 0 when the input is written, 1 for a usage error.`;

export function genCommand(argv: readonly string[], io: CliIo, registry: Registry = BUILT_INS): number {
  const args = readArguments(argv, ['--seed', '--tests', '--size', '--style']);
  if (typeof args === 'string') {
    io.err(`${args}\n${USAGE}`);
    return 1;
  }
  if (args.help) {
    io.out(USAGE);
    return 0;
  }
  if (args.words.length !== 1) {
    io.err(args.words.length === 0 ? `gen needs a problem.\n${USAGE}` : `gen takes one problem, not ${args.words.map(escapeText).join(' ')}.\n${USAGE}`);
    return 1;
  }
  const target = targetOf(registry, args.words[0]);
  if (typeof target === 'string') {
    io.err(target);
    return 1;
  }
  const style = styleOf(target, args.values.get('--style') ?? MIX);
  if (typeof style !== 'string') {
    // Asking for the list is no error.
    if (args.values.get('--style') === 'help') {
      io.out(styleList(target));
      return 0;
    }
    io.err(style.error);
    return 1;
  }
  const seed = seedOf(args.values.get('--seed') ?? '1');
  const size = sizeOf(args.values.get('--size') ?? 'small');
  const range = testsRange(target);
  const testsText = args.values.get('--tests') ?? String(range.min);
  const tests = whole(testsText, range.min, range.max);
  const problem =
    (typeof seed === 'string' && seed) ||
    (typeof size === 'object' && 'error' in size && size.error) ||
    (tests === undefined &&
      (range.max === 1 ? `${target.title} has one test per input: --tests takes 1 only.` : `--tests takes a whole number from ${range.min} to ${range.max}, not "${escapeText(testsText)}".`)) ||
    sizeProblem(target.generator.largestBoard(size as SizeOption));
  if (problem) {
    io.err(problem);
    return 1;
  }
  io.write(target.generator.generate(new Rng(seed as number), { tests: tests!, size: size as SizeOption, style }));
  return 0;
}

/** What is wrong with a size for the problem, if anything. */
export function sizeProblem(largest: number | string): string | undefined {
  return typeof largest === 'string' ? `--size: ${largest}` : undefined;
}
