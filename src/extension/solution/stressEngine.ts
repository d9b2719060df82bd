// How "Stress Test My Solution" runs the stress engine (src/stress/stress.ts:
// generated tests of a problem, the user's program judged on each, the first
// failing input shrunk): in a worker thread, dist/stress-worker.js, so that
// generating, solving and shrinking never run on the extension host's
// thread. The worker builds the problem's target from its id (and the
// workspace's descriptions, for a described problem), calls stress()
// with the request below and posts what it reports; the types here are the
// parts of the engine's own that cross the thread's boundary.

import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { DescriptionSource } from '../../core/described/registry';
import type { JudgeVerdict } from '../../run/judge';

/** The worker's data: what to stress, and how. */
export interface StressRequest {
  /** The problem's id in the registry the built-in problems and `descriptions` make. */
  problem: string;
  /** The workspace's problem descriptions (names and texts), as the solver worker is sent them. */
  descriptions: readonly DescriptionSource[];
  /** The shell command that runs the solution, and where. */
  command: string;
  cwd?: string;
  timeMs: number;
  memoryBytes?: number;
  /** Test cases to check in all. */
  tests: number;
  seed: number;
  /** Programs running at once. */
  jobs: number;
}

export interface StressProgress {
  phase: 'testing' | 'shrinking';
  /** Test cases judged and accepted so far. */
  tests: number;
  total: number;
  elapsedMs: number;
  /** Runs of the program while shrinking. */
  shrinkRuns: number;
}

export interface StressFailure {
  /** The failing file's seed (`grid-lens gen` writes it again). */
  seed: number;
  /** The shrunk input and its exact answers. */
  input: string;
  answers: string[];
  verdict: JudgeVerdict;
  /** The program's standard output on the shrunk input. */
  output: string;
  /** "WA on test 1: expected 480, got 490 (3 ms)". */
  line: string;
  shrink: { runs: number; minimal: boolean };
}

export interface StressResult {
  /** Test cases accepted (before the failure, if there is one). */
  passed: number;
  elapsedMs: number;
  failure?: StressFailure;
}

/** Messages of the worker to the extension host. */
export type StressWorkerMessage = { type: 'progress'; progress: StressProgress } | { type: 'done'; result: StressResult } | { type: 'failed'; error: string };

/** The extension host's message to the worker: stop (ending its programs), then answer 'failed'. */
export interface StressStop {
  type: 'stop';
}

/** After a stop, how long the worker may take to end its programs before it is ended itself. */
const STOP_GRACE_MS = 3000;

/** The build has no stress worker. */
export class StressUnavailable extends Error {}

/** Runs the engine in its worker; rejects with the signal's reason when stopped. */
export function runStress(workerFile: string, request: StressRequest, hooks: { onProgress(p: StressProgress): void; signal: AbortSignal }): Promise<StressResult> {
  if (!existsSync(workerFile)) return Promise.reject(new StressUnavailable('This build of Grid Lens has no stress engine (dist/stress-worker.js is missing).'));
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile, { workerData: request });
    let settled = false;
    let grace: NodeJS.Timeout | undefined;
    const finish = (f: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(grace);
      hooks.signal.removeEventListener('abort', stop);
      f();
      void worker.terminate();
    };
    const stop = () => {
      worker.postMessage({ type: 'stop' } satisfies StressStop);
      grace = setTimeout(() => finish(() => reject(hooks.signal.reason)), STOP_GRACE_MS);
    };
    if (hooks.signal.aborted) stop();
    else hooks.signal.addEventListener('abort', stop, { once: true });
    worker.on('message', (m: StressWorkerMessage) => {
      if (m.type === 'progress') hooks.onProgress(m.progress);
      else if (hooks.signal.aborted) finish(() => reject(hooks.signal.reason));
      else if (m.type === 'done') finish(() => resolve(m.result));
      else finish(() => reject(new Error(m.error)));
    });
    worker.on('error', (e) => finish(() => reject(e)));
    worker.on('exit', (code) => finish(() => reject(hooks.signal.aborted ? hooks.signal.reason : new Error(`the stress engine stopped (exit code ${code})`))));
  });
}
