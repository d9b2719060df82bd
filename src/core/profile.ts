// A cheap look at a text's shape, shared by the problems' detectors: what the
// first lines hold and which characters the grid-like lines use. Reads at most
// a bounded prefix so detection stays instant on megabyte files.

import { typographic } from './text/chars';
import type { SourceText } from './text/source';

export interface Profile {
  /** For the first non-blank lines: how many integers each holds, or -1 for a non-numeric line. */
  shapes: number[];
  /** Counts of each character on grid-like (non-numeric) lines. */
  chars: Map<string, number>;
  /** Number of grid-like lines seen, and their distinct widths. */
  gridLines: number;
  widths: Set<number>;
  /** Number of non-blank lines seen. */
  lines: number;
  /**
   * The sample held only board characters several problems share ("." and
   * "#"), so the rest of the text was searched for another one; true when
   * that search reached the end of the text without finding one, so what
   * the profile says holds for this text only, not for a longer one it begins.
   */
  sharedToTheEnd: boolean;
}

/** Non-blank lines read at most (detect.ts relies on the bound). */
export const MAX_LINES = 4000;
/** Characters counted in all: enough to know an alphabet, cheap even before the JIT warms up. */
const CHAR_BUDGET = 64 * 1024;
/** Characters counted on one line at most. */
const LINE_SAMPLE = 2000;
const NUMBERS = /^\s*[+-]?\d+(\s+[+-]?\d+)*\s*$/;

/**
 * The text's profile. `plain`: the board characters that tell no problem
 * apart (floors and walls, from the registry): a sample holding only these
 * makes the profile search the rest of the text for another one.
 */
export function profile(src: SourceText, plain: string): Profile {
  const shapes: number[] = [];
  const chars = new Map<string, number>();
  const widths = new Set<number>();
  let gridLines = 0;
  let lines = 0;
  const units = new Uint32Array(65536);
  // The codes met, so the map is built from them rather than a scan of all 65 536 (slow before the JIT).
  const seen: number[] = [];
  let budget = CHAR_BUDGET;
  // The first grid line whose characters were not all counted.
  let unsampled = -1;
  let l = 0;
  for (; l < src.lineCount && lines < MAX_LINES; l++) {
    const text = src.content[l].trim();
    if (text === '') continue;
    lines++;
    if (NUMBERS.test(text)) {
      if (shapes.length < 64) shapes.push(text.split(/\s+/).length);
      continue;
    }
    if (shapes.length < 64) shapes.push(-1);
    gridLines++;
    widths.add(text.length);
    const room = Math.min(LINE_SAMPLE, budget);
    if (text.length > room && unsampled < 0) unsampled = l;
    if (room <= 0) continue;
    const sample = text.length > room ? text.slice(0, room) : text;
    budget -= sample.length;
    countChars(sample, units, chars, seen);
  }
  // A sample of only floors and walls cannot tell a board of only "." from
  // one whose pieces come later: look on, past the sample and past MAX_LINES
  // if need be, for the first other character, and count a sample from it.
  let sharedToTheEnd = false;
  const telling = new RegExp(`[^${plain.replace(/[\\\]^-]/g, '\\$&')}\\s]`);
  if (seen.every((code) => plain.includes(String.fromCharCode(code)))) {
    if (unsampled < 0) unsampled = l;
    let found = false;
    for (let k = unsampled; k < src.lineCount && !found; k++) {
      const line = src.content[k];
      const at = line.search(telling);
      if (at < 0 || NUMBERS.test(line)) continue;
      countChars(line.slice(at, at + LINE_SAMPLE).trimEnd(), units, chars, seen);
      found = true;
    }
    sharedToTheEnd = !found;
  }
  // In increasing code order, as a scan would put them.
  seen.sort((a, b) => a - b);
  for (const code of seen) chars.set(String.fromCharCode(code), units[code]);
  return { shapes, chars, gridLines, widths, lines, sharedToTheEnd };
}

/**
 * Counts the characters of `text`: plain UTF-16 units in `units` (a typed array
 * is several times faster than a Map on megabyte inputs), each new one noted
 * in `seen`; surrogate pairs, which are one character each, straight in `chars`.
 */
function countChars(text: string, units: Uint32Array, chars: Map<string, number>, seen: number[]): void {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        const pair = text.slice(i, i + 2);
        chars.set(pair, (chars.get(pair) ?? 0) + 1);
        i++;
        continue;
      }
    }
    if (units[code]++ === 0) seen.push(code);
  }
}

/** The share of grid characters that belong to `alphabet` (typographic dots count as "."). */
export function alphabetShare(p: Profile, alphabet: string): number {
  let inside = 0;
  let total = 0;
  for (const [ch, n] of p.chars) {
    // A character pasted from a web page counts as what it stands for: a
    // typographic dot as ".", a no-break space as nothing at all.
    const meant = typographic(ch)?.meant;
    if (meant !== undefined && meant.trim() === '') continue;
    total += n;
    if (alphabet.includes(ch) || (meant !== undefined && [...meant].every((m) => alphabet.includes(m)))) inside += n;
  }
  return total === 0 ? 0 : inside / total;
}

export function has(p: Profile, ch: string): boolean {
  return (p.chars.get(ch) ?? 0) > 0;
}
