// Matrix detection: the sample and its damaged and half-typed copies are
// claimed by matrix, and the inputs of the other problems (which share '.',
// '#', 'P' and 'A' with it) are not.

import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLAIM, detect, opinionOf } from '../../src/core/detect';
import { matrix } from '../../src/core/problems/matrix';

const EXAMPLES = join(__dirname, '..', '..', 'examples');
const SAMPLE = readFileSync(join(EXAMPLES, 'matrix', 'sample.in'), 'utf8');

function isMatrix(text: string, what: string): void {
  const d = detect(text);
  const opinions = d.candidates.map((c) => `${c.problem.id}: ${c.detection.confidence.toFixed(2)} (${c.detection.reason})`).join('\n  ');
  assert.equal(d.problem?.id, 'matrix', `${what}; opinions:\n  ${opinions}`);
  assert.ok(d.reason.length > 0);
}

function notMatrix(text: string, what: string): void {
  const own = opinionOf(matrix, text);
  assert.ok(own.confidence < CLAIM, `${what}: matrix claims it (${own.confidence}: ${own.reason})`);
  assert.notEqual(detect(text).problem?.id, 'matrix', what);
}

describe('matrix: detection', () => {
  it('the sample, and as pasted from the web page with "…"', () => {
    isMatrix(SAMPLE, 'sample');
    isMatrix(SAMPLE.replace(/\.\.\./g, '…'), 'sample with typographic ellipses');
    assert.match(opinionOf(matrix, SAMPLE).reason, /8×8 boards/);
  });

  it('damaged copies: last row missing, count not updated, CRLF, no blank lines, rows short', () => {
    const lines = SAMPLE.trimEnd().split('\n');
    isMatrix(lines.slice(0, -1).join('\n'), 'last row missing');
    isMatrix(['5', ...lines.slice(1)].join('\n'), 'count says 5');
    isMatrix(['1', ...lines.slice(1)].join('\n'), 'count says 1');
    isMatrix(SAMPLE.replace(/\n/g, '\r\n'), 'CRLF');
    isMatrix(lines.filter((l) => l !== '').join('\n'), 'no blank lines');
    isMatrix(lines.map((l) => l.slice(0, 6)).join('\n'), 'rows cut to 6');
  });

  it('half-typed: the count and the first rows', () => {
    isMatrix('3\n#####.##\n', 'count and one row of walls and floor');
    isMatrix('3\n#####', 'count and half a row');
    isMatrix('1\nM.......\n#######.\n', 'count and two rows');
    isMatrix('1\n\n\n..A.\n', 'count, blank lines, a partial row with an agent');
  });

  it("a count alone, or nothing, is nobody's yet", () => {
    notMatrix('3\n', 'a count alone');
    notMatrix('', 'empty');
    notMatrix('hello world\n', 'prose');
  });

  it("the other problems' examples are not matrix", () => {
    for (const [problem, name] of [
      ['pacman', 'sample.in'],
      ['bishop', 'sample1.in'],
      ['zgame', 'sample.in'],
    ]) {
      const text = readFileSync(join(EXAMPLES, problem, name), 'utf8');
      notMatrix(text, `${problem}/${name}`);
    }
  });

  it('look-alikes: 8-wide boards of the same letters behind a size or coordinate line', () => {
    const rows = ['A.A.A.A.', '.A.A.A.A', 'AAAA....', '........', '....AAAA', 'A......A', '.A....A.', '..A..A..'];
    notMatrix(`1\n8 8\n${rows.join('\n')}\n`, 'zgame-like board of A and .');
    const walls = ['........', '.#......', '..#.....', '........', '....#...', '........', '......#.', '........'];
    notMatrix(`8\n1 1\n8 8\n${walls.join('\n')}\n`, 'bishop-like board');
    notMatrix(`1\n8 8\nP......V\n${walls.slice(1).join('\n')}\n`, 'pacman-like board');
  });

  it('rows much wider than 8 are not matrix boards', () => {
    notMatrix(`1\n${'M.A.A.P.#.'.repeat(3)}\n`, 'wide rows');
  });
});
