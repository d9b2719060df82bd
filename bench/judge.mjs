// `node bench/judge.mjs`: what running a user's program costs Grid Lens
// (src/run/program.ts) beyond the program itself, on a trivial C++ program
// (it prints 42; its run is almost all process start), the case where that
// cost weighs most: a stress test runs thousands of such small tests.
//
//   node bench/judge.mjs [--rounds N]
//
// Each round runs the program once in each way below, one after the other,
// so that all ways see the same load (the machine is shared); the table
// gives the median and the first quartile of each way's times.
//   program        the program's own time, start included: a C launcher
//                  (posix_spawn, wait) times it, the leanest parent there is
//   node spawn     child_process.spawn with pipes, the least node can do
//   runProgram     the runner on a plain command: the program started
//                  directly in a process group of its own, killed afterwards;
//                  input, output, time limit
//   ... limit      the same with a memory limit: /bin/sh sets it, then execs
//   ... sh         a command the shell runs as written ("./x" quoted): the
//                  shell starts, forks the program and waits for it
//   2 at once      runProgram, two runs side by side: the time of the pair / 2
// Prints a Markdown table on stdout; requires gcc and g++.

import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { OUT_DIR } from './generate.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const TRIVIAL_CPP = `#include <iostream>
int main() { std::cout << 42 << std::endl; }
`;

/** Runs PROGRAM N times on INPUT (standard output to /dev/null) and prints each run's microseconds. */
const LAUNCHER_C = `#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
extern char **environ;
int main(int argc, char **argv) {
  int n = atoi(argv[3]);
  for (int i = 0; i < n; i++) {
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 0, argv[2], O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0);
    struct timespec a, b;
    clock_gettime(CLOCK_MONOTONIC, &a);
    pid_t pid;
    char *args[] = { argv[1], 0 };
    if (posix_spawn(&pid, argv[1], &fa, 0, args, environ) != 0) return 1;
    int status;
    waitpid(pid, &status, 0);
    clock_gettime(CLOCK_MONOTONIC, &b);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) return 1;
    printf("%ld\\n", (b.tv_sec - a.tv_sec) * 1000000L + (b.tv_nsec - a.tv_nsec) / 1000);
    posix_spawn_file_actions_destroy(&fa);
  }
  return 0;
}
`;

function parseOptions(argv) {
  const o = { rounds: 300 };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--rounds') o.rounds = Math.max(1, Number(argv[++i]) || 1);
    else throw new Error(`unknown option ${argv[i]}`);
  }
  return o;
}

const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))];
const log = (s) => process.stderr.write(s + '\n');

/** The runner, bundled from its TypeScript source as the build bundles it. */
async function loadRunner() {
  const file = join(OUT_DIR, 'run-program.mjs');
  await build({ entryPoints: [join(ROOT, 'src/run/program.ts')], outfile: file, bundle: true, platform: 'node', format: 'esm', target: 'node20', logLevel: 'warning' });
  return import(pathToFileURL(file).href);
}

function compile(compiler, source, name) {
  const src = join(OUT_DIR, `${name}.${compiler === 'gcc' ? 'c' : 'cpp'}`);
  const bin = join(OUT_DIR, name);
  writeFileSync(src, source);
  const r = spawnSync(compiler, ['-O2', '-o', bin, src], { encoding: 'utf8' });
  if (r.error || r.status !== 0) throw new Error(`${compiler} failed: ${r.stderr || r.error}`);
  return bin;
}

function nodeSpawn(bin, input) {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, [], { stdio: 'pipe' });
    child.stdout.resume();
    child.stderr.resume();
    child.stdin.on('error', () => {});
    child.stdin.end(input);
    child.on('error', reject);
    child.on('close', resolve);
  });
}

async function timed(f) {
  const started = performance.now();
  await f();
  return performance.now() - started;
}

async function main() {
  const o = parseOptions(process.argv.slice(2));
  mkdirSync(OUT_DIR, { recursive: true });
  const { runProgram } = await loadRunner();
  const bin = compile('g++', TRIVIAL_CPP, 'trivial-cpp');
  const launcher = compile('gcc', LAUNCHER_C, 'launch');
  const inputFile = join(ROOT, 'examples/pacman/sample.in');
  const input = readFileSync(inputFile);
  const limits = { timeMs: 10_000 };
  const check = await runProgram(bin, input, limits);
  if (check.verdict !== 'OK' || check.stdout.toString() !== '42\n') throw new Error(`the trivial program did not run: ${check.verdict}`);

  const ways = {
    program: async () => {
      const r = spawnSync(launcher, [bin, inputFile, '1'], { encoding: 'utf8' });
      if (r.status !== 0) throw new Error('the launcher failed');
      return Number(r.stdout) / 1000;
    },
    'node spawn': () => timed(() => nodeSpawn(bin, input)),
    runProgram: () => timed(() => runProgram(bin, input, limits)),
    '... limit': () => timed(() => runProgram(bin, input, { ...limits, memoryBytes: 1 << 30 })),
    '... sh': () => timed(() => runProgram(`"${bin}"`, input, limits)),
    '2 at once': async () => (await timed(() => Promise.all([runProgram(bin, input, limits), runProgram(bin, input, limits)]))) / 2,
  };
  const samples = Object.fromEntries(Object.keys(ways).map((k) => [k, []]));
  for (let r = 0; r < o.rounds; r++) {
    if (r % 50 === 0) log(`round ${r + 1} of ${o.rounds} …`);
    for (const [name, way] of Object.entries(ways)) samples[name].push(await way());
  }
  const program = quantile(samples.program, 0.5);
  const programQ1 = quantile(samples.program, 0.25);
  const fmt = (x) => `${x.toFixed(2)} ms`;
  console.log(`Trivial C++ program, ${o.rounds} rounds, node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}:\n`);
  console.log('| way | median | first quartile | median beyond the program | share of the program |');
  console.log('|---|---:|---:|---:|---:|');
  for (const [name, xs] of Object.entries(samples)) {
    const m = quantile(xs, 0.5);
    const q1 = quantile(xs, 0.25);
    const beyond = name === 'program' ? '—' : fmt(m - program);
    const share = name === 'program' ? '—' : `${Math.round((100 * (m - program)) / program)}% (quartiles: ${Math.round((100 * (q1 - programQ1)) / programQ1)}%)`;
    console.log(`| ${name} | ${fmt(m)} | ${fmt(q1)} | ${beyond} | ${share} |`);
  }
  const ours = quantile(samples.runProgram, 0.5) - quantile(samples['node spawn'], 0.5);
  console.log(`\nrunProgram beyond node's own spawn: ${fmt(ours)} per run (median).`);
}

main().catch((e) => {
  log(`bench/judge: ${e.message}`);
  process.exitCode = 1;
});
