// grid-lens: the command-line face of the core. `solve` prints exactly what an
// accepted solution prints; problems with the input go to stderr as
// FILE:LINE:COL lines and exit status 2. An input laid out the usual way is
// answered straight from its bytes (core/clean.ts), read a window at a time
// and never decoded past the lines that detect it; anything else, or anything
// that way finds unusual, is read as text by analyze(), which says what is
// wrong. Both print the same (test/unit/cli.clean.test.ts).

import { isAscii } from 'node:buffer';
import { closeSync, fstatSync, openSync, readSync, writeSync } from 'node:fs';
import { JUDGE_USAGE } from './cli/judgeUsage';
import { analyze } from './core/analyze';
import { answerClean, ByteStream, type ReadInto } from './core/clean';
import { detect, DETECT_LINES } from './core/detect';
import { textGrid } from './core/search/text-grid';
import { PROBLEM_IDS, problemById } from './core/problems';
import type { Problem, ProblemId } from './core/problem';
import { escapeText, type Issue, knownAsciiBytes, SourceText } from './core/source';

/** Far above any legal input (the largest, zgame's, is about 13 MB). */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;

const USAGE = `Usage:
  grid-lens solve FILE [--problem ID] [--json]   print the judge's output for FILE
  grid-lens detect FILE                           say which problem FILE is an input of
${JUDGE_USAGE}
Problems: ${PROBLEM_IDS.join(', ')}
Exit status: 0 solved, 1 usage or file error, 2 invalid input; judge: 0 when every file is accepted, 1 otherwise.`;

interface Args {
  command: string;
  file: string;
  problem?: ProblemId;
  json: boolean;
}

function parseArgs(argv: string[]): Args | { help: true } | string {
  const rest: string[] = [];
  let problem: string | undefined;
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--json') json = true;
    else if (a === '--problem' || a === '-p') {
      // Without this check "solve FILE --problem" would quietly fall back to detection.
      if (i + 1 >= argv.length) return `${a} needs a problem id: one of ${PROBLEM_IDS.join(', ')}.\n${USAGE}`;
      problem = argv[++i];
    } else if (a.startsWith('--problem=')) problem = a.slice('--problem='.length);
    else if (a === '--help' || a === '-h') return { help: true };
    else if (a.startsWith('-') && a !== '-') return `Unknown option ${escapeText(a)}.\n${USAGE}`;
    else rest.push(a);
  }
  const [command, file] = rest;
  if (!command || !file || rest.length > 2 || !['solve', 'detect'].includes(command)) return USAGE;
  if (problem !== undefined && !PROBLEM_IDS.includes(problem as ProblemId)) return `Unknown problem "${escapeText(problem)}". Choose one of: ${PROBLEM_IDS.join(', ')}.`;
  return { command, file, problem: problem as ProblemId | undefined, json };
}

/** `held`: the bytes of standard input or of a pipe if solveClean read them already (they cannot be read twice). */
function readInput(file: string, held: Buffer | undefined): string {
  if (held) return decode(held);
  if (file === '-') return decode(readAtMost(0, '-'));
  const fd = openSync(file, 'r');
  try {
    return decode(readAtMost(fd, file));
  } finally {
    closeSync(fd);
  }
}

/**
 * The whole input behind `fd`, read a piece at a time, or an error as soon as
 * it passes MAX_FILE_BYTES: the limit holds for files, pipes, devices
 * (/dev/zero never ends) and standard input alike, whatever their size says.
 */
export function readAtMost(fd: number, name: string): Buffer {
  const size = fstatSync(fd).size;
  if (size > MAX_FILE_BYTES) throw new Error(tooLarge(name));
  const pieces: Buffer[] = [];
  let total = 0;
  for (;;) {
    const piece = Buffer.allocUnsafe(Math.min(READ, MAX_FILE_BYTES + 1 - total));
    const n = readSync(fd, piece, 0, piece.length, null);
    if (n === 0) break;
    pieces.push(n === piece.length ? piece : piece.subarray(0, n));
    total += n;
    if (total > MAX_FILE_BYTES) throw new Error(tooLarge(name));
  }
  return pieces.length === 1 ? pieces[0] : Buffer.concat(pieces, total);
}

/** Standard input, a pipe or a device read whole (within the limit), since it cannot be read twice; undefined for a file. */
function readUnseekable(file: string): Buffer | undefined {
  if (file === '-') return readAtMost(0, '-');
  const fd = openSync(file, 'r');
  try {
    return fstatSync(fd).isFile() ? undefined : readAtMost(fd, file);
  } finally {
    closeSync(fd);
  }
}

function tooLarge(name: string): string {
  return `${name === '-' ? 'standard input' : name} holds more than ${MAX_FILE_BYTES} bytes; inputs that large are not read.`;
}

/** Bytes read at a time: a page of the window is touched (a page fault each) only once it holds some. */
const READ = 1 << 20;

/**
 * The judge's output when the input is clean (see core/clean.ts): read a
 * window at a time, detected from its first lines, answered from its bytes.
 * Undefined otherwise, and on any error, for the careful path to report.
 * `held.bytes`: standard input or a pipe, read whole already (see
 * readUnseekable): they cannot be read twice.
 */
export function solveClean(args: { file: string; problem?: ProblemId }, held: { bytes?: Buffer } = {}): string | undefined {
  let fd = -1;
  try {
    let readInto: ReadInto;
    if (!held.bytes) {
      fd = openSync(args.file, 'r');
      if (fstatSync(fd).size > MAX_FILE_BYTES) return undefined;
    }
    const whole = held.bytes;
    if (whole) {
      let next = 0;
      readInto = (into, at, length) => {
        const n = Math.min(length, READ, whole.length - next);
        into.set(whole.subarray(next, next + n), at);
        next += n;
        return n;
      };
    } else {
      const from = fd;
      readInto = (into, at, length) => readSync(from, into, at, Math.min(length, READ), null);
    }
    // Read into the memory where the tests are answered: no copy of any test.
    const stream = ByteStream.within(readInto, textGrid().window());
    const problem = args.problem ? problemById(args.problem) : detectClean(stream);
    if (!problem?.clean) return undefined;
    const answers = answerClean(stream, problem.clean);
    return answers && answers.join('\n') + '\n';
  } catch {
    return undefined;
  } finally {
    if (fd >= 0) closeSync(fd);
  }
}

/**
 * detect() on the first DETECT_LINES lines or more, which decide for a clean
 * input (no blank line; see DETECT_LINES); undefined when they are not ASCII
 * (which alone decodes alike as Latin-1 and UTF-8) or more than the window
 * holds (a clean input's first lines never are).
 */
function detectClean(stream: ByteStream): Problem | undefined {
  stream.hold(FIRST_LOOK);
  // A first look at a few lines tells how many bytes hold enough of them.
  let look = Math.min(stream.held, FIRST_LOOK);
  for (;;) {
    const bytes = Buffer.from(stream.bytes.buffer, stream.bytes.byteOffset + stream.pos, look);
    if (!isAscii(bytes)) return undefined;
    const text = bytes.toString('latin1');
    // Whole lines only, unless the text is all there is.
    const cut = text.lastIndexOf('\n') + 1;
    const src = new SourceText(text.slice(0, cut));
    if (src.lineCount >= DETECT_LINES) {
      const d = detect(src);
      return d.prefixDecides ? d.problem : undefined;
    }
    if (look === stream.held && !stream.more()) return stream.ended ? detect(cut === text.length ? src : new SourceText(text)).problem : undefined;
    const enough = Math.ceil((1.1 * look * DETECT_LINES) / Math.max(1, src.lineCount - 1));
    while (stream.held < enough && stream.more());
    look = Math.min(stream.held, enough);
  }
}

/** Bytes decoded at first to detect a clean input. */
const FIRST_LOOK = 64 * 1024;

/**
 * Writes to standard output at once, without setting up process.stdout (a
 * few ms); that takes over if the pipe is full (then the result is false: the
 * stream may still be writing).
 */
function writeOut(s: string): boolean {
  const bytes = Buffer.from(s);
  let done = 0;
  try {
    while (done < bytes.length) done += writeSync(1, bytes, done, bytes.length - done);
    return true;
  } catch {
    process.stdout.write(bytes.subarray(done));
    return false;
  }
}

/**
 * UTF-8 text of the bytes. Judge inputs are nearly always plain ASCII, where
 * Latin-1 decodes to the same string as UTF-8 at a fraction of the cost (a
 * byte per character, no validation): 20 ms against 11 for a 12.5 MB file.
 */
function decode(bytes: Buffer): string {
  if (!isAscii(bytes)) return bytes.toString('utf8');
  const text = bytes.toString('latin1');
  // The grid reader copies rows from these bytes rather than encode the text again.
  knownAsciiBytes(text, bytes);
  return text;
}

function formatIssue(file: string, i: Issue): string {
  return `${file}:${i.range.start.line + 1}:${i.range.start.col + 1}: ${i.severity}: ${i.message}`;
}

/**
 * The command line on `argv`: `out` and `err` take lines of messages, `write`
 * the judge's output as it is. `clean`: whether a clean input may be answered
 * straight from its bytes (the tests compare both ways).
 */
export function main(argv: string[], out: (s: string) => void, err: (s: string) => void, write: (s: string) => unknown = writeOut, clean = true): number {
  const args = parseArgs(argv);
  if (typeof args === 'string') {
    err(args);
    return 1;
  }
  if ('help' in args) {
    out(USAGE);
    return 0;
  }
  const held: { bytes?: Buffer } = {};
  try {
    held.bytes = readUnseekable(args.file);
  } catch (e) {
    err(`grid-lens: ${escapeText((e as Error).message)}`);
    return 1;
  }
  if (clean && args.command === 'solve' && !args.json) {
    const output = solveClean(args, held);
    if (output !== undefined) {
      write(output);
      return 0;
    }
  }
  let text: string;
  try {
    text = readInput(args.file, held.bytes);
  } catch (e) {
    err(`grid-lens: ${escapeText((e as Error).message)}`);
    return 1;
  }
  if (args.command === 'detect') {
    const d = detect(text);
    if (args.json) out(JSON.stringify({ problem: d.problem?.id ?? null, confidence: d.confidence, reason: d.reason }));
    else if (d.problem) out(`${d.problem.id}: ${d.reason}`);
    else err(`${args.file}: ${d.reason}`);
    return d.problem ? 0 : 2;
  }
  const a = analyze(text, { problem: args.problem });
  if (!a.problem) {
    const near = a.closest;
    if (near) {
      const at = near.issue ? formatIssue(args.file, near.issue).replace(/: error: .*$/, '') : `${args.file}:1:1`;
      const why = near.issue ? ` Read as ${near.problem.id}, the first error is: ${near.issue.message}` : '';
      err(`${at}: error: ${a.detection?.reason ?? 'unknown problem'} The closest is ${near.problem.id} (${near.problem.title}).${why} Name it with --problem ${near.problem.id}.`);
    } else err(`${args.file}:1:1: error: ${a.detection?.reason ?? 'unknown problem'} Name it with --problem ID.`);
    return 2;
  }
  for (const i of a.parsed!.issues) if (i.severity === 'error') err(formatIssue(args.file, i));
  if (a.output === undefined) {
    if (a.errors.length === 0) err(`${args.file}:1:1: error: the file holds no complete test.`);
    return 2;
  }
  if (args.json) {
    const cases = a.results.map((r, i) => ({ case: i + 1, answer: r!.answer, ...r!.summary }));
    out(JSON.stringify({ problem: a.problem.id, answers: a.results.map((r) => r!.answer), cases }, null, 2));
  } else {
    write(a.output);
  }
  return 0;
}

/** Runs the command line on the process's arguments. */
export function run(): void {
  if (process.argv[2] === 'judge') {
    // Loaded only when asked for: see cli/judgeUsage.ts.
    void import('./cli/judge').then((judge) => judge.runJudgeCommand(process.argv.slice(3)));
    return;
  }
  // Whether something went to process.stdout or process.stderr, streams that may still be writing.
  let streamed = false;
  const code = main(
    process.argv.slice(2),
    (s) => ((streamed = true), console.log(s)),
    (s) => ((streamed = true), console.error(s)),
    (s) => (streamed = !writeOut(s) || streamed),
  );
  // All written already: exit now rather than wait for V8's background work (compiling) to end first.
  if (!streamed) process.exit(code);
  process.exitCode = code;
}

if (require.main === module) run();
