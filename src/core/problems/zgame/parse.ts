// Reading a Z-Game input: the shared layout reader, with a hint for the
// likeliest typo of this alphabet.

import type { Parsed } from '../../problem';
import { type LayoutCase, readLayout } from '../../read/layout';
import type { SourceText } from '../../text/source';
import { description } from './description';

/** A Z-Game test needs nothing beyond its board. */
export type ZgameCase = LayoutCase;

export function parseZgame(src: SourceText): Parsed<ZgameCase> {
  const parsed = readLayout(src, description);
  // "a" and "b" are the likeliest typos in this alphabet: say what was meant.
  for (const issue of parsed.issues) {
    if (issue.code !== 'unknown-char') continue;
    const ch = src.lines[issue.range.start.line]?.[issue.range.start.col];
    if (ch === 'a' || ch === 'b') issue.message += ` The letters are upper-case: write "${ch.toUpperCase()}".`;
  }
  return parsed;
}
