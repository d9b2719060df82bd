// `grid-lens solve FILE` prints exactly what an accepted solution prints;
// problems with the input go to stderr as FILE:LINE:COL lines and exit status
// 2. An input laid out the usual way is answered straight from its bytes
// (clean.ts); anything else, or anything that way finds unusual, is read as
// text by analyze(), which says what is wrong. Both print the same
// (test/unit/cli.clean.test.ts). `grid-lens detect FILE` says which problem it is.
// `--problem` names a problem by its id, or by the file that describes it.

import { analyze } from '../core/analyze';
import { detect } from '../core/detect';
import { BUILT_INS, type Registry } from '../core/problems';
import { Scratch } from '../core/scratch';
import { escapeText } from '../core/text/chars';
import { type Issue } from '../core/text/issues';
import type { SourceText } from '../core/text/source';
import { solveClean } from './clean';
import { readInput, readUnseekable } from './input';
import { describedFor } from './nearbyDescription';
import { chooseProblem } from './problemArg';
import type { CliIo } from './io';
import { usage } from './usage';

interface Args {
  command: string;
  file: string;
  problem?: string;
  json: boolean;
}

function parseArgs(argv: string[], registry: Registry): Args | { help: true } | string {
  const USAGE = usage(registry);
  const rest: string[] = [];
  let problem: string | undefined;
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--json') json = true;
    else if (a === '--problem' || a === '-p') {
      // Without this check "solve FILE --problem" would quietly fall back to detection.
      if (i + 1 >= argv.length) return `${a} needs a problem id (one of ${registry.ids.join(', ')}) or a description file.\n${USAGE}`;
      problem = argv[++i];
    } else if (a.startsWith('--problem=')) problem = a.slice('--problem='.length);
    else if (a === '--help' || a === '-h') return { help: true };
    else if (a.startsWith('-') && a !== '-') return `Unknown option ${escapeText(a)}.\n${USAGE}`;
    else rest.push(a);
  }
  const [command, file] = rest;
  if (!command || !file || rest.length > 2 || !['solve', 'detect'].includes(command)) return USAGE;
  return { command, file, problem, json };
}

function formatIssue(file: string, i: Issue): string {
  return `${file}:${i.range.start.line + 1}:${i.range.start.col + 1}: ${i.severity}: ${i.message}`;
}

export interface MainOptions {
  /** Whether a clean input may be answered straight from its bytes (the tests compare both ways). */
  clean?: boolean;
  /** The problems to choose among (a test adds one). */
  registry?: Registry;
  /** Working memory, kept across calls by a caller that makes many. */
  scratch?: Scratch;
}

/** `grid-lens solve` and `grid-lens detect` on their arguments. */
export function solveCommand(argv: string[], { out, err, write }: CliIo, options: MainOptions = {}): number {
  const { clean = true, scratch = new Scratch() } = options;
  const args = parseArgs(argv, options.registry ?? BUILT_INS);
  if (typeof args === 'string') {
    err(args);
    return 1;
  }
  if ('help' in args) {
    out(usage(options.registry ?? BUILT_INS));
    return 0;
  }
  // An id, or a description file (named, or near the input and naming it) read, and its mistakes told, before the input is.
  const choice = chooseProblem(args.problem ?? describedFor(args.file), options.registry ?? BUILT_INS);
  if ('status' in choice) {
    for (const line of choice.errors) err(line);
    return choice.status;
  }
  for (const line of choice.warnings) err(line);
  const { registry } = choice;
  args.problem = choice.problem;
  const held: { bytes?: Buffer } = {};
  try {
    held.bytes = readUnseekable(args.file);
  } catch (e) {
    err(`grid-lens: ${escapeText((e as Error).message)}`);
    return 1;
  }
  if (clean && args.command === 'solve' && !args.json) {
    const output = solveClean(args, held, registry, scratch);
    if (output !== undefined) {
      write(output);
      return 0;
    }
  }
  let text: SourceText;
  try {
    text = readInput(args.file, held.bytes);
  } catch (e) {
    err(`grid-lens: ${escapeText((e as Error).message)}`);
    return 1;
  }
  if (args.command === 'detect') {
    const d = detect(text, registry);
    if (args.json) out(JSON.stringify({ problem: d.problem?.id ?? null, confidence: d.confidence, reason: d.reason }));
    else if (d.problem) out(`${d.problem.id}: ${d.reason}`);
    else err(`${args.file}: ${d.reason}`);
    return d.problem ? 0 : 2;
  }
  const a = analyze(text, { problem: args.problem, registry, scratch });
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
