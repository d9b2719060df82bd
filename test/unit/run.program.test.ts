// The runner on real programs: shell commands and C/C++ built in before().
// Every run that could leave something behind is checked in /proc: no
// process of its group may still be running afterwards.

import { strict as assert } from 'node:assert';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OUTPUT_LIMIT, runProgram, STDERR_KEPT } from '../../src/run/program';
import { buildPrograms, isRunning, type Programs, survivors } from './programs';

const SECOND = 1000;

describe('run: runProgram on real programs', function () {
  this.timeout(60_000);
  let dir: string;
  let p: Programs;

  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'grid-lens-run-'));
    p = buildPrograms(dir);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('a correct program: its output and OK', async () => {
    const r = await runProgram(`${p.modes} sum`, '1 2 3\n40\n', { timeMs: 10 * SECOND });
    assert.equal(r.verdict, 'OK');
    assert.deepEqual([r.exitCode, r.signal], [0, null]);
    assert.equal(r.stdout.toString(), '46\n');
    assert.ok(r.timeMs > 0 && r.timeMs < 10 * SECOND);
    // More than a timer can hold is no limit, not a limit of 1 ms.
    const long = await runProgram(`${p.modes} sum`, '5', { timeMs: 2 ** 40 });
    assert.deepEqual([long.verdict, long.stdout.toString()], ['OK', '5\n']);
  });

  it('a shell command line with pipes and quotes runs as written', async () => {
    const r = await runProgram(`tr a-z A-Z | sed 's/ /_/g'`, 'you can escape.\n', { timeMs: 10 * SECOND });
    assert.equal(r.verdict, 'OK');
    assert.equal(r.stdout.toString(), 'YOU_CAN_ESCAPE.\n');
  });

  it('an exit status other than 0 is RE with that status', async () => {
    const r = await runProgram(`${p.modes} exit 3`, '', { timeMs: 10 * SECOND });
    assert.deepEqual([r.verdict, r.exitCode, r.signal], ['RE', 3, null]);
    const shell = await runProgram('echo partial; exit 7', '', { timeMs: 10 * SECOND });
    assert.deepEqual([shell.verdict, shell.exitCode, shell.stdout.toString()], ['RE', 7, 'partial\n']);
  });

  it('a crash is RE with the signal that ended the program', async () => {
    const segv = await runProgram(`${p.modes} segv`, '', { timeMs: 10 * SECOND });
    assert.deepEqual([segv.verdict, segv.exitCode, segv.signal], ['RE', null, 'SIGSEGV']);
    const abort = await runProgram(`${p.modes} abort`, '', { timeMs: 10 * SECOND });
    assert.deepEqual([abort.verdict, abort.signal], ['RE', 'SIGABRT']);
  });

  it('a program that is not there is RE 127, one that may not run RE 126, started with or without a shell', async () => {
    for (const command of ['./no-such-solution-here', 'cd . && ./no-such-solution-here']) {
      const r = await runProgram(command, '', { timeMs: 10 * SECOND });
      assert.deepEqual([r.verdict, r.exitCode], ['RE', 127], command);
      assert.match(r.stderr.toString(), /no-such-solution-here: not found/);
    }
    const data = join(dir, 'not-executable');
    writeFileSync(data, 'int main() {}\n');
    for (const command of [data, `cd . && ${data}`]) {
      const r = await runProgram(command, '', { timeMs: 10 * SECOND });
      assert.deepEqual([r.verdict, r.exitCode], ['RE', 126], command);
      assert.match(r.stderr.toString(), /not-executable: permission denied/i);
    }
  });

  it('keeps the end of standard error, where a stack trace says what happened', async () => {
    const r = await runProgram(`python3 -c "print('x' * 100000, file=__import__('sys').stderr); 1/0"`, '', { timeMs: 20 * SECOND });
    assert.deepEqual([r.verdict, r.exitCode], ['RE', 1]);
    assert.equal(r.stderr.length, STDERR_KEPT);
    assert.match(r.stderr.toString(), /ZeroDivisionError: division by zero\n$/);
  });

  it('an endless loop is TLE at the time limit, and nothing of it keeps running', async () => {
    const r = await runProgram(`${p.modes} spin`, '', { timeMs: 300 });
    assert.deepEqual([r.verdict, r.signal], ['TLE', 'SIGKILL']);
    assert.ok(r.timeMs >= 300, `ended after ${r.timeMs} ms, before the limit`);
    assert.deepEqual(await survivors(Number(r.stdout.toString())), []);
  });

  it('a program that forks workers and waits: TLE, and every process of its group is ended', async () => {
    const r = await runProgram(`echo $$; for i in 1 2 3; do sh -c 'while :; do :; done' & done; sleep 100 & wait`, '', { timeMs: 500 });
    assert.equal(r.verdict, 'TLE');
    const pgid = Number(r.stdout.toString());
    assert.ok(pgid > 1);
    assert.deepEqual(await survivors(pgid), []);
  });

  it('children a program leaves behind when it exits are ended, and do not hold the run open', async () => {
    // Each child keeps standard output open and never ends: without ending them the pipe would never close.
    const r = await runProgram(`${p.modes} fork`, '', { timeMs: 30 * SECOND });
    assert.equal(r.verdict, 'OK');
    const [c1, c2, c3, pgid] = r.stdout.toString().trim().split('\n').map(Number);
    assert.ok(r.timeMs < 30 * SECOND);
    assert.deepEqual(await survivors(pgid), []);
    for (const child of [c1, c2, c3]) assert.equal(isRunning(child), false, `child ${child} still runs`);
    const shell = await runProgram('sleep 100 & echo $$ $!', '', { timeMs: 30 * SECOND });
    assert.equal(shell.verdict, 'OK');
    const [group, sleep] = shell.stdout.toString().split(' ').map(Number);
    assert.deepEqual(await survivors(group), []);
    assert.equal(isRunning(sleep), false);
  });

  it('a flood of output is OLE once it passes the limit, keeping exactly the limit', async () => {
    const r = await runProgram('yes', '', { timeMs: 60 * SECOND });
    assert.equal(r.verdict, 'OLE');
    assert.equal(r.stdout.length, OUTPUT_LIMIT);
    assert.equal(r.stdout.subarray(0, 6).toString(), 'y\ny\ny\n');
    // A smaller limit, exactly reached and just passed.
    const exact = await runProgram('printf 0123456789', '', { timeMs: 10 * SECOND, outputBytes: 10 });
    assert.deepEqual([exact.verdict, exact.stdout.toString()], ['OK', '0123456789']);
    const over = await runProgram('printf 0123456789X', '', { timeMs: 10 * SECOND, outputBytes: 10 });
    assert.deepEqual([over.verdict, over.stdout.toString()], ['OLE', '0123456789']);
  });

  it('a flood of standard error is drained and only its end kept', async () => {
    const r = await runProgram('head -c 100000000 /dev/zero >&2; echo done', '', { timeMs: 60 * SECOND });
    assert.equal(r.verdict, 'OK');
    assert.equal(r.stdout.toString(), 'done\n');
    assert.equal(r.stderr.length, STDERR_KEPT);
  });

  it('a large input arrives whole', async () => {
    const input = Buffer.alloc(50_000_000, '7 ');
    const count = await runProgram('wc -c', input, { timeMs: 60 * SECOND });
    assert.deepEqual([count.verdict, count.stdout.toString().trim()], ['OK', '50000000']);
    const sum = await runProgram(`${p.modes} sum`, input, { timeMs: 60 * SECOND });
    assert.equal(sum.stdout.toString(), `${7 * 25_000_000}\n`);
  });

  it('a program that does not read its input: OK when it exits, TLE when it hangs', async () => {
    const input = Buffer.alloc(32_000_000, 'x');
    const exits = await runProgram('echo hi', input, { timeMs: 30 * SECOND });
    assert.deepEqual([exits.verdict, exits.stdout.toString()], ['OK', 'hi\n']);
    const hangs = await runProgram('echo $$; exec sleep 100', input, { timeMs: 300 });
    assert.equal(hangs.verdict, 'TLE');
    assert.deepEqual(await survivors(Number(hangs.stdout.toString())), []);
  });

  it('under a memory limit a failed allocation is MLE; a run within it is OK', async () => {
    const limit = 64 * 1024 * 1024;
    const cpp = await runProgram(`${p.alloc} 256`, '', { timeMs: 20 * SECOND, memoryBytes: limit });
    assert.equal(cpp.verdict, 'MLE', cpp.stderr.toString());
    assert.match(cpp.stderr.toString(), /bad_alloc/);
    const py = await runProgram(`python3 -c "x = bytearray(256 << 20)"`, '', { timeMs: 20 * SECOND, memoryBytes: limit });
    assert.equal(py.verdict, 'MLE', py.stderr.toString());
    const fits = await runProgram(`${p.alloc} 16`, '', { timeMs: 20 * SECOND, memoryBytes: limit });
    assert.deepEqual([fits.verdict, fits.stdout.toString()], ['OK', '1\n']);
    // Without a limit the same words are the program's own failure: RE.
    const own = await runProgram(`python3 -c "raise MemoryError"`, '', { timeMs: 20 * SECOND });
    assert.equal(own.verdict, 'RE');
  });

  it('aborting ends the group and rejects; an aborted signal starts nothing', async () => {
    const controller = new AbortController();
    const pidFile = join(dir, 'aborted.pid');
    const run = runProgram(`echo $$ > ${pidFile}; sleep 100 & sleep 100`, '', { timeMs: 60 * SECOND, signal: controller.signal });
    setTimeout(() => controller.abort(), 300);
    await assert.rejects(run, { name: 'AbortError' });
    assert.deepEqual(await survivors(Number(readFileSync(pidFile, 'utf8'))), []);
    const before = Date.now();
    await assert.rejects(runProgram('sleep 100', '', { timeMs: 60 * SECOND, signal: AbortSignal.abort() }), { name: 'AbortError' });
    assert.ok(Date.now() - before < 60 * SECOND);
  });

  it('runs side by side, each with its own input and output', async () => {
    const runs = await Promise.all(Array.from({ length: 8 }, (_, i) => runProgram(`${p.modes} sum`, `${i} ${i * 1000}\n`, { timeMs: 30 * SECOND })));
    assert.deepEqual(
      runs.map((r) => r.stdout.toString()),
      Array.from({ length: 8 }, (_, i) => `${i * 1001}\n`),
    );
  });
});
