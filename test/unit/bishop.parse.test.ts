// Bishop 2's reader: every message at its place, and no input, however odd,
// makes it throw or allocate by a number it has not checked.

import { strict as assert } from 'node:assert';
import { analyze } from '../../src/core/analyze';
import { bishop } from '../../src/core/problems/bishop';
import { type Issue } from '../../src/core/text/issues';
import { SourceText } from '../../src/core/text/source';
import { Random } from './random';

const SAMPLE = '5\n1 3\n3 5\n....#\n...#.\n.....\n.#...\n#....\n';

function parse(text: string) {
  return bishop.parse(new SourceText(text));
}

/** [line, startCol, endCol, severity, code, message pattern], all 0-based. */
type Expected = [number, number, number, Issue['severity'], Issue['code'], RegExp];

function expectIssues(text: string, want: Expected[]): void {
  const got = parse(text).issues.map((i) => ({ at: [i.range.start.line, i.range.start.col, i.range.end.col, i.severity, i.code], message: i.message }));
  assert.equal(got.length, want.length, `issues for ${JSON.stringify(text)}:\n${got.map((g) => `${g.at.join(':')} ${g.message}`).join('\n')}`);
  for (let k = 0; k < want.length; k++) {
    const [line, start, end, severity, code, pattern] = want[k];
    assert.deepEqual(got[k].at, [line, start, end, severity, code], `issue ${k} of ${JSON.stringify(text)}: ${got[k].message}`);
    assert.match(got[k].message, pattern);
  }
}

describe('bishop: reading and validation', () => {
  it('reads the sample as one valid case with A and B as cell indices', () => {
    const p = parse(SAMPLE);
    assert.deepEqual(p.issues, []);
    assert.equal(p.count, undefined);
    assert.equal(p.cases.length, 1);
    const c = p.cases[0];
    assert.equal(c.valid, true);
    assert.equal(c.a, 0 * 5 + 2);
    assert.equal(c.b, 2 * 5 + 4);
    assert.equal(c.firstLine, 0);
    assert.equal(c.lastLine, 7);
    assert.equal(c.grid?.rows, 5);
    assert.deepEqual(c.grid?.positionOf(c.b), { line: 5, col: 4 });
  });

  it('reads what a judge reads: CRLF, blank lines and indentation', () => {
    const messy = '5\r\n\r\n 1 3\r\n3   5\r\n\r\n....#\r\n...#.\r\n.....\r\n.#...\r\n#....\r\n';
    const a = analyze(messy);
    assert.equal(a.problem?.id, 'bishop');
    assert.deepEqual(a.errors, []);
    assert.equal(a.output, '3\n');
  });

  it('refuses a byte order mark, which a judge reads as part of N', () => {
    const a = analyze('\ufeff5\n1 3\n3 5\n....#\n...#.\n.....\n.#...\n#....\n');
    assert.equal(a.problem?.id, 'bishop');
    assert.deepEqual(
      a.errors.map((e) => [e.range.start.line, e.range.start.col, e.code]),
      [[0, 0, 'typographic']],
    );
    assert.match(a.errors[0].message, /byte order mark/);
    assert.equal(a.output, undefined);
  });

  it('reports N outside 2..1500 and reads no further', () => {
    expectIssues('1\n1 1\n1 2\n..\n..\n', [[0, 0, 1, 'error', 'out-of-range', /^N is 1, outside the allowed range 2\.\.1500\.$/]]);
    expectIssues('1501\n1 1\n2 2\n', [[0, 0, 4, 'error', 'out-of-range', /^N is 1501, outside the allowed range 2\.\.1500\.$/]]);
    expectIssues('x\n1 1\n2 2\n', [[0, 0, 1, 'error', 'bad-number', /whole number, found "x"/]]);
  });

  it('reports coordinates outside 1..N, naming the limit', () => {
    expectIssues('5\n0 3\n3 6\n....#\n...#.\n.....\n.#...\n#....\n', [
      [1, 0, 1, 'error', 'out-of-range', /^The row Ax of the start square A is 0, outside the allowed range 1\.\.5\.$/],
      [2, 2, 3, 'error', 'out-of-range', /^The column By of the target square B is 6, outside the allowed range 1\.\.5\.$/],
    ]);
  });

  it('checks coordinates against 1..1500 while N itself is unusable', () => {
    expectIssues('2000\n1 1600\n2 2\n', [
      [0, 0, 4, 'error', 'out-of-range', /^N is 2000/],
      [1, 2, 6, 'error', 'out-of-range', /Ay of the start square A is 1600, outside the allowed range 1\.\.1500\./],
    ]);
  });

  it('reports A = B at the numbers of B', () => {
    expectIssues('5\n1 3\n1  3\n....#\n...#.\n.....\n.#...\n#....\n', [[2, 0, 4, 'error', 'other', /^B is the same square as A, \(1, 3\)/]]);
  });

  it('reports a start or target square that holds a pawn, at its numbers', () => {
    expectIssues('5\n1 5\n2 4\n....#\n...#.\n.....\n.#...\n#....\n', [
      [1, 0, 3, 'error', 'blocked-square', /^The start square \(1, 5\) holds a pawn "#"; A must be an empty square "\."\.$/],
      [2, 0, 3, 'error', 'blocked-square', /^The target square \(2, 4\) holds a pawn "#"; B must be an empty square "\."\.$/],
    ]);
    assert.equal(parse('5\n1 5\n3 5\n....#\n...#.\n.....\n.#...\n#....\n').cases[0].valid, false);
  });

  it('reports a short or long row at the row', () => {
    expectIssues('5\n1 3\n3 5\n....#\n...#\n.....\n.#...\n#....\n', [[4, 0, 4, 'error', 'row-length', /^Row 2 has 4 cells; expected 5\.$/]]);
    expectIssues('5\n1 3\n3 5\n....#\n...#.\n.......\n.#...\n#....\n', [[5, 5, 7, 'error', 'row-length', /^Row 3 has 7 cells; expected 5\.$/]]);
  });

  it('reports unknown characters where they are', () => {
    expectIssues('5\n1 3\n3 5\n....#\n...#.\n..x..\n.#...\n#....\n', [[5, 2, 3, 'error', 'unknown-char', /^Unknown character "x".* in row 3; the grid uses only "\." and "#"\.$/]]);
    expectIssues('5\n1 3\n3 5\n....#\n...#.\n..P..\n.#...\n#....\n', [[5, 2, 3, 'error', 'unknown-char', /"P"/]]);
  });

  it('reports missing rows after the last row present', () => {
    expectIssues('5\n1 3\n3 5\n....#\n...#.\n.....\n.#...\n', [[6, 0, 5, 'error', 'missing', /^The grid needs 5 rows but only 4 are present: 1 row is missing\.$/]]);
    expectIssues('5\n1 3\n3 5\n', [[2, 0, 3, 'error', 'missing', /none are present: 5 rows are missing/]]);
  });

  it('says once that the file ends where a square was expected', () => {
    expectIssues('5\n', [[0, 1, 1, 'error', 'missing', /^Expected the row Ax and the column Ay of the start square A but the file ends here\.$/]]);
    expectIssues('5\n1 3\n', [[1, 3, 3, 'error', 'missing', /^Expected the row Bx and the column By of the target square B but the file ends here\.$/]]);
    expectIssues('', [[0, 0, 0, 'error', 'missing', /empty/]]);
    // The case spans what was read, so the editor can mark it.
    assert.deepEqual([parse('5\n1 3\n').cases[0].firstLine, parse('5\n1 3\n').cases[0].lastLine], [0, 1]);
    expectIssues('5\n1\n3 5\n....#\n...#.\n.....\n.#...\n#....\n', [[1, 1, 1, 'error', 'missing', /^Expected the column Ay of the start square A here; this line has only 1 of the 2 numbers/]]);
  });

  it('says so when a coordinate line was left out, and still reads the board', () => {
    expectIssues('5\n....#\n...#.\n.....\n.#...\n#....\n', [[1, 0, 5, 'error', 'missing', /^Expected the squares A and B, a line "Ax Ay" and a line "Bx By", before the board/]]);
    expectIssues('5\n1 3\n....#\n...#.\n.....\n.#...\n#....\n', [[2, 0, 5, 'error', 'missing', /^Expected the target square B, a line "Bx By", before the board/]]);
    // The board is read all the same, so its own mistakes show up too.
    expectIssues('5\n1 3\n....#\n...#.\n..?..\n.#...\n#....\n', [
      [2, 0, 5, 'error', 'missing', /target square B/],
      [4, 2, 3, 'error', 'unknown-char', /"\?"/],
    ]);
  });

  it('reports extra numbers on a line', () => {
    expectIssues('5 5\n1 3\n3 5\n....#\n...#.\n.....\n.#...\n#....\n', [[0, 2, 3, 'error', 'extra', /^Unexpected text after N/]]);
    expectIssues('5\n1 3 4\n3 5\n....#\n...#.\n.....\n.#...\n#....\n', [[1, 4, 5, 'error', 'extra', /^Unexpected text after the row Ax and the column Ay of the start square A/]]);
  });

  it('warns about text after the board, which a judge ignores', () => {
    const text = SAMPLE + '.....\n\n42\n';
    expectIssues(text, [[8, 0, 5, 'warning', 'extra', /^Text after the board \(2 lines\): the judge reads only the N = 5 rows above and ignores it\.$/]]);
    const a = analyze(text, { problem: 'bishop' });
    assert.equal(a.output, '3\n');
    assert.equal(a.parsed?.cases[0].lastLine, 7);
  });

  it('notes trailing blanks and typographic dots', () => {
    expectIssues('5\n1 3\n3 5\n....#  \n...#.\n.....\n.#...\n#....\n', [[3, 5, 7, 'info', 'trailing-space', /Trailing whitespace/]]);
    expectIssues('5\n1 3\n3 5\n…\u00b7#\n...#.\n.....\n.#...\n#....\n', [
      [3, 0, 1, 'error', 'typographic', /typographic ellipsis/],
      [3, 1, 2, 'error', 'typographic', /middle dot/],
    ]);
  });

  it('does not allocate by a huge N in a tiny file', () => {
    const before = process.memoryUsage().arrayBuffers;
    const started = performance.now();
    for (const n of ['1000000000', '99999999999999999999', '1500']) {
      const text = `${n}\n1 1\n2 2\n..\n..\n`;
      const p = parse(text);
      assert.equal(p.cases[0].valid, false, n);
      assert.ok(
        p.issues.some((i) => i.severity === 'error' && i.range.start.line <= 3),
        n,
      );
      assert.equal(analyze(text).output, undefined);
    }
    assert.ok(performance.now() - started < 1000, 'parsing three tiny files is instant');
    // An N×N board at N = 10^9 would be 10^18 cells; well under a megabyte is used.
    assert.ok(process.memoryUsage().arrayBuffers - before < 1 << 20);
  });

  it('never throws on random bytes or damaged samples (seed 46)', () => {
    const rnd = new Random(46);
    let valid = 0;
    const alphabet = ['.', '#', ' ', '\n', '\r', '0', '1', '5', '9', '-', '…', 'x', '\t', '\ufeff', '\u0000', '1500', '1000000000'];
    for (let k = 0; k < 2000; k++) {
      let text: string;
      if (k % 2 === 0) {
        const len = rnd.int(0, 60);
        text = Array.from({ length: len }, () => (rnd.chance(0.3) ? String.fromCharCode(rnd.int(0, 0xffff)) : rnd.pick(alphabet))).join('');
      } else {
        // Damage the sample: delete, insert or replace a few characters.
        const chars = [...SAMPLE];
        for (let e = rnd.int(1, 4); e > 0; e--) {
          const at = rnd.int(0, chars.length);
          const op = rnd.int(0, 2);
          if (op === 0) chars.splice(at, 1);
          else if (op === 1) chars.splice(at, 0, rnd.pick(alphabet));
          else chars[at] = rnd.pick(alphabet);
        }
        text = chars.join('');
      }
      const a = analyze(text, { problem: 'bishop' });
      for (const i of a.parsed!.issues) {
        assert.ok(i.range.start.line >= 0 && i.range.start.col >= 0 && i.range.end.col >= i.range.start.col, `range in ${JSON.stringify(text)}`);
        assert.ok(i.message.length > 0);
      }
      // A case the reader calls valid really is: the answer is a number, A and B are free and distinct.
      const own = parse(text);
      for (const c of own.cases) {
        if (!c.valid) continue;
        assert.ok(c.a >= 0 && c.b >= 0 && c.a !== c.b && c.grid!.char(c.a) === '.' && c.grid!.char(c.b) === '.', JSON.stringify(text));
        assert.match(a.results[0]!.answer, /^(-1|\d+)$/);
        valid++;
      }
      analyze(text);
    }
    // Some damaged samples stay valid (a blank line, an extra space), so that branch is exercised.
    assert.ok(valid > 20, `${valid} valid`);
  });
});
