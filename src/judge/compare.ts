// A program's output against the exact answers, token by token as judges
// compare (blanks of any kind and number are equal; every other byte counts),
// with the first difference put on the test case whose answer it falls in.
// A case's answer may be several tokens ("yes no no", "You can escape."):
// the program's tokens are matched by position, as a judge does, not by line.

import { TokenReader, tokensOf } from './tokens';

export type Comparison =
  | { verdict: 'AC' }
  /** Test `test` (1-based) got other tokens than its answer; `got` holds as many as the answer has, or those before the end. */
  | { verdict: 'WA'; kind: 'wrong'; test: number; expected: string; got: string }
  /** The output ends before the answer of test `test` is complete; `got` holds the part it printed ('' for none). */
  | { verdict: 'WA'; kind: 'ends early'; test: number; expected: string; got: string }
  /** Every answer matched, then more tokens followed; `got` shows the first of them. */
  | { verdict: 'WA'; kind: 'extra output'; test: number; got: string };

/** Characters of a program's tokens shown at most; more is cut with "…". */
export const SHOWN_CHARS = 60;

/** Tokens of extra output shown at most. */
const EXTRA_SHOWN = 5;

/** `answers`: the exact answer of each test case, in order. */
export function compareOutput(answers: readonly string[], output: Uint8Array): Comparison {
  const encoder = new TextEncoder();
  const reader = new TokenReader(output);
  for (let t = 0; t < answers.length; t++) {
    const want = tokensOf(encoder.encode(answers[t]));
    const got: Uint8Array[] = [];
    let differs = false;
    for (const token of want) {
      if (!reader.next()) {
        if (differs) break;
        return { verdict: 'WA', kind: 'ends early', test: t + 1, expected: shown(want), got: shown(got) };
      }
      got.push(reader.token());
      if (!reader.equals(token)) differs = true;
    }
    if (differs) return { verdict: 'WA', kind: 'wrong', test: t + 1, expected: shown(want), got: shown(got) };
  }
  const extra: Uint8Array[] = [];
  while (extra.length <= EXTRA_SHOWN && reader.next()) extra.push(reader.token());
  if (extra.length === 0) return { verdict: 'AC' };
  return { verdict: 'WA', kind: 'extra output', test: answers.length, got: shown(extra.slice(0, EXTRA_SHOWN), extra.length > EXTRA_SHOWN) };
}

/** One line that says what went wrong, e.g. "WA on test 3: expected 470, got 480". */
export function describeComparison(c: Comparison): string {
  switch (c.verdict) {
    case 'AC':
      return 'AC';
    case 'WA':
      if (c.kind === 'wrong') return `WA on test ${c.test}: expected ${c.expected}, got ${c.got}`;
      if (c.kind === 'ends early') return `WA on test ${c.test}: expected ${c.expected}, got ${c.got ? c.got + ', then ' : ''}the end of the output`;
      return `WA: extra output after the last test (${c.test}): ${c.got}`;
  }
}

/**
 * Tokens as a person can read them in one line: joined by a space, decoded
 * as UTF-8, cut after SHOWN_CHARS, every character but printable ASCII
 * escaped (\u00a0): an answer is ASCII, and the one character that makes a
 * token wrong is often one that looks like a blank or like nothing.
 * Only a bounded prefix of each token is decoded, however long it is.
 */
export function shown(tokens: Uint8Array[], more = false): string {
  const decoder = new TextDecoder();
  const words: string[] = [];
  let length = 0;
  for (const token of tokens) {
    // A UTF-8 character is at most 4 bytes: this prefix holds more than SHOWN_CHARS of them.
    const word = decoder.decode(token.subarray(0, 4 * SHOWN_CHARS + 4));
    words.push(word);
    length += word.length + 1;
    if (length > SHOWN_CHARS) break;
  }
  const text = words.join(' ');
  const chars = Array.from(text);
  const cut = chars.length > SHOWN_CHARS;
  return escapeNonAscii(cut ? chars.slice(0, SHOWN_CHARS).join('') : text) + (cut || more ? '…' : '');
}

function escapeNonAscii(s: string): string {
  return s.replace(/[^\x20-\x7e]/gu, (ch) => {
    const cp = ch.codePointAt(0)!;
    return cp > 0xffff ? `\\u{${cp.toString(16)}}` : '\\u' + cp.toString(16).padStart(4, '0');
  });
}
