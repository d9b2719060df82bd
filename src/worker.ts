// Runs the core off the extension host's thread. One request at a time; the
// host cancels a stale one through a shared flag checked between test cases.

import { parentPort } from 'node:worker_threads';
import { analyze } from './core/analyze';
import type { SolveRequest, SolveResponse } from './workerProtocol';

function transferables(value: unknown, out: Set<ArrayBuffer>, depth = 0): void {
  if (!value || typeof value !== 'object' || depth > 6) return;
  if (ArrayBuffer.isView(value)) {
    if (value.buffer instanceof ArrayBuffer) out.add(value.buffer);
    return;
  }
  if (value instanceof Map) {
    for (const v of value.values()) transferables(v, out, depth + 1);
    return;
  }
  for (const v of Object.values(value)) transferables(v, out, depth + 1);
}

parentPort?.on('message', (req: SolveRequest) => {
  const flag = new Int32Array(req.cancel);
  const cancelled = () => Atomics.load(flag, 0) !== 0;
  let res: SolveResponse;
  try {
    const started = performance.now();
    // A request that went stale while queued is dropped before any work.
    const a = cancelled() ? undefined : analyze(req.text, { problem: req.problem, fallback: req.fallback, solve: req.solve, cancelled });
    if (!a || cancelled()) res = { id: req.id, kind: 'cancelled' };
    else
      res = {
        id: req.id,
        kind: 'done',
        ms: performance.now() - started,
        analysis: {
          problem: a.problem?.id,
          byContent: a.detection?.problem !== undefined,
          reason: a.detection?.reason ?? '',
          issues: a.parsed?.issues ?? [],
          cases: a.parsed?.cases ?? [],
          results: a.results,
          output: a.output,
        },
      };
  } catch (e) {
    res = { id: req.id, kind: 'failed', error: e instanceof Error ? e.message : String(e) };
  }
  const transfer = new Set<ArrayBuffer>();
  if (res.kind === 'done') transferables(res.analysis.results, transfer), transferables(res.analysis.cases, transfer);
  parentPort!.postMessage(res, [...transfer]);
});
