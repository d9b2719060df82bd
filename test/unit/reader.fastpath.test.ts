// The reader's fast paths must read exactly what the careful ones read: rows
// copied from the bytes of an all-ASCII text (checked four bytes at a time on
// long rows) against rows encoded one by one, bytes handed over by the CLI
// against bytes encoded here, and number lines split by hand against /\S+/g.

import { strict as assert } from 'node:assert';
import { Alphabet } from '../../src/core/read/alphabet';
import { Cursor } from '../../src/core/read/cursor';
import { typographic } from '../../src/core/text/chars';
import { type Issue } from '../../src/core/text/issues';
import { SourceText } from '../../src/core/text/source';
import { Random } from './random';

const ALPHABET = '.#PFV';

function readGrid(src: SourceText, rows: number, cols: number, skip = 0) {
  const issues: Issue[] = [];
  const cur = new Cursor(src, issues);
  cur.line = skip;
  const grid = cur.readGrid({ rows, cols, alphabet: new Alphabet(ALPHABET), what: (r) => `row ${r + 1}` });
  return { grid, issues, line: cur.line };
}

const at = (i: Issue) => `${i.code} ${i.range.start.line}:${i.range.start.col}-${i.range.end.line}:${i.range.end.col} ${i.message}`;

describe('reader: fast paths read what the careful path reads', () => {
  it('one foreign character anywhere in rows of 120..140 cells is reported at its own column (every width, row and position)', () => {
    for (let cols = 120; cols <= 140; cols++) {
      const rows = 3;
      const clean = Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => ALPHABET[(r * 7 + c * 3) % ALPHABET.length]).join(''));
      const ok = readGrid(new SourceText(clean.join('\n') + '\n'), rows, cols);
      assert.ok(ok.grid, `cols ${cols}: a clean grid is read`);
      assert.equal(String.fromCharCode(...ok.grid.cells), clean.join(''));
      for (let r = 1; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          const lines = clean.slice();
          lines[r] = lines[r].slice(0, c) + 'x' + lines[r].slice(c + 1);
          const { grid, issues } = readGrid(new SourceText(lines.join('\n')), rows, cols);
          assert.equal(grid, undefined, `cols ${cols}, row ${r}, col ${c}`);
          assert.deepEqual(issues.map(at), [`unknown-char ${r}:${c}-${r}:${c + 1} Unknown character "x" (U+0078) in row ${r + 1}; the grid uses only ".", "#", "P", "F" and "V".`]);
        }
      }
    }
  });

  it('random grids (seed 4242, 300 texts): the same cells and messages from ASCII bytes as from rows encoded one by one', () => {
    const rnd = new Random(4242);
    for (let t = 0; t < 300; t++) {
      const rows = rnd.int(1, 6);
      const cols = rnd.pick([1, 2, 3, 5, 7, 64, 127, 128, 129, 130, 131, 200, 257]);
      const eol = rnd.chance(0.3) ? '\r\n' : '\n';
      const lines: string[] = [];
      for (let r = 0; r < rows; r++) {
        while (rnd.chance(0.15)) lines.push(rnd.chance(0.5) ? '' : '  ');
        let width = rnd.chance(0.1) ? cols + rnd.int(-2, 2) : cols;
        if (width < 1) width = 1;
        let row = '';
        for (let c = 0; c < width; c++) row += rnd.chance(0.01) ? rnd.pick(['x', ' ', 'p', '\t']) : rnd.pick([...ALPHABET]);
        lines.push((rnd.chance(0.1) ? ' '.repeat(rnd.int(1, 3)) : '') + row + (rnd.chance(0.1) ? ' \t' : ''));
      }
      const text = lines.join(eol) + eol;
      // A non-ASCII character after the grid sends the whole text down the careful path.
      const careful = readGrid(new SourceText(text + 'é' + eol), rows, cols);
      const fast = readGrid(new SourceText(text), rows, cols);
      const seed = `text ${t}: ${JSON.stringify(text)}`;
      assert.equal(new SourceText(text).asciiBytes() !== undefined, true, seed);
      assert.equal(new SourceText(text + 'é').asciiBytes(), undefined, seed);
      assert.deepEqual(fast.issues.map(at), careful.issues.map(at), seed);
      assert.equal(fast.line, careful.line, seed);
      assert.equal(fast.grid === undefined, careful.grid === undefined, seed);
      if (fast.grid && careful.grid) {
        assert.deepEqual([...fast.grid.cells], [...careful.grid.cells], seed);
        assert.deepEqual([...fast.grid.rowLine], [...careful.grid.rowLine], seed);
        assert.deepEqual([...fast.grid.rowCol], [...careful.grid.rowCol], seed);
        // And the cells are the row text itself.
        const expected = lines
          .filter((l) => l.trim() !== '')
          .map((l) => l.trim())
          .join('');
        assert.equal(String.fromCharCode(...fast.grid.cells), expected, seed);
      }
    }
  });

  it('bytes handed over with a text are used, and only when they are its length', () => {
    const a = '2 3\n.#P\nF.V\n';
    const b = '2 3\nPF.\n#V.\n';
    const fromA = readGrid(new SourceText(a, { bytes: new TextEncoder().encode(a) }), 2, 3, 1);
    assert.equal(String.fromCharCode(...fromA.grid!.cells), '.#PF.V');
    // Bytes of another length are not taken at all: the text is encoded instead.
    assert.equal(String.fromCharCode(...readGrid(new SourceText(b, { bytes: new Uint8Array(3) }), 2, 3, 1).grid!.cells), 'PF.#V.');
  });

  it("number lines split at exactly a judge's blanks, ASCII only (seed 5150, 2000 lines)", () => {
    const rnd = new Random(5150);
    const parts = ['1', '23', '-4', '+5', 'x', ' ', '\t', '\v', '\f', '\u00a0', '\u1680', '\u2002', '\u200a', '\u200b', '\u2028', '\u202f', '\u205f', '\u3000', '\ufeff', '\u2212', '\u0085'];
    for (let t = 0; t < 2000; t++) {
      let line = '';
      for (let k = rnd.int(1, 8); k > 0; k--) line += rnd.pick(parts);
      const issues: Issue[] = [];
      // On a second line, so that a leading U+FEFF is not taken for a byte order mark.
      const cur = new Cursor(new SourceText('\n' + line), issues);
      cur.line = 1;
      const got = cur.readNumbers(
        [
          { name: 'a', min: -100, max: 100 },
          { name: 'b', min: -100, max: 100 },
        ],
        '',
      );
      // What the rules say: tokens are the runs of characters other than C's isspace (space, \t-\r);
      // a typographic stand-in (a minus sign) or a blank beyond ASCII (a no-break space) is refused
      // with its own message.
      const tokens = [...line.matchAll(/[^ \t\n\v\f\r]+/g)];
      const seed = JSON.stringify(line);
      if (/^[ \t\n\v\f\r]*$/.test(line)) continue;
      if ([...line].some((ch) => typographic(ch))) {
        assert.equal(got, undefined, seed);
        continue;
      }
      const wellFormed = tokens.length >= 2 && tokens.slice(0, 2).every((m) => /^[+-]?\d+$/.test(m[0]));
      assert.equal(got !== undefined, wellFormed, seed);
      if (got) {
        assert.deepEqual(
          got.values,
          tokens.slice(0, 2).map((m) => Number(m[0])),
          seed,
        );
        assert.deepEqual(
          got.ranges.map((r) => r.start.col),
          tokens.slice(0, 2).map((m) => m.index),
          seed,
        );
        assert.equal(
          issues.some((i) => i.code === 'extra'),
          tokens.length > 2,
          seed,
        );
      }
    }
  });
});
