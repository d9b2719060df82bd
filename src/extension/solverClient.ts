// Talks to the solver worker. The worker is started on first use, restarted if
// it dies, and a request superseded by a newer one for the same document is
// cancelled through a shared flag, so the editor never waits for stale work.

import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import { reviveGrid } from '../core/grid';
import type { ProblemId } from '../core/problem';
import type { AnalysisData, SolveRequest, SolveResponse } from '../workerProtocol';

export interface SolveJob {
  text: string;
  problem?: ProblemId;
  fallback?: ProblemId;
  solve?: boolean;
}

export type JobResult = { kind: 'done'; analysis: AnalysisData; ms: number } | { kind: 'cancelled' } | { kind: 'failed'; error: string };

interface Pending {
  resolve: (r: JobResult) => void;
  flag: Int32Array;
}

export class SolverClient {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  /** The live request of each key (a document), to cancel when a newer one comes. */
  private readonly latest = new Map<string, number>();

  constructor(private readonly distDir: string) {}

  /** Runs a job; a later job with the same key cancels this one. */
  run(key: string, job: SolveJob): Promise<JobResult> {
    const previous = this.latest.get(key);
    if (previous !== undefined) this.cancel(previous);
    const id = this.nextId++;
    this.latest.set(key, id);
    const cancel = new SharedArrayBuffer(4);
    const req: SolveRequest = { id, text: job.text, problem: job.problem, fallback: job.fallback, solve: job.solve !== false, cancel };
    return new Promise<JobResult>((resolve) => {
      this.pending.set(id, { resolve, flag: new Int32Array(cancel) });
      try {
        this.ensureWorker().postMessage(req);
      } catch (e) {
        this.settle(id, { kind: 'failed', error: (e as Error).message });
      }
    }).finally(() => {
      if (this.latest.get(key) === id) this.latest.delete(key);
    });
  }

  dispose(): void {
    for (const id of [...this.pending.keys()]) this.settle(id, { kind: 'cancelled' });
    void this.worker?.terminate();
    this.worker = undefined;
  }

  private cancel(id: number): void {
    const p = this.pending.get(id);
    if (p) Atomics.store(p.flag, 0, 1);
  }

  private settle(id: number, r: JobResult): void {
    const p = this.pending.get(id);
    if (!p) return;
    this.pending.delete(id);
    p.resolve(r);
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const w = new Worker(path.join(this.distDir, 'worker.js'), { resourceLimits: { maxOldGenerationSizeMb: 4096 } });
    w.on('message', (res: SolveResponse) => {
      if (res.kind === 'done') for (const c of res.analysis.cases) c.grid = reviveGrid(c.grid);
      this.settle(res.id, res.kind === 'done' ? { kind: 'done', analysis: res.analysis, ms: res.ms } : res.kind === 'failed' ? { kind: 'failed', error: res.error } : { kind: 'cancelled' });
    });
    const fail = (why: string) => {
      if (this.worker === w) this.worker = undefined;
      for (const id of [...this.pending.keys()]) this.settle(id, { kind: 'failed', error: why });
    };
    w.on('error', (e) => fail(`the solver stopped: ${e.message}`));
    w.on('exit', (code) => fail(`the solver exited (code ${code})`));
    w.unref();
    this.worker = w;
    return w;
  }
}
