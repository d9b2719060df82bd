// Reading a problem description: what it becomes (the core's vocabulary and
// the rest), and each mistake a schema cannot see, in plain words at its line
// and column. Hostile descriptions are refused quickly, before anything is
// allocated for them.

import { strict as assert } from 'node:assert';
import { readDescription } from '../../src/core/described/read';
import { solveDescribed } from '../../src/core/described/solve';
import { LIMITS } from '../../src/core/described/types';

/** A description from its lines, so that a test can say where a mistake is. */
const text = (...lines: string[]) => lines.join('\n');

/** A small valid description with one line replaced or added. */
function maze(over: Record<string, string> = {}): string {
  const parts: Record<string, string> = {
    id: '  "id": "maze",',
    header: '  "header": ["H W", "sy sx", "gy gx"],',
    limits: '  "limits": { "H": "1..50", "W": "1..50" },',
    board: '  "board": { "rows": "H", "cols": "W" },',
    start: '  "start": { "row": "sy", "col": "sx" },',
    goal: '  "goal": { "row": "gy", "col": "gx" }',
    ...over,
  };
  const body = Object.values(parts).filter((p) => p !== '');
  body[body.length - 1] = body[body.length - 1].replace(/,$/, '');
  for (let i = 0; i < body.length - 1; i++) if (!body[i].endsWith(',')) body[i] += ',';
  return text('{', ...body, '}');
}

/** The errors of a description as "line:col message" (1-based, as the editor shows them). */
function errors(source: string): string[] {
  return readDescription(source)
    .issues.filter((i) => i.severity === 'error')
    .map((i) => `${i.range.start.line + 1}:${i.range.start.col + 1} ${i.message}`);
}

/** Line and column (1-based) of the `nth` occurrence of `token` in `source`: where an error about it must start. */
function placeOf(source: string, token: string, nth = 0): [number, number] {
  let at = -1;
  for (let k = 0; k <= nth; k++) at = source.indexOf(token, at + 1);
  assert.ok(at >= 0, `${token} is not in the description`);
  const before = source.slice(0, at).split('\n');
  return [before.length, before[before.length - 1].length + 1];
}

/** An error matching `message` starts where `token` (its `nth` occurrence) does; "{" alone: the description's first brace. */
function assertError(source: string, token: string, message: RegExp, nth = 0): void {
  const [line, col] = placeOf(source, token, nth);
  const found = errors(source);
  assert.ok(
    found.some((e) => e.startsWith(`${line}:${col} `) && message.test(e)),
    `expected ${line}:${col} (at ${token}) ${message}\nin\n${source.slice(0, 2000)}\ngot\n${found.join('\n')}`,
  );
}

describe('described: reading a description', function () {
  // A test that hangs fails at mocha's timeout: that, not a stopwatch, is the check that nothing hangs.
  this.timeout(20_000);
  it('makes the core vocabulary of a maze with squares from the header', () => {
    const read = readDescription(maze({ judge: '  "judge": "AtCoder ABC007 C",', url: '  "url": "https://atcoder.jp/contests/abc007/tasks/abc007_3",' }));
    assert.deepEqual(read.issues, []);
    const p = read.problem!;
    assert.deepEqual(p.description, {
      id: 'maze',
      title: 'maze',
      judge: 'AtCoder ABC007 C',
      url: 'https://atcoder.jp/contests/abc007/tasks/abc007_3',
      cells: [
        { ch: '.', role: 'floor', name: 'a floor cell' },
        { ch: '#', role: 'wall', name: 'a wall' },
      ],
      layout: {
        header: [
          [
            { name: 'H', min: 1, max: 50 },
            { name: 'W', min: 1, max: 50 },
          ],
          [
            { name: 'sy', min: 1, max: 'H' },
            { name: 'sx', min: 1, max: 'W' },
          ],
          [
            { name: 'gy', min: 1, max: 'H' },
            { name: 'gx', min: 1, max: 'W' },
          ],
        ],
        rows: 'H',
        cols: 'W',
        squares: [
          { letter: 'S', kind: 'start', row: 'sy', col: 'sx', base: 1, on: '.' },
          { letter: 'G', kind: 'goal', row: 'gy', col: 'gx', base: 1, on: '.' },
        ],
      },
    });
    assert.equal(p.search, 'bfs');
    assert.deepEqual(p.moves, [{ name: 'step', type: 'step', offsets: [-1, 0, 1, 0, 0, -1, 0, 1], cost: 1 }]);
    assert.deepEqual(p.answer, { kind: 'distance', unreachable: '-1', countStartCell: false });
  });

  it('a test count, an N × N board, roles with counts, 0-based squares and several kinds of move', () => {
    const read = readDescription(
      text(
        '{',
        '  "id": "k2", "tests": "T", "header": ["N", "r c"],',
        '  "limits": { "T": "1..10", "N": "2..8" },',
        '  "maxTotalCells": 200,',
        '  "board": { "rows": "N", "cols": "N" },',
        '  "cells": { ".": "floor", "#": "wall", "K": { "role": "start", "count": 1 }, "19": "digit", "~": { "role": "floor", "cost": 4 } },',
        '  "goal": { "row": "r", "col": "c", "base": 0 },',
        '  "moves": [{ "type": "step", "directions": "knight", "cost": 2 }, { "type": "ride", "directions": [[0, 1], [0, -1]], "cost": 3 }],',
        '  "answer": { "kind": "distance", "unreachable": "NO" }',
        '}',
      ),
    );
    assert.deepEqual(read.issues, []);
    const p = read.problem!;
    assert.deepEqual(p.description.layout.tests, { name: 'T', what: 'the number of tests T', min: 1, max: 10, noun: 'test' });
    assert.deepEqual(p.description.layout.header[1], [
      { name: 'r', min: 0, max: 7, maxNote: 'one less than the largest board the limits allow' },
      { name: 'c', min: 0, max: 7, maxNote: 'one less than the largest board the limits allow' },
    ]);
    assert.equal(p.description.layout.totalCells, 200);
    assert.deepEqual(
      p.cells.map((c) => [c.ch, c.role, c.cost, c.count]),
      [
        ['.', 'floor', 0, undefined],
        ['#', 'wall', 0, undefined],
        ['K', 'start', 0, 1],
        ['1', 'digit', 1, undefined],
        ['9', 'digit', 9, undefined],
        ['~', 'floor', 4, undefined],
      ],
    );
    assert.deepEqual(p.description.cells[2], { ch: 'K', role: 'piece', name: 'a start', count: 1 });
    assert.equal(p.search, 'dijkstra');
    assert.equal(p.answer.unreachable, 'NO');
    // It solves: from K at (0, 0), one knight jump (2) to (1, 2), two rides along row 0 (3 each) to (0, 2).
    const cells = Uint8Array.from('K..' + '...' + '...', (ch) => ch.charCodeAt(0));
    assert.equal(solveDescribed(p, { rows: 3, cols: 3, cells, values: { N: 3, r: 1, c: 2 } }).answer, '2');
    assert.equal(solveDescribed(p, { rows: 3, cols: 3, cells, values: { N: 3, r: 0, c: 2 } }).answer, '3');
    // The centre of a 3 × 3 board: a knight never lands there, and with walls beside it no ride reaches it either.
    assert.equal(solveDescribed(p, { rows: 3, cols: 3, cells, values: { N: 3, r: 1, c: 1 } }).answer, '5');
    const walled = Uint8Array.from('K..' + '#.#' + '...', (ch) => ch.charCodeAt(0));
    assert.equal(solveDescribed(p, { rows: 3, cols: 3, cells: walled, values: { N: 3, r: 1, c: 1 } }).answer, 'NO');
  });

  it('limits written as statements write them: plainly, with "_", as powers of ten, bounded by an earlier value', () => {
    const read = readDescription(maze({ header: '  "header": ["H W", "sy sx", "gy gx", "K L"],', limits: '  "limits": { "H": "1..1_000", "W": " 2 .. 2*10^2 ", "K": "-10^9..10^9", "L": "0..K" },' }));
    assert.deepEqual(read.issues, []);
    assert.deepEqual(read.problem!.description.layout.header[0], [
      { name: 'H', min: 1, max: 1000 },
      { name: 'W', min: 2, max: 200 },
    ]);
    assert.deepEqual(read.problem!.description.layout.header[3], [
      { name: 'K', min: -1e9, max: 1e9 },
      { name: 'L', min: 0, max: 'K' },
    ]);
    assertError(maze({ limits: '  "limits": { "H": "1..50", "W": "_1..50" },' }), '"_1..50"', /The limit of W must read "min\.\.max"/);
  });

  it('a stencil is the list of offsets it draws', () => {
    const read = readDescription(maze({ moves: '  "moves": [{ "stencil": [".x.", "xox", "..x"] }]' }));
    assert.deepEqual(read.issues, []);
    assert.deepEqual(read.problem!.moves[0].offsets, [-1, 0, 0, -1, 0, 1, 1, 1]);
  });

  describe('mistakes a schema cannot see, at their line and column', () => {
    it('a square naming no header value, with the name it probably meant', () => {
      assertError(maze({ start: '  "start": { "row": "sz", "col": "sx" },' }), '"sz"', /The row of the start square names "sz", which is no header value; did you mean "sy"\?/);
    });

    it('rows or columns naming no header value', () => {
      assertError(maze({ board: '  "board": { "rows": "H", "cols": "w" },' }), '"w"', /The number of columns of the board names "w", which is no header value; did you mean "W"\?/);
    });

    it('a limit for a value the header does not have', () => {
      assertError(maze({ limits: '  "limits": { "H": "1..50", "W": "1..50", "K": "1..9" },' }), '"K"', /"K" names no header value; the header has H, W, sy, sx, gy, gx\./);
    });

    it('a limit naming a value read after it', () => {
      assertError(maze({ limits: '  "limits": { "H": "1..W", "W": "1..50" },' }), '"1..W"', /The limit of H names W, which is read after it/);
    });

    it('a header value without a limit, at its name in the header line', () => {
      assertError(maze({ limits: '  "limits": { "H": "1..50" },' }), 'W", "sy', /The header value W has no limit: add "W": "min\.\.max" to "limits"/);
    });

    it('a value that sizes the board needs its limit even when a square names it too', () => {
      assertError(maze({ header: '  "header": ["H W", "sy sx"],', limits: '  "limits": { "W": "1..50" },', goal: '  "goal": { "row": "H", "col": "W" }' }), 'H W', /The header value H has no limit/);
    });

    it('a name given twice in the header', () => {
      assertError(maze({ header: '  "header": ["H W", "sy sx", "gy H"],' }), 'H"]', /"H" is already the name of a value on header line 1/);
    });

    it('contradictory roles: one character both a wall and a start, at both places', () => {
      const source = maze({ cells: '  "cells": { ".": "floor", "#S": "wall", "S": "start" },' });
      assertError(source, 'S": "wall', /"S" is given two roles: a wall and a start/);
      assertError(source, 'S": "start', /"S" is given two roles: a wall and a start/);
    });

    it('a digit role for a letter, a cost on a wall', () => {
      assertError(maze({ cells: '  "cells": { ".": "floor", "#": { "role": "wall", "cost": 3 }, "x1": "digit" },' }), '"cost"', /A wall is never entered, so it has no cost/);
      assertError(maze({ cells: '  "cells": { ".": "floor", "#": "wall", "x1": "digit" },' }), 'x1', /"x" is not a digit/);
    });

    it('a square on a character that is not a cell, or a wall', () => {
      assertError(maze({ goal: '  "goal": { "row": "gy", "col": "gx", "on": ".G" }' }), '".G"', /"on" lists "G", which is not among the cells/);
      assertError(maze({ goal: '  "goal": { "row": "gy", "col": "gx", "on": "#" }' }), '"#" }', /"on" lists "#", a wall/);
    });

    it('an unknown letter in a stencil, and a stencil without its piece', () => {
      assertError(maze({ moves: '  "moves": [{ "stencil": [".x.", "xKx", ".x."] }]' }), '[".x."', /The stencil has "K": only "\." \(nothing\), "x" \(a cell to move to\) and "o"/);
      assertError(maze({ moves: '  "moves": [{ "stencil": [".x.", "x.x", ".x."] }]' }), '[".x."', /exactly one "o"/);
    });

    it('offsets out of range, [0, 0], repeated, and walls crossed by a ride', () => {
      assertError(maze({ moves: '  "moves": [{ "directions": [[0, 1], [0, 17]] }]' }), '17', /An offset must be a whole number from -16 to 16; 17 is not/);
      assertError(maze({ moves: '  "moves": [{ "directions": [[0, 1], [0, 0]] }]' }), '[0, 0]', /\[0, 0\] moves nowhere/);
      assertError(maze({ moves: '  "moves": [{ "directions": [[0, 1], [0, 1]] }]' }), '[0, 1]', /\[0, 1\] is listed twice/, 1);
      assertError(maze({ moves: '  "moves": [{ "type": "ride", "directions": "rook", "throughWalls": true }]' }), '"throughWalls"', /Only a step may go through walls/);
    });

    it('a cost out of range, a mistyped type of move or set of directions', () => {
      assertError(maze({ moves: '  "moves": [{ "directions": "king", "cost": 1.5 }]' }), '1.5', /The cost of a move must be a whole number from 0 to 1,000,000; 1\.5 is not/);
      assertError(maze({ moves: '  "moves": [{ "type": "slid", "directions": "king" }]' }), '"slid"', /"slid" is not a type of move. Did you mean "slide"\?/);
      assertError(maze({ moves: '  "moves": [{ "directions": "knights" }]' }), '"knights"', /"knights" is not a set of directions. Did you mean "knight"\?/);
    });

    it('an unknown property, with the one it probably meant', () => {
      assertError(maze({ extra: '  "limts": {}' }), '"limts"', /A problem description has no property "limts"; did you mean "limits"\?/);
    });

    it('nothing to start from, and a distance with no goal', () => {
      assertError(maze({ start: '' }), '{', /Nothing to start from/);
      assertError(maze({ goal: '  "answer": "distance"' }), '"distance"', /The answer "distance" needs a goal/);
    });

    it('mistakes in separate parts are told together, not one fix at a time', () => {
      // A board naming no header value, a move of no known type, a missing limit: each part's own mistake.
      const source = maze({
        limits: '  "limits": { "H": "1..50" },',
        board: '  "board": { "rows": "H", "cols": "M" },',
        goal: '  "goal": { "row": "gy", "col": "gx" },\n  "moves": [{ "type": "jump" }]',
      });
      assertError(source, '"M"', /names "M", which is no header value/);
      assertError(source, '"jump"', /"jump" is not a type of move/);
      // The limits are checked once the layout is read: a second description, only the board mended.
      const second = source.replace('"cols": "M"', '"cols": "W"');
      assertError(second, '"jump"', /"jump" is not a type of move/);
      assertError(second, 'W", "sy sx"', /The header value W has no limit/);
      // No goal for a distance, told beside a mistake in the moves.
      const third = maze({ goal: '  "moves": [{ "directions": "knigth" }]' });
      assertError(third, '"knigth"', /"knigth" is not a set of directions/);
      assertError(third, '{', /The answer "distance" needs a goal/);
    });

    it('a fixed square beyond every board the limits allow', () => {
      assertError(
        maze({ header: '  "header": ["H W", "sy sx"],', goal: '  "goal": { "row": 51, "col": 1 }' }),
        '{ "row": 51',
        /The row of the goal square is 51, beyond every board the limits allow \(at most 50 rows\)/,
      );
    });
  });

  describe('hostile descriptions: a clear error, fast, nothing allocated for them', () => {
    it('limits that allow boards beyond what Grid Lens reads', () => {
      const source = maze({ limits: '  "limits": { "H": "1..10^9", "W": "1..10^9" },' });
      assertError(source, '"1..10^9"', /boards of 1,000,000,000 × 1,000,000,000 cells; Grid Lens reads at most 4,000,000 cells per test/);
    });

    it('a million tests of a million cells, without maxTotalCells', () => {
      const source = maze({ tests: '  "tests": "T",', limits: '  "limits": { "T": "1..10^6", "H": "1..1000", "W": "1..1000" },' });
      assertError(source, '"1..10^6"', /a file holds at most 64,000,000 cells \(64 MB\). Give "maxTotalCells"/);
      assert.deepEqual(errors(source.replace('"tests": "T"', '"tests": "T", "maxTotalCells": 1000000')), []);
    });

    it('limits beyond exact numbers', () => {
      assertError(maze({ limits: '  "limits": { "H": "1..50", "W": "1..50", "sy": "1..10^20" },' }), '"1..10^20"', /goes beyond 9,007,199,254,740,991/);
    });

    it('a million move offsets: the file is too big; a few thousand: the list is too long', () => {
      const million = maze({ moves: `  "moves": [{ "directions": [${'[0, 1],'.repeat(1_000_000)}[1, 0]] }]` });
      assertError(million, '{', new RegExp(`a description may have at most ${LIMITS.fileChars.toLocaleString('en-US')}`));
      const thousands = maze({ moves: `  "moves": [{ "directions": [${'[0, 1],'.repeat(5000)}[1, 0]] }]` });
      assertError(thousands, '[[0, 1]', /The offsets of a step has 5,001 items; it may have at most 1,000/);
    });

    it('deep nesting is one error at the level it goes too deep', () => {
      const deep = maze({ notes: `  "notes": ${'['.repeat(100_000)}` });
      const found = errors(deep);
      assert.equal(found.length, 1);
      // The description itself is the first level; the sixteenth "[" is one too many.
      const [line, col] = placeOf(deep, '['.repeat(16));
      assert.equal(found[0], `${line}:${col + 15} Nesting deeper than 16 levels of objects and arrays: a problem description needs far fewer.`);
    });

    it('costs that could add up beyond 32 bits', () => {
      const source = maze({ limits: '  "limits": { "H": "1..2000", "W": "1..2000" },', moves: '  "moves": [{ "directions": "king", "cost": 1000000 }]' });
      assertError(source, '{', /can add up beyond 2,147,483,646/);
    });

    it('too many moves to look at over a whole file', () => {
      // A 31 × 31 stencil: 960 cells to jump to, on four million cells.
      const rows = Array.from({ length: 31 }, (_, r) => Array.from({ length: 31 }, (_, c) => (r === 15 && c === 15 ? 'o' : 'x')).join(''));
      const source = maze({
        tests: '  "tests": "T",',
        limits: '  "limits": { "T": "1..1000", "H": "1..2000", "W": "1..2000" },',
        extra: '  "maxTotalCells": 4000000,',
        moves: `  "moves": [{ "stencil": ${JSON.stringify(rows)} }]`,
      });
      assertError(source, '{', /The moves have 960 offsets and directions in all: on 4,000,000 cells that is more than 1,000,000,000 moves/);
    });

    it('moves of cost 0 in cycles are a fine description, and solving them ends', () => {
      const read = readDescription(
        maze({
          limits: '  "limits": { "H": "1..2000", "W": "1..2000" },',
          moves: '  "moves": [{ "directions": "king", "cost": 0 }, { "type": "ride", "directions": "queen", "cost": 0 }, { "type": "slide", "directions": "rook", "cost": 0 }]',
        }),
      );
      assert.deepEqual(read.issues, []);
      const n = 1000;
      const cells = new Uint8Array(n * n).fill('.'.charCodeAt(0));
      const answer = solveDescribed(read.problem!, { rows: n, cols: n, cells, values: { H: n, W: n, sy: 1, sx: 1, gy: n, gx: n } });
      assert.equal(answer.answer, '0');
      assert.equal(answer.fromStart.reached, n * n);
    });
  });
});
