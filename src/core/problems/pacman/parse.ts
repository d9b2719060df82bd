// Reading a Pacman input: the shared layout reader, then the two pieces' cells.

import type { Parsed } from '../../problem';
import { type LayoutCase, readLayout } from '../../read/layout';
import type { SourceText } from '../../text/source';
import { description } from './description';

export interface PacmanCase extends LayoutCase {
  /** Pacman's cell, or -1 when the test does not have exactly one. */
  pacman: number;
  /** The food's cell, or -1 likewise. */
  food: number;
}

export function parsePacman(src: SourceText): Parsed<PacmanCase> {
  const parsed = readLayout(src, description);
  const cases = parsed.cases.map((c): PacmanCase => ({ ...c, pacman: c.pieces.P?.[0] ?? -1, food: c.pieces.F?.[0] ?? -1 }));
  return { ...parsed, cases };
}
