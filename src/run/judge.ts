// One test file judged: the program run on it, then its output compared with
// the exact answers. The verdict and the words for it are shared by every
// caller (the command line now, the editor later), so they cannot differ.

import { compareOutput, describeComparison, type Comparison } from '../judge/compare';
import { escapeText } from '../core/text/chars';
import { OUTPUT_LIMIT, type RunOptions, type RunResult, runProgram } from './program';

export type JudgeVerdict = 'AC' | 'WA' | 'TLE' | 'RE' | 'OLE' | 'MLE';

export interface Judged {
  verdict: JudgeVerdict;
  run: RunResult;
  /** How the output compared, when the program ran to a normal end. */
  comparison?: Comparison;
}

/** `answers`: the exact answer of each test case of `input`, in order. */
export async function judgeRun(command: string, input: Uint8Array, answers: readonly string[], options: RunOptions): Promise<Judged> {
  const run = await runProgram(command, input, options);
  if (run.verdict !== 'OK') return { verdict: run.verdict, run };
  const comparison = compareOutput(answers, run.stdout);
  return { verdict: comparison.verdict, run, comparison };
}

/** Characters of standard error quoted at most after a verdict. */
const STDERR_SHOWN = 160;

/**
 * The verdict in one line, with the time taken: "AC (12 ms)",
 * "WA on test 3: expected 470, got 480 (9 ms)", "TLE (2000 ms)",
 * "RE (exit 3, 4 ms): <the last line of standard error>".
 */
export function describeJudged(j: Judged, options: RunOptions): string {
  const ms = `${Math.round(j.run.timeMs)} ms`;
  switch (j.verdict) {
    case 'AC':
    case 'WA':
      return `${describeComparison(j.comparison!)} (${ms})`;
    case 'TLE':
      return `TLE (${options.timeMs} ms)`;
    case 'OLE':
      return `OLE (more than ${megabytes(options.outputBytes ?? OUTPUT_LIMIT)} of output, ${ms})`;
    case 'MLE':
      return `MLE (limit ${megabytes(options.memoryBytes ?? 0)}, ${ms})${lastWords(j.run.stderr)}`;
    case 'RE':
      return `RE (${j.run.signal ? `signal ${j.run.signal}` : `exit ${j.run.exitCode}`}, ${ms})${lastWords(j.run.stderr)}`;
  }
}

function megabytes(bytes: number): string {
  return bytes % (1 << 20) === 0 ? `${bytes / (1 << 20)} MB` : `${bytes} bytes`;
}

/** ": " and the last line the program wrote to standard error, cut and with control characters escaped; nothing if it wrote none. */
function lastWords(stderr: Buffer): string {
  const lines = stderr
    .toString('utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
  const last = lines[lines.length - 1];
  if (last === undefined) return '';
  const chars = Array.from(last);
  const text = chars.length > STDERR_SHOWN ? chars.slice(0, STDERR_SHOWN).join('') + '…' : last;
  return ': ' + escapeText(text);
}
