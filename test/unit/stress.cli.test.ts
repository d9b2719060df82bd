// `grid-lens gen` and `grid-lens stress` as a user runs them: dist/cli.js as a
// child process, with real solutions written here (Python, and C++ built from
// bench/cpp/). Right ones are never flagged over many tests; wrong ones (an
// off-by-one, a wrong rule, a wrong end of the game) are caught, and what they
// are caught with is small and genuinely wrong: its .ans is the answer of an
// independent brute force of the test folder, and the program's own output on
// it differs.

import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { movesFrom } from './brute/bishop';
import { plainDistances } from './brute/distances';
import { brutePacman } from './brute/pacman';
import { bruteZgame } from './brute/zgame';

const ROOT = join(__dirname, '..', '..');
const CLI = join(ROOT, 'dist', 'cli.js');

/** Pacman as the statement says; SHORTEST_PATH_ONLY counts only the vampires on a shortest route (the write-up's mistake). */
const PACMAN_PY = String.raw`
import sys
from collections import deque

def steps(g, n, m, start):
    d = [-1] * (n * m)
    d[start] = 0
    q = deque([start])
    while q:
        v = q.popleft()
        r, c = divmod(v, m)
        for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            u = rr * m + cc
            if 0 <= rr < n and 0 <= cc < m and g[u] != '#' and d[u] < 0:
                d[u] = d[v] + 1
                q.append(u)
    return d

data = sys.stdin.read().split()
t, k, out = int(data[0]), 1, []
for _ in range(t):
    n, m = int(data[k]), int(data[k + 1])
    g = ''.join(data[k + 2:k + 2 + n])
    k += 2 + n
    p, f = g.index('P'), g.index('F')
    vs = [i for i, ch in enumerate(g) if ch == 'V']
    fromP, toF = steps(g, n, m, p), steps(g, n, m, f)
    if toF[p] < 0:
        out.append(-10 * sum(fromP[v] >= 0 for v in vs))
    elif SHORTEST_PATH_ONLY:
        out.append(500 - 10 * sum(fromP[v] >= 0 and fromP[v] + toF[v] == toF[p] for v in vs))
    else:
        out.append(500 - 10 * sum(0 <= toF[v] <= toF[p] for v in vs))
print('\n'.join(map(str, out)))
`;

/** Z-Game by three backward sweeps; LAST_CELL_DRAWS forgets that a letter on the last cell wins or loses. */
const ZGAME_PY = String.raw`
import sys

data = sys.stdin.read().split()
t, k, out = int(data[0]), 1, []
for _ in range(t):
    n, m = int(data[k]), int(data[k + 1])
    g = data[k + 2:k + 2 + n]
    k += 2 + n
    words = []
    for goal in ('A', 'draw', 'B'):
        can = [[False] * m for _ in range(n)]
        for i in range(n - 1, -1, -1):
            for j in range(m - 1, -1, -1):
                ch = g[i][j]
                last = i == n - 1 and j == m - 1
                if LAST_CELL_DRAWS and last:
                    ch = '.'
                if ch != '.':
                    can[i][j] = ch == goal
                elif last:
                    can[i][j] = goal == 'draw'
                else:
                    nxt = [can[a][b] for a, b in ((i + 1, j), (i, j + 1)) if a < n and b < m]
                    can[i][j] = any(nxt) if (i + j) % 2 == 0 else all(nxt)
        words.append('yes' if can[0][0] else 'no')
    out.append(' '.join(words))
print('\n'.join(out))
`;

/** The fewest steps from (sy, sx) to (gy, gx) of a described maze (AtCoder ABC007 C); EIGHT_WAYS steps diagonally too. */
const MAZE_PY = String.raw`
import sys
from collections import deque

data = sys.stdin.read().split()
r, c, sy, sx, gy, gx = map(int, data[:6])
g = data[6:6 + r]
d = [[-1] * c for _ in range(r)]
d[sy - 1][sx - 1] = 0
q = deque([(sy - 1, sx - 1)])
ways = [(-1, 0), (1, 0), (0, -1), (0, 1)] + ([(-1, -1), (-1, 1), (1, -1), (1, 1)] if EIGHT_WAYS else [])
while q:
    y, x = q.popleft()
    for dy, dx in ways:
        a, b = y + dy, x + dx
        if 0 <= a < r and 0 <= b < c and g[a][b] != '#' and d[a][b] < 0:
            d[a][b] = d[y][x] + 1
            q.append((a, b))
print(d[gy - 1][gx - 1])
`;

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

function cli(args: string[], cwd = ROOT): Run {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', timeout: 240_000 });
  if (r.error) throw r.error;
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The shrunk failure stress wrote: its input and answers, by the base name it printed. */
function written(out: string, r: Run): { input: string; answers: string; base: string } {
  const files = readdirSync(out);
  assert.equal(files.length, 2, `${files}\n${r.stdout}`);
  const base = join(out, files.find((f) => f.endsWith('.in'))!.replace(/\.in$/, ''));
  assert.ok(r.stdout.includes(`${base}.in`), r.stdout);
  return { input: readFileSync(`${base}.in`, 'utf8'), answers: readFileSync(`${base}.ans`, 'utf8'), base };
}

/** A whitespace-split reader of a written input: the count (if any), then per test `header` numbers and a board. */
function boards(text: string, counted: boolean, header: number, rowsOf: (v: number[]) => number): { values: number[]; lines: string[] }[] {
  const w = text.split(/\s+/).filter((x) => x !== '');
  let at = 0;
  const count = counted ? Number(w[at++]) : 1;
  return Array.from({ length: count }, () => {
    const values = w.slice(at, at + header).map(Number);
    at += header;
    const lines = w.slice(at, at + rowsOf(values));
    at += lines.length;
    return { values, lines };
  });
}

/** The program's own output on the input. */
function own(command: string, input: string): string {
  const r = spawnSync('/bin/sh', ['-c', command], { input, encoding: 'utf8' });
  return r.stdout.trim().split(/\s+/).join(' ');
}

const tokens = (s: string) => s.trim().split(/\s+/).join(' ');

describe('gen and stress (dist/cli.js as a child process)', function () {
  this.timeout(300_000);
  let scratch: string;
  const py = (name: string, source: string, flag: string, value: boolean) => {
    const file = join(scratch, name);
    writeFileSync(file, `${flag} = ${value ? 'True' : 'False'}\n${source}`);
    return `python3 ${file}`;
  };
  const cpp = (name: string, source: string) => {
    const src = join(scratch, `${name}.cpp`);
    writeFileSync(src, source);
    const r = spawnSync('g++', ['-O2', '-std=c++17', '-o', join(scratch, name), src], { encoding: 'utf8' });
    assert.equal(r.status, 0, `g++ is needed for these tests: ${r.stderr}`);
    return join(scratch, name);
  };
  const out = (name: string) => join(scratch, `out-${name}`);

  before(() => {
    const b = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(b.status, 0, `build failed:\n${b.stdout}\n${b.stderr}`);
    scratch = mkdtempSync(join(tmpdir(), 'grid-lens-stress-'));
  });
  after(() => rmSync(scratch, { recursive: true, force: true }));

  it('gen: the same options write the same bytes; every problem and a described one; usage errors exit 1', () => {
    for (const problem of ['pacman', 'bishop', 'matrix', 'zgame', 'examples/custom/abc213e/abc213e.grid-problem.json']) {
      const args = ['gen', problem, '--seed', '77', '--size', 'tiny'];
      const a = cli(args);
      assert.equal(a.status, 0, a.stderr);
      assert.equal(cli(args).stdout, a.stdout);
      assert.notEqual(cli(['gen', problem, '--seed', '78', '--size', 'tiny']).stdout, a.stdout);
      // What gen writes, solve reads and answers.
      const solved = cli(['solve', '-', ...(problem.includes('/') ? [] : ['--problem', problem])]);
      assert.ok(solved.status !== null);
    }
    const many = cli(['gen', 'pacman', '--tests', '40', '--seed', '3']);
    assert.equal(many.stdout.split('\n')[0], '40');
    const styles = cli(['gen', 'bishop', '--style', 'help']);
    assert.equal(styles.status, 0);
    assert.match(styles.stdout, /other-colour/);
    for (const bad of [['gen', 'bishop', '--tests', '2'], ['gen', 'bishop', '--size', '3x4'], ['gen', 'pacman', '--style', 'spiral'], ['gen', 'nosuch'], ['gen', 'zgame', '--seed', '-1'], ['gen']]) {
      const r = cli(bad);
      assert.equal(r.status, 1, bad.join(' '));
      assert.equal(r.stdout, '');
      assert.ok(r.stderr.length > 0);
    }
  });

  it('right solutions are never flagged: pacman and zgame in Python, bishop in C++, a described maze; exit 0', () => {
    const bishop = cpp('bishop', readFileSync(join(ROOT, 'bench', 'cpp', 'bishop.cpp'), 'utf8'));
    // Python starts slowly: fewer runs of it where each run checks one test (a problem without a count line).
    const runs: [string, string, string, string[]][] = [
      ['pacman', py('pacman.py', PACMAN_PY, 'SHORTEST_PATH_ONLY', false), '20000', ['tiny', 'small']],
      ['zgame', py('zgame.py', ZGAME_PY, 'LAST_CELL_DRAWS', false), '2000', ['tiny', 'small']],
      ['bishop', bishop, '1000', ['tiny', 'small']],
      ['examples/custom/abc007c/abc007c.grid-problem.json', py('maze.py', MAZE_PY, 'EIGHT_WAYS', false), '60', ['small']],
    ];
    for (const [problem, command, tests, sizes] of runs) {
      for (const size of sizes) {
        const r = cli(['stress', problem, '--run', command, '--tests', tests, '--seed', '11', '--size', size, '--out', out('right')]);
        assert.equal(r.status, 0, `${problem} ${size}:\n${r.stdout}\n${r.stderr}`);
        assert.match(r.stdout, new RegExp(`^All ${tests} tests passed`));
        assert.match(r.stderr, /seed 11/);
        assert.equal(existsSync(out('right')), false);
      }
    }
  });

  it("pacman's shortest-path rule: caught with a small board whose .ans is the exact score", () => {
    const command = py('pacman-sp.py', PACMAN_PY, 'SHORTEST_PATH_ONLY', true);
    const r = cli(['stress', 'pacman', '--run', command, '--seed', '5', '--out', out('pacman')]);
    assert.equal(r.status, 1, r.stderr);
    const w = written(out('pacman'), r);
    const [test, ...more] = boards(w.input, true, 2, (v) => v[0]);
    assert.deepEqual(more, []);
    assert.ok(test.lines.join('').length <= 12, w.input);
    assert.equal(tokens(w.answers), String(brutePacman({ rows: test.values[0], cols: test.values[1], lines: test.lines })));
    assert.notEqual(own(command, w.input), tokens(w.answers));
    // Shown whole, with what was expected and what came, and how to judge it again.
    assert.ok(r.stdout.includes(`--- input (${w.base}.in)\n${w.input.trimEnd()}\n`), r.stdout);
    assert.ok(r.stdout.includes(`--- your output\n${own(command, w.input)}\n`), r.stdout);
    assert.match(r.stdout, new RegExp(`Judge it again: grid-lens judge --run '${command}' --problem pacman ${w.base}\\.in`));
    const again = cli(['judge', '--run', command, '--problem', 'pacman', `${w.base}.in`]);
    assert.equal(again.status, 1);
    assert.match(again.stdout, /WA on test 1/);
  });

  it('bishop off by one, and a search that stops its slides too early: both caught on small boards, exactly answered', () => {
    const offByOne = cpp('bishop-plus-one', readFileSync(join(ROOT, 'bench', 'cpp', 'bishop.cpp'), 'utf8').replace('dist[state(r, c, d)] = 1;', 'dist[state(r, c, d)] = 2;'));
    const early = cpp('bishop-early', readFileSync(join(ROOT, 'bench', 'cpp', 'bishop-wrong.cpp'), 'utf8'));
    for (const [name, command] of [
      ['plus-one', offByOne],
      ['early', early],
    ]) {
      const r = cli(['stress', 'bishop', '--run', command, '--tests', '3000', '--seed', '1', '--out', out(name)]);
      assert.equal(r.status, 1, `${name}: ${r.stdout}\n${r.stderr}`);
      const w = written(out(name), r);
      const [test] = boards(w.input, false, 5, (v) => v[0]);
      const [n, ax, ay, bx, by] = test.values;
      assert.ok(n <= 5, w.input);
      assert.equal(tokens(w.answers), String(movesFrom(test.lines, ax - 1, ay - 1)[bx - 1][by - 1]));
      assert.notEqual(own(command, w.input), tokens(w.answers));
    }
  });

  it('zgame, a letter on the last cell taken for a draw: caught with a letter on the last cell', () => {
    const command = py('zgame-last.py', ZGAME_PY, 'LAST_CELL_DRAWS', true);
    const r = cli(['stress', 'zgame', '--run', command, '--seed', '2', '--style', 'mix', '--out', out('zgame')]);
    assert.equal(r.status, 1, r.stderr);
    const w = written(out('zgame'), r);
    const [test, ...more] = boards(w.input, true, 2, (v) => v[0]);
    assert.deepEqual(more, []);
    const last = test.lines[test.lines.length - 1];
    assert.notEqual(last[last.length - 1], '.', w.input);
    assert.equal(tokens(w.answers), bruteZgame({ rows: test.values[0], cols: test.values[1], lines: test.lines }));
    assert.notEqual(own(command, w.input), tokens(w.answers));
  });

  it('a described maze stepping diagonally: caught, the .ans the fewest steps of a plain search', () => {
    const command = py('maze8.py', MAZE_PY, 'EIGHT_WAYS', true);
    const problem = 'examples/custom/abc007c/abc007c.grid-problem.json';
    const r = cli(['stress', problem, '--run', command, '--seed', '4', '--tests', '200', '--out', out('maze')]);
    assert.equal(r.status, 1, r.stderr);
    const w = written(out('maze'), r);
    const [test] = boards(w.input, false, 6, (v) => v[0]);
    const [, cols, sy, sx, gy, gx] = test.values;
    assert.equal(tokens(w.answers), String(plainDistances(test.lines, (sy - 1) * cols + (sx - 1))[(gy - 1) * cols + (gx - 1)]));
    assert.notEqual(own(command, w.input), tokens(w.answers));
  });

  it('usage errors and a command that cannot start exit 2; a crash is caught as RE', () => {
    for (const bad of [
      ['stress', 'pacman'],
      ['stress', 'pacman', '--run', 'true', '--size', 'huge'],
      ['stress', 'nosuch', '--run', 'true'],
      ['stress', 'pacman', '--run', 'true', '--jobs', '0'],
      ['stress', 'examples/custom/none.grid-problem.json', '--run', 'true'],
    ]) {
      const r = cli(bad);
      assert.equal(r.status, 2, `${bad.join(' ')}: ${r.stdout}${r.stderr}`);
    }
    const missing = cli(['stress', 'zgame', '--run', './no-such-solution', '--tests', '10', '--out', out('missing')]);
    assert.equal(missing.status, 2);
    assert.match(missing.stderr, /cannot be started/);
    const crash = cli(['stress', 'zgame', '--run', 'kill -SEGV $$', '--tests', '10', '--out', out('crash')]);
    assert.equal(crash.status, 1);
    assert.match(crash.stdout, /RE \(signal SIGSEGV/);
    assert.equal(boards(written(out('crash'), crash).input, true, 2, (v) => v[0]).length, 1);
  });
});
