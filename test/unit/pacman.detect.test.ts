// Detection of Pacman inputs: the sample, the sample while it is being typed
// or edited, and look-alikes that must not be claimed.

import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLAIM, detect, opinionOf } from '../../src/core/detect';
import { pacman } from '../../src/core/problems/pacman';

const SAMPLE = readFileSync(join(__dirname, '..', '..', 'examples', 'pacman', 'sample.in'), 'utf8');
const LINES = SAMPLE.split('\n');

function detected(text: string): string | undefined {
  return detect(text).problem?.id;
}

function own(text: string): number {
  return opinionOf(pacman, text).confidence;
}

describe('pacman: detection', () => {
  it('claims the official sample and says why in words', () => {
    const d = detect(SAMPLE);
    assert.equal(d.problem?.id, 'pacman');
    assert.ok(d.confidence >= 0.9);
    assert.match(d.reason, /test count.*"n m".*"P", "F", "V"/);
  });

  it('a row one character short', () => {
    const copy = [...LINES];
    copy[3] = copy[3].slice(1);
    assert.equal(detected(copy.join('\n')), 'pacman');
  });

  it('the last row missing', () => {
    const rows = LINES.filter((l) => l !== '');
    assert.equal(detected(rows.slice(0, -1).join('\n') + '\n'), 'pacman');
  });

  it('a count not yet updated after adding or removing a test', () => {
    assert.equal(detected('7' + SAMPLE.slice(1)), 'pacman');
    assert.equal(detected('9' + SAMPLE.slice(1) + '1 2\nPF\n'), 'pacman');
    assert.equal(detected('8' + SAMPLE.slice(1) + '1 2\nPF\n'), 'pacman');
  });

  it('while being typed: every prefix claims once the first grid character is there', () => {
    const firstCell = SAMPLE.indexOf('P');
    for (let k = firstCell + 1; k <= SAMPLE.length; k++) {
      assert.equal(detected(SAMPLE.slice(0, k)), 'pacman', `prefix of ${k} characters: ${JSON.stringify(SAMPLE.slice(0, k).slice(-20))}`);
    }
    // Before any grid there is nothing to tell Pacman from Z-Game: no claim.
    for (let k = 0; k <= firstCell; k++) assert.ok(own(SAMPLE.slice(0, k)) < CLAIM, `prefix of ${k} characters is claimed too early`);
  });

  it('a grid of only "." and "#" after "t / n m" is claimed, more weakly', () => {
    const c = own('1\n2 3\n...\n.#.\n');
    assert.ok(c >= CLAIM && c < own(SAMPLE), `confidence ${c}`);
    assert.equal(detected('1\n2 3\n...\n.#.\n'), 'pacman');
  });

  it('a typo letter in a small file keeps the claim, so the user hears about the typo', () => {
    // One "x" among five grid characters.
    assert.equal(detected('2\n1 3\nP.F\n1 2\nPx\n'), 'pacman');
    // Mostly letters that are not Pacman's: no claim.
    assert.ok(own('1\n2 3\nPxF\nxxx\n') < CLAIM);
  });

  it('a typographic ellipsis in the rows still reads as Pacman', () => {
    assert.equal(detected('1\n2 5\nP…F\n.V…\n'), 'pacman');
  });

  it('does not claim a Bishop 2 input ("N / Ax Ay / Bx By", rows of "." and "#")', () => {
    const bishop = '5\n1 3\n3 5\n....#\n...#.\n.....\n.#...\n#....\n';
    assert.ok(own(bishop) < CLAIM, `confidence ${own(bishop)}`);
    assert.notEqual(detected(bishop), 'pacman');
  });

  it("does not claim inputs with another problem's letters or shape", () => {
    const others = [
      '2\n3 3\n..B\n..B\nBB.\n1 3\n...\n', // Z-Game
      '1\nM.......\n#######.\n........\n.#######\n...P####\n########\nAA######\n########\n', // Matrix
      '1\n2 3\nP.F\n.A.\n', // a letter from another problem
      '2 3\nP.F\n...\n', // no test count
      '1\n2 3\n', // sizes but no grid yet
      'hello world\n',
      '',
    ];
    for (const text of others) assert.ok(own(text) < CLAIM, `claimed ${JSON.stringify(text)} at ${own(text)}`);
  });
});
