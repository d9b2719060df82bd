// Which problem a text is an input of. Each problem scores the text by itself,
// told the text's profile and the other problems' letters; here the best
// score wins when it is clearly above the rest.

import type { Detection, Problem } from './problem';
import { BUILT_INS, type Registry } from './problems';
import { MAX_LINES, profile } from './profile';
import { SourceText } from './text/source';

export interface DetectionResult {
  problem: Problem | undefined;
  confidence: number;
  reason: string;
  /** Every problem's own opinion, best first. */
  candidates: { problem: Problem; detection: Detection }[];
  /**
   * False when the text's boards hold only characters no problem is told by
   * (floors and walls) to its very end: then a longer text it begins could be
   * decided otherwise (by a piece further on, say), and a prefix does not decide.
   */
  prefixDecides: boolean;
}

/** A problem claims a text when its confidence reaches this. */
export const CLAIM = 0.5;

/**
 * The detectors read no further than this many lines into a text with no
 * blank line: the profile's lines, a look at the first test (a few hundred
 * lines), a header's N; except that boards of only floors and walls are
 * searched to the end for another character (see `prefixDecides`). So for
 * such a text, detect() on its first DETECT_LINES lines (or more) says what
 * it says on the whole when `prefixDecides`: the command line detects a clean
 * input from such a prefix, never decoding the rest.
 */
export const DETECT_LINES = MAX_LINES;

export function detect(text: string | SourceText, registry: Registry = BUILT_INS): DetectionResult {
  const src = typeof text === 'string' ? new SourceText(text) : text;
  const shape = profile(src, registry.plainLetters());
  const candidates = registry.problems
    .map((problem) => ({ problem, detection: safeDetect(problem, src, { profile: shape, foreign: registry.foreignTo(problem) }) }))
    .sort((a, b) => b.detection.confidence - a.detection.confidence);
  const [best, second] = candidates;
  const prefixDecides = !shape.sharedToTheEnd;
  if (best && best.detection.confidence >= CLAIM && (!second || best.detection.confidence > second.detection.confidence)) {
    return { problem: best.problem, confidence: best.detection.confidence, reason: best.detection.reason, candidates, prefixDecides };
  }
  const reason =
    best && best.detection.confidence >= CLAIM
      ? `It could be ${best.problem.id} or ${second.problem.id}: ${best.detection.reason}`
      : `It does not look like an input of any supported problem (${registry.ids.join(', ')}).`;
  return { problem: undefined, confidence: best?.detection.confidence ?? 0, reason, candidates, prefixDecides };
}

function safeDetect(problem: Problem, src: SourceText, context: Parameters<Problem['detect']>[1]): Detection {
  try {
    return problem.detect(src, context);
  } catch {
    return { confidence: 0, reason: 'detection failed' };
  }
}

/** One problem's own opinion of a text, told what detect() tells it (for tests and tools). */
export function opinionOf(problem: Problem, text: string | SourceText, registry: Registry = BUILT_INS): Detection {
  const src = typeof text === 'string' ? new SourceText(text) : text;
  return problem.detect(src, { profile: profile(src, registry.plainLetters()), foreign: registry.foreignTo(problem) });
}
