// `grid-lens stress PROBLEM --run CMD ...`: the user's solution on generated
// tests against the exact answers, progress on standard error; at the first
// failure the input shrunk, written to DIR as NAME.in with its answers in
// NAME.ans, shown when small with the expected and actual output and the
// command that judges it again.

import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { MIX, type SizeOption } from '../core/generate/types';
import { BUILT_INS, type Registry } from '../core/problems';
import { MAX_SEED } from '../core/random';
import { escapeText } from '../core/text/chars';
import { cannotStart, type StressFailure, type StressProgress, type StressResult, casesPerFile, stress } from '../stress/stress';
import type { StressTarget } from '../stress/target';
import { sizeProblem } from './gen';
import { runToEnd } from './interrupt';
import { seedOf, sizeOf, styleOf, targetOf } from './generation';
import { readArguments, whole } from './options';
import { STRESS_USAGE } from './stressUsage';

const DEFAULTS = { tests: 1000, size: 'tiny', timeMs: 2000, out: 'stress-failures' } as const;

const USAGE = `Usage:
${STRESS_USAGE}
  PROBLEM            a problem id (${BUILT_INS.ids.join(', ')}) or a *.grid-problem.json file
  --run CMD          the command that runs your solution (its input on standard input)
  --tests N          test cases to check (default ${DEFAULTS.tests}); problems with a count line get
                     many per file, so one run of CMD checks many
  --seed S           the first file's seed, 0 to ${MAX_SEED} (default: from the clock, and said)
  --size S           tiny (the default: sides up to 5, the best for small counterexamples), small,
                     medium, max (the statement's largest: for time limits) or ROWSxCOLS
  --style STYLE      mix (the default), traps, random, open, maze, snake, extremes, or a trap;
                     "grid-lens gen PROBLEM --style help" lists them
  --time-limit MS    wall-clock time per run of CMD (default ${DEFAULTS.timeMs})
  --memory-limit MB  data memory of each process of CMD (none by default)
  --jobs J           runs of CMD at once (default: twice the number of processors; a time
                     limit passed while others ran is confirmed by a run alone)
  --out DIR          where the shrunk failure is written (default ./${DEFAULTS.out})
Exit status: 0 when every test passed, 1 when one failed (shrunk and written to DIR),
2 for a usage error or when CMD cannot be started.`;

const MAX_TESTS = 100_000_000;
const MAX_TIME_MS = 3_600_000;
const MAX_MEMORY_MB = 1 << 20;
const MAX_JOBS = 256;

/** Inputs of at most this many lines and characters are shown whole. */
const SHOWN_LINES = 30;
const SHOWN_CHARS = 2000;

export interface StressIo {
  out(line: string): void;
  err(line: string): void;
  /** Progress, rewritten in place on a terminal: called often, with a line without a newline. */
  progress?(line: string): void;
}

interface StressArgs {
  target: StressTarget;
  command: string;
  tests: number;
  seed: number;
  size: SizeOption;
  sizeText: string;
  style: string;
  timeMs: number;
  memoryBytes: number | undefined;
  jobs: number;
  out: string;
}

const NAMES = ['--run', '--tests', '--seed', '--size', '--style', '--time-limit', '--memory-limit', '--jobs', '--out'];

function parseStressArgs(argv: readonly string[], registry: Registry, now: number): StressArgs | { help: true } | string {
  const args = readArguments(argv, NAMES);
  if (typeof args === 'string') return `${args}\n${USAGE}`;
  if (args.help) return { help: true };
  const v = args.values;
  if (args.words.length !== 1) return args.words.length === 0 ? `stress needs a problem.\n${USAGE}` : `stress takes one problem, not ${args.words.map(escapeText).join(' ')}.\n${USAGE}`;
  const command = v.get('--run');
  if (command === undefined || command.trim() === '') return `stress needs the command that runs your solution: --run "CMD".\n${USAGE}`;
  const target = targetOf(registry, args.words[0]);
  if (typeof target === 'string') return target;
  const style = styleOf(target, v.get('--style') ?? MIX);
  if (typeof style !== 'string') return style.error;
  const number = (name: string, fallback: number, min: number, max: number, unit: string) => {
    const text = v.get(name);
    if (text === undefined) return fallback;
    return whole(text, min, max) ?? `${name} takes ${unit} from ${min} to ${max}, not "${escapeText(text)}".`;
  };
  const tests = number('--tests', DEFAULTS.tests, 1, MAX_TESTS, 'a whole number');
  const timeMs = number('--time-limit', DEFAULTS.timeMs, 1, MAX_TIME_MS, 'whole milliseconds');
  const memoryMb = number('--memory-limit', 0, 1, MAX_MEMORY_MB, 'whole megabytes');
  // A run of a small program spends much of its time starting, not computing: two per processor keep them busy.
  const jobs = number('--jobs', Math.min(MAX_JOBS, 2 * availableParallelism()), 1, MAX_JOBS, 'a whole number');
  const seed = v.has('--seed') ? seedOf(v.get('--seed')!) : now % (MAX_SEED + 1);
  const sizeText = v.get('--size') ?? DEFAULTS.size;
  const size = sizeOf(sizeText);
  for (const x of [tests, timeMs, memoryMb, jobs, seed]) if (typeof x === 'string') return x;
  if (typeof size === 'object' && 'error' in size) return size.error;
  const wrongSize = sizeProblem(target.generator.largestBoard(size as SizeOption));
  if (wrongSize) return wrongSize;
  return {
    target,
    command,
    tests: tests as number,
    seed: seed as number,
    size: size as SizeOption,
    sizeText,
    style,
    timeMs: timeMs as number,
    memoryBytes: memoryMb === 0 ? undefined : (memoryMb as number) * 1024 * 1024,
    jobs: jobs as number,
    out: v.get('--out') ?? DEFAULTS.out,
  };
}

/** Runs `stress` on its arguments (those after the word "stress"); resolves to the exit status. */
export async function stressCommand(argv: readonly string[], io: StressIo, registry: Registry = BUILT_INS, signal?: AbortSignal): Promise<number> {
  const args = parseStressArgs(argv, registry, Date.now());
  if (typeof args === 'string') {
    io.err(args);
    return 2;
  }
  if ('help' in args) {
    io.out(USAGE);
    return 0;
  }
  const perFile = casesPerFile(args.target, args.size);
  const options = {
    target: args.target,
    command: args.command,
    tests: args.tests,
    seed: args.seed,
    size: args.size,
    style: args.style,
    run: { timeMs: args.timeMs, memoryBytes: args.memoryBytes },
    jobs: args.jobs,
    casesPerFile: perFile,
  };
  io.err(
    `stress: ${args.target.title}, ${args.tests} tests (${perFile === 1 ? 'one per run' : `up to ${perFile} per run`}), seed ${args.seed}, size ${args.sizeText}, style ${args.style}, ${args.jobs} at once.`,
  );
  let shown = 0;
  const result = await stress(options, {
    signal,
    onProgress: (p) => {
      const now = performance.now();
      // A few times a second is enough for a person, and costs nothing.
      if (now - shown < 250) return;
      shown = now;
      io.progress?.(progressLine(p));
    },
  });
  io.progress?.('');
  if (!result.failure) {
    io.out(passedReport(args, result));
    return 0;
  }
  const failure = result.failure;
  if (cannotStart(failure.run)) {
    io.err(`stress: ${failure.line}: the command cannot be started.`);
    return 2;
  }
  const written = writeFailure(args, failure);
  if (typeof written !== 'string') {
    io.err(`stress: cannot write the failure into ${escapeText(args.out)}: ${escapeText(written.error)}`);
    for (const line of failedReport(args, result, failure, undefined)) io.out(line);
    return 1;
  }
  for (const line of failedReport(args, result, failure, written)) io.out(line);
  return 1;
}

function progressLine(p: StressProgress): string {
  const seconds = p.elapsedMs / 1000;
  if (p.phase === 'shrinking') return `stress: a test failed; shrinking it (${p.shrinkRuns} runs)`;
  return `stress: ${p.tests} of ${p.total} tests passed, ${Math.round(p.tests / Math.max(seconds, 0.001))} tests/s`;
}

function passedReport(args: StressArgs, r: StressResult): string {
  const seconds = r.elapsedMs / 1000;
  const perTest = (ms: number) => `${(ms / Math.max(1, r.passed)).toFixed(3)} ms`;
  return [
    `All ${r.passed} tests passed (${r.files} ${r.files === 1 ? 'run' : 'runs'}, seed ${args.seed}, ${seconds.toFixed(1)} s, ${Math.round(r.passed / Math.max(seconds, 0.001))} tests/s).`,
    `Per test: ${perTest(r.programMs)} in your program's runs, ${perTest(r.ownMs)} in Grid Lens (generating, solving, comparing).`,
  ].join('\n');
}

/** The files' base name: the problem and the failing file's seed. */
function writeFailure(args: StressArgs, f: StressFailure): string | { error: string } {
  const base = join(args.out, `${args.target.id}-${f.seed}`);
  try {
    mkdirSync(args.out, { recursive: true });
    writeFileSync(`${base}.in`, f.input);
    writeFileSync(`${base}.ans`, f.answers.join('\n') + '\n');
    return base;
  } catch (e) {
    return { error: (e as Error).message };
  }
}

function failedReport(args: StressArgs, r: StressResult, f: StressFailure, base: string | undefined): string[] {
  const lines: string[] = [];
  const cases = (n: number) => `${n} ${n === 1 ? 'test' : 'tests'}`;
  lines.push(`Failed after ${r.passed} tests passed: a file of ${cases(f.cases)} (seed ${f.seed}): ${f.originalLine}`);
  const shrunkTests = f.answers.length;
  lines.push(
    `Shrunk in ${f.shrink.runs} runs (${(f.shrink.ms / 1000).toFixed(1)} s) to ${cases(shrunkTests)}${f.shrink.minimal ? '' : ' (the shrinking ran out of time; smaller may fail too)'}: ${f.line}`,
  );
  const small = f.input.split('\n').length <= SHOWN_LINES && f.input.length <= SHOWN_CHARS;
  const where = (ext: string) => (base ? ` (${escapeText(base)}${ext})` : '');
  if (small) {
    lines.push(`--- input${where('.in')}`, ...body(f.input));
    lines.push(`--- expected${where('.ans')}`, ...body(f.answers.join('\n')));
    const output = f.run.stdout.subarray(0, 4 * SHOWN_CHARS).toString('utf8');
    lines.push('--- your output', ...body(output.length > SHOWN_CHARS ? output.slice(0, SHOWN_CHARS) + '…' : output));
    lines.push('---');
  } else if (base) lines.push(`Input: ${escapeText(base)}.in, expected output: ${escapeText(base)}.ans`);
  if (base) lines.push(`Judge it again: grid-lens judge --run ${shellQuote(args.command)} --problem ${shellQuote(args.target.name)} ${shellQuote(base + '.in')}`);
  const gen = [
    `grid-lens gen ${shellQuote(args.target.name)} --seed ${f.seed}`,
    args.target.description.layout.tests ? ` --tests ${f.cases}` : '',
    ` --size ${args.sizeText} --style ${args.style}`,
  ].join('');
  lines.push(`The file before shrinking: ${gen}`);
  return lines;
}

/** Text lines shown as they are, control characters escaped; "(nothing)" for none. */
function body(text: string): string[] {
  const lines = text.replace(/\n$/, '').split('\n');
  return text === '' ? ['(nothing)'] : lines.map(escapeText);
}

/** A word as the shell reads it back: quoted when it holds anything but plain characters. */
function shellQuote(word: string): string {
  return /^[A-Za-z0-9_./:=@%+,-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** `grid-lens stress ...` from the process's arguments: progress rewritten on a terminal; interrupted, it ends the programs it runs. */
export function runStressCommand(argv: string[]): void {
  const tty = process.stderr.isTTY;
  let lastLength = 0;
  let lastLine = 0;
  const io: StressIo = {
    out: (s) => console.log(s),
    err: (s) => console.error(s),
    progress: (line) => {
      if (tty) {
        process.stderr.write('\r' + line.padEnd(lastLength) + (line === '' ? '\r' : ''));
        lastLength = line.length;
        return;
      }
      // In a log, a line every few seconds.
      const now = performance.now();
      if (line === '' || now - lastLine < 3000) return;
      lastLine = now;
      process.stderr.write(line + '\n');
    },
  };
  runToEnd('grid-lens stress', () => stressCommand(argv, io), 2);
}
