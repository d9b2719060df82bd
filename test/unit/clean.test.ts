// The command line's reading of clean inputs straight from their bytes
// (core/clean.ts) against the careful reading of their text: on inputs laid
// out the usual way it must answer, and answer exactly what the careful
// reading prints; on damaged ones it must either give up or agree with a
// careful reading that found nothing wrong. The bytes arrive a few at a time
// into a small window, so every test also crosses window edges.

import { strict as assert } from 'node:assert';
import { analyze } from '../../src/core/analyze';
import { answerClean, ByteStream } from '../../src/core/clean';
import { detect, DETECT_LINES } from '../../src/core/detect';
import type { ProblemId } from '../../src/core/problems';
import { BUILT_INS, problemById } from '../../src/core/problems';
import { Scratch } from '../../src/core/scratch';
import { SourceText } from '../../src/core/text/source';
import { pacmanInput, zgameInput } from './cleanInputs';
import { Random } from './random';

const scratch = new Scratch();

/** One of the ways a typed or pasted input goes wrong, or stays clean (a cell changed for another). */
function damage(rnd: Random, text: string): string {
  const lines = text.split('\n');
  const at = rnd.int(0, text.length);
  const line = rnd.int(0, lines.length - 1);
  const odd = () => rnd.pick(['.', '#', 'P', 'F', 'V', 'A', 'B', ' ', '\r', '\n', '\t', 'x', 'a', '0', '7', '-', '+', '\u2026', '\u00e9', '\0']);
  switch (rnd.int(0, 12)) {
    case 0:
      return text.slice(0, at) + odd() + text.slice(at + 1);
    case 1:
      return text.slice(0, at) + text.slice(at + 1);
    case 2:
      return text.slice(0, at) + odd() + text.slice(at);
    case 3:
      return [...lines.slice(0, line), lines[line], ...lines.slice(line)].join('\n');
    case 4:
      return [...lines.slice(0, line), ...lines.slice(line + 1)].join('\n');
    case 5:
      return [...lines.slice(0, line), '', ...lines.slice(line)].join('\n');
    case 6:
      return [...lines.slice(0, line), lines[line] + ' ', ...lines.slice(line + 1)].join('\n');
    case 7:
      return text.replace(/\n/g, '\r\n');
    case 8:
      return '\ufeff' + text;
    case 9:
      return text.replace(/^\d+/, (t) => String(Number(t) + rnd.pick([-1, 1])));
    case 10:
      return text.replace(/\n+$/, '') + rnd.pick(['', '\n\n', '\n \n']);
    case 11:
      return text.replace(/(^|\n)(\d)/, (_, a, d) => `${a}0${d}`);
    default:
      return text.replace(/[.AB#V]/, () => rnd.pick(['.', 'A', 'B', '#', 'V']));
  }
}

/** The file's bytes (UTF-8, as an editor saves them) read `1..chunk` bytes at a time into a window of `window` bytes. */
function streamOf(rnd: Random, bytes: Uint8Array, window: number, chunk: number): ByteStream {
  let at = 0;
  return ByteStream.within((into, to, length) => {
    const n = Math.min(length, rnd.int(1, chunk), bytes.length - at);
    into.set(bytes.subarray(at, at + n), to);
    at += n;
    return n;
  }, new Uint8Array(window));
}

/** Room for the longest test of `text` (its rows and their "\n"s) and a little more, so that the window moves often. */
function windowFor(text: string): number {
  let longest = 0;
  for (const m of text.matchAll(/^(\d+) (\d+)$/gm)) longest = Math.max(longest, Number(m[1]) * (Number(m[2]) + 1) + m[0].length + 1);
  return longest + 8;
}

function careful(text: string, problem: ProblemId): string | undefined {
  const a = analyze(text, { problem });
  return a.errors.length === 0 ? a.output : undefined;
}

function clean(rnd: Random, text: string, problem: ProblemId): string | undefined {
  const bytes = new TextEncoder().encode(text);
  const stream = rnd.chance(0.5) ? streamOf(rnd, bytes, windowFor(text) + rnd.int(0, 64), rnd.int(1, 40)) : ByteStream.of(bytes);
  const answers = answerClean(stream, BUILT_INS.acceleratorOf(problemById(problem)!)!.clean!, scratch);
  return answers && answers.join('\n') + '\n';
}

describe('clean inputs read straight from their bytes', () => {
  for (const [problem, make] of [
    ['pacman', pacmanInput],
    ['zgame', zgameInput],
  ] as const) {
    it(`${problem}: 600 clean inputs (seed 31) are answered, exactly as the careful reading does`, () => {
      const rnd = new Random(31);
      for (let n = 0; n < 600; n++) {
        let text = make(rnd);
        // The last "\n" may be missing.
        if (rnd.chance(0.2)) text = text.slice(0, -1);
        const want = careful(text, problem);
        assert.ok(want !== undefined, `input #${n} is not valid:\n${text}`);
        assert.equal(clean(rnd, text, problem), want, `input #${n}:\n${text}`);
      }
    });

    it(`${problem}: 3000 damaged inputs (seed 57): given up, or answered as a careful reading that found nothing wrong`, () => {
      const rnd = new Random(57);
      let answered = 0;
      let declined = 0;
      for (let n = 0; n < 3000; n++) {
        let text = make(rnd);
        for (let k = rnd.int(1, 2); k > 0; k--) text = damage(rnd, text);
        const got = clean(rnd, text, problem);
        if (got === undefined) {
          declined++;
          continue;
        }
        answered++;
        assert.equal(got, careful(text, problem), `input #${n}:\n${JSON.stringify(text)}`);
      }
      // Both ways were taken often: the damage is not all fatal, nor all harmless.
      assert.ok(answered > 200 && declined > 1500, `answered ${answered}, declined ${declined}`);
    });
  }

  it("pacman: the statement limits on t, n, m and the total size are the careful reading's", () => {
    const rnd = new Random(8);
    const row = (m: number) => 'P' + 'F' + '.'.repeat(m - 2);
    const cases: [string, boolean][] = [
      [`1\n1 1000000\n${row(1_000_000)}\n`, true],
      [`1\n1 1000001\n${row(1_000_001)}\n`, false],
      [`2\n1 500000\n${row(500_000)}\n1 500001\n${row(500_001)}\n`, false],
      [`0\n`, false],
      [`1001\n${'1 2\nPF\n'.repeat(1001)}`, false],
      [`1000\n${'1 2\nPF\n'.repeat(1000)}`, true],
    ];
    for (const [text, answered] of cases) {
      assert.equal(clean(rnd, text, 'pacman') !== undefined, answered, text.slice(0, 40));
      if (answered) assert.equal(clean(rnd, text, 'pacman'), careful(text, 'pacman'));
      else assert.equal(careful(text, 'pacman'), undefined, text.slice(0, 40));
    }
  });

  it('pacman: boards of 150 000 cells, searched over several calls, the food reachable or walled off', () => {
    const rnd = new Random(21);
    for (const walled of [false, true]) {
      const rows = 300;
      const cols = 500;
      const cells: string[] = Array.from({ length: rows * cols }, () => (rnd.chance(0.05) ? '#' : rnd.chance(0.02) ? 'V' : '.'));
      // A wall across the middle keeps P (top) from F (bottom).
      if (walled) for (let c = 0; c < cols; c++) cells[150 * cols + c] = '#';
      cells[3 * cols + 7] = 'P';
      cells[290 * cols + 480] = 'F';
      const text = `1\n${rows} ${cols}\n${Array.from({ length: rows }, (_, r) => cells.slice(r * cols, (r + 1) * cols).join('')).join('\n')}\n`;
      const want = careful(text, 'pacman');
      assert.ok(want !== undefined);
      assert.equal(clean(rnd, text, 'pacman'), want, walled ? 'walled off' : 'reachable');
    }
  });

  it('zgame: boards up to 500 × 500 and 50 tests, no more', () => {
    const rnd = new Random(9);
    const board = (n: number, m: number) => `${n} ${m}\n${('.'.repeat(m) + '\n').repeat(n)}`;
    assert.equal(clean(rnd, `1\n${board(500, 500)}`, 'zgame'), 'no yes no\n');
    assert.equal(clean(rnd, `1\n${board(501, 3)}`, 'zgame'), undefined);
    assert.equal(clean(rnd, `1\n${board(3, 501)}`, 'zgame'), undefined);
    assert.equal(clean(rnd, `50\n${board(1, 1).repeat(50)}`, 'zgame'), 'no yes no\n'.repeat(50));
    assert.equal(clean(rnd, `51\n${board(1, 1).repeat(51)}`, 'zgame'), undefined);
  });

  it('the first DETECT_LINES lines of a clean input detect what the whole does (inputs of 4000 to 9000 lines)', () => {
    const rnd = new Random(12);
    for (let n = 0; n < 12; n++) {
      const problem = n % 2 === 0 ? 'pacman' : 'zgame';
      const text = problem === 'pacman' ? pacmanInput(rnd, rnd.int(900, 1000), 14) : zgameInput(rnd, rnd.int(30, 50), 300);
      assert.ok(text.split('\n').length > DETECT_LINES, `only ${text.split('\n').length} lines`);
      assert.ok(clean(rnd, text, problem) !== undefined);
      const prefix = text.split('\n').slice(0, DETECT_LINES).join('\n') + '\n';
      const [part, whole] = [detect(new SourceText(prefix)), detect(new SourceText(text))];
      assert.equal(part.problem?.id, problem);
      assert.deepEqual([part.problem?.id, part.confidence, part.reason], [whole.problem?.id, whole.confidence, whole.reason]);
    }
  });

  it('a test larger than the window is not read here (the careful reading takes it)', () => {
    const text = `2\n3 40\n${('.'.repeat(39) + 'A\n').repeat(3)}2 7\n${'B......\n'.repeat(2)}`;
    const bytes = new TextEncoder().encode(text);
    const read = (window: number) => {
      let at = 0;
      const stream = ByteStream.within((into, to, length) => {
        const n = Math.min(length, 5, bytes.length - at);
        into.set(bytes.subarray(at, at + n), to);
        at += n;
        return n;
      }, new Uint8Array(window));
      return answerClean(stream, BUILT_INS.acceleratorOf(problemById('zgame')!)!.clean!, scratch);
    };
    // The first test's line "3 40" and its rows, each with its "\n": 5 + 3 · 41 bytes.
    assert.equal(read(5 + 3 * 41 - 1), undefined);
    assert.deepEqual(read(5 + 3 * 41), careful(text, 'zgame')!.trim().split('\n'));
  });
});
