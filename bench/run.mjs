// `npm run bench`: times the whole CLI (`node dist/cli.js solve FILE`) on the
// max-size inputs of bench/generate.mjs, next to node's own start-up and, when
// g++ is installed, plain C++ solutions of the same problems whose output must
// equal the CLI's. Prints a Markdown table on stdout; progress goes to stderr.
//
//   node bench/run.mjs [--runs N] [--timeout SECONDS] [--regen] [--no-cpp] [--rss-via time|preload] [PROBLEM|FILE ...]
//
// Exit status 1 when a C++ solution disagrees with the CLI (a wrong answer somewhere).

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_FILES, benchPath, generate, OUT_DIR } from './generate.mjs';
import { detectRssMethod, measure, median } from './measure.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = join(ROOT, 'dist', 'cli.js');
const CPP_DIR = fileURLToPath(new URL('./cpp/', import.meta.url));
const NODE = process.execPath;

function parseOptions(argv) {
  const o = { runs: 5, timeoutSec: 120, regen: false, cpp: true, rssVia: undefined, only: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--runs') o.runs = Math.max(1, Number(argv[++i]) || 1);
    else if (a === '--timeout') o.timeoutSec = Math.max(1, Number(argv[++i]) || 120);
    else if (a === '--regen') o.regen = true;
    else if (a === '--no-cpp') o.cpp = false;
    else if (a === '--rss-via') o.rssVia = argv[++i];
    else if (a.startsWith('-')) throw new Error(`unknown option ${a}`);
    else o.only.push(a);
  }
  return o;
}

const log = (s) => process.stderr.write(s + '\n');
const cell = (s) => String(s).replace(/\|/g, '\\|').replace(/\s+/g, ' ');
const fmtMs = (ms) => (ms === undefined ? '—' : ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);
const fmtMb = (kb) => (kb === undefined ? '—' : `${(kb / 1024).toFixed(1)} MB`);
const fmtBytes = (b) => (b >= 1e6 ? `${(b / 1e6).toFixed(1)} MB` : `${(b / 1e3).toFixed(0)} kB`);
const lines = (out) => out.replace(/\r\n/g, '\n').replace(/\s+$/, '').split('\n');
const same = (a, b) => lines(a).join('\n') === lines(b).join('\n');

function digest(out) {
  const ls = lines(out);
  const first = ls[0].length > 24 ? ls[0].slice(0, 24) + '…' : ls[0];
  const hash = createHash('sha256').update(ls.join('\n')).digest('hex').slice(0, 8);
  return `${first} / ${ls.length} #${hash}`;
}

function failure(m) {
  if (m.timedOut) return 'timed out';
  const why = m.signal ? `killed by ${m.signal}` : `exit ${m.status}`;
  const first = m.stderr.trim().split('\n')[0] ?? '';
  return `${why}: ${first.length > 110 ? first.slice(0, 110) + '…' : first}`;
}

/**
 * Runs a command `runs` times; stops at the first failure. With `baseline`, runs
 * that command just before each run too, so that subtracting its median cancels
 * the load of the moment (the machine is shared) rather than that of the start.
 */
function series(spec, runs, baseline) {
  const all = [];
  const baselineMs = [];
  for (let i = 0; i < runs; i++) {
    if (baseline) {
      const b = measure(baseline);
      if (!b.timedOut && b.status === 0) baselineMs.push(b.ms);
    }
    const m = measure(spec);
    all.push(m);
    if (m.timedOut || m.status !== 0) return { error: failure(m), first: m, baselineMs };
  }
  const unstable = all.some((m) => !same(m.stdout, all[0].stdout));
  return {
    ms: median(all.map((m) => m.ms)),
    rssKb: all.every((m) => m.rssKb !== undefined) ? median(all.map((m) => m.rssKb)) : undefined,
    stdout: all[0].stdout,
    unstable,
    baselineMs,
  };
}

/** Compiles bench/cpp/PROBLEM.cpp into bench/out/ unless the binary is newer; returns its path or why not. */
function compileCpp(problem) {
  const src = join(CPP_DIR, `${problem}.cpp`);
  if (!existsSync(src)) return { skip: 'no C++ solution' };
  const bin = join(OUT_DIR, `${problem}-cpp`);
  if (existsSync(bin) && statSync(bin).mtimeMs >= statSync(src).mtimeMs) return { bin };
  const r = spawnSync('g++', ['-O2', '-std=c++17', '-o', bin, src], { encoding: 'utf8' });
  if (r.error || r.status !== 0) return { skip: `g++ failed: ${(r.stderr || String(r.error)).split('\n')[0]}` };
  return { bin };
}

function hasGpp() {
  const r = spawnSync('g++', ['--version'], { stdio: 'ignore' });
  return !r.error && r.status === 0;
}

function main() {
  const o = parseOptions(process.argv.slice(2));
  if (!existsSync(CLI)) {
    log(`bench: ${CLI} is missing; run \`npm run build\` first (or \`npm run bench\`, which builds).`);
    return 1;
  }
  const files = BENCH_FILES.filter((f) => o.only.length === 0 || o.only.includes(f.problem) || o.only.includes(f.name));
  if (files.length === 0) {
    log(`bench: nothing matches ${o.only.join(' ')}`);
    return 1;
  }
  const missing = o.regen ? files : files.filter((f) => !existsSync(benchPath(f)));
  if (missing.length) {
    log(`generating ${missing.map((f) => f.name).join(', ')} …`);
    generate(missing);
  }

  const method = o.rssVia ?? detectRssMethod(OUT_DIR);
  const base = { method, scratchDir: OUT_DIR, timeoutMs: o.timeoutSec * 1000 };
  const cpp = new Map();
  const gpp = o.cpp && hasGpp();
  if (gpp) for (const p of new Set(files.map((f) => f.problem))) cpp.set(p, compileCpp(p));

  const startupSpec = { ...base, command: NODE, args: ['-e', '0'], isNode: true };
  log(`node start-up (${o.runs} runs) …`);
  const startup = series(startupSpec, o.runs);
  const startupSamples = startup.error ? [] : [startup.ms];

  const rows = [];
  const notes = [];
  let mismatches = 0;
  for (const f of files) {
    const path = benchPath(f);
    log(`${f.name}: CLI …`);
    const cli = series({ ...base, command: NODE, args: [CLI, 'solve', path], isNode: true }, o.runs, startupSpec);
    startupSamples.push(...cli.baselineMs);
    const startupMs = cli.baselineMs.length ? median(cli.baselineMs) : (startup.ms ?? 0);
    const c = cpp.get(f.problem);
    let native;
    if (c?.bin) {
      log(`${f.name}: C++ …`);
      native = series({ ...base, command: c.bin, args: [], stdinFile: path, isNode: false }, o.runs);
    }
    let check = '—';
    if (native && !native.error && !cli.error) {
      if (same(cli.stdout, native.stdout)) check = 'same';
      else {
        check = '**MISMATCH**';
        mismatches++;
        const a = lines(cli.stdout);
        const b = lines(native.stdout);
        const at = a.findIndex((x, i) => x !== b[i]);
        const k = at < 0 ? a.length : at;
        notes.push(`MISMATCH in ${f.name}: ${a.length} lines from the CLI, ${b.length} from C++; first difference at answer ${k + 1}: CLI \`${a[k] ?? '(none)'}\`, C++ \`${b[k] ?? '(none)'}\`.`);
      }
    } else if (native?.error) check = `C++ ${native.error}`;
    else if (c?.skip) check = c.skip;
    if (cli.unstable || native?.unstable) notes.push(`${f.name}: the output changed between runs (${cli.unstable ? 'CLI' : 'C++'}).`);
    const answers = cli.error ? `ERROR ${cli.error}` : digest(cli.stdout);
    rows.push([
      f.problem,
      f.name,
      `${f.size}, ${fmtBytes(statSync(path).size)}`,
      fmtMs(cli.ms),
      cli.error ? '—' : fmtMs(Math.max(0, cli.ms - startupMs)),
      fmtMb(cli.rssKb),
      native?.error ? 'error' : fmtMs(native?.ms),
      fmtMb(native?.rssKb),
      answers + (cli.error && native && !native.error ? ` (C++: ${digest(native.stdout)})` : ''),
      check,
    ]);
  }

  rows.unshift(['—', '`node -e 0`', '—', fmtMs(startupSamples.length ? median(startupSamples) : undefined), '—', fmtMb(startup.rssKb), '—', '—', startup.error ? `ERROR ${startup.error}` : '', '']);
  const head = ['problem', 'file', 'size', 'CLI time', 'net of node start-up', 'CLI peak RSS', 'C++ -O2 time', 'C++ peak RSS', 'answers (first / count #sha256)', 'C++ = CLI'];
  const out = [];
  out.push(
    `Median of ${o.runs} runs each, whole process, wall clock; "net" subtracts the median of \`node -e 0\` runs interleaved with that file's runs; peak RSS via ${method === 'time' ? 'GNU time (%M)' : 'node ru_maxrss on exit (C++ not measured)'}; node ${process.version}, ${gpp ? 'g++ -O2' : 'no g++ (C++ column empty)'}.`,
  );
  out.push('');
  out.push(`| ${head.join(' | ')} |`);
  out.push(`|${head.map(() => '---').join('|')}|`);
  for (const r of rows) out.push(`| ${r.map(cell).join(' | ')} |`);
  if (notes.length) out.push('', ...notes.map((n) => `- ${n}`));
  console.log(out.join('\n'));
  return mismatches ? 1 : 0;
}

try {
  process.exitCode = main();
} catch (e) {
  log(`bench: ${e.message}`);
  process.exitCode = 1;
}
