// The stress loop as the editor calls it (src/stress/stress.ts), on real
// commands: progress reported, the failure of the lowest file whatever the
// number of jobs, a time limit passed only while runs crowd each other
// confirmed by a run alone (and then not a failure), stopping on abort with
// nothing left running.

import { strict as assert } from 'node:assert';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILT_INS } from '../../src/core/problems';
import { stress, type StressOptions, type StressProgress } from '../../src/stress/stress';
import { registeredTarget, type StressTarget } from '../../src/stress/target';
import { survivors } from './programs';

function target(id: string): StressTarget {
  const t = registeredTarget(BUILT_INS, id);
  if (typeof t === 'string') throw new Error(t);
  return t;
}

/** Prints the exact answers of its input, computed by `grid-lens solve` (the command line is the same core). */
const ANSWERS = (id: string) => `node ${join(__dirname, '..', '..', 'dist', 'cli.js')} solve - --problem ${id}`;

describe('stress: the loop the command line and the editor share', function () {
  this.timeout(120_000);
  let dir: string;
  before(() => (dir = mkdtempSync(join(tmpdir(), 'grid-lens-stress-loop-'))));
  after(() => rmSync(dir, { recursive: true, force: true }));

  const options = (o: Partial<StressOptions> & Pick<StressOptions, 'target' | 'command'>): StressOptions => ({
    tests: 100,
    seed: 1,
    size: 'tiny',
    style: 'mix',
    run: { timeMs: 10_000, cwd: dir },
    jobs: 2,
    ...o,
  });

  it('right answers pass every test, with progress along the way', async () => {
    const seen: StressProgress[] = [];
    const r = await stress(options({ target: target('zgame'), command: ANSWERS('zgame'), tests: 120 }), { onProgress: (p) => seen.push(p) });
    assert.equal(r.failure, undefined);
    assert.equal(r.passed, 120);
    // 50 tests a file (the statement's most), then the 20 left.
    assert.equal(r.files, 3);
    // One report a file, counting up (the file of 20 may end before the second of 50).
    const counts = seen.map((p) => p.tests);
    assert.equal(counts.length, 3);
    assert.deepEqual(
      counts,
      [...counts].sort((a, b) => a - b),
    );
    assert.equal(counts[2], 120);
    assert.ok([50, 70, 100].includes(counts[1]) && [20, 50].includes(counts[0]), `${counts}`);
    assert.ok(r.ownMs > 0 && r.programMs > 0);
  });

  it('the failure reported is the lowest failing file, with one job or several', async () => {
    // Wrong on boards of more than 12 cells, after a pause that varies with the board: with several
    // jobs a later failing file may well end first.
    const command = `input=$(cat); set -- $input; if [ $(($2 * $3)) -gt 12 ]; then sleep 0.$((($2 * 3 + $3) % 4))1; echo 0; else printf '%s\\n' "$input" | ${ANSWERS('pacman')}; fi`;
    const seeds = [];
    for (const jobs of [1, 3]) {
      const r = await stress(options({ target: target('pacman'), command, tests: 60, casesPerFile: 1, jobs, shrinkRuns: 1 }));
      assert.ok(r.failure);
      assert.equal(r.failure.verdict, 'WA');
      seeds.push(r.failure.seed);
    }
    assert.equal(seeds[0], seeds[1]);
    assert.ok(seeds[0] > 1, 'not the first file');
  });

  it('a time limit passed only while another run holds a lock is confirmed alone, and passes', async () => {
    const lock = join(dir, 'lock');
    const command = `flock -n ${lock} ${ANSWERS('pacman')} || exec sleep 5`;
    const r = await stress(options({ target: target('pacman'), command, tests: 40, casesPerFile: 5, jobs: 2, run: { timeMs: 1500, cwd: dir } }));
    assert.equal(r.failure, undefined, r.failure?.line);
    assert.equal(r.passed, 40);
  });

  it('aborting stops the runs and rejects; nothing of them keeps running', async () => {
    const pids = join(dir, 'pids');
    writeFileSync(pids, '');
    const controller = new AbortController();
    const run = stress(options({ target: target('bishop'), command: `echo $$ >> ${pids}; exec sleep 100`, tests: 10, jobs: 2 }), { signal: controller.signal });
    setTimeout(() => controller.abort(), 500);
    await assert.rejects(run, { name: 'AbortError' });
    const started = readFileSync(pids, 'utf8').trim().split('\n').map(Number);
    assert.ok(started.length >= 1);
    for (const pid of started) assert.deepEqual(await survivors(pid), []);
  });
});
