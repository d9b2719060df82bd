// The tokens a judge's checker compares: runs of bytes between ASCII blanks
// (C's isspace: space, \t, \n, \v, \f, \r). Anything else, a no-break space,
// a NUL or a byte that is not UTF-8, belongs to a token, so such a token
// never equals the judge's. Read from the bytes as the program wrote them:
// a large output is never decoded or split into strings whole.

/** Whether byte `b` separates tokens. */
export function isBlank(b: number): boolean {
  return b === 32 || (b >= 9 && b <= 13);
}

/** Walks the tokens of `bytes` one at a time. */
export class TokenReader {
  private pos = 0;
  /** Where the last token read starts and ends (exclusive). */
  start = 0;
  end = 0;

  constructor(readonly bytes: Uint8Array) {}

  /** Moves to the next token; false when there is none. */
  next(): boolean {
    const b = this.bytes;
    let i = this.pos;
    while (i < b.length && isBlank(b[i])) i++;
    if (i === b.length) {
      this.pos = i;
      return false;
    }
    this.start = i;
    while (i < b.length && !isBlank(b[i])) i++;
    this.end = this.pos = i;
    return true;
  }

  /** Whether the last token read is exactly `token`. */
  equals(token: Uint8Array): boolean {
    if (this.end - this.start !== token.length) return false;
    for (let k = 0; k < token.length; k++) if (this.bytes[this.start + k] !== token[k]) return false;
    return true;
  }

  token(): Uint8Array {
    return this.bytes.subarray(this.start, this.end);
  }
}

/** The tokens of `bytes`, each a view into it. */
export function tokensOf(bytes: Uint8Array): Uint8Array[] {
  const reader = new TokenReader(bytes);
  const out: Uint8Array[] = [];
  while (reader.next()) out.push(reader.token());
  return out;
}
