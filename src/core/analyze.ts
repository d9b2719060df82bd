// The whole pipeline on one text: detect → parse/validate → solve. Every caller
// (CLI, worker, tests) goes through here, so they cannot disagree.

import { detect, type DetectionResult } from './detect';
import { profile } from './profile';
import type { Case, CaseResult, Earlier, Parsed, Problem, ProblemId } from './problem';
import { problemById } from './problems';
import { type Issue, SourceText } from './source';

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
}

export interface AnalyzeOptions {
  /** Skip detection and read the text as this problem. */
  problem?: ProblemId;
  /** Read the text as this problem when detection cannot decide (a user's glob association). */
  fallback?: ProblemId;
  /** Parse and validate only. */
  solve?: boolean;
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

/** `text` may come split already (SourceText.edited(), in the worker). */
export function analyze(text: string | SourceText, options: AnalyzeOptions = {}): Analysis {
  const src = typeof text === 'string' ? new SourceText(text) : text;
  let problem: Problem | undefined;
  let detection: DetectionResult | undefined;
  if (options.problem) {
    problem = problemById(options.problem);
  } else {
    detection = detect(src);
    problem = detection.problem ?? (options.fallback && problemById(options.fallback));
  }
  if (!problem) return { problem, detection, parsed: undefined, results: [], errors: [], output: undefined, closest: detection && closestTo(src, detection) };
  const parsed = problem.parse(src);
  parsed.issues.sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.col - b.range.start.col);
  const errors = parsed.issues.filter((i) => i.severity === 'error');
  const results: (CaseResult | undefined)[] = [];
  if (options.solve !== false) {
    for (const c of parsed.cases) {
      if (options.cancelled?.()) break;
      results.push(c.valid ? (options.known?.(problem, c, parsed.cases) ?? solveCase(problem, c, options.earlier?.(problem, c))) : undefined);
    }
  }
  const complete = results.length === parsed.cases.length && parsed.cases.length > 0 && results.every((r) => r !== undefined);
  const output = errors.length === 0 && complete ? results.map((r) => r!.answer).join('\n') + '\n' : undefined;
  return { problem, detection, parsed, results, errors, output };
}

/**
 * The best-scoring problem for a text that looks like a grid test (a line of
 * numbers first, then lines of something else) though no problem claims it,
 * and the first error its reader finds.
 */
function closestTo(src: SourceText, detection: DetectionResult): Analysis['closest'] {
  const best = detection.candidates[0];
  if (!best || best.detection.confidence <= 0 || !looksLikeGridTest(src)) return undefined;
  const parsed = best.problem.parse(src);
  const first = parsed.issues.filter((i) => i.severity === 'error').sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.col - b.range.start.col)[0];
  return { problem: best.problem, issue: first };
}

function looksLikeGridTest(src: SourceText): boolean {
  const p = profile(src);
  return p.shapes[0] > 0 && p.gridLines > 0;
}

function solveCase(problem: Problem, c: Case, earlier: Earlier | undefined): CaseResult | undefined {
  try {
    return problem.solve(c, earlier);
  } catch {
    // A solver bug must not take the editor down; the case simply shows no answer.
    return undefined;
  }
}
