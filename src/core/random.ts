// A seeded random number generator of Grid Lens's own, for generated tests:
// the same seed gives the same numbers on any machine and any version of
// node, so a test written from a seed can always be written again. Integer
// arithmetic only (sfc32, its state seeded through splitmix32 so that
// neighbouring seeds give unrelated streams); no floating point, whose
// rounding a library or a platform could change, and no Math.random.
// The state lives in the object its caller makes and owns.

/** The largest seed: seeds are 32-bit. */
export const MAX_SEED = 0xffffffff;

const TWO_32 = 0x1_0000_0000;
const TWO_53 = 2 ** 53;

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  /** `seed`: a whole number from 0 to MAX_SEED. */
  constructor(seed: number) {
    let s = seed >>> 0;
    const next = () => {
      s = (s + 0x9e3779b9) >>> 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    // The first outputs of a fresh sfc32 still show its seed: skip them.
    for (let i = 0; i < 12; i++) this.u32();
  }

  /** 32 random bits, as a whole number in [0, 2^32). */
  u32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /**
   * A whole number in [0, n), every one equally likely (draws that would
   * favour the small ones are thrown away); n from 1 to 2^53.
   */
  below(n: number): number {
    if (!(Number.isInteger(n) && n >= 1 && n <= TWO_53)) throw new RangeError(`below(${n}): n must be a whole number from 1 to 2^53`);
    if (n <= TWO_32) {
      const limit = TWO_32 - (TWO_32 % n);
      for (;;) {
        const x = this.u32();
        if (x < limit) return x % n;
      }
    }
    const limit = TWO_53 - (TWO_53 % n);
    for (;;) {
      // 21 high bits and 32 low ones: a whole number below 2^53, exact in a double.
      const x = (this.u32() >>> 11) * TWO_32 + this.u32();
      if (x < limit) return x % n;
    }
  }

  /** A whole number in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + this.below(hi - lo + 1);
  }

  /** True `perMille` times in a thousand. */
  chance(perMille: number): boolean {
    return this.below(1000) < perMille;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.below(items.length)];
  }

  /** Puts `items` in a random order, in place. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      const x = items[i];
      items[i] = items[j];
      items[j] = x;
    }
    return items;
  }
}
