// Matrix inputs with mistakes and with harmless layout: each message sits at
// the exact place (0-based line:col, as in the core), says what was expected,
// and does not drag spurious errors after it; garbage never throws.

import { strict as assert } from 'node:assert';
import { analyze } from '../../src/core/analyze';
import { matrix } from '../../src/core/problems/matrix';
import { type Issue } from '../../src/core/text/issues';
import { SourceText } from '../../src/core/text/source';
import { Random } from './random';
import { issuesOf, onlyErrorOf } from './validation';

const issues = (text: string, severity: Issue['severity'] = 'error') => issuesOf('matrix', text, severity);
const onlyError = (text: string, at: string, code: string, ...fragments: string[]) => onlyErrorOf('matrix', text, at, code, ...fragments);

// The README's board: lines 1–8 of a file whose line 0 is the count.
const BOARD = ['M.......', '#######.', '........', '.#######', '...P####', '########', 'AA######', '########'];
const ANSWER = 'You can escape.';

/** The board with one row replaced. */
function withRow(row: number, text: string): string[] {
  return BOARD.map((r, i) => (i === row ? text : r));
}

const file = (count: number | string, ...boards: string[][]) => `${count}\n${boards.map((b) => b.join('\n') + '\n').join('\n')}`;

describe('matrix: validation', () => {
  it('the board itself is fine', () => {
    assert.deepEqual(issues(file(1, BOARD)), []);
    assert.equal(analyze(file(1, BOARD), { problem: 'matrix' }).output, ANSWER + '\n');
  });

  describe('rows', () => {
    it('an unknown character, named, at its column', () => {
      onlyError(file(1, withRow(2, '..x.....')), '3:2-3:3', 'unknown-char', '"x"', 'row 3 of scenario 1', '".", "#", "P", "A" and "M"');
    });
    it('lower-case letters are unknown too', () => {
      onlyError(file(1, withRow(2, '...p....')), '3:3-3:4', 'unknown-char', '"p"');
    });
    it('a row one square short', () => {
      onlyError(file(1, withRow(1, '#######')), '2:0-2:7', 'row-length', 'Row 2 of scenario 1', 'has 7 cells', 'expected 8');
    });
    it('a row one square long points at the square beyond the eighth', () => {
      onlyError(file(1, withRow(1, '#######.#')), '2:8-2:9', 'row-length', 'has 9 cells', 'expected 8');
    });
    it('a typographic ellipsis: what it is and what to type, at its column', () => {
      // "....…." reads as eight squares once the ellipsis is three dots.
      onlyError(file(1, withRow(2, '....….')), '3:4-3:5', 'typographic', 'ellipsis', '"..."');
    });
    it('the statement sample as pasted from the web page: one message per "…", nothing else', () => {
      const pasted = [
        '3',
        '#####.##',
        '#####.##',
        '#####.##',
        'AA.M…P',
        '#####.##',
        '#####.##',
        '#####.##',
        '#####.##',
        '',
        '########',
        '#..P…#',
        '#.####.#',
        '#P#M.#P#',
        '#.####.#',
        '#..P…#',
        '#A….A#',
        '########',
        '',
        '########',
        '#…A.P#',
        '#.######',
        '#..M…#',
        '#.####.#',
        '..####..',
        '#….A.#',
        '########',
        '',
      ];
      const want = pasted.flatMap((l, i) => (l.includes('…') ? [`${i}:${l.indexOf('…')}-${i}:${l.indexOf('…') + 1}`] : []));
      assert.equal(want.length, 7);
      const found = issues(pasted.join('\n'));
      assert.deepEqual(
        found.map((f) => f.at),
        want,
      );
      for (const f of found) {
        assert.equal(f.code, 'typographic');
        assert.match(f.message, /typographic ellipsis.*"\.\.\."/);
      }
      // Typed as "...", the same text is the sample.
      const fixed = analyze(pasted.join('\n').replace(/…/g, '...'), { problem: 'matrix' });
      assert.equal(fixed.output, 'You can escape.\nYou are trapped in the Matrix.\nYou are eliminated.\n');
    });
  });

  describe('pieces', () => {
    it("no M: said over the scenario's first row", () => {
      onlyError(file(1, withRow(0, '........')), '1:0-1:8', 'piece-count', 'Scenario 1 has no "M"', 'exactly one "M" (you)');
    });
    it('a second M at its own square', () => {
      onlyError(file(1, withRow(2, '..M.....')), '3:2-3:3', 'piece-count', 'One "M" too many in scenario 1');
    });
    it('one A only', () => {
      onlyError(file(1, withRow(6, 'A.######')), '1:0-1:8', 'piece-count', 'Scenario 1 has 1 "A"', 'exactly 2 "A" (agents)');
    });
    it('a third A at its own square, in the second scenario', () => {
      onlyError(file(2, BOARD, withRow(6, 'AAA#####')), '16:2-16:3', 'piece-count', 'One "A" too many in scenario 2', 'number 3');
    });
  });

  describe('the count line', () => {
    it('says more scenarios than there are', () => {
      onlyError(file(2, BOARD), '0:0-0:1', 'count-mismatch', 'says 2 scenarios', 'has 1');
    });
    it('says fewer scenarios than there are; every scenario is still solved', () => {
      const text = file(1, BOARD, BOARD);
      onlyError(text, '0:0-0:1', 'count-mismatch', 'says 1 scenario,', 'has 2');
      assert.equal(analyze(text, { problem: 'matrix' }).results.filter((r) => r?.answer === ANSWER).length, 2);
    });
    it('n = 0', () => {
      onlyError(file(0, BOARD), '0:0-0:1', 'out-of-range', 'outside the allowed range');
    });
    it('letters in the count line', () => {
      onlyError(file('three', BOARD), '0:0-0:5', 'bad-number', 'whole number', '"three"');
    });
    it('a second number after the count', () => {
      onlyError(file('1 8', BOARD), '0:2-0:3', 'extra', 'one number');
    });
  });

  describe('missing and extra rows', () => {
    it('a scenario missing its last row does not take a row from the next one', () => {
      const text = file(2, BOARD.slice(0, 7), BOARD);
      onlyError(text, '7:0-7:8', 'missing', 'Scenario 1 has 7 rows', '1 row is missing');
      const a = analyze(text, { problem: 'matrix' });
      assert.equal(a.parsed!.cases.length, 2);
      assert.equal(a.results[1]?.answer, ANSWER, 'the second scenario is read and solved');
      assert.equal(a.parsed!.cases[1].firstLine, 9);
    });
    it('half-typed at the end: three rows of the last scenario', () => {
      onlyError(file(2, BOARD, BOARD.slice(0, 3)), '12:0-12:8', 'missing', 'Scenario 2 has 3 rows', '5 rows are missing');
    });
    it('the count line alone', () => {
      assert.deepEqual(
        issues('1\n').map((f) => f.code),
        ['count-mismatch'],
      );
    });
    it('an empty file', () => {
      const found = issues('');
      assert.equal(found.length, 1);
      assert.equal(found[0].code, 'missing');
    });
    it('a line of numbers between scenarios', () => {
      onlyError(`2\n${BOARD.join('\n')}\n\n7\n\n${BOARD.join('\n')}\n`, '10:0-10:1', 'extra', 'Unexpected line of numbers');
    });
  });

  describe('harmless layout', () => {
    it('CRLF, trailing blanks, blank lines before, between and after: no errors, the right answers', () => {
      const text = `\r\n2  \r\n\r\n${BOARD.map((r) => r + ' \t').join('\r\n')}\r\n\r\n\r\n${BOARD.join('\r\n')}\r\n\r\n\r\n`;
      assert.deepEqual(issues(text), []);
      assert.equal(analyze(text, { problem: 'matrix' }).output, `${ANSWER}\n${ANSWER}\n`);
      const notes = issues(text, 'info');
      assert.ok(notes.length >= 8 && notes.every((n) => n.code === 'trailing-space'));
      assert.equal(notes[1].at, '3:8-3:10');
    });
    it('scenarios with no blank line between them', () => {
      const text = `2\n${BOARD.join('\n')}\n${BOARD.join('\n')}\n`;
      assert.deepEqual(issues(text), []);
      assert.equal(analyze(text, { problem: 'matrix' }).output, `${ANSWER}\n${ANSWER}\n`);
    });
    it('a blank line inside a scenario is a warning, and the scenario is still read', () => {
      const text = `1\n${BOARD.slice(0, 4).join('\n')}\n\n${BOARD.slice(4).join('\n')}\n`;
      assert.deepEqual(issues(text), []);
      const warnings = issues(text, 'warning');
      assert.deepEqual(
        warnings.map((w) => w.at),
        ['5:0-5:0'],
      );
      assert.match(warnings[0].message, /blank line inside scenario 1/);
      assert.equal(analyze(text, { problem: 'matrix' }).output, ANSWER + '\n');
    });
    it('cases know their lines', () => {
      const parsed = matrix.parse(new SourceText(file(2, BOARD, BOARD)));
      assert.deepEqual(
        parsed.cases.map((c) => [c.firstLine, c.lastLine, c.valid, c.you, ...c.agents]),
        [
          [1, 8, true, 0, 48, 49],
          [10, 17, true, 0, 48, 49],
        ],
      );
      assert.deepEqual(parsed.count, { line: 0, value: 2, startCol: 0, endCol: 1 });
    });
  });

  describe('garbage never throws', () => {
    const check = (text: string, label: string) => {
      let a;
      try {
        a = analyze(text, { problem: 'matrix' });
        analyze(text);
      } catch (e) {
        assert.fail(`${label} threw ${(e as Error).stack}\n${JSON.stringify(text)}`);
      }
      const src = new SourceText(text);
      for (const i of a.parsed!.issues) {
        const { start, end } = i.range;
        const ok = start.line >= 0 && start.line === end.line && start.line < Math.max(1, src.lineCount) && start.col >= 0 && end.col >= start.col && end.col <= (src.lines[start.line]?.length ?? 0);
        assert.ok(ok, `${label}: "${i.message}" at ${JSON.stringify(i.range)} is outside the text\n${JSON.stringify(text)}`);
      }
    };

    it('2000 random texts from the board alphabet and friends (seed 1)', () => {
      const rng = new Random(1);
      const alphabet = ['.', '#', 'P', 'A', 'M', '\n', '\n', '\n', ' ', '0', '1', '3', '-', '…', '\r', '\t', 'x', '９'];
      for (let t = 0; t < 2000; t++) {
        const n = rng.int(0, 300);
        let text = rng.chance(0.5) ? `${rng.int(-2, 5)}\n` : '';
        for (let i = 0; i < n; i++) text += rng.pick(alphabet);
        check(text, `random text ${t}`);
      }
    });

    it('2000 damaged copies of a valid file: characters and lines dropped, doubled, swapped (seed 2)', () => {
      const rng = new Random(2);
      const base = file(3, BOARD, withRow(2, '...P....'), withRow(0, '.M......'));
      for (let t = 0; t < 2000; t++) {
        let text = base;
        for (let k = rng.int(1, 4); k > 0; k--) {
          const lines = text.split('\n');
          const l = rng.int(0, lines.length - 1);
          const line = lines[l];
          const c = rng.int(0, line.length);
          switch (rng.int(0, 5)) {
            case 0:
              lines.splice(l, 1);
              break;
            case 1:
              lines.splice(l, 0, line);
              break;
            case 2:
              lines[l] = line.slice(0, c) + line.slice(c + 1);
              break;
            case 3:
              lines[l] = line.slice(0, c) + rng.pick(['.', '#', 'A', 'M', 'P', '…', ' ', '7']) + line.slice(c);
              break;
            case 4:
              lines[l] = line.slice(0, c);
              break;
            default:
              lines[l] = '';
          }
          text = lines.join('\n');
        }
        check(text, `damaged copy ${t}`);
      }
    });
  });
});
