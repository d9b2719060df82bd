// Pacman inputs with mistakes: each message must sit at the exact place of the
// mistake, say what was expected and what was found, and not drag spurious
// errors after it. Positions are 0-based line:col, as in the core.

import { strict as assert } from 'node:assert';
import { analyze } from '../../src/core/analyze';
import { type Issue } from '../../src/core/text/issues';
import { issuesOf, onlyErrorOf } from './validation';

const issues = (text: string, severity: Issue['severity'] = 'error') => issuesOf('pacman', text, severity);
const onlyError = (text: string, at: string, code: string, ...fragments: string[]) => onlyErrorOf('pacman', text, at, code, ...fragments);

describe('pacman: validation', () => {
  describe('grid rows', () => {
    it('a row one cell short: expected and found, over the row', () => {
      onlyError('1\n2 3\nP.F\n..\n', '3:0-3:2', 'row-length', 'Row 2 of test 1', 'has 2 cells', 'expected 3');
    });
    it('a row one cell long: points at the cells beyond m', () => {
      onlyError('1\n2 3\nP.F\n....\n', '3:3-3:4', 'row-length', 'Row 2 of test 1', 'has 4 cells', 'expected 3');
    });
    it('a row several cells long in the second test', () => {
      onlyError('2\n1 2\nPF\n2 2\nP.\nF....\n', '5:2-5:5', 'row-length', 'Row 2 of test 2', 'has 5 cells', 'expected 2');
    });
    it('an indented row counts its cells from the first non-blank', () => {
      onlyError('1\n1 3\n  PF\n', '2:2-2:4', 'row-length', 'has 2 cells', 'expected 3');
    });
    it('an unknown character, named, at its column', () => {
      onlyError('1\n2 3\nP.F\n.x.\n', '3:1-3:2', 'unknown-char', '"x"', 'row 2 of test 1', '"#", "P", "F" and "V"');
    });
    it('lower-case letters are unknown too (the grid is case-sensitive)', () => {
      onlyError('1\n1 3\nPvF\n', '2:1-2:2', 'unknown-char', '"v"');
    });
    it('a blank inside a row: its length and the blank are both wrong', () => {
      const found = issues('1\n1 3\nP. F\n');
      assert.deepEqual(
        found.map((f) => [f.at, f.code]),
        [
          ['2:2-2:3', 'unknown-char'],
          ['2:3-2:4', 'row-length'],
        ],
      );
      assert.match(found[0].message, /a space.*Rows must not contain blanks/);
    });
    it('a control character is named by its code point', () => {
      onlyError('1\n1 3\nP\u0007F\n', '2:1-2:2', 'unknown-char', 'U+0007');
    });
    it('a typographic ellipsis: says what it is and what to type', () => {
      // "P…F" is P...F once the ellipsis is read as three dots: the right width.
      onlyError('1\n1 5\nP…F\n', '2:1-2:2', 'typographic', 'ellipsis', '"..."');
    });
    it('a typographic ellipsis that also makes the row too long points at the cell beyond m', () => {
      const found = issues('1\n1 4\nP…F\n');
      assert.deepEqual(
        found.map((f) => [f.at, f.code]),
        [
          ['2:1-2:2', 'typographic'],
          ['2:2-2:3', 'row-length'],
        ],
      );
      assert.match(found[1].message, /has 5 cells; expected 4/);
    });
  });

  describe('pieces', () => {
    it('no P: reported on the test header', () => {
      onlyError('1\n2 3\n..F\n...\n', '1:0-1:3', 'piece-count', 'no "P"', 'exactly one "P" (Pacman)');
    });
    it('a second P: reported on that P', () => {
      onlyError('1\n2 3\nP.F\n.P.\n', '3:1-3:2', 'piece-count', 'One "P" too many in test 1');
    });
    it('no F', () => {
      onlyError('1\n2 3\nP..\n...\n', '1:0-1:3', 'piece-count', 'no "F"', '(food)');
    });
    it('a second F in the second test', () => {
      onlyError('2\n1 2\nPF\n1 3\nPFF\n', '4:2-4:3', 'piece-count', 'One "F" too many in test 2');
    });
    it('neither P nor F: both said', () => {
      const found = issues('1\n1 2\n.V\n');
      assert.deepEqual(
        found.map((f) => [f.at, f.code, /"P"/.test(f.message), /"F"/.test(f.message)]),
        [
          ['1:0-1:3', 'piece-count', true, false],
          ['1:0-1:3', 'piece-count', false, true],
        ],
      );
    });
  });

  describe('the count line', () => {
    it('says more tests than there are', () => {
      onlyError('3\n1 2\nPF\n1 2\nFP\n', '0:0-0:1', 'count-mismatch', 'says 3 tests', 'has 2');
    });
    it('says fewer tests than there are', () => {
      onlyError('1\n1 2\nPF\n1 2\nFP\n', '0:0-0:1', 'count-mismatch', 'says 1 test,', 'has 2');
    });
    it('a count not yet updated still lets every test be read and solved', () => {
      const a = analyze('1\n1 2\nPF\n1 3\nP.F\n', { problem: 'pacman' });
      assert.deepEqual(
        a.results.map((r) => r?.answer),
        ['500', '500'],
      );
    });
  });

  describe('numbers', () => {
    it('t = 0', () => onlyError('0\n1 2\nPF\n', '0:0-0:1', 'out-of-range', 'The number of tests t is 0', '1..1000'));
    it('t = 1001', () => onlyError('1001\n1 2\nPF\n', '0:0-0:4', 'out-of-range', 't is 1001', '1..1000'));
    it('n = 0 skips its rows instead of reading them as another test', () => {
      onlyError('1\n0 2\nPF\n', '1:0-1:1', 'out-of-range', 'n of test 1 is 0', '1..1000000');
    });
    it('a negative n', () => onlyError('1\n-3 2\nPF\n', '1:0-1:2', 'out-of-range', 'n of test 1 is -3'));
    it('m over a million', () => onlyError('1\n1 1000001\nPF\n', '1:2-1:9', 'out-of-range', 'm of test 1 is 1000001', '1..1000000'));
    it('a number with twenty digits is quoted as written', () => {
      onlyError('1\n99999999999999999999 2\nPF\n', '1:0-1:20', 'out-of-range', 'n of test 1 is 99999999999999999999');
      onlyError('99999999999999999999\n1 2\nPF\n', '0:0-0:20', 'out-of-range', 't is 99999999999999999999');
    });
    it('Σ n·m over a million, on the test that crosses it, over "n m"', () => {
      const row = 'P' + '.'.repeat(599_998) + 'F';
      onlyError(`2\n1 600000\n${row}\n1 600000\n${row}\n`, '3:0-3:8', 'out-of-range', 'would reach 1200000 with test 2', 'at most 1000000');
    });
    it('a 10^6 × 10^6 header is refused before any allocation', () => {
      onlyError('1\n1000000 1000000\n', '1:0-1:15', 'out-of-range', 'would reach 1000000000000');
    });
    it('letters in the count line', () => onlyError('x\n1 2\nPF\n', '0:0-0:1', 'bad-number', 'the number of tests t', 'found "x"'));
    it('letters in "n m"', () => onlyError('1\nn m\nPF\n', '1:0-1:1', 'bad-number', 'n of test 1 to be a whole number', 'found "n"'));
    it('a test whose header cannot be read still spans its header and rows', () => {
      const a = analyze('2\nn m\nPF\n\n..\n1 2\nPF\n', { problem: 'pacman' });
      assert.deepEqual(
        a.parsed!.cases.map((c) => [c.firstLine, c.lastLine, c.valid]),
        [
          [1, 4, false],
          [5, 6, true],
        ],
      );
      assert.equal(a.results[1]?.answer, '500');
    });
    it('a decimal in "n m"', () => onlyError('1\n1 2.0\nPF\n', '1:2-1:5', 'bad-number', 'm of test 1', 'found "2.0"'));
    it('only one number in "n m"', () => onlyError('1\n1\nPF\n', '1:1-1:1', 'missing', 'Expected m of test 1', 'only 1 of the 2'));
    it('a third number after "n m"', () => onlyError('1\n1 2 3\nPF\n', '1:4-1:5', 'extra', 'after n and m of test 1'));
    it('a typographic character in a header', () => onlyError('1\n1 \u22122\nPF\n', '1:2-1:3', 'typographic', 'minus sign'));
  });

  describe('missing and extra rows', () => {
    it('a test with no rows at all', () => onlyError('1\n2 2\n', '1:0-1:3', 'missing', 'needs 2 rows but none are present'));
    it('half-typed at the end: the short last row and nothing more', () => {
      onlyError('1\n3 3\nP.F\n...\n..', '4:0-4:2', 'row-length', 'Row 3 of test 1', 'has 2 cells');
    });
    it('the last row not typed yet: reported after the last row present', () => {
      onlyError('1\n3 3\nP.F\n...\n', '3:0-3:3', 'missing', 'needs 3 rows but only 2 are present', '1 row is missing');
    });
    it('a row missing in the middle of a file does not swallow the next header', () => {
      const text = '2\n3 3\nP.F\n...\n3 3\nP.F\n...\n...\n';
      onlyError(text, '3:0-3:3', 'missing', 'only 2 are present');
      const a = analyze(text, { problem: 'pacman' });
      assert.deepEqual(
        a.parsed!.cases.map((c) => [c.firstLine, c.lastLine, c.valid]),
        [
          [1, 3, false],
          [4, 7, true],
        ],
      );
      assert.equal(a.results[1]?.answer, '500');
    });
    it('a row too many is one error, not a made-up test', () => {
      onlyError('2\n1 2\nPF\n..\n1 2\nFP\n', '3:0-3:2', 'extra', 'Test 1 has more rows', 'n = 1');
    });
    it('several rows too many span their lines', () => {
      onlyError('2\n1 2\nPF\n..\n\n..\n1 2\nFP\n', '3:0-5:2', 'extra', 'these 2 rows are too many');
    });
    it('the count line alone', () => onlyError('1\n', '0:0-0:1', 'count-mismatch', 'says 1 test', 'has 0'));
    it('an empty file', () => onlyError('', '0:0-0:0', 'missing', 'the number of tests t', 'file ends here'));
  });

  describe('harmless layout', () => {
    it('CRLF, trailing blanks and blank lines: no errors, the right answers', () => {
      const text = '2\r\n\r\n1 2  \r\nPF \r\n\r\n\r\n2 2\r\nP.\t\r\n.F\r\n\r\n\r\n';
      const a = analyze(text, { problem: 'pacman' });
      assert.deepEqual(a.errors, []);
      assert.equal(a.output, '500\n500\n');
      // Only the trailing blanks are noted, gently, at their exact columns.
      const notes = a.parsed!.issues.filter((i) => i.severity !== 'error');
      assert.deepEqual(
        notes.map((n) => [n.severity, n.code, `${n.range.start.line}:${n.range.start.col}-${n.range.end.col}`]),
        [
          ['info', 'trailing-space', '2:3-5'],
          ['info', 'trailing-space', '3:2-3'],
          ['info', 'trailing-space', '7:2-3'],
        ],
      );
    });
    it('with a BOM, columns on the first line are counted as the editor shows them', () => {
      const a = analyze('\ufeffx\n1 2\nPF\n', { problem: 'pacman' });
      assert.deepEqual(
        a.errors.map((e) => [`${e.range.start.line}:${e.range.start.col}-${e.range.end.col}`, e.code]),
        [
          ['0:0-1', 'bad-number'],
          ['0:0-0', 'typographic'],
        ],
      );
    });
    it('a byte order mark is an error: a judge reads it as part of t', () => {
      onlyError('\ufeff1\n1 2\nPF\n', '0:0-0:0', 'typographic', 'byte order mark', 'without a BOM');
    });
    it('a file without a final newline', () => {
      assert.equal(analyze('1\n1 2\nPF', { problem: 'pacman' }).output, '500\n');
    });
    it('cell positions map back to the text, even with blank lines between rows', () => {
      const a = analyze('1\n\n2 3\n  P.F\n\n.V.\n', { problem: 'pacman' });
      const grid = a.parsed!.cases[0].grid!;
      assert.deepEqual(grid.positionOf(2), { line: 3, col: 4 });
      assert.deepEqual(grid.positionOf(4), { line: 5, col: 1 });
      assert.equal(grid.cellAt({ line: 5, col: 1 }), 4);
      assert.equal(grid.cellAt({ line: 4, col: 0 }), -1);
    });
  });
});
