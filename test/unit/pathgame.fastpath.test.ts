// Z-Game's sweep skips the lookups on words of four "." when a sample says the
// board is mostly such words. Boards a multiple of 4 wide (the word sweep), from
// empty to crowded, checked cell by cell against the literal game search, with
// the sample's verdict checked too so both sweeps are known to have run.

import { strict as assert } from 'node:assert';
import { analyze } from '../../src/core/analyze';
import { mostlyDots } from '../../src/core/search/pathgame.fast';
import { bruteZgame, canForce, type Outcome, type ZBoard } from './brute/zgame';
import { Random } from './random';

function boardOf(rnd: Random, rows: number, cols: number, letters: number): ZBoard {
  const lines = Array.from({ length: rows }, () => Array.from({ length: cols }, () => (rnd.chance(letters) ? rnd.pick(['A', 'B']) : '.')).join(''));
  return { rows, cols, lines };
}

describe('zgame: the sweep over words of four "."', () => {
  it('matches the literal search cell by cell on 300 boards 4..24 wide (seed 7373), sparse and crowded', () => {
    const rnd = new Random(7373);
    const seen = { dots: 0, lookups: 0 };
    for (let n = 0; n < 300; n++) {
      const cols = 4 * rnd.int(1, 6);
      const rows = rnd.int(2, 24);
      const letters = rnd.pick([0, 0.01, 0.03, 0.3, 0.6]);
      const b = boardOf(rnd, rows, cols, letters);
      const a = analyze(`1\n${rows} ${cols}\n${b.lines.join('\n')}\n`, { problem: 'zgame' });
      const r = a.results[0]!;
      const where = `board #${n} (${rows}×${cols}):\n${b.lines.join('\n')}`;
      assert.equal(r.answer, bruteZgame(b, true), `${where}\nanswer`);
      const cells = a.parsed!.cases[0].grid!.cells;
      if (mostlyDots(new Uint32Array(cells.buffer, cells.byteOffset, cells.length >> 2))) seen.dots++;
      else seen.lookups++;
      const force = r.layers.find((l) => l.id === 'force')!;
      const goals: Outcome[] = ['win', 'draw', 'loss'];
      const memos = goals.map(() => new Map<number, boolean>());
      for (let x = 1; x <= rows; x++) {
        for (let y = 1; y <= cols; y++) {
          const want = goals.filter((g, k) => canForce(b, g, x, y, memos[k]));
          const label = force.categories![force.data.get()!.values[(x - 1) * cols + (y - 1)]];
          assert.equal(label, want.length === 0 ? 'nothing' : want.join(', '), `${where}\ncell (${x},${y})`);
        }
      }
    }
    // Both sweeps ran on many boards.
    assert.ok(seen.dots > 80 && seen.lookups > 80, JSON.stringify(seen));
  });

  it('the sample: three in four words of "." or more', () => {
    const words = (s: string) => new Uint32Array(Uint8Array.from(s, (ch) => ch.charCodeAt(0)).buffer);
    assert.equal(mostlyDots(words('....'.repeat(3) + 'A...')), true);
    assert.equal(mostlyDots(words('....'.repeat(2) + 'A...' + '..B.')), false);
    assert.equal(mostlyDots(words('....'.repeat(300) + 'AB..'.repeat(100))), true);
    assert.equal(mostlyDots(words('....'.repeat(200) + 'AB..'.repeat(200))), false);
  });
});
