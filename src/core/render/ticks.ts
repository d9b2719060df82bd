// The values a legend labels a colour scale with. Labels where the colour
// buckets happen to start read as noise ("0 3 5 6 8 10"); a reader takes in
// whole numbers in steps of 1, 2 or 5 (times a power of ten, or 25, 250, …)
// at a glance: "0 2 4 6 8 10".

/** 1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, …, in increasing order. */
function* roundSteps(): Generator<number> {
  for (let unit = 1; ; unit *= 10) {
    yield unit;
    yield 2 * unit;
    if (unit >= 10) yield (5 * unit) / 2;
    yield 5 * unit;
  }
}

/**
 * At most `most` (at least 2) increasing whole numbers from 0 to max: 0 and
 * the multiples of the smallest round step that keeps them that few, then
 * max itself when it is not one of them. Every gap is the step except, then,
 * the last, which is shorter.
 */
export function scaleTicks(max: number, most = 6): number[] {
  const top = Math.floor(max);
  if (!(top > 0)) return [0];
  const room = Math.max(2, Math.floor(most));
  for (const step of roundSteps()) {
    const multiples = Math.floor(top / step);
    const offStep = top % step !== 0;
    if (multiples + 1 + (offStep ? 1 : 0) > room) continue;
    const ticks = Array.from({ length: multiples + 1 }, (_, k) => k * step);
    if (offStep) ticks.push(top);
    return ticks;
  }
  return [0, top];
}
