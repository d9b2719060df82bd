// The pool of shells that stay (src/run/program.fast.ts) held to the plain
// runner (runProgram): the same commands on the same inputs give the same
// verdicts, exit statuses, signals and output, and leave nothing running.
// The one difference the fast runner documents (a flood of standard error is
// bounded by the output limit) is checked as such.

import { strict as assert } from 'node:assert';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunOptions, type RunResult, runProgram, STDERR_KEPT } from '../../src/run/program';
import { ProgramPool } from '../../src/run/program.fast';
import { buildPrograms, type Programs, survivors } from './programs';

const SECOND = 1000;

/** The bash processes `parent` started. */
function shellsOf(parent: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return stat.includes('(bash)') && Number(fields[1]) === parent;
      } catch {
        return false;
      }
    })
    .map(Number);
}

interface Case {
  command: (p: Programs) => string;
  input: string | Buffer;
  limits: Omit<RunOptions, 'signal'>;
  /** The group to look at afterwards, from the output: nothing of it may be running. */
  group?: (r: RunResult) => number;
}

const CASES: Record<string, Case> = {
  'a correct program': { command: (p) => `${p.modes} sum`, input: '1 2 3\n40\n', limits: { timeMs: 10 * SECOND } },
  'a shell command line with pipes and quotes': { command: () => `tr a-z A-Z | sed 's/ /_/g'`, input: 'you can escape.\n', limits: { timeMs: 10 * SECOND } },
  'a quote in the command': { command: () => `printf '%s\\n' "it's"`, input: '', limits: { timeMs: 10 * SECOND } },
  'an exit status': { command: (p) => `${p.modes} exit 3`, input: '', limits: { timeMs: 10 * SECOND } },
  'partial output, then an exit status': { command: () => 'echo partial; exit 7', input: '', limits: { timeMs: 10 * SECOND } },
  'a crash': { command: (p) => `${p.modes} segv`, input: '', limits: { timeMs: 10 * SECOND } },
  'an abort': { command: (p) => `${p.modes} abort`, input: '', limits: { timeMs: 10 * SECOND } },
  'a program that is not there': { command: () => './no-such-solution-here', input: '', limits: { timeMs: 10 * SECOND } },
  'an endless loop': { command: (p) => `${p.modes} spin`, input: '', limits: { timeMs: 300 }, group: (r) => Number(r.stdout.toString()) },
  'workers that never end': {
    command: () => `echo $$; for i in 1 2 3; do sh -c 'while :; do :; done' & done; sleep 100 & wait`,
    input: '',
    limits: { timeMs: 500 },
    group: (r) => Number(r.stdout.toString()),
  },
  'children left behind': { command: (p) => `${p.modes} fork`, input: '', limits: { timeMs: 30 * SECOND }, group: (r) => Number(r.stdout.toString().trim().split('\n')[3]) },
  'a flood of output': { command: () => 'yes', input: '', limits: { timeMs: 60 * SECOND, outputBytes: 1 << 20 } },
  'output exactly at the limit': { command: () => 'printf 0123456789', input: '', limits: { timeMs: 10 * SECOND, outputBytes: 10 } },
  'output one byte past the limit': { command: () => 'printf 0123456789X', input: '', limits: { timeMs: 10 * SECOND, outputBytes: 10 } },
  'a large input': { command: () => 'wc -c', input: Buffer.alloc(20_000_000, '7 '), limits: { timeMs: 60 * SECOND } },
  'an input not read': { command: () => 'echo hi', input: Buffer.alloc(8_000_000, 'x'), limits: { timeMs: 30 * SECOND } },
  'an input not read, and a hang': { command: () => 'echo $$; exec sleep 100', input: Buffer.alloc(1_000_000, 'x'), limits: { timeMs: 300 }, group: (r) => Number(r.stdout.toString()) },
  'a failed allocation under a memory limit': { command: (p) => `${p.alloc} 256`, input: '', limits: { timeMs: 20 * SECOND, memoryBytes: 64 << 20 } },
  'an allocation within the memory limit': { command: (p) => `${p.alloc} 16`, input: '', limits: { timeMs: 20 * SECOND, memoryBytes: 64 << 20 } },
  'a stack trace on standard error': { command: () => `python3 -c "print('x' * 100000, file=__import__('sys').stderr); 1/0"`, input: '', limits: { timeMs: 20 * SECOND } },
};

/**
 * What must agree: the verdict, how it ended, the output, the end of standard
 * error. How a flood ends is not compared: the plain runner kills it when the
 * output passes the limit (or finds it done, whichever comes first), the
 * fast one lets the file size limit stop it.
 */
function summary(r: RunResult): unknown[] {
  const ended = r.verdict === 'OLE' ? ['ended', 'ended'] : [r.exitCode, r.signal];
  return [r.verdict, ...ended, r.stdout.toString('latin1'), r.stderr.length === 0, r.stderr.length === STDERR_KEPT];
}

describe('run: the pool of shells that stay, held to runProgram', function () {
  this.timeout(120_000);
  let dir: string;
  let p: Programs;

  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'grid-lens-fast-'));
    p = buildPrograms(dir);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  for (const [name, c] of Object.entries(CASES)) {
    it(`${name}: the same run both ways`, async () => {
      const command = c.command(p);
      const plain = await runProgram(command, c.input, { ...c.limits, cwd: dir });
      const pool = await ProgramPool.open(command, { size: 1, outputBytes: c.limits.outputBytes, memoryBytes: c.limits.memoryBytes, cwd: dir });
      assert.ok(pool, 'bash is there');
      try {
        const fast = await pool.run(c.input, { timeMs: c.limits.timeMs });
        const strip = (r: RunResult) => summary(r).map((x) => (typeof x === 'string' ? x.replace(/\d{3,}/g, 'N') : x));
        // Pids differ between the two runs; what was printed around them must not.
        assert.deepEqual(strip(fast), strip(plain));
        if (c.limits.timeMs < 1000) assert.ok(fast.timeMs >= c.limits.timeMs, `${fast.timeMs}`);
        if (c.group) assert.deepEqual(await survivors(c.group(fast)), []);
        if (name === 'a program that is not there') assert.match(fast.stderr.toString(), /no-such-solution-here/);
        if (name === 'a stack trace on standard error') assert.match(fast.stderr.toString(), /ZeroDivisionError: division by zero\n$/);
      } finally {
        pool.close();
      }
    });
  }

  it('runs one after another on one shell, and side by side on several, each with its own input and output', async () => {
    const pool = (await ProgramPool.open(`${p.modes} sum`, { size: 3 }))!;
    try {
      for (let i = 0; i < 20; i++) assert.equal((await pool.run(`${i} ${i}`, { timeMs: 10 * SECOND })).stdout.toString(), `${2 * i}\n`);
      const runs = await Promise.all(Array.from({ length: 9 }, (_, i) => pool.run(`${i} ${i * 1000}\n`, { timeMs: 30 * SECOND })));
      assert.deepEqual(
        runs.map((r) => r.stdout.toString()),
        Array.from({ length: 9 }, (_, i) => `${i * 1001}\n`),
      );
    } finally {
      pool.close();
    }
  });

  it('a run after a time limit, and after the shell itself was killed, starts as usual', async () => {
    const pool = (await ProgramPool.open(`read -r x; test "$x" = hang && exec sleep 100; echo "$x"`, { size: 1 }))!;
    try {
      assert.equal((await pool.run('hang\n', { timeMs: 200 })).verdict, 'TLE');
      assert.equal((await pool.run('a\n', { timeMs: 10 * SECOND })).stdout.toString(), 'a\n');
      for (const shell of shellsOf(process.pid)) process.kill(shell, 'SIGKILL');
      // The shell's end is noticed when its pipes close.
      await new Promise((r) => setTimeout(r, 200));
      const again = await pool.run('b\n', { timeMs: 10 * SECOND });
      assert.deepEqual([again.verdict, again.stdout.toString()], ['OK', 'b\n']);
    } finally {
      pool.close();
    }
  });

  it('aborting ends the group and rejects; an aborted signal starts nothing; the shell goes on', async () => {
    const pidFile = join(dir, 'aborted.pid');
    const pool = (await ProgramPool.open(`echo $$ > ${pidFile}; sleep 100 & sleep 100`, { size: 1 }))!;
    try {
      const controller = new AbortController();
      const run = pool.run('', { timeMs: 60 * SECOND, signal: controller.signal });
      setTimeout(() => controller.abort(), 300);
      await assert.rejects(run, { name: 'AbortError' });
      assert.deepEqual(await survivors(Number(readFileSync(pidFile, 'utf8'))), []);
      await assert.rejects(pool.run('', { timeMs: 60 * SECOND, signal: AbortSignal.abort() }), { name: 'AbortError' });
      const timed = await pool.run('', { timeMs: 200 });
      assert.equal(timed.verdict, 'TLE');
    } finally {
      pool.close();
    }
  });

  it('the one difference: standard error beyond the output limit ends the run as OLE', async () => {
    const command = 'head -c 3000000 /dev/zero >&2; echo done';
    const plain = await runProgram(command, '', { timeMs: 60 * SECOND, outputBytes: 1 << 20 });
    assert.deepEqual([plain.verdict, plain.stdout.toString()], ['OK', 'done\n']);
    const pool = (await ProgramPool.open(command, { size: 1, outputBytes: 1 << 20 }))!;
    try {
      const fast = await pool.run('', { timeMs: 60 * SECOND });
      assert.equal(fast.verdict, 'OLE');
      assert.equal(fast.stderr.length, STDERR_KEPT);
    } finally {
      pool.close();
    }
  });
});
