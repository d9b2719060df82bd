// `node bench/described.mjs`: the generic move search of described problems
// (src/core/search/moves) against the built-in searches it must keep up with,
// in one process, on the max-size inputs of bench/generate.mjs:
// - Bishop 2 at N = 1500 solved through examples/custom/bishop-2 (the
//   description, its problem's accelerator) against the built-in bishop's
//   accelerator: each test read by its problem first, then the answer timed,
//   the same Scratch given to both, as the worker gives its own;
// - a 4-direction BFS over 10^6 cells, against the built-in grid BFS (bfs.ts)
//   and its framed version (bfs.fast.ts).
// The core is bundled by esbuild first, as the extension and the CLI run it.
// Prints a Markdown table: medians of --runs runs of each, the sides run
// in turn so that all see the same load; CPU time of the process (the
// machine may be shared), wall time beside it.
//
//   node bench/described.mjs [--runs N]

import { build } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_FILES, benchPath, generate, OUT_DIR } from './generate.mjs';
import { median } from './measure.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const runsAt = process.argv.indexOf('--runs');
const RUNS = runsAt > 0 ? Math.max(1, Number(process.argv[runsAt + 1]) || 1) : 9;
const log = (s) => process.stderr.write(s + '\n');

/** The pieces of the core this bench calls, bundled into one CommonJS file. */
async function bundleCore() {
  const outfile = join(OUT_DIR, 'described-core.cjs');
  const contents = [
    "export { BUILT_INS } from './src/core/problems';",
    "export { withDescriptions } from './src/core/described/registry';",
    "export { SourceText } from './src/core/text/source';",
    "export { gridBfs } from './src/core/search/bfs';",
    "export { gridBfsAbove } from './src/core/search/bfs.fast';",
    "export { searchMoves } from './src/core/search/moves/search';",
    "export { Scratch } from './src/core/scratch';",
  ].join('\n');
  await build({ stdin: { contents, resolveDir: ROOT, loader: 'ts' }, bundle: true, platform: 'node', target: 'node20', format: 'cjs', outfile, logLevel: 'warning' });
  return createRequire(import.meta.url)(outfile);
}

/** The one test of a file as `problem` reads it, and how its accelerator solves it. */
function readAs(core, registry, id, text) {
  const problem = registry.byId(id);
  const parsed = problem.parse(new core.SourceText(text));
  if (parsed.issues.some((i) => i.severity === 'error') || !parsed.cases[0]?.valid) throw new Error(`${id} does not read the bench input`);
  return { c: parsed.cases[0], solve: registry.acceleratorOf(problem).solve };
}

/** Rows, columns, cells and P of the one test of a pacman bench file. */
function readPacman(text) {
  const lines = text.split('\n');
  const [rows, cols] = lines[1].split(' ').map(Number);
  const cells = new Uint8Array(rows * cols);
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) cells[r * cols + c] = lines[2 + r].charCodeAt(c);
  return { rows, cols, cells, p: cells.indexOf('P'.charCodeAt(0)) };
}

/** Runs each function in turn RUNS times; their median CPU and wall milliseconds and last results. */
function race(...fs) {
  const runs = fs.map((f) => ({ f, cpu: [], wall: [], out: undefined }));
  for (let i = 0; i < RUNS; i++) {
    for (const r of runs) {
      const cpu = process.cpuUsage();
      const wall = performance.now();
      r.out = r.f();
      r.wall.push(performance.now() - wall);
      const used = process.cpuUsage(cpu);
      r.cpu.push((used.user + used.system) / 1000);
    }
  }
  return runs.map((r) => ({ cpu: median(r.cpu), wall: median(r.wall), out: r.out }));
}

const ms = (t) => `${t.cpu.toFixed(1)} ms (wall ${t.wall.toFixed(1)})`;

async function main() {
  const wanted = BENCH_FILES.filter((f) => f.problem === 'bishop' || ['pacman-open.in', 'pacman-maze.in', 'pacman-corridor.in'].includes(f.name));
  const missing = wanted.filter((f) => !existsSync(benchPath(f)));
  if (missing.length) {
    log(`generating ${missing.map((f) => f.name).join(', ')} …`);
    generate(missing);
  }
  const core = await bundleCore();
  const text = readFileSync(join(ROOT, 'examples', 'custom', 'bishop-2', 'bishop-2.grid-problem.json'), 'utf8');
  const described = core.withDescriptions(core.BUILT_INS, [{ name: 'bishop-2.grid-problem.json', text }]);
  const id = described.descriptions[0].problem?.id;
  if (!id) throw new Error(`the Bishop 2 description does not read: ${described.descriptions[0].issues[0]?.message}`);
  const registry = described.registry;
  const scratch = new core.Scratch();

  const rows = ['| input | size | built-in (CPU) | described (CPU) | ratio | answers |', '|---|---|---|---|---|---|'];
  let failed = false;
  for (const f of wanted.filter((x) => x.problem === 'bishop')) {
    const input = readFileSync(benchPath(f), 'latin1');
    const builtIn = readAs(core, registry, 'bishop', input);
    const mine = readAs(core, registry, id, input);
    const [theirs, ours] = race(
      () => builtIn.solve(builtIn.c, scratch).answer,
      () => mine.solve(mine.c, scratch).answer,
    );
    const same = theirs.out === ours.out;
    failed ||= !same;
    rows.push(
      `| ${f.name}: Bishop 2 through its description | ${f.size} | ${ms(theirs)} | ${ms(ours)} | ${(ours.cpu / theirs.cpu).toFixed(2)}× | ${same ? theirs.out : `${theirs.out} ≠ ${ours.out}`} |`,
    );
  }
  const free = new Uint8Array(256).fill(1);
  free['#'.charCodeAt(0)] = 0;
  const table = { free, enter: new Int32Array(256) };
  const four = [{ type: 'step', offsets: [-1, 0, 1, 0, 0, -1, 0, 1], cost: 1 }];
  for (const f of wanted.filter((x) => x.problem === 'pacman')) {
    const p = readPacman(readFileSync(benchPath(f), 'latin1'));
    const open = p.cells.map((c) => (c === 35 ? 0 : 1));
    const [plain, framed, generic] = race(
      () => core.gridBfs(p.rows, p.cols, open, [p.p]),
      () => core.gridBfsAbove(p.rows, p.cols, p.cells, 35, [p.p], scratch),
      () => core.searchMoves(p.rows, p.cols, p.cells, table, four, [p.p], { scratch }),
    );
    // The answer reads a distance; the comparison reads them all (after the timing: the layer is made on demand).
    const dist = generic.out.dist;
    const same = plain.out.every((d, i) => d === dist[i] || (d === -1 && dist[i] === -2 && p.cells[i] === 35));
    failed ||= !same;
    rows.push(
      `| ${f.name}: 4-direction BFS from P | ${f.size} | ${ms(plain)}; framed ${ms(framed)} | ${ms(generic)} | ${(generic.cpu / plain.cpu).toFixed(2)}× | ${same ? 'same distances' : 'DIFFERENT distances'} |`,
    );
  }
  console.log(`Medians of ${RUNS} runs in one process, after bundling: CPU milliseconds of the search and the answer (wall time in brackets).\n`);
  console.log(rows.join('\n'));
  return failed ? 1 : 0;
}

main().then(
  (status) => process.exit(status),
  (e) => {
    log(`bench/described: ${e.stack ?? e}`);
    process.exit(1);
  },
);
