// The built command line, run as a user runs it: a child process on
// dist/cli.js. Outputs are compared byte for byte with the examples' .ans.

import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const CLI = join(ROOT, 'dist', 'cli.js');
const EXAMPLES = join(ROOT, 'examples');

interface Run {
  status: number | null;
  stdout: Buffer;
  stderr: string;
}

function run(args: string[], input?: string): Run {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd: ROOT, input, timeout: 30_000 });
  if (r.error) throw r.error;
  return { status: r.status, stdout: r.stdout, stderr: r.stderr.toString('utf8') };
}

function examples(): { problem: string; input: string; answer: string }[] {
  const out = [];
  for (const problem of readdirSync(EXAMPLES).sort()) {
    for (const name of readdirSync(join(EXAMPLES, problem))
      .filter((f) => f.endsWith('.in'))
      .sort()) {
      out.push({ problem, input: join('examples', problem, name), answer: join(EXAMPLES, problem, name.replace(/\.in$/, '.ans')) });
    }
  }
  return out;
}

describe('cli (dist/cli.js as a child process)', function () {
  this.timeout(120_000);
  let scratch: string;

  before(() => {
    // Always rebuild: a stale bundle would test yesterday's code.
    const b = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(b.status, 0, `build failed:\n${b.stdout}\n${b.stderr}`);
    assert.ok(existsSync(CLI));
    scratch = mkdtempSync(join(tmpdir(), 'grid-lens-cli-'));
  });

  after(() => rmSync(scratch, { recursive: true, force: true }));

  function file(name: string, text: string): string {
    const p = join(scratch, name);
    writeFileSync(p, text);
    return p;
  }

  describe('solve prints exactly the .ans of every example', () => {
    for (const e of examples()) {
      it(`${e.input}`, () => {
        assert.ok(existsSync(e.answer), `${e.answer} is missing`);
        const want = readFileSync(e.answer);
        const r = run(['solve', e.input]);
        assert.equal(r.stderr, '');
        assert.equal(r.status, 0);
        assert.ok(r.stdout.equals(want), `stdout ${JSON.stringify(r.stdout.toString())} != ${JSON.stringify(want.toString())}`);
        // Naming the problem gives the same bytes.
        const forced = run(['solve', e.input, '--problem', e.problem]);
        assert.equal(forced.status, 0);
        assert.ok(forced.stdout.equals(want));
      });
    }
  });

  it('reads standard input for "-"', () => {
    const r = run(['solve', '-'], readFileSync(join(EXAMPLES, 'pacman', 'sample.in'), 'utf8'));
    assert.equal(r.status, 0);
    assert.equal(r.stdout.toString(), readFileSync(join(EXAMPLES, 'pacman', 'sample.ans'), 'utf8'));
  });

  it('--json: problem, answers, and one object per case with its answer and facts', () => {
    const r = run(['solve', 'examples/pacman/sample.in', '--json']);
    assert.equal(r.status, 0);
    const j = JSON.parse(r.stdout.toString());
    assert.deepEqual(Object.keys(j).sort(), ['answers', 'cases', 'problem']);
    assert.equal(j.problem, 'pacman');
    assert.deepEqual(j.answers, ['480', '500', '470', '490', '480', '470', '500', '-120']);
    assert.equal(j.cases.length, 8);
    j.cases.forEach((c: Record<string, unknown>, i: number) => {
      assert.equal(c.case, i + 1);
      assert.equal(c.answer, j.answers[i]);
      assert.equal(c.score, Number(j.answers[i]));
    });
    // The last sample test: 62 vampires, every one reaches F in time, F is 14 steps away.
    assert.deepEqual(
      { vampires: j.cases[7].vampires, bites: j.cases[7].bites, foodReachable: j.cases[7].foodReachable, distance: j.cases[7].distance },
      { vampires: 62, bites: 62, foodReachable: true, distance: 14 },
    );
  });

  it('detect prints the problem id and the reason', () => {
    const r = run(['detect', 'examples/pacman/sample.in']);
    assert.equal(r.status, 0);
    assert.equal(r.stdout.toString(), 'pacman: a test count, then "n m" and grids of "P", "F", "V" among "." and "#"\n');
    const j = JSON.parse(run(['detect', 'examples/pacman/sample.in', '--json']).stdout.toString());
    assert.equal(j.problem, 'pacman');
    assert.ok(j.confidence >= 0.5 && j.confidence <= 1);
    assert.equal(typeof j.reason, 'string');
  });

  it("detect names every example's own problem", () => {
    for (const e of examples()) {
      const r = run(['detect', e.input]);
      assert.equal(r.status, 0, r.stderr);
      assert.ok(r.stdout.toString().startsWith(`${e.problem}: `), `${e.input}: ${r.stdout}`);
    }
  });

  it('detect on text of no known problem: the reason on stderr, exit 2', () => {
    const r = run(['detect', file('prose.txt', 'hello world\n')]);
    assert.equal(r.status, 2);
    assert.equal(r.stdout.length, 0);
    assert.match(r.stderr, /does not look like an input of any supported problem/);
  });

  it('invalid input: FILE:LINE:COL lines (1-based) on stderr, nothing on stdout, exit 2', () => {
    const p = file('bad.in', '3\n2 3\nP.F\n..\n1 2\nPx\n');
    const r = run(['solve', p]);
    assert.equal(r.status, 2);
    assert.equal(r.stdout.length, 0);
    assert.deepEqual(r.stderr.trimEnd().split('\n'), [
      `${p}:1:1: error: The first line says 3 tests, but the file has 2.`,
      `${p}:4:1: error: Row 2 of test 1 has 2 cells; expected 3.`,
      `${p}:6:2: error: Unknown character "x" (U+0078) in row 1 of test 2; the grid uses only ".", "#", "P", "F" and "V".`,
    ]);
  });

  it('info-level notes (trailing blanks) do not fail a solve', () => {
    const r = run(['solve', file('crlf.in', '1\r\n1 2  \r\nPF \r\n')]);
    assert.equal(r.status, 0);
    assert.equal(r.stderr, '');
    assert.equal(r.stdout.toString(), '500\n');
  });

  it('a file or standard input that is not plain ASCII is read as UTF-8 (the ASCII fast path must not take it)', () => {
    const text = '1\n1 5\nP\u2026F\n';
    const p = file('ellipsis.in', text);
    for (const [name, r] of [
      [p, run(['solve', p])],
      ['-', run(['solve', '-'], text)],
    ] as const) {
      assert.equal(r.status, 2);
      assert.equal(r.stdout.length, 0);
      assert.deepEqual(r.stderr.trimEnd().split('\n'), [`${name}:3:2: error: Found a typographic ellipsis "…", probably pasted from a web page; write "..." instead.`]);
    }
    // The same board typed in ASCII is solved.
    assert.equal(run(['solve', '-'], '1\n1 5\nP...F\n').stdout.toString(), '500\n');
  });

  it('--problem forces the reader, in every spelling', () => {
    const sample = 'examples/pacman/sample.in';
    const want = readFileSync(join(EXAMPLES, 'pacman', 'sample.ans'));
    for (const args of [['--problem', 'pacman'], ['--problem=pacman'], ['-p', 'pacman']]) {
      const r = run(['solve', sample, ...args]);
      assert.equal(r.status, 0, args.join(' '));
      assert.ok(r.stdout.equals(want), args.join(' '));
    }
    // Read as another problem, the same file is wrong, and that problem's reader says so.
    const asZgame = run(['solve', sample, '--problem', 'zgame']);
    assert.equal(asZgame.status, 2);
    assert.match(asZgame.stderr, /sample\.in:\d+:\d+: error: /);
    // A Pacman file too garbled for detection is still read as Pacman when named.
    const p = file('garbled.in', '1\n2 3\nPxF\nxxx\n');
    const plain = run(['solve', p]);
    assert.equal(plain.status, 2);
    // It names the closest problem and where reading it so first goes wrong.
    assert.equal(
      plain.stderr,
      `${p}:3:2: error: It does not look like an input of any supported problem (pacman, bishop, matrix, zgame). The closest is pacman (Pacman vs. Vampire). Read as pacman, the first error is: Unknown character "x" (U+0078) in row 1 of test 1; the grid uses only ".", "#", "P", "F" and "V". Name it with --problem pacman.\n`,
    );
    // A text that is no grid test at all gets no such guess.
    assert.equal(
      run(['solve', '-'], 'Ask about the time limit.\n').stderr,
      '-:1:1: error: It does not look like an input of any supported problem (pacman, bishop, matrix, zgame). Name it with --problem ID.\n',
    );
    const named = run(['solve', p, '--problem', 'pacman']);
    assert.equal(named.status, 2);
    assert.deepEqual(named.stderr.trimEnd().split('\n'), [
      `${p}:3:2: error: Unknown character "x" (U+0078) in row 1 of test 1; the grid uses only ".", "#", "P", "F" and "V".`,
      `${p}:4:1: error: Unknown characters "xxx" in row 2 of test 1; the grid uses only ".", "#", "P", "F" and "V".`,
    ]);
  });

  it('usage errors exit 1: unknown option, unknown problem, --problem without a value, missing file', () => {
    const cases: [string[], RegExp][] = [
      [['solve', 'examples/pacman/sample.in', '--fast'], /Unknown option --fast/],
      [['solve', 'examples/pacman/sample.in', '--problem', 'chess'], /Unknown problem "chess"/],
      [['solve', 'examples/pacman/sample.in', '--problem'], /--problem needs a problem id/],
      [['solve'], /Usage:/],
      [['frobnicate', 'examples/pacman/sample.in'], /Usage:/],
      [['solve', join(scratch, 'no-such-file.in')], /no such file/],
    ];
    for (const [args, message] of cases) {
      const r = run(args);
      assert.equal(r.status, 1, args.join(' '));
      assert.equal(r.stdout.length, 0, args.join(' '));
      assert.match(r.stderr, message, args.join(' '));
    }
  });

  it('--help prints the usage on stdout and exits 0', () => {
    const r = run(['--help']);
    assert.equal(r.status, 0);
    assert.match(r.stdout.toString(), /^Usage:/);
  });

  describe("what a judge's reader would misread is refused, at its place", () => {
    const cases: [string, string, RegExp][] = [
      ['a four-per-em space before the count', '\u20051\n1 2\nPF\n', /:1:1: error: Found a four-per-em space \(U\+2005\)/],
      ['a no-break space between n and m', '1\n1\u00a02\nPF\n', /:2:2: error: Found a no-break space \(U\+00A0\)/],
      ['a no-break space before a row', '1\n1 2\n\u00a0PF\n', /:3:1: error: Found a no-break space \(U\+00A0\) in row 1 of test 1/],
      ['an ideographic space inside a row', '2\n1 3\nP\u3000F\n1 2\nPF\n', /:3:2: error: Found an ideographic space \(U\+3000\) in row 1 of test 1/],
      ['a second byte order mark', '1\n1 2\n\ufeffPF\n', /:3:1: error: Found a byte order mark \(U\+FEFF\) in row 1 of test 1/],
      ['a leading byte order mark', '\ufeff1\n1 2\nPF\n', /:1:1: error: The file starts with a byte order mark/],
    ];
    for (const [what, text, message] of cases) {
      it(what, () => {
        const r = run(['solve', '-', '--problem', 'pacman'], text);
        assert.equal(r.status, 2, r.stdout.toString());
        assert.equal(r.stdout.length, 0);
        assert.match(r.stderr, message);
      });
    }
  });

  it('control and bidirectional characters from the file are shown escaped', () => {
    const r = run(['solve', '-', '--problem', 'pacman'], '1\n1 8\nP\u001b[31mF\u202e\n');
    assert.equal(r.status, 2);
    // eslint-disable-next-line no-control-regex -- no control character may reach the terminal
    assert.doesNotMatch(r.stderr, /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    assert.match(r.stderr, /\\u001b\[31m/);
  });

  it('reads no input beyond the size limit, whatever its kind: a device, standard input', () => {
    for (const [args, input] of [
      [['solve', '/dev/zero'], undefined],
      [['solve', '-'], '1\n'.repeat(34 * 1024 * 1024)],
    ] as [string[], string | undefined][]) {
      const r = spawnSync(process.execPath, [CLI, ...args], { cwd: ROOT, input, timeout: 60_000, maxBuffer: 1 << 20 });
      assert.equal(r.status, 1, `${args.join(' ')}: ${r.stderr}`);
      assert.match(r.stderr.toString(), /holds more than 67108864 bytes; inputs that large are not read/);
    }
  });

  it("a count past the statement's limit is refused at once, and the tests beyond it are not read", () => {
    const r = run(['solve', '-'], '100000\n' + '1 1\n.\n'.repeat(100000));
    assert.equal(r.status, 2);
    assert.deepEqual(r.stderr.trimEnd().split('\n'), [
      '-:1:1: error: The number of tests T is 100000, outside the allowed range 1..50.',
      '-:102:1: error: The file goes on after 50 tests, the most the statement allows; the rest is not read.',
    ]);
  });

  it('detection reads on past boards of only "." until something tells the problems apart', () => {
    const wide = '1\n1 2002\n' + '.'.repeat(2000) + 'PF\n';
    const rows = Array.from({ length: 200 }, (_, r) => (r === 195 ? 'P' + '.'.repeat(499) : r === 199 ? '.'.repeat(499) + 'F' : '.'.repeat(500)));
    const tall = '1\n200 500\n' + rows.join('\n') + '\n';
    for (const text of [wide, tall]) {
      const r = run(['solve', '-'], text);
      assert.equal(r.stderr, '');
      assert.equal(r.stdout.toString(), '500\n');
    }
  });
});
