// A small seeded generator so random tests are repeatable: a failure prints its
// seed, and the same seed rebuilds the same board.

export class Random {
  private s: number;
  constructor(readonly seed: number) {
    this.s = seed >>> 0 || 1;
  }
  /** Uniform in [0, 1). mulberry32. */
  next(): number {
    let t = (this.s = (this.s + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** Integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** Distinct indices in [0, n). */
  distinct(n: number, k: number): number[] {
    const all = Array.from({ length: n }, (_, i) => i);
    for (let i = 0; i < k; i++) {
      const j = i + Math.floor(this.next() * (n - i));
      [all[i], all[j]] = [all[j], all[i]];
    }
    return all.slice(0, k);
  }
}
