// runProgram's runs (program.ts) without node starting a process for each:
// a few shells that stay (bash, each running one program at a time) start
// the program on request. Node forks its whole large process for every run
// and handles three pipes; a small shell forks cheaply, and node only writes
// a line, reads two, and reads two files (bench/README.md has the figures).
// A stress test, thousands of runs of one command, is where that matters;
// the plain runner stays the definition, and a test
// (test/unit/run.fast.test.ts) holds the two to the same verdicts, outputs
// and cleaning up.
//
// Each run is a background job of its shell: bash in monitor mode (`set -m`)
// makes every job a process group of its own, which is ended whole at a
// time limit, on abort, and after the program exits (whatever it left
// running goes with it), as the plain runner ends its group. Input, output
// and standard error are files in a private folder (in memory, /dev/shm,
// where there is room). The output limit is the file size limit (`ulimit
// -f`) of the job; it bounds standard error too, so unlike the plain runner
// a flood of more than the output limit on standard error ends the run as OLE.
// An exit status above 128 is read as a death by signal, as shells read it.

import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, fstatSync, mkdtempSync, openSync, readSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { adoptGroup, killGroup, releaseGroup } from './groups';
import { OUTPUT_LIMIT, type RunResult, STDERR_KEPT, verdictOf } from './program';
import { plainWords } from './shell';

export interface PoolOptions {
  /** Shells, and so runs at once. */
  size: number;
  outputBytes?: number;
  memoryBytes?: number;
  cwd?: string;
}

/** What one run may take; the rest is the pool's. */
export interface PoolRunOptions {
  timeMs: number;
  signal?: AbortSignal;
}

/** How long a shell may take to start before the pool gives up on it. */
const START_MS = 5000;
/** Room /dev/shm must have for the files of the runs, else the system's temporary folder is used. */
const MEMORY_ROOM = 1 << 30;
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Signal numbers to names, the first name of each (SIGABRT, not its alias SIGIOT). */
const SIGNAL_NAMES = new Map<number, NodeJS.Signals>(
  Object.entries(constants.signals)
    .reverse()
    .map(([name, n]) => [n, name as NodeJS.Signals]),
);

export class ProgramPool {
  private readonly shells: Shell[] = [];
  private readonly waiting: ((shell: Shell) => void)[] = [];
  private closed = false;

  private constructor(
    private readonly script: string,
    private readonly folder: string,
    private readonly options: PoolOptions,
  ) {}

  /**
   * A pool running `command`, or undefined where it cannot be had (no bash,
   * not a POSIX system): the caller then runs programs the plain way.
   */
  static async open(command: string, options: PoolOptions): Promise<ProgramPool | undefined> {
    if (process.platform === 'win32') return undefined;
    const folder = mkdtempSync(join(runsFolder(), 'grid-lens-runs-'));
    const pool = new ProgramPool(shellScript(command, folder, options), folder, options);
    const started = await Promise.all(Array.from({ length: Math.max(1, options.size) }, (_, i) => pool.start(i)));
    if (started.every((s) => s !== undefined)) return pool;
    pool.close();
    return undefined;
  }

  /** Runs the program once on `input`: as runProgram(command, input, ...) would. */
  async run(input: string | Uint8Array, options: PoolRunOptions): Promise<RunResult> {
    if (options.signal?.aborted) throw options.signal.reason;
    if (this.closed) throw new Error('the pool of shells is closed');
    const shell = await this.take();
    try {
      return await shell.run(input, options, this.options);
    } finally {
      this.give(shell);
    }
  }

  /** Ends every shell and removes the files of the runs. */
  close(): void {
    this.closed = true;
    for (const s of this.shells) s.end();
    rmSync(this.folder, { recursive: true, force: true });
  }

  private async start(index: number): Promise<Shell | undefined> {
    const shell = new Shell(index, this.script, this.folder, this.options.cwd);
    this.shells[index] = shell;
    return (await shell.ready) ? shell : undefined;
  }

  /** An idle shell, once there is one (a new one in place of one that died). */
  private async take(): Promise<Shell> {
    const idle = this.shells.find((s) => !s.busy);
    const shell = idle ?? (await new Promise<Shell>((resolve) => this.waiting.push(resolve)));
    shell.busy = true;
    if (!shell.dead) return shell;
    const fresh = await this.start(shell.index);
    if (!fresh) {
      shell.busy = false;
      throw new Error('bash could not be started again');
    }
    fresh.busy = true;
    return fresh;
  }

  private give(shell: Shell): void {
    const current = this.shells[shell.index];
    const next = this.waiting.shift();
    if (next) next(current);
    else current.busy = false;
  }
}

/** Where the runs' files go: /dev/shm when it has room, else the temporary folder. */
function runsFolder(): string {
  try {
    const fs = statfsSync('/dev/shm');
    if (fs.bavail * fs.bsize >= MEMORY_ROOM) return '/dev/shm';
  } catch {
    // No /dev/shm here.
  }
  return tmpdir();
}

/** Single-quoted for the shell. */
function quote(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

/**
 * The shell's loop: for each run number it reads, the program as a
 * background job (a process group of its own) on that run's files, within
 * the file size limit (1024-byte blocks in bash) and the memory limit; it
 * says the job's pid, then its exit status.
 */
function shellScript(command: string, folder: string, options: PoolOptions): string {
  const words = plainWords(command);
  const program = words ? `exec ${words.map(quote).join(' ')}` : `exec /bin/sh -c ${quote(command)}`;
  const blocks = Math.floor((options.outputBytes ?? OUTPUT_LIMIT) / 1024) + 1;
  const memory = options.memoryBytes === undefined ? '' : ` ulimit -d ${Math.max(1, Math.floor(options.memoryBytes / 1024))} || exit;`;
  const f = quote(folder);
  return [
    'set -m',
    'echo ready',
    'while IFS= read -r k; do',
    `  ( ulimit -f ${blocks} || exit;${memory} ${program} ) < ${f}/"$k".in > ${f}/"$k".out 2> ${f}/"$k".err &`,
    '  echo "pid $!"',
    '  wait "$!"',
    '  echo "done $?"',
    'done',
  ].join('\n');
}

interface Pending {
  started: number;
  timer: NodeJS.Timeout;
  pid: number | undefined;
  timedOut: boolean;
  aborted: boolean;
  signal: AbortSignal | undefined;
  onAbort: () => void;
  options: PoolOptions;
  resolve(r: RunResult): void;
  reject(e: unknown): void;
}

/** One shell of the pool and the run it is doing. */
class Shell {
  busy = false;
  dead = false;
  readonly ready: Promise<boolean>;
  private readonly child: ChildProcess;
  private text = '';
  private pending: Pending | undefined;
  private onReady: ((ok: boolean) => void) | undefined;

  constructor(
    readonly index: number,
    script: string,
    private readonly folder: string,
    cwd: string | undefined,
  ) {
    this.ready = new Promise((resolve) => (this.onReady = resolve));
    // A session of its own, as the plain runner's programs have: the terminal's signals do not reach it.
    this.child = spawn('bash', ['-c', script], { stdio: ['pipe', 'pipe', 'ignore'], detached: true, cwd });
    const pid = this.child.pid;
    if (pid !== undefined) adoptGroup(pid);
    const timer = setTimeout(() => this.fail(new Error('bash did not start')), START_MS);
    this.child.on('error', (e) => this.fail(e));
    this.child.on('exit', () => {
      clearTimeout(timer);
      if (pid !== undefined) releaseGroup(pid);
      this.fail(new Error('the shell that starts the programs ended'));
    });
    this.child.stdin!.on('error', () => {});
    this.child.stdout!.setEncoding('latin1');
    this.child.stdout!.on('data', (chunk: string) => {
      this.text += chunk;
      for (let end = this.text.indexOf('\n'); end >= 0; end = this.text.indexOf('\n')) {
        const line = this.text.slice(0, end);
        this.text = this.text.slice(end + 1);
        if (line === 'ready') {
          clearTimeout(timer);
          this.onReady?.(true);
        } else this.heard(line);
      }
    });
  }

  private file(ext: string): string {
    return join(this.folder, `${this.index}.${ext}`);
  }

  run(input: string | Uint8Array, options: PoolRunOptions, pool: PoolOptions): Promise<RunResult> {
    writeFileSync(this.file('in'), input);
    return new Promise((resolve, reject) => {
      const p: Pending = {
        started: performance.now(),
        timer: setTimeout(
          () => {
            p.timedOut = true;
            if (p.pid !== undefined) killGroup(p.pid);
          },
          Math.min(Math.max(1, options.timeMs) || 1, MAX_TIMER_MS),
        ),
        pid: undefined,
        timedOut: false,
        aborted: false,
        signal: options.signal,
        onAbort: () => {
          p.aborted = true;
          if (p.pid !== undefined) killGroup(p.pid);
        },
        options: pool,
        resolve,
        reject,
      };
      options.signal?.addEventListener('abort', p.onAbort, { once: true });
      this.pending = p;
      this.child.stdin!.write(`${this.index}\n`);
    });
  }

  /** A line of the shell: the job's pid, or its exit status. */
  private heard(line: string): void {
    const p = this.pending;
    if (!p) return;
    if (line.startsWith('pid ')) {
      p.pid = Number(line.slice(4));
      adoptGroup(p.pid);
      // Too late already, or stopped while it started.
      if (p.timedOut || p.aborted) killGroup(p.pid);
      return;
    }
    if (!line.startsWith('done ')) return;
    const status = Number(line.slice(5));
    const timeMs = performance.now() - p.started;
    this.settle(p);
    if (p.aborted) return p.reject(p.signal!.reason);
    const limit = p.options.outputBytes ?? OUTPUT_LIMIT;
    const out = readPart(this.file('out'), 0, limit + 1);
    const stdout = out.subarray(0, limit);
    const stderr = readTail(this.file('err'), STDERR_KEPT);
    const signal = status > 128 ? (SIGNAL_NAMES.get(status - 128) ?? null) : null;
    const exitCode = signal ? null : status;
    const overflowed = out.length > limit || signal === 'SIGXFSZ';
    const verdict = verdictOf({ overflowed, timedOut: p.timedOut, exitCode, memoryLimited: p.options.memoryBytes !== undefined, stderr });
    p.resolve({ verdict, exitCode, signal, timeMs, stdout, stderr });
  }

  /** The run is over: whatever it left running is ended. */
  private settle(p: Pending): void {
    clearTimeout(p.timer);
    p.signal?.removeEventListener('abort', p.onAbort);
    if (p.pid !== undefined) {
      killGroup(p.pid);
      releaseGroup(p.pid);
    }
    this.pending = undefined;
  }

  private fail(e: unknown): void {
    if (this.dead) return;
    this.dead = true;
    this.onReady?.(false);
    const p = this.pending;
    if (p) {
      this.settle(p);
      p.reject(p.aborted ? p.signal!.reason : e);
    }
  }

  end(): void {
    if (this.pending?.pid !== undefined) killGroup(this.pending.pid);
    this.child.stdin!.end();
    if (this.child.pid !== undefined) killGroup(this.child.pid);
  }
}

/** At most `max` bytes of a file from `offset`. */
function readPart(file: string, offset: number, max: number): Buffer {
  const fd = openSync(file, 'r');
  try {
    const size = fstatSync(fd).size;
    const buffer = Buffer.allocUnsafe(Math.max(0, Math.min(max, size - offset)));
    let done = 0;
    while (done < buffer.length) {
      const n = readSync(fd, buffer, done, buffer.length - done, offset + done);
      if (n === 0) break;
      done += n;
    }
    return buffer.subarray(0, done);
  } finally {
    closeSync(fd);
  }
}

/** The last `max` bytes of a file. */
function readTail(file: string, max: number): Buffer {
  const fd = openSync(file, 'r');
  let size: number;
  try {
    size = fstatSync(fd).size;
  } finally {
    closeSync(fd);
  }
  return readPart(file, Math.max(0, size - max), max);
}
