// `node bench/stress.mjs`: `grid-lens stress` against the classic stress loop
// on small Bishop 2 boards with a compiled C++ solution (bench/cpp/):
//   classic      a shell `for` loop: the C++ generator, the solution, the
//                C++ brute force, cmp, for each test
//   grid-lens    `grid-lens stress bishop --run SOLUTION --size tiny`, whole
//                process (node's start included), with --jobs 1, with one
//                run per processor, and with the default (two per processor)
// Each round runs every way once, one after the other, so that all see the
// same load (the machine is shared); the table gives the medians. Then the
// time Grid Lens spends per test beyond the program's runs (its own report),
// and how long finding and shrinking a planted failure takes (a solution
// whose slides stop at the first square already reached).
//
//   node bench/stress.mjs [--rounds N] [--tests N]
//
// Prints Markdown on stdout; requires g++. Exit status 1 when a way fails.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OUT_DIR } from './generate.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = join(ROOT, 'dist', 'cli.js');
const CPP = fileURLToPath(new URL('./cpp/', import.meta.url));

function parseOptions(argv) {
  const o = { rounds: 3, tests: 1000 };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--rounds') o.rounds = Math.max(1, Number(argv[++i]) || 1);
    else if (argv[i] === '--tests') o.tests = Math.max(10, Number(argv[++i]) || 10);
    else throw new Error(`unknown option ${argv[i]}`);
  }
  return o;
}

const log = (s) => process.stderr.write(s + '\n');
const median = (xs) => [...xs].sort((a, b) => a - b)[(xs.length - 1) >> 1];

/** Compiles bench/cpp/NAME.cpp into bench/out/ unless the binary is newer. */
function compile(name) {
  const src = join(CPP, `${name}.cpp`);
  const bin = join(OUT_DIR, `${name}-cpp`);
  if (existsSync(bin) && statSync(bin).mtimeMs >= statSync(src).mtimeMs) return bin;
  const r = spawnSync('g++', ['-O2', '-std=c++17', '-o', bin, src], { encoding: 'utf8' });
  if (r.error || r.status !== 0) throw new Error(`g++ failed on ${name}.cpp: ${r.stderr || r.error}`);
  return bin;
}

/** Milliseconds a command takes, whole process; its output. */
function timed(command, args, options = {}) {
  const started = performance.now();
  const r = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 1 << 26, ...options });
  return { ms: performance.now() - started, status: r.status, stdout: r.stdout ?? '', stderr: r.stderr ?? '' };
}

/** The classic loop over seeds [first, first + tests): generator, solution, brute force, cmp. */
function classic(bins, dir, first, tests) {
  const loop = `for i in $(seq ${first} ${first + tests - 1}); do
  "$GEN" $i > in.txt
  "$SOL" < in.txt > out.txt
  "$BRUTE" < in.txt > ans.txt
  cmp -s out.txt ans.txt || { echo "differ on seed $i"; exit 1; }
done`;
  const r = timed('sh', ['-c', loop], { cwd: dir, env: { ...process.env, GEN: bins.gen, SOL: bins.sol, BRUTE: bins.brute } });
  if (r.status !== 0) throw new Error(`the classic loop failed: ${r.stdout}${r.stderr}`);
  return r.ms;
}

/** `grid-lens stress` on tiny Bishop 2 boards; its time and its own report of time per test. */
function gridLens(bin, seed, tests, jobs) {
  const args = [CLI, 'stress', 'bishop', '--run', bin, '--tests', String(tests), '--seed', String(seed), '--size', 'tiny'];
  if (jobs !== undefined) args.push('--jobs', String(jobs));
  const r = timed(process.execPath, args);
  if (r.status !== 0) throw new Error(`grid-lens stress failed (${r.status}): ${r.stdout}${r.stderr}`);
  const per = /Per test: ([\d.]+) ms in your program's runs, ([\d.]+) ms in Grid Lens/.exec(r.stdout);
  return { ms: r.ms, programMs: Number(per[1]), ownMs: Number(per[2]) };
}

/** A planted failure found and shrunk: the whole command's time, and the shrinking's own report. */
function plantedFailure(bin, out) {
  const r = timed(process.execPath, [CLI, 'stress', 'bishop', '--run', bin, '--tests', '100000', '--seed', '1', '--out', out]);
  if (r.status !== 1) throw new Error(`the planted failure was not found (${r.status}): ${r.stdout}${r.stderr}`);
  const found = /^Failed after (\d+) tests passed/m.exec(r.stdout);
  const shrunk = /^Shrunk in (\d+) runs \(([\d.]+) s\) to (\d+) test/m.exec(r.stdout);
  const input = /--- input[^\n]*\n([\s\S]*?)\n--- expected/.exec(r.stdout);
  return { ms: r.ms, passedBefore: Number(found[1]), runs: Number(shrunk[1]), shrinkS: Number(shrunk[2]), input: input?.[1] ?? '(not shown)' };
}

function main() {
  const o = parseOptions(process.argv.slice(2));
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing; run \`npm run build\` first (or \`npm run bench\`, which builds).`);
  mkdirSync(OUT_DIR, { recursive: true });
  const bins = { gen: compile('bishop-gen'), sol: compile('bishop'), brute: compile('bishop-brute'), wrong: compile('bishop-wrong') };
  const dir = mkdtempSync(join(OUT_DIR, 'stress-'));
  const jobs = os.availableParallelism();
  const ways = { classic: [], 'grid-lens --jobs 1': [], [`grid-lens --jobs ${jobs}`]: [], [`grid-lens (default: --jobs ${2 * jobs})`]: [] };
  const own = [];
  const program = [];
  try {
    for (let round = 0; round < o.rounds; round++) {
      log(`round ${round + 1} of ${o.rounds} …`);
      ways.classic.push(o.tests / (classic(bins, dir, round * o.tests + 1, o.tests) / 1000));
      const one = gridLens(bins.sol, round * o.tests + 1, o.tests, 1);
      ways['grid-lens --jobs 1'].push(o.tests / (one.ms / 1000));
      const cores = gridLens(bins.sol, round * o.tests + 1, o.tests, jobs);
      ways[`grid-lens --jobs ${jobs}`].push(o.tests / (cores.ms / 1000));
      const all = gridLens(bins.sol, round * o.tests + 1, o.tests, undefined);
      ways[`grid-lens (default: --jobs ${2 * jobs})`].push(o.tests / (all.ms / 1000));
      own.push(one.ownMs, cores.ownMs, all.ownMs);
      program.push(one.programMs);
    }
    log('a planted failure …');
    const planted = plantedFailure(bins.wrong, join(dir, 'failures'));
    const base = median(ways.classic);
    console.log(
      `Stress testing small Bishop 2 boards (N from 2 to 5) with a C++ solution, ${o.tests} tests a way, median of ${o.rounds} rounds; node ${process.version}, ${jobs} processors, load ${os.loadavg()[0].toFixed(1)}.\n`,
    );
    console.log('| way | tests per second | × the classic loop |');
    console.log('|---|---:|---:|');
    for (const [name, xs] of Object.entries(ways)) console.log(`| ${name} | ${Math.round(median(xs))} | ${(median(xs) / base).toFixed(1)} |`);
    const ownMs = median(own);
    const programMs = median(program);
    console.log(
      `\nGrid Lens's own time per test (generating, solving exactly, comparing; its report): ${ownMs.toFixed(3)} ms, ${Math.round((100 * ownMs) / programMs)}% of the ${programMs.toFixed(2)} ms a run of the program takes (1 job).`,
    );
    console.log(
      `A planted failure (slides that stop at the first square already reached): found after ${planted.passedBefore} passing tests and shrunk in ${planted.runs} runs, ${planted.shrinkS.toFixed(1)} s of shrinking, ${(planted.ms / 1000).toFixed(1)} s in all, to:\n\n\`\`\`\n${planted.input}\n\`\`\``,
    );
    return 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

try {
  process.exitCode = main();
} catch (e) {
  log(`bench/stress: ${e.message}`);
  process.exitCode = 1;
}
