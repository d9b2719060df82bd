// The registry is the one list of problems: a fifth problem, a toy folder in
// test/fixtures/stars registered here and nowhere else, is detected, read,
// solved and answered by the command line (plain and --json) like the
// built-in ones, and none of them claims its files.

import { strict as assert } from 'node:assert';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli';
import { analyze } from '../../src/core/analyze';
import { CLAIM, detect } from '../../src/core/detect';
import { BUILT_INS } from '../../src/core/problems';
import { stars } from '../fixtures/stars';

const registry = BUILT_INS.with([{ problem: stars }]);
const SKY = '2\n2 3\n*..\n.**\n1 4\n....\n';

function cli(argv: string[]): { status: number; out: string; err: string } {
  const out: string[] = [];
  const err: string[] = [];
  let written = '';
  const status = main(
    argv,
    (s) => out.push(s),
    (s) => err.push(s),
    (s) => (written += s),
    { registry },
  );
  return { status, out: written + out.join('\n'), err: err.join('\n') };
}

describe('the registry: a fifth problem from a fixture', () => {
  let dir: string;
  before(() => (dir = mkdtempSync(join(tmpdir(), 'grid-lens-stars-'))));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('is detected, and no built-in problem claims its input', () => {
    const d = detect(SKY, registry);
    assert.equal(d.problem?.id, 'stars', d.reason);
    for (const c of d.candidates) if (c.problem !== stars) assert.ok(c.detection.confidence < CLAIM, `${c.problem.id}: ${c.detection.reason}`);
    // The others learn its letter from the registry: "*" is foreign to them all.
    for (const p of BUILT_INS.problems) assert.ok(registry.foreignTo(p).includes('*'), p.id);
    assert.equal(detect(SKY).problem, undefined, 'without it, nothing claims the text');
  });

  it('is read and solved through the shared reader, with errors at their place', () => {
    const a = analyze(SKY, { registry });
    assert.equal(a.output, '3\n0\n');
    const bad = analyze('1\n2 2\n*x\n..\n', { registry, problem: 'stars' });
    assert.deepEqual(
      bad.errors.map((e) => [e.range.start.line, e.range.start.col, e.code]),
      [[2, 1, 'unknown-char']],
    );
    assert.match(bad.errors[0].message, /the grid uses only "\." and "\*"/);
  });

  it('is answered by the command line, plainly and with --json, and named in its usage', () => {
    const file = join(dir, 'sky.in');
    writeFileSync(file, SKY);
    assert.deepEqual(cli(['solve', file]), { status: 0, out: '3\n0\n', err: '' });
    const json = cli(['solve', file, '--json']);
    assert.equal(json.status, 0);
    assert.deepEqual(JSON.parse(json.out), {
      problem: 'stars',
      answers: ['3', '0'],
      cases: [
        { case: 1, answer: '3', stars: 3 },
        { case: 2, answer: '0', stars: 0 },
      ],
    });
    assert.match(cli(['detect', file]).out, /^stars: /);
    assert.match(cli(['--help']).out, /Problems: pacman, bishop, matrix, zgame, stars/);
    assert.equal(cli(['solve', file, '--problem', 'stars']).out, '3\n0\n');
  });
});
