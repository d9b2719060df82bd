// Answers for an input laid out the usual way, read straight from its bytes:
// no text decoded, no line split, no board made of cells. "The usual way" is:
// the test count, then per test "n m" and n rows of m cells, numbers in plain
// digits split by single spaces, every line ended by a "\n" (the last one may
// end the file instead), nothing else. At the first thing that is not so (a
// CR, a blank, a blank line, a character outside the grid, a number out of
// range, a wrong piece count, a test count that does not match), the reader
// gives up and the caller reads the text the careful way, which says what is
// wrong. So a file answered here is one the careful reading finds nothing
// wrong with, and the answers are the same (the tests compare the two).

import type { Scratch } from './scratch';

/** What a problem's accelerator tells the reader of clean inputs; see Accelerator.clean. */
export interface CleanTests {
  /** The statement's limit on the test count. */
  maxTests: number;
  /**
   * Answers the tests wholly held in bytes[at, end) (`final`: the input ends
   * at `end`) and adds their answers to `answers`, which holds those of the
   * tests before (none: these are the first); `count` is the test count the
   * input's first line gives. Returns where it stopped, the start of the
   * first test not wholly held, or -1 as soon as something is not clean: a
   * size line not "n m" in plain digits or over the limits, more tests than
   * `count`, a row not ended by a "\n", a character outside the alphabet, a
   * piece missing or twice there.
   */
  answerHeld(scratch: Scratch, bytes: Uint8Array, at: number, end: number, final: boolean, count: number, answers: string[]): number;
}

/** Reads up to `length` bytes into `into` at `at`; returns how many, 0 at the end of the input. */
export type ReadInto = (into: Uint8Array, at: number, length: number) => number;

const LINE_FEED = 0x0a;
const ZERO = 0x30;
const NINE = 0x39;
/** More digits than any limit here has (10^6): such a number is not clean. */
const MAX_DIGITS = 7;

/**
 * An input read piece by piece into one window that is reused: the bytes
 * `bytes[pos..end)` are the next ones. A file of 12.5 MB read whole costs a
 * fresh page for every 4 kB of it (three times the reading itself); read a
 * window at a time, it costs the copies only.
 */
export class ByteStream {
  pos = 0;
  end = 0;
  private done: boolean;

  private constructor(
    readonly bytes: Uint8Array,
    private readonly readInto: ReadInto | undefined,
  ) {
    this.done = readInto === undefined;
  }

  /** A stream over `readInto`'s bytes in `window`: a test larger than the window is not held. */
  static within(readInto: ReadInto, window: Uint8Array): ByteStream {
    return new ByteStream(window, readInto);
  }

  /** A stream over bytes already held. */
  static of(bytes: Uint8Array): ByteStream {
    const s = new ByteStream(bytes, undefined);
    s.end = bytes.length;
    return s;
  }

  /**
   * Makes `n` bytes from `pos` available in `bytes` (reading more, moving
   * what is held to the front first if need be); false when the input ends
   * before, or the window is smaller. `pos` may change: offsets kept from
   * before are stale.
   */
  hold(n: number): boolean {
    if (this.end - this.pos >= n) return true;
    if (this.done || n > this.bytes.length) return false;
    if (this.pos + n > this.bytes.length) {
      this.bytes.copyWithin(0, this.pos, this.end);
      this.end -= this.pos;
      this.pos = 0;
    }
    while (this.end - this.pos < n && !this.done) {
      const got = this.readInto!(this.bytes, this.end, this.bytes.length - this.end);
      if (got > 0) this.end += got;
      else this.done = true;
    }
    return this.end - this.pos >= n;
  }

  /** True once the input is known to end at `end`. */
  get ended(): boolean {
    return this.done;
  }

  /** Bytes held from `pos` on. */
  get held(): number {
    return this.end - this.pos;
  }

  /** Reads more of the input; false at its end, or when the window is full. */
  more(): boolean {
    return this.hold(this.end - this.pos + 1);
  }

  /**
   * Reads a line of one number in plain digits, ended by "\n", from 1 to
   * `max`; -1 (and `pos` anywhere on the line) if the line is not so.
   */
  number(max: number): number {
    // The longest such line: the digits of 10^6 and the "\n".
    this.hold(MAX_DIGITS + 1);
    let at = this.pos;
    let v = 0;
    for (; at < this.end && at - this.pos <= MAX_DIGITS; at++) {
      const c = this.bytes[at];
      if (c < ZERO || c > NINE) break;
      v = v * 10 + (c - ZERO);
    }
    if (at === this.pos || at - this.pos > MAX_DIGITS || at >= this.end || this.bytes[at] !== LINE_FEED || v < 1 || v > max) return -1;
    this.pos = at + 1;
    return v;
  }
}

/**
 * The answers of a clean input (see the top of this file) of the problem that
 * `tests` describes, one per test, or undefined when the input is not clean.
 */
export function answerClean(stream: ByteStream, tests: CleanTests, scratch: Scratch): string[] | undefined {
  const count = stream.number(tests.maxTests);
  if (count < 0) return undefined;
  const answers: string[] = [];
  let final = stream.ended;
  for (;;) {
    const at = tests.answerHeld(scratch, stream.bytes, stream.pos, stream.end, final, count, answers);
    if (at < 0) return undefined;
    stream.pos = at;
    if (final) return at === stream.end && answers.length === count ? answers : undefined;
    // More of the input, or its end; a test too large for the window is not read here.
    if (!stream.more()) {
      if (!stream.ended) return undefined;
      final = true;
    }
  }
}
