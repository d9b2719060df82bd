// The user's solution judged on one test file: its exact answers from the
// solver worker, the program run on the file's text (run/judge.ts, as the
// command line does), then a verdict for the file and for each of its cases.
// Nothing here shows anything: the caller reports the verdict.

import * as vscode from 'vscode';
import type { FileAnalysis } from '../analyses';
import { caseSize } from '../answers';
import { escapeText } from '../../core/text/chars';
import type { Case } from '../../core/problem';
import { compareEachCase, type CaseCheck } from '../../judge/eachCase';
import { describeJudged, judgeRun, type Judged } from '../../run/judge';
import type { RunOptions } from '../../run/program';
import type { Services } from '../services';
import { settings } from '../settings';
import type { Solution } from './solution';
import type { CaseVerdict, FileVerdict } from './verdicts';

/**
 * Output a program may write before it is stopped (OLE): four times the
 * answers, and never less than 16 MB. Every answer file is far smaller
 * than its input; a flood stops early and costs the editor little memory.
 */
const MIN_OUTPUT_BYTES = 16 << 20;

/** Characters of a program's output or standard error kept for a message or a diff. */
const SHOWN_OUTPUT = 256 << 10;
const SHOWN_STDERR_LINES = 20;

export interface TestText {
  uri: vscode.Uri;
  bytes: Uint8Array;
  analysis: FileAnalysis;
  version: number;
  mtime?: number;
}

/** The file's text and its analysis (open: as in the editor; closed: as on disk), or why it cannot be judged. */
export async function readTest(s: Services, uri: vscode.Uri): Promise<TestText | string> {
  const doc = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
  if (doc) {
    const analysis = await s.analyses.current(doc);
    if (!analysis || analysis.version !== doc.version) return 'it changed while it was being read; run again';
    return { uri, bytes: Buffer.from(doc.getText(), 'utf8'), analysis, version: doc.version };
  }
  try {
    const stat = await vscode.workspace.fs.stat(uri);
    const max = settings().maxFileBytes;
    if (stat.size > max) return `${(stat.size / 1048576).toFixed(1)} MB, over the ${max / 1048576} MB limit (gridLens.maxFileSizeMB)`;
    const bytes = await vscode.workspace.fs.readFile(uri);
    const analysis = await s.analyses.file(uri, new TextDecoder('utf-8').decode(bytes), false);
    if (!analysis) return 'Grid Lens could not analyse it (see the Grid Lens log)';
    return { uri, bytes, analysis, version: -1, mtime: stat.mtime };
  } catch (e) {
    return `cannot read it: ${escapeText((e as Error).message)}`;
  }
}

/** Why the file's answers are not known, or undefined when they are. */
export function unanswerable(a: FileAnalysis): string | undefined {
  if (!a.problem) return `not recognized as a test of any problem (${a.why})`;
  const error = a.issues.find((i) => i.severity === 'error');
  if (error) return `not a valid ${a.problem.title} test: line ${error.range.start.line + 1}, column ${error.range.start.col + 1}: ${error.message}`;
  if (a.output === undefined) return `holds no complete ${a.problem.title} test`;
  return undefined;
}

export function caseLabel(c: Case): string {
  const size = caseSize(c);
  return `test ${c.index + 1}${size ? ` · ${size}` : ''}`;
}

/** Runs the solution on the test and judges it; rejects only when `options.signal` aborts. */
export async function judgeTest(test: TestText, solution: Solution, options: RunOptions): Promise<FileVerdict> {
  const a = test.analysis;
  const why = unanswerable(a);
  if (why) return { uri: test.uri, version: test.version, mtime: test.mtime, verdict: 'invalid', line: why, cases: [] };
  const answers = a.results.map((r) => r!.answer);
  const run = { ...options, outputBytes: Math.max(MIN_OUTPUT_BYTES, 4 * Buffer.byteLength(a.output!)), cwd: solution.cwd };
  let judged: Judged;
  try {
    judged = await judgeRun(solution.command, test.bytes, answers, run);
  } catch (e) {
    if (options.signal?.aborted) throw e;
    return { uri: test.uri, version: test.version, mtime: test.mtime, verdict: 'not run', line: `not run: ${escapeText((e as Error).message)}`, cases: [] };
  }
  return verdictOf(test, judged, run);
}

/** The verdicts of a run of the solution on an answerable test (see unanswerable): the file's and each case's. */
function verdictOf(test: TestText, judged: Judged, run: RunOptions): FileVerdict {
  const a = test.analysis;
  const answers = a.results.map((r) => r!.answer);
  const checks = compareEachCase(answers, judged.run.stdout);
  const line = describeJudged(judged, run);
  const at = { firstMissing: checks.findIndex((c) => c.kind === 'missing'), last: a.cases.length - 1 };
  return {
    uri: test.uri,
    version: test.version,
    mtime: test.mtime,
    verdict: judged.verdict,
    line,
    ms: judged.run.timeMs,
    cases: a.cases.map((c, i) => caseVerdict(c, checks[i], i, at, judged, line)),
    expectedOutput: a.output,
    actualOutput: shownOutput(judged.run.stdout),
    stderr: tail(judged.run.stderr),
  };
}

/** `at.firstMissing`: the first case the output ends before (-1: none); `at.last`: the last case's index. */
function caseVerdict(c: Case, check: CaseCheck, i: number, at: { firstMissing: number; last: number }, judged: Judged, line: string): CaseVerdict {
  const where = { firstLine: c.firstLine, label: caseLabel(c) };
  const comparison = judged.comparison;
  if (check.kind === 'right') {
    // Every answer right, then more output or a bad end: the judge's verdict falls on the last test.
    if (i === at.last && comparison?.verdict === 'WA' && comparison.kind === 'extra output') {
      return { ...where, state: 'failed', short: `WA: extra output: ${comparison.got}`, message: `Wrong answer: your program printed more after the last answer: ${comparison.got}` };
    }
    if (i === at.last && judged.verdict !== 'AC' && judged.verdict !== 'WA') return { ...where, state: 'errored', short: judged.verdict, message: `Every answer was printed, then: ${line}` };
    return { ...where, state: 'passed', short: 'AC' };
  }
  const n = c.index + 1;
  if (check.kind === 'wrong') {
    return {
      ...where,
      state: 'failed',
      short: `WA: expected ${check.expected}, you printed ${check.got}`,
      message: `Wrong answer on test ${n}: expected ${check.expected}, your program printed ${check.got}`,
      expected: check.expected,
      actual: check.got,
    };
  }
  // A run that ended badly (TLE, RE, …): the first case it did not answer carries its verdict; the later ones were never reached.
  if (judged.run.verdict !== 'OK') return i === at.firstMissing ? { ...where, state: 'errored', short: judged.verdict, message: line } : { ...where, state: 'skipped', short: '' };
  const printed = check.got ? `printed ${check.got}, then ended` : 'printed nothing for it';
  const short = `WA: expected ${check.expected}, you printed ${check.got ? `${check.got}, then nothing` : 'nothing'}`;
  return { ...where, state: 'failed', short, message: `Wrong answer on test ${n}: expected ${check.expected}, your program ${printed}`, expected: check.expected, actual: check.got };
}

/** The output as text for a diff, cut when long. */
function shownOutput(stdout: Buffer): string {
  const text = stdout.subarray(0, SHOWN_OUTPUT).toString('utf8');
  return stdout.length > SHOWN_OUTPUT ? `${text}\n… (${stdout.length} bytes in all)` : text;
}

/** The last lines of standard error, escaped; '' when there is none. */
function tail(stderr: Buffer): string {
  const lines = stderr.toString('utf8').trimEnd().split('\n');
  return lines.slice(-SHOWN_STDERR_LINES).map(escapeText).join('\n');
}
