// How a command is started: which ones go without a shell, which ones the
// shell execs, and the memory limit line; checked on the arguments, then by
// what really runs.

import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execIfPlain, launch, plainWords } from '../../src/run/shell';

const run = (command: string, memoryBytes?: number) => {
  const how = launch(command, memoryBytes);
  return spawnSync(how.file, how.args, { encoding: 'utf8' });
};

describe('run: starting a command line', () => {
  it('a plain list of words is started without a shell', () => {
    assert.deepEqual(plainWords('./a.out'), ['./a.out']);
    assert.deepEqual(plainWords('  python3   sol.py  '), ['python3', 'sol.py']);
    assert.deepEqual(plainWords('java -Xss64m -cp build/classes Main'), ['java', '-Xss64m', '-cp', 'build/classes', 'Main']);
    assert.deepEqual(plainWords('/usr/bin/env PYTHONHASHSEED=0 python3 x.py'), ['/usr/bin/env', 'PYTHONHASHSEED=0', 'python3', 'x.py']);
    assert.deepEqual(launch('python3 sol.py'), { file: 'python3', args: ['sol.py'], viaShell: false });
  });

  it('anything else goes to /bin/sh as written', () => {
    for (const command of [
      'cd build && ./a.out',
      './a.out | head',
      './a.out > out.txt',
      'python3 "my sol.py"',
      "python3 'sol.py'",
      './a.out $ARGS',
      './a*',
      '~/a.out',
      'A=1 ./a.out',
      'cd build',
      'exit 3',
      'echo hi',
      'while true',
      '. ./env.sh',
      '-x',
      './a.out; ./b.out',
      './a.out &',
      '(./a.out)',
      './a.out\n./b.out',
      '',
    ]) {
      assert.equal(plainWords(command), undefined, JSON.stringify(command));
      assert.equal(execIfPlain(command), command);
      assert.deepEqual(launch(command), { file: '/bin/sh', args: ['-c', command], viaShell: true });
    }
  });

  it('under a memory limit the shell sets it, then execs a plain command: a death by signal is seen as one, not as status 128+N', () => {
    const dir = mkdtempSync(join(tmpdir(), 'grid-lens-shell-'));
    try {
      const script = join(dir, 'segv.sh');
      writeFileSync(script, 'kill -SEGV $$\n');
      const limit = 1 << 30;
      assert.equal(launch(`sh ${script}`, limit).viaShell, true);
      assert.equal(run(`sh ${script}`, limit).signal, 'SIGSEGV');
      const quoted = run(`sh "${script}"`, limit);
      assert.deepEqual([quoted.signal, quoted.status], [null, 128 + 11]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the limit is set on a line of its own, before the command, in kilobytes', () => {
    const r = run('ulimit -d', 256 * 1024 * 1024);
    assert.equal(r.status, 0, r.stderr);
    assert.equal(r.stdout.trim(), String(256 * 1024));
    // Positional parameters and the rest of the shell's state are as without a limit.
    assert.equal(run('echo "$0:$#"', 1 << 30).stdout, run('echo "$0:$#"').stdout);
  });
});
