// `grid-lens judge` as a user runs it: dist/cli.js as a child process,
// judging real solutions (Python written here, shell commands) on the
// examples. What each line must say is worked out from the examples' .ans
// files and from the solutions' own output, never written in by hand.

import { strict as assert } from 'node:assert';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pacmanSolution } from '../pacmanSolution';
import { survivors } from './programs';

const ROOT = join(__dirname, '..', '..');
const CLI = join(ROOT, 'dist', 'cli.js');

interface Run {
  status: number | null;
  lines: string[];
  stderr: string;
}

function judge(args: string[]): Run {
  const r = spawnSync(process.execPath, [CLI, 'judge', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  if (r.error) throw r.error;
  return { status: r.status, lines: r.stdout.trimEnd().split('\n'), stderr: r.stderr };
}

const examples = (problem: string) =>
  readdirSync(join(ROOT, 'examples', problem))
    .filter((f) => f.endsWith('.in'))
    .sort()
    .map((f) => join('examples', problem, f));

const answersOf = (input: string) =>
  readFileSync(join(ROOT, input.replace(/\.in$/, '.ans')), 'utf8')
    .trimEnd()
    .split('\n');

/** " (N ms)" at the end of a line: the time, whatever it was. */
const MS = String.raw` \(\d+ ms\)`;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('judge (dist/cli.js as a child process)', function () {
  this.timeout(180_000);
  let scratch: string;
  let correct: string;
  let shortestPath: string;

  before(() => {
    const b = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(b.status, 0, `build failed:\n${b.stdout}\n${b.stderr}`);
    scratch = mkdtempSync(join(tmpdir(), 'grid-lens-judge-'));
    correct = join(scratch, 'pacman.py');
    writeFileSync(correct, pacmanSolution(true));
    shortestPath = join(scratch, 'pacman-shortest-path.py');
    writeFileSync(shortestPath, pacmanSolution(false));
  });
  after(() => rmSync(scratch, { recursive: true, force: true }));

  it('a correct solution: AC on every file, a summary, exit 0', () => {
    const files = examples('pacman');
    const r = judge(['--run', `python3 ${correct}`, ...files]);
    assert.equal(r.stderr, '');
    assert.equal(r.status, 0);
    assert.equal(r.lines.length, files.length + 1);
    files.forEach((f, i) => assert.match(r.lines[i], new RegExp(`^${escapeRe(f)}: AC${MS}$`)));
    assert.equal(r.lines[files.length], `${files.length} of ${files.length} files accepted.`);
  });

  it("the write-up's shortest-path rule: WA on the first test where its answer differs, exit 1", () => {
    const files = examples('pacman');
    const r = judge(['--run', `python3 ${shortestPath}`, ...files]);
    assert.equal(r.status, 1);
    let wrong = 0;
    files.forEach((f, i) => {
      const mine = spawnSync('python3', [shortestPath], { input: readFileSync(join(ROOT, f)), encoding: 'utf8' })
        .stdout.trimEnd()
        .split('\n');
      const want = answersOf(f);
      const test = want.findIndex((a, k) => a !== mine[k]);
      if (test < 0) return assert.match(r.lines[i], new RegExp(`^${escapeRe(f)}: AC${MS}$`));
      wrong++;
      assert.match(r.lines[i], new RegExp(`^${escapeRe(f)}: WA on test ${test + 1}: expected ${escapeRe(want[test])}, got ${escapeRe(mine[test])}${MS}$`));
    });
    assert.ok(wrong > 0, 'the shortest-path rule fails some example');
    assert.equal(r.lines[files.length], `${files.length - wrong} of ${files.length} files accepted.`);
  });

  it('answers of several tokens: any blanks accepted, one changed token named with its whole test', () => {
    for (const problem of ['matrix', 'zgame']) {
      for (const f of examples(problem)) {
        const ans = f.replace(/\.in$/, '.ans');
        const blanks = judge(['--run', `tr '\\n' ' ' < ${ans}; printf '\\r\\n\\n'`, f]);
        assert.deepEqual([blanks.status, blanks.lines.length], [0, 1]);
        assert.match(blanks.lines[0], new RegExp(`^${escapeRe(f)}: AC${MS}$`));
        // The last token of the last test, changed.
        const want = answersOf(f);
        const last = want.length - 1;
        const changed = want[last].replace(/\S+$/, 'maybe');
        const r = judge(['--run', `head -n ${last} ${ans}; echo '${changed}'`, f]);
        assert.equal(r.status, 1);
        assert.match(r.lines[0], new RegExp(`^${escapeRe(f)}: WA on test ${last + 1}: expected ${escapeRe(want[last])}, got ${escapeRe(changed)}${MS}$`));
      }
    }
  });

  it('an output that stops early or goes on too long', () => {
    const f = 'examples/pacman/sample.in';
    const want = answersOf(f);
    const short = judge(['--run', `head -n 3 ${f.replace('.in', '.ans')}`, f]);
    assert.match(short.lines[0], new RegExp(`^${escapeRe(f)}: WA on test 4: expected ${escapeRe(want[3])}, got the end of the output${MS}$`));
    const long = judge(['--run', `cat ${f.replace('.in', '.ans')}; echo 0`, f]);
    assert.match(long.lines[0], new RegExp(`^${escapeRe(f)}: WA: extra output after the last test \\(${want.length}\\): 0${MS}$`));
  });

  it('TLE at the time limit, RE with the status or signal and the last words on stderr, OLE, MLE', () => {
    const f = 'examples/bishop/sample1.in';
    const tle = judge(['--run', 'sleep 10', '--time-limit', '300', f]);
    assert.deepEqual([tle.status, tle.lines], [1, [`${f}: TLE (300 ms)`]]);
    const exit = judge(['--run', 'exit 3', f]);
    assert.match(exit.lines[0], new RegExp(`^${escapeRe(f)}: RE \\(exit 3, \\d+ ms\\)$`));
    const py = judge(['--run', `python3 -c "import sys; sys.stdin.read(); raise ValueError('no bishop here')"`, f]);
    assert.match(py.lines[0], new RegExp(`^${escapeRe(f)}: RE \\(exit 1, \\d+ ms\\): ValueError: no bishop here$`));
    const segv = judge(['--run', 'kill -SEGV $$', f]);
    assert.match(segv.lines[0], new RegExp(`^${escapeRe(f)}: RE \\(signal SIGSEGV, \\d+ ms\\)$`));
    const ole = judge(['--run', 'yes 1', f]);
    assert.match(ole.lines[0], new RegExp(`^${escapeRe(f)}: OLE \\(more than 64 MB of output, \\d+ ms\\)$`));
    const mle = judge(['--run', `python3 -c "x = bytearray(1 << 30)"`, '--memory-limit=64', f]);
    assert.match(mle.lines[0], new RegExp(`^${escapeRe(f)}: MLE \\(limit 64 MB, \\d+ ms\\): MemoryError$`));
    for (const r of [exit, py, segv, ole, mle]) assert.equal(r.status, 1);
  });

  it('an invalid test file is said to be one, with the place solve gives; the program is not blamed', () => {
    const broken = join(scratch, 'broken.in');
    writeFileSync(broken, readFileSync(join(ROOT, 'examples/pacman/sample.in'), 'utf8').replace('P......V', 'P......'));
    const solve = spawnSync(process.execPath, [CLI, 'solve', broken], { encoding: 'utf8' });
    const first = solve.stderr.split('\n')[0].match(/^.*?:(\d+):(\d+): error: (.*)$/)!;
    assert.ok(first, solve.stderr);
    const stranger = join(scratch, 'letter.txt');
    writeFileSync(stranger, 'Dear judge,\nthis is no grid.\n');
    const missing = join(scratch, 'missing.in');
    const marker = join(scratch, 'ran');
    const r = judge(['--run', `touch ${marker}`, broken, stranger, missing]);
    assert.equal(r.status, 1);
    assert.equal(r.lines[0], `${broken}: invalid test (${first[1]}:${first[2]}: ${first[3]})`);
    assert.match(r.lines[1], new RegExp(`^${escapeRe(stranger)}: invalid test \\(1:1: .*Name it with --problem ID\\.\\)$`));
    assert.match(r.lines[2], new RegExp(`^${escapeRe(missing)}: cannot read \\(ENOENT: .*\\)$`));
    assert.equal(r.lines[3], '0 of 3 files accepted.');
    assert.equal(existsSync(marker), false, 'the program ran on a file that is no test');
  });

  it('--problem reads every file as the named problem', () => {
    const f = 'examples/bishop/sample1.in';
    const r = judge(['--run', `cat ${f.replace('.in', '.ans')}`, '--problem', 'bishop', f]);
    assert.equal(r.status, 0);
    const wrongProblem = judge(['--run', `cat ${f.replace('.in', '.ans')}`, '--problem', 'zgame', f]);
    assert.match(wrongProblem.lines[0], /: invalid test \(\d+:\d+: /);
  });

  it('usage errors: exit 1 and a message on stderr', () => {
    const f = 'examples/bishop/sample1.in';
    for (const [args, message] of [
      [[f], /--run "CMD"/],
      [['--run', 'cat'], /at least one test file/],
      [['--run'], /--run needs a value/],
      [['--run', 'cat', '--time-limit', '0', f], /--time-limit takes whole milliseconds/],
      [['--run', 'cat', '--time-limit', '1e3', f], /--time-limit takes whole milliseconds/],
      [['--run', 'cat', '--memory-limit', '-5', f], /--memory-limit takes whole megabytes/],
      [['--run', 'cat', '--problem', 'chess', f], /Unknown problem "chess"/],
      [['--run', 'cat', '--jobs', '2', f], /Unknown option --jobs/],
    ] as [string[], RegExp][]) {
      const r = judge(args);
      assert.equal(r.status, 1, args.join(' '));
      assert.match(r.stderr, message);
      assert.deepEqual(r.lines, ['']);
    }
    const help = judge(['--help']);
    assert.equal(help.status, 0);
    assert.match(help.lines.join('\n'), /grid-lens judge --run CMD/);
    const top = spawnSync(process.execPath, [CLI, '--help'], { encoding: 'utf8' });
    assert.match(top.stdout, /grid-lens judge --run CMD/);
  });

  it('interrupted (Ctrl+C), it ends the program it runs, whose own session the terminal cannot reach', async () => {
    const pidFile = join(scratch, 'interrupted.pid');
    const child = spawn(process.execPath, [CLI, 'judge', '--run', `echo $$ > ${pidFile}; sleep 100 & sleep 100`, '--time-limit', '60000', 'examples/bishop/sample1.in'], {
      cwd: ROOT,
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    while (!existsSync(pidFile) || readFileSync(pidFile, 'utf8') === '') await new Promise((r) => setTimeout(r, 20));
    child.kill('SIGINT');
    assert.equal(await exited, 130);
    assert.deepEqual(await survivors(Number(readFileSync(pidFile, 'utf8'))), []);
  });

  it('a time limit that kills: nothing of the program is left once the command line has exited', async () => {
    const pidFile = join(scratch, 'tle.pid');
    const r = judge(['--run', `echo $$ > ${pidFile}; sleep 100 & sleep 100`, '--time-limit', '300', 'examples/bishop/sample1.in']);
    assert.equal(r.lines[0], 'examples/bishop/sample1.in: TLE (300 ms)');
    assert.deepEqual(await survivors(Number(readFileSync(pidFile, 'utf8'))), []);
  });
});
