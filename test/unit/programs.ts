// Real programs for the runner's and the judge's tests: C and C++ built here
// with gcc/g++ (a machine without them fails these tests rather than skip
// them), and a look into /proc at what is still running.

import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** One C program, many behaviours, chosen by its first argument. */
const MODES_C = String.raw`
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "sum";
  if (!strcmp(mode, "sum")) {
    long long a, s = 0;
    while (scanf("%lld", &a) == 1) s += a;
    printf("%lld\n", s);
    return 0;
  }
  if (!strcmp(mode, "exit")) return atoi(argv[2]);
  if (!strcmp(mode, "segv")) {
    volatile int *p = 0;
    *p = 1;
  }
  if (!strcmp(mode, "abort")) abort();
  if (!strcmp(mode, "spin")) {
    printf("%d\n", (int)getpgrp());
    fflush(stdout);
    volatile unsigned long n = 0;
    for (;;) n++;
  }
  if (!strcmp(mode, "fork")) {
    /* Children that hold standard output open and never end; the parent exits at once. */
    for (int i = 0; i < 3; i++) {
      pid_t child = fork();
      if (child == 0) for (;;) pause();
      printf("%d\n", (int)child);
    }
    printf("%d\n", (int)getpgrp());
    return 0;
  }
  return 2;
}
`;

/** Allocates argv[1] MB and touches it: std::bad_alloc under a smaller limit. */
const ALLOC_CPP = String.raw`
#include <cstdio>
#include <cstdlib>
#include <vector>

int main(int argc, char **argv) {
  std::vector<char> v((size_t)atol(argv[1]) << 20, 1);
  std::printf("%d\n", (int)v[v.size() / 2]);
}
`;

export interface Programs {
  /** The C program of modes: `${modes} sum`, `${modes} segv`, ... */
  modes: string;
  alloc: string;
}

function compile(compiler: string, source: string, dir: string, name: string): string {
  const src = join(dir, name + (compiler === 'gcc' ? '.c' : '.cpp'));
  const exe = join(dir, name);
  writeFileSync(src, source);
  const r = spawnSync(compiler, ['-O2', '-o', exe, src], { encoding: 'utf8' });
  assert.equal(r.status, 0, `${compiler} is needed for these tests and failed: ${r.error ?? r.stderr}`);
  return exe;
}

export function buildPrograms(dir: string): Programs {
  return { modes: compile('gcc', MODES_C, dir, 'modes'), alloc: compile('g++', ALLOC_CPP, dir, 'alloc') };
}

/** Processes of group `pgid` that are still running (not zombies waiting to be reaped). */
export function groupMembers(pgid: number): number[] {
  const members: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const state = processState(Number(name));
    if (state && state.pgid === pgid && state.state !== 'Z') members.push(Number(name));
  }
  return members;
}

/** A process's state letter and group, from /proc; undefined when it is gone. */
export function processState(pid: number): { state: string; pgid: number } | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // "pid (comm) state ppid pgrp ...": comm may hold spaces and parentheses.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0], pgid: Number(fields[2]) };
}

export function isRunning(pid: number): boolean {
  const s = processState(pid);
  return s !== undefined && s.state !== 'Z';
}

/**
 * Group members left a moment after the run ended: SIGKILL is delivered at
 * once, but a process takes a little while to finish dying, so this looks
 * again for up to two seconds before answering.
 */
export async function survivors(pgid: number): Promise<number[]> {
  for (let waited = 0; ; waited += 20) {
    const left = groupMembers(pgid);
    if (left.length === 0 || waited >= 2000) return left;
    await new Promise((r) => setTimeout(r, 20));
  }
}
