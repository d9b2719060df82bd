// Runs the user's program on one input, the one place Grid Lens executes
// code: a shell command, given the input on standard input, bounded in wall
// time, output and (optionally) memory, and afterwards ended with every
// process it started, whatever it did (hang, crash, fork, flood, never read
// its input). Asynchronous: the event loop only sees pipe events.

import { spawn } from 'node:child_process';
import { adoptGroup, killGroup, releaseGroup } from './groups';
import { launch } from './shell';

export type RunVerdict = 'OK' | 'TLE' | 'RE' | 'OLE' | 'MLE';

export interface RunOptions {
  /** Wall-clock time the program may take, in milliseconds. */
  timeMs: number;
  /** Bytes of standard output it may write (default OUTPUT_LIMIT); one more is OLE. */
  outputBytes?: number;
  /** Data memory each of its processes may use (see shell.ts), in bytes; undefined: no limit. */
  memoryBytes?: number;
  cwd?: string;
  /** Aborting ends the program's group; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
}

export interface RunResult {
  /** OK: exit status 0. MLE only where it shows: see ALLOCATION_FAILED. */
  verdict: RunVerdict;
  /** The exit status, or null when a signal ended it. */
  exitCode: number | null;
  /** The signal that ended it (SIGKILL when we did, for TLE and OLE), or null. */
  signal: NodeJS.Signals | null;
  /** From start to exit (or to our kill), in milliseconds. */
  timeMs: number;
  /** Standard output, at most outputBytes of it. */
  stdout: Buffer;
  /** The last STDERR_KEPT bytes of standard error (the end of a stack trace says most). */
  stderr: Buffer;
}

/** Far more than any answer file (a few MB), far less than a flood that would fill the memory. */
export const OUTPUT_LIMIT = 64 * 1024 * 1024;

export const STDERR_KEPT = 64 * 1024;

/**
 * How long to wait for the pipes to close once the program exited and its
 * group was killed: only a process that left the group (setsid) can still
 * hold them, and it is not waited for.
 */
const CLOSE_GRACE_MS = 200;

const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * What runtimes write to standard error when an allocation fails: C++'s
 * std::bad_alloc, Python's MemoryError, Java's OutOfMemoryError, Go's and
 * most C programs' "out of memory", strerror(ENOMEM), Rust's abort message.
 * Under a memory limit a run that fails this way is MLE; one that crashes
 * without a word (a C program using a null malloc) stays RE, since nothing
 * tells the two apart.
 */
const ALLOCATION_FAILED = /bad_alloc|MemoryError|OutOfMemoryError|out of memory|Cannot allocate memory|memory allocation of \d+ bytes failed/i;

/** How a run ended, as a verdict: too much output first, then the time limit, then the exit status and what it wrote. */
export function verdictOf(end: { overflowed: boolean; timedOut: boolean; exitCode: number | null; memoryLimited: boolean; stderr: Buffer }): RunVerdict {
  if (end.overflowed) return 'OLE';
  if (end.timedOut) return 'TLE';
  if (end.exitCode === 0) return 'OK';
  if (end.memoryLimited && ALLOCATION_FAILED.test(end.stderr.toString('latin1'))) return 'MLE';
  return 'RE';
}

export function runProgram(command: string, input: string | Uint8Array, options: RunOptions): Promise<RunResult> {
  if (process.platform === 'win32') return Promise.reject(new Error('Running a program needs a POSIX system: /bin/sh and process groups.'));
  const abort = options.signal;
  if (abort?.aborted) return Promise.reject(abort.reason);
  const outputLimit = options.outputBytes ?? OUTPUT_LIMIT;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const how = launch(command, options.memoryBytes);
    // detached: the program starts a session and process group of its own, which killGroup ends whole.
    const child = spawn(how.file, how.args, { detached: true, stdio: 'pipe', cwd: options.cwd });
    const pid = child.pid;
    // Without a listener an 'error' would be thrown; after a start there is none to expect (no kill() or IPC is used).
    let failure: Error | undefined;
    child.on('error', (e) => (failure ??= e));
    if (pid === undefined) {
      // The spawn failed; 'error' follows on the next tick. Started without a shell, a program that is
      // not there or may not run is the program's failure, as the shell reports it (status 127, 126).
      child.once('error', (e: NodeJS.ErrnoException) => {
        const status = how.viaShell ? undefined : ({ ENOENT: 127, EACCES: 126 } as Record<string, number>)[e.code ?? ''];
        if (status === undefined) return reject(new Error(`Could not start ${how.file}: ${e.message}`));
        const why = status === 127 ? 'not found' : 'permission denied';
        resolve({ verdict: 'RE', exitCode: status, signal: null, timeMs: performance.now() - started, stdout: Buffer.alloc(0), stderr: Buffer.from(`${how.file}: ${why}\n`) });
      });
      return;
    }
    adoptGroup(pid);

    const out: Buffer[] = [];
    let outBytes = 0;
    let overflowed = false;
    const err: Buffer[] = [];
    let errBytes = 0;
    let timedOut = false;
    let exitedAt: number | undefined;

    // setTimeout takes at most 2^31 - 1 ms and fires at once for more: 24 days is as good as no limit.
    const timer = setTimeout(
      () => {
        timedOut = true;
        killGroup(pid);
      },
      Math.min(Math.max(1, options.timeMs) || 1, MAX_TIMER_MS),
    );
    let grace: NodeJS.Timeout | undefined;
    const onAbort = () => killGroup(pid);
    abort?.addEventListener('abort', onAbort, { once: true });

    child.stdout.on('data', (chunk: Buffer) => {
      if (overflowed) return;
      const room = outputLimit - outBytes;
      if (chunk.length <= room) {
        out.push(chunk);
        outBytes += chunk.length;
        return;
      }
      out.push(chunk.subarray(0, room));
      outBytes += room;
      overflowed = true;
      killGroup(pid);
      child.stdout.destroy();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err.push(chunk);
      errBytes += chunk.length;
      while (errBytes - err[0].length >= STDERR_KEPT) errBytes -= err.shift()!.length;
    });
    // A program that exits or stops reading before taking all its input makes the write fail (EPIPE): not our error.
    child.stdin.on('error', () => {});
    child.stdin.end(input);

    child.on('exit', () => {
      exitedAt = performance.now();
      clearTimeout(timer);
      // Whatever it left running (`sleep 100 &`) goes with it, which also closes the pipes it held.
      killGroup(pid);
      grace = setTimeout(() => {
        child.stdout.destroy();
        child.stderr.destroy();
      }, CLOSE_GRACE_MS);
    });

    child.on('close', (exitCode: number | null, signal: NodeJS.Signals | null) => {
      clearTimeout(timer);
      clearTimeout(grace);
      abort?.removeEventListener('abort', onAbort);
      releaseGroup(pid);
      if (failure) return reject(failure);
      if (abort?.aborted) return reject(abort.reason);
      const stderr = Buffer.concat(err, errBytes).subarray(Math.max(0, errBytes - STDERR_KEPT));
      const verdict = verdictOf({ overflowed, timedOut, exitCode, memoryLimited: options.memoryBytes !== undefined, stderr });
      resolve({ verdict, exitCode, signal, timeMs: (exitedAt ?? performance.now()) - started, stdout: Buffer.concat(out, outBytes), stderr });
    });
  });
}
