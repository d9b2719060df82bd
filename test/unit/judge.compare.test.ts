// Comparing a program's output with the exact answers, as a judge's checker
// does: fixed cases for each verdict and its message, then random outputs
// against a model written here (split on ASCII blanks, find the first token
// that differs, map its position to a case).

import { strict as assert } from 'node:assert';
import { compareOutput, describeComparison, SHOWN_CHARS, type Comparison } from '../../src/judge/compare';
import { tokensOf } from '../../src/judge/tokens';
import { Random } from './random';

const bytes = (s: string) => Buffer.from(s, 'utf8');
const judge = (answers: string[], output: string | Buffer) => compareOutput(answers, typeof output === 'string' ? bytes(output) : output);

describe('judge: tokens', () => {
  it('splits on ASCII blanks only, as C isspace does', () => {
    const t = tokensOf(bytes(' a\tb\nc\r\nd\ve\ff  \u00a0g\u2028h '));
    assert.deepEqual(
      t.map((x) => Buffer.from(x).toString('utf8')),
      ['a', 'b', 'c', 'd', 'e', 'f', '\u00a0g\u2028h'],
    );
    assert.deepEqual(tokensOf(bytes('')), []);
    assert.deepEqual(tokensOf(bytes(' \n\t ')), []);
    assert.equal(tokensOf(bytes('a\0b')).length, 1);
  });
});

describe('judge: compareOutput', () => {
  const pacman = ['480', '500', '470', '490', '480', '470', '500', '-120'];

  it('accepts the exact answers whatever the blanks between and around them', () => {
    assert.deepEqual(judge(pacman, pacman.join('\n') + '\n'), { verdict: 'AC' });
    assert.deepEqual(judge(pacman, pacman.join(' ')), { verdict: 'AC' });
    assert.deepEqual(judge(pacman, '\r\n\t ' + pacman.join('\r\n\n') + '   \n\n'), { verdict: 'AC' });
    assert.deepEqual(judge(['You can escape.', 'You are trapped in the Matrix.'], 'You can\nescape.   You are trapped in the Matrix.\n'), { verdict: 'AC' });
  });

  it('puts a wrong token on its test case, with both texts', () => {
    const out = [...pacman];
    out[2] = '480';
    const c = judge(pacman, out.join('\n'));
    assert.deepEqual(c, { verdict: 'WA', kind: 'wrong', test: 3, expected: '470', got: '480' });
    assert.equal(describeComparison(c), 'WA on test 3: expected 470, got 480');
  });

  it('a case of several tokens is shown whole, as the program printed it', () => {
    const answers = ['no no yes', 'no yes no'];
    const c = judge(answers, 'no no yes\nno no no\n');
    assert.deepEqual(c, { verdict: 'WA', kind: 'wrong', test: 2, expected: 'no yes no', got: 'no no no' });
    const m = judge(['You can escape.', 'You are eliminated.'], 'You can escape.\nYou are eliminated\n');
    assert.equal(describeComparison(m), 'WA on test 2: expected You are eliminated., got You are eliminated');
  });

  it('compares tokens exactly: case, signs, leading zeros and look-alike blanks count', () => {
    assert.equal(judge(['yes'], 'Yes').verdict, 'WA');
    assert.equal(judge(['470'], '0470').verdict, 'WA');
    assert.equal(judge(['470'], '+470').verdict, 'WA');
    assert.equal(judge(['470'], '470.0').verdict, 'WA');
    // A no-break space is not a blank to a judge: "470\u00a0" is one token, and is shown escaped.
    const nbsp = judge(['470', '1'], '470\u00a0 1');
    assert.deepEqual(nbsp, { verdict: 'WA', kind: 'wrong', test: 1, expected: '470', got: '470\\u00a0' });
  });

  it('an output that ends early names the test it stops in and what it printed of it', () => {
    const none = judge(pacman, pacman.slice(0, 5).join('\n') + '\n');
    assert.deepEqual(none, { verdict: 'WA', kind: 'ends early', test: 6, expected: '470', got: '' });
    assert.equal(describeComparison(none), 'WA on test 6: expected 470, got the end of the output');
    const part = judge(['yes no no', 'no yes no'], 'yes no no\nno yes');
    assert.equal(describeComparison(part), 'WA on test 2: expected no yes no, got no yes, then the end of the output');
    assert.equal(describeComparison(judge(['1'], '')), 'WA on test 1: expected 1, got the end of the output');
  });

  it('a wrong token before the end is wrong, not short', () => {
    const c = judge(['yes no no'], 'no no');
    assert.deepEqual(c, { verdict: 'WA', kind: 'wrong', test: 1, expected: 'yes no no', got: 'no no' });
  });

  it('extra output after the last answer is a wrong answer that shows the first extra tokens', () => {
    const c = judge(['1', '2'], '1 2 3\n');
    assert.deepEqual(c, { verdict: 'WA', kind: 'extra output', test: 2, got: '3' });
    assert.equal(describeComparison(c), 'WA: extra output after the last test (2): 3');
    const many = judge(['1'], '1 ' + 'x '.repeat(100));
    assert.equal(many.verdict === 'WA' && many.got, 'x x x x x…');
  });

  it('shows a long or binary token cut and escaped, without decoding all of it', () => {
    const long = judge(['5'], 'y'.repeat(20_000_000));
    assert.ok(long.verdict === 'WA');
    assert.equal(long.got, 'y'.repeat(SHOWN_CHARS) + '…');
    const binary = judge(['5'], Buffer.from([0x00, 0x1b, 0xff, 0x35]));
    assert.ok(binary.verdict === 'WA');
    assert.equal(binary.got, '\\u0000\\u001b\\ufffd5');
    const astral = judge(['5'], 'é😀');
    assert.ok(astral.verdict === 'WA');
    assert.equal(astral.got, '\\u00e9\\u{1f600}');
  });

  it('random outputs agree with a model that splits strings', () => {
    const rnd = new Random(13);
    const words = ['yes', 'no', '0', '-1', '470', 'You', 'can', 'escape.', 'x'];
    const blanks = [' ', '\n', '\r\n', '\t', '  \n', '\v', '\f'];
    for (let run = 0; run < 3000; run++) {
      const answers = Array.from({ length: rnd.int(1, 6) }, () => Array.from({ length: rnd.int(1, 3) }, () => rnd.pick(words)).join(' '));
      // An output made of the answers' tokens, some replaced, some dropped, some added.
      const tokens = answers.flatMap((a) => a.split(' '));
      const mutated: string[] = [];
      for (const t of tokens) {
        if (rnd.chance(0.03)) continue;
        mutated.push(rnd.chance(0.04) ? rnd.pick(words) : t);
        if (rnd.chance(0.02)) mutated.push(rnd.pick(words));
      }
      const output = (rnd.chance(0.5) ? rnd.pick(blanks) : '') + mutated.map((t) => t + rnd.pick(blanks)).join('');
      assert.deepEqual(judge(answers, output), model(answers, output), `run ${run}: ${JSON.stringify({ answers, output })}`);
    }
  });
});

/** The verdict found the slow, obvious way, on strings. */
function model(answers: string[], output: string): Comparison {
  const got = output.split(/[ \t\n\v\f\r]+/).filter((t) => t !== '');
  let at = 0;
  for (let t = 0; t < answers.length; t++) {
    const want = answers[t].split(' ');
    const mine = got.slice(at, at + want.length);
    at += want.length;
    const same = mine.every((w, i) => w === want[i]);
    if (!same) return { verdict: 'WA', kind: 'wrong', test: t + 1, expected: want.join(' '), got: mine.join(' ') };
    if (mine.length < want.length) return { verdict: 'WA', kind: 'ends early', test: t + 1, expected: want.join(' '), got: mine.join(' ') };
  }
  if (at < got.length) {
    const extra = got.slice(at, at + 5).join(' ') + (got.length - at > 5 ? '…' : '');
    return { verdict: 'WA', kind: 'extra output', test: answers.length, got: extra };
  }
  return { verdict: 'AC' };
}
