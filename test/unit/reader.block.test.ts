// The grid reader's one-copy path (rows separated by a bare "\n", copied as one
// block and moved down over the line feeds) and the lazy ranges of a plain
// number line, checked against the text read character by character.

import * as assert from 'node:assert/strict';
import { Alphabet } from '../../src/core/read/alphabet';
import { Cursor } from '../../src/core/read/cursor';
import { type Issue } from '../../src/core/text/issues';
import { SourceText } from '../../src/core/text/source';
import { Random } from './random';

const ALPHABET = '.#PFV';

describe('reader: grids copied as one block', () => {
  it('cells equal the rows of the text, for shapes tall, wide and square (seed 4242, 1500 grids)', () => {
    const rnd = new Random(4242);
    for (let t = 0; t < 1500; t++) {
      // Widths around the point where rows stop being copied by a loop, and heights
      // well above the width, where the last rows lie beyond the first copy.
      const cols = rnd.pick([1, 2, 15, 16, 17, 20, 31, rnd.int(1, 140)]);
      const rows = rnd.pick([1, 2, 3, cols, cols + 1, cols + 2, 2 * cols + 3, rnd.int(1, 90)]);
      const board = Array.from({ length: rows }, () => Array.from({ length: cols }, () => rnd.pick([...ALPHABET])).join(''));
      const before = rnd.pick(['', '7\n', '1 2\n']);
      const after = rnd.pick(['', '\n', '\n3 4\n', '\n....\n']);
      const text = before + board.join('\n') + after;
      const issues: Issue[] = [];
      const cur = new Cursor(new SourceText(text), issues);
      cur.line = before === '' ? 0 : 1;
      const grid = cur.readGrid({ rows, cols, alphabet: new Alphabet(ALPHABET), what: (r) => `row ${r + 1}` });
      const what = `${rows}x${cols} after ${JSON.stringify(before)}, then ${JSON.stringify(after)}`;
      assert.ok(grid, what);
      assert.deepEqual(issues, [], what);
      assert.equal(grid.cells.length, rows * cols, what);
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) assert.equal(grid.char(r * cols + c), board[r][c], `${what}: row ${r}, col ${c}`);
        assert.equal(grid.rowLine[r], r + (before === '' ? 0 : 1), what);
        assert.equal(grid.rowCol[r], 0, what);
      }
      assert.equal(cur.line, rows + (before === '' ? 0 : 1), what);
      assert.ok(grid.rowsInText, `${what}: rows lie in the text as they are`);
    }
  });

  it('a cell outside the alphabet anywhere in the block is still found and reported (seed 4343, 400 grids)', () => {
    const rnd = new Random(4343);
    for (let t = 0; t < 400; t++) {
      const cols = rnd.pick([16, 17, 24, rnd.int(16, 70)]);
      const rows = rnd.int(1, 3 * cols);
      const board = Array.from({ length: rows }, () =>
        Array.from({ length: cols }, () => rnd.pick([...ALPHABET]))
          .join('')
          .split(''),
      );
      const r = rnd.int(0, rows - 1);
      const c = rnd.int(0, cols - 1);
      board[r][c] = 'x';
      const issues: Issue[] = [];
      const cur = new Cursor(new SourceText(board.map((row) => row.join('')).join('\n') + '\n'), issues);
      const grid = cur.readGrid({ rows, cols, alphabet: new Alphabet(ALPHABET), what: (k) => `row ${k + 1}` });
      const what = `${rows}x${cols}, "x" at ${r}:${c}`;
      assert.equal(grid, undefined, what);
      assert.deepEqual(
        issues.map((i) => [i.code, i.range.start.line, i.range.start.col]),
        [['unknown-char', r, c]],
        what,
      );
    }
  });
});

describe('reader: grids read from the line starts alone', () => {
  it('read as the careful path reads them, over damaged layouts (seed 4545, 3000 grids)', () => {
    const rnd = new Random(4545);
    // A line before the grid: "#" keeps the text ASCII (the one-copy path), "é" does not (row by row).
    const read = (lead: string, body: string, rows: number, cols: number) => {
      const issues: Issue[] = [];
      const cur = new Cursor(new SourceText(`${lead}\n${body}`), issues);
      cur.line = 1;
      const grid = cur.readGrid({ rows, cols, alphabet: new Alphabet(ALPHABET), what: (r) => `row ${r + 1}` });
      return { cells: grid ? [...grid.cells] : undefined, rowLine: grid ? [...grid.rowLine] : undefined, rowCol: grid ? [...grid.rowCol] : undefined, issues, line: cur.line };
    };
    for (let t = 0; t < 3000; t++) {
      const cols = rnd.pick([1, 3, 15, 16, 17, rnd.int(1, 40)]);
      const rows = rnd.int(1, 12);
      const lines = Array.from({ length: rows }, () => Array.from({ length: cols }, () => rnd.pick([...ALPHABET])).join(''));
      // One or two changes a person makes while typing, anywhere, the last row included.
      for (let k = rnd.int(0, 2); k > 0; k--) {
        const r = rnd.int(0, lines.length - 1);
        const change = rnd.int(0, 6);
        if (change === 0) lines[r] = lines[r].slice(0, -1);
        else if (change === 1) lines[r] += '.';
        else if (change === 2) lines.splice(r, 0, '');
        else if (change === 3) lines[r] += ' ';
        else if (change === 4) lines[r] = ' ' + lines[r].slice(1);
        else if (change === 5 && lines.length > 1) lines.splice(r, 1);
        else lines[r] = '7' + lines[r].slice(1);
      }
      const body = lines.join('\n') + rnd.pick(['', '\n', '\n\n', '\n3 4\n', '\n.\n']);
      const what = JSON.stringify(body) + ` as ${rows}x${cols}`;
      const fast = read('#', body, rows, cols);
      const careful = read('\u00e9', body, rows, cols);
      assert.deepEqual(fast, careful, what);
    }
  });
});

describe('reader: ranges of a plain number line', () => {
  it('are where each number stands, read after the values (seed 4444, 500 lines)', () => {
    const rnd = new Random(4444);
    for (let t = 0; t < 500; t++) {
      const numbers = Array.from({ length: rnd.int(1, 4) }, () => String(rnd.int(0, 10 ** rnd.int(0, 9))));
      const line = numbers.join(' ');
      const specs = numbers.map((_, k) => ({ name: `a${k}`, min: 0, max: 10 ** 9 }));
      const cur = new Cursor(new SourceText(`${line}\n`), []);
      const got = cur.readNumbers(specs, '')!;
      assert.deepEqual(got.values, numbers.map(Number), line);
      let at = 0;
      const want = numbers.map((n) => {
        const r = { start: { line: 0, col: at }, end: { line: 0, col: at + n.length } };
        at += n.length + 1;
        return r;
      });
      assert.deepEqual(got.ranges, want, line);
      assert.equal(got.ranges, got.ranges, 'computed once');
    }
  });
});

describe('source: where each line starts in the bytes', () => {
  it('is the offset after the previous "\\n", with and without CRs, blanks and a final newline (seed 4646, 2000 texts)', () => {
    const rnd = new Random(4646);
    for (let t = 0; t < 2000; t++) {
      let text = '';
      for (let k = rnd.int(0, 12); k > 0; k--) text += rnd.pick(['.', '#', 'P', '12', ' ', '\t', '\n', '\n', '\r\n', '\n\n']);
      const src = new SourceText(text);
      const ascii = src.asciiBytes();
      assert.ok(ascii, JSON.stringify(text));
      const want: number[] = [0];
      for (let i = 0; i < text.length; i++) if (text[i] === '\n') want.push(i + 1);
      assert.deepEqual([...ascii.starts], want.slice(0, src.lineCount), JSON.stringify(text));
    }
  });
});
