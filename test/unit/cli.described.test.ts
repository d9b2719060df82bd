// The command line with a problem described in a file: `--problem
// path/to/x.grid-problem.json` for solve, detect and judge, as a user runs
// them (dist/cli.js as a child process). A description's mistakes print at
// their line and column, DESC:LINE:COL, and exit 2.

import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CUSTOM, customExamples } from './described/examples';

const ROOT = join(__dirname, '..', '..');
const CLI = join(ROOT, 'dist', 'cli.js');

function run(args: string[], cwd = ROOT): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd, timeout: 30_000 });
  if (r.error) throw r.error;
  return { status: r.status, stdout: r.stdout.toString('utf8'), stderr: r.stderr.toString('utf8') };
}

/** Where `needle` first stands in `text`, as LINE:COL counted from 1. */
function placeOf(text: string, needle: string): string {
  const at = text.indexOf(needle);
  assert.ok(at >= 0, needle);
  const before = text.slice(0, at).split('\n');
  return `${before.length}:${before[before.length - 1].length + 1}`;
}

describe('cli: --problem with a description file', function () {
  this.timeout(120_000);
  let dir: string;
  before(() => (dir = mkdtempSync(join(tmpdir(), 'grid-lens-described-'))));
  after(() => rmSync(dir, { recursive: true, force: true }));

  for (const e of customExamples()) {
    it(`${e.folder}: solve, --json and detect through its description`, () => {
      const desc = join('examples', 'custom', e.folder, e.descriptionFile);
      for (const s of e.samples) {
        const input = join('examples', 'custom', e.folder, s.name);
        assert.deepEqual(run(['solve', input, '--problem', desc]), { status: 0, stdout: s.expected, stderr: '' }, input);
        const json = run(['solve', input, `--problem=${desc}`, '--json']);
        assert.equal(json.status, 0, json.stderr);
        const parsed = JSON.parse(json.stdout);
        assert.deepEqual(parsed.answers.map((a: string) => a + '\n').join(''), s.expected);
        assert.equal(parsed.problem, JSON.parse(e.description).id);
        const detected = run(['detect', input, '-p', desc]);
        assert.equal(detected.status, 0, detected.stderr);
        // Told the description, detection knows it; Bishop 2 said again fits the built-in bishop a little better.
        assert.equal(detected.stdout.split(':')[0], e.folder === 'bishop-2' ? 'bishop' : parsed.problem, detected.stdout);
      }
    });
  }

  it("a description's mistakes print as DESC:LINE:COL: error: message, exit 2, and nothing is solved", () => {
    const text = [
      '{',
      '  "id": "maze",',
      '  "header": ["H W", "sy sx"],',
      '  "limits": { "H": "1..50", "W": "1..50" },',
      '  "board": { "rows": "H", "cols": "W" },',
      '  "cells": { ".": "floor", "#": "wall", "S": "start", "X": "wall" },',
      '  "start": { "row": "sz", "col": "sx" },',
      '  "moves": [{ "type": "step", "stencil": [".x.", "xoK", ".x."] }]',
      '}',
    ].join('\n');
    const desc = join(dir, 'maze.grid-problem.json');
    writeFileSync(desc, text);
    const r = run(['solve', join(CUSTOM, 'abc007c', 'sample1.in'), '--problem', desc]);
    assert.equal(r.status, 2);
    assert.equal(r.stdout, '');
    const lines = r.stderr.trim().split('\n');
    assert.ok(lines.includes(`${desc}:${placeOf(text, '"sz"')}: error: The row of the start square names "sz", which is no header value; did you mean "sy"?`), r.stderr);
    assert.ok(
      lines.some((l) => l.startsWith(`${desc}:${placeOf(text, '[".x.", "xoK"')}: error: The stencil has "K"`)),
      r.stderr,
    );
    for (const l of lines) assert.match(l, /^.+:\d+:\d+: error: /);
  });

  it('an input that breaks the description is told at its place, exit 2', () => {
    const desc = join('examples', 'custom', 'abc007c', 'abc007c.grid-problem.json');
    const input = join(dir, 'bad.in');
    writeFileSync(input, '3 3\n1 1\n3 3\n...\n.x.\n...\n');
    const r = run(['solve', input, '--problem', desc]);
    assert.equal(r.status, 2);
    assert.match(r.stderr, new RegExp(`^${input.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}:5:2: error: Unknown character "x"`));
  });

  it('a description that is not there, and an unknown id, are usage errors (exit 1)', () => {
    const missing = run(['solve', join(CUSTOM, 'abc007c', 'sample1.in'), '--problem', join(dir, 'none.grid-problem.json')]);
    assert.equal(missing.status, 1);
    assert.match(missing.stderr, /cannot read the description .*none\.grid-problem\.json/);
    const unknown = run(['solve', join(CUSTOM, 'abc007c', 'sample1.in'), '--problem', 'chess']);
    assert.equal(unknown.status, 1);
    assert.match(unknown.stderr, /Unknown problem "chess".* or name a description file/);
  });

  it('judge takes the same --problem: the exact answers from the description, its mistakes at their place', () => {
    const desc = join('examples', 'custom', 'knightjump', 'knightjump.grid-problem.json');
    const input = join('examples', 'custom', 'knightjump', 'sample1.in');
    const accepted = run(['judge', '--run', `cat ${input.replace(/\.in$/, '.ans')}`, '--problem', desc, input]);
    assert.equal(accepted.status, 0, accepted.stderr);
    assert.match(accepted.stdout, /: AC \(/);
    const wrong = run(['judge', '--run', 'echo 12345', '--problem', desc, input]);
    assert.equal(wrong.status, 1);
    assert.match(wrong.stdout, /: WA on test 1: expected \d+, got 12345/);
    const bad = join(dir, 'bad.grid-problem.json');
    writeFileSync(bad, '{ "id": "pacman", "board": { "rows": 2, "cols": 2 } }');
    const refused = run(['judge', '--run', 'cat', '--problem', bad, input]);
    assert.equal(refused.status, 2);
    // Its other mistakes are told with it: nothing to start from, no goal for the distance.
    assert.deepEqual(refused.stderr.trim().split('\n'), [
      `${bad}:1:9: error: "pacman" is the id of a built-in problem; choose another.`,
      `${bad}:1:1: error: Nothing to start from: give a "start" square, or a character with the role "start" in "cells".`,
      `${bad}:1:1: error: The answer "distance" needs a goal: give a "goal" square, or a character with the role "goal" in "cells".`,
    ]);
  });

  describe('without --problem: the description near the file that names it', () => {
    const MAZE = (files: string[], directions = 'orthogonal') =>
      JSON.stringify(
        {
          id: 'nearmaze',
          files,
          header: ['H W', 'sy sx', 'gy gx'],
          limits: { H: '1..9', W: '1..9' },
          board: { rows: 'H', cols: 'W' },
          start: { row: 'sy', col: 'sx' },
          goal: { row: 'gy', col: 'gx' },
          moves: [{ directions }],
        },
        null,
        2,
      );
    // Around the wall in the middle: four steps in four directions, three in eight. No built-in problem reads it.
    const TEST = '3 3\n1 1\n3 3\n...\n.#.\n...\n';
    let root: string;
    const write = (file: string, text: string) => {
      mkdirSync(join(root, file, '..'), { recursive: true });
      writeFileSync(join(root, file), text);
    };
    beforeEach(() => (root = mkdtempSync(join(tmpdir(), 'grid-lens-nearby-'))));
    afterEach(() => rmSync(root, { recursive: true, force: true }));

    it('solve, detect and judge read a test as the problem whose "files" name it, from its folder or above', () => {
      write('maze.grid-problem.json', MAZE(['tests/**/*.in']));
      write('tests/a/01.in', TEST);
      write('other/01.in', TEST);
      assert.deepEqual(run(['solve', join('tests', 'a', '01.in')], root), { status: 0, stdout: '4\n', stderr: '' });
      assert.match(run(['detect', join(root, 'tests', 'a', '01.in')]).stdout, /^nearmaze: /);
      const judged = run(['judge', '--run', 'echo 4', join('tests', 'a', '01.in'), join('other', '01.in')], root);
      assert.equal(judged.status, 1);
      assert.match(judged.stdout, /^tests\/a\/01\.in: AC \(/m);
      // Not named by it: read as before, and no built-in problem fits.
      assert.match(judged.stdout, /^other\/01\.in: invalid test/m);
      assert.equal(run(['solve', join('other', '01.in')], root).status, 2);
      // --problem still decides.
      write('king.grid-problem.json', MAZE([], 'king').replace('nearmaze', 'kingmaze'));
      assert.equal(run(['solve', join('tests', 'a', '01.in'), '--problem', 'king.grid-problem.json'], root).stdout, '3\n');
    });

    it('the nearest description wins; none is looked for above the repository root', () => {
      write('maze.grid-problem.json', MAZE(['**/*.in']));
      write('repo/.git/HEAD', 'ref: refs/heads/main\n');
      write('repo/t.in', TEST);
      write('t.in', TEST);
      assert.equal(run(['solve', 't.in'], root).stdout, '4\n');
      assert.equal(run(['solve', join('repo', 't.in')], root).status, 2);
      write('repo/king.grid-problem.json', MAZE(['*.in'], 'king').replace('nearmaze', 'kingmaze'));
      assert.equal(run(['solve', join('repo', 't.in')], root).stdout, '3\n');
    });

    it('a description with mistakes that names the file: its mistakes at their place, and nothing solved or judged', () => {
      write('maze.grid-problem.json', MAZE(['*.in'], 'kingg'));
      write('01.in', TEST);
      const solved = run(['solve', '01.in'], root);
      assert.equal(solved.status, 2);
      assert.match(solved.stderr, /^maze\.grid-problem\.json:\d+:\d+: error: "kingg" is not a set of directions/);
      assert.equal(solved.stdout, '');
      const judged = run(['judge', '--run', 'echo 4', '01.in'], root);
      assert.equal(judged.status, 1);
      assert.match(judged.stdout, /^01\.in: not judged: its description has mistakes: maze\.grid-problem\.json:\d+:\d+: error: "kingg"/);
    });
  });
});
