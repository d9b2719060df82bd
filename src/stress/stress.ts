// The stress test: generated inputs (many test cases per file where the
// format has a count line, so one run of the program checks many tests),
// each judged against the exact answers, `jobs` programs running at once;
// at the first failure, the failing input shrunk while the program still
// fails on it the same way. Pure Node, no editor: the command line and the
// editor's command both call stress().
//
// File k is written from seed + k: `grid-lens gen` with that seed writes it
// again. With several jobs the failure reported is still the one of the
// lowest file: files after it are stopped, files before it run to the end.

import { describeJudged, type Judged, judgeOutput, type JudgeVerdict } from '../run/judge';
import { type RunOptions, type RunResult, runProgram } from '../run/program';
import { ProgramPool } from '../run/program.fast';
import { Rng } from '../core/random';
import { shrink } from '../core/shrink/shrink';
import type { SizeOption } from '../core/generate/types';
import type { Checked, StressTarget } from './target';

export interface StressOptions {
  target: StressTarget;
  /** The shell command that runs the user's solution. */
  command: string;
  /** Test cases to check in all. */
  tests: number;
  /** The first file's seed (0 to MAX_SEED); file k has seed + k (mod 2^32). */
  seed: number;
  size: SizeOption;
  style: string;
  /** The limits of each run: time per file, memory. */
  run: RunOptions;
  /** Programs running at once. */
  jobs: number;
  /** Test cases per file, for a layout with a count line (default: as many as casesPerFile() allows). */
  casesPerFile?: number;
  /** The shrinking's budget: runs and milliseconds. */
  shrinkRuns?: number;
  shrinkMs?: number;
  /** Start every run the plain way (runProgram), not through the shells that stay (program.fast.ts). */
  plainRuns?: boolean;
}

export interface StressProgress {
  phase: 'testing' | 'shrinking';
  /** Test cases judged and accepted so far. */
  tests: number;
  total: number;
  files: number;
  elapsedMs: number;
  /** Runs of the program while shrinking. */
  shrinkRuns: number;
}

export interface StressHooks {
  onProgress?(progress: StressProgress): void;
  /** Aborting stops the programs running and the test; stress() then rejects with the signal's reason. */
  signal?: AbortSignal;
}

export interface StressFailure {
  /** The seed of the failing file, and the options that write it again with `grid-lens gen`. */
  seed: number;
  cases: number;
  /** The failing file as generated. */
  original: string;
  /** How the program failed on it. */
  originalLine: string;
  /** The shrunk input, its exact answers, and what the program did on it. */
  input: string;
  answers: string[];
  verdict: JudgeVerdict;
  run: RunResult;
  /** "WA on test 1: expected 480, got 490 (3 ms)", as `grid-lens judge` says it. */
  line: string;
  shrink: { runs: number; ms: number; minimal: boolean };
}

export interface StressResult {
  /** Test cases judged and accepted (before the failure, if there is one). */
  passed: number;
  files: number;
  elapsedMs: number;
  /** Grid Lens's own time, summed over the files: generating, solving exactly, comparing. */
  ownMs: number;
  /** The programs' time, start to exit, summed over the files. */
  programMs: number;
  failure?: StressFailure;
}

/**
 * The most test cases one file holds when the statement sets no limit (Grid
 * Lens's own reading limit is far above): judges' files of such problems hold
 * a few, and a right solution may take a while on each.
 */
const UNSTATED_LIMIT = 10;

/** Cells one file's boards hold together at most, so that the exact answers of one file stay quick. */
const FILE_CELLS = 1 << 18;

/** Test cases per file: as many as the statement allows, within FILE_CELLS of the largest boards of `size`. */
export function casesPerFile(target: StressTarget, size: SizeOption): number {
  const tests = target.description.layout.tests;
  const largest = target.generator.largestBoard(size);
  if (!tests || typeof largest === 'string') return 1;
  const largestBoard = Math.max(1, largest);
  const max = typeof tests.max === 'number' ? tests.max : 1;
  const limit = tests.maxNote ? Math.min(max, UNSTATED_LIMIT) : max;
  const total = target.description.layout.totalCells ?? Number.MAX_SAFE_INTEGER;
  const fit = Math.floor(Math.min(total, Math.max(FILE_CELLS, largestBoard)) / largestBoard);
  return Math.max(1, Math.min(limit, fit));
}

interface FileOutcome {
  index: number;
  seed: number;
  cases: number;
  text: string;
  input: Buffer;
  checked: Checked & { answers: string[] };
  judged: Judged;
}

/** Runs the command on one input: through a pool of shells when there is one, else the plain way. */
type Runner = (input: Uint8Array, signal: AbortSignal | undefined) => Promise<RunResult>;

export async function stress(options: StressOptions, hooks: StressHooks = {}): Promise<StressResult> {
  const pool = options.plainRuns ? undefined : await ProgramPool.open(options.command, { size: Math.max(1, options.jobs), ...options.run });
  const run: Runner = pool ? (input, signal) => pool.run(input, { timeMs: options.run.timeMs, signal }) : (input, signal) => runProgram(options.command, input, { ...options.run, signal });
  try {
    return await stressWith(run, options, hooks);
  } finally {
    pool?.close();
  }
}

async function stressWith(runOnce: Runner, options: StressOptions, hooks: StressHooks): Promise<StressResult> {
  const started = performance.now();
  const { target } = options;
  const perFile = options.casesPerFile ?? casesPerFile(target, options.size);
  const files = Math.ceil(options.tests / perFile);
  const casesOf = (k: number) => (target.description.layout.tests ? Math.min(perFile, options.tests - k * perFile) : 1);
  const seedOf = (k: number) => (options.seed + k) % 0x1_0000_0000;
  let next = 0;
  /** Files from this index on are not started (the lowest failing file so far). */
  let stopAt = files;
  /** The files accepted: a file after a failure may have been, before the failure was known. */
  const accepted = new Set<number>();
  let passed = 0;
  let ownMs = 0;
  let programMs = 0;
  let failures: FileOutcome[] = [];
  const running = new Map<number, AbortController>();
  const outer = hooks.signal;
  const progress = (phase: StressProgress['phase'], shrinkRuns = 0) =>
    hooks.onProgress?.({ phase, tests: passed, total: options.tests, files: accepted.size, elapsedMs: performance.now() - started, shrinkRuns });

  const lane = async () => {
    for (;;) {
      while (accepted.has(next)) next++;
      if (next >= stopAt || outer?.aborted) return;
      const k = next++;
      const t0 = performance.now();
      const text = target.generator.generate(new Rng(seedOf(k)), { tests: casesOf(k), size: options.size, style: options.style });
      const checked = target.check(text);
      if (checked.error !== undefined) throw new Error(`Grid Lens generated an invalid test (seed ${seedOf(k)}): ${checked.error} This is a bug in Grid Lens.`);
      const input = Buffer.from(text, 'latin1');
      ownMs += performance.now() - t0;
      // Stopped when a file before it fails, or when the whole test is.
      const stop = new AbortController();
      const stopAll = () => stop.abort(outer?.reason);
      outer?.addEventListener('abort', stopAll, { once: true });
      running.set(k, stop);
      let run;
      try {
        run = await runOnce(input, stop.signal);
      } catch (e) {
        if (stop.signal.aborted && !outer?.aborted) continue;
        throw e;
      } finally {
        running.delete(k);
        outer?.removeEventListener('abort', stopAll);
      }
      const t1 = performance.now();
      programMs += run.timeMs;
      const judged = judgeOutput(run, checked.answers);
      ownMs += performance.now() - t1;
      if (judged.verdict === 'AC') {
        accepted.add(k);
        passed += checked.answers.length;
        progress('testing');
        continue;
      }
      failures.push({ index: k, seed: seedOf(k), cases: checked.answers.length, text, input, checked, judged });
      if (k < stopAt) {
        stopAt = k;
        for (const [j, c] of running) if (j > k) c.abort();
      }
    }
  };
  const result: StressResult = { passed: 0, files: 0, elapsedMs: 0, ownMs: 0, programMs: 0 };
  let firstFailing = files;
  for (;;) {
    try {
      await Promise.all(Array.from({ length: Math.max(1, Math.min(options.jobs, files)) }, lane));
    } catch (e) {
      for (const c of running.values()) c.abort();
      throw e;
    }
    if (outer?.aborted) throw outer.reason;
    const first = failures.sort((a, b) => a.index - b.index)[0];
    if (!first) break;
    // A time limit passed while other programs ran beside it (or the machine was busy) is confirmed by a run alone.
    if (first.judged.verdict === 'TLE') {
      const again = await runOnce(first.input, outer);
      programMs += again.timeMs;
      first.judged = judgeOutput(again, first.checked.answers);
      if (first.judged.verdict === 'AC') {
        accepted.add(first.index);
        passed += first.cases;
        failures = [];
        stopAt = files;
        next = first.index + 1;
        continue;
      }
    }
    firstFailing = first.index;
    result.failure = cannotStart(first.judged.run) ? unshrunk(options, first) : await shrinkFailure(runOnce, options, first, hooks, (runs) => progress('shrinking', runs));
    break;
  }
  // After a failure, only the files before it count: those after it that ended first depend on the jobs.
  const before = result.failure ? [...accepted].filter((k) => k < firstFailing) : [...accepted];
  const counted = result.failure ? before.reduce((n, k) => n + casesOf(k), 0) : passed;
  return { ...result, passed: counted, files: before.length + (result.failure ? 1 : 0), ownMs, programMs, elapsedMs: performance.now() - started };
}

/** A program that is not there or may not run (the shell's statuses 127, 126, nothing written) fails every test alike. */
export function cannotStart(run: RunResult): boolean {
  return run.verdict === 'RE' && (run.exitCode === 126 || run.exitCode === 127) && run.stdout.length === 0;
}

/** The failure as the file showed it: nothing to shrink. */
function unshrunk(options: StressOptions, file: FileOutcome): StressFailure {
  const line = describeJudged(file.judged, options.run);
  return {
    seed: file.seed,
    cases: file.cases,
    original: file.text,
    originalLine: line,
    input: file.text,
    answers: file.checked.answers,
    verdict: file.judged.verdict,
    run: file.judged.run,
    line,
    shrink: { runs: 0, ms: 0, minimal: false },
  };
}

async function shrinkFailure(runOnce: Runner, options: StressOptions, file: FileOutcome, hooks: StressHooks, onRun: (runs: number) => void): Promise<StressFailure> {
  const started = performance.now();
  const { target } = options;
  const verdict = file.judged.verdict;
  // The last input checked, and each input the program failed on, with how.
  let lastChecked: { text: string; checked: Checked } | undefined;
  const failed = new Map<string, { judged: Judged; answers: string[] }>([[file.text, { judged: file.judged, answers: file.checked.answers }]]);
  const check = (text: string) => {
    if (lastChecked?.text !== text) lastChecked = { text, checked: target.check(text) };
    return lastChecked.checked;
  };
  let runs = 0;
  const shrunk = await shrink(file.text, {
    description: target.description,
    valid: (text) => check(text).error === undefined,
    fails: async (text) => {
      const answers = check(text).answers!;
      const run = await runOnce(Buffer.from(text, 'latin1'), hooks.signal);
      onRun(++runs);
      const judged = judgeOutput(run, answers);
      if (judged.verdict !== verdict) return false;
      failed.set(text, { judged, answers });
      return true;
    },
    suspect: file.judged.comparison?.verdict === 'WA' ? file.judged.comparison.test - 1 : undefined,
    maxRuns: options.shrinkRuns,
    maxMs: options.shrinkMs,
    signal: hooks.signal,
  });
  if (hooks.signal?.aborted) throw hooks.signal.reason;
  const last = failed.get(shrunk.text)!;
  return {
    seed: file.seed,
    cases: file.cases,
    original: file.text,
    originalLine: describeJudged(file.judged, options.run),
    input: shrunk.text,
    answers: last.answers,
    verdict: last.judged.verdict,
    run: last.judged.run,
    line: describeJudged(last.judged, options.run),
    shrink: { runs: shrunk.runs, ms: performance.now() - started, minimal: shrunk.minimal },
  };
}
