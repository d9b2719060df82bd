// The stress engine's thread (dist/stress-worker.js): started by
// stressEngine.ts with a StressRequest, it builds the problem's target,
// runs stress() and posts its progress (a few times a second) and its
// result. A 'stop' message aborts the engine, which ends its programs.

import { parentPort, workerData } from 'node:worker_threads';
import { MIX } from '../../core/generate/types';
import { withDescriptions } from '../../core/described/registry';
import { BUILT_INS } from '../../core/problems';
import { stress } from '../../stress/stress';
import { registeredTarget } from '../../stress/target';
import type { StressProgress, StressRequest, StressStop, StressWorkerMessage } from './stressEngine';

/** Progress is posted at most this often: the extension host's thread has better things to do. */
const PROGRESS_MS = 100;

const request = workerData as StressRequest;
const abort = new AbortController();
const post = (m: StressWorkerMessage) => parentPort!.postMessage(m);
parentPort!.on('message', (m: StressStop) => m.type === 'stop' && abort.abort(new Error('stopped')));

async function main(): Promise<void> {
  const { registry } = withDescriptions(BUILT_INS, request.descriptions);
  const target = registeredTarget(registry, request.problem);
  if (typeof target === 'string') return post({ type: 'failed', error: target });
  let postedAt = 0;
  let phase: StressProgress['phase'] = 'testing';
  const result = await stress(
    {
      target,
      command: request.command,
      tests: request.tests,
      seed: request.seed,
      size: 'tiny',
      style: MIX,
      run: { timeMs: request.timeMs, memoryBytes: request.memoryBytes, cwd: request.cwd },
      jobs: request.jobs,
    },
    {
      signal: abort.signal,
      onProgress: (p) => {
        const now = performance.now();
        if (now - postedAt < PROGRESS_MS && p.phase === phase) return;
        postedAt = now;
        phase = p.phase;
        post({ type: 'progress', progress: { phase: p.phase, tests: p.tests, total: p.total, elapsedMs: p.elapsedMs, shrinkRuns: p.shrinkRuns } });
      },
    },
  );
  const f = result.failure;
  post({
    type: 'done',
    result: {
      passed: result.passed,
      elapsedMs: result.elapsedMs,
      failure: f && {
        seed: f.seed,
        input: f.input,
        answers: f.answers,
        verdict: f.verdict,
        output: f.run.stdout.subarray(0, 64 * 1024).toString('utf8'),
        line: f.line,
        shrink: { runs: f.shrink.runs, minimal: f.shrink.minimal },
      },
    },
  });
}

main().catch((e) => post({ type: 'failed', error: e instanceof Error ? e.message : String(e) }));
