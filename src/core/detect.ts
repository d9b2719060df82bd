// Which problem a text is an input of. Each problem scores the text by itself;
// here the best score wins when it is clearly above the rest.

import type { Detection, Problem } from './problem';
import { PROBLEMS } from './problems';
import { SourceText } from './source';

export interface DetectionResult {
  problem: Problem | undefined;
  confidence: number;
  reason: string;
  /** Every problem's own opinion, best first. */
  candidates: { problem: Problem; detection: Detection }[];
}

/** A problem claims a text when its confidence reaches this. */
export const CLAIM = 0.5;

export function detect(text: string | SourceText): DetectionResult {
  const src = typeof text === 'string' ? new SourceText(text) : text;
  const candidates = PROBLEMS.map((problem) => ({ problem, detection: safeDetect(problem, src) })).sort(
    (a, b) => b.detection.confidence - a.detection.confidence,
  );
  const [best, second] = candidates;
  if (best.detection.confidence >= CLAIM && (!second || best.detection.confidence > second.detection.confidence)) {
    return { problem: best.problem, confidence: best.detection.confidence, reason: best.detection.reason, candidates };
  }
  const reason =
    best.detection.confidence >= CLAIM
      ? `It could be ${best.problem.id} or ${second.problem.id}: ${best.detection.reason}`
      : 'It does not look like an input of any supported problem (pacman, bishop, matrix, zgame).';
  return { problem: undefined, confidence: best.detection.confidence, reason, candidates };
}

function safeDetect(problem: Problem, src: SourceText): Detection {
  try {
    return problem.detect(src);
  } catch {
    return { confidence: 0, reason: 'detection failed' };
  }
}
