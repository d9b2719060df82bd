// The usual line of numbers read fast: exactly the numbers asked for, plain
// digits split by single spaces, each in its range. Anything else is left to
// the careful reading (read/cursor.ts), which reads and reports on it; the
// tests hold the two to the same values and ranges. A file of a thousand
// tests reads a thousand headers, mostly before the JIT has compiled the
// careful way.

import { range, type Range } from '../text/issues';
import type { NumberSpec, NumbersLine } from './specs';

/** The line's numbers, or undefined when it is not the usual plain line. */
export function plainNumbers(specs: NumberSpec[], line: number, text: string): NumbersLine | undefined {
  // Sized once: a push onto an empty array reserves room for 17 numbers.
  const values: number[] = new Array(specs.length);
  let i = 0;
  for (let k = 0; k < specs.length; k++) {
    // Never read past the end: an out-of-bounds read costs the compiled code a deoptimization.
    if (k > 0 && (i >= text.length || text.charCodeAt(i++) !== 0x20)) return undefined;
    const start = i;
    let v = 0;
    for (; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c < 0x30 || c > 0x39) break;
      v = v * 10 + (c - 0x30);
    }
    // Up to 15 digits a double holds the number exactly, as Number() reads it.
    if (i === start || i - start > 15 || !(v >= specs[k].min && v <= specs[k].max)) return undefined;
    values[k] = v;
  }
  return i === text.length ? new PlainNumbersLine(values, line, text) : undefined;
}

/**
 * A line plainNumbers read: numbers split by single spaces from column 0. The
 * ranges are found again from the text when first read; a header read without
 * a problem (nearly all) needs none, and they are three objects per number.
 */
class PlainNumbersLine implements NumbersLine {
  #ranges: Range[] | undefined;
  constructor(
    readonly values: number[],
    readonly line: number,
    private readonly text: string,
  ) {}

  get ranges(): Range[] {
    if (!this.#ranges) {
      const ranges: Range[] = [];
      for (let start = 0; start < this.text.length;) {
        let end = this.text.indexOf(' ', start);
        if (end < 0) end = this.text.length;
        ranges.push(range(this.line, start, end));
        start = end + 1;
      }
      this.#ranges = ranges;
    }
    return this.#ranges;
  }
}
