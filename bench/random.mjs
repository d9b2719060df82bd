// Seeded PRNG for the benchmark generators: the same seed always writes the
// same bytes, so timings of two builds compare like with like. (sfc32, seeded
// through splitmix32 so that small neighbouring seeds give unrelated streams.)

function splitmix32(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export class Rng {
  constructor(seed) {
    const mix = splitmix32(seed);
    this.a = mix();
    this.b = mix();
    this.c = mix();
    this.d = mix();
    for (let i = 0; i < 12; i++) this.u32();
  }

  u32() {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  float() {
    return this.u32() / 4294967296;
  }

  /** Integer in [lo, hi], both inclusive. */
  int(lo, hi) {
    return lo + Math.floor(this.float() * (hi - lo + 1));
  }

  chance(p) {
    return this.float() < p;
  }

  pick(items) {
    return items[Math.floor(this.float() * items.length)];
  }
}
