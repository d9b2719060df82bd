// Detection across problems: every example input is claimed by its own problem
// (its folder's name) and by no other, and stays so when damaged the way a
// file being typed is damaged. Reads whatever examples exist when it runs.

import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLAIM, detect } from '../../src/core/detect';
import { PROBLEMS } from '../../src/core/problems';

const EXAMPLES = join(__dirname, '..', '..', 'examples');
const NUMBERS = /^\s*[+-]?\d+(\s+[+-]?\d+)*\s*$/;

interface Example {
  problem: string;
  name: string;
  text: string;
}

function examples(): Example[] {
  const out: Example[] = [];
  for (const problem of readdirSync(EXAMPLES).sort()) {
    for (const name of readdirSync(join(EXAMPLES, problem))
      .filter((f) => f.endsWith('.in'))
      .sort()) {
      out.push({ problem, name, text: readFileSync(join(EXAMPLES, problem, name), 'utf8') });
    }
  }
  return out;
}

/** Indices of the lines that are grid rows: not blank, not a line of numbers. */
function gridRows(lines: string[]): number[] {
  return lines.flatMap((l, i) => (l.trim() !== '' && !NUMBERS.test(l) ? [i] : []));
}

/** The ways a file is damaged while being typed or edited, each with a label; some do not apply to every file. */
function damagedCopies(text: string): [string, string][] {
  const lines = text.split('\n');
  const rows = gridRows(lines);
  const out: [string, string][] = [];
  for (const [label, r] of [
    ['first grid row one character short', rows[0]],
    ['last grid row one character short', rows[rows.length - 1]],
  ] as const) {
    if (r === undefined || lines[r].trim().length < 2) continue;
    const copy = [...lines];
    const mid = Math.floor(lines[r].length / 2);
    copy[r] = lines[r].slice(0, mid) + lines[r].slice(mid + 1);
    out.push([label, copy.join('\n')]);
  }
  if (rows.length >= 2) {
    const copy = [...lines];
    copy.splice(rows[rows.length - 1], 1);
    out.push(['last grid row dropped', copy.join('\n')]);
  }
  const first = lines.findIndex((l) => l.trim() !== '');
  if (first >= 0 && /^\s*\d+\s*$/.test(lines[first])) {
    for (const change of [1, -1, 10]) {
      const value = Number(lines[first]) + change;
      if (value < 1) continue;
      const copy = [...lines];
      copy[first] = String(value);
      out.push([`count line changed to ${value}`, copy.join('\n')]);
    }
  }
  out.push(['CRLF line ends', text.replace(/\n/g, '\r\n')]);
  return out;
}

function assertOnly(problem: string, text: string, what: string): void {
  const d = detect(text);
  const opinions = d.candidates.map((c) => `${c.problem.id}: ${c.detection.confidence.toFixed(2)} (${c.detection.reason})`).join('\n  ');
  assert.equal(d.problem?.id, problem, `${what} should be detected as ${problem}; opinions:\n  ${opinions}`);
  assert.ok(d.reason.length > 0, `${what}: a reason is given`);
  for (const c of d.candidates) {
    if (c.problem.id === problem) continue;
    assert.ok(c.detection.confidence < CLAIM, `${what}: ${c.problem.id} must not claim it; opinions:\n  ${opinions}`);
  }
}

describe('detection across problems', () => {
  const all = examples();

  it('finds example inputs, and every problem module that has examples is registered', () => {
    assert.ok(all.length > 0);
    const ids = PROBLEMS.map((p) => p.id as string);
    for (const e of all) assert.ok(ids.includes(e.problem), `examples/${e.problem} has no registered problem`);
  });

  for (const e of all) {
    it(`${e.problem}/${e.name} is ${e.problem} and nothing else`, () => {
      assertOnly(e.problem, e.text, `${e.problem}/${e.name}`);
    });
    it(`${e.problem}/${e.name}, damaged as while typing, is still ${e.problem} and nothing else`, () => {
      const copies = damagedCopies(e.text);
      assert.ok(copies.length >= 2, 'some damage applies to every example');
      for (const [label, text] of copies) assertOnly(e.problem, text, `${e.problem}/${e.name} with ${label}`);
    });
  }
});
