// Reading a Bishop 2 input: the shared layout reader, then the two squares' cells.

import type { Parsed } from '../../problem';
import { type LayoutCase, readLayout } from '../../read/layout';
import type { SourceText } from '../../text/source';
import { description } from './description';

export interface BishopCase extends LayoutCase {
  /** Cell index of the start square A, or -1 when it is not known. */
  a: number;
  /** Cell index of the target square B, or -1 when it is not known. */
  b: number;
}

export function parseBishop(src: SourceText): Parsed<BishopCase> {
  const parsed = readLayout(src, description);
  const cases = parsed.cases.map((c): BishopCase => ({ ...c, a: c.squares.A ?? -1, b: c.squares.B ?? -1 }));
  return { ...parsed, cases };
}
