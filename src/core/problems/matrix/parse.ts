// Reading a Matrix input: the shared layout reader, then where you and the agents start.

import type { Parsed } from '../../problem';
import { type LayoutCase, readLayout } from '../../read/layout';
import type { SourceText } from '../../text/source';
import { description } from './description';

export interface MatrixCase extends LayoutCase {
  /** Your start square (M), or -1. */
  you: number;
  /** The agents' start squares (A), in reading order, or -1. */
  agents: [number, number];
}

export function parseMatrix(src: SourceText): Parsed<MatrixCase> {
  const parsed = readLayout(src, description);
  const cases = parsed.cases.map((c): MatrixCase => ({ ...c, you: c.pieces.M?.[0] ?? -1, agents: [c.pieces.A?.[0] ?? -1, c.pieces.A?.[1] ?? -1] }));
  return { ...parsed, cases };
}
