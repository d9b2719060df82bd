// What "Stress Test My Solution" asks of the stress engine (src/stress/:
// random tests of a problem, the user's program run on each and judged, a
// failing test shrunk to a small one), and how it runs it: in a worker
// thread of its own, so that generating, solving and shrinking thousands of
// tests never runs on the extension host's thread. The worker's entry,
// dist/stress-worker.js, calls the engine with these options and speaks the
// messages below.

import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { JudgeVerdict } from '../../run/judge';
import type { RunVerdict } from '../../run/program';

export interface StressOptions {
  /** The problem's id in the registry. */
  problem: string;
  /** The shell command that runs the solution, and where. */
  command: string;
  cwd?: string;
  timeMs: number;
  memoryBytes?: number;
  /** Stop after this many tests if none failed. */
  maxTests: number;
  seed?: number;
}

export interface StressProgress {
  /** Tests judged so far. */
  tests: number;
  /** True once a test failed and it is being made smaller. */
  shrinking?: boolean;
}

/** The smallest failing test found, and the program's run on it. */
export interface StressFailure {
  input: string;
  /** The judge's output for it. */
  expected: string;
  verdict: JudgeVerdict;
  run: {
    verdict: RunVerdict;
    exitCode: number | null;
    signal: NodeJS.Signals | null;
    timeMs: number;
    stdout: Uint8Array;
    stderr: Uint8Array;
  };
}

export interface StressOutcome {
  tests: number;
  failure?: StressFailure;
}

/** Messages of the worker (stress-worker.js) to the extension host. */
export type StressWorkerMessage = ({ type: 'progress' } & StressProgress) | { type: 'done'; outcome: StressOutcome } | { type: 'failed'; error: string };

/** The extension host's message to the worker: stop now (its programs ended), then answer 'done' or 'failed'. */
export interface StressStop {
  type: 'stop';
}

/** After a stop, how long the worker may take to end its programs before it is ended itself. */
const STOP_GRACE_MS = 3000;

export class StressUnavailable extends Error {}

/** Runs the engine in its worker; rejects with the signal's reason when stopped. */
export function runStress(workerFile: string, options: StressOptions, hooks: { onProgress(p: StressProgress): void; signal: AbortSignal }): Promise<StressOutcome> {
  if (!existsSync(workerFile)) return Promise.reject(new StressUnavailable('This build of Grid Lens has no stress engine (dist/stress-worker.js is missing).'));
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile, { workerData: options });
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
      if (m.type === 'progress') hooks.onProgress(m);
      else if (hooks.signal.aborted) finish(() => reject(hooks.signal.reason));
      else if (m.type === 'done') finish(() => resolve(m.outcome));
      else finish(() => reject(new Error(m.error)));
    });
    worker.on('error', (e) => finish(() => reject(e)));
    worker.on('exit', (code) => finish(() => reject(hooks.signal.aborted ? hooks.signal.reason : new Error(`the stress engine stopped (exit code ${code})`))));
  });
}
