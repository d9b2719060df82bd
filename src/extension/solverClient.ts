// Talks to the solver worker. The worker is started on first use, restarted if
// it dies, and a request superseded by a newer one for the same document is
// cancelled through a shared flag, so the editor never waits for stale work.
//
// Results arrive in two steps (see workerProtocol.ts): the reply, with the
// layer on screen, then the other layers. Until they land a layer's data is
// pending (Later.pending); whenComplete() says when a set of results is whole.

import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import { reviveGrid } from '../core/grid';
import { Later } from '../core/later';
import type { CaseResult, Layer } from '../core/problem';
import type { AnalysisData, ProblemsRequest, RestMessage, SolveRequest, TextEdits, WireResult, WorkerMessage, WorkerRequest } from '../workerProtocol';

export interface SolveJob {
  /** The document version, or -1 for a text the worker need not keep. */
  version: number;
  /** The whole text, or else the edits since the version the worker last got for this key. */
  text?: string;
  edits?: TextEdits;
  problem?: string;
  fallback?: string;
  solve?: boolean;
  /** The reply whose results the caller holds for this key: identical cases reuse them. */
  base?: number;
  /** Layer ids on screen, built before the reply. */
  show?: string[];
}

export type JobResult =
  | { kind: 'done'; id: number; analysis: AnalysisData; ms: number; solved: number }
  | { kind: 'cancelled' }
  /** The edits did not fit what the worker had (it restarted, say): run again with the whole text. */
  | { kind: 'resync' }
  | { kind: 'failed'; error: string };

interface Missing {
  layers: Set<number>;
  /** They will never arrive (the worker dropped the result, or died). */
  gone: boolean;
  waiters: ((ok: boolean) => void)[];
}

/** The board cells each result was computed on, for the cases that reuse it. */
const cellsOf = new WeakMap<CaseResult, Uint8Array>();

/** What has not arrived of each result. */
const missing = new WeakMap<CaseResult, Missing>();

/** The key (document) each result was solved for, to ask the worker for its deferred layers. */
const keyOf = new WeakMap<CaseResult, string>();

export function resultsComplete(results: readonly (CaseResult | undefined)[]): boolean {
  return results.every((r) => !r || !missing.has(r));
}

interface Pending {
  key: string;
  resolve: (r: JobResult) => void;
  flag: Int32Array;
}

/**
 * The worker's heap ceiling. Every input is bounded (the statements' limits,
 * gridLens.maxFileSizeMB), so a legal file stays far below it; past it the
 * worker is ended and restarted rather than take the machine's memory.
 */
const WORKER_HEAP_MB = 2048;

/** Replies per document whose results stay referenced here, so the worker may always reuse them. */
const RETAINED_REPLIES = 5;

export class SolverClient {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  /** The live request of each key (a document), to cancel when a newer one comes. */
  private readonly latest = new Map<string, number>();
  /** Every result of the current worker still alive here, by the worker's uid. */
  private byUid = new Map<number, WeakRef<CaseResult>>();
  private readonly retained = new Map<string, CaseResult[][]>();
  private readonly finalizer = new FinalizationRegistry<{ uid: number; table: Map<number, WeakRef<CaseResult>> }>(({ uid, table }) => {
    if (!table.get(uid)?.deref()) table.delete(uid);
  });

  /** The described problems the worker reads with: sent again to a worker that restarts. */
  private problems: ProblemsRequest | undefined;

  constructor(private readonly distDir: string) {}

  /** The workspace's descriptions changed: every request from now on is read with these. */
  setProblems(version: number, descriptions: { name: string; text: string }[]): void {
    this.problems = { type: 'problems', version, descriptions };
    this.worker?.postMessage(this.problems);
  }

  /** Runs a job; a later job with the same key cancels this one. */
  run(key: string, job: SolveJob): Promise<JobResult> {
    const previous = this.latest.get(key);
    if (previous !== undefined) this.cancel(previous);
    const id = this.nextId++;
    this.latest.set(key, id);
    const cancel = new SharedArrayBuffer(4);
    const req: SolveRequest = {
      type: 'solve',
      id,
      key,
      version: job.version,
      text: job.text,
      edits: job.text === undefined ? job.edits : undefined,
      problem: job.problem,
      fallback: job.fallback,
      solve: job.solve !== false,
      cancel,
      base: job.base,
      show: job.show ?? [],
    };
    return new Promise<JobResult>((resolve) => {
      this.pending.set(id, { key, resolve, flag: new Int32Array(cancel) });
      try {
        this.ensureWorker().postMessage(req);
      } catch (e) {
        this.settle(id, { kind: 'failed', error: (e as Error).message });
      }
    }).finally(() => {
      if (this.latest.get(key) === id) this.latest.delete(key);
    });
  }

  /**
   * Resolves to true once every result has all its layers, false if some never
   * will. With `hurry`, the worker sends them at once instead of when typing pauses.
   */
  whenComplete(results: readonly (CaseResult | undefined)[], hurry = false): Promise<boolean> {
    const waiting = results.filter((r): r is CaseResult => !!r && missing.has(r));
    if (hurry) for (const key of new Set(waiting.map((r) => keyOf.get(r)))) if (key !== undefined) this.worker?.postMessage({ type: 'hurry', key } satisfies WorkerRequest);
    const waits = waiting.map((r) => {
      const need = missing.get(r)!;
      return need.gone ? Promise.resolve(false) : new Promise<boolean>((resolve) => need.waiters.push(resolve));
    });
    return Promise.all(waits).then((oks) => oks.every(Boolean));
  }

  /** The document is closed: the worker need not remember its cases. */
  forget(key: string): void {
    this.retained.delete(key);
    this.worker?.postMessage({ type: 'forget', key } satisfies WorkerRequest);
  }

  dispose(): void {
    for (const id of [...this.pending.keys()]) this.settle(id, { kind: 'cancelled' });
    this.abandonMissing();
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

  private received(m: WorkerMessage): void {
    if (m.kind === 'rest') return this.restArrived(m);
    if (m.kind === 'resync') return this.settle(m.id, { kind: 'resync' });
    if (m.kind !== 'done') return this.settle(m.id, m.kind === 'failed' ? { kind: 'failed', error: m.error } : { kind: 'cancelled' });
    const a = m.analysis;
    const key = this.pending.get(m.id)?.key;
    const results: (CaseResult | undefined)[] = [];
    for (const w of a.results) {
      const r = w && this.hostResult(w, key);
      if (w && !r) return this.settle(m.id, { kind: 'failed', error: 'a reused result was no longer here' });
      results.push(r);
    }
    for (const i of a.sharedCells ?? []) {
      const cells = results[i] && cellsOf.get(results[i]!);
      const grid = a.cases[i].grid;
      if (!cells || !grid || cells.length !== grid.rows * grid.cols) return this.settle(m.id, { kind: 'failed', error: 'a reused board was no longer here' });
      (grid as { cells: Uint8Array }).cells = cells;
    }
    a.cases.forEach((c, i) => {
      c.grid = reviveGrid(c.grid);
      const r = results[i];
      if (r && c.grid && !cellsOf.has(r)) cellsOf.set(r, c.grid.cells);
    });
    if (key !== undefined) {
      const kept = this.retained.get(key) ?? [];
      kept.push(results.filter((r): r is CaseResult => !!r));
      if (kept.length > RETAINED_REPLIES) kept.shift();
      this.retained.set(key, kept);
    }
    this.settle(m.id, { kind: 'done', id: m.id, ms: m.ms, solved: m.solved, analysis: { ...a, results } });
  }

  private hostResult(w: WireResult, key: string | undefined): CaseResult | undefined {
    if ('reuse' in w) return this.byUid.get(w.reuse)?.deref();
    const { uid, layers, ...rest } = w;
    const need: Missing = { layers: new Set(), gone: false, waiters: [] };
    const { line, ...fields } = rest;
    const r: CaseResult = {
      ...fields,
      line: Later.known(line),
      layers: layers.map(({ data, ...info }, i): Layer => {
        if (data) return { ...info, data: Later.known(data) };
        need.layers.add(i);
        return { ...info, data: Later.pending() };
      }),
    };
    if (need.layers.size) missing.set(r, need);
    if (key !== undefined) keyOf.set(r, key);
    this.byUid.set(uid, new WeakRef(r));
    this.finalizer.register(r, { uid, table: this.byUid });
    return r;
  }

  private restArrived(m: RestMessage): void {
    const r = this.byUid.get(m.uid)?.deref();
    const need = r && missing.get(r);
    if (!r || !need) return;
    if (m.gone) return this.abandon(need);
    for (const l of m.layers) {
      r.layers[l.index].data.arrive({ values: l.values, max: l.max });
      need.layers.delete(l.index);
    }
    if (need.layers.size) return;
    missing.delete(r);
    for (const w of need.waiters) w(true);
  }

  private abandon(need: Missing): void {
    need.gone = true;
    for (const w of need.waiters.splice(0)) w(false);
  }

  /** The worker is gone with what it had not sent: nobody should wait for it. */
  private abandonMissing(): void {
    for (const ref of this.byUid.values()) {
      const r = ref.deref();
      const need = r && missing.get(r);
      if (need) this.abandon(need);
    }
    this.byUid = new Map();
    this.retained.clear();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const w = new Worker(path.join(this.distDir, 'worker.js'), { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    w.on('message', (m: WorkerMessage) => this.received(m));
    const fail = (why: string) => {
      if (this.worker === w) this.worker = undefined;
      for (const id of [...this.pending.keys()]) this.settle(id, { kind: 'failed', error: why });
      this.abandonMissing();
    };
    w.on('error', (e) =>
      fail(
        (e as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? `it needs more memory than the solver may use (${WORKER_HEAP_MB} MB); the solver restarts for the next file`
          : `the solver stopped: ${e.message}`,
      ),
    );
    w.on('exit', (code) => fail(`the solver exited (code ${code})`));
    w.unref();
    this.worker = w;
    if (this.problems) w.postMessage(this.problems);
    return w;
  }
}
