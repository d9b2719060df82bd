// What a judge's reader accepts, against what Grid Lens calls valid. A model
// of the judge written here from the statements: the input split into tokens
// at ASCII blanks only (C's isspace: a no-break space, a BOM or U+2028 are
// text to it), then each problem's format and limits checked token by token.
// On thousands of damaged inputs, whatever Grid Lens calls valid, the model
// must accept with as many tests; and every test Grid Lens does not solve
// has an error within its lines, so no invalid test goes unexplained.

import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyze } from '../../src/core/analyze';
import type { ProblemId } from '../../src/core/problems';
import { Random } from './random';

const EXAMPLES = join(__dirname, '..', '..', 'examples');

/** The tokens a judge's `cin >>` reads. */
function tokens(text: string): string[] {
  return text.split(/[ \t\n\v\f\r]+/).filter((t) => t !== '');
}

class Tokens {
  private at = 0;
  constructor(private readonly list: string[]) {}
  int(min: number, max: number): number {
    const t = this.list[this.at++];
    if (t === undefined || !/^[+-]?\d+$/.test(t)) throw new Error(`not a number: ${JSON.stringify(t)}`);
    const v = Number(t);
    if (v < min || v > max) throw new Error(`${v} outside ${min}..${max}`);
    return v;
  }
  row(width: number, alphabet: string): string {
    const t = this.list[this.at++];
    if (t === undefined || t.length !== width || [...t].some((c) => !alphabet.includes(c))) throw new Error(`bad row ${JSON.stringify(t)}`);
    return t;
  }
  get done(): boolean {
    return this.at >= this.list.length;
  }
}

const count = (rows: string[], ch: string) => rows.join('').split(ch).length - 1;

/** The number of tests the judge reads, or an error saying why it would not. Trailing tokens are ignored, as a judge does. */
const JUDGE: Record<ProblemId, (t: Tokens) => number> = {
  pacman(t) {
    const tests = t.int(1, 1000);
    let total = 0;
    for (let k = 0; k < tests; k++) {
      const n = t.int(1, 1e6);
      const m = t.int(1, 1e6);
      total += n * m;
      if (total > 1e6) throw new Error('too many cells');
      const rows = Array.from({ length: n }, () => t.row(m, '.#PFV'));
      if (count(rows, 'P') !== 1 || count(rows, 'F') !== 1) throw new Error('pieces');
    }
    return tests;
  },
  bishop(t) {
    const n = t.int(2, 1500);
    const [ax, ay, bx, by] = [t.int(1, n), t.int(1, n), t.int(1, n), t.int(1, n)];
    const rows = Array.from({ length: n }, () => t.row(n, '.#'));
    if ((ax === bx && ay === by) || rows[ax - 1][ay - 1] !== '.' || rows[bx - 1][by - 1] !== '.') throw new Error('squares');
    return 1;
  },
  matrix(t) {
    const tests = t.int(1, 10000);
    for (let k = 0; k < tests; k++) {
      const rows = Array.from({ length: 8 }, () => t.row(8, '.#PAM'));
      if (count(rows, 'M') !== 1 || count(rows, 'A') !== 2) throw new Error('pieces');
    }
    return tests;
  },
  zgame(t) {
    const tests = t.int(1, 50);
    for (let k = 0; k < tests; k++) {
      const n = t.int(1, 500);
      const m = t.int(1, 500);
      for (let r = 0; r < n; r++) t.row(m, 'AB.');
    }
    return tests;
  },
};

function judge(problem: ProblemId, text: string): number | Error {
  try {
    return JUDGE[problem](new Tokens(tokens(text)));
  } catch (e) {
    return e as Error;
  }
}

/** The characters a paste or a typo brings, beyond ASCII blanks included. */
const ODD = [
  '.',
  '#',
  'P',
  'F',
  'V',
  'A',
  'B',
  'M',
  ' ',
  '\r',
  '\n',
  '\t',
  '\v',
  '\f',
  'x',
  '0',
  '7',
  '-',
  '\u2026',
  '\u00a0',
  '\u2005',
  '\u2009',
  '\u2028',
  '\u202f',
  '\u3000',
  '\ufeff',
  '\u200b',
  '\u202e',
  '\u001b',
  '\u0085',
  '\0',
];

function damage(rnd: Random, text: string): string {
  const at = rnd.int(0, text.length);
  const lines = text.split('\n');
  const line = rnd.int(0, lines.length - 1);
  switch (rnd.int(0, 6)) {
    case 0:
      return text.slice(0, at) + rnd.pick(ODD) + text.slice(at + 1);
    case 1:
      return text.slice(0, at) + rnd.pick(ODD) + text.slice(at);
    case 2:
      return text.slice(0, at) + text.slice(at + 1);
    case 3:
      return [...lines.slice(0, line), rnd.pick(['', ' ', '\u00a0', '\u3000']), ...lines.slice(line)].join('\n');
    case 4:
      return rnd.pick(['\ufeff', '\u00a0', '\u2005', ' ', '\n']) + text;
    case 5:
      return lines.map((l, i) => (i === line ? rnd.pick(['\u00a0', ' ', '\t', '\u2028']) + l : l)).join('\n');
    default:
      return text.replace(/^(\s*\d+)/, (t) => t + rnd.pick(['\u00a0', ' ', '\u2005', '0', '']));
  }
}

/** The text as a string literal with everything beyond printable ASCII escaped, so a failure shows what it holds. */
function shown(text: string): string {
  return JSON.stringify(text).replace(/[^\x20-\x7e]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
}

function examples(): { problem: ProblemId; name: string; text: string }[] {
  const out: { problem: ProblemId; name: string; text: string }[] = [];
  for (const problem of readdirSync(EXAMPLES).sort() as ProblemId[]) {
    for (const name of readdirSync(join(EXAMPLES, problem))
      .filter((f) => f.endsWith('.in'))
      .sort()) {
      out.push({ problem, name, text: readFileSync(join(EXAMPLES, problem, name), 'utf8') });
    }
  }
  return out;
}

describe("a judge's reader against Grid Lens", () => {
  const all = examples();

  it('the model accepts every example as it is', () => {
    for (const e of all) assert.equal(typeof judge(e.problem, e.text), 'number', `${e.problem}/${e.name}: ${judge(e.problem, e.text)}`);
  });

  it('what Grid Lens calls valid, the judge accepts, with as many tests (seed 2718, 12 000 damaged inputs)', () => {
    const rnd = new Random(2718);
    let valid = 0;
    for (let k = 0; k < 12000; k++) {
      const e = rnd.pick(all);
      let text = e.text;
      for (let d = rnd.int(1, 2); d > 0; d--) text = damage(rnd, text);
      const a = analyze(text, { problem: e.problem, solve: false });
      const cases = a.parsed!.cases;
      if (a.errors.length > 0 || cases.length === 0 || !cases.every((c) => c.valid)) continue;
      valid++;
      const judged = judge(e.problem, text);
      assert.equal(judged, cases.length, `${e.problem}/${e.name} damaged to ${shown(text)}: Grid Lens reads ${cases.length} test(s), the judge ${judged}`);
    }
    // The damage must leave a fair share valid, or the check proves nothing.
    assert.ok(valid > 1500, `only ${valid} damaged inputs stayed valid`);
  });

  it('every test Grid Lens does not solve has an error within its lines (seed 3141, 12 000 damaged inputs)', () => {
    const rnd = new Random(3141);
    for (let k = 0; k < 12000; k++) {
      const e = rnd.pick(all);
      let text = e.text;
      for (let d = rnd.int(1, 2); d > 0; d--) text = damage(rnd, text);
      const a = analyze(text, { problem: e.problem, solve: false });
      const what = `${e.problem}/${e.name} damaged to ${shown(text)}`;
      const cases = a.parsed!.cases;
      if (cases.length === 0) assert.ok(a.errors.length > 0, `${what}: no test read, yet no error says why`);
      for (const c of cases) {
        if (c.valid) continue;
        const own = a.errors.some((i) => i.range.start.line <= c.lastLine && i.range.end.line >= c.firstLine);
        assert.ok(own, `${what}: test ${c.index + 1} (lines ${c.firstLine + 1}-${c.lastLine + 1}) is not valid, but no error lies in its lines`);
      }
    }
  });

  it('matrix: a blank line anywhere inside scenarios is read as a judge reads it (each example, every place)', () => {
    for (const e of all.filter((x) => x.problem === 'matrix')) {
      const lines = e.text.split('\n');
      for (let at = 1; at < lines.length; at++) {
        const text = [...lines.slice(0, at), '', ...lines.slice(at)].join('\n');
        const a = analyze(text, { problem: 'matrix' });
        assert.deepEqual(a.errors, [], `${e.name} with a blank line before line ${at + 1}`);
        assert.equal(a.output, analyze(e.text, { problem: 'matrix' }).output, `${e.name} with a blank line before line ${at + 1}`);
      }
    }
  });
});
