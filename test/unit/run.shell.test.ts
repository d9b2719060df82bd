// Which commands the shell hands its process to (exec), and the memory limit
// line: checked on the arguments, then by what /bin/sh really does with them.

import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execIfPlain, shellArgs } from '../../src/run/shell';

describe('run: the shell command line', () => {
  it('execs a plain list of words', () => {
    assert.equal(execIfPlain('./a.out'), 'exec ./a.out');
    assert.equal(execIfPlain('  python3 sol.py  '), 'exec python3 sol.py');
    assert.equal(execIfPlain('java -Xss64m -cp build/classes Main'), 'exec java -Xss64m -cp build/classes Main');
    assert.equal(execIfPlain('/usr/bin/env PYTHONHASHSEED=0 python3 x.py'), 'exec /usr/bin/env PYTHONHASHSEED=0 python3 x.py');
  });

  it('runs anything else as written', () => {
    for (const command of [
      'cd build && ./a.out',
      './a.out | head',
      './a.out > out.txt',
      'python3 "my sol.py"',
      "python3 'sol.py'",
      './a.out $ARGS',
      './a*',
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
      assert.equal(execIfPlain(command), command, JSON.stringify(command));
    }
  });

  it('an exec-ed program replaces the shell, so its death by a signal is seen as one, not as status 128+N', () => {
    const dir = mkdtempSync(join(tmpdir(), 'grid-lens-shell-'));
    try {
      const script = join(dir, 'segv.sh');
      writeFileSync(script, 'kill -SEGV $$\n');
      const plain = spawnSync('/bin/sh', shellArgs(`sh ${script}`));
      assert.equal(plain.signal, 'SIGSEGV');
      const quoted = spawnSync('/bin/sh', shellArgs(`sh "${script}"`));
      assert.deepEqual([quoted.signal, quoted.status], [null, 128 + 11]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('sets the data memory limit on a line of its own, before the command', () => {
    const args = shellArgs('ulimit -d', 256 * 1024 * 1024);
    const r = spawnSync('/bin/sh', args, { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    assert.equal(r.stdout.trim(), String(256 * 1024));
    // Positional parameters and the rest of the shell's state are as without a limit.
    const same = spawnSync('/bin/sh', shellArgs('echo "$0:$#"', 1 << 30), { encoding: 'utf8' });
    assert.equal(same.stdout, spawnSync('/bin/sh', shellArgs('echo "$0:$#"'), { encoding: 'utf8' }).stdout);
  });
});
