// Writes the benchmark inputs: max-size boards of each problem, deterministic
// (every file has its own seed), into bench/out/. Run directly to (re)write all
// of them: `node bench/generate.mjs`; bench/run.mjs writes only the missing ones.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { carveMaze, deepestCell } from './maze.mjs';
import { Rng } from './random.mjs';

export const OUT_DIR = fileURLToPath(new URL('./out/', import.meta.url));

const DOT = 46; // '.'
const HASH = 35; // '#'
const code = (ch) => ch.charCodeAt(0);

// ---------------------------------------------------------------- grids

function makeGrid(rows, cols, fill = DOT) {
  return { rows, cols, cells: new Uint8Array(rows * cols).fill(fill) };
}

/** The grid's rows, each ended by a newline, as one buffer. */
function gridBytes(g) {
  const out = Buffer.allocUnsafe(g.rows * (g.cols + 1));
  for (let r = 0; r < g.rows; r++) {
    out.set(g.cells.subarray(r * g.cols, (r + 1) * g.cols), r * (g.cols + 1));
    out[r * (g.cols + 1) + g.cols] = 10;
  }
  return out;
}

function scatter(g, rng, density, ch, keep = () => false) {
  const c = code(ch);
  for (let i = 0; i < g.cells.length; i++) if (!keep(i) && rng.chance(density)) g.cells[i] = c;
}

/** Puts `count` copies of `ch` on random '.' cells (fewer if the board runs out of tries). */
function placeOnFloor(g, rng, count, ch) {
  const c = code(ch);
  let placed = 0;
  for (let tries = 0; placed < count && tries < count * 50; tries++) {
    const i = rng.int(0, g.cells.length - 1);
    if (g.cells[i] === DOT) {
      g.cells[i] = c;
      placed++;
    }
  }
  return placed;
}

const text = (...parts) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : p)));

// ---------------------------------------------------------------- pacman

function pacmanOpen(rng) {
  const g = makeGrid(1000, 1000);
  scatter(g, rng, 0.03, '#');
  // Far apart, but P off the corner, so that some vampires are farther from F than he is.
  const p = rng.int(0, 19) * 1000 + rng.int(480, 520);
  const f = rng.int(980, 999) * 1000 + rng.int(980, 999);
  g.cells[p] = code('P');
  g.cells[f] = code('F');
  placeOnFloor(g, rng, 2000, 'V');
  return text('1\n1000 1000\n', gridBytes(g));
}

function pacmanMaze(rng) {
  const side = 500;
  const { parent, depth } = carveMaze(side, side, () => true, rng, 0);
  const g = makeGrid(1000, 1000, HASH);
  const at = (k) => 2 * Math.floor(k / side) * 1000 + 2 * (k % side);
  for (let k = 0; k < side * side; k++) {
    if (depth[k] < 0) continue;
    g.cells[at(k)] = DOT;
    // The passage between a cell and the one it was carved from is their midpoint.
    if (parent[k] >= 0) g.cells[(at(k) + at(parent[k])) / 2] = DOT;
  }
  // F a quarter of the way along the longest corridor: vampires far beyond it do not bite.
  const far = depth[deepestCell(depth)];
  const aQuarterIn = [];
  for (let k = 0; k < depth.length; k++) if (depth[k] >= far * 0.25 && depth[k] <= far * 0.3) aQuarterIn.push(k);
  g.cells[at(0)] = code('P');
  g.cells[at(rng.pick(aQuarterIn))] = code('F');
  placeOnFloor(g, rng, 3000, 'V');
  return text('1\n1000 1000\n', gridBytes(g));
}

function pacmanCorridor(rng) {
  const g = makeGrid(1, 1_000_000);
  g.cells[rng.int(300_000, 400_000)] = code('P');
  g.cells[999_999 - rng.int(0, 99)] = code('F');
  placeOnFloor(g, rng, 5000, 'V');
  return text('1\n1 1000000\n', gridBytes(g));
}

/** t = 1000 tests of at most 1000 cells each, so Σ n·m ≤ 10^6; shapes, walls and vampires vary. */
function pacmanMixed(rng) {
  const parts = ['1000\n'];
  for (let t = 0; t < 1000; t++) {
    const n = rng.chance(0.1) ? rng.int(1, 2) : rng.int(1, 40);
    const widest = Math.floor(1000 / n);
    const m = rng.chance(0.8) ? widest : rng.int(n === 1 ? 2 : 1, widest);
    const g = makeGrid(n, m);
    scatter(g, rng, rng.float() * 0.4, '#');
    const p = rng.int(0, n * m - 1);
    let f = rng.int(0, n * m - 2);
    if (f >= p) f++;
    g.cells[p] = code('P');
    g.cells[f] = code('F');
    placeOnFloor(g, rng, Math.floor(n * m * rng.float() * 0.15), 'V');
    parts.push(`${n} ${m}\n`, gridBytes(g));
  }
  return text(...parts);
}

// ---------------------------------------------------------------- bishop

const BISHOP_N = 1500;

function bishopText(g, a, b) {
  const n = g.rows;
  const one = (k) => `${Math.floor(k / n) + 1} ${(k % n) + 1}`;
  return text(`${n}\n${one(a)}\n${one(b)}\n`, gridBytes(g));
}

function bishopOpen(rng) {
  const n = BISHOP_N;
  const g = makeGrid(n, n);
  scatter(g, rng, 0.01, '#');
  const ar = rng.int(0, 49);
  const ac = rng.int(0, 49);
  const br = rng.int(n - 50, n - 1);
  let bc = rng.int(n - 50, n - 2);
  if ((br + bc) % 2 !== (ar + ac) % 2) bc++;
  const a = ar * n + ac;
  const b = br * n + bc;
  g.cells[a] = DOT;
  g.cells[b] = DOT;
  return bishopText(g, a, b);
}

/**
 * Squares of one colour, seen along the diagonals (u = (r+c)/2, v = (r−c)/2), form
 * a lattice where a bishop step changes u or v by one. A maze carved on that
 * lattice (cells at even u and v) and walled everywhere else forces the bishop
 * along one long winding route; squares of the other colour get random pawns.
 */
function bishopMaze(rng) {
  const n = BISHOP_N;
  const half = Math.floor((n - 1) / 2); // largest a + |b| with cells at u = 2a, v = 2b
  const h = half + 1;
  const w = 2 * Math.floor(half / 2) + 1;
  const bOffset = Math.floor(half / 2);
  const inside = (a, j) => {
    const b = j - bOffset;
    return Math.abs(b) <= a && a + Math.abs(b) <= half;
  };
  const { parent, depth } = carveMaze(h, w, inside, rng, bOffset);
  const g = makeGrid(n, n);
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) g.cells[r * n + c] = (r + c) % 2 === 0 || rng.chance(0.5) ? HASH : DOT;
  // Lattice cell k = a*w + j sits at u = 2a, v = 2(j − bOffset); its square is r = u+v, c = u−v.
  const uv = (k) => [2 * Math.floor(k / w), 2 * ((k % w) - bOffset)];
  const square = (u, v) => (u + v) * n + (u - v);
  for (let k = 0; k < h * w; k++) {
    if (depth[k] < 0) continue;
    const [u, v] = uv(k);
    g.cells[square(u, v)] = DOT;
    if (parent[k] >= 0) {
      const [pu, pv] = uv(parent[k]);
      g.cells[square((u + pu) / 2, (v + pv) / 2)] = DOT;
    }
  }
  const [bu, bv] = uv(deepestCell(depth));
  return bishopText(g, square(0, 0), square(bu, bv));
}

/**
 * B sits inside a closed ring of pawns on its own colour (every square at
 * diagonal-lattice distance exactly R from B), A far outside on the same
 * colour: no colour check answers it, the search has to exhaust A's region.
 */
function bishopUnreachable(rng) {
  const n = BISHOP_N;
  const R = 250;
  const g = makeGrid(n, n);
  scatter(g, rng, 0.08, '#');
  const br = 750;
  const bc = 750;
  const bu = (br + bc) / 2;
  const bv = (br - bc) / 2;
  for (let r = 0; r < n; r++) {
    for (let c = (r + br + bc) % 2; c < n; c += 2) {
      const du = Math.abs((r + c) / 2 - bu);
      const dv = Math.abs((r - c) / 2 - bv);
      if (Math.max(du, dv) === R) g.cells[r * n + c] = HASH;
    }
  }
  // Keep A's only diagonal open for a few squares, so A is not trivially boxed in.
  for (let k = 0; k < 6; k++) g.cells[k * n + k] = DOT;
  g.cells[br * n + bc] = DOT;
  return bishopText(g, 0, br * n + bc);
}

// ---------------------------------------------------------------- matrix

const MATRIX_SCENARIOS = 1000;

/** Puts M, A, A and `phones` P on distinct floor squares; false if there is not enough floor. */
function placeMatrixPieces(g, rng, phones) {
  let floor = 0;
  for (const c of g.cells) if (c === DOT) floor++;
  if (floor < 3 + phones) return false;
  for (const [ch, count] of [
    ['M', 1],
    ['A', 2],
    ['P', phones],
  ]) {
    if (placeOnFloor(g, rng, count, ch) !== count) return false;
  }
  return true;
}

function matrixOpenBoard(rng) {
  const g = makeGrid(8, 8);
  scatter(g, rng, 0.06, '#');
  return placeMatrixPieces(g, rng, rng.int(1, 3)) ? g : undefined;
}

function matrixMazeBoard(rng) {
  const { parent, depth } = carveMaze(4, 4, () => true, rng, rng.int(0, 15));
  const g = makeGrid(8, 8, HASH);
  const at = (k) => 2 * Math.floor(k / 4) * 8 + 2 * (k % 4);
  for (let k = 0; k < 16; k++) {
    g.cells[at(k)] = DOT;
    if (parent[k] >= 0) g.cells[(at(k) + at(parent[k])) / 2] = DOT;
  }
  // A few knocked-out walls give loops, where a chase can go round and round.
  for (let extra = rng.int(0, 4); extra > 0; extra--) g.cells[rng.int(0, 63)] = DOT;
  return depth.every((d) => d >= 0) && placeMatrixPieces(g, rng, rng.int(1, 3)) ? g : undefined;
}

function matrixRandomBoard(rng) {
  const g = makeGrid(8, 8);
  scatter(g, rng, rng.float() * 0.45, '#');
  return placeMatrixPieces(g, rng, rng.int(1, 4)) ? g : undefined;
}

function matrixFile(board) {
  return (rng) => {
    const parts = [`${MATRIX_SCENARIOS}\n`];
    for (let s = 0; s < MATRIX_SCENARIOS; s++) {
      let g;
      while (!(g = board(rng)));
      parts.push(gridBytes(g), '\n');
    }
    return text(...parts);
  };
}

// ---------------------------------------------------------------- zgame

function zgameFile(minDensity, maxDensity) {
  return (rng) => {
    const parts = ['50\n'];
    for (let t = 0; t < 50; t++) {
      const g = makeGrid(500, 500);
      const density = minDensity + rng.float() * (maxDensity - minDensity);
      const aShare = 0.3 + rng.float() * 0.4;
      for (let i = 1; i < g.cells.length; i++) if (rng.chance(density)) g.cells[i] = rng.chance(aShare) ? code('A') : code('B');
      parts.push('500 500\n', gridBytes(g));
    }
    return text(...parts);
  };
}

// ---------------------------------------------------------------- the list

/** Every benchmark input: problem id, file name, what its size is, seed and generator. */
export const BENCH_FILES = [
  { problem: 'pacman', name: 'pacman-open.in', size: '1000×1000', seed: 1101, make: pacmanOpen },
  { problem: 'pacman', name: 'pacman-maze.in', size: '1000×1000', seed: 1102, make: pacmanMaze },
  { problem: 'pacman', name: 'pacman-corridor.in', size: '1×10⁶', seed: 1103, make: pacmanCorridor },
  { problem: 'pacman', name: 'pacman-mixed.in', size: 't=1000, Σnm=892k', seed: 1104, make: pacmanMixed },
  { problem: 'bishop', name: 'bishop-open.in', size: 'N=1500', seed: 2101, make: bishopOpen },
  { problem: 'bishop', name: 'bishop-maze.in', size: 'N=1500', seed: 2102, make: bishopMaze },
  { problem: 'bishop', name: 'bishop-unreachable.in', size: 'N=1500', seed: 2103, make: bishopUnreachable },
  { problem: 'matrix', name: 'matrix-open.in', size: '1000×8×8', seed: 3101, make: matrixFile(matrixOpenBoard) },
  { problem: 'matrix', name: 'matrix-maze.in', size: '1000×8×8', seed: 3102, make: matrixFile(matrixMazeBoard) },
  { problem: 'matrix', name: 'matrix-random.in', size: '1000×8×8', seed: 3103, make: matrixFile(matrixRandomBoard) },
  { problem: 'zgame', name: 'zgame-dense.in', size: 'T=50, 500×500', seed: 4101, make: zgameFile(0.3, 0.5) },
  { problem: 'zgame', name: 'zgame-sparse.in', size: 'T=50, 500×500', seed: 4102, make: zgameFile(0.005, 0.03) },
];

export function benchPath(file) {
  return join(OUT_DIR, file.name);
}

export function generate(files = BENCH_FILES) {
  mkdirSync(OUT_DIR, { recursive: true });
  for (const f of files) writeFileSync(benchPath(f), f.make(new Rng(f.seed)));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = Date.now();
  generate();
  console.log(`wrote ${BENCH_FILES.length} files to ${OUT_DIR} in ${Date.now() - started} ms`);
}
