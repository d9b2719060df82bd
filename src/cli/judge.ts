// `grid-lens judge --run CMD FILE...`: the user's solution run on each test
// file and judged against the exact answers, one line per file. A file that
// is not a valid test is said to be so, not blamed on the program.

import { closeSync, openSync } from 'node:fs';
import { readAtMost } from './input';
import { analyze } from '../core/analyze';
import { BUILT_INS, PROBLEM_IDS, type Registry } from '../core/problems';
import { escapeText } from '../core/text/chars';
import { describeJudged, judgeRun } from '../run/judge';
import type { RunOptions } from '../run/program';
import { JUDGE_USAGE } from './judgeUsage';
import { runToEnd } from './interrupt';
import { whole } from './options';
import { describedFor } from './nearbyDescription';
import { chooseProblem, type ProblemChoice } from './problemArg';

/** Wall-clock time a program may take on one file unless --time-limit says otherwise, as judges commonly allow. */
const DEFAULT_TIME_MS = 2000;

const USAGE = `Usage:
${JUDGE_USAGE}
Prints "FILE: AC (12 ms)", "FILE: WA on test 3: expected 470, got 480 (9 ms)", TLE, RE, OLE, MLE
or "FILE: invalid test (LINE:COL: message)" for each FILE.
  --time-limit MS     wall-clock time per file (default ${DEFAULT_TIME_MS})
  --memory-limit MB   data memory of each process of CMD (ulimit -d; none by default)
  --problem ID        read every FILE as this problem: ${PROBLEM_IDS.join(', ')}, or the one a file
                      describes (--problem maze.grid-problem.json); without it, a FILE that a
                      *.grid-problem.json in its folder or above names in "files" is that problem
Exit status: 0 when every file is accepted, 1 otherwise (2 for a description with mistakes).`;

export interface JudgeIo {
  out(line: string): void;
  err(line: string): void;
}

interface JudgeArgs {
  command: string;
  files: string[];
  options: RunOptions;
  problem?: string;
}

/** How to read one file: the problems to read with (the built-in ones, and a description's), and the id to read as. */
interface Reading {
  registry: Registry;
  problem?: string;
}

/** The most a limit may be: an hour, a terabyte. */
const MAX_TIME_MS = 3_600_000;
const MAX_MEMORY_MB = 1 << 20;

function parseJudgeArgs(argv: string[]): JudgeArgs | { help: true } | string {
  let command: string | undefined;
  let timeMs = DEFAULT_TIME_MS;
  let memoryMb: number | undefined;
  let problem: string | undefined;
  const files: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const eq = a.indexOf('=');
    const name = a.startsWith('--') && eq > 0 ? a.slice(0, eq) : a;
    const takesValue = ['--run', '--time-limit', '--memory-limit', '--problem', '-p'].includes(name);
    let value: string | undefined;
    if (takesValue) {
      value = name !== a ? a.slice(eq + 1) : argv[++i];
      if (value === undefined) return `${name} needs a value.\n${USAGE}`;
    }
    if (name === '--run') command = value;
    else if (name === '--time-limit') {
      const ms = whole(value!, 1, MAX_TIME_MS);
      if (ms === undefined) return `--time-limit takes whole milliseconds from 1 to ${MAX_TIME_MS}, not "${escapeText(value!)}".`;
      timeMs = ms;
    } else if (name === '--memory-limit') {
      memoryMb = whole(value!, 1, MAX_MEMORY_MB);
      if (memoryMb === undefined) return `--memory-limit takes whole megabytes from 1 to ${MAX_MEMORY_MB}, not "${escapeText(value!)}".`;
    } else if (name === '--problem' || name === '-p') problem = value;
    else if (a === '--help' || a === '-h') return { help: true };
    else if (a.startsWith('-') && a !== '-') return `Unknown option ${escapeText(a)}.\n${USAGE}`;
    else files.push(a);
  }
  if (command === undefined || command.trim() === '') return `judge needs the command that runs your solution: --run "CMD".\n${USAGE}`;
  if (files.length === 0) return `judge needs at least one test file.\n${USAGE}`;
  const options: RunOptions = { timeMs, memoryBytes: memoryMb === undefined ? undefined : memoryMb * 1024 * 1024 };
  return { command, files, options, problem };
}

/** What follows "FILE: " for one file, and whether the program was accepted on it. */
async function judgeFile(file: string, args: JudgeArgs, reading: Reading): Promise<{ line: string; accepted: boolean }> {
  let bytes: Buffer;
  try {
    const fd = openSync(file, 'r');
    try {
      bytes = readAtMost(fd, file);
    } finally {
      closeSync(fd);
    }
  } catch (e) {
    return { line: `cannot read (${escapeText((e as Error).message)})`, accepted: false };
  }
  const a = analyze(bytes.toString('utf8'), { problem: reading.problem, registry: reading.registry });
  if (!a.problem) return { line: `invalid test (1:1: ${a.detection?.reason ?? 'unknown problem.'} Name it with --problem ID.)`, accepted: false };
  const first = a.errors[0];
  if (first) return { line: `invalid test (${first.range.start.line + 1}:${first.range.start.col + 1}: ${first.message})`, accepted: false };
  if (a.output === undefined) {
    const unsolved = a.results.findIndex((r) => r === undefined);
    const why = a.results.length === 0 ? 'invalid test (1:1: the file holds no complete test.)' : `not judged: Grid Lens could not solve test ${unsolved + 1}`;
    return { line: why, accepted: false };
  }
  const answers = a.results.map((r) => r!.answer);
  try {
    const judged = await judgeRun(args.command, bytes, answers, args.options);
    return { line: describeJudged(judged, args.options), accepted: judged.verdict === 'AC' };
  } catch (e) {
    return { line: `not run (${escapeText((e as Error).message)})`, accepted: false };
  }
}

/** Runs `judge` on its arguments (those after the word "judge"); resolves to the exit status. */
export async function judgeCommand(argv: string[], io: JudgeIo): Promise<number> {
  const args = parseJudgeArgs(argv);
  if (typeof args === 'string') {
    io.err(args);
    return 1;
  }
  if ('help' in args) {
    io.out(USAGE);
    return 0;
  }
  const named = args.problem === undefined ? undefined : chooseProblem(args.problem, BUILT_INS);
  if (named && 'status' in named) {
    for (const line of named.errors) io.err(line);
    return named.status;
  }
  for (const line of named?.warnings ?? []) io.err(line);
  // Without --problem, each file is read as the description near it names, each description read once.
  const nearby = new Map<string, ProblemChoice>();
  const readingOf = (file: string): Reading | { line: string } => {
    if (named) return named;
    const description = describedFor(file);
    if (description === undefined) return { registry: BUILT_INS };
    if (!nearby.has(description)) {
      const choice = chooseProblem(description, BUILT_INS);
      nearby.set(description, choice);
      for (const line of 'status' in choice ? [] : choice.warnings) io.err(line);
    }
    const choice = nearby.get(description)!;
    return 'status' in choice ? { line: `not judged: its description has mistakes: ${choice.errors[0]}` } : choice;
  };
  let accepted = 0;
  for (const file of args.files) {
    const reading = readingOf(file);
    const result = 'line' in reading ? { line: reading.line, accepted: false } : await judgeFile(file, args, reading);
    io.out(`${escapeText(file)}: ${result.line}`);
    if (result.accepted) accepted++;
  }
  if (args.files.length > 1) io.out(`${accepted} of ${args.files.length} files accepted.`);
  return accepted === args.files.length ? 0 : 1;
}

/** `grid-lens judge ...` from the process's arguments: interrupted, it ends the program it is running first. */
export function runJudgeCommand(argv: string[]): void {
  runToEnd('grid-lens', () => judgeCommand(argv, { out: (s) => console.log(s), err: (s) => console.error(s) }), 1);
}
