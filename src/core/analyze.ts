// The whole pipeline on one text: detect → parse/validate → solve. The worker
// and the command line's careful path call it (the command line answers a
// clean input from its bytes first, see clean.ts), and so do the tests.
// Solving goes through a problem's accelerator when it has one; without
// `scratch` each call works in memory of its own.

import { CLAIM, detect, type DetectionResult } from './detect';
import type { Case, CaseResult, Earlier, Parsed, Problem } from './problem';
import { BUILT_INS, type Registry } from './problems';
import { profile } from './profile';
import { Scratch } from './scratch';
import type { Issue } from './text/issues';
import { SourceText } from './text/source';

export interface Analysis {
  problem: Problem | undefined;
  detection: DetectionResult | undefined;
  parsed: Parsed | undefined;
  /** One entry per case; undefined for cases that could not be solved. */
  results: (CaseResult | undefined)[];
  /** Issues of severity "error" make the file invalid for a judge. */
  errors: Issue[];
  /** The judge's output, when every case is valid and solved. */
  output: string | undefined;
  /**
   * For a text that no problem claims but that looks like a grid test: the
   * problem that came closest, and the first error reading it as that problem
   * finds (why it does not match), if any.
   */
  closest?: { problem: Problem; issue: Issue | undefined };
  /**
   * Other problems that claim the text as well, when a described problem is
   * among the claimants (a user's description may say the same layout as a
   * built-in problem, or as another description): the text is read as the
   * fallback if it is one of them, else as the best (the first registered
   * on a tie), and a view says so rather than choose silently.
   */
  rivals?: Problem[];
}

export interface AnalyzeOptions {
  /** The problems to choose among (the built-in ones unless given). */
  registry?: Registry;
  /** Skip detection and read the text as this problem. */
  problem?: string;
  /** Read the text as this problem when detection cannot decide (a user's glob association). */
  fallback?: string;
  /** Parse and validate only. */
  solve?: boolean;
  /** Solve with the reference solvers only, never an accelerator (the tests compare the two). */
  reference?: boolean;
  /** Working memory the accelerators reuse (the worker keeps one across requests). */
  scratch?: Scratch;
  /** Called between cases; return true to stop (a newer request superseded this one). */
  cancelled?: () => boolean;
  /**
   * A result already known for this case (an identical case solved before), used
   * instead of solving it again. Called for valid cases only, in order.
   */
  known?: (problem: Problem, c: Case, cases: readonly Case[]) => CaseResult | undefined;
  /** The same test before an edit, for a case that is not known: the solver may start from it. */
  earlier?: (problem: Problem, c: Case) => Earlier | undefined;
}

/** `text` may come split already (editedSource(), in the worker). */
export function analyze(text: string | SourceText, options: AnalyzeOptions = {}): Analysis {
  const src = typeof text === 'string' ? new SourceText(text) : text;
  const registry = options.registry ?? BUILT_INS;
  let problem: Problem | undefined;
  let detection: DetectionResult | undefined;
  let rivals: Problem[] | undefined;
  if (options.problem) {
    problem = registry.byId(options.problem);
  } else {
    detection = detect(src, registry);
    problem = detection.problem ?? (options.fallback !== undefined ? registry.byId(options.fallback) : undefined);
    const claims = detection.candidates.filter((c) => c.detection.confidence >= CLAIM).map((c) => c.problem);
    if (claims.length > 1 && claims.some((p) => p.origin !== undefined)) {
      problem = claims.find((p) => p.id === options.fallback) ?? detection.problem ?? claims[0];
      rivals = claims.filter((p) => p !== problem);
    }
  }
  if (!problem) return { problem, detection, parsed: undefined, results: [], errors: [], output: undefined, closest: detection && closestTo(src, detection, registry) };
  const parsed = problem.parse(src);
  parsed.issues.sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.col - b.range.start.col);
  const errors = parsed.issues.filter((i) => i.severity === 'error');
  const results: (CaseResult | undefined)[] = [];
  if (options.solve !== false) {
    const solve = solverOf(problem, registry, options);
    for (const c of parsed.cases) {
      if (options.cancelled?.()) break;
      results.push(c.valid ? (options.known?.(problem, c, parsed.cases) ?? solve(c, options.earlier?.(problem, c))) : undefined);
    }
  }
  const complete = results.length === parsed.cases.length && parsed.cases.length > 0 && results.every((r) => r !== undefined);
  const output = errors.length === 0 && complete ? results.map((r) => r!.answer).join('\n') + '\n' : undefined;
  return { problem, detection, parsed, results, errors, output, ...(rivals && { rivals }) };
}

/** How a case is solved: by the accelerator when there is one (and `reference` is not asked for), else by the reference. */
function solverOf(problem: Problem, registry: Registry, options: AnalyzeOptions): (c: Case, earlier: Earlier | undefined) => CaseResult | undefined {
  const fast = options.reference ? undefined : registry.acceleratorOf(problem)?.solve;
  let scratch = options.scratch;
  return (c, earlier) => {
    try {
      return fast ? fast(c, (scratch ??= new Scratch()), earlier) : problem.solve(c);
    } catch {
      // A solver bug must not take the editor down; the case simply shows no answer.
      return undefined;
    }
  };
}

/**
 * The best-scoring problem for a text that looks like a grid test (a line of
 * numbers first, then lines of something else) though no problem claims it,
 * and the first error its reader finds.
 */
function closestTo(src: SourceText, detection: DetectionResult, registry: Registry): Analysis['closest'] {
  const best = detection.candidates[0];
  if (!best || best.detection.confidence <= 0 || !looksLikeGridTest(src, registry)) return undefined;
  const parsed = best.problem.parse(src);
  const first = parsed.issues.filter((i) => i.severity === 'error').sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.col - b.range.start.col)[0];
  return { problem: best.problem, issue: first };
}

function looksLikeGridTest(src: SourceText, registry: Registry): boolean {
  const p = profile(src, registry.plainLetters());
  return p.shapes[0] > 0 && p.gridLines > 0;
}
