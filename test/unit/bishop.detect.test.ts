// Recognising a Bishop 2 input, whole or half-typed, without claiming the
// inputs of the other problems.

import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLAIM, detect, opinionOf } from '../../src/core/detect';
import { bishop } from '../../src/core/problems/bishop';

const EXAMPLES = join(__dirname, '..', '..', 'examples');

function examples(id: string): [string, string][] {
  const dir = join(EXAMPLES, id);
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((f) => f.endsWith('.in'));
  } catch {
    // A problem without examples yet simply adds nothing.
  }
  return names.map((f) => [`${id}/${f}`, readFileSync(join(dir, f), 'utf8')]);
}

function own(text: string): number {
  return opinionOf(bishop, text).confidence;
}

/** Damaged copies of a sample, as a person typing or editing would leave it. */
function damaged(text: string): [string, string][] {
  const lines = text.replace(/\n$/, '').split('\n');
  const n = Number(lines[0]);
  const board = lines.slice(3);
  const out: [string, string][] = [];
  const withBoard = (b: string[]) => [...lines.slice(0, 3), ...b].join('\n') + '\n';
  out.push(['the last row missing', withBoard(board.slice(0, -1))]);
  out.push(['a row one character short', withBoard(board.map((r, i) => (i === 1 ? r.slice(0, -1) : r)))]);
  out.push(['the last row half-typed', withBoard([...board.slice(0, -1), board[board.length - 1].slice(0, Math.ceil(n / 2))])]);
  out.push(['a typo in a row', withBoard(board.map((r, i) => (i === 0 ? 'x' + r.slice(1) : r)))]);
  out.push(['trailing text after the board', text + '\n12\n']);
  out.push(['CRLF line ends', text.replace(/\n/g, '\r\n')]);
  out.push(['the line of B missing', [lines[0], lines[1], ...board].join('\n') + '\n']);
  out.push(['the board not typed yet', lines.slice(0, 3).join('\n') + '\n']);
  return out;
}

describe('bishop: detection', () => {
  const samples = examples('bishop');

  it('has the samples to check', () => assert.ok(samples.length >= 3));

  it('claims every bishop example with high confidence', () => {
    for (const [name, text] of samples) {
      const d = detect(text);
      assert.equal(d.problem?.id, 'bishop', name);
      assert.ok(d.confidence >= 0.9, `${name}: ${d.confidence}`);
      assert.match(d.reason, /N, the squares A and B/);
    }
  });

  it('claims damaged and half-typed copies of the samples', () => {
    for (const [name, text] of samples) {
      for (const [how, copy] of damaged(text)) {
        const d = detect(copy);
        assert.equal(d.problem?.id, 'bishop', `${name} with ${how}: ${d.reason}`);
      }
    }
  });

  it('does not claim the inputs of the other problems', () => {
    const others = [...examples('pacman'), ...examples('matrix'), ...examples('zgame')];
    // The statements' own samples, in case a folder has no examples yet.
    others.push(['pacman sample', '2\n4 8\nP......V\n.....F..\n..V.....\n........\n3 2\n#V\nPF\n#V\n']);
    others.push(['zgame sample', '2\n3 3\n..B\n..B\nBB.\n1 3\n...\n']);
    others.push(['matrix board', '1\nM.......\n#######.\n........\n.#######\n...P####\n########\nAA######\n########\n']);
    // Shapes that come close: a Pacman or Z-Game test without pieces, and one of each with a single row.
    others.push(['pacman without pieces', '1\n3 3\n...\n.#.\n...\n']);
    others.push(['two pacman tests, the first a single row', '2\n1 3\nP.F\n2 2\nPF\n..\n']);
    others.push(['zgame of dots', '1\n2 2\n..\n..\n']);
    for (const [name, text] of others) {
      assert.ok(own(text) < CLAIM, `${name}: bishop says ${own(text)}`);
      assert.notEqual(detect(text).problem?.id, 'bishop', name);
    }
  });

  it('stays unsure of text that is not yet an input of anything', () => {
    for (const text of ['', '5\n', '5\n1 3\n', 'hello\n', '5\n1 3\n3 5\n7 7\n', '5\n1 3\n3 5\nPF...\n.....\n']) assert.ok(own(text) < CLAIM, JSON.stringify(text));
  });
});
