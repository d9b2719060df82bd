// The command line answers a clean input straight from its bytes (detected
// from its first lines, read a window at a time) and everything else from its
// text. Whichever way it goes, what it prints, where and with what exit
// status must be what the text alone gives: main() is run both ways on the
// same files, from clean to damaged, of every problem.

import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main, solveClean } from '../../src/cli';
import { BUILT_INS } from '../../src/core/problems';
import { Scratch } from '../../src/core/scratch';
import { pacmanInput, zgameInput } from './cleanInputs';
import { Random } from './random';

interface Run {
  status: number;
  out: string[];
  err: string[];
  written: string;
}

const scratch = new Scratch();

function run(argv: string[], clean: boolean): Run {
  const r: Run = { status: 0, out: [], err: [], written: '' };
  r.status = main(
    argv,
    (s) => r.out.push(s),
    (s) => r.err.push(s),
    (s) => (r.written += s),
    { clean, scratch },
  );
  return r;
}

function examples(): string[] {
  return readdirSync('examples').flatMap((p) =>
    readdirSync(join('examples', p))
      .filter((f) => f.endsWith('.in'))
      .map((f) => readFileSync(join('examples', p, f), 'utf8')),
  );
}

/** A random input laid out the usual way: pacman or zgame, a few small tests. */
function input(rnd: Random): string {
  return rnd.chance(0.5) ? pacmanInput(rnd, rnd.int(1, 4), 6) : zgameInput(rnd, rnd.int(1, 4), 6);
}

function damaged(rnd: Random, text: string): string {
  const at = rnd.int(0, text.length);
  switch (rnd.int(0, 4)) {
    case 0:
      return text.slice(0, at) + rnd.pick(['x', ' ', '\r', '\n', '9', 'P', 'A', '\u2026']) + text.slice(at + 1);
    case 1:
      return text.slice(0, at) + text.slice(at + 1);
    case 2:
      return text.replace(/\n/g, '\r\n');
    case 3:
      return text + rnd.pick(['\n', '1 1\n.\n', 'junk']);
    default:
      return text.replace(/^\d+/, '7');
  }
}

describe('cli: answers from the bytes of a clean input are what its text gives', function () {
  this.timeout(60_000);
  let dir: string;
  before(() => (dir = mkdtempSync(join(tmpdir(), 'grid-lens-clean-'))));
  after(() => rmSync(dir, { recursive: true, force: true }));

  function both(text: string, extra: string[], label: string): Run {
    const file = join(dir, 'input.in');
    writeFileSync(file, text);
    for (const command of [
      ['solve', file, ...extra],
      ['solve', file, '--json', ...extra],
    ]) {
      const fast = run(command, true);
      const slow = run(command, false);
      assert.deepEqual(fast, slow, `${label}: ${command.join(' ')}\n${JSON.stringify(text)}`);
    }
    return run(['solve', file, ...extra], true);
  }

  it('every example, detected and named (--problem)', () => {
    for (const text of examples()) {
      both(text, [], 'example');
      for (const problem of ['pacman', 'zgame', 'bishop', 'matrix']) both(text, ['--problem', problem], 'example');
    }
  });

  it('800 random inputs (seed 2024), clean and damaged', () => {
    const rnd = new Random(2024);
    let printed = 0;
    for (let n = 0; n < 800; n++) {
      let text = input(rnd);
      const damage = rnd.chance(0.5);
      if (damage) text = damaged(rnd, text);
      if (both(text, [], `input #${n}`).status === 0) printed++;
      // The clean ones did go the fast way.
      if (!damage) assert.ok(solveClean({ file: join(dir, 'input.in') }, {}, BUILT_INS, scratch) !== undefined, `input #${n} was not read as clean:\n${text}`);
    }
    assert.ok(printed > 300 && printed < 700, `${printed} printed answers`);
  });

  it('a missing file, an empty file, a file of another problem', () => {
    assert.deepEqual(run(['solve', join(dir, 'missing.in')], true), run(['solve', join(dir, 'missing.in')], false));
    both('', [], 'empty');
    both('3\n1 1\n2 2\n..\n..\n', [], 'bishop');
  });
});

describe('cli: the built command line starts from a code cache V8 accepts', function () {
  this.timeout(120_000);

  it('dist/cli-main.cache matches dist/cli-main.js for this node', () => {
    const b = spawnSync(process.execPath, ['scripts/build.mjs'], { encoding: 'utf8' });
    assert.equal(b.status, 0, `build failed:\n${b.stdout}\n${b.stderr}`);
    // What src/cliLoader.ts does, asking V8 whether it took the cache.
    const probe =
      "const { Script } = require('node:vm'); const { wrap } = require('node:module'); const fs = require('node:fs');" +
      "const s = new Script(wrap(fs.readFileSync('dist/cli-main.js', 'utf8')), { filename: 'cli-main.js', cachedData: fs.readFileSync('dist/cli-main.cache') });" +
      'process.stdout.write(String(s.cachedDataRejected));';
    const r = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8' });
    assert.equal(r.stdout, 'false', r.stderr);
  });
});
