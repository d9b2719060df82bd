// Random pacman and zgame inputs laid out the usual way (the "clean" layout of
// core/clean.ts): shared by the tests of the clean reader and of the command line.

import type { Random } from './random';

export function pacmanInput(rnd: Random, tests = rnd.int(1, 6), rowsMax = 9): string {
  const parts = [`${tests}\n`];
  for (let t = 0; t < tests; t++) {
    const wide = rnd.chance(0.1);
    const n = wide ? rnd.int(1, 3) : rnd.int(1, rowsMax);
    const m = wide ? rnd.int(20, 300) : rnd.int(n === 1 ? 2 : 1, 12);
    const walls = rnd.pick([0, 0.1, 0.3]);
    const vampires = rnd.pick([0, 0.1, 0.3]);
    const cells: string[] = Array.from({ length: n * m }, () => (rnd.chance(walls) ? '#' : rnd.chance(vampires) ? 'V' : '.'));
    const [p, f] = rnd.distinct(n * m, 2);
    cells[p] = 'P';
    cells[f] = 'F';
    parts.push(`${n} ${m}\n`);
    for (let r = 0; r < n; r++) parts.push(cells.slice(r * m, (r + 1) * m).join('') + '\n');
  }
  return parts.join('');
}

export function zgameInput(rnd: Random, tests = rnd.int(1, 5), rowsMax = 12): string {
  const parts = [`${tests}\n`];
  for (let t = 0; t < tests; t++) {
    const n = rnd.int(1, rowsMax);
    const m = rnd.chance(0.5) ? 4 * rnd.int(1, 6) : rnd.int(1, 21);
    const letters = rnd.pick([0, 0.02, 0.2, 0.6]);
    parts.push(`${n} ${m}\n`);
    for (let r = 0; r < n; r++) parts.push(Array.from({ length: m }, () => (rnd.chance(letters) ? rnd.pick(['A', 'B']) : '.')).join('') + '\n');
  }
  return parts.join('');
}
