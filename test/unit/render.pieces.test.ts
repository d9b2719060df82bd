// The panel's markers of pieces and targets (core/render/pieces.ts and the
// declarations of each problem's folder, Problem.pieces), checked against what
// the files say: the letters on the boards, the coordinate lines of Bishop 2,
// the bite rule worked out from the distance layers, and the judge's answers.

import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyze } from '../../src/core/analyze';
import type { Case, CaseResult } from '../../src/core/problem';
import { type ProblemId, problemById } from '../../src/core/problems';
import { captureAt, DISC, CROWD, LABEL_FROM_PX, markerPx, MIN_CROWD_MARKER_PX, MIN_MARKER_PX, type PieceKind, placeMovers, spreadOffsets } from '../../src/core/render/pieces';
import { stepCount } from '../../src/core/render/playback';
import { piecesOf } from '../../src/core/render/problemPieces';
import type { FileAnalysis } from '../../src/extension/analyses';
import { buildView } from '../../src/extension/panel/viewModel';
import { Random } from './random';

const EXAMPLES = join(__dirname, '..', '..', 'examples');

interface Solved {
  file: string;
  problem: ProblemId;
  c: Case;
  result: CaseResult;
}

/** Every solved test of every example file. */
function examples(): Solved[] {
  const out: Solved[] = [];
  for (const dir of readdirSync(EXAMPLES)) {
    for (const name of readdirSync(join(EXAMPLES, dir)).filter((n) => n.endsWith('.in'))) {
      const file = `${dir}/${name}`;
      const a = analyze(readFileSync(join(EXAMPLES, file), 'utf8'));
      a.parsed!.cases.forEach((c, i) => {
        const result = a.results[i];
        if (result) out.push({ file, problem: a.problem!.id as ProblemId, c, result });
      });
    }
  }
  return out;
}

function cellsOf(cells: Uint8Array, ch: string): number[] {
  return [...cells.keys()].filter((i) => cells[i] === ch.charCodeAt(0));
}

function kindById(kinds: PieceKind[], id: string): PieceKind {
  const k = kinds.find((x) => x.id === id);
  assert.ok(k, `no kind "${id}" among ${kinds.map((x) => x.id).join(', ')}`);
  return k;
}

describe('render: pieces and targets of each problem', () => {
  const all = examples();

  it('covers every example of all four problems', () => {
    assert.deepEqual([...new Set(all.map((s) => s.problem))].sort(), ['bishop', 'matrix', 'pacman', 'zgame']);
  });

  it('names each kind once, keeps every cell on the board, and moves each piece of the line with exactly one marker', () => {
    for (const { file, problem, c, result } of all) {
      const { kinds } = piecesOf(problemById(problem)!, c, result);
      const size = c.grid!.size;
      assert.equal(new Set(kinds.map((k) => k.id)).size, kinds.length, file);
      for (const k of kinds) {
        for (const cell of k.cells) assert.ok(cell >= 0 && cell < size, `${file}: ${k.id} at ${cell}`);
        if (k.moves) assert.equal(k.moves.length, k.cells.length, `${file}: ${k.id}`);
      }
      const movers = kinds.flatMap((k) => k.moves ?? []).sort();
      const linePieces = result.line.get() ? result.line.get()!.pieces.map((_, p) => p) : movers;
      assert.deepEqual(movers, linePieces, `${file}: the line's pieces and the moving markers`);
      // At step 0 each moving marker is where its kind says it starts.
      if (result.line.get()) {
        for (const m of placeMovers(kinds, result.line.get(), 0)) assert.equal(m.cell, kinds[m.kind].cells[kinds[m.kind].moves!.indexOf(m.piece)], `${file}: ${kinds[m.kind].id} at step 0`);
      }
    }
  });

  it('pacman: P, F and every V; a vampire bites exactly when d(V,F) ≤ d(P,F) (or, F out of reach, when it reaches P), as the answer counts', () => {
    for (const { file, problem, c, result } of all.filter((s) => s.problem === 'pacman')) {
      const { kinds } = piecesOf(problemById(problem)!, c, result);
      const cells = c.grid!.cells;
      assert.deepEqual([...kindById(kinds, 'pacman').cells], cellsOf(cells, 'P'), file);
      assert.deepEqual([...kindById(kinds, 'food').cells], cellsOf(cells, 'F'), file);
      const fromP = result.layers.find((l) => l.id === 'fromP')!.data.get()!.values;
      const toF = result.layers.find((l) => l.id === 'toF')!.data.get()!.values;
      const p = cellsOf(cells, 'P')[0];
      const canEat = toF[p] >= 0;
      const bites = (v: number) => (canEat ? toF[v] >= 0 && toF[v] <= toF[p] : fromP[v] >= 0);
      const vampires = cellsOf(cells, 'V');
      assert.deepEqual([...kindById(kinds, 'biting').cells], vampires.filter(bites), file);
      assert.deepEqual(
        [...kindById(kinds, 'harmless').cells],
        vampires.filter((v) => !bites(v)),
        file,
      );
      const n = kindById(kinds, 'biting').cells.length;
      assert.equal(result.answer, String((canEat ? 500 : 0) - 10 * n), `${file}: the answer counts the biting markers`);
    }
  });

  it('bishop: the start frame on A and the target on B, read from the coordinate lines; the bishop starts on A', () => {
    for (const { file, problem, c, result } of all.filter((s) => s.problem === 'bishop')) {
      const lines = readFileSync(join(EXAMPLES, file), 'utf8').split('\n');
      const n = Number(lines[0]);
      const square = (line: string) => {
        const [r, col] = line.trim().split(/\s+/).map(Number);
        return (r - 1) * n + (col - 1);
      };
      const { kinds } = piecesOf(problemById(problem)!, c, result);
      assert.deepEqual([...kindById(kinds, 'start').cells], [square(lines[1])], file);
      assert.deepEqual([...kindById(kinds, 'target').cells], [square(lines[2])], file);
      assert.deepEqual([...kindById(kinds, 'bishop').cells], [square(lines[1])], file);
      // The bishop's label is not "B", which names the target.
      assert.notEqual(kindById(kinds, 'bishop').label, 'B');
      assert.equal(kindById(kinds, 'target').label, 'B');
    }
  });

  it("matrix: you on M, the two agents on the A squares (moving as the line's pieces 1 and 2), the phones on P", () => {
    for (const { file, problem, c, result } of all.filter((s) => s.problem === 'matrix')) {
      const { kinds, capture } = piecesOf(problemById(problem)!, c, result);
      const cells = c.grid!.cells;
      assert.deepEqual([...kindById(kinds, 'you').cells], cellsOf(cells, 'M'), file);
      assert.deepEqual([...kindById(kinds, 'agent').cells], cellsOf(cells, 'A'), file);
      assert.deepEqual(kindById(kinds, 'agent').moves, [1, 2]);
      assert.deepEqual([...kindById(kinds, 'phone').cells], cellsOf(cells, 'P'), file);
      assert.deepEqual(capture && { prey: capture.prey, hunters: capture.hunters }, { prey: 0, hunters: [1, 2] });
    }
  });

  it('zgame: the start (1,1), the end (N,M), and the piece that starts on (1,1)', () => {
    for (const { file, problem, c, result } of all.filter((s) => s.problem === 'zgame')) {
      const { kinds } = piecesOf(problemById(problem)!, c, result);
      const size = c.grid!.size;
      assert.deepEqual([...kindById(kinds, 'start').cells], [0], file);
      if (size > 1) assert.deepEqual([...kindById(kinds, 'end').cells], [size - 1], file);
      else assert.ok(!kinds.some((k) => k.id === 'end'), `${file}: a 1×1 board's start is its end`);
      assert.deepEqual([...kindById(kinds, 'piece').cells], [0], file);
    }
  });
});

describe('render: captures in a line of play', () => {
  it('matrix: an eliminated scenario ends with an agent on your square, and only then; escapes and traps never show one', () => {
    let eliminated = 0;
    for (const { file, problem, c, result } of examples().filter((s) => s.problem === 'matrix')) {
      const { capture } = piecesOf(problemById(problem)!, c, result);
      const line = result.line.get()!;
      const steps = stepCount(line);
      const caught = Array.from({ length: steps }, (_, s) => captureAt(line, capture!, s));
      if (result.answer === 'You are eliminated.') {
        eliminated++;
        const you = line.cells[(steps - 1) * 3];
        assert.deepEqual(caught, [...caught.slice(0, -1).map(() => -1), you], file);
        assert.ok(
          [1, 2].some((a) => line.cells[(steps - 1) * 3 + a] === you),
          file,
        );
      } else {
        assert.ok(
          caught.every((x) => x === -1),
          `${file}: ${result.answer}`,
        );
      }
    }
    assert.ok(eliminated >= 2, 'the examples have eliminations');
  });

  it('swapping squares is not a capture; standing on the same square is', () => {
    const rule = { prey: 0, hunters: [1, 2], label: 'caught' };
    // Step 0: you 0, agents 1 and 9. Step 1: you 1, agent 0 (swapped). Step 2: you 2, an agent on 2.
    const line = { pieces: ['you', 'agent', 'agent'], cells: Int32Array.from([0, 1, 9, 1, 0, 9, 2, 2, 9]) };
    assert.deepEqual(
      [0, 1, 2].map((s) => captureAt(line, rule, s)),
      [-1, -1, 2],
    );
  });
});

describe('render: placing markers', () => {
  it('a piece alone keeps the centre of its cell and its size', () => {
    assert.deepEqual(spreadOffsets([4, 7, 9]), [
      { dx: 0, dy: 0, size: 1 },
      { dx: 0, dy: 0, size: 1 },
      { dx: 0, dy: 0, size: 1 },
    ]);
  });

  it('pieces sharing a cell sit apart inside the marker square, none covering another (random groups of 2 to 8)', () => {
    const rnd = new Random(5);
    for (let trial = 0; trial < 200; trial++) {
      const cells = Array.from({ length: rnd.int(2, 8) }, () => rnd.int(0, 3));
      const spread = spreadOffsets(cells);
      for (let i = 0; i < cells.length; i++) {
        const r = (DISC * spread[i].size) / 2;
        assert.ok(Math.abs(spread[i].dx) + r <= 0.5 + 1e-9 && Math.abs(spread[i].dy) + r <= 0.5 + 1e-9, `trial ${trial}: piece ${i} leaves its square`);
        for (let j = 0; j < i; j++) {
          if (cells[i] !== cells[j]) continue;
          const gap = Math.hypot(spread[i].dx - spread[j].dx, spread[i].dy - spread[j].dy);
          const reach = (DISC * (spread[i].size + spread[j].size)) / 2;
          assert.ok(gap >= reach - 1e-9, `trial ${trial}: pieces ${j} and ${i} overlap (${gap} < ${reach})`);
        }
      }
    }
  });

  it('moving markers follow the line, or stand where they start when there is none; a capture shows both pieces', () => {
    const kinds: PieceKind[] = [
      { id: 'agent', name: 'an agent', label: 'A', shape: 'disc', tone: 'enemy', cells: Int32Array.from([5, 6]), moves: [1, 2] },
      { id: 'you', name: 'you', label: 'M', shape: 'disc', tone: 'player', cells: Int32Array.from([0]), moves: [0] },
      { id: 'phone', name: 'a phone', label: 'P', shape: 'diamond', tone: 'goal', cells: Int32Array.from([3]) },
    ];
    const line = { pieces: ['you', 'agent', 'agent'], cells: Int32Array.from([0, 5, 6, 1, 1, 6]) };
    const still = placeMovers(kinds, undefined, 0);
    assert.deepEqual(
      still.map((m) => [m.kind, m.piece, m.cell, m.size]),
      [
        [0, 1, 5, 1],
        [0, 2, 6, 1],
        [1, 0, 0, 1],
      ],
    );
    const end = placeMovers(kinds, line, 1);
    assert.deepEqual(
      end.map((m) => [m.piece, m.cell]),
      [
        [1, 1],
        [2, 6],
        [0, 1],
      ],
    );
    // The agent and you share square 1: side by side, smaller; the other agent alone.
    assert.ok(end[0].size < 1 && end[2].size < 1 && end[1].size === 1);
    assert.ok(end[0].dx !== end[2].dx);
  });

  it('markers fill most of a large cell and never shrink below a readable size, smaller for crowds', () => {
    assert.equal(markerPx(50, 1), 40);
    assert.equal(markerPx(2, 1), MIN_MARKER_PX);
    assert.equal(markerPx(2, CROWD + 1), MIN_CROWD_MARKER_PX);
    assert.ok(MIN_MARKER_PX >= LABEL_FROM_PX, 'one of few always has its letter');
  });
});

describe('render: the view sent to the panel, pieces', () => {
  function fileAnalysis(text: string): FileAnalysis {
    const a = analyze(text);
    return {
      uri: { toString: () => 'file:///w/t.in' } as FileAnalysis['uri'],
      version: 1,
      problem: a.problem,
      why: '',
      issues: a.parsed?.issues ?? [],
      cases: a.parsed?.cases ?? [],
      results: a.results,
      output: a.output,
      ms: 0,
    };
  }
  const extra = { name: 't.in', locked: false, cursor: -1 };

  it('sends the markers, and leaves out the marks they replace (no piece is ringed twice)', () => {
    const pacman = buildView(fileAnalysis(readFileSync(join(EXAMPLES, 'pacman', 'sample.in'), 'utf8')), { caseIndex: 0 }, 1, extra).message.board!;
    assert.deepEqual(
      pacman.pieces.map((k) => `${k.id} ${k.cells.length}`),
      ['pacman 1', 'food 1', 'biting 2', 'harmless 0'],
    );
    assert.deepEqual(pacman.marks, []);
    const matrix = buildView(fileAnalysis(readFileSync(join(EXAMPLES, 'matrix', 'sample.in'), 'utf8')), { caseIndex: 1 }, 1, extra).message.board!;
    assert.deepEqual(matrix.marks, []);
    assert.deepEqual(matrix.capture, { prey: 0, hunters: [1, 2], label: 'caught' });
    // Z-Game's mark is about who moves, not a piece: it stays.
    const zgame = buildView(fileAnalysis(readFileSync(join(EXAMPLES, 'zgame', 'sample.in'), 'utf8')), { caseIndex: 0 }, 1, extra).message.board!;
    assert.deepEqual(
      zgame.marks.map((m) => m.label),
      ['Alice moves here'],
    );
  });
});
