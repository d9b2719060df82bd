// The shared text layer: line splitting (BOM, CRLF, final newline), the
// position-aware Cursor, and the promise every problem relies on — any text at
// all goes through detection and every parser without an exception and without
// memory sized by a header number.

import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyze } from '../../src/core/analyze';
import { detect } from '../../src/core/detect';
import { PROBLEM_IDS } from '../../src/core/problems';
import { Alphabet } from '../../src/core/read/alphabet';
import { Cursor, MAX_ISSUES } from '../../src/core/read/cursor';
import { readLayout } from '../../src/core/read/layout';
import type { ProblemDescription } from '../../src/core/description';
import { type Issue } from '../../src/core/text/issues';
import { SourceText } from '../../src/core/text/source';
import { Random } from './random';

const EXAMPLES = join(__dirname, '..', '..', 'examples');

function cursor(text: string): { cur: Cursor; issues: Issue[] } {
  const issues: Issue[] = [];
  return { cur: new Cursor(new SourceText(text), issues), issues };
}

const at = (i: Issue) => `${i.range.start.line}:${i.range.start.col}-${i.range.end.line}:${i.range.end.col}`;

describe('reader: SourceText', () => {
  it('drops one final newline but keeps blank lines inside', () => {
    assert.deepEqual(new SourceText('a\n\nb\n').lines, ['a', '', 'b']);
    assert.deepEqual(new SourceText('a\nb').lines, ['a', 'b']);
    assert.deepEqual(new SourceText('a\n\n').lines, ['a', '']);
  });
  it('an empty text is one empty line', () => {
    const s = new SourceText('');
    assert.equal(s.lineCount, 1);
    assert.equal(s.isBlank(0), true);
  });
  it('strips CR of CRLF and a BOM from the first line only', () => {
    const s = new SourceText('\ufeff12\r\nab\r\n\ufeffc');
    assert.deepEqual(s.lines, ['12', 'ab', '\ufeffc']);
  });
  it('content drops trailing blanks; lines keep them for columns', () => {
    const s = new SourceText('ab \t\r\n  cd  ');
    assert.deepEqual(s.lines, ['ab \t', '  cd  ']);
    assert.deepEqual(s.content, ['ab', '  cd']);
  });
  it('a lone CR inside a line is not a line break (a judge reads it as a character)', () => {
    assert.deepEqual(new SourceText('a\rb\n').lines, ['a\rb']);
  });
});

describe('reader: Cursor.readNumbers', () => {
  const spec = [
    { name: 'n', min: 1, max: 10 },
    { name: 'm', min: 1, max: 10 },
  ];
  it('skips blank lines and returns values with their ranges', () => {
    const { cur, issues } = cursor('\n\n  3   7 \n');
    const r = cur.readNumbers(spec, '')!;
    assert.deepEqual(r.values, [3, 7]);
    assert.equal(r.line, 2);
    assert.deepEqual(
      r.ranges.map((x) => [x.start.col, x.end.col]),
      [
        [2, 3],
        [6, 7],
      ],
    );
    assert.equal(cur.line, 3);
    assert.deepEqual(issues, []);
  });
  it('out-of-range values are reported and still returned', () => {
    const { cur, issues } = cursor('0 11\n');
    assert.deepEqual(cur.readNumbers(spec, ' of test 1')!.values, [0, 11]);
    assert.deepEqual(issues.map(at), ['0:0-0:1', '0:2-0:4']);
    assert.match(issues[0].message, /^n of test 1 is 0, outside the allowed range 1\.\.10\.$/);
    assert.match(issues[1].message, /^m of test 1 is 11,/);
  });
  it('a long name opens its sentence with a capital', () => {
    const { cur, issues } = cursor('0\n');
    cur.readNumbers([{ name: 'the number of tests t', min: 1, max: 5 }], '');
    assert.match(issues[0].message, /^The number of tests t is 0,/);
  });
  it('a word where a number belongs: undefined, with the word quoted', () => {
    const { cur, issues } = cursor('3 x\n');
    assert.equal(cur.readNumbers(spec, ''), undefined);
    assert.deepEqual(issues.map(at), ['0:2-0:3']);
    assert.equal(issues[0].code, 'bad-number');
    assert.match(issues[0].message, /found "x"/);
  });
  it('the end of the file where numbers belong', () => {
    const { cur, issues } = cursor('5\n\n');
    cur.line = 1;
    assert.equal(cur.readNumbers(spec, ' of test 2'), undefined);
    assert.equal(issues[0].code, 'missing');
    assert.match(issues[0].message, /Expected n and m of test 2 but the file ends here/);
  });
  it('typographic minus on a number line: one clear message at its column', () => {
    const { cur, issues } = cursor('3 \u22121\n');
    assert.equal(cur.readNumbers(spec, ''), undefined);
    assert.deepEqual(
      issues.map((i) => [at(i), i.code]),
      [['0:2-0:3', 'typographic']],
    );
  });
  it('twenty-digit numbers are out of range, not rounded into range', () => {
    const { cur, issues } = cursor('99999999999999999999 1\n');
    cur.readNumbers(spec, '');
    assert.deepEqual(
      issues.map((i) => [at(i), i.code]),
      [['0:0-0:20', 'out-of-range']],
    );
    assert.match(issues[0].message, /is 99999999999999999999,/);
  });
});

describe('reader: Cursor.readGrid', () => {
  const spec = (rows: number, cols: number) => ({ rows, cols, alphabet: new Alphabet('.#PFV'), what: (r: number) => `row ${r + 1}` });
  it('reads rows across blank lines, indented, and maps cells to text', () => {
    const { cur, issues } = cursor('P.\n\n  #F\n');
    const g = cur.readGrid(spec(2, 2))!;
    assert.deepEqual(issues, []);
    assert.deepEqual(
      Array.from(g.cells),
      [...'P.#F'].map((c) => c.charCodeAt(0)),
    );
    assert.deepEqual(g.positionOf(3), { line: 2, col: 3 });
    assert.equal(g.cellAt({ line: 2, col: 2 }), 2);
    assert.equal(g.cellAt({ line: 2, col: 1 }), -1);
    assert.equal(g.cellAt({ line: 1, col: 0 }), -1);
  });
  it('stops at a line of numbers: a short grid does not eat the next header', () => {
    const { cur, issues } = cursor('P.\n3 3\n...\n');
    assert.equal(cur.readGrid(spec(2, 2)), undefined);
    assert.equal(cur.line, 1, 'the cursor stays on the header');
    assert.deepEqual(
      issues.map((i) => [at(i), i.code]),
      [['0:0-0:2', 'missing']],
    );
  });
  it('a header number never sizes an allocation: a billion rows of a billion cells, two present', () => {
    const { cur, issues } = cursor('P.\n.F\n');
    assert.equal(cur.readGrid(spec(1e9, 1e9)), undefined);
    assert.match(issues.map((i) => i.message).join('\n'), /needs 1000000000 rows but only 2 are present/);
  });
  it('a typographic ellipsis is expanded so later cells keep their columns', () => {
    const { cur, issues } = cursor('P…F\n');
    assert.equal(cur.readGrid(spec(1, 5)), undefined, 'the file is still wrong for a judge');
    assert.deepEqual(
      issues.map((i) => [at(i), i.code]),
      [['0:1-0:2', 'typographic']],
    );
  });
  it('a run of unknown characters is one message that covers every one of them', () => {
    const { cur, issues } = cursor('xxxxx\n');
    assert.equal(cur.readGrid(spec(1, 5)), undefined);
    assert.deepEqual(issues.map(at), ['0:0-0:5']);
    assert.match(issues[0].message, /^Unknown characters "xxxxx" in row 1;/);
  });
  it('"hello world" typed over a row: every character is under the message, with the hint about blanks', () => {
    const { cur, issues } = cursor('.hello world.\n');
    assert.equal(cur.readGrid(spec(1, 13)), undefined);
    assert.deepEqual(
      issues.map((i) => [at(i), i.code]),
      [['0:1-0:12', 'unknown-char']],
    );
    assert.match(issues[0].message, /"hello world".*Rows must not contain blanks\./);
  });
  it('unknown characters apart are reported apart', () => {
    const { cur, issues } = cursor('x.yy.z\n');
    cur.readGrid(spec(1, 6));
    assert.deepEqual(issues.map(at), ['0:0-0:1', '0:2-0:4', '0:5-0:6']);
  });
  it('a character outside the BMP is one unknown character, named whole, and one cell', () => {
    // The ghost is two UTF-16 units (two editor columns) but one character on screen.
    const { cur, issues } = cursor('P\u{1F47B}F\n');
    assert.equal(cur.readGrid(spec(1, 3)), undefined);
    assert.deepEqual(
      issues.map((i) => [at(i), i.code]),
      [['0:1-0:3', 'unknown-char']],
    );
    assert.match(issues[0].message, /Unknown character "\u{1F47B}" \(U\+1F47B\) in row 1;/u);
  });
  it('a row too long after a character outside the BMP points at the first cell beyond m', () => {
    const { cur, issues } = cursor('\u{1F47B}.F\n');
    cur.readGrid(spec(1, 2));
    assert.deepEqual(
      issues.map((i) => [at(i), i.code]),
      [
        ['0:3-0:4', 'row-length'],
        ['0:0-0:2', 'unknown-char'],
      ],
    );
    assert.match(issues[0].message, /has 3 cells; expected 2/);
  });
});

describe('reader: a counted layout', () => {
  // One-cell boards of "a" or "b" under a test count: the smallest layout with a count.
  const oneCell: ProblemDescription = {
    id: 'cells',
    title: 'Cells',
    judge: '',
    url: '',
    cells: [
      { ch: 'a', role: 'floor', name: 'a' },
      { ch: 'b', role: 'floor', name: 'b' },
    ],
    layout: { tests: { name: 't', min: 1, max: 10, noun: 'test' }, header: [], rows: 1, cols: 1 },
  };
  it('reads cases by what is there and reports a stale count once', () => {
    const { cases, count, issues } = readLayout(new SourceText('5\na\nb\n'), oneCell);
    assert.deepEqual(
      cases.map((c) => String.fromCharCode(...c.grid!.cells)),
      ['a', 'b'],
    );
    assert.deepEqual(count, { line: 0, value: 5, startCol: 0, endCol: 1 });
    assert.deepEqual(
      issues.map((i) => [at(i), i.code]),
      [['0:0-0:1', 'count-mismatch']],
    );
  });
  it('a line no test can start with is passed over, not looped on', () => {
    const { cases, issues } = readLayout(new SourceText('2\n7\n8\n'), oneCell);
    assert.deepEqual(cases, []);
    assert.deepEqual(
      issues.map((i) => [at(i), i.code]),
      [
        ['1:0-1:1', 'extra'],
        ['2:0-2:1', 'extra'],
        ['0:0-0:1', 'count-mismatch'],
      ],
    );
  });
});

describe('any text: detection and every parser, never an exception', () => {
  const ids = [undefined, ...PROBLEM_IDS];

  function survive(text: string, label: string): void {
    for (const problem of ids) {
      try {
        const a = analyze(text, { problem });
        // Errors always come with a place inside the text.
        const src = new SourceText(text);
        for (const i of a.parsed?.issues ?? []) {
          assert.ok(i.range.start.line >= 0 && i.range.start.line < src.lineCount, `${label} as ${problem}: issue line ${i.range.start.line} outside the text: ${i.message}`);
          assert.ok(i.range.start.col >= 0 && i.range.start.col <= src.lines[i.range.start.line].length, `${label} as ${problem}: issue column outside its line: ${i.message}`);
        }
        if (a.output !== undefined) assert.deepEqual(a.errors, [], 'output only for a valid file');
      } catch (e) {
        assert.fail(`${label}, read as ${problem ?? 'detected'}: ${(e as Error).stack}\ninput: ${JSON.stringify(text.slice(0, 300))}`);
      }
    }
    detect(text);
  }

  it('handles the edge texts every parser must survive', () => {
    const edges = [
      '',
      '\n',
      '\n\n\n',
      '\ufeff',
      '\r\n',
      ' ',
      '0',
      '-1',
      '1',
      '1000000000\n5 5\n',
      '1\n1000000 1000000\n',
      '1\n1000000 1\n',
      '1\n1 1000000\n',
      '99999999999999999999\n',
      '1\n99999999999999999999 99999999999999999999\n',
      '99999999999999999999\n1 1\n1 1\n',
      '1500\n1 1\n1 1\n',
      '2\n1 1\n1 1\n',
      '1e9\n',
      'NaN\nInfinity\n',
      '-0\n-0 -0\n',
      '\u2026\u2026\u2026\n',
      '\ud800\n\udfff\n',
    ];
    for (const text of edges) survive(text, 'edge');
  });

  it('random bytes (seed 101, 400 texts)', () => {
    const rnd = new Random(101);
    for (let k = 0; k < 400; k++) {
      const n = rnd.int(0, 200);
      let s = '';
      for (let i = 0; i < n; i++) s += String.fromCharCode(rnd.int(0, 255));
      survive(s, `seed 101 text ${k}`);
    }
  });

  it('random mixes of grid characters, digits, blanks and newlines (seed 202, 600 texts)', () => {
    const rnd = new Random(202);
    const alphabet = [...'.#PFVABM0123456789-  \n\n\n\r\t…'];
    for (let k = 0; k < 600; k++) {
      const n = rnd.int(0, 250);
      let s = rnd.chance(0.5) ? `${rnd.int(0, 3)}\n${rnd.int(0, 9)} ${rnd.int(0, 9)}\n` : '';
      for (let i = 0; i < n; i++) s += rnd.pick(alphabet);
      survive(s, `seed 202 text ${k}`);
    }
  });

  it('damaged copies of every example (seed 303)', () => {
    const rnd = new Random(303);
    for (const dir of readdirSync(EXAMPLES)) {
      for (const name of readdirSync(join(EXAMPLES, dir)).filter((f) => f.endsWith('.in'))) {
        const text = readFileSync(join(EXAMPLES, dir, name), 'utf8');
        for (let k = 0; k < 40; k++) {
          const chars = [...text];
          const edits = rnd.int(1, 4);
          for (let e = 0; e < edits; e++) {
            const i = rnd.int(0, chars.length);
            const what = rnd.int(0, 2);
            if (what === 0) chars.splice(i, 1);
            else if (what === 1) chars.splice(i, 0, rnd.pick([...'\n.#PFVABM9 -…']));
            else chars[i] = rnd.pick([...'\n.#0123456789']);
          }
          survive(chars.join(''), `${dir}/${name}, seed 303 copy ${k}`);
        }
      }
    }
  });

  it('huge header numbers allocate nothing of their size and return at once', () => {
    const texts = ['1\n1000000 1000000\n', '1000000000\n5 5\n', '1\n1000000 1000\n', '1\n1000 1000000\n', '1\n1500\n1 1\n1 2\n'];
    for (const text of texts) {
      for (const problem of PROBLEM_IDS) {
        const before = process.memoryUsage().arrayBuffers;
        const started = Date.now();
        const a = analyze(text, { problem });
        const grown = process.memoryUsage().arrayBuffers - before;
        assert.ok(Date.now() - started < 2000, `${problem} took ${Date.now() - started} ms on ${JSON.stringify(text)}`);
        // `a` is still alive here, so anything it allocated is counted.
        assert.ok(grown < 32 * 1024 * 1024, `${problem} allocated ${grown} bytes for ${JSON.stringify(text)}`);
        assert.equal(a.output, undefined, `${problem} must not answer ${JSON.stringify(text)}`);
        assert.ok(a.errors.length > 0, `${problem} must say what is wrong with ${JSON.stringify(text)}`);
      }
    }
  });
});

describe('reader: issue flood', () => {
  it('stops listing problems after MAX_ISSUES, saying so', () => {
    const text = '3000\n' + '1 3\nP?F\n'.repeat(3000);
    const a = analyze(text, { problem: 'pacman' });
    const issues = a.parsed!.issues;
    assert.equal(issues.length, MAX_ISSUES + 1);
    assert.equal(issues.filter((i) => /More than 1000 problems/.test(i.message)).length, 1);
    assert.equal(a.output, undefined);
  });
});
