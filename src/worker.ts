// Runs the core off the extension host's thread. One request at a time; the
// host cancels a stale one through a shared flag checked between test cases.
//
// Two things keep an edit cheap (see workerProtocol.ts): cases identical to
// those of the reply the host holds are not solved again, and layers nobody
// is looking at are built after the reply, not before.

import { parentPort } from 'node:worker_threads';
import { analyze } from './core/analyze';
import { withDescriptions } from './core/described/registry';
import type { Case, CaseResult, Earlier, Problem } from './core/problem';
import { BUILT_INS, type Registry } from './core/problems';
import { Scratch } from './core/scratch';
import { type CaseKey, caseKey, findSame } from './core/reuse';
import { forgetText, sourceOf } from './worker/texts';
import { type Entry, transferables, wireResult, withOwnArrays } from './worker/wire';
import type { RestMessage, SolveRequest, SolveResponse, WireResult, WorkerRequest } from './workerProtocol';

/** The cases of one reply: what each result depends on, and which result it got. */
interface ReplyRecord {
  /** The problem itself, not its id: a description edited since is another problem of the same id. */
  problem: Problem;
  keys: (CaseKey | undefined)[];
  uids: (number | undefined)[];
  /** The cases as parsed: an edited one's solver may start from its earlier self. */
  cases: readonly Case[];
}

interface DocState {
  replies: Map<number, ReplyRecord>;
  entries: Map<number, Entry>;
  /** The deferred layers of the last reply, waiting for typing to pause. */
  later?: { timer: NodeJS.Timeout; run: () => void };
}

/**
 * The deferred layers (for hovers and the panel, not on screen) wait this
 * long after a reply: until typing pauses. Each keystroke's reply is painted
 * meanwhile (on a two-core machine the window, the extension host and this
 * worker compete: a second search for a layer nobody looks at would slow
 * the next keystroke), and a keystroke arriving then is solved at once.
 */
const REST_DELAY_MS = 200;

/** Replies kept per document besides the host's base: enough for the few in flight. */
const KEPT_REPLIES = 3;

const docs = new Map<string, DocState>();
/** The problems to choose among: the built-in ones and those the workspace describes (ProblemsRequest). */
let registry: Registry = BUILT_INS;
let problemsVersion = 0;
/** The accelerators' working memory, for every request of this worker's life. */
const scratch = new Scratch();
let nextUid = 1;

function state(key: string): DocState {
  let s = docs.get(key);
  if (!s) docs.set(key, (s = { replies: new Map(), entries: new Map() }));
  return s;
}

/** Keeps the base reply and the newest few; results no kept reply refers to are dropped. */
function prune(s: DocState, base: number | undefined): void {
  const ids = [...s.replies.keys()].sort((a, b) => a - b);
  const newest = ids.filter((id) => base === undefined || id > base).slice(-KEPT_REPLIES);
  for (const id of ids) if (id !== base && !newest.includes(id)) s.replies.delete(id);
  const used = new Set<number>();
  for (const r of s.replies.values()) for (const uid of r.uids) if (uid !== undefined) used.add(uid);
  for (const [uid, e] of s.entries) {
    if (used.has(uid)) continue;
    s.entries.delete(uid);
    // The host may be waiting for this result's layers: tell it they will not come.
    if (e.missingLayers.length) parentPort!.postMessage({ kind: 'rest', uid, layers: [], gone: true } satisfies RestMessage);
  }
}

function solve(req: SolveRequest): void {
  const src = sourceOf(req);
  if (src === undefined) {
    forgetText(req.key);
    parentPort!.postMessage({ kind: 'resync', id: req.id } satisfies SolveResponse);
    return;
  }
  const flag = new Int32Array(req.cancel);
  const cancelled = () => Atomics.load(flag, 0) !== 0;
  const s = state(req.key);
  // The previous reply is superseded: its deferred layers go with this one's, if its results are reused.
  if (s.later) {
    clearTimeout(s.later.timer);
    s.later = undefined;
  }
  const base = req.base !== undefined ? s.replies.get(req.base) : undefined;
  const keys: (CaseKey | undefined)[] = [];
  const reusedUid = new Map<number, number>();
  // The result of an identical case of the base reply, if there is one.
  const known = (problem: Problem, c: Case, cases: readonly Case[]): CaseResult | undefined => {
    // The case's own cells: the host gets copies of every case this thread
    // parsed, so they stay whole here for the next edit's comparison (and GridMemo).
    const k = caseKey(problem.id, c, false);
    const j = base && base.problem === problem ? findSame(base.keys, k, c.index, cases.length) : undefined;
    keys[c.index] = j !== undefined ? base!.keys[j] : k;
    const uid = j === undefined ? undefined : base!.uids[j];
    const entry = uid === undefined ? undefined : s.entries.get(uid);
    if (!entry) return undefined;
    reusedUid.set(c.index, uid!);
    return entry.result;
  };
  // The same test in the base reply, for a case edited since (the keystroke keeps every case's index).
  const earlier = (problem: Problem, c: Case): Earlier | undefined => {
    const before = base && base.problem === problem ? base.cases[c.index] : undefined;
    const uid = before && base!.uids[c.index];
    const entry = uid === undefined ? undefined : s.entries.get(uid);
    return entry && { case: before!, result: entry.result };
  };
  let res: SolveResponse;
  const rest: number[] = [];
  try {
    const started = performance.now();
    // A request that went stale while queued is dropped before any work.
    const a = cancelled() ? undefined : analyze(src, { registry, problem: req.problem, fallback: req.fallback, solve: req.solve, scratch, cancelled, known: req.solve ? known : undefined, earlier });
    if (!a || cancelled()) res = { id: req.id, kind: 'cancelled' };
    else {
      const show = new Set(req.show);
      const cases = [...(a.parsed?.cases ?? [])];
      const sharedCells: number[] = [];
      const uids: (number | undefined)[] = [];
      let solved = 0;
      const results = a.results.map((r, i): WireResult | undefined => {
        // A case without a result (not valid) goes as a copy too: its grid may be reused by the next edit.
        if (!r) return void (cases[i] = withOwnArrays(cases[i]));
        const reused = reusedUid.get(i);
        if (reused !== undefined) {
          uids[i] = reused;
          const e = s.entries.get(reused)!;
          if (e.missingLayers.length) rest.push(reused);
          // The host has these very cells already, with the result: do not send them again.
          const c = cases[i];
          if (c.grid) {
            cases[i] = withOwnArrays({ ...c, grid: Object.assign(Object.create(null), c.grid, { cells: new Uint8Array(0) }) });
            sharedCells.push(i);
          }
          return { reuse: reused };
        }
        solved++;
        const uid = nextUid++;
        uids[i] = uid;
        // The parsed case stays here (the next edit compares with it and may
        // reuse its grid); the host gets a copy, handed over: one copy here
        // instead of the message's two (out of this thread, into the host's).
        cases[i] = withOwnArrays(cases[i]);
        const { wire, entry } = wireResult(uid, r, show);
        s.entries.set(uid, entry);
        if (!entry.missingLayers.length) return wire;
        rest.push(uid);
        // So do the parts the deferred layers are computed from.
        return withOwnArrays(wire);
      });
      if (a.problem && req.solve) s.replies.set(req.id, { problem: a.problem, keys, uids, cases: a.parsed?.cases ?? [] });
      res = {
        id: req.id,
        kind: 'done',
        ms: performance.now() - started,
        solved,
        analysis: {
          problem: a.problem?.id,
          // Several problems fitting it (rivals) is a decision by content too, among them.
          byContent: a.detection?.problem !== undefined || a.rivals !== undefined,
          reason: a.detection?.reason ?? '',
          issues: a.parsed?.issues ?? [],
          cases,
          results,
          output: a.output,
          closest: a.closest && { problem: a.closest.problem.id, issue: a.closest.issue },
          ...(a.rivals && { rivals: a.rivals.map((p) => p.id) }),
          problems: problemsVersion,
          sharedCells,
        },
      };
    }
  } catch (e) {
    res = { id: req.id, kind: 'failed', error: e instanceof Error ? e.message : String(e) };
  }
  prune(s, req.base);
  const transfer = new Set<ArrayBuffer>();
  if (res.kind === 'done') {
    transferables(res.analysis.results, transfer);
    transferables(res.analysis.cases, transfer);
  }
  parentPort!.postMessage(res, [...transfer]);
  if (rest.length) {
    const run = () => {
      s.later = undefined;
      sendRest(s, rest, cancelled);
    };
    s.later = { timer: setTimeout(run, REST_DELAY_MS), run };
  }
}

/** Builds and sends the deferred parts, result by result, until a newer request arrives. */
function sendRest(s: DocState, uids: number[], cancelled: () => boolean): void {
  for (const uid of uids) {
    if (cancelled()) return;
    const e = s.entries.get(uid);
    if (!e || !e.missingLayers.length) continue;
    const msg: RestMessage = { kind: 'rest', uid, layers: e.missingLayers.map((index) => ({ index, ...e.result.layers[index].data.get()! })) };
    e.missingLayers = [];
    const transfer = new Set<ArrayBuffer>();
    transferables(msg, transfer);
    parentPort!.postMessage(msg, [...transfer]);
  }
}

parentPort?.on('message', (req: WorkerRequest) => {
  if (req.type === 'forget') {
    clearTimeout(docs.get(req.key)?.later?.timer);
    docs.delete(req.key);
    forgetText(req.key);
  } else if (req.type === 'problems') {
    // Read here as the host reads them: the same texts in the same order give the same problems.
    registry = withDescriptions(BUILT_INS, req.descriptions).registry;
    problemsVersion = req.version;
  } else if (req.type === 'hurry') {
    const later = docs.get(req.key)?.later;
    if (later) {
      clearTimeout(later.timer);
      later.run();
    }
  } else solve(req);
});
