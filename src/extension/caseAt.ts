// Which test of an analysed file a text line belongs to.
import { firstFromLine } from '../core/paint';
import type { Case } from '../core/problem';

/** The index of the case whose lines (header through last row) hold `line`, or -1. */
export function caseIndexAt(cases: readonly Case[], line: number): number {
  const i = firstFromLine(cases, line, (c) => c.lastLine);
  return i < cases.length && cases[i].firstLine <= line ? i : -1;
}
