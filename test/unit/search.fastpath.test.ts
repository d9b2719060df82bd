// The second round of fast paths, each against a plain reading written here:
// countReached (a search that stops at its target's level and only counts)
// against distances from a plain queue; boards laid out by one copy of their
// text (Grid.rowsInText) against boards copied row by row, with the files
// written in every way that must force the row-by-row copy; and SourceText's
// shortcut for texts with nothing to trim against the literal split.

import { strict as assert } from 'node:assert';
import { analyze } from '../../src/core/analyze';
import { Alphabet } from '../../src/core/read/alphabet';
import { Cursor } from '../../src/core/read/cursor';
import { Scratch } from '../../src/core/scratch';
import { countReached, gridBfsAbove } from '../../src/core/search/bfs.fast';

const scratch = new Scratch();
import { type Issue } from '../../src/core/text/issues';
import { SourceText } from '../../src/core/text/source';
import { plainDistances } from './brute/distances';
import { Random } from './random';

const WALL = '#'.charCodeAt(0);
const V = 'V'.charCodeAt(0);
const UNREACHABLE = -1;

function randomBoard(rnd: Random, maxSide: number): string[] {
  const rows = rnd.int(1, maxSide);
  const cols = rnd.int(1, maxSide);
  const wallShare = rnd.pick([0, 0.2, 0.4, 0.6]);
  return Array.from({ length: rows }, () => Array.from({ length: cols }, () => (rnd.chance(wallShare) ? '#' : rnd.chance(0.2) ? 'V' : '.')).join(''));
}

/** The grid of a text holding only `board` (rows joined by `sep`), read as the parsers read it. */
function readBoard(text: string, rows: number, cols: number) {
  const issues: Issue[] = [];
  const grid = new Cursor(new SourceText(text), issues).readGrid({ rows, cols, alphabet: new Alphabet('.#PFV'), what: (r) => `row ${r + 1}` });
  assert.equal(issues.length, 0, text);
  return grid!;
}

describe('search: fast paths against plain searches', () => {
  it('countReached on 3000 random boards (seed 4242), with and without a target, from the text and from the cells', () => {
    const rnd = new Random(4242);
    for (let k = 0; k < 3000; k++) {
      const board = randomBoard(rnd, k < 2500 ? 8 : 140);
      const rows = board.length;
      const cols = board[0].length;
      const flat = board.join('');
      // From the text (one copy) and from the cells (row by row) must agree with the plain search.
      const grid = readBoard(board.join('\n') + (rnd.chance(0.5) ? '\n' : ''), rows, cols);
      assert.ok(grid.rowsInText, 'rows separated by a single "\\n" lie in the text');
      const source = rnd.int(0, rows * cols - 1);
      const target = rnd.chance(0.2) ? -1 : rnd.int(0, rows * cols - 1);
      const dist = plainDistances(board, source);
      const reach = target >= 0 ? dist[target] : -1;
      let marked = 0;
      for (let i = 0; i < flat.length; i++) if (flat[i] === 'V' && dist[i] >= 0 && (reach < 0 || dist[i] <= reach)) marked++;
      const want = { distance: reach < 0 ? UNREACHABLE : reach, marked };
      const what = `board ${k}, from ${source} to ${target}:\n${board.join('\n')}`;
      assert.deepEqual(countReached(rows, cols, grid.cells, WALL, source, target, V, scratch, grid.rowsInText), want, `${what} (text)`);
      assert.deepEqual(countReached(rows, cols, grid.cells, WALL, source, target, V, scratch), want, `${what} (cells)`);
      if (k % 10 === 0) {
        const plain = dist.map((d, i) => (flat[i] === '#' ? -1 : d));
        assert.deepEqual(Array.from(gridBfsAbove(rows, cols, grid.cells, WALL, [source], scratch, grid.rowsInText)), plain, `${what} (gridBfsAbove, text)`);
        assert.deepEqual(Array.from(gridBfsAbove(rows, cols, grid.cells, WALL, [source], scratch)), plain, `${what} (gridBfsAbove, cells)`);
      }
    }
  });

  it('pacman answers the same whichever way the rows are written (seed 5151, 200 files); only single "\\n" rows lie in the text', () => {
    const rnd = new Random(5151);
    // Each way of writing a test's rows, and whether a board of several rows can be copied from the text
    // (a single row always can: nothing separates it from another).
    const ways: { name: string; write: (rows: string[]) => string; inText: boolean }[] = [
      { name: 'LF', write: (rows) => rows.join('\n') + '\n', inText: true },
      { name: 'CRLF', write: (rows) => rows.join('\r\n') + '\r\n', inText: false },
      { name: 'a blank line between rows', write: (rows) => rows.join('\n\n') + '\n', inText: false },
      { name: 'a trailing space on the first row', write: (rows) => rows.map((r, i) => (i === 0 ? r + ' ' : r)).join('\n') + '\n', inText: false },
    ];
    for (let file = 0; file < 200; file++) {
      const boards = Array.from({ length: rnd.int(1, 6) }, () => {
        const b = randomBoard(rnd, file < 150 ? 7 : 150);
        const flat = [...b.join('')];
        if (flat.length < 2) return ['PF'];
        const [p, f] = rnd.distinct(flat.length, 2);
        flat[p] = 'P';
        flat[f] = 'F';
        const cols = b[0].length;
        return b.map((_, r) => flat.slice(r * cols, (r + 1) * cols).join(''));
      });
      const want = boards.map((b) => {
        const flat = b.join('');
        const toF = plainDistances(b, flat.indexOf('F'));
        const fromP = plainDistances(b, flat.indexOf('P'));
        const need = toF[flat.indexOf('P')];
        let bites = 0;
        for (let i = 0; i < flat.length; i++) if (flat[i] === 'V' && (need >= 0 ? toF[i] >= 0 && toF[i] <= need : fromP[i] >= 0)) bites++;
        return String((need >= 0 ? 500 : 0) - 10 * bites);
      });
      const way = ways[file % ways.length];
      const last = rnd.chance(0.3);
      let text = `${boards.length}\n` + boards.map((b) => `${b.length} ${b[0].length}\n${way.write(b)}`).join('');
      // The last row without its line break: the copy must not read past the file.
      if (last && way.name === 'LF') text = text.slice(0, -1);
      const a = analyze(text, { problem: 'pacman' });
      assert.equal(a.errors.length, 0, `${way.name}: ${text}`);
      assert.deepEqual(
        a.results.map((r) => r!.answer),
        want,
        `${way.name}:\n${text}`,
      );
      a.parsed!.cases.forEach((c, k) => assert.equal(c.grid!.rowsInText !== undefined, way.inText || boards[k].length === 1, `${way.name}, test ${k + 1}`));
    }
  });

  it('a worker message (structured clone) does not carry the text along', () => {
    const a = analyze('1\n2 3\nP.V\n.F#\n', { problem: 'pacman' });
    const grid = a.parsed!.cases[0].grid!;
    assert.ok(grid.rowsInText);
    const copy = structuredClone(grid) as unknown as Record<string, unknown>;
    assert.deepEqual(Object.keys(copy).sort(), ['cells', 'cols', 'irregular', 'rowCol', 'rowLine', 'rows']);
  });
});

/** SourceText's lines and content by the letter of its contract: split, drop a final empty line, a CR, a BOM; trim blanks. */
function literalLines(text: string): { lines: string[]; content: string[] } {
  const lines = text.split('\n').map((l, i) => {
    let s = l.endsWith('\r') ? l.slice(0, -1) : l;
    if (i === 0 && s.startsWith('\ufeff')) s = s.slice(1);
    return s;
  });
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return { lines, content: lines.map((l) => l.replace(/[ \t\r\f\v]+$/, '')) };
}

describe('source: texts with nothing to trim share one array of lines', () => {
  it('lines and content match the literal split on 5000 random texts (seed 6161)', () => {
    const rnd = new Random(6161);
    const pieces = ['.', '#', '1', ' ', '\t', '\r', '\n', '\n', '\n', '\f', '\v', 'ab'];
    let shared = 0;
    for (let k = 0; k < 5000; k++) {
      let text = Array.from({ length: rnd.int(0, 12) }, () => rnd.pick(pieces)).join('');
      if (rnd.chance(0.1)) text = '\ufeff' + text;
      const src = new SourceText(text);
      const want = literalLines(text);
      assert.deepEqual(src.lines, want.lines, JSON.stringify(text));
      assert.deepEqual(src.content, want.content, JSON.stringify(text));
      if (src.lines === src.content) shared++;
    }
    // Both kinds of text came up.
    assert.ok(shared > 500 && shared < 4500, `${shared} shared`);
  });

  it('a trailing blank is still reported when every other line is clean', () => {
    const a = analyze('1\n1 2\nPF \n', { problem: 'pacman' });
    assert.deepEqual(
      a.parsed!.issues.map((i) => i.code),
      ['trailing-space'],
    );
    assert.equal(analyze('1\n1 2\nPF\n', { problem: 'pacman' }).parsed!.issues.length, 0);
  });
});

describe('reader: plain number lines', () => {
  it('read as the careful reading reads them, on 3000 lines of digits and single spaces (seed 7171)', () => {
    const rnd = new Random(7171);
    const specs = [
      { name: 'n', min: 1, max: 1000 },
      { name: 'm', min: 0, max: 1_000_000 },
    ];
    const read = (text: string) => {
      const issues: Issue[] = [];
      const cur = new Cursor(new SourceText(text), issues);
      const got = cur.readNumbers(specs, ' of test 1');
      return { got, issues, line: cur.line };
    };
    const number = () => rnd.pick(['0', '1', '007', '999', '1000', '1001', '1000000', '1000001', '9'.repeat(15), '1' + '0'.repeat(15), String(rnd.int(0, 2_000_000))]);
    for (let t = 0; t < 3000; t++) {
      const count = rnd.pick([1, 2, 2, 2, 3]);
      const line = Array.from({ length: count }, number).join(rnd.chance(0.9) ? ' ' : '  ');
      // A tab in front takes the careful way; the columns then move by one.
      const fast = read(`${line}\n`);
      const careful = read(`\t${line}\n`);
      const shift = (r: { start: { col: number }; end: { col: number } }) => [r.start.col + 1, r.end.col + 1];
      const what = JSON.stringify(line);
      assert.equal(fast.line, careful.line, what);
      assert.deepEqual(fast.got?.values, careful.got?.values, what);
      assert.deepEqual(
        fast.got?.ranges.map(shift),
        careful.got?.ranges.map((r) => [r.start.col, r.end.col]),
        what,
      );
      assert.deepEqual(
        fast.issues.map((i) => [i.code, i.message, ...shift(i.range)]),
        careful.issues.map((i) => [i.code, i.message, i.range.start.col, i.range.end.col]),
        what,
      );
    }
  });
});
