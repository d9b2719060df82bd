// The characters a board may hold, as tables a reader checks a cell against
// in one lookup. Made once per reading of a text (a file of many tests reads
// every board against the same one).

export class Alphabet {
  /** allowed[code] is 1 for the codes of the alphabet (all below 256: a board's characters are ASCII). */
  readonly allowed = new Uint8Array(256);
  /** No allowed character is a blank, a control character or beyond ASCII. */
  readonly printable: boolean;
  #pairs: Uint8Array | undefined;

  constructor(readonly chars: string) {
    for (const ch of chars) if (ch.charCodeAt(0) < 256) this.allowed[ch.charCodeAt(0)] = 1;
    this.printable = [...chars].every((ch) => ch.charCodeAt(0) > 0x20 && ch.charCodeAt(0) < 0x7f);
  }

  has(code: number): boolean {
    return code < 256 && this.allowed[code] === 1;
  }

  /** pairs[b0 | b1 << 8] is 1 when both bytes are allowed: two cells checked per lookup (see grid.fast.ts). Made on first use. */
  get pairs(): Uint8Array {
    if (!this.#pairs) {
      this.#pairs = new Uint8Array(65536);
      // Only ASCII text is checked by pairs of bytes, so only ASCII characters pair.
      const ascii = [...this.chars].map((ch) => ch.charCodeAt(0)).filter((code) => code < 0x80);
      for (const a of ascii) for (const b of ascii) this.#pairs[a | (b << 8)] = 1;
    }
    return this.#pairs;
  }
}
