// The characters a board may hold, as tables a reader checks a cell against
// in one lookup. Made once per reading of a text (a file of many tests reads
// every board against the same one).

export class Alphabet {
  /** allowed[code] is 1 for the UTF-16 code units of the alphabet. */
  readonly allowed = new Uint8Array(65536);
  /** pairs[b0 | b1 << 8] is 1 when both bytes are allowed characters: two cells checked per lookup (see grid.fast.ts). */
  readonly pairs = new Uint8Array(65536);
  /** No allowed character is a blank, a control character or beyond ASCII. */
  readonly printable: boolean;

  constructor(readonly chars: string) {
    for (const ch of chars) this.allowed[ch.charCodeAt(0)] = 1;
    // Only ASCII text is checked by pairs of bytes, so only ASCII characters pair.
    const ascii = [...chars].map((ch) => ch.charCodeAt(0)).filter((code) => code < 0x80);
    for (const a of ascii) for (const b of ascii) this.pairs[a | (b << 8)] = 1;
    this.printable = [...chars].every((ch) => ch.charCodeAt(0) > 0x20 && ch.charCodeAt(0) < 0x7f);
  }

  has(code: number): boolean {
    return this.allowed[code] === 1;
  }
}
